// This file is the room client used by native and WebAssembly peers alike
// (its connection, conn.go, is coder/websocket natively and the page's
// WebSocket in the browser). It enters a room, reports presence and
// relayed payloads as events, and reconnects with back-off, resuming the
// same peer id, when the connection drops.

package signal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"
)

// Event kinds a client reports.
const (
	EventJoined   = "joined"   // Peer entered the room
	EventLeft     = "left"     // Peer left or dropped
	EventRelay    = "relay"    // Data from Peer
	EventWelcome  = "welcome"  // (re)entered the room; Peers are there
	EventError    = "error"    // the server refused something (Err)
	EventShutdown = "shutdown" // the server is stopping; the client will try to come back
	EventClosed   = "closed"   // the client has stopped for good (Err says why, nil after Close)
)

// Event is something that happened in the room.
type Event struct {
	Kind  string
	Peer  string
	Name  string
	Role  string
	Peers []Peer
	ICE   []ICEServer // welcome: the servers to use from now on
	Data  json.RawMessage
	Err   error
}

// Config says where and as whom to connect.
type Config struct {
	URL  string // ws://host:port/ws
	Name string
	Role string // RolePlayer (default) or RoleSpectator
	// Retries bounds reconnection attempts after a drop (0 means 12);
	// the back-off doubles from 250ms to at most 8s.
	Retries int
	// Ping is how often the client checks that the server still answers
	// (0 means 5s): a connection whose network went away (a phone moving
	// from Wi-Fi to mobile data, a laptop waking up) is noticed and made
	// again within two. The check is a ping message, answered by a pong
	// (room protocol 3), so that it works in a browser, whose script
	// cannot send a WebSocket ping; against an older server it is the
	// WebSocket's ping, which only a native client has.
	Ping time.Duration
}

// Client is one peer's connection to a room.
type Client struct {
	cfg    Config
	events chan Event
	ctx    context.Context
	cancel context.CancelFunc

	mu     sync.Mutex
	ws     socket
	room   string
	id     string
	secret string
	ice    []ICEServer
	server int           // the room protocol version of the server's last welcome
	pong   chan struct{} // a pong came (buffered: the latest one)
	closed bool
	done   chan struct{}
}

// Create makes a new room and enters it.
func Create(ctx context.Context, cfg Config) (*Client, error) {
	return start(ctx, cfg, Msg{Type: TypeCreate})
}

// Join enters the room with the given code.
func Join(ctx context.Context, cfg Config, code string) (*Client, error) {
	c, ok := NormalizeCode(code)
	if !ok {
		return nil, fmt.Errorf("%q is not a room code (%d characters from %s)", clip(code), CodeLen, CodeAlphabet)
	}
	return start(ctx, cfg, Msg{Type: TypeJoin, Room: c})
}

func start(ctx context.Context, cfg Config, first Msg) (*Client, error) {
	if cfg.Retries == 0 {
		cfg.Retries = 12
	}
	bg, cancel := context.WithCancel(context.Background())
	c := &Client{cfg: cfg, events: make(chan Event, 256), ctx: bg, cancel: cancel, pong: make(chan struct{}, 1), done: make(chan struct{})}
	ws, w, err := c.enter(ctx, first)
	if err != nil {
		cancel()
		return nil, err
	}
	c.adopt(ws, w)
	go c.run(ws)
	return c, nil
}

// enter dials, sends first and waits for the welcome.
func (c *Client) enter(ctx context.Context, first Msg) (socket, Msg, error) {
	ws, err := dial(ctx, c.cfg.URL, MaxMessage+1)
	if err != nil {
		return nil, Msg{}, fmt.Errorf("connect to %s: %w", c.cfg.URL, err)
	}
	first.V, first.Name, first.Role = Version, c.cfg.Name, c.cfg.Role
	if err := writeMsg(ctx, ws, first); err != nil {
		ws.CloseNow()
		return nil, Msg{}, err
	}
	for range 16 {
		m, err := readMsg(ctx, ws)
		if err != nil {
			ws.CloseNow()
			return nil, Msg{}, err
		}
		switch m.Type {
		case TypeWelcome:
			return ws, m, nil
		case TypeError:
			ws.CloseNow()
			return nil, Msg{}, &Error{Code: m.Code, Text: m.Text}
		}
	}
	ws.CloseNow()
	return nil, Msg{}, errors.New("the server did not welcome us")
}

