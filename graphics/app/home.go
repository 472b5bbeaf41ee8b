// The home screen: the five games with their player counts (those not yet
// playable shown as such), the table size and options, and the ways to
// play: against bots, hot-seat, online (create or join by code), replay,
// settings.
package app

import (
	"slices"
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

// gameName is a game's display name: its own catalogue entry when it is
// registered, else the client's.
func gameName(a *App, id string) string {
	if g := a.gameByID(id); g != nil && a.tr.Cat.Has(g.Name().Key) {
		return a.tr.M(g.Name())
	}
	return a.tr.T("core.game." + id)
}

func (h *home) layout(a *App, r graphics.Rect) graphics.Buttons {
	th, tr := a.th, a.tr
	u := th.Unit
	var bs graphics.Buttons
	body := r.Inset(u * 3)
	_, body = body.CutTop(u * 12) // title
	tiles, body := body.CutTop(u * 16)
	for i, col := range tiles.Columns(len(knownGames), u*2) {
		kg := knownGames[i]
		// The tile's name and icon are drawn by draw, one above the other.
		b := graphics.Button{ID: "game:" + kg.id, Rect: col}
		if a.gameByID(kg.id) == nil {
			b.Style = graphics.StyleDisabled
			b.Tip = tr.T("core.home.not_yet", rules.Text(gameName(a, kg.id)))
		}
		b.Selected = kg.id == h.game
		bs = append(bs, b)
	}
	_, body = body.CutTop(u * 2)
	g := a.gameByID(h.game)
	row, body := body.CutTop(u * 6)
	if g != nil {
		lo, hi := g.Seats()
		minus, rest := row.CutLeft(u * 6)
		label, rest := rest.CutLeft(u * 24)
		plus, rest := rest.CutLeft(u * 6)
		bs = append(bs,
			graphics.Button{ID: "seats-", Rect: minus, Label: "−", Style: disabledIf(h.seats <= lo)},
			graphics.Button{ID: "seats-label", Rect: label, Label: tr.T("core.home.players", rules.Int(h.seats)), Style: graphics.StyleTip},
			graphics.Button{ID: "seats+", Rect: plus, Label: "+", Style: disabledIf(h.seats >= hi)},
		)
		_, rest = rest.CutLeft(u * 2)
		for _, o := range g.Options() {
			w := min(u*44, graphics.TextWidth(tr.T("core.home.option", rules.Text(tr.M(o.Label)), rules.Text(optionValue(a, h.game, o.Key, o.Values[len(o.Values)-1]))), th.Bold)+u*4)
			ob, r2 := rest.CutLeft(w)
			rest = r2
			_, rest = rest.CutLeft(u)
			val := h.options[o.Key]
			if val == "" {
				val = o.Values[0]
			}
			bs = append(bs, graphics.Button{ID: "opt:" + o.Key, Rect: ob,
				Label: tr.T("core.home.option", rules.Text(tr.M(o.Label)), rules.Text(optionValue(a, h.game, o.Key, val)))})
		}
	}
	_, body = body.CutTop(u * 2)
	col, _ := body.CutLeft(min(body.W, u*70))
	rows := col.Rows(7, u*1.5)
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
	join, field := rows[3].CutRight(u * 18)
	field.W -= u
	h.code.Rect = field
	bs = append(bs,
		graphics.Button{ID: "code-field", Rect: field, Style: graphics.StyleTip},
		graphics.Button{ID: "join", Rect: join, Label: tr.T("core.home.join"), Icon: "wooden-door", Style: disabledIf(!online || len(h.code.Value) < 4)},
		graphics.Button{ID: "replay", Rect: rows[4], Label: tr.T("core.home.replay"), Icon: "film-strip"},
		graphics.Button{ID: "settings", Rect: rows[5], Label: tr.T("core.home.settings"), Icon: "settings-knobs"},
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
		a.goTo(newJoining(a, h.code.Value))
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
		startLocal(a, s, []rules.Seat{0})
	case b.ID == "hotseat" && g != nil:
		s := h.setup(a)
		var humans []rules.Seat
		for i := range s.Seats {
			humans = append(humans, rules.Seat(i))
			if i > 0 {
				s.Names[i] = a.tr.T("core.player", rules.Int(i+1))
			}
		}
		startLocal(a, s, humans)
	case b.ID == "create" && g != nil:
		a.goTo(newCreating(a, h.setup(a)))
	case b.ID == "join":
		a.goTo(newJoining(a, h.code.Value))
	case b.ID == "replay":
		a.goTo(newReplay(a, "", nil))
	case b.ID == "settings":
		a.goTo(newSettings(a))
	}
}

// startLocal opens a local table.
func startLocal(a *App, s rules.Setup, humans []rules.Seat) {
	sess, err := a.cfg.NewLocal(s, humans)
	if err != nil {
		a.say(a.tr.T("core.error.start", rules.Text(err.Error())))
		return
	}
	a.goTo(newTable(a, sess, true))
}

func (h *home) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	r := graphics.R(0, 0, float64(a.w), float64(a.h)).Inset(u * 3)
	graphics.DrawText(dst, tr.T("core.title"), th.Huge, r.X, r.Y, th.Accent, graphics.AlignStart)
	graphics.DrawText(dst, tr.T("core.subtitle"), th.Body, r.X, r.Y+graphics.LineHeight(th.Huge), th.InkDim, graphics.AlignStart)
}

// drawOver draws on the game tiles, over their widgets: the game's icon
// and name, and below each its player count and whether it is playable.
func (h *home) drawOver(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	// Under each game tile, its player count and whether it is playable.
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
		bot, top := b.Rect.Inset(u).CutBottom(graphics.LineHeight(th.Bold) * 1.4)
		th.DrawIcon(dst, kg.icon, top, ink)
		graphics.DrawTextIn(dst, gameName(a, kg.id), th.Bold, bot, ink, graphics.AlignCenter)
		line := tr.T("core.home.range", rules.Int(lo), rules.Int(hi))
		if a.gameByID(kg.id) == nil {
			line = tr.T("core.home.soon")
		}
		graphics.DrawText(dst, line, th.Small, b.Rect.CX(), b.Rect.Bottom()+u*0.5, th.InkDim, graphics.AlignCenter)
	}
	if b, ok := a.buttons.Find("seats-label"); ok {
		graphics.DrawTextIn(dst, b.Label, th.Bold, b.Rect, th.Ink, graphics.AlignCenter)
	}
}
