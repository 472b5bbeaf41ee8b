// Tests of the local session with a toy game that has a turn prompt, a
// sealed simultaneous round and randomness, so every path of the session
// (bots, humans, sealed tracking, logs, resume) is exercised without
// depending on a real game package.
package session

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"majlis/rules"
	"majlis/rules/bot"
)

type toyGame struct{}

func (toyGame) ID() string                  { return "toy" }
func (toyGame) Name() rules.Msg             { return rules.M("toy.name") }
func (toyGame) Seats() (int, int)           { return 2, 4 }
func (toyGame) Options() []rules.OptionSpec { return nil }
func (toyGame) New(s rules.Setup, e rules.Entropy) (rules.State, []rules.Event, error) {
	st := &toyState{setup: s, points: make([]int, s.Seats), picks: make([]int, s.Seats)}
	st.seed = st.seed.Mix(e)
	return st, []rules.Event{{Msg: rules.M("toy.dealt")}}, nil
}

// toyState: on its turn a seat either scores ("score") or calls a sealed
// round ("round") where every seat picks 1..3 and the highest unique pick
// scores. First to 3 points wins.
type toyState struct {
	setup  rules.Setup
	seed   rules.Seed
	turn   rules.Seat
	round  bool
	picks  []int // 0 = not yet picked
	points []int
}

func (s *toyState) Setup() rules.Setup { return s.setup }
func (s *toyState) done() bool         { return slices.Max(s.points) >= 3 }
func (s *toyState) Prompts() []rules.Prompt {
	if s.done() {
		return nil
	}
	if s.round {
		var ps []rules.Prompt
		for i, p := range s.picks {
			if p == 0 {
				ps = append(ps, rules.Prompt{Seat: rules.Seat(i), Ask: rules.M("toy.pick"), Sealed: true,
					Options: []rules.Option{{Move: "pick:1"}, {Move: "pick:2"}, {Move: "pick:3"}}})
			}
		}
		return ps
	}
	return []rules.Prompt{{Seat: s.turn, Ask: rules.M("toy.turn"),
		Options: []rules.Option{{Move: "score", Label: rules.M("toy.score")}, {Move: "round"}}}}
}
func (s *toyState) Apply(seat rules.Seat, m rules.Move, e rules.Entropy) ([]rules.Event, error) {
	if _, err := rules.CheckMove(s.Prompts(), seat, m); err != nil {
		return nil, err
	}
	s.seed = s.seed.Mix(e)
	r := rules.NewRand(s.seed)
	switch {
	case m == "score":
		if r.IntN(2) == 0 {
			s.points[seat]++
		}
		s.turn = (s.turn + 1) % rules.Seat(s.setup.Seats)
	case m == "round":
		s.round = true
	default:
		s.picks[seat] = int(m[len(m)-1] - '0')
		if !slices.Contains(s.picks, 0) {
			best, n := slices.Max(s.picks), 0
			for _, p := range s.picks {
				if p == best {
					n++
				}
			}
			if n == 1 {
				s.points[slices.Index(s.picks, best)]++
			}
			clear(s.picks)
			s.round = false
			s.turn = (s.turn + 1) % rules.Seat(s.setup.Seats)
		}
	}
	return []rules.Event{{Msg: rules.M("toy.moved", rules.SeatArg(seat))}}, nil
}
func (s *toyState) Result() rules.Result {
	if !s.done() {
		return rules.Result{}
	}
	return rules.Result{Done: true, Scores: slices.Clone(s.points), Winners: []rules.Seat{rules.Seat(slices.Index(s.points, 3))}}
}
func (s *toyState) Hash() rules.Hash {
	e := rules.NewEncoder("toy")
	e.Bytes(s.seed[:])
	e.Int(int(s.turn))
	e.Bool(s.round)
	e.Ints(s.picks)
	e.Ints(s.points)
	return e.Sum()
}
func (s *toyState) Clone() rules.State {
	c := *s
	c.picks = slices.Clone(s.picks)
	c.points = slices.Clone(s.points)
	return &c
}
func (s *toyState) View(rules.Seat) rules.State                         { return s.Clone() }
func (s *toyState) Determinize(_ rules.Seat, _ *rules.Rand) rules.State { return s.Clone() }

