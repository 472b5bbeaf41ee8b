// Apply: checks a move against the prompt and carries it out with the
// step's entropy.
package gealias

import (
	"fmt"
	"strconv"
	"strings"

	"majlis/rules"
)

// Apply plays seat's move. A refused move changes nothing.
func (s *State) Apply(seat rules.Seat, m rules.Move, e rules.Entropy) ([]rules.Event, error) {
	// The decision is worked out once, checking m without labelling every
	// option; it says whose move this logically is. The prompt itself says
	// why a move is refused.
	check := rules.CheckingFor(m)
	logical, _ := s.decision(&check)
	if !check.Found() || s.answerer(logical) != seat {
		_, err := rules.CheckMove(s.Prompts(), seat, m)
		return nil, fmt.Errorf("gealias: %w", err)
	}
	r := rules.NewRand(rules.Seed{}.Mix(e))
	s.rnd = r
	defer func() { s.rnd = nil }()
	// Egypt sees the hand it controls before and after every step of it.
	s.sawEgyptsHand()
	defer s.sawEgyptsHand()
	verb, nums := parseMove(m)
	arg := func(i int) int {
		if i >= len(nums) {
			return -1
		}
		return nums[i]
	}
	evs := s.do(logical, verb, arg, r)
	s.drew = r.Drawn()
	return evs, nil
}

// Drew reports whether the last Apply drew on its randomness (rules.Drawer).
func (s *State) Drew() bool { return s.drew }

// parseMove splits "verb:1:2:3" into the verb and its parts as numbers,
// nums[i] being part i (-1 where m has no such part, or it is not a
// number; always for the verb), without allocating: Apply runs at every
// step of search.
func parseMove(m rules.Move) (verb string, nums [4]int) {
	verb, rest, more := strings.Cut(string(m), ":")
	nums[0] = -1
	for i := 1; i < len(nums); i++ {
		nums[i] = -1
		if !more {
			continue
		}
		var part string
		part, rest, more = strings.Cut(rest, ":")
		if n, err := strconv.Atoi(part); err == nil {
			nums[i] = n
		}
	}
	return verb, nums
}

