// Rehearsal: a table laid out, drawn and played a few moves off screen
// while the home screen waits, so that a browser has compiled the table's
// code before the player opens one. V8 compiles a WebAssembly function
// when it is first called, on the page's thread: a table's first frame
// paid for compiling its game's rules and view in one task that froze the
// page as the table opened, and as its first bot began to think.
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
	// rehearseAfter is how long the home screen shows a game before its
	// table is rehearsed: a player who picks a game at once and plays it
	// pays the compiling at the table as before, and one looking through
	// the games does not pay for each.
	rehearseAfter = time.Second
	// rehearsalMoves is how many moves a rehearsal plays: enough to run
	// the rules' Apply and the view's animations once.
	rehearsalMoves = 3
)

// rehearsal is what the home screen knows of rehearsing: the game it last
// saw shown, since when, the games already rehearsed, and the one under way.
type rehearsal struct {
	game  string
	since time.Time
	done  []string
	run   *rehearsalRun
}

// rehearsalRun is a rehearsal under way: a table of its own, played a
// stage a tick (open, draw, then a move and a draw), so that compiling
// its code is spread over several short tasks rather than one long one.
type rehearsalRun struct {
	sess  session.Session
	app   *App // a client of its own, on the shown one's theme and catalogue
	dst   *ebiten.Image
	stage int
	moves int
}

// rehearsing says that a rehearsal is under way, or that the game the
// home screen shows is to be rehearsed now (Config.Rehearse).
func (a *App) rehearsing() bool {
	h, ok := a.screen.(*home)
	if !ok || !a.cfg.Rehearse {
		return false
	}
	return a.rehearsal.run != nil || h.game == a.rehearsal.game && !slices.Contains(a.rehearsal.done, h.game) &&
		time.Since(a.rehearsal.since) >= rehearseAfter
}

// rehearseNext notes the game the home screen shows and, once it has
// shown it for rehearseAfter with nothing pressed, rehearses its table a
// stage a tick: ticks of their own, never one in which the player is
// answered. Leaving the home screen ends a rehearsal under way.
func (a *App) rehearseNext(in graphics.Input) {
	h, ok := a.screen.(*home)
	if !ok || !a.cfg.Rehearse {
		a.endRehearsal()
		return
	}
	if a.rehearsal.run == nil && h.game != a.rehearsal.game {
		a.rehearsal.game, a.rehearsal.since = h.game, time.Now()
		return
	}
	if !a.rehearsing() || in.Pressed || in.Any() {
		return
	}
	if a.rehearsal.run == nil {
		a.rehearsal.done = append(a.rehearsal.done, h.game)
		g := a.gameByID(h.game)
		if g == nil {
			return
		}
		a.rehearsal.run = a.openRehearsal(g)
		return
	}
	if !a.rehearsal.run.next() {
		a.endRehearsal()
	}
}

// endRehearsal throws the rehearsal under way away.
func (a *App) endRehearsal() {
	if r := a.rehearsal.run; r != nil {
		r.sess.Close()
		r.dst.Deallocate()
		a.rehearsal.run = nil
	}
}

// openRehearsal opens a table of g with every seat played here, as seat
// 0 sees it, on a client of its own that shares this one's theme and
// catalogue (and so their caches), and lays it out. Nothing is saved or
// sent: the table is not local (it keeps nothing) and its platform is
// quiet. It returns nil if the table cannot open.
func (a *App) openRehearsal(g rules.Game) *rehearsalRun {
	lo, _ := g.Seats()
	s := rules.Setup{Game: g.ID(), Seats: lo, Names: make([]string, lo)}
	for i := range s.Names {
		s.Names[i] = a.tr.T("core.player", rules.Int(i+1))
	}
	var humans []rules.Seat
	for i := range lo {
		humans = append(humans, rules.Seat(i))
	}
	sess, err := a.cfg.NewLocal(s, humans, nil)
	if err != nil {
		return nil // a table that cannot open has nothing to rehearse
	}
	cfg := a.cfg
	cfg.Platform = quiet{}
	cfg.Test, cfg.Report, cfg.Autoplay, cfg.Rehearse = false, nil, false, false
	r := &App{cfg: cfg, th: a.th, tr: a.tr, prefs: a.prefs, dsf: a.dsf, w: a.w, h: a.h, dirty: true, relayout: true}
	r.ui = graphics.NewWidgets(a.th)
	t := newTable(r, sess, false)
	// One player's view, as a table against bots shows it, not the
	// hot-seat's pass screen.
	t.hotseat, t.viewer, t.revealed = false, 0, true
	t.refresh(r)
	r.goTo(t)
	r.step(graphics.Input{X: -1, Y: -1})
	return &rehearsalRun{sess: sess, app: r, dst: ebiten.NewImage(a.w, a.h)}
}

// next plays the rehearsal's next stage: a draw, then a move, and so on
// for rehearsalMoves moves. It returns false when the rehearsal is over.
func (r *rehearsalRun) next() bool {
	r.stage++
	if r.stage%2 == 1 {
		r.app.Draw(r.dst)
		return r.moves < rehearsalMoves
	}
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
	r.app.step(graphics.Input{X: -1, Y: -1})
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
