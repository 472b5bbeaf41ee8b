// The table screen: a game in progress through a Session. The viewer's
// prompt is asked in the prompt bar and its options are highlighted where
// they live on the table; the log panel tells what happened in sentences,
// one event at a time at the animation speed; hot-seat shows a "pass to"
// screen before revealing the next player's secrets.
package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
)

type table struct {
	sess  session.Session
	local bool // a local session: saved for a reload to resume
	// moved says a player here made a move not yet saved; savedAt is
	// when the local game was last saved (keep).
	moved   bool
	savedAt time.Time
	hook    bool // the client's test information is read (Config.Test, Report)
	game    rules.Game
	view    graphics.GameView
	tr      *graphics.Tr
	hotseat bool

	viewer   rules.Seat
	revealed bool // hot-seat: the viewer has confirmed it is them

	sessVer uint64
	st      rules.State // what the table shows: the state as of the event being told
	cur     rules.State // the session's present state, as the viewer sees it
	status  session.Status
	history []session.Entry

	// The telling's past: the whole state after shadowStep steps,
	// replayed from the log (see narrate.go).
	shadow     rules.State
	shadowStep int

	// The log panel: every event the viewer may see, revealed one at a
	// time (shown counts the revealed ones).
	events    []rules.Msg
	evStep    []int    // the step of each event
	eventText []string // the events put in words so far (logLines)
	shown     int
	shownAt   time.Time
	reelVer   uint64
	animVer   uint64
	log       graphics.TextList // the log and chat, as the panel lists them

	pickPrefix string // the numeric picker's options and position
	pickIdx    int
	pickLen    int
	page       int // prompt options page
	pages      int
	promptKey  string // to reset the page when the prompt changes

	chat      graphics.TextField
	chats     []session.ChatLine
	mainR     graphics.Rect
	targets   graphics.Buttons
	onTable   map[string]bool // the IDs of the prompt options placed on the table
	finished  bool
	autoPause int

	sideR     graphics.Rect // the log panel and chat, below any hand buttons
	infoR     graphics.Rect // the top bar left of its buttons: the game and the status
	barBottom float64       // the prompt bar's foot

	chatAt   []int // for each chat line, how many events were told when it came
	leaving  bool
	barRows  int                 // rows of options the prompt bar holds now: 0 until a prompt first needs the bar
	barGrown bool                // a prompt has needed the bar's rows; they stay from then on
	handed   map[rules.Seat]bool // seats this peer voted to give to a bot
}

// botHander is a networked session that can give a departed player's seat
// to a bot (a vote: lockstep's HandToBot).
type botHander interface {
	HandToBot(seat rules.Seat) error
}

// awaySeats are the seats whose player has left and that this peer may
// vote to give to a bot.
func (t *table) awaySeats() []rules.Seat {
	if _, ok := t.sess.(botHander); !ok || t.status.Done || t.status.Fault != "" {
		return nil
	}
	var out []rules.Seat
	for _, w := range t.status.Waiting {
		if w.Away && !w.Bot && !slices.Contains(t.sess.Local(), w.Seat) {
			out = append(out, w.Seat)
		}
	}
	return out
}

func newTable(a *App, sess session.Session, local bool) *table {
	t := &table{sess: sess, local: local, game: sess.Game(), viewer: rules.Spectator, hook: a.cfg.Test || a.cfg.Report != nil}
	locals := sess.Local()
	you := rules.Spectator
	if len(locals) == 1 {
		you = locals[0]
	}
	t.tr = forSetup(a, sess.Setup(), botSeats(sess), sessionLevels(sess), you)
	if mk, ok := a.cfg.Views[t.game.ID()]; ok {
		t.view = mk()
	} else {
		t.view = basicView{}
	}
	t.hotseat = len(locals) > 1
	if len(locals) == 1 {
		t.viewer, t.revealed = locals[0], true
	}
	t.chat = graphics.TextField{ID: "chat", Placeholder: a.tr.T("core.table.chat_placeholder"), Max: 200}
	t.refresh(a)
	// What happened before the table opened (a reload, a resumed game) is
	// shown at once; only what happens from now on is told.
	t.skip()
	return t
}

// forSetup is a translator naming seats as seatNames does (bot says
// which seats bots play; nil for none known), a bot with its level
// (levels by seat, nil for none known), the seat you marked as the
// viewer's own.
func forSetup(a *App, s rules.Setup, bot func(int) bool, levels []string, you rules.Seat) *graphics.Tr {
	tr := a.tr.ForSetup(s)
	names := seatNames(a, s.Names, s.Seats, bot)
	for i, l := range levels {
		if i < len(names) && l != "" {
			names[i] = withLevel(a, names[i], l)
		}
	}
	tr.Names = func(seat rules.Seat) string {
		if int(seat) < 0 || int(seat) >= len(names) {
			return a.tr.T("core.spectator")
		}
		if seat == you {
			return a.tr.T("core.lobby.you", rules.Text(names[seat]))
		}
		return names[seat]
	}
	return tr
}

