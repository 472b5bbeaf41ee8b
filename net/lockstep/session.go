// This file holds the Session: configuration, creating, joining and
// resuming a table, the event loop over the mesh, hello and the lobby.
// The step engine is in step.go; the session.Session methods in api.go.

package lockstep

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pion/webrtc/v4"

	"majlis/net/mesh"
	"majlis/net/session"
	"majlis/net/signal"
	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
)

var (
	_ session.Session = (*Session)(nil)
	_ session.Watched = (*Session)(nil)
)

// Config says how this peer reaches the others and who it is.
type Config struct {
	Signal    string // the signalling server's WebSocket URL
	Name      string
	Spectator bool // join to watch: never claims a seat
	// ICEServers are handed to every connection; Loopback restricts
	// candidates to loopback (tests; native builds only).
	ICEServers []webrtc.ICEServer
	Loopback   bool
	// RulesVersion overrides the build's version (tests of refusals).
	RulesVersion string
	// Bot decides for bot seats (and local seats with AutoPlay); nil is
	// bot.Random. Seed fixes its choices; 0 draws from crypto/rand.
	Bot  bot.Bot
	Seed int64
	// Thinker, when set, decides for the bot seats whose level searches
	// away from the session's goroutine (in the browser, in a Web Worker: see
	// rules/bot/remote); when it fails the seat's bot decides here.
	Thinker bot.Thinker
	// AutoPlay lets Bot answer this peer's own seats too (headless peers).
	AutoPlay bool
	// BotDelay makes bots wait this long before each decision, so that
	// people can follow them (zero: at once).
	BotDelay time.Duration
	// AutoStart starts the game as soon as it can (creator only).
	AutoStart bool
	// DiagDir, when set, receives a diagnostic file when the table faults.
	DiagDir string
	// StallTimeout is how long a connected peer may hold back what it
	// sends without a person deciding (a reveal, an opening) before the
	// table stops with a fault naming it; 0 means a minute, < 0 never.
	StallTimeout time.Duration

	// tamper, in tests, rewrites or drops outgoing messages (a
	// misbehaving peer); raw, when it returns bytes, sends those instead.
	tamper func(w *wire) (raw []byte, send bool)
	// timing, in benchmarks, is told when this peer decided the move of
	// step k (decided: its player's Submit, or its bot's answer), and when
	// it applied step k. It runs under the session's lock.
	timing func(k int, decided bool, at time.Time)
	// lookup finds a game by id; nil is games.Lookup (tests add games).
	lookup func(id string) (rules.Game, error)
}

func (c Config) game(id string) (rules.Game, error) {
	if c.lookup != nil {
		return c.lookup(id)
	}
	return games.Lookup(id)
}

// SeatKind says who sits in a seat.
type SeatKind string

// Seat kinds: at creation SeatMine is the creator's own seat; in a lobby a
// claimed seat is SeatPerson.
const (
	SeatOpen   SeatKind = "open"
	SeatBot    SeatKind = "bot"
	SeatMine   SeatKind = "mine"
	SeatPerson SeatKind = "person"
)

// Table is what a creator proposes.
type Table struct {
	Game    string
	Options map[string]string
	Seats   []SeatKind
	// First is the seat that starts.
	First rules.Seat
}

// Lobby is the table before (and after) the start, as the creator keeps it.
type Lobby struct {
	Room    string            `json:"room"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options,omitempty"`
	First   int               `json:"first"`
	Seats   []LobbySeat       `json:"seats"`
	Peers   []LobbyPeer       `json:"peers"`
	Creator string            `json:"creator"`
	Started bool              `json:"started,omitempty"`
}

// LobbySeat is one seat: open, a bot, or a person (Peer). A bot seat may
// name its Level (bot.Levels); without one it plays Config.Bot.
type LobbySeat struct {
	Kind  SeatKind `json:"kind"`
	Peer  string   `json:"peer,omitempty"`
	Name  string   `json:"name,omitempty"`
	Level string   `json:"level,omitempty"`
}

// LobbyPeer is one peer at the table.
type LobbyPeer struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Connected bool     `json:"connected"`
	Spectator bool     `json:"spectator,omitempty"`
	Links     []string `json:"links,omitempty"` // peers it has channels with
}

// peerInfo is what this peer knows of another (or of itself).
type peerInfo struct {
	id, name  string
	head      digest
	auth      digest
	conn      string // mesh id while connected
	spectator bool
}

