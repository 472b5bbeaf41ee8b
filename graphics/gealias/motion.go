// Motion: a Gealias walks its path land by land, the die tumbles and
// lands, cards fly from the land to the player who collects them, and a
// new structure rises on its intersection. All of it follows
// TableState.Motion; zero (tests, "animations off") draws every change at
// once.
package gealias

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	ge "majlis/rules/gealias"
)

// seen is what the last drawn frame showed.
type seen struct {
	lands  []ge.Land
	placed []bool
	hands  []int
	built  [ge.NumDots]bool
	roll   int
}

func seenOf(s *ge.State) seen {
	var c seen
	for i := 0; i < s.Setup().Seats; i++ {
		l, ok := s.Gealias(rules.Seat(i))
		c.lands = append(c.lands, l)
		c.placed = append(c.placed, ok)
		c.hands = append(c.hands, s.HandSize(rules.Seat(i)))
	}
	for d := ge.Dot(0); d < ge.NumDots; d++ {
		_, c.built[d] = s.Structure(d)
	}
	c.roll = s.Roll()
	return c
}

// walk is a Gealias going along the path through the lands listed.
type walk struct {
	points [][2]float64
	start  time.Time
	dur    time.Duration
}

type motion struct {
	last   *seen
	walks  map[rules.Seat]walk
	grows  map[ge.Dot]graphics.Tween
	roll   graphics.Tween
	tweens graphics.Tweens
}

// observe starts the animations for what changed since the last frame.
func (m *motion) observe(s *ge.State, l Layout, ts graphics.TableState, now time.Time) {
	cur := seenOf(s)
	prev := m.last
	m.last = &cur
	dur := ts.Motion
	if prev == nil || dur <= 0 || len(prev.lands) != len(cur.lands) {
		return
	}
	if m.walks == nil {
		m.walks = map[rules.Seat]walk{}
		m.grows = map[ge.Dot]graphics.Tween{}
	}
	r := l.Ring
	for i := range cur.lands {
		seat := rules.Seat(i)
		from, to := prev.lands[i], cur.lands[i]
		if !prev.placed[i] || !cur.placed[i] || from == to {
			continue
		}
		// Along the path when the land lies ahead within a roll;
		// straight there otherwise (a Spirit Walk, a raid).
		steps := (int(to) - int(from) + ge.NumLands) % ge.NumLands
		var pts [][2]float64
		x, y := r.LandCentre(from)
		pts = append(pts, [2]float64{x, y})
		if steps <= 6 {
			for k := 1; k <= steps; k++ {
				x, y := r.LandCentre(from.Step(k))
				pts = append(pts, [2]float64{x, y})
			}
		} else {
			x, y := r.LandCentre(to)
			pts = append(pts, [2]float64{x, y})
		}
		m.walks[seat] = walk{points: pts, start: now, dur: dur * time.Duration(len(pts)-1) / 2}
	}
	for d := range cur.built {
		if cur.built[d] && !prev.built[d] {
			m.grows[ge.Dot(d)] = graphics.Tween{Start: now, Dur: dur}
		}
	}
	if cur.roll > 0 && prev.roll != cur.roll {
		m.roll = graphics.Tween{Start: now, Dur: dur}
	}
	for i := range cur.hands {
		gained := cur.hands[i] - prev.hands[i]
		if gained <= 0 {
			continue
		}
		fx, fy := r.CX, r.CY
		if cur.placed[i] {
			fx, fy = r.LandCentre(cur.lands[i])
		}
		to := l.Panels[rules.Seat(i)]
		for k := 0; k < min(gained, 4); k++ {
			m.tweens = append(m.tweens, graphics.Tween{X0: fx, Y0: fy, X1: to.CX(), Y1: to.CY(),
				Start: now.Add(dur * time.Duration(k) / 6), Dur: dur, What: "card"})
		}
	}
}

// pawnAt is where a walking Gealias is now.
func (m *motion) pawnAt(seat rules.Seat, now time.Time) (float64, float64, bool) {
	w, ok := m.walks[seat]
	if !ok || w.dur <= 0 || len(w.points) < 2 {
		return 0, 0, false
	}
	el := now.Sub(w.start)
	if el < 0 || el >= w.dur {
		return 0, 0, false
	}
	f := float64(el) / float64(w.dur) * float64(len(w.points)-1)
	i := int(f)
	t := f - float64(i)
	a, b := w.points[i], w.points[i+1]
	return a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t, true
}

// grow is how far a new structure has risen, 0 to 1.
func (m *motion) grow(d ge.Dot, now time.Time) float64 {
	t, ok := m.grows[d]
	if !ok || t.Dur <= 0 {
		return 1
	}
	el := now.Sub(t.Start)
	if el >= t.Dur || el < 0 {
		return 1
	}
	return 0.2 + 0.8*float64(el)/float64(t.Dur)
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
	hop := r.H * 0.2 * (1 - f) * float64((int(f*12)%2)*2-1)
	return face, graphics.R(r.X, r.Y+hop, r.W, r.H)
}

func (m *motion) animating(now time.Time) bool {
	run := m.tweens.Prune(now)
	if m.roll.Dur > 0 && now.Before(m.roll.Start.Add(m.roll.Dur)) {
		run = true
	}
	for s, w := range m.walks {
		if now.Before(w.start.Add(w.dur)) {
			run = true
		} else {
			delete(m.walks, s)
		}
	}
	for d, g := range m.grows {
		if now.Before(g.Start.Add(g.Dur)) {
			run = true
		} else {
			delete(m.grows, d)
		}
	}
	return run
}

// draw draws the cards in flight, face down.
func (m *motion) draw(dst *ebiten.Image, th *graphics.Theme, now time.Time) {
	u := th.Unit
	for _, t := range m.tweens {
		if now.Before(t.Start) {
			continue
		}
		x, y, run := t.At(now)
		if !run {
			continue
		}
		r := graphics.R(x-u, y-u*1.4, u*2, u*2.8)
		th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.3, th.Gold)
		th.Outline(dst, r.X, r.Y, r.W, r.H, u*0.2, th.AccentInk)
	}
}
