// Motion: a card that changes place between two drawn views travels from
// the old place to the new one (deck to hand, hand to play, play to the
// Buried pile, a Hero to a battle and back); Water tokens are written on
// the cards they sit on, so a payment or a raid shows as a coin flying
// from the City Section that lost it. Nothing moves when
// TableState.Motion is zero.
package sands

import (
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	sd "majlis/rules/sands"
)

// place is where a card was last drawn, and its Water.
type place struct {
	r     graphics.Rect
	water int
}

type motion struct {
	prev   map[int]place
	seats  int
	tweens graphics.Tweens
	sizes  map[string]graphics.Rect // a moving card's size at its destination
}

// observe starts a tween for each card that moved since the last frame.
func (m *motion) observe(s *sd.State, t Table, ts graphics.TableState, now time.Time) {
	cur := map[int]place{}
	for id, sl := range t.Cards {
		c, _ := s.Card(id)
		cur[id] = place{r: sl.Rect, water: c.Water}
	}
	prev, seats := m.prev, m.seats
	m.prev, m.seats = cur, s.Setup().Seats
	if prev == nil || ts.Motion <= 0 || seats != m.seats {
		return
	}
	if m.sizes == nil {
		m.sizes = map[string]graphics.Rect{}
	}
	for id, p := range cur {
		from, ok := prev[id]
		if !ok {
			// New on the table: drawn from its owner's deck.
			c, _ := s.Card(id)
			if a, ok := t.Areas[c.Owner]; ok && c.Zone == sd.InHand {
				from = place{r: a.Deck}
			} else {
				continue
			}
		}
		if from.r == p.r {
			if from.water > p.water {
				key := "water:" + strconv.Itoa(id)
				m.tweens = append(m.tweens, graphics.Tween{X0: p.r.CX(), Y0: p.r.CY(), X1: p.r.CX(), Y1: p.r.Y - p.r.H*0.4, Start: now, Dur: ts.Motion, What: key})
			}
			continue
		}
		key := "card:" + strconv.Itoa(id)
		m.sizes[key] = p.r
		m.tweens = append(m.tweens, graphics.Tween{X0: from.r.CX(), Y0: from.r.CY(), X1: p.r.CX(), Y1: p.r.CY(), Start: now, Dur: ts.Motion, What: key})
	}
	// Cards that left the table (to the deck, or out of the game) fade out
	// where they were: nothing to draw.
}

// moving lists the cards drawn by their tween rather than in their slot.
func (m *motion) moving(now time.Time) map[int]bool {
	out := map[int]bool{}
	for _, tw := range m.tweens {
		if _, _, run := tw.At(now); run {
			if id, ok := cardOf(tw.What); ok {
				out[id] = true
			}
		}
	}
	return out
}

// draw draws the moving cards and Water tokens.
func (m *motion) draw(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *sd.State, now time.Time) {
	for _, tw := range m.tweens {
		x, y, run := tw.At(now)
		if !run {
			continue
		}
		if id, ok := cardOf(tw.What); ok {
			c, ok := s.Card(id)
			if !ok {
				continue
			}
			r := m.sizes[tw.What]
			drawCard(dst, th, tr, c, graphics.R(x-r.W/2, y-r.H/2, r.W, r.H), false)
			continue
		}
		th.Coin(dst, x, y, th.Unit*1.2, waterColor, -1)
	}
}

func (m *motion) animating(now time.Time) bool { return m.tweens.Prune(now) }

func cardOf(what string) (int, bool) {
	rest, ok := strings.CutPrefix(what, "card:")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil
}
