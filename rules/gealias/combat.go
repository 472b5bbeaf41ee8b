// Combat: the dice for each pairing (defender wins ties), home ground,
// "Nice try but don't cry", fights for a structure's share, the bankruptcy
// penalty, and what the turn does once a fight's consequences are settled.
package gealias

import "majlis/rules"

// rollDice rolls n six-sided dice and returns each face.
func rollDice(r *rules.Rand, n int) []int {
	ds := make([]int, n)
	for i := range ds {
		ds[i] = 1 + r.IntN(6)
	}
	return ds
}

func sum(ds []int) int {
	t := 0
	for _, d := range ds {
		t += d
	}
	return t
}

// gealiasDice is the dice of a Gealias fight on l: one each, but a defender
// on its own territory fights with its structure's dice plus one for home
// ground (tent 1 against 2, fortress 2 against 3).
func (s *State) gealiasDice(def rules.Seat, l Land) (att, dfn int) {
	att, dfn = 1, 1
	for _, d := range l.Dots() {
		if s.built[d] && s.dots[d].Owner == def {
			if s.dots[d].Fortress {
				return 2, 3
			}
			att, dfn = 1, 2
		}
	}
	return att, dfn
}

// offerFight starts a fight of att against def: for def's Gealias
// (stakeIdx -1) or for the share stakes[stakeIdx]. A defender holding "Nice
// try but don't cry" may first cancel it.
func (s *State) offerFight(att, def rules.Seat, stakeIdx int, r *rules.Rand) []rules.Event {
	s.pending.attacker, s.pending.defender, s.pending.stakeFight = att, def, stakeIdx
	// Asked whenever the defender holds any red card (a public count), so
	// that being asked does not tell who holds Nice Try.
	if s.RedCount(def) > 0 {
		s.phase = phNiceTry
		return nil
	}
	return s.fight(r)
}

// niceTry cancels the pending fight: the landing resolves as though nobody
// fought.
func (s *State) niceTry() []rules.Event {
	p := s.pending
	s.move(p.defender, -1, handCard{red: true, card: CardNiceTry})
	if p.defender == s.turn {
		s.usedRed()
	}
	evs := []rules.Event{{Msg: rules.M("gealias.ev.nicetry", rules.SeatArg(p.defender), rules.SeatArg(p.attacker))}}
	if p.stakeFight == stakeRaid {
		// No raid: the Vikings' ability ends where they stand.
		return append(evs, s.abilityDone()...)
	}
	if p.stakeFight >= 0 {
		s.pending.stakes[p.stakeFight].open = false
		return append(evs, s.stakesNext()...)
	}
	return append(evs, s.payStakes(false)...)
}

// fight rolls the pending fight.
func (s *State) fight(r *rules.Rand) []rules.Event {
	p := s.pending
	if p.stakeFight == stakeRaid {
		return s.raid(p.dot, r)
	}
	if p.stakeFight >= 0 {
		return s.stakeFight(r)
	}
	an, dn := s.gealiasDice(p.defender, p.land)
	ad, dd := rollDice(r, an), rollDice(r, dn)
	winner, loser := p.defender, p.attacker
	if sum(ad) > sum(dd) {
		winner, loser = p.attacker, p.defender
	}
	evs := []rules.Event{{Msg: rules.M("gealias.ev.fight", append([]rules.Arg{rules.SeatArg(p.attacker), rules.SeatArg(p.defender), rules.Int(sum(ad)), rules.Int(sum(dd)), rules.SeatArg(winner)}, diceArgs(ad, dd)...)...)}}
	s.fights = append(s.fights, fight{attacker: p.attacker, defender: p.defender, winner: winner, loser: loser, land: p.land, chain: s.chainSeat == p.attacker})
	// The winner holds the land, ahead of every Gealias on it (a third
	// arrival fights "the winner of the previous standoff", §8), not only
	// of the loser: a defender who wins stays ahead of one that stood there
	// without fighting.
	first := s.players[loser].arrival
	for _, h := range s.Holders(p.land) {
		if h != winner {
			first = min(first, s.players[h].arrival)
		}
	}
	s.players[winner].arrival = first - 1
	evs = append(evs, s.payStakes(true)...)
	if winner == p.defender && s.OwnTerritory(p.defender, p.land) {
		evs = append(evs, s.steal(loser, winner, 1, r)...)
	}
	if s.HandSize(loser) <= 3 && len(s.ownDots(loser, false)) > 0 {
		s.startSale(loser, sellBankrupt)
		return evs
	}
	return append(evs, s.ability(r)...)
}

