// Offensive and Defensive Allies: in the Declaration Segment the Attacker,
// then each Defender, may invite other players (a Defender also another
// Defender); an invited player may demand one Water token from the
// inviter, and one who accepts it must send at least one unit to that
// side. Allies assign after their side's
// main player; in a battle a side's turn is asked of its main player, then
// of its allies with units there, and the first who acts uses it; the
// main player absorbs for the whole army. Allies' units go Home bowed.
package sands

import (
	"slices"

	"majlis/rules"
)

// invite is one invitation and the Water promise that may go with it.
type invite struct {
	by, to int
	stage  uint8 // 0: the invitee may demand Water; 1: the inviter pays or not; 2: settled
	bound  bool  // the invitee took the Water and must send a unit
}

// slot is one turn of a Maneuvers Segment: a seat assigning for a side
// (named by its main player, the Attacker or a Defender).
type slot struct{ seat, side int }

// inviters are the Attacker, then the Defenders clockwise from his left.
func (s *State) inviters() []int { return s.assignOrder() }

// slots lists the turns of a Maneuvers Segment: the Attacker and his
// invitees clockwise from his left, then each Defender and its invitees
// clockwise from its left.
func (s *State) slots() []slot {
	var out []slot
	for sl := range s.eachSlot {
		out = append(out, sl)
	}
	return out
}

// eachSlot yields the turns slots lists, in order, without listing them:
// every prompt of the segment looks one up.
func (s *State) eachSlot(yield func(slot) bool) {
	a := &s.atk
	for k := range s.seats() {
		// The inviters, as assignOrder lists them.
		m := (a.attacker + k) % s.seats()
		if k > 0 && (!slices.Contains(a.defenders, m) || s.players[m].out) {
			continue
		}
		if !yield(slot{m, m}) {
			return
		}
		for i := 1; i < s.seats() && len(a.invites) > 0; i++ {
			q := (m + i) % s.seats()
			for _, in := range a.invites {
				if in.by == m && in.to == q && !yield(slot{q, m}) {
					return
				}
			}
		}
	}
}

// numSlots is len(slots()).
func (s *State) numSlots() int {
	n := 0
	for range s.eachSlot {
		n++
	}
	return n
}

// slot returns slots()[i].
func (s *State) slot(i int) slot {
	for sl := range s.eachSlot {
		if i == 0 {
			return sl
		}
		i--
	}
	return s.slots()[i] // out of range, as the list would be
}

// slotOpen reports whether sl still has a decision: an ally who joined
// one side is not asked for another.
func (s *State) slotOpen(sl slot) bool {
	if s.players[sl.seat].out {
		return false
	}
	if sl.seat == sl.side {
		return true
	}
	j := s.atk.allyOf[sl.seat]
	return j < 0 || j == sl.side
}

// nextSlot moves to the next open turn of the segment.
func (s *State) nextSlot() {
	a := &s.atk
	n := s.numSlots()
	for a.idx++; a.idx < n && !s.slotOpen(s.slot(a.idx)); a.idx++ {
	}
}

func (s *State) invitePrompt() rules.Prompt {
	a := &s.atk
	by := s.inviters()[a.idx]
	o := s.options()
	o.add(newMove("invites-done"), "sands.opt.invites_done")
	for q := range s.players {
		// Players outside the attack; a Defender may also ask another
		// Defender (One Defender can ally with another).
		if s.players[q].out || q == a.attacker || q == by || contains(a.defenders, q) && by == a.attacker {
			continue
		}
		asked := false
		for _, in := range a.invites {
			asked = asked || in.by == by && in.to == q
		}
		if !asked {
			o.add(newMove("invite", q), "sands.opt.invite", seatArg(q))
		}
	}
	return rules.Prompt{Seat: rules.Seat(by), Ask: rules.M("sands.ask.invite"), Options: o.Options()}
}

func (s *State) demandPrompt() rules.Prompt {
	in := s.atk.invites[s.atk.demand]
	if in.stage == 0 {
		return rules.Prompt{Seat: rules.Seat(in.to), Ask: rules.M("sands.ask.demand", seatArg(in.by)), Options: []rules.Option{
			{Move: "no-demand", Label: rules.M("sands.opt.no_demand")},
			{Move: "demand", Label: rules.M("sands.opt.demand")},
		}}
	}
	o := s.options()
	o.add(newMove("refuse-pay"), "sands.opt.refuse_pay")
	for _, sec := range s.zoneCards(in.by, InCity) {
		if s.cards[sec].water > 0 {
			o.add(newMove("pay-ally", sec), "sands.opt.pay_ally", s.name(sec), rules.Int(s.cards[sec].water))
		}
	}
	return rules.Prompt{Seat: rules.Seat(in.by), Ask: rules.M("sands.ask.pay_ally", seatArg(in.to)), Options: o.Options()}
}

