// Names at a table: the name a player gives before creating or joining an
// online table, and the seat names every screen shows — bots as "Bot N",
// unnamed seats as "Player N", never two alike, and the viewer's own seat
// marked "(you)".
package app

import (
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
)

// maxName is the longest name, in characters.
const maxName = 24

// cutName trims a name and cuts it to maxName characters; cut says it was.
func cutName(s string) (name string, cut bool) {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) <= maxName {
		return s, false
	}
	return strings.TrimSpace(string([]rune(s)[:maxName])), true
}

// seatNames are the names a table shows for its seats: the setup's name,
// "Bot N" for a bot seat (numbered among the bots), "Player N" for
// another unnamed seat; a name already taken by an earlier seat gets its
// seat number added, so no two seats read alike.
func seatNames(a *App, given []string, seats int, bot func(int) bool) []string {
	out := make([]string, seats)
	bots := 0
	for i := range seats {
		n := ""
		if i < len(given) {
			n = strings.TrimSpace(given[i])
		}
		if bot != nil && bot(i) {
			bots++
			if n == "" {
				n = a.tr.T("core.bot_name", rules.Int(bots))
			}
		}
		if n == "" {
			n = a.tr.T("core.player", rules.Int(i+1))
		}
		out[i] = n
	}
	for i := range out {
		for j := range i {
			if strings.EqualFold(out[j], out[i]) {
				out[i] = a.tr.T("core.name_seat", rules.Text(out[i]), rules.Int(i+1))
				break
			}
		}
	}
	return out
}

// askName asks for the player's name before an online table is created or
// joined; the name is kept in the settings for next time.
type askName struct {
	name graphics.TextField
	next func(a *App) screen // creates or joins with a.prefs.Name
	what string              // a catalogue key: what happens next
	cut  bool
}

func newAskName(a *App, what string, next func(a *App) screen) *askName {
	n, cut := cutName(a.prefs.Name)
	return &askName{next: next, what: what, cut: cut, name: graphics.TextField{ID: "name", Value: n, Max: maxName,
		Placeholder: a.tr.T("core.settings.name_placeholder"), Focused: true}}
}

func (s *askName) version() uint64 { return 0 }

func (s *askName) extras() graphics.Extras {
	return graphics.Extras{Fields: []*graphics.TextField{&s.name}}
}

func (s *askName) layout(a *App, r graphics.Rect) graphics.Buttons {
	th := a.th
	u := th.Unit
	col := r.Inset(u*3).Centered(min(r.W-u*6, u*70), u*40)
	_, col = col.CutTop(graphics.LineHeight(th.Huge)*1.5 + graphics.LineHeight(th.Body)*3)
	s.name.Rect, col = col.CutTop(u * 7)
	_, col = col.CutTop(u*2 + graphics.LineHeight(th.Small)*1.4)
	row, _ := col.CutTop(u * 7)
	back, row := row.CutLeft(min(row.W/2-u, u*24))
	ok, _ := row.CutRight(min(row.W-u, u*30))
	go_ := graphics.Button{ID: "name-ok", Rect: ok, Label: a.tr.T(s.what), Icon: "play-button", Style: graphics.StylePrimary}
	if strings.TrimSpace(s.name.Value) == "" {
		go_.Style, go_.Tip = graphics.StyleDisabled, a.tr.T("core.name.needed")
	}
	return graphics.Buttons{
		{ID: "home", Rect: back, Label: a.tr.T("core.results.home"), Icon: "house"},
		go_,
	}
}

func (s *askName) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	if _, cut := cutName(s.name.Value); !cut && utf8.RuneCountInString(s.name.Value) < maxName {
		s.cut = false
	}
	if s.name.Submitted && strings.TrimSpace(s.name.Value) != "" {
		b, ok = graphics.Button{ID: "name-ok"}, true
	}
	if !ok {
		return
	}
	switch b.ID {
	case "home":
		a.cfg.Platform.SetLinkCode("")
		a.goTo(newHome(a))
	case "name-ok":
		n, _ := cutName(s.name.Value)
		if n == "" {
			return
		}
		if n != a.prefs.Name {
			a.prefs.Name = n
			a.savePrefs()
		}
		if next := s.next(a); next != nil {
			a.goTo(next)
		}
	}
}

func (s *askName) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	top := s.name.Rect.Y - graphics.LineHeight(th.Huge)*1.5 - graphics.LineHeight(th.Body)*3
	head := graphics.R(s.name.Rect.X, top, s.name.Rect.W, graphics.LineHeight(th.Huge)*1.4)
	th.DrawTextIn(dst, tr.T("core.name.title"), th.Huge, head, th.Accent, graphics.AlignStart)
	th.DrawParagraph(dst, tr.T("core.name.hint"), th.Body, graphics.R(s.name.Rect.X, head.Bottom(), s.name.Rect.W, graphics.LineHeight(th.Body)*2.8), th.InkDim)
	drawNameLimit(a, dst, s.name, s.cut)
}

// drawNameLimit says under a name field that names stop at maxName
// characters, when the field is full or a longer name was cut.
func drawNameLimit(a *App, dst *ebiten.Image, f graphics.TextField, cut bool) {
	if note := nameNote(a, f, cut); note != "" {
		a.th.DrawText(dst, note, a.th.Small, f.Rect.X, f.Rect.Bottom()+a.th.Unit*0.5, a.th.Gold, graphics.AlignStart)
	}
}

// nameNote is what drawNameLimit says, "" for nothing.
func nameNote(a *App, f graphics.TextField, cut bool) string {
	switch {
	case cut:
		return a.tr.T("core.name.cut", rules.Int(maxName))
	case utf8.RuneCountInString(f.Value) >= maxName:
		return a.tr.T("core.name.full", rules.Int(maxName))
	}
	return ""
}
