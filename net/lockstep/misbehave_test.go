//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/bot"
)

// cheat makes peer 1 of a 3-peer test-game table rewrite its first
// outgoing message that match selects (from step 2 on), and checks that
// both honest peers stop with a fault containing want, name the cheater
// (in the detail and, as its seat, in the player's message of kind key),
// and never apply the bad step. The cheater rolls whenever it may, so
// that it makes moves that draw.
func cheat(t *testing.T, want, key string, match func(w *wire) bool, rewrite func(w *wire) []byte) {
	t.Helper()
	var once sync.Once
	dirs := []string{t.TempDir(), "", t.TempDir()}
	peers := table(t, testGameID, 3, 0, map[string]string{"rounds": "8"}, func(i int, c *Config) {
		c.DiagDir = dirs[i]
		if i != 1 {
			return
		}
		c.Bot = firstOption{}
		c.tamper = func(w *wire) ([]byte, bool) {
			var raw []byte
			if w.Step >= 2 && match(w) {
				once.Do(func() { raw = rewrite(w) })
			}
			return raw, true
		}
	})
	cheater := peers[1]
	for _, i := range []int{0, 2} {
		p := peers[i]
		waitFor(t, p, 30*time.Second, "a fault", done)
		st := p.Status()
		if !strings.Contains(st.Fault, want) || !strings.Contains(st.Fault, cheater.PeerID()) {
			t.Fatalf("peer %s: fault %q, want one naming %s with %q", p.cfg.Name, st.Fault, cheater.PeerID(), want)
		}
		checkFaultMsg(t, p.cfg.Name, st.FaultMsg, key, cheater, peers[0], peers[2])
		if st.Done {
			t.Fatalf("peer %s finished the game despite the cheat", p.cfg.Name)
		}
		files, _ := filepath.Glob(filepath.Join(dirs[i], "majlis-fault-*.txt"))
		if len(files) != 1 {
			t.Fatalf("peer %s saved %d diagnostic files", p.cfg.Name, len(files))
		}
		if b, _ := os.ReadFile(files[0]); !strings.Contains(string(b), "majlis-diagnostic") || string(b) != p.Diagnostic() {
			t.Fatalf("peer %s saved a diagnostic other than it keeps", p.cfg.Name)
		}
		if _, err := rules.Replay(testGame{}, p.Log()); err != nil {
			t.Fatalf("peer %s applied a bad step: %v", p.cfg.Name, err)
		}
		if err := p.Submit(p.Local()[0], "roll"); err == nil {
			t.Fatalf("peer %s accepts moves after a fault", p.cfg.Name)
		}
	}
	// The honest peers applied the same steps. One may be ahead of the
	// other by a step that drew (the other's last reveal for it was in)
	// and then by steps that drew nothing, none of which waited for it.
	a, b := peers[0].Log().Steps, peers[2].Log().Steps
	if len(a) < len(b) {
		a, b = b, a
	}
	if !slicesEqual(a[:len(b)], b) {
		t.Fatalf("honest peers diverged: %d and %d steps", len(a), len(b))
	}
	for i := len(b) + 1; i < len(a); i++ {
		if a[i].Entropy != (rules.Entropy{}) {
			t.Fatalf("one honest peer applied %d steps, the other %d, and step %d drew", len(a), len(b), i+1)
		}
	}
}

// firstOption is a bot that always takes a prompt's first option.
type firstOption struct{}

func (firstOption) Name() string { return "first" }
func (firstOption) Choose(_ bot.View, p rules.Prompt, _ *rules.Rand) (rules.Move, error) {
	return p.Options[0].Move, nil
}

// checkFaultMsg checks the player's message of a fault: of kind key, valid
// against the catalogue, stopped by one of the honest peers, naming the
// culprit (when known) by its seat, which the client shows as that
// player's name.
func checkFaultMsg(t *testing.T, name string, m rules.Msg, key string, culprit *Session, honest ...*Session) {
	t.Helper()
	if m.Key != key {
		t.Fatalf("peer %s: fault message %+v, want key %s", name, m, key)
	}
	if err := i18n.English().Check(m); err != nil {
		t.Fatalf("peer %s: fault message: %v", name, err)
	}
	if culprit != nil && m.Args[1] != rules.SeatArg(culprit.Local()[0]) {
		t.Fatalf("peer %s: fault message %+v does not name the culprit's seat %d", name, m, culprit.Local()[0])
	}
	for _, h := range honest {
		if m.Args[0] == rules.SeatArg(h.Local()[0]) {
			return
		}
	}
	t.Fatalf("peer %s: fault message %+v is not from an honest peer", name, m)
}

