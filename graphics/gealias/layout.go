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
		// A phone: the board across the top, the viewer's panel, the
		// others side by side in one compact row, the dialog below.
		size := min(area.W, area.H*0.5)
		var top graphics.Rect
		top, side = area.CutTop(size)
		l.Board = top.Centered(size, size)
		_, side = side.CutTop(u * 0.5)
		l.Panels[me], side = side.CutTop(lh * 5.7)
		_, side = side.CutTop(u * 0.4)
		if n > 1 {
			var others graphics.Rect
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
			var others graphics.Rect
			others, side = side.CutTop(lh*4.8*float64(rows) + u*0.4*float64(rows-1))
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