// applyAllies plays a move of invitations and Water promises.
func (s *State) applyAllies(p int, verb string, n []int) []rules.Event {
	a := &s.atk
	switch verb {
	case "invite":
		a.invites = append(a.invites, invite{by: p, to: n[0]})
		return []rules.Event{ev("sands.ev.invite", seatArg(p), seatArg(n[0]))}
	case "invites-done":
		a.idx++
		if a.idx < len(s.inviters()) {
			return nil
		}
		a.demand = 0
		if len(a.invites) == 0 {
			return s.startManeuvers()
		}
		s.phase = phDemand
		return nil
	}
	in := &a.invites[a.demand]
	var evs []rules.Event
	switch verb {
	case "demand":
		in.stage = 1
		return []rules.Event{ev("sands.ev.demand", seatArg(p), seatArg(in.by))}
	case "pay-ally":
		s.cards[n[0]].water--
		in.bound = true
		evs = append(evs, ev("sands.ev.pay_ally", seatArg(p), seatArg(in.to)))
		if room := s.roomy(in.to); len(room) > 0 {
			s.cards[room[0]].water++
		} else {
			evs = append(evs, ev("sands.ev.water_lost", seatArg(in.to)))
		}
	case "refuse-pay":
		evs = append(evs, ev("sands.ev.refuse_pay", seatArg(p), seatArg(in.to)))
	}
	in.stage = 2
	a.demand++
	if a.demand < len(a.invites) {
		return evs
	}
	return append(evs, s.startManeuvers()...)
}

// startManeuvers opens the Ground Maneuvers Segment.
func (s *State) startManeuvers() []rules.Event {
	s.phase, s.atk.flying, s.atk.idx = phAssign, false, 0
	return nil
}

// bound reports whether ally q took side's Water and has not yet sent a
// unit to it.
func (s *State) owesUnit(q, side int) bool {
	for _, in := range s.atk.invites {
		if in.bound && in.to == q && in.by == side && s.atk.allyOf[q] < 0 {
			return true
		}
	}
	return false
}

// mainOf is the main player of p's side in the current battle.
func (s *State) mainOf(p int) int {
	a := &s.atk
	if p == a.attacker || a.section >= 0 && p == s.cards[a.section].owner {
		return p
	}
	if p < len(a.allyOf) && a.allyOf[p] >= 0 {
		return a.allyOf[p]
	}
	return p
}

// members lists a side in the current battle: its main player, then its
// allies with units there, or able to bring one in (Ride the Wind),
// clockwise from the main player's left.
func (s *State) members(main int) []int { return s.appendMembers(make([]int, 0, 8), main) }

func (s *State) appendMembers(ms []int, main int) []int {
	ms = append(ms, main)
	for i := 1; i < s.seats(); i++ {
		q := (main + i) % s.seats()
		if q < len(s.atk.allyOf) && s.atk.allyOf[q] == main &&
			(len(s.committed(q, s.atk.section)) > 0 || s.canActInBattle(q)) {
			ms = append(ms, q)
		}
	}
	return ms
}

// canActInBattle reports whether p could play an action in the battle.
func (s *State) canActInBattle(p int) bool {
	o := optionList{rules.Counting()} // every option, even while Apply checks a move
	s.actionOptions(&o, p, phBattle, s.handChoices(p), s.funds(p))
	return o.Len() > 0
}

// army lists the Heroes of main's side at the current battle.
func (s *State) army(main int) []int {
	var hs []int
	for _, q := range s.members(main) {
		hs = append(hs, s.committed(q, s.atk.section)...)
	}
	return hs
}

// battleSeat is the member of the side to act who is asked now.
func (s *State) battleSeat() int {
	ms := s.members(s.atk.toAct)
	if s.atk.member >= len(ms) {
		return ms[0]
	}
	return ms[s.atk.member]
}

// sideActed hands the battle to the other side after p's action.
func (s *State) sideActed(p int) {
	s.atk.passes, s.atk.member = 0, 0
	s.atk.toAct = s.opponentAt(p)
}
