// Tests that no hidden pile can be read ahead: every peer runs the whole
// state, so what a pile gives next must not be fixed before the step that
// draws it. Piles are kept in id order and the card or chest is chosen
// with the drawing step's Rand; these tests show the draw changes with
// that step's entropy (and with the running seed) from one and the same
// state.
package bellum

import (
	"slices"
	"testing"

	"majlis/rules"
)

// draws applies move to copies of s, first with 64 different entropies,
// then (same entropy) with 64 different running seeds, and returns the
// distinct items observe reads after each. Every copy must stay whole,
// and the items must be among want (the pile's contents before the step).
func draws(t *testing.T, s *State, seat rules.Seat, move string, want []int, observe func(*State) int) (byEntropy, bySeed map[int]bool) {
	t.Helper()
	byEntropy, bySeed = map[int]bool{}, map[int]bool{}
	for i := 0; i < 128; i++ {
		c := s.clone()
		e := rules.Entropy{0xd7, 1}
		got := byEntropy
		if i < 64 {
			e[2] = byte(i)
		} else {
			c.seed[0] ^= byte(i)
			got = bySeed
		}
		if _, err := c.Apply(seat, rules.Move(move), e); err != nil {
			t.Fatalf("%s: %v", move, err)
		}
		check(t, c)
		x := observe(c)
		if !slices.Contains(want, x) {
			t.Fatalf("%s drew %d, not in the pile %v", move, x, want)
		}
		got[x] = true
	}
	return byEntropy, bySeed
}

func keys(m map[int]bool) []int {
	var out []int
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// A chest's value is decided when the chest is won: from one state, the
// wooden chest of Barley Hollow is any of the pile's, with every value.
func TestChestChosenWhenDrawn(t *testing.T) {
	s := newState(t, 3)
	strip(s, 0, 0)
	addRight(t, s, 0, 1, 2, 0, 0)
	const farm4 = 4 // Barley Hollow: a wooden chest for 2 swords
	s.row[0] = swapIntoRow(t, s, farm4, s.row[0])
	attackDay(s, 0, 2)
	check(t, s)
	pile := slices.Clone(s.chestPile[wooden])
	byE, byS := draws(t, s, 0, "place:4", pile, func(c *State) int {
		return c.players[0].chests[len(c.players[0].chests)-1]
	})
	for _, got := range []map[int]bool{byE, byS} {
		values := map[int]bool{}
		for c := range got {
			values[chestValue[c]] = true
		}
		if len(got) < 10 || len(values) != 3 {
			t.Fatalf("64 draws from %d wooden chests gave only %v", len(pile), keys(got))
		}
	}
}

// A recruit turns over a card chosen then among the kind's face-down
// cards (both piles of a kind are one pool; each keeps only its size).
func TestCreatureChosenWhenDrawn(t *testing.T) {
	for _, c := range []struct {
		move string
		pool func(*State) *creaturePile
		up   func(*State) int
	}{
		{"evil:0", func(s *State) *creaturePile { return &s.evil }, func(s *State) int { return s.evilUp[0] }},
		{"most:1:glyphs", func(s *State) *creaturePile { return &s.most }, func(s *State) int { return s.mostUp[1] }},
	} {
		s := newState(t, 2)
		s.captain, s.phase, s.k = 0, phRecruit, 0
		s.players[0].res = [numRes]int{2, 3, 0}
		s.res[food] -= 2
		s.res[glyph] -= 3
		check(t, s)
		p := c.pool(s)
		pool, size := slices.Clone(p.cards), p.size
		byE, byS := draws(t, s, 0, c.move, pool, func(n *State) int {
			np := c.pool(n)
			if np.size[0]+np.size[1] != size[0]+size[1]-1 || len(np.cards) != len(pool)-1 {
				t.Fatalf("%s: piles %v after %v", c.move, np.size, size)
			}
			return c.up(n)
		})
		if len(byE) < 8 || len(byS) < 8 {
			t.Fatalf("%s: 64 refills from %d cards gave only %v and %v", c.move, len(pool), keys(byE), keys(byS))
		}
	}
}

// The kingdom keeps its layers (farms on top, then villages, then towns)
// but which place of the layer comes next is chosen when it is turned
// over, among every place of that kind not yet seen.
func TestPlaceChosenWhenDrawn(t *testing.T) {
	s := newState(t, 3)
	// At 3 players: 3 farms face up, the pile holds 1 farm, 4 villages
	// and 10 towns; 4 farms and 7 villages are unseen.
	if s.pileLeft != [numPlaceKinds]int{0, 1, 4, 10} {
		t.Fatalf("pile %v", s.pileLeft)
	}
	s.discard = append(s.discard, s.row...)
	s.row = nil
	for p := range s.players {
		s.res[food] += s.players[p].res[food]
		s.players[p].res[food] = 0
	}
	s.players[0].res[food] = 2
	s.res[food] -= 2
	s.captain, s.phase, s.k = 0, phRecruit, 0
	check(t, s)
	unseen := slices.Clone(s.unseen)
	// Seat 0 is done; nobody else can recruit, so the day ends and three
	// places are turned over: the last farm, then two villages.
	var firsts, seconds []map[int]bool
	for i := 0; i < 2; i++ {
		byE, byS := draws(t, s, 0, mvDone, unseen, func(n *State) int {
			if len(n.row) != 3 || places[n.row[0]].kind != kindFarm ||
				places[n.row[1]].kind != kindVillage || places[n.row[2]].kind != kindVillage {
				t.Fatalf("turned over %v: want a farm and two villages", n.row)
			}
			if n.pileLeft != [numPlaceKinds]int{0, 0, 2, 10} {
				t.Fatalf("pile %v after three places", n.pileLeft)
			}
			return n.row[i]
		})
		firsts, seconds = append(firsts, byE), append(seconds, byS)
	}
	for _, got := range append(firsts, seconds...) {
		if len(got) < 4 {
			t.Fatalf("64 turns of the kingdom gave only %v", keys(got))
		}
	}
}

// Piles hold no order: two games dealt from different entropy hold every
// chest pile alike, and every hidden pool of either is in id order (the
// invariant checks the latter after every step of every playout).
func TestPilesHaveNoOrder(t *testing.T) {
	var chests [2][numKinds][]int
	for i := range chests {
		st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: 4}, ent(1000+i))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		check(t, s)
		chests[i] = s.chestPile
		for _, l := range [][]int{s.goblinBox, s.unseen, s.evil.cards, s.most.cards} {
			if !slices.IsSorted(l) {
				t.Fatalf("a hidden pool is not in id order: %v", l)
			}
		}
	}
	for k := range chests[0] {
		if !slices.Equal(chests[0][k], chests[1][k]) || !slices.Equal(chests[0][k], chestIDs(k)) {
			t.Fatalf("chest piles differ between deals: %v, %v", chests[0][k], chests[1][k])
		}
	}
	// The invariant refuses a pile kept in any other order.
	st, _, _ := Game{}.New(rules.Setup{Game: ID, Seats: 4}, ent(1))
	s := st.(*State)
	p := s.chestPile[gold]
	p[0], p[1] = p[1], p[0]
	if Invariant(s) == nil {
		t.Fatal("the invariant accepts a chest pile out of id order")
	}
}