// botSeats says which seats of an online table bots play (from its
// lobby), nil for a local table, whose setup names its bots.
func botSeats(sess session.Session) func(int) bool {
	l, ok := sess.(interface{ Info() LobbyInfo })
	if !ok {
		return nil
	}
	seats := l.Info().Seats
	return func(i int) bool { return i < len(seats) && seats[i].Kind == "bot" }
}

func (t *table) close() {}

// acting is the first local seat the table waits for, or false.
func (t *table) acting() (rules.Seat, bool) {
	locals := t.sess.Local()
	for _, w := range t.status.Waiting {
		if !w.Answered && slices.Contains(locals, w.Seat) {
			return w.Seat, true
		}
	}
	return 0, false
}

// refresh reads the session after it changed.
func (t *table) refresh(a *App) {
	t.sessVer = t.sess.Version()
	t.status = t.sess.Status()
	switched := false
	if t.hotseat {
		if s, ok := t.acting(); ok && (s != t.viewer || !t.revealed) {
			if s != t.viewer {
				t.viewer, t.revealed = s, false
				t.rebuildEvents()
				switched = true
			}
		}
	}
	t.cur = t.sess.View(t.viewer)
	n := len(t.history)
	t.history = append(t.history, t.sess.History(n)...)
	for _, e := range t.history[n:] {
		t.addEvents(e)
	}
	if switched {
		// The next player sees the table as it is, behind the pass
		// screen: nothing is left to tell.
		t.shown = len(t.events)
	}
	t.syncState()
	t.chats = t.sess.Chats(0)
	for len(t.chatAt) < len(t.chats) {
		t.chatAt = append(t.chatAt, t.shown)
	}
	// A vote counts while the seat stays away; if its player came back,
	// a later departure is a new question.
	away := t.awaySeats()
	for s := range t.handed {
		if !slices.Contains(away, s) {
			delete(t.handed, s)
		}
	}
	if t.local {
		t.keep(a)
	}
}

// saveEvery bounds how often a run of moves made by others (the bots of a
// local game) is kept. Keeping writes the whole log: a 636-step Sands
// game's is 95 KB and took 0.65 ms a step natively, several times that
// under WebAssembly, and long games run to thousands of steps.
const saveEvery = 2 * time.Second

// keep saves the local game after a move made here, while the game waits
// for a player here, once it is over, and otherwise every saveEvery: a
// reload may replay the bots' last moves, never lose a player's.
func (t *table) keep(a *App) {
	atRest := t.status.Done
	for _, w := range t.status.Waiting {
		atRest = atRest || slices.Contains(t.sess.Local(), w.Seat)
	}
	if !t.moved && !atRest && time.Since(t.savedAt) < saveEvery {
		return
	}
	saveCurrent(a, t)
	t.moved, t.savedAt = false, time.Now()
}

func (t *table) addEvents(e session.Entry) {
	for _, ev := range e.Events {
		if ev.VisibleTo(t.viewer) {
			t.events = append(t.events, ev.Msg)
			t.evStep = append(t.evStep, e.Step)
		}
	}
}

// rebuildEvents recomputes the log for a new viewer: everything already
// happened, so it is all shown at once.
func (t *table) rebuildEvents() {
	t.events, t.evStep, t.eventText = nil, nil, nil
	for _, e := range t.history {
		t.addEvents(e)
	}
	t.shown = len(t.events)
}

func (t *table) version() uint64 {
	if an, ok := t.view.(graphics.Animator); ok && an.Animating(time.Now()) {
		// Something moves: draw every frame until it stops.
		t.animVer++
	}
	return t.sessVer<<24 + t.reelVer<<12 + t.animVer
}

// tick reveals the next event when its time has come.
func (t *table) tick(a *App) {
	if v := t.sess.Version(); v != t.sessVer {
		t.refresh(a)
	}
	if t.shown < len(t.events) {
		d := a.prefs.StepDelay()
		if d == 0 || time.Since(t.shownAt) >= d {
			if d == 0 {
				t.shown = len(t.events)
			} else {
				t.shown++
			}
			t.shownAt = time.Now()
			t.reelVer++
			t.syncState()
		}
	}
	if t.status.Done && t.shown >= len(t.events) && !t.finished {
		t.finished = true
		if t.local {
			a.cfg.Platform.SaveCurrent(nil)
		} else if on := a.cfg.Platform.Online(); on != nil {
			on.SaveToken("")
		}
		a.goTo(newResults(a, t))
	}
}

// prompt is the viewer's prompt now, if any: none once the table
// stopped, nor while the log is still telling what led to it.
func (t *table) prompt() *rules.Prompt {
	if !t.revealed || t.st == nil || t.status.Fault != "" || !t.caughtUp() {
		return nil
	}
	for _, p := range t.st.Prompts() {
		if p.Seat == t.viewer {
			return &p
		}
	}
	return nil
}

func (t *table) tableState() graphics.TableState {
	return t.tableStateFor(nil)
}

