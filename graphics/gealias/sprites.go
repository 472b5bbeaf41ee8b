// Sprites: the small pieces drawn many times a frame (intersections,
// tents, fortresses, Gealias units, the supply in the panels) are drawn
// once with vector paths into images of their own and stamped after. A
// filled path costs a render pass of its own, which a software renderer
// (the browser tests' SwiftShader, a machine without a GPU) pays dearly.
package gealias

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// sprites caches the pieces' images by what they show and their size.
type sprites struct {
	imgs map[string]*ebiten.Image
}

// stamp draws the sprite key of the given size centred at (x, y), making
// it first with draw (which draws it centred at (cx, cy) of its image).
func (sp *sprites) stamp(dst *ebiten.Image, key string, x, y, size float64, draw func(img *ebiten.Image, cx, cy float64)) {
	side := int(math.Ceil(size*1.9)) + 2
	key += ":" + strconv.Itoa(side)
	if sp.imgs == nil || len(sp.imgs) > 512 {
		for _, img := range sp.imgs {
			img.Deallocate()
		}
		sp.imgs = map[string]*ebiten.Image{}
	}
	img, ok := sp.imgs[key]
	if !ok {
		img = ebiten.NewImage(side, side)
		draw(img, float64(side)/2, float64(side)/2)
		sp.imgs[key] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(math.Round(x-float64(side)/2), math.Round(y-float64(side)/2))
	dst.DrawImage(img, op)
}

// pixel is a white pixel, scaled and tinted for plain rectangles.
var pixel = func() *ebiten.Image {
	img := ebiten.NewImage(1, 1)
	img.Fill(color.White)
	return img
}()

// rect fills a plain rectangle without a path.
func rect(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(pixel, op)
}

// outline strokes the inside of a rectangle with plain rectangles: a
// target's highlight.
func outline(dst *ebiten.Image, x, y, w, h, t float64, clr color.Color) {
	rect(dst, x, y, w, t, clr)
	rect(dst, x, y+h-t, w, t, clr)
	rect(dst, x, y+t, t, h-2*t, clr)
	rect(dst, x+w-t, y+t, t, h-2*t, clr)
}
