// This file is the session.Session side of a networked table: what the UI
// reads (setup, views, history, status, log) and Submit, which answers a
// prompt for one of this peer's seats through the protocol.

package lockstep

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"majlis/net/session"
	"majlis/rules"
)

// Started reports whether the game has begun on this peer.
func (s *Session) Started() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.g != nil && s.g.st != nil
}

// Setup is the game's setup (before the start, the one proposed).
func (s *Session) Setup() rules.Setup {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g != nil {
		return s.g.info.Setup
	}
	return rules.Setup{Game: s.lobby.Game, Seats: len(s.lobby.Seats), Options: s.lobby.Options, First: rules.Seat(s.lobby.First)}
}

// Game is the rules of the table's game (nil if unknown to this build).
func (s *Session) Game() rules.Game {
	s.mu.Lock()
	id := s.lobby.Game
	if s.g != nil {
		id = s.g.info.Setup.Game
	}
	s.mu.Unlock()
	g, err := s.cfg.game(id)
	if err != nil {
		return nil
	}
	return g
}

// Local lists the seats this peer's player answers (not its bots').
func (s *Session) Local() []rules.Seat {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g == nil {
		var out []rules.Seat
		for i, st := range s.lobby.Seats {
			if st.Kind == SeatPerson && st.Peer == s.me.id {
				out = append(out, rules.Seat(i))
			}
		}
		return out
	}
	return s.g.seatsOf(s.me.id)
}

// Version changes whenever anything observable changes.
func (s *Session) Version() uint64 { s.mu.Lock(); defer s.mu.Unlock(); return s.version }

// View is the current state as viewer may see it; nil before the start.
func (s *Session) View(viewer rules.Seat) rules.State {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g == nil || s.g.st == nil {
		return nil
	}
	return s.g.st.View(viewer)
}

// Hash is the state's hash now (zero before the start).
func (s *Session) Hash() rules.Hash {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g == nil {
		return rules.Hash{}
	}
	return s.g.hash
}

// Result is the game's result so far.
func (s *Session) Result() rules.Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g == nil || s.g.st == nil {
		return rules.Result{}
	}
	return s.g.st.Result()
}

// History returns the applied steps from index from on.
func (s *Session) History(from int) []session.Entry {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g == nil || from < 0 || from >= len(s.g.history) {
		return nil
	}
	return slices.Clone(s.g.history[from:])
}

// Status says what the table waits for.
func (s *Session) Status() session.Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := session.Status{Fault: s.fault, FaultMsg: s.faultMsg}
	g := s.g
	if g == nil || g.st == nil {
		return st
	}
	st.Step = g.applied
	st.Done = g.st.Result().Done
	k := g.next()
	ss := g.steps[k]
	if ss == nil {
		ss = &stepState{}
	}
	add := func(seat rules.Seat, sealed, answered bool) {
		owner := g.info.Owners[seat]
		away := owner != s.me.id && (s.peers[owner] == nil || s.peers[owner].conn == "")
		st.Waiting = append(st.Waiting, session.Waiting{Seat: seat, Name: g.info.Setup.Name(seat), Sealed: sealed, Answered: answered, Away: away, Bot: g.bots[seat]})
	}
	if _, ok := g.known(k, ss); ok {
		// The move is known: the table waits for reveals, from peers
		// that may have dropped.
		for _, id := range g.info.Participants {
			if _, in := ss.reveals[id]; in {
				continue
			}
			for i, o := range g.info.Owners {
				if o == id {
					add(rules.Seat(i), false, false)
					break
				}
			}
		}
		return st
	}
	ps := g.prompts
	if grp := group(ps); len(grp) > 0 {
		for _, seat := range grp {
			_, answered := ss.commits[int(seat)]
			add(seat, true, answered)
		}
	} else if len(ps) > 0 {
		add(ps[0].Seat, false, false)
	}
	return st
}

// Submit answers a prompt for one of this peer's seats.
func (s *Session) Submit(seat rules.Seat, m rules.Move) error {
	at := time.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.g
	switch {
	case s.closed:
		return errors.New("the session is closed")
	case g == nil || g.st == nil:
		return errors.New("the game has not started")
	case s.fault != "":
		return errors.New("the table has stopped") // the detail is in Status().Fault
	case !slices.Contains(g.seatsOf(s.me.id), seat):
		return fmt.Errorf("seat %d is not played from this device", seatNo(seat))
	}
	if g.catchingUp(time.Now()) {
		return errCatchingUp
	}
	k := g.next()
	if _, ok := g.planned[k]; ok {
		return errors.New("the sealed answers are being revealed; wait for the next prompt")
	}
	ps := g.prompts
	if _, err := rules.CheckMove(ps, seat, m); err != nil {
		return err
	}
	ss := g.step(k)
	if grp := group(ps); len(grp) > 0 {
		if !slices.Contains(grp, seat) {
			return fmt.Errorf("seat %d is not asked for a sealed answer now", seatNo(seat))
		}
		if _, done := ss.commits[int(seat)]; done {
			return fmt.Errorf("seat %d has answered already", seatNo(seat))
		}
		s.commitLocked(k, ss, seat, m)
	} else {
		if ps[0].Seat != seat {
			return fmt.Errorf("the table waits for %s first", g.info.Setup.Name(ps[0].Seat))
		}
		if ss.move != nil {
			return fmt.Errorf("seat %d has moved already", seatNo(seat))
		}
		s.sendMoveLocked(k, ss, seat, m)
		s.decidedLocked(k, at)
		s.drainLocked(k, ss)
	}
	s.advanceLocked()
	return nil
}

// Log is the record so far.
func (s *Session) Log() *rules.Log {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g == nil || s.g.st == nil {
		return nil
	}
	l := s.g.log
	l.Steps = slices.Clone(l.Steps)
	return &l
}
