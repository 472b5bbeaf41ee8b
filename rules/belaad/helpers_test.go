// Test helpers: deal a game, arrange cards, tokens and turns without
// breaking conservation, and apply moves that must be accepted or refused.
package belaad

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"majlis/rules"
)

func fresh(t *testing.T, n int) *State {
	t.Helper()
	st, _, err := Game{}.New(setupFor(n), rules.Entropy{1})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// do applies moves for seat, failing the test on a refusal.
func do(t *testing.T, s *State, seat rules.Seat, moves ...string) []rules.Event {
	t.Helper()
	var all []rules.Event
	for i, m := range moves {
		evs, err := s.Apply(seat, rules.Move(m), rules.Entropy{byte(i + 7)})
		if err != nil {
			t.Fatalf("move %q for seat %d refused: %v\nprompts: %s", m, seat, err, promptText(s))
		}
		all = append(all, evs...)
		if err := s.check(); err != nil {
			t.Fatalf("after %q: invariant: %v", m, err)
		}
	}
	return all
}

// refused checks that seat's move m is refused and changes nothing.
func refused(t *testing.T, s *State, seat rules.Seat, m string) {
	t.Helper()
	h := s.Hash()
	if _, err := s.Apply(seat, rules.Move(m), rules.Entropy{9}); err == nil {
		t.Fatalf("move %q for seat %d was accepted; prompts: %s", m, seat, promptText(s))
	}
	if s.Hash() != h {
		t.Fatalf("refused move %q changed the state", m)
	}
}

func promptText(s *State) string {
	var b strings.Builder
	for _, p := range s.Prompts() {
		b.WriteString(p.Ask.Key)
		b.WriteString(" seat ")
		b.WriteString(string(rune('0' + p.Seat)))
		b.WriteString(": ")
		for _, o := range p.Options {
			b.WriteString(string(o.Move))
			b.WriteString(" ")
		}
	}
	return b.String()
}

// offered reports whether the current prompt offers m.
func offered(s *State, m string) bool {
	for _, p := range s.Prompts() {
		if _, ok := p.Find(rules.Move(m)); ok {
			return true
		}
	}
	return false
}

// asked returns the seat and ask key of the current prompt.
func asked(t *testing.T, s *State) (rules.Seat, string) {
	t.Helper()
	ps := s.Prompts()
	if len(ps) != 1 {
		t.Fatalf("%d prompts", len(ps))
	}
	return ps[0].Seat, ps[0].Ask.Key
}

// locate finds action card id among hands, decks and discard.
func (s *State) locateCard(id int) *[]int {
	for v := range s.hand {
		if slices.Contains(s.hand[v], id) {
			return &s.hand[v]
		}
	}
	for d := range s.decks {
		if slices.Contains(s.decks[d], id) {
			return &s.decks[d]
		}
	}
	return &s.discard
}

// swapCards exchanges the places of two action cards.
func (s *State) swapCards(a, b int) {
	la, lb := s.locateCard(a), s.locateCard(b)
	ia, ib := slices.Index(*la, a), slices.Index(*lb, b)
	(*la)[ia], (*lb)[ib] = b, a
	tops, under, counts := s.deckParts()
	s.arrangeDecks(tops, under, counts)
}

// giveCard puts card id into seat's hand (in place of its first card).
func (s *State) giveCard(seat rules.Seat, id int) {
	if !slices.Contains(s.hand[seat], id) {
		s.swapCards(s.hand[seat][0], id)
	}
}

// setTop puts card id on top of deck d.
func (s *State) setTop(d, id int) {
	if s.decks[d][0] != id {
		s.swapCards(s.decks[d][0], id)
	}
}

func schID(name string) int {
	for i, h := range scholars {
		if h.Name == name {
			return i
		}
	}
	return -1
}

// reveal makes the named scholars the revealed ones (swapping with any
// other pile).
func (s *State) reveal(names ...string) {
	piles := []*[]int{&s.revealed, &s.schPile.mid, &s.schDiscard}
	for i, name := range names {
		id := schID(name)
		for _, p := range piles {
			if j := slices.Index(*p, id); j >= 0 {
				(*p)[j], s.revealed[i] = s.revealed[i], id
				break
			}
		}
	}
	slices.Sort(s.schPile.mid)
}

// giveScholar moves a scholar into team's pile from wherever it is.
func (s *State) giveScholar(tm int, name string) {
	id := schID(name)
	for _, p := range []*[]int{&s.revealed, &s.schPile.mid, &s.schDiscard} {
		if j := slices.Index(*p, id); j >= 0 {
			*p = slices.Delete(*p, j, j+1)
			s.won[tm] = append(s.won[tm], id)
			return
		}
	}
}

// putTokens takes tokens of type tk from the bag onto character c's top.
func (s *State) putTokens(c, tk, k int) {
	for i := 0; i < k; i++ {
		s.bag[tk]--
		s.top[c] = append(s.top[c], tk)
	}
}

// setBattleDeck puts the battle cards ids on top of the battle deck, in a
// known order (the known top part of the pile is drawn first).
func (s *State) setBattleDeck(ids ...int) {
	s.bPile.gatherAll()
	for _, id := range ids {
		s.bPile.remove(id)
	}
	s.bPile.top = slices.Clone(ids)
}

// gatherAll makes every card of the pile unordered again.
func (p *pile) gatherAll() {
	all := p.all()
	*p = pile{}
	p.add(all...)
}

// turnTo restarts the game's turn at seat with an empty stack.
func (s *State) turnTo(seat rules.Seat) {
	s.stack = nil
	s.startTurn(seat)
}

// orange starts placing one orange token (from the bag) for seat.
func (s *State) orange(seat rules.Seat) {
	s.bag[TokOrange]--
	s.push(task{Kind: kPlace, Seat: seat, Team: s.teamOf(seat), Tokens: []int{TokOrange}})
}

// findCard finds the first action card matching pred.
func findCard(pred func(ActionCard) bool) int {
	for i, c := range actionCards {
		if pred(c) {
			return i
		}
	}
	return -1
}

func symCard(sym int) int {
	return findCard(func(c ActionCard) bool { return len(c.Prim) == 1 && c.Prim[0] == Prim{PrimSymbol, sym} })
}

func itoa(i int) string { return strconv.Itoa(i) }

// resetBottom returns character c's orange tokens to the bag.
func (s *State) resetBottom(c int) {
	s.bag[TokOrange] += s.bottom[c]
	s.bottom[c] = 0
}
