// This file is the echo a resuming peer collects: what it sent before it
// dropped may have reached some peers and not others (the sync record
// comes from one peer only), so every peer gives back the resuming peer's
// own messages for the steps in progress, and its moves and openings
// applied since the last step that drew, and the resuming peer decides
// nothing for its seats until each connected peer has answered or a few
// seconds have passed. Deciding anew could contradict what some peers
// already hold, and the table would stop with a desync.

package lockstep

import (
	"encoding/json"
	"errors"
	"slices"
	"time"
)

// echoPatience bounds how long a resuming peer waits for the echoes of
// peers that the table's lobby says are connected.
const echoPatience = 3 * time.Second

// maxEcho bounds the messages one echo may carry: a peer has at most a
// move, or a commitment and an opening per seat, for the few steps in
// progress, and up to half of them are its latest moves that drew
// nothing.
const maxEcho = 64

// errCatchingUp is Submit's answer while the echoes are awaited.
var errCatchingUp = errors.New("catching up with the table; try again in a moment")

// echoLocked sends peer (on conn) its own messages that this peer holds
// for the steps not yet applied, and its open moves applied since the last
// step that drew, which the others may lack (an empty list says there are
// none).
func (g *game) echoLocked(s *Session, conn, peer string) {
	mine := []wire{}
	for _, w := range g.undrawn {
		if g.info.Owners[w.Seat] == peer {
			mine = append(mine, w)
		}
	}
	// The latest: those still in flight when it dropped.
	mine = mine[max(0, len(mine)-maxEcho/2):]
	// Its openings of sealed answers applied since the last step that
	// drew: a peer that never heard them (the sync may come from one)
	// would have its bot answer afresh, and the table would split.
	for _, r := range g.opened {
		if r.From == peer && r.Msg.Peer == "" && r.Msg.T == tOpen && len(mine) < maxEcho {
			mine = append(mine, r.Msg)
		}
	}
	for _, k := range g.held() {
		for _, r := range slices.Concat(g.steps[k].seen, g.steps[k].inbox) {
			if r.From == peer && echoable(r.Msg.T) && len(mine) < maxEcho {
				mine = append(mine, r.Msg)
			}
		}
	}
	data, err := json.Marshal(mine)
	if err != nil {
		return
	}
	s.sendTo(conn, wire{T: tEcho, Data: string(data)})
}

// echoable reports whether a message of type t is a decision worth giving
// back; reveals are made again when their step comes.
func echoable(t string) bool { return t == tMove || t == tCommit || t == tOpen }

// echoFromLocked files a peer's echo. Only a resuming peer listens, once
// per peer; a malformed echo counts as an empty one (its messages would
// only have been checked like any other).
func (s *Session) echoFromLocked(from string, w wire) {
	if !s.resuming {
		return
	}
	if _, dup := s.echoes[from]; dup {
		return
	}
	var msgs []wire
	if err := json.Unmarshal([]byte(w.Data), &msgs); err != nil || len(msgs) > maxEcho {
		msgs = nil
	}
	if s.echoes == nil {
		s.echoes = map[string][]wire{}
	}
	s.echoes[from] = msgs
	if s.g != nil {
		s.takeEchoesLocked()
		s.advanceLocked()
	}
}

// awaitEchoesLocked, after the sync record is replayed, names the peers
// whose echo this peer waits for: those the lobby shows connected and
// that take part in the game.
func (s *Session) awaitEchoesLocked(now time.Time) {
	g := s.g
	g.echoWait = map[string]bool{}
	for _, p := range s.lobby.Peers {
		if p.Connected && p.ID != s.me.id && g.participant(p.ID) {
			g.echoWait[p.ID] = true
		}
	}
	g.echoUntil = now.Add(echoPatience)
	s.takeEchoesLocked()
}

// takeEchoesLocked says again, as this peer's own, every message the
// echoes give back for steps in progress that it has not said since it
// resumed: the peers that missed it get it now, those that had it see the
// same message twice, which changes nothing.
func (s *Session) takeEchoesLocked() {
	g := s.g
	ids := make([]string, 0, len(s.echoes))
	for id := range s.echoes {
		ids = append(ids, id)
	}
	slices.Sort(ids) // the same order whatever the map's
	for _, id := range ids {
		if !g.echoWait[id] {
			continue
		}
		delete(g.echoWait, id)
		for _, w := range s.echoes[id] {
			mine := w.Seat >= 0 && w.Seat < len(g.info.Owners) && g.info.Owners[w.Seat] == s.me.id
			if !echoable(w.T) || !mine || w.Step < g.next() || w.Step > g.next()+ahead || slices.ContainsFunc(g.outbox, w.same) {
				continue
			}
			// Its reveal is made again when the step comes, from this
			// peer's own chain and state, not taken from another's copy.
			w.Pre, w.Hash = "", ""
			for _, v := range s.withCommitment(w) {
				if slices.ContainsFunc(g.outbox, v.same) {
					continue
				}
				s.broadcastLocked(v)
				g.outbox = append(g.outbox, v)
				s.queueLocked(relayed{From: s.me.id, Msg: v})
			}
		}
	}
}

// catchingUp reports whether this peer still waits for echoes before it
// decides for its own seats.
func (g *game) catchingUp(now time.Time) bool {
	return len(g.echoWait) > 0 && now.Before(g.echoUntil)
}

// echoPatienceLocked, on the session's tick, stops waiting for echoes
// that have not come in time and lets the game go on.
func (s *Session) echoPatienceLocked(now time.Time) {
	if g := s.g; g != nil && len(g.echoWait) > 0 && !g.catchingUp(now) {
		g.echoWait = nil
		s.advanceLocked()
	}
}

// same reports whether v says what w says (a step message).
func (w wire) same(v wire) bool {
	return w.T == v.T && w.Step == v.Step && w.Seat == v.Seat && w.Move == v.Move && w.Commit == v.Commit && w.Salt == v.Salt
}
