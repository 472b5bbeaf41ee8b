// Prompts: who is asked what in each phase, and the complete list of legal
// answers. During Egypt's control the active seat's prompts are asked of
// the Egypt seat.
package gealias

import (
	"strconv"

	"majlis/rules"
)

func itoa(n int) string { return strconv.Itoa(n) }

// The moves of the longest option lists, the trades and the cards of a
// hand, are written once here rather than at every prompt: search names
// them at every step it plays.
var (
	tradeMoves = func() (ms [maxSeats][NumKinds]rules.Move) { // [with][get]
		for seat := range ms {
			for get := range NumKinds {
				ms[seat][get] = rules.Move("trade:" + itoa(seat) + ":" + itoa(int(get)))
			}
		}
		return ms
	}()
	putMoves     = kindMoves("put")
	askBankMoves = seatTradeMoves("askbank") // [owner][give][get]
	giveMoves    = handMoves("give")
	backMoves    = handMoves("back")
	bankMoves    = func() (ms [NumKinds][NumKinds]rules.Move) { // [give][get]
		for give := range NumKinds {
			for get := range NumKinds {
				ms[give][get] = rules.Move("bank:" + itoa(int(give)) + ":" + itoa(int(get)))
			}
		}
		return ms
	}()
	levyMoves = func() (ms [maxSeats][NumKinds]rules.Move) { // [from][kind]
		for seat := range ms {
			for k := range NumKinds {
				ms[seat][k] = rules.Move("levy:" + itoa(seat) + ":" + itoa(int(k)))
			}
		}
		return ms
	}()
	stepMoves = func() (ms [7]rules.Move) { // move:n, for a die's 1 to 6
		for n := range ms {
			ms[n] = rules.Move("move:" + itoa(n))
		}
		return ms
	}()
)

// seatTradeMoves lists verb:seat:give:get for every seat and pair of kinds.
func seatTradeMoves(verb string) (ms [maxSeats][NumKinds][NumKinds]rules.Move) {
	for seat := range ms {
		for give := range NumKinds {
			for get := range NumKinds {
				ms[seat][give][get] = rules.Move(verb + ":" + itoa(seat) + ":" + itoa(int(give)) + ":" + itoa(int(get)))
			}
		}
	}
	return ms
}

// kindMoves names each kind after a verb: "put:3".
func kindMoves(verb string) (ms [NumKinds]rules.Move) {
	for k := range NumKinds {
		ms[k] = rules.Move(verb + ":" + itoa(int(k)))
	}
	return ms
}

// cardMoves names each card of a hand after a verb: "give:3" a kind of
// card, "givered:7" a red card.
type cardMoves struct {
	kind [NumKinds]rules.Move
	red  [NumCards]rules.Move
}

func handMoves(verb string) *cardMoves {
	var ms cardMoves
	for k := range NumKinds {
		ms.kind[k] = rules.Move(verb + ":" + itoa(int(k)))
	}
	for c := range NumCards {
		ms.red[c] = rules.Move(verb + "red:" + itoa(int(c)))
	}
	return &ms
}

// Prompts lists the one decision awaited now.
func (s *State) Prompts() []rules.Prompt {
	var os rules.OptionList
	seat, ask := s.decision(&os)
	if os.Len() == 0 {
		return nil
	}
	return []rules.Prompt{{Seat: s.answerer(seat), Ask: ask, Options: os.Options()}}
}

// answerer is who answers a decision of seat: Egypt, during the turn it
// controls, answers the active seat's.
func (s *State) answerer(seat rules.Seat) rules.Seat {
	if seat == s.turn && s.egypt >= 0 && s.phase >= phDraw {
		return s.egypt
	}
	return seat
}

