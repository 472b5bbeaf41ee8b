// UI logic without a GPU: the home screen's layout and clicks, the table's
// mapping from a prompt's options to buttons, the hot-seat pass screen,
// and every catalogue key the client uses. (Ebitengine's init needs a
// display on Linux: run under xvfb-run; nothing here draws.)
package app

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
	"majlis/rules/games"
)

type fakePlatform struct {
	prefs, current []byte
	saved          map[string][]byte // SaveLog's files
}

func (f *fakePlatform) LoadPrefs() []byte        { return f.prefs }
func (f *fakePlatform) SavePrefs(b []byte) error { f.prefs = b; return nil }
func (f *fakePlatform) SaveLog(n string, b []byte) (string, error) {
	if f.saved == nil {
		f.saved = map[string][]byte{}
	}
	f.saved[n] = b
	return n, nil
}
func (f *fakePlatform) PickLog(func(string, []byte, error)) bool { return false }
func (f *fakePlatform) SavedLogs() []string                      { return slices.Sorted(maps.Keys(f.saved)) }
func (f *fakePlatform) OpenSaved(n string) ([]byte, error) {
	if b, ok := f.saved[n]; ok {
		return b, nil
	}
	return nil, fmt.Errorf("no saved game %q", n)
}
func (f *fakePlatform) SaveCurrent(b []byte)  { f.current = b }
func (f *fakePlatform) LoadCurrent() []byte   { return f.current }
func (f *fakePlatform) LinkCode() string      { return "" }
func (f *fakePlatform) Link(c string) string  { return "#" + c }
func (f *fakePlatform) SetLinkCode(string)    {}
func (f *fakePlatform) CopyText(string) error { return nil }
func (f *fakePlatform) Online() Online        { return nil }

func testApp(t testing.TB, pf *fakePlatform) *App { return localApp(t, pf, 0) }

// localApp is a client whose local tables (new and resumed) have bots
// that wait botDelay before answering; they close when the test ends.
func localApp(t testing.TB, pf Platform, botDelay time.Duration) *App {
	t.Helper()
	cfg := Config{Platform: pf, Games: games.All()}
	var opened []session.Session
	keep := func(l *session.Local, err error) (session.Session, error) {
		if err != nil {
			return nil, err
		}
		opened = append(opened, l)
		return l, nil
	}
	cfg.NewLocal = func(s rules.Setup, humans []rules.Seat, levels []string) (session.Session, error) {
		g, err := games.Lookup(s.Game)
		if err != nil {
			return nil, err
		}
		return keep(session.NewLocal(session.LocalConfig{Game: g, Setup: s, Humans: humans, Levels: levels, BotDelay: botDelay}))
	}
	cfg.ResumeLocal = func(lg *rules.Log, humans []rules.Seat, levels []string) (session.Session, error) {
		g, err := games.Lookup(lg.Setup.Game)
		if err != nil {
			return nil, err
		}
		return keep(session.ResumeLocal(session.LocalConfig{Game: g, Humans: humans, Levels: levels, BotDelay: botDelay}, lg))
	}
	t.Cleanup(func() {
		for _, s := range opened {
			s.Close()
		}
	})
	a := New(cfg)
	a.SetSize(1280, 800)
	a.Step(graphics.Input{})
	return a
}

func clickID(t *testing.T, a *App, id string) {
	t.Helper()
	b, ok := a.Buttons().Find(id)
	if !ok {
		t.Fatalf("no button %q on the %s screen", id, screenName(a.screen))
	}
	a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
}

// waitButton steps the client until a button whose ID starts with prefix
// appears.
func waitButton(t testing.TB, a *App, prefix string) graphics.Button {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		a.Step(graphics.Input{})
		for _, b := range a.Buttons() {
			if strings.HasPrefix(b.ID, prefix) && b.Enabled() {
				return b
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %q button appeared on the %s screen", prefix, screenName(a.screen))
		}
		time.Sleep(time.Millisecond)
	}
}

func hasGame(id string) bool {
	_, err := games.Lookup(id)
	return err == nil
}

