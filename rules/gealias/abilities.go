// The six civilizations' abilities, used by the winner of a Gealias fight
// at once, even out of turn (Egypt's waits for the loser's next turn).
package gealias

import "majlis/rules"

// ability runs the innermost fight's winner's ability.
func (s *State) ability(r *rules.Rand) []rules.Event {
	f := s.fights[len(s.fights)-1]
	w, l := f.winner, f.loser
	evs := []rules.Event{{Msg: rules.M("gealias.ev.ability", rules.SeatArg(w), rules.Key(s.players[w].civ.Key()))}}
	switch s.players[w].civ {
	case Phoenicians:
		return append(evs, s.phoenicianSeize(w, l)...)
	case Egypt:
		s.controls[l] = w
		return append(evs, s.abilityDone()...)
	case NativeAmericans:
		s.phase = phNativeName
		return evs
	case Vikings:
		s.phase = phVikingRaid
		return evs
	case Romans:
		s.pending.tribute = s.players[l].tentsOut
		s.pending.fortsDue = s.players[l].fortsOut
		return append(evs, s.tributeNext(r)...)
	case Shogunate:
		return append(evs, s.startChain(w, r)...)
	}
	return append(evs, s.abilityDone()...)
}

// winnerLoser is the innermost fight's winner and loser.
func (s *State) winnerLoser() (rules.Seat, rules.Seat) {
	f := s.fights[len(s.fights)-1]
	return f.winner, f.loser
}

// phoenicianSeize takes the loser's whole hand; the Phoenicians then hand
// back as many cards as they took, chosen from both hands together, and
// trade. An empty hand gives nothing to hand back, but the trade is the
// ability's too (A149): it still opens.
func (s *State) phoenicianSeize(w, l rules.Seat) []rules.Event {
	n := 0
	for _, h := range s.handCards(l) {
		s.move(l, w, h)
		n++
	}
	if n == 0 {
		s.phase = phAbilityMain
		s.abilityTrades, s.refused = 0, nil
		return nil
	}
	s.pending.giveBack = n
	s.phase = phPhoenician
	return []rules.Event{{Msg: rules.M("gealias.ev.seize", rules.SeatArg(w), rules.SeatArg(l), rules.Int(n))}}
}

// nativeHandOver gives the Native Americans every card of the named kind
// the loser now holds, then walks.
func (s *State) nativeHandOver(r *rules.Rand) []rules.Event {
	w, l := s.winnerLoser()
	k := s.pending.kind
	n := s.players[l].cards[k]
	s.players[l].cards[k] = 0
	// A gain of a turn Egypt controls goes to Egypt.
	to := s.receiver(w)
	s.players[to].cards[k] += n
	s.sawHandOver(l, to, k, n, nil)
	s.phase = phNativeWalk
	if n == 0 {
		return []rules.Event{{Msg: rules.M("gealias.ev.theft_fails", rules.SeatArg(w))}}
	}
	return []rules.Event{{Msg: rules.M("gealias.ev.hand_over", rules.SeatArg(l), rules.SeatArg(w), rules.Int(n), rules.Key(k.Key()))}}
}

// walkLands lists where the Native Americans may walk: lands touching one
// of their structures.
func (s *State) walkLands(seat rules.Seat) []Land {
	var ls []Land
	for l := Land(0); l < NumLands; l++ {
		if s.OwnTerritory(seat, l) {
			ls = append(ls, l)
		}
	}
	return ls
}

// walk moves the Native Americans' Gealias (not a landing: no fight) and
// collects as a landing would pay their own healthy structures there: a
// tent 1, a fortress 2, and the proximity rule holds (a fortress takes its
// partner tent's 1; a tent beside a fortress yields nothing).
func (s *State) walk(seat rules.Seat, l Land) []rules.Event {
	s.placePawn(seat, l)
	evs := []rules.Event{{Msg: rules.M("gealias.ev.walk", rules.SeatArg(seat), rules.Int(int(l)))}}
	for _, st := range s.production(seat, l) {
		if st.dot >= 0 && st.owner == seat && s.dots[st.dot].Owner == seat && !s.dots[st.dot].Quarantined {
			evs = append(evs, s.gain(seat, s.tokens[l], st.amount)...)
		}
	}
	s.phase = phAbilityMain
	return evs
}

// startRaid raids the loser's fortress on d, or (d < 0) its tents, once the
// raided loser, holding a red card, has been asked about "Nice try but
// don't cry": it "cancels any battle initiated against you" (§10), and a
// raid is one (G30).
func (s *State) startRaid(d Dot, r *rules.Rand) []rules.Event {
	w, l := s.winnerLoser()
	if s.RedCount(l) > 0 {
		p := &s.pending
		p.attacker, p.defender, p.stakeFight, p.dot = w, l, stakeRaid, d
		s.phase = phNiceTry
		return nil
	}
	return s.raid(d, r)
}

