// Tokens: drawing from the bag and placing them. White tokens go to the
// top of the character of their symbol (or back to the bag when it is
// full); wild white tokens to the top of a character of choice; orange
// tokens to a free bottom slot (activating the character), to the top of
// any character, or back to the bag.
package belaad

import (
	"slices"
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
		s.push(task{Kind: kPlace, Seat: seat, Team: s.teamOf(seat), Tokens: got})
	}
}

// orderMatters reports whether the player should choose which of the drawn
// tokens L to place next: when they are not all alike and one of them asks
// for a decision (an orange or a wild token), placing one first can change
// what another does (an ability fired, a slot taken).
func orderMatters(l []int) bool {
	choice := false
	for _, tk := range l {
		if tk == TokOrange || tk == TokWild {
			choice = true
		}
	}
	if !choice {
		return false
	}
	for _, tk := range l[1:] {
		if tk != l[0] {
			return true
		}
	}
	return false
}

// forced reports whether the next token of the placement task t can only
// go one way: a white token (to its character or back to the bag) or a
// wild token no character has room for.
func (s *State) forced(t task) bool {
	tk := t.Tokens[0]
	switch tk {
	case TokOrange:
		return false
	case TokWild:
		for _, c := range chars(t.Team) {
			if len(s.top[c]) < topSlots {
				return false
			}
		}
	}
	return true
}

// autoPlace places the next token of the placement task at i when it
// leaves no choice (neither where it goes nor which token goes first); it
// reports whether it did.
func (s *State) autoPlace(i int) bool {
	t := s.stack[i]
	if !s.forced(t) || orderMatters(t.Tokens) {
		return false
	}
	s.placeForced(i)
	return true
}

// placeForced places the next token, which can only go one way.
func (s *State) placeForced(i int) {
	t := s.stack[i]
	tk := t.Tokens[0]
	if c := charOf(t.Team, tk); tk < numSyms && hasChar(t.Team, tk) && len(s.top[c]) < topSlots {
		s.top[c] = append(s.top[c], tk)
		s.emit("belaad.ev.token_placed", rules.Key(tokKey(tk)), rules.Key(charKey(c)))
	} else {
		s.bag[tk]++
		s.emit("belaad.ev.token_returned", rules.Key(tokKey(tk)))
	}
	s.stack[i].Tokens = t.Tokens[1:]
	s.stack[i].Ordered = false
}

func (s *State) placeOptions(o *rules.OptionList, t task) {
	tk := t.Tokens[0]
	if s.forced(t) {
		s.forcedOption(o, t)
	} else if tk == TokOrange {
		for _, c := range chars(t.Team) {
			if s.bottom[c] < bottomSlots(c) {
				o.Add(rules.Move("bot:"+strconv.Itoa(c)), "belaad.opt.activate", rules.Key(charKey(c)), rules.Key(abilityKey(c)))
			}
		}
	}
	for _, c := range chars(t.Team) {
		if !s.forced(t) && len(s.top[c]) < topSlots {
			o.Add(rules.Move("up:"+strconv.Itoa(c)), "belaad.opt.on_top", rules.Key(charKey(c)), rules.Key(symKey(symOfChar(c))), rules.Int(s.symbols(c)+1))
		}
	}
	if tk == TokOrange {
		o.Add("bag", "belaad.opt.to_bag")
	}
	// Another drawn token may be placed first (once per token placed, so
	// that choosing can never go round in circles).
	if !t.Ordered && orderMatters(t.Tokens) {
		seen := map[int]bool{tk: true}
		for _, other := range t.Tokens[1:] {
			if !seen[other] {
				seen[other] = true
				o.Add(rules.Move("next:"+strconv.Itoa(other)), "belaad.opt.place_first", rules.Key(tokKey(other)))
			}
		}
	}
}

// forcedOption labels the one way a token can go.
func (s *State) forcedOption(o *rules.OptionList, t task) {
	tk := t.Tokens[0]
	if c := charOf(t.Team, tk); tk < numSyms && hasChar(t.Team, tk) && len(s.top[c]) < topSlots {
		o.Add("put", "belaad.opt.put", rules.Key(charKey(c)))
		return
	}
	o.Add("put", "belaad.opt.put_back")
}

func (s *State) handlePlace(i int, seat rules.Seat, w string, ns moveNums) {
	t := s.stack[i]
	switch w {
	case "put":
		s.placeForced(i)
		return
	case "next":
		// Bring the chosen token to the front; it must be placed next.
		l := slices.Clone(t.Tokens)
		j := slices.Index(l, arg(ns, 0))
		l[0], l[j] = l[j], l[0]
		s.stack[i].Tokens = l
		s.stack[i].Ordered = true
		if s.forced(s.stack[i]) {
			s.placeForced(i)
		}
		return
	}
	tk := t.Tokens[0]
	s.stack[i].Tokens = t.Tokens[1:]
	s.stack[i].Ordered = false
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
