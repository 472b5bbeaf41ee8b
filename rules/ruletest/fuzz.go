package ruletest

import (
	"fmt"
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

// ApplyArbitrary offers st any move from any seat, as a fuzzer would: it
// must be accepted exactly when it is one of that seat's options, and a
// refused move must leave the state untouched. Nothing may panic. Games'
// fuzz targets call it on states in every kind of phase.
func ApplyArbitrary(st rules.State, seat rules.Seat, m rules.Move, e rules.Entropy) error {
	legal := false
	for _, p := range st.Prompts() {
		if p.Seat == seat {
			_, legal = p.Find(m)
		}
	}
	h := st.Hash()
	_, err := st.Apply(seat, m, e)
	switch {
	case legal && err != nil:
		return fmt.Errorf("legal move %q of seat %d refused: %w", m, seat, err)
	case !legal && err == nil:
		return fmt.Errorf("illegal move %q of seat %d accepted", m, seat)
	case err != nil && st.Hash() != h:
		return fmt.Errorf("refused move %q of seat %d changed the state", m, seat)
	}
	return nil
}

// BenchPlayouts plays random games, cycling through setups, and reports
// steps/s and games/s: the rules' throughput as bots and search see it.
func BenchPlayouts(b *testing.B, g rules.Game, setups []rules.Setup, seed int64) {
	steps, i := 0, 0
	for b.Loop() {
		out, err := sim.Play(sim.Game{Rules: g, Setup: setups[i%len(setups)], Seed: seed, Index: i})
		if err != nil {
			b.Fatal(err)
		}
		steps += out.Steps
		i++
	}
	if sec := b.Elapsed().Seconds(); sec > 0 {
		b.ReportMetric(float64(steps)/sec, "steps/s")
		b.ReportMetric(float64(i)/sec, "games/s")
	}
}
