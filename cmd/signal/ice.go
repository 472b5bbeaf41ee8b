// This file configures the ICE servers handed to clients: the embedded
// STUN/TURN relay (net/relay) by default, or an external TURN server such
// as coturn that shares the secret of its REST credentials. Every flag
// falls back to an environment variable.

package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"time"

	"majlis/net/relay"
	sig "majlis/net/signal"
)

// listFlag is a repeatable flag (also comma-separated).
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l = append(*l, s)
		}
	}
	return nil
}

// iceFlags are the flags of the ICE configuration.
type iceFlags struct {
	stun     listFlag
	turn     bool
	turnURLs listFlag
	secret   string
	ip       string
	port     int
	ports    string
	ttl      time.Duration
	limits   relay.Limits
}

// envOf names the environment variable behind each flag.
var envOf = map[string]string{
	"stun": "MAJLIS_STUN", "turn": "MAJLIS_TURN", "turn-url": "MAJLIS_TURN_URL", "turn-secret": "MAJLIS_TURN_SECRET",
	"turn-ip": "MAJLIS_TURN_IP", "turn-port": "MAJLIS_TURN_PORT", "relay-ports": "MAJLIS_RELAY_PORTS", "turn-ttl": "MAJLIS_TURN_TTL",
	"turn-allocs-per-credential": "MAJLIS_TURN_ALLOCS_PER_CREDENTIAL", "turn-allocs": "MAJLIS_TURN_ALLOCS",
	"turn-bandwidth": "MAJLIS_TURN_BANDWIDTH", "turn-lifetime": "MAJLIS_TURN_LIFETIME",
}

func (f *iceFlags) register(fs *flag.FlagSet) {
	f.limits = relay.DefaultLimits()
	fs.Var(&f.stun, "stun", "extra STUN server URL to hand out, stun:HOST:PORT (repeatable; $MAJLIS_STUN, comma-separated)")
	fs.BoolVar(&f.turn, "turn", true, "run the embedded STUN/TURN server; false to hand out -turn-url instead ($MAJLIS_TURN)")
	fs.Var(&f.turnURLs, "turn-url", "external TURN server URL, turn:HOST:PORT?transport=udp, with -turn=false (repeatable; $MAJLIS_TURN_URL)")
	fs.StringVar(&f.secret, "turn-secret", "", "secret shared with the TURN server for its REST credentials (embedded: random when empty; $MAJLIS_TURN_SECRET)")
	fs.StringVar(&f.ip, "turn-ip", "", "public IPv4 address the embedded server advertises (default: this machine's only public address; $MAJLIS_TURN_IP)")
	fs.IntVar(&f.port, "turn-port", 3478, "UDP and TCP port of the embedded STUN/TURN server ($MAJLIS_TURN_PORT)")
	fs.StringVar(&f.ports, "relay-ports", "49152-65535", "UDP port range of relayed connections, MIN-MAX ($MAJLIS_RELAY_PORTS)")
	fs.DurationVar(&f.ttl, "turn-ttl", sig.DefaultTURNTTL, "validity of a TURN credential; renewed whenever a client rejoins ($MAJLIS_TURN_TTL)")
	fs.IntVar(&f.limits.PerCredential, "turn-allocs-per-credential", f.limits.PerCredential, "relay allocations one credential may hold ($MAJLIS_TURN_ALLOCS_PER_CREDENTIAL)")
	fs.IntVar(&f.limits.Total, "turn-allocs", f.limits.Total, "relay allocations in all ($MAJLIS_TURN_ALLOCS)")
	fs.IntVar(&f.limits.Bandwidth, "turn-bandwidth", f.limits.Bandwidth, "bytes per second through one allocation, each way ($MAJLIS_TURN_BANDWIDTH)")
	fs.DurationVar(&f.limits.Lifetime, "turn-lifetime", f.limits.Lifetime, "an allocation is closed after this long ($MAJLIS_TURN_LIFETIME)")
}

