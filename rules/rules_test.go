package rules_test

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
	"majlis/rules/sim"
)

// TestRandGolden pins the generator's output: every platform and Go
// release must draw the same numbers, or peers desync. The same test runs
// under GOOS=js GOARCH=wasm.
func TestRandGolden(t *testing.T) {
	r := rules.NewRand(rules.Seed{1, 2, 3})
	got := make([]int, 8)
	for i := range got {
		got[i] = r.IntN(1000)
	}
	if s := fmt.Sprint(got); s != "[943 451 323 143 312 217 115 442]" {
		t.Fatalf("draws %s differ from the pinned ones", s)
	}
}

func TestRandUniform(t *testing.T) {
	r := rules.NewRand(rules.Seed{9})
	var counts [6]int
	const n = 60000
	for i := 0; i < n; i++ {
		counts[r.IntN(6)]++
	}
	for face, c := range counts {
		if c < n/6-600 || c > n/6+600 {
			t.Errorf("face %d drawn %d times of %d", face, c, n)
		}
	}
	if r.IntN(0) != 0 || r.IntN(-3) != 0 {
		t.Error("IntN of a non-positive bound must return 0, not panic")
	}
}

func TestSeedMixDependsOnEverything(t *testing.T) {
	a := rules.Seed{}.Mix(rules.Entropy{1})
	if a == (rules.Seed{}).Mix(rules.Entropy{2}) || a == (rules.Seed{5}).Mix(rules.Entropy{1}) {
		t.Fatal("the next seed must depend on both the seed and the entropy")
	}
}

// TestSeedMixIsFixed: the next seed is SHA-256 of the tag "majlis/seed",
// the seed and the entropy, on every peer and in every release, whatever
// the code that computes it (want is Python's hashlib over those bytes).
func TestSeedMixIsFixed(t *testing.T) {
	got := rules.Seed{1, 2, 3}.Mix(rules.Entropy{4, 5, 6})
	want := "d7a6be07e1105f6d0f8b382d2e39543bb1e21529f756e043af63edcba0bde9e1"
	if hex.EncodeToString(got[:]) != want {
		t.Fatalf("Mix gives %x, want %s", got, want)
	}
}