func TestHomeLayout(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	if screenName(a.screen) != "home" {
		t.Fatalf("opens on %s", screenName(a.screen))
	}
	bs := a.Buttons()
	for _, kg := range knownGames {
		b, ok := bs.Find("game:" + kg.id)
		if !ok {
			t.Fatalf("game %s not on the home screen", kg.id)
		}
		if hasGame(kg.id) != b.Enabled() {
			t.Errorf("game %s: registered %v, tile enabled %v", kg.id, hasGame(kg.id), b.Enabled())
		}
		if !b.Enabled() && b.Tip == "" {
			t.Errorf("game %s is shown disabled without saying why", kg.id)
		}
	}
	// Nothing overlaps and everything is on screen.
	checkOnScreen(t, bs)
	// A game not yet playable says why when the pointer rests on it,
	// and the screen is drawn again to show it.
	for _, kg := range knownGames {
		if b, _ := bs.Find("game:" + kg.id); !b.Enabled() {
			a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY()})
			a.dirty = false
			a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY()})
			if a.ui.Tip() != b.Tip || !a.dirty {
				t.Errorf("hover text over %s: %q (redraw %v), want %q", kg.id, a.ui.Tip(), a.dirty, b.Tip)
			}
			break
		}
	}
	if !hasGame("ayubistan") {
		t.Fatal("ayubistan is not registered")
	}
	b, _ := bs.Find("play-bots")
	if !b.Enabled() || !strings.Contains(b.Label, "Ayubistan") {
		t.Fatalf("play against bots: %+v", b)
	}
	// The player count stays within the game's range.
	for range 10 {
		if b, ok := a.Buttons().Find("seats+"); ok && b.Enabled() {
			clickID(t, a, "seats+")
		}
	}
	if h := a.screen.(*home); h.seats != 6 {
		t.Fatalf("seats went to %d", h.seats)
	}
}

