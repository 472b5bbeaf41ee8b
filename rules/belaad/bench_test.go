// Benchmarks: whole random games, reporting steps and games per second.
package belaad

import (
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
)

func BenchmarkPlayout(b *testing.B) {
	var setups []rules.Setup
	for n := 2; n <= 6; n++ {
		setups = append(setups, setupFor(n))
	}
	ruletest.BenchPlayouts(b, Game{}, setups, 11)
}
