// The turn: leaving prison, drawing a Gealiaction card, rolling and moving
// clockwise, the landing and its production, and the turn's end.
package gealias

import "majlis/rules"

// startTurn begins seat's turn: Egypt's control if one is due, then prison
// or the draw.
func (s *State) startTurn(seat rules.Seat) {
	s.turn = seat
	s.roll = 0
	s.trades = 0
	s.redUsed = false
	s.egypt = s.controls[seat]
	s.controls[seat] = -1
	s.pending = pending{}
	s.fights = nil
	s.phase = phDraw
}

// prisonTurn reports whether this turn is spent in prison: the Gealias is
// imprisoned and its owner chose to wait (or could not leave).
func (s *State) prisonTurn() bool { return s.players[s.turn].prison }

// draw resolves the turn's Gealiaction card.
func (s *State) draw(r *rules.Rand) []rules.Event {
	seat := s.turn
	var evs []rules.Event
	for {
		c, ok := s.drawCard(r)
		if !ok {
			evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.deck_empty")})
			return append(evs, s.afterDraw()...)
		}
		if c == CardDiceHarvest {
			// Removed in this version: discarded, and the drawer draws again.
			s.discard[c]++
			evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.redraw", rules.SeatArg(seat))})
			continue
		}
		if c.Red() {
			if s.prisonTurn() && c == CardEscape {
				s.discard[c]++
				s.players[seat].prison = false
				s.players[seat].served = 0
				evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.escape_drawn", rules.SeatArg(seat))})
				return append(evs, s.afterDraw()...)
			}
			if s.prisonTurn() && s.canPlayInPrison(seat, c) {
				// "If it can be played, do so" (§9): it is played now.
				s.addRed(seat, c)
				s.phase = phPrisonOrder
				if c == CardQuarantineOrder {
					s.phase = phPrisonQuarantine
				}
				return append(evs, rules.Event{Msg: rules.M("gealias.ev.draw_white", rules.SeatArg(seat), rules.Key(c.Key()))})
			}
			if s.prisonTurn() {
				s.discard[c]++
				evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.burn", rules.SeatArg(seat), rules.Key(c.Key()))})
				return append(evs, s.afterDraw()...)
			}
			s.addRed(seat, c)
			evs = append(evs,
				rules.Event{Msg: rules.M("gealias.ev.draw_red_card", rules.SeatArg(seat), rules.Key(c.Key())), To: pair(seat, max(s.egypt, seat))},
				rules.Event{Msg: rules.M("gealias.ev.draw_red", rules.SeatArg(seat)), To: s.others(seat, max(s.egypt, seat))})
			return append(evs, s.afterDraw()...)
		}
		s.discard[c]++
		evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.draw_white", rules.SeatArg(seat), rules.Key(c.Key()))})
		return append(evs, s.white(c)...)
	}
}

// canPlayInPrison reports whether a red card drawn in prison can be played
// there: a Prison Order with a free opponent on the prisoner's land, a
// Quarantine Order with an opponent's healthy structure beside it (within
// the one red card Egypt may use of a hand it controls).
func (s *State) canPlayInPrison(seat rules.Seat, c Card) bool {
	if s.redLimited() {
		return false
	}
	switch c {
	case CardPrisonOrder:
		return len(s.prisonTargets(seat)) > 0
	case CardQuarantineOrder:
		return len(s.quarantineTargets(seat)) > 0
	}
	return false
}

// white resolves a white card at once.
func (s *State) white(c Card) []rules.Event {
	seat := s.turn
	switch c {
	case CardGoodHarvest:
		s.phase = phHarvest
		return nil
	case CardGoldVein:
		return append(s.gain(seat, Gold, 1), s.afterDraw()...)
	case CardArrest:
		s.players[seat].prison = true
		s.players[seat].served = 0
		return append([]rules.Event{{Msg: rules.M("gealias.ev.arrested", rules.SeatArg(seat))}}, s.afterDraw()...)
	case CardPlague:
		if len(s.ownDots(seat, true)) == 0 {
			return s.afterDraw()
		}
		s.phase = phPlague
		return nil
	case CardLevy:
		s.phase = phLevy
		return nil
	}
	return s.afterDraw()
}

// ownDots lists seat's structures, those that may be quarantined (healthy)
// or all.
func (s *State) ownDots(seat rules.Seat, healthy bool) []Dot {
	var ds []Dot
	for d := Dot(0); d < NumDots; d++ {
		if s.built[d] && s.dots[d].Owner == seat && (!healthy || !s.dots[d].Quarantined) {
			ds = append(ds, d)
		}
	}
	return ds
}

// afterDraw goes on once the drawn card is settled: a prisoner's turn ends,
// anyone else rolls.
func (s *State) afterDraw() []rules.Event {
	if s.prisonTurn() {
		return s.endTurn()
	}
	s.phase = phRoll
	return nil
}

