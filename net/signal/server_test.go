//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package signal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
)

func serve(t testing.TB, l Limits) (*Server, string) {
	t.Helper()
	srv := NewServer(l, nil)
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	return srv, "ws" + strings.TrimPrefix(hs.URL, "http")
}

func ctxT(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// rawConn is a websocket to the server without a Client, for sending what
// a Client never would; it closes when the test ends.
func rawConn(t testing.TB, ctx context.Context, url string) *websocket.Conn {
	t.Helper()
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.CloseNow() })
	return ws
}

// next waits for the next event of one of the kinds (others are skipped).
func next(t testing.TB, c *Client, kinds ...string) Event {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case e, ok := <-c.Events():
			if !ok {
				t.Fatalf("events closed while waiting for %v", kinds)
			}
			for _, k := range kinds {
				if e.Kind == k {
					return e
				}
			}
		case <-deadline:
			t.Fatalf("no %v within 10s", kinds)
		}
	}
}

func code(err error) string {
	var se *Error
	if errors.As(err, &se) {
		return se.Code
	}
	return ""
}

func TestRoomLifecycle(t *testing.T) {
	srv, url := serve(t, DefaultLimits())
	ctx := ctxT(t)
	a, err := Create(ctx, Config{URL: url, Name: "a"})
	if err != nil {
		t.Fatal(err)
	}
	room := a.Room()
	if len(room) != CodeLen || strings.ContainsAny(room, "01OIL") {
		t.Fatalf("room code %q", room)
	}
	if w := next(t, a, EventWelcome); len(w.Peers) != 0 || w.Peer != a.ID() {
		t.Fatalf("creator's welcome %+v", w)
	}
	b, err := Join(ctx, Config{URL: url, Name: "b"}, strings.ToLower(room[:4])+"-"+room[4:])
	if err != nil {
		t.Fatal(err)
	}
	if w := next(t, b, EventWelcome); len(w.Peers) != 1 || w.Peers[0].ID != a.ID() || w.Peers[0].Name != "a" {
		t.Fatalf("joiner's welcome %+v", w)
	}
	if e := next(t, a, EventJoined); e.Peer != b.ID() || e.Name != "b" {
		t.Fatalf("presence %+v", e)
	}
	// Relay both ways; the server fills in From.
	if err := a.Relay(ctx, b.ID(), []byte(`{"kind":"offer"}`)); err != nil {
		t.Fatal(err)
	}
	if e := next(t, b, EventRelay); e.Peer != a.ID() || string(e.Data) != `{"kind":"offer"}` {
		t.Fatalf("relay %+v", e)
	}
	if err := b.Relay(ctx, "nobody", []byte(`1`)); err != nil {
		t.Fatal(err)
	}
	if e := next(t, b, EventError); code(e.Err) != ErrNoPeer {
		t.Fatalf("relay to nobody: %v", e.Err)
	}
	// The creator leaves; the room lives on for the others.
	a.Close()
	if e := next(t, b, EventLeft); e.Peer != a.ID() {
		t.Fatalf("left %+v", e)
	}
	c, err := Join(ctx, Config{URL: url, Name: "c"}, room)
	if err != nil {
		t.Fatalf("join after the creator left: %v", err)
	}
	if w := next(t, c, EventWelcome); len(w.Peers) != 1 || w.Peers[0].ID != b.ID() {
		t.Fatalf("welcome after the creator left %+v", w)
	}
	b.Close()
	c.Close()
	if rooms, _ := srv.Stats(); rooms != 1 {
		t.Fatalf("%d rooms, want the empty room kept until it expires", rooms)
	}
	if _, err := Join(ctx, Config{URL: url}, "ABCDEFGH"); code(err) != ErrNoRoom {
		t.Fatalf("join of a missing room: %v", err)
	}
	if _, err := Join(ctx, Config{URL: url}, "0000"); err == nil {
		t.Fatal("a malformed code was accepted")
	}
}

