// Package icons holds the vendored Game Icons (CC BY 3.0, see
// ATTRIBUTION.md) as white PNGs that the client tints.
package icons

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
)

//go:embed png/*.png
var files embed.FS

// PNG returns the encoded image of the icon called name ("crossed-swords").
func PNG(name string) ([]byte, error) {
	b, err := files.ReadFile("png/" + name + ".png")
	if err != nil {
		return nil, fmt.Errorf("icon %q: %w", name, err)
	}
	return b, nil
}

// Names lists every vendored icon.
func Names() []string {
	ents, _ := fs.Glob(files, "png/*.png")
	out := make([]string, 0, len(ents))
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(path.Base(e), ".png"))
	}
	slices.Sort(out)
	return out
}