// moveTo walks the active Gealias n lands clockwise and resolves the landing.
func (s *State) moveTo(seat rules.Seat, n int, r *rules.Rand) []rules.Event {
	l := s.players[seat].land.Step(n)
	s.placePawn(seat, l)
	evs := []rules.Event{{Msg: rules.M("gealias.ev.move", rules.SeatArg(seat), rules.Int(n), rules.Int(int(l)))}}
	return append(evs, s.land(seat, l, false, r)...)
}

// defenderAt is the Gealias a lander on l must fight: the first free
// opponent holding the land.
func (s *State) defenderAt(seat rules.Seat, l Land) (rules.Seat, bool) {
	for _, h := range s.Holders(l) {
		if h != seat && !s.players[h].prison {
			return h, true
		}
	}
	return -1, false
}

// production lists the shares a landing on l produces: each structure's
// owner's (with a fortress taking its partner tent's share), or the lander's
// own share on an empty or gold land, or from a quarantined structure.
func (s *State) production(lander rules.Seat, l Land) []stake {
	if l.Gold() || s.EmptyLand(l) {
		return []stake{{owner: lander, amount: 1, dot: -1}}
	}
	var st []stake
	for _, d := range l.Dots() {
		if !s.built[d] {
			continue
		}
		str := s.dots[d]
		amount := 1
		if str.Fortress {
			amount = 2
		}
		owner := str.Owner
		if str.Quarantined {
			st = append(st, stake{owner: lander, amount: amount, dot: d})
			continue
		}
		if !str.Fortress {
			if p := d.Partner(); s.built[p] && s.dots[p].Fortress && !s.dots[p].Quarantined {
				// The fortress beside this tent takes its share.
				owner = s.dots[p].Owner
				st = append(st, stake{owner: owner, amount: 1, dot: p, fortress: true, open: owner != lander})
				continue
			}
		}
		st = append(st, stake{owner: owner, amount: amount, dot: d, fortress: str.Fortress, open: owner != lander})
	}
	return st
}

// land resolves seat's arrival on l: a forced fight with a Gealias holding
// it, or production with the choice to fight for opponents' shares.
func (s *State) land(seat rules.Seat, l Land, chain bool, r *rules.Rand) []rules.Event {
	s.pending.stakes = s.production(seat, l)
	s.pending.lander = seat
	s.pending.land = l
	if def, ok := s.defenderAt(seat, l); ok {
		if chain {
			s.phase = phShogunFight
			s.pending.defender = def
			return nil
		}
		return s.offerFight(seat, def, -1, r)
	}
	// In a swift strike too the lander may fight for another's share: "You
	// do not fight structures unless you choose to" (§10.6).
	for _, st := range s.pending.stakes {
		if st.open {
			s.phase = phStake
			return nil
		}
	}
	return s.payStakes(false)
}

// payStakes pays the landing's shares; toWinner sends them all to the
// winner of the Gealias fight (the first fight entry).
func (s *State) payStakes(toWinner bool) []rules.Event {
	var evs []rules.Event
	k := s.tokens[s.pending.land]
	for _, st := range s.pending.stakes {
		to := st.owner
		if toWinner {
			to = s.fights[len(s.fights)-1].winner
		}
		evs = append(evs, s.gain(to, k, st.amount)...)
	}
	s.pending.stakes = nil
	if !toWinner {
		evs = append(evs, s.afterLanding()...)
	}
	return evs
}

// afterLanding continues once a landing is settled.
func (s *State) afterLanding() []rules.Event {
	if s.chainSeat >= 0 {
		if len(s.buildableDots(s.chainSeat))+len(s.upgradableDots(s.chainSeat))+len(s.tradePartners(s.chainSeat)) > 0 {
			s.phase = phShogunStop
			return nil
		}
		return s.chainNext()
	}
	s.phase = phMain
	return nil
}

// endTurn ends the active turn: the hand-pressure window opens, then the
// next seat to the left plays.
func (s *State) endTurn() []rules.Event {
	seat := s.turn
	s.refused = nil // the turn's trading window closes
	p := &s.players[seat]
	if p.prison {
		p.served++
		if p.served >= 1 && p.skipped {
			p.prison = false
			p.served = 0
		}
	}
	p.skipped = false
	for d := Dot(0); d < NumDots; d++ {
		if s.built[d] && s.dots[d].Owner == seat && s.dots[d].Quarantined {
			s.dots[d].Served++
			if s.dots[d].Served >= 2 {
				s.dots[d].Quarantined = false
				s.dots[d].Served = 0
			}
		}
	}
	s.fights = nil
	s.chainSeat = -1
	s.egypt = -1
	s.pending = pending{}
	s.pending.nextAsk = 1
	s.phase = phPressure
	return s.nextPressure()
}

// nextTurn passes play to the left, ending the game after the round limit.
func (s *State) nextTurn() []rules.Event {
	next := rules.Seat((int(s.turn) + 1) % len(s.players))
	if next == s.first {
		s.round++
		if s.round > s.maxRound {
			return s.endByRounds()
		}
	}
	s.startTurn(next)
	return nil
}
