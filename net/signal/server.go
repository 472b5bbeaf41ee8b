//go:build !js

// This file is the room server: it accepts WebSocket connections, keeps
// rooms of named peers, relays payloads between them and enforces every
// limit with a clear error. It holds no game state and reads no payload.

package signal

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// Limits bound what one server accepts.
type Limits struct {
	Rate         float64       // messages per second per connection, sustained
	Burst        int           // messages a connection may send at once
	Players      int           // players per room
	Spectators   int           // spectators per room
	Rooms        int           // rooms per server
	ConnsPerAddr int           // connections per remote address
	IdleRoom     time.Duration // a room without messages for this long closes
	// Silence is how long a connection may leave a WebSocket ping
	// unanswered: the server pings every half of it and closes a
	// connection that has not answered within the other half. A client
	// whose machine vanished (a phone out of coverage, a laptop shut)
	// sends no close, and would otherwise stay a member of its room until
	// the operating system gave up on the connection, minutes later.
	// Browsers answer pings by themselves. Zero: no pings.
	Silence time.Duration
}

// DefaultLimits are the limits of a public server.
func DefaultLimits() Limits {
	return Limits{Rate: 20, Burst: 60, Players: 6, Spectators: 4, Rooms: 10000, ConnsPerAddr: 32, IdleRoom: 30 * time.Minute, Silence: 30 * time.Second}
}

// Server is the room server. Its zero value is not usable; call NewServer.
type Server struct {
	limits Limits
	ice    ICEConfig
	log    *slog.Logger
	now    func() time.Time

	mu      sync.Mutex
	rooms   map[string]*room
	conns   map[*conn]struct{}
	perAddr map[string]int
	closing bool
}

type room struct {
	code    string
	members map[string]*member // by peer id
	order   []string           // ids in joining order, for stable listings
	active  time.Time          // last message or presence change
}

type member struct {
	id, name, role, secret string
	c                      *conn // nil while disconnected
}

type conn struct {
	ws     *websocket.Conn
	addr   string
	out    chan []byte
	room   *room
	peer   string
	tokens float64
	last   time.Time
	done   chan struct{}
	once   sync.Once
}

// NewServer makes a server with the given limits, logging to log.
func NewServer(l Limits, log *slog.Logger) *Server {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Server{limits: l, log: log, now: time.Now, rooms: map[string]*room{}, conns: map[*conn]struct{}{}, perAddr: map[string]int{}}
}

// SetICE sets the ICE servers handed to every client it welcomes (call
// before serving).
func (s *Server) SetICE(c ICEConfig) {
	s.mu.Lock()
	s.ice = c
	s.mu.Unlock()
}

// SetClock replaces the server's clock (tests drive idle expiry with it).
func (s *Server) SetClock(now func() time.Time) {
	s.mu.Lock()
	s.now = now
	s.mu.Unlock()
}

// Stats counts open rooms and connections.
func (s *Server) Stats() (rooms, conns int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.rooms), len(s.conns)
}

// ServeHTTP upgrades a request to a WebSocket and serves it until it closes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	addr, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		addr = r.RemoteAddr
	}
	s.mu.Lock()
	closing := s.closing
	full := s.limits.ConnsPerAddr > 0 && s.perAddr[addr] >= s.limits.ConnsPerAddr
	if !closing && !full {
		s.perAddr[addr]++
	}
	s.mu.Unlock()

	// The web client is served from the same origin; native peers send
	// no Origin. Other origins are refused by the library's default.
	ws, err := websocket.Accept(w, r, nil)
	if err != nil {
		if !closing && !full {
			s.release(addr)
		}
		s.log.Info("websocket accept failed", "addr", addr, "err", err)
		return
	}
	ws.SetReadLimit(MaxMessage + 1)
	if closing || full {
		code, text := ErrServerFull, "the server is shutting down"
		if full {
			code, text = ErrTooManyConns, fmt.Sprintf("at most %d connections per address", s.limits.ConnsPerAddr)
		}
		refuse(ws, code, text)
		return
	}
	c := &conn{ws: ws, addr: addr, out: make(chan []byte, 64), done: make(chan struct{}), tokens: float64(s.limits.Burst), last: s.clock()}
	s.mu.Lock()
	s.conns[c] = struct{}{}
	s.mu.Unlock()
	s.log.Debug("connection opened", "addr", addr)

	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	go s.writer(ctx, c)
	if every := s.limits.Silence / 2; every > 0 {
		// (The library reads the answers in the reader's Read.)
		go pingLoop(ctx, every, c.ws.Ping, func(err error) {
			s.log.Info("dropping a connection that stopped answering pings", "addr", c.addr, "err", err)
			c.ws.CloseNow() // the reader ends, and the room hears that the member left
		})
	}
	s.reader(ctx, c)
	s.drop(c)
	s.release(addr)
	s.log.Debug("connection closed", "addr", addr)
}