// decision is the seat whose decision is awaited and the question; it adds
// the legal answers to os.
func (s *State) decision(os *rules.OptionList) (rules.Seat, rules.Msg) {
	t := s.turn
	p := s.pending
	switch s.phase {
	case phSetupTent, phSetupFort:
		for d := Dot(0); d < NumDots; d++ {
			if !s.built[d] {
				os.Add(rules.Move("place:"+itoa(int(d))), "gealias.opt.place", rules.Int(int(d)))
			}
		}
		key := "gealias.ask.place_tent"
		if s.phase == phSetupFort {
			key = "gealias.ask.place_fortress"
		}
		return t, rules.M(key)
	case phSetupPawn:
		for _, l := range p.dot.Lands() {
			os.Add(rules.Move("pawn:"+itoa(int(l))), "gealias.opt.land", rules.Int(int(l)))
		}
		return t, rules.M("gealias.ask.place_pawn")
	case phDraw:
		pl := s.players[t]
		if pl.prison && !pl.skipped {
			if s.HandSize(t) >= 2 {
				os.Add("pay", "gealias.opt.pay_prison")
			}
			if hasRed(pl.red, CardEscape) && !s.redLimited() {
				os.Add("escape", "gealias.opt.escape")
			}
			os.Add("wait", "gealias.opt.wait")
			return t, rules.M("gealias.ask.prison")
		}
		os.Add("draw", "gealias.opt.draw")
		for _, d := range s.ownDots(t, false) {
			if s.dots[d].Quarantined && s.HandSize(t) >= 2 {
				os.Add(rules.Move("paydot:"+itoa(int(d))), "gealias.opt.pay_dot", rules.Int(int(d)))
			}
		}
		if !pl.prison {
			s.redPlays(os, t)
		}
		return t, rules.M("gealias.ask.draw")
	case phHarvest:
		for k := range Kind(NumResources) {
			os.Add(rules.Move("take:"+itoa(int(k))), "gealias.opt.kind", rules.Key(k.Key()))
		}
		return t, rules.M("gealias.ask.harvest")
	case phPlague:
		for _, d := range s.ownDots(t, true) {
			os.Add(rules.Move("plague:"+itoa(int(d))), "gealias.opt.dot", rules.Int(int(d)))
		}
		return t, rules.M("gealias.ask.plague")
	case phLevy:
		for i := range s.players {
			if rules.Seat(i) == t {
				continue
			}
			for k := range Kind(NumResources) {
				os.Add(levyMoves[i][k], "gealias.opt.levy", rules.SeatArg(rules.Seat(i)), rules.Key(k.Key()))
			}
		}
		return t, rules.M("gealias.ask.levy")
	case phAskAnswer:
		if s.players[p.asked].cards[p.kind] > 0 {
			os.Add("give", "gealias.opt.give", rules.Key(p.kind.Key()))
		}
		os.Add("none", "gealias.opt.none", rules.Key(p.kind.Key()))
		return p.asked, rules.M("gealias.ask.asked", rules.SeatArg(p.asker), rules.Key(p.kind.Key()))
	case phAskChallenge:
		os.Add("believe", "gealias.opt.believe")
		os.Add("challenge", "gealias.opt.challenge_bluff")
		return p.asker, rules.M("gealias.ask.bluff", rules.SeatArg(p.asked), rules.Key(p.kind.Key()))
	case phRoll:
		if s.egypt >= 0 {
			for n := 1; n <= 6; n++ {
				os.Add(rules.Move("roll:"+itoa(n)), "gealias.opt.set_roll", rules.Int(n))
			}
		} else {
			os.Add("roll", "gealias.opt.roll")
		}
		s.redPlays(os, t)
		return t, rules.M("gealias.ask.roll")
	case phMove, phShogunMove:
		seat := t
		if s.phase == phShogunMove {
			seat = s.chainSeat
		}
		for n := 1; n <= s.roll; n++ {
			os.Add(stepMoves[n], "gealias.opt.move", rules.Int(n), rules.Int(int(s.players[seat].land.Step(n))))
		}
		return seat, rules.M("gealias.ask.move", rules.Int(s.roll))
	case phNiceTry:
		os.Add("fight", "gealias.opt.accept_fight")
		if hasRed(s.players[p.defender].red, CardNiceTry) && !(p.defender == t && s.redLimited()) {
			os.Add("nicetry", "gealias.opt.nicetry")
		}
		return p.defender, rules.M("gealias.ask.nicetry", rules.SeatArg(p.attacker))
	case phStake:
		os.Add("leave", "gealias.opt.leave")
		for i, st := range p.stakes {
			if s.shareOpen(i) {
				os.Add(rules.Move("fight:"+itoa(i)), "gealias.opt.fight_share", rules.SeatArg(st.owner), rules.Int(st.amount), rules.Int(int(st.dot)))
			}
		}
		return p.lander, rules.M("gealias.ask.stake")
	case phSell:
		for _, d := range s.sellable(p.seller) {
			key := "gealias.opt.sell"
			if s.dots[d].Fortress {
				key = "gealias.opt.downgrade"
			}
			os.Add(rules.Move("sell:"+itoa(int(d))), key, rules.Int(int(d)))
		}
		return p.seller, rules.M("gealias.ask.sell")
	case phPhoenician:
		w, _ := s.winnerLoser()
		s.cardOptions(os, w, backMoves)
		return w, rules.M("gealias.ask.give_back", rules.Int(p.giveBack))
	case phNativeName:
		w, l := s.winnerLoser()
		for k := range NumKinds {
			os.Add(rules.Move("name:"+itoa(int(k))), "gealias.opt.kind", rules.Key(k.Key()))
		}
		return w, rules.M("gealias.ask.native_name", rules.SeatArg(l))
	case phNativeWalk:
		w, _ := s.winnerLoser()
		os.Add("stay", "gealias.opt.stay")
		for _, l := range s.walkLands(w) {
			os.Add(rules.Move("walk:"+itoa(int(l))), "gealias.opt.land", rules.Int(int(l)))
		}
		return w, rules.M("gealias.ask.walk")
	case phAbilityMain:
		w, _ := s.winnerLoser()
		os.Add("done", "gealias.opt.done")
		for _, tr := range s.bankTrades(w) {
			os.Add(bankMoves[tr[0]][tr[1]], "gealias.opt.bank", rules.Key(tr[0].Key()), rules.Key(tr[1].Key()))
		}
		if s.players[w].civ == Phoenicians {
			// The Arabic lets the Phoenicians trade with players too.
			s.tradeOptions(os, w)
		}
		if s.players[w].civ == NativeAmericans {
			for _, d := range s.upgradableDots(w) {
				os.Add(rules.Move("upgrade:"+itoa(int(d))), "gealias.opt.upgrade", rules.Int(int(d)))
			}
		}
		return w, rules.M("gealias.ask.ability_main")
	case phVikingRaid:
		w, l := s.winnerLoser()
		os.Add("noraid", "gealias.opt.noraid")
		tents := false
		for _, d := range s.ownDots(l, false) {
			if s.dots[d].Fortress {
				os.Add(rules.Move("raid:"+itoa(int(d))), "gealias.opt.raid_fortress", rules.Int(int(d)))
			} else {
				tents = true
			}
		}
		if tents {
			os.Add("raidtents", "gealias.opt.raid_tents")
		}
		return w, rules.M("gealias.ask.raid", rules.SeatArg(l))
	case phVikingMove:
		w, _ := s.winnerLoser()
		os.Add("stay", "gealias.opt.stay")
		os.Add(rules.Move("walk:"+itoa(int(p.raidLand))), "gealias.opt.raid_go", rules.Int(int(p.raidLand)))
		os.Add(rules.Move("take:"+itoa(int(p.raidLand))), "gealias.opt.raid_take", rules.Int(int(p.raidLand)))
		os.Add(rules.Move("send:"+itoa(int(p.raidLand))), "gealias.opt.raid_send", rules.Int(int(p.raidLand)))
		return w, rules.M("gealias.ask.after_raid")
	case phRomanName:
		w, l := s.winnerLoser()
		for k := range Kind(NumResources) {
			os.Add(rules.Move("name:"+itoa(int(k))), "gealias.opt.kind", rules.Key(k.Key()))
		}
		return w, rules.M("gealias.ask.tribute", rules.SeatArg(l))
	case phShogunFight:
		os.Add("fight", "gealias.opt.fight")
		os.Add("pass", "gealias.opt.pass")
		return s.chainSeat, rules.M("gealias.ask.strike_fight", rules.SeatArg(p.defender))
	case phShogunStop:
		os.Add("go", "gealias.opt.strike_on")
		for _, d := range s.buildableDots(s.chainSeat) {
			os.Add(rules.Move("tent:"+itoa(int(d))), "gealias.opt.tent", rules.Int(int(d)))
		}
		for _, d := range s.upgradableDots(s.chainSeat) {
			os.Add(rules.Move("upgrade:"+itoa(int(d))), "gealias.opt.upgrade", rules.Int(int(d)))
		}
		s.tradeOptions(os, s.chainSeat)
		return s.chainSeat, rules.M("gealias.ask.strike_stop")
	case phMain:
		os.Add("end", "gealias.opt.end")
		for _, d := range s.buildableDots(t) {
			os.Add(rules.Move("tent:"+itoa(int(d))), "gealias.opt.tent", rules.Int(int(d)))
		}
		for _, d := range s.upgradableDots(t) {
			os.Add(rules.Move("upgrade:"+itoa(int(d))), "gealias.opt.upgrade", rules.Int(int(d)))
		}
		for _, tr := range s.bankTrades(t) {
			os.Add(bankMoves[tr[0]][tr[1]], "gealias.opt.bank", rules.Key(tr[0].Key()), rules.Key(tr[1].Key()))
		}
		for _, k := range s.marketBuys(t) {
			os.Add(rules.Move("buy:"+itoa(int(k))), "gealias.opt.buy", rules.Key(k.Key()))
		}
		s.tradeOptions(os, t)
		for _, tr := range s.consentTrades(t) {
			os.Add(askBankMoves[tr.owner][tr.give][tr.get], "gealias.opt.ask_bank",
				rules.SeatArg(tr.owner), rules.Key(tr.give.Key()), rules.Key(tr.get.Key()))
		}
		s.redPlays(os, t)
		return t, rules.M("gealias.ask.main")
	case phTradeGive:
		for _, k := range s.offerable(p.trader, p.tradeOffer, p.tradeGet) {
			os.Add(putMoves[k], "gealias.opt.put", rules.Key(k.Key()))
		}
		os.Add("withdraw", "gealias.opt.withdraw")
		return p.trader, rules.M("gealias.ask.trade_give", rules.SeatArg(p.tradeWith), rules.Key(p.tradeGet.Key()), rules.Int(OfferSize-p.tradeOffer.Total()))
	case phTradeReply:
		os.Add("refuse", "gealias.opt.refuse")
		if p.tradeBank {
			// The owner is asked to allow it, not to take part: the
			// answer is worded as the question ("Allow it?").
			os.Add("accept", "gealias.opt.allow")
			return p.tradeWith, rules.M("gealias.ask.allow_bank", rules.SeatArg(t), rules.Key(p.tradeOffer.Most().Key()), rules.Key(p.tradeGet.Key()))
		}
		if s.players[p.tradeWith].cards[p.tradeGet] > 0 {
			os.Add("accept", "gealias.opt.accept")
		}
		return p.tradeWith, offerMsg("gealias.ask.trade", p.tradeOffer, p.tradeGet, rules.SeatArg(p.trader))
	case phPressure:
		os.Add("pass", "gealias.opt.pass")
		os.Add("challenge", "gealias.opt.challenge")
		return p.challenger, rules.M("gealias.ask.pressure", rules.SeatArg(t), rules.Int(s.HandSize(t)))
	case phPrisonOrder:
		s.prisonOptions(os, t)
		return t, rules.M("gealias.ask.prison_card", rules.Key(CardPrisonOrder.Key()))
	case phPrisonQuarantine:
		s.quarantineOptions(os, t)
		return t, rules.M("gealias.ask.prison_card", rules.Key(CardQuarantineOrder.Key()))
	case phPressureGive:
		s.cardOptions(os, t, giveMoves)
		return t, rules.M("gealias.ask.pressure_give", rules.SeatArg(p.challenger), rules.Int(p.toGive))
	}
	return -1, rules.Msg{}
}

