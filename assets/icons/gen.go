//go:build ignore

// Writes alpha/NAME.alpha from each png/NAME.png: the mask format that
// icons.go reads (width and height as big-endian uint16, then a byte of
// alpha a pixel). Run by `go generate` in this folder; TestMasksMatchPNGs
// fails when a mask and its PNG differ.
package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	_ "image/png"
	"log"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	pngs, err := filepath.Glob("png/*.png")
	if err != nil || len(pngs) == 0 {
		log.Fatalf("no png/*.png here (%v): run in assets/icons", err)
	}
	old, _ := filepath.Glob("alpha/*.alpha")
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			log.Fatal(err)
		}
	}
	for _, f := range pngs {
		b, err := os.ReadFile(f)
		if err != nil {
			log.Fatal(err)
		}
		m, _, err := image.Decode(bytes.NewReader(b))
		if err != nil {
			log.Fatalf("%s: %v", f, err)
		}
		r := m.Bounds()
		out := binary.BigEndian.AppendUint16(nil, uint16(r.Dx()))
		out = binary.BigEndian.AppendUint16(out, uint16(r.Dy()))
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				out = append(out, color.AlphaModel.Convert(m.At(x, y)).(color.Alpha).A)
			}
		}
		name := "alpha/" + strings.TrimSuffix(filepath.Base(f), ".png") + ".alpha"
		if err := os.WriteFile(name, out, 0o644); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Printf("%d masks written to alpha/\n", len(pngs))
}
