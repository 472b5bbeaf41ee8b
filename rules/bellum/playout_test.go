// Random playouts at every table size with the contract's checks and the
// game's own invariant, plus the playout benchmark.
package bellum

import (
	"fmt"
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
	"majlis/rules/sim"
)

func setups(option string) []rules.Setup {
	var ss []rules.Setup
	for n := 2; n <= 5; n++ {
		s := rules.Setup{Game: ID, Seats: n, First: rules.Seat(n - 1)}
		if option != "" {
			s.Options = map[string]string{"castles": option}
		}
		ss = append(ss, s)
	}
	return ss
}

// TestPlayouts runs the contract's checks (refusals, clones, views,
// determinize, catalogue) with the invariant after every step.
func TestPlayouts(t *testing.T) {
	games := 250
	if testing.Short() {
		games = 10
	}
	ruletest.Playouts(t, ruletest.Config{Game: Game{}, Setups: setups(""), Games: games, Seed: 1, Invariant: Invariant})
	ruletest.Playouts(t, ruletest.Config{Game: Game{}, Setups: setups("choose"), Games: games / 4, Seed: 2, Invariant: Invariant})
}

// TestManyPlayouts plays thousands of games at 2–5 players: every one
// ends, and the invariant holds after every step.
func TestManyPlayouts(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 50
	}
	for _, s := range setups("") {
		steps, days := 0, 0
		for i := 0; i < games; i++ {
			var failure error
			out, err := sim.Play(sim.Game{Rules: Game{}, Setup: s, Seed: 7, Index: i,
				OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
					if failure == nil {
						if err := Invariant(st); err != nil {
							failure = fmt.Errorf("step %d: %w", step, err)
						}
					}
				}})
			if err == nil {
				err = failure
			}
			if err != nil {
				t.Fatalf("%d players, game %d: %v", s.Seats, i, err)
			}
			steps += out.Steps
			days += out.Final.(*State).day
		}
		t.Logf("%d players: %d games, %d steps and %d days on average", s.Seats, games, steps/games, days/games)
	}
}

// BenchmarkPlayout plays whole random games and reports steps and games
// per second.
func BenchmarkPlayout(b *testing.B) {
	for n := 2; n <= 5; n++ {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			ruletest.BenchPlayouts(b, Game{}, []rules.Setup{{Game: ID, Seats: n}}, 3)
		})
	}
}

// FuzzApply plays some random steps, then offers an arbitrary move: it
// must never panic, a refused move must change nothing, and an accepted
// one must have been among the options.
func FuzzApply(f *testing.F) {
	for _, m := range []string{"roll", "pass", "barrel", "place:6", "castle:1", "steal:gold", "most:1:mixed", "evil:9", "board:0", "left", "\xff"} {
		f.Add(uint8(3), uint16(40), m)
	}
	f.Fuzz(func(t *testing.T, n uint8, steps uint16, m string) {
		seats := 2 + int(n)%4
		st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: seats}, sim.Entropy(int64(n), int(steps), 0))
		if err != nil {
			t.Fatal(err)
		}
		r := rules.NewRand(rules.Seed{n, byte(steps)})
		for i := 0; i < int(steps)%300; i++ {
			ps := st.Prompts()
			if len(ps) == 0 {
				break
			}
			o := ps[0].Options[r.IntN(len(ps[0].Options))]
			if _, err := st.Apply(ps[0].Seat, o.Move, sim.Entropy(1, i, 1)); err != nil {
				t.Fatal(err)
			}
		}
		for seat := -1; seat <= seats; seat++ {
			h := st.Hash()
			if err := ruletest.ApplyArbitrary(st.Clone(), rules.Seat(seat), rules.Move(m), rules.Entropy{}); err != nil {
				t.Fatal(err)
			}
			if st.Hash() != h {
				t.Fatal("applying to a clone changed the original")
			}
		}
	})
}

// With the human kingdom exhausted, no place left beside the Tavern, and
// the shield reserve dry, random games still end: scouts keep bringing
// chests in, and once the piles are empty somebody holds ten.
func TestNoStallKingdomExhausted(t *testing.T) {
	for i := 0; i < 40; i++ {
		s := newState(t, 2+i%4)
		s.discard = append(s.discard, s.row...)
		s.row, s.pileLeft = nil, [numPlaceKinds]int{}
		s.players[0].bonus[shieldTok] += s.bonus[shieldTok]
		s.bonus[shieldTok] = 0
		check(t, s)
		r := rules.NewRand(rules.Seed{byte(i), 1})
		steps := 0
		for ; steps < 20000 && len(s.Prompts()) > 0; steps++ {
			p := s.Prompts()[0]
			play(t, s, p.Seat, string(p.Options[r.IntN(len(p.Options))].Move))
			check(t, s)
		}
		if !s.Result().Done {
			t.Fatalf("game %d did not end in %d steps", i, steps)
		}
	}
}
