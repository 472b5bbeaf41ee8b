// Package app is the client's screens (home, lobby, table, results,
// replay viewer, settings) and the Ebitengine game that hosts them. It
// drives games through net/session's Session interface (the contract only;
// it never imports a transport) and reaches the platform (files, browser
// storage, online tables) through the Platform the program gives it.
//
// Idle frames are not redrawn: the screen is kept between frames and drawn
// again only when the session's Version, the layout, the hover or an
// animation changes.
package app

import (
	"encoding/json"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
	"majlis/rules/bot"
)

// Prefs are the settings kept between visits.
type Prefs struct {
	Name string `json:"name"`
	// Speed is the animation speed: 0 off, 1 slow, 2 normal, 3 fast.
	Speed int `json:"speed"`
	// Levels are the bots' levels (rules/bot's), by the bot's number:
	// Levels[0] is Bot 1's.
	Levels []string `json:"bot_levels,omitempty"`
}

// DefaultPrefs are the settings of a first visit.
func DefaultPrefs() Prefs { return Prefs{Speed: 2} }

// StepDelay is how long one event of a battle stays on its own before the
// next is shown, at this speed.
func (p Prefs) StepDelay() time.Duration {
	switch p.Speed {
	case 0:
		return 0
	case 1:
		return 1200 * time.Millisecond
	case 3:
		return 250 * time.Millisecond
	}
	return 600 * time.Millisecond
}

// Platform is what the program offers the screens: storage, files, the
// page's address, and online tables. Every method may be called from the
// game loop and must not block for long.
type Platform interface {
	LoadPrefs() []byte
	SavePrefs(b []byte) error
	// SaveLog stores a finished or running game's log and says where
	// (a path on the desktop; a download in the browser).
	SaveLog(name string, b []byte) (string, error)
	// PickLog offers the player a log to open (a file dialog or an upload
	// in the browser); the answer arrives later through done. Platforms
	// without a picker return false and rely on drag and drop.
	PickLog(done func(name string, b []byte, err error)) bool
	// SavedLogs names the logs SaveLog kept, newest first (none where
	// SaveLog hands the file to the player, as the browser does), and
	// OpenSaved reads one of them.
	SavedLogs() []string
	OpenSaved(name string) ([]byte, error)
	// Current keeps the running local game so that a reload of the same
	// tab resumes it; nil data forgets it.
	SaveCurrent(data []byte)
	LoadCurrent() []byte
	// LinkCode is the room code of the address the page was opened with
	// ("" when none); Link makes a link from a code.
	LinkCode() string
	Link(code string) string
	SetLinkCode(code string)
	CopyText(s string) error
	// Online is the online play service, nil when this build has none.
	Online() Online
}

// Config is what the program gives the client.
type Config struct {
	Platform Platform
	// NewLocal starts a local table: humans play the listed seats, bots
	// the others at levels[seat] (rules/bot's levels; "" for a human).
	NewLocal func(setup rules.Setup, humans []rules.Seat, levels []string) (session.Session, error)
	// ResumeLocal carries on a saved local game, its bots at levels.
	ResumeLocal func(log *rules.Log, humans []rules.Seat, levels []string) (session.Session, error)
	// Views holds each game's table view by game id; games without one
	// are played at the basic table.
	Views map[string]func() graphics.GameView
	// Games lists the games this build plays (games.All()).
	Games []rules.Game
	// ReplayFile, when set, opens the replay viewer on that log at start.
	ReplayFile []byte
	// Test enables the page's test hooks and, with Autoplay, lets the local
	// seats answer every prompt with a random legal option by clicking it.
	Test, Autoplay bool
	// Rehearse has the home screen and a lobby rehearse the table of the
	// game they show, off screen, once they have shown it a second
	// (rehearse.go): in the browser a table's code is compiled as it
	// first runs.
	Rehearse bool
	// Report, when set, hears the test information whenever the screen or
	// the step changes (the desktop prints it for its tests).
	Report func(TestInfo)
}

