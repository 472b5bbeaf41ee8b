// Prompts: who is asked what in each phase, and the complete list of legal
// answers. During Egypt's control the active seat's prompts are asked of
// the Egypt seat.
package gealias

import (
	"strconv"

	"majlis/rules"
)

func itoa(n int) string { return strconv.Itoa(n) }

func opt(m string, key string, args ...rules.Arg) rules.Option {
	return rules.Option{Move: rules.Move(m), Label: rules.M(key, args...)}
}

// Prompts lists the one decision awaited now.
func (s *State) Prompts() []rules.Prompt {
	return s.prompts(s.decision())
}

// prompts is the prompt of a decision: none once the game is over.
func (s *State) prompts(seat rules.Seat, ask rules.Msg, opts []rules.Option) []rules.Prompt {
	if len(opts) == 0 {
		return nil
	}
	return []rules.Prompt{{Seat: s.answerer(seat), Ask: ask, Options: opts}}
}

// answerer is who answers a decision of seat: Egypt, during the turn it
// controls, answers the active seat's.
func (s *State) answerer(seat rules.Seat) rules.Seat {
	if seat == s.turn && s.egypt >= 0 && s.phase >= phDraw {
		return s.egypt
	}
	return seat
}

// decision is the seat whose decision is awaited, the question and the
// legal answers.
func (s *State) decision() (rules.Seat, rules.Msg, []rules.Option) {
	t := s.turn
	p := s.pending
	switch s.phase {
	case phSetupTent, phSetupFort:
		var os []rules.Option
		for d := Dot(0); d < NumDots; d++ {
			if !s.built[d] {
				os = append(os, opt("place:"+itoa(int(d)), "gealias.opt.place", rules.Int(int(d))))
			}
		}
		key := "gealias.ask.place_tent"
		if s.phase == phSetupFort {
			key = "gealias.ask.place_fortress"
		}
		return t, rules.M(key), os
	case phSetupPawn:
		var os []rules.Option
		for _, l := range p.dot.Lands() {
			os = append(os, opt("pawn:"+itoa(int(l)), "gealias.opt.land", rules.Int(int(l))))
		}
		return t, rules.M("gealias.ask.place_pawn"), os
	case phDraw:
		var os []rules.Option
		pl := s.players[t]
		if pl.prison && !pl.skipped {
			if s.HandSize(t) >= 2 {
				os = append(os, opt("pay", "gealias.opt.pay_prison"))
			}
			if hasRed(pl.red, CardEscape) {
				os = append(os, opt("escape", "gealias.opt.escape"))
			}
			os = append(os, opt("wait", "gealias.opt.wait"))
			return t, rules.M("gealias.ask.prison"), os
		}
		os = append(os, opt("draw", "gealias.opt.draw"))
		for _, d := range s.ownDots(t, false) {
			if s.dots[d].Quarantined && s.HandSize(t) >= 2 {
				os = append(os, opt("paydot:"+itoa(int(d)), "gealias.opt.pay_dot", rules.Int(int(d))))
			}
		}
		if !pl.prison {
			os = append(os, s.redPlays(t)...)
		}
		return t, rules.M("gealias.ask.draw"), os
	case phHarvest:
		var os []rules.Option
		for k := range Kind(NumResources) {
			os = append(os, opt("take:"+itoa(int(k)), "gealias.opt.kind", rules.Key(k.Key())))
		}
		return t, rules.M("gealias.ask.harvest"), os
	case phPlague:
		var os []rules.Option
		for _, d := range s.ownDots(t, true) {
			os = append(os, opt("plague:"+itoa(int(d)), "gealias.opt.dot", rules.Int(int(d))))
		}
		return t, rules.M("gealias.ask.plague"), os
	case phLevy:
		var os []rules.Option
		for i := range s.players {
			if rules.Seat(i) == t {
				continue
			}
			for k := range Kind(NumResources) {
				os = append(os, opt("levy:"+itoa(i)+":"+itoa(int(k)), "gealias.opt.levy", rules.SeatArg(rules.Seat(i)), rules.Key(k.Key())))
			}
		}
		return t, rules.M("gealias.ask.levy"), os
	case phAskAnswer:
		os := []rules.Option{}
		if s.players[p.asked].cards[p.kind] > 0 {
			os = append(os, opt("give", "gealias.opt.give", rules.Key(p.kind.Key())))
		}
		os = append(os, opt("none", "gealias.opt.none", rules.Key(p.kind.Key())))
		return p.asked, rules.M("gealias.ask.asked", rules.SeatArg(p.asker), rules.Key(p.kind.Key())), os
	case phAskChallenge:
		return p.asker, rules.M("gealias.ask.bluff", rules.SeatArg(p.asked), rules.Key(p.kind.Key())),
			[]rules.Option{opt("believe", "gealias.opt.believe"), opt("challenge", "gealias.opt.challenge_bluff")}
	case phRoll:
		os := []rules.Option{}
		if s.egypt >= 0 {
			for n := 1; n <= 6; n++ {
				os = append(os, opt("roll:"+itoa(n), "gealias.opt.set_roll", rules.Int(n)))
			}
		} else {
			os = append(os, opt("roll", "gealias.opt.roll"))
		}
		os = append(os, s.redPlays(t)...)
		return t, rules.M("gealias.ask.roll"), os
	case phMove, phShogunMove:
		seat := t
		if s.phase == phShogunMove {
			seat = s.chainSeat
		}
		var os []rules.Option
		for n := 1; n <= s.roll; n++ {
			os = append(os, opt("move:"+itoa(n), "gealias.opt.move", rules.Int(n), rules.Int(int(s.players[seat].land.Step(n)))))
		}
		return seat, rules.M("gealias.ask.move", rules.Int(s.roll)), os
	case phNiceTry:
		os := []rules.Option{opt("fight", "gealias.opt.accept_fight")}
		if hasRed(s.players[p.defender].red, CardNiceTry) {
			os = append(os, opt("nicetry", "gealias.opt.nicetry"))
		}
		return p.defender, rules.M("gealias.ask.nicetry", rules.SeatArg(p.attacker)), os
	case phStake:
		os := []rules.Option{opt("leave", "gealias.opt.leave")}
		for i, st := range p.stakes {
			if st.open {
				os = append(os, opt("fight:"+itoa(i), "gealias.opt.fight_share", rules.SeatArg(st.owner), rules.Int(st.amount), rules.Int(int(st.dot))))
			}
		}
		return p.lander, rules.M("gealias.ask.stake"), os
	case phSell:
		var os []rules.Option
		for _, d := range s.sellable(p.seller) {
			key := "gealias.opt.sell"
			if s.dots[d].Fortress {
				key = "gealias.opt.downgrade"
			}
			os = append(os, opt("sell:"+itoa(int(d)), key, rules.Int(int(d))))
		}
		return p.seller, rules.M("gealias.ask.sell"), os
	case phPhoenician:
		w, _ := s.winnerLoser()
		return w, rules.M("gealias.ask.give_back", rules.Int(p.giveBack)), s.cardOptions(w, "back")
	case phNativeName:
		w, l := s.winnerLoser()
		var os []rules.Option
		for k := range NumKinds {
			os = append(os, opt("name:"+itoa(int(k)), "gealias.opt.kind", rules.Key(k.Key())))
		}
		return w, rules.M("gealias.ask.native_name", rules.SeatArg(l)), os
	case phNativeWalk:
		w, _ := s.winnerLoser()
		os := []rules.Option{opt("stay", "gealias.opt.stay")}
		for _, l := range s.walkLands(w) {
			os = append(os, opt("walk:"+itoa(int(l)), "gealias.opt.land", rules.Int(int(l))))
		}
		return w, rules.M("gealias.ask.walk"), os
	case phAbilityMain:
		w, _ := s.winnerLoser()
		os := []rules.Option{opt("done", "gealias.opt.done")}
		for _, tr := range s.bankTrades(w) {
			os = append(os, opt("bank:"+itoa(int(tr[0]))+":"+itoa(int(tr[1])), "gealias.opt.bank", rules.Key(tr[0].Key()), rules.Key(tr[1].Key())))
		}
		if s.players[w].civ == Phoenicians {
			// The Arabic lets the Phoenicians trade with players too.
			os = append(os, s.tradeOptions(w)...)
		}
		if s.players[w].civ == NativeAmericans {
			for _, d := range s.upgradableDots(w) {
				os = append(os, opt("upgrade:"+itoa(int(d)), "gealias.opt.upgrade", rules.Int(int(d))))
			}
		}
		return w, rules.M("gealias.ask.ability_main"), os
	case phVikingRaid:
		w, l := s.winnerLoser()
		os := []rules.Option{opt("noraid", "gealias.opt.noraid")}
		tents := false
		for _, d := range s.ownDots(l, false) {
			if s.dots[d].Fortress {
				os = append(os, opt("raid:"+itoa(int(d)), "gealias.opt.raid_fortress", rules.Int(int(d))))
			} else {
				tents = true
			}
		}
		if tents {
			os = append(os, opt("raidtents", "gealias.opt.raid_tents"))
		}
		return w, rules.M("gealias.ask.raid", rules.SeatArg(l)), os
	case phVikingMove:
		w, _ := s.winnerLoser()
		return w, rules.M("gealias.ask.after_raid"), []rules.Option{
			opt("stay", "gealias.opt.stay"),
			opt("walk:"+itoa(int(p.raidLand)), "gealias.opt.raid_go", rules.Int(int(p.raidLand))),
			opt("take:"+itoa(int(p.raidLand)), "gealias.opt.raid_take", rules.Int(int(p.raidLand))),
			opt("send:"+itoa(int(p.raidLand)), "gealias.opt.raid_send", rules.Int(int(p.raidLand)))}
	case phRomanName:
		w, l := s.winnerLoser()
		var os []rules.Option
		for k := range Kind(NumResources) {
			os = append(os, opt("name:"+itoa(int(k)), "gealias.opt.kind", rules.Key(k.Key())))
		}
		return w, rules.M("gealias.ask.tribute", rules.SeatArg(l)), os
	case phShogunFight:
		return s.chainSeat, rules.M("gealias.ask.strike_fight", rules.SeatArg(p.defender)),
			[]rules.Option{opt("fight", "gealias.opt.fight"), opt("pass", "gealias.opt.pass")}
	case phShogunStop:
		os := []rules.Option{opt("go", "gealias.opt.strike_on")}
		for _, d := range s.buildableDots(s.chainSeat) {
			os = append(os, opt("tent:"+itoa(int(d)), "gealias.opt.tent", rules.Int(int(d))))
		}
		for _, d := range s.upgradableDots(s.chainSeat) {
			os = append(os, opt("upgrade:"+itoa(int(d)), "gealias.opt.upgrade", rules.Int(int(d))))
		}
		os = append(os, s.tradeOptions(s.chainSeat)...)
		return s.chainSeat, rules.M("gealias.ask.strike_stop"), os
	case phMain:
		os := []rules.Option{opt("end", "gealias.opt.end")}
		for _, d := range s.buildableDots(t) {
			os = append(os, opt("tent:"+itoa(int(d)), "gealias.opt.tent", rules.Int(int(d))))
		}
		for _, d := range s.upgradableDots(t) {
			os = append(os, opt("upgrade:"+itoa(int(d)), "gealias.opt.upgrade", rules.Int(int(d))))
		}
		for _, tr := range s.bankTrades(t) {
			os = append(os, opt("bank:"+itoa(int(tr[0]))+":"+itoa(int(tr[1])), "gealias.opt.bank", rules.Key(tr[0].Key()), rules.Key(tr[1].Key())))
		}
		for _, k := range s.marketBuys(t) {
			os = append(os, opt("buy:"+itoa(int(k)), "gealias.opt.buy", rules.Key(k.Key())))
		}
		os = append(os, s.tradeOptions(t)...)
		for _, tr := range s.consentTrades(t) {
			os = append(os, opt("askbank:"+itoa(int(tr.owner))+":"+itoa(int(tr.give))+":"+itoa(int(tr.get)), "gealias.opt.ask_bank",
				rules.SeatArg(tr.owner), rules.Key(tr.give.Key()), rules.Key(tr.get.Key())))
		}
		os = append(os, s.redPlays(t)...)
		return t, rules.M("gealias.ask.main"), os
	case phTradeReply:
		os := []rules.Option{opt("refuse", "gealias.opt.refuse")}
		if p.tradeBank {
			os = append(os, opt("accept", "gealias.opt.accept"))
			return p.tradeWith, rules.M("gealias.ask.allow_bank", rules.SeatArg(t), rules.Key(p.tradeGive.Key()), rules.Key(p.tradeGet.Key())), os
		}
		if s.players[p.tradeWith].cards[p.tradeGet] > 0 {
			os = append(os, opt("accept", "gealias.opt.accept"))
		}
		return p.tradeWith, rules.M("gealias.ask.trade", rules.SeatArg(p.trader), rules.Key(p.tradeGive.Key()), rules.Key(p.tradeGet.Key())), os
	case phPressure:
		return p.challenger, rules.M("gealias.ask.pressure", rules.SeatArg(t), rules.Int(s.HandSize(t))),
			[]rules.Option{opt("pass", "gealias.opt.pass"), opt("challenge", "gealias.opt.challenge")}
	case phPressureGive:
		return t, rules.M("gealias.ask.pressure_give", rules.SeatArg(p.challenger), rules.Int(p.toGive)), s.cardOptions(t, "give")
	}
	return -1, rules.Msg{}, nil
}