func (s *Server) clock() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.now()
}

func (s *Server) release(addr string) {
	s.mu.Lock()
	if s.perAddr[addr]--; s.perAddr[addr] <= 0 {
		delete(s.perAddr, addr)
	}
	s.mu.Unlock()
}

// refuse tells a connection why and closes it.
func refuse(ws *websocket.Conn, code, text string) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	b, _ := json.Marshal(Msg{V: Version, Type: TypeError, Code: code, Text: text})
	_ = ws.Write(ctx, websocket.MessageText, b)
	ws.Close(websocket.StatusPolicyViolation, code)
}

func (s *Server) reader(ctx context.Context, c *conn) {
	for {
		typ, b, err := c.ws.Read(ctx)
		if err != nil {
			// An oversize message makes the library close the connection
			// with status 1009 (message too big): the client's error.
			return
		}
		if !s.allow(c) {
			s.fatal(c, ErrRateLimited, fmt.Sprintf("more than %g messages per second", s.limits.Rate))
			return
		}
		if typ != websocket.MessageText {
			s.send(c, errMsg(ErrBadMessage, "messages are JSON text"))
			continue
		}
		m, err := Decode(b)
		if err != nil {
			s.send(c, errMsg(ErrBadMessage, err.Error()))
			continue
		}
		s.handle(c, m)
	}
}

// allow spends one token of c's bucket.
func (s *Server) allow(c *conn) bool {
	now := s.clock()
	c.tokens += now.Sub(c.last).Seconds() * s.limits.Rate
	if max := float64(s.limits.Burst); c.tokens > max {
		c.tokens = max
	}
	c.last = now
	if c.tokens < 1 {
		return false
	}
	c.tokens--
	return true
}

func (s *Server) writer(ctx context.Context, c *conn) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-c.done:
			return
		case b := <-c.out:
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := c.ws.Write(wctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				c.ws.CloseNow()
				return
			}
		}
	}
}

func errMsg(code, text string) Msg { return Msg{Type: TypeError, Code: code, Text: text} }

// send queues m for c; a client too slow to keep up is disconnected.
func (s *Server) send(c *conn, m Msg) {
	m.V = Version
	b, err := json.Marshal(m)
	if err != nil {
		return
	}
	select {
	case c.out <- b:
	default:
		s.log.Info("dropping slow connection", "addr", c.addr)
		c.ws.CloseNow()
	}
}

// fatal sends an error and closes the connection after it is written.
func (s *Server) fatal(c *conn, code, text string) {
	s.log.Info("refusing connection", "addr", c.addr, "code", code)
	c.once.Do(func() { close(c.done) })
	refuse(c.ws, code, text)
}

func (s *Server) handle(c *conn, m Msg) {
	if m.Type != TypeRelay && m.Type != TypeLeave && (m.V < MinVersion || m.V > Version) {
		s.send(c, errMsg(ErrVersion, fmt.Sprintf("this server speaks room protocol %d to %d, the client %d", MinVersion, Version, m.V)))
		return
	}
	switch m.Type {
	case TypeCreate:
		s.create(c, m)
	case TypeJoin:
		s.join(c, m)
	case TypeRelay:
		s.relay(c, m)
	case TypeLeave:
		s.mu.Lock()
		s.leaveLocked(c, true)
		s.mu.Unlock()
	case TypePing:
		s.send(c, Msg{Type: TypePong})
	default:
		s.send(c, errMsg(ErrBadMessage, fmt.Sprintf("a client does not send %q", m.Type)))
	}
}