func (c *Client) adopt(ws socket, w Msg) {
	c.mu.Lock()
	c.ws, c.room, c.id, c.secret, c.ice, c.server = ws, w.Room, w.Peer, w.Resume, w.ICE, w.V
	c.mu.Unlock()
	c.emit(Event{Kind: EventWelcome, Peer: w.Peer, Peers: w.Peers, ICE: w.ICE})
}

func writeMsg(ctx context.Context, ws socket, m Msg) error {
	b, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("encode %s: %w", m.Type, err)
	}
	if len(b) > MaxMessage {
		return fmt.Errorf("%s message of %d bytes exceeds %d", m.Type, len(b), MaxMessage)
	}
	if err := ws.Write(ctx, b); err != nil {
		return fmt.Errorf("send %s: %w", m.Type, err)
	}
	return nil
}

func readMsg(ctx context.Context, ws socket) (Msg, error) {
	b, err := ws.Read(ctx)
	if err != nil {
		if errors.Is(err, errTooBig) {
			return Msg{}, &Error{Code: ErrTooLarge, Text: fmt.Sprintf("messages are limited to %d bytes", MaxMessage)}
		}
		return Msg{}, fmt.Errorf("read from signalling server: %w", err)
	}
	return Decode(b)
}

// Room is the room's code; ID this peer's id in it.
func (c *Client) Room() string { c.mu.Lock(); defer c.mu.Unlock(); return c.room }

// ID is this peer's id in the room.
func (c *Client) ID() string { c.mu.Lock(); defer c.mu.Unlock(); return c.id }

// ICEServers are the STUN and TURN servers the last welcome named (nil
// when the server names none).
func (c *Client) ICEServers() []ICEServer { c.mu.Lock(); defer c.mu.Unlock(); return c.ice }

// Events delivers what happens in the room; it is closed after EventClosed.
func (c *Client) Events() <-chan Event { return c.events }

// Relay sends data to peer to.
func (c *Client) Relay(ctx context.Context, to string, data []byte) error {
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws == nil {
		return errors.New("not connected to the signalling server")
	}
	return writeMsg(ctx, ws, Msg{Type: TypeRelay, To: to, Data: data})
}

// Close leaves the room and stops the client.
func (c *Client) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil
	}
	c.closed = true
	ws := c.ws
	c.mu.Unlock()
	if ws != nil {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_ = writeMsg(ctx, ws, Msg{Type: TypeLeave})
		cancel()
		ws.Close("leaving")
	}
	c.cancel()
	<-c.done
	return nil
}

func (c *Client) emit(e Event) {
	select {
	case c.events <- e:
	case <-c.ctx.Done():
	}
}

// run reads until the connection drops, then reconnects with back-off.
func (c *Client) run(ws socket) {
	defer close(c.done)
	defer close(c.events)
	var final error
	// Each pass is one connection; a server that keeps accepting and
	// dropping us is given up on after a bounded number of them.
	for pass := 0; ws != nil; pass++ {
		if pass == 100 {
			final = errors.New("the signalling server dropped this client 100 times")
			ws.CloseNow()
			break
		}
		stop := c.keepAlive(ws)
		err := c.read(ws)
		stop()
		ws.CloseNow()
		c.mu.Lock()
		c.ws = nil
		closed := c.closed
		c.mu.Unlock()
		if closed || c.ctx.Err() != nil {
			break
		}
		var se *Error
		if errors.As(err, &se) && se.Code != ErrRateLimited {
			final = err
			break
		}
		ws, final = c.reconnect()
	}
	select {
	case c.events <- Event{Kind: EventClosed, Err: final}:
	default:
	}
}