// applyEnv sets every flag not given on the command line from its
// environment variable, if that is set.
func applyEnv(fs *flag.FlagSet, getenv func(string) string) error {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for name, env := range envOf {
		v := getenv(env)
		if given[name] || v == "" {
			continue
		}
		if err := fs.Set(name, v); err != nil {
			return fmt.Errorf("$%s: %w", env, err)
		}
	}
	return nil
}

// startICE starts the embedded relay (if wanted) and says what clients
// are handed. The relay, when running, must be closed by the caller.
func (f *iceFlags) startICE(log *slog.Logger) (sig.ICEConfig, *relay.Server, error) {
	cfg := sig.ICEConfig{STUN: f.stun, TTL: f.ttl, Secret: f.secret}
	if !f.turn {
		cfg.TURN = f.turnURLs
		if len(cfg.TURN) > 0 && cfg.Secret == "" {
			return cfg, nil, errors.New("-turn-url needs -turn-secret, the secret the TURN server checks credentials with (coturn: static-auth-secret)")
		}
		log.Info("ICE servers", "stun", cfg.STUN, "turn", cfg.TURN, "embedded", false)
		return cfg, nil, nil
	}
	if len(f.turnURLs) > 0 {
		return cfg, nil, errors.New("-turn-url names an external TURN server: give -turn=false with it")
	}
	ip := net.ParseIP(f.ip).To4()
	if f.ip == "" {
		var err error
		if ip, err = publicIP(); err != nil {
			log.Warn("embedded STUN/TURN server off: give -turn-ip, or -turn=false", "reason", err.Error())
			return cfg, nil, nil
		}
	} else if ip == nil {
		return cfg, nil, fmt.Errorf("-turn-ip %q is not an IPv4 address", f.ip)
	}
	lo, hi, err := portRange(f.ports)
	if err != nil {
		return cfg, nil, err
	}
	if cfg.Secret == "" {
		b := make([]byte, 24)
		rand.Read(b)
		cfg.Secret = hex.EncodeToString(b)
	}
	listen := net.JoinHostPort("", strconv.Itoa(f.port))
	r, err := relay.Start(relay.Config{UDP: listen, TCP: listen, PublicIP: ip, MinPort: lo, MaxPort: hi, Secret: cfg.Secret, Limits: f.limits, Log: log})
	if err != nil {
		return cfg, nil, err
	}
	// Clients reach the ports actually bound (port 0 picks one).
	host := ip.String()
	udp := net.JoinHostPort(host, strconv.Itoa(r.UDPAddr().(*net.UDPAddr).Port))
	tcp := net.JoinHostPort(host, strconv.Itoa(r.TCPAddr().(*net.TCPAddr).Port))
	cfg.STUN = append([]string{"stun:" + udp}, cfg.STUN...)
	cfg.TURN = []string{"turn:" + udp + "?transport=udp", "turn:" + tcp + "?transport=tcp"}
	log.Info("ICE servers", "stun", cfg.STUN, "turn", cfg.TURN, "embedded", true, "relay_ports", f.ports)
	return cfg, r, nil
}

// publicIP is this machine's one public IPv4 address.
func publicIP() (net.IP, error) {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil, fmt.Errorf("list addresses: %w", err)
	}
	var found []net.IP
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		if ip := n.IP.To4(); ip != nil && ip.IsGlobalUnicast() && !ip.IsPrivate() {
			found = append(found, ip)
		}
	}
	switch len(found) {
	case 0:
		return nil, errors.New("this machine has no public IPv4 address (behind a NAT, give the NAT's public address and forward the ports)")
	case 1:
		return found[0], nil
	}
	return nil, fmt.Errorf("this machine has %d public IPv4 addresses: choose one", len(found))
}

func portRange(s string) (lo, hi uint16, err error) {
	a, b, ok := strings.Cut(s, "-")
	x, err1 := strconv.ParseUint(a, 10, 16)
	y, err2 := strconv.ParseUint(b, 10, 16)
	if !ok || err1 != nil || err2 != nil || x == 0 || y < x {
		return 0, 0, fmt.Errorf("-relay-ports %q is not MIN-MAX with 1 <= MIN <= MAX <= 65535", s)
	}
	return uint16(x), uint16(y), nil
}
