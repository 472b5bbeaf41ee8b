//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"context"
	"testing"
	"time"

	"majlis/rules"
)

// playRandom answers this peer's prompts with random legal moves, through
// Submit as a UI would, until the table reaches step until, ends, faults
// or closes. It returns the step reached.
func playRandom(s *Session, until int) int {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := rules.NewRand(rules.Seed{1})
	v := uint64(0)
	for range 1 << 20 {
		st := s.Status()
		if st.Step >= until || st.Done || st.Fault != "" || s.isClosed() {
			return st.Step
		}
		for _, seat := range s.Local() {
			if view := s.View(seat); view != nil {
				for _, p := range view.Prompts() {
					if p.Seat == seat {
						_ = s.Submit(seat, p.Options[r.IntN(len(p.Options))].Move)
					}
				}
			}
		}
		var err error
		if v, err = s.Wait(ctx, v); err != nil {
			return s.Status().Step
		}
	}
	return s.Status().Step
}

func (s *Session) isClosed() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.closed }

func joinSpectator(t *testing.T, url, room string) *Session {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cfg := testConfig(url, "watcher")
	cfg.Spectator = true
	s, err := Join(ctx, cfg, room)
	if err != nil {
		t.Fatalf("spectator joins: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
