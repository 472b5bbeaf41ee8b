// Stories: a Story is played from the hand into Home, free, as soon as its
// Tale Reaction's condition is met. The engine offers it to the player the
// condition names at the next moment play pauses in a Day or Night loop or
// a battle (before that player's next decision there), so a Story never
// interrupts a payment or an absorption. One of each Story in play per
// player; five Story points in play win at once (Story Victory); a Story
// may open an Alternate Victory, checked where its text says.
package sands

import "majlis/rules"

// tale is a Tale Reaction condition met by seat; count is what the
// condition measured (Heroes or Holdings already controlled).
type tale struct {
	seat   int
	effect Effect
	count  int
}

// offerTale records that seat met a Story condition.
func (s *State) offerTale(seat int, e Effect, count int) {
	if s.players[seat].out {
		return
	}
	// A condition that counts (Heroes, Holdings) is met only from the
	// smallest count a Story of the pool asks for: public numbers, so not
	// asking below it reveals nothing.
	for i := range pool {
		if d := &pool[i]; d.Kind == Story && d.Effect == e && (e == TaleOfThousand || e == TaleOfHoldings) && count < d.Params[0] {
			return
		}
	}
	for _, t := range s.tales {
		if t.seat == seat && t.effect == e {
			return
		}
	}
	s.tales = append(s.tales, tale{seat: seat, effect: e, count: count})
}

// storyInPlay reports whether seat has a Story of design def in play.
func (s *State) storyInPlay(seat, def int) bool {
	for i := range s.cardsIn(seat, AtHome) {
		if s.cards[i].def == def {
			return true
		}
	}
	return false
}

// storyBonus is the reward number of seat's Story with effect e in play.
func (s *State) storyBonus(seat int, e Effect) int {
	n := 0
	for i := range s.cardsIn(seat, AtHome) {
		k := &s.cards[i]
		if k.def >= 0 && pool[k.def].Kind == Story && pool[k.def].Effect == e {
			d := &pool[k.def]
			if e == TaleOfHoldings {
				n += d.Params[1]
			} else if len(d.Params) > 0 {
				n += d.Params[0]
			}
		}
	}
	return n
}

// talePrompt offers the first pending Tale Reaction.
func (s *State) talePrompt() rules.Prompt {
	t := s.tales[0]
	o := s.options()
	o.add(newMove("no-story"), "sands.opt.no_story")
	for _, c := range s.handChoices(t.seat) {
		d := s.def(c)
		if d.Kind != Story || d.Effect != t.effect || s.storyInPlay(t.seat, s.cards[c].def) {
			continue
		}
		if (d.Effect == TaleOfThousand || d.Effect == TaleOfHoldings) && t.count < d.Params[0] {
			continue
		}
		o.add(newMove("story", c), "sands.opt.story", s.name(c), rules.Int(d.StoryPoints))
	}
	return rules.Prompt{Seat: rules.Seat(t.seat), Ask: rules.M("sands.ask.story"), Options: o.Options()}
}

// applyTale plays the Story or lets the moment go.
func (s *State) applyTale(p int, verb string, n []int) []rules.Event {
	s.tales = s.tales[1:]
	if verb == "no-story" {
		return nil
	}
	c := n[0]
	s.setZone(c, AtHome)
	evs := []rules.Event{ev("sands.ev.story", seatArg(p), s.name(c))}
	if s.storyPoints(p) >= 5 {
		s.win1(p, "sands.end.story")
		evs = append(evs, ev("sands.ev.story_victory", seatArg(p)))
	}
	return evs
}

// storyPoints totals seat's Story points in play.
func (s *State) storyPoints(seat int) int {
	n := 0
	for i := range s.cardsIn(seat, AtHome) {
		k := &s.cards[i]
		if k.def >= 0 && pool[k.def].Kind == Story {
			n += pool[k.def].StoryPoints
		}
	}
	return n
}

// alternateVictory checks, in Blessing order, the Alternate Victories of
// Stories in play (End Phase, right after eliminations).
func (s *State) alternateVictory() []rules.Event {
	for _, p := range s.blessingOrder() {
		for i := range s.cardsIn(p, AtHome) {
			k := &s.cards[i]
			if k.def < 0 || pool[k.def].Effect != TaleOfThousand || pool[k.def].Kind != Story {
				continue
			}
			total := 0
			for _, h := range s.heroes(p) {
				total += s.influence(h)
			}
			if total >= pool[k.def].Params[1] {
				s.win1(p, "sands.end.alternate")
				return []rules.Event{ev("sands.ev.alternate_victory", seatArg(p), s.name(i), rules.Int(total))}
			}
		}
	}
	return nil
}

// win1 ends the game with p the winner.
func (s *State) win1(p int, reason string) {
	s.winner, s.reason, s.phase = p, reason, phOver
}
