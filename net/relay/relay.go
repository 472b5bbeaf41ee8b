//go:build !js

// Package relay is the STUN and TURN server the signalling server embeds
// (pion/turn), so that one program on a machine with a public address is
// all a small group needs: STUN lets peers behind NATs learn their public
// addresses, TURN relays for peers whose NATs let nothing else through.
//
// It relays only for holders of a valid, unexpired TURN REST credential
// made with its secret (see signal.TURNCredential), and bounds what it
// gives: allocations per credential and in all, bytes per second per
// allocation, and an allocation's lifetime. Each refusal is a TURN error
// to the client and a log line here.
package relay

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"sync"
	"time"

	"github.com/pion/turn/v5"

	"majlis/net/signal"
)

// Limits bound what the relay gives.
type Limits struct {
	PerCredential int           // allocations one credential may hold at once
	Total         int           // allocations in all
	Bandwidth     int           // bytes per second through one allocation, each way
	Lifetime      time.Duration // an allocation is closed after this long
}

// DefaultLimits suit a small public server: a six-player mesh needs five
// allocations per peer (one per connection), a lockstep game a few
// kilobytes a second.
func DefaultLimits() Limits {
	return Limits{PerCredential: 10, Total: 1000, Bandwidth: 64 << 10, Lifetime: 6 * time.Hour}
}

// Config says where the relay listens and what it advertises.
type Config struct {
	// UDP and TCP are the listen addresses (either may be empty, not both).
	UDP, TCP string
	// PublicIP is the address relayed candidates carry: the machine's
	// public address.
	PublicIP net.IP
	// RelayIP is where relay sockets are bound ("0.0.0.0" when empty).
	RelayIP string
	// MinPort..MaxPort is the range relay sockets are bound in.
	MinPort, MaxPort uint16
	// Secret checks the TURN REST credentials; Realm names the server.
	Secret string
	Realm  string
	Limits Limits
	Log    *slog.Logger
	// Now is the clock credentials are checked against (nil: time.Now).
	Now func() time.Time
}

// Server is a running STUN/TURN server.
type Server struct {
	cfg  Config
	turn *turn.Server
	udp  net.PacketConn
	tcp  net.Listener

	mu     sync.Mutex
	total  int
	byUser map[string]int
	closed bool
}

// Start listens and serves until Close.
func Start(cfg Config) (*Server, error) {
	if cfg.Secret == "" {
		return nil, errors.New("the TURN relay needs a shared secret")
	}
	if cfg.PublicIP == nil || cfg.PublicIP.IsUnspecified() {
		return nil, errors.New("the TURN relay needs the public IP address to advertise")
	}
	if cfg.UDP == "" && cfg.TCP == "" {
		return nil, errors.New("the TURN relay needs a UDP or TCP listen address")
	}
	if cfg.MinPort == 0 || cfg.MaxPort < cfg.MinPort {
		return nil, fmt.Errorf("relay port range %d-%d is empty", cfg.MinPort, cfg.MaxPort)
	}
	if cfg.Realm == "" {
		cfg.Realm = "majlis"
	}
	if cfg.RelayIP == "" {
		cfg.RelayIP = "0.0.0.0"
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Server{cfg: cfg, byUser: map[string]int{}}
	gen := &generator{s: s, inner: &turn.RelayAddressGeneratorPortRange{
		RelayAddress: cfg.PublicIP, Address: cfg.RelayIP, MinPort: cfg.MinPort, MaxPort: cfg.MaxPort,
	}}
	sc := turn.ServerConfig{
		Realm:        cfg.Realm,
		AuthHandler:  s.auth,
		QuotaHandler: s.quota,
		EventHandler: turn.EventHandler{OnAuth: s.onAuth},
	}
	var err error
	if cfg.UDP != "" {
		if s.udp, err = net.ListenPacket("udp4", cfg.UDP); err != nil {
			return nil, fmt.Errorf("TURN over UDP: listen on %s: %w", cfg.UDP, err)
		}
		sc.PacketConnConfigs = []turn.PacketConnConfig{{PacketConn: s.udp, RelayAddressGenerator: gen, PermissionHandler: permit}}
	}
	if cfg.TCP != "" {
		if s.tcp, err = net.Listen("tcp4", cfg.TCP); err != nil {
			s.closeListeners()
			return nil, fmt.Errorf("TURN over TCP: listen on %s: %w", cfg.TCP, err)
		}
		sc.ListenerConfigs = []turn.ListenerConfig{{Listener: s.tcp, RelayAddressGenerator: gen, PermissionHandler: permit}}
	}
	if s.turn, err = turn.NewServer(sc); err != nil {
		s.closeListeners()
		return nil, fmt.Errorf("TURN server: %w", err)
	}
	return s, nil
}

func (s *Server) closeListeners() {
	if s.udp != nil {
		s.udp.Close()
	}
	if s.tcp != nil {
		s.tcp.Close()
	}
}

// UDPAddr and TCPAddr are the bound listen addresses (nil when not
// listening).
func (s *Server) UDPAddr() net.Addr {
	if s.udp == nil {
		return nil
	}
	return s.udp.LocalAddr()
}

// TCPAddr is the bound TCP listen address (nil when not listening).
func (s *Server) TCPAddr() net.Addr {
	if s.tcp == nil {
		return nil
	}
	return s.tcp.Addr()
}

// Allocations counts the relay allocations open now.
func (s *Server) Allocations() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.total
}

