//go:build !js

// These tests talk to the relay over loopback with pion's TURN client.

package relay

import (
	"bytes"
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pion/turn/v5"

	"majlis/net/signal"
)

const secret = "test secret"

type logBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuf) Write(p []byte) (int, error) { l.mu.Lock(); defer l.mu.Unlock(); return l.b.Write(p) }
func (l *logBuf) String() string              { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

func start(t *testing.T, l Limits) (*Server, *logBuf) {
	t.Helper()
	lb := &logBuf{}
	s, err := Start(Config{UDP: "127.0.0.1:0", TCP: "127.0.0.1:0", PublicIP: net.IPv4(127, 0, 0, 1), RelayIP: "127.0.0.1",
		MinPort: 40000, MaxPort: 40999, Secret: secret, Limits: l, Log: slog.New(slog.NewTextHandler(lb, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, lb
}

// allocate asks for one allocation on a socket of its own.
func allocate(t *testing.T, s *Server, user, pass string) (net.PacketConn, error) {
	t.Helper()
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := s.UDPAddr().String()
	c, err := turn.NewClient(&turn.ClientConfig{STUNServerAddr: addr, TURNServerAddr: addr, Conn: conn, Username: user, Password: pass, Realm: "majlis", RTO: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(); conn.Close() })
	if err := c.Listen(); err != nil {
		t.Fatal(err)
	}
	return c.Allocate()
}

func TestCredentials(t *testing.T) {
	s, logs := start(t, DefaultLimits())
	user, pass := signal.TURNCredential(secret, "peer1", time.Now().Add(time.Hour))
	relayed, err := allocate(t, s, user, pass)
	if err != nil {
		t.Fatalf("valid credential refused: %v", err)
	}
	if a := relayed.LocalAddr().(*net.UDPAddr); a.Port < 40000 || a.Port > 40999 {
		t.Errorf("relay port %d outside 40000-40999", a.Port)
	}
	if s.Allocations() != 1 {
		t.Errorf("%d allocations, want 1", s.Allocations())
	}

	// A password made with another secret, an expired credential and a
	// user name not in the TURN REST form are all refused.
	forgedUser, forged := signal.TURNCredential("another secret", "peer2", time.Now().Add(time.Hour))
	expiredUser, expired := signal.TURNCredential(secret, "peer3", time.Now().Add(-time.Minute))
	for _, c := range []struct{ name, user, pass, log string }{
		{"forged", forgedUser, forged, "bad credential"},
		{"expired", expiredUser, expired, "has expired"},
		{"malformed", "alice", "pw", "not EXPIRY:ID"},
	} {
		if _, err := allocate(t, s, c.user, c.pass); err == nil {
			t.Errorf("%s credential allowed an allocation", c.name)
		}
		if !strings.Contains(logs.String(), c.log) {
			t.Errorf("%s credential: no log line %q in\n%s", c.name, c.log, logs)
		}
	}
	if s.Allocations() != 1 {
		t.Errorf("%d allocations after the refusals, want 1", s.Allocations())
	}
}

func TestAllocationLimits(t *testing.T) {
	s, logs := start(t, Limits{PerCredential: 2, Total: 3, Lifetime: time.Hour})
	u1, p1 := signal.TURNCredential(secret, "a", time.Now().Add(time.Hour))
	for range 2 {
		if _, err := allocate(t, s, u1, p1); err != nil {
			t.Fatal(err)
		}
	}
	_, err := allocate(t, s, u1, p1)
	if err == nil || !strings.Contains(err.Error(), "486") {
		t.Fatalf("third allocation of one credential: %v, want 486 Allocation Quota Reached", err)
	}
	if !strings.Contains(logs.String(), "the credential holds its maximum") {
		t.Errorf("no log line for the per-credential limit:\n%s", logs)
	}
	u2, p2 := signal.TURNCredential(secret, "b", time.Now().Add(time.Hour))
	if _, err := allocate(t, s, u2, p2); err != nil {
		t.Fatal(err)
	}
	if _, err := allocate(t, s, u2, p2); err == nil || !strings.Contains(err.Error(), "486") {
		t.Fatalf("allocation beyond the total: %v, want 486", err)
	}
	if !strings.Contains(logs.String(), "the server holds its maximum") {
		t.Errorf("no log line for the total limit:\n%s", logs)
	}
}

func TestLifetime(t *testing.T) {
	s, logs := start(t, Limits{Lifetime: 200 * time.Millisecond})
	u, p := signal.TURNCredential(secret, "a", time.Now().Add(time.Hour))
	if _, err := allocate(t, s, u, p); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for s.Allocations() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("allocation still open 5s after its 200ms lifetime")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !strings.Contains(logs.String(), "maximum lifetime") {
		t.Errorf("no log line for the lifetime:\n%s", logs)
	}
}

func TestBandwidth(t *testing.T) {
	// Two sockets on loopback: the limited one sends 20 packets of 1000
	// bytes at once with a budget of 4000 bytes a second.
	a, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	lb := &logBuf{}
	s := &Server{cfg: Config{Log: slog.New(slog.NewTextHandler(lb, nil))}, byUser: map[string]int{"u": 1}, total: 1}
	lc := &limitedConn{PacketConn: a, s: s, user: "u", out: bucket{rate: 4000, tokens: 4000, last: time.Now()}}
	sent := 0
	for range 20 {
		if _, err := lc.WriteTo(make([]byte, 1000), b.LocalAddr()); err != nil {
			t.Fatal(err)
		}
	}
	b.SetReadDeadline(time.Now().Add(300 * time.Millisecond))
	buf := make([]byte, 2000)
	for {
		if _, _, err := b.ReadFrom(buf); err != nil {
			break
		}
		sent++
	}
	if sent < 4 || sent > 5 {
		t.Errorf("%d packets of 1000 bytes went through a 4000 byte/s budget, want 4 (5 with the time taken)", sent)
	}
	if !strings.Contains(lb.String(), "over its bandwidth") {
		t.Errorf("no log line for the bandwidth:\n%s", lb)
	}
	lc.Close()
	if s.total != 0 {
		t.Errorf("closing the allocation left %d counted", s.total)
	}
}