// screen is one screen of the client.
type screen interface {
	// layout rebuilds the screen's widgets for the area and returns them.
	layout(a *App, r graphics.Rect) graphics.Buttons
	// update handles input; the click has already been resolved to a
	// button (ok false when there was none).
	update(a *App, in graphics.Input, b graphics.Button, ok bool)
	draw(a *App, dst *ebiten.Image)
	// version changes when something outside the input changed what the
	// screen shows (a session's Version, a timer, a running animation).
	version() uint64
}

// App is the client: an ebiten.Game.
type App struct {
	cfg   Config
	th    *graphics.Theme
	tr    *graphics.Tr
	prefs Prefs

	screen  screen
	watch   atomic.Pointer[session.Watched] // the session on screen, for Changed
	buttons graphics.Buttons
	ui      *graphics.Widgets // the buttons and fields as ebitenui widgets
	w, h    int
	dsf     float64

	in        graphics.Input
	press     graphics.Press // the press under way: a click, a long press or a drag
	hover     hovered        // the button under the pointer at the last tick
	lastVer   uint64
	dirty     bool
	relayout  bool
	toast     string
	toastAt   time.Time
	toastOK   bool   // the toast is news, not a problem
	frames    uint64 // frames actually drawn, for the idle measure
	autoTick  uint64
	in0       graphics.Input // the last tick's input
	tip       string         // the hover text drawn
	drawnAt   time.Time      // when the last frame was drawn
	blink     bool           // the frame to draw is only for the caret
	rehearsal rehearsal      // the home screen's rehearsals (Config.Rehearse)

	// test is what the page's test hooks read.
	test, reported TestInfo
}

// TestInfo is what a test reads about the client (through the page's hook
// or directly): the screen, and at the table the seat, step and hash.
type TestInfo struct {
	Screen  string       `json:"screen"`
	Seat    int          `json:"seat"`
	Step    int          `json:"step"`
	Done    bool         `json:"done"`
	Hash    string       `json:"hash"`
	Code    string       `json:"code,omitempty"`
	Buttons []ButtonInfo `json:"buttons"`
	Frames  uint64       `json:"frames"`
	Pressed bool         `json:"pressed"`
	Error   string       `json:"error,omitempty"`
	Note    string       `json:"note,omitempty"` // what a screen waits for (the lobby's readiness)
	// Rehearsed are the games whose tables the client has rehearsed to
	// the end (Config.Rehearse).
	Rehearsed []string        `json:"rehearsed,omitempty"`
	Extra     json.RawMessage `json:"extra,omitempty"`
}

// ButtonInfo is a clickable thing in screen pixels.
type ButtonInfo struct {
	ID         string     `json:"id"`
	X, Y, W, H float64    `json:"-"`
	Rect       [4]float64 `json:"rect"`
	// Where says, for an option of the viewer's prompt, whether it is a
	// target on the table ("table") or a button in the prompt bar ("bar");
	// "tip" marks a hover area, which answers nothing.
	Where string `json:"where,omitempty"`
}

// New builds the client.
func New(cfg Config) *App {
	a := &App{cfg: cfg, tr: graphics.NewTr(), prefs: DefaultPrefs(), dsf: 1, w: 1280, h: 800, dirty: true, relayout: true}
	if b := cfg.Platform.LoadPrefs(); len(b) > 0 {
		var p Prefs
		if json.Unmarshal(b, &p) == nil {
			if p.Speed < 0 || p.Speed > 3 {
				p.Speed = 2
			}
			p.Name, _ = cutName(p.Name)
			a.prefs = p
		}
	}
	a.th = graphics.NewTheme(a.w, a.h, a.dsf)
	a.ui = graphics.NewWidgets(a.th)
	a.goTo(a.firstScreen())
	return a
}

