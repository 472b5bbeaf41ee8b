// Motion: the die tumbles and lands, resources fly from the reserve to a
// castle's stock, a stolen chest travels face down from castle to castle,
// a recruited creature slides into its side, new cards flip over. All of
// it from what changed between two drawn views, with graphics.Tween, and
// none of it when TableState.Motion is zero.
package bellum

import (
	"image/color"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	bm "majlis/rules/bellum"
)

// snapshot is what motion compares between frames.
type snapshot struct {
	seats   int
	day     int
	die     int
	castles []castle
	faceUp  map[string]bool // places and creatures face up
}

type motion struct {
	prev    *snapshot
	tweens  graphics.Tweens
	roll    graphics.Tween // the die's tumble (Dur 0: none)
	flips   map[string]graphics.Tween
	started bool
}

func flipKey(kind string, id int) string { return kind + ":" + strconv.Itoa(id) }

func snap(s *bm.State, viewer rules.Seat) *snapshot {
	n := s.Setup().Seats
	day, _, die := s.Day()
	sn := &snapshot{seats: n, day: day, die: die, faceUp: map[string]bool{}}
	for i := 0; i < n; i++ {
		sn.castles = append(sn.castles, castleOf(s, rules.Seat(i), viewer))
	}
	row, _, _ := s.Kingdom()
	for _, id := range row {
		sn.faceUp[flipKey("place", id)] = true
	}
	evil, most, _, _ := s.FaceUp()
	for _, id := range []int{evil[0], evil[1], most[0], most[1]} {
		if id >= 0 {
			sn.faceUp[flipKey("creature", id)] = true
		}
	}
	return sn
}

func chestCount(c castle) int { return c.Kinds[0] + c.Kinds[1] + c.Kinds[2] }

// observe starts a tween for each change since the last frame drawn.
func (m *motion) observe(th *graphics.Theme, s *bm.State, l Layout, ts graphics.TableState, now time.Time) {
	cur := snap(s, ts.Viewer)
	prev := m.prev
	m.prev = cur
	if prev == nil || ts.Motion <= 0 || prev.seats != cur.seats {
		return
	}
	dur := ts.Motion
	add := func(from, to graphics.Rect, what string) {
		m.tweens = append(m.tweens, graphics.Tween{X0: from.CX(), Y0: from.CY(), X1: to.CX(), Y1: to.CY(), Start: now, Dur: dur, What: what})
	}
	if cur.die != prev.die || cur.day != prev.day && cur.die != 0 {
		if cur.die != 0 {
			m.roll = graphics.Tween{Start: now, Dur: dur}
		}
	}
	var losers []int
	for i := range cur.castles {
		if chestCount(cur.castles[i]) < chestCount(prev.castles[i]) {
			losers = append(losers, i)
		}
	}
	for i, c := range cur.castles {
		p := prev.castles[i]
		parts := Parts(th, l.Castles[rules.Seat(i)])
		to := parts.Stock
		if c.Food > p.Food {
			add(l.Reserves, to, "food")
		}
		if c.Glyphs > p.Glyphs {
			add(l.Reserves, to, "glyph")
		}
		if c.Barrels > p.Barrels {
			add(l.Reserves, to, "barrel")
		}
		if chestCount(c) > chestCount(p) {
			from := l.Chests
			for _, v := range losers {
				if v != i {
					from = l.Castles[rules.Seat(v)]
				}
			}
			add(from, parts.Chests, "chest")
		}
		if len(c.Left) > len(p.Left) {
			add(l.Creatures[0], parts.Left, "creature")
		}
		if len(c.Right) > len(p.Right) {
			add(l.Creatures[0], parts.Right, "creature")
		}
	}
	for k := range cur.faceUp {
		if !prev.faceUp[k] {
			if m.flips == nil {
				m.flips = map[string]graphics.Tween{}
			}
			m.flips[k] = graphics.Tween{Start: now, Dur: dur}
		}
	}
}

func (m *motion) animating(now time.Time) bool {
	run := m.tweens.Prune(now)
	if _, _, r := m.roll.At(now); r && m.roll.Dur > 0 {
		run = true
	}
	for k, f := range m.flips {
		if _, _, r := f.At(now); r {
			run = true
		} else {
			delete(m.flips, k)
		}
	}
	return run
}

// dieFace is the face to draw and where: while the die rolls it tumbles
// through faces and hops, then lands on the rolled face.
func (m *motion) dieFace(die int, r graphics.Rect, now time.Time) (int, graphics.Rect) {
	if m.roll.Dur <= 0 || die == 0 {
		return die, r
	}
	el := now.Sub(m.roll.Start)
	if el >= m.roll.Dur || el < 0 {
		return die, r
	}
	f := float64(el) / float64(m.roll.Dur)
	face := (die+int(f*12))%6 + 1
	hop := r.H * 0.25 * (1 - f) * float64((int(f*12)%2)*2-1)
	return face, graphics.R(r.X, r.Y+hop, r.W, r.H)
}

// flip narrows a card turning over: it shrinks to an edge and opens out.
func (m *motion) flip(key string, r graphics.Rect, now time.Time) graphics.Rect {
	t, ok := m.flips[key]
	if !ok || t.Dur <= 0 {
		return r
	}
	el := now.Sub(t.Start)
	if el >= t.Dur || el < 0 {
		return r
	}
	f := float64(el) / float64(t.Dur)
	w := r.W * abs(1-2*f)
	return r.Centered(w, r.H)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

var flyColors = map[string]color.RGBA{"food": foodColor, "glyph": glyphColor, "barrel": barrelColor, "chest": chestColors[0], "creature": thiefColor}

// draw draws what is flying: tokens as coloured discs, a chest face down,
// a creature as a small card back.
func (m *motion) draw(dst *ebiten.Image, th *graphics.Theme, now time.Time) {
	u := th.Unit
	for _, t := range m.tweens {
		x, y, run := t.At(now)
		if !run {
			continue
		}
		switch t.What {
		case "chest", "creature":
			r := graphics.R(x-u*2, y-u*1.5, u*4, u*3)
			th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, graphics.Darken(flyColors[t.What], 40))
			th.Outline(dst, r.X, r.Y, r.W, r.H, u*0.3, th.Ink)
		default:
			th.Coin(dst, x, y, u*1.4, flyColors[t.What], -1)
		}
	}
}