// threePlayers is a local Ayubistan table of three people (Amal, Badr
// and Chadi) and no bots, closed when the test ends.
func threePlayers(t *testing.T) *session.Local {
	t.Helper()
	g, err := games.Lookup("ayubistan")
	if err != nil {
		t.Fatal(err)
	}
	setup := rules.Setup{Game: "ayubistan", Seats: 3, Names: []string{"Amal", "Badr", "Chadi"}}
	l, err := session.NewLocal(session.LocalConfig{Game: g, Setup: setup, Humans: []rules.Seat{0, 1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// checkOnScreen fails when a button is off a 1280×800 screen or two
// buttons overlap.
func checkOnScreen(t *testing.T, bs graphics.Buttons) {
	t.Helper()
	for i, b := range bs {
		if b.Rect.X < 0 || b.Rect.Y < 0 || b.Rect.Right() > 1280 || b.Rect.Bottom() > 800 {
			t.Errorf("%s is off screen: %v", b.ID, b.Rect)
		}
		for _, c := range bs[i+1:] {
			if overlap(b.Rect, c.Rect) {
				t.Errorf("%s and %s overlap", b.ID, c.ID)
			}
		}
	}
}

func overlap(a, b graphics.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// TestPlayAgainstBotsByClicking clicks "Play Ayubistan against bots",
// checks that every option of the prompt is offered, and answers it by a
// click at the layout's coordinates.
func TestPlayAgainstBotsByClicking(t *testing.T) {
	if !hasGame("ayubistan") {
		t.Fatal("ayubistan is not registered")
	}
	a := testApp(t, &fakePlatform{})
	clickID(t, a, "play-bots")
	if screenName(a.screen) != "table" {
		t.Fatalf("play-bots opened %s", screenName(a.screen))
	}
	tb := a.screen.(*table)
	waitButton(t, a, "move:")
	p := tb.prompt()
	if p == nil {
		t.Fatal("buttons without a prompt")
	}
	checkOptionsOffered(t, a, p)
	step := tb.status.Step
	b := waitButton(t, a, "move:")
	a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
	if tb.status.Step <= step {
		t.Fatalf("clicking %s did not play it (step %d)", b.ID, tb.status.Step)
	}
	if len(tb.sess.Log().Steps) == 0 || tb.sess.Log().Steps[0].Move != rules.Move(strings.TrimPrefix(b.ID, "move:")) {
		t.Fatalf("the log does not start with the clicked move %s", b.ID)
	}
}

// checkOptionsOffered: every option is a button on the current page, on
// another page, or in the numeric picker.
func checkOptionsOffered(t *testing.T, a *App, p *rules.Prompt) {
	t.Helper()
	tb := a.screen.(*table)
	prefix, group := numberGroup(p, tb.numbers)
	inGroup := map[int]bool{}
	for _, i := range group {
		inGroup[i] = true
	}
	seen := map[string]bool{}
	for page := 0; page < max(1, tb.pages); page++ {
		tb.page = page
		a.doLayout()
		for _, b := range a.Buttons() {
			seen[b.ID] = true
		}
	}
	tb.page = 0
	a.doLayout()
	for i, o := range p.Options {
		if inGroup[i] {
			if !strings.HasPrefix(string(o.Move), prefix) {
				t.Errorf("option %s grouped under %s", o.Move, prefix)
			}
			continue
		}
		if !seen[graphics.MoveID(o.Move)] {
			t.Errorf("option %s is not offered", o.Move)
		}
	}
}

func TestNumberGroup(t *testing.T) {
	all := func(string) bool { return true }
	p := &rules.Prompt{}
	p.Options = append(p.Options, rules.Option{Move: "decline"})
	for i := range 20 {
		p.Options = append(p.Options, rules.Option{Move: rules.Move("price:" + string(rune('a'+i%26)))})
	}
	if pf, _ := numberGroup(p, all); pf != "" {
		t.Fatal("non-numeric moves grouped")
	}
	p.Options = p.Options[:1]
	for i := range 20 {
		p.Options = append(p.Options, rules.Option{Move: rules.Move("price:" + itoa(i))})
	}
	pf, idx := numberGroup(p, all)
	if pf != "price:" || len(idx) != 20 || idx[0] != 1 {
		t.Fatalf("group %q %v", pf, idx)
	}
	// A run of ids (a Blood Challenge's targets, Gealias' dots) is no
	// quantity: a view that does not call the prefix a number gets no
	// picker.
	if pf, _ := numberGroup(p, func(prefix string) bool { return prefix == "give:" }); pf != "" {
		t.Fatalf("%q grouped, which the view does not count in", pf)
	}
}

func itoa(i int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+i/10)) + string(rune('0'+i%10)))
}

// TestHotseatPassScreen: nothing secret is shown until the next player
// says it is them.
func TestHotseatPassScreen(t *testing.T) {
	if !hasGame("ayubistan") {
		t.Fatal("ayubistan is not registered")
	}
	a := testApp(t, &fakePlatform{})
	clickID(t, a, "game:ayubistan")
	clickID(t, a, "seats-")
	clickID(t, a, "seats-")
	clickID(t, a, "hotseat")
	tb, ok := a.screen.(*table)
	if !ok {
		t.Fatalf("hot-seat opened %s", screenName(a.screen))
	}
	for turn := range 3 {
		a.Step(graphics.Input{})
		if _, ok := a.Buttons().Find("reveal"); !ok {
			t.Fatalf("turn %d: no pass screen", turn)
		}
		for _, b := range a.Buttons() {
			if strings.HasPrefix(b.ID, "move:") {
				t.Fatalf("turn %d: option %s shown on the pass screen", turn, b.ID)
			}
		}
		viewer := tb.viewer
		clickID(t, a, "reveal")
		b := waitButton(t, a, "move:")
		a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
		a.Step(graphics.Input{})
		if tb.viewer == viewer && tb.revealed {
			// Some answers keep the same seat deciding (a trade's price);
			// play on until another seat is asked.
			for tb.viewer == viewer && tb.revealed && !tb.status.Done {
				b := waitButton(t, a, "move:")
				a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
				a.Step(graphics.Input{})
			}
		}
	}
}

func TestResultsAfterAWholeGame(t *testing.T) {
	if !hasGame("ayubistan") {
		t.Fatal("ayubistan is not registered")
	}
	// Random bots: the game, not the bots' play, is what is tested.
	pf := &fakePlatform{prefs: []byte(`{"speed":0,"bot_levels":["easy","easy","easy"]}`)}
	a := testApp(t, pf)
	clickID(t, a, "play-bots")
	deadline := time.Now().Add(60 * time.Second)
	for screenName(a.screen) == "table" {
		if time.Now().After(deadline) {
			t.Fatal("the game did not end")
		}
		if in, ok := a.autoClick(); ok {
			a.Step(in)
		} else {
			a.Step(graphics.Input{})
			time.Sleep(time.Millisecond)
		}
	}
	if screenName(a.screen) != "results" {
		t.Fatalf("after the game: %s", screenName(a.screen))
	}
	if pf.current != nil {
		t.Fatal("a finished game is still kept for a reload")
	}
	r := a.screen.(*results)
	if !r.res.Done || len(r.res.Winners) == 0 {
		t.Fatalf("result %+v", r.res)
	}
	for _, id := range []string{"again", "save", "home"} {
		b, ok := a.Buttons().Find(id)
		if !ok {
			t.Fatalf("results screen lacks %s", id)
		}
		// The buttons sit in a row at the foot, under the scores.
		if b.Rect.H > a.th.Unit*8 || b.Rect.Bottom() < 800-a.th.Unit*12 {
			t.Fatalf("results button %s at %v", id, b.Rect)
		}
	}
	clickID(t, a, "again")
	if screenName(a.screen) != "table" {
		t.Fatalf("play again opened %s", screenName(a.screen))
	}
}

// The home screen's first frame needs only the client's catalogue file
// (every game's name, description and hover text) and the chosen game's
// (its options): each other game's file parsed there cost the browser's
// first frame time.
func TestHomeParsesOnlyTheCataloguesItShows(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	a.Layout(1280, 800)
	a.Update()
	a.Draw(ebiten.NewImage(1280, 800))
	h, ok := a.screen.(*home)
	if !ok {
		t.Fatalf("opens on %s", screenName(a.screen))
	}
	want := []string{"core", h.game}
	slices.Sort(want)
	if got := a.tr.Cat.Parsed(); !slices.Equal(got, want) {
		t.Fatalf("the home screen with %s chosen parsed the catalogue files %v", h.game, got)
	}
}

// TestShownGame: the game the home screen has chosen, then the table's,
// and none elsewhere (the browser's bots' worker rehearses it first).
func TestShownGame(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	if got := a.ShownGame(); got != "ayubistan" {
		t.Errorf("the home screen as it opens shows %q, want ayubistan", got)
	}
	clickID(t, a, "game:belaad")
	if got := a.ShownGame(); got != "belaad" {
		t.Errorf("after choosing Belaad the home screen shows %q", got)
	}
	a.StartBots("gealias", 3)
	if got := a.ShownGame(); got != "gealias" {
		t.Errorf("a Gealias table shows %q", got)
	}
	a.goTo(newSettings(a))
	if got := a.ShownGame(); got != "" {
		t.Errorf("the settings screen shows %q, want none", got)
	}
}

// The client's file names each game as the game's own file does.
func TestGameNamesAgree(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	for _, g := range games.All() {
		if got, want := a.tr.T("core.game."+g.ID()), a.tr.M(g.Name()); got != want {
			t.Errorf("game %s: the client calls it %q, its own catalogue %q", g.ID(), got, want)
		}
	}
}

// TestCatalogueKeys: every key the client's code names is in the English
// catalogue (string literals under graphics/ and cmd/game), and the keys
// built at run time too.
func TestCatalogueKeys(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	cat := a.tr.Cat
	re := regexp.MustCompile(`"(core\.[a-z0-9_.]*[a-z0-9_])"`)
	var files []string
	for _, dir := range []string{"..", "../../cmd/game"} {
		filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
			if err == nil && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
				files = append(files, p)
			}
			return nil
		})
	}
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			n++
			if !cat.Has(m[1]) {
				t.Errorf("%s: key %q is not in the catalogue", f, m[1])
			}
		}
	}
	if n < 50 {
		t.Fatalf("found only %d keys: the scan is broken", n)
	}
	for _, kg := range knownGames {
		if !cat.Has("core.game." + kg.id) {
			t.Errorf("no name for game %s", kg.id)
		}
	}
	for i := range 4 {
		if !cat.Has("core.settings.speed." + string(rune('0'+i))) {
			t.Errorf("no name for speed %d", i)
		}
	}
}

