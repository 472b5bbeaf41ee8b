// The conservation laws of Belaad, checked after every step of the
// playout tests: tokens, swords and every card are neither lost nor
// duplicated, and no supply goes negative.
package belaad

import (
	"fmt"
	"slices"

	"majlis/rules"
)

// Invariant checks st (a *State) for conservation.
func Invariant(st rules.State) error {
	s, ok := st.(*State)
	if !ok {
		return fmt.Errorf("not a belaad state: %T", st)
	}
	return s.check()
}

func (s *State) check() error {
	// Tokens: bag, boards, assassinated, and any being placed.
	tok := bagSize(s.bag) + len(s.assTok)
	for tk, k := range s.bag {
		if k < 0 {
			return fmt.Errorf("bag holds %d of token %d", k, tk)
		}
	}
	for c := 0; c < numChars; c++ {
		tok += len(s.top[c]) + s.bottom[c]
		if len(s.top[c]) > topSlots || s.bottom[c] > bottomSlots(c) || s.bottom[c] < 0 {
			return fmt.Errorf("character %d holds %d on top and %d at the bottom", c, len(s.top[c]), s.bottom[c])
		}
	}
	for _, t := range s.stack {
		if t.Kind == kPlace {
			tok += len(t.Tokens)
		}
	}
	if tok != totalTokens {
		return fmt.Errorf("%d tokens instead of %d", tok, totalTokens)
	}
	sw := s.poolSwords
	for v := 0; v < s.n; v++ {
		if s.swords[v] < 0 || s.gold[v] < 0 || s.red[v] < 0 {
			return fmt.Errorf("seat %d holds %d swords, %d gold, %d red", v, s.swords[v], s.gold[v], s.red[v])
		}
		sw += s.swords[v]
	}
	if sw != totalSwords || s.poolSwords < 0 {
		return fmt.Errorf("%d swords instead of %d", sw, totalSwords)
	}
	for tm := 0; tm < 3; tm++ {
		if s.tGold[tm] < 0 || s.tRed[tm] < 0 {
			return fmt.Errorf("treasury %d negative", tm)
		}
	}
	// Cards.
	var acts [][]int
	acts = append(acts, s.hand...)
	acts = append(acts, s.decks[:]...)
	acts = append(acts, s.discard)
	if err := exactly("action card", len(actionCards), acts...); err != nil {
		return err
	}
	if err := exactly("scholar", len(scholars), s.schPile.all(), s.revealed, s.schDiscard, s.won[0], s.won[1], s.won[2]); err != nil {
		return err
	}
	bat := [][]int{s.bPile.all(), s.bShown}
	bat = append(bat, s.spoils...)
	if err := exactly("battle card", len(battleCards), bat...); err != nil {
		return err
	}
	if s.orderAt >= 0 {
		hh := [][]int{s.hhPile.all(), s.hhHand}
		hh = append(hh, s.hhBoard[:]...)
		if err := exactly("Hashash card", len(hashashCards), hh...); err != nil {
			return err
		}
	}
	// Hidden order is canonical: no pile carries an order a program could
	// read ahead of the draws.
	for _, p := range []*pile{&s.schPile, &s.bPile, &s.hhPile} {
		if !p.canonical() {
			return fmt.Errorf("a hidden pile is not in canonical order: %v", p.mid)
		}
	}
	if _, under, _ := s.deckParts(); !slices.IsSorted(under) {
		return fmt.Errorf("the hidden cards of the action decks are ordered: %v", under)
	}
	for v := 0; v < s.n; v++ {
		want := 4
		if rules.Seat(v) == s.orderAt && s.n == 5 {
			want = 5
		}
		// During a turn the player holds fewer until the draw.
		if len(s.hand[v]) > want || (rules.Seat(v) != s.cur && !s.over && len(s.hand[v]) != want) {
			return fmt.Errorf("seat %d holds %d action cards", v, len(s.hand[v]))
		}
	}
	return nil
}

// exactly checks that the lists hold each id below n once.
func exactly(what string, n int, lists ...[]int) error {
	seen := make([]int, n)
	total := 0
	for _, l := range lists {
		for _, x := range l {
			if x < 0 || x >= n {
				return fmt.Errorf("%s id %d out of range", what, x)
			}
			seen[x]++
			total++
		}
	}
	for id, k := range seen {
		if k != 1 {
			return fmt.Errorf("%s %d appears %d times (%d in all)", what, id, k, total)
		}
	}
	return nil
}