func (s *Server) create(c *conn, m Msg) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if c.room != nil {
		s.send(c, errMsg(ErrAlreadyIn, "leave this room before creating another"))
		return
	}
	s.sweepLocked()
	if len(s.rooms) >= s.limits.Rooms {
		s.send(c, errMsg(ErrServerFull, fmt.Sprintf("the server holds its maximum of %d rooms; try later", s.limits.Rooms)))
		return
	}
	code := ""
	for range 100 {
		if k := newCode(); s.rooms[k] == nil {
			code = k
			break
		}
	}
	if code == "" {
		s.send(c, errMsg(ErrServerFull, "no free room code; try later"))
		return
	}
	r := &room{code: code, members: map[string]*member{}, active: s.now()}
	s.rooms[code] = r
	s.log.Info("room created", "room", code, "rooms", len(s.rooms))
	s.enterLocked(c, r, m, nil)
}

func (s *Server) join(c *conn, m Msg) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if c.room != nil {
		s.send(c, errMsg(ErrAlreadyIn, "leave this room before joining another"))
		return
	}
	s.sweepLocked()
	code, ok := NormalizeCode(m.Room)
	r := s.rooms[code]
	if !ok || r == nil {
		s.send(c, errMsg(ErrNoRoom, fmt.Sprintf("there is no room %q", clip(m.Room))))
		return
	}
	var back *member
	if m.Resume != "" {
		for _, id := range r.order {
			if mb := r.members[id]; mb.secret == m.Resume {
				back = mb
			}
		}
		if back == nil {
			s.send(c, errMsg(ErrNoPeer, "the resume secret matches no peer of this room"))
			return
		}
	}
	role := roleOf(m.Role)
	if back != nil {
		role = back.role
	}
	limit := s.limits.Players
	if role == RoleSpectator {
		limit = s.limits.Spectators
	}
	n := 0
	for _, mb := range r.members {
		if mb.c != nil && mb.role == role && mb != back {
			n++
		}
	}
	if n >= limit {
		s.send(c, errMsg(ErrRoomFull, fmt.Sprintf("room %s already has %d %ss", code, limit, role)))
		return
	}
	s.enterLocked(c, r, m, back)
}

func roleOf(r string) string {
	if r == RoleSpectator {
		return r
	}
	return RolePlayer
}

// enterLocked seats c in r as a new member, or as back when resuming.
func (s *Server) enterLocked(c *conn, r *room, m Msg, back *member) {
	mb := back
	if mb == nil {
		mb = &member{id: randHex(8), name: m.Name, role: roleOf(m.Role), secret: randHex(16)}
		r.members[mb.id] = mb
		r.order = append(r.order, mb.id)
	} else if mb.c != nil {
		// A stale connection of the same peer: the new one replaces it.
		old := mb.c
		old.room, old.peer = nil, ""
		mb.c = nil
		s.broadcastLocked(r, Msg{Type: TypePresence, Peer: mb.id, Name: mb.name, Role: mb.role, Event: "left"}, "")
		old.ws.CloseNow()
	}
	if m.Name != "" {
		mb.name = m.Name
	}
	mb.c = c
	c.room, c.peer = r, mb.id
	r.active = s.now()
	var peers []Peer
	for _, id := range r.order {
		if o := r.members[id]; o.c != nil && o != mb {
			peers = append(peers, Peer{ID: o.id, Name: o.name, Role: o.role})
		}
	}
	w := Msg{Type: TypeWelcome, Room: r.code, Peer: mb.id, Resume: mb.secret, Peers: peers}
	if m.V >= 2 {
		// Fresh credentials on every welcome: a resume renews them.
		w.ICE = s.ice.Servers(mb.id, s.now())
	}
	s.send(c, w)
	s.broadcastLocked(r, Msg{Type: TypePresence, Peer: mb.id, Name: mb.name, Role: mb.role, Event: "joined"}, mb.id)
}