// fakeLobby is a room of four seats seen by its creator.
type fakeLobby struct {
	session.Session // not started: the session methods are not used
	info            LobbyInfo
	ver             uint64
}

// SetOptions checks the options as lockstep would and shows them.
func (f *fakeLobby) SetOptions(o map[string]string) error {
	g, err := games.Lookup(f.info.Game)
	if err != nil {
		return err
	}
	if err := rules.ValidateSetup(g, rules.Setup{Game: f.info.Game, Seats: len(f.info.Seats), Options: o}); err != nil {
		return err
	}
	f.info.Options = o
	f.ver++
	return nil
}

func (f *fakeLobby) Code() string    { return "K7QX2MPA" }
func (f *fakeLobby) Token() string   { return "t" }
func (f *fakeLobby) Info() LobbyInfo { return f.info }

// SetBot makes the seat a bot at level (or open) as lockstep would.
func (f *fakeLobby) SetBot(seat int, level string) error {
	if level == "" {
		f.info.Seats[seat] = LobbySeat{Kind: "open"}
	} else {
		f.info.Seats[seat] = LobbySeat{Kind: "bot", Level: level}
	}
	f.ver++
	return nil
}

func (f *fakeLobby) Claim(int) error              { return nil }
func (f *fakeLobby) Ready() error                 { return nil }
func (f *fakeLobby) Start() error                 { return nil }
func (f *fakeLobby) Started() bool                { return false }
func (f *fakeLobby) Version() uint64              { return f.ver }
func (f *fakeLobby) Status() session.Status       { return session.Status{} }
func (f *fakeLobby) Chats(int) []session.ChatLine { return nil }

