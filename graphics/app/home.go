// The home screen: the five games with their player counts (those not yet
// playable shown as such), the table size and options, and the ways to
// play: against bots, hot-seat, online (create or join by code), replay,
// settings.
package app

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
)

// knownGames are the five games in the order the home screen shows them,
// with the player counts printed on their rulebooks, for the games this
// build cannot play yet.
var knownGames = []struct {
	id     string
	lo, hi int
	icon   string
}{
	{"ayubistan", 2, 6, "mounted-knight"},
	{"belaad", 2, 6, "scroll-unfurled"},
	{"bellum", 2, 5, "dice-six-faces-five"},
	{"gealias", 2, 6, "crown"},
	{"sands", 2, 6, "card-random"},
}

type home struct {
	game    string
	seats   int
	options map[string]string
	code    graphics.TextField
}

func newHome(a *App) *home {
	h := &home{game: "ayubistan", options: map[string]string{}}
	h.code = graphics.TextField{ID: "code", Placeholder: a.tr.T("core.home.code_placeholder"), Max: 12, Filter: graphics.CodeFilter}
	if a.gameByID(h.game) == nil && len(a.cfg.Games) > 0 {
		h.game = a.cfg.Games[0].ID()
	}
	h.pickGame(a, h.game)
	return h
}

func (a *App) gameByID(id string) rules.Game {
	for _, g := range a.cfg.Games {
		if g.ID() == id {
			return g
		}
	}
	return nil
}

func (h *home) pickGame(a *App, id string) {
	h.game = id
	h.options = map[string]string{}
	if g := a.gameByID(id); g != nil {
		lo, hi := g.Seats()
		h.seats = min(max(4, lo), hi)
	}
}

func (h *home) version() uint64 { return 0 }

// gameName is a game's display name: the client's catalogue entry, else
// the game's own, else its id.
func gameName(a *App, id string) string {
	// The client's file names every game it knows, as each game's own
	// does (TestGameNamesAgree), so that showing the names parses no
	// game's file.
	if k := "core.game." + id; a.tr.Cat.Has(k) {
		return a.tr.T(k)
	}
	if g := a.gameByID(id); g != nil && a.tr.Cat.Has(g.Name().Key) {
		return a.tr.M(g.Name())
	}
	return id
}

// narrowRow is the height in units of a row on a narrow home screen: at
// the smallest unit still a 40-pixel touch target, and small enough that
// six players' bot levels fit a phone held upright.
const narrowRow = 5.4

// narrowHome says the home screen is laid out for a narrow (portrait)
// screen: the games one under another instead of side by side.
func narrowHome(a *App, r graphics.Rect) bool { return r.W < a.th.Unit*100 }

// homeTitleH is the height of the title and its subtitle (two lines of
// it on a narrow screen).
func homeTitleH(a *App, r graphics.Rect) float64 {
	th := a.th
	sub := graphics.LineHeight(th.Body)
	if narrowHome(a, r) {
		sub *= 2
	}
	return graphics.LineHeight(th.Huge) + sub + th.Unit
}

