// Online tables: the contract the client needs from the networked session
// (net/lockstep, adapted by the program), and the screens that use it:
// connecting (create, join by code or link, resume after a reload) and the
// lobby with its code, link, seats, bots and chat.
package app

import (
	"errors"
	"maps"
	"net"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
	"majlis/rules/bot"
)

// Online creates, joins and resumes rooms. The calls block while the
// network answers; the screens make them on a goroutine of their own.
type Online interface {
	Create(game string, options map[string]string, seats int, name string) (Lobby, error)
	Join(code, name string) (Lobby, error)
	Resume(token string) (Lobby, error)
	// SaveToken keeps (or with "" forgets) the token that rejoins the
	// room after a reload; Token reads it back.
	SaveToken(token string)
	Token() string
}

// Lobby is a room before its game starts, and its Session after.
type Lobby interface {
	session.Session
	Code() string
	Token() string
	Info() LobbyInfo
	// SetBot (creator) makes a seat a bot that plays at level (rules/bot's
	// levels), or with level "" an open seat.
	SetBot(seat int, level string) error
	// Claim takes a seat for this peer (-1 gives it back).
	Claim(seat int) error
	// SetOptions (creator) replaces the game's options; everyone's Info
	// shows the new ones.
	SetOptions(options map[string]string) error
	// Ready (creator) says why the game cannot start yet, or nil.
	Ready() error
	Start() error
	Started() bool
}

// LobbyInfo is the room as this peer knows it.
type LobbyInfo struct {
	Game    string
	Options map[string]string
	Seats   []LobbySeat
	Creator bool // this peer created the room
	Peers   []string
	// Paths says how this peer's connection to each other peer travels,
	// where that is known.
	Paths []PeerPath
}

// PeerPath is how the connection to one peer was made.
type PeerPath struct {
	Name string
	Kind string // "direct", "reflexive" (through NAT) or "relayed"
	RTT  time.Duration
}

// pathKeys name each kind of path in the catalogue.
var pathKeys = map[string]string{"direct": "core.lobby.path.direct", "reflexive": "core.lobby.path.reflexive", "relayed": "core.lobby.path.relayed"}

// LobbySeat is one seat: open, a bot, or a person.
type LobbySeat struct {
	Kind  string // "open", "bot", "person"
	Name  string
	Level string // a bot's level, "" when it has none
	Mine  bool
	Away  bool
}

// connecting waits for a Create, Join or Resume to answer.
type connecting struct {
	what  string // a catalogue key saying what is happening
	code  string
	done  chan connected
	ended chan struct{} // closed once done holds the answer (watched)
	err   string
	start time.Time
	ver   uint64
}

type connected struct {
	l   Lobby
	err error
}

func (a *App) playerName() string {
	if a.prefs.Name != "" {
		return a.prefs.Name
	}
	return a.tr.T("core.player", rules.Int(1))
}

func connect(a *App, what, code string, f func(Online) (Lobby, error)) *connecting {
	c := &connecting{what: what, code: code, done: make(chan connected, 1), ended: make(chan struct{}), start: time.Now()}
	on := a.cfg.Platform.Online()
	go func() {
		l, err := f(on)
		c.done <- connected{l, err}
		close(c.ended)
	}()
	return c
}

// newJoining joins the room with code (from the home screen or a link).
func newJoining(a *App, code string) screen {
	if a.cfg.Platform.Online() == nil {
		return nil
	}
	name := a.playerName()
	return connect(a, "core.online.joining", code, func(on Online) (Lobby, error) { return on.Join(code, name) })
}

// newCreating creates a room for setup: this peer takes seat 0, the other
// seats are open.
func newCreating(a *App, s rules.Setup) screen {
	name := a.playerName()
	return connect(a, "core.online.creating", "", func(on Online) (Lobby, error) {
		return on.Create(s.Game, s.Options, s.Seats, name)
	})
}

// resumeOnline rejoins the room of a token kept before a reload, or nil.
func resumeOnline(a *App) screen {
	on := a.cfg.Platform.Online()
	if on == nil || on.Token() == "" {
		return nil
	}
	tok := on.Token()
	return connect(a, "core.online.resuming", "", func(on Online) (Lobby, error) { return on.Resume(tok) })
}

func (c *connecting) version() uint64 { return c.ver }

func (c *connecting) layout(a *App, r graphics.Rect) graphics.Buttons {
	u := a.th.Unit
	b := r.Centered(u*30, u*6)
	b.Y += u * 10
	return graphics.Buttons{{ID: "home", Rect: b, Label: a.tr.T("core.results.home"), Icon: "house"}}
}

