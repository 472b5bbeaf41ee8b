//go:build !js

// The ping message (room protocol 3): the server answers it, a client
// that gets no answer connects again, and a client never sends it to a
// server too old to know it. And the server's own WebSocket pings: a
// member that answers none is dropped.

package signal

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
)

func TestServerAnswersPing(t *testing.T) {
	_, url := serve(t, DefaultLimits())
	ctx := ctxT(t)
	ws := rawConn(t, ctx, url)
	send := func(m Msg) {
		t.Helper()
		b, _ := json.Marshal(m)
		if err := ws.Write(ctx, websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
	}
	recv := func() Msg {
		t.Helper()
		_, b, err := ws.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Decode(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		return m
	}
	// Outside a room and in one alike.
	send(Msg{V: Version, Type: TypePing})
	if m := recv(); m.Type != TypePong || m.V != Version {
		t.Fatalf("answer to a ping outside a room: %+v", m)
	}
	send(Msg{V: Version, Type: TypeCreate})
	if m := recv(); m.Type != TypeWelcome {
		t.Fatalf("answer to create: %+v", m)
	}
	send(Msg{V: Version, Type: TypePing})
	if m := recv(); m.Type != TypePong {
		t.Fatalf("answer to a ping in a room: %+v", m)
	}
	// A server only answers; a pong from a client is refused.
	send(Msg{V: Version, Type: TypePong})
	if m := recv(); m.Type != TypeError || m.Code != ErrBadMessage {
		t.Fatalf("answer to a pong: %+v", m)
	}
}

// deafServer welcomes every connection as a server of room protocol
// version v and then only reads: the library answers WebSocket pings
// while it reads, but nothing answers a ping message. It counts the
// connections and the ping messages.
func deafServer(t *testing.T, v int) (url string, conns, pings *atomic.Int32) {
	conns, pings = &atomic.Int32{}, &atomic.Int32{}
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		conns.Add(1)
		if _, _, err := ws.Read(r.Context()); err != nil {
			return
		}
		b, _ := json.Marshal(Msg{V: v, Type: TypeWelcome, Room: "ABCDEFGH", Peer: "p1", Resume: "secret"})
		if ws.Write(r.Context(), websocket.MessageText, b) != nil {
			return
		}
		for {
			_, b, err := ws.Read(r.Context())
			if err != nil {
				return
			}
			if m, err := Decode(b); err == nil && m.Type == TypePing {
				pings.Add(1)
			}
		}
	}))
	t.Cleanup(hs.Close)
	return "ws" + strings.TrimPrefix(hs.URL, "http"), conns, pings
}

// TestUnansweredPingReconnects: a server that keeps the connection and
// answers WebSocket pings, but not the ping message, is a server that no
// longer hears this client (what a browser's client can find out); the
// client connects again.
func TestUnansweredPingReconnects(t *testing.T) {
	url, conns, pings := deafServer(t, 3)
	c, err := Create(ctxT(t), Config{URL: url, Name: "a", Ping: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	next(t, c, EventWelcome)
	next(t, c, EventWelcome)
	if n, p := conns.Load(), pings.Load(); n < 2 || p < 1 {
		t.Fatalf("%d connections and %d ping messages, want a second connection after a ping", n, p)
	}
}

// TestNoPingMessageForAnOldServer: a server of version 2 would refuse a
// ping message with an error every few seconds; a native client checks it
// with WebSocket pings instead, which it answers.
func TestNoPingMessageForAnOldServer(t *testing.T) {
	url, conns, pings := deafServer(t, 2)
	c, err := Create(ctxT(t), Config{URL: url, Name: "a", Ping: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	next(t, c, EventWelcome)
	time.Sleep(500 * time.Millisecond) // ten pings' time
	if n, p := conns.Load(), pings.Load(); n != 1 || p != 0 {
		t.Fatalf("%d connections and %d ping messages to a version 2 server, want 1 and 0", n, p)
	}
}

// A member whose machine vanished sends no close: the server's WebSocket
// pings go unanswered, and within the silence limit the room hears that
// it left. A member that answers stays.
func TestServerDropsASilentMember(t *testing.T) {
	l := DefaultLimits()
	l.Silence = time.Second // long enough for a loaded machine's host to answer in
	srv, url := serve(t, l)
	ctx := ctxT(t)
	host, err := Create(ctx, Config{URL: url, Retries: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	// The member joins and then never reads again, so nothing answers
	// the server's pings (the library answers them only inside Read).
	ws := rawConn(t, ctx, url)
	b, _ := json.Marshal(Msg{V: Version, Type: TypeJoin, Room: host.Room()})
	if err := ws.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
	joined := next(t, host, EventJoined)
	since := time.Now()
	if e := next(t, host, EventLeft); e.Peer != joined.Peer {
		t.Fatalf("left: %+v, want %s", e, joined.Peer)
	}
	if took := time.Since(since); took > 3*l.Silence {
		t.Errorf("the silent member was dropped after %s (silence limit %s)", took.Round(time.Millisecond), l.Silence)
	}
	// The host, whose client reads all the time, answered every ping.
	time.Sleep(2 * l.Silence)
	if _, conns := srv.Stats(); conns != 1 {
		t.Fatalf("%d connections left, want the host's", conns)
	}
	select {
	case e := <-host.Events():
		t.Fatalf("the host, who answers pings, was told %s (peer %s, %v)", e.Kind, e.Peer, e.Err)
	default:
	}
}
