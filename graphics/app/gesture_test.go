// Gestures at a real table (Burning Sands, resumed at a moment where the
// player may attach a card from the hand): a drag from the hand card to
// the Hero makes the move; a drop elsewhere and a long press make none,
// though a click at the same spot would.
package app

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"majlis/graphics"
	sandsview "majlis/graphics/sands"
	"majlis/rules"
	sd "majlis/rules/sands"
	"majlis/rules/sim"
)

// attachTable opens a Burning Sands table (seat 0 human, bots that wait
// an hour) at the first moment seat 0 may attach a card from its hand,
// and returns the option.
func attachTable(t *testing.T) (*App, *table, sd.Choice) {
	t.Helper()
	var cut int
	var ch sd.Choice
	out, err := sim.Play(sim.Game{Rules: sd.Game{}, Setup: rules.Setup{Game: sd.ID, Seats: 2}, Seed: 5, Index: 1, Record: true,
		OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
			if cut > 0 {
				return
			}
			d, _ := st.(*sd.State).Decision(0)
			for _, c := range d.Choices {
				if c.Kind == sd.ChooseAttach {
					cut, ch = step, c
					return
				}
			}
		}})
	if err != nil || cut == 0 {
		t.Fatalf("no attachment for seat 0 in the game: %v", err)
	}
	lg := *out.Log
	lg.Steps = lg.Steps[:cut]
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, &lg); err != nil {
		t.Fatal(err)
	}
	kept, _ := json.Marshal(current{Humans: []rules.Seat{0}, Log: buf.String()})
	pf := &fakePlatform{prefs: []byte(`{"speed":0}`)}
	a := resumeApp(t, pf)
	a.cfg.Views = map[string]func() graphics.GameView{sd.ID: func() graphics.GameView { return sandsview.New() }}
	pf.current = kept
	a.goTo(resumeCurrent(a))
	a.Step(graphics.Input{})
	tb, ok := a.screen.(*table)
	if !ok {
		t.Fatalf("resumed on %s", screenName(a.screen))
	}
	return a, tb, ch
}

func centre(t *testing.T, a *App, id string) (float64, float64) {
	t.Helper()
	for _, b := range a.Buttons() {
		if b.ID == id {
			return b.Rect.CX(), b.Rect.CY()
		}
	}
	t.Fatalf("no button %q", id)
	return 0, 0
}

// dragTo presses at from, moves to to in steps and lets go there.
func dragTo(a *App, x0, y0, x1, y1 float64) {
	for i := 0; i <= 8; i++ {
		f := float64(i) / 8
		a.Step(graphics.Input{X: x0 + (x1-x0)*f, Y: y0 + (y1-y0)*f, Pressed: true})
	}
	a.Step(graphics.Input{X: x1, Y: y1, Click: true})
	a.Step(graphics.Input{})
}

// holdAt presses at x, y, holds still past HoldTime, checks that the view
// is shown id as hovered (held), and lets go.
func holdAt(t *testing.T, a *App, x, y float64, id string) {
	t.Helper()
	a.Step(graphics.Input{X: x, Y: y, Pressed: true})
	time.Sleep(graphics.HoldTime + 50*time.Millisecond)
	a.Step(graphics.Input{X: x, Y: y, Pressed: true})
	if got := a.press.Hover(""); got != id {
		t.Fatalf("held: the view is shown %q as hovered, want %q", got, id)
	}
	a.Step(graphics.Input{X: x, Y: y, Click: true})
	a.Step(graphics.Input{})
}

func TestDragFromTheHand(t *testing.T) {
	a, tb, ch := attachTable(t)
	steps := len(tb.sess.Log().Steps)
	fx, fy := centre(t, a, "tip:card:"+itoa(ch.Card))
	// Dropped on the status line: nothing.
	sx, sy := centre(t, a, "tip:status")
	dragTo(a, fx, fy, sx, sy)
	if n := len(tb.sess.Log().Steps); n != steps {
		t.Fatalf("a drop on the status line made a move: %v", tb.sess.Log().Steps[n-1])
	}
	// Dropped on the Hero: the attachment (or, when the card may go to
	// that Hero in several ways, nothing: the chips stay).
	hx, hy := centre(t, a, "tip:card:"+itoa(ch.To))
	dragTo(a, fx, fy, hx, hy)
	lg := tb.sess.Log()
	if len(lg.Steps) != steps+1 || lg.Steps[steps].Seat != 0 {
		t.Fatalf("after the drop on the Hero %d steps, want %d", len(lg.Steps), steps+1)
	}
	if m := lg.Steps[steps].Move; m != ch.Move {
		t.Fatalf("the drop made %q, want %q", m, ch.Move)
	}
}

func TestLongPressIsNoClick(t *testing.T) {
	a, tb, ch := attachTable(t)
	steps := len(tb.sess.Log().Steps)
	// The hand card's top button at its centre answers an option.
	x, y := centre(t, a, "tip:card:"+itoa(ch.Card))
	top, _ := a.Buttons().At(x, y)
	holdAt(t, a, x, y, top.ID)
	if n := len(tb.sess.Log().Steps); n != steps {
		t.Fatalf("the long press's release made a move: %v", tb.sess.Log().Steps[n-1])
	}
	// The same spot clicked makes one, if it answers an option at all.
	if !top.Enabled() {
		return
	}
	a.Step(graphics.Input{X: x, Y: y, Pressed: true})
	a.Step(graphics.Input{X: x, Y: y, Click: true})
	a.Step(graphics.Input{})
	if n := len(tb.sess.Log().Steps); n != steps+1 {
		t.Fatalf("a click on %q made %d moves", top.ID, n-steps)
	}
}

// TestReplayHoldShowsLarge: in the replay viewer a known card held still
// is what the view shows as hovered (large), as at a table, and the
// release steps nothing.
func TestReplayHoldShowsLarge(t *testing.T) {
	out, err := sim.Play(sim.Game{Rules: sd.Game{}, Setup: rules.Setup{Game: sd.ID, Seats: 2}, Seed: 5, Index: 1, Record: true})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, out.Log); err != nil {
		t.Fatal(err)
	}
	a := testApp(t, &fakePlatform{})
	a.cfg.Views = map[string]func() graphics.GameView{sd.ID: func() graphics.GameView { return sandsview.New() }}
	a.goTo(newReplay(a, "game.log", buf.Bytes()))
	a.Step(graphics.Input{})
	r := a.screen.(*replay)
	if r.err != "" {
		t.Fatal(r.err)
	}
	clickID(t, a, "last")
	var held graphics.Button
	for _, b := range a.Buttons() {
		if _, hold := r.grab(a, b); hold && strings.HasPrefix(b.ID, "tip:card:") {
			if top, _ := a.Buttons().At(b.Rect.CX(), b.Rect.CY()); top.ID == b.ID {
				held = b
				break
			}
		}
	}
	if held.ID == "" {
		t.Fatal("no card on the replayed table can be held")
	}
	at := r.at
	x, y := held.Rect.CX(), held.Rect.CY()
	holdAt(t, a, x, y, held.ID)
	if r.at != at {
		t.Fatalf("the release stepped the replay from %d to %d", at, r.at)
	}
}