func (h *home) layout(a *App, r graphics.Rect) graphics.Buttons {
	th, tr := a.th, a.tr
	u := th.Unit
	var bs graphics.Buttons
	body := r.Inset(u * 2)
	_, body = body.CutTop(homeTitleH(a, r))
	narrow := narrowHome(a, r)
	// The game tiles: a tile to pick the game, its line of description
	// and its "How to play" under it (beside it on a narrow screen).
	aboutH := graphics.LineHeight(th.Small) * 1.3
	var tiles []graphics.Rect
	var helps []graphics.Rect
	if narrow {
		for range knownGames {
			var row graphics.Rect
			row, body = body.CutTop(narrowRow * u)
			_, body = body.CutTop(u * 0.5)
			help, tile := row.CutRight(u * 6)
			_, tile = tile.CutRight(u * 0.8)
			tiles, helps = append(tiles, tile), append(helps, help)
		}
	} else {
		// Tiles as tall as the room allows, between 10 and 16 units:
		// the rest of the screen needs about 50.
		tileH := min(max(body.H-aboutH-u*6-u*50, u*10), u*16)
		var row graphics.Rect
		row, body = body.CutTop(tileH + aboutH + u*6.5)
		for _, col := range row.Columns(len(knownGames), u*2) {
			tile, rest := col.CutTop(tileH)
			_, rest = rest.CutTop(aboutH)
			help, _ := rest.CutTop(u * 5.5)
			tiles, helps = append(tiles, tile), append(helps, help)
		}
	}
	for i, kg := range knownGames {
		name := gameName(a, kg.id)
		// The tile's name, icon and description are drawn by drawOver;
		// the hover text has them in full.
		b := graphics.Button{ID: "game:" + kg.id, Rect: tiles[i], Tip: name + ": " + helpText(a, kg.id, "about")}
		if a.gameByID(kg.id) == nil {
			b.Style = graphics.StyleDisabled
			b.Tip = tr.T("core.home.not_yet", rules.Text(name)) + " " + helpText(a, kg.id, "about")
		}
		b.Selected = kg.id == h.game
		hb := graphics.Button{ID: "help:" + kg.id, Rect: helps[i], Icon: "scroll-unfurled", Tip: tr.T("core.howto.title", rules.Text(name))}
		if !narrow {
			hb.Label = tr.T("core.howto.open")
		}
		bs = append(bs, b, hb)
	}
	_, body = body.CutTop(u * 2)
	g := a.gameByID(h.game)
	btnH := u * 6
	if narrow {
		btnH = narrowRow * u
	}
	if g != nil {
		// The player count and the game's options, wrapping as needed.
		lo, hi := g.Seats()
		ws := []float64{u * 6, u * 20, u * 6}
		labels := []string{"", "", ""}
		var keys []string
		for _, o := range g.Options() {
			val := h.options[o.Key]
			if val == "" {
				val = o.Values[0]
			}
			label := tr.T("core.home.option", rules.Text(tr.M(o.Label)), rules.Text(optionValue(a, h.game, o.Key, val)))
			longest := tr.T("core.home.option", rules.Text(tr.M(o.Label)), rules.Text(optionValue(a, h.game, o.Key, o.Values[len(o.Values)-1])))
			ws = append(ws, min(body.W, u*44, graphics.TextWidth(longest, th.Bold)+u*4))
			labels = append(labels, label)
			keys = append(keys, o.Key)
		}
		// Each bot's level, for a game against bots: "Bot 1: normal";
		// three to a row on a narrow screen.
		for n := 1; n < h.seats; n++ {
			longest := tr.T("core.home.bot_level", rules.Text(tr.T("core.bot_name", rules.Int(n))), rules.Text(levelName(a, "easy")))
			w := min(body.W, u*44, graphics.TextWidth(longest, th.Bold)+u*4)
			if narrow {
				w = (body.W - 2*u) / 3
			}
			ws = append(ws, w)
		}
		rs := body.Flow(ws, btnH, u)
		bs = append(bs,
			graphics.Button{ID: "seats-", Rect: rs[0], Label: "−", Style: disabledIf(h.seats <= lo)},
			graphics.Button{ID: "seats-label", Rect: rs[1], Label: tr.T("core.home.players", rules.Int(h.seats)), Style: graphics.StyleTip},
			graphics.Button{ID: "seats+", Rect: rs[2], Label: "+", Style: disabledIf(h.seats >= hi)},
		)
		for k, key := range keys {
			// The full text on hover, for a label cut to its button.
			bs = append(bs, graphics.Button{ID: "opt:" + key, Rect: rs[3+k], Label: labels[3+k], Tip: labels[3+k]})
		}
		for n := 1; n < h.seats; n++ {
			lv := a.botLevel(n)
			label := tr.T("core.home.bot_level", rules.Text(tr.T("core.bot_name", rules.Int(n))), rules.Text(levelName(a, lv)))
			lb := graphics.Button{ID: "level:" + strconv.Itoa(n), Rect: rs[3+len(keys)+n-1], Label: label, Icon: "cpu",
				Tip: label + ". " + levelTip(a, lv) + " " + tr.T("core.home.level_change")}
			if narrow {
				lb.Icon = "" // the level, not the icon, in a third of a phone
			}
			bs = append(bs, lb)
		}
		_, body = body.CutTop(rs[len(rs)-1].Bottom() - body.Y)
	} else {
		_, body = body.CutTop(btnH)
	}
	_, body = body.CutTop(u * 2)
	// The ways to play, one under another, or in two columns when the
	// screen is wide but short.
	cols := []graphics.Rect{body}
	if body.H < u*37 && body.W >= u*90 {
		l, r := body.CutLeft(body.W/2 - u)
		_, r = r.CutLeft(u * 2)
		cols = []graphics.Rect{l, r}
	}
	// Six rows (replay and settings share the last on a narrow screen).
	nrows := 6
	if narrow {
		nrows = 5
	}
	per := nrows / len(cols)
	minRow := u * 5.5
	if narrow {
		minRow = narrowRow * u
	}
	var rows []graphics.Rect
	for _, col := range cols {
		col, _ = col.CutLeft(min(col.W, u*70))
		rowH := min(max((col.H-u*3)/float64(per), minRow), u*7)
		for range per {
			var row graphics.Rect
			row, col = col.CutTop(rowH)
			_, col = col.CutTop(u * 0.6)
			rows = append(rows, row)
		}
	}
	playable := g != nil
	name := gameName(a, h.game)
	bs = append(bs,
		graphics.Button{ID: "play-bots", Rect: rows[0], Label: tr.T("core.home.play_bots", rules.Text(name)), Icon: "cpu", Style: primaryIf(playable)},
		graphics.Button{ID: "hotseat", Rect: rows[1], Label: tr.T("core.home.hotseat"), Icon: "person", Style: disabledIf(!playable)},
	)
	online := a.cfg.Platform.Online() != nil
	create := graphics.Button{ID: "create", Rect: rows[2], Label: tr.T("core.home.create"), Icon: "share", Style: disabledIf(!playable || !online)}
	if !online {
		create.Tip = tr.T("core.home.no_online")
	}
	bs = append(bs, create)
	join, field := rows[3].CutRight(min(u*18, rows[3].W*0.4))
	field.W -= u
	h.code.Rect = field
	bs = append(bs,
		graphics.Button{ID: "code-field", Rect: field, Style: graphics.StyleTip},
		graphics.Button{ID: "join", Rect: join, Label: tr.T("core.home.join"), Icon: "wooden-door", Style: disabledIf(!online || len(h.code.Value) < 4)},
	)
	replay, settings := rows[4], graphics.Rect{}
	if narrow {
		replay, settings = replay.CutLeft(replay.W/2 - u/2)
		_, settings = settings.CutLeft(u)
	} else {
		settings = rows[5]
	}
	bs = append(bs,
		graphics.Button{ID: "replay", Rect: replay, Label: tr.T("core.home.replay"), Icon: "film-strip"},
		graphics.Button{ID: "settings", Rect: settings, Label: tr.T("core.home.settings"), Icon: "settings-knobs"},
	)
	return bs
}

