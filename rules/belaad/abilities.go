// The fourteen character abilities, fired when an orange token is placed at
// the bottom of a board (the Folk Hero's is ongoing instead), and the
// decisions they ask for.
package belaad

import (
	"slices"
	"strconv"

	"majlis/rules"
)

// preacherCopies lists the abilities the Preacher may copy: every Kingdom
// or People ability but the Folk Hero's, Bahlool's and its own.
var preacherCopies = []int{Sultan, Vizier, Treasurer, Sheriff, Commander, Trustworthy, Altruist}

// activate fires character c's ability for seat.
func (s *State) activate(seat rules.Seat, c int) {
	tm := s.teamOf(seat)
	switch c {
	case Sultan:
		s.push(task{Kind: kSultan, Seat: seat})
	case Vizier:
		for _, v := range s.seatsOf(tm) {
			s.gainRed(v, 3)
		}
	case Treasurer:
		best := 0
		for _, o := range s.opponents(tm) {
			for _, oc := range chars(o) {
				best = max(best, s.symbols(oc))
			}
		}
		s.tGold[tm] += best
		s.emit("belaad.ev.treasury", rules.Key(teamKey(tm)), rules.Int(best), rules.Int(0))
	case Sheriff:
		s.push(task{Kind: kSheriff, Seat: seat})
	case Commander:
		if s.poolSwords > 0 && tm != Order {
			s.poolSwords--
			s.swords[seat]++
			s.emit("belaad.ev.sword", rules.SeatArg(seat))
		} else {
			s.emit("belaad.ev.no_effect", rules.Key(charKey(c)))
		}
	case Bahlool:
		if s.bahloolCan(tm) {
			s.push(task{Kind: kBahChar, Seat: seat})
		} else {
			s.emit("belaad.ev.no_effect", rules.Key(charKey(c)))
		}
	case Preacher:
		s.push(task{Kind: kPreacher, Seat: seat})
	case Trustworthy:
		s.toTreasury(seat, true)
	case Altruist:
		s.push(task{Kind: kAltruist, Seat: seat})
	case FolkHero:
		s.emit("belaad.ev.folk_hero", rules.SeatArg(seat))
	case SectLeader:
		if hg, _ := s.funds(seat, true); hg >= 4 && (len(s.revealed) > 0 || s.hasTopTokens(s.opponents(tm))) {
			s.push(task{Kind: kSect, Seat: seat})
		} else {
			s.emit("belaad.ev.no_effect", rules.Key(charKey(c)))
		}
	case Hashash:
		s.drawHashash(seat)
	case Spy:
		s.push(task{Kind: kSpy, Seat: seat})
	case Assassin:
		tk := s.drawOne(true)
		if tk < 0 {
			s.emit("belaad.ev.no_effect", rules.Key(charKey(c)))
			return
		}
		s.assTok = append(s.assTok, tk)
		s.emit("belaad.ev.assassin", rules.SeatArg(seat), rules.Key(tokKey(tk)))
		s.checkOrderWin()
	}
}

// strongest is the most top tokens any character of team holds.
func (s *State) strongest(tm int) int {
	best := 0
	for _, c := range chars(tm) {
		best = max(best, len(s.top[c]))
	}
	return best
}

func (s *State) bahloolCan(tm int) bool {
	return s.strongest(tm) >= 2 && len(s.revealed) > 0 && !s.employed
}

// spyModes lists which of the Spy's four choices can do something.
func (s *State) spyModes(seat rules.Seat) [4]bool {
	var m [4]bool
	for _, v := range s.opponentSeats(seat) {
		if s.gold[v]+s.red[v] > 0 {
			m[0] = true
		}
		if s.swords[v] > 0 {
			m[2] = true
		}
	}
	m[1] = s.hasTopTokens(s.opponents(s.teamOf(seat)))
	m[3] = bagSize(s.bag) > 0
	return m
}

