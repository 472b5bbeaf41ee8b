// Package mesh connects the peers of a signalling room in a full mesh of
// WebRTC data channels: one reliable, ordered channel per pair. It runs on
// pion/webrtc natively and on pion's WebAssembly build, which wraps the
// browser's RTCPeerConnection.
//
// Who offers: a peer entering a room offers to every peer already there;
// peers already there answer. Offers and answers carry complete SDP
// (candidates gathered first), so no candidate trickling is needed.
//
// When the network changes under a peer (a phone moving from Wi-Fi to
// mobile data), its signalling connection drops too (the client's pings
// notice within seconds); back in the room, it offers afresh to every
// peer without a working connection, gathering candidates on the network
// as it is now, and lockstep's resume carries the game on.
//
// Every message carries a 4-byte sequence number: pion's WebAssembly build
// hands each browser message to a goroutine of its own (reading a Blob is
// asynchronous), so messages can reach the handler out of order there; the
// receiver restores the channel's order before reporting them.
package mesh

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pion/webrtc/v4"

	"majlis/net/signal"
	"majlis/rules"
)

// MaxMessage bounds one message in either direction (the frame adds a
// sequence number and stays within SCTP's 64 KiB).
const MaxMessage = 64<<10 - seqLen

const (
	seqLen     = 4
	maxPending = 4096 // messages held while an earlier one is late
)

// Config configures the peer connections.
type Config struct {
	// ICEServers are STUN/TURN servers handed to every connection. When
	// empty, the servers the signalling server named in its last welcome
	// are used (none: only host candidates, which work on one network).
	ICEServers []webrtc.ICEServer
	// ConnectTimeout bounds how long a connection may take to open before
	// it is reported down with a NoPathError; 0 means 20 seconds, so
	// that a player hears within half a minute that no path works.
	ConnectTimeout time.Duration
	// Loopback gathers only loopback candidates on the "lo" interface and
	// turns multicast DNS off, so tests send nothing off the host. Native
	// builds only; the browser decides its own candidates.
	Loopback bool
}

// Event kinds.
const (
	EventUp      = "up"      // a data channel to Peer opened
	EventDown    = "down"    // the channel to Peer closed or failed (Err: a *NoPathError if it never opened)
	EventMessage = "message" // Data arrived from Peer
	EventSignal  = "signal"  // something from the signalling room (Signal)
)

// Event is what the mesh reports, in order.
type Event struct {
	Kind   string
	Peer   string
	Data   []byte
	Signal signal.Event
	Err    error
}

// NoPathError says that no connection to a peer could be made: neither
// directly, nor through the NATs (STUN), nor through a relay (TURN).
type NoPathError struct {
	Peer  string
	Relay bool // a TURN server was offered, and did not get through either
}

// Msg says it to a player, from the catalogue.
func (e *NoPathError) Msg() rules.Msg {
	if e.Relay {
		return rules.M("core.online.no_path_relay")
	}
	return rules.M("core.online.no_path")
}

func (e *NoPathError) Error() string {
	if e.Relay {
		return fmt.Sprintf("no network path to peer %s: direct, through-NAT and relayed (TURN) connections all failed; a firewall may block UDP and the relay's ports: try another network", e.Peer)
	}
	return fmt.Sprintf("no network path to peer %s: direct and through-NAT connections failed and no relay (TURN) server is configured; try another network, or ask the server's operator to run its TURN relay", e.Peer)
}

// Mesh is one peer's connections to the rest of its room.
type Mesh struct {
	sig    *signal.Client
	cfg    Config
	events chan Event
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu    sync.Mutex
	links map[string]*link

	// emitMu lets pion's callbacks emit until the events channel closes,
	// never after.
	emitMu  sync.RWMutex
	stopped bool
}

type link struct {
	peer   string
	rtc    rtc // the connection and its channel (see rtc.go)
	up     bool
	relay  bool        // a TURN server was offered to this connection
	timer  *time.Timer // reports no path unless the channel opens first
	upOnce sync.Once
	once   sync.Once
	mu     sync.Mutex // orders a link's last message before its Down
	dead   bool

	sendMu  sync.Mutex
	sendSeq uint32
	in      sequencer // under mu
}

// sequencer restores a channel's order from sequence numbers.
type sequencer struct {
	next    uint32            // the next number to report
	pending map[uint32][]byte // early messages by number
}