func (a *App) firstScreen() screen {
	if a.cfg.ReplayFile != nil {
		return newReplay(a, "", a.cfg.ReplayFile)
	}
	// A token kept by this tab is a reload in the middle of an online
	// table: rejoin as the same player. It comes before the link, which
	// still names that room after the reload and would join as someone
	// new.
	if s := resumeOnline(a); s != nil {
		return s
	}
	if code := a.cfg.Platform.LinkCode(); code != "" && a.cfg.Platform.Online() != nil {
		return newAskName(a, "core.name.join", func(a *App) screen { return newJoining(a, code) })
	}
	if s := resumeCurrent(a); s != nil {
		return s
	}
	return newHome(a)
}

// Tr is the translator.
func (a *App) Tr() *graphics.Tr { return a.tr }

// go switches to another screen.
func (a *App) goTo(s screen) {
	if c, ok := a.screen.(interface{ close() }); ok && a.screen != s {
		c.close()
	}
	a.screen = s
	a.relayout, a.dirty = true, true
	var w session.Watched
	if ws, ok := s.(interface{ watched() session.Watched }); ok {
		w = ws.watched()
	}
	a.watch.Store(&w)
}

// say shows a short message at the bottom of the screen for a while, in
// the colour of something gone wrong.
func (a *App) say(msg string) {
	a.toast, a.toastAt, a.toastOK = msg, time.Now(), false
	a.dirty = true
}

// note is say for news that is not a problem (a game saved, a link
// copied), in a neutral colour.
func (a *App) note(msg string) {
	a.say(msg)
	a.toastOK = true
}

func (a *App) savePrefs() {
	b, err := json.Marshal(a.prefs)
	if err == nil {
		err = a.cfg.Platform.SavePrefs(b)
	}
	if err != nil {
		a.say(a.tr.T("core.error.prefs", rules.Text(err.Error())))
	}
}

// Layout makes the screen as large as the window in device pixels, so
// text is sharp on high-density screens.
func (a *App) Layout(ow, oh int) (int, int) {
	dsf := ebiten.Monitor().DeviceScaleFactor()
	if dsf <= 0 {
		dsf = 1
	}
	w, h := int(float64(ow)*dsf), int(float64(oh)*dsf)
	if w != a.w || h != a.h || dsf != a.dsf {
		a.w, a.h, a.dsf = w, h, dsf
		a.th.Resize(w, h, dsf)
		a.relayout, a.dirty = true, true
	}
	return w, h
}

// Update handles one tick.
func (a *App) Update() error {
	in := graphics.ReadInput()
	if a.cfg.Autoplay {
		if c, ok := a.autoClick(); ok {
			in = c
		}
	}
	if files := ebiten.DroppedFiles(); files != nil {
		if name, b, err := readDropped(files); err == nil {
			a.goTo(newReplay(a, name, b))
		} else if err != errNoFile {
			a.say(a.tr.T("core.error.open", rules.Text(err.Error())))
		}
	}
	a.step(in)
	a.rehearseNext(in)
	return nil
}

// step is Update without Ebitengine's input, so that autoplay and tests
// drive the client through the same path as a click.
func (a *App) step(in graphics.Input) {
	a.in = in
	if v := a.screen.version(); v != a.lastVer {
		a.lastVer = v
		a.relayout, a.dirty = true, true
	}
	if a.relayout {
		a.doLayout()
	}
	a.press.Slop = a.th.Unit * 1.5
	ev := a.press.Step(in, time.Now(), a.grab)
	wi := in
	if a.press.Claims() {
		// A long press or a drag is no click: the widgets see the
		// pointer away, and so release it on nothing.
		wi.X, wi.Y = -1, -1
	}
	b, ok := a.ui.Update(wi)
	before := a.screen
	a.screen.update(a, in, b, ok)
	if g, isG := a.screen.(gestured); isG && ev == graphics.PressDropped {
		g.drop(a, a.press.From(), in.X, in.Y)
	}
	if ev != graphics.PressNone {
		a.dirty = true // a card held opens large, a drop ends a drag
	}
	// What the tick changed (input, a new screen, a move or an event told)
	// is laid out now, so that the buttons the next click meets are the
	// ones drawn: a page whose frames are scarce (a busy machine, a
	// throttled tab) would otherwise keep the old ones until its next tick.
	if v := a.screen.version(); in.Any() || a.screen != before || v != a.lastVer {
		a.relayout, a.dirty = true, true
		a.lastVer = v
		a.doLayout()
	}
	var hover hovered
	if hb, ok := a.buttons.At(in.X, in.Y); ok {
		hover = hovered{hb.ID, hb.Rect}
	}
	if hover != a.hover || in.Pressed != a.in0.Pressed || in.Pressed && (in.X != a.in0.X || in.Y != a.in0.Y) {
		// A hover, a press, or a drag (of a scrollbar) changes the look.
		a.hover, a.dirty = hover, true
	}
	a.in0 = in
	if tip := a.ui.Tip(); tip != a.tip {
		a.tip, a.dirty = tip, true // hover text came or went
	}
	if !a.dirty && a.ui.Typing() && time.Since(a.drawnAt) >= graphics.CaretPeriod {
		a.dirty, a.blink = true, true // only the caret blinks
	}
	if a.toast != "" && time.Since(a.toastAt) > 4*time.Second {
		a.toast, a.dirty = "", true
	}
	a.updateTest()
}

