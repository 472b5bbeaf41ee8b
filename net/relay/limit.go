//go:build !js

// This file makes relay sockets that keep the limits: it counts
// allocations per credential and in all (released when a socket closes),
// drops what exceeds an allocation's bandwidth, and closes an allocation
// at the end of its lifetime.

package relay

import (
	"errors"
	"net"
	"sync"
	"time"

	"github.com/pion/turn/v5"
)

// generator wraps pion's port-range generator with the limits.
type generator struct {
	s     *Server
	inner *turn.RelayAddressGeneratorPortRange
}

func (g *generator) Validate() error { return g.inner.Validate() }

func (g *generator) AllocatePacketConn(c turn.AllocateListenerConfig) (net.PacketConn, net.Addr, error) {
	s := g.s
	l := s.cfg.Limits
	s.mu.Lock()
	// The quota handler refused already with a clear error; this is the
	// hard count, exact when allocations race.
	if s.closed || (l.Total > 0 && s.total >= l.Total) || (l.PerCredential > 0 && s.byUser[c.UserID] >= l.PerCredential) {
		s.mu.Unlock()
		return nil, nil, errors.New("allocation quota reached")
	}
	s.total++
	s.byUser[c.UserID]++
	s.mu.Unlock()
	pc, addr, err := g.inner.AllocatePacketConn(c)
	if err != nil {
		s.release(c.UserID)
		s.cfg.Log.Warn("TURN allocation failed", "user", clip(c.UserID), "err", err)
		return nil, nil, err
	}
	lc := &limitedConn{PacketConn: pc, s: s, user: c.UserID, out: bucket{rate: l.Bandwidth}, in: bucket{rate: l.Bandwidth}}
	now := time.Now()
	lc.out.last, lc.in.last = now, now
	lc.out.tokens, lc.in.tokens = float64(l.Bandwidth), float64(l.Bandwidth)
	if l.Lifetime > 0 {
		lc.timer = time.AfterFunc(l.Lifetime, func() {
			s.cfg.Log.Info("TURN allocation closed: it reached its maximum lifetime", "user", clip(c.UserID), "relay", addr.String(), "lifetime", l.Lifetime.String())
			lc.Close()
		})
	}
	s.cfg.Log.Debug("TURN allocation", "user", clip(c.UserID), "relay", addr.String())
	return lc, addr, nil
}

// Relayed TCP (RFC 6062) is not offered: WebRTC relays over UDP.
func (g *generator) AllocateListener(turn.AllocateListenerConfig) (net.Listener, net.Addr, error) {
	return nil, nil, errors.New("TCP relay allocations are not offered")
}

func (g *generator) AllocateConn(turn.AllocateConnConfig) (net.Conn, error) {
	return nil, errors.New("TCP relay allocations are not offered")
}

func (s *Server) release(user string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.total--
	if s.byUser[user]--; s.byUser[user] <= 0 {
		delete(s.byUser, user)
	}
}

// limitedConn is one allocation's relay socket.
type limitedConn struct {
	net.PacketConn
	s     *Server
	user  string
	timer *time.Timer
	once  sync.Once

	mu      sync.Mutex
	out, in bucket
	warned  bool
}

// bucket is a token bucket of bytes, refilled at rate a second up to one
// second's worth; rate 0 is unlimited.
type bucket struct {
	rate   int
	tokens float64
	last   time.Time
}

func (b *bucket) take(n int, now time.Time) bool {
	if b.rate <= 0 {
		return true
	}
	b.tokens += now.Sub(b.last).Seconds() * float64(b.rate)
	if max := float64(b.rate); b.tokens > max {
		b.tokens = max
	}
	b.last = now
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// allow spends n bytes of one direction's budget, logging the first
// packet it drops.
func (c *limitedConn) allow(b *bucket, n int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b.take(n, time.Now()) {
		return true
	}
	if !c.warned {
		c.warned = true
		c.s.cfg.Log.Info("TURN allocation over its bandwidth: dropping packets", "user", clip(c.user), "relay", c.LocalAddr().String(), "bytes_per_second", b.rate)
	}
	return false
}

// WriteTo sends towards a peer; what exceeds the budget is dropped, as a
// congested link would.
func (c *limitedConn) WriteTo(p []byte, addr net.Addr) (int, error) {
	if !c.allow(&c.out, len(p)) {
		return len(p), nil
	}
	return c.PacketConn.WriteTo(p, addr)
}

// ReadFrom receives from peers, dropping what exceeds the budget.
func (c *limitedConn) ReadFrom(p []byte) (int, net.Addr, error) {
	for {
		n, addr, err := c.PacketConn.ReadFrom(p)
		if err != nil || c.allow(&c.in, n) {
			return n, addr, err
		}
	}
}

func (c *limitedConn) Close() error {
	err := c.PacketConn.Close()
	c.once.Do(func() {
		if c.timer != nil {
			c.timer.Stop()
		}
		c.s.release(c.user)
	})
	return err
}