// Close stops the server and every allocation.
func (s *Server) Close() error {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	if err := s.turn.Close(); err != nil {
		return fmt.Errorf("close TURN server: %w", err)
	}
	return nil
}

// auth checks a TURN REST user name and gives the key its password makes;
// pion then checks that the request was signed with it, so a forged
// password fails there (onAuth logs it).
func (s *Server) auth(ra *turn.RequestAttributes) (string, []byte, bool) {
	pass, err := signal.CheckTURNUser(s.cfg.Secret, ra.Username, s.cfg.Now())
	if err != nil {
		s.cfg.Log.Info("TURN credential refused", "addr", addrString(ra.SrcAddr), "user", clip(ra.Username), "err", err)
		return "", nil, false
	}
	// The whole user name identifies the credential, so that limits count
	// per credential rather than per peer id.
	return ra.Username, turn.GenerateAuthKey(ra.Username, ra.Realm, pass), true
}

func (s *Server) onAuth(src, _ net.Addr, protocol, user, _ string, method string, verdict bool) {
	if !verdict && user != "" {
		s.cfg.Log.Info("TURN request refused: bad credential", "addr", addrString(src), "protocol", protocol, "method", method, "user", clip(user))
	}
}

// quota refuses an allocation beyond the limits (the client reads 486,
// Allocation Quota Reached).
func (s *Server) quota(user, _ string, src net.Addr) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	l := s.cfg.Limits
	switch {
	case l.Total > 0 && s.total >= l.Total:
		s.cfg.Log.Warn("TURN allocation refused: the server holds its maximum", "addr", addrString(src), "limit", l.Total)
		return false
	case l.PerCredential > 0 && s.byUser[user] >= l.PerCredential:
		s.cfg.Log.Info("TURN allocation refused: the credential holds its maximum", "addr", addrString(src), "user", clip(user), "limit", l.PerCredential)
		return false
	}
	return true
}

// permit lets a relay reach public peers only, never the relay host's own
// loopback or unspecified, multicast or link-local addresses.
func permit(_ net.Addr, peer net.IP) bool {
	return !(peer.IsLoopback() || peer.IsUnspecified() || peer.IsMulticast() || peer.IsLinkLocalUnicast())
}

func addrString(a net.Addr) string {
	if a == nil {
		return ""
	}
	return a.String()
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
