// How long laying out a four-player table takes: the client lays the
// table out again at every change, and the browser runs it as WebAssembly.
package sands

import (
	"testing"

	"majlis/graphics"
	"majlis/graphics/tabletest"
	sd "majlis/rules/sands"
)

// BenchmarkLayout lays out a four-player table in its third turn.
func BenchmarkLayout(b *testing.B) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	st := playTo(b, 4, 4, func(s *sd.State) bool { return s.Turn().Number >= 3 })
	p := st.Prompts()[0]
	v := st.View(p.Seat)
	ts := graphics.TableState{State: v, Viewer: p.Seat, Prompt: &p, Tr: graphics.NewTr().ForSetup(st.Setup())}
	view := New()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		view.Layout(th, area, ts)
	}
}