func (s *State) abilityOptions(o *rules.OptionList, t task) {
	seat := t.Seat
	tm := s.teamOf(seat)
	switch t.Kind {
	case kSultan:
		o.Add("sul:0", "belaad.opt.sultan.0")
		o.Add("sul:1", "belaad.opt.sultan.1")
		if len(s.topChoices()) > 0 {
			o.Add("sul:2", "belaad.opt.sultan.2")
		}
	case kSheriff:
		for _, v := range s.opponentSeats(seat) {
			if s.gold[v] > 0 {
				o.Add(rules.Move("sh:"+strconv.Itoa(int(v))), "belaad.opt.steal_from", rules.SeatArg(v), rules.Int(s.gold[v]))
			}
		}
	case kAltruist:
		for a := 0; a < s.n; a++ {
			for b := a + 1; b < s.n; b++ {
				if s.gold[a]+s.red[a]+s.gold[b]+s.red[b] > 0 {
					o.Add(rules.Move("alt:"+strconv.Itoa(a)+":"+strconv.Itoa(b)), "belaad.opt.swap", rules.SeatArg(rules.Seat(a)), rules.SeatArg(rules.Seat(b)),
						rules.Int(s.gold[a]), rules.Int(s.red[a]), rules.Int(s.gold[b]), rules.Int(s.red[b]))
				}
			}
		}
	case kPreacher:
		for _, c := range preacherCopies {
			o.Add(rules.Move("copy:"+strconv.Itoa(c)), "belaad.opt.copy", rules.Key(charKey(c)), rules.Key(abilityKey(c)))
		}
	case kBahChar:
		best := s.strongest(tm)
		for _, c := range chars(tm) {
			if len(s.top[c]) == best {
				o.Add(rules.Move("bc:"+strconv.Itoa(c)), "belaad.opt.discard_tokens", rules.Key(charKey(c)), rules.Int(best))
			}
		}
	case kBahSch:
		for _, id := range s.revealed {
			o.Add(rules.Move("bs:"+strconv.Itoa(id)), "belaad.opt.employ_free", rules.Key(schKey(id)), rules.Key(infoKey(id)))
		}
	case kSect, kHAss:
		for _, id := range s.revealed {
			o.Add(rules.Move("sch:"+strconv.Itoa(id)), "belaad.opt.assassinate", rules.Key(schKey(id)), rules.Int(scholars[id].Main), rules.Key(symKey(scholars[id].Ribbon)))
		}
		s.tokenTargets(o, "tok", "belaad.opt.assassinate_token", s.opponents(tm))
		if t.Kind == kSect {
			o.Add("skip", "belaad.opt.skip_sect")
		}
	case kKeep:
		// The move names a position among the drawn cards, not a card, so
		// that every view offers the same moves; only the Order's labels
		// name the cards.
		for i, id := range s.hhHand {
			if id < 0 {
				o.Add(rules.Move("drop:"+strconv.Itoa(i)), "belaad.opt.hh_drop_hidden")
				continue
			}
			o.Add(rules.Move("drop:"+strconv.Itoa(i)), "belaad.opt.hh_drop", rules.Key(hhKey(id)), rules.Key(charKey(hashashCards[id].Char)))
		}
	case kSpy:
		for i, ok := range s.spyModes(seat) {
			if ok {
				o.Add(rules.Move("spy:"+strconv.Itoa(i)), "belaad.opt.spy."+strconv.Itoa(i))
			}
		}
	case kSpySteal:
		for _, v := range s.opponentSeats(seat) {
			if s.gold[v] > 0 {
				o.Add(rules.Move("sg:"+strconv.Itoa(int(v))), "belaad.opt.take_gold", rules.SeatArg(v))
			}
			if s.red[v] > 0 {
				o.Add(rules.Move("sr:"+strconv.Itoa(int(v))), "belaad.opt.take_red", rules.SeatArg(v))
			}
		}
		if o.Len() > 0 {
			o.Add("stop", "belaad.opt.stop_steal")
		}
	case kSpyTok:
		s.tokenTargets(o, "tok", "belaad.opt.remove_token", s.opponents(tm))
		if o.Len() > 0 {
			o.Add("stop", "belaad.opt.stop_tokens")
		}
	case kSpySword:
		for _, v := range s.opponentSeats(seat) {
			if s.swords[v] > 0 {
				o.Add(rules.Move("sw:"+strconv.Itoa(int(v))), "belaad.opt.discard_sword", rules.SeatArg(v))
			}
		}
	case kHBoost:
		for _, c := range chars(tm) {
			o.Add(rules.Move("hb:"+strconv.Itoa(c)), "belaad.opt.boost", rules.Key(charKey(c)))
		}
	case kHOrange:
		for c := 0; c < numChars; c++ {
			if s.bottom[c] > 0 {
				o.Add(rules.Move("ob:"+strconv.Itoa(c)), "belaad.opt.orange_bottom", rules.Key(charKey(c)))
			}
		}
		for c := 0; c < numChars; c++ {
			for _, tk := range s.top[c] {
				if tk == TokOrange {
					o.Add(rules.Move("ot:"+strconv.Itoa(c)), "belaad.opt.orange_top", rules.Key(charKey(c)))
					break
				}
			}
		}
	case kHExch:
		hg, hr := s.funds(seat, true)
		if hg >= 2 {
			o.Add("ex:0", "belaad.opt.exchange.0")
		}
		if hr >= 2 {
			o.Add("ex:1", "belaad.opt.exchange.1")
		}
	}
}

