// "How to play": a panel per game with its goal, a turn, the main actions
// and how it ends, in the catalogue under the game's id (the client's
// "core.howto.<id>.<part>", else a game's own "<id>.howto.<part>"), so a
// new game adds only catalogue text. The client's file comes first: the
// home screen shows every game's "about", and asking for a key of a
// game's file parses that file (under WebAssembly, in Node, the five
// games' files took 15 ms, the client's 1.6 ms). The panel opens from the
// game's home tile and from its table, and goes back to where it was
// opened.
package app

import (
	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
)

// howtoParts are the panel's sections in order.
var howtoParts = []string{"goal", "turn", "actions", "end"}

// helpText is one part of a game's help ("about", "goal", ...), "" when
// the catalogue has none.
func helpText(a *App, id, part string) string {
	for _, k := range []string{"core.howto." + id + "." + part, id + ".howto." + part} {
		if a.tr.Cat.Has(k) {
			return a.tr.T(k)
		}
	}
	return ""
}

// gameIcon is the icon of a game's home tile.
func gameIcon(id string) string {
	for _, kg := range knownGames {
		if kg.id == id {
			return kg.icon
		}
	}
	return "scroll-unfurled"
}

type howTo struct {
	game string
	back screen // where the panel was opened; its state is kept
	text graphics.TextList
}

func newHowTo(a *App, game string, back screen) *howTo {
	return &howTo{game: game, back: back}
}

func (h *howTo) version() uint64 { return 0 }

func (h *howTo) extras() graphics.Extras {
	return graphics.Extras{Lists: []*graphics.TextList{&h.text}}
}

// lines are the panel's text: each part's heading, then its paragraph.
func (h *howTo) lines(a *App) []graphics.Line {
	var out []graphics.Line
	if s := helpText(a, h.game, "about"); s != "" {
		out = append(out, graphics.Line{Text: s})
	}
	for _, p := range howtoParts {
		s := helpText(a, h.game, p)
		if s == "" {
			continue
		}
		out = append(out, graphics.Line{Text: a.tr.T("core.howto." + p), Head: true}, graphics.Line{Text: s})
	}
	if len(out) == 0 {
		out = append(out, graphics.Line{Text: a.tr.T("core.howto.missing")})
	}
	return out
}

func (h *howTo) layout(a *App, r graphics.Rect) graphics.Buttons {
	th := a.th
	u := th.Unit
	in := r.Inset(u * 2)
	in = in.Centered(min(in.W, u*110), in.H)
	top, body := in.CutTop(u * 7)
	back, _ := top.CutLeft(min(top.W/2, u*20))
	_, body = body.CutTop(graphics.LineHeight(th.Title)*1.6 + u)
	h.text = graphics.TextList{ID: "howto", Rect: body, Lines: h.lines(a), Top: true}
	return graphics.Buttons{{ID: "back", Rect: back, Label: a.tr.T("core.howto.back"), Icon: "previous-button"}}
}

func (h *howTo) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	if ok && b.ID == "back" {
		a.goTo(h.back)
	}
}

func (h *howTo) draw(a *App, dst *ebiten.Image) {
	th := a.th
	u := th.Unit
	head := graphics.R(h.text.Rect.X, h.text.Rect.Y-graphics.LineHeight(th.Title)*1.6-u, h.text.Rect.W, graphics.LineHeight(th.Title)*1.4)
	ic, rest := head.CutLeft(head.H)
	th.DrawIcon(dst, gameIcon(h.game), ic, th.Accent)
	_, rest = rest.CutLeft(u)
	th.DrawTextIn(dst, graphics.Ellipsize(a.tr.T("core.howto.title", rules.Text(gameName(a, h.game))), th.Title, rest.W), th.Title, rest, th.Accent, graphics.AlignStart)
}
