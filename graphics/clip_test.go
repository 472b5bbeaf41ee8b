package graphics

import (
	"image"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A list drawn through clipped places its lines as ebitenui's scroll
// container did: its end at the view's bottom when it follows its end, its
// start at the view's top when scrolled back all the way.
func TestClippedListPlacesItsLines(t *testing.T) {
	w := NewWidgets(NewTheme(1280, 800, 1))
	screen := ebiten.NewImage(1280, 800)
	list := &TextList{ID: "log", Rect: R(100, 50, 300, 200)}
	for i := range 60 {
		list.Lines = append(list.Lines, Line{Text: "line " + strconv.Itoa(i)})
	}
	w.Sync(nil, Extras{Lists: []*TextList{list}})
	w.Draw(screen, nil)
	s := w.lists["log"]
	view, content := s.view.ViewRect(), s.content.GetWidget().Rect
	if view.Empty() || content.Dy() <= view.Dy() {
		t.Fatalf("view %v, content %v: the test wants more lines than fit", view, content)
	}
	if content.Max.Y != view.Max.Y || content.Min.X != view.Min.X || content.Dx() < view.Dx() {
		t.Fatalf("following its end, the content is at %v in the view %v", content, view)
	}
	s.bar.Current = 0
	s.view.ScrollTop = 0
	w.Draw(screen, nil)
	if content = s.content.GetWidget().Rect; content.Min.Y != view.Min.Y {
		t.Fatalf("scrolled to its start, the content is at %v in the view %v", content, view)
	}
}

// An input not typed in shows its text, or its placeholder when empty, in
// the space inside its padding; a focused one is drawn by ebitenui.
func TestQuietInputShowsItsText(t *testing.T) {
	w := NewWidgets(NewTheme(1280, 800, 1))
	screen := ebiten.NewImage(1280, 800)
	f := &TextField{ID: "chat", Max: 40, Placeholder: "Say something", Rect: R(10, 700, 400, 40)}
	w.Sync(nil, Extras{Fields: []*TextField{f}})
	w.Draw(screen, nil)
	q := w.fields["chat"].shown
	if q.text.Label != "Say something" {
		t.Fatalf("an empty input shows %q, not its placeholder", q.text.Label)
	}
	r := q.GetWidget().Rect
	if want := image.Rect(r.Min.X+q.pad, r.Min.Y+q.pad, r.Max.X-q.pad, r.Max.Y-q.pad); q.text.GetWidget().Rect != want {
		t.Fatalf("the text is placed at %v, not inside the padding %v", q.text.GetWidget().Rect, want)
	}
	f.Value = "salaam"
	w.Update(Input{})
	w.Draw(screen, nil)
	if q.text.Label != "salaam" {
		t.Fatalf("an input holding %q shows %q", f.Value, q.text.Label)
	}
	w.Update(Input{X: 20, Y: 710, Click: true})
	if !f.Focused {
		t.Fatal("a click in the input does not focus it")
	}
	f.Value = "salaam alaykum"
	w.Update(Input{})
	w.Draw(screen, nil)
	if q.text.Label != "salaam" {
		t.Fatalf("a focused input drew its own copy of the text (%q); ebitenui draws it", q.text.Label)
	}
}
