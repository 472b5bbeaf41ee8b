package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoWindowDependency keeps the verbs runnable without a display:
// Ebitengine opens one while the program initialises, so no package this
// command imports may bring it in.
func TestNoWindowDependency(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(p, "hajimehoshi/ebiten") || strings.Contains(p, "ebitenui") || strings.HasPrefix(p, "majlis/graphics") {
			t.Errorf("cmd/majlis depends on %s", p)
		}
	}
}
