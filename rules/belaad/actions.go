// Action cards: primary and secondary actions, the five symbol actions,
// employing scholars (with coins or swords) and the passing of the
// generations.
package belaad

import (
	"strconv"

	"majlis/rules"
)

// primOK reports whether seat's team can perform primary alternative p.
func (s *State) primOK(seat rules.Seat, p Prim) bool {
	return p.Kind != PrimSymbol || hasChar(s.teamOf(seat), p.N)
}

// secOK reports whether the secondary action of a card frame is available.
func (s *State) secOK(seat rules.Seat, t task) bool {
	card := actionCards[t.Card]
	if !s.afford(seat, card.CostG, card.CostR) {
		return false
	}
	switch card.Sec {
	case SecPlus2:
		// The two extra symbols serve this card's own symbol action, so
		// they are bought before it.
		if t.Done&(fPrim|fOne) != 0 {
			return false
		}
		for _, p := range card.Prim {
			if (p.Kind == PrimSymbol || p.Kind == PrimAny) && s.primOK(seat, p) {
				return true
			}
		}
		return false
	case SecTopCard:
		return len(s.topChoices()) > 0
	}
	return true
}

func (s *State) cardOptions(o *rules.OptionList, t task) {
	card := actionCards[t.Card]
	if t.Done&fPrim == 0 {
		for i, p := range card.Prim {
			if s.primOK(t.Seat, p) {
				s.primOption(o, rules.Move("p:"+strconv.Itoa(i)), t, p)
			}
		}
	}
	if t.Done&fSec == 0 && s.secOK(t.Seat, t) {
		o.Add("s", secKeys.key(card.Sec), rules.Key(costKey(card.CostG, card.CostR)), rules.Int(card.SecN))
	}
	o.Add("end", "belaad.opt.card_done")
}

// primOption labels a primary alternative with what it would do now.
func (s *State) primOption(o *rules.OptionList, m rules.Move, t task, p Prim) {
	bonus := 0
	if t.Done&fBoost != 0 {
		bonus = 2
	}
	switch p.Kind {
	case PrimSymbol:
		s.symOption(o, m, t.Seat, p.N, bonus)
	case PrimAny:
		if bonus > 0 {
			o.Add(m, "belaad.opt.prim.4b")
		} else {
			o.Add(m, "belaad.opt.prim.4")
		}
	default:
		o.Add(m, primKeys.key(p.Kind), rules.Int(p.N))
	}
}

// symOption labels a symbol action of seat's team with its count now: the
// gold it collects, the gold it steals, the tokens it draws, the strength
// it attacks with or the gold it takes off a scholar.
func (s *State) symOption(o *rules.OptionList, m rules.Move, seat rules.Seat, sym, bonus int) {
	tm := s.teamOf(seat)
	c := charOf(tm, sym)
	n := s.symbols(c) + bonus
	if sym == SymMilitary {
		n = s.military(tm, true) + bonus
	}
	o.Add(m, symActKeys.key(sym), rules.Int(n), rules.Key(charKey(c)))
}

func (s *State) handleCard(i int, seat rules.Seat, w string, ns moveNums, m rules.Move) {
	t := s.stack[i]
	card := actionCards[t.Card]
	switch w {
	case "end":
		s.pop()
	case "p":
		p := card.Prim[arg(ns, 0)]
		s.stack[i].Done |= fPrim
		bonus := 0
		if t.Done&fBoost != 0 {
			bonus = 2
		}
		switch p.Kind {
		case PrimGold:
			s.gainGold(seat, p.N)
		case PrimRed:
			s.gainRed(seat, p.N)
		case PrimTokens:
			s.drawTokens(seat, p.N)
		case PrimSymbol:
			s.symAction(seat, p.N, bonus)
		case PrimAny:
			s.push(task{Kind: kSym, Seat: seat, Count: bonus})
		}
	case "s":
		if !s.charge(seat, card.CostG, card.CostR, m) {
			return
		}
		s.stack[i].Done |= fSec
		switch card.Sec {
		case SecGold:
			s.gainGold(seat, card.SecN)
		case SecRed:
			s.gainRed(seat, card.SecN)
		case SecTokens:
			s.drawTokens(seat, card.SecN)
		case SecPlus2:
			s.stack[i].Done |= fBoost
			s.emit("belaad.ev.plus2", rules.SeatArg(seat))
		case SecTreasury:
			s.toTreasury(seat, false)
		case SecEliminate:
			s.push(task{Kind: kElim, Seat: seat})
		case SecTopCard:
			s.push(task{Kind: kTop, Seat: seat})
		case SecAny:
			s.push(task{Kind: kSym, Seat: seat})
		}
	}
}