func (t *table) tableStateFor(a *App) graphics.TableState {
	ts := graphics.TableState{State: t.st, Viewer: t.viewer, Prompt: t.prompt(), Tr: t.tr, Waiting: map[rules.Seat]graphics.WaitMark{}}
	for _, w := range t.status.Waiting {
		m := graphics.Waiting
		switch {
		case w.Away:
			m = graphics.Away
		case w.Answered:
			m = graphics.Sealed
		}
		ts.Waiting[w.Seat] = m
	}
	if a != nil {
		ts.Motion = 2 * a.prefs.StepDelay() / 3
		if from, ok := a.press.Dragging(); ok {
			ts.Drag = graphics.Drag{From: from, X: a.in.X, Y: a.in.Y}
		}
	}
	lo := max(0, t.shown-24)
	ts.Events = slices.Clone(t.events[lo:t.shown])
	return ts
}

// Layout: a top bar, the log and chat on the right, the prompt bar at the
// bottom, the game's table in the rest.
func (t *table) layout(a *App, r graphics.Rect) graphics.Buttons {
	th, tr := a.th, a.tr
	u := th.Unit
	var bs graphics.Buttons
	t.chat.Rect, t.log.Rect = graphics.Rect{}, graphics.Rect{} // until placed below
	frame := th.TableScreen(r)
	tb := frame.Top.Inset(u)
	// On a narrow screen the bar's buttons are icons, their words on
	// hover.
	narrow := frame.Narrow
	leaveB := graphics.Button{ID: "leave", Label: tr.T("core.table.leave"), Icon: "exit-door"}
	if t.leaving {
		leaveB.Label, leaveB.Style, leaveB.Tip = tr.T("core.table.leave_sure"), graphics.StylePrimary, tr.T("core.table.leave_confirm")
	}
	top3 := []graphics.Button{
		leaveB,
		{ID: "save", Label: tr.T("core.table.save"), Icon: "cloud-upload"},
		{ID: "help", Label: tr.T("core.howto.open"), Icon: "scroll-unfurled", Tip: tr.T("core.howto.title", rules.Text(gameName(a, t.game.ID())))},
	}
	for i, w := range []float64{16, 20, 22} {
		b := &top3[i]
		if narrow {
			w = 6
			if b.Tip == "" {
				b.Tip = b.Label
			}
			b.Label = ""
		}
		b.Rect, tb = tb.CutRight(u * w)
		_, tb = tb.CutRight(u)
	}
	t.infoR = tb
	bs = append(bs, top3...)
	// The log and chat: a column on the right, or on a narrow screen held
	// upright a strip along the bottom.
	main := frame.Main
	side := frame.Side.Inset(u)
	if t.hotseat && !t.revealed {
		t.mainR = main
		btn := main.Centered(min(main.W-u*4, u*60), u*8)
		btn.Y += u * 8
		bs = append(bs, graphics.Button{ID: "reveal", Rect: btn, Style: graphics.StylePrimary, Icon: "person",
			Label: tr.T("core.pass.reveal", rules.Text(t.tr.Names(t.viewer)))})
		return bs
	}
	// A departed player's seat can be handed to a bot, from the top of
	// the side column.
	for _, s := range t.awaySeats() {
		var hb graphics.Rect
		hb, side = side.CutTop(u * 6)
		_, side = side.CutTop(u)
		b := graphics.Button{ID: "hand:" + strconv.Itoa(int(s)), Rect: hb, Icon: "cpu",
			Label: tr.T("core.table.hand_to_bot", rules.Text(t.tr.Names(s)))}
		if t.handed[s] {
			b.Style, b.Tip = graphics.StyleDisabled, tr.T("core.table.hand_asked")
		}
		bs = append(bs, b)
	}
	t.sideR = side
	_, logR := side.CutBottom(u * 7)
	head, logR := logR.Inset(u).CutTop(max(graphics.LineHeight(th.Bold)*1.3, u*5))
	if !t.caughtUp() {
		// While the log tells what happened, a skip jumps to the present.
		sk, _ := head.CutRight(min(head.W/2, u*16))
		bs = append(bs, graphics.Button{ID: "skip", Rect: sk, Label: tr.T("core.table.skip"), Icon: "next-button", Tip: tr.T("core.table.skip_tip")})
	}
	t.log = graphics.TextList{ID: "log", Rect: logR, Lines: t.logLines(a)}
	t.chat.Rect, _ = side.CutBottom(u * 6)

	p := t.prompt()
	// The bar's first line holds the question and the page arrows. While
	// every option has been answered on the table, that line is all the
	// bar is; once a prompt first needs it, the bar grows to two rows of
	// options (a number picker takes one, the options its prompt has
	// besides the other) and keeps that height, so the table above it
	// moves at most once. Options beyond its rows are paged.
	t.barRows = 0
	if t.barGrown {
		t.barRows = barRows
	}
	var opts []graphics.Button
	if p != nil {
		key := fmt.Sprint(t.status.Step, p.Ask.Key)
		if key != t.promptKey {
			t.promptKey, t.page, t.pickIdx, t.pickPrefix = key, 0, 0, ""
		}
		_, board := th.PromptBar(main, t.barRows)
		bp := t.barPrompt(a, p, board)
		if !t.barGrown && t.needsBar(bp) {
			t.barGrown, t.barRows = true, barRows
		}
		opts, _ = t.optionButtons(a, bp, main.Inset(u))
	}
	var bar graphics.Rect
	bar, t.mainR = th.PromptBar(main, t.barRows)
	t.barBottom = bar.Bottom()
	// Options sit in the bar below its question line.
	for i := range opts {
		opts[i].Rect.Y += bar.Y + u + u*7
	}
	t.targets = nil
	if t.st != nil {
		t.targets = t.view.Layout(th, t.mainR, t.tableState())
	}
	bs = append(bs, t.targets...)
	bs = append(bs, opts...)
	return bs
}