func TestReconnectKeepsThePeerID(t *testing.T) {
	_, url := serve(t, DefaultLimits())
	ctx := ctxT(t)
	a, err := Create(ctx, Config{URL: url, Name: "a"})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Join(ctx, Config{URL: url, Name: "b"}, a.Room())
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	id := b.ID()
	next(t, a, EventJoined)
	// Cut b's connection under it: the client comes back as the same peer.
	b.mu.Lock()
	b.ws.CloseNow()
	b.mu.Unlock()
	if e := next(t, a, EventLeft); e.Peer != id {
		t.Fatalf("left %+v", e)
	}
	if e := next(t, a, EventJoined); e.Peer != id {
		t.Fatalf("came back as %s, want %s", e.Peer, id)
	}
	if w := next(t, b, EventWelcome); w.Peer != id || b.ID() != id {
		t.Fatalf("welcome back %+v", w)
	}
}

func TestLimits(t *testing.T) {
	t.Run("peers per room", func(t *testing.T) {
		l := DefaultLimits()
		l.Players, l.Spectators = 2, 1
		_, url := serve(t, l)
		ctx := ctxT(t)
		a, err := Create(ctx, Config{URL: url})
		if err != nil {
			t.Fatal(err)
		}
		defer a.Close()
		b, err := Join(ctx, Config{URL: url}, a.Room())
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		if _, err := Join(ctx, Config{URL: url}, a.Room()); code(err) != ErrRoomFull {
			t.Fatalf("third player: %v", err)
		}
		s, err := Join(ctx, Config{URL: url, Role: RoleSpectator}, a.Room())
		if err != nil {
			t.Fatalf("first spectator: %v", err)
		}
		defer s.Close()
		if _, err := Join(ctx, Config{URL: url, Role: RoleSpectator}, a.Room()); code(err) != ErrRoomFull {
			t.Fatalf("second spectator: %v", err)
		}
	})
	// Two rooms fit; the third creation is refused with want.
	twoThenRefused := func(t *testing.T, l Limits, want string) {
		_, url := serve(t, l)
		ctx := ctxT(t)
		for range 2 {
			c, err := Create(ctx, Config{URL: url})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
		}
		if _, err := Create(ctx, Config{URL: url}); code(err) != want {
			t.Fatalf("third room: %v, want %s", err, want)
		}
	}
	t.Run("rooms per server", func(t *testing.T) {
		l := DefaultLimits()
		l.Rooms = 2
		twoThenRefused(t, l, ErrServerFull)
	})
	t.Run("connections per address", func(t *testing.T) {
		l := DefaultLimits()
		l.ConnsPerAddr = 2
		twoThenRefused(t, l, ErrTooManyConns)
	})
	t.Run("message size", func(t *testing.T) {
		_, url := serve(t, DefaultLimits())
		ctx := ctxT(t)
		ws := rawConn(t, ctx, url)
		ws.Write(ctx, websocket.MessageText, []byte(`{"v":1,"type":"create","name":"`+strings.Repeat("x", MaxMessage)+`"}`))
		_, _, err := ws.Read(ctx)
		if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
			t.Fatalf("oversize message: %v, want close status 1009", err)
		}
	})
	t.Run("messages per second", func(t *testing.T) {
		l := DefaultLimits()
		l.Rate, l.Burst = 1, 5
		srv, url := serve(t, l)
		now := time.Unix(1000, 0)
		srv.SetClock(func() time.Time { return now }) // frozen: no refill
		ctx := ctxT(t)
		ws := rawConn(t, ctx, url)
		var got []Msg
		for range 6 {
			ws.Write(ctx, websocket.MessageText, []byte(`{"v":1,"type":"leave"}`))
		}
		for range 10 {
			_, b, err := ws.Read(ctx)
			if err != nil {
				break
			}
			m, _ := Decode(b)
			got = append(got, m)
		}
		if len(got) == 0 || got[len(got)-1].Code != ErrRateLimited {
			t.Fatalf("after a burst: %+v, want a rate_limited error", got)
		}
	})
	t.Run("bad messages", func(t *testing.T) {
		_, url := serve(t, DefaultLimits())
		ctx := ctxT(t)
		ws := rawConn(t, ctx, url)
		for _, in := range []string{`garbage`, `{"type":"nope"}`, `{"v":99,"type":"create"}`, `{"v":1,"type":"relay","to":"x"}`, `{"v":1,"type":"welcome"}`} {
			ws.Write(ctx, websocket.MessageText, []byte(in))
			_, b, err := ws.Read(ctx)
			if err != nil {
				t.Fatalf("%s: connection lost: %v", in, err)
			}
			m, err := Decode(b)
			if err != nil || m.Type != TypeError || m.Text == "" {
				t.Fatalf("%s: answered %s", in, b)
			}
		}
	})
	t.Run("idle rooms expire", func(t *testing.T) {
		l := DefaultLimits()
		l.IdleRoom = time.Minute
		srv, url := serve(t, l)
		var mu sync.Mutex
		now := time.Unix(1000, 0)
		srv.SetClock(func() time.Time { mu.Lock(); defer mu.Unlock(); return now })
		ctx := ctxT(t)
		a, err := Create(ctx, Config{URL: url})
		if err != nil {
			t.Fatal(err)
		}
		defer a.Close()
		mu.Lock()
		now = now.Add(2 * time.Minute)
		mu.Unlock()
		srv.Sweep()
		if e := next(t, a, EventError); code(e.Err) != ErrNoRoom {
			t.Fatalf("expiry told as %v", e.Err)
		}
		if rooms, _ := srv.Stats(); rooms != 0 {
			t.Fatalf("%d rooms after expiry", rooms)
		}
		if _, err := Join(ctx, Config{URL: url}, a.Room()); code(err) != ErrNoRoom {
			t.Fatalf("join of an expired room: %v", err)
		}
	})
}