// gestured is a screen whose things answer a long press and a drag.
type gestured interface {
	// grab says what the button b under a press allows.
	grab(a *App, b graphics.Button) (drag, hold bool)
	// drop drops the thing picked up by button from at x, y.
	drop(a *App, from string, x, y float64)
}

// grab is the press's view of the thing under the pointer.
func (a *App) grab(x, y float64) (string, bool, bool) {
	b, ok := a.buttons.At(x, y)
	g, isG := a.screen.(gestured)
	if !ok || !isG {
		return b.ID, false, false
	}
	drag, hold := g.grab(a, b)
	return b.ID, drag, hold
}

// hovered names a button under the pointer (IDs repeat across a screen).
type hovered struct {
	id string
	r  graphics.Rect
}

func (a *App) doLayout() {
	a.relayout = false
	a.buttons = a.screen.layout(a, graphics.R(0, 0, float64(a.w), float64(a.h)))
	var ex graphics.Extras
	if e, ok := a.screen.(interface{ extras() graphics.Extras }); ok {
		ex = e.extras()
	}
	a.ui.Sync(a.buttons, ex)
}

// Draw redraws the screen only when something changed.
func (a *App) Draw(dst *ebiten.Image) {
	if !a.dirty {
		return
	}
	a.dirty, a.blink = false, false
	a.frames++
	// The test information was made in Update, before this frame: an idle
	// client may not tick again for a second, so it counts this one now.
	a.test.Frames = a.frames
	a.drawnAt = time.Now()
	a.th.StartFrame()
	dst.Fill(a.th.Background)
	a.screen.draw(a, dst)
	// The widgets, what a screen draws on them (a game tile's picture),
	// and the hover text over everything.
	var over func(*ebiten.Image)
	if o, ok := a.screen.(interface{ drawOver(*App, *ebiten.Image) }); ok {
		over = func(dst *ebiten.Image) { o.drawOver(a, dst) }
	}
	a.ui.Draw(dst, over)
	defer a.report()
	if a.toast != "" {
		th := a.th
		w := min(graphics.TextWidth(a.toast, th.Body)+th.Unit*4, float64(a.w)-th.Unit*2)
		r := graphics.R(float64(a.w)/2-w/2, float64(a.h)-th.Unit*8, w, th.Unit*5)
		bg := th.Bad
		if a.toastOK {
			bg = th.PanelHi
		}
		th.RoundRect(dst, r.X, r.Y, r.W, r.H, th.Unit, bg)
		th.DrawTextIn(dst, graphics.Ellipsize(a.toast, th.Body, r.W-th.Unit*2), th.Body, r, th.Ink, graphics.AlignCenter)
	}
}

// Frames is how many frames were drawn (not skipped) so far.
func (a *App) Frames() uint64 { return a.frames }

