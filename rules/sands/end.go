// The End Phase: players without Water are eliminated (from the Blessed
// player, clockwise), everyone draws four and discards to the maximum hand
// size, Water carried by Heroes goes back to City Sections with room, and
// the Blessing passes to the left.
package sands

import "majlis/rules"

// startEnd runs the End Phase up to its first decision.
func (s *State) startEnd(r *rules.Rand) []rules.Event {
	evs := []rules.Event{ev("sands.ev.end")}
	for _, p := range s.blessingOrder() {
		if s.water(p) == 0 {
			evs = append(evs, s.eliminate(p, "sands.ev.out_water")...)
			if s.phase == phOver {
				return evs
			}
		}
	}
	if evs = append(evs, s.alternateVictory()...); s.phase == phOver {
		return evs
	}
	for _, p := range s.blessingOrder() {
		n := s.draw(p, 4, r)
		evs = append(evs, ev("sands.ev.draw", seatArg(p), rules.Int(n)))
	}
	s.phase = phDiscard
	return append(evs, s.advanceEnd()...)
}

// handLimit is four plus one per City Section p controls.
func (s *State) handLimit(p int) int { return 4 + s.count(p, InCity) }

// endSeat is the first player, in Blessing order, who still has an End
// Phase decision of the current kind: too many cards, or Water on Heroes
// with a choice of City Sections to put it on.
func (s *State) endSeat() int {
	for _, p := range s.blessingOrder() {
		if s.phase == phDiscard && s.count(p, InHand) > s.handLimit(p) {
			return p
		}
		if s.phase == phWater && s.carrier(p) >= 0 {
			return p
		}
	}
	return -1
}

// carrier is p's first Hero carrying Water; -1.
func (s *State) carrier(p int) int {
	for _, h := range s.heroes(p) {
		if s.cards[h].water > 0 {
			return h
		}
	}
	return -1
}

// roomy lists p's City Sections below capacity.
func (s *State) roomy(p int) []int {
	var ss []int
	for _, sec := range s.zoneCards(p, InCity) {
		if s.cards[sec].water < s.capacity(sec) {
			ss = append(ss, sec)
		}
	}
	return ss
}

// advanceEnd places Water that has only one place to go (or none: it is
// lost) and moves on to the next decision or the next turn.
func (s *State) advanceEnd() []rules.Event {
	var evs []rules.Event
	if s.phase == phDiscard && s.endSeat() < 0 {
		s.phase = phWater
	}
	if s.phase == phWater {
		for _, p := range s.blessingOrder() {
			for h := s.carrier(p); h >= 0; h = s.carrier(p) {
				room := s.roomy(p)
				if len(room) > 1 {
					break
				}
				s.cards[h].water--
				if len(room) == 1 {
					s.cards[room[0]].water++
				} else {
					evs = append(evs, ev("sands.ev.water_lost", seatArg(p)))
				}
			}
		}
		if s.endSeat() < 0 {
			return append(evs, s.endTurn()...)
		}
	}
	return evs
}

func (s *State) endPrompts(ps []rules.Prompt) []rules.Prompt {
	p := s.endSeat()
	o := s.options()
	if s.phase == phDiscard {
		hand := s.handChoices(p)
		o.Grow(len(hand))
		for _, c := range hand {
			o.add(newMove("discard", c), "sands.opt.discard", s.name(c))
		}
		return append(ps, rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.discard", rules.Int(s.count(p, InHand)-s.handLimit(p))), Options: o.Options()})
	}
	h := s.carrier(p)
	for _, sec := range s.roomy(p) {
		o.add(newMove("water-home", sec), "sands.opt.water_home", s.name(sec), rules.Int(s.cards[sec].water))
	}
	return append(ps, rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.water_home", s.name(h), rules.Int(s.cards[h].water)), Options: o.Options()})
}

func (s *State) applyEnd(p int, verb string, n []int, r *rules.Rand) []rules.Event {
	var evs []rules.Event
	switch verb {
	case "discard":
		s.setZone(n[0], InSaved)
		evs = append(evs, ev("sands.ev.discard", seatArg(p), s.name(n[0])))
	case "water-home":
		s.cards[s.carrier(p)].water--
		s.cards[n[0]].water++
	}
	return append(evs, s.advanceEnd()...)
}

// endTurn clears what lasts until the end of the turn, passes the Blessing
// and starts the next turn's Dawn.
func (s *State) endTurn() []rules.Event {
	for i := range s.cards {
		s.cards[i].turnS, s.cards[i].turnK, s.cards[i].turnRaid = 0, 0, 0
	}
	for p := range s.players {
		s.players[p].attacked, s.players[p].raided = false, false
	}
	s.raidTargets = s.raidTargets[:0]
	s.tales = s.tales[:0]
	s.blessed = s.next(s.blessed)
	if s.maxTurns > 0 && s.turn >= s.maxTurns {
		s.phase = phOver
		s.reason = "sands.end.turns"
		return []rules.Event{ev("sands.ev.turn_limit", rules.Int(s.turn))}
	}
	s.turn++
	return s.startDawn()
}