func (s *Server) broadcastLocked(r *room, m Msg, except string) {
	for _, id := range r.order {
		if o := r.members[id]; o.c != nil && o.id != except {
			s.send(o.c, m)
		}
	}
}

func (s *Server) relay(c *conn, m Msg) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if c.room == nil {
		s.send(c, errMsg(ErrNotInRoom, "join a room before relaying"))
		return
	}
	to := c.room.members[m.To]
	if to == nil || to.c == nil {
		s.send(c, errMsg(ErrNoPeer, fmt.Sprintf("peer %q is not in room %s", clip(m.To), c.room.code)))
		return
	}
	c.room.active = s.now()
	s.send(to.c, Msg{Type: TypeRelay, From: c.peer, To: m.To, Data: m.Data})
}

// leaveLocked takes c out of its room; forget drops its identity too (an
// explicit leave), otherwise the peer may come back with its secret.
func (s *Server) leaveLocked(c *conn, forget bool) {
	r := c.room
	if r == nil {
		return
	}
	mb := r.members[c.peer]
	c.room, c.peer = nil, ""
	if mb == nil || mb.c != c {
		return
	}
	mb.c = nil
	r.active = s.now()
	if forget {
		delete(r.members, mb.id)
		for i, id := range r.order {
			if id == mb.id {
				r.order = append(r.order[:i], r.order[i+1:]...)
				break
			}
		}
	}
	if s.closing && !forget {
		// The server is going away, not the member: the others must not
		// hear that it left, or they drop data channels that still work.
		return
	}
	s.broadcastLocked(r, Msg{Type: TypePresence, Peer: mb.id, Name: mb.name, Role: mb.role, Event: "left"}, "")
}

func (s *Server) drop(c *conn) {
	c.once.Do(func() { close(c.done) })
	s.mu.Lock()
	s.leaveLocked(c, false)
	delete(s.conns, c)
	s.mu.Unlock()
	c.ws.CloseNow()
}

// Sweep closes rooms idle for longer than the limit; members still
// connected are told. The server also sweeps on every create and join.
func (s *Server) Sweep() {
	s.mu.Lock()
	s.sweepLocked()
	s.mu.Unlock()
}

func (s *Server) sweepLocked() {
	now := s.now()
	for code, r := range s.rooms {
		if now.Sub(r.active) < s.limits.IdleRoom {
			continue
		}
		for _, mb := range r.members {
			if mb.c != nil {
				s.send(mb.c, errMsg(ErrNoRoom, fmt.Sprintf("room %s expired after %s without activity", code, s.limits.IdleRoom)))
				mb.c.room, mb.c.peer = nil, ""
			}
		}
		delete(s.rooms, code)
		s.log.Info("room expired", "room", code)
	}
}

// Shutdown tells every client the server is stopping, closes their
// connections and refuses new ones.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.closing = true
	conns := make([]*conn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	s.mu.Unlock()
	b, _ := json.Marshal(Msg{V: Version, Type: TypeShutdown, Text: "the signalling server is shutting down"})
	var wg sync.WaitGroup
	for _, c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wctx, cancel := context.WithTimeout(ctx, 2*time.Second)
			defer cancel()
			_ = c.ws.Write(wctx, websocket.MessageText, b)
			c.ws.Close(websocket.StatusGoingAway, "server shutting down")
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("shutdown: %w", ctx.Err())
	}
}

func newCode() string {
	b := make([]byte, CodeLen)
	out := make([]byte, 0, CodeLen)
	for len(out) < CodeLen {
		rand.Read(b)
		for _, v := range b {
			// Rejection sampling: 248 is the largest multiple of 31 ≤ 256.
			if v < 248 && len(out) < CodeLen {
				out = append(out, CodeAlphabet[int(v)%len(CodeAlphabet)])
			}
		}
	}
	return string(out)
}

func randHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
