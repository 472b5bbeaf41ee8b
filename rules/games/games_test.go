package games

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/sim"
)

var update = flag.Bool("update", false, "rewrite the golden logs in testdata")

func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	cat := i18n.English()
	for _, g := range All() {
		if seen[g.ID()] {
			t.Errorf("game %q registered twice", g.ID())
		}
		seen[g.ID()] = true
		if err := cat.Check(g.Name()); err != nil {
			t.Errorf("%s: name: %v", g.ID(), err)
		}
		for _, o := range g.Options() {
			if len(o.Values) == 0 {
				t.Errorf("%s: option %s has no values", g.ID(), o.Key)
			}
			if err := cat.Check(o.Label); err != nil {
				t.Errorf("%s: option %s: %v", g.ID(), o.Key, err)
			}
		}
		if got, err := Lookup(g.ID()); err != nil || got.ID() != g.ID() {
			t.Errorf("Lookup(%q) = %v, %v", g.ID(), got, err)
		}
	}
	if _, err := Lookup("no-such-game"); err == nil {
		t.Error("an unknown game was found")
	}
}

// TestGoldenLogs replays a recorded game of every registered game and checks
// every hash, and that writing a log read gives its text back. The same
// test runs under GOOS=js GOARCH=wasm (make wasm-test), so a rule that
// hashes or draws differently there fails. After a deliberate change to a
// game's rules, rewrite the logs with -update.
func TestGoldenLogs(t *testing.T) {
	for _, g := range All() {
		path := filepath.Join("testdata", g.ID()+".log")
		if *update {
			lo, _ := g.Seats()
			n := max(lo, 3)
			out, err := sim.Play(sim.Game{Rules: g, Setup: rules.Setup{Game: g.ID(), Seats: n}, Seed: 2026, Record: true})
			if err != nil {
				t.Fatalf("%s: %v", g.ID(), err)
			}
			var buf bytes.Buffer
			if err := rules.WriteLog(&buf, out.Log); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		f, err := os.Open(path)
		if err != nil {
			t.Errorf("%s: no golden log (run go test ./rules/games -run TestGoldenLogs -update): %v", g.ID(), err)
			continue
		}
		l, err := rules.ReadLog(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", g.ID(), err)
			continue
		}
		// Written again, the log is the file, byte for byte.
		var again bytes.Buffer
		if err := rules.WriteLog(&again, l); err != nil {
			t.Errorf("%s: %v", g.ID(), err)
		} else if want, _ := os.ReadFile(path); !bytes.Equal(again.Bytes(), want) {
			t.Errorf("%s: the log read and written again differs from its file", g.ID())
		}
		st, err := rules.Replay(g, l)
		if err != nil {
			t.Errorf("%s: %v", g.ID(), err)
			continue
		}
		if !st.Result().Done {
			t.Errorf("%s: the golden game does not reach its end", g.ID())
		}
	}
}