// do carries out a legal move (Apply has checked it against the prompt).
func (s *State) do(seat rules.Seat, verb string, arg func(int) int, r *rules.Rand) []rules.Event {
	p := &s.pending
	switch s.phase {
	case phSetupTent:
		return s.applyPlace(seat, Dot(arg(1)), false)
	case phSetupFort:
		return s.applyPlace(seat, Dot(arg(1)), true)
	case phSetupPawn:
		return s.applyPawn(seat, Land(arg(1)))
	case phDraw:
		switch verb {
		case "pay":
			s.players[seat].prison = false
			evs := []rules.Event{{Msg: rules.M("gealias.ev.pay_prison", rules.SeatArg(seat))}}
			return append(evs, s.steal(seat, -1, 2, r)...)
		case "escape":
			s.move(seat, -1, handCard{red: true, card: CardEscape})
			s.usedRed()
			s.players[seat].prison = false
			return []rules.Event{{Msg: rules.M("gealias.ev.escape", rules.SeatArg(seat))}}
		case "wait":
			s.players[seat].skipped = true
			return []rules.Event{{Msg: rules.M("gealias.ev.wait", rules.SeatArg(seat))}}
		case "paydot":
			d := arg(1)
			s.dots[d].Quarantined = false
			s.dots[d].Served = 0
			evs := []rules.Event{{Msg: rules.M("gealias.ev.pay_dot", rules.SeatArg(seat), rules.Int(d))}}
			return append(evs, s.steal(seat, -1, 2, r)...)
		case "draw":
			return s.draw(r)
		}
		return s.red(seat, verb, arg(1))
	case phHarvest:
		return append(s.gain(seat, Kind(arg(1)), 1), s.afterDraw()...)
	case phPlague:
		s.dots[arg(1)].Quarantined = true
		s.dots[arg(1)].Served = 0
		evs := []rules.Event{{Msg: rules.M("gealias.ev.quarantine", rules.SeatArg(seat), rules.Int(arg(1)))}}
		return append(evs, s.afterDraw()...)
	case phLevy:
		p.ask, p.asker, p.asked, p.kind = askLevy, seat, rules.Seat(arg(1)), Kind(arg(2))
		s.phase = phAskAnswer
		return []rules.Event{{Msg: rules.M("gealias.ev.levy", rules.SeatArg(seat), rules.SeatArg(p.asked), rules.Key(p.kind.Key()))}}
	case phAskAnswer:
		if verb == "none" {
			s.phase = phAskChallenge
			return []rules.Event{{Msg: rules.M("gealias.ev.claims_none", rules.SeatArg(seat), rules.Key(p.kind.Key()))}}
		}
		n := 1
		if p.ask == askNative {
			n = s.players[seat].cards[p.kind]
		}
		s.players[seat].cards[p.kind] -= n
		s.players[s.receiver(p.asker)].cards[p.kind] += n
		s.sawHandOver(seat, s.receiver(p.asker), p.kind, n, nil)
		evs := []rules.Event{{Msg: rules.M("gealias.ev.hand_over", rules.SeatArg(seat), rules.SeatArg(p.asker), rules.Int(n), rules.Key(p.kind.Key()))}}
		return append(evs, s.askDone(r, true)...)
	case phAskChallenge:
		return s.bluff(verb == "challenge", r)
	case phRoll:
		switch verb {
		case "roll":
			if n := arg(1); n > 0 {
				// Egypt sets the die of the turn it controls.
				s.roll = n
			} else {
				s.roll = 1 + r.IntN(6)
			}
			s.phase = phMove
			return []rules.Event{{Msg: rules.M("gealias.ev.roll", rules.SeatArg(s.turn), rules.Int(s.roll))}}
		}
		return s.red(seat, verb, arg(1))
	case phMove:
		return s.moveTo(seat, arg(1), r)
	case phShogunMove:
		l := s.players[seat].land.Step(arg(1))
		s.placePawn(seat, l)
		evs := []rules.Event{{Msg: rules.M("gealias.ev.move", rules.SeatArg(seat), rules.Int(arg(1)), rules.Int(int(l)))}}
		return append(evs, s.land(seat, l, true, r)...)
	case phShogunFight:
		if verb == "pass" {
			return s.payStakes(false)
		}
		return s.offerFight(seat, p.defender, -1, r)
	case phShogunStop:
		switch verb {
		case "trade":
			return s.startOffer(seat, rules.Seat(arg(1)), Kind(arg(2)), phShogunStop)
		case "tent":
			return s.build(seat, Dot(arg(1)))
		case "upgrade":
			return s.upgrade(seat, Dot(arg(1)))
		}
		return s.chainNext()
	case phNiceTry:
		if verb == "nicetry" {
			return s.niceTry()
		}
		return s.fight(r)
	case phStake:
		if verb == "leave" {
			return s.payStakes(false)
		}
		st := p.stakes[arg(1)]
		return s.offerFight(seat, st.owner, arg(1), r)
	case phSell:
		evs := s.sell(seat, Dot(arg(1)))
		return append(evs, s.afterSale(r)...)
	case phPhoenician:
		_, l := s.winnerLoser()
		s.move(seat, l, s.chosen(verb, arg(1)))
		p.giveBack--
		if p.giveBack > 0 {
			return nil
		}
		// The Arabic text lets the Phoenicians trade at once: bank trades
		// on their own territory, out of turn.
		s.phase = phAbilityMain
		s.abilityTrades, s.refused = 0, nil
		return []rules.Event{{Msg: rules.M("gealias.ev.gave_back", rules.SeatArg(seat), rules.SeatArg(l))}}
	case phNativeName:
		_, l := s.winnerLoser()
		p.ask, p.asker, p.asked, p.kind = askNative, seat, l, Kind(arg(1))
		s.phase = phAskAnswer
		return []rules.Event{{Msg: rules.M("gealias.ev.native_name", rules.SeatArg(seat), rules.Key(p.kind.Key()))}}
	case phNativeWalk:
		if verb == "stay" {
			s.phase = phAbilityMain
			return nil
		}
		return s.walk(seat, Land(arg(1)))
	case phAbilityMain:
		switch verb {
		case "bank":
			return s.bankTrade(seat, Kind(arg(1)), Kind(arg(2)))
		case "upgrade":
			return s.upgrade(seat, Dot(arg(1)))
		case "trade":
			return s.startOffer(seat, rules.Seat(arg(1)), Kind(arg(2)), phAbilityMain)
		}
		return s.abilityDone()
	case phVikingRaid:
		switch verb {
		case "raid":
			return s.startRaid(Dot(arg(1)), r)
		case "raidtents":
			return s.startRaid(-1, r)
		}
		return s.abilityDone()
	case phVikingMove:
		// Raid moves are not landings: no production, no fight.
		_, l := s.winnerLoser()
		switch verb {
		case "walk":
			s.placePawn(seat, Land(arg(1)))
		case "take":
			s.placePawn(seat, Land(arg(1)))
			s.placePawn(l, Land(arg(1)))
		case "send":
			s.placePawn(l, Land(arg(1)))
		}
		return s.abilityDone()
	case phRomanName:
		_, l := s.winnerLoser()
		p.ask, p.asker, p.asked, p.kind = askTribute, seat, l, Kind(arg(1))
		s.phase = phAskAnswer
		return []rules.Event{{Msg: rules.M("gealias.ev.tribute", rules.SeatArg(seat), rules.SeatArg(l), rules.Key(p.kind.Key()))}}
	case phMain:
		switch verb {
		case "end":
			return s.endTurn()
		case "tent":
			return s.build(seat, Dot(arg(1)))
		case "upgrade":
			return s.upgrade(seat, Dot(arg(1)))
		case "bank":
			return s.bankTrade(seat, Kind(arg(1)), Kind(arg(2)))
		case "buy":
			return s.buy(seat, Kind(arg(1)))
		case "trade":
			return s.startOffer(seat, rules.Seat(arg(1)), Kind(arg(2)), phMain)
		case "askbank":
			p.trader, p.tradeWith, p.tradeOffer, p.tradeGet = seat, rules.Seat(arg(1)), Cards{}, Kind(arg(3))
			p.tradeOffer[arg(2)] = OfferSize
			s.sawOnTable(seat, p.tradeOffer)
			p.tradeBank, p.tradeBack = true, phMain
			s.phase = phTradeReply
			return []rules.Event{{Msg: rules.M("gealias.ev.ask_bank", rules.SeatArg(seat), rules.SeatArg(p.tradeWith))}}
		}
		return s.red(seat, verb, arg(1))
	case phPressure, phPressureGive:
		return s.doPressure(seat, verb, arg, r)
	case phPrisonOrder, phPrisonQuarantine:
		// Played from the prison turn, which then ends.
		return append(s.red(seat, verb, arg(1)), s.afterDraw()...)
	case phTradeGive:
		if verb == "withdraw" {
			return s.withdraw()
		}
		return s.putOnOffer(Kind(arg(1)))
	case phTradeReply:
		s.phase = p.tradeBack
		var evs []rules.Event
		if verb == "refuse" {
			evs = []rules.Event{{Msg: rules.M("gealias.ev.refused", rules.SeatArg(seat))}}
			s.refused = append(s.refused, refusal{trader: p.trader, partner: p.tradeWith, give: p.tradeOffer, get: p.tradeGet, bank: p.tradeBank})
		}
		if s.chainSeat >= 0 {
			// Trading ends the swift strike and its movement at once (the
			// trade is counted first, while the strike's window is open).
			if verb != "refuse" {
				evs = append(evs, s.trade(p.trader, seat)...)
			}
			s.chainSeat = -1
			return append(evs, s.abilityDone()...)
		}
		if verb == "refuse" {
			return evs
		}
		t := p.trader
		if p.tradeBank {
			return s.bankTrade(t, p.tradeOffer.Most(), p.tradeGet)
		}
		return s.trade(t, seat)
	}
	return nil
}

