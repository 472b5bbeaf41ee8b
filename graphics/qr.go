// QR codes of links (the lobby's invitation), drawn from rsc.io/qr's
// modules as a small image scaled with nearest-neighbour filtering.
package graphics

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"rsc.io/qr"
)

// QRImage encodes text as a QR code image with a quiet zone, one pixel per
// module.
func QRImage(text string) (*image.Gray, error) {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil, err
	}
	const quiet = 4
	n := c.Size + 2*quiet
	img := image.NewGray(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			v := uint8(255)
			if c.Black(x-quiet, y-quiet) {
				v = 0
			}
			img.SetGray(x, y, color.Gray{Y: v})
		}
	}
	return img, nil
}

// DrawQR draws the QR code of text fitted in r (cached on the theme).
func (t *Theme) DrawQR(dst *ebiten.Image, r Rect, text string) {
	if t.qrText != text || t.qrImg == nil {
		img, err := QRImage(text)
		if err != nil {
			return
		}
		t.qrText, t.qrImg = text, ebiten.NewImageFromImage(img)
	}
	b := t.qrImg.Bounds()
	s := float64(int(min(r.W, r.H) / float64(b.Dx())))
	if s < 1 {
		s = min(r.W, r.H) / float64(b.Dx())
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(t.qrImg, op)
}