// push files message seq and returns the messages now in order; ok is
// false for a number too far ahead to be waited for. Repeats are dropped.
func (q *sequencer) push(seq uint32, d []byte) (ready [][]byte, ok bool) {
	if seq < q.next {
		return nil, true
	}
	if seq-q.next >= maxPending {
		return nil, false
	}
	q.pending[seq] = d
	for {
		d, in := q.pending[q.next]
		if !in {
			return ready, true
		}
		delete(q.pending, q.next)
		q.next++
		ready = append(ready, d)
	}
}

// payload is what a mesh relays through the signalling server.
type payload struct {
	Kind string `json:"kind"` // "offer" or "answer"
	SDP  string `json:"sdp"`
}

// New starts a mesh over a signalling client that has just entered its
// room; it connects to the peers there and to every peer that comes later.
// The mesh owns sig from then on and closes it on Close.
func New(sig *signal.Client, cfg Config) (*Mesh, error) {
	ctx, cancel := context.WithCancel(context.Background())
	m := &Mesh{sig: sig, cfg: cfg, events: make(chan Event, 1024), ctx: ctx, cancel: cancel, links: map[string]*link{}}
	m.wg.Add(1)
	go m.run()
	return m, nil
}

// ID is this peer's id in the room; Room the room's code.
func (m *Mesh) ID() string   { return m.sig.ID() }
func (m *Mesh) Room() string { return m.sig.Room() }

// Events delivers what happens; it is closed after Close.
func (m *Mesh) Events() <-chan Event { return m.events }

// Peers lists the peers whose channel is open, sorted.
func (m *Mesh) Peers() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var ps []string
	for id, l := range m.links {
		if l.up {
			ps = append(ps, id)
		}
	}
	slices.Sort(ps)
	return ps
}

// Connecting counts the connections still trying to open.
func (m *Mesh) Connecting() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, l := range m.links {
		if !l.up {
			n++
		}
	}
	return n
}

// Send sends b to peer over its data channel.
func (m *Mesh) Send(peer string, b []byte) error {
	if len(b) > MaxMessage {
		return fmt.Errorf("message of %d bytes exceeds %d", len(b), MaxMessage)
	}
	m.mu.Lock()
	l := m.links[peer]
	up := l != nil && l.up
	m.mu.Unlock()
	if !up {
		return fmt.Errorf("no open channel to peer %s", peer)
	}
	frame := make([]byte, seqLen+len(b))
	copy(frame[seqLen:], b)
	// The sequence number and the send stay together so that numbers
	// go out in order.
	l.sendMu.Lock()
	defer l.sendMu.Unlock()
	binary.BigEndian.PutUint32(frame, l.sendSeq)
	if err := l.rtc.send(frame); err != nil {
		return fmt.Errorf("send to peer %s: %w", peer, err)
	}
	l.sendSeq++
	return nil
}

// Drop closes the connection to peer (a misbehaving or departed peer).
func (m *Mesh) Drop(peer string) {
	m.mu.Lock()
	l := m.links[peer]
	delete(m.links, peer)
	m.mu.Unlock()
	if l != nil {
		// Closing may call back into the mesh; never under a caller's lock.
		go m.closeLink(l)
	}
}

// Close closes every connection and the signalling client.
func (m *Mesh) Close() error {
	m.sig.Close()
	m.cancel()
	m.mu.Lock()
	links := make([]*link, 0, len(m.links))
	for _, l := range m.links {
		links = append(links, l)
	}
	m.links = map[string]*link{}
	m.mu.Unlock()
	for _, l := range links {
		m.closeLink(l)
	}
	m.wg.Wait()
	return nil
}

func (m *Mesh) emit(e Event) {
	m.emitMu.RLock()
	defer m.emitMu.RUnlock()
	if m.stopped {
		return
	}
	select {
	case m.events <- e:
	case <-m.ctx.Done():
	}
}

func (m *Mesh) run() {
	defer m.wg.Done()
	defer func() {
		// Emitters blocked on a full channel leave once ctx is done.
		m.cancel()
		m.emitMu.Lock()
		m.stopped = true
		close(m.events)
		m.emitMu.Unlock()
	}()
	for {
		select {
		case <-m.ctx.Done():
			return
		case e, ok := <-m.sig.Events():
			if !ok {
				// The signalling client stopped: established channels
				// still work, so the mesh carries on until Close.
				<-m.ctx.Done()
				return
			}
			m.onSignal(e)
		}
	}
}

