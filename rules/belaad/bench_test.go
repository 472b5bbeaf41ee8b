// Benchmarks: whole random games, reporting steps and games per second.
package belaad

import (
	"testing"

	"majlis/rules/sim"
)

func BenchmarkPlayout(b *testing.B) {
	steps := 0
	for i := 0; i < b.N; i++ {
		n := 2 + i%5
		out, err := sim.Play(sim.Game{Rules: Game{}, Setup: setupFor(n), Seed: 11, Index: i})
		if err != nil {
			b.Fatal(err)
		}
		steps += out.Steps
	}
	sec := b.Elapsed().Seconds()
	if sec > 0 {
		b.ReportMetric(float64(steps)/sec, "steps/s")
		b.ReportMetric(float64(b.N)/sec, "games/s")
	}
}
