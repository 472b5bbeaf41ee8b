// Theme: the palette, the typography (text/v2 with the Go fonts) and the
// sizes, which scale with the window and the device pixel ratio so the same
// layout reads well on a phone and a desktop.
package graphics

import (
	"bytes"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Palette holds the table's colours: sand, ink, and one colour per seat.
type Palette struct {
	Background, Panel, PanelHi, Ink, InkDim, Accent, AccentInk, Gold, Silver,
	Good, Bad, Shadow, Felt color.RGBA
	Seats []color.RGBA
}

// DefaultPalette is the desert palette.
var defaultPalette = Palette{
	Background: color.RGBA{0x2b, 0x22, 0x1c, 0xff},
	Panel:      color.RGBA{0x45, 0x37, 0x2c, 0xff},
	PanelHi:    color.RGBA{0x5c, 0x4a, 0x3b, 0xff},
	Ink:        color.RGBA{0xf3, 0xe9, 0xd2, 0xff},
	InkDim:     color.RGBA{0xb9, 0xa8, 0x8e, 0xff},
	Accent:     color.RGBA{0xe0, 0x9f, 0x3e, 0xff},
	AccentInk:  color.RGBA{0x26, 0x1c, 0x12, 0xff},
	Gold:       color.RGBA{0xe8, 0xc1, 0x4a, 0xff},
	Silver:     color.RGBA{0xc9, 0xcf, 0xd6, 0xff},
	Good:       color.RGBA{0x6d, 0xb3, 0x6a, 0xff},
	Bad:        color.RGBA{0xc8, 0x4b, 0x3c, 0xff},
	Shadow:     color.RGBA{0, 0, 0, 0x70},
	Felt:       color.RGBA{0x2f, 0x4f, 0x3f, 0xff},
	Seats: []color.RGBA{
		{0x3d, 0x8b, 0xd9, 0xff}, {0xd9, 0x5d, 0x3d, 0xff}, {0x5d, 0xb3, 0x5a, 0xff},
		{0xb5, 0x6c, 0xd6, 0xff}, {0xe0, 0xc0, 0x3e, 0xff}, {0x3e, 0xc2, 0xbd, 0xff},
	},
}

// Theme is the palette, the fonts and the unit size for one window size.
type Theme struct {
	Palette
	// Unit is the base spacing in pixels; every size derives from it.
	Unit float64
	// Small, Body, Bold, Title and Huge are the faces at this scale.
	Small, Body, Bold, Title, Huge text.Face
	regular, bold                  *text.GoTextFaceSource
	icons                          map[string]*ebiten.Image
	qrText                         string
	qrImg                          *ebiten.Image
	screen                         image.Point // the size of the screen in pixels
	masks                          masks       // shapes drawn once, then tinted (shapes.go)
	texts                          texts       // strings drawn once, then tinted (textcache.go)
}

// NewTheme builds a theme for a screen of w×h pixels at the given device
// scale (1 on an ordinary monitor, 2 on a retina one).
func NewTheme(w, h int, deviceScale float64) *Theme {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		// The Go fonts are compiled in; a failure is a broken build.
		panic("graphics: Go Regular font: " + err.Error())
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		panic("graphics: Go Bold font: " + err.Error())
	}
	t := &Theme{Palette: defaultPalette, regular: reg, bold: bold}
	t.Resize(w, h, deviceScale)
	return t
}

// MinUnit is the smallest unit in CSS pixels: it keeps the smallest text
// (Small, 1.6 units) at 12 CSS pixels, readable on a phone; the screens
// lay themselves out for the room that leaves (52 units across a phone
// held upright).
const MinUnit = 7.5

// UnitFor is the base spacing for a screen: it follows the smaller side so
// a narrow phone and a wide monitor both fit, within bounds.
func UnitFor(w, h int, deviceScale float64) float64 {
	if deviceScale <= 0 {
		deviceScale = 1
	}
	u := math.Min(float64(w)/1280, float64(h)/800) * 8
	return clampF(u, MinUnit*deviceScale, 16*deviceScale)
}

// Resize recomputes the sizes for a new screen.
func (t *Theme) Resize(w, h int, deviceScale float64) {
	t.Unit = UnitFor(w, h, deviceScale)
	t.screen = image.Pt(w, h)
	t.Small = &text.GoTextFace{Source: t.regular, Size: t.Unit * 1.6}
	t.Body = &text.GoTextFace{Source: t.regular, Size: t.Unit * 2}
	t.Bold = &text.GoTextFace{Source: t.bold, Size: t.Unit * 2}
	t.Title = &text.GoTextFace{Source: t.bold, Size: t.Unit * 3}
	t.Huge = &text.GoTextFace{Source: t.bold, Size: t.Unit * 5}
}

// SeatColor is seat's colour.
func (t *Theme) SeatColor(seat int) color.RGBA {
	if seat < 0 {
		return t.InkDim
	}
	return t.Seats[seat%len(t.Seats)]
}

// LineHeight is the height of a line in face.
func LineHeight(face text.Face) float64 {
	m := face.Metrics()
	return m.HAscent + m.HDescent + m.HLineGap
}