func TestLobbyLayout(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	l := &fakeLobby{info: LobbyInfo{Game: "ayubistan", Creator: true, Seats: []LobbySeat{
		{Kind: "person", Name: "Amal", Mine: true}, {Kind: "open"}, {Kind: "bot"}, {Kind: "person", Name: "Badr"},
	}}}
	a.goTo(newLobby(a, l))
	a.Step(graphics.Input{})
	bs := a.Buttons()
	for _, id := range []string{"leave", "copy", "claim:1", "bot:1", "open:2", "start"} {
		if _, ok := bs.Find(id); !ok {
			t.Errorf("no %s in the creator's lobby", id)
		}
	}
	// The chat's field and lines are on screen and clear of the buttons.
	lb := a.screen.(*lobby)
	checkOnScreen(t, append(bs, graphics.Button{ID: "chat", Rect: lb.chat.Rect}, graphics.Button{ID: "chat-log", Rect: lb.log.Rect}))
}

// TestLobbyOptions: the creator changes the game's options in the lobby by
// clicking them; a joiner sees the values but cannot change them.
func TestLobbyOptions(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	seats := []LobbySeat{{Kind: "person", Name: "Amal", Mine: true}, {Kind: "open"}, {Kind: "bot"}, {Kind: "open"}, {Kind: "bot"}, {Kind: "person", Name: "Badr"}}
	l := &fakeLobby{info: LobbyInfo{Game: "ayubistan", Creator: true, Seats: seats}}
	a.goTo(newLobby(a, l))
	a.Step(graphics.Input{})
	label := func(a *App, id string) string {
		t.Helper()
		b, ok := a.Buttons().Find(id)
		if !ok {
			t.Fatalf("no %s in the lobby", id)
		}
		return b.Label
	}
	if got := label(a, "opt:length"); !strings.Contains(got, "Standard") {
		t.Fatalf("the length option starts at %q", got)
	}
	clickID(t, a, "opt:length")
	if l.info.Options["length"] != "extended" {
		t.Fatalf("clicking the length option set %v", l.info.Options)
	}
	a.Step(graphics.Input{})
	if got := label(a, "opt:length"); !strings.Contains(got, "Extended") {
		t.Fatalf("after the click the option shows %q", got)
	}
	clickID(t, a, "opt:teams")
	if want := map[string]string{"length": "extended", "teams": "yes"}; !maps.Equal(l.info.Options, want) {
		t.Fatalf("options %v, want %v", l.info.Options, want)
	}
	// With six seats the options still fit between the seats and the
	// start button.
	bs := a.Buttons()
	checkOnScreen(t, bs)

	// A joiner sees the creator's choice, disabled and explained.
	j := testApp(t, &fakePlatform{})
	jl := &fakeLobby{info: LobbyInfo{Game: "ayubistan", Options: map[string]string{"length": "extended"}, Seats: seats}}
	j.goTo(newLobby(j, jl))
	j.Step(graphics.Input{})
	b, ok := j.Buttons().Find("opt:length")
	if !ok || b.Enabled() || b.Tip == "" || !strings.Contains(b.Label, "Extended") {
		t.Fatalf("the joiner's length option: %+v", b)
	}
	j.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
	if jl.ver != 0 {
		t.Fatalf("a joiner's click changed the options to %v", jl.info.Options)
	}
}

// TestReplaySavedGames opens the saved games from the replay viewer's list
// by clicking them, a good one and a broken one.
func TestReplaySavedGames(t *testing.T) {
	g, _ := games.Lookup("ayubistan")
	l, err := session.NewLocal(session.LocalConfig{Game: g, Setup: rules.Setup{Game: "ayubistan", Seats: 2}})
	if err != nil {
		t.Fatal(err)
	}
	l.Close()
	var buf strings.Builder
	if err := rules.WriteLog(&buf, l.Log()); err != nil {
		t.Fatal(err)
	}
	pf := &fakePlatform{saved: map[string][]byte{"a.log": []byte(buf.String()), "b.log": []byte("not a log")}}
	a := testApp(t, pf)
	screen := ebiten.NewImage(1280, 800)
	pick := func(i int) *replay {
		t.Helper()
		a.Step(graphics.Input{})
		r := a.screen.(*replay)
		if r.saved.Rect.W == 0 || len(r.saved.Entries) != 2 {
			t.Fatalf("no list of saved games: %+v", r.saved)
		}
		a.dirty = true
		a.Draw(screen) // ebitenui places the list's entries as it draws
		lh := graphics.LineHeight(a.th.Body) + a.th.Unit
		y := r.saved.Rect.Y + a.th.Unit/2 + lh*(float64(i)+0.5)
		a.Step(graphics.Input{X: r.saved.Rect.X + a.th.Unit*4, Y: y, Click: true})
		return a.screen.(*replay)
	}
	a.goTo(newReplay(a, "", nil))
	if r := pick(0); r.name != "a.log" || r.err != "" || len(r.states) != 1 {
		t.Fatalf("picking a.log: name %q, error %q, %d states", r.name, r.err, len(r.states))
	}
	clickID(t, a, "open") // no file dialog here: back to the list
	if r := pick(1); r.name != "b.log" || r.err == "" {
		t.Fatalf("picking a broken log: name %q, error %q", r.name, r.err)
	}
}