// Session is one peer's side of a networked table.
type Session struct {
	cfg   Config
	me    *identity
	mesh  *mesh.Mesh
	rules string // rules version
	bot   bot.Bot
	rng   *rules.Rand

	mu        sync.Mutex
	version   uint64
	changed   chan struct{}
	creator   bool
	lobby     Lobby
	peers     map[string]*peerInfo // by peer id
	conns     map[string]string    // mesh id -> peer id
	chats     []session.ChatLine
	fault     string    // the detail, for diagnostics
	faultMsg  rules.Msg // what the player reads
	diag      string
	closed    bool
	ready     chan struct{} // closed once the lobby (or the game, resuming) is known
	readyErr  error
	resuming  bool
	sync      *syncBuf
	echoes    map[string][]wire    // resuming: each peer's echo of what this peer sent (see takeEchoesLocked)
	earlyMsgs []relayed            // step messages before the start
	doneFrom  map[string]bool      // peers that have applied the last step
	doneSaid  map[string]wire      // and their done, with the final state hash
	asked     int                  // requests for the game again (behind.go)
	synced    map[string]time.Time // connections sent the game so far, and when last
	noPath    error                // the last connection that never opened, and why

	g *game // nil until the start

	sent     atomic.Int64 // bytes sent on data channels
	sentMsgs atomic.Int64 // messages sent on data channels

	done chan struct{}
}

// Create makes a room and proposes a table in it.
func Create(ctx context.Context, cfg Config, t Table) (*Session, error) {
	g, err := cfg.game(t.Game)
	if err != nil {
		return nil, err
	}
	lo, hi := g.Seats()
	if len(t.Seats) < lo || len(t.Seats) > hi {
		return nil, fmt.Errorf("%s is played by %d to %d players, not %d", t.Game, lo, hi, len(t.Seats))
	}
	setup := rules.Setup{Game: t.Game, Seats: len(t.Seats), Options: t.Options, First: t.First}
	if err := rules.ValidateSetup(g, setup); err != nil {
		return nil, err
	}
	mine := 0
	for _, k := range t.Seats {
		switch k {
		case SeatMine:
			mine++
		case SeatOpen, SeatBot:
		default:
			return nil, fmt.Errorf("seat kind %q is not one of mine, open, bot", k)
		}
	}
	if mine > 1 || (mine == 1 && cfg.Spectator) {
		return nil, fmt.Errorf("the creator takes at most one seat (and none as a spectator)")
	}
	s, err := open(ctx, cfg, nil, "")
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.creator = true
	s.lobby = Lobby{Room: s.mesh.Room(), Game: t.Game, Options: t.Options, First: int(t.First), Creator: s.me.id}
	for _, k := range t.Seats {
		seat := LobbySeat{Kind: k}
		if k == SeatMine {
			seat = LobbySeat{Kind: SeatPerson, Peer: s.me.id, Name: cfg.Name}
		}
		s.lobby.Seats = append(s.lobby.Seats, seat)
	}
	s.refreshLobbyLocked()
	close(s.ready)
	s.mu.Unlock()
	return s, nil
}

// Join enters the room with the given code and returns once the
// creator's lobby has arrived (or the creator refused us).
func Join(ctx context.Context, cfg Config, code string) (*Session, error) {
	s, err := open(ctx, cfg, nil, code)
	if err != nil {
		return nil, err
	}
	return s.awaitReady(ctx)
}

// Resume rejoins a table with the token Token gave, fetches the game so
// far and carries on.
func Resume(ctx context.Context, cfg Config, token string) (*Session, error) {
	code, secret, err := parseToken(token)
	if err != nil {
		return nil, err
	}
	s, err := open(ctx, cfg, &secret, code)
	if err != nil {
		return nil, err
	}
	return s.awaitReady(ctx)
}

func (s *Session) awaitReady(ctx context.Context) (*Session, error) {
	select {
	case <-s.ready:
	case <-ctx.Done():
		s.Close()
		return nil, fmt.Errorf("no answer from the table in room %s: %w", s.mesh.Room(), ctx.Err())
	}
	s.mu.Lock()
	err := s.readyErr
	s.mu.Unlock()
	if err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Token is what Resume needs to rejoin: the room and this peer's secret.
// Keep it private: it lets its holder play this peer's seat.
func (s *Session) Token() string {
	return s.mesh.Room() + "." + hex.EncodeToString(s.me.secret[:])
}

func parseToken(t string) (string, digest, error) {
	code, sec, ok := strings.Cut(t, ".")
	c, good := signal.NormalizeCode(code)
	d, err := parseDigest(sec)
	if !ok || !good || err != nil {
		return "", digest{}, errors.New("not a resume token (ROOM.SECRET)")
	}
	return c, d, nil
}

// open connects to the signalling server and the mesh; code empty creates.
func open(ctx context.Context, cfg Config, secret *digest, code string) (*Session, error) {
	var sec digest
	if secret != nil {
		sec = *secret
	} else if _, err := rand.Read(sec[:]); err != nil {
		return nil, fmt.Errorf("random secret: %w", err)
	}
	seed := cfg.Seed
	if seed == 0 {
		var b [8]byte
		rand.Read(b[:])
		for _, v := range b {
			seed = seed<<8 | int64(v)
		}
	}
	s := &Session{
		cfg: cfg, me: newIdentity(sec), rules: cfg.RulesVersion, bot: cfg.Bot,
		rng:     rules.NewRand(rules.Seed(tagged("majlis/bot", num(int(seed))))),
		changed: make(chan struct{}), peers: map[string]*peerInfo{}, conns: map[string]string{},
		ready: make(chan struct{}), resuming: secret != nil, done: make(chan struct{}),
		doneFrom: map[string]bool{}, doneSaid: map[string]wire{}, synced: map[string]time.Time{},
	}
	if s.rules == "" {
		s.rules = RulesVersion()
	}
	if s.bot == nil {
		s.bot = bot.Random{}
	}
	s.peers[s.me.id] = &peerInfo{id: s.me.id, name: cfg.Name, head: s.me.chain.head(), auth: s.me.auth, spectator: cfg.Spectator}
	sc := signal.Config{URL: cfg.Signal, Name: cfg.Name, Role: signal.RolePlayer}
	if cfg.Spectator {
		sc.Role = signal.RoleSpectator
	}
	var sig *signal.Client
	var err error
	if code == "" {
		sig, err = signal.Create(ctx, sc)
	} else {
		sig, err = signal.Join(ctx, sc, code)
	}
	if err != nil {
		return nil, err
	}
	m, err := mesh.New(sig, mesh.Config{ICEServers: cfg.ICEServers, Loopback: cfg.Loopback})
	if err != nil {
		sig.Close()
		return nil, err
	}
	s.mesh = m
	go s.run()
	return s, nil
}

// RulesVersion identifies this build's rules: the module version or VCS
// revision it was built from ("devel" when neither is known). Peers must
// agree on it, since different rules would desynchronise.
func RulesVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	rev, dirty := "", false
	for _, st := range bi.Settings {
		switch st.Key {
		case "vcs.revision":
			rev = st.Value
		case "vcs.modified":
			dirty = st.Value == "true"
		}
	}
	if rev == "" {
		return "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "+modified"
	}
	return rev
}

