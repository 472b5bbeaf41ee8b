// The table's geometry: the round board (a ring of twelve triangles, each
// cut by its chord into an outer and an inner land, the two dots on the
// chord, the deck and the die in the centre), the players' panels and the
// dialog where answers with no place on the board are given. Rectangles are
// cut with graphics.Rect's helpers so that a right-to-left layout stays a
// small change; the board itself is polar. Pure arithmetic: tested without
// a GPU.
package gealias

import (
	"math"

	"majlis/graphics"
	"majlis/rules"
	ge "majlis/rules/gealias"
)

// Layout is where each thing of the table goes.
type Layout struct {
	Status graphics.Rect // whose turn, what the table waits for
	Board  graphics.Rect // the square holding the round board
	Ring   Ring
	Panels map[rules.Seat]graphics.Rect
	Order  []rules.Seat // seats in the order their panels are laid out
	Dialog graphics.Rect
	Narrow bool
}

// Ring is the board's polar geometry: its centre and the radii of the rim,
// the chords and the centre circle.
type Ring struct {
	CX, CY             float64
	Rim, Chord, Centre float64
	Deck, Discard, Die graphics.Rect
	Prison, Fight      graphics.Rect
}

// narrow says whether the area is a phone's: tall rather than wide.
func narrow(area graphics.Rect) bool { return area.H > area.W*1.2 }

// dialogMin is the height, in units, that a wide table's dialog keeps
// before the others' panels take their full height: four rows of answers.
const dialogMin = 14.0

// Place lays the table out for n seats seen by viewer.
func Place(th *graphics.Theme, area graphics.Rect, n int, viewer rules.Seat) Layout {
	u := th.Unit
	l := Layout{Panels: map[rules.Seat]graphics.Rect{}, Narrow: narrow(area)}
	me := viewer
	if me < 0 || int(me) >= n {
		me = 0
	}
	l.Order = append(l.Order, me)
	for k := 1; k < n; k++ {
		l.Order = append(l.Order, rules.Seat((int(me)+k)%n))
	}
	lh := graphics.LineHeight(th.Small)
	l.Status, area = area.CutTop(lh * 1.4)
	_, area = area.CutTop(u * 0.4)
	var side graphics.Rect
	if l.Narrow {
		// A phone: the board across the top, the viewer's panel below it,
		// the dialog below that. The others go in a column beside the
		// board where it leaves a strip wide enough (the table above a
		// two-row prompt bar is short, and every line the dialog loses is
		// answers left to the bar), else side by side in a compact row.
		size := min(area.W, area.H*0.5)
		var top, others graphics.Rect
		top, side = area.CutTop(size)
		column := n > 1 && top.W-size-u*0.5 >= u*16
		if column {
			l.Board, others = top.CutLeft(size)
			_, others = others.CutLeft(u * 0.5)
		} else {
			l.Board = top.Centered(size, size)
		}
		_, side = side.CutTop(u * 0.5)
		l.Panels[me], side = side.CutTop(lh * 5.7)
		_, side = side.CutTop(u * 0.4)
		switch {
		case column:
			for i, r := range others.Rows(n-1, u*0.4) {
				l.Panels[l.Order[i+1]] = r.Centered(r.W, min(r.H, lh*4.8))
			}
		case n > 1:
			others, side = side.CutTop(lh * 3.5)
			_, side = side.CutTop(u * 0.4)
			for i, r := range others.Columns(n-1, u*0.4) {
				l.Panels[l.Order[i+1]] = r
			}
		}
		l.Dialog = side
	} else {
		// Wide: the board on the left; on the right the viewer's panel,
		// the others (in two columns from four players), the dialog.
		size := min(area.H, area.W*0.6)
		var left graphics.Rect
		left, side = area.CutLeft(size)
		l.Board = left.Centered(size, size)
		_, side = side.CutLeft(u)
		l.Panels[me], side = side.CutTop(lh * 6)
		_, side = side.CutTop(u * 0.4)
		if n > 1 {
			cols := 1
			if n > 3 {
				cols = 2
			}
			rows := (n - 1 + cols - 1) / cols
			gaps := u * 0.4 * float64(rows)
			// Two columns are too narrow for a civilization's ability on
			// the line with its name: a panel there has a line more.
			rowH := lh * 4.8
			if cols > 1 {
				rowH = lh * 5.8
			}
			// On a short table the others' panels give way to the
			// dialog, down to their names and civilizations (their hover
			// text says the rest): every line the dialog loses is
			// answers left to the prompt bar.
			if side.H-float64(rows)*rowH-gaps < dialogMin*u {
				if n > 5 && (side.W-u*0.8)/3 >= u*11 {
					// Five others in three columns, where a name fits:
					// two rows, not three.
					cols = 3
					rows = (n - 1 + cols - 1) / cols
					gaps = u * 0.4 * float64(rows)
				}
				rowH = min(rowH, max(lh*2.6, (side.H-gaps-dialogMin*u)/float64(rows)))
			}
			var others graphics.Rect
			others, side = side.CutTop(rowH*float64(rows) + u*0.4*float64(rows-1))
			_, side = side.CutTop(u * 0.4)
			for i, r := range others.Rows(rows, u*0.4) {
				for j, c := range r.Columns(cols, u*0.4) {
					if k := 1 + i*cols + j; k < n {
						l.Panels[l.Order[k]] = c
					}
				}
			}
		}
		l.Dialog = side
	}
	l.Ring = placeRing(l.Board)
	return l
}