// TestReplayViewer opens a saved log, steps through it by clicking, and
// refuses a tampered one saying at which step.
func TestReplayViewer(t *testing.T) {
	if !hasGame("ayubistan") {
		t.Fatal("ayubistan is not registered")
	}
	g, _ := games.Lookup("ayubistan")
	l, err := session.NewLocal(session.LocalConfig{Game: g, Setup: rules.Setup{Game: "ayubistan", Seats: 3}})
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for len(l.Log().Steps) < 20 && !l.Status().Done {
		if time.Now().After(deadline) {
			t.Fatal("the bots did not play")
		}
		time.Sleep(time.Millisecond)
	}
	l.Close()
	var buf strings.Builder
	if err := rules.WriteLog(&buf, l.Log()); err != nil {
		t.Fatal(err)
	}
	a := testApp(t, &fakePlatform{})
	a.goTo(newReplay(a, "game.log", []byte(buf.String())))
	a.Step(graphics.Input{})
	r := a.screen.(*replay)
	if r.err != "" || len(r.states) != len(l.Log().Steps)+1 {
		t.Fatalf("replay: %q, %d states for %d steps", r.err, len(r.states), len(l.Log().Steps))
	}
	clickID(t, a, "forward")
	clickID(t, a, "forward")
	if r.at != 2 {
		t.Fatalf("at step %d after two forwards", r.at)
	}
	clickID(t, a, "back")
	clickID(t, a, "last")
	if r.at != len(r.states)-1 {
		t.Fatalf("last went to %d", r.at)
	}
	if b, _ := a.Buttons().Find("forward"); b.Enabled() {
		t.Fatal("forward is offered at the end")
	}
	// Everything, then the spectator's view, then each seat's.
	clickID(t, a, "viewer")
	clickID(t, a, "viewer")
	if r.viewer != 0 {
		t.Fatalf("viewer %d after two clicks", r.viewer)
	}
	if st := r.tableState(); st.Viewer != 0 || st.State.(interface{ Setup() rules.Setup }) == nil {
		t.Fatal("the replay does not show seat 0's view")
	}
	// Tampering with a step's hash is caught at that step.
	lines := strings.Split(buf.String(), "\n")
	f := strings.Fields(lines[5]) // step 3
	f[5] = strings.Repeat("0", 64)
	lines[5] = strings.Join(f, " ")
	a.goTo(newReplay(a, "bad.log", []byte(strings.Join(lines, "\n"))))
	a.Step(graphics.Input{})
	r = a.screen.(*replay)
	if !strings.Contains(r.err, "step 3") || len(r.states) != 3 {
		t.Fatalf("tampered log: %q with %d states", r.err, len(r.states))
	}
}

// awaySession is a networked table seen from seat 0 whose seat 1 player
// has left: seat 1 shows as Away until a bot takes it over.
type awaySession struct {
	session.Session
	mu    sync.Mutex
	away  bool
	asked []rules.Seat
	ver   uint64
}

func (s *awaySession) Local() []rules.Seat { return []rules.Seat{0} }

func (s *awaySession) Version() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.Session.Version() + s.ver
}

func (s *awaySession) Status() session.Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.Session.Status()
	if s.away {
		st.Waiting = append(st.Waiting, session.Waiting{Seat: 1, Name: "Badr", Away: true})
	}
	return st
}

func (s *awaySession) HandToBot(seat rules.Seat) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.asked = append(s.asked, seat)
	return nil
}

func (s *awaySession) setAway(away bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.away = away
	s.ver++
}