func disabledIf(c bool) graphics.ButtonStyle {
	if c {
		return graphics.StyleDisabled
	}
	return graphics.StylePlain
}

func primaryIf(c bool) graphics.ButtonStyle {
	if c {
		return graphics.StylePrimary
	}
	return graphics.StyleDisabled
}

// optionValue names an option's value: the game's catalogue entry
// "<game>.option.<key>.<value>" when it has one, else the value itself.
func optionValue(a *App, game, key, val string) string {
	k := game + ".option." + key + "." + val
	if a.tr.Cat.Has(k) {
		return a.tr.T(k)
	}
	return val
}

func (h *home) setup(a *App) rules.Setup {
	s := rules.Setup{Game: h.game, Seats: h.seats}
	if len(h.options) > 0 {
		s.Options = map[string]string{}
		for k, v := range h.options {
			s.Options[k] = v
		}
	}
	names := make([]string, h.seats)
	me := a.prefs.Name
	if me == "" {
		me = a.tr.T("core.player", rules.Int(1))
	}
	names[0] = me
	s.Names = names
	return s
}

func (h *home) extras() graphics.Extras {
	return graphics.Extras{Fields: []*graphics.TextField{&h.code}}
}

func (h *home) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	if h.code.Submitted && len(h.code.Value) >= 4 && a.cfg.Platform.Online() != nil {
		code := h.code.Value
		a.goTo(newAskName(a, "core.name.join", func(a *App) screen { return newJoining(a, code) }))
		return
	}
	if !ok {
		return
	}
	g := a.gameByID(h.game)
	switch {
	case strings.HasPrefix(b.ID, "game:"):
		h.pickGame(a, strings.TrimPrefix(b.ID, "game:"))
	case b.ID == "seats-":
		h.seats--
	case b.ID == "seats+":
		h.seats++
	case strings.HasPrefix(b.ID, "level:"):
		if n, err := strconv.Atoi(strings.TrimPrefix(b.ID, "level:")); err == nil {
			a.setBotLevel(n, nextLevel(a.botLevel(n)))
		}
	case strings.HasPrefix(b.ID, "opt:") && g != nil:
		key := strings.TrimPrefix(b.ID, "opt:")
		for _, o := range g.Options() {
			if o.Key != key {
				continue
			}
			cur := h.options[key]
			if cur == "" {
				cur = o.Values[0]
			}
			i := slices.Index(o.Values, cur)
			h.options[key] = o.Values[(i+1)%len(o.Values)]
		}
	case b.ID == "play-bots" && g != nil:
		s := h.setup(a)
		for i := 1; i < s.Seats; i++ {
			s.Names[i] = a.tr.T("core.bot_name", rules.Int(i))
		}
		startLocal(a, s, []rules.Seat{0}, h.levels(a))
	case b.ID == "hotseat" && g != nil:
		s := h.setup(a)
		var humans []rules.Seat
		for i := range s.Seats {
			humans = append(humans, rules.Seat(i))
			if i > 0 {
				s.Names[i] = a.tr.T("core.player", rules.Int(i+1))
			}
		}
		startLocal(a, s, humans, nil)
	case b.ID == "create" && g != nil:
		s := h.setup(a)
		a.goTo(newAskName(a, "core.name.create", func(a *App) screen { return newCreating(a, s) }))
	case b.ID == "join":
		code := h.code.Value
		a.goTo(newAskName(a, "core.name.join", func(a *App) screen { return newJoining(a, code) }))
	case strings.HasPrefix(b.ID, "help:"):
		a.goTo(newHowTo(a, strings.TrimPrefix(b.ID, "help:"), h))
	case b.ID == "replay":
		a.goTo(newReplay(a, "", nil))
	case b.ID == "settings":
		a.goTo(newSettings(a))
	}
}