// toTreasury moves the gold (and with red, the red coins) of seat's team
// into its treasury.
func (s *State) toTreasury(seat rules.Seat, red bool) {
	tm := s.teamOf(seat)
	g, r := 0, 0
	for _, v := range s.seatsOf(tm) {
		g += s.gold[v]
		s.gold[v] = 0
		if red {
			r += s.red[v]
			s.red[v] = 0
		}
	}
	s.tGold[tm] += g
	s.tRed[tm] += r
	s.emit("belaad.ev.treasury", rules.Key(teamKey(tm)), rules.Int(g), rules.Int(r))
}

// symAction performs a symbol action of seat's team with bonus extra symbols.
func (s *State) symAction(seat rules.Seat, sym, bonus int) {
	tm := s.teamOf(seat)
	c := charOf(tm, sym)
	n := s.symbols(c) + bonus
	switch sym {
	case SymGold:
		s.gainGold(seat, n)
	case SymSteal:
		s.push(task{Kind: kSteal, Seat: seat, Count: n})
	case SymTokens:
		s.drawTokens(seat, n)
	case SymMilitary:
		if s.n%2 == 0 {
			s.startBattle(seat, (seat+1)%rules.Seat(s.n), bonus)
		} else {
			s.push(task{Kind: kBTeam, Seat: seat, Count: bonus})
		}
	case SymEmploy:
		s.push(task{Kind: kEmploy, Seat: seat, Count: n})
	}
}

// defenderIn is the closest player of team tm on seat's left.
func (s *State) defenderIn(seat rules.Seat, tm int) rules.Seat {
	for k := 1; k < s.n; k++ {
		v := (seat + rules.Seat(k)) % rules.Seat(s.n)
		if s.team[v] == tm {
			return v
		}
	}
	return seat
}

// taxed reports whether the Order's tax card is in play.
func (s *State) taxed() bool {
	for _, c := range chars(Order) {
		for _, id := range s.hhBoard[c] {
			if hashashCards[id].Effect == EffTax {
				return true
			}
		}
	}
	return false
}

// employCost is the gold a scholar costs after reduction employ symbols.
func (s *State) employCost(id, reduction int) int {
	c := max(0, scholars[id].Cost-reduction)
	if s.taxed() {
		c += 3
	}
	return c
}

func (s *State) swordCost(id int) int {
	c := scholars[id].Swords
	if c > 0 && s.taxed() {
		c++
	}
	return c
}

func (s *State) swordEmployOptions(o *rules.OptionList, seat rules.Seat) {
	if s.employed || s.teamOf(seat) == Order {
		return
	}
	for _, id := range s.revealed {
		if c := s.swordCost(id); c > 0 && s.swords[seat] >= c {
			o.Add(rules.Move("sw:"+strconv.Itoa(id)), "belaad.opt.employ_swords", rules.Key(schKey(id)), rules.Int(c), rules.Key(infoKey(id)))
		}
	}
}

func (s *State) employBySwords(seat rules.Seat, id int) {
	c := s.swordCost(id)
	s.swords[seat] -= c
	s.poolSwords += c
	s.emit("belaad.ev.pay_swords", rules.SeatArg(seat), rules.Int(c))
	s.employ(seat, id)
}

// employ gives scholar id to seat's team.
func (s *State) employ(seat rules.Seat, id int) {
	s.revealed, _ = removeOne(s.revealed, id)
	tm := s.teamOf(seat)
	s.won[tm] = append(s.won[tm], id)
	s.employed = true
	s.emit("belaad.ev.employ", rules.SeatArg(seat), rules.Key(schKey(id)))
	s.takeScholar()
}

// takeScholar counts a scholar taken from the current generation: the
// third ends it (and after the fourth generation, the game).
func (s *State) takeScholar() {
	s.genTaken++
	if s.genTaken < 3 {
		return
	}
	s.schDiscard = append(s.schDiscard, s.revealed...)
	s.revealed = []int{}
	if s.gen >= 4 {
		s.finish()
		return
	}
	s.nextGeneration()
}