// tradeOptions adds the offers seat may open to the owners of the
// territory it stands on: one per partner and kind asked for, when seat
// holds three other cards to give. Which three is the next decision
// (phTradeGive), so a rich hand on a crowded land is asked at most a
// partner's six kinds, not every mix of three cards besides.
func (s *State) tradeOptions(os *rules.OptionList, seat rules.Seat) {
	partners := s.tradePartners(seat)
	os.Grow(len(partners) * int(NumKinds))
	for _, o := range partners {
		for get := range NumKinds {
			if s.canOffer(seat, get) {
				os.Add(tradeMoves[o][get], "gealias.opt.trade", rules.SeatArg(o), rules.Key(get.Key()))
			}
		}
	}
}

// cardOptions adds one option per kind of card seat holds.
func (s *State) cardOptions(os *rules.OptionList, seat rules.Seat, moves *cardMoves) {
	pl := s.players[seat]
	for k := range NumKinds {
		if pl.cards[k] > 0 {
			os.Add(moves.kind[k], "gealias.opt.card", rules.Key(k.Key()))
		}
	}
	last := Card(255)
	for _, c := range pl.red {
		if c != last {
			os.Add(moves.red[c], "gealias.opt.card", rules.Key(c.Key()))
			last = c
		}
	}
}

func hasRed(red []Card, c Card) bool {
	for _, r := range red {
		if r == c {
			return true
		}
	}
	return false
}