// barPrompt is the prompt with only the options that have no target on
// the table (laid out in board): the bar asks what has no place there.
// A number picker keeps its whole range, though: a few of its values may
// also be chips on the table (a counter-offer's nearest prices), and a
// picker that skipped them would look broken.
func (t *table) barPrompt(a *App, p *rules.Prompt, board graphics.Rect) *rules.Prompt {
	t.onTable = nil
	if t.st == nil {
		return p
	}
	t.onTable = t.view.Layout(a.th, board, t.tableState()).Answers()
	if len(t.onTable) == 0 {
		return p
	}
	prefix, _ := numberGroup(p, t.numbers)
	bp := *p
	bp.Options = nil
	for _, o := range p.Options {
		if !t.onTable[graphics.MoveID(o.Move)] || (prefix != "" && strings.HasPrefix(string(o.Move), prefix)) {
			bp.Options = append(bp.Options, o)
		}
	}
	return &bp
}

// barRows is how many rows of options the prompt bar holds once a prompt
// has needed it.
const barRows = graphics.PromptBarRows

// needsBar reports whether a prompt (its options without a place on the
// table) puts anything in the bar: an option, or an answer shown disabled
// with the reason it is not offered.
func (t *table) needsBar(bp *rules.Prompt) bool {
	if len(bp.Options) > 0 {
		return true
	}
	ul, ok := t.view.(graphics.UnofferedLister)
	return ok && len(ul.Unoffered(t.tableState())) > 0
}

// numbers says whether the options prefix+N are quantities, as the view
// says (graphics.NumberPicker).
func (t *table) numbers(prefix string) bool {
	np, ok := t.view.(graphics.NumberPicker)
	return ok && np.Numbers(prefix)
}

// numberGroup finds the options "PREFIX:N" that form a long run of
// quantities (a price, a count of troops; numeric says which prefixes
// count): they are offered as a picker instead of a button each. It
// returns the prefix and the options' indexes.
func numberGroup(p *rules.Prompt, numeric func(prefix string) bool) (string, []int) {
	groups := map[string][]int{}
	var order []string
	for i, o := range p.Options {
		m := string(o.Move)
		j := strings.LastIndexByte(m, ':')
		if j < 0 {
			continue
		}
		if _, err := strconv.Atoi(m[j+1:]); err != nil {
			continue
		}
		if _, ok := groups[m[:j+1]]; !ok {
			order = append(order, m[:j+1])
		}
		groups[m[:j+1]] = append(groups[m[:j+1]], i)
	}
	for _, k := range order {
		if len(groups[k]) > 8 && numeric(k) {
			return k, groups[k]
		}
	}
	return "", nil
}

// pickStart is the index in group where the number picker starts: the
// option nearest the number the game's view proposes, else the first.
func (t *table) pickStart(p *rules.Prompt, prefix string, group []int) int {
	ps, ok := t.view.(graphics.PickStarter)
	if !ok {
		return 0
	}
	n, ok := ps.PickStart(t.tableState(), prefix)
	if !ok {
		return 0
	}
	best, dist := 0, -1
	for k, i := range group {
		v, _ := strconv.Atoi(strings.TrimPrefix(string(p.Options[i].Move), prefix))
		if d := max(v-n, n-v); dist < 0 || d < dist {
			best, dist = k, d
		}
	}
	return best
}

