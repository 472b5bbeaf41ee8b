package remote

import (
	"encoding/json"
	"strings"
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
)

// table is a game played step by step, with its log kept as a session
// keeps it.
type table struct {
	t   testing.TB
	st  rules.State
	log rules.Log
	n   byte
}

func newTable(t testing.TB, game string, seats int) *table {
	t.Helper()
	g, err := games.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	s := rules.Setup{Game: game, Seats: seats}
	e := rules.Entropy{1, byte(seats)}
	st, _, err := g.New(s, e)
	if err != nil {
		t.Fatal(err)
	}
	return &table{t: t, st: st, log: rules.Log{Setup: s, Entropy: e, Hash: st.Hash()}}
}

// prompt is the first prompt awaited, false once the game is over.
func (tb *table) prompt() (rules.Prompt, bool) {
	ps := tb.st.Prompts()
	if len(ps) == 0 {
		return rules.Prompt{}, false
	}
	return ps[0], true
}

func (tb *table) play(seat rules.Seat, m rules.Move) {
	tb.t.Helper()
	tb.n++
	e := rules.Entropy{tb.n, 7}
	if _, err := tb.st.Apply(seat, m, e); err != nil {
		tb.t.Fatalf("step %d: %v", len(tb.log.Steps)+1, err)
	}
	tb.log.Steps = append(tb.log.Steps, rules.Step{Seat: seat, Move: m, Entropy: e, Hash: tb.st.Hash()})
}

// playRandomly plays n steps of the random bot.
func (tb *table) playRandomly(n int) {
	tb.t.Helper()
	for i := 0; i < n; i++ {
		p, ok := tb.prompt()
		if !ok {
			return
		}
		m, err := bot.Random{}.Choose(bot.ViewOf(tb.st, p.Seat), p, rules.NewRand(rules.Seed{tb.n}))
		if err != nil {
			tb.t.Fatal(err)
		}
		tb.play(p.Seat, m)
	}
}

// wire counts what a Courier sends a Desk: the requests that sent a whole
// game, and the steps sent.
type wire struct {
	desk          *Desk
	whole         int
	stepsSent     int
	lastSentSteps int
}

func (w *wire) send(req []byte) ([]byte, error) {
	var r Request
	if err := json.Unmarshal(req, &r); err != nil {
		return nil, err
	}
	if r.Start != nil {
		w.whole++
	}
	w.stepsSent += len(r.Steps)
	w.lastSentSteps = len(r.Steps)
	return w.desk.Answer(req), nil
}

// A decision made far away is the decision made in-process: same view,
// bot, seed and so move, at every level; and after the first, a request
// carries only the steps since the last.
func TestCourierDecidesAsInProcess(t *testing.T) {
	for _, game := range []string{"ayubistan", "belaad"} {
		tb := newTable(t, game, 3)
		w := &wire{desk: NewDesk(games.Lookup)}
		c := NewCourier(w.send)
		decisions := 0
		for round := 0; round < 6; round++ {
			tb.playRandomly(5)
			p, ok := tb.prompt()
			if !ok {
				break
			}
			for _, level := range []string{"easy", "normal"} {
				seed := rules.Seed{byte(round), 3}
				want, err := mustLevel(t, level).Choose(bot.ViewOf(tb.st, p.Seat), p, rules.NewRand(seed))
				if err != nil {
					t.Fatal(err)
				}
				got, err := c.Think(&tb.log, p.Seat, level, seed)
				if err != nil {
					t.Fatalf("%s step %d, %s: %v", game, len(tb.log.Steps), level, err)
				}
				if got != want {
					t.Errorf("%s step %d, %s: the far side chose %s, in-process %s", game, len(tb.log.Steps), level, got, want)
				}
				decisions++
			}
			tb.play(p.Seat, p.Options[0].Move)
		}
		if decisions < 6 {
			t.Fatalf("%s: only %d decisions compared", game, decisions)
		}
		if w.whole != 1 || w.stepsSent != len(tb.log.Steps)-1 {
			t.Errorf("%s: %d requests sent the whole game and %d steps in all, want 1 and %d (each step once)", game, w.whole, w.stepsSent, len(tb.log.Steps)-1)
		}
	}
}

