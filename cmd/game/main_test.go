package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestVerbsStillRun: the window keeps the verbs for compatibility, through
// the shared code of cmd/internal/verbs.
func TestVerbsStillRun(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run([]string{"sim", "-game", "ayubistan", "-players", "3", "-seed", "2"}, &out, &errOut); err != nil || !strings.Contains(out.String(), "hash") {
		t.Fatalf("sim: %v %s %s", err, out.String(), errOut.String())
	}
	out.Reset()
	if err := run([]string{"help"}, &out, &errOut); err != nil || !strings.Contains(out.String(), "open the table") || !strings.Contains(out.String(), "game replay FILE") {
		t.Fatalf("help: %v %s", err, out.String())
	}
	if err := run([]string{"fly"}, &out, &errOut); err == nil {
		t.Fatal("an unknown verb was accepted")
	}
}
