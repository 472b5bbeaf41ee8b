// Shapes from cached masks: rounded rectangles, discs, rings, outlines and
// icons at their drawn size, copied as tinted images rather than drawn as
// vector paths or scaled each frame.
//
// An anti-aliased vector path costs Ebitengine an offscreen pass and two
// render-target switches; a table drew some thirty of them a frame, and
// under a software GL (SwiftShader in headless Chromium, Mesa's llvmpipe)
// each switch loads and stores whole atlas pages, so a drawn frame took
// about a second at 1280×800. A mask is drawn with a path once, kept on
// the theme, and then only copied and tinted: the frame stays on one
// render target and its draws batch.
package graphics

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// maxMasks bounds the cache: a layout uses a few dozen sizes, and a
// resize brings new ones.
const maxMasks = 256

// maskKey names a mask: a disc (width 0) or a ring, by its radius and
// width in half pixels.
type maskKey struct{ radius, width int }

// masks holds the theme's shape masks, white on transparent.
type masks struct {
	white *ebiten.Image // a 3×3 white image; its centre pixel is stretched
	byKey map[maskKey]*ebiten.Image
	icons map[iconKey]*ebiten.Image
}

// iconKey names an icon scaled to a size in pixels.
type iconKey struct {
	name string
	w, h int
}

// cached returns the image of key k in cache, made by draw when it is
// missing; a full cache is emptied first.
func cached[K comparable](cache *map[K]*ebiten.Image, k K, draw func() *ebiten.Image) *ebiten.Image {
	if img, ok := (*cache)[k]; ok {
		return img
	}
	if *cache == nil || len(*cache) >= maxMasks {
		for _, img := range *cache {
			img.Deallocate()
		}
		*cache = map[K]*ebiten.Image{}
	}
	img := draw()
	(*cache)[k] = img
	return img
}

// icon returns src, the named icon, scaled to w×h.
func (m *masks) icon(name string, src *ebiten.Image, w, h int) *ebiten.Image {
	return cached(&m.icons, iconKey{name, w, h}, func() *ebiten.Image {
		img := ebiten.NewImage(w, h)
		b := src.Bounds()
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(float64(w)/float64(b.Dx()), float64(h)/float64(b.Dy()))
		img.DrawImage(src, op)
		return img
	})
}

func halves(v float64) int { return max(1, int(math.Round(v*2))) }

// mask returns the white disc or ring of the key, centred in an image
// whose side is the diameter rounded up plus a pixel of margin.
func (m *masks) mask(k maskKey) *ebiten.Image {
	return cached(&m.byKey, k, func() *ebiten.Image {
		r := float64(k.radius) / 2
		side := int(math.Ceil(r*2)) + 2
		return ebiten.NewImageFromImage(maskImage(side, r, float64(k.width)/2))
	})
}

// maskImage is a white disc of radius r (w 0) or a ring of radius r and
// width w, centred in a side×side image and anti-aliased by each pixel's
// distance from the edge. It is drawn on the CPU: Ebitengine's vector
// paths compile their shaders at first use, which in the browser kept the
// first frame waiting, and every screen draws these masks.
func maskImage(side int, r, w float64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, side, side))
	c := float64(side) / 2
	// disc is how much of a pixel at distance d from the centre lies
	// within radius rad.
	disc := func(rad, d float64) float64 { return min(max(rad-d+0.5, 0), 1) }
	for y := range side {
		for x := range side {
			d := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c)
			a := disc(r, d)
			if w > 0 {
				a = disc(r+w/2, d) - disc(r-w/2, d)
			}
			v := uint8(math.Round(a * 0xff))
			img.SetRGBA(x, y, color.RGBA{v, v, v, v}) // white, premultiplied
		}
	}
	return img
}

// pixel is a white pixel to stretch over plain rectangles.
func (m *masks) pixel() *ebiten.Image {
	if m.white == nil {
		m.white = ebiten.NewImage(3, 3)
		m.white.Fill(color.White)
	}
	return m.white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}

