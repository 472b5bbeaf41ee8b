// Tests that hidden things stay hidden: chest values never reach a public
// event, a prompt or a spectator's view, and dealt goblins stay private
// until they are placed.
package bellum

import (
	"fmt"
	"slices"
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

// twin returns a copy of s whose chests of each kind have had their values
// shuffled among themselves (every chest id mapped to another of its
// kind), everything else equal: what a player cannot see has changed.
func twin(s *State, r *rules.Rand) *State {
	c := s.clone()
	perm := make([]int, numChests)
	for k := 0; k < numKinds; k++ {
		ids := chestIDs(k)
		to := slices.Clone(ids)
		r.Shuffle(len(to), func(i, j int) { to[i], to[j] = to[j], to[i] })
		for i, id := range ids {
			perm[id] = to[i]
		}
	}
	mapAll := func(l []int) {
		for i, id := range l {
			l[i] = perm[id]
		}
	}
	for i := range c.players {
		mapAll(c.players[i].chests)
	}
	for k := range c.chestPile {
		mapAll(c.chestPile[k])
		slices.Sort(c.chestPile[k]) // piles are kept in id order
	}
	return c
}

func publicEvents(evs []rules.Event) []string {
	var out []string
	for _, e := range evs {
		if e.To == nil {
			out = append(out, fmt.Sprint(e.Msg))
		}
	}
	return out
}

// Two games that differ only in the values of chests must look the same
// to everybody who cannot see those values: the same prompts (labels
// included), the same public events, the same spectator view, step after
// step, whatever is drawn, stolen or won.
func TestChestValuesNeverPublic(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	valueEvents, thefts := 0, 0
	for g := 0; g < games; g++ {
		n := 2 + g%4
		st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: n}, sim.Entropy(11, g, 0))
		if err != nil {
			t.Fatal(err)
		}
		a := st.(*State)
		r := rules.NewRand(rules.Seed{byte(g), 0x7a})
		b := twin(a, r)
		for step := 1; len(a.Prompts()) > 0; step++ {
			pa, pb := a.Prompts(), b.Prompts()
			if fmt.Sprint(pa) != fmt.Sprint(pb) {
				t.Fatalf("game %d step %d: prompts depend on chest values:\n%v\n%v", g, step, pa, pb)
			}
			if a.View(rules.Spectator).Hash() != b.View(rules.Spectator).Hash() {
				t.Fatalf("game %d step %d: a spectator's view depends on chest values", g, step)
			}
			o := pa[0].Options[r.IntN(len(pa[0].Options))]
			e := sim.Entropy(11, g, step)
			ea, err := a.Apply(pa[0].Seat, o.Move, e)
			if err != nil {
				t.Fatal(err)
			}
			eb, err := b.Apply(pa[0].Seat, o.Move, e)
			if err != nil {
				t.Fatalf("game %d step %d: %s legal in one twin only: %v", g, step, o.Move, err)
			}
			if x, y := publicEvents(ea), publicEvents(eb); !slices.Equal(x, y) {
				t.Fatalf("game %d step %d: public events depend on chest values:\n%v\n%v", g, step, x, y)
			}
			for _, e := range ea {
				if e.Key == "bellum.ev.chest_value" || e.Key == "bellum.ev.chest_lost" {
					valueEvents++
					if e.Key == "bellum.ev.chest_lost" {
						thefts++
					}
					if len(e.To) != 1 {
						t.Fatalf("a chest's value is told to %v", e.To)
					}
				}
			}
		}
		// Once the game is over everything is shown; the richest may differ.
		if !b.Result().Done {
			t.Fatalf("game %d: the twin did not end with the game", g)
		}
	}
	if valueEvents == 0 || thefts == 0 {
		t.Fatalf("%d chest values told, %d of them thefts: the test saw too little", valueEvents, thefts)
	}
}

// Goblins dealt but not yet placed are their holder's business; once
// placed, the side strip is public and the event names the goblin.
func TestViewHidesUnplacedGoblins(t *testing.T) {
	st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: 3}, ent(3))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	v := s.View(1).(*State)
	if !slices.Equal(v.players[1].hand, s.players[1].hand) {
		t.Fatalf("seat 1 does not see its own goblins: %v", v.players[1].hand)
	}
	for _, p := range []int{0, 2} {
		if slices.ContainsFunc(v.players[p].hand, func(c int) bool { return c >= 0 }) {
			t.Fatalf("seat 1 sees seat %d's unplaced goblins: %v", p, v.players[p].hand)
		}
	}
	if sp := s.View(rules.Spectator).(*State); slices.ContainsFunc(sp.players[0].hand, func(c int) bool { return c >= 0 }) {
		t.Fatal("a spectator sees unplaced goblins")
	}
	// Seat 0 is asked about its own goblin by name in its own view, and
	// the others see only that a goblin is being placed.
	own := s.View(0).Prompts()[0].Ask
	if fmt.Sprint(own) != fmt.Sprint(s.Prompts()[0].Ask) {
		t.Fatalf("seat 0's own prompt changed in its view: %v", own)
	}
	if other := v.Prompts()[0].Ask; fmt.Sprint(other) == fmt.Sprint(own) {
		t.Fatalf("seat 1's view names seat 0's goblin: %v", other)
	}
	g := s.players[0].hand[0]
	evs := play(t, s, 0, mvLeft)
	if !slices.ContainsFunc(evs, func(e rules.Event) bool {
		return e.Key == "bellum.ev.side" && e.To == nil && fmt.Sprint(e.Args[1]) == fmt.Sprint(rules.Key(creatureKey(g)))
	}) {
		t.Fatalf("placing a goblin is not announced: %v", evs)
	}
	if v := s.View(1).(*State); !slices.Equal(v.players[0].left, []int{g}) {
		t.Fatalf("a placed goblin is hidden: %v", v.players[0].left)
	}
	d := s.View(1).Determinize(1, rules.NewRand(rules.Seed{3})).(*State)
	if err := Invariant(d); err != nil {
		t.Fatalf("determinized view: %v", err)
	}
	if !slices.Equal(d.players[1].hand, s.players[1].hand) || slices.ContainsFunc(d.players[2].hand, func(c int) bool { return c < 0 || tierOf(c) != tierGoblin }) {
		t.Fatalf("determinizing filled the hands badly: %v %v", d.players[1].hand, d.players[2].hand)
	}
}