// optionButtons lays out the prompt's options in rows, paged when they do
// not fit, and returns them (y relative to the bar's first row) with the
// bar's height. A long numeric range becomes a picker on the first row.
func (t *table) optionButtons(a *App, p *rules.Prompt, area graphics.Rect) ([]graphics.Button, float64) {
	th := a.th
	u := th.Unit
	h := u * 6
	pad := u * 3
	maxRows := t.barRows
	var out []graphics.Button
	prefix, group := numberGroup(p, t.numbers)
	skip := map[int]bool{}
	rowY := 0.0
	if prefix != "" {
		for _, i := range group {
			skip[i] = true
		}
		if t.pickPrefix != prefix || t.pickIdx >= len(group) {
			t.pickPrefix, t.pickIdx = prefix, t.pickStart(p, prefix, group)
		}
		o := p.Options[group[t.pickIdx]]
		x := area.X
		for _, d := range []int{-10, -1} {
			out = append(out, graphics.Button{ID: "pick:" + strconv.Itoa(d), Rect: graphics.R(x, 0, u*7, h), Label: strconv.Itoa(d), Style: disabledIf(t.pickIdx == 0)})
			x += u * 8
		}
		w := min(max(u*24, graphics.TextWidth(t.optionLabel(o), th.Bold)+pad), area.W-u*33)
		out = append(out, graphics.Button{ID: graphics.MoveID(o.Move), Rect: graphics.R(x, 0, w, h), Label: t.optionLabel(o), Style: graphics.StylePrimary})
		x += w + u
		for _, d := range []int{1, 10} {
			out = append(out, graphics.Button{ID: "pick:+" + strconv.Itoa(d), Rect: graphics.R(x, 0, u*7, h), Label: "+" + strconv.Itoa(d), Style: disabledIf(t.pickIdx == len(group)-1)})
			x += u * 8
		}
		rowY = h + u
		maxRows--
	}
	t.pickLen = len(group)
	// The options, then the answers the rules do not offer now (shown
	// disabled, saying why).
	var rest []graphics.Button
	for i, o := range p.Options {
		if !skip[i] {
			rest = append(rest, graphics.Button{ID: graphics.MoveID(o.Move), Label: t.optionLabel(o), Style: graphics.StylePrimary})
		}
	}
	if ul, ok := t.view.(graphics.UnofferedLister); ok {
		for _, m := range ul.Unoffered(t.tableState()) {
			rest = append(rest, graphics.Button{ID: graphics.UnofferedID(m.Move), Label: m.Label, Style: graphics.StyleDisabled, Tip: m.Why})
		}
	}
	ws := make([]float64, len(rest))
	for k, b := range rest {
		ws[k] = min(area.W-min(u*16, area.W*0.1), graphics.TextWidth(b.Label, th.Bold)+pad)
	}
	// Page the options so that each page fits maxRows rows, leaving room
	// for the paging arrows.
	row := graphics.R(area.X, 0, area.W, 1e9)
	var pages [][]int
	var cur []int
	var curW []float64
	for k, w := range ws {
		try := append(slices.Clone(curW), w)
		rs := row.Flow(try, h, u)
		if len(cur) > 0 && rs[len(rs)-1].Y > float64(maxRows-1)*(h+u) {
			pages = append(pages, cur)
			cur, curW = nil, nil
		}
		cur = append(cur, k)
		curW = append(curW, w)
	}
	if len(cur) > 0 {
		pages = append(pages, cur)
	}
	t.pages = len(pages)
	if t.page >= len(pages) {
		t.page = 0
	}
	var idx []int
	if len(pages) > 0 {
		idx = pages[t.page]
	}
	pw := make([]float64, len(idx))
	for k, j := range idx {
		pw[k] = ws[j]
	}
	rects := row.Flow(pw, h, u)
	rows := 0
	for k, j := range idx {
		b := rest[j]
		b.Rect = rects[k]
		b.Rect.Y += rowY
		out = append(out, b)
		rows = int(rects[k].Y/(h+u)) + 1
	}
	if rowY > 0 {
		rows++
	}
	if len(pages) > 1 {
		// On the question's line: the arrows, and between them which
		// page this is ("2 of 3").
		right, y := area.Right(), -u*7
		out = append(out,
			graphics.Button{ID: "page-", Rect: graphics.R(right-u*25, y, u*6, h), Label: "‹", Style: disabledIf(t.page == 0)},
			graphics.Button{ID: "page-of", Rect: graphics.R(right-u*18.5, y, u*12, h), Label: a.tr.T("core.table.page", rules.Int(t.page+1), rules.Int(len(pages))), Style: graphics.StyleDisabled},
			graphics.Button{ID: "page+", Rect: graphics.R(right-u*6, y, u*6, h), Label: "›", Style: disabledIf(t.page == len(pages)-1)},
		)
	}
	return out, float64(rows)*(h+u) + u*2 + graphics.LineHeight(th.Bold)*1.4
}

func (t *table) optionLabel(o rules.Option) string {
	if o.Label.Key == "" {
		return string(o.Move)
	}
	return t.tr.M(o.Label)
}

func (t *table) extras() graphics.Extras {
	if t.chat.Rect.W == 0 {
		return graphics.Extras{} // the hot-seat pass screen has no log or chat
	}
	return graphics.Extras{Fields: []*graphics.TextField{&t.chat}, Lists: []*graphics.TextList{&t.log}}
}

