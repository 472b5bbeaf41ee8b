// The string images of textcache.go: a string drawn from its image looks
// as it did drawn glyph by glyph, and the images live as long as they are
// drawn. The pixels are read in Ebitengine's game loop (under xvfb-run).
package graphics

import (
	"errors"
	"fmt"
	"image"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// inLoop runs draw once inside Ebitengine's game loop, where pixels can be
// read back.
type inLoop struct {
	draw func()
	done bool
}

var errDrawn = errors.New("drawn")

func (g *inLoop) Update() error {
	if g.done {
		return errDrawn
	}
	return nil
}

func (g *inLoop) Draw(*ebiten.Image) {
	if !g.done {
		g.done = true
		g.draw()
	}
}

func (g *inLoop) Layout(int, int) (int, int) { return 64, 64 }

// TestTextFromImages: a string drawn from its image looks as it did drawn
// glyph by glyph (checked in a process of its own, TestTextPixels, since
// pixels are read only in Ebitengine's game loop, after which no image
// can be made), and the images live as long as they are drawn.
func TestTextFromImages(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestTextPixels$", "-test.v")
	cmd.Env = append(os.Environ(), textPixelsEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestTextPixels") {
		t.Fatalf("TestTextPixels in its own process: %v\n%s", err, out)
	}

	th := NewTheme(1280, 800, 1)
	c := &th.texts
	// A string drawn every frame stays; one drawn in one frame never gets
	// an image; one no longer drawn goes after textKeep frames; past
	// maxTexts, only the latest frame's stay.
	dst := ebiten.NewImage(100, 40)
	for range 2 {
		th.StartFrame()
		th.DrawText(dst, "stays", th.Small, 0, 0, th.Ink, AlignStart)
		th.DrawText(dst, "goes", th.Small, 0, 0, th.Ink, AlignStart)
	}
	th.DrawText(dst, "once", th.Small, 0, 0, th.Ink, AlignStart)
	th.StartFrame()
	if e := c.byKey[textKey{"goes", th.Small}]; e == nil || e.img == nil {
		t.Fatal("a string drawn in two frames has no image")
	}
	if e := c.byKey[textKey{"once", th.Small}]; e == nil || e.img != nil {
		t.Fatal("a string drawn in one frame was not kept without an image")
	}
	for range textKeep + 60 {
		th.StartFrame()
		th.DrawText(dst, "stays", th.Small, 0, 0, th.Ink, AlignStart)
	}
	if _, ok := c.byKey[textKey{"stays", th.Small}]; !ok {
		t.Error("a string drawn every frame lost its image")
	}
	if _, ok := c.byKey[textKey{"goes", th.Small}]; ok {
		t.Errorf("a string not drawn for %d frames kept its image", textKeep+60)
	}
	th.StartFrame()
	for i := range maxTexts + 10 {
		th.DrawText(dst, strconv.Itoa(i), th.Small, 0, 0, th.Ink, AlignStart)
	}
	th.StartFrame()
	th.DrawText(dst, "stays", th.Small, 0, 0, th.Ink, AlignStart)
	th.StartFrame()
	if len(c.byKey) != 1 {
		t.Errorf("%d images kept past the bound of %d, want only the latest frame's one", len(c.byKey), maxTexts)
	}
}

// samePixels says where a and b differ by more than tol in a channel.
func samePixels(a, b *ebiten.Image, tol int) error {
	r := a.Bounds()
	pa := make([]byte, 4*r.Dx()*r.Dy())
	pb := make([]byte, len(pa))
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	differ := 0
	var first image.Point
	for i := range pa {
		if d := int(pa[i]) - int(pb[i]); d > tol || d < -tol {
			if differ == 0 {
				first = image.Pt(i/4%r.Dx(), i/4/r.Dx())
			}
			differ++
		}
	}
	if differ > 0 {
		return fmt.Errorf("%d channels differ by more than %d, the first at %v", differ, tol, first)
	}
	return nil
}

// textPixelsEnv runs TestTextPixels, in the process TestTextFromImages
// starts.
const textPixelsEnv = "MAJLIS_TEXT_PIXELS"

// TestTextPixels draws strings in every face and alignment, at fractions
// of a pixel, glyph by glyph in two frames and from their images in a
// third, and compares the two.
func TestTextPixels(t *testing.T) {
	if os.Getenv(textPixelsEnv) == "" {
		t.Skip("runs in a process of its own, started by TestTextFromImages")
	}
	th := NewTheme(1280, 800, 1)
	c := &th.texts
	// Strings in every face, every alignment, at fractions of a pixel.
	scene := func(dst *ebiten.Image) {
		y := 3.3
		for i, face := range []text.Face{th.Small, th.Body, th.Bold, th.Title, th.Huge} {
			for a, align := range []Align{AlignStart, AlignCenter, AlignEnd} {
				x := []float64{10.4, 300.5, 590.7}[a]
				th.DrawText(dst, "Gwyn takes 3 Clay, fjord "+strconv.Itoa(a), face, x, y, th.Seats[i], align)
			}
			y += LineHeight(face) + 2.6
		}
	}
	var failure error
	g := &inLoop{draw: func() {
		direct := ebiten.NewImage(600, 300)
		direct.Fill(th.Background)
		th.StartFrame()
		scene(direct)
		if len(c.pending) != 0 {
			failure = fmt.Errorf("%d strings waiting for images after the first frame, want none", len(c.pending))
			return
		}
		th.StartFrame()
		scene(ebiten.NewImage(600, 300))
		if len(c.pending) != 15 {
			failure = fmt.Errorf("%d strings waiting for images after the second frame, want 15", len(c.pending))
			return
		}
		th.StartFrame()
		for k, e := range c.byKey {
			if e.img == nil {
				failure = fmt.Errorf("%q has no image in the third frame", k.s)
				return
			}
		}
		kept := map[textKey]*ebiten.Image{}
		for k, e := range c.byKey {
			kept[k] = e.img
		}
		cached := ebiten.NewImage(600, 300)
		cached.Fill(th.Background)
		scene(cached)
		for k, e := range c.byKey {
			if kept[k] != e.img {
				failure = fmt.Errorf("%q was made again", k.s)
				return
			}
		}
		failure = samePixels(direct, cached, 1)
	}}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, errDrawn) {
		t.Fatal(err)
	}
	if failure != nil {
		t.Fatal(failure)
	}
}