// TestHandAwaySeatToBot: when the table waits for a player who left, the
// others are offered to give that seat to a bot; the click votes through
// the session, and the button says the vote is cast until the seat is
// back or handed over.
func TestHandAwaySeatToBot(t *testing.T) {
	l := threePlayers(t)
	s := &awaySession{Session: l}
	a := testApp(t, &fakePlatform{})
	a.goTo(newTable(a, s, false))
	a.Step(graphics.Input{})
	if _, ok := a.Buttons().Find("hand:1"); ok {
		t.Fatal("a hand-to-bot button while nobody is away")
	}
	s.setAway(true)
	b := waitButton(t, a, "hand:")
	if b.ID != "hand:1" || b.Label != "Give Badr's seat to a bot" {
		t.Fatalf("the button for the away seat: %+v", b)
	}
	bs := a.Buttons()
	checkOnScreen(t, bs)
	clickID(t, a, "hand:1")
	if !slices.Equal(s.asked, []rules.Seat{1}) {
		t.Fatalf("the click voted for %v", s.asked)
	}
	b, _ = a.Buttons().Find("hand:1")
	if b.Enabled() || b.Tip == "" {
		t.Fatalf("after the vote the button is %+v", b)
	}
	// The seat was handed over (or its player came back): no button.
	s.setAway(false)
	// The table reads the session in one frame and lays out in the next.
	for range 2 {
		a.Step(graphics.Input{})
	}
	if _, ok := a.Buttons().Find("hand:1"); ok {
		t.Fatal("the button stays after the seat is no longer away")
	}
	if len(a.screen.(*table).handed) != 0 {
		t.Fatal("the vote is remembered after the seat came back")
	}
}

// linkPlatform is a page opened at a room's link, with online play.
type linkPlatform struct {
	fakePlatform
	code string
	on   *fakeOnline
}

func (p *linkPlatform) LinkCode() string { return p.code }
func (p *linkPlatform) Online() Online   { return p.on }

type fakeOnline struct {
	mu      sync.Mutex
	token   string
	joined  []string
	resumed []string
	names   []string // the names given to Join
	lobby   *fakeLobby
}

func (o *fakeOnline) Create(string, map[string]string, int, string) (Lobby, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.lobby, nil
}

func (o *fakeOnline) Join(code, name string) (Lobby, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.joined = append(o.joined, code)
	o.names = append(o.names, name)
	return o.lobby, nil
}

func (o *fakeOnline) Resume(token string) (Lobby, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.resumed = append(o.resumed, token)
	return o.lobby, nil
}

func (o *fakeOnline) SaveToken(t string) { o.mu.Lock(); o.token = t; o.mu.Unlock() }
func (o *fakeOnline) Token() string      { o.mu.Lock(); defer o.mu.Unlock(); return o.token }

// TestReloadResumesBeforeLink: a reload keeps both the room's link in the
// address and the tab's resume token; the client resumes as the same
// player instead of joining the room again as someone new. Without a
// token the link joins.
func TestReloadResumesBeforeLink(t *testing.T) {
	for _, tc := range []struct {
		token        string
		join, resume bool
	}{{"K7QX2MPA.secret", false, true}, {"", true, false}} {
		on := &fakeOnline{token: tc.token, lobby: &fakeLobby{info: LobbyInfo{Game: "ayubistan", Seats: []LobbySeat{{Kind: "person", Name: "Amal"}, {Kind: "person", Name: "Badr", Mine: true}}}}}
		pf := &linkPlatform{code: "K7QX2MPA", on: on}
		a := New(Config{Platform: pf, Games: games.All()})
		a.SetSize(1280, 800)
		deadline := time.Now().Add(10 * time.Second)
		for screenName(a.screen) != "lobby" {
			if time.Now().After(deadline) {
				t.Fatalf("token %q: still on %s", tc.token, screenName(a.screen))
			}
			if n, ok := a.screen.(*askName); ok {
				// The link asks for a name before joining.
				n.name.Value = "Badr"
				a.Step(graphics.Input{})
				clickID(t, a, "name-ok")
			}
			a.Step(graphics.Input{})
			time.Sleep(time.Millisecond)
		}
		on.mu.Lock()
		if (len(on.joined) > 0) != tc.join || (len(on.resumed) > 0) != tc.resume {
			t.Errorf("token %q: joined %v, resumed %v", tc.token, on.joined, on.resumed)
		}
		if tc.resume && len(on.resumed) > 0 && on.resumed[0] != tc.token {
			t.Errorf("resumed with %q, want %q", on.resumed[0], tc.token)
		}
		on.mu.Unlock()
	}
}

