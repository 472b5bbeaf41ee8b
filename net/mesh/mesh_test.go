//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package mesh

import (
	"context"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pion/webrtc/v4"

	"majlis/assets/i18n"
	"majlis/net/signal"
)

// startServer runs a signalling server on loopback for one test.
func startServer(t *testing.T) string {
	t.Helper()
	srv := signal.NewServer(signal.DefaultLimits(), nil)
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	return "ws" + hs.URL[len("http"):]
}

func waitEvent(t *testing.T, m *Mesh, kind string) Event {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		select {
		case e, ok := <-m.Events():
			if !ok {
				t.Fatalf("mesh closed while waiting for %s", kind)
			}
			if e.Kind == kind {
				return e
			}
		case <-deadline:
			t.Fatalf("no %s event within 20s", kind)
		}
	}
}

func TestTwoPeersExchangeMessages(t *testing.T) {
	url := startServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	a, err := signal.Create(ctx, signal.Config{URL: url, Name: "a"})
	if err != nil {
		t.Fatal(err)
	}
	ma, err := New(a, Config{Loopback: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ma.Close()
	b, err := signal.Join(ctx, signal.Config{URL: url, Name: "b"}, a.Room())
	if err != nil {
		t.Fatal(err)
	}
	mb, err := New(b, Config{Loopback: true})
	if err != nil {
		t.Fatal(err)
	}
	up := waitEvent(t, ma, EventUp)
	if up.Peer != b.ID() {
		t.Fatalf("a's channel opened to %s, want %s", up.Peer, b.ID())
	}
	waitEvent(t, mb, EventUp)
	if err := ma.Send(b.ID(), []byte("hello")); err != nil {
		t.Fatal(err)
	}
	if got := waitEvent(t, mb, EventMessage); string(got.Data) != "hello" || got.Peer != a.ID() {
		t.Fatalf("b got %q from %s", got.Data, got.Peer)
	}
	if err := ma.Send(b.ID(), make([]byte, MaxMessage+1)); err == nil {
		t.Fatal("an oversize message was sent")
	}
	if p, ok := ma.Path(b.ID()); !ok || p.Kind != PathDirect || p.Local != "host" || p.Remote != "host" {
		t.Errorf("path on loopback %+v, %v: want direct host-host", p, ok)
	}
	mb.Close()
	if got := waitEvent(t, ma, EventDown); got.Peer != b.ID() || got.Err != nil {
		t.Fatalf("down for %s (%v), want %s without an error", got.Peer, got.Err, b.ID())
	}
}

// TestNoPath: a connection that does not open in time is reported down
// with a NoPathError, which the catalogue words for the player.
func TestNoPath(t *testing.T) {
	url := startServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	a, err := signal.Create(ctx, signal.Config{URL: url, Name: "a"})
	if err != nil {
		t.Fatal(err)
	}
	ma, err := New(a, Config{Loopback: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ma.Close()
	b, err := signal.Join(ctx, signal.Config{URL: url, Name: "b"}, a.Room())
	if err != nil {
		t.Fatal(err)
	}
	// No time at all to connect, and a TURN server offered.
	mb, err := New(b, Config{Loopback: true, ConnectTimeout: time.Nanosecond, ICEServers: []webrtc.ICEServer{{URLs: []string{"turn:127.0.0.1:9?transport=udp"}, Username: "1:x", Credential: "c"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer mb.Close()
	down := waitEvent(t, mb, EventDown)
	var np *NoPathError
	if !errors.As(down.Err, &np) || np.Peer != a.ID() || !np.Relay {
		t.Fatalf("down %+v, want a NoPathError for %s with a relay", down, a.ID())
	}
	en := i18n.English()
	for _, e := range []*NoPathError{np, {Peer: "p"}} {
		if got := en.Format(e.Msg(), nil); !strings.HasPrefix(got, "no network path to the other players") {
			t.Errorf("the player reads %q", got)
		}
	}
	if kindOf("srflx", "prflx") != PathReflexive || kindOf("host", "relay") != PathRelayed || kindOf("host", "host") != PathDirect {
		t.Error("kindOf names pairs wrongly")
	}
}