// Room is the room's code.
func (s *Session) Room() string { return s.mesh.Room() }

// PeerID is this peer's id, as lobby seats and peers name it.
func (s *Session) PeerID() string { return s.me.id }

// Unreachable is why this peer could not connect to another, when a
// connection never opened (a *mesh.NoPathError), and it has no connection
// at all; nil otherwise.
func (s *Session) Unreachable() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.conns) > 0 {
		return nil
	}
	return s.noPath
}

// Paths reports how this peer's connection to each other peer travels,
// by peer id (peers whose path is not known are left out).
func (s *Session) Paths() map[string]mesh.Path {
	s.mu.Lock()
	conns := maps.Clone(s.conns)
	s.mu.Unlock()
	out := map[string]mesh.Path{}
	for conn, id := range conns {
		if p, ok := s.mesh.Path(conn); ok {
			out[id] = p
		}
	}
	return out
}

// IsCreator reports whether this peer created the table (and runs its bots).
func (s *Session) IsCreator() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.creator }

// bumpLocked marks a change for Version and Wait.
func (s *Session) bumpLocked() {
	s.version++
	close(s.changed)
	s.changed = make(chan struct{})
}

// Changed returns a channel closed at the next change of Version
// (session.Watched).
func (s *Session) Changed() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.changed
}

// Wait blocks until Version differs from v, or ctx ends.
func (s *Session) Wait(ctx context.Context, v uint64) (uint64, error) {
	for range 1 << 20 {
		s.mu.Lock()
		cur, ch := s.version, s.changed
		s.mu.Unlock()
		if cur != v {
			return cur, nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return cur, ctx.Err()
		}
	}
	return v, errors.New("wait: too many wake-ups")
}

