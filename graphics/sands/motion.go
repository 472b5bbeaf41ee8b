// Motion: a card that changes place between two drawn views travels from
// the old place to the new one (deck to hand, hand to play, play to the
// Buried pile, a Hero to a battle and back). Water tokens are written on
// the cards they sit on, so a token flies from each card that lost one to
// a card that gained one (a raid: the City Section to the raiding Hero; a
// promise kept: one player's City Section to the other's), and to or from
// the pool, at the centre of the table, when nothing on the table lost or
// gained it (a payment, the rain). Nothing moves when TableState.Motion
// is zero.
package sands

import (
	"slices"
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
			continue
		}
		key := "card:" + strconv.Itoa(id)
		m.sizes[key] = p.r
		m.tweens = append(m.tweens, graphics.Tween{X0: from.r.CX(), Y0: from.r.CY(), X1: p.r.CX(), Y1: p.r.CY(), Start: now, Dur: ts.Motion, What: key})
	}
	// Cards that left the table (to the deck, or out of the game) fade out
	// where they were: nothing to draw.
	m.waterFlies(prev, cur, t, ts.Motion, now)
}

// maxTokens bounds the tokens flown for one step: a flood of Water is
// told by a few, and by the numbers on the cards.
const maxTokens = 6

// waterFlies starts a token's flight for each Water token that left a
// card or came to one since the last frame: from a card that lost it to
// one that gained it, the rest to or from the pool. Cards are taken in id
// order, so the pairing is the same on every frame rate.
func (m *motion) waterFlies(prev, cur map[int]place, t Table, dur time.Duration, now time.Time) {
	var ids []int
	for id := range cur {
		if _, ok := prev[id]; ok {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	var from, to []graphics.Rect
	for _, id := range ids {
		for d := prev[id].water - cur[id].water; d > 0; d-- {
			from = append(from, prev[id].r)
		}
		for d := cur[id].water - prev[id].water; d > 0; d-- {
			to = append(to, cur[id].r)
		}
	}
	pool := t.Stage.Centered(0, 0)
	for i := 0; i < max(len(from), len(to)) && i < maxTokens; i++ {
		a, b := pool, pool
		if i < len(from) {
			a = from[i]
		}
		if i < len(to) {
			b = to[i]
		}
		// One after the other, so that each token is seen.
		start := now.Add(dur * time.Duration(i) / (2 * maxTokens))
		m.tweens = append(m.tweens, graphics.Tween{X0: a.CX(), Y0: a.CY(), X1: b.CX(), Y1: b.CY(), Start: start, Dur: dur, What: "water:" + strconv.Itoa(i)})
	}
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
			drawCard(dst, th, tr, c, graphics.R(x-r.W/2, y-r.H/2, r.W, r.H), lookFace)
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