// piece draws the part src of a mask stretched over the rectangle
// (x, y, w, h), tinted clr.
func piece(dst, src *ebiten.Image, x, y, w, h float64, clr color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	b := src.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(w/float64(b.Dx()), h/float64(b.Dy()))
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(src, op)
}

// FillRect fills a plain rectangle.
func (t *Theme) FillRect(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	piece(dst, t.masks.pixel(), x, y, w, h, clr)
}

// FillCircle fills a disc of radius rad centred at (cx, cy).
func (t *Theme) FillCircle(dst *ebiten.Image, cx, cy, rad float64, clr color.Color) {
	t.stamp(dst, maskKey{radius: halves(rad)}, cx, cy, clr)
}

// StrokeCircle draws a ring of radius rad, w wide, centred at (cx, cy).
func (t *Theme) StrokeCircle(dst *ebiten.Image, cx, cy, rad, w float64, clr color.Color) {
	t.stamp(dst, maskKey{radius: halves(rad), width: halves(w)}, cx, cy, clr)
}

// stamp draws a mask centred at (cx, cy), on whole pixels so that its
// edge stays as sharp as it was drawn.
func (t *Theme) stamp(dst *ebiten.Image, k maskKey, cx, cy float64, clr color.Color) {
	img := t.masks.mask(k)
	side := float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(cx-side/2), math.Round(cy-side/2))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
}

// StrokeRect draws the outline of a rectangle with a line w wide centred
// on its edge, as four plain rectangles.
func (t *Theme) StrokeRect(dst *ebiten.Image, x, y, wd, h, w float64, clr color.Color) {
	x0, y0, ow, oh := x-w/2, y-w/2, wd+w, h+w
	if ow <= 2*w || oh <= 2*w {
		t.FillRect(dst, x0, y0, ow, oh, clr)
		return
	}
	t.FillRect(dst, x0, y0, ow, w, clr)
	t.FillRect(dst, x0, y0+oh-w, ow, w, clr)
	t.FillRect(dst, x0, y0+w, w, oh-2*w, clr)
	t.FillRect(dst, x0+ow-w, y0+w, w, oh-2*w, clr)
}

// RoundRect fills a rectangle with rounded corners of radius rad: the
// four quarters of a disc mask at the corners, its middle column and row
// stretched along the edges, and a plain rectangle between.
func (t *Theme) RoundRect(dst *ebiten.Image, x, y, w, h, rad float64, clr color.Color) {
	rad = math.Min(rad, math.Min(w, h)/2)
	r := math.Round(rad)
	if r < 1 {
		t.FillRect(dst, x, y, w, h, clr)
		return
	}
	// A disc of whole radius r in a side of 2r+2: its centre is at r+1.
	img := t.masks.mask(maskKey{radius: int(r) * 2})
	n, c := int(r), int(r)+1
	sub := func(x0, y0, x1, y1 int) *ebiten.Image {
		return img.SubImage(image.Rect(x0, y0, x1, y1)).(*ebiten.Image)
	}
	x0, y0 := math.Round(x), math.Round(y)
	x1, y1 := math.Round(x+w), math.Round(y+h)
	iw, ih := x1-x0-2*r, y1-y0-2*r
	// Corners.
	piece(dst, sub(c-n, c-n, c, c), x0, y0, r, r, clr)
	piece(dst, sub(c, c-n, c+n, c), x1-r, y0, r, r, clr)
	piece(dst, sub(c-n, c, c, c+n), x0, y1-r, r, r, clr)
	piece(dst, sub(c, c, c+n, c+n), x1-r, y1-r, r, r, clr)
	// Edges: one column or row of the disc through its centre, stretched.
	piece(dst, sub(c, c-n, c+1, c), x0+r, y0, iw, r, clr)
	piece(dst, sub(c, c, c+1, c+n), x0+r, y1-r, iw, r, clr)
	piece(dst, sub(c-n, c, c, c+1), x0, y0+r, r, ih, clr)
	piece(dst, sub(c, c, c+n, c+1), x1-r, y0+r, r, ih, clr)
	// Middle.
	t.FillRect(dst, x0+r, y0+r, iw, ih, clr)
}
