package icons

import (
	"bytes"
	"image"
	"image/color"
	_ "image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The masks are generated from the PNGs (gen.go): the same icons, pixel for
// pixel, so a PNG changed without `go generate` fails here.
func TestMasksMatchPNGs(t *testing.T) {
	pngs, err := filepath.Glob("png/*.png")
	if err != nil || len(pngs) == 0 {
		t.Fatalf("no PNGs found: %v", err)
	}
	var names []string
	for _, f := range pngs {
		name := strings.TrimSuffix(filepath.Base(f), ".png")
		names = append(names, name)
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, _, err := image.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		got, err := Mask(name)
		if err != nil {
			t.Fatalf("%s: %v (run go generate in assets/icons)", name, err)
		}
		if got.Bounds() != want.Bounds() {
			t.Fatalf("%s: mask %v, PNG %v (run go generate in assets/icons)", name, got.Bounds(), want.Bounds())
		}
		r := want.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if a := color.AlphaModel.Convert(want.At(x, y)).(color.Alpha); got.AlphaAt(x, y) != a {
					t.Fatalf("%s (%d,%d): mask %d, PNG %d (run go generate in assets/icons)", name, x, y, got.AlphaAt(x, y).A, a.A)
				}
			}
		}
	}
	if got := Names(); !slices.Equal(got, names) {
		t.Errorf("Names() = %v, the PNGs are %v", got, names)
	}
}

func TestMaskRefusesWhatIsNotAMask(t *testing.T) {
	if _, err := Mask("no-such-icon"); err == nil {
		t.Error("Mask of a missing icon: no error")
	}
	for _, b := range [][]byte{nil, {0, 2}, {0, 2, 0, 2, 1, 2, 3}, {0, 1, 0, 1, 9, 9}} {
		if _, err := decode(b); err == nil {
			t.Errorf("decode(%v): no error", b)
		}
	}
	m, err := decode([]byte{0, 2, 0, 1, 10, 20})
	if err != nil || m.Bounds() != image.Rect(0, 0, 2, 1) || m.AlphaAt(1, 0).A != 20 {
		t.Errorf("decode of a 2×1 mask: %v, %v", m, err)
	}
}