func mustLevel(t *testing.T, level string) bot.Bot {
	t.Helper()
	b, err := bot.ForLevel(level)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A far side that lost its game (a worker restarted) asks for the whole
// game, and gets it; so does a log that went another way (a save resumed
// from earlier), and another game.
func TestCourierSendsTheWholeGameWhenNeeded(t *testing.T) {
	tb := newTable(t, "ayubistan", 2)
	w := &wire{desk: NewDesk(games.Lookup)}
	c := NewCourier(w.send)
	think := func(what string) rules.Move {
		t.Helper()
		p, ok := tb.prompt()
		if !ok {
			t.Fatal("the game ended")
		}
		m, err := c.Think(&tb.log, p.Seat, "easy", rules.Seed{9})
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if _, ok := p.Find(m); !ok {
			t.Fatalf("%s: %s is not legal", what, m)
		}
		return m
	}
	tb.playRandomly(6)
	think("first")
	tb.playRandomly(3)
	think("increment")
	if w.whole != 1 || w.lastSentSteps != 3 {
		t.Fatalf("after an increment: %d whole, last sent %d steps; want 1 and 3", w.whole, w.lastSentSteps)
	}

	w.desk = NewDesk(games.Lookup) // restarted
	tb.playRandomly(2)
	think("after a restart")
	if w.whole != 2 || w.lastSentSteps != len(tb.log.Steps) {
		t.Fatalf("after a restart: %d whole, last sent %d steps; want 2 and %d", w.whole, w.lastSentSteps, len(tb.log.Steps))
	}

	// Back to an earlier step, then another way.
	back := newTable(t, "ayubistan", 2)
	for _, s := range tb.log.Steps[:4] {
		back.play(s.Seat, s.Move)
	}
	back.n = 40 // other entropy from here on
	back.playRandomly(1)
	tb = back
	think("a log that went another way")
	if w.whole != 3 {
		t.Fatalf("a log that went another way: %d whole, want 3", w.whole)
	}

	tb = newTable(t, "belaad", 2)
	think("another game")
	if w.whole != 4 {
		t.Fatalf("another game: %d whole, want 4", w.whole)
	}
}

// Whatever a request holds, the Desk answers with an error and keeps
// nothing it could not check: the next request that builds on it is asked
// to resend.
func TestDeskRefusesBadRequests(t *testing.T) {
	tb := newTable(t, "ayubistan", 3)
	tb.playRandomly(4)
	p, _ := tb.prompt()
	good := func() Request {
		return Request{ID: 1, Start: startOf(&tb.log), Steps: stepsOf(tb.log.Steps), Seat: p.Seat, Level: "easy", Seed: seedString(rules.Seed{1})}
	}
	cases := []struct {
		name  string
		bend  func(*Request)
		error string
	}{
		{"an unknown level", func(r *Request) { r.Level = "grandmaster" }, "unknown bot level"},
		{"the cheat", func(r *Request) { r.Level = bot.CheatLevel }, "tournaments only"},
		{"a short seed", func(r *Request) { r.Seed = "abc" }, "seed must be 64 hex digits"},
		{"an unknown game", func(r *Request) { r.Start.Setup.Game = "chess" }, "chess"},
		{"too many seats", func(r *Request) { r.Start.Setup.Seats = 40 }, "not 40"},
		{"a start hash that differs", func(r *Request) { r.Start.Hash = strings.Repeat("0", 64) }, "after setup"},
		{"a start without From 0", func(r *Request) { r.From = 2 }, "start at 0"},
		{"a step's hash that differs", func(r *Request) { r.Steps[2].Hash = strings.Repeat("1", 64) }, "step 3"},
		{"a refused move", func(r *Request) { r.Steps[1].Move = "fly" }, "refused"},
		{"a malformed move", func(r *Request) { r.Steps[1].Move = "two words" }, "malformed"},
		{"bad entropy", func(r *Request) { r.Steps[0].Entropy = "zz" }, "entropy"},
		{"a seat not at the table", func(r *Request) { r.Seat = 7 }, "not at this table"},
		{"a seat with nothing to decide", func(r *Request) { r.Seat = (p.Seat + 1) % 3 }, "nothing to decide"},
	}
	for _, tc := range cases {
		d := NewDesk(games.Lookup)
		req := good()
		tc.bend(&req)
		r := d.Decide(req)
		if r.Error == "" || !strings.Contains(r.Error, tc.error) || r.Move != "" {
			t.Errorf("%s: reply %+v, want an error saying %q", tc.name, r, tc.error)
		}
		if tc.name == "a step's hash that differs" || tc.name == "a refused move" {
			next := Request{ID: 2, From: 4, Seat: p.Seat, Level: "easy", Seed: seedString(rules.Seed{1})}
			if r := d.Decide(next); !r.Resend {
				t.Errorf("%s: the next increment got %+v, want a resend", tc.name, r)
			}
		}
	}
	d := NewDesk(games.Lookup)
	if r := d.Decide(good()); r.Error != "" || !legal(p, r.Move) {
		t.Fatalf("the good request: %+v", r)
	}
	for _, data := range []string{"", "{", "[]", `{"id":"x"}`, strings.Repeat(" ", MaxRequest+1)} {
		var r Reply
		if err := json.Unmarshal(d.Answer([]byte(data)), &r); err != nil || r.Error == "" {
			t.Errorf("request %.20q: reply %+v (%v), want an error", data, r, err)
		}
	}
	// An increment that skips steps is asked to resend.
	req := good()
	req.Start, req.From, req.Steps = nil, 6, nil
	if r := d.Decide(req); !r.Resend {
		t.Errorf("an increment from step 6 of 4: %+v, want a resend", r)
	}
}

// Through the Courier, an error reply is an error, never a move.
func TestCourierReportsFailures(t *testing.T) {
	tb := newTable(t, "ayubistan", 2)
	p, _ := tb.prompt()
	for _, tc := range []struct {
		name  string
		reply string
		error string
	}{
		{"an error", `{"id":1,"error":"the worker broke"}`, "the worker broke"},
		{"an unreadable request", `{"error":"request: unexpected end"}`, "unexpected end"},
		{"another request's reply", `{"id":5,"move":"x"}`, "reply to request 5"},
		{"no move", `{"id":1}`, "no move"},
		{"garbage", `<html>`, "reply"},
	} {
		c := NewCourier(func([]byte) ([]byte, error) { return []byte(tc.reply), nil })
		m, err := c.Think(&tb.log, p.Seat, "easy", rules.Seed{})
		if err == nil || !strings.Contains(err.Error(), tc.error) || m != "" {
			t.Errorf("%s: %q, %v; want an error saying %q", tc.name, m, err, tc.error)
		}
	}
}

func FuzzDeskAnswer(f *testing.F) {
	tb := newTable(f, "belaad", 2)
	tb.playRandomly(3)
	p, _ := tb.prompt()
	good, _ := json.Marshal(Request{ID: 1, Start: startOf(&tb.log), Steps: stepsOf(tb.log.Steps), Seat: p.Seat, Level: "easy", Seed: seedString(rules.Seed{})})
	f.Add(good)
	f.Add([]byte(`{"id":2,"from":3,"seat":0,"level":"normal"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d := NewDesk(games.Lookup)
		var r Reply
		if err := json.Unmarshal(d.Answer(data), &r); err != nil {
			t.Fatalf("the reply is not JSON: %v", err)
		}
		if r.Move != "" && r.Error != "" {
			t.Fatalf("a reply with both a move and an error: %+v", r)
		}
	})
}

func legal(p rules.Prompt, m rules.Move) bool {
	_, ok := p.Find(m)
	return ok
}
