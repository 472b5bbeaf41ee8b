// Package icons holds the vendored Game Icons (CC BY 3.0, see
// ATTRIBUTION.md) as alpha masks that the client tints: alpha/NAME.alpha
// is made from png/NAME.png by `go generate` (gen.go). Raw masks cost the
// download 44 KB in gzip against the PNGs' 100 KB, because gzip compresses
// the whole wasm and cannot compress a PNG further, and they need no
// decoding when a table first draws them.
package icons

//go:generate go run gen.go

import (
	"embed"
	"encoding/binary"
	"fmt"
	"image"
	"slices"
	"strings"
)

//go:embed alpha/*.alpha
var files embed.FS

// A mask file is its width and height (big-endian uint16 each), then one
// byte of alpha a pixel, row by row.
const headerSize = 4

// Mask returns the icon called name ("crossed-swords") as an alpha mask.
func Mask(name string) (*image.Alpha, error) {
	b, err := files.ReadFile("alpha/" + name + ".alpha")
	if err != nil {
		return nil, fmt.Errorf("icon %q: %w", name, err)
	}
	m, err := decode(b)
	if err != nil {
		return nil, fmt.Errorf("icon %q: %w", name, err)
	}
	return m, nil
}

func decode(b []byte) (*image.Alpha, error) {
	if len(b) < headerSize {
		return nil, fmt.Errorf("icon mask of %d bytes has no header", len(b))
	}
	w, h := int(binary.BigEndian.Uint16(b)), int(binary.BigEndian.Uint16(b[2:]))
	if len(b)-headerSize != w*h {
		return nil, fmt.Errorf("icon mask of %d×%d has %d bytes of pixels", w, h, len(b)-headerSize)
	}
	return &image.Alpha{Pix: b[headerSize:], Stride: w, Rect: image.Rect(0, 0, w, h)}, nil
}

// Names lists every vendored icon.
func Names() []string {
	ents, _ := files.ReadDir("alpha")
	out := make([]string, 0, len(ents))
	for _, e := range ents {
		if name, ok := strings.CutSuffix(e.Name(), ".alpha"); ok {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}
