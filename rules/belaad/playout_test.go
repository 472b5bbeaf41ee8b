// Random playouts at every player count, checked by ruletest and by the
// conservation invariant after every step.
package belaad

import (
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
	"majlis/rules/sim"
)

func setupFor(n int) rules.Setup { return rules.Setup{Game: "belaad", Seats: n} }

func TestPlayouts(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	var setups []rules.Setup
	for n := 2; n <= 6; n++ {
		setups = append(setups, setupFor(n))
	}
	ruletest.Playouts(t, ruletest.Config{Game: Game{}, Setups: setups, Games: games, Seed: 1, Invariant: Invariant, DeepEvery: 7})
}

// TestManyPlayoutsEnd plays thousands of cheap games (invariant only).
func TestManyPlayoutsEnd(t *testing.T) {
	per := 400
	if testing.Short() {
		per = 50
	}
	for n := 2; n <= 6; n++ {
		for i := 0; i < per; i++ {
			g := sim.Game{Rules: Game{}, Setup: setupFor(n), Seed: 7, Index: i,
				OnStep: func(step int, seat rules.Seat, o rules.Option, evs []rules.Event, st rules.State) {
					if err := Invariant(st); err != nil {
						t.Fatalf("%d players game %d step %d: %v", n, i, step, err)
					}
				}}
			out, err := sim.Play(g)
			if err != nil {
				t.Fatalf("%d players game %d: %v", n, i, err)
			}
			if !out.Result.Done {
				t.Fatalf("%d players game %d did not end", n, i)
			}
		}
	}
}

// TestViewsAnswerEverywhere asks every seat's view (and the spectator's)
// for its prompts and scores at every step: hidden cards must never break
// them, and a view refuses to be played on.
func TestViewsAnswerEverywhere(t *testing.T) {
	for n := 2; n <= 6; n++ {
		for i := 0; i < 4; i++ {
			g := sim.Game{Rules: Game{}, Setup: setupFor(n), Seed: 5, Index: i,
				OnStep: func(step int, seat rules.Seat, o rules.Option, evs []rules.Event, st rules.State) {
					ps := st.Prompts()
					for v := rules.Spectator; int(v) < n; v++ {
						view := st.View(v).(*State)
						vp := view.Prompts()
						view.TeamScore(Kingdom)
						view.TeamScore(People)
						if len(ps) > 0 && len(vp) > 0 && vp[0].Seat == v {
							if _, err := view.Apply(v, vp[0].Options[0].Move, rules.Entropy{}); err == nil {
								t.Fatalf("%d players game %d step %d: a view accepted a move", n, i, step)
							}
						}
					}
				}}
			if _, err := sim.Play(g); err != nil {
				t.Fatalf("%d players game %d: %v", n, i, err)
			}
		}
	}
}
