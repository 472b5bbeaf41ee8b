// Building, markets and trade: tents on an empty dot beside your land,
// upgrades of your own tent, the gold market, the bank at 3:1 on your own
// territory, and trades with the owner of the territory you stand on.
package gealias

import "majlis/rules"

// buildableDots lists the empty dots beside seat's land where it can afford
// a tent and has one left.
func (s *State) buildableDots(seat rules.Seat) []Dot {
	p := s.players[seat]
	if !p.placed || p.prison || p.tentsOut >= Tents(len(s.players)) || !p.cards.Covers(TentCost) {
		return nil
	}
	var ds []Dot
	for _, d := range p.land.Dots() {
		if !s.built[d] {
			ds = append(ds, d)
		}
	}
	return ds
}

// upgradableDots lists seat's healthy tents beside its land it can afford
// to upgrade, while a fortress is left.
func (s *State) upgradableDots(seat rules.Seat) []Dot {
	p := s.players[seat]
	if !p.placed || p.fortsOut >= Fortresses || !p.cards.Covers(FortressCost) {
		return nil
	}
	var ds []Dot
	for _, d := range p.land.Dots() {
		if s.built[d] && s.dots[d].Owner == seat && !s.dots[d].Fortress && !s.dots[d].Quarantined {
			ds = append(ds, d)
		}
	}
	return ds
}

// build puts a tent on d and collects one card from each land it touches.
func (s *State) build(seat rules.Seat, d Dot) []rules.Event {
	s.pay(seat, TentCost)
	s.dots[d] = Structure{Owner: seat}
	s.built[d] = true
	s.players[seat].tentsOut++
	evs := []rules.Event{{Msg: rules.M("gealias.ev.tent", rules.SeatArg(seat), rules.Int(int(d)))}}
	for _, l := range d.Lands() {
		evs = append(evs, s.gain(seat, s.tokens[l], 1)...)
	}
	return append(evs, s.checkVictory(seat)...)
}

// upgrade turns seat's tent on d into a fortress; the tent piece returns to
// the supply and the fortress collects again, one card from each land.
func (s *State) upgrade(seat rules.Seat, d Dot) []rules.Event {
	s.pay(seat, FortressCost)
	s.dots[d].Fortress = true
	s.players[seat].tentsOut--
	s.players[seat].fortsOut++
	evs := []rules.Event{{Msg: rules.M("gealias.ev.upgrade", rules.SeatArg(seat), rules.Int(int(d)))}}
	for _, l := range d.Lands() {
		evs = append(evs, s.gain(seat, s.tokens[l], 1)...)
	}
	return append(evs, s.checkVictory(seat)...)
}

// checkVictory ends the game when seat has every piece on the board.
func (s *State) checkVictory(seat rules.Seat) []rules.Event {
	p := s.players[seat]
	if p.fortsOut < Fortresses || p.tentsOut < Tents(len(s.players)) {
		return nil
	}
	s.winners = []rules.Seat{seat}
	s.reason = "gealias.end.built"
	s.phase = phDone
	return []rules.Event{{Msg: rules.M("gealias.ev.wins", rules.SeatArg(seat))}}
}

// bankTrades lists seat's possible 3:1 bank trades: three identical
// resources for one other, on seat's own territory.
func (s *State) bankTrades(seat rules.Seat) [][2]Kind {
	p := s.players[seat]
	if !p.placed || !s.OwnTerritory(seat, p.land) {
		return nil
	}
	var ts [][2]Kind
	for give := range Kind(NumResources) {
		if p.cards[give] < 3 {
			continue
		}
		for get := range Kind(NumResources) {
			if get != give && s.bank[get] > 0 {
				ts = append(ts, [2]Kind{give, get})
			}
		}
	}
	return ts
}

// bankTrade gives the bank three of give for one of get.
func (s *State) bankTrade(seat rules.Seat, give, get Kind) []rules.Event {
	var c Cards
	c[give] = 3
	s.pay(seat, c)
	evs := []rules.Event{{Msg: rules.M("gealias.ev.bank", rules.SeatArg(seat), rules.Key(give.Key()), rules.Key(get.Key()))}}
	return append(evs, s.gain(seat, get, 1)...)
}

// consentTrade is a bank trade on another's territory, which its owner
// must allow (the English text only, E343).
type consentTrade struct {
	owner     rules.Seat
	give, get Kind
}

