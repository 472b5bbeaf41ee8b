// The replay viewer: open a saved log (a file dropped on the window or
// picked, an upload in the browser), check it hash by hash, and step back
// and forward through the game as any seat or as a spectator.
package app

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
)

type replay struct {
	name   string
	err    string
	lg     *rules.Log
	game   rules.Game
	tr     *graphics.Tr
	view   graphics.GameView
	states []rules.State // states[i] is after step i (0: the setup)
	events [][]rules.Event
	at     int
	viewer rules.Seat // rules.Spectator or a seat; -2 shows everything
	ver    uint64
	picked chan picked
	saved  graphics.ChoiceList // the saved games, while no log is open
	mainR  graphics.Rect       // where the game's view is laid out
}

type picked struct {
	name string
	b    []byte
	err  error
}

const allSeats rules.Seat = -2

func newReplay(a *App, name string, b []byte) *replay {
	r := &replay{name: name, viewer: allSeats, picked: make(chan picked, 1)}
	if b != nil {
		r.open(a, name, b)
	} else {
		r.saved.Entries = a.cfg.Platform.SavedLogs()
	}
	return r
}

// open reads and checks a log; the states are kept for stepping.
func (r *replay) open(a *App, name string, b []byte) {
	r.name, r.err, r.lg, r.states, r.events, r.at = name, "", nil, nil, nil, 0
	r.ver++
	lg, err := rules.ReadLog(bytes.NewReader(b))
	if err != nil {
		r.err = err.Error()
		return
	}
	var g rules.Game
	for _, x := range a.cfg.Games {
		if x.ID() == lg.Setup.Game {
			g = x
		}
	}
	if g == nil {
		r.err = a.tr.T("core.replay.unknown_game", rules.Text(lg.Setup.Game))
		return
	}
	if err := rules.ValidateSetup(g, lg.Setup); err != nil {
		r.err = err.Error()
		return
	}
	st, evs, err := g.New(lg.Setup, lg.Entropy)
	if err != nil {
		r.err = err.Error()
		return
	}
	if st.Hash() != lg.Hash {
		r.err = (&rules.ReplayError{Step: 0, Err: errors.New("hash differs")}).Error()
		return
	}
	r.states = append(r.states, st.Clone())
	r.events = append(r.events, evs)
	for i, s := range lg.Steps {
		evs, err := st.Apply(s.Seat, s.Move, s.Entropy)
		if err == nil && st.Hash() != s.Hash {
			err = fmt.Errorf("state hash %s, log says %s", st.Hash(), s.Hash)
		}
		if err != nil {
			r.err = (&rules.ReplayError{Step: i + 1, Err: err}).Error()
			break
		}
		r.states = append(r.states, st.Clone())
		r.events = append(r.events, evs)
	}
	r.lg, r.game = lg, g
	r.tr = forSetup(a, lg.Setup, nil, nil, rules.Spectator)
	if mk, ok := a.cfg.Views[g.ID()]; ok {
		r.view = mk()
	} else {
		r.view = basicView{}
	}
}

func (r *replay) version() uint64 { return r.ver }

func (r *replay) tableState() graphics.TableState {
	st := r.states[r.at]
	viewer := r.viewer
	if viewer != allSeats {
		st = st.View(viewer)
	} else {
		viewer = rules.Spectator
	}
	ts := graphics.TableState{State: st, Viewer: viewer, Tr: r.tr, Waiting: map[rules.Seat]graphics.WaitMark{}}
	for _, p := range r.states[r.at].Prompts() {
		ts.Waiting[p.Seat] = graphics.Waiting
	}
	for _, e := range r.events[r.at] {
		if r.viewer == allSeats || e.VisibleTo(r.viewer) {
			ts.Events = append(ts.Events, e.Msg)
		}
	}
	return ts
}

