// Challenges and Duels: the challenged player accepts or refuses; the
// Heroes enter the duel (a Reaction window); then, from the challenged
// side, the thruster thrusts or passes; a thrust and its parry are one
// sealed decision (the parry from hand or blind from the top of the deck);
// a Duelist may add 1 to its parry once the thrust is shown; the parrying
// Hero loses the difference in Ka for the duel. Two passes in a row end it
// on the higher Ka; a Hero at 0 Ka loses at once; losers are destroyed.
package sands

import "majlis/rules"

// duel is a challenge or duel in progress.
type duel struct {
	challenger, challenged int // the two Heroes
	thruster               int // the Hero whose side thrusts now
	passes                 int
	lossChallenger         int // Ka lost in this duel
	lossChallenged         int
	thrust, parry          int // the cards of the round; -1
	thrustIn, parryIn      bool
	parryFromDeck          bool
	bump                   int // a Duelist's +1
}

// inDuel reports whether Hero h is fighting a duel now.
func (s *State) inDuel(h int) bool {
	switch s.phase {
	case phChallenge, phThrust, phDuelCards, phDuelist:
	case phWindow:
		if s.win.kind != winDuel {
			return false
		}
	default:
		return false
	}
	return h == s.duel.challenger || h == s.duel.challenged
}

// startChallenge throws the challenge down; the challenged player decides.
func (s *State) startChallenge(challenger, target int) []rules.Event {
	s.duel = duel{challenger: challenger, challenged: target, thrust: -1, parry: -1}
	s.phase = phChallenge
	return []rules.Event{ev("sands.ev.challenge", s.name(challenger), s.name(target))}
}

// other is the Hero facing h in the duel.
func (s *State) other(h int) int {
	if h == s.duel.challenger {
		return s.duel.challenged
	}
	return s.duel.challenger
}

// duelKa is h's Ka in the duel.
func (s *State) duelKa(h int) int {
	loss := s.duel.lossChallenged
	if h == s.duel.challenger {
		loss = s.duel.lossChallenger
	}
	return max(s.ka(h)-loss, 0)
}

func (s *State) duelPrompts() []rules.Prompt {
	du := &s.duel
	switch s.phase {
	case phChallenge:
		q := s.cards[du.challenged].owner
		return []rules.Prompt{{Seat: rules.Seat(q), Ask: rules.M("sands.ask.challenge", s.name(du.challenger), s.name(du.challenged)), Options: []rules.Option{
			{Move: "accept", Label: rules.M("sands.opt.accept")},
			{Move: "refuse", Label: rules.M("sands.opt.refuse")},
		}}}
	case phThrust:
		q := s.cards[du.thruster].owner
		o := s.options()
		o.add(newMove("no-thrust"), "sands.opt.no_thrust")
		if s.count(q, InHand) > 0 {
			o.add(newMove("thrust"), "sands.opt.thrust")
		}
		return []rules.Prompt{{Seat: rules.Seat(q), Ask: rules.M("sands.ask.thrust", s.name(du.thruster), rules.Int(s.duelKa(du.thruster)), rules.Int(s.duelKa(s.other(du.thruster)))), Options: o.Options()}}
	case phDuelCards:
		var ps []rules.Prompt
		tq := s.cards[du.thruster].owner
		pq := s.cards[s.other(du.thruster)].owner
		if !du.thrustIn {
			o := s.options()
			for _, c := range s.handChoices(tq) {
				o.add(newMove("thrust-card", c), "sands.opt.thrust_card", s.name(c), rules.Int(s.def(c).Fate))
			}
			ps = append(ps, rules.Prompt{Seat: rules.Seat(tq), Ask: rules.M("sands.ask.thrust_card"), Options: o.Options(), Sealed: true})
		}
		if !du.parryIn {
			o := s.options()
			o.add(newMove("parry-deck"), "sands.opt.parry_deck")
			for _, c := range s.handChoices(pq) {
				o.add(newMove("parry", c), "sands.opt.parry", s.name(c), rules.Int(s.def(c).Fate))
			}
			ps = append(ps, rules.Prompt{Seat: rules.Seat(pq), Ask: rules.M("sands.ask.parry", s.name(s.other(du.thruster))), Options: o.Options(), Sealed: true})
		}
		if len(ps) == 2 && ps[0].Seat > ps[1].Seat {
			ps[0], ps[1] = ps[1], ps[0]
		}
		return ps
	case phDuelist:
		pq := s.cards[s.other(du.thruster)].owner
		return []rules.Prompt{{Seat: rules.Seat(pq), Ask: rules.M("sands.ask.duelist", rules.Int(s.fateOf(du.thrust)), rules.Int(s.fateOf(du.parry))), Options: []rules.Option{
			{Move: "no-bump", Label: rules.M("sands.opt.no_bump")},
			{Move: "bump", Label: rules.M("sands.opt.bump")},
		}}}
	}
	return nil
}

