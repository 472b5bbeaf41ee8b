// Command floor is the smallest client with what any Ebitengine + pion
// client with text must have: ebiten/v2 with text/v2 and the Go fonts, an
// ebitenui window with a label, and a pion/webrtc peer connection with a
// data channel. Majlis' web client is measured against its build (size:
// web/size.sh; first frame: web's BenchmarkFirstFrame, both in make bench).
// It draws one line of text and, in the browser, tells the page when its
// first frame is drawn, as the client does.
package main

import (
	"bytes"
	"image/color"
	"log"

	"github.com/ebitenui/ebitenui"
	euimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/pion/webrtc/v4"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

type floor struct {
	ui    *ebitenui.UI
	drawn bool
}

func (f *floor) Update() error {
	f.ui.Update()
	return nil
}

func (f *floor) Draw(screen *ebiten.Image) {
	f.ui.Draw(screen)
	if !f.drawn {
		f.drawn = true
		firstFrame()
	}
}

func (f *floor) Layout(w, h int) (int, int) { return w, h }

func main() {
	started()
	var faces []text.Face
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			log.Fatal(err)
		}
		faces = append(faces, &text.GoTextFace{Source: src, Size: 24})
	}
	pc, err := webrtc.NewPeerConnection(webrtc.Configuration{})
	if err != nil {
		log.Fatal(err)
	}
	defer pc.Close()
	if _, err := pc.CreateDataChannel("floor", nil); err != nil {
		log.Fatal(err)
	}
	root := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(euimage.NewNineSliceColor(color.RGBA{0x2b, 0x22, 0x1c, 0xff})),
		widget.ContainerOpts.Layout(widget.NewAnchorLayout()),
	)
	root.AddChild(widget.NewText(
		widget.TextOpts.Text("floor", &faces[1], color.White),
		widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
			HorizontalPosition: widget.AnchorLayoutPositionCenter, VerticalPosition: widget.AnchorLayoutPositionCenter,
		})),
	))
	ebiten.SetWindowTitle("floor")
	if err := ebiten.RunGame(&floor{ui: &ebitenui.UI{Container: root}}); err != nil {
		log.Fatal(err)
	}
}
