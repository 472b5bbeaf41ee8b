// Rehearsal: a table laid out, drawn and played a few moves off screen
// while the home screen or a lobby waits, so that a browser has compiled
// the table's code before the player opens one. V8 compiles a WebAssembly
// function when it is first called, on the page's thread: a table's first
// frame paid for compiling its game's rules and view in one task that
// froze the page as the table opened, and as its first bot began to think.
package app

import (
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
)

const (
	// rehearseAfter is how long a screen shows a game before its table
	// is rehearsed: a player who picks a game at once and plays it pays
	// the compiling at the table as before, and one looking through the
	// games on the home screen does not pay for each.
	rehearseAfter = time.Second
	// rehearsalMoves is how many moves a rehearsal plays: enough to run
	// the rules' Apply and the view's animations once.
	rehearsalMoves = 3
	// rehearseGap is the least time between a rehearsal's stages: after a
	// long frame Ebitengine runs several ticks at once to catch up, and
	// each would otherwise play a stage in the same task.
	rehearseGap = 50 * time.Millisecond
)

// rehearsal is what the client knows of rehearsing: the game it last saw
// shown, since when, the games already rehearsed, and the one under way.
type rehearsal struct {
	game  string
	since time.Time
	done  []string
	run   *rehearsalRun
	last  time.Time // when the last stage ended
}

// rehearsalRun is a rehearsal under way: a table of its own, played a
// stage a tick, so that compiling its code is spread over short tasks
// rather than one long one. Its stages: set the game up, open the table,
// lay it out, draw it, then for each move: play it, lay out, draw.
type rehearsalRun struct {
	home  *App // the client on screen (the home screen's or a lobby's)
	game  rules.Game
	sess  session.Session
	app   *App // the rehearsal's own client, on home's theme and catalogue
	dst   *ebiten.Image
	stage int
	moves int
}

// waiting is a screen on which the player waits to open a table: the home
// screen, a lobby. tableGame is the game whose table would open.
type waiting interface{ tableGame() string }

func (h *home) tableGame() string   { return h.game }
func (lb *lobby) tableGame() string { return lb.info.Game }

// rehearsing says that a rehearsal is under way, or that the game the
// waiting screen shows is to be rehearsed now (Config.Rehearse).
func (a *App) rehearsing() bool {
	w, ok := a.screen.(waiting)
	if !ok || !a.cfg.Rehearse {
		return false
	}
	g := w.tableGame()
	return a.rehearsal.run != nil || g == a.rehearsal.game && !slices.Contains(a.rehearsal.done, g) &&
		time.Since(a.rehearsal.since) >= rehearseAfter
}

// rehearseNext notes the game the waiting screen shows and, once it has
// shown it for rehearseAfter with nothing pressed, rehearses its table a
// stage a tick: ticks of their own, never one in which the player is
// answered. Leaving the screen ends a rehearsal under way.
func (a *App) rehearseNext(in graphics.Input) {
	w, ok := a.screen.(waiting)
	if !ok || !a.cfg.Rehearse {
		a.endRehearsal()
		return
	}
	game := w.tableGame()
	if a.rehearsal.run == nil && game != a.rehearsal.game {
		a.rehearsal.game, a.rehearsal.since = game, time.Now()
		return
	}
	if !a.rehearsing() || in.Pressed || in.Any() || time.Since(a.rehearsal.last) < rehearseGap {
		return
	}
	defer func() { a.rehearsal.last = time.Now() }()
	if a.rehearsal.run == nil {
		a.rehearsal.done = append(a.rehearsal.done, game)
		g := a.gameByID(game)
		if g == nil {
			return
		}
		a.rehearsal.run = &rehearsalRun{home: a, game: g}
	}
	if !a.rehearsal.run.next() {
		a.endRehearsal()
	}
}

// endRehearsal throws the rehearsal under way away.
func (a *App) endRehearsal() {
	r := a.rehearsal.run
	if r == nil {
		return
	}
	if r.sess != nil {
		r.sess.Close()
	}
	if r.dst != nil {
		r.dst.Deallocate()
	}
	a.rehearsal.run = nil
}

