// This file is how a spectator that has fallen behind catches up. The
// table does not wait for spectators, and a peer keeps its messages for
// newcomers only for the last keepSteps steps: a spectator whose link to
// one peer opens after that peer has let a step's move go (bots playing
// fast while the link is made, or a link down for a while) never gets
// that move, and would stay at that step while the table plays on. When
// it has held messages for later steps for a while, it asks a
// participant for the game again and goes on from there.

package lockstep

import (
	"slices"
	"strings"
	"time"

	"majlis/rules"
)

// behindPatience is how long a spectator holds messages for steps after
// one it cannot complete before it asks for the game again: long enough
// for a message on its way, and for the peer asked to answer.
const behindPatience = 2 * time.Second

// againEvery bounds how often a peer sends a spectator the game again;
// below behindPatience, so that each of its requests is answered.
const againEvery = time.Second

// behindLocked, on the session's tick, asks a participant for the game
// again when this spectator has been behind the table for behindPatience.
func (s *Session) behindLocked(now time.Time) {
	g := s.g
	if g == nil || g.st == nil || s.fault != "" || s.closed || g.participant(s.me.id) || g.st.Result().Done {
		return
	}
	k := g.next()
	if !slices.ContainsFunc(g.held(), func(j int) bool { return j > k && len(g.steps[j].inbox) > 0 }) {
		g.behindAt = 0
		return
	}
	if g.behindAt != k {
		g.behindAt, g.behindSince = k, now
		return
	}
	if now.Sub(g.behindSince) < behindPatience {
		return
	}
	// A different participant each time, in case one does not answer.
	var conns []string
	for _, id := range g.info.Participants {
		if p := s.peers[id]; p != nil && p.conn != "" {
			conns = append(conns, p.conn)
		}
	}
	if len(conns) == 0 {
		return
	}
	conn := conns[s.asked%len(conns)]
	s.asked++
	g.behindSince = now
	s.sync = &syncBuf{conn: conn}
	s.sendTo(conn, wire{T: tSync})
}

// caughtUpLocked takes a spectator's record of the game asked for again
// (behindLocked): the game is rebuilt from it, as when the spectator
// arrived, with the messages held for the steps after the record's. A
// record of another table, unreadable, no further on than this peer,
// with a start that does not check or steps that do not replay, changes
// nothing.
func (s *Session) caughtUpLocked(info *syncInfo) {
	old := s.g
	l, err := rules.ReadLog(strings.NewReader(info.Log))
	if err != nil || info.Start.Setup.Game != old.info.Setup.Game || info.Start.Setup.Seats != old.info.Setup.Seats || len(l.Steps) < old.next() {
		return
	}
	if s.checkStartLocked(info.Start) != nil {
		return // (startLocked would stop the table)
	}
	var held []relayed
	for _, k := range old.held() {
		held = append(held, old.steps[k].seen...)
		held = append(held, old.steps[k].inbox...)
	}
	// The chat is this peer's already: it has heard it since it came.
	info.Chats = nil
	s.g, s.earlyMsgs = nil, held
	s.startLocked(info.Start, info)
	if s.g == nil {
		s.g, s.earlyMsgs = old, nil
		return
	}
	if old.botTimer != nil {
		old.botTimer.Stop()
	}
}