// run handles the mesh's events one at a time until Close.
func (s *Session) run() {
	defer close(s.done)
	stall := s.cfg.StallTimeout
	if stall == 0 {
		stall = time.Minute
	}
	every := time.Second
	if stall > 0 && stall/4 < every {
		every = stall / 4
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	events := s.mesh.Events()
	for {
		select {
		case e, ok := <-events:
			if !ok {
				return
			}
			s.mu.Lock()
			switch e.Kind {
			case mesh.EventUp:
				s.sendTo(e.Peer, s.helloLocked())
			case mesh.EventDown:
				s.downLocked(e.Peer)
				if e.Err != nil {
					s.noPath = e.Err
					// Joining, with no other connection open or on its
					// way: the table cannot be reached, and Join says why.
					if len(s.mesh.Peers()) == 0 && s.mesh.Connecting() == 0 {
						s.readyLocked(e.Err)
					}
					s.bumpLocked()
				}
			case mesh.EventMessage:
				s.receiveLocked(e.Peer, e.Data)
			}
			s.mu.Unlock()
		case now := <-tick.C:
			s.mu.Lock()
			if stall > 0 {
				s.checkStallLocked(now, stall)
			}
			s.echoPatienceLocked(now)
			s.behindLocked(now)
			s.mu.Unlock()
		}
	}
}

// helloLocked is this peer's hello. Once the game is on it carries the
// resume proof, so that a link made again (after the signalling
// connection came back) is accepted as this peer.
func (s *Session) helloLocked() wire {
	return wire{T: tHello, Proto: ProtocolVersion, Rules: s.rules, Peer: s.me.id, Name: s.cfg.Name,
		Head: hexOf(s.me.chain.head()), Auth: hexOf(s.me.auth), Creator: s.creator,
		Proof: map[bool]string{true: hexOf(s.me.proof)}[s.resuming || s.g != nil], Watch: s.cfg.Spectator}
}

// send encodes w for one mesh connection, through the test hook if any.
func (s *Session) sendTo(conn string, w wire) {
	w.to = s.conns[conn]
	b, ok := s.encodeOut(w)
	if ok && s.mesh.Send(conn, b) == nil { // a failed send shows as the link going down
		s.sent.Add(int64(len(b)))
		s.sentMsgs.Add(1)
	}
}

func (s *Session) encodeOut(w wire) ([]byte, bool) {
	if s.cfg.tamper != nil {
		raw, send := s.cfg.tamper(&w)
		if !send {
			return nil, false
		}
		if raw != nil {
			return raw, true
		}
	}
	w.V = ProtocolVersion
	b, err := encode(w)
	if err != nil {
		return nil, false
	}
	return b, true
}

// broadcastLocked sends w to every peer that said hello. (The test hook
// sees each copy, so a test can tell peers different things.)
func (s *Session) broadcastLocked(w wire) {
	if s.cfg.tamper != nil {
		for conn := range s.conns {
			s.sendTo(conn, w)
		}
		return
	}
	b, ok := s.encodeOut(w)
	if !ok {
		return
	}
	for conn := range s.conns {
		if s.mesh.Send(conn, b) == nil {
			s.sent.Add(int64(len(b)))
			s.sentMsgs.Add(1)
		}
	}
}

func (s *Session) downLocked(conn string) {
	id, ok := s.conns[conn]
	if !ok {
		return
	}
	delete(s.conns, conn)
	if p := s.peers[id]; p != nil && p.conn == conn {
		p.conn = ""
	}
	if s.g != nil && s.g.echoWait[id] {
		delete(s.g.echoWait, id) // gone: it will not echo
		s.advanceLocked()
	}
	if s.creator {
		s.refreshLobbyLocked()
		s.broadcastLocked(wire{T: tLobby, Lobby: s.lobbyCopyLocked()})
	}
	s.bumpLocked()
}

// receiveLocked handles one message from a mesh connection.
func (s *Session) receiveLocked(conn string, data []byte) {
	from, known := s.conns[conn]
	w, err := decode(data)
	if err != nil {
		s.misbehaveLocked(conn, from, err.Error())
		return
	}
	if !known {
		switch w.T {
		case tHello:
			s.helloFromLocked(conn, w)
		case tRefuse:
			s.refusedLocked(w.Text)
			s.mesh.Drop(conn)
		default:
			s.misbehaveLocked(conn, "", fmt.Sprintf("sent %s before hello", w.T))
		}
		return
	}
	switch w.T {
	case tHello:
		s.misbehaveLocked(conn, from, "said hello twice")
	case tRefuse:
		s.refusedLocked(w.Text)
	case tLobby:
		if from == s.lobby.Creator && !s.creator && w.Lobby != nil {
			s.lobby = *w.Lobby
			s.lobby.Room = s.mesh.Room()
			if s.lobby.Started && s.g == nil && s.sync == nil {
				// A late spectator: the game is under way; fetch it.
				s.sync = &syncBuf{conn: conn}
				s.sendTo(conn, wire{T: tSync})
			} else if !s.lobby.Started {
				s.readyLocked(nil)
			}
			s.bumpLocked()
		}
	case tClaim:
		if s.creator {
			s.claimLocked(from, w.Seat)
		}
	case tLinks:
		if s.creator {
			if p := s.peers[from]; p != nil {
				s.setLinksLocked(from, w.Peers)
			}
		}
	case tStart:
		if from != s.lobby.Creator || w.Start == nil {
			s.misbehaveLocked(conn, from, "sent a start but did not create the table")
			return
		}
		s.startLocked(*w.Start, nil)
	case tChat:
		s.chatFromLocked(from, w.Text)
	case tFault:
		seats := 0
		if s.g != nil {
			seats = s.g.info.Setup.Seats
		}
		s.faultLocked(fmt.Sprintf("peer %s stopped the table: %s", s.nameLocked(from), clipFault(w.Text)), faultFromWire(w.Fault, seats, s.whoLocked(from)), false)
	case tSync:
		s.syncLocked(conn, from, w)
	case tDone:
		s.doneFrom[from] = true
		s.doneSaid[from] = w
		s.checkDoneLocked()
		s.bumpLocked()
	case tEcho:
		s.echoFromLocked(from, w)
	default: // step messages and drops
		s.stepMsgLocked(from, w)
	}
}

// misbehaveLocked reports a peer breaking the protocol: during a game it
// is a fault; in the lobby the peer is refused.
func (s *Session) misbehaveLocked(conn, from, why string) {
	// A connection that never said hello is no member of the table: it
	// is refused without stopping anything.
	if s.g != nil && from != "" {
		s.faultLocked(fmt.Sprintf("peer %s %s", s.nameLocked(from), why), rules.M(faultProtocol, s.meLocked(), s.whoLocked(from), rules.Int(s.stepLocked())), true)
		return
	}
	s.refuseLocked(conn, "protocol violation: "+why)
	s.bumpLocked()
}

// refuseLocked tells a connection why it is refused and closes it a little
// later, so that the refusal is delivered before the channel closes.
func (s *Session) refuseLocked(conn, text string) {
	s.sendTo(conn, wire{T: tRefuse, Text: text})
	delete(s.conns, conn)
	time.AfterFunc(2*time.Second, func() { s.mesh.Drop(conn) })
}

func (s *Session) nameLocked(id string) string {
	if p := s.peers[id]; p != nil && p.name != "" {
		return fmt.Sprintf("%q (%s)", p.name, id)
	}
	return id
}

func (s *Session) refusedLocked(text string) {
	s.readyLocked(fmt.Errorf("the table refused us: %s", clipFault(text)))
}

// clipFault bounds a reason sent by another peer (or to one).
func clipFault(t string) string {
	if len(t) > 600 {
		return strings.ToValidUTF8(t[:600], "") + "…"
	}
	return t
}

func (s *Session) readyLocked(err error) {
	select {
	case <-s.ready:
	default:
		s.readyErr = err
		close(s.ready)
	}
}

func (s *Session) helloFromLocked(conn string, w wire) {
	if w.Proto != ProtocolVersion || w.Rules != s.rules {
		text := fmt.Sprintf("versions differ: this peer runs protocol %d with rules %s, peer %q runs protocol %d with rules %s",
			ProtocolVersion, s.rules, clip(w.Name), w.Proto, clip(w.Rules))
		s.refuseLocked(conn, text)
		if w.Creator {
			s.readyLocked(errors.New(text))
		}
		return
	}
	head, err1 := parseDigest(w.Head)
	auth, err2 := parseDigest(w.Auth)
	if err1 != nil || err2 != nil || len(w.Peer) != 16 || len(w.Name) > 64 {
		s.misbehaveLocked(conn, "", "sent a malformed hello")
		return
	}
	p := s.peers[w.Peer]
	switch {
	case w.Peer == s.me.id:
		s.misbehaveLocked(conn, "", "claimed this peer's own id")
		return
	case p != nil && w.Proof == "" && (p.conn != "" || s.g != nil):
		// Coming back needs the proof once the game is on (or while the
		// peer is still connected): ids and chain heads are public.
		s.misbehaveLocked(conn, "", fmt.Sprintf("claimed the id of peer %s without proof", w.Peer))
		return
	case p != nil && (p.auth != auth || p.head != head):
		s.misbehaveLocked(conn, "", fmt.Sprintf("came back as peer %s with other credentials", w.Peer))
		return
	case p != nil && w.Proof != "":
		proof, err := parseDigest(w.Proof)
		if err != nil || chainNext(proof) != p.auth {
			s.misbehaveLocked(conn, "", fmt.Sprintf("failed to prove it is peer %s", w.Peer))
			return
		}
	case p == nil:
		p = &peerInfo{id: w.Peer, head: head, auth: auth, spectator: w.Watch}
		s.peers[w.Peer] = p
	}
	if old := p.conn; old != "" && old != conn {
		delete(s.conns, old)
		s.mesh.Drop(old)
	}
	if w.Name != "" || p.name == "" {
		p.name = w.Name // a peer resuming without a name keeps its old one
	}
	p.conn = conn
	s.conns[conn] = w.Peer
	if w.Creator && s.lobby.Creator == "" {
		s.lobby.Creator = w.Peer
	}
	if s.creator {
		s.refreshLobbyLocked()
		if s.g == nil {
			s.broadcastLocked(wire{T: tLobby, Lobby: s.lobbyCopyLocked()})
		} else {
			s.sendTo(conn, wire{T: tLobby, Lobby: s.lobbyCopyLocked()})
		}
	} else if s.lobby.Creator != "" {
		s.reportLinksLocked()
	}
	if s.g != nil {
		// A peer coming back (or a late spectator) gets what this peer
		// sent for the steps in progress, and what it sent itself; it
		// asks one peer for the rest.
		s.g.resendLocked(s, conn)
		s.g.echoLocked(s, conn, w.Peer)
	} else if s.resuming && s.sync == nil {
		s.sync = &syncBuf{conn: conn}
		s.sendTo(conn, wire{T: tSync})
	}
	s.bumpLocked()
}

// reportLinksLocked tells the creator which peers this one has channels with.
func (s *Session) reportLinksLocked() {
	c := s.peers[s.lobby.Creator]
	if c == nil || c.conn == "" {
		return
	}
	var ids []string
	for _, id := range s.conns {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	s.sendTo(c.conn, wire{T: tLinks, Peers: ids})
}

func (s *Session) setLinksLocked(from string, ids []string) {
	if len(ids) > 16 {
		ids = ids[:16]
	}
	for i := range s.lobby.Peers {
		if s.lobby.Peers[i].ID == from {
			s.lobby.Peers[i].Links = slices.Clone(ids)
		}
	}
	if s.g == nil {
		s.broadcastLocked(wire{T: tLobby, Lobby: s.lobbyCopyLocked()})
		s.autoStartLocked()
	}
	s.bumpLocked()
}

// refreshLobbyLocked rebuilds the lobby's peer list from what the creator
// knows, keeping reported links.
func (s *Session) refreshLobbyLocked() {
	links := map[string][]string{}
	for _, p := range s.lobby.Peers {
		links[p.ID] = p.Links
	}
	ids := make([]string, 0, len(s.peers))
	for id := range s.peers {
		ids = append(ids, id)
	}
	// This peer first, then by id: a stable order for every peer.
	slices.Sort(ids)
	if i := slices.Index(ids, s.me.id); i > 0 {
		copy(ids[1:i+1], ids[:i])
		ids[0] = s.me.id
	}
	s.lobby.Peers = s.lobby.Peers[:0]
	for _, id := range ids {
		p := s.peers[id]
		s.lobby.Peers = append(s.lobby.Peers, LobbyPeer{ID: id, Name: p.name, Connected: id == s.me.id || p.conn != "", Spectator: p.spectator, Links: links[id]})
	}
	for i := range s.lobby.Seats {
		if st := &s.lobby.Seats[i]; st.Kind == SeatPerson {
			if p := s.peers[st.Peer]; p != nil {
				st.Name = p.name
			}
		}
	}
	s.bumpLocked()
}

func (s *Session) lobbyCopyLocked() *Lobby {
	l := s.lobby
	l.Seats = slices.Clone(l.Seats)
	l.Peers = slices.Clone(l.Peers)
	return &l
}

// Lobby returns the lobby as this peer knows it.
func (s *Session) Lobby() Lobby {
	s.mu.Lock()
	defer s.mu.Unlock()
	return *s.lobbyCopyLocked()
}

// Claim takes a seat for this peer (seat -1 gives its seat back).
func (s *Session) Claim(seat int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g != nil {
		return errors.New("the game has started")
	}
	if s.cfg.Spectator && seat >= 0 {
		return errors.New("a spectator does not take a seat")
	}
	if seat < -1 || seat >= len(s.lobby.Seats) {
		return fmt.Errorf("there is no seat %d", seatNo(seat))
	}
	if seat >= 0 {
		if st := s.lobby.Seats[seat]; st.Kind != SeatOpen && st.Peer != s.me.id {
			return fmt.Errorf("seat %d is taken", seatNo(seat))
		}
	}
	if s.creator {
		return s.claimLocked(s.me.id, seat)
	}
	c := s.peers[s.lobby.Creator]
	if c == nil || c.conn == "" {
		return errors.New("not connected to the table's creator")
	}
	s.sendTo(c.conn, wire{T: tClaim, Seat: seat})
	return nil
}

// claimLocked (creator) gives seat to peer, freeing any other seat it held.
func (s *Session) claimLocked(peer string, seat int) error {
	if s.g != nil || seat < -1 || seat >= len(s.lobby.Seats) {
		return fmt.Errorf("there is no seat %d", seatNo(seat))
	}
	if p := s.peers[peer]; p == nil || p.spectator && seat >= 0 {
		return errors.New("a spectator does not take a seat")
	}
	if seat >= 0 && s.lobby.Seats[seat].Kind != SeatOpen && s.lobby.Seats[seat].Peer != peer {
		return fmt.Errorf("seat %d is taken", seatNo(seat))
	}
	for i := range s.lobby.Seats {
		if s.lobby.Seats[i].Peer == peer {
			s.lobby.Seats[i] = LobbySeat{Kind: SeatOpen}
		}
	}
	if seat >= 0 {
		s.lobby.Seats[seat] = LobbySeat{Kind: SeatPerson, Peer: peer, Name: s.peers[peer].name}
	}
	s.broadcastLocked(wire{T: tLobby, Lobby: s.lobbyCopyLocked()})
	s.autoStartLocked()
	s.bumpLocked()
	return nil
}

// SetSeat (creator) makes a seat open or a bot; a person's seat made open
// sends that person back to watching.
func (s *Session) SetSeat(seat int, kind SeatKind) error {
	return s.editLobby(func(l *Lobby, _ rules.Game) error {
		if seat < 0 || seat >= len(l.Seats) {
			return fmt.Errorf("there is no seat %d", seatNo(seat))
		}
		if kind != SeatOpen && kind != SeatBot {
			return fmt.Errorf("a seat can be made open or a bot, not %q", kind)
		}
		l.Seats[seat] = LobbySeat{Kind: kind}
		return nil
	})
}

// SetBotLevel (creator) makes a seat a bot that plays at level (one of
// bot.Levels); the creator's peer runs it.
func (s *Session) SetBotLevel(seat int, level string) error {
	if _, err := bot.ForLevel(level); err != nil {
		return err
	}
	return s.editLobby(func(l *Lobby, _ rules.Game) error {
		if seat < 0 || seat >= len(l.Seats) {
			return fmt.Errorf("there is no seat %d", seatNo(seat))
		}
		l.Seats[seat] = LobbySeat{Kind: SeatBot, Level: strings.ToLower(level)}
		return nil
	})
}

// AddSeat (creator) adds a seat, open or a bot, within the game's range.
func (s *Session) AddSeat(kind SeatKind) error {
	return s.editLobby(func(l *Lobby, g rules.Game) error {
		if kind != SeatOpen && kind != SeatBot {
			return fmt.Errorf("a seat can be added open or as a bot, not %q", kind)
		}
		if _, hi := g.Seats(); len(l.Seats) >= hi {
			return fmt.Errorf("%s is played by at most %d", l.Game, hi)
		}
		l.Seats = append(l.Seats, LobbySeat{Kind: kind})
		return nil
	})
}

// RemoveSeat (creator) removes a seat that is open or a bot; later seats
// move up by one.
func (s *Session) RemoveSeat(seat int) error {
	return s.editLobby(func(l *Lobby, g rules.Game) error {
		if seat < 0 || seat >= len(l.Seats) {
			return fmt.Errorf("there is no seat %d", seatNo(seat))
		}
		if l.Seats[seat].Kind == SeatPerson {
			return fmt.Errorf("seat %d is a player's; make it open first", seatNo(seat))
		}
		if lo, _ := g.Seats(); len(l.Seats) <= lo {
			return fmt.Errorf("%s is played by at least %d", l.Game, lo)
		}
		l.Seats = slices.Delete(l.Seats, seat, seat+1)
		if l.First >= len(l.Seats) {
			l.First = 0
		}
		return nil
	})
}

// SetOptions (creator) replaces the game's options.
func (s *Session) SetOptions(opts map[string]string) error {
	return s.editLobby(func(l *Lobby, g rules.Game) error {
		setup := rules.Setup{Game: l.Game, Seats: len(l.Seats), Options: opts, First: rules.Seat(l.First)}
		if err := rules.ValidateSetup(g, setup); err != nil {
			return err
		}
		l.Options = maps.Clone(opts)
		return nil
	})
}

// editLobby applies a creator's change to the lobby and tells everyone.
func (s *Session) editLobby(change func(*Lobby, rules.Game) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.creator {
		return errors.New("only the table's creator changes the table")
	}
	if s.g != nil {
		return errors.New("the game has started")
	}
	g, err := s.cfg.game(s.lobby.Game)
	if err != nil {
		return err
	}
	l := s.lobbyCopyLocked()
	if err := change(l, g); err != nil {
		return err
	}
	s.lobby = *l
	s.broadcastLocked(wire{T: tLobby, Lobby: s.lobbyCopyLocked()})
	s.autoStartLocked()
	s.bumpLocked()
	return nil
}

// seatNo numbers a seat in a text for people: from 1, as the client's
// screens do (seat index 0 is "seat 1"). Diagnostics of faults keep the
// rules' indexes, which the logs use.
func seatNo[T ~int](seat T) int { return int(seat) + 1 }

// Ready (creator) says why the game cannot start yet, or nil.
func (s *Session) Ready() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.readyToStartLocked()
}

// NotReady says why a table cannot start yet; Msg is the same as a
// catalogue message for the player.
type NotReady struct {
	text string
	msg  rules.Msg
}

func (e *NotReady) Error() string { return e.text }

// Msg is the reason as a catalogue message (core.lobby.wait.*).
func (e *NotReady) Msg() rules.Msg { return e.msg }

func notReady(text, key string, args ...rules.Arg) error {
	return &NotReady{text: text, msg: rules.Msg{Key: key, Args: args}}
}

func (s *Session) readyToStartLocked() error {
	if !s.creator {
		return notReady("only the table's creator starts the game", "core.lobby.wait.creator")
	}
	if s.g != nil {
		return notReady("the game has started", "core.lobby.wait.started")
	}
	var connected []string
	for _, p := range s.lobby.Peers {
		if p.Connected {
			connected = append(connected, p.ID)
		}
	}
	for i, st := range s.lobby.Seats {
		if st.Kind == SeatOpen {
			return notReady(fmt.Sprintf("seat %d is still open", seatNo(i)), "core.lobby.wait.open", rules.Int(seatNo(i)))
		}
		if st.Kind == SeatPerson && !slices.Contains(connected, st.Peer) {
			return notReady(fmt.Sprintf("the player of seat %d is not connected", seatNo(i)), "core.lobby.wait.away", rules.Int(seatNo(i)))
		}
	}
	for _, p := range s.lobby.Peers {
		if !p.Connected || p.ID == s.me.id {
			continue
		}
		for _, q := range connected {
			if q != p.ID && q != s.me.id && !slices.Contains(p.Links, q) {
				return notReady(fmt.Sprintf("peer %s has no channel to peer %s yet", p.Name, s.peers[q].name),
					"core.lobby.wait.link", rules.Text(p.Name), rules.Text(s.peers[q].name))
			}
		}
	}
	return nil
}

func (s *Session) autoStartLocked() {
	if s.cfg.AutoStart && s.readyToStartLocked() == nil {
		if err := s.startAsCreatorLocked(); err != nil {
			s.faultLocked("start: "+err.Error(), rules.M(faultStart, s.meLocked()), false)
		}
	}
}

// Start (creator) begins the game on every peer.
func (s *Session) Start() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.readyToStartLocked(); err != nil {
		return err
	}
	return s.startAsCreatorLocked()
}

