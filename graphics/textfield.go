// A one-line text field (a name, a room code): typing, backspace, paste
// through the platform, a caret, a placeholder.
package graphics

import (
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// TextField is a one-line text input.
type TextField struct {
	ID          string
	Value       string
	Placeholder string
	Max         int // in runes; 0 means 40
	// Filter maps a typed rune to what is kept (0 drops it); nil keeps
	// printable runes.
	Filter  func(rune) rune
	Focused bool
}

// Update applies typing when the field has focus; a click inside focuses
// it, a click elsewhere blurs it. It reports whether Enter was pressed.
func (f *TextField) Update(in Input, r Rect) (submitted bool) {
	if in.Click {
		f.Focused = r.Contains(in.X, in.Y)
	}
	if !f.Focused {
		return false
	}
	max := f.Max
	if max == 0 {
		max = 40
	}
	rs := []rune(f.Value)
	for _, c := range in.Runes {
		if f.Filter != nil {
			c = f.Filter(c)
		} else if !unicode.IsPrint(c) {
			c = 0
		}
		if c != 0 && len(rs) < max {
			rs = append(rs, c)
		}
	}
	if in.Backspace && len(rs) > 0 {
		rs = rs[:len(rs)-1]
	}
	f.Value = string(rs)
	return in.Enter
}

// Draw draws the field in r.
func (t *Theme) DrawTextField(dst *ebiten.Image, f *TextField, r Rect) {
	bg := Darken(t.Palette.Panel, 20)
	t.RoundRect(dst, r.X, r.Y, r.W, r.H, t.Unit*0.6, bg)
	if f.Focused {
		t.Highlight(dst, r, false)
	}
	in := r.Inset(t.Unit)
	if f.Value == "" && !f.Focused {
		DrawTextIn(dst, f.Placeholder, t.Body, in, t.InkDim, AlignStart)
		return
	}
	s := f.Value
	if f.Focused {
		s += "|"
	}
	DrawTextIn(dst, s, t.Body, in, t.Ink, AlignStart)
}

// CodeFilter keeps letters and digits of a room code, upper-cased.
func CodeFilter(c rune) rune {
	c = unicode.ToUpper(c)
	if strings.ContainsRune("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-", c) {
		return c
	}
	return 0
}
