// The settings screen: the player's name (kept between visits) and the
// animation speed. The name is typed into an ebitenui text input (with its
// caret, selection, clipboard and mobile keyboard).
package app

import (
	"strings"

	"github.com/ebitenui/ebitenui"
	euimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"majlis/graphics"
	"majlis/rules"
)

type settings struct {
	name   graphics.TextField // the value; typed through input
	nameR  graphics.Rect
	ui     *ebitenui.UI
	input  *widget.TextInput
	placed graphics.Rect
	tick   uint64
}

func newSettings(a *App) *settings {
	return &settings{name: graphics.TextField{ID: "name", Value: a.prefs.Name, Max: 24,
		Placeholder: a.tr.T("core.settings.name_placeholder"), Focused: true}}
}

// The caret blinks: this screen is redrawn every frame while it is open.
func (s *settings) version() uint64 { s.tick++; return s.tick }

// place builds the ebitenui input at the name field's rectangle.
func (s *settings) place(a *App) {
	if s.ui != nil && s.placed == s.nameR {
		return
	}
	if s.input != nil {
		s.name.Value = s.input.GetText()
	}
	th := a.th
	var face text.Face = th.Body
	pad := int(th.Unit)
	s.input = widget.NewTextInput(
		widget.TextInputOpts.WidgetOpts(
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
				HorizontalPosition: widget.AnchorLayoutPositionStart,
				VerticalPosition:   widget.AnchorLayoutPositionStart,
				Padding:            &widget.Insets{Left: int(s.nameR.X), Top: int(s.nameR.Y)},
			}),
			widget.WidgetOpts.MinSize(int(s.nameR.W), int(s.nameR.H)),
		),
		widget.TextInputOpts.Image(&widget.TextInputImage{
			Idle:     euimage.NewNineSliceColor(graphics.Darken(th.Palette.Panel, 20)),
			Disabled: euimage.NewNineSliceColor(th.Palette.Panel),
		}),
		widget.TextInputOpts.Face(&face),
		widget.TextInputOpts.Color(&widget.TextInputColor{
			Idle: th.Ink, Disabled: th.InkDim, Caret: th.Accent, DisabledCaret: th.InkDim,
		}),
		widget.TextInputOpts.Padding(&widget.Insets{Left: pad, Right: pad, Top: pad, Bottom: pad}),
		widget.TextInputOpts.Placeholder(s.name.Placeholder),
		widget.TextInputOpts.Validation(func(t string) (bool, *string) {
			if len([]rune(t)) > s.name.Max {
				r := string([]rune(t)[:s.name.Max])
				return false, &r
			}
			return true, nil
		}),
		widget.TextInputOpts.SubmitHandler(func(args *widget.TextInputChangedEventArgs) {
			s.name.Value = args.InputText
			s.save(a)
		}),
	)
	s.input.SetText(s.name.Value)
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	root.AddChild(s.input)
	s.ui = &ebitenui.UI{Container: root}
	s.input.Focus(true)
	s.placed = s.nameR
}

func (s *settings) layout(a *App, r graphics.Rect) graphics.Buttons {
	u := a.th.Unit
	col, _ := r.Inset(u * 3).CutLeft(min(r.W-u*6, u*70))
	_, col = col.CutTop(graphics.LineHeight(a.th.Huge) * 1.5)
	_, col = col.CutTop(graphics.LineHeight(a.th.Bold) * 1.3)
	s.nameR, col = col.CutTop(u * 6)
	_, col = col.CutTop(u*3 + graphics.LineHeight(a.th.Bold)*1.3)
	speeds, col := col.CutTop(u * 6)
	var bs graphics.Buttons
	bs = append(bs, graphics.Button{ID: "name-field", Rect: s.nameR, Style: graphics.StyleTip})
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
	s.place(a)
	s.ui.Update()
	s.name.Value = s.input.GetText()
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
	a.prefs.Name = strings.TrimSpace(s.name.Value)
	a.savePrefs()
}

func (s *settings) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	r := graphics.R(0, 0, float64(a.w), float64(a.h)).Inset(u * 3)
	graphics.DrawText(dst, tr.T("core.settings.title"), th.Huge, r.X, r.Y, th.Accent, graphics.AlignStart)
	graphics.DrawText(dst, tr.T("core.settings.name"), th.Bold, s.nameR.X, s.nameR.Y-graphics.LineHeight(th.Bold)*1.2, th.Ink, graphics.AlignStart)
	s.place(a)
	s.ui.Draw(dst)
	if b, ok := a.buttons.Find("speed:0"); ok {
		graphics.DrawText(dst, tr.T("core.settings.speed", rules.Int(a.prefs.Speed)), th.Bold, b.Rect.X, b.Rect.Y-graphics.LineHeight(th.Bold)*1.2, th.Ink, graphics.AlignStart)
	}
	th.DrawButtons(dst, a.buttons, a.in)
}
