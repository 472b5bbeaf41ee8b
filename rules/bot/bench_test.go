package bot_test

import (
	"fmt"
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
	"majlis/rules/sim"
)

// BenchmarkPlayoutSteps measures what search lives on: random playouts
// through Prompts and Apply from a fresh deal, reported as steps/s, for
// every game at its fewest and at its most seats.
func BenchmarkPlayoutSteps(b *testing.B) {
	eachTable(b, func(b *testing.B, g rules.Game, setup rules.Setup) {
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

// BenchmarkSearchPlayouts measures what one iteration of the search
// levels costs beyond its tree: determinize the first decider's view of a
// fresh deal, play on as a playout does (the game's PlayoutPolicy, else at
// random, with entropy from a PCG seeded by the search's Rand) for PlayoutDepth steps
// or to the end, then Estimate. playouts/s counts the iterations, steps/s
// the steps played.
func BenchmarkSearchPlayouts(b *testing.B) {
	eachTable(b, func(b *testing.B, g rules.Game, setup rules.Setup) {
		st, _, err := g.New(setup, sim.Entropy(1, 0, 0))
		if err != nil {
			b.Fatal(err)
		}
		seat := st.Prompts()[0].Seat
		v := bot.ViewOf(st, seat)
		r := rules.NewRand(rules.Seed{2})
		entropy := bot.StepEntropy(r)
		steps, playouts := 0, 0
		for b.Loop() {
			d := v.State().Determinize(seat, r)
			policy, _ := d.(bot.PlayoutPolicy)
			for range bot.PlayoutDepth {
				ps := d.Prompts()
				if len(ps) == 0 {
					break
				}
				p := ps[0]
				i := 0
				if policy != nil {
					i = policy.PlayoutChoice(p, r)
				} else {
					i = r.IntN(len(p.Options))
				}
				if _, err := d.Apply(p.Seat, p.Options[i].Move, entropy()); err != nil {
					b.Fatal(err)
				}
				steps++
			}
			if est, ok := d.(bot.Estimator); ok {
				est.Estimate()
			}
			playouts++
		}
		b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "steps/s")
		b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
	})
}

// eachTable runs f as a sub-benchmark for every game at its fewest and at
// its most seats, named for example "gealias/2p" and "gealias/6p".
func eachTable(b *testing.B, f func(b *testing.B, g rules.Game, setup rules.Setup)) {
	for _, g := range games.All() {
		lo, hi := g.Seats()
		for _, n := range []int{lo, hi} {
			b.Run(fmt.Sprintf("%s/%dp", g.ID(), n), func(b *testing.B) {
				f(b, g, rules.Setup{Game: g.ID(), Seats: n})
			})
		}
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