// fateOf is a card's Fate; a parry with no card to draw counts 0.
func (s *State) fateOf(c int) int {
	if c < 0 {
		return 0
	}
	return s.def(c).Fate
}

// startDuel begins the exchanges once the entering window has closed.
func (s *State) startDuel() []rules.Event {
	s.duel.thruster = s.duel.challenged
	s.phase = phThrust
	return []rules.Event{ev("sands.ev.duel", s.name(s.duel.challenger), rules.Int(s.duelKa(s.duel.challenger)), s.name(s.duel.challenged), rules.Int(s.duelKa(s.duel.challenged)))}
}

func (s *State) applyDuel(p int, verb string, n []int) []rules.Event {
	du := &s.duel
	switch verb {
	case "accept":
		return append([]rules.Event{ev("sands.ev.accepted", seatArg(p))}, s.openWindow(winDuel)...)
	case "refuse":
		evs := []rules.Event{ev("sands.ev.refused", seatArg(p))}
		s.phase = phDuelOver
		return append(evs, s.backFromAction()...)
	case "no-thrust":
		du.passes++
		if du.passes >= 2 {
			return s.endDuel()
		}
		du.thruster = s.other(du.thruster)
		return nil
	case "thrust":
		du.passes = 0
		du.thrust, du.parry, du.thrustIn, du.parryIn, du.parryFromDeck, du.bump = -1, -1, false, false, false, 0
		s.phase = phDuelCards
		return []rules.Event{ev("sands.ev.thrust", s.name(du.thruster))}
	case "thrust-card":
		du.thrust, du.thrustIn = n[0], true
		s.setZone(n[0], FaceDown)
		s.cards[n[0]].on = du.thruster
	case "parry":
		du.parry, du.parryIn = n[0], true
		s.setZone(n[0], FaceUp)
		s.cards[n[0]].on = s.other(du.thruster)
	case "parry-deck":
		du.parryIn, du.parryFromDeck = true, true
		if c, ok := s.drawOne(p, s.rnd); ok {
			du.parry = c
			s.setZone(c, FaceUp)
			s.cards[c].on = s.other(du.thruster)
		}
	case "bump":
		du.bump = 1
		return s.resolveRound()
	case "no-bump":
		return s.resolveRound()
	}
	if !du.thrustIn || !du.parryIn {
		return nil
	}
	evs := []rules.Event{ev("sands.ev.parry", s.name(du.thrust), rules.Int(s.fateOf(du.thrust)), rules.Int(s.fateOf(du.parry)))}
	if s.hasTrait(s.other(du.thruster), Duelist) {
		s.phase = phDuelist
		return evs
	}
	return append(evs, s.resolveRound()...)
}

// resolveRound takes the difference of thrust and parry from the parrying
// Hero's duel Ka and puts the cards away: a parry from the deck is Buried.
func (s *State) resolveRound() []rules.Event {
	du := &s.duel
	parrier := s.other(du.thruster)
	diff := s.fateOf(du.thrust) - s.fateOf(du.parry) - du.bump
	if diff < 0 {
		diff = -diff
	}
	if parrier == du.challenger {
		du.lossChallenger += diff
	} else {
		du.lossChallenged += diff
	}
	s.setZone(du.thrust, InSaved)
	s.cards[du.thrust].on = -1
	if du.parry >= 0 {
		z := InSaved
		if du.parryFromDeck {
			z = InBuried
		}
		s.setZone(du.parry, z)
		s.cards[du.parry].on = -1
	}
	du.thrust, du.parry = -1, -1
	evs := []rules.Event{ev("sands.ev.ka_lost", s.name(parrier), rules.Int(diff), rules.Int(s.duelKa(parrier)))}
	if s.duelKa(parrier) == 0 {
		return append(evs, s.endDuel()...)
	}
	du.thruster = parrier
	s.phase = phThrust
	return evs
}

// endDuel destroys the loser (both on equal Ka) and restores Ka.
func (s *State) endDuel() []rules.Event {
	du := s.duel
	a, b := du.challenger, du.challenged
	ka, kb := s.duelKa(a), s.duelKa(b)
	var losers []int
	switch {
	case ka > kb:
		losers = []int{b}
		s.offerTale(s.cards[a].owner, TaleOfDuels, 0)
	case kb > ka:
		losers = []int{a}
		s.offerTale(s.cards[b].owner, TaleOfDuels, 0)
	default:
		losers = []int{a, b}
	}
	s.phase = phDuelOver
	s.duel = duel{thrust: -1, parry: -1}
	var evs []rules.Event
	for _, l := range losers {
		evs = append(evs, ev("sands.ev.duel_lost", s.name(l)))
		evs = append(evs, s.destroyCard(l)...)
	}
	evs = append(evs, s.stateChecks()...)
	return append(evs, s.backFromAction()...)
}
