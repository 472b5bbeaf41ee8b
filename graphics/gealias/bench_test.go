// The cost of laying the table out, which the table does whenever the
// game changes and Draw does every frame.
package gealias

import (
	"testing"

	"majlis/graphics"
	"majlis/graphics/tabletest"
	ge "majlis/rules/gealias"
)

// BenchmarkLayout lays out a main phase of a four-player game, as the
// table does whenever it changes and Draw does every frame.
func BenchmarkLayout(b *testing.B) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	st := playTo(b, 4, 1, func(s *ge.State) bool { return s.Decision().Kind == ge.MainPhase && len(s.Decision().Choices) > 5 })
	d := st.Decision()
	v := st.View(d.Seat)
	p := v.Prompts()[0]
	ts := graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: graphics.NewTr().ForSetup(st.Setup())}
	view := New()
	for b.Loop() {
		view.Layout(th, area, ts)
	}
}
