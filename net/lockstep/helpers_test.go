//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

// Test helpers: a signalling server on loopback and tables of in-process
// pion peers that play whole games, with deadlines instead of sleeps.
package lockstep

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"majlis/net/signal"
	"majlis/rules"
)

func startSignal(t testing.TB) string {
	t.Helper()
	srv := signal.NewServer(signal.DefaultLimits(), nil)
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	return "ws" + hs.URL[len("http"):]
}

func testConfig(url, name string) Config {
	return Config{Signal: url, Name: name, Loopback: true, AutoPlay: true, lookup: testLookup}
}

// table creates a table of n people with the given bots on the creator,
// every peer auto-playing; tweak adjusts each peer's config (i: 0 is the
// creator). It returns once every peer has a seat; the game starts itself.
func table(t testing.TB, game string, people, bots int, opts map[string]string, tweak func(i int, c *Config)) []*Session {
	t.Helper()
	url := startSignal(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	seats := []SeatKind{SeatMine}
	for range people - 1 {
		seats = append(seats, SeatOpen)
	}
	for range bots {
		seats = append(seats, SeatBot)
	}
	cfg := testConfig(url, "p0")
	cfg.AutoStart = true
	if tweak != nil {
		tweak(0, &cfg)
	}
	c, err := Create(ctx, cfg, Table{Game: game, Options: opts, Seats: seats})
	if err != nil {
		t.Fatalf("create: %v", err)
	}
	t.Cleanup(func() { c.Close() })
	peers := []*Session{c}
	for i := 1; i < people; i++ {
		cfg := testConfig(url, fmt.Sprintf("p%d", i))
		if tweak != nil {
			tweak(i, &cfg)
		}
		j, err := Join(ctx, cfg, c.Room())
		if err != nil {
			t.Fatalf("join %d: %v", i, err)
		}
		t.Cleanup(func() { j.Close() })
		if _, err := j.ClaimAny(ctx); err != nil {
			t.Fatalf("peer %d claims a seat: %v", i, err)
		}
		peers = append(peers, j)
	}
	return peers
}

// waitFor waits until cond holds for s, or fails after d.
func waitFor(t testing.TB, s *Session, d time.Duration, what string, cond func(*Session) bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	v := uint64(0)
	for range 1 << 20 {
		if cond(s) {
			return
		}
		var err error
		if v, err = s.Wait(ctx, v); err != nil {
			st := s.Status()
			t.Fatalf("peer %s: %s not reached within %s (step %d, fault %q, waiting %+v)\n%s", s.cfg.Name, what, d, st.Step, st.Fault, st.Waiting, dump(s))
		}
	}
}

func done(s *Session) bool     { st := s.Status(); return st.Done || st.Fault != "" }
func faulted(s *Session) bool  { return s.Status().Fault != "" }
func finished(s *Session) bool { return s.Status().Done }

// finishAll waits for every peer to end the game without a fault and
// checks that they agree on everything.
func finishAll(t testing.TB, peers []*Session) rules.Hash {
	t.Helper()
	for _, p := range peers {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		v := uint64(0)
		for !done(p) {
			var err error
			if v, err = p.Wait(ctx, v); err != nil {
				break
			}
		}
		cancel()
		if !done(p) {
			msg := "the game did not end within 30s:"
			for _, q := range peers {
				msg += "\n" + dump(q)
			}
			t.Fatal(msg)
		}
		if f := p.Status().Fault; f != "" {
			t.Fatalf("peer %s faulted: %s%s", p.cfg.Name, f, diagAll(peers))
		}
	}
	h := peers[0].Hash()
	n := len(peers[0].Log().Steps)
	for _, p := range peers[1:] {
		if p.Hash() != h || len(p.Log().Steps) != n {
			t.Fatalf("peer %s ends with hash %s after %d steps, peer %s with %s after %d", p.cfg.Name, p.Hash(), len(p.Log().Steps), peers[0].cfg.Name, h, n)
		}
	}
	return h
}

// dump describes a peer's step in progress, for failure messages.
func dump(s *Session) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.g
	if g == nil {
		return fmt.Sprintf("%s: not started; lobby %+v; early %d", s.cfg.Name, s.lobby, len(s.earlyMsgs))
	}
	k := g.next()
	out := fmt.Sprintf("%s (%s): next %d, participants %v, conns %v", s.cfg.Name, s.me.id, k, g.info.Participants, s.conns)
	for j := k; j <= k+ahead; j++ {
		ss := g.steps[j]
		if ss == nil {
			continue
		}
		p, known := g.known(j, ss)
		var rv []string
		for id := range ss.reveals {
			rv = append(rv, id)
		}
		out += fmt.Sprintf("\n  step %d: move %v %v, commits %d, opens %d, reveals %v, inbox %d, revealed %v", j, known, p, len(ss.commits), len(ss.opens), rv, len(ss.inbox), ss.revealed)
	}
	return out
}

func diagAll(peers []*Session) string {
	out := ""
	for _, p := range peers {
		out += "\n" + dump(p) + "\n" + p.Diagnostic()
	}
	return out
}