// rehearsalStages is how many stages a whole rehearsal takes.
const rehearsalStages = 4 + 3*rehearsalMoves

// next plays the rehearsal's next stage. It returns false when the
// rehearsal is over (or cannot go on: a table that cannot open, a game
// over, has nothing more to rehearse).
func (r *rehearsalRun) next() bool {
	r.stage++
	away := graphics.Input{X: -1, Y: -1}
	switch {
	case r.stage == 1:
		return r.open()
	case r.stage == 2:
		// One player's view, as a table against bots shows it, not the
		// hot-seat's pass screen.
		t := newTable(r.app, r.sess, false)
		t.hotseat, t.viewer, t.revealed = false, 0, true
		t.refresh(r.app)
		r.app.goTo(t)
	case r.stage%3 == 0:
		r.app.step(away)
	case r.stage%3 == 1:
		r.app.Draw(r.dst)
		return r.stage < rehearsalStages
	default:
		if !r.move() {
			return false
		}
	}
	return true
}

// open sets the game up with every seat played here, on a client of its
// own that shares the home client's theme and catalogue (and so their
// caches). Nothing is saved or sent: its table is not local (it keeps
// nothing) and its platform is quiet.
func (r *rehearsalRun) open() bool {
	a := r.home
	lo, _ := r.game.Seats()
	s := rules.Setup{Game: r.game.ID(), Seats: lo, Names: make([]string, lo)}
	for i := range s.Names {
		s.Names[i] = a.tr.T("core.player", rules.Int(i+1))
	}
	var humans []rules.Seat
	for i := range lo {
		humans = append(humans, rules.Seat(i))
	}
	sess, err := a.cfg.NewLocal(s, humans, nil)
	if err != nil {
		return false
	}
	cfg := a.cfg
	cfg.Platform = quiet{}
	cfg.Test, cfg.Report, cfg.Autoplay, cfg.Rehearse = false, nil, false, false
	r.sess = sess
	r.app = &App{cfg: cfg, th: a.th, tr: a.tr, prefs: a.prefs, dsf: a.dsf, w: a.w, h: a.h, dirty: true, relayout: true}
	r.app.ui = graphics.NewWidgets(a.th)
	// Drawn on, not looked at: the draws run the table's code, the pixels
	// would only cost the GPU.
	r.dst = ebiten.NewImage(16, 16)
	return true
}

// move answers the first prompt waiting with its first option.
func (r *rehearsalRun) move() bool {
	ws := r.sess.Status().Waiting
	if len(ws) == 0 {
		return false
	}
	seat := ws[0].Seat
	ps := r.sess.View(seat).Prompts()
	i := slices.IndexFunc(ps, func(p rules.Prompt) bool { return p.Seat == seat && len(p.Options) > 0 })
	if i < 0 || r.sess.Submit(seat, ps[i].Options[0].Move) != nil {
		return false
	}
	r.moves++
	return true
}

// quiet is the platform of a rehearsal: it keeps, shows and sends nothing.
type quiet struct{}

func (quiet) LoadPrefs() []byte                                   { return nil }
func (quiet) SavePrefs([]byte) error                              { return nil }
func (quiet) SaveLog(string, []byte) (string, error)              { return "", nil }
func (quiet) PickLog(func(name string, b []byte, err error)) bool { return false }
func (quiet) SavedLogs() []string                                 { return nil }
func (quiet) OpenSaved(string) ([]byte, error)                    { return nil, nil }
func (quiet) SaveCurrent([]byte)                                  {}
func (quiet) LoadCurrent() []byte                                 { return nil }
func (quiet) LinkCode() string                                    { return "" }
func (quiet) Link(string) string                                  { return "" }
func (quiet) SetLinkCode(string)                                  {}
func (quiet) CopyText(string) error                               { return nil }
func (quiet) Online() Online                                      { return nil }
