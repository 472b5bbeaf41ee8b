// Resuming the kept local game: a good one reopens at the same step; a
// damaged one says why, opens home and is set aside where the platform can
// keep it (forgotten where it cannot).
package app

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"majlis/graphics"
	"majlis/rules"
	"majlis/rules/gealias"
	"majlis/rules/sim"
)

// keeperPlatform keeps what is set aside, as the desktop does with a file.
type keeperPlatform struct {
	fakePlatform
	aside []byte
	fail  error
}

func (k *keeperPlatform) SetAsideCurrent() (string, error) {
	if k.fail != nil {
		return "", k.fail
	}
	k.aside, k.current = k.current, nil
	return "/kept/current-bad.json", nil
}

// resumeApp is a client whose bots wait an hour, so a kept game stays
// at the step it was kept.
func resumeApp(t *testing.T, pf Platform) *App { return localApp(t, pf, time.Hour) }

// keptGame plays the first step of a game against bots and returns what
// the platform kept, and the step it is at.
func keptGame(t *testing.T) ([]byte, int) {
	t.Helper()
	pf := &fakePlatform{prefs: []byte(`{"speed":0}`)}
	a := resumeApp(t, pf)
	a.StartBots("ayubistan", 4)
	b := waitButton(t, a, "move:")
	a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
	a.Step(graphics.Input{})
	step := a.Test().Step
	if step == 0 || pf.current == nil {
		t.Fatalf("after a click: step %d, kept %d bytes", step, len(pf.current))
	}
	return pf.current, step
}

func TestResumeKeptGame(t *testing.T) {
	kept, step := keptGame(t)
	pf := &keeperPlatform{fakePlatform: fakePlatform{current: kept}}
	a := resumeApp(t, pf)
	if got := a.Test(); got.Screen != "table" || got.Step != step {
		t.Fatalf("resumed on %s at step %d, want the table at step %d", got.Screen, got.Step, step)
	}
	if a.toast != "" || pf.aside != nil {
		t.Fatalf("a good game was reported (%q) or set aside", a.toast)
	}
}

func TestResumeDamagedGame(t *testing.T) {
	kept, _ := keptGame(t)
	var c current
	if err := json.Unmarshal(kept, &c); err != nil {
		t.Fatal(err)
	}
	// A log whose last step's hash is wrong: the rules refuse it.
	lines := strings.Split(strings.TrimRight(c.Log, "\n"), "\n")
	last := lines[len(lines)-1]
	lines[len(lines)-1] = last[:len(last)-1] + map[bool]string{true: "1", false: "0"}[last[len(last)-1] == '0']
	c.Log = strings.Join(lines, "\n") + "\n"
	badHash, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		data []byte
		why  string
	}{
		{"not json", []byte(`{"humans":[0],"log":`), "unexpected end"},
		{"not a log", []byte(`{"humans":[0],"log":"hello"}`), ""},
		{"refused by the rules", badHash, "hash"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pf := &keeperPlatform{fakePlatform: fakePlatform{current: tc.data}}
			a := resumeApp(t, pf)
			if s := a.Test().Screen; s != "home" {
				t.Fatalf("opened %s", s)
			}
			if string(pf.aside) != string(tc.data) || pf.current != nil {
				t.Fatalf("not set aside: aside %q, current %q", pf.aside, pf.current)
			}
			if !strings.Contains(a.toast, "could not be resumed") || !strings.Contains(a.toast, "/kept/current-bad.json") || !strings.Contains(a.toast, tc.why) {
				t.Fatalf("message %q", a.toast)
			}
		})
	}
	t.Run("cannot set aside", func(t *testing.T) {
		pf := &keeperPlatform{fakePlatform: fakePlatform{current: []byte("{")}, fail: errTest}
		a := resumeApp(t, pf)
		if a.Test().Screen != "home" || string(pf.current) != "{" || !strings.Contains(a.toast, "could not be resumed") {
			t.Fatalf("screen %s, current %q, message %q", a.Test().Screen, pf.current, a.toast)
		}
	})
	t.Run("nowhere to keep it", func(t *testing.T) {
		pf := &fakePlatform{current: []byte("{")}
		a := resumeApp(t, pf)
		if a.Test().Screen != "home" || pf.current != nil || !strings.Contains(a.toast, "could not be resumed") {
			t.Fatalf("screen %s, current %q, message %q", a.Test().Screen, pf.current, a.toast)
		}
	})
}

type testError string

func (e testError) Error() string { return string(e) }

const errTest = testError("read-only folder")

// countingPlatform counts what the table keeps.
type countingPlatform struct {
	fakePlatform
	saves int
}

func (c *countingPlatform) SaveCurrent(b []byte) {
	c.saves++
	c.fakePlatform.SaveCurrent(b)
}

// keptStep is the step of the kept game.
func keptStep(t *testing.T, kept []byte) int {
	t.Helper()
	var c current
	if err := json.Unmarshal(kept, &c); err != nil {
		t.Fatal(err)
	}
	lg, err := rules.ReadLog(strings.NewReader(c.Log))
	if err != nil {
		t.Fatal(err)
	}
	return len(lg.Steps)
}

