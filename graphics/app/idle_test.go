// Idle: the client says it is idle only when the last tick changed
// nothing and nothing timed is pending. Draw is not called here (no GPU):
// drawn stands for a frame having been drawn.
package app

import (
	"testing"
	"time"

	"majlis/graphics"
)

// drawn is what Draw does to the frame state, without a GPU.
func drawn(a *App) { a.dirty, a.blink, a.drawnAt = false, false, time.Now() }

func TestIdleHome(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	if a.Idle() {
		t.Fatal("idle before its first frame was drawn")
	}
	drawn(a)
	a.Step(graphics.Input{})
	if !a.Idle() {
		t.Fatal("the home screen with nothing happening is not idle")
	}
	// Hovering a button changes the picture once.
	b, ok := a.Buttons().Find("play-bots")
	if !ok {
		t.Fatal("no play-bots button")
	}
	over := graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY()}
	a.Step(over)
	if a.Idle() {
		t.Fatal("idle although the hover changed")
	}
	drawn(a)
	a.Step(over)
	if !a.Idle() {
		t.Fatal("not idle with the pointer resting")
	}
	// A held button and a click are activity.
	a.Step(graphics.Input{X: 1, Y: 1, Pressed: true})
	if a.Idle() {
		t.Fatal("idle with the button held")
	}
	drawn(a)
	a.Step(graphics.Input{X: 1, Y: 1, Click: true})
	if a.Idle() {
		t.Fatal("idle right after a click")
	}
}

// TestIdleTableWaitsForTheReel: after a move the log reveals its events
// one at a time; the client stays busy until the last is shown, then
// (the bots wait an hour) goes idle.
func TestIdleTableWaitsForTheReel(t *testing.T) {
	pf := &fakePlatform{prefs: []byte(`{"speed":3}`)}
	a := resumeApp(t, pf)
	a.StartBots("ayubistan", 4)
	b := waitButton(t, a, "move:")
	a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
	tb := a.screen.(*table)
	if tb.shown >= len(tb.events) {
		t.Fatalf("no event waits to be shown after a move (%d of %d)", tb.shown, len(tb.events))
	}
	deadline := time.Now().Add(20 * time.Second)
	for tb.shown < len(tb.events) {
		drawn(a)
		a.Step(graphics.Input{X: 1, Y: 1})
		if tb.shown < len(tb.events) && a.Idle() {
			t.Fatalf("idle with %d of %d events shown", tb.shown, len(tb.events))
		}
		if time.Now().After(deadline) {
			t.Fatal("the reel did not finish")
		}
		time.Sleep(5 * time.Millisecond)
	}
	drawn(a)
	a.Step(graphics.Input{X: 1, Y: 1})
	drawn(a)
	a.Step(graphics.Input{X: 1, Y: 1})
	if !a.Idle() {
		t.Fatal("not idle once the reel is shown and the bots wait")
	}
}

// TestIdleSettingsCaret: a focused name field blinks its caret by redraws
// now and then, which do not count as activity.
func TestIdleSettingsCaret(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	a.goTo(newSettings(a))
	a.Step(graphics.Input{})
	if !a.ui.Typing() {
		t.Fatal("the name field does not have the keyboard")
	}
	drawn(a)
	a.drawnAt = time.Now().Add(-graphics.CaretPeriod)
	a.Step(graphics.Input{})
	if !a.dirty {
		t.Fatal("the caret is not redrawn")
	}
	if !a.Idle() {
		t.Fatal("a caret's blink made the client busy")
	}
	drawn(a)
	a.Step(graphics.Input{})
	if a.dirty {
		t.Fatal("redrawn again before the caret's period")
	}
}