func (m *Mesh) onSignal(e signal.Event) {
	switch e.Kind {
	case signal.EventWelcome:
		// Entering, or back after the signalling connection dropped (the
		// network may have changed): offer afresh to every peer without
		// a working connection. A link still being made (both
		// descriptions known, ICE checking) is left to finish: offering
		// over it would race the answer under way and replace a
		// connection about to work (seen under load as a game that
		// never connected).
		for _, p := range e.Peers {
			m.mu.Lock()
			l := m.links[p.ID]
			m.mu.Unlock()
			if l == nil || !l.rtc.connecting() {
				go m.offer(p.ID)
			}
		}
	case signal.EventLeft:
		// The peer left the room: its channel is finished even if ICE has
		// not noticed yet.
		m.mu.Lock()
		l := m.links[e.Peer]
		m.mu.Unlock()
		if l != nil {
			m.down(l, nil)
		}
	case signal.EventRelay:
		var p payload
		if err := json.Unmarshal(e.Data, &p); err != nil || len(p.SDP) > signal.MaxMessage {
			m.emit(Event{Kind: EventSignal, Signal: signal.Event{Kind: signal.EventError, Peer: e.Peer, Err: fmt.Errorf("malformed payload from peer %s", e.Peer)}})
			return
		}
		switch p.Kind {
		case "offer":
			go m.answer(e.Peer, p.SDP)
		case "answer":
			m.mu.Lock()
			l := m.links[e.Peer]
			m.mu.Unlock()
			if l != nil {
				if err := l.rtc.accept(p.SDP); err != nil {
					m.fail(l, err)
				}
			}
		}
	}
	m.emit(Event{Kind: EventSignal, Peer: e.Peer, Signal: e})
}

// newLink makes a connection to peer, replacing any older one.
func (m *Mesh) newLink(peer string) (*link, error) {
	servers := m.iceServers()
	c, err := dial(m.ctx, m.cfg, servers)
	if err != nil {
		return nil, err
	}
	l := &link{peer: peer, rtc: c, relay: hasTURN(servers), in: sequencer{pending: map[uint32][]byte{}}}
	wait := m.cfg.ConnectTimeout
	if wait <= 0 {
		wait = 20 * time.Second
	}
	// pion may deliver a first message before the open callback has run:
	// whichever comes first reports the link up, so Up precedes messages.
	markUp := func() {
		l.upOnce.Do(func() {
			m.mu.Lock()
			current := m.links[peer] == l
			if current {
				l.up = true
			}
			m.mu.Unlock()
			l.timer.Stop()
			if current {
				m.emit(Event{Kind: EventUp, Peer: peer})
			}
		})
	}
	received := func(data []byte) {
		markUp()
		// Nothing from a link after its Down: a message still in flight
		// from a departed peer must not look like a new peer's.
		l.mu.Lock()
		defer l.mu.Unlock()
		if l.dead || len(data) < seqLen {
			return
		}
		ready, ok := l.in.push(binary.BigEndian.Uint32(data), data[seqLen:])
		if !ok {
			go m.down(l, nil) // not this protocol, or a peer gone wrong
			return
		}
		for _, d := range ready {
			m.emit(Event{Kind: EventMessage, Peer: peer, Data: d})
		}
	}
	// The timer exists before any callback can stop it; it is set going
	// once the link is the peer's (below), so that its Down is told: a
	// timeout of a nanosecond (TestNoPath) used to fire before.
	l.timer = time.AfterFunc(time.Hour, func() { m.down(l, m.noPath(l)) })
	c.listen(rtcEvents{
		open:    markUp,
		message: received,
		closed:  func() { m.down(l, nil) },
		failed:  func() { m.down(l, m.noPath(l)) },
	})
	m.mu.Lock()
	old := m.links[peer]
	m.links[peer] = l
	m.mu.Unlock()
	l.timer.Reset(wait)
	if old != nil {
		go m.closeLink(old)
	}
	return l, nil
}

// noPath is why a link that never opened is down (nil if it opened).
func (m *Mesh) noPath(l *link) error {
	m.mu.Lock()
	up := l.up
	m.mu.Unlock()
	if up {
		return nil
	}
	return &NoPathError{Peer: l.peer, Relay: l.relay}
}

