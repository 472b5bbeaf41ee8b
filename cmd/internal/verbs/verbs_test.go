package verbs

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func runCmd(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := Run("majlis", args, &out, &errOut)
	return out.String(), errOut.String(), err
}

func TestSimIsReproducible(t *testing.T) {
	args := []string{"sim", "-game", "ayubistan", "-players", "4", "-games", "3", "-seed", "7", "-json"}
	a, _, err := runCmd(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := runCmd(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Fatal("the same arguments gave different output")
	}
	lines := strings.Split(strings.TrimSpace(a), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 3 JSON lines, got %d:\n%s", len(lines), a)
	}
	for _, field := range []string{`"game":"ayubistan"`, `"players":4`, `"seed":7`, `"steps":`, `"scores":`, `"winners":`, `"hash":"`} {
		if !strings.Contains(lines[0], field) {
			t.Errorf("JSON line lacks %s: %s", field, lines[0])
		}
	}
	c, _, err := runCmd(t, "sim", "-game", "ayubistan", "-players", "4", "-games", "3", "-seed", "8", "-json")
	if err != nil || c == a {
		t.Fatalf("another seed must give other games (err %v)", err)
	}
}

func TestSimRefusesBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"sim", "-game", "chess", "-players", "2"},
		{"sim", "-game", "ayubistan", "-players", "1"},
		{"sim", "-game", "ayubistan", "-players", "9"},
		{"sim", "-game", "ayubistan", "-players", "3", "-opt", "turbo"},
		{"sim", "-game", "ayubistan", "-players", "3", "-opt", "length=forever"},
		{"sim", "-game", "ayubistan"},
		{"sim", "-players", "3"},
		{"sim", "-game", "ayubistan", "-players", "3", "-games", "0"},
		{"sim", "-game", "bellum", "-players", "2", "-bots", "genius"},
		{"sim", "-game", "bellum", "-players", "2", "-bots", "easy,easy,easy"},
		{"fly"},
	} {
		if _, _, err := runCmd(t, args...); err == nil {
			t.Errorf("%v: accepted", args)
		}
	}
}

func TestSaveAndReplay(t *testing.T) {
	dir := t.TempDir()
	out, _, err := runCmd(t, "sim", "-game", "ayubistan", "-players", "3", "-seed", "5", "-opt", "extended", "-save", dir)
	if err != nil {
		t.Fatal(err)
	}
	logs, _ := filepath.Glob(filepath.Join(dir, "*.log"))
	if len(logs) != 1 {
		t.Fatalf("want one saved log, got %v (output %s)", logs, out)
	}
	got, _, err := runCmd(t, "replay", logs[0])
	if err != nil || !strings.Contains(got, "steps verified") {
		t.Fatalf("replay: %v %s", err, got)
	}

	b, err := os.ReadFile(logs[0])
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	// Corrupt the hash of step 10: the replay must name that step.
	f := strings.Fields(lines[12])
	f[5] = strings.Repeat("0", 64)
	lines[12] = strings.Join(f, " ")
	bad := filepath.Join(dir, "bad.log")
	os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644)
	if _, _, err := runCmd(t, "replay", bad); err == nil || !strings.Contains(err.Error(), "step 10") {
		t.Errorf("corrupted step 10: %v", err)
	}
	// Truncate in the middle of a line.
	cut := filepath.Join(dir, "cut.log")
	n := len(b) / 2
	for b[n-1] == '\n' {
		n--
	}
	os.WriteFile(cut, b[:n], 0o644)
	if _, _, err := runCmd(t, "replay", cut); err == nil || !strings.Contains(err.Error(), "line") {
		t.Errorf("truncated log: %v", err)
	}
	if _, _, err := runCmd(t, "replay", filepath.Join(dir, "missing.log")); err == nil {
		t.Error("a missing file replayed")
	}
}

// TestArenaSeats: the levels go round the table and move on a seat a game.
func TestArenaSeats(t *testing.T) {
	for _, c := range []struct {
		levels, players, game int
		want                  []int
	}{
		{2, 2, 0, []int{0, 1}},
		{2, 2, 1, []int{1, 0}},
		{2, 6, 0, []int{0, 1, 0, 1, 0, 1}},
		{2, 5, 0, []int{0, 1, 0, 1, 0}},
		{2, 5, 1, []int{1, 0, 1, 0, 1}},
		{3, 3, 2, []int{2, 0, 1}},
	} {
		if got := arenaSeats(c.levels, c.players, c.game); !slices.Equal(got, c.want) {
			t.Errorf("arenaSeats(%d, %d, %d) = %v, want %v", c.levels, c.players, c.game, got, c.want)
		}
	}
}

func TestArenaCountsEveryGame(t *testing.T) {
	args := []string{"arena", "-game", "bellum", "-players", "3", "-bots", "easy,random", "-games", "6", "-seed", "4", "-json"}
	a, _, err := runCmd(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	var rows []arenaRow
	if err := json.Unmarshal([]byte(a), &rows); err != nil {
		t.Fatalf("%v: %s", err, a)
	}
	// Three seats, two levels: each has the extra seat every other game.
	if len(rows) != 2 || rows[0].Seats != 1.5 || rows[1].Seats != 1.5 || rows[0].Fair != 0.5 {
		t.Fatalf("rows %+v", rows)
	}
	if sum := rows[0].Wins + rows[1].Wins; sum < 5.999 || sum > 6.001 {
		t.Fatalf("wins add up to %v over 6 games", sum)
	}
	for _, r := range rows {
		if r.Low > r.Rate || r.Rate > r.High || r.Decisions == 0 {
			t.Fatalf("row %+v", r)
		}
	}
	// Everything but the think times repeats.
	b, _, _ := runCmd(t, args...)
	var again []arenaRow
	json.Unmarshal([]byte(b), &again)
	for i := range rows {
		rows[i].ThinkMS, again[i].ThinkMS = 0, 0
	}
	if !slices.Equal(rows, again) {
		t.Fatalf("the same arena gave %+v, then %+v", rows, again)
	}
	// The cheat sits at tournaments only.
	if _, _, err := runCmd(t, "arena", "-game", "bellum", "-players", "2", "-bots", "cheat,random", "-games", "1"); err != nil {
		t.Errorf("the arena refused the cheat: %v", err)
	}
	for _, bad := range [][]string{
		{"arena", "-game", "bellum", "-players", "2", "-bots", "random"},
		{"arena", "-game", "bellum", "-players", "2", "-bots", "easy,genius"},
		{"arena", "-game", "bellum", "-players", "2", "-bots", "easy,normal,hard"},
		{"arena", "-game", "bellum", "-players", "9"},
	} {
		if _, _, err := runCmd(t, bad...); err == nil {
			t.Errorf("%v: accepted", bad)
		}
	}
}
