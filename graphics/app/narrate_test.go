package app

import (
	"testing"
	"time"

	"majlis/graphics"
	"majlis/rules"
	ayu "majlis/rules/ayubistan"
)

// money is what seat holds as the table shows it.
func money(t *testing.T, st rules.State, seat rules.Seat) int {
	t.Helper()
	s, ok := st.(*ayu.State)
	if !ok {
		t.Fatalf("state is %T", st)
	}
	return s.Player(seat).Value()
}

// TestBoardKeepsStepWithTheStory: while the log tells the other seats'
// moves one event at a time, the table shows the state as of the event
// being told and no prompt; the viewer's prompt comes when the telling
// reaches it; skip jumps to the present; a table opened on a game in
// progress shows its history at once.
func TestBoardKeepsStepWithTheStory(t *testing.T) {
	l := threePlayers(t)
	a := testApp(t, &fakePlatform{prefs: []byte(`{"speed":1}`)})
	tb := newTable(a, seatOnly{l, 0}, false)
	a.goTo(tb)
	a.Step(graphics.Input{})
	if tb.prompt() == nil {
		t.Fatal("no prompt for the first player")
	}
	for _, s := range []rules.Seat{0, 1, 2} {
		if err := l.Submit(s, "work"); err != nil {
			t.Fatal(err)
		}
	}
	a.Step(graphics.Input{})
	a.Step(graphics.Input{}) // the table reads the session, then lays out
	if tb.caughtUp() || tb.prompt() != nil {
		t.Fatal("the next prompt is shown before the log has told what led to it")
	}
	if _, ok := a.Buttons().Find("skip"); !ok {
		t.Fatal("no skip while the log tells")
	}
	// Tell the events one by one: own money changes on the table only
	// once its work is told, and the prompt comes last.
	saw := []int{money(t, tb.st, 0)}
	for !tb.caughtUp() {
		if tb.prompt() != nil {
			t.Fatal("prompt shown mid-story")
		}
		told := tb.shown
		tb.shownAt = time.Now().Add(-time.Hour)
		a.Step(graphics.Input{})
		if tb.shown != told+1 {
			t.Fatalf("told %d events at once", tb.shown-told)
		}
		if m := money(t, tb.st, 0); m != saw[len(saw)-1] {
			saw = append(saw, m)
			// The change shows with the event that tells it.
			if e := tb.events[tb.shown-1]; e.Key != "ayubistan.ev.work" && e.Key != "ayubistan.ev.turn" {
				t.Errorf("own money changed with %s", e.Key)
			}
		}
	}
	if len(saw) != 2 || saw[1] != saw[0]+8 {
		t.Fatalf("own money on the table went %v", saw)
	}
	if tb.prompt() == nil {
		t.Fatal("no prompt once the story is told")
	}
	// Skip: more moves, then straight to the present.
	for _, s := range []rules.Seat{0, 1, 2} {
		if err := l.Submit(s, "work"); err != nil {
			t.Fatal(err)
		}
	}
	a.Step(graphics.Input{})
	a.Step(graphics.Input{})
	clickID(t, a, "skip")
	if !tb.caughtUp() || tb.prompt() == nil || money(t, tb.st, 0) != money(t, tb.cur, 0) {
		t.Fatal("skip did not go to the present")
	}
	// A reload: the history is shown at once.
	again := newTable(a, seatOnly{l, 0}, false)
	if !again.caughtUp() || len(again.events) == 0 {
		t.Fatalf("a reopened table tells %d of %d events", again.shown, len(again.events))
	}
}

// TestChatInTimeOrder: chat lines stand among the events where they came,
// set apart from them.
func TestChatInTimeOrder(t *testing.T) {
	l := threePlayers(t)
	a := testApp(t, &fakePlatform{prefs: []byte(`{"speed":0}`)})
	tb := newTable(a, seatOnly{l, 0}, false)
	a.goTo(tb)
	a.Step(graphics.Input{})
	if err := l.Chat("salaam"); err != nil {
		t.Fatal(err)
	}
	a.Step(graphics.Input{})
	if err := l.Submit(0, "work"); err != nil {
		t.Fatal(err)
	}
	a.Step(graphics.Input{})
	if err := l.Chat("well done"); err != nil {
		t.Fatal(err)
	}
	a.Step(graphics.Input{})
	lines := tb.logLines(a)
	var order []string
	for _, ln := range lines {
		switch {
		case ln.Chat:
			order = append(order, "chat")
		case len(order) == 0 || order[len(order)-1] != "event":
			order = append(order, "event")
		}
	}
	if len(order) > 0 && order[0] == "event" {
		order = order[1:] // what happened before the first line
	}
	if len(order) != 3 || order[0] != "chat" || order[1] != "event" || order[2] != "chat" {
		t.Fatalf("log order %v", order)
	}
}
