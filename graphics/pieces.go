// Primitives for the things on a table: icons (from assets/icons), coins,
// troops, cards, tokens, dice and boards. Drawn in code; the only images
// are the vendored icons.
package graphics

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/assets/icons"
)

// icon returns the decoded icon, cached on the theme; nil if it is missing.
func (t *Theme) icon(name string) *ebiten.Image {
	if t.icons == nil {
		t.icons = map[string]*ebiten.Image{}
	}
	if img, ok := t.icons[name]; ok {
		return img
	}
	var img *ebiten.Image
	if m, err := icons.Mask(name); err == nil {
		// White at the mask's alpha, premultiplied: the tint is the
		// colour scale DrawIcon draws with.
		pix := make([]byte, 4*len(m.Pix))
		for i, a := range m.Pix {
			pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = a, a, a, a
		}
		img = ebiten.NewImage(m.Rect.Dx(), m.Rect.Dy())
		img.WritePixels(pix)
	}
	t.icons[name] = img
	return img
}

// DrawIcon draws the named icon fitted into r, tinted clr. The icon is
// scaled once per size (shapes.go says why a frame keeps to plain copies).
func (t *Theme) DrawIcon(dst *ebiten.Image, name string, r Rect, clr color.Color) {
	img := t.icon(name)
	if img == nil || r.W <= 0 || r.H <= 0 {
		return
	}
	b := img.Bounds()
	s := math.Min(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	w, h := max(1, int(math.Round(float64(b.Dx())*s))), max(1, int(math.Round(float64(b.Dy())*s)))
	sized := t.masks.icon(name, img, w, h)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.CX()-float64(w)/2), math.Round(r.CY()-float64(h)/2))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(sized, op)
}

// Coin draws a coin of radius rad at (cx, cy) with n written on it (n<0:
// no number).
func (t *Theme) Coin(dst *ebiten.Image, cx, cy, rad float64, face color.RGBA, n int) {
	t.FillCircle(dst, cx, cy+rad*0.12, rad, t.Shadow)
	t.FillCircle(dst, cx, cy, rad, face)
	t.StrokeCircle(dst, cx, cy, rad*0.78, rad*0.08, darken(face, 40))
	if n >= 0 {
		t.DrawTextIn(dst, strconv.Itoa(n), t.Bold, Rect{cx - rad, cy - rad, rad * 2, rad * 2}, t.AccentInk, AlignCenter)
	}
}

// Chip draws an icon badge with a count beside it: "(icon) 12". It
// returns the width used.
func (t *Theme) Chip(dst *ebiten.Image, x, y, h float64, iconName string, clr color.RGBA, label string) float64 {
	t.RoundRect(dst, x, y, h, h, h/2, darken(clr, 90))
	t.DrawIcon(dst, iconName, Rect{x, y, h, h}.Inset(h*0.15), clr)
	w := h
	if label != "" {
		t.DrawTextIn(dst, label, t.Bold, Rect{x + h + t.Unit*0.5, y, TextWidth(label, t.Bold) + 1, h}, t.Ink, AlignStart)
		w += t.Unit*0.5 + TextWidth(label, t.Bold)
	}
	return w
}

// ChipWidth is the width Chip will use.
func (t *Theme) ChipWidth(h float64, label string) float64 {
	if label == "" {
		return h
	}
	return h + t.Unit*0.5 + TextWidth(label, t.Bold)
}

// Card draws a card: face up with a title, icon and body, or face down.
func (t *Theme) Card(dst *ebiten.Image, r Rect, faceUp bool, title, iconName string, clr color.RGBA) {
	rad := r.W * 0.08
	t.RoundRect(dst, r.X, r.Y+t.Unit*0.3, r.W, r.H, rad, t.Shadow)
	if !faceUp {
		t.RoundRect(dst, r.X, r.Y, r.W, r.H, rad, darken(clr, 60))
		in := r.Inset(r.W * 0.08)
		t.RoundRect(dst, in.X, in.Y, in.W, in.H, rad*0.6, clr)
		t.DrawIcon(dst, iconName, in.Inset(in.W*0.2), darken(clr, 70))
		return
	}
	t.RoundRect(dst, r.X, r.Y, r.W, r.H, rad, color.RGBA{0xf4, 0xea, 0xd5, 0xff})
	in := r.Inset(r.W * 0.07)
	head, body := in.CutTop(LineHeight(t.Small) * 1.1)
	t.RoundRect(dst, head.X, head.Y, head.W, head.H, rad*0.5, clr)
	t.DrawTextIn(dst, title, t.Small, head.Inset(t.Unit*0.3), t.AccentInk, AlignCenter)
	t.DrawIcon(dst, iconName, body.Inset(body.W*0.12), darken(clr, 30))
}

