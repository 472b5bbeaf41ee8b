// Buttons as the screens lay them out each time their layout changes: a
// label, an icon, a style and hover text at a rectangle. They are plain
// values (tests check layouts and hit areas without a GPU); Widgets turns
// them into ebitenui widgets that draw and answer the pointer.
package graphics

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// ButtonStyle picks a button's look.
type ButtonStyle int

const (
	StylePlain    ButtonStyle = iota
	StylePrimary              // the main action of a screen, or a prompt's option
	StyleGhost                // a target on the table: drawn by the view, outlined here
	StyleDisabled             // shown, explained by its tooltip, not clickable
	StyleTip                  // invisible: only its hover text shows
)

// Button is one clickable thing.
type Button struct {
	ID    string // what the screen does on a click ("play-bots", "move:attack:2")
	Rect  Rect
	Label string
	Icon  string // an icon name from assets/icons, or ""
	Style ButtonStyle
	// Tip is the hover text (a card's full description, why it is disabled).
	Tip string
	// Selected marks a toggle that is on.
	Selected bool
}

// Enabled reports whether a click on b does something.
func (b Button) Enabled() bool { return b.Style != StyleDisabled && b.Style != StyleTip }

// Buttons is a screen's widgets in drawing order; later ones are on top.
type Buttons []Button

// At returns the topmost button under the point, or false.
func (bs Buttons) At(x, y float64) (Button, bool) {
	for i := len(bs) - 1; i >= 0; i-- {
		if bs[i].Rect.Contains(x, y) {
			return bs[i], true
		}
	}
	return Button{}, false
}

// Answers returns the IDs of the enabled buttons that answer a prompt's
// option (MoveID), as a set.
func (bs Buttons) Answers() map[string]bool {
	out := map[string]bool{}
	for _, b := range bs {
		if b.Enabled() && strings.HasPrefix(b.ID, "move:") {
			out[b.ID] = true
		}
	}
	return out
}

// Find returns the button with the given id.
func (bs Buttons) Find(id string) (Button, bool) {
	for _, b := range bs {
		if b.ID == id {
			return b, true
		}
	}
	return Button{}, false
}

// RoundRect fills a rectangle with rounded corners of radius rad.
func (t *Theme) RoundRect(dst *ebiten.Image, x, y, w, h, rad float64, clr color.Color) {
	if rad*2 > w {
		rad = w / 2
	}
	if rad*2 > h {
		rad = h / 2
	}
	var p vector.Path
	x0, y0, x1, y1 := float32(x), float32(y), float32(x+w), float32(y+h)
	r := float32(rad)
	p.MoveTo(x0+r, y0)
	p.LineTo(x1-r, y0)
	p.ArcTo(x1, y0, x1, y0+r, r)
	p.LineTo(x1, y1-r)
	p.ArcTo(x1, y1, x1-r, y1, r)
	p.LineTo(x0+r, y1)
	p.ArcTo(x0, y1, x0, y1-r, r)
	p.LineTo(x0, y0+r)
	p.ArcTo(x0, y0, x0+r, y0, r)
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, op)
}

// DrawPanel draws a rounded panel.
func (t *Theme) DrawPanel(dst *ebiten.Image, r Rect) {
	t.RoundRect(dst, r.X, r.Y, r.W, r.H, t.Unit, t.Palette.Panel)
}

func lighten(c color.RGBA, d uint8) color.RGBA {
	add := func(v uint8) uint8 {
		if int(v)+int(d) > 255 {
			return 255
		}
		return v + d
	}
	return color.RGBA{add(c.R), add(c.G), add(c.B), c.A}
}