func (t *table) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	t.tick(a)
	if t.finished {
		return
	}
	if t.chat.Submitted && strings.TrimSpace(t.chat.Value) != "" {
		if err := t.sess.Chat(strings.TrimSpace(t.chat.Value)); err != nil {
			a.say(a.tr.T("core.error.chat", rules.Text(err.Error())))
		}
		t.chat.Value = ""
	}
	if !t.chat.Focused {
		if p := t.prompt(); p != nil {
			// Keyboard: the digits pick the options of the page in order,
			// arrows turn pages, Enter takes the only option.
			for _, c := range in.Runes {
				if c >= '1' && c <= '9' {
					n := int(c - '1')
					var opts []graphics.Button
					for _, ob := range a.buttons {
						if strings.HasPrefix(ob.ID, "move:") && ob.Style == graphics.StylePrimary {
							opts = append(opts, ob)
						}
					}
					if n < len(opts) {
						b, ok = opts[n], true
					}
				}
			}
			if in.Enter && len(p.Options) == 1 {
				b, ok = graphics.Button{ID: graphics.MoveID(p.Options[0].Move)}, true
			}
			if in.Right && t.page+1 < t.pages {
				t.page++
			}
			if in.Left && t.page > 0 {
				t.page--
			}
		}
	}
	if !ok {
		return
	}
	switch {
	case b.ID == "reveal":
		t.revealed = true
		t.cur = t.sess.View(t.viewer)
		t.syncState()
	case b.ID == "leave" && t.local && !t.status.Done && !t.leaving:
		// Leaving throws a local game away: the first click asks.
		t.leaving = true
		a.say(a.tr.T("core.table.leave_confirm"))
	case b.ID == "leave":
		t.sess.Close()
		if t.local && !t.status.Done {
			// Leaving on purpose forgets the game; a reload keeps it.
			a.cfg.Platform.SaveCurrent(nil)
		}
		if on := a.cfg.Platform.Online(); !t.local && on != nil {
			on.SaveToken("")
			a.cfg.Platform.SetLinkCode("")
		}
		a.goTo(newHome(a))
	case b.ID == "save":
		saveLog(a, t.sess)
	case b.ID == "skip":
		t.skip()
	case b.ID == "help":
		a.goTo(newHowTo(a, t.game.ID(), t))
	case strings.HasPrefix(b.ID, "hand:"):
		n, err := strconv.Atoi(strings.TrimPrefix(b.ID, "hand:"))
		h, ok := t.sess.(botHander)
		if err != nil || !ok {
			return
		}
		if err := h.HandToBot(rules.Seat(n)); err != nil {
			a.say(a.tr.T("core.error.hand", rules.Text(err.Error())))
			return
		}
		if t.handed == nil {
			t.handed = map[rules.Seat]bool{}
		}
		t.handed[rules.Seat(n)] = true
	case strings.HasPrefix(b.ID, "pick:"):
		d, _ := strconv.Atoi(strings.TrimPrefix(b.ID, "pick:"))
		t.pickIdx = min(max(t.pickIdx+d, 0), max(t.pickLen-1, 0))
	case b.ID == "page-":
		t.page = max(0, t.page-1)
	case b.ID == "page+":
		t.page = min(t.pages-1, t.page+1)
	case strings.HasPrefix(b.ID, "move:"):
		t.submit(a, rules.Move(strings.TrimPrefix(b.ID, "move:")))
	case strings.HasPrefix(b.ID, "view:"):
		// A view's own button (a tab) changes what the table shows; the
		// click's input lays the screen out again.
		if c, ok := t.view.(graphics.Chooser); ok && t.st != nil {
			c.Choose(t.tableStateFor(a), b.ID)
		}
	}
}

// submit sends the viewer's move.
func (t *table) submit(a *App, m rules.Move) {
	if err := t.sess.Submit(t.viewer, m); err != nil {
		a.say(a.tr.T("core.error.move", rules.Text(err.Error())))
		return
	}
	t.moved = true
	// Refresh, and with animations off tell the move at once.
	t.tick(a)
}

// grab lets a press on the table's own things become a long press or a
// drag, as the game's view says (a view without Gestures has neither).
func (t *table) grab(a *App, b graphics.Button) (drag, hold bool) {
	g, ok := t.view.(graphics.Gestures)
	if !ok || t.st == nil || t.finished || !t.mainR.Contains(b.Rect.CX(), b.Rect.CY()) {
		return false, false
	}
	return g.Grab(t.tableStateFor(a), b.ID)
}

// drop makes the move of a thing dropped on the table, as a click on
// its target would; a drop where nothing takes it does nothing.
func (t *table) drop(a *App, from string, x, y float64) {
	g, ok := t.view.(graphics.Gestures)
	if !ok || t.st == nil || t.finished || t.prompt() == nil {
		return
	}
	m, ok := g.Drop(a.th, t.mainR, t.tableStateFor(a), from, x, y)
	if !ok {
		return
	}
	t.submit(a, m)
}

// saveLog writes the session's log through the platform.
func saveLog(a *App, sess session.Session) {
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, sess.Log()); err != nil {
		a.say(a.tr.T("core.error.save", rules.Text(err.Error())))
		return
	}
	name := fmt.Sprintf("majlis-%s-%s.log", sess.Setup().Game, time.Now().Format("20060102-150405"))
	where, err := a.cfg.Platform.SaveLog(name, buf.Bytes())
	if err != nil {
		a.say(a.tr.T("core.error.save", rules.Text(err.Error())))
		return
	}
	a.note(a.tr.T("core.table.saved", rules.Text(where)))
}

// current is a running local game kept for a reload.
type current struct {
	Humans []rules.Seat `json:"humans"`
	Levels []string     `json:"levels,omitempty"` // the bots', by seat
	Log    string       `json:"log"`
}

func saveCurrent(a *App, t *table) {
	lg := t.sess.Log()
	var buf bytes.Buffer
	buf.Grow(256 + 160*len(lg.Steps)) // a step's line is some 150 bytes
	if rules.WriteLog(&buf, lg) != nil {
		return
	}
	b, err := json.Marshal(current{Humans: t.sess.Local(), Levels: sessionLevels(t.sess), Log: buf.String()})
	if err == nil {
		a.cfg.Platform.SaveCurrent(b)
	}
}

