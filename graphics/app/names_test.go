package app

import (
	"slices"
	"strings"
	"testing"
	"time"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
	"majlis/rules/games"
)

func TestSeatNames(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	got := seatNames(a, []string{"Amina", "", " amina ", "", ""}, 5, func(i int) bool { return i >= 3 })
	want := []string{"Amina", "Player 2", "amina (seat 3)", "Bot 1", "Bot 2"}
	if !slices.Equal(got, want) {
		t.Fatalf("names %q, want %q", got, want)
	}
	// Two people who kept the default name are told apart too.
	got = seatNames(a, []string{"Player 1", "Player 1"}, 2, nil)
	if got[0] == got[1] {
		t.Fatalf("two seats read %q", got[0])
	}
}

func TestCutName(t *testing.T) {
	long := strings.Repeat("ب", 30) // cut by characters, not bytes
	n, cut := cutName(long)
	if !cut || n != strings.Repeat("ب", maxName) {
		t.Fatalf("cut %v to %q", cut, n)
	}
	if n, cut := cutName("  Badr "); cut || n != "Badr" {
		t.Fatalf("cut %v to %q", cut, n)
	}
}

// TestNameAskedBeforeJoining: joining by code first asks for a name,
// prefilled from the settings; an empty name cannot go on; the name given
// is the one the table hears and the one kept for next time.
func TestNameAskedBeforeJoining(t *testing.T) {
	on := &fakeOnline{lobby: &fakeLobby{info: LobbyInfo{Game: "ayubistan", Seats: []LobbySeat{
		{Kind: "person", Name: "Player 1"}, {Kind: "person", Name: "Player 1", Mine: true}, {Kind: "bot"}, {Kind: "bot"}}}}}
	pf := &linkPlatform{on: on}
	pf.prefs = []byte(`{"name":"Amal","speed":0}`)
	a := New(Config{Platform: pf, Games: games.All()})
	a.SetSize(1280, 800)
	a.Step(graphics.Input{})
	h := a.screen.(*home)
	h.code.Value = "K7QX2MPA"
	h.update(a, graphics.Input{}, graphics.Button{ID: "join"}, true)
	a.Step(graphics.Input{})
	n, ok := a.screen.(*askName)
	if !ok {
		t.Fatalf("join went to %s, not the name", screenName(a.screen))
	}
	if n.name.Value != "Amal" {
		t.Fatalf("name prefilled %q", n.name.Value)
	}
	n.name.Value = "  "
	a.relayout = true // as typing would
	a.Step(graphics.Input{})
	if b, _ := a.Buttons().Find("name-ok"); b.Enabled() || b.Tip == "" {
		t.Fatal("an empty name can go on, or is not told why not")
	}
	n.name.Value = "Badr"
	a.relayout = true
	a.Step(graphics.Input{})
	clickID(t, a, "name-ok")
	deadline := time.Now().Add(5 * time.Second)
	for screenName(a.screen) != "lobby" && time.Now().Before(deadline) {
		a.Step(graphics.Input{})
		time.Sleep(time.Millisecond)
	}
	on.mu.Lock()
	names := on.names
	on.mu.Unlock()
	if !slices.Equal(names, []string{"Badr"}) || a.prefs.Name != "Badr" || !strings.Contains(string(pf.prefs), "Badr") {
		t.Fatalf("joined as %q, prefs %q", names, pf.prefs)
	}
	// The lobby tells the two "Player 1" apart and numbers the bots.
	info := on.lobby.info
	given := []string{info.Seats[0].Name, info.Seats[1].Name, "", ""}
	got := seatNames(a, given, 4, func(i int) bool { return info.Seats[i].Kind == "bot" })
	if got[0] == got[1] || got[2] != "Bot 1" || got[3] != "Bot 2" {
		t.Fatalf("lobby names %q", got)
	}
}

// TestYouInTheLog: at a table against bots the viewer's seat reads
// "(you)" in the log and the bots are "Bot N (level)".
func TestYouInTheLog(t *testing.T) {
	pf := &fakePlatform{prefs: []byte(`{"name":"Amal","speed":0}`)}
	a := testApp(t, pf)
	a.StartBots("ayubistan", 3)
	tb := a.screen.(*table)
	if got := tb.tr.Names(0); got != "Amal (you)" {
		t.Fatalf("own seat reads %q", got)
	}
	if got := tb.tr.Names(1); got != "Bot 1 (random)" {
		t.Fatalf("seat 2 reads %q", got)
	}
	msg := tb.tr.M(rules.M("ayubistan.ev.paid", rules.SeatArg(0), rules.Int(5), rules.SeatArg(2)))
	if msg != "Amal (you) pays 5 Dirhams to Bot 2 (random)." {
		t.Fatalf("log line %q", msg)
	}
}

// TestSpectatorIsTold: a table with no local seat says it is watched.
func TestSpectatorIsTold(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	l := threePlayers(t)
	tb := newTable(a, spectating{l}, false)
	if s := tb.statusLine(a); !strings.HasPrefix(s, "You are watching") {
		t.Fatalf("status %q", s)
	}
}

// spectating is a local session seen from no seat.
type spectating struct{ session.Session }

func (spectating) Local() []rules.Seat { return nil }

func TestNameLimitNote(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	f := graphics.TextField{Value: strings.Repeat("x", maxName)}
	if nameNote(a, f, false) == "" || nameNote(a, graphics.TextField{Value: "Badr"}, false) != "" || nameNote(a, graphics.TextField{Value: "Badr"}, true) == "" {
		t.Fatal("the settings do not say when a name is at its limit or was cut")
	}
}
