package graphics

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"majlis/assets/icons"
)

// TestEveryIconIsUsed: each vendored icon is named in the client's code
// (graphics and its packages): an icon no screen draws is still in every
// page's download, 9 KB raw a mask.
func TestEveryIconIsUsed(t *testing.T) {
	var code strings.Builder
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		b, err := os.ReadFile(path)
		code.Write(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	src := code.String()
	for _, name := range icons.Names() {
		if !strings.Contains(src, `"`+name+`"`) {
			t.Errorf("icon %q is vendored in assets/icons but no code in graphics names it", name)
		}
	}
}