// TestKeepSavesPlayersMovesAndRests: a local game is kept at once after a
// move made here and whenever it waits for a player here; the bots' runs
// of moves in between are not kept step by step (keeping writes the whole
// log).
func TestKeepSavesPlayersMovesAndRests(t *testing.T) {
	pf := &countingPlatform{fakePlatform: fakePlatform{prefs: []byte(`{"speed":0}`)}}
	// Bots slower than the ticks, so that the table sees each move.
	a := localApp(t, pf, 5*time.Millisecond)
	a.StartBots("gealias", 6) // five bots' turns between the player's
	const rounds = 8
	seen := 0 // refreshes that saw the bots move
	for range rounds {
		b := waitButton(t, a, "move:")
		step := a.Test().Step
		if got := keptStep(t, pf.current); got != step {
			t.Fatalf("waiting for the player at step %d, the kept game is at step %d", step, got)
		}
		a.Step(graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true})
		if got := keptStep(t, pf.current); got <= step {
			t.Fatalf("after the player's move from step %d, the kept game is at step %d", step, got)
		}
		// The bots' run, a tick at a time.
		for last := a.Test().Step; ; {
			time.Sleep(time.Millisecond)
			a.Step(graphics.Input{})
			if s := a.Test().Step; s != last {
				seen++
				last = s
			}
			if hasMove(a) {
				break
			}
		}
	}
	// Two saves a round (the move, the rest), and a few when a round took
	// longer than saveEvery.
	if pf.saves > 3*rounds || seen <= pf.saves {
		t.Errorf("%d saves over %d rounds in which the bots' moves were seen %d times", pf.saves, rounds, seen)
	}
	t.Logf("%d saves over %d rounds; the bots' moves were seen %d times", pf.saves, rounds, seen)
}

// hasMove says whether the table offers the player an answer.
func hasMove(a *App) bool {
	for _, b := range a.Buttons() {
		if strings.HasPrefix(b.ID, "move:") && b.Enabled() {
			return true
		}
	}
	return false
}

// lateTable resumes a six-player Gealias game (random moves) at step n, at
// its table, with the mover of step n the player here.
func lateTable(tb testing.TB, n int) *App {
	tb.Helper()
	out, err := sim.Play(sim.Game{Rules: gealias.Game{}, Setup: rules.Setup{Game: "gealias", Seats: 6}, Seed: 7, Index: 0, Record: true})
	if err != nil {
		tb.Fatal(err)
	}
	lg := *out.Log
	lg.Steps = lg.Steps[:min(n, len(lg.Steps)-1)]
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, &lg); err != nil {
		tb.Fatal(err)
	}
	kept, err := json.Marshal(current{Humans: []rules.Seat{lg.Steps[len(lg.Steps)-1].Seat}, Log: buf.String()})
	if err != nil {
		tb.Fatal(err)
	}
	a := localApp(tb, &fakePlatform{prefs: []byte(`{"speed":0}`), current: kept}, time.Hour)
	if a.Test().Screen != "table" {
		tb.Fatalf("resumed on the %s screen", a.Test().Screen)
	}
	a.Step(graphics.Input{})
	return a
}

// TestLogListsTheLatestEvents: late in a long game the log panel lists
// the latest events only, after a line that says how many came before,
// and its first line moves on by whole steps of logStep.
func TestLogListsTheLatestEvents(t *testing.T) {
	a := lateTable(t, 3000)
	tb := a.screen.(*table)
	lines := tb.log.Lines
	if tb.shown <= logKeep {
		t.Fatalf("only %d events at step 3,000", tb.shown)
	}
	from := tb.shown - (len(lines) - 1) // every line but the first is an event (no chat here)
	if from <= 0 || from%logStep != 0 || len(lines)-1 > logKeep || len(lines)-1 <= logKeep-logStep {
		t.Fatalf("%d events: %d lines listed, from event %d", tb.shown, len(lines), from)
	}
	if want := a.tr.T("core.table.log_earlier", rules.Int(from)); lines[0].Text != want {
		t.Errorf("first line %q, want %q", lines[0].Text, want)
	}
	if last := lines[len(lines)-1].Text; last != tb.tr.M(tb.events[tb.shown-1]) {
		t.Errorf("last line %q, not the latest event", last)
	}
}

// BenchmarkLateTableLayout lays out a table late in a long game (a
// six-player Gealias game resumed at step 3,000): what the table costs per
// frame in which something changed, besides drawing. Work that grows with
// the game (formatting the whole log, copying the whole move list, a
// widget per line of the log) shows here and not in a fresh table.
func BenchmarkLateTableLayout(b *testing.B) {
	a := lateTable(b, 3000)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		a.relayout = true
		a.Step(graphics.Input{})
	}
}

// BenchmarkLateTableSave is saving the game late in a long one, as a local
// table does after each of its player's moves, at rest and every saveEvery.
func BenchmarkLateTableSave(b *testing.B) {
	a := lateTable(b, 3000)
	t := a.screen.(*table)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		saveCurrent(a, t)
	}
}

// BenchmarkLateTableTick is a tick late in a long game with nothing to lay
// out: the widgets' update, the log's among them.
func BenchmarkLateTableTick(b *testing.B) {
	a := lateTable(b, 3000)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		a.Step(graphics.Input{})
	}
}
