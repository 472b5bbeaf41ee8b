// The settings screen: the player's name (kept between visits) and the
// animation speed.
package app

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
)

type settings struct {
	name graphics.TextField
	cut  bool // the name kept was cut to maxName
}

func newSettings(a *App) *settings {
	return &settings{name: graphics.TextField{ID: "name", Value: a.prefs.Name, Max: maxName,
		Placeholder: a.tr.T("core.settings.name_placeholder"), Focused: true}}
}

func (s *settings) version() uint64 { return 0 }

func (s *settings) extras() graphics.Extras {
	return graphics.Extras{Fields: []*graphics.TextField{&s.name}}
}

func (s *settings) layout(a *App, r graphics.Rect) graphics.Buttons {
	u := a.th.Unit
	col, _ := r.Inset(u * 3).CutLeft(min(r.W-u*6, u*70))
	_, col = col.CutTop(graphics.LineHeight(a.th.Huge) * 1.5)
	_, col = col.CutTop(graphics.LineHeight(a.th.Bold) * 1.3)
	s.name.Rect, col = col.CutTop(u * 6)
	_, col = col.CutTop(u*3 + graphics.LineHeight(a.th.Small) + graphics.LineHeight(a.th.Bold)*1.3)
	speeds, col := col.CutTop(u * 6)
	var bs graphics.Buttons
	for i, r := range speeds.Columns(4, u) {
		bs = append(bs, graphics.Button{ID: "speed:" + string(rune('0'+i)), Rect: r,
			Label: a.tr.T("core.settings.speed." + string(rune('0'+i))), Selected: a.prefs.Speed == i})
	}
	_, col = col.CutTop(u * 4)
	done, _ := col.CutTop(u * 6)
	done.W = u * 24
	bs = append(bs, graphics.Button{ID: "done", Rect: done, Label: a.tr.T("core.settings.done"), Icon: "house", Style: graphics.StylePrimary})
	return bs
}

func (s *settings) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	if s.name.Submitted {
		s.save(a)
	}
	if !ok {
		return
	}
	switch {
	case strings.HasPrefix(b.ID, "speed:"):
		a.prefs.Speed = int(b.ID[len(b.ID)-1] - '0')
		s.save(a)
	case b.ID == "done":
		s.save(a)
		a.goTo(newHome(a))
	}
}

func (s *settings) save(a *App) {
	a.prefs.Name, s.cut = cutName(s.name.Value)
	a.savePrefs()
}

func (s *settings) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	r := graphics.R(0, 0, float64(a.w), float64(a.h)).Inset(u * 3)
	th.DrawText(dst, tr.T("core.settings.title"), th.Huge, r.X, r.Y, th.Accent, graphics.AlignStart)
	th.DrawText(dst, tr.T("core.settings.name"), th.Bold, s.name.Rect.X, s.name.Rect.Y-graphics.LineHeight(th.Bold)*1.2, th.Ink, graphics.AlignStart)
	drawNameLimit(a, dst, s.name, s.cut)
	if b, ok := a.buttons.Find("speed:0"); ok {
		th.DrawText(dst, tr.T("core.settings.speed", rules.Int(a.prefs.Speed)), th.Bold, b.Rect.X, b.Rect.Y-graphics.LineHeight(th.Bold)*1.2, th.Ink, graphics.AlignStart)
	}
}
