//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"majlis/rules"
	"majlis/rules/games"
)

// TestAyubistanOverPion plays whole Ayubistan games between 2 to 6 pion
// peers on loopback, through the signalling server, and checks that every
// peer ends on the same hash and that the shared log replays.
func TestAyubistanOverPion(t *testing.T) {
	g, err := games.Lookup("ayubistan")
	if err != nil {
		t.Fatalf("ayubistan is not registered: %v", err)
	}
	for n := 2; n <= 6; n++ {
		t.Run(fmt.Sprintf("%d-peers", n), func(t *testing.T) {
			peers := table(t, "ayubistan", n, 0, nil, nil)
			h := finishAll(t, peers)
			l := peers[n-1].Log()
			st, err := rules.Replay(g, l)
			if err != nil {
				t.Fatalf("the log does not replay: %v", err)
			}
			if st.Hash() != h || !st.Result().Done {
				t.Fatalf("replay ends on %s (done %v), the peers on %s", st.Hash(), st.Result().Done, h)
			}
			t.Logf("%d peers: %d steps", n, len(l.Steps))
		})
	}
}

// TestAyubistanExtendedTeams plays the options the lobby can set.
func TestAyubistanExtendedTeams(t *testing.T) {
	peers := table(t, "ayubistan", 3, 1, map[string]string{"length": "extended", "teams": "yes"}, nil)
	finishAll(t, peers)
	if got := peers[2].Setup().Option("length", ""); got != "extended" {
		t.Fatalf("a joiner plays length %q", got)
	}
}

// waitingForSpectator starts an Ayubistan table of two people and two
// bots on the first one's peer, held at the second person's first move
// (playRandom plays it) so that a spectator can join before it goes on.
func waitingForSpectator(t *testing.T) []*Session {
	t.Helper()
	peers := table(t, "ayubistan", 2, 2, nil, func(i int, c *Config) {
		if i == 1 {
			c.AutoPlay = false
		}
	})
	waitFor(t, peers[1], 20e9, "the start", func(s *Session) bool { return s.Started() })
	return peers
}

// TestAyubistanWithBotsAndSpectator: bots on the creator's peer move like
// people, and a spectator that joins after the start follows to the end.
func TestAyubistanWithBotsAndSpectator(t *testing.T) {
	peers := waitingForSpectator(t)
	spec := joinSpectator(t, peers[0].cfg.Signal, peers[0].Room())
	if len(spec.Local()) != 0 {
		t.Fatalf("the spectator plays seats %v", spec.Local())
	}
	go playRandom(peers[1], 1<<30)
	waitFor(t, spec, 60e9, "the end", done)
	if f := spec.Status().Fault; f != "" {
		t.Fatalf("spectator: %s", f)
	}
	finishAll(t, append(peers, spec))
}

// TestSpectatorBehindAsksAgain: a spectator whose link to a peer opened
// only after that peer had let the first steps' messages go (bots play
// fast while a link is made) lacks a move the table has played; it asks
// for the game again and follows to the end, where it stopped at that
// step for good.
func TestSpectatorBehindAsksAgain(t *testing.T) {
	peers := waitingForSpectator(t)
	// Peer 1's messages for the first steps reach peer 0 only, as if
	// its link to the spectator had opened after step 30.
	p0 := peers[0].me.id
	dropped := 0
	peers[1].mu.Lock()
	peers[1].cfg.tamper = func(w *wire) ([]byte, bool) {
		step := w.T == tMove || w.T == tReveal || w.T == tCommit || w.T == tOpen
		if step && w.to != p0 && w.Step < 30 {
			dropped++
			return nil, false
		}
		return nil, true
	}
	peers[1].mu.Unlock()
	spec := joinSpectator(t, peers[0].cfg.Signal, peers[0].Room())
	// Peer 1 plays only once its link to the spectator is open, so that
	// its first steps' messages meet the hook above (on a slow machine the
	// link could otherwise open after step 30, which proves nothing).
	waitFor(t, peers[1], 20e9, "a link to the spectator", func(s *Session) bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		for _, id := range s.conns {
			if id == spec.me.id {
				return true
			}
		}
		return false
	})
	go playRandom(peers[1], 1<<30)
	waitFor(t, spec, 30e9, "the end", done)
	if f := spec.Status().Fault; f != "" {
		t.Fatalf("spectator: %s", f)
	}
	finishAll(t, append(peers, spec))
	peers[1].mu.Lock()
	n := dropped
	peers[1].mu.Unlock()
	spec.mu.Lock()
	asked := spec.asked
	spec.mu.Unlock()
	if n == 0 {
		t.Fatalf("no message of peer 1 was kept from the spectator: the case is not tested")
	}
	t.Logf("%d messages of peer 1 kept from the spectator; it asked for the game again %d time(s)", n, asked)

	// A record it cannot use leaves it as it was: here one with a step
	// more than the game has, which does not replay.
	spec.mu.Lock()
	defer spec.mu.Unlock()
	g := spec.g
	l := g.log
	l.Steps = append(slices.Clone(l.Steps), rules.Step{Seat: 0, Move: "nonsense"})
	var b strings.Builder
	if err := rules.WriteLog(&b, &l); err != nil {
		t.Fatal(err)
	}
	spec.caughtUpLocked(&syncInfo{Start: g.info, Log: b.String()})
	if spec.g != g || spec.fault != "" || len(spec.earlyMsgs) != 0 {
		t.Fatalf("a record that does not replay changed the spectator's game (fault %q)", spec.fault)
	}
}