// Troop draws a standing troop token of height h centred at (cx, cy).
func (t *Theme) Troop(dst *ebiten.Image, cx, cy, h float64, clr color.RGBA) {
	r := Rect{cx - h*0.4, cy - h/2, h * 0.8, h}
	t.RoundRect(dst, r.X, r.Y+h*0.06, r.W, r.H, h*0.15, t.Shadow)
	t.RoundRect(dst, r.X, r.Y, r.W, r.H, h*0.15, clr)
	t.DrawIcon(dst, "spartan-helmet", r.Inset(h*0.08), darken(clr, 110))
}

// Token draws a round token with an icon.
func (t *Theme) Token(dst *ebiten.Image, cx, cy, rad float64, iconName string, clr color.RGBA) {
	t.FillCircle(dst, cx, cy+rad*0.1, rad, t.Shadow)
	t.FillCircle(dst, cx, cy, rad, clr)
	t.DrawIcon(dst, iconName, Rect{cx - rad, cy - rad, 2 * rad, 2 * rad}.Inset(rad*0.3), darken(clr, 110))
}

// Die draws a die showing n (1–6) in r.
func (t *Theme) Die(dst *ebiten.Image, r Rect, n int, clr color.RGBA) {
	t.RoundRect(dst, r.X, r.Y, r.W, r.H, r.W*0.18, clr)
	pip := func(fx, fy float64) {
		t.FillCircle(dst, r.X+r.W*fx, r.Y+r.H*fy, r.W*0.09, t.AccentInk)
	}
	pips := map[int][][2]float64{
		1: {{.5, .5}}, 2: {{.28, .28}, {.72, .72}}, 3: {{.28, .28}, {.5, .5}, {.72, .72}},
		4: {{.28, .28}, {.72, .28}, {.28, .72}, {.72, .72}},
		5: {{.28, .28}, {.72, .28}, {.5, .5}, {.28, .72}, {.72, .72}},
		6: {{.28, .25}, {.72, .25}, {.28, .5}, {.72, .5}, {.28, .75}, {.72, .75}},
	}
	for _, p := range pips[n] {
		pip(p[0], p[1])
	}
}

// Board draws a table surface (felt with a border) in r.
func (t *Theme) Board(dst *ebiten.Image, r Rect) {
	t.RoundRect(dst, r.X, r.Y, r.W, r.H, t.Unit*2, darken(t.Felt, 25))
	in := r.Inset(t.Unit * 0.8)
	t.RoundRect(dst, in.X, in.Y, in.W, in.H, t.Unit*1.5, t.Felt)
}

// Highlight outlines r as something the player may click now.
func (t *Theme) Highlight(dst *ebiten.Image, r Rect, hover bool) {
	c := t.Accent
	if hover {
		c = t.Gold
	}
	t.StrokeRect(dst, r.X, r.Y, r.W, r.H, t.Unit*0.5, c)
}

// Outline strokes the inside edge of a rectangle with a line w wide.
func (t *Theme) Outline(dst *ebiten.Image, x, y, wd, h, w float64, clr color.Color) {
	t.StrokeRect(dst, x+w/2, y+w/2, wd-w, h-w, w, clr)
}

func darken(c color.RGBA, d uint8) color.RGBA {
	sub := func(v uint8) uint8 {
		if v < d {
			return 0
		}
		return v - d
	}
	return color.RGBA{sub(c.R), sub(c.G), sub(c.B), c.A}
}

// Darken returns c darker by d in every channel.
func Darken(c color.RGBA, d uint8) color.RGBA { return darken(c, d) }
