// Writes rules/games/testdata/belaad.log, the golden game the registry's
// TestGoldenLogs replays, exactly as its -update flag would, without
// touching the other games' logs.
package belaad

import (
	"bytes"
	"os"
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

func TestWriteGoldenLog(t *testing.T) {
	if os.Getenv("BELAAD_GOLDEN") == "" {
		t.Skip("set BELAAD_GOLDEN=1 to rewrite rules/games/testdata/belaad.log after a deliberate rules change")
	}
	out, err := sim.Play(sim.Game{Rules: Game{}, Setup: rules.Setup{Game: "belaad", Seats: 3}, Seed: 2026, Record: true})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, out.Log); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("../games/testdata/belaad.log", buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