func (s *Session) startAsCreatorLocked() error {
	info := startInfo{
		Setup:   rules.Setup{Game: s.lobby.Game, Seats: len(s.lobby.Seats), Options: s.lobby.Options, First: rules.Seat(s.lobby.First)},
		BotHost: s.me.id, Participants: []string{s.me.id}, Heads: map[string]string{s.me.id: hexOf(s.me.chain.head())},
	}
	names := make([]string, len(s.lobby.Seats))
	for i, st := range s.lobby.Seats {
		owner := st.Peer
		if st.Kind == SeatBot {
			owner = s.me.id
			info.Bots = append(info.Bots, i)
			if st.Level != "" {
				if info.Levels == nil {
					info.Levels = make([]string, len(s.lobby.Seats))
				}
				info.Levels[i] = st.Level
			}
		} else {
			names[i] = st.Name
		}
		info.Owners = append(info.Owners, owner)
		if !slices.Contains(info.Participants, owner) {
			info.Participants = append(info.Participants, owner)
			info.Heads[owner] = hexOf(s.peers[owner].head)
		}
	}
	if slices.ContainsFunc(names, func(n string) bool { return n != "" }) {
		info.Setup.Names = names
	}
	s.lobby.Started = true
	s.broadcastLocked(wire{T: tLobby, Lobby: s.lobbyCopyLocked()})
	s.broadcastLocked(wire{T: tStart, Start: &info})
	s.startLocked(info, nil)
	return nil
}