// counter is a deterministic entropy source.
func counter() func() (rules.Entropy, error) {
	n := 0
	return func() (rules.Entropy, error) {
		n++
		var e rules.Entropy
		copy(e[:], fmt.Sprint(n))
		return e, nil
	}
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestLocalBotsOnlyFinish(t *testing.T) {
	l, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 3}, Entropy: counter()})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	waitFor(t, "the bots to finish", func() bool { return l.Status().Done })
	lg := l.Log()
	if len(lg.Steps) == 0 {
		t.Fatal("no steps logged")
	}
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, lg); err != nil {
		t.Fatal(err)
	}
	back, err := rules.ReadLog(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rules.Replay(toyGame{}, back); err != nil {
		t.Fatalf("the recorded log does not replay: %v", err)
	}
	if h := l.History(0); len(h) != len(lg.Steps)+1 || h[0].Step != 0 {
		t.Fatalf("history has %d entries for %d steps (+ the deal)", len(h), len(lg.Steps))
	}
}

func TestLocalHumanAndBots(t *testing.T) {
	l, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 2}, Humans: []rules.Seat{0}, Entropy: counter()})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := l.Submit(1, "score"); err == nil || !strings.Contains(err.Error(), "not played on this device") {
		t.Fatalf("submitting for a bot seat: %v", err)
	}
	v := l.Version()
	if err := l.Submit(0, "bogus"); err == nil {
		t.Fatal("an illegal move was accepted")
	}
	if l.Version() != v || len(l.Log().Steps) != 0 {
		t.Fatal("a refused move changed the table")
	}
	// Call a sealed round: the bot answers, and the status then says the
	// bot has answered (still secret) while seat 0 is awaited.
	if err := l.Submit(0, "round"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the bot's sealed pick", func() bool {
		st := l.Status()
		return len(st.Waiting) == 2 && st.Waiting[1].Answered
	})
	st := l.Status()
	if w := st.Waiting[0]; w.Seat != 0 || w.Answered || !w.Sealed || w.Bot {
		t.Fatalf("seat 0 waiting: %+v", w)
	}
	if w := st.Waiting[1]; w.Seat != 1 || !w.Bot || !w.Sealed {
		t.Fatalf("seat 1 waiting: %+v", w)
	}
	if err := l.Submit(0, "pick:3"); err != nil {
		t.Fatal(err)
	}
	// Play the rest: seat 0 always scores when asked.
	for !l.Status().Done {
		waitFor(t, "seat 0's turn or the end", func() bool {
			st := l.Status()
			return st.Done || (len(st.Waiting) > 0 && st.Waiting[0].Seat == 0 && !st.Waiting[0].Answered)
		})
		if l.Status().Done {
			break
		}
		ps := l.View(0).Prompts()
		if err := l.Submit(0, ps[0].Options[0].Move); err != nil {
			t.Fatal(err)
		}
	}
	if len(l.History(0)) < 3 {
		t.Fatal("history too short")
	}
}

func TestResumeLocal(t *testing.T) {
	l, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 2}, Humans: []rules.Seat{0, 1}, Entropy: counter()})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []struct {
		s rules.Seat
		m rules.Move
	}{{0, "score"}, {1, "round"}, {1, "pick:2"}, {0, "pick:1"}} {
		if err := l.Submit(m.s, m.m); err != nil {
			t.Fatalf("seat %d %s: %v", m.s, m.m, err)
		}
	}
	lg := l.Log()
	want := l.View(0).Hash()
	l.Close()

	r, err := ResumeLocal(LocalConfig{Game: toyGame{}, Humans: []rules.Seat{0, 1}}, lg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if got := r.View(0).Hash(); got != want {
		t.Fatalf("resumed hash %s, want %s", got, want)
	}
	if len(r.History(0)) != 5 {
		t.Fatalf("resumed history has %d entries, want 5", len(r.History(0)))
	}
	// A tampered log is refused.
	lg.Steps[2].Hash[0] ^= 1
	if _, err := ResumeLocal(LocalConfig{Game: toyGame{}, Humans: []rules.Seat{0}}, lg); err == nil || !strings.Contains(err.Error(), "step 3") {
		t.Fatalf("tampered log: %v", err)
	}
}

func TestLocalRefusesBadSetup(t *testing.T) {
	if _, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 9}}); err == nil {
		t.Fatal("9 seats accepted")
	}
	if _, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 2}, Humans: []rules.Seat{5}}); err == nil {
		t.Fatal("human seat 5 of 2 accepted")
	}
}

// slowBot thinks until released; it tells when it has started (its
// first decision; after the release it answers at once).
type slowBot struct{ started, release chan struct{} }

func (slowBot) Name() string { return "slow" }
func (b slowBot) Choose(v bot.View, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	select {
	case b.started <- struct{}{}:
	default:
	}
	<-b.release
	return bot.Random{}.Choose(v, p, r)
}