func TestValidateSetup(t *testing.T) {
	g := ruletest.Race{}
	ok := rules.Setup{Game: "race", Seats: 3}
	if err := rules.ValidateSetup(g, ok); err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]rules.Setup{
		"wrong game":    {Game: "chess", Seats: 3},
		"too few":       {Game: "race", Seats: 1},
		"too many":      {Game: "race", Seats: 7},
		"unknown opt":   {Game: "race", Seats: 3, Options: map[string]string{"speed": "fast"}},
		"names count":   {Game: "race", Seats: 3, Names: []string{"a"}},
		"first outside": {Game: "race", Seats: 3, First: 3},
	} {
		if err := rules.ValidateSetup(g, s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestCheckMoveSaysWhy(t *testing.T) {
	ps := []rules.Prompt{{Seat: 1, Options: []rules.Option{{Move: "a"}}}}
	if _, err := rules.CheckMove(ps, 0, "a"); err == nil || !strings.Contains(err.Error(), "waiting for seat 1") {
		t.Errorf("wrong seat: %v", err)
	}
	if _, err := rules.CheckMove(ps, 1, "b"); err == nil || !strings.Contains(err.Error(), "not a legal answer") {
		t.Errorf("illegal option: %v", err)
	}
	if _, err := rules.CheckMove(nil, 1, "a"); err == nil {
		t.Error("a move after the end was accepted")
	}
	if o, err := rules.CheckMove(ps, 1, "a"); err != nil || o.Move != "a" {
		t.Errorf("legal move: %v %v", o, err)
	}
}

func TestValidMove(t *testing.T) {
	for _, m := range []rules.Move{"", "a b", "é", rules.Move(strings.Repeat("x", rules.MaxMoveLen+1)), "a\n"} {
		if rules.ValidMove(m) {
			t.Errorf("%q accepted", m)
		}
	}
	if !rules.ValidMove("recruit:3") {
		t.Error("recruit:3 refused")
	}
}

func raceLog(t *testing.T) *rules.Log {
	t.Helper()
	out, err := sim.Play(sim.Game{Rules: ruletest.Race{}, Setup: rules.Setup{Game: "race", Seats: 3}, Seed: 4, Record: true})
	if err != nil {
		t.Fatal(err)
	}
	return out.Log
}

func TestLogRoundTripAndReplay(t *testing.T) {
	l := raceLog(t)
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, l); err != nil {
		t.Fatal(err)
	}
	back, err := rules.ReadLog(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := rules.WriteLog(&again, back); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Fatal("a log read back writes differently")
	}
	st, err := rules.Replay(ruletest.Race{}, back)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Result().Done || st.Hash() != l.Steps[len(l.Steps)-1].Hash {
		t.Fatal("replay did not reach the recorded end")
	}
}

func TestReplayNamesTheFailingStep(t *testing.T) {
	l := raceLog(t)
	l.Steps[4].Hash[0] ^= 1
	_, err := rules.Replay(ruletest.Race{}, l)
	var re *rules.ReplayError
	if !errors.As(err, &re) || re.Step != 5 {
		t.Fatalf("want a failure at step 5, got %v", err)
	}
	l = raceLog(t)
	l.Steps[2].Seat = (l.Steps[2].Seat + 1) % 3
	if _, err := rules.Replay(ruletest.Race{}, l); !errors.As(err, &re) || re.Step != 3 {
		t.Fatalf("want a refused move at step 3, got %v", err)
	}
}

func TestReadLogRefusesDamage(t *testing.T) {
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, raceLog(t)); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	lines := strings.Split(good, "\n")
	cases := map[string]string{
		"empty":          "",
		"not a log":      "hello\n",
		"future version": strings.Replace(good, "majlis-log 1", "majlis-log 9", 1),
		"bad setup":      strings.Replace(good, `"seats":3`, `"seats":"x"`, 1),
		"no start":       lines[0] + "\n" + lines[1] + "\n",
		"skipped step":   strings.Replace(good, "step 2 ", "step 3 ", 1),
		"short entropy":  strings.Replace(good, lines[3][len(lines[3])-129:len(lines[3])-65], "abc", 1),
		"truncated line": strings.Join(lines[:3], "\n") + "\n" + lines[3][:20] + "\n",
		"unknown setup":  strings.Replace(good, `"game"`, `"gaem"`, 1),
	}
	for name, text := range cases {
		if _, err := rules.ReadLog(strings.NewReader(text)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func FuzzReadLog(f *testing.F) {
	var buf bytes.Buffer
	out, err := sim.Play(sim.Game{Rules: ruletest.Race{}, Setup: rules.Setup{Game: "race", Seats: 2}, Seed: 1, Record: true})
	if err != nil {
		f.Fatal(err)
	}
	if err := rules.WriteLog(&buf, out.Log); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("majlis-log 1\nsetup {}\nstart 00 00\n"))
	f.Add([]byte("majlis-log 1\nsetup {\"options\":{\"a\":\"b\"}}\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		l, err := rules.ReadLog(bytes.NewReader(b))
		if err != nil {
			return
		}
		// Whatever was read must replay without panicking and write back.
		rules.Replay(ruletest.Race{}, l)
		var w bytes.Buffer
		if err := rules.WriteLog(&w, l); err != nil {
			t.Fatalf("a log that was read cannot be written: %v", err)
		}
	})
}

func TestRacePlayouts(t *testing.T) {
	var setups []rules.Setup
	for n := 2; n <= 6; n++ {
		setups = append(setups, rules.Setup{Game: "race", Seats: n})
	}
	ruletest.Playouts(t, ruletest.Config{Game: ruletest.Race{}, Setups: setups, Games: 40, Seed: 3, DeepEvery: 1})
}

// TestOptionList: a list keeps options as Option literals would hold them,
// however they are added; a checking list keeps none and finds its move;
// a list made by Only keeps that move's option alone, unlabelled.
func TestOptionList(t *testing.T) {
	table := []rules.Option{
		{Move: "price:1", Label: rules.M("x.opt.price", rules.Int(1))},
		{Move: "price:2", Label: rules.M("x.opt.price", rules.Int(2))},
	}
	add := func(l *rules.OptionList) {
		l.Add("end", "x.opt.end")
		l.Add("take:2", "x.opt.take", rules.Int(2), rules.SeatArg(1))
		l.AddBytes([]byte("give:3"), "x.opt.give", rules.Int(3))
		l.AddAll(table...)
		for i := range 5 {
			l.Add("n", "x.opt.n", rules.Int(i), rules.Int(i), rules.Int(i))
		}
	}
	var l rules.OptionList
	add(&l)
	want := []rules.Option{
		{Move: "end", Label: rules.M("x.opt.end")},
		{Move: "take:2", Label: rules.M("x.opt.take", rules.Int(2), rules.SeatArg(1))},
		{Move: "give:3", Label: rules.M("x.opt.give", rules.Int(3))},
		table[0], table[1],
	}
	for i := range 5 {
		want = append(want, rules.Option{Move: "n", Label: rules.M("x.opt.n", rules.Int(i), rules.Int(i), rules.Int(i))})
	}
	if !reflect.DeepEqual(l.Options(), want) || l.Len() != len(want) {
		t.Errorf("options %v, want %v", l.Options(), want)
	}
	// Labels share an array, but appending to one must not change the next.
	_ = append(l.Options()[1].Label.Args, rules.Int(9))
	if !reflect.DeepEqual(l.Options()[2], want[2]) {
		t.Errorf("appending to a label's arguments changed the next: %v", l.Options()[2])
	}
	for _, m := range []rules.Move{"take:2", "give:3", "price:2", "take:3"} {
		found := m != "take:3"
		c := rules.CheckingFor(m)
		add(&c)
		if c.Found() != found || c.Options() != nil || c.Len() != len(want) {
			t.Errorf("checking for %s: found %v, options %v, len %d", m, c.Found(), c.Options(), c.Len())
		}
		o := rules.Only(m)
		add(&o)
		var only []rules.Option
		if found {
			only = []rules.Option{{Move: m}}
		}
		if o.Found() != found || !reflect.DeepEqual(o.Options(), only) || o.Len() != len(want) {
			t.Errorf("only %s: found %v, options %v, len %d", m, o.Found(), o.Options(), o.Len())
		}
	}
	c := rules.Counting()
	add(&c)
	if c.Found() || c.Options() != nil || c.Len() != len(want) {
		t.Errorf("counting: found %v, options %v, len %d", c.Found(), c.Options(), c.Len())
	}
}

// A shared log keeps the steps it was made with while the original grows,
// and its own appends never write into the original's steps.
func TestLogShared(t *testing.T) {
	l := raceLog(t)
	n := len(l.Steps)
	l.Steps = slices.Grow(l.Steps, 4) // room to append in place
	c := l.Shared()
	l.Steps = append(l.Steps, rules.Step{Move: "later"})
	if len(c.Steps) != n {
		t.Fatalf("the shared log has %d steps, want %d", len(c.Steps), n)
	}
	c.Steps = append(c.Steps, rules.Step{Move: "other"})
	if l.Steps[n].Move != "later" {
		t.Errorf("appending to the shared log overwrote the original's step: %q", l.Steps[n].Move)
	}
}

func TestSortBySeat(t *testing.T) {
	ps := []rules.Prompt{{Seat: 4}, {Seat: 1}, {Seat: 3, Sealed: true}, {Seat: 0}, {Seat: 3}}
	rules.SortBySeat(ps)
	var got []rules.Seat
	for _, p := range ps {
		got = append(got, p.Seat)
	}
	if !slices.Equal(got, []rules.Seat{0, 1, 3, 3, 4}) || !ps[2].Sealed {
		t.Fatalf("sorted %v (equal seats keep their order: %v)", got, ps[2].Sealed)
	}
}