// raid attacks the loser's fortress on d, or (d < 0) up to two of its tents.
func (s *State) raid(d Dot, r *rules.Rand) []rules.Event {
	w, _ := s.winnerLoser()
	if d < 0 {
		s.pending.raidNext, s.pending.raidCount = 0, 0
		return s.raidTents(r)
	}
	// Castle raid: two Viking dice and the captive's, summed, against the
	// fortress's two; the Vikings win ties.
	vd, fd := rollDice(r, 3), rollDice(r, 2)
	evs := []rules.Event{{Msg: rules.M("gealias.ev.raid", append([]rules.Arg{rules.SeatArg(w), rules.Int(int(d)), rules.Int(sum(vd)), rules.Int(sum(fd))}, diceArgs(vd, fd)...)...)}}
	s.pending.raidLand = d.Lands()[0]
	s.pending.raidCastle = true
	if sum(vd) < sum(fd) {
		return append(evs, s.raidFailed()...)
	}
	taken, paused := s.raidTake(3, r)
	if !paused {
		s.phase = phVikingMove
	}
	return append(evs, taken...)
}

// raidTents raids the loser's tents in board order, at most two, from
// where the raid stands.
func (s *State) raidTents(r *rules.Rand) []rules.Event {
	w, l := s.winnerLoser()
	var evs []rules.Event
	for t := s.pending.raidNext; t < NumDots && s.pending.raidCount < 2; t++ {
		if !s.built[t] || s.dots[t].Owner != l || s.dots[t].Fortress {
			continue
		}
		s.pending.raidCount++
		s.pending.raidNext = t + 1
		// Tent raid: the higher of the Viking's and the captive's die
		// against the tent's; the tent wins ties.
		vd, td := rollDice(r, 2), rollDice(r, 1)
		s.pending.raidLand = t.Lands()[0]
		evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.raid", append([]rules.Arg{rules.SeatArg(w), rules.Int(int(t)), rules.Int(max(vd[0], vd[1])), rules.Int(td[0])}, diceArgs(vd, td)...)...)})
		if max(vd[0], vd[1]) <= td[0] {
			return append(evs, s.raidFailed()...)
		}
		taken, paused := s.raidTake(2, r)
		evs = append(evs, taken...)
		if paused {
			return evs
		}
	}
	s.phase = phVikingMove
	return evs
}

// raidTake takes n random cards from the raided loser, who first sells or
// downgrades if their hand cannot pay; paused reports that a sale is asked
// for first.
func (s *State) raidTake(n int, r *rules.Rand) (evs []rules.Event, paused bool) {
	w, l := s.winnerLoser()
	if s.HandSize(l) < n && len(s.sellable(l)) > 0 {
		s.pending.raidDue = n
		s.startSale(l, sellRaid)
		return nil, true
	}
	return s.steal(l, w, n, r), false
}

// afterRaidSale takes what the raid was owed, then goes on raiding.
func (s *State) afterRaidSale(r *rules.Rand) []rules.Event {
	evs, paused := s.raidTake(s.pending.raidDue, r)
	if paused {
		return evs
	}
	if s.pending.raidCastle {
		s.phase = phVikingMove
		return evs
	}
	return append(evs, s.raidTents(r)...)
}

// raidFailed leaves the Vikings and their captive on the raided land.
func (s *State) raidFailed() []rules.Event {
	w, l := s.winnerLoser()
	s.placePawn(w, s.pending.raidLand)
	s.placePawn(l, s.pending.raidLand)
	return append([]rules.Event{{Msg: rules.M("gealias.ev.raid_failed", rules.SeatArg(w))}}, s.abilityDone()...)
}

