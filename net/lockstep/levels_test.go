//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"majlis/rules"
	"majlis/rules/bot/remote"
)

// countingThinker counts the decisions a Thinker was asked for and those
// it failed.
type countingThinker struct {
	mu            sync.Mutex
	far           *remote.Courier
	asked, failed int
	levels        []string
}

func (c *countingThinker) Think(l *rules.Log, seat rules.Seat, level string, seed rules.Seed) (rules.Move, error) {
	m, err := c.far.Think(l, seat, level, seed)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.asked++
	c.levels = append(c.levels, level)
	if err != nil {
		c.failed++
	}
	return m, err
}

// TestBotLevels: the creator sets a bot seat's level in the lobby; every
// peer learns it from the start, and the creator's peer runs that bot (a
// search, which thinks off the session's lock) through a whole game, in
// its Thinker (as the browser's worker does) rather than in-process.
func TestBotLevels(t *testing.T) {
	url := startSignal(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	desk := remote.NewDesk(testLookup)
	far := &countingThinker{far: remote.NewCourier(func(req []byte) ([]byte, error) { return desk.Answer(req), nil })}
	cfg := testConfig(url, "p0")
	cfg.Thinker = far
	c, err := Create(ctx, cfg, Table{Game: testGameID, Seats: []SeatKind{SeatMine, SeatOpen, SeatBot}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	j, err := Join(ctx, testConfig(url, "p1"), c.Room())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	if _, err := j.ClaimAny(ctx); err != nil {
		t.Fatal(err)
	}
	if err := c.SetBotLevel(2, "grandmaster"); err == nil || !strings.Contains(err.Error(), "grandmaster") {
		t.Errorf("an unknown level: %v", err)
	}
	if err := j.SetBotLevel(2, "hard"); err == nil {
		t.Error("a joiner set a bot's level")
	}
	if err := c.SetBotLevel(2, "normal"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, j, 20*time.Second, "the level in the joiner's lobby", func(s *Session) bool {
		l := s.Lobby()
		return len(l.Seats) == 3 && l.Seats[2].Kind == SeatBot && l.Seats[2].Level == "normal"
	})
	waitFor(t, c, 20*time.Second, "a table ready to start", func(s *Session) bool { return s.Ready() == nil })
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	finishAll(t, []*Session{c, j})
	for _, p := range []*Session{c, j} {
		if got := p.BotLevels(); !slices.Equal(got, []string{"", "", "normal"}) {
			t.Errorf("peer %s: BotLevels = %q", p.cfg.Name, got)
		}
	}
	if name := c.botFor(2).Name(); name != "normal" {
		t.Errorf("the creator runs seat 3 with the %q bot", name)
	}
	far.mu.Lock()
	defer far.mu.Unlock()
	if far.asked == 0 || far.failed != 0 || slices.ContainsFunc(far.levels, func(l string) bool { return l != "normal" }) {
		t.Errorf("the creator's Thinker was asked %d times (levels %q) and failed %d; want every decision of the normal bot, none failed", far.asked, far.levels, far.failed)
	}
}