// trade carries out an accepted player trade: the three cards offered go
// from the trader to the owner, one card of the kind asked for the other
// way (to Egypt, while it controls the trader's turn).
func (s *State) trade(t, seat rules.Seat) []rules.Event {
	p := &s.pending
	*s.tradeCount()++
	for k, n := range p.tradeOffer {
		if n > 0 {
			s.players[t].cards[k] -= n
			s.players[seat].cards[k] += n
			s.sawHandOver(t, seat, Kind(k), n, nil)
		}
	}
	s.players[seat].cards[p.tradeGet]--
	s.players[s.receiver(t)].cards[p.tradeGet]++
	s.sawHandOver(seat, s.receiver(t), p.tradeGet, 1, nil)
	return []rules.Event{{Msg: offerMsg("gealias.ev.traded", p.tradeOffer, p.tradeGet, rules.SeatArg(t), rules.SeatArg(seat))}}
}

// doPressure settles the pressure phases.
func (s *State) doPressure(seat rules.Seat, verb string, arg func(int) int, r *rules.Rand) []rules.Event {
	p := &s.pending
	switch s.phase {
	case phPressure:
		if verb == "pass" {
			return s.nextPressure()
		}
		return s.challenge(r)
	case phPressureGive:
		s.move(seat, p.challenger, s.chosen(verb, arg(1)))
		p.toGive--
		if p.toGive > 0 {
			return nil
		}
		evs := []rules.Event{{Msg: rules.M("gealias.ev.gave", rules.SeatArg(seat), rules.SeatArg(p.challenger), rules.Int(s.HandSize(seat)))}}
		return append(evs, s.nextTurn()...)
	}
	return nil
}

// chosen is the hand card a "give:k" or "givered:c" answer names.
func (s *State) chosen(verb string, n int) handCard {
	if strings.HasSuffix(verb, "red") {
		return handCard{red: true, card: Card(n)}
	}
	return handCard{kind: Kind(n)}
}

// red plays a red card named by a move.
func (s *State) red(seat rules.Seat, verb string, target int) []rules.Event {
	switch verb {
	case "escapedot":
		return s.playRed(seat, CardEscape, target)
	case "prison":
		return s.playRed(seat, CardPrisonOrder, target)
	case "quarantine":
		return s.playRed(seat, CardQuarantineOrder, target)
	}
	return nil
}
