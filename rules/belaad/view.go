// Views and determinization: what a seat may see (hands, the decks below
// their top cards, the scholar, battle and Hashash decks, face-down spoils
// and the Hashash cards being chosen are hidden) and a consistent fill of
// a view's hidden cards for search bots.
package belaad

import "majlis/rules"

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
	c.schDeck = redact(s.schDeck)
	c.schRemoved = redact(s.schRemoved)
	c.bDeck = redact(s.bDeck)
	c.hhDeck = redact(s.hhDeck)
	if viewer != s.orderAt || viewer < 0 {
		c.hhHand = redact(s.hhHand)
	}
	return c
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

	schs := []*[]int{&c.revealed, &c.schDiscard, &c.won[0], &c.won[1], &c.won[2], &c.schDeck, &c.schRemoved}
	fill(r, len(scholars), schs...)

	bat := []*[]int{&c.bShown}
	for v := range c.spoils {
		bat = append(bat, &c.spoils[v])
	}
	bat = append(bat, &c.bDeck)
	fill(r, len(battleCards), bat...)

	if c.orderAt >= 0 {
		hh := []*[]int{&c.hhHand}
		for i := range c.hhBoard {
			hh = append(hh, &c.hhBoard[i])
		}
		hh = append(hh, &c.hhDeck)
		fill(r, len(hashashCards), hh...)
	}
	return c
}