func (r *replay) extras() graphics.Extras {
	if r.saved.Rect.W == 0 {
		return graphics.Extras{}
	}
	return graphics.Extras{Choices: []*graphics.ChoiceList{&r.saved}}
}

func (r *replay) layout(a *App, area graphics.Rect) graphics.Buttons {
	th, tr := a.th, a.tr
	u := th.Unit
	top, rest := area.CutTop(u * 7)
	tb := top.Inset(u)
	home, tb := tb.CutRight(u * 16)
	_, tb = tb.CutRight(u)
	open, _ := tb.CutRight(u * 22)
	bs := graphics.Buttons{
		{ID: "home", Rect: home, Label: tr.T("core.results.home"), Icon: "house"},
		{ID: "open", Rect: open, Label: tr.T("core.replay.open"), Icon: "cloud-upload"},
	}
	r.saved.ID, r.saved.Rect = "saved", graphics.Rect{}
	if len(r.states) == 0 {
		if len(r.saved.Entries) > 0 {
			// Under the hint and the list's heading.
			col := rest.Inset(u * 4)
			col.W = min(col.W, u*80)
			_, list := col.CutTop(graphics.LineHeight(th.Body)*3 + graphics.LineHeight(th.Bold)*1.5)
			r.saved.Rect = list
		}
		return bs
	}
	bar, main := rest.CutBottom(u * 8)
	b := bar.Inset(u)
	cols := b.Columns(6, u)
	viewLabel := tr.T("core.replay.as_all")
	if r.viewer == rules.Spectator {
		viewLabel = tr.T("core.spectator")
	} else if r.viewer >= 0 {
		viewLabel = r.tr.Names(r.viewer)
	}
	last := len(r.states) - 1
	bs = append(bs,
		graphics.Button{ID: "first", Rect: cols[0], Icon: "previous-button", Label: tr.T("core.replay.first"), Style: disabledIf(r.at == 0)},
		graphics.Button{ID: "back", Rect: cols[1], Icon: "previous-button", Label: tr.T("core.replay.back"), Style: disabledIf(r.at == 0)},
		graphics.Button{ID: "step", Rect: cols[2], Label: tr.T("core.replay.step", rules.Int(r.at), rules.Int(last)), Style: graphics.StyleTip},
		graphics.Button{ID: "forward", Rect: cols[3], Icon: "next-button", Label: tr.T("core.replay.forward"), Style: disabledIf(r.at == last)},
		graphics.Button{ID: "last", Rect: cols[4], Icon: "next-button", Label: tr.T("core.replay.last"), Style: disabledIf(r.at == last)},
		graphics.Button{ID: "viewer", Rect: cols[5], Icon: "person", Label: viewLabel},
	)
	r.mainR = main.Inset(u)
	bs = append(bs, r.view.Layout(th, r.mainR, r.tableState())...)
	return bs
}

// grab lets a thing on the replayed table be held to show it large, as at
// a table (a phone has no hover); nothing is dragged, since a replay makes
// no moves.
func (r *replay) grab(a *App, b graphics.Button) (drag, hold bool) {
	g, ok := r.view.(graphics.Gestures)
	if !ok || len(r.states) == 0 || !r.mainR.Contains(b.Rect.CX(), b.Rect.CY()) {
		return false, false
	}
	_, hold = g.Grab(r.tableState(), b.ID)
	return false, hold
}

func (r *replay) drop(*App, string, float64, float64) {}