// tributeNext settles the Romans' next tent, then the fortresses.
func (s *State) tributeNext(r *rules.Rand) []rules.Event {
	w, l := s.winnerLoser()
	// A tent's tribute takes one card; a fortress's two gold, or else two
	// cards.
	short := s.pending.tribute > 0 && s.HandSize(l) == 0 ||
		s.pending.tribute == 0 && s.pending.fortsDue > 0 && s.players[l].cards[Gold] < 2 && s.HandSize(l) < 2
	if short && len(s.sellable(l)) > 0 {
		// A loser who cannot pay sells or downgrades until they can.
		s.startSale(l, sellDebt)
		return nil
	}
	if s.pending.tribute > 0 {
		s.pending.tribute--
		s.phase = phRomanName
		return nil
	}
	var evs []rules.Event
	for ; s.pending.fortsDue > 0; s.pending.fortsDue-- {
		if s.players[l].cards[Gold] >= 2 {
			s.players[l].cards[Gold] -= 2
			s.players[s.receiver(w)].cards[Gold] += 2
			s.sawHandOver(l, s.receiver(w), Gold, 2, nil)
			evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.tribute_gold", rules.SeatArg(l), rules.SeatArg(w))})
			continue
		}
		evs = append(evs, s.steal(l, w, 2, r)...)
	}
	return append(evs, s.abilityDone()...)
}

// startChain begins the Shogunate's swift strike: two rolls, each moving
// and collecting as a landing.
func (s *State) startChain(seat rules.Seat, r *rules.Rand) []rules.Event {
	s.chainSeat = seat
	s.abilityTrades, s.refused = 0, nil
	s.pending.rolls = 2
	return s.chainNext()
}

// chainNext rolls the strike's next move, or ends the strike.
func (s *State) chainNext() []rules.Event {
	if s.pending.rolls == 0 {
		s.chainSeat = -1
		return s.abilityDone()
	}
	s.pending.rolls--
	s.roll = 1 + s.rnd.IntN(6)
	s.phase = phShogunMove
	return []rules.Event{{Msg: rules.M("gealias.ev.strike_roll", rules.SeatArg(s.chainSeat), rules.Int(s.roll))}}
}

// bluff resolves a claim to hold none of the named kind, believed or
// challenged.
func (s *State) bluff(challenge bool, r *rules.Rand) []rules.Event {
	p := s.pending
	var evs []rules.Event
	if challenge {
		has := s.players[p.asked].cards[p.kind]
		// The whole hand is shown to the asker alone.
		hand := s.players[p.asked].cards
		reveal := rules.M("gealias.ev.reveal", rules.SeatArg(p.asked), rules.Int(hand[Clay]), rules.Int(hand[Wood]), rules.Int(hand[Rock]),
			rules.Int(hand[Cattle]), rules.Int(hand[Iron]), rules.Int(hand[Gold]), rules.Int(len(s.players[p.asked].red)))
		evs = append(evs, rules.Event{Msg: reveal, To: []rules.Seat{p.asker}})
		s.sawHand(p.asker, p.asked, false)
		if has > 0 {
			// Caught lying: the asker takes the card (all of them for the
			// Native Americans) and one more at random.
			n := 1
			if p.ask == askNative {
				n = has
			}
			s.players[p.asked].cards[p.kind] -= n
			s.players[s.receiver(p.asker)].cards[p.kind] += n
			// How many is told to the asker alone (it saw the hand).
			s.sawHandOver(p.asked, s.receiver(p.asker), p.kind, n, pair(p.asked, s.receiver(p.asker)))
			evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.bluff_caught", rules.SeatArg(p.asked), rules.SeatArg(p.asker))})
			evs = append(evs, s.steal(p.asked, p.asker, 1, r)...)
			return append(evs, s.askDone(r, true)...)
		}
		evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.bluff_honest", rules.SeatArg(p.asked), rules.SeatArg(p.asker))})
		evs = append(evs, s.steal(p.asker, p.asked, 2, r)...)
		// The claim was true: what a lack of the card costs follows, as
		// for a believed claim (§10.5: "If they do not have it, the Roman
		// steals 1 random card"; §10.3: "If the raided player cannot pay,
		// they must sell/downgrade"). The bluff rule adds the wrong
		// challenger's penalty; it does not forgive the debt.
		return append(evs, s.askDone(r, false)...)
	}
	return s.askDone(r, false)
}

// askDone continues after a named card was asked for: paid says it was
// handed over (given, or taken from a player caught bluffing); otherwise
// the asked player had none, by a claim believed or found true.
func (s *State) askDone(r *rules.Rand, paid bool) []rules.Event {
	p := s.pending
	switch p.ask {
	case askLevy:
		return s.afterDraw()
	case askTribute:
		var evs []rules.Event
		if !paid {
			// None of it: the Romans take a random card instead.
			evs = s.steal(p.asked, p.asker, 1, r)
		}
		return append(evs, s.tributeNext(r)...)
	case askNative:
		if !paid {
			if len(s.sellable(p.asked)) > 0 {
				s.startSale(p.asked, sellNative)
				return nil
			}
			return s.nativeHandOver(r)
		}
		s.phase = phNativeWalk
		return nil
	}
	return nil
}