// resumeCurrent reopens the local game a reload interrupted, or nil.
func resumeCurrent(a *App) screen {
	b := a.cfg.Platform.LoadCurrent()
	if len(b) == 0 || a.cfg.ResumeLocal == nil {
		return nil
	}
	var c current
	if err := json.Unmarshal(b, &c); err != nil {
		return resumeFailed(a, err)
	}
	lg, err := rules.ReadLog(strings.NewReader(c.Log))
	if err != nil {
		return resumeFailed(a, err)
	}
	sess, err := a.cfg.ResumeLocal(lg, c.Humans, c.Levels)
	if err != nil {
		return resumeFailed(a, err)
	}
	return newTable(a, sess, true)
}

func (t *table) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	top := th.TableScreen(graphics.R(0, 0, float64(a.w), float64(a.h))).Top
	// Top bar: the game, the step, what the table waits for.
	th.RoundRect(dst, top.X, top.Y, top.W, top.H, 0, th.Palette.Panel)
	// The game's name takes what it needs up to a third of the room
	// beside the buttons; what the table waits for, the rest. On a phone
	// the status has it all: the table shows which game it is, and a cut
	// name reads as nothing.
	info, status := t.infoR, t.infoR
	if info.W >= u*40 {
		name := gameName(a, t.game.ID())
		face := text.Face(th.Title)
		if graphics.TextWidth(name, face) > info.W/3 {
			face = th.Bold // a long name in a smaller face before it is cut
		}
		var nameR graphics.Rect
		nameR, status = info.CutLeft(min(graphics.TextWidth(name, face), info.W/3))
		_, status = status.CutLeft(u * 2)
		th.DrawTextIn(dst, graphics.Ellipsize(name, face, nameR.W), face, nameR, th.Accent, graphics.AlignStart)
	}
	th.DrawTextIn(dst, graphics.Ellipsize(t.statusLine(a), th.Body, status.W), th.Body, status, th.Ink, graphics.AlignStart)

	if t.hotseat && !t.revealed {
		// The heading takes the width it has, in a smaller face if the
		// name is long.
		c := t.mainR.Centered(t.mainR.W-u*4, u*10)
		c.Y -= u * 4
		head := tr.T("core.pass.title", rules.Text(t.tr.Names(t.viewer)))
		face := th.Huge
		if graphics.TextWidth(head, face) > c.W {
			face = th.Title
		}
		th.DrawTextIn(dst, graphics.Ellipsize(head, face, c.W), face, c, th.Ink, graphics.AlignCenter)
		return
	}
	if t.st != nil {
		hover := ""
		if hb, ok := a.buttons.At(a.in.X, a.in.Y); ok {
			hover = hb.ID
		}
		t.view.Draw(dst, th, t.mainR, t.tableStateFor(a), a.press.Hover(hover))
	}
	// The prompt bar: the question, or what the table waits for.
	barTop := t.mainR.Bottom() + u
	bar := graphics.R(0, barTop, t.mainR.Right()+u, t.barBottom-barTop)
	if p := t.prompt(); p != nil {
		th.RoundRect(dst, bar.X, bar.Y, bar.W, bar.H, 0, th.PanelHi)
		ask := t.tr.M(p.Ask)
		if p.Sealed {
			ask = tr.T("core.table.sealed_ask", rules.Text(ask))
		}
		// The question on the first line, left of any page arrows.
		line := graphics.R(bar.X+u*2, bar.Y+u, bar.W-u*3, u*6)
		if b, ok := a.buttons.Find("page-"); ok {
			line.W = b.Rect.X - u - line.X
		}
		lines := questionLines(ask, th.Bold, line)
		for i, r := range line.Rows(len(lines), 0) {
			th.DrawTextIn(dst, lines[i], th.Bold, r, th.Accent, graphics.AlignStart)
		}
	} else if t.revealed || !t.hotseat {
		th.RoundRect(dst, bar.X, bar.Y, bar.W, bar.H, 0, th.Palette.Panel)
		line := t.statusLine(a)
		if !t.caughtUp() {
			line = tr.T("core.table.telling")
		}
		th.DrawText(dst, graphics.Ellipsize(line, th.Body, bar.W-u*2), th.Body, bar.X+u*2, bar.Y+u, th.InkDim, graphics.AlignStart)
	}
	t.drawLog(a, dst, t.sideR)
}

// questionLines is the prompt's question in the bar's line r: one line,
// or where it is longer and r holds two, two, the second cut if need be
// (a sealed raid's question, with its note that the answer stays secret,
// was cut at 1280×800 with room for another line under it).
func questionLines(ask string, face text.Face, r graphics.Rect) []string {
	lines := graphics.Wrap(ask, face, r.W)
	if len(lines) <= 1 || r.H < graphics.LineHeight(face)*2 {
		return []string{graphics.Ellipsize(ask, face, r.W)}
	}
	rest := strings.Join(lines[1:], " ")
	return []string{graphics.Ellipsize(lines[0], face, r.W), graphics.Ellipsize(rest, face, r.W)}
}