func (r *replay) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	select {
	case p := <-r.picked:
		if p.err != nil {
			a.say(a.tr.T("core.error.open", rules.Text(p.err.Error())))
		} else {
			r.open(a, p.name, p.b)
		}
	default:
	}
	if len(r.states) > 0 {
		if in.Right && r.at < len(r.states)-1 {
			r.at++
		}
		if in.Left && r.at > 0 {
			r.at--
		}
	}
	if !ok {
		return
	}
	if n, ok := strings.CutPrefix(b.ID, "saved:"); ok {
		i, err := strconv.Atoi(n)
		if err != nil || i < 0 || i >= len(r.saved.Entries) {
			return
		}
		name := r.saved.Entries[i]
		if data, err := a.cfg.Platform.OpenSaved(name); err != nil {
			a.say(a.tr.T("core.error.open", rules.Text(err.Error())))
		} else {
			r.open(a, name, data)
		}
		return
	}
	switch b.ID {
	case "home":
		a.goTo(newHome(a))
	case "open":
		ch := r.picked
		if !a.cfg.Platform.PickLog(func(name string, b []byte, err error) { ch <- picked{name, b, err} }) {
			// No file dialog: back to the list of saved games.
			*r = *newReplay(a, "", nil)
			r.ver++
			if len(r.saved.Entries) == 0 {
				a.say(a.tr.T("core.replay.drop"))
			}
		}
	case "first":
		r.at = 0
	case "back":
		r.at = max(0, r.at-1)
	case "forward":
		r.at = min(len(r.states)-1, r.at+1)
	case "last":
		r.at = len(r.states) - 1
	case "viewer":
		r.viewer++
		if int(r.viewer) >= r.lg.Setup.Seats {
			r.viewer = allSeats
		}
	}
}

func (r *replay) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	area := graphics.R(0, 0, float64(a.w), float64(a.h))
	top, rest := area.CutTop(u * 7)
	th.RoundRect(dst, top.X, top.Y, top.W, top.H, 0, th.Palette.Panel)
	title := tr.T("core.replay.title")
	if r.name != "" {
		title = tr.T("core.replay.title_file", rules.Text(r.name))
	}
	th.DrawTextIn(dst, title, th.Title, graphics.R(u, top.Y, top.W-u*42, top.H), th.Accent, graphics.AlignStart)
	if len(r.states) == 0 {
		msg := tr.T("core.replay.hint")
		if len(r.saved.Entries) > 0 {
			msg = tr.T("core.replay.hint_saved")
		}
		if r.err != "" {
			msg = tr.T("core.replay.bad", rules.Text(r.err))
		}
		col := rest.Inset(u * 4)
		th.DrawParagraph(dst, msg, th.Body, col, th.Ink)
		if r.saved.Rect.W > 0 {
			head := graphics.R(col.X, r.saved.Rect.Y-graphics.LineHeight(th.Bold)*1.4, r.saved.Rect.W, graphics.LineHeight(th.Bold))
			th.DrawTextIn(dst, tr.T("core.replay.saved"), th.Bold, head, th.InkDim, graphics.AlignStart)
		}
	} else {
		_, main := rest.CutBottom(u * 8)
		// The view shows what is hovered or held (a card large), as at
		// a table.
		hover := ""
		if hb, ok := a.buttons.At(a.in.X, a.in.Y); ok {
			hover = hb.ID
		}
		r.view.Draw(dst, th, main.Inset(u), r.tableState(), a.press.Hover(hover))
		if r.err != "" {
			th.DrawParagraph(dst, tr.T("core.replay.bad", rules.Text(r.err)), th.Bold, main.Inset(u*2), th.Bad)
		}
	}
}

var errNoFile = errors.New("no file")

// readDropped reads the first regular file dropped on the window.
func readDropped(fsys fs.FS) (string, []byte, error) {
	// Ebitengine's dropped files list themselves; io/fs's ReadDir would
	// bring a sort of its own into the browser's download (14 kB).
	d, ok := fsys.(fs.ReadDirFS)
	if !ok {
		return "", nil, errNoFile
	}
	ents, err := d.ReadDir(".")
	if err != nil {
		return "", nil, err
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		f, err := fsys.Open(e.Name())
		if err != nil {
			return "", nil, err
		}
		defer f.Close()
		b, err := io.ReadAll(io.LimitReader(f, 64<<20))
		return e.Name(), b, err
	}
	return "", nil, errNoFile
}

var _ = session.Entry{}