// ShownGame is the id of the game the screen is about: the one chosen on
// the home screen, or a table's; "" on other screens. The browser's client
// names it to the bots' worker, which rehearses that game first.
func (a *App) ShownGame() string {
	switch s := a.screen.(type) {
	case *home:
		return s.game
	case *table:
		return s.game.ID()
	}
	return ""
}

// Buttons returns the current screen's widgets (for tests and hooks).
func (a *App) Buttons() graphics.Buttons { return a.buttons }

// Step runs one tick with the given input (tests).
func (a *App) Step(in graphics.Input) { a.step(in) }

// SetSize lays the client out for a screen of w×h (tests).
func (a *App) SetSize(w, h int) {
	a.w, a.h = w, h
	a.th.Resize(w, h, a.dsf)
	a.relayout, a.dirty = true, true
}

// Test returns what the test hooks read.
func (a *App) Test() TestInfo { return a.test }

func (a *App) updateTest() {
	t := TestInfo{Screen: screenName(a.screen), Seat: -1, Frames: a.frames, Pressed: a.in.Pressed}
	for _, b := range a.buttons {
		if !b.Enabled() && b.Style != graphics.StyleTip {
			continue
		}
		bi := ButtonInfo{ID: b.ID, Rect: [4]float64{b.Rect.X / a.dsf, b.Rect.Y / a.dsf, b.Rect.W / a.dsf, b.Rect.H / a.dsf}}
		if b.Style == graphics.StyleTip {
			// A hover area: where a thing is drawn (a card a test drags).
			bi.Where = "tip"
		}
		t.Buttons = append(t.Buttons, bi)
	}
	if ti, ok := a.screen.(interface{ testInfo(*TestInfo) }); ok {
		ti.testInfo(&t)
	}
	t.Rehearsed = a.rehearsal.done
	if a.rehearsal.run != nil {
		t.Rehearsed = t.Rehearsed[:len(t.Rehearsed)-1] // the one under way
	}
	a.test = t
}

// report tells the test information after a frame was drawn, when the
// screen or the step changed since the last report.
func (a *App) report() {
	if a.cfg.Report == nil {
		return
	}
	t := a.test
	if t.Screen != a.reported.Screen || t.Step != a.reported.Step {
		a.reported = t
		a.cfg.Report(t)
	}
}

func screenName(s screen) string {
	switch s.(type) {
	case *home:
		return "home"
	case *table:
		return "table"
	case *results:
		return "results"
	case *replay:
		return "replay"
	case *settings:
		return "settings"
	case *lobby:
		return "lobby"
	case *connecting:
		return "connecting"
	case *askName:
		return "name"
	case *howTo:
		return "howto"
	}
	return "other"
}

// StartBots opens a table of game id against bots at once (a command-line
// shortcut and a test aid); seats 0 means the game's smallest table of at
// least four. Its bots play at random (the easy level), so that tests
// run fast; StartBotsAt chooses their level.
func (a *App) StartBots(id string, seats int) { a.StartBotsAt(id, seats, bot.Levels[0]) }

// StartBotsAt is StartBots with every bot at level (rules/bot's levels).
func (a *App) StartBotsAt(id string, seats int, level string) {
	g := a.gameByID(id)
	if g == nil {
		a.say(a.tr.T("core.error.start", rules.Text(id)))
		return
	}
	if _, err := bot.ForLevel(level); err != nil {
		a.say(a.tr.T("core.error.start", rules.Text(err.Error())))
		return
	}
	lo, hi := g.Seats()
	if seats == 0 {
		seats = min(max(4, lo), hi)
	}
	h := newHome(a)
	h.pickGame(a, id)
	h.seats = min(max(seats, lo), hi)
	s := h.setup(a)
	levels := make([]string, s.Seats)
	for i := 1; i < s.Seats; i++ {
		s.Names[i] = a.tr.T("core.bot_name", rules.Int(i))
		levels[i] = strings.ToLower(level)
	}
	startLocal(a, s, []rules.Seat{0}, levels)
}
