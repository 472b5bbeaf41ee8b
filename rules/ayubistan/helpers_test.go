// Test helpers: hand-built states (money, troops and deck moved from and to
// the Treasury so every conservation law still holds), moves that must be
// accepted or refused, and a search over entropies that makes the random
// draws of a step come out the way a test (or a rulebook example) needs.
package ayubistan

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"majlis/rules"
)

// fresh deals a new game of n seats; opts are key=value pairs.
func fresh(t *testing.T, n int, opts ...string) *State {
	t.Helper()
	setup := rules.Setup{Game: ID, Seats: n, Options: map[string]string{}}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		setup.Options[k] = v
	}
	s, _, err := newState(setup, rules.Entropy{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// setMoney gives seat exactly the money cards p, trading the difference
// with the Treasury.
func setMoney(t *testing.T, s *State, seat int, ones, fives, dinars int) {
	t.Helper()
	p := purse{ones, fives, dinars}
	s.treasury.add(s.players[seat].money)
	s.treasury.sub(p)
	s.players[seat].money = p
	if s.treasury[0] < 0 || s.treasury[1] < 0 || s.treasury[2] < 0 {
		t.Fatalf("the Treasury cannot supply %v", p)
	}
}

// setTroops gives seat exactly k troops, trading with the Treasury.
func setTroops(t *testing.T, s *State, seat, k int) {
	t.Helper()
	s.troops += s.players[seat].troops - k
	s.players[seat].troops = k
	if s.troops < 0 {
		t.Fatalf("the Treasury cannot supply %d troops", k)
	}
}

// stackDeck leaves exactly cards face down and puts the rest of the 44 on
// the discard pile.
func stackDeck(t *testing.T, s *State, cards ...Card) {
	t.Helper()
	var all []Card
	for c := range NumCards {
		for range cardCopies[c] {
			all = append(all, Card(c))
		}
	}
	for _, p := range s.players {
		for range p.khalifa {
			i := slices.Index(all, Khalifa)
			all = slices.Delete(all, i, i+1)
		}
	}
	s.deck = nil
	for _, c := range cards {
		i := slices.Index(all, c)
		if i < 0 {
			t.Fatalf("no copy of %s left to stack", c.NameKey())
		}
		all = slices.Delete(all, i, i+1)
		s.deck = append(s.deck, c)
	}
	slices.Sort(s.deck)
	s.discard = all
}

func entropy(i int) rules.Entropy {
	var e rules.Entropy
	e[0], e[1], e[2] = byte(i), byte(i>>8), 0xA7
	return e
}

// play applies a move that must be accepted, and checks the invariant.
func play(t *testing.T, s *State, seat rules.Seat, m string) []rules.Event {
	t.Helper()
	evs, err := s.Apply(seat, rules.Move(m), entropy(0))
	if err != nil {
		t.Fatalf("seat %d %s: %v", seat, m, err)
	}
	if err := invariant(s); err != nil {
		t.Fatalf("after seat %d %s: %v", seat, m, err)
	}
	return evs
}

// refuse applies a move that must be refused and must change nothing.
func refuse(t *testing.T, s *State, seat rules.Seat, m string) {
	t.Helper()
	h := s.Hash()
	if _, err := s.Apply(seat, rules.Move(m), entropy(0)); err == nil {
		t.Fatalf("seat %d %s was accepted", seat, m)
	}
	if s.Hash() != h {
		t.Fatalf("refused seat %d %s changed the state", seat, m)
	}
}

// playWhere searches entropies for one under which the move's outcome
// satisfies want, then applies it to s. It stands in for stacking a pile.
func playWhere(t *testing.T, s *State, seat rules.Seat, m string, want func(evs []rules.Event, after *State) bool) []rules.Event {
	t.Helper()
	for i := range 20000 {
		c := s.clone()
		evs, err := c.Apply(seat, rules.Move(m), entropy(i))
		if err != nil {
			t.Fatalf("seat %d %s: %v", seat, m, err)
		}
		if want(evs, c) {
			evs2, _ := s.Apply(seat, rules.Move(m), entropy(i))
			if err := invariant(s); err != nil {
				t.Fatalf("after seat %d %s: %v", seat, m, err)
			}
			return evs2
		}
	}
	t.Fatalf("no entropy gives the wanted outcome of seat %d %s", seat, m)
	return nil
}

// drawn lists the sides drawn from a battle pile: "M" Mushrikeen, "A" Ayubistan.
func drawn(evs []rules.Event) string {
	var b strings.Builder
	for _, e := range evs {
		if e.Key == key("ev.draw_troop") {
			if e.Args[1].S == key("side.mushrikeen") {
				b.WriteByte('M')
			} else {
				b.WriteByte('A')
			}
		}
	}
	return b.String()
}

// find returns the events with the given short key ("ev.paid").
func find(evs []rules.Event, k string) []rules.Event {
	var out []rules.Event
	for _, e := range evs {
		if e.Key == key(k) {
			out = append(out, e)
		}
	}
	return out
}

// seatsOf lists the first (seat) argument of events.
func seatsOf(evs []rules.Event) []int {
	var out []int
	for _, e := range evs {
		out = append(out, e.Args[0].N)
	}
	return out
}

func moves(s *State, seat rules.Seat) []string {
	for _, p := range s.Prompts() {
		if p.Seat == seat {
			var out []string
			for _, o := range p.Options {
				out = append(out, string(o.Move))
			}
			return out
		}
	}
	return nil
}

func offered(s *State, seat rules.Seat, m string) bool {
	return slices.Contains(moves(s, seat), m)
}

func value(s *State, seat int) int { return s.players[seat].money.value() }

func eq[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
}

func eqs(t *testing.T, what string, got, want any) {
	t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
}

func setupN(n int) rules.Setup { return rules.Setup{Game: ID, Seats: n} }
