// Clipping without ebitenui's masks. ebitenui clips a scroll container's
// content, and a text input's text, by clearing two images the size of the
// screen, drawing the content into one and a mask into the other, and
// compositing both onto the screen: four passes over the whole screen for
// each such widget in every frame drawn, whatever its size. A table has
// two lists and the chat's input: twelve passes and ten switches of render
// target a redraw, beside the two of the table itself (Ebitengine's
// ebitenginedebug tag lists them). Under a software GL they were most of a
// redraw: in headless Chromium at 1280×800, with easy bots moving every
// 150 ms, the gaps before redrawn frames went from 107-128 ms on average
// to 31-51 ms, and the frames drawn in 6 s from 46-53 to 131-183.
// Ebitengine clips drawing to a sub-image, so the wrappers here draw into
// the screen's sub-image of the widget instead, in no extra passes. The
// masks' rounded corners are lost; the content sits inside its padding,
// clear of them. (The saved games' List still masks; it is on no table.)
package graphics

import (
	"image"
	"image/color"
	"math"

	euimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
)

// clipped is a ScrollContainer (made with StretchContentWidth and no
// padding) whose Render clips by sub-image.
type clipped struct {
	*widget.ScrollContainer
	content *widget.Container
	idle    *euimage.NineSlice
	rows    *rowPass // the pass its rows are drawn in
}

// Render does what ScrollContainer.Render does, without the mask.
func (c *clipped) Render(screen *ebiten.Image) {
	s := c.ScrollContainer
	s.ScrollTop = min(max(s.ScrollTop, 0), 1)
	w := s.GetWidget()
	c.content.GetWidget().Disabled = w.Disabled
	w.Render(screen)
	drawSkin(screen, c.idle, w.Rect)
	// The content as wide as the view, as tall as its lines, moved up by
	// the part of it scrolled past.
	view := s.ViewRect()
	cw, ch := c.content.PreferredSize()
	r := image.Rect(0, 0, max(cw, view.Dx()), ch).Add(view.Min)
	r = r.Sub(image.Pt(0, int(math.Round(float64(ch-view.Dy())*s.ScrollTop))))
	if r != c.content.GetWidget().Rect {
		c.content.SetLocation(r)
		c.content.RequestRelayout()
	}
	if sub, ok := screen.SubImage(view).(*ebiten.Image); ok && !view.Empty() {
		// Twice: the rows new to the view draw themselves into their
		// images, all of them, and then every row is drawn onto the
		// screen. In one pass each new row took two switches of render
		// target (its image, then the screen), which software GL pays
		// dearly for: a table's first frame has some forty new rows.
		c.rows.prepare = true
		c.content.Render(sub)
		c.rows.prepare = false
		c.content.Render(sub)
	}
}

// quietInput is a TextInput that, while it is not being typed in, draws
// itself: its skin and its text (or its placeholder) clipped to the space
// inside its padding. Focused, it draws as ebitenui does, with the caret,
// the selection and the text scrolled to the caret.
type quietInput struct {
	*widget.TextInput
	idle, disabled *euimage.NineSlice
	pad            int
	placeholder    string
	ink, dim       color.Color
	text           *widget.Text
}

// Render draws the input.
func (q *quietInput) Render(screen *ebiten.Image) {
	if q.IsFocused() {
		q.TextInput.Render(screen)
		return
	}
	w := q.GetWidget()
	w.Render(screen)
	skin, clr, label := q.idle, q.ink, q.GetText()
	if w.Disabled {
		skin, clr = q.disabled, q.dim
	}
	if label == "" {
		label, clr = q.placeholder, q.dim
	}
	drawSkin(screen, skin, w.Rect)
	inner := image.Rect(w.Rect.Min.X+q.pad, w.Rect.Min.Y+q.pad, w.Rect.Max.X-q.pad, w.Rect.Max.Y-q.pad)
	if inner.Empty() {
		return
	}
	q.text.Label = label
	q.text.SetColor(clr)
	q.text.SetLocation(inner)
	if sub, ok := screen.SubImage(inner).(*ebiten.Image); ok {
		q.text.Render(sub)
	}
}

// drawSkin draws a nine-slice over r.
func drawSkin(screen *ebiten.Image, skin *euimage.NineSlice, r image.Rectangle) {
	if skin == nil {
		return
	}
	skin.Draw(screen, r.Dx(), r.Dy(), func(o *ebiten.DrawImageOptions) {
		o.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	})
}
