// Tokens: drawing from the bag and placing them. White tokens go to the
// top of the character of their symbol (or back to the bag when it is
// full); wild white tokens to the top of a character of choice; orange
// tokens to a free bottom slot (activating the character), to the top of
// any character, or back to the bag.
package belaad

import (
	"strconv"

	"majlis/rules"
)

func bagSize(b [numTok]int) int {
	n := 0
	for _, k := range b {
		n += k
	}
	return n
}

// drawOne takes a random token from the bag; whiteOnly skips orange ones.
func (s *State) drawOne(whiteOnly bool) int {
	n := bagSize(s.bag)
	if whiteOnly {
		n -= s.bag[TokOrange]
	}
	if n <= 0 {
		return -1
	}
	k := s.rng.IntN(n)
	for tk := 0; tk < numTok; tk++ {
		if whiteOnly && tk == TokOrange {
			continue
		}
		if k < s.bag[tk] {
			s.bag[tk]--
			return tk
		}
		k -= s.bag[tk]
	}
	return -1
}

// drawTokens draws n tokens for seat's team and starts placing them.
func (s *State) drawTokens(seat rules.Seat, n int) {
	var got []int
	for i := 0; i < n; i++ {
		tk := s.drawOne(false)
		if tk < 0 {
			break
		}
		got = append(got, tk)
	}
	s.emit("belaad.ev.draw_tokens", rules.SeatArg(seat), rules.Int(len(got)))
	if len(got) > 0 {
		s.push(task{K: kPlace, Seat: seat, A: s.teamOf(seat), L: got})
	}
}

// autoPlace places the next token of the placement task at i when it
// leaves no choice; it reports whether it did.
func (s *State) autoPlace(i int) bool {
	t := s.stack[i]
	tk := t.L[0]
	if tk == TokOrange {
		return false
	}
	if tk == TokWild {
		for _, c := range chars(t.A) {
			if len(s.top[c]) < topSlots {
				return false
			}
		}
		s.bag[tk]++
		s.emit("belaad.ev.token_returned", rules.Key(tokKey(tk)))
	} else if c := charOf(t.A, tk); hasChar(t.A, tk) && len(s.top[c]) < topSlots {
		s.top[c] = append(s.top[c], tk)
		s.emit("belaad.ev.token_placed", rules.Key(tokKey(tk)), rules.Key(charKey(c)))
	} else {
		s.bag[tk]++
		s.emit("belaad.ev.token_returned", rules.Key(tokKey(tk)))
	}
	s.stack[i].L = t.L[1:]
	return true
}

func (s *State) placeOptions(t task) []rules.Option {
	var o []rules.Option
	tk := t.L[0]
	if tk == TokOrange {
		for _, c := range chars(t.A) {
			if s.bottom[c] < bottomSlots(c) {
				o = append(o, opt("bot:"+strconv.Itoa(c), "belaad.opt.activate", rules.Key(charKey(c)), rules.Key(abilityKey(c))))
			}
		}
	}
	for _, c := range chars(t.A) {
		if len(s.top[c]) < topSlots {
			o = append(o, opt("up:"+strconv.Itoa(c), "belaad.opt.on_top", rules.Key(charKey(c)), rules.Key(symKey(symOfChar(c))), rules.Int(s.symbols(c)+1)))
		}
	}
	if tk == TokOrange {
		o = append(o, opt("bag", "belaad.opt.to_bag"))
	}
	return o
}

func (s *State) handlePlace(i int, seat rules.Seat, w string, ns []int) {
	t := s.stack[i]
	tk := t.L[0]
	s.stack[i].L = t.L[1:]
	c := arg(ns, 0)
	switch w {
	case "bot":
		s.bottom[c]++
		s.emit("belaad.ev.activated", rules.SeatArg(seat), rules.Key(charKey(c)))
		s.activate(seat, c)
	case "up":
		s.top[c] = append(s.top[c], tk)
		s.emit("belaad.ev.token_placed", rules.Key(tokKey(tk)), rules.Key(charKey(c)))
	case "bag":
		s.bag[tk]++
		s.emit("belaad.ev.token_returned", rules.Key(tokKey(tk)))
	}
}