// chat

// Chat sends a line to everyone at the table (or in the lobby).
func (s *Session) Chat(text string) error {
	text = cleanText(text)
	if text == "" {
		return errors.New("empty chat line")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return errors.New("the session is closed")
	}
	s.broadcastLocked(wire{T: tChat, Text: text})
	s.chatFromLocked(s.me.id, text)
	return nil
}

func cleanText(t string) string {
	t = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, strings.TrimSpace(t))
	if len(t) > maxChat {
		t = strings.ToValidUTF8(t[:maxChat], "")
	}
	return t
}

func (s *Session) chatFromLocked(from, text string) {
	text = cleanText(text)
	if text == "" || len(s.chats) >= 10000 {
		return
	}
	line := session.ChatLine{From: rules.Spectator, Text: text}
	if p := s.peers[from]; p != nil {
		line.Name = p.name
	}
	if s.g != nil {
		if seats := s.g.seatsOf(from); len(seats) > 0 {
			line.From = seats[0]
		}
	}
	s.chats = append(s.chats, line)
	s.bumpLocked()
}

// Chats returns chat lines from index from on.
func (s *Session) Chats(from int) []session.ChatLine {
	s.mu.Lock()
	defer s.mu.Unlock()
	if from < 0 || from >= len(s.chats) {
		return nil
	}
	return slices.Clone(s.chats[from:])
}