// TestBotThinksWithoutTheLock: while a bot thinks, the table answers its
// readers (the screen draws), and the bot's move is then played.
func TestBotThinksWithoutTheLock(t *testing.T) {
	b := slowBot{started: make(chan struct{}, 1), release: make(chan struct{})}
	l, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 2}, Bot: b, Entropy: counter()})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	<-b.started
	read := make(chan Status)
	go func() { read <- l.Status() }()
	select {
	case <-read:
	case <-time.After(10 * time.Second):
		t.Fatal("Status waited for a thinking bot")
	}
	v := l.Version()
	close(b.release)
	for deadline := time.Now().Add(10 * time.Second); l.Version() == v; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the bot's move was not played")
		}
	}
}

// TestBotLevels: each bot seat plays at its own level, the session says
// which, and an unknown level is refused before the game starts.
func TestBotLevels(t *testing.T) {
	l, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 3}, Humans: []rules.Seat{0},
		Levels: []string{"", "easy", "normal"}, Entropy: counter()})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if got := l.BotLevels(); !slices.Equal(got, []string{"", "easy", "normal"}) {
		t.Errorf("BotLevels = %q", got)
	}
	if a, b := l.bots[1].Name(), l.bots[2].Name(); a != "random" || b != "normal" {
		t.Errorf("seat 2 plays %q, seat 3 %q; want random and normal", a, b)
	}
	// The game goes on with a searching bot: seat 0 scores until the end.
	for deadline := time.Now().Add(20 * time.Second); !l.Status().Done; {
		if time.Now().After(deadline) {
			t.Fatal("the game with a normal bot did not end")
		}
		st := l.Status()
		if st.Fault != "" {
			t.Fatal(st.Fault)
		}
		if len(st.Waiting) > 0 && st.Waiting[0].Seat == 0 && !st.Waiting[0].Answered {
			ps := l.View(0).Prompts()
			if err := l.Submit(0, ps[0].Options[0].Move); err != nil {
				t.Fatal(err)
			}
			continue
		}
		time.Sleep(time.Millisecond)
	}
	if _, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 2}, Levels: []string{"", "grandmaster"}}); err == nil || !strings.Contains(err.Error(), "grandmaster") {
		t.Errorf("an unknown level: %v", err)
	}
	// A resumed game keeps its levels.
	lg := l.Log()
	r, err := ResumeLocal(LocalConfig{Game: toyGame{}, Humans: []rules.Seat{0}, Levels: []string{"", "hard", "easy"}}, lg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if got := r.BotLevels(); !slices.Equal(got, []string{"", "hard", "easy"}) {
		t.Errorf("resumed BotLevels = %q", got)
	}
}

// farThinker stands in for the browser's worker: it replays the log it is
// handed (checking every hash) and answers a seat's last option, failing
// every third call.
type farThinker struct {
	t     *testing.T
	mu    sync.Mutex
	calls int
	// answered: the step count each answer was given at, and the move.
	answered map[int]rules.Move
}

func (f *farThinker) Think(l *rules.Log, seat rules.Seat, level string, seed rules.Seed) (rules.Move, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	if seat != 1 || level != "normal" {
		f.t.Errorf("seat %d (level %q) was sent away; only the normal bot's are", seat, level)
	}
	st, err := rules.Replay(toyGame{}, l)
	if err != nil {
		f.t.Errorf("the log handed to the thinker: %v", err)
		return "", err
	}
	if f.calls%3 == 0 {
		return "", errors.New("the worker is gone")
	}
	for _, p := range st.Prompts() {
		if p.Seat == seat {
			m := p.Options[len(p.Options)-1].Move
			f.answered[len(l.Steps)] = m
			return m, nil
		}
	}
	f.t.Errorf("seat %d has nothing to decide after step %d", seat, len(l.Steps))
	return "", errors.New("nothing to decide")
}

// TestBotsThinkElsewhere: a session given a Thinker sends it the seats
// whose level searches (not the easy one, nor a seat without a level), with
// the log as it stands; its moves are played, and when it fails the seat's
// bot decides in-process, so the game goes on.
func TestBotsThinkElsewhere(t *testing.T) {
	far := &farThinker{t: t, answered: map[int]rules.Move{}}
	l, err := NewLocal(LocalConfig{Game: toyGame{}, Setup: rules.Setup{Game: "toy", Seats: 3},
		Levels: []string{"", "normal", "easy"}, Thinker: far, Entropy: counter()})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	waitFor(t, "the bots to finish", func() bool { return l.Status().Done })
	lg := l.Log()
	far.mu.Lock()
	defer far.mu.Unlock()
	if far.calls < 3 || len(far.answered) == 0 {
		t.Fatalf("the thinker was asked %d times and answered %d; want some of each", far.calls, len(far.answered))
	}
	for n, m := range far.answered {
		if got := lg.Steps[n].Move; got != m {
			t.Errorf("step %d played %s, the thinker answered %s", n+1, got, m)
		}
	}
}