func (c *connecting) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	select {
	case res := <-c.done:
		c.ver++
		if res.err != nil {
			c.err = errText(a, res.err)
			if c.what == "core.online.resuming" {
				a.cfg.Platform.Online().SaveToken("")
			}
			return
		}
		a.cfg.Platform.Online().SaveToken(res.l.Token())
		a.cfg.Platform.SetLinkCode(res.l.Code())
		a.goTo(newLobby(a, res.l))
		return
	default:
	}
	if ok && b.ID == "home" {
		a.cfg.Platform.SetLinkCode("")
		a.goTo(newHome(a))
	}
}

func (c *connecting) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	r := graphics.R(0, 0, float64(a.w), float64(a.h))
	msg := tr.T(c.what, rules.Text(c.code))
	clr := th.Ink
	if c.err != "" {
		msg, clr = tr.T("core.online.failed", rules.Text(c.err)), th.Bad
	}
	box := r.Centered(min(r.W-th.Unit*4, th.Unit*90), th.Unit*12)
	th.DrawParagraph(dst, msg, th.Title, box, clr)
}

// lobby is the room before the start.
type lobby struct {
	l    Lobby
	ver  uint64
	info LobbyInfo
	// paths are the peers' paths last shown; pathVer counts their
	// changes, which the session's Version does not (the browser learns
	// a path a moment after the connection opens).
	paths   []PeerPath
	pathVer uint64
	chat    graphics.TextField
	log     graphics.TextList // the chat's lines
	err     string
}

func newLobby(a *App, l Lobby) screen {
	if l.Started() {
		return newTable(a, l, false)
	}
	lb := &lobby{l: l, chat: graphics.TextField{ID: "chat", Placeholder: a.tr.T("core.table.chat_placeholder"), Max: 200}}
	lb.info = l.Info()
	return lb
}

func (lb *lobby) close() {}

func (lb *lobby) version() uint64 {
	if p := lb.l.Info().Paths; !slices.Equal(p, lb.paths) {
		lb.paths = slices.Clone(p)
		lb.pathVer++
	}
	return lb.l.Version() + lb.pathVer<<40
}

