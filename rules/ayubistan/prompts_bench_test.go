// Benchmarks of the calls bots make every step: Prompts, Clone and View.
package ayubistan

import "testing"

func BenchmarkPromptsAction(b *testing.B) {
	s, _, _ := newState(setupN(6), entropy(1))
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Prompts()
	}
}

func BenchmarkPromptsCounter(b *testing.B) {
	s, _, _ := newState(setupN(6), entropy(1))
	s.phase, s.tPartner, s.tCount, s.tResponder, s.tPrice = phTradeReply, 1, 2, 1, 10
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Prompts()
	}
}

func BenchmarkClone(b *testing.B) {
	s, _, _ := newState(setupN(6), entropy(1))
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}

func BenchmarkView(b *testing.B) {
	s, _, _ := newState(setupN(6), entropy(1))
	b.ReportAllocs()
	for b.Loop() {
		_ = s.View(2)
	}
}
