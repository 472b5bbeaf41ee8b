// Helpers for tests: fresh games, hand-built states and moves.
package gealias

import (
	"testing"

	"majlis/rules"
)

func entropy(i int) rules.Entropy {
	var e rules.Entropy
	e[0], e[1], e[2] = byte(i), byte(i>>8), 0x5a
	return e
}

// fresh starts a game of n and plays the placement rounds with the first
// legal answers.
func fresh(t testing.TB, n int) *State {
	t.Helper()
	st, _, err := Game{}.New(rules.Setup{Game: "gealias", Seats: n}, entropy(n))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for s.InSetup() {
		p := s.Prompts()[0]
		play(t, s, p.Seat, string(p.Options[0].Move))
	}
	return s
}

// play applies a move that must be legal.
func play(t testing.TB, s *State, seat rules.Seat, m string) []rules.Event {
	t.Helper()
	evs, err := s.Apply(seat, rules.Move(m), entropy(len(m)+int(seat)))
	if err != nil {
		t.Fatalf("%s by %d: %v", m, seat, err)
	}
	return evs
}

// offer has seat open a player trade with partner for one get and put
// gives on the offer, one card at a time (seat answers: Egypt, while it
// controls the trader's turn).
func offer(t testing.TB, s *State, seat, partner rules.Seat, get Kind, gives ...Kind) {
	t.Helper()
	play(t, s, seat, "trade:"+itoa(int(partner))+":"+itoa(int(get)))
	for _, k := range gives {
		play(t, s, seat, "put:"+itoa(int(k)))
	}
}

// blank is a two-to-six-player state with nothing on the board, every hand
// empty and seat 0 about to roll; civs are given in seat order.
func blank(t testing.TB, civs ...Civ) *State {
	t.Helper()
	s := fresh(t, len(civs))
	for d := range s.dots {
		s.dots[d], s.built[d] = Structure{}, false
	}
	for i := range s.players {
		p := &s.players[i]
		for k := range NumKinds {
			s.bank[k] += p.cards[k]
		}
		for _, c := range p.red {
			s.discard[c]++
		}
		*p = player{civ: civs[i]}
		s.placePawn(rules.Seat(i), Land(2))
		s.players[i].land = Land(2)
	}
	for i := range s.controls {
		s.controls[i] = -1
	}
	s.fights, s.chainSeat = nil, -1
	clear(s.knows)
	s.turn = 0
	s.egypt = -1
	s.pending = pending{}
	s.phase = phRoll
	return s
}

// put places a structure directly.
func (s *State) put(seat rules.Seat, d Dot, fortress bool) {
	s.dots[d] = Structure{Owner: seat, Fortress: fortress}
	s.built[d] = true
	if fortress {
		s.players[seat].fortsOut++
	} else {
		s.players[seat].tentsOut++
	}
}

// give moves cards from the bank to seat's hand.
func (s *State) give(seat rules.Seat, c Cards) {
	for k := range NumKinds {
		s.bank[k] -= c[k]
		s.players[seat].cards[k] += c[k]
	}
}

// giveRed takes a red card from the deck into seat's hand.
func (s *State) giveRed(seat rules.Seat, c Card) {
	s.deck[c]--
	s.addRed(seat, c)
}

// has reports whether a prompt for seat offers move m.
func has(s *State, seat rules.Seat, m string) bool {
	for _, p := range s.Prompts() {
		if p.Seat == seat {
			_, ok := p.Find(rules.Move(m))
			return ok
		}
	}
	return false
}

// until applies seat's move m with the first entropy whose outcome
// satisfies want (dice are drawn from the step's entropy), and fails if
// none of a thousand does.
func until(t testing.TB, s *State, seat rules.Seat, m string, want func(*State) bool) []rules.Event {
	t.Helper()
	for i := range 1000 {
		c := s.clone()
		if _, err := c.Apply(seat, rules.Move(m), entropy(i)); err != nil {
			t.Fatalf("%s by %d: %v", m, seat, err)
		}
		if want(c) {
			evs, _ := s.Apply(seat, rules.Move(m), entropy(i))
			return evs
		}
	}
	t.Fatalf("%s by %d: no entropy gives the wanted outcome", m, seat)
	return nil
}

// withCivs starts a game whose seats drew civs, before any placement.
func withCivs(t testing.TB, civs ...Civ) *State {
	t.Helper()
	st, _, err := Game{}.New(rules.Setup{Game: "gealias", Seats: len(civs)}, entropy(1))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for i, c := range civs {
		s.players[i].civ = c
	}
	s.order = nil
	for _, pl := range placementOrder {
		if seat, ok := s.seatOf(pl.civ); ok {
			s.order = append(s.order, seat)
		}
	}
	s.setupAt = 0
	s.startPlacement()
	return s
}

// asked is the seat asked now.
func asked(t testing.TB, s *State) rules.Seat {
	t.Helper()
	ps := s.Prompts()
	if len(ps) != 1 {
		t.Fatalf("%d prompts, want 1", len(ps))
	}
	return ps[0].Seat
}
