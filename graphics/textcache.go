// Text drawn from images of whole strings. text/v2 draws a string glyph by
// glyph, looking each glyph up and issuing a draw for it, in every frame
// drawn: on a table that was about a quarter of the page's time per redraw
// in the browser. A string drawn in two frames is drawn once more, in
// white, into an image of its own kept on the theme; from then on it is
// one draw, tinted. A string drawn in one frame only (a count that changes
// with every move) never is. The images are made all together at the
// start of a frame (StartFrame), so that the draws into them run back to
// back on the atlas rather than switching render targets in the middle of
// a frame, which a software GL pays for (shapes.go says how much).
package graphics

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

const (
	// textKeep is how many drawn frames a string's image outlives its
	// last use: a table redraws its strings every frame, and a screen
	// left and come back to within a few seconds finds them still there.
	textKeep = 120
	// maxTexts bounds the images kept; past it, those not drawn in the
	// latest frame go.
	maxTexts = 1024
)

// textKey names a string drawn in a face.
type textKey struct {
	s    string
	face text.Face
}

// textImage is a string's advance, and its image once made: white on
// transparent, the string's line box inset by pad on every side for the
// glyphs that reach past it.
type textImage struct {
	advance float64
	pad     int
	img     *ebiten.Image
	used    int  // the frame it was last drawn in
	pending bool // to be made into an image at the next StartFrame
}

// texts holds the theme's string images.
type texts struct {
	frame   int
	byKey   map[textKey]*textImage
	pending []textKey // drawn in two frames, the latest without an image
}

// DrawText draws one line of s with its top at y; x is the left edge, the
// centre or the right edge as align says. The line lands on whole pixels.
func (t *Theme) DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, clr color.Color, align Align) {
	if s == "" {
		return
	}
	c := &t.texts
	k := textKey{s, face}
	e := c.byKey[k]
	switch {
	case e == nil:
		if c.byKey == nil {
			c.byKey = map[textKey]*textImage{}
		}
		e = &textImage{advance: text.Advance(s, face), pad: int(math.Ceil(face.Metrics().HAscent / 3))}
		c.byKey[k] = e
	case e.img == nil && !e.pending && e.used < c.frame:
		// Drawn in an earlier frame too: worth an image. A string
		// drawn in one frame only (a count that changes with every
		// move) is not made into one.
		e.pending = true
		c.pending = append(c.pending, k)
	}
	e.used = c.frame
	switch align {
	case AlignCenter:
		x -= e.advance / 2
	case AlignEnd:
		x -= e.advance
	}
	x, y = math.Round(x), math.Round(y)
	if e.img == nil {
		drawLine(dst, s, face, x, y, clr)
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x-float64(e.pad), y-float64(e.pad))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(e.img, op)
}

// DrawTextIn draws s centred (vertically, and horizontally as align says)
// in r, shortened to fit on one line.
func (t *Theme) DrawTextIn(dst *ebiten.Image, s string, face text.Face, r Rect, clr color.Color, align Align) {
	s = Ellipsize(s, face, r.W)
	y := r.CY() - LineHeight(face)/2
	switch align {
	case AlignCenter:
		t.DrawText(dst, s, face, r.CX(), y, clr, align)
	case AlignEnd:
		t.DrawText(dst, s, face, r.Right(), y, clr, align)
	default:
		t.DrawText(dst, s, face, r.X, y, clr, align)
	}
}

// DrawParagraph draws wrapped text from r's top and returns the height used.
func (t *Theme) DrawParagraph(dst *ebiten.Image, s string, face text.Face, r Rect, clr color.Color) float64 {
	lh := LineHeight(face)
	y := r.Y
	for _, l := range Wrap(s, face, r.W) {
		if y+lh > r.Bottom()+1 {
			break
		}
		t.DrawText(dst, l, face, r.X, y, clr, AlignStart)
		y += lh
	}
	return y - r.Y
}

// StartFrame begins a drawn frame: it makes the images of the strings the
// last frame drew without one that an earlier frame drew too, and lets go
// of those long unused. The client calls it before drawing anything else.
func (t *Theme) StartFrame() {
	c := &t.texts
	for _, k := range c.pending {
		e := c.byKey[k]
		if e == nil || e.img != nil {
			continue
		}
		e.pending = false
		w := int(math.Ceil(e.advance)) + 2*e.pad
		h := int(math.Ceil(LineHeight(k.face))) + 2*e.pad
		e.img = ebiten.NewImage(max(w, 1), max(h, 1))
		drawLine(e.img, k.s, k.face, float64(e.pad), float64(e.pad), color.White)
	}
	c.pending = c.pending[:0]
	c.frame++
	if c.frame%60 == 0 || len(c.byKey) > maxTexts {
		c.forget(c.frame - textKeep)
		if len(c.byKey) > maxTexts {
			c.forget(c.frame - 1)
		}
	}
}

// forget lets go of the images last drawn before frame.
func (c *texts) forget(frame int) {
	for k, e := range c.byKey {
		if e.used < frame {
			if e.img != nil {
				e.img.Deallocate()
			}
			delete(c.byKey, k)
		}
	}
}

// drawLine draws one line of s with its top left at x, y, glyph by glyph.
func drawLine(dst *ebiten.Image, s string, face text.Face, x, y float64, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	text.Draw(dst, s, face, op)
}
