package bot_test

import (
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
	"majlis/rules/sim"
)

// BenchmarkPlayoutSteps measures what search lives on: random playouts
// through Prompts and Apply from a fresh deal, reported as steps/s.
func BenchmarkPlayoutSteps(b *testing.B) {
	for _, g := range games.All() {
		b.Run(g.ID(), func(b *testing.B) {
			lo, _ := g.Seats()
			setup := rules.Setup{Game: g.ID(), Seats: lo}
			r := rules.NewRand(rules.Seed{1})
			steps := 0
			for i := 0; b.Loop(); i++ {
				st, _, err := g.New(setup, sim.Entropy(1, i, 0))
				if err != nil {
					b.Fatal(err)
				}
				for j := 1; ; j++ {
					ps := st.Prompts()
					if len(ps) == 0 {
						break
					}
					p := ps[0]
					if _, err := st.Apply(p.Seat, p.Options[r.IntN(len(p.Options))].Move, sim.Entropy(2, i, j)); err != nil {
						b.Fatal(err)
					}
					steps++
				}
			}
			b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "steps/s")
		})
	}
}

// BenchmarkNormalDecision is one decision of the normal level at the
// start of each game.
func BenchmarkNormalDecision(b *testing.B) {
	normal, _ := bot.ForLevel("normal")
	for _, g := range games.All() {
		b.Run(g.ID(), func(b *testing.B) {
			lo, _ := g.Seats()
			st, _, err := g.New(rules.Setup{Game: g.ID(), Seats: lo}, sim.Entropy(1, 0, 0))
			if err != nil {
				b.Fatal(err)
			}
			p := st.Prompts()[0]
			v := bot.ViewOf(st, p.Seat)
			for b.Loop() {
				if _, err := normal.Choose(v, p, rules.NewRand(rules.Seed{3})); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