// levels are the bots' levels of a game against bots, by seat: the
// player sits in seat 0, Bot n in seat n.
func (h *home) levels(a *App) []string {
	out := make([]string, h.seats)
	for n := 1; n < h.seats; n++ {
		out[n] = a.botLevel(n)
	}
	return out
}

// startLocal opens a local table, its bots at levels (by seat).
func startLocal(a *App, s rules.Setup, humans []rules.Seat, levels []string) {
	sess, err := a.cfg.NewLocal(s, humans, levels)
	if err != nil {
		a.say(a.tr.T("core.error.start", rules.Text(err.Error())))
		return
	}
	a.goTo(newTable(a, sess, true))
}

func (h *home) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	r := graphics.R(0, 0, float64(a.w), float64(a.h)).Inset(u * 2)
	th.DrawText(dst, tr.T("core.title"), th.Huge, r.X, r.Y, th.Accent, graphics.AlignStart)
	th.DrawParagraph(dst, tr.T("core.subtitle"), th.Body, graphics.R(r.X, r.Y+graphics.LineHeight(th.Huge), r.W, homeTitleH(a, graphics.R(0, 0, float64(a.w), float64(a.h)))), th.InkDim)
}

// drawOver draws on the game tiles, over their widgets: the game's icon,
// name and player count (or that it is not playable yet), and under each
// tile (within it on a narrow screen) its line of description.
func (h *home) drawOver(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	for _, kg := range knownGames {
		b, ok := a.buttons.Find("game:" + kg.id)
		if !ok {
			continue
		}
		lo, hi := kg.lo, kg.hi
		if g := a.gameByID(kg.id); g != nil {
			lo, hi = g.Seats()
		}
		ink := th.Ink
		if b.Selected {
			ink = th.AccentInk
		} else if !b.Enabled() {
			ink = th.InkDim
		}
		line := tr.T("core.home.range", rules.Int(lo), rules.Int(hi))
		if a.gameByID(kg.id) == nil {
			line = tr.T("core.home.soon")
		}
		about := helpText(a, kg.id, "about")
		name := gameName(a, kg.id)
		if b.Rect.W > b.Rect.H*2 {
			// A row: the icon, then the name with its count, then the
			// description.
			in := b.Rect.Inset(u * 0.6)
			ic, rest := in.CutLeft(in.H)
			th.DrawIcon(dst, kg.icon, ic.Inset(u*0.4), ink)
			_, rest = rest.CutLeft(u)
			top, bot := rest.CutTop(rest.H / 2)
			th.DrawTextIn(dst, graphics.Ellipsize(name+" · "+line, th.Bold, top.W), th.Bold, top, ink, graphics.AlignStart)
			th.DrawTextIn(dst, graphics.Ellipsize(about, th.Small, bot.W), th.Small, bot, ink, graphics.AlignStart)
			continue
		}
		in := b.Rect.Inset(u)
		rng, rest := in.CutBottom(graphics.LineHeight(th.Small) * 1.2)
		nm, top := rest.CutBottom(graphics.LineHeight(th.Bold) * 1.3)
		th.DrawIcon(dst, kg.icon, top, ink)
		th.DrawTextIn(dst, graphics.Ellipsize(name, th.Bold, nm.W), th.Bold, nm, ink, graphics.AlignCenter)
		th.DrawTextIn(dst, graphics.Ellipsize(line, th.Small, rng.W), th.Small, rng, ink, graphics.AlignCenter)
		ab := graphics.R(b.Rect.X, b.Rect.Bottom()+u*0.3, b.Rect.W, graphics.LineHeight(th.Small)*1.2)
		th.DrawTextIn(dst, graphics.Ellipsize(about, th.Small, ab.W), th.Small, ab, th.InkDim, graphics.AlignCenter)
	}
	if b, ok := a.buttons.Find("seats-label"); ok {
		th.DrawTextIn(dst, b.Label, th.Bold, b.Rect, th.Ink, graphics.AlignCenter)
	}
}
