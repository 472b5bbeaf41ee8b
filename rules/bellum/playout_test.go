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
			s := rules.Setup{Game: ID, Seats: n}
			steps := 0
			for i := 0; b.Loop(); i++ {
				out, err := sim.Play(sim.Game{Rules: Game{}, Setup: s, Seed: 3, Index: i})
				if err != nil {
					b.Fatal(err)
				}
				steps += out.Steps
			}
			sec := b.Elapsed().Seconds()
			b.ReportMetric(float64(steps)/sec, "steps/s")
			b.ReportMetric(float64(b.N)/sec, "games/s")
		})
	}
}