func slicesEqual(a, b []rules.Step) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

func reencode(w *wire) []byte {
	b, _ := encode(*w)
	return b
}

func TestMisbehavingPeerMovesForAnotherSeat(t *testing.T) {
	cheat(t, "belongs to peer", faultProtocol, func(w *wire) bool { return w.T == tMove },
		func(w *wire) []byte { w.Seat = (w.Seat + 1) % 3; return reencode(w) })
}

func TestMisbehavingPeerPlaysAnIllegalMove(t *testing.T) {
	cheat(t, "illegal move", faultIllegal, func(w *wire) bool { return w.T == tMove },
		func(w *wire) []byte { w.Move = "fly:9"; return reencode(w) })
}

func TestMisbehavingPeerForgesAReveal(t *testing.T) {
	cheat(t, "not to its previous value", faultChain, func(w *wire) bool { return w.T == tReveal },
		func(w *wire) []byte { w.Pre = strings.Repeat("ab", 32); return reencode(w) })
}

// A mover's reveal travels in its move's message, and is checked there as
// strictly as one sent alone.
func TestMisbehavingPeerForgesTheRevealInItsMove(t *testing.T) {
	cheat(t, "not to its previous value", faultChain, func(w *wire) bool { return w.T == tMove && w.Pre != "" },
		func(w *wire) []byte { w.Pre = strings.Repeat("cd", 32); return reencode(w) })
}

func TestMisbehavingPeerMovesWithAnotherHash(t *testing.T) {
	cheat(t, "has state hash", faultDesync, func(w *wire) bool { return w.T == tMove },
		func(w *wire) []byte { w.Hash = strings.Repeat("1", 64); return reencode(w) })
}

func TestMisbehavingPeerOpensToAnotherMove(t *testing.T) {
	cheat(t, "not the commitment", faultSealed, func(w *wire) bool { return w.T == tOpen },
		func(w *wire) []byte {
			if w.Move == "bid:2" {
				w.Move = "bid:1"
			} else {
				w.Move = "bid:2"
			}
			return reencode(w)
		})
}

func TestMisbehavingPeerHasAnotherHash(t *testing.T) {
	cheat(t, "has state hash", faultDesync, func(w *wire) bool { return w.T == tReveal },
		func(w *wire) []byte { w.Hash = strings.Repeat("0", 64); return reencode(w) })
}

func TestMisbehavingPeerSendsOversizeMessage(t *testing.T) {
	cheat(t, "exceeds the limit", faultProtocol, func(w *wire) bool { return w.T == tReveal },
		func(*wire) []byte { return bytes.Repeat([]byte("x"), MaxMessage+100) })
}

func TestMisbehavingPeerSendsGarbage(t *testing.T) {
	cheat(t, "undecodable", faultProtocol, func(w *wire) bool { return w.T == tReveal },
		func(*wire) []byte { return []byte("\x00\xffnot json{") })
}

func TestMisbehavingPeerEquivocates(t *testing.T) {
	// Peer 1 tells one peer a move and the other another legal one: the
	// reveals, which carry the move each peer saw, expose it. Here one
	// move draws (a roll) and the other does not (a stop): the peer told
	// to stop applies it at once, and the other's reveal for the roll, or
	// the cheater's own, shows the split when it comes.
	var mu sync.Mutex
	copies := 0
	peers := table(t, testGameID, 3, 0, map[string]string{"rounds": "8"}, func(i int, c *Config) {
		if i != 1 {
			return
		}
		c.tamper = func(w *wire) ([]byte, bool) {
			mu.Lock()
			defer mu.Unlock()
			if w.T == tMove && copies < 2 {
				if copies++; copies == 2 {
					w.Move = map[string]string{"roll": "stop", "stop": "roll"}[w.Move]
				}
				return reencode(w), true
			}
			return nil, true
		}
	})
	for _, i := range []int{0, 2} {
		waitFor(t, peers[i], 30*time.Second, "a fault", done)
		st := peers[i].Status()
		switch {
		case strings.Contains(st.Fault, "saw move"):
			// Every peer, the cheater too, sees another disagree: no
			// culprit to check, and any of them may have stopped the
			// table first.
			checkFaultMsg(t, peers[i].cfg.Name, st.FaultMsg, faultDesync, nil, peers...)
		case strings.Contains(st.Fault, "revealed for a move that draws nothing"):
			// The cheater's reveal came with the stop it sent.
			checkFaultMsg(t, peers[i].cfg.Name, st.FaultMsg, faultProtocol, peers[1], peers[0], peers[2])
		default:
			t.Fatalf("peer %d: fault %q, want a move seen differently", i, st.Fault)
		}
	}
	// The honest peers never applied different steps: one's log is the
	// start of the other's. The longer may hold steps the other had not
	// completed when the table stopped (their messages still on the way),
	// and of the cheater's moves at most the one that draws nothing, which
	// its peer applied at once.
	a, b := peers[0].Log().Steps, peers[2].Log().Steps
	if len(a) < len(b) {
		a, b = b, a
	}
	cheater := peers[1].Local()[0]
	undrawn := 0
	for _, st := range a[len(b):] {
		if st.Seat == cheater && st.Entropy == (rules.Entropy{}) {
			undrawn++
		}
	}
	if !slicesEqual(a[:len(b)], b) || undrawn > 1 {
		t.Fatalf("honest peers applied different steps: %d and %d\n%s\n%s", len(a), len(b), stepList(a), stepList(b))
	}
}