// consentTrades lists the bank trades seat may ask a territory's owner to
// allow, when it stands on their territory and not its own.
func (s *State) consentTrades(seat rules.Seat) []consentTrade {
	p := s.players[seat]
	if !p.placed || s.OwnTerritory(seat, p.land) {
		return nil
	}
	var ts []consentTrade
	for _, o := range s.Owners(p.land) {
		for give := range Kind(NumResources) {
			if p.cards[give] < 3 {
				continue
			}
			for get := range Kind(NumResources) {
				if get != give && s.bank[get] > 0 {
					ts = append(ts, consentTrade{o, give, get})
				}
			}
		}
	}
	return ts
}

// marketBuys lists what seat may buy at the gold market it stands on.
func (s *State) marketBuys(seat rules.Seat) []Kind {
	p := s.players[seat]
	if !p.placed || !p.land.Gold() || p.cards[Gold] < 2 {
		return nil
	}
	var ks []Kind
	for k := range Kind(NumResources) {
		if s.bank[k] > 0 {
			ks = append(ks, k)
		}
	}
	return ks
}

// buy pays two gold for one resource.
func (s *State) buy(seat rules.Seat, k Kind) []rules.Event {
	s.pay(seat, Cards{Gold: 2})
	evs := []rules.Event{{Msg: rules.M("gealias.ev.buy", rules.SeatArg(seat), rules.Key(k.Key()))}}
	return append(evs, s.gain(seat, k, 1)...)
}

// tradeCount is the count of player trades of the trading window open
// now, of which three are allowed: an ability's window (the Phoenicians'
// after a seizure, read in the phase they trade in; a swift strike, while
// it runs) counts on its own, so that trades made out of the
// trade-and-build phase, out of turn or not, never use up the turn's three
// (NOTES.md, G6).
func (s *State) tradeCount() *int {
	if s.chainSeat >= 0 || s.phase == phAbilityMain {
		return &s.abilityTrades
	}
	return &s.trades
}

// OfferSize is how many cards a player trade gives for one.
const OfferSize = 3

// tradePartners lists the owners of the territory seat stands on it may
// offer a trade to (three a window: see tradeCount).
func (s *State) tradePartners(seat rules.Seat) []rules.Seat {
	p := s.players[seat]
	if !p.placed || *s.tradeCount() >= 3 {
		return nil
	}
	var ps []rules.Seat
	for _, o := range s.Owners(p.land) {
		if o != seat {
			ps = append(ps, o)
		}
	}
	return ps
}

// canOffer reports whether seat holds three cards it may offer for one
// get: player trades take any three resource or gold cards (red cards are
// not traded), other than the kind asked for (NOTES.md, G6).
func (s *State) canOffer(seat rules.Seat, get Kind) bool {
	c := s.players[seat].cards
	return c.Total()-c[get] >= 3
}

// offerable lists the kinds seat may still put on an offer that holds
// offer, for one get: kinds it holds more of than it has offered, other
// than get.
func (s *State) offerable(seat rules.Seat, offer Cards, get Kind) []Kind {
	var ks []Kind
	for k := range NumKinds {
		if k != get && s.players[seat].cards[k] > offer[k] {
			ks = append(ks, k)
		}
	}
	return ks
}

// startOffer opens an offer of seat to with, for one get: seat then puts
// the three cards offered on it (phTradeGive); back is where play goes on
// once the owner answers, or the offer is taken back.
func (s *State) startOffer(seat, with rules.Seat, get Kind, back phase) []rules.Event {
	p := &s.pending
	p.trader, p.tradeWith, p.tradeOffer, p.tradeGet = seat, with, Cards{}, get
	p.tradeBank, p.tradeBack = false, back
	s.phase = phTradeGive
	return nil
}

// putOnOffer puts one card of k on the offer; the third sends the offer to
// the owner.
func (s *State) putOnOffer(k Kind) []rules.Event {
	p := &s.pending
	p.tradeOffer[k]++
	s.sawOnTable(p.trader, p.tradeOffer)
	if p.tradeOffer.Total() < OfferSize {
		return nil
	}
	s.phase = phTradeReply
	return []rules.Event{{Msg: offerMsg("gealias.ev.offer", p.tradeOffer, p.tradeGet, rules.SeatArg(p.trader), rules.SeatArg(p.tradeWith))}}
}

// withdraw takes an offer back before it is made: nothing was traded and
// nothing counts.
func (s *State) withdraw() []rules.Event {
	p := &s.pending
	s.phase = p.tradeBack
	evs := []rules.Event{{Msg: rules.M("gealias.ev.withdrew", rules.SeatArg(p.trader), rules.SeatArg(p.tradeWith))}}
	p.tradeOffer = Cards{}
	return evs
}

