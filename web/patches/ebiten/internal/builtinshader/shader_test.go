package builtinshader

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// replaced is the SHA-256 of the file this one stands in for, Ebitengine
// v2.9.9's internal/builtinshader/shader.go.
const replaced = "93075a8d103c7370556795ed2b8ca4ac6068bc767e04d3880903c8a5a1a28c77"

// ebitenDir is where the go command keeps the Ebitengine module this
// repository builds with.
func ebitenDir(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil {
		t.Fatalf("go list -m github.com/hajimehoshi/ebiten/v2: %v", err)
	}
	return filepath.Join(strings.TrimSpace(string(out)), "internal", "builtinshader")
}

// TestReplacesTheSameFile fails when an upgrade of Ebitengine changes the
// file this one replaces: the overlay would then hide its changes.
func TestReplacesTheSameFile(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(ebitenDir(t), "shader.go"))
	if err != nil {
		t.Fatal(err)
	}
	if sum := sha256.Sum256(b); hex.EncodeToString(sum[:]) != replaced {
		t.Fatalf("Ebitengine's internal/builtinshader/shader.go is not the one web/overlay/builtinshader/shader.go replaces (SHA-256 %x): bring the overlay up to date with it, then its hash here", sum)
	}
}

// TestSourcesAreEbitengines compares every source with the ones
// Ebitengine generated from its template into defs.go, in the order its
// generator writes them: filter, then address, then without and with the
// colour matrix.
func TestSourcesAreEbitengines(t *testing.T) {
	f, err := os.Open(filepath.Join(ebitenDir(t), "defs.go"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var want []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		q, ok := strings.CutPrefix(sc.Text(), "const _ = ")
		if !ok {
			continue
		}
		s, err := strconv.Unquote(q)
		if err != nil {
			t.Fatalf("defs.go: %v", err)
		}
		want = append(want, s)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(want) != FilterCount*AddressCount*2 {
		t.Fatalf("defs.go holds %d sources, want %d", len(want), FilterCount*AddressCount*2)
	}
	i := 0
	for filter := range Filter(FilterCount) {
		for address := range Address(AddressCount) {
			for _, colorM := range []bool{false, true} {
				got := ShaderSource(filter, address, colorM)
				if !bytes.Equal(got, []byte(want[i])) {
					t.Errorf("filter %d, address %d, colour matrix %v:\n got %q\nwant %q", filter, address, colorM, got, want[i])
				}
				i++
			}
		}
	}
}