func (lb *lobby) layout(a *App, r graphics.Rect) graphics.Buttons {
	th, tr := a.th, a.tr
	u := th.Unit
	lb.info = lb.l.Info()
	var bs graphics.Buttons
	body := r.Inset(u * 3)
	head, body := body.CutTop(graphics.LineHeight(th.Huge) * 2.2)
	lv, _ := head.CutRight(u * 16)
	bs = append(bs, graphics.Button{ID: "leave", Rect: graphics.R(lv.X, lv.Y, lv.W, u*6), Label: tr.T("core.table.leave"), Icon: "exit-door"})
	left, right := lb.split(a, body)
	codeRow, left := left.CutTop(u * 7)
	// On a narrow screen the lobby's buttons are icons, their words on
	// hover, so the seats' names keep their room.
	narrow := body.W < u*100
	word := func(b graphics.Button) graphics.Button {
		if narrow {
			if b.Tip == "" {
				b.Tip = b.Label
			} else {
				b.Tip = b.Label + ": " + b.Tip
			}
			b.Label = ""
		}
		return b
	}
	actW := u * 24
	if narrow {
		actW = u * 6
	}
	copyB, _ := codeRow.CutRight(min(actW, codeRow.W*0.45))
	bs = append(bs, word(graphics.Button{ID: "copy", Rect: copyB, Label: tr.T("core.lobby.copy"), Icon: "share", Tip: a.cfg.Platform.Link(lb.l.Code())}))
	_, left = left.CutTop(u * 2)
	rowH := u * 7
	for i, s := range lb.info.Seats {
		row, rest := left.CutTop(rowH)
		left = rest
		act, _ := row.CutRight(min(actW, row.W*0.4))
		act.H -= u
		switch {
		case s.Kind == "open":
			bs = append(bs, word(graphics.Button{ID: "claim:" + strconv.Itoa(i), Rect: act, Label: tr.T("core.lobby.sit"), Icon: "person"}))
			if lb.info.Creator {
				b := act
				b.X -= act.W + u
				bs = append(bs, word(graphics.Button{ID: "bot:" + strconv.Itoa(i), Rect: b, Label: tr.T("core.lobby.add_bot"), Icon: "cpu"}))
			}
		case s.Kind == "bot" && lb.info.Creator:
			bs = append(bs, word(graphics.Button{ID: "open:" + strconv.Itoa(i), Rect: act, Label: tr.T("core.lobby.remove_bot"), Icon: "exit-door"}))
			b := act
			b.X -= act.W + u
			lv := s.Level
			if lv == "" {
				lv = bot.Levels[0] // a bot without a level plays at random
			}
			bs = append(bs, word(graphics.Button{ID: "level:" + strconv.Itoa(i), Rect: b, Label: tr.T("core.lobby.level", rules.Text(levelName(a, lv))), Icon: "cpu",
				Tip: levelTip(a, lv) + " " + tr.T("core.home.level_change")}))
		case s.Kind == "person" && s.Mine && !lb.info.Creator:
			bs = append(bs, word(graphics.Button{ID: "claim:-1", Rect: act, Label: tr.T("core.lobby.stand"), Icon: "exit-door"}))
		}
	}
	_, left = left.CutTop(u * 2)
	if optBs := lb.optionButtons(a, left); len(optBs) > 0 {
		bs = append(bs, optBs...)
		_, left = left.CutTop(optBs[len(optBs)-1].Rect.Bottom() - left.Y + u*2)
	}
	if lb.info.Creator {
		start, _ := left.CutTop(u * 7)
		start.W = min(start.W, u*50)
		st := graphics.Button{ID: "start", Rect: start, Label: tr.T("core.lobby.start"), Icon: "play-button", Style: graphics.StylePrimary}
		if err := lb.l.Ready(); err != nil {
			st.Style, st.Tip = graphics.StyleDisabled, errText(a, err)
		}
		bs = append(bs, st)
	}
	if body.W >= u*100 {
		_, right = right.CutLeft(u * 2)
	}
	lb.chat.Rect, _ = right.CutBottom(u * 6)
	// The chat's lines, under the QR code (as draw places them).
	_, rest := right.CutTop(min(right.H*0.45, u*30) + u)
	_, logR := rest.CutBottom(u * 7)
	_, listR := logR.Inset(u).CutTop(graphics.LineHeight(a.th.Bold) * 1.3)
	lines := []graphics.Line{{Text: tr.T("core.lobby.peers", rules.Text(strings.Join(lb.info.Peers, ", ")))}}
	for _, p := range lb.info.Paths {
		if k, ok := pathKeys[p.Kind]; ok {
			lines = append(lines, graphics.Line{Text: tr.T(k, rules.Text(p.Name), rules.Int(int(p.RTT.Milliseconds())))})
		}
	}
	for _, c := range lb.l.Chats(0) {
		lines = append(lines, graphics.Line{Text: tr.T("core.table.chat_line", rules.Text(c.Name), rules.Text(c.Text))})
	}
	lb.log = graphics.TextList{ID: "chat-log", Rect: listR, Lines: lines}
	return bs
}

// optionButtons shows the game's options in a row at the top of r: the
// creator cycles a value by clicking it, joiners see the values (disabled,
// the tip saying who changes them).
func (lb *lobby) optionButtons(a *App, r graphics.Rect) graphics.Buttons {
	th, tr := a.th, a.tr
	u := th.Unit
	g := a.gameByID(lb.info.Game)
	if g == nil {
		return nil
	}
	var bs graphics.Buttons
	var ws []float64
	for _, o := range g.Options() {
		val := lobbyOption(lb.info.Options, o)
		label := tr.T("core.home.option", rules.Text(tr.M(o.Label)), rules.Text(optionValue(a, lb.info.Game, o.Key, val)))
		w := min(u*44, r.W, graphics.TextWidth(tr.T("core.home.option", rules.Text(tr.M(o.Label)), rules.Text(optionValue(a, lb.info.Game, o.Key, o.Values[len(o.Values)-1]))), th.Bold)+u*4)
		ws = append(ws, w)
		b := graphics.Button{ID: "opt:" + o.Key, Label: label, Tip: label}
		if !lb.info.Creator {
			b.Style, b.Tip = graphics.StyleDisabled, label+" "+tr.T("core.lobby.options_creator")
		}
		bs = append(bs, b)
	}
	// The options wrap onto as many rows as they need.
	for i, rr := range r.Flow(ws, u*6, u) {
		bs[i].Rect = rr
	}
	return bs
}

// lobbyOption is an option's value in opts, its first value when unset.
func lobbyOption(opts map[string]string, o rules.OptionSpec) string {
	if v, ok := opts[o.Key]; ok && slices.Contains(o.Values, v) {
		return v
	}
	return o.Values[0]
}

