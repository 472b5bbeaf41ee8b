//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"context"
	"errors"
	"fmt"
	"majlis/assets/i18n"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"majlis/net/session"
	"majlis/net/signal"
	"majlis/rules"
	"majlis/rules/bot"
)

// resume brings a dropped peer back with its token.
func resume(t *testing.T, old *Session, tweak func(*Config)) *Session {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfg := old.cfg
	cfg.tamper = nil
	if tweak != nil {
		tweak(&cfg)
	}
	s, err := Resume(ctx, cfg, old.Token())
	if err != nil {
		t.Fatalf("resume: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// awayShown waits until some peer's status marks a seat of the dropped
// peer away (seat is its player's; the creator's bots go away with it):
// the table waits for it there, and other peers may wait on that peer.
func awayShown(t *testing.T, peers []*Session, seat rules.Seat) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		for _, s := range peers {
			if slices.ContainsFunc(s.Status().Waiting, func(w session.Waiting) bool { return w.Away && (w.Seat == seat || w.Bot) }) {
				return
			}
		}
		// Wake on the first peer's change, or look again shortly: the
		// condition may turn true on another peer.
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		peers[0].Wait(ctx, peers[0].Version())
		cancel()
	}
	t.Fatalf("no peer shows seat %d away within 30s", seat)
}

func TestDroppedPeerResumesAndFinishes(t *testing.T) {
	for _, tc := range []struct {
		game   string
		victim int // 0 is the creator, which also runs the bot
	}{{testGameID, 2}, {"ayubistan", 2}, {"ayubistan", 0}} {
		t.Run(fmt.Sprintf("%s-peer%d", tc.game, tc.victim), func(t *testing.T) {
			peers := table(t, tc.game, 3, 1, nil, func(i int, c *Config) {
				if i == tc.victim {
					c.AutoPlay = false // the test plays it, then drops it
				}
			})
			victim := peers[tc.victim]
			var others []*Session
			for i, p := range peers {
				if i != tc.victim {
					others = append(others, p)
				}
			}
			waitFor(t, victim, 20*time.Second, "the start", func(s *Session) bool { return s.Started() })
			if got := playRandom(victim, 6); got < 6 {
				t.Fatalf("the game ended or stopped at step %d", got)
			}
			seat := victim.Local()[0]
			victim.Close()
			awayShown(t, others, seat)
			// The last step any peer applied is the least a resumed peer
			// may start from: its own moves that drew nothing may not
			// have left it before it dropped, and are then made again.
			least := 0
			for _, p := range others {
				least = max(least, p.Status().Step)
			}
			back := resume(t, victim, func(c *Config) { c.AutoPlay = true })
			if back.PeerID() != victim.PeerID() || !slices.Equal(back.Local(), []rules.Seat{seat}) {
				t.Fatalf("resumed as %s with seats %v, want %s with seat %d", back.PeerID(), back.Local(), victim.PeerID(), seat)
			}
			waitFor(t, back, 10*time.Second, "the others' step", func(s *Session) bool { return s.Status().Step >= least || done(s) })
			finishAll(t, append(others, back))
		})
	}
}

// lastOption is a bot that always takes a prompt's last option.
type lastOption struct{}

func (lastOption) Name() string { return "last" }
func (lastOption) Choose(_ bot.View, p rules.Prompt, _ *rules.Rand) (rules.Move, error) {
	return p.Options[len(p.Options)-1].Move, nil
}

func TestResumedPeerSaysAgainWhatOnlyOnePeerHeard(t *testing.T) {
	// The victim's roll reaches one of the two other peers, then it
	// drops. Back, whichever peer sends it the game so far, it must say
	// "roll" again, although its bot would now say "stop": deciding anew
	// would split the table. A roll draws, so neither peer applies it
	// before the victim's reveal, which went with it.
	saysAgain(t, "roll", lastOption{})
}

func TestResumedPeerSaysAgainAMoveThatDrawsNothing(t *testing.T) {
	// As above with "stop", which draws nothing: the peer that heard it
	// applied it at once and played on, and the other waits for it. Back,
	// the victim says "stop" again, from the game so far if it came from
	// the first peer, else from that peer's echo; its bot would now roll.
	saysAgain(t, "stop", firstOption{})
}

// saysAgain has the victim of a 3-peer table play move (a move of its
// roll prompt) so that one other peer hears it, drop, and come back with
// bot b, which would play another; it checks that the table plays move.
func saysAgain(t *testing.T, move rules.Move, b bot.Bot) {
	var tamper atomic.Int32
	peers := table(t, testGameID, 3, 0, map[string]string{"rounds": "8"}, func(i int, c *Config) {
		if i == 2 {
			c.AutoPlay = false
			c.tamper = oneHears(&tamper, tMove)
		}
	})
	victim := peers[2]
	waitFor(t, victim, 20*time.Second, "the start", func(s *Session) bool { return s.Started() })
	seat := victim.Local()[0]
	waitFor(t, victim, 30*time.Second, "the victim's roll", func(s *Session) bool {
		if s.Status().Fault != "" {
			t.Fatalf("fault: %s", s.Status().Fault)
		}
		for _, p := range s.View(seat).Prompts() {
			if p.Seat == seat && !p.Sealed {
				return true
			}
			if p.Seat == seat {
				s.Submit(seat, p.Options[0].Move)
			}
		}
		return false
	})
	k := victim.Status().Step + 1
	tamper.Store(armed)
	if err := victim.Submit(seat, move); err != nil {
		t.Fatal(err)
	}
	if tamper.Load() != silent {
		t.Fatalf("the %s was sent %d times, want 2 copies", move, tamper.Load())
	}
	heard := func(s *Session) bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		ss := s.g.steps[k]
		return s.g.applied >= k || (ss != nil && (ss.move != nil || len(ss.inbox) > 0))
	}
	deadline := time.Now().Add(10 * time.Second)
	for !heard(peers[0]) && !heard(peers[1]) {
		if time.Now().After(deadline) {
			t.Fatalf("no peer heard the %s within 10s", move)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if heard(peers[0]) && heard(peers[1]) {
		t.Fatalf("both peers heard the %s: the tamper let two copies through", move)
	}
	victim.Close()
	awayShown(t, peers[:2], seat)
	back := resume(t, victim, func(c *Config) { c.AutoPlay, c.Bot = true, b })
	finishAll(t, []*Session{peers[0], peers[1], back})
	if got := back.Log().Steps[k-1]; got.Seat != seat || got.Move != move {
		for i, st := range back.Log().Steps {
			t.Logf("%d: seat %d %s", i+1, st.Seat, st.Move)
		}
		t.Fatalf("step %d is seat %d playing %q, want seat %d playing %q", k, got.Seat, got.Move, seat, move)
	}
}

func TestPeerDroppedAfterCommittingReopensItsAnswer(t *testing.T) {
	// The victim commits its sealed bid but drops before opening it; back
	// with its token it recovers the bid from its secret and opens it.
	peers := table(t, testGameID, 2, 0, map[string]string{"rounds": "1"}, func(i int, c *Config) {
		if i == 1 {
			c.tamper = func(w *wire) ([]byte, bool) { return nil, w.T != tOpen }
		}
	})
	victim := peers[1]
	waitFor(t, victim, 20*time.Second, "its commitment", func(s *Session) bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.g != nil && len(s.g.opened) > 0 // (its first bid, which draws nothing, may be applied already)
	})
	victim.Close()
	awayShown(t, peers[:1], 1)
	back := resume(t, victim, nil)
	finishAll(t, []*Session{peers[0], back})
}

func TestSeatOfAPlayerGoneForGoodGoesToABot(t *testing.T) {
	peers := table(t, testGameID, 3, 0, map[string]string{"rounds": "8"}, func(i int, c *Config) {
		if i == 2 {
			c.AutoPlay = false
		}
	})
	victim := peers[2]
	waitFor(t, victim, 20*time.Second, "the start", func(s *Session) bool { return s.Started() })
	playRandom(victim, 3)
	seat := victim.Local()[0]
	if err := peers[0].HandToBot(seat); err == nil {
		t.Fatal("a connected player's seat was handed to a bot")
	}
	victim.Close()
	awayShown(t, peers[:2], seat)
	handToBot(t, peers[:2], victim, seat)
	finishAll(t, peers[:2])
	for _, p := range peers[:2] {
		if l := p.BotLevels(); len(l) <= int(seat) || l[seat] != handOverLevel {
			t.Errorf("peer %s: the handed-over seat %d plays at levels %q, want %q", p.cfg.Name, seat, l, handOverLevel)
		}
	}
}

func TestHandOverAfterAnOpeningOnlyOnePeerHeard(t *testing.T) {
	// The departed player's opening of its sealed bid reached one of the
	// two other peers, then it left for good. Its seat, handed to a bot,
	// must stand alike on both: the peer that heard the opening passes it
	// on when it votes (it is checked against the commitment both hold).
	// Without that, one peer waited for a fresh answer from the bot that
	// the other, holding the opening, never asked for.
	var tamper atomic.Int32
	tamper.Store(armed)
	peers := table(t, testGameID, 3, 0, map[string]string{"rounds": "8"}, func(i int, c *Config) {
		if i == 2 {
			c.AutoPlay = false
			c.tamper = oneHears(&tamper, tOpen)
		}
	})
	victim := peers[2]
	waitFor(t, victim, 20*time.Second, "the start", func(s *Session) bool { return s.Started() })
	seat := victim.Local()[0]
	deadline := time.Now().Add(30 * time.Second)
	for tamper.Load() != silent {
		if time.Now().After(deadline) {
			t.Fatal("the victim never opened a sealed bid")
		}
		if view := victim.View(seat); view != nil {
			for _, p := range view.Prompts() {
				if p.Seat == seat {
					_ = victim.Submit(seat, p.Options[0].Move)
				}
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	victim.Close()
	awayShown(t, peers[:2], seat)
	handToBot(t, peers[:2], victim, seat)
	finishAll(t, peers[:2])
}

// The states of oneHears.
const (
	off = iota
	armed
	firstDropped
	silent
)

// oneHears is a tamper hook that, once state is armed, drops the first
// copy of the next message of type typ and sends the second, so that one
// of two peers hears it, then sends nothing at all.
func oneHears(state *atomic.Int32, typ string) func(w *wire) ([]byte, bool) {
	return func(w *wire) ([]byte, bool) {
		switch {
		case state.Load() == silent:
			return nil, false
		case state.Load() == armed && w.T == typ:
			state.Store(firstDropped)
			return nil, false
		case state.Load() == firstDropped && w.T == typ:
			state.Store(silent)
		}
		return nil, true
	}
}

// handToBot has every peer vote to give seat to a bot once it has seen
// victim's connection go.
func handToBot(t *testing.T, peers []*Session, victim *Session, seat rules.Seat) {
	t.Helper()
	for _, p := range peers {
		waitFor(t, p, 30*time.Second, "the drop noticed", func(s *Session) bool {
			s.mu.Lock()
			defer s.mu.Unlock()
			return s.peers[victim.PeerID()].conn == ""
		})
		if err := p.HandToBot(seat); err != nil {
			t.Fatalf("peer %s votes: %v", p.cfg.Name, err)
		}
	}
}

func TestChatInLobbyAndAtTable(t *testing.T) {
	peers := table(t, testGameID, 2, 0, map[string]string{"rounds": "8"}, func(i int, c *Config) {
		c.AutoPlay = false
		c.AutoStart = false
	})
	host, guest := peers[0], peers[1]
	if err := guest.Chat("  salaam\x07 "); err != nil {
		t.Fatal(err)
	}
	waitFor(t, host, 10*time.Second, "the lobby chat", func(s *Session) bool { return len(s.Chats(0)) == 1 })
	if c := host.Chats(0)[0]; c.Text != "salaam" || c.Name != "p1" || c.From != rules.Spectator {
		t.Fatalf("lobby chat arrived as %+v", c)
	}
	if err := guest.Start(); err == nil {
		t.Fatal("a joiner started the game")
	}
	waitFor(t, host, 10*time.Second, "a full mesh", func(s *Session) bool { return s.Ready() == nil })
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, guest, 10*time.Second, "the start", func(s *Session) bool { return s.Started() })
	if err := host.Chat(strings.Repeat("x", 900)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, guest, 10*time.Second, "the table chat", func(s *Session) bool { return len(s.Chats(0)) == 2 })
	if c := guest.Chats(1)[0]; len(c.Text) != maxChat || c.From != 0 {
		t.Fatalf("table chat arrived as seat %d with %d bytes", c.From, len(c.Text))
	}
	if err := host.Chat(" \n "); err == nil {
		t.Fatal("an empty line was sent")
	}
}

func TestLobbySeats(t *testing.T) {
	url := startSignal(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	host, err := Create(ctx, testConfig(url, "host"), Table{Game: testGameID, Seats: []SeatKind{SeatMine, SeatOpen, SeatBot}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	// Texts for people number seats from 1, as the client does: index 1
	// is "seat 2".
	if err := host.Start(); err == nil || !strings.Contains(err.Error(), "seat 2 is still open") {
		t.Fatalf("start with an open seat: %v", err)
	}
	if err := host.Ready(); err == nil || err.Error() != "seat 2 is still open" {
		t.Fatalf("ready with an open seat: %v", err)
	}
	// The player reads the reason from the catalogue.
	var nr *NotReady
	if err := host.Ready(); !errors.As(err, &nr) {
		t.Fatalf("Ready's reason carries no message: %T", err)
	} else if got := i18n.English().Format(nr.Msg(), nil); got != "Seat 2 is still open." {
		t.Fatalf("the reason for the player: %q", got)
	}
	if err := host.SetSeat(3, SeatBot); err == nil || err.Error() != "there is no seat 4" {
		t.Fatalf("setting seat index 3 of 3: %v", err)
	}
	guest, err := Join(ctx, testConfig(url, "guest"), host.Room())
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	if err := guest.Claim(2); err == nil {
		t.Fatal("a joiner took a bot's seat")
	}
	if err := guest.Claim(1); err != nil {
		t.Fatal(err)
	}
	waitFor(t, guest, 10*time.Second, "the claimed seat", func(s *Session) bool { return slices.Equal(s.Local(), []rules.Seat{1}) })
	if err := guest.SetSeat(2, SeatOpen); err == nil {
		t.Fatal("a joiner changed a seat")
	}
	if err := host.SetSeat(2, SeatOpen); err != nil {
		t.Fatal(err)
	}
	waitFor(t, guest, 10*time.Second, "seat 2 open", func(s *Session) bool { return s.Lobby().Seats[2].Kind == SeatOpen })
	if err := guest.Claim(2); err != nil {
		t.Fatal(err)
	}
	waitFor(t, guest, 10*time.Second, "the moved seat", func(s *Session) bool { return slices.Equal(s.Local(), []rules.Seat{2}) })
	l := host.Lobby()
	if l.Seats[1].Kind != SeatOpen || l.Seats[2].Peer != guest.PeerID() || l.Seats[2].Name != "guest" || l.Creator != host.PeerID() {
		t.Fatalf("lobby after the move: %+v", l)
	}
	// Seats added and removed, options changed, all within the game's rules.
	if err := host.AddSeat(SeatBot); err != nil {
		t.Fatal(err)
	}
	if err := host.RemoveSeat(2); err == nil {
		t.Fatal("a player's seat was removed")
	}
	if err := host.RemoveSeat(3); err != nil {
		t.Fatal(err)
	}
	if err := host.SetOptions(map[string]string{"rounds": "2"}); err == nil {
		t.Fatal("an option value the game lacks was accepted")
	}
	if err := host.SetOptions(map[string]string{"rounds": "1"}); err != nil {
		t.Fatal(err)
	}
	if err := guest.AddSeat(SeatOpen); err == nil {
		t.Fatal("a joiner added a seat")
	}
	waitFor(t, guest, 10*time.Second, "the new options", func(s *Session) bool {
		return s.Setup().Option("rounds", "") == "1" && s.Setup().Seats == 3
	})
	for range 3 {
		host.AddSeat(SeatOpen)
	}
	if err := host.AddSeat(SeatOpen); err == nil || len(host.Lobby().Seats) != 6 {
		t.Fatalf("a seventh seat: %v", err)
	}
	if _, err := Join(ctx, testConfig(url, "x"), "ZZZZZZZZ"); err == nil {
		t.Fatal("joined a room that does not exist")
	}
	if _, err := Create(ctx, testConfig(url, "x"), Table{Game: testGameID, Seats: []SeatKind{SeatMine}}); err == nil {
		t.Fatal("created a table of one for a game of two to six")
	}
}

func TestJoinerResumesInTheLobby(t *testing.T) {
	url := startSignal(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	host, err := Create(ctx, testConfig(url, "host"), Table{Game: testGameID, Seats: []SeatKind{SeatMine, SeatOpen}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	guest, err := Join(ctx, testConfig(url, "guest"), host.Room())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := guest.ClaimAny(ctx); err != nil {
		t.Fatal(err)
	}
	guest.Close() // a reload of the tab, which may not know the name yet
	back := resume(t, guest, func(c *Config) { c.Name = "" })
	if !slices.Equal(back.Local(), []rules.Seat{1}) {
		t.Fatalf("back in the lobby with seats %v, want [1]", back.Local())
	}
	waitFor(t, host, 10*time.Second, "the guest back", func(s *Session) bool { return s.Lobby().Peers[1].Connected })
	if n := host.Lobby().Seats[1].Name; n != "guest" {
		t.Fatalf("seat 1 is named %q after the resume, want guest", n)
	}
	waitFor(t, host, 10*time.Second, "a full mesh", func(s *Session) bool { return s.Ready() == nil })
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	finishAll(t, []*Session{host, back})
}

// TestGameOutlivesTheSignallingServer: once the mesh is up, the server
// may go away; the game goes on over the data channels alone.
func TestGameOutlivesTheSignallingServer(t *testing.T) {
	srv := signal.NewServer(signal.DefaultLimits(), nil)
	hs := httptest.NewServer(srv)
	defer hs.Close()
	url := "ws" + strings.TrimPrefix(hs.URL, "http")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cfg := testConfig(url, "host")
	cfg.AutoPlay = false
	host, err := Create(ctx, cfg, Table{Game: testGameID, Options: map[string]string{"rounds": "8"}, Seats: []SeatKind{SeatMine, SeatOpen}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	guest, err := Join(ctx, testConfig(url, "guest"), host.Room())
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	if _, err := guest.ClaimAny(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, host, 10*time.Second, "a full mesh", func(s *Session) bool { return s.Ready() == nil })
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	at := playRandom(host, 3)
	if err := srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	hs.CloseClientConnections()
	go playRandom(host, 1<<30)
	finishAll(t, []*Session{host, guest})
	if n := len(host.Log().Steps); n <= at {
		t.Fatalf("the game ended at step %d, before the server went away (step %d)", n, at)
	}
}

func TestResumedPeerSaysAgainASealedAnswerOnlyOnePeerHeard(t *testing.T) {
	// In Ayubistan a sealed answer may be asked of some seats only (an
	// attack's troops). The victim's commitment and opening reach the one
	// other peer taking part and not the third, which needs them only to
	// apply the answer; then the victim drops. The peer that heard them
	// applies the step (it draws nothing); the third never had them. Back,
	// the victim must say both again, commitment first, whichever peer
	// sends it the game so far: from the one that heard them it learns the
	// opening in the sync, from the third in the first one's echo.
	// Answering afresh would split the table, and an opening alone is
	// refused by a peer that never had its commitment.
	var left atomic.Value // the peer left out
	left.Store("")
	var mu sync.Mutex
	opened := false
	peers := table(t, "ayubistan", 3, 0, nil, func(i int, c *Config) {
		if i != 2 {
			return
		}
		c.AutoPlay = false
		c.tamper = func(w *wire) ([]byte, bool) {
			mu.Lock()
			defer mu.Unlock()
			out := left.Load().(string)
			switch {
			case out == "":
				return nil, true
			case opened:
				return nil, false // dropped: nothing more leaves it
			case w.to == out:
				return nil, false
			case w.T == tOpen:
				opened = true
			}
			return nil, true
		}
	})
	victim := peers[2]
	waitFor(t, victim, 20*time.Second, "the start", func(s *Session) bool { return s.Started() })
	seat := victim.Local()[0]
	r := rules.NewRand(rules.Seed{2})
	k, answer := 0, rules.Move("")
	waitFor(t, victim, 60*time.Second, "a sealed answer of the victim's that leaves a peer out", func(s *Session) bool {
		st := s.Status()
		if st.Fault != "" || st.Done {
			t.Fatalf("no sealed answer leaving a peer out before step %d (fault %q)", st.Step, st.Fault)
		}
		ps := s.View(seat).Prompts()
		for _, p := range ps {
			if p.Seat != seat {
				continue
			}
			m := p.Options[r.IntN(len(p.Options))].Move
			if p.Sealed {
				grp := group(ps)
				for _, other := range peers[:2] {
					if !slices.ContainsFunc(grp, func(g rules.Seat) bool { return g == other.Local()[0] }) {
						k, answer = st.Step+1, m
						left.Store(other.PeerID())
						return true
					}
				}
			}
			s.Submit(seat, m)
		}
		return false
	})
	if err := victim.Submit(seat, answer); err != nil {
		t.Fatal(err)
	}
	heard := peers[0]
	if heard.PeerID() == left.Load().(string) {
		heard = peers[1]
	}
	// It has the opening (and applies the step unless it draws, which
	// needs the left-out peer's reveal).
	waitFor(t, heard, 10*time.Second, "the victim's opening", func(s *Session) bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.g.applied >= k || slices.ContainsFunc(s.g.opened, func(r relayed) bool { return r.From == victim.PeerID() && r.Msg.Step == k })
	})
	victim.Close()
	awayShown(t, peers[:2], seat)
	back := resume(t, victim, func(c *Config) { c.AutoPlay = true })
	finishAll(t, []*Session{peers[0], peers[1], back})
	// The group's answers are applied in seat order from step k.
	for i, st := range back.Log().Steps[k-1:] {
		if st.Seat == seat {
			if st.Move != answer {
				t.Fatalf("step %d: the victim answered %q, want %q, opened before it dropped", k+i, st.Move, answer)
			}
			return
		}
	}
	t.Fatalf("no answer of the victim's from step %d", k)
}
