//go:build !js

package signal

import (
	"encoding/json"
	"errors"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
)

func TestTURNCredentials(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	user, pass := TURNCredential("s3cret", "peer1", now.Add(time.Hour))
	if user != "1800003600:peer1" {
		t.Fatalf("user %q", user)
	}
	if got, err := CheckTURNUser("s3cret", user, now); err != nil || got != pass {
		t.Fatalf("valid credential: %q, %v (want %q)", got, err, pass)
	}
	if got, _ := CheckTURNUser("other", user, now); got == pass {
		t.Fatal("another secret gives the same password")
	}
	if _, err := CheckTURNUser("s3cret", user, now.Add(time.Hour)); !errors.Is(err, ErrCredentialExpired) {
		t.Fatalf("expired credential: %v", err)
	}
	for _, bad := range []string{"", "peer1", "abc:peer1", "1800003600:", "-5:x", strings.Repeat("9", 300) + ":x"} {
		if _, err := CheckTURNUser("s3cret", bad, now); !errors.Is(err, ErrCredentialForm) {
			t.Errorf("user %q: %v", bad, err)
		}
	}
}

func TestICEConfigServers(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	if s := (ICEConfig{}).Servers("p", now); s != nil {
		t.Fatalf("nothing configured gives %+v", s)
	}
	c := ICEConfig{STUN: []string{"stun:203.0.113.1:3478"}, TURN: []string{"turn:203.0.113.1:3478?transport=udp"}, Secret: "k", TTL: 2 * time.Hour}
	s := c.Servers("p", now)
	if len(s) != 2 || s[0].Username != "" || s[1].Username != "1800007200:p" {
		t.Fatalf("servers %+v", s)
	}
	if err := checkICE(s); err != nil {
		t.Fatal(err)
	}
	// TURN without a secret hands out no TURN server rather than a broken one.
	c.Secret = ""
	if s := c.Servers("p", now); len(s) != 1 {
		t.Fatalf("without a secret: %+v", s)
	}
}

func TestDecodeICE(t *testing.T) {
	for _, bad := range []string{
		`{"type":"welcome","ice":[{"urls":["http://x"]}]}`,
		`{"type":"welcome","ice":[{"urls":[]}]}`,
		`{"type":"welcome","ice":[{"urls":["turn:x:3478"]}]}`,
		`{"type":"welcome","ice":[{"urls":["stun:"]}]}`,
		`{"type":"welcome","ice":[{"urls":"stun:x"}]}`,
		`{"type":"welcome","ice":[` + strings.Repeat(`{"urls":["stun:x"]},`, 9) + `{"urls":["stun:x"]}]}`,
		`{"type":"welcome","ice":[{"urls":["turn:x"],"username":"u","credential":"` + strings.Repeat("c", 300) + `"}]}`,
	} {
		if _, err := Decode([]byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
	m, err := Decode([]byte(`{"v":2,"type":"welcome","ice":[{"urls":["stun:x:1","turns:y:443?transport=tcp"],"username":"1:a","credential":"c"}]}`))
	if err != nil || len(m.ICE) != 1 || len(m.ICE[0].URLs) != 2 {
		t.Fatalf("%+v, %v", m, err)
	}
}

func TestWelcomeHandsOutICEAndRenewsOnResume(t *testing.T) {
	srv, url := serve(t, DefaultLimits())
	var mu sync.Mutex
	now := time.Unix(1_800_000_000, 0)
	srv.SetClock(func() time.Time { mu.Lock(); defer mu.Unlock(); return now })
	srv.SetICE(ICEConfig{STUN: []string{"stun:203.0.113.1:3478"}, TURN: []string{"turn:203.0.113.1:3478"}, Secret: "k", TTL: time.Hour})
	ctx := ctxT(t)
	a, err := Create(ctx, Config{URL: url, Name: "a"})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ice := a.ICEServers()
	if len(ice) != 2 || ice[1].Username != "1800003600:"+a.ID() {
		t.Fatalf("ICE %+v", ice)
	}
	if pass, err := CheckTURNUser("k", ice[1].Username, now); err != nil || pass != ice[1].Credential {
		t.Fatalf("handed-out credential does not check: %v", err)
	}
	next(t, a, EventWelcome)
	mu.Lock()
	now = now.Add(30 * time.Minute)
	mu.Unlock()
	a.mu.Lock()
	a.ws.CloseNow()
	a.mu.Unlock()
	w := next(t, a, EventWelcome)
	if len(w.ICE) != 2 || w.ICE[1].Username != "1800005400:"+a.ID() || a.ICEServers()[1].Username != w.ICE[1].Username {
		t.Fatalf("resumed welcome %+v", w.ICE)
	}

	// A version 1 client is welcomed without ICE servers.
	ws := rawConn(t, ctx, url)
	b, _ := json.Marshal(Msg{V: 1, Type: TypeCreate})
	if err := ws.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
	_, raw, err := ws.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m, err := Decode(raw); err != nil || m.Type != TypeWelcome || m.ICE != nil {
		t.Fatalf("v1 welcome %s: %v", raw, err)
	}
}

// blackHole forwards TCP to a server until told to swallow everything on
// the connections it has (a network gone away, with no reset).
type blackHole struct {
	ln    net.Listener
	mu    sync.Mutex
	dead  []*atomic.Bool
	conns []net.Conn
}

func newBlackHole(t *testing.T, target string) *blackHole {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	b := &blackHole{ln: ln}
	t.Cleanup(func() {
		ln.Close()
		b.mu.Lock()
		for _, c := range b.conns {
			c.Close()
		}
		b.mu.Unlock()
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			dead := &atomic.Bool{}
			b.mu.Lock()
			b.dead = append(b.dead, dead)
			b.conns = append(b.conns, c, s)
			b.mu.Unlock()
			pipe := func(dst, src net.Conn) {
				buf := make([]byte, 4096)
				for {
					n, err := src.Read(buf)
					if err != nil {
						return
					}
					if !dead.Load() {
						dst.Write(buf[:n])
					}
				}
			}
			go pipe(s, c)
			go pipe(c, s)
		}
	}()
	return b
}

func (b *blackHole) swallow() {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, d := range b.dead {
		d.Store(true)
	}
}

// TestPingNoticesADeadConnection: when the network under a connection goes
// away without a word, the client's pings notice and it rejoins as itself.
func TestPingNoticesADeadConnection(t *testing.T) {
	_, url := serve(t, DefaultLimits())
	bh := newBlackHole(t, strings.TrimPrefix(strings.TrimSuffix(url, "/"), "ws://"))
	ctx := ctxT(t)
	a, err := Create(ctx, Config{URL: "ws://" + bh.ln.Addr().String(), Name: "a", Ping: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	id := a.ID()
	next(t, a, EventWelcome)
	bh.swallow()
	if w := next(t, a, EventWelcome); w.Peer != id {
		t.Fatalf("came back as %s, want %s", w.Peer, id)
	}
}
