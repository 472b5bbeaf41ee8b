// Bot levels as a player meets them: chosen per bot on the home screen and
// in the lobby, kept in the settings, given to the session, kept with a
// running game, and shown by the bot's name at the table.
package app

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"majlis/graphics"
	"majlis/rules"
)

func TestBotLevelsOnHome(t *testing.T) {
	pf := &fakePlatform{}
	a := testApp(t, pf)
	label := func(id string) string {
		t.Helper()
		b, ok := a.Buttons().Find(id)
		if !ok {
			t.Fatalf("no %s on the %s screen", id, screenName(a.screen))
		}
		return b.Label
	}
	// Four players: three bots, each normal until chosen otherwise.
	for _, id := range []string{"level:1", "level:2", "level:3"} {
		if got := label(id); !strings.HasSuffix(got, ": normal") {
			t.Errorf("%s reads %q", id, got)
		}
	}
	if _, ok := a.Buttons().Find("level:4"); ok {
		t.Error("a fourth bot at a table of four")
	}
	clickID(t, a, "level:2") // normal -> hard
	clickID(t, a, "level:3")
	clickID(t, a, "level:3") // normal -> hard -> easy
	a.Step(graphics.Input{})
	if got := label("level:2"); got != "Bot 2: hard" {
		t.Errorf("Bot 2 after a click: %q", got)
	}
	if got := label("level:3"); got != "Bot 3: random" {
		t.Errorf("Bot 3 after two clicks: %q", got)
	}
	if b, _ := a.Buttons().Find("level:3"); !strings.Contains(b.Tip, "at random") {
		t.Errorf("the easy level's tip does not say it plays at random: %q", b.Tip)
	}
	checkOnScreen(t, a.Buttons())
	// The settings keep them: a new visit shows the same.
	var p Prefs
	if err := json.Unmarshal(pf.prefs, &p); err != nil || !slices.Equal(p.Levels, []string{"normal", "hard", "easy"}) {
		t.Fatalf("the settings keep %q (%v)", p.Levels, err)
	}
	a2 := testApp(t, pf)
	if b, _ := a2.Buttons().Find("level:2"); b.Label != "Bot 2: hard" {
		t.Errorf("a new visit shows Bot 2 as %q", b.Label)
	}

	// The game against bots gets them, and the table names them.
	clickID(t, a, "play-bots")
	tb, ok := a.screen.(*table)
	if !ok {
		t.Fatalf("play-bots opened %s", screenName(a.screen))
	}
	if got := sessionLevels(tb.sess); !slices.Equal(got, []string{"", "normal", "hard", "easy"}) {
		t.Fatalf("the session plays levels %q", got)
	}
	for seat, want := range []string{"", "Bot 1 (normal)", "Bot 2 (hard)", "Bot 3 (random)"} {
		if got := tb.tr.Names(rules.Seat(seat)); want != "" && got != want {
			t.Errorf("seat %d is named %q, want %q", seat+1, got, want)
		}
	}
	// The running game is kept with its levels, and a reload resumes it
	// with them.
	saveCurrent(a, tb)
	var c current
	if err := json.Unmarshal(pf.current, &c); err != nil || !slices.Equal(c.Levels, []string{"", "normal", "hard", "easy"}) {
		t.Fatalf("the kept game has levels %q (%v)", c.Levels, err)
	}
	tb.sess.Close()
	r := testApp(t, pf)
	rt, ok := r.screen.(*table)
	if !ok {
		t.Fatalf("a reload opened %s", screenName(r.screen))
	}
	if got := sessionLevels(rt.sess); !slices.Equal(got, []string{"", "normal", "hard", "easy"}) {
		t.Errorf("the resumed game plays levels %q", got)
	}
}

