// Hashash cards: drawn by the Hashash ability, placed at the bottom of the
// Order's boards by the symbol on their back, each usable once per turn
// for its price in gold.
package belaad

import (
	"slices"
	"strconv"

	"majlis/rules"
)

// hhInPlay lists the Hashash cards on the Order's boards, by board.
func (s *State) hhInPlay() []int {
	var out []int
	for _, c := range chars(Order) {
		out = append(out, s.hhBoard[c]...)
	}
	return out
}

// hhReady finds a Hashash card with effect eff that seat (the Order) may
// use now: in play, unused this turn and affordable.
func (s *State) hhReady(seat rules.Seat, eff int) (int, bool) {
	if seat != s.orderAt || seat < 0 {
		return -1, false
	}
	hg, _ := s.funds(seat, true)
	for _, id := range s.hhInPlay() {
		if hashashCards[id].Effect == eff && !slices.Contains(s.hhUsed, id) && hg >= hhCost[eff] {
			return id, true
		}
	}
	return -1, false
}

// payHH marks card id used this turn and pays its price.
func (s *State) payHH(seat rules.Seat, id int) {
	s.hhUsed = append(s.hhUsed, id)
	s.payNow(seat, hhCost[hashashCards[id].Effect], 0)
}

// hhMainOptions lists the Hashash cards the Order may use in its own turn.
func (s *State) hhMainOptions(o *rules.OptionList) {
	seat := s.orderAt
	hg, hr := s.funds(seat, true)
	for _, id := range s.hhInPlay() {
		eff := hashashCards[id].Effect
		affordable := hg >= hhCost[eff]
		if eff == EffExchange {
			affordable = hg >= 2 || hr >= 2
		}
		if slices.Contains(s.hhUsed, id) || !affordable {
			continue
		}
		ok := false
		switch eff {
		case EffAction:
			ok = len(s.topChoices()) > 0
		case EffExtra:
			ok = !s.extra
		case EffBoost, EffExchange:
			ok = true
		case EffDraw:
			ok = s.hhPile.size() > 0
		case EffAssassinate:
			ok = len(s.revealed) > 0 || s.hasTopTokens(s.opponents(Order))
		case EffOrange:
			for c := 0; c < numChars; c++ {
				if s.bottom[c] > 0 || slices.Contains(s.top[c], TokOrange) {
					ok = true
				}
			}
		case EffTokens:
			ok = bagSize(s.bag) > 0
		}
		if ok {
			o.Add(rules.Move("hh:"+strconv.Itoa(id)), "belaad.opt.hh_use", rules.Key(hhKey(id)))
		}
	}
}

// useHashash uses card id in the Order's own turn.
func (s *State) useHashash(seat rules.Seat, id int, m rules.Move) {
	eff := hashashCards[id].Effect
	if eff == EffExchange {
		// The exchange is paid when its direction is chosen.
		s.hhUsed = append(s.hhUsed, id)
		s.push(task{Kind: kHExch, Seat: seat})
		return
	}
	s.payHH(seat, id)
	s.emit("belaad.ev.hh_used", rules.SeatArg(seat), rules.Key(hhKey(id)))
	switch eff {
	case EffAction:
		s.push(task{Kind: kTop, Seat: seat, OneAction: true})
	case EffExtra:
		s.extra = true
	case EffBoost:
		s.push(task{Kind: kHBoost, Seat: seat})
	case EffDraw:
		s.placeHH(s.hhPile.drawAny(s.rng))
	case EffAssassinate:
		s.push(task{Kind: kHAss, Seat: seat})
	case EffOrange:
		s.push(task{Kind: kHOrange, Seat: seat})
	case EffTokens:
		s.drawTokens(seat, 2)
	}
}

// drawHashash is the Hashash ability: draw three, keep two.
func (s *State) drawHashash(seat rules.Seat) {
	s.hhHand = []int{}
	for len(s.hhHand) < 3 && s.hhPile.size() > 0 {
		s.hhHand = append(s.hhHand, s.hhPile.draw(s.rng))
	}
	k := len(s.hhHand)
	s.emit("belaad.ev.hh_drawn", rules.SeatArg(seat), rules.Int(k))
	if k <= 2 {
		for _, id := range s.hhHand {
			s.placeHH(id)
		}
		s.hhHand = nil
		return
	}
	s.push(task{Kind: kKeep, Seat: seat})
}

// placeHH puts card id face up under the board of the symbol on its back.
func (s *State) placeHH(id int) {
	c := hashashCards[id].Char
	s.hhBoard[c] = append(s.hhBoard[c], id)
	s.emit("belaad.ev.hh_placed", rules.Key(hhKey(id)), rules.Key(charKey(c)))
}