// keepAlive pings the server until stopped, closing a connection that
// does not answer in time.
func (c *Client) keepAlive(ws socket) (stop func()) {
	every := c.cfg.Ping
	if every <= 0 {
		every = 5 * time.Second
	}
	ctx, cancel := context.WithCancel(c.ctx)
	go pingLoop(ctx, every, func(ctx context.Context) error { return c.ping(ctx, ws) }, func(error) { ws.CloseNow() })
	return cancel
}

// ping checks once that the server answers on ws: with a ping message
// where the server speaks room protocol 3, else with the WebSocket's own
// ping (which in a browser fails only on a connection known to be
// closed).
func (c *Client) ping(ctx context.Context, ws socket) error {
	c.mu.Lock()
	v := c.server
	c.mu.Unlock()
	if v < 3 {
		return ws.Ping(ctx)
	}
	select {
	case <-c.pong: // an answer that came after its ping had given up
	default:
	}
	if err := writeMsg(ctx, ws, Msg{V: Version, Type: TypePing}); err != nil {
		return err
	}
	select {
	case <-c.pong:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("the signalling server did not answer a ping: %w", ctx.Err())
	}
}

func (c *Client) read(ws socket) error {
	for {
		m, err := readMsg(c.ctx, ws)
		if err != nil {
			var se *Error
			if errors.As(err, &se) {
				c.emit(Event{Kind: EventError, Err: err})
				return err
			}
			var ce *closedError
			if errors.As(err, &ce) || c.ctx.Err() != nil {
				return err
			}
			// A malformed message from the server is reported and skipped
			// unless the connection itself failed.
			if ws.Ping(c.ctx) != nil {
				return err
			}
			c.emit(Event{Kind: EventError, Err: err})
			continue
		}
		switch m.Type {
		case TypePresence:
			kind := EventJoined
			if m.Event == "left" {
				kind = EventLeft
			}
			c.emit(Event{Kind: kind, Peer: m.Peer, Name: m.Name, Role: m.Role})
		case TypeRelay:
			c.emit(Event{Kind: EventRelay, Peer: m.From, Data: m.Data})
		case TypeError:
			e := &Error{Code: m.Code, Text: m.Text}
			c.emit(Event{Kind: EventError, Err: e})
			if m.Code == ErrNoRoom || m.Code == ErrTooLarge || m.Code == ErrRateLimited || m.Code == ErrTooManyConns {
				return e
			}
		case TypePong:
			select {
			case c.pong <- struct{}{}:
			default:
			}
		case TypeShutdown:
			c.emit(Event{Kind: EventShutdown})
		}
	}
}

func (c *Client) reconnect() (socket, error) {
	wait := 250 * time.Millisecond
	var last error
	for range c.cfg.Retries {
		t := time.NewTimer(wait)
		select {
		case <-c.ctx.Done():
			t.Stop()
			return nil, nil
		case <-t.C:
		}
		c.mu.Lock()
		m := Msg{Type: TypeJoin, Room: c.room, Resume: c.secret}
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
		ws, w, err := c.enter(ctx, m)
		cancel()
		if err == nil {
			c.adopt(ws, w)
			return ws, nil
		}
		last = err
		var se *Error
		if errors.As(err, &se) && (se.Code == ErrNoRoom || se.Code == ErrNoPeer || se.Code == ErrVersion) {
			return nil, err
		}
		if wait *= 2; wait > 8*time.Second {
			wait = 8 * time.Second
		}
	}
	return nil, fmt.Errorf("gave up reconnecting to %s after %d attempts: %w", c.cfg.URL, c.cfg.Retries, last)
}
