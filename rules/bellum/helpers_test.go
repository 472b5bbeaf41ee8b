// Test helpers: deal a game, strip or build hordes from the real creature
// cards (moving them so that everything stays conserved), and play moves.
package bellum

import (
	"slices"
	"testing"

	"majlis/rules"
)

func ent(i int) rules.Entropy { return rules.Entropy{byte(i), byte(i >> 8), 0xbe} }

// newState deals a game of n and places every goblin on the left, so that
// it rests at the first Captain's roll.
func newState(t *testing.T, n int) *State {
	t.Helper()
	st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: n}, ent(0))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for s.phase == phGoblin {
		play(t, s, s.Prompts()[0].Seat, mvLeft)
	}
	if s.phase != phRoll {
		t.Fatalf("after the goblins the game is in phase %d", s.phase)
	}
	check(t, s)
	return s
}

func check(t *testing.T, s *State) {
	t.Helper()
	if err := Invariant(s); err != nil {
		t.Fatal(err)
	}
}

var step int

// play applies a move that must be legal.
func play(t *testing.T, s *State, seat rules.Seat, m string) []rules.Event {
	t.Helper()
	step++
	evs, err := s.Apply(seat, rules.Move(m), ent(step))
	if err != nil {
		t.Fatalf("seat %d %s: %v", seat, m, err)
	}
	return evs
}

// refuse applies a move that must be refused, and checks nothing changed.
func refuse(t *testing.T, s *State, seat rules.Seat, m string) {
	t.Helper()
	h := s.Hash()
	if _, err := s.Apply(seat, rules.Move(m), ent(99)); err == nil {
		t.Fatalf("seat %d %s was accepted", seat, m)
	}
	if s.Hash() != h {
		t.Fatalf("refusing seat %d %s changed the state", seat, m)
	}
}

// asked returns the seat asked now and its moves.
func asked(s *State) (rules.Seat, []string) {
	ps := s.Prompts()
	if len(ps) == 0 {
		return -1, nil
	}
	var ms []string
	for _, m := range ps[0].Moves() {
		ms = append(ms, string(m))
	}
	return ps[0].Seat, ms
}

// take removes creature id from wherever it lies outside the castles.
func take(t *testing.T, s *State, id int) {
	t.Helper()
	del := func(l *[]int) bool {
		if i := slices.Index(*l, id); i >= 0 {
			*l = slices.Delete(*l, i, i+1)
			return true
		}
		return false
	}
	for i := 0; i < 2; i++ {
		if s.evilUp[i] == id {
			s.evilUp[i] = noCard
			return
		}
		if s.mostUp[i] == id {
			s.mostUp[i] = noCard
			return
		}
	}
	for _, p := range []*creaturePile{&s.evil, &s.most} {
		if del(&p.cards) {
			if p.size[0] > 0 {
				p.size[0]--
			} else {
				p.size[1]--
			}
			return
		}
	}
	if del(&s.goblinBox) {
		return
	}
	t.Fatalf("creature %d is not free", id)
}

func inCastle(s *State, id int) bool {
	for _, p := range s.players {
		if slices.Contains(p.left, id) || slices.Contains(p.right, id) || slices.Contains(p.hand, id) {
			return true
		}
	}
	return false
}

// strip sends every creature of p back (goblins to the box, others to a
// pile) and sets p's board, so that p's hordes are the board's alone.
func strip(s *State, p, board int) {
	pl := &s.players[p]
	for _, c := range append(pl.left, pl.right...) {
		switch tierOf(c) {
		case tierGoblin:
			insertSorted(&s.goblinBox, c)
		case tierEvil:
			putInPile(&s.evil, c)
		default:
			putInPile(&s.most, c)
		}
	}
	pl.left, pl.right = nil, nil
	pl.board = board
}

// addRight slides in on p's right free creatures whose attack on line (0–5)
// is exactly one sword, one magic sword or one thief, until p's horde on
// that line has the wanted numbers.
func addRight(t *testing.T, s *State, p, line, sword, magic, thief int) {
	t.Helper()
	for _, w := range []struct {
		want stats
		n    *int
		get  func(stats) int
	}{
		{stats{Sword: 1}, &sword, func(h stats) int { return h.Sword }},
		{stats{Magic: 1}, &magic, func(h stats) int { return h.Magic }},
		{stats{Thief: 1}, &thief, func(h stats) int { return h.Thief }},
	} {
		for w.get(s.horde(p, line)) < *w.n {
			found := false
			for id := 0; id < numCreature && !found; id++ {
				l := creatures[id].lines[line]
				if l.Sword == w.want.Sword && l.Magic == w.want.Magic && l.Thief == w.want.Thief && !inCastle(s, id) {
					take(t, s, id)
					s.players[p].right = append(s.players[p].right, id)
					found = true
				}
			}
			if !found {
				t.Fatalf("no free creature gives %+v on line %d", w.want, line+1)
			}
		}
	}
	h := s.horde(p, line)
	if h.Sword != sword || h.Magic != magic || h.Thief != thief {
		t.Fatalf("seat %d line %d has %d swords, %d magic, %d thieves; want %d, %d, %d", p, line+1, h.Sword, h.Magic, h.Thief, sword, magic, thief)
	}
}

// insertSorted adds id to a pool kept in id order.
func insertSorted(l *[]int, id int) {
	i, _ := slices.BinarySearch(*l, id)
	*l = slices.Insert(*l, i, id)
}

// putInPile puts creature c face down in the first pile of its kind.
func putInPile(p *creaturePile, c int) {
	insertSorted(&p.cards, c)
	p.size[0]++
}

// giveChest hands p a chest of a kind from its pile (the last in id order,
// so that tests know which).
func giveChest(s *State, p, kind int) int {
	pile := s.chestPile[kind]
	c := pile[len(pile)-1]
	s.chestPile[kind] = pile[:len(pile)-1]
	s.players[p].chests = append(s.players[p].chests, c)
	return c
}

// attackDay sets the day at the attack phase with seat p to attack on the
// die's line, p being Captain.
func attackDay(s *State, p, die int) {
	s.captain, s.die, s.phase, s.k = p, die, phAttack, 0
}

func hasMove(ms []string, m string) bool { return slices.Contains(ms, m) }
