package bot

import "majlis/rules"

// StepEntropy gives the benchmarks the entropy a search plays its moves
// with, seeded from r.
func StepEntropy(r *rules.Rand) func() rules.Entropy { return newStepEntropy(r).next }