// TestBotLevelsInLobby: the creator adds a bot at the level kept for its
// number, changes it by clicking, and everyone reads it by the bot's name.
func TestBotLevelsInLobby(t *testing.T) {
	pf := &fakePlatform{}
	a := testApp(t, pf)
	a.setBotLevel(1, "hard")
	l := &fakeLobby{info: LobbyInfo{Game: "ayubistan", Creator: true, Seats: []LobbySeat{
		{Kind: "person", Name: "Amal", Mine: true}, {Kind: "open"}, {Kind: "open"},
	}}}
	a.goTo(newLobby(a, l))
	a.Step(graphics.Input{})
	clickID(t, a, "bot:2")
	if s := l.info.Seats[2]; s.Kind != "bot" || s.Level != "hard" {
		t.Fatalf("Add a bot made seat 3 %+v, want Bot 1 at the kept level hard", s)
	}
	a.Step(graphics.Input{})
	b, ok := a.Buttons().Find("level:2")
	if !ok || b.Label != "Level: hard" {
		t.Fatalf("the bot's level button: %+v", b)
	}
	clickID(t, a, "level:2") // hard -> easy
	if s := l.info.Seats[2]; s.Level != "easy" || a.botLevel(1) != "easy" {
		t.Fatalf("after a click seat 3 is %+v and Bot 1 is kept at %s", s, a.botLevel(1))
	}
	if _, ok := a.Buttons().Find("level:1"); ok {
		t.Error("an open seat has a level button")
	}
	checkOnScreen(t, a.Buttons())
	// A joiner has no level button, but the name says the level.
	j := testApp(t, &fakePlatform{})
	jl := &fakeLobby{info: LobbyInfo{Game: "ayubistan", Seats: []LobbySeat{
		{Kind: "person", Name: "Amal"}, {Kind: "person", Name: "Badr", Mine: true}, {Kind: "bot", Level: "normal"},
	}}}
	j.goTo(newLobby(j, jl))
	j.Step(graphics.Input{})
	if _, ok := j.Buttons().Find("level:2"); ok {
		t.Error("a joiner can change a bot's level")
	}
	if got := withLevel(j, "Bot 1", jl.info.Seats[2].Level); got != "Bot 1 (normal)" {
		t.Errorf("the joiner reads %q", got)
	}
	if got := withLevel(j, "Bot 1", "grandmaster"); got != "Bot 1" {
		t.Errorf("an unknown level reads %q", got)
	}
}

// TestBotLevelsFitAPhone: each game at its most players (five bots'
// levels) on a phone held upright and on the desktop: every button of the
// home screen is on it, none overlaps another, and each one to press is a
// 40-pixel touch target.
func TestBotLevelsFitAPhone(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		for _, kg := range knownGames {
			a := testApp(t, &fakePlatform{})
			a.SetSize(size[0], size[1])
			a.Step(graphics.Input{})
			clickID(t, a, "game:"+kg.id)
			for range 5 {
				if b, ok := a.Buttons().Find("seats+"); ok && b.Enabled() {
					clickID(t, a, "seats+")
				}
			}
			a.Step(graphics.Input{})
			bs := a.Buttons()
			if _, ok := bs.Find("level:" + strconv.Itoa(kg.hi-1)); !ok {
				t.Fatalf("%v %s: no level for Bot %d at %d players", size, kg.id, kg.hi-1, kg.hi)
			}
			for i, b := range bs {
				if b.Rect.X < 0 || b.Rect.Y < 0 || b.Rect.Right() > float64(size[0]) || b.Rect.Bottom() > float64(size[1]) {
					t.Errorf("%v %s: %s is off screen: %v", size, kg.id, b.ID, b.Rect)
				}
				if b.Style != graphics.StyleTip && min(b.Rect.W, b.Rect.H) < 40 {
					t.Errorf("%v %s: %s is %.0f×%.0f, under 40 pixels", size, kg.id, b.ID, b.Rect.W, b.Rect.H)
				}
				for _, c := range bs[i+1:] {
					if overlap(b.Rect, c.Rect) {
						t.Errorf("%v %s: %s and %s overlap", size, kg.id, b.ID, c.ID)
					}
				}
			}
		}
	}
}
