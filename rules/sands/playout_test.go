// Random playouts at 2–6 players with the starter decks: every game ends,
// the contract's checks pass, and the invariant holds after every step.
package sands

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
	"majlis/rules/sim"
)

func setups() []rules.Setup {
	var ss []rules.Setup
	for n := 2; n <= 6; n++ {
		ss = append(ss, rules.Setup{Game: ID, Seats: n, First: 0})
	}
	return ss
}

func TestPlayouts(t *testing.T) {
	games := 5
	if testing.Short() {
		games = 2
	}
	ruletest.Playouts(t, ruletest.Config{Game: Game{}, Setups: setups(), Games: games, Seed: 1, Invariant: Invariant})
}

// TestManyPlayouts plays many games per table size; SANDS_GAMES=N asks
// for N per size (NOTES.md gives the figures of a run of thousands).
func TestManyPlayouts(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 10
	}
	if n, err := strconv.Atoi(os.Getenv("SANDS_GAMES")); err == nil && n > 0 {
		games = n
	}
	for _, s := range setups() {
		steps, turns := 0, 0
		for i := 0; i < games; i++ {
			var failure error
			out, err := sim.Play(sim.Game{Rules: Game{}, Setup: s, Seed: 3, Index: i,
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
			turns += out.Final.(*State).turn
		}
		t.Logf("%d players: %d games, %d steps and %d turns a game on average", s.Seats, games, steps/games, turns/games)
	}
}

// BenchmarkPlayouts measures whole random games at 2–6 players.
func BenchmarkPlayouts(b *testing.B) {
	ruletest.BenchPlayouts(b, Game{}, setups(), 1)
}
