//go:build !headless && !js

// The client's online adapter over real pion peers on loopback: one
// creates a table through app.Online, the other joins by code and sits,
// the creator starts, and both play random legal moves through the Lobby's
// Session (as the table screen does) to identical final hashes.
package main

import (
	"math/rand/v2"
	"net/http/httptest"
	"testing"
	"time"

	"majlis/graphics/app"
	"majlis/net/signal"
)

func TestOnlineAdapterPlaysAGame(t *testing.T) {
	srv := signal.NewServer(signal.DefaultLimits(), nil)
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	url := "ws" + hs.URL[len("http"):] + "/"
	var tokA, tokB string
	a := &online{signal: url, loopback: true, token: func() string { return tokA }, save: func(s string) { tokA = s }}
	b := &online{signal: url, loopback: true, token: func() string { return tokB }, save: func(s string) { tokB = s }}

	host, err := a.Create("ayubistan", nil, 2, "Amal")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })
	if len(host.Code()) < 4 || host.Token() == "" {
		t.Fatalf("code %q token %q", host.Code(), host.Token())
	}
	guest, err := b.Join(host.Code(), "Badr")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { guest.Close() })

	deadline := time.Now().Add(30 * time.Second)
	for host.Ready() != nil {
		if time.Now().After(deadline) {
			t.Fatalf("the table never became ready: %v", host.Ready())
		}
		time.Sleep(10 * time.Millisecond)
	}
	// The host is ready once it has seated the guest; the guest learns
	// its seat from the host's next lobby, a message later.
	info := guest.Info()
	for len(info.Seats) != 2 || !info.Seats[1].Mine {
		if time.Now().After(deadline) {
			t.Fatalf("the guest never saw its seat: %+v", info)
		}
		time.Sleep(10 * time.Millisecond)
		info = guest.Info()
	}
	if info.Creator || info.Seats[1].Kind != "person" {
		t.Fatalf("guest's lobby: %+v", info)
	}
	if hi := host.Info(); !hi.Creator || !hi.Seats[0].Mine {
		t.Fatalf("host's lobby: %+v", hi)
	}
	// Each side shows how it reaches the other: on one host, directly.
	if p := info.Paths; len(p) != 1 || p[0].Name != "Amal" || p[0].Kind != "direct" {
		t.Errorf("guest's paths %+v, want Amal direct", p)
	}
	if p := host.Info().Paths; len(p) != 1 || p[0].Name != "Badr" || p[0].Kind != "direct" {
		t.Errorf("host's paths %+v, want Badr direct", p)
	}
	if err := guest.Start(); err == nil {
		t.Fatal("a guest started the game")
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	deadline = time.Now().Add(2 * time.Minute)
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end (step %d)", host.Status().Step)
		}
		hd, gd := host.Status(), guest.Status()
		if hd.Fault != "" || gd.Fault != "" {
			t.Fatalf("fault: %q %q", hd.Fault, gd.Fault)
		}
		if hd.Done && gd.Done && hd.Step == gd.Step {
			break
		}
		moved := false
		for _, l := range []app.Lobby{host, guest} {
			if !l.Started() {
				continue
			}
			for _, seat := range l.Local() {
				v := l.View(seat)
				if v == nil {
					continue
				}
				for _, p := range v.Prompts() {
					if p.Seat == seat && l.Submit(seat, p.Options[r.IntN(len(p.Options))].Move) == nil {
						moved = true
					}
				}
			}
		}
		if !moved {
			time.Sleep(2 * time.Millisecond)
		}
	}
	lh, lg := host.Log(), guest.Log()
	if len(lh.Steps) == 0 || len(lh.Steps) != len(lg.Steps) || lh.Steps[len(lh.Steps)-1].Hash != lg.Steps[len(lg.Steps)-1].Hash {
		t.Fatalf("the peers' logs differ: %d and %d steps", len(lh.Steps), len(lg.Steps))
	}
	t.Logf("both peers ended at step %d", len(lh.Steps))
}

// TestOnlineBotLevels: the creator makes a seat a bot at a level through
// the adapter; the joiner's lobby and both tables read it, and the bot,
// run on the creator's peer, moves.
func TestOnlineBotLevels(t *testing.T) {
	srv := signal.NewServer(signal.DefaultLimits(), nil)
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	url := "ws" + hs.URL[len("http"):] + "/"
	var tokA, tokB string
	a := &online{signal: url, loopback: true, token: func() string { return tokA }, save: func(s string) { tokA = s }}
	b := &online{signal: url, loopback: true, token: func() string { return tokB }, save: func(s string) { tokB = s }}
	host, err := a.Create("ayubistan", nil, 3, "Amal")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })
	if err := host.SetBot(2, "normal"); err != nil {
		t.Fatal(err)
	}
	guest, err := b.Join(host.Code(), "Badr")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { guest.Close() })
	deadline := time.Now().Add(30 * time.Second)
	for host.Ready() != nil {
		if time.Now().After(deadline) {
			t.Fatalf("the table never became ready: %v", host.Ready())
		}
		time.Sleep(10 * time.Millisecond)
	}
	// The guest's lobby is the host's, a message later.
	for {
		info := guest.Info()
		if len(info.Seats) == 3 && info.Seats[1].Mine {
			if s := info.Seats[2]; s.Kind != "bot" || s.Level != "normal" {
				t.Fatalf("the guest's lobby shows seat 3 as %+v", s)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the guest never saw its seat: %+v", info)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	for !guest.Started() {
		if time.Now().After(deadline) {
			t.Fatal("the guest never saw the start")
		}
		time.Sleep(10 * time.Millisecond)
	}
	for _, l := range []app.Lobby{host, guest} {
		lv, ok := l.(interface{ BotLevels() []string })
		if !ok {
			t.Fatal("the online session does not say its bots' levels")
		}
		if got := lv.BotLevels(); len(got) != 3 || got[2] != "normal" {
			t.Errorf("BotLevels = %q", got)
		}
	}
	// The people pass their turns at random until the bot has moved.
	r := rand.New(rand.NewPCG(3, 4))
	for botMoved := false; !botMoved; {
		if time.Now().After(deadline) {
			t.Fatalf("the normal bot never moved (step %d)", host.Status().Step)
		}
		if f := host.Status().Fault; f != "" {
			t.Fatal(f)
		}
		for _, e := range host.History(0) {
			botMoved = botMoved || e.Seat == 2
		}
		for _, l := range []app.Lobby{host, guest} {
			for _, seat := range l.Local() {
				v := l.View(seat)
				if v == nil {
					continue // step 0 is not applied yet
				}
				for _, p := range v.Prompts() {
					if p.Seat == seat {
						l.Submit(seat, p.Options[r.IntN(len(p.Options))].Move)
					}
				}
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
}