// tradeOptions lists the trades seat may offer the owners of the territory
// it stands on: three of a resource for one card of another kind.
func (s *State) tradeOptions(seat rules.Seat) []rules.Option {
	var os []rules.Option
	for _, o := range s.tradePartners(seat) {
		for give := range Kind(NumResources) {
			if s.players[seat].cards[give] < 3 {
				continue
			}
			for get := range NumKinds {
				if get != give {
					os = append(os, opt("trade:"+itoa(int(o))+":"+itoa(int(give))+":"+itoa(int(get)), "gealias.opt.trade", rules.SeatArg(o), rules.Key(give.Key()), rules.Key(get.Key())))
				}
			}
		}
	}
	return os
}

// cardOptions lists one option per kind of card seat holds.
func (s *State) cardOptions(seat rules.Seat, verb string) []rules.Option {
	var os []rules.Option
	pl := s.players[seat]
	for k := range NumKinds {
		if pl.cards[k] > 0 {
			os = append(os, opt(verb+":"+itoa(int(k)), "gealias.opt.card", rules.Key(k.Key())))
		}
	}
	last := Card(255)
	for _, c := range pl.red {
		if c != last {
			os = append(os, opt(verb+"red:"+itoa(int(c)), "gealias.opt.card", rules.Key(c.Key())))
			last = c
		}
	}
	return os
}

func hasRed(red []Card, c Card) bool {
	for _, r := range red {
		if r == c {
			return true
		}
	}
	return false
}