// offerMsg is a message about three cards offered for one get: key_three
// (three of one kind), key_two (two and one) or key_mixed (three kinds),
// its arguments args, then get, then the kinds offered, the most first.
func offerMsg(key string, offer Cards, get Kind, args ...rules.Arg) rules.Msg {
	args = append(args, rules.Key(get.Key()))
	kinds := 0
	for n := OfferSize; n > 0; n-- {
		for k := range NumKinds {
			if offer[k] == n {
				args = append(args, rules.Key(k.Key()))
				kinds++
			}
		}
	}
	switch kinds {
	case 1:
		key += "_three"
	case 2:
		key += "_two"
	default:
		key += "_mixed"
	}
	return rules.M(key, args...)
}

// redPlays adds the red cards seat may play now, as moves with labels.
func (s *State) redPlays(os *rules.OptionList, seat rules.Seat) {
	if s.redLimited() {
		return
	}
	p := s.players[seat]
	has := func(c Card) bool {
		for _, r := range p.red {
			if r == c {
				return true
			}
		}
		return false
	}
	if has(CardEscape) {
		for _, d := range s.ownDots(seat, false) {
			if s.dots[d].Quarantined {
				os.Add(rules.Move("escapedot:"+itoa(int(d))), "gealias.opt.escape_dot", rules.Int(int(d)))
			}
		}
	}
	if has(CardPrisonOrder) {
		s.prisonOptions(os, seat)
	}
	if has(CardQuarantineOrder) {
		s.quarantineOptions(os, seat)
	}
}

// prisonTargets lists the Gealiases a Prison Order of seat may imprison:
// free opponents on its land.
func (s *State) prisonTargets(seat rules.Seat) []rules.Seat {
	p := s.players[seat]
	if !p.placed {
		return nil
	}
	var hs []rules.Seat
	for _, h := range s.Holders(p.land) {
		if h != seat && !s.players[h].prison {
			hs = append(hs, h)
		}
	}
	return hs
}

// quarantineTargets lists the structures a Quarantine Order of seat may
// quarantine: opponents' healthy structures touching its land.
func (s *State) quarantineTargets(seat rules.Seat) []Dot {
	p := s.players[seat]
	if !p.placed {
		return nil
	}
	var ds []Dot
	for _, d := range p.land.Dots() {
		if s.built[d] && s.dots[d].Owner != seat && !s.dots[d].Quarantined {
			ds = append(ds, d)
		}
	}
	return ds
}

func (s *State) prisonOptions(os *rules.OptionList, seat rules.Seat) {
	for _, h := range s.prisonTargets(seat) {
		os.Add(rules.Move("prison:"+itoa(int(h))), "gealias.opt.prison", rules.SeatArg(h))
	}
}

func (s *State) quarantineOptions(os *rules.OptionList, seat rules.Seat) {
	for _, d := range s.quarantineTargets(seat) {
		os.Add(rules.Move("quarantine:"+itoa(int(d))), "gealias.opt.quarantine", rules.SeatArg(s.dots[d].Owner), rules.Int(int(d)))
	}
}

// redLimited reports whether the active (controlled) hand may play no more
// red cards: Egypt uses at most one of them in the turn it controls.
func (s *State) redLimited() bool { return s.egypt >= 0 && s.redUsed }

// usedRed records a red card played from the active hand: during Egypt's
// control it is the one Egypt may use (Escape and Nice Try count too).
func (s *State) usedRed() {
	if s.egypt >= 0 {
		s.redUsed = true
	}
}

// playRed plays a red card from seat's hand.
func (s *State) playRed(seat rules.Seat, c Card, target int) []rules.Event {
	s.move(seat, -1, handCard{red: true, card: c})
	s.usedRed()
	switch c {
	case CardEscape:
		s.dots[target].Quarantined = false
		s.dots[target].Served = 0
		return []rules.Event{{Msg: rules.M("gealias.ev.escape_dot", rules.SeatArg(seat), rules.Int(target))}}
	case CardPrisonOrder:
		s.players[target].prison = true
		s.players[target].served = 0
		return []rules.Event{{Msg: rules.M("gealias.ev.imprison", rules.SeatArg(seat), rules.SeatArg(rules.Seat(target)))}}
	case CardQuarantineOrder:
		s.dots[target].Quarantined = true
		s.dots[target].Served = 0
		return []rules.Event{{Msg: rules.M("gealias.ev.quarantine", rules.SeatArg(seat), rules.Int(target))}}
	}
	return nil
}
