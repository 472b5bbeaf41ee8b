// This file turns the table's faults into catalogue messages (core.fault.*)
// for the player, beside the detailed English text kept for diagnostics,
// and carries them over the wire: a fault another peer reports arrives as a
// key and arguments that are checked against a fixed list before they are
// shown, because that peer may be the one cheating.

package lockstep

import (
	"strings"
	"unicode"

	"majlis/rules"
)

// The player-facing fault keys. Every one takes as its first argument who
// stopped the table (the receiver replaces it with the sender, so no peer
// can speak for another).
const (
	faultPeer     = "core.fault.peer"     // who: a peer stopped the table, no valid reason given
	faultProtocol = "core.fault.protocol" // who, culprit, step
	faultIllegal  = "core.fault.illegal"  // who, culprit, step
	faultSealed   = "core.fault.sealed"   // who, culprit, step
	faultDesync   = "core.fault.desync"   // who, culprit, step
	faultChain    = "core.fault.chain"    // who, culprit, step
	faultStall    = "core.fault.stall"    // who, culprit, step, seconds
	faultStart    = "core.fault.start"    // who
	faultInternal = "core.fault.internal" // who, step
	faultEmpty    = "core.fault.empty"    // who: nobody is left to blame
)

// faultSig gives the arguments a fault key takes: 'w' a person (a seat, or
// a peer's name for a spectator), 'i' a number. ok is false for a key that
// is no fault's.
func faultSig(key string) (sig string, ok bool) {
	switch key {
	case faultPeer, faultStart, faultEmpty:
		return "w", true
	case faultProtocol, faultIllegal, faultSealed, faultDesync, faultChain:
		return "wwi", true
	case faultStall:
		return "wwii", true
	case faultInternal:
		return "wi", true
	}
	return "", false
}

// faultKeys lists every fault key, for the catalogue test.
func faultKeys() []string {
	return []string{faultPeer, faultProtocol, faultIllegal, faultSealed, faultDesync, faultChain, faultStall, faultStart, faultInternal, faultEmpty}
}

// Bounds of a fault's arguments from the wire.
const (
	maxFaultName = 64      // bytes of a peer's name (hello allows no more)
	maxFaultInt  = 1 << 24 // steps and seconds
)

// faultWire is a fault message on the wire.
type faultWire struct {
	Key  string     `json:"key"`
	Args []faultArg `json:"args,omitempty"`
}

// faultArg is one argument: K is "seat", "name" or "int".
type faultArg struct {
	K string `json:"k"`
	N int    `json:"n,omitempty"`
	S string `json:"s,omitempty"`
}

// faultToWire encodes a fault message built by this peer.
func faultToWire(m rules.Msg) *faultWire {
	fw := &faultWire{Key: m.Key}
	for _, a := range m.Args {
		switch a.Kind {
		case rules.ArgSeat:
			fw.Args = append(fw.Args, faultArg{K: "seat", N: a.N})
		case rules.ArgInt:
			fw.Args = append(fw.Args, faultArg{K: "int", N: a.N})
		default:
			fw.Args = append(fw.Args, faultArg{K: "name", S: a.S})
		}
	}
	return fw
}

// faultFromWire checks a fault message another peer sent: sender (who the
// message came from) replaces its first argument; a missing or unknown key,
// a wrong number or kind of arguments, a seat outside the table's seats or
// a number out of range gives the generic faultPeer message instead.
func faultFromWire(fw *faultWire, seats int, sender rules.Arg) rules.Msg {
	generic := rules.M(faultPeer, sender)
	if fw == nil {
		return generic
	}
	sig, ok := faultSig(fw.Key)
	if !ok || len(fw.Args) != len(sig) {
		return generic
	}
	args := []rules.Arg{sender}
	for i, a := range fw.Args[1:] {
		switch {
		case sig[i+1] == 'i' && a.K == "int" && a.N >= 0 && a.N <= maxFaultInt:
			args = append(args, rules.Int(a.N))
		case sig[i+1] == 'w' && a.K == "seat" && a.N >= 0 && a.N < seats:
			args = append(args, rules.SeatArg(rules.Seat(a.N)))
		case sig[i+1] == 'w' && a.K == "name" && a.S != "":
			args = append(args, rules.Text(cleanName(a.S)))
		default:
			return generic
		}
	}
	return rules.M(fw.Key, args...)
}

// cleanName bounds a name from the wire and drops control characters, so
// that it cannot break the line it is shown in.
func cleanName(s string) string {
	if len(s) > maxFaultName {
		s = s[:maxFaultName]
	}
	s = strings.ToValidUTF8(s, "")
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, s)
}

// whoLocked names a peer in a fault message: the first seat it plays (the
// translator shows that player's name), else its name (a spectator, or
// before the seats are known), else its id.
func (s *Session) whoLocked(id string) rules.Arg {
	if s.g != nil {
		if seats := s.g.seatsOf(id); len(seats) > 0 {
			return rules.SeatArg(seats[0])
		}
	}
	if p := s.peers[id]; p != nil && p.name != "" {
		return rules.Text(cleanName(p.name))
	}
	return rules.Text(id)
}

// meLocked is this peer in a fault message.
func (s *Session) meLocked() rules.Arg { return s.whoLocked(s.me.id) }

// stepLocked is the step a fault is found at: the next one to apply.
func (s *Session) stepLocked() int {
	if s.g == nil {
		return 0
	}
	return s.g.next()
}