// faultText is a stopped table's reason for the player: the session's
// catalogue message, never its English detail (kept for diagnostics).
func faultText(tr *graphics.Tr, st session.Status) string {
	if st.FaultMsg.Key == "" {
		return tr.T("core.fault.unknown")
	}
	return tr.M(st.FaultMsg)
}

// statusLine says what the table waits for, and to a spectator that
// they are watching.
func (t *table) statusLine(a *App) string {
	s := t.waitLine(a)
	if !t.hotseat && len(t.sess.Local()) == 0 {
		return a.tr.T("core.table.watching", rules.Text(s))
	}
	return s
}

func (t *table) waitLine(a *App) string {
	tr := a.tr
	if t.status.Fault != "" {
		return faultText(t.tr, t.status)
	}
	if t.status.Done {
		return tr.T("core.game_over")
	}
	var names []string
	for _, w := range t.status.Waiting {
		if w.Answered {
			continue
		}
		if w.Seat == t.viewer && t.revealed {
			return tr.T("core.table.your_turn", rules.Int(t.status.Step))
		}
		n := t.tr.Names(w.Seat)
		if w.Away {
			n = tr.T("core.table.away_name", rules.Text(n))
		}
		names = append(names, n)
	}
	if len(names) == 0 {
		return tr.T("core.table.step", rules.Int(t.status.Step))
	}
	return tr.T("core.table.waiting", rules.Text(strings.Join(names, ", ")), rules.Int(t.status.Step))
}

// drawLog draws the log panel (newest at the bottom) and the chat.
// drawLog draws the log panel and its heading; its lines are an
// ebitenui scrolling list (see lists).
func (t *table) drawLog(a *App, dst *ebiten.Image, side graphics.Rect) {
	th, tr := a.th, a.tr
	u := th.Unit
	_, logR := side.CutBottom(u * 7)
	th.DrawPanel(dst, logR)
	head, _ := logR.Inset(u).CutTop(max(graphics.LineHeight(th.Bold)*1.3, u*5))
	th.DrawTextIn(dst, tr.T("core.table.log"), th.Bold, head, th.InkDim, graphics.AlignStart)
}

// logKeep is about how many of the latest events the log panel lists
// (between logKeep-logStep and logKeep): each line is a widget that every
// tick updates, and long games tell tens of thousands of events. At step
// 3,000 of a six-player Gealias game, with all 3,535 events listed, a tick
// took 270 us natively, most of it in the log's widgets. The whole game
// stays in its saved log and the replay.
const (
	logKeep = 500
	logStep = 250
)

// logLines are the latest events told, the newest bright, with each chat
// line where it came among them, set apart in its own colour.
func (t *table) logLines(a *App) []graphics.Line {
	var lines []graphics.Line
	// The latest events only, the first of them moving on by logStep so
	// that the panel's lines change at the end, not all at once.
	from := 0
	if t.shown > logKeep {
		from = (t.shown - logKeep + logStep - 1) / logStep * logStep
		lines = append(lines, graphics.Line{Text: a.tr.T("core.table.log_earlier", rules.Int(from)), Dim: true})
	}
	c := 0
	for c < len(t.chats) && min(t.chatAt[c], t.shown) < from {
		c++
	}
	chat := func(upTo int) {
		for ; c < len(t.chats) && min(t.chatAt[c], t.shown) <= upTo; c++ {
			lines = append(lines, graphics.Line{Text: a.tr.T("core.table.chat_line", rules.Text(t.chats[c].Name), rules.Text(t.chats[c].Text)), Chat: true})
		}
	}
	// Each event is put in words once: a layout late in a long game
	// formatted thousands of them (BenchmarkLateTableLayout).
	for i := len(t.eventText); i < t.shown; i++ {
		t.eventText = append(t.eventText, t.tr.M(t.events[i]))
	}
	for i := from; i < t.shown; i++ {
		chat(i)
		lines = append(lines, graphics.Line{Text: t.eventText[i], Dim: i != t.shown-1})
	}
	chat(len(t.events))
	return lines
}

func (t *table) testInfo(ti *TestInfo) {
	ti.Seat = int(t.viewer)
	ti.Step = t.status.Step
	ti.Done = t.status.Done
	if t.st != nil && t.hook {
		// The hash of the whole state is the same on every peer; a view's
		// hash differs by seat, so the session's own log says it. Only
		// for a test hook: Log copies every step, at every tick.
		if lg := t.sess.Log(); len(lg.Steps) > 0 {
			ti.Hash = lg.Steps[len(lg.Steps)-1].Hash.String()
		} else {
			ti.Hash = lg.Hash.String()
		}
	}
	ti.Error = t.status.Fault
	// The table's targets come before the bar's options, so the first of
	// an option shown in both places (a picker's value that is also a
	// chip on the table) is the table's.
	seen := map[string]bool{}
	for i, b := range ti.Buttons {
		if strings.HasPrefix(b.ID, "move:") {
			ti.Buttons[i].Where = "bar"
			if t.onTable[b.ID] && !seen[b.ID] {
				ti.Buttons[i].Where = "table"
			}
			seen[b.ID] = true
		}
	}
}
