// Test helpers: deal a table, place chosen cards (taken from the seat's
// own deck so that every card stays in exactly one zone), set up a battle
// or a duel, and play or refuse moves.
package sands

import (
	"fmt"
	"strings"
	"testing"

	"majlis/rules"
)

func ent(i int) rules.Entropy { return rules.Entropy{byte(i), byte(i >> 8), 0x5a} }

// table deals n seats and empties every hand into the deck, resting at
// the Blessed player's first Day decision.
func table(t *testing.T, n int) *State {
	t.Helper()
	st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: n}, ent(0))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for i := range s.cards {
		if s.cards[i].zone == InHand {
			s.setZone(i, InDeck)
		}
	}
	if s.phase != phDay {
		t.Fatalf("a new game rests in phase %d", s.phase)
	}
	return s
}

// put moves a card of design key owned by seat from its deck into zone
// (a deck card of another design is re-cut to key if the deck has none).
func put(t *testing.T, s *State, seat int, key string, z Zone) int {
	t.Helper()
	def := defByKey(key)
	if def < 0 {
		t.Fatalf("no card %q", key)
	}
	deck := s.zoneCards(seat, InDeck)
	for _, c := range deck {
		if s.cards[c].def == def {
			s.setZone(c, z)
			return c
		}
	}
	if len(deck) == 0 {
		t.Fatalf("seat %d has no deck card left", seat)
	}
	c := deck[len(deck)-1]
	s.cards[c].def = def
	s.setZone(c, z)
	return c
}

// hero places a Hero at seat's Home with Strength str (a permanent change
// on Sefu, a plain 3-Strength Hero).
func hero(t *testing.T, s *State, seat, str int) int {
	t.Helper()
	h := put(t, s, seat, "hired_blade_sefu", AtHome)
	s.cards[h].permS = str - 3
	return h
}

// section is seat's first City Section.
func section(s *State, seat int) int { return s.zoneCards(seat, InCity)[0] }

// battle sets up seat 0 attacking seat 1's first City Section with the
// given Heroes, the Defender to act.
func battle(s *State, attackers, defenders []int) int {
	sec := section(s, 1)
	for _, h := range append(append([]int(nil), attackers...), defenders...) {
		s.cards[h].at = sec
	}
	s.players[0].attacked = true
	s.actor = 0
	s.atk = attack{attacker: 0, defenders: []int{1}, section: sec, toAct: 1}
	s.phase = phBattle
	return sec
}

func check(t *testing.T, s *State) {
	t.Helper()
	if err := s.check(); err != nil {
		t.Fatal(err)
	}
}

var step int

// play applies a legal move.
func play(t *testing.T, s *State, seat int, m rules.Move) []rules.Event {
	t.Helper()
	step++
	evs, err := s.Apply(rules.Seat(seat), m, ent(step))
	if err != nil {
		t.Fatalf("seat %d %s: %v", seat, m, err)
	}
	check(t, s)
	return evs
}

// refuse applies a move that must be refused without changing anything.
func refuse(t *testing.T, s *State, seat int, m rules.Move) {
	t.Helper()
	h := s.Hash()
	if _, err := s.Apply(rules.Seat(seat), m, ent(99)); err == nil {
		t.Fatalf("seat %d %s was accepted", seat, m)
	}
	if s.Hash() != h {
		t.Fatalf("refused %s changed the state", m)
	}
}

// offered reports whether seat is offered a move starting with prefix.
func offered(s *State, seat int, prefix string) bool {
	for _, p := range s.Prompts() {
		if int(p.Seat) != seat {
			continue
		}
		for _, o := range p.Options {
			if strings.HasPrefix(string(o.Move), prefix) {
				return true
			}
		}
	}
	return false
}

// moves lists seat's options, for failure messages.
func moves(s *State, seat int) string {
	for _, p := range s.Prompts() {
		if int(p.Seat) == seat {
			return fmt.Sprint(p.Moves())
		}
	}
	return "(not asked)"
}