// assassinateScholar gives scholar id to the Order.
func (s *State) assassinateScholar(seat rules.Seat, id int) {
	s.revealed, _ = removeOne(s.revealed, id)
	s.won[Order] = append(s.won[Order], id)
	s.emit("belaad.ev.assassinate_scholar", rules.SeatArg(seat), rules.Key(schKey(id)))
	if s.checkOrderWin() {
		return
	}
	s.takeScholar()
}

// assassinateToken moves a token of type tk from the top of character c to
// the Order's assassinated tokens.
func (s *State) assassinateToken(seat rules.Seat, c, tk int) {
	var ok bool
	if s.top[c], ok = removeOne(s.top[c], tk); !ok {
		return
	}
	s.assTok = append(s.assTok, tk)
	s.emit("belaad.ev.assassinate_token", rules.SeatArg(seat), rules.Key(tokKey(tk)), rules.Key(charKey(c)))
	s.checkOrderWin()
}

// tokenTargets lists "word:char:type" options for the distinct tokens on
// top of the characters of the given teams, labelled with key.
func (s *State) tokenTargets(o *rules.OptionList, word, key string, teams []int) {
	for _, tm := range teams {
		for _, c := range chars(tm) {
			seen := [numTok]bool{}
			for _, tk := range s.top[c] {
				if seen[tk] {
					continue
				}
				seen[tk] = true
				o.Add(rules.Move(word+":"+strconv.Itoa(c)+":"+strconv.Itoa(tk)), key, rules.Key(tokKey(tk)), rules.Key(charKey(c)))
			}
		}
	}
}

// hasTopTokens reports whether any character of the teams holds a token.
func (s *State) hasTopTokens(teams []int) bool {
	for _, tm := range teams {
		for _, c := range chars(tm) {
			if len(s.top[c]) > 0 {
				return true
			}
		}
	}
	return false
}

// wipe returns every token of character c to the bag; an Order
// character's Hashash cards go under the Hashash deck.
func (s *State) wipe(c int) {
	for _, tk := range s.top[c] {
		s.bag[tk]++
	}
	s.bag[TokOrange] += s.bottom[c]
	s.top[c] = nil
	s.bottom[c] = 0
	for _, id := range s.hhBoard[c] {
		s.hhPile.putBottom(id)
	}
	s.hhBoard[c] = nil
	s.emit("belaad.ev.wipe", rules.Key(charKey(c)))
}

// eliminate starts the wipe of opponent character c by the secondary
// action: its team's sword holders (and the Order's ward) may negate it.
func (s *State) eliminate(seat rules.Seat, c int) {
	tm := teamOfChar(c)
	var ask []int
	for _, v := range s.seatsOf(tm) {
		_, ward := s.hhReady(v, EffWard)
		if s.swords[v] > 0 || ward {
			ask = append(ask, int(v))
		}
	}
	if len(ask) == 0 {
		s.wipe(c)
		return
	}
	s.push(task{Kind: kElimReact, Seat: rules.Seat(ask[0]), Char: c, Asking: ask[1:]})
}

func (s *State) handleElimReact(i int, seat rules.Seat, w string, ns moveNums, m rules.Move) {
	t := s.stack[i]
	switch w {
	case "sword":
		s.pop()
		s.swords[seat]--
		s.poolSwords++
		s.emit("belaad.ev.sword_negates", rules.SeatArg(seat))
	case "hh":
		s.pop()
		s.payHH(seat, arg(ns, 0))
		s.emit("belaad.ev.ward", rules.SeatArg(seat))
	case "allow":
		if len(t.Asking) > 0 {
			s.stack[i].Seat = rules.Seat(t.Asking[0])
			s.stack[i].Asking = t.Asking[1:]
			return
		}
		s.pop()
		s.wipe(t.Char)
	}
}

// gainGold and gainRed collect coins from the unlimited supply and say so.
func (s *State) gainGold(seat rules.Seat, n int) {
	s.gold[seat] += n
	s.emit("belaad.ev.gain_gold", rules.SeatArg(seat), rules.Int(n))
}

func (s *State) gainRed(seat rules.Seat, n int) {
	s.red[seat] += n
	s.emit("belaad.ev.gain_red", rules.SeatArg(seat), rules.Int(n))
}