func placeRing(b graphics.Rect) Ring {
	r := Ring{CX: b.CX(), CY: b.CY(), Rim: b.W / 2 * 0.98}
	r.Chord, r.Centre = r.Rim*0.64, r.Rim*0.34
	c := graphics.R(r.CX-r.Centre*0.72, r.CY-r.Centre*0.72, r.Centre*1.44, r.Centre*1.44)
	top, bottom := c.CutTop(c.H * 0.5)
	r.Deck, r.Discard = top.CutLeft(top.W / 2)
	r.Deck, r.Discard = r.Deck.Inset(c.W*0.03), r.Discard.Inset(c.W*0.03)
	r.Die, r.Prison = bottom.CutLeft(bottom.W * 0.4)
	r.Die = r.Die.Centered(min(r.Die.W, r.Die.H)*0.8, min(r.Die.W, r.Die.H)*0.8)
	r.Fight = c
	return r
}

// angles are the start and end of triangle t, in radians clockwise from
// twelve o'clock (screen coordinates: y grows downward).
func angles(t int) (float64, float64) {
	a0 := -math.Pi/2 + float64(t)*2*math.Pi/ge.NumTriangles
	return a0, a0 + 2*math.Pi/ge.NumTriangles
}

// radii are the inside and outside radii of land l's ring.
func (r Ring) radii(l ge.Land) (float64, float64) {
	if l.Ring() == ge.Outer {
		return r.Chord, r.Rim
	}
	return r.Centre, r.Chord
}

func (r Ring) at(a, rad float64) (float64, float64) {
	return r.CX + rad*math.Cos(a), r.CY + rad*math.Sin(a)
}

// LandCentre is the middle of land l.
func (r Ring) LandCentre(l ge.Land) (float64, float64) {
	a0, a1 := angles(l.Triangle())
	r0, r1 := r.radii(l)
	return r.at((a0+a1)/2, (r0+r1)/2)
}

// LandRect is the square target over land l.
func (r Ring) LandRect(l ge.Land) graphics.Rect {
	r0, r1 := r.radii(l)
	arc := (r0 + r1) / 2 * 2 * math.Pi / ge.NumTriangles
	s := min(r1-r0, arc) * 0.62
	x, y := r.LandCentre(l)
	return graphics.R(x-s/2, y-s/2, s, s)
}

// DotPos is where intersection d lies on its triangle's chord.
func (r Ring) DotPos(d ge.Dot) (float64, float64) {
	a0, a1 := angles(d.Triangle())
	f := 1.0 / 3
	if d%2 == 1 {
		f = 2.0 / 3
	}
	return r.at(a0+(a1-a0)*f, r.Chord)
}

// DotRect is the square target over intersection d.
func (r Ring) DotRect(d ge.Dot) graphics.Rect {
	s := r.Rim * 0.075
	x, y := r.DotPos(d)
	return graphics.R(x-s/2, y-s/2, s, s)
}

