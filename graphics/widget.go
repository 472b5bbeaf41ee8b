// Buttons as the screens lay them out each time their layout changes: a
// label, an icon, a style and hover text at a rectangle. They are plain
// values (tests check layouts and hit areas without a GPU); Widgets turns
// them into ebitenui widgets that draw and answer the pointer.
package graphics

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/rules"
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
	// Reveals, on a view's own button (ID "view:…", a tab), are the
	// answers a click on it brings onto the table: they count as the
	// table's, so the prompt bar does not repeat them.
	Reveals []rules.Move
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
		if b.Enabled() && strings.HasPrefix(b.ID, "view:") {
			for _, m := range b.Reveals {
				out[MoveID(m)] = true
			}
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