func TestShutdownTellsClients(t *testing.T) {
	srv, url := serve(t, DefaultLimits())
	ctx := ctxT(t)
	a, err := Create(ctx, Config{URL: url, Retries: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if err := srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	next(t, a, EventShutdown)
	if _, err := Create(ctx, Config{URL: url}); code(err) != ErrServerFull {
		t.Fatalf("connect during shutdown: %v", err)
	}
}

// TestManyRooms runs 100 rooms of 6 clients at once; every relay arrives.
func TestManyRooms(t *testing.T) {
	l := DefaultLimits()
	l.ConnsPerAddr = 1000
	srv, url := serve(t, l)
	ctx := ctxT(t)
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for r := range 100 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- room6(ctx, url, r)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if rooms, _ := srv.Stats(); rooms != 100 {
		t.Fatalf("%d rooms, want 100", rooms)
	}
}

func room6(ctx context.Context, url string, r int) error {
	host, err := Create(ctx, Config{URL: url, Name: fmt.Sprint("host", r)})
	if err != nil {
		return err
	}
	defer host.Close()
	var cs []*Client
	for i := range 5 {
		c, err := Join(ctx, Config{URL: url, Name: fmt.Sprint(i)}, host.Room())
		if err != nil {
			return fmt.Errorf("room %d join %d: %w", r, i, err)
		}
		defer c.Close()
		cs = append(cs, c)
	}
	for _, c := range cs {
		if err := c.Relay(ctx, host.ID(), json.RawMessage(`"`+c.ID()+`"`)); err != nil {
			return err
		}
	}
	got := map[string]bool{}
	for len(got) < 5 {
		select {
		case e := <-host.Events():
			if e.Kind == EventRelay {
				got[e.Peer] = true
			}
		case <-ctx.Done():
			return fmt.Errorf("room %d: %d of 5 relays arrived", r, len(got))
		}
	}
	return nil
}

// TestShutdownSaysNoOneLeft: a server going away closes every member's
// connection, but it is the server that leaves, not the members: telling
// one member that another left would make it drop a data channel that
// still works (seen in CI as a game stopped by the server's shutdown,
// when one member's connection closed before another's).
func TestShutdownSaysNoOneLeft(t *testing.T) {
	srv, url := serve(t, DefaultLimits())
	ctx := ctxT(t)
	host, err := Create(ctx, Config{URL: url, Retries: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	member := func() *websocket.Conn {
		ws := rawConn(t, ctx, url)
		b, _ := json.Marshal(Msg{V: Version, Type: TypeJoin, Room: host.Room()})
		if err := ws.Write(ctx, websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
		next(t, host, EventJoined)
		return ws
	}
	// A member whose connection drops has left, as far as the others know.
	member().CloseNow()
	next(t, host, EventLeft)

	// The order in which Shutdown closes connections is up to the
	// scheduler: here one closes while the server is closing and the
	// host's connection is still open.
	ws := member()
	srv.mu.Lock()
	srv.closing = true
	srv.mu.Unlock()
	ws.CloseNow()
	select {
	case e := <-host.Events():
		t.Fatalf("while the server closed, the host was told %s about %s", e.Kind, e.Peer)
	case <-time.After(500 * time.Millisecond):
	}
}