// iceServers are the configured servers, else the signalling server's.
func (m *Mesh) iceServers() []webrtc.ICEServer {
	if len(m.cfg.ICEServers) > 0 {
		return m.cfg.ICEServers
	}
	var out []webrtc.ICEServer
	for _, s := range m.sig.ICEServers() {
		out = append(out, webrtc.ICEServer{URLs: s.URLs, Username: s.Username, Credential: s.Credential})
	}
	return out
}

func hasTURN(servers []webrtc.ICEServer) bool {
	for _, s := range servers {
		for _, u := range s.URLs {
			if strings.HasPrefix(u, "turn:") || strings.HasPrefix(u, "turns:") {
				return true
			}
		}
	}
	return false
}

// down reports a link's end once, if it is still the current one; err
// says why when it is worth telling (a path that never opened).
func (m *Mesh) down(l *link, err error) {
	l.once.Do(func() {
		l.timer.Stop()
		l.mu.Lock()
		defer l.mu.Unlock()
		l.dead = true
		m.mu.Lock()
		current := m.links[l.peer] == l
		if current {
			delete(m.links, l.peer)
		}
		m.mu.Unlock()
		go l.rtc.close()
		if current {
			m.emit(Event{Kind: EventDown, Peer: l.peer, Err: err})
		}
	})
}

func (m *Mesh) closeLink(l *link) {
	l.once.Do(func() {})
	l.timer.Stop()
	l.mu.Lock()
	l.dead = true
	l.mu.Unlock()
	l.rtc.close()
}

func (m *Mesh) fail(l *link, err error) {
	m.emit(Event{Kind: EventSignal, Peer: l.peer, Signal: signal.Event{Kind: signal.EventError, Peer: l.peer, Err: fmt.Errorf("connection to peer %s: %w", l.peer, err)}})
	m.down(l, nil)
}

func (m *Mesh) offer(peer string) {
	l, err := m.newLink(peer)
	if err != nil {
		m.emit(Event{Kind: EventSignal, Peer: peer, Signal: signal.Event{Kind: signal.EventError, Peer: peer, Err: err}})
		return
	}
	sdp, err := l.rtc.offer()
	if err == nil {
		err = m.relay(peer, payload{Kind: "offer", SDP: sdp})
	}
	if err != nil {
		m.fail(l, err)
	}
}

func (m *Mesh) answer(peer, offer string) {
	l, err := m.newLink(peer)
	if err != nil {
		m.emit(Event{Kind: EventSignal, Peer: peer, Signal: signal.Event{Kind: signal.EventError, Peer: peer, Err: err}})
		return
	}
	sdp, err := l.rtc.answer(offer)
	if err == nil {
		err = m.relay(peer, payload{Kind: "answer", SDP: sdp})
	}
	if err != nil {
		m.fail(l, err)
	}
}

func (m *Mesh) relay(peer string, p payload) error {
	b, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("encode %s: %w", p.Kind, err)
	}
	ctx, cancel := context.WithTimeout(m.ctx, 10*time.Second)
	defer cancel()
	return m.sig.Relay(ctx, peer, b)
}

// Path kinds: how a connection's packets travel.
const (
	PathDirect    = "direct"    // host to host, on one network
	PathReflexive = "reflexive" // through NATs, by their public addresses (STUN)
	PathRelayed   = "relayed"   // through a TURN relay
)

// Path is how the connection to a peer was made: its Kind, the candidate
// types at each end (host, srflx, prflx, relay) and the round-trip time
// last measured (0 when not known yet).
type Path struct {
	Kind          string
	Local, Remote string
	RTT           time.Duration
}

// kindOf names the path a pair of candidate types makes: the relay if
// either end is relayed, else through NAT if either is reflexive.
func kindOf(local, remote string) string {
	switch {
	case local == "relay" || remote == "relay":
		return PathRelayed
	case local == "srflx" || remote == "srflx" || local == "prflx" || remote == "prflx":
		return PathReflexive
	}
	return PathDirect
}

// Path reports how the open connection to peer travels; ok is false when
// there is none or it cannot be told (yet).
func (m *Mesh) Path(peer string) (p Path, ok bool) {
	m.mu.Lock()
	l := m.links[peer]
	up := l != nil && l.up
	m.mu.Unlock()
	if !up {
		return Path{}, false
	}
	return l.rtc.path()
}