func (s *State) handleAbility(i int, seat rules.Seat, w string, ns moveNums, m rules.Move) {
	t := s.stack[i]
	tm := s.teamOf(seat)
	a := arg(ns, 0)
	switch t.Kind {
	case kSultan:
		s.pop()
		switch a {
		case 0:
			s.gainGold(seat, 3)
		case 1:
			s.drawTokens(seat, 2)
		case 2:
			s.push(task{Kind: kTop, Seat: seat, OneAction: true})
		}
	case kSheriff:
		s.pop()
		v := rules.Seat(a)
		k := s.gold[v]
		s.gold[v] = 0
		s.gold[seat] += k
		s.emit("belaad.ev.steal", rules.SeatArg(seat), rules.SeatArg(v), rules.Int(k))
	case kAltruist:
		s.pop()
		x, y := a, arg(ns, 1)
		s.gold[x], s.gold[y] = s.gold[y], s.gold[x]
		s.red[x], s.red[y] = s.red[y], s.red[x]
		s.emit("belaad.ev.swap", rules.SeatArg(rules.Seat(x)), rules.SeatArg(rules.Seat(y)))
	case kPreacher:
		s.pop()
		s.emit("belaad.ev.copy", rules.SeatArg(seat), rules.Key(charKey(a)))
		s.activate(seat, a)
	case kBahChar:
		s.pop()
		for _, tk := range s.top[a] {
			s.bag[tk]++
		}
		s.emit("belaad.ev.discard_tokens", rules.Key(charKey(a)), rules.Int(len(s.top[a])))
		s.top[a] = nil
		s.push(task{Kind: kBahSch, Seat: seat})
	case kBahSch:
		s.pop()
		s.employ(seat, a)
	case kSect, kHAss:
		if w == "skip" {
			s.pop()
			return
		}
		if t.Kind == kSect && !s.charge(seat, 4, 0, m) {
			return
		}
		s.pop()
		if w == "sch" {
			s.assassinateScholar(seat, a)
		} else {
			s.assassinateToken(seat, a, arg(ns, 1))
		}
	case kKeep:
		s.pop()
		id := s.hhHand[a]
		s.hhHand = slices.Delete(s.hhHand, a, a+1)
		s.hhPile.putBottom(id)
		for _, id := range s.hhHand {
			s.placeHH(id)
		}
		s.hhHand = nil
	case kSpy:
		s.pop()
		switch a {
		case 0:
			s.push(task{Kind: kSpySteal, Seat: seat, Count: 3})
		case 1:
			s.push(task{Kind: kSpyTok, Seat: seat, Count: 3})
		case 2:
			s.push(task{Kind: kSpySword, Seat: seat})
		case 3:
			s.drawTokens(seat, 2)
		}
	case kSpySteal:
		if w == "stop" {
			s.pop()
			return
		}
		v := rules.Seat(a)
		if w == "sg" {
			s.gold[v]--
			s.gold[seat]++
			s.emit("belaad.ev.steal", rules.SeatArg(seat), rules.SeatArg(v), rules.Int(1))
		} else {
			s.red[v]--
			s.red[seat]++
			s.emit("belaad.ev.steal_red", rules.SeatArg(seat), rules.SeatArg(v), rules.Int(1))
		}
		if s.stack[i].Count--; s.stack[i].Count <= 0 {
			s.pop()
		}
	case kSpyTok:
		if w == "stop" {
			s.pop()
			return
		}
		tk := arg(ns, 1)
		s.top[a], _ = removeOne(s.top[a], tk)
		s.bag[tk]++
		s.emit("belaad.ev.token_removed", rules.Key(tokKey(tk)), rules.Key(charKey(a)))
		if s.stack[i].Count--; s.stack[i].Count <= 0 {
			s.pop()
		}
	case kSpySword:
		s.pop()
		s.swords[a]--
		s.poolSwords++
		s.emit("belaad.ev.sword_discarded", rules.SeatArg(rules.Seat(a)))
	case kHBoost:
		s.pop()
		s.tBoost[a] += 2
		s.emit("belaad.ev.boost", rules.Key(charKey(a)))
	case kHOrange:
		s.pop()
		if w == "ob" {
			s.bottom[a]--
		} else {
			s.top[a], _ = removeOne(s.top[a], TokOrange)
		}
		s.bag[TokOrange]++
		s.emit("belaad.ev.orange_removed", rules.Key(charKey(a)))
	case kHExch:
		if a == 0 {
			if !s.charge(seat, 2, 0, m) {
				return
			}
			s.red[seat] += 3
		} else {
			if !s.charge(seat, 0, 2, m) {
				return
			}
			s.gold[seat] += 3
		}
		s.pop()
		s.emit("belaad.ev.exchange", rules.SeatArg(seat), rules.Int(a))
		_ = tm
	}
}
