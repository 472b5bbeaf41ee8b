// Views and determinization: what a seat may see (hands, the decks below
// their top cards, the scholar, battle and Hashash decks, face-down spoils
// and the Hashash cards being chosen are hidden) and a consistent fill of
// a view's hidden cards for search bots.
package belaad

import (
	"slices"

	"majlis/rules"
)

const hidden = -1

func redact(xs []int) []int {
	out := make([]int, len(xs))
	for i := range out {
		out[i] = hidden
	}
	return out
}

// View returns what viewer may know; hidden cards become -1.
func (s *State) View(viewer rules.Seat) rules.State {
	c := s.clone()
	c.seed = rules.Seed{}
	c.isView = true
	for v := 0; v < s.n; v++ {
		if rules.Seat(v) != viewer {
			c.hand[v] = redact(s.hand[v])
			c.spoils[v] = redact(s.spoils[v])
		}
	}
	for d := 0; d < 3; d++ {
		if len(s.decks[d]) > 1 {
			c.decks[d] = append([]int{s.decks[d][0]}, redact(s.decks[d][1:])...)
		}
	}
	c.schPile = redactPile(s.schPile, false)
	c.bPile = redactPile(s.bPile, false)
	isOrder := viewer == s.orderAt && viewer >= 0
	// The Order knows the cards it put under its deck; others do not.
	c.hhPile = redactPile(s.hhPile, isOrder)
	if !isOrder {
		c.hhHand = redact(s.hhHand)
	}
	return c
}

// redactPile hides a pile's cards (but for its known bottom, with keepBot).
func redactPile(p pile, keepBot bool) pile {
	out := pile{top: redact(p.top), mid: redact(p.mid), bot: redact(p.bot)}
	if keepBot {
		out.bot = append([]int{}, p.bot...)
	}
	return out
}

// fill replaces the hidden entries of the lists with the ids of universe
// that no list shows, in a random order.
func fill(r *rules.Rand, universe int, lists ...*[]int) {
	seen := make([]bool, universe)
	for _, l := range lists {
		for _, x := range *l {
			if x >= 0 && x < universe {
				seen[x] = true
			}
		}
	}
	var missing []int
	for i, ok := range seen {
		if !ok {
			missing = append(missing, i)
		}
	}
	r.Shuffle(len(missing), func(a, b int) { missing[a], missing[b] = missing[b], missing[a] })
	for _, l := range lists {
		for i, x := range *l {
			if x == hidden && len(missing) > 0 {
				(*l)[i] = missing[0]
				missing = missing[1:]
			}
		}
	}
}

// Determinize fills a view's hidden cards with the cards the viewer cannot
// place, shuffled: a state consistent with everything the viewer knows.
func (s *State) Determinize(viewer rules.Seat, r *rules.Rand) rules.State {
	c := s.clone()
	c.isView = false
	var acts []*[]int
	for v := range c.hand {
		acts = append(acts, &c.hand[v])
	}
	for d := range c.decks {
		acts = append(acts, &c.decks[d])
	}
	acts = append(acts, &c.discard)
	fill(r, len(actionCards), acts...)

	schs := []*[]int{&c.revealed, &c.schDiscard, &c.won[0], &c.won[1], &c.won[2], &c.schPile.top, &c.schPile.mid, &c.schPile.bot}
	fill(r, len(scholars), schs...)

	bat := []*[]int{&c.bShown}
	for v := range c.spoils {
		bat = append(bat, &c.spoils[v])
	}
	bat = append(bat, &c.bPile.top, &c.bPile.mid, &c.bPile.bot)
	fill(r, len(battleCards), bat...)

	if c.orderAt >= 0 {
		hh := []*[]int{&c.hhHand}
		for i := range c.hhBoard {
			hh = append(hh, &c.hhBoard[i])
		}
		hh = append(hh, &c.hhPile.top, &c.hhPile.mid, &c.hhPile.bot)
		fill(r, len(hashashCards), hh...)
	}
	// Hidden order stays canonical.
	tops, under, counts := c.deckParts()
	c.arrangeDecks(tops, under, counts)
	for _, p := range []*pile{&c.schPile, &c.bPile, &c.hhPile} {
		slices.Sort(p.mid)
	}
	return c
}