// stakeFight rolls a fight for one structure's share: tent 1 against 1,
// fortress 2 against 2. A losing attacker gives the owner a random card.
func (s *State) stakeFight(r *rules.Rand) []rules.Event {
	p := s.pending
	st := &s.pending.stakes[p.stakeFight]
	st.open = false
	n := 1
	if st.fortress {
		n = 2
	}
	ad, dd := rollDice(r, n), rollDice(r, n)
	won := sum(ad) > sum(dd)
	winner := p.defender
	if won {
		winner = p.attacker
		st.owner = p.attacker
	}
	evs := []rules.Event{{Msg: rules.M("gealias.ev.fight_structure", append([]rules.Arg{rules.SeatArg(p.attacker), rules.SeatArg(p.defender), rules.Int(sum(ad)), rules.Int(sum(dd)), rules.SeatArg(winner)}, diceArgs(ad, dd)...)...)}}
	if !won {
		evs = append(evs, s.steal(p.attacker, p.defender, 1, r)...)
	}
	return append(evs, s.stakesNext()...)
}

// shareOpen reports whether the lander may fight for stakes[i] now. A
// fortress's share of one is the one it takes from its partner tent, and
// it is fought for only after the fortress's own share: "they fight for
// the Fortress's resources first, then the stolen Tent resource" (§5,
// proximity rule).
func (s *State) shareOpen(i int) bool {
	st := s.pending.stakes[i]
	if !st.open {
		return false
	}
	if st.fortress && st.amount == 1 {
		for _, o := range s.pending.stakes {
			if o.open && o.dot == st.dot && o.fortress && o.amount == 2 {
				return false
			}
		}
	}
	return true
}

// stakesNext asks about the next open share, or pays them all.
func (s *State) stakesNext() []rules.Event {
	for _, st := range s.pending.stakes {
		if st.open {
			s.phase = phStake
			return nil
		}
	}
	return s.payStakes(false)
}

// startSale asks seat to sell a tent or downgrade a fortress.
func (s *State) startSale(seat rules.Seat, why sellFor) {
	s.pending.seller = seat
	s.pending.sellFor = why
	s.phase = phSell
}

// sell removes a tent, or turns a fortress back into a tent, and refunds
// its build cost.
func (s *State) sell(seat rules.Seat, d Dot) []rules.Event {
	p := &s.players[seat]
	var evs []rules.Event
	cost := TentCost
	if s.dots[d].Fortress {
		cost = FortressCost
		s.dots[d].Fortress = false
		p.fortsOut--
		p.tentsOut++
		evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.downgrade", rules.SeatArg(seat), rules.Int(int(d)))})
	} else {
		s.built[d] = false
		s.dots[d] = Structure{}
		p.tentsOut--
		evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.sell", rules.SeatArg(seat), rules.Int(int(d)))})
	}
	for k := range NumKinds {
		n := min(cost[k], s.bank[k])
		s.bank[k] -= n
		p.cards[k] += n
		s.sawGain(seat, handCard{kind: k}, n, nil)
	}
	return evs
}

// sellable lists what seat may sell or downgrade: every tent, and every
// fortress while a tent piece is free to take its place.
func (s *State) sellable(seat rules.Seat) []Dot {
	var ds []Dot
	free := Tents(len(s.players)) - s.players[seat].tentsOut
	for _, d := range s.ownDots(seat, false) {
		if !s.dots[d].Fortress || free > 0 {
			ds = append(ds, d)
		}
	}
	return ds
}

// afterSale continues with whatever asked for the sale.
func (s *State) afterSale(r *rules.Rand) []rules.Event {
	switch s.pending.sellFor {
	case sellNative:
		return s.nativeHandOver(r)
	case sellDebt:
		return s.tributeNext(r)
	case sellRaid:
		return s.afterRaidSale(r)
	}
	return s.ability(r)
}

// abilityDone continues once the innermost fight's ability has resolved:
// an active player who lost ends the turn; a fight in a swift strike ends
// the strike; an active player who won goes on to trade and build.
func (s *State) abilityDone() []rules.Event {
	// The ability's trading window closes with it.
	s.abilityTrades, s.refused = 0, nil
	if len(s.fights) == 0 {
		s.phase = phMain
		return nil
	}
	f := s.fights[len(s.fights)-1]
	s.fights = s.fights[:len(s.fights)-1]
	if f.loser == s.turn {
		return s.endTurn()
	}
	if f.chain {
		// Won or lost, a fight in a swift strike ends it (a win renewed
		// it, and that renewed strike is what just ended).
		s.chainSeat = -1
		return s.abilityDone()
	}
	s.phase = phMain
	return nil
}