// Close leaves the table.
func (s *Session) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	if s.g != nil && s.g.botTimer != nil {
		s.g.botTimer.Stop()
	}
	s.mu.Unlock()
	s.linger()
	err := s.mesh.Close()
	select {
	case <-s.done:
	case <-time.After(10 * time.Second):
	}
	s.mu.Lock()
	s.bumpLocked()
	s.mu.Unlock()
	return err
}

// linger, once the game is over, waits a little for every connected peer
// to have applied the last step too: closing at once could cut off the
// reveal a slower peer still needs to finish.
func (s *Session) linger() {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	v := uint64(0)
	for range 1000 {
		if !s.othersFinishing() {
			return
		}
		var err error
		if v, err = s.Wait(ctx, v); err != nil {
			return
		}
	}
}

func (s *Session) othersFinishing() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fault != "" || s.g == nil || s.g.st == nil || !s.g.st.Result().Done {
		return false
	}
	for _, id := range s.conns {
		if !s.doneFrom[id] {
			return true
		}
	}
	return false
}

// ClaimAny takes the first open seat, trying again when another peer took
// it first, and returns the seat once the creator confirms it.
func (s *Session) ClaimAny(ctx context.Context) (int, error) {
	v := uint64(0)
	for range 1000 {
		l := s.Lobby()
		open := -1
		for i, st := range l.Seats {
			if st.Kind == SeatPerson && st.Peer == s.me.id {
				return i, nil
			}
			if st.Kind == SeatOpen && open < 0 {
				open = i
			}
		}
		if l.Started {
			return -1, errors.New("the game started before this peer had a seat")
		}
		if err := s.Unreachable(); err != nil {
			return -1, err
		}
		if open >= 0 {
			if err := s.Claim(open); err != nil {
				return -1, err
			}
		}
		var err error
		if v, err = s.Wait(ctx, v); err != nil {
			return -1, fmt.Errorf("no seat confirmed: %w", err)
		}
	}
	return -1, errors.New("no seat after 1000 tries")
}