// nextOptions is opts with key's value moved on to the next one.
func (lb *lobby) nextOptions(a *App, key string) (map[string]string, bool) {
	g := a.gameByID(lb.info.Game)
	if g == nil {
		return nil, false
	}
	for _, o := range g.Options() {
		if o.Key != key {
			continue
		}
		opts := maps.Clone(lb.info.Options)
		if opts == nil {
			opts = map[string]string{}
		}
		i := slices.Index(o.Values, lobbyOption(opts, o))
		opts[key] = o.Values[(i+1)%len(o.Values)]
		return opts, true
	}
	return nil, false
}

func (lb *lobby) extras() graphics.Extras {
	return graphics.Extras{Fields: []*graphics.TextField{&lb.chat}, Lists: []*graphics.TextList{&lb.log}}
}

func (lb *lobby) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	if lb.l.Started() {
		a.goTo(newTable(a, lb.l, false))
		return
	}
	if st := lb.l.Status(); st.Fault != "" {
		lb.err = faultText(a.tr, st)
	}
	if lb.chat.Submitted && strings.TrimSpace(lb.chat.Value) != "" {
		if err := lb.l.Chat(strings.TrimSpace(lb.chat.Value)); err != nil {
			a.say(a.tr.T("core.error.chat", rules.Text(err.Error())))
		}
		lb.chat.Value = ""
	}
	if !ok {
		return
	}
	var err error
	id := b.ID
	switch {
	case id == "leave":
		lb.l.Close()
		a.cfg.Platform.Online().SaveToken("")
		a.cfg.Platform.SetLinkCode("")
		a.goTo(newHome(a))
		return
	case id == "copy":
		if err := a.cfg.Platform.CopyText(a.cfg.Platform.Link(lb.l.Code())); err != nil {
			a.say(a.cfg.Platform.Link(lb.l.Code()))
		} else {
			a.note(a.tr.T("core.lobby.copied"))
		}
	case strings.HasPrefix(id, "claim:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "claim:"))
		err = lb.l.Claim(n)
	case strings.HasPrefix(id, "bot:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "bot:"))
		err = lb.l.SetBot(n, a.botLevel(lb.botNumber(n)))
	case strings.HasPrefix(id, "level:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "level:"))
		if n >= 0 && n < len(lb.info.Seats) {
			cur := lb.info.Seats[n].Level
			if cur == "" {
				cur = bot.Levels[0]
			}
			lv := nextLevel(cur)
			if err = lb.l.SetBot(n, lv); err == nil {
				a.setBotLevel(lb.botNumber(n), lv)
			}
		}
	case strings.HasPrefix(id, "open:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "open:"))
		err = lb.l.SetBot(n, "")
	case strings.HasPrefix(id, "opt:") && lb.info.Creator:
		if opts, ok := lb.nextOptions(a, strings.TrimPrefix(id, "opt:")); ok {
			err = lb.l.SetOptions(opts)
		}
	case id == "start":
		err = lb.l.Start()
	}
	if err != nil {
		a.say(a.tr.T("core.error.lobby", rules.Text(err.Error())))
	}
}

// botNumber is the number seat's bot has (or would have) among the
// table's bots, from 1, as its name says ("Bot 2").
func (lb *lobby) botNumber(seat int) int {
	n := 1
	for i := 0; i < seat && i < len(lb.info.Seats); i++ {
		if lb.info.Seats[i].Kind == "bot" {
			n++
		}
	}
	return n
}

// split divides the lobby's body into the seats side and the invitation
// and chat side: side by side, or on a narrow screen one above the other.
func (lb *lobby) split(a *App, body graphics.Rect) (seats, invite graphics.Rect) {
	u := a.th.Unit
	if body.W >= u*100 {
		return body.CutLeft(body.W * 0.55)
	}
	need := u*9 + float64(len(lb.info.Seats))*u*7 + u*2 + u*15 + u*8
	seats, invite = body.CutTop(min(need, body.H*0.7))
	_, invite = invite.CutTop(u)
	return seats, invite
}

func (lb *lobby) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	r := graphics.R(0, 0, float64(a.w), float64(a.h)).Inset(u * 3)
	titleR, _ := r.CutTop(graphics.LineHeight(th.Huge))
	titleR.W -= u * 17 // the Leave button
	title := tr.T("core.lobby.title", rules.Text(gameName(a, lb.info.Game)))
	face := th.Huge
	if graphics.TextWidth(title, face) > titleR.W {
		face = th.Title
	}
	th.DrawTextIn(dst, graphics.Ellipsize(title, face, titleR.W), face, titleR, th.Accent, graphics.AlignStart)
	y := r.Y + graphics.LineHeight(th.Huge)*1.1
	th.DrawParagraph(dst, tr.T("core.lobby.hint"), th.Small, graphics.R(r.X, y, r.W, graphics.LineHeight(th.Huge)*1.1), th.InkDim)
	body := r
	_, body = body.CutTop(graphics.LineHeight(th.Huge) * 2.2)
	left, right := lb.split(a, body)
	codeRow, _ := left.CutTop(u * 7)
	th.DrawTextIn(dst, tr.T("core.lobby.code", rules.Text(lb.l.Code())), th.Title, codeRow, th.Gold, graphics.AlignStart)
	_, left = left.CutTop(u * 9)
	rowH := u * 7
	given := make([]string, len(lb.info.Seats))
	for i, s := range lb.info.Seats {
		if s.Kind == "person" {
			given[i] = s.Name
		}
	}
	names := seatNames(a, given, len(given), func(i int) bool { return lb.info.Seats[i].Kind == "bot" })
	for i, s := range lb.info.Seats {
		row, rest := left.CutTop(rowH)
		left = rest
		row.H -= u
		bg := th.Palette.Panel
		if s.Mine {
			bg = th.PanelHi
		}
		th.RoundRect(dst, row.X, row.Y, row.W, row.H, u*0.6, bg)
		in := row.Inset(u * 0.5)
		tok, in := in.CutLeft(in.H)
		th.Token(dst, tok.CX(), tok.CY(), tok.H*0.45, map[string]string{"open": "wooden-door", "bot": "cpu", "person": "person"}[s.Kind], th.SeatColor(i))
		_, in = in.CutLeft(u)
		label := names[i]
		if s.Kind == "bot" {
			label = withLevel(a, label, s.Level)
		}
		if s.Kind == "open" {
			label = tr.T("core.lobby.open")
		}
		if s.Mine {
			label = tr.T("core.lobby.you", rules.Text(label))
		}
		if s.Away {
			label = tr.T("core.table.away_name", rules.Text(label))
		}
		th.DrawTextIn(dst, tr.T("core.lobby.seat", rules.Int(i+1), rules.Text(label)), th.Bold, in, th.Ink, graphics.AlignStart)
	}
	// The invitation's QR code, then the chat, on the right (below).
	if body.W >= u*100 {
		_, right = right.CutLeft(u * 2)
	}
	qrR, right := right.CutTop(min(right.H*0.45, u*30))
	qs := min(qrR.W, qrR.H)
	th.RoundRect(dst, qrR.X, qrR.Y, qs, qs, u*0.5, th.Ink)
	th.DrawQR(dst, graphics.R(qrR.X, qrR.Y, qs, qs).Inset(u*0.5), a.cfg.Platform.Link(lb.l.Code()))
	qrText, qrClr := tr.T("core.lobby.qr"), th.InkDim
	if localLink(a.cfg.Platform.Link(lb.l.Code())) {
		qrText, qrClr = tr.T("core.lobby.qr_local"), th.Gold
	}
	th.DrawParagraph(dst, qrText, th.Small, graphics.R(qrR.X+qs+u, qrR.Y, qrR.W-qs-u, qrR.H), qrClr)
	_, right = right.CutTop(u)
	_, logR := right.CutBottom(u * 7)
	th.DrawPanel(dst, logR)
	in := logR.Inset(u)
	head, _ := in.CutTop(graphics.LineHeight(th.Bold) * 1.3)
	th.DrawTextIn(dst, tr.T("core.lobby.chat"), th.Bold, head, th.InkDim, graphics.AlignStart)
	if lb.err != "" {
		th.DrawParagraph(dst, lb.err, th.Bold, graphics.R(r.X, r.Bottom()-u*8, r.W, u*8), th.Bad)
	}
}

func (lb *lobby) testInfo(ti *TestInfo) {
	ti.Code = lb.l.Code()
	if err := lb.l.Ready(); err != nil {
		ti.Note = err.Error()
	}
}

func (c *connecting) testInfo(ti *TestInfo) { ti.Error = c.err }

// localLink reports whether a link names this machine only (localhost, a
// loopback address), which another device cannot open.
func localLink(link string) bool {
	u, err := url.Parse(link)
	if err != nil {
		return false
	}
	h := u.Hostname()
	if h == "localhost" {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// errText says an error to the player: in the catalogue's words when the
// error carries a message (as lockstep's reasons do), else its own text.
func errText(a *App, err error) string {
	var m interface{ Msg() rules.Msg }
	if errors.As(err, &m) {
		return a.tr.M(m.Msg())
	}
	return err.Error()
}
