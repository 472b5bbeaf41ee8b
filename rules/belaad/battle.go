// Battles: strength from military symbols, the weaker side revealing or
// conceding, gray cards, the end of the deck, spoils of war and the
// reshuffle after every battle.
package belaad

import (
	"strconv"

	"majlis/rules"
)

// military is a team's strength before any battle card: its military
// character's symbols, plus an active Folk Hero (+3 attacking, +4
// defending).
func (s *State) military(tm int, attacking bool) int {
	n := s.symbols(charOf(tm, SymMilitary))
	if tm == People && s.bottom[FolkHero] > 0 {
		if attacking {
			n += 3
		} else {
			n += 4
		}
	}
	return n
}

func (s *State) startBattle(agg, def rules.Seat, bonus int) {
	s.bt = battle{Active: true, Agg: agg, Def: def}
	s.bt.Str[0] = s.military(s.teamOf(agg), true) + bonus
	s.bt.Str[1] = s.military(s.teamOf(def), false)
	s.emit("belaad.ev.battle", rules.SeatArg(agg), rules.SeatArg(def), rules.Int(s.bt.Str[0]), rules.Int(s.bt.Str[1]))
	s.push(task{Kind: kBattle, Seat: agg})
}

// actingSide is the side whose battle turn it is: the weaker, the
// aggressor on a tie.
func (s *State) actingSide() int {
	if s.bt.Str[0] <= s.bt.Str[1] {
		return 0
	}
	return 1
}

func (s *State) sideSeat(side int) rules.Seat {
	if side == 0 {
		return s.bt.Agg
	}
	return s.bt.Def
}

func (s *State) battlePrompt(o *rules.OptionList) (rules.Seat, rules.Msg) {
	side := s.actingSide()
	seat := s.sideSeat(side)
	ask := rules.M("belaad.ask.battle", rules.Int(s.bt.Str[side]), rules.Int(s.bt.Str[1-side]))
	if s.bPile.size() > 0 {
		o.Add("reveal", "belaad.opt.reveal")
	}
	o.Add("concede", "belaad.opt.concede")
	for _, eff := range []int{EffMight3, EffMight5} {
		if id, ok := s.hhReady(seat, eff); ok {
			o.Add(rules.Move("hh:"+strconv.Itoa(id)), "belaad.opt.hh_use", rules.Key(hhKey(id)))
		}
	}
	return seat, ask
}

func (s *State) handleBattle(seat rules.Seat, w string, ns moveNums, m rules.Move) {
	side := s.actingSide()
	switch w {
	case "concede":
		s.emit("belaad.ev.concede", rules.SeatArg(seat))
		s.endBattle(1-side, false)
	case "reveal":
		c := s.bPile.draw(s.rng)
		s.bShown = append(s.bShown, c)
		bc := battleCards[c]
		if bc.Color == BattleGray {
			s.emit("belaad.ev.reveal_gray", rules.SeatArg(seat))
			s.push(task{Kind: kGray, Seat: seat})
			return
		}
		s.bt.Str[side] += bc.Value
		s.emit("belaad.ev.reveal", rules.SeatArg(seat), rules.Int(bc.Value), rules.Int(s.bt.Str[0]), rules.Int(s.bt.Str[1]))
	case "hh":
		id := arg(ns, 0)
		s.payHH(seat, id)
		if hashashCards[id].Effect == EffMight5 {
			s.bt.Str[side] += 5
		} else {
			s.bt.Str[side] += 3
		}
		s.emit("belaad.ev.might", rules.SeatArg(seat), rules.Key(hhKey(id)))
	}
}

func (s *State) handleGray(seat rules.Seat, w string, ns moveNums, m rules.Move) {
	s.pop()
	switch w {
	case "sword":
		s.swords[seat]--
		s.poolSwords++
		s.emit("belaad.ev.sword_negates", rules.SeatArg(seat))
	case "hh":
		s.payHH(seat, arg(ns, 0))
		s.emit("belaad.ev.ward", rules.SeatArg(seat))
	case "accept":
		loser := 0
		if seat == s.bt.Def {
			loser = 1
		}
		s.endBattle(1-loser, true)
	}
}

// endBattleByStrength ends a battle whose deck ran out: the stronger side
// wins, the defender on a tie.
func (s *State) endBattleByStrength() {
	s.emit("belaad.ev.battle_deck_out")
	if s.bt.Str[0] > s.bt.Str[1] {
		s.endBattle(0, false)
	} else {
		s.endBattle(1, false)
	}
}

// endBattle closes the battle won by side: spoils, the gray card's wipe,
// and the battle cards shuffled back together.
func (s *State) endBattle(winSide int, gray bool) {
	for j := s.topIdx(); j >= 0; j-- {
		if s.stack[j].Kind == kBattle {
			s.stack = s.stack[:j]
			break
		}
	}
	win, lose := s.sideSeat(winSide), s.sideSeat(1-winSide)
	wt, lt := s.teamOf(win), s.teamOf(lose)
	s.emit("belaad.ev.battle_won", rules.SeatArg(win), rules.SeatArg(lose))
	if gray {
		s.push(task{Kind: kWipe, Seat: win, Team: lt})
	}
	switch {
	case wt == Order:
		if s.hasTopTokens([]int{lt}) {
			s.push(task{Kind: kSpoilTok, Seat: win, Team: lt})
		}
	case winSide == 0:
		if s.bPile.size() == 0 {
			// The deck ran out (or its last card ended the battle): the
			// winner still collects the spoils, so the shown cards are
			// shuffled back first.
			s.bPile.add(s.bShown...)
			s.bShown = nil
		}
		if s.bPile.size() > 0 {
			c := s.bPile.draw(s.rng)
			s.spoils[win] = append(s.spoils[win], c)
			s.emit("belaad.ev.spoils_card", rules.SeatArg(win))
			s.emitTo(win, "belaad.ev.spoils_card_secret", rules.Int(battleCards[c].VP))
		}
	default:
		if s.poolSwords > 0 {
			s.poolSwords--
			s.swords[win]++
			s.emit("belaad.ev.sword", rules.SeatArg(win))
		}
	}
	// Shuffled back: the pile is unordered, drawn at random.
	s.bPile.add(s.bShown...)
	s.bShown = nil
	s.bt = battle{}
}