// UnitPos is where the i-th of n Gealias units on land l stands: side by
// side across the land's centre, a little above it.
func (r Ring) UnitPos(l ge.Land, i, n int) (float64, float64) {
	x, y := r.LandCentre(l)
	x += (float64(i) - float64(n-1)/2) * r.Rim * 0.07
	return x, y - r.Rim*0.03
}

// UnitHeight is a unit's drawn height.
func (r Ring) UnitHeight() float64 { return r.Rim * 0.09 }

// UnitRect is the target over the i-th of n units on land l: no wider
// than the gap to the next unit, as tall as the unit.
func (r Ring) UnitRect(l ge.Land, i, n int) graphics.Rect {
	x, y := r.UnitPos(l, i, n)
	h := r.UnitHeight()
	w := r.Rim * 0.07
	return graphics.R(x-w/2, y-h*0.55, w, h*1.1)
}

// LandParts cuts land l's target into k side by side, for k answers that
// all lead to that land.
func (r Ring) LandParts(l ge.Land, k int) []graphics.Rect {
	return r.LandRect(l).Columns(k, 0)
}

// PrisonCells cuts the prison into k targets side by side.
func (r Ring) PrisonCells(k int) []graphics.Rect {
	return r.Prison.Inset(r.Prison.H*0.06).Columns(k, 0)
}

// Grow widens small targets towards a fingertip's size (side, across and
// down) where there is room, so that a finger need not hit a 10-pixel dot:
// each rect grows a side at a time, every side in turn, and never onto a
// fixed rect, out of bound, more than side across, or past the points
// nearer another target's centre than its own. The last keeps the areas
// apart and gives a click between two to the nearer: a Voronoi cell is
// convex, so a rect whose corners lie in its centre's cell lies in it
// whole. A rect is never made smaller, and the point it answers for (for
// "nearer") stays the centre it had, however lopsided it grows.
func Grow(rs []graphics.Rect, fixed []graphics.Rect, bound graphics.Rect, side float64) []graphics.Rect {
	type pt struct{ x, y float64 }
	cs := make([]pt, len(rs))
	for i, r := range rs {
		cs[i] = pt{r.CX(), r.CY()}
	}
	nearest := func(i int, x, y float64) bool {
		d := (x-cs[i].x)*(x-cs[i].x) + (y-cs[i].y)*(y-cs[i].y)
		for j, c := range cs {
			if j != i && (x-c.x)*(x-c.x)+(y-c.y)*(y-c.y) < d {
				return false
			}
		}
		return true
	}
	fits := func(i int, r graphics.Rect) bool {
		if r.W > side+1e-9 || r.H > side+1e-9 || r.X < bound.X || r.Y < bound.Y || r.Right() > bound.Right() || r.Bottom() > bound.Bottom() {
			return false
		}
		for _, f := range fixed {
			if r.X < f.Right() && f.X < r.Right() && r.Y < f.Bottom() && f.Y < r.Bottom() {
				return false
			}
		}
		for _, c := range [][2]float64{{r.X, r.Y}, {r.Right(), r.Y}, {r.X, r.Bottom()}, {r.Right(), r.Bottom()}} {
			if !nearest(i, c[0], c[1]) {
				return false
			}
		}
		return true
	}
	step := side / 32
	out := make([]graphics.Rect, len(rs))
	for i, r := range rs {
		// A step at a time, on the narrower way first (a finger needs
		// both ways), the two sides of a way in turn. Room between
		// neighbours is often lopsided: a side that is stopped lets the
		// opposite one go on until the rect is side across.
		for n := 0; ; n++ {
			left := graphics.R(r.X-step, r.Y, r.W+step, r.H)
			right := graphics.R(r.X, r.Y, r.W+step, r.H)
			up := graphics.R(r.X, r.Y-step, r.W, r.H+step)
			down := graphics.R(r.X, r.Y, r.W, r.H+step)
			if n%2 == 1 {
				left, right, up, down = right, left, down, up
			}
			cs := []graphics.Rect{left, right, up, down}
			if r.H < r.W {
				cs = []graphics.Rect{up, down, left, right}
			}
			grew := false
			for _, c := range cs {
				if fits(i, c) {
					r, grew = c, true
					break
				}
			}
			if !grew {
				break
			}
		}
		out[i] = r
	}
	return out
}
