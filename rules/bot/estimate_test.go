package bot_test

import (
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
	"majlis/rules/sim"
)

// TestEveryGameEstimates: every registered game lets playouts stop early
// (bot.Estimator), with one score a seat from a seat's view as from the
// state, at the start and after some random steps.
func TestEveryGameEstimates(t *testing.T) {
	for _, g := range games.All() {
		lo, _ := g.Seats()
		st, _, err := g.New(rules.Setup{Game: g.ID(), Seats: lo}, sim.Entropy(5, 0, 0))
		if err != nil {
			t.Fatal(err)
		}
		r := rules.NewRand(rules.Seed{5})
		for step := 0; step < 60; step++ {
			ps := st.Prompts()
			if len(ps) == 0 {
				break
			}
			if _, err := st.Apply(ps[0].Seat, ps[0].Options[r.IntN(len(ps[0].Options))].Move, sim.Entropy(5, step+1, 0)); err != nil {
				t.Fatalf("%s: %v", g.ID(), err)
			}
		}
		est, ok := st.(bot.Estimator)
		if !ok {
			t.Errorf("%s has no Estimate: its playouts run to the end", g.ID())
			continue
		}
		whole := est.Estimate()
		view, _ := st.View(0).(bot.Estimator)
		if len(whole) != lo || view == nil || len(view.Estimate()) != lo {
			t.Errorf("%s estimates %v (view %v) for %d seats", g.ID(), whole, view, lo)
		}
	}
}