func TestMisbehavingPeerEndsWithAnotherHash(t *testing.T) {
	// The last steps may draw nothing, so no reveal follows them: the
	// final state hash in done shows a table that ended otherwise.
	peers := table(t, testGameID, 3, 0, map[string]string{"rounds": "1"}, func(i int, c *Config) {
		if i == 1 {
			c.tamper = func(w *wire) ([]byte, bool) {
				if w.T == tDone {
					w.Hash = strings.Repeat("2", 64)
					return reencode(w), true
				}
				return nil, true
			}
		}
	})
	for _, i := range []int{0, 2} {
		waitFor(t, peers[i], 30*time.Second, "a fault", faulted)
		if f := peers[i].Status().Fault; !strings.Contains(f, "ended the game with state hash") || !strings.Contains(f, peers[1].PeerID()) {
			t.Fatalf("peer %d: fault %q, want one naming %s with its final hash", i, f, peers[1].PeerID())
		}
		checkFaultMsg(t, peers[i].cfg.Name, peers[i].Status().FaultMsg, faultDesync, peers[1], peers[0], peers[2])
	}
}

func TestStallingPeerIsDetected(t *testing.T) {
	// Peer 1 stops revealing from step 4 on while staying connected. It
	// has every reveal it needs itself, so it may play on past a step
	// the others wait at, to one where it waits for them: its own
	// patience is longer, so that the honest peers' clocks run out first.
	peers := table(t, testGameID, 3, 0, map[string]string{"rounds": "8"}, func(i int, c *Config) {
		c.StallTimeout = 300 * time.Millisecond
		if i == 1 {
			c.StallTimeout = 20 * time.Second
			c.tamper = func(w *wire) ([]byte, bool) { return nil, !(w.T == tReveal && w.Step >= 4) }
		}
	})
	for _, i := range []int{0, 2} {
		waitFor(t, peers[i], 30*time.Second, "a fault", done)
		if f := peers[i].Status().Fault; !strings.Contains(f, "stalls the table") || !strings.Contains(f, peers[1].PeerID()) {
			t.Fatalf("peer %d: fault %q, want a stall by %s", i, f, peers[1].PeerID())
		}
		m := peers[i].Status().FaultMsg
		checkFaultMsg(t, peers[i].cfg.Name, m, faultStall, peers[1], peers[0], peers[2])
		if m.Args[3] != rules.Int(1) { // 300ms shows as one second, never zero
			t.Fatalf("peer %d: stall of %+v seconds, want 1", i, m.Args[3])
		}
	}
}

func TestVersionMismatchIsRefused(t *testing.T) {
	url := startSignal(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cfg := testConfig(url, "host")
	cfg.RulesVersion = "rules-A"
	c, err := Create(ctx, cfg, Table{Game: testGameID, Seats: []SeatKind{SeatMine, SeatOpen}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	jcfg := testConfig(url, "guest")
	jcfg.RulesVersion = "rules-B"
	_, err = Join(ctx, jcfg, c.Room())
	if err == nil || !strings.Contains(err.Error(), "rules-A") || !strings.Contains(err.Error(), "rules-B") {
		t.Fatalf("join with other rules: %v, want an error naming both versions", err)
	}
}

// stepList says a log's steps in a line each: seat, move, and whether it
// drew.
func stepList(steps []rules.Step) string {
	var b strings.Builder
	for i, st := range steps {
		fmt.Fprintf(&b, "  %d: seat %d %s drew=%v\n", i+1, st.Seat, st.Move, st.Entropy != (rules.Entropy{}))
	}
	return b.String()
}
