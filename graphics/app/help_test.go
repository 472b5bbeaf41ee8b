package app

import (
	"strings"
	"testing"

	"majlis/graphics"
	ayuview "majlis/graphics/ayubistan"
	"majlis/graphics/tabletest"
	"majlis/net/session"
	"majlis/rules"
)

// TestHowToEveryGame: every game of the home screen, playable or not,
// has its line of description and a "How to play" panel with its goal, a
// turn, the main actions and how it ends, reachable from its tile; the
// panel goes back where it came from.
func TestHowToEveryGame(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	for _, kg := range knownGames {
		if helpText(a, kg.id, "about") == "" {
			t.Errorf("%s has no line of description", kg.id)
		}
		for _, p := range howtoParts {
			if helpText(a, kg.id, p) == "" {
				t.Errorf("%s has no help for %s", kg.id, p)
			}
		}
		tile, _ := a.Buttons().Find("game:" + kg.id)
		if !strings.Contains(tile.Tip, helpText(a, kg.id, "about")) {
			t.Errorf("%s tile's hover text %q lacks its description", kg.id, tile.Tip)
		}
		clickID(t, a, "help:"+kg.id)
		h, ok := a.screen.(*howTo)
		if !ok || h.game != kg.id {
			t.Fatalf("the %s help button opened %s", kg.id, screenName(a.screen))
		}
		heads := 0
		for _, l := range h.text.Lines {
			if l.Head {
				heads++
			}
		}
		if heads != len(howtoParts) {
			t.Errorf("%s help has %d headings", kg.id, heads)
		}
		checkOnScreen(t, a.Buttons())
		clickID(t, a, "back")
		if screenName(a.screen) != "home" {
			t.Fatalf("back from help went to %s", screenName(a.screen))
		}
	}
}

func TestHowToFromTheTable(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	a.StartBots("ayubistan", 3)
	tb := a.screen.(*table)
	a.Step(graphics.Input{})
	clickID(t, a, "help")
	if _, ok := a.screen.(*howTo); !ok {
		t.Fatalf("help opened %s", screenName(a.screen))
	}
	clickID(t, a, "back")
	if a.screen != screen(tb) {
		t.Fatal("back from help did not return to the same table")
	}
	a.Step(graphics.Input{})
}

// seatOnly is a local session seen only from one seat.
type seatOnly struct {
	session.Session
	seat rules.Seat
}

func (s seatOnly) Local() []rules.Seat { return []rules.Seat{s.seat} }

// counterOffered is a three-player Ayubistan table where seat 0 offered a
// trade and seat 1 answered with a price seat 0 cannot pay.
func counterOffered(t *testing.T) *session.Local {
	t.Helper()
	l := threePlayers(t)
	for _, m := range []struct {
		seat rules.Seat
		move rules.Move
	}{{0, "trade"}, {0, "trade:1:1"}, {0, "price:5"}, {1, "price:200"}} {
		if err := l.Submit(m.seat, m.move); err != nil {
			t.Fatalf("%d %s: %v", m.seat, m.move, err)
		}
	}
	return l
}

// TestAcceptShownDisabledWithReason: a buyer who cannot pay the seller's
// counter-offer sees Accept disabled, saying why, in the trade dialog and
// in the prompt bar.
func TestAcceptShownDisabledWithReason(t *testing.T) {
	l := counterOffered(t)
	a := testApp(t, &fakePlatform{})
	a.cfg.Views = map[string]func() graphics.GameView{"ayubistan": func() graphics.GameView { return ayuview.New() }}
	a.goTo(newTable(a, seatOnly{l, 0}, false))
	a.Step(graphics.Input{})
	n := 0
	for _, b := range a.Buttons() {
		if b.ID == graphics.UnofferedID("accept") {
			n++
			if b.Enabled() || !strings.Contains(b.Tip, "200") {
				t.Errorf("accept at %v: enabled %v, tip %q", b.Rect, b.Enabled(), b.Tip)
			}
		}
		if b.ID == "move:accept" {
			t.Error("accept is offered")
		}
	}
	if n != 2 {
		t.Fatalf("disabled accept shown %d times, want 2 (dialog and bar)", n)
	}
}

// TestTableAreaIsWhatViewsTest: once a prompt has needed the prompt bar,
// the table a game's view gets is the area its tests measure it in
// (tabletest.Area), on a desktop window, a short one and a phone.
func TestTableAreaIsWhatViewsTest(t *testing.T) {
	l := counterOffered(t)
	a := testApp(t, &fakePlatform{})
	a.cfg.Views = map[string]func() graphics.GameView{"ayubistan": func() graphics.GameView { return ayuview.New() }}
	a.goTo(newTable(a, seatOnly{l, 0}, false))
	for _, size := range [][2]int{{1280, 800}, {800, 500}, {390, 844}} {
		a.SetSize(size[0], size[1])
		a.Step(graphics.Input{})
		tb := a.screen.(*table)
		if want := tabletest.Area(a.th, size[0], size[1]); !tb.barGrown || tb.mainR != want {
			t.Errorf("%dx%d: the table is %v (bar grown: %v), the views are tested in %v", size[0], size[1], tb.mainR, tb.barGrown, want)
		}
	}
}

// TestLeaveAsksFirst: leaving an unfinished local game asks before it
// throws the game away.
func TestLeaveAsksFirst(t *testing.T) {
	pf := &fakePlatform{}
	a := testApp(t, pf)
	a.StartBots("ayubistan", 3)
	a.Step(graphics.Input{})
	clickID(t, a, "leave")
	if screenName(a.screen) != "table" || pf.current == nil {
		t.Fatalf("one click on Leave went to %s (game kept: %v)", screenName(a.screen), pf.current != nil)
	}
	clickID(t, a, "leave")
	if screenName(a.screen) != "home" || pf.current != nil {
		t.Fatalf("the second click went to %s (game kept: %v)", screenName(a.screen), pf.current != nil)
	}
}

func TestLocalLink(t *testing.T) {
	for link, want := range map[string]bool{
		"http://localhost:8080/#K7QX": true, "http://127.0.0.1:8080/#K7QX": true, "http://[::1]:8080/#A": true,
		"http://192.168.1.20:8080/#K7QX": false, "https://majlis.example/#K7QX": false,
	} {
		if localLink(link) != want {
			t.Errorf("localLink(%q) = %v", link, !want)
		}
	}
}