// BenchmarkIdleTableTick is one tick of a table that waits for the
// player: what an idle table costs per frame besides drawing, which it
// skips (the benchmark fails if a frame would be drawn).
func BenchmarkIdleTableTick(b *testing.B) {
	a := testApp(b, &fakePlatform{})
	a.prefs.Speed = 0 // events shown at once: nothing is left to reveal
	a.StartBots("ayubistan", 4)
	waitButton(b, a, "move:")
	for range 100 {
		a.Step(graphics.Input{X: 5, Y: 5})
	}
	a.dirty = false
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		a.Step(graphics.Input{X: 5, Y: 5})
	}
	b.StopTimer()
	if a.dirty {
		b.Fatal("an idle table asked for a frame")
	}
}

// TestLobbyShowsPaths: the lobby says how each peer is reached and the
// round-trip time, in the catalogue's words.
func TestLobbyShowsPaths(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	l := &fakeLobby{info: LobbyInfo{Game: "ayubistan", Seats: []LobbySeat{{Kind: "person", Name: "Amal"}, {Kind: "person", Name: "Badr", Mine: true}, {Kind: "person", Name: "Dalia"}},
		Peers: []string{"Amal", "Badr", "Dalia"},
		Paths: []PeerPath{{Name: "Amal", Kind: "reflexive", RTT: 23 * time.Millisecond}, {Name: "Dalia", Kind: "relayed", RTT: 81 * time.Millisecond}}}}
	a.goTo(newLobby(a, l))
	a.Step(graphics.Input{})
	var got []string
	for _, ln := range a.screen.(*lobby).log.Lines {
		got = append(got, ln.Text)
	}
	want := []string{"At the table: Amal, Badr, Dalia", "Amal: through NAT, 23 ms", "Dalia: relayed by the server, 81 ms"}
	if !slices.Equal(got, want) {
		t.Errorf("lobby lines %q, want %q", got, want)
	}
	// A path learnt later (the browser reads it a moment after the
	// connection opens) changes the screen's version though the
	// session's stays.
	v := a.screen.version()
	l.info.Paths[0].RTT = 30 * time.Millisecond
	if a.screen.version() == v {
		t.Error("a new round-trip time does not redraw the lobby")
	}
	if a.screen.version() != a.screen.version() {
		t.Error("the lobby's version changes with nothing new")
	}
}

// TestChangedFollowsTheSessionOnScreen: the channel an idle client's pacer
// sleeps on is nil where no session is shown and closes when the table's
// session changes.
func TestChangedFollowsTheSessionOnScreen(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	if a.Changed() != nil {
		t.Fatal("the home screen shows no session, yet Changed is not nil")
	}
	clickID(t, a, "play-bots")
	b := waitButton(t, a, "move:")
	ch := a.Changed()
	if ch == nil {
		t.Fatal("the table's session cannot be watched")
	}
	select {
	case <-ch:
		t.Fatal("Changed is closed before anything changed")
	default:
	}
	a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
	select {
	case <-ch:
	case <-time.After(10 * time.Second):
		t.Fatal("a move did not close Changed")
	}
}

// TestQuestionLines: a question too long for the bar's line takes a
// second line where the line's box holds two, whole when it fits in two,
// and a short one stays on one.
func TestQuestionLines(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	u := th.Unit
	long := "Well-Archer Nadir raids Street of Lanterns: defend it with a Hero and a face-up card, or not. (secret until everyone has answered)"
	box := graphics.R(0, 0, 900, u*6)
	got := questionLines(long, th.Bold, box)
	if len(got) != 2 || strings.Join(got, " ") != long {
		t.Errorf("the long question in %v reads %q", box, got)
	}
	for _, l := range got {
		if w := graphics.TextWidth(l, th.Bold); w > box.W {
			t.Errorf("line %q is %.0f wide in %.0f", l, w, box.W)
		}
	}
	if got := questionLines("Choose your action for this turn.", th.Bold, box); len(got) != 1 {
		t.Errorf("a short question reads %q", got)
	}
	low := graphics.R(0, 0, 900, graphics.LineHeight(th.Bold)*1.5)
	if got := questionLines(long, th.Bold, low); len(got) != 1 || !strings.HasSuffix(got[0], "…") {
		t.Errorf("the long question in a one-line box reads %q", got)
	}
	narrow := graphics.R(0, 0, 300, u*6)
	if got := questionLines(long, th.Bold, narrow); len(got) != 2 || !strings.HasSuffix(got[1], "…") {
		t.Errorf("the long question in %v reads %q", narrow, got)
	}
}
