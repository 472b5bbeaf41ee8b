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

// BenchmarkLayoutSetup lays out the first placement, where all twenty
// intersections are targets that grow to a fingertip's room: a new view
// each time (the first layout of a change), and one view laid out again
// (every frame after).
func BenchmarkLayoutSetup(b *testing.B) {
	th := graphics.NewTheme(390, 844, 1)
	area := tabletest.Area(th, 390, 844)
	st := playTo(b, 4, 1, func(s *ge.State) bool { return s.Decision().Kind == ge.PlaceStructure })
	d := st.Decision()
	v := st.View(d.Seat)
	p := v.Prompts()[0]
	ts := graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: graphics.NewTr().ForSetup(st.Setup())}
	b.Run("first", func(b *testing.B) {
		for b.Loop() {
			New().Layout(th, area, ts)
		}
	})
	b.Run("again", func(b *testing.B) {
		view := New()
		for b.Loop() {
			view.Layout(th, area, ts)
		}
	})
}
