// Reaction windows. After an action is declared, after an engagement,
// after a raider is assigned and when two Heroes enter a duel, the players
// a Reaction of our pool could answer for (decided by what is on the
// table, never by their hands) are asked in turn from the left of the
// player who acted; a Reaction played restarts the round; the window
// closes when every one of them has passed in a row. Reactions of our
// pool answer only actions and events, never another Reaction, so each
// takes effect when played, before what it answers (last in, first out).
package sands

import "majlis/rules"

// windowKind says what a Reaction window answers.
type windowKind uint8

const (
	winAction windowKind = iota // a declared action
	winEngage                   // an engagement in a battle
	winRaider                   // a raider assigned to a City Section
	winDuel                     // two Heroes entering a duel
)

// window is an open Reaction window.
type window struct {
	kind   windowKind
	seats  []int // who may react, in the order asked
	idx    int
	passes int
}

// windowSeats lists who could react now, from the left of actor, actor last.
func (s *State) windowSeats(kind windowKind, actor int) []int {
	var who []int
	switch kind {
	case winAction:
		if t := s.act.target; t >= 0 && s.def(s.act.card).Effect != CouncilDiscard {
			if q := s.cards[t].owner; q != actor {
				who = append(who, q)
			}
		}
	case winEngage:
		// The absorbing side: its main player and its allies with
		// Heroes there (Stand Fast is for a Hero of one's own).
		who = append(who, s.atk.absorber)
		for _, q := range s.members(s.atk.absorber)[1:] {
			if len(s.committed(q, s.atk.section)) > 0 {
				who = append(who, q)
			}
		}
	case winRaider:
		sl := s.raid.slots[len(s.raid.slots)-1]
		who = append(who, s.cards[sl.section].owner)
	case winDuel:
		who = append(who, s.cards[s.duel.challenged].owner, s.cards[s.duel.challenger].owner)
	}
	var order []int
	for i := 1; i <= s.seats(); i++ {
		q := (actor + i) % s.seats()
		for _, w := range who {
			if w == q && !s.players[q].out && !contains(order, q) {
				order = append(order, q)
			}
		}
	}
	return order
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// actorOf is who acted to open a window of kind.
func (s *State) actorOf(kind windowKind) int {
	switch kind {
	case winAction:
		return s.act.seat
	case winEngage:
		return s.opponentAt(s.atk.absorber)
	case winRaider:
		return s.raid.raider
	}
	return s.cards[s.duel.challenger].owner
}

// openWindow opens a Reaction window, or goes straight on when nobody
// could react.
func (s *State) openWindow(kind windowKind) []rules.Event {
	s.win = window{kind: kind, seats: s.windowSeats(kind, s.actorOf(kind))}
	if len(s.win.seats) == 0 {
		return s.closeWindow()
	}
	s.phase = phWindow
	return nil
}

// closeWindow goes on with what the window answered.
func (s *State) closeWindow() []rules.Event {
	kind := s.win.kind
	s.win = window{}
	switch kind {
	case winAction:
		return s.resolveAction()
	case winEngage:
		return s.engaged()
	case winRaider:
		s.phase = phRaiders
		return nil
	}
	return s.startDuel()
}

// windowPrompt asks the next seat of the window.
func (s *State) windowPrompt() rules.Prompt {
	q := s.win.seats[s.win.idx]
	o := s.options()
	o.add(newMove("no-reaction"), "sands.opt.no_reaction")
	if !o.done() {
		s.reactionOptions(&o, q)
	}
	return rules.Prompt{Seat: rules.Seat(q), Ask: rules.M("sands.ask.react"), Options: o.Options()}
}

// reactionOptions offers in o the Reactions q may play in the open window.
func (s *State) reactionOptions(o *optionList, q int) {
	f := s.funds(q)
	for _, c := range s.handChoices(q) {
		d := s.def(c)
		if d.Timing != Reaction || !f.covers(d.Copper, d.Water) {
			continue
		}
		add := func(target int, key string, args ...rules.Arg) {
			if target < 0 {
				o.add(newMove("react", c), key, args...)
			} else {
				o.add(newMove("react", c, target), key, args...)
			}
		}
		switch s.win.kind {
		case winAction:
			a := &s.act
			t := a.target
			if t < 0 || s.cards[t].owner != q || a.seat == q {
				continue
			}
			switch d.Effect {
			case Negate:
				innate := a.ability && s.isHero(a.card) && s.hasTrait(a.card, Sahir)
				if (s.def(a.card).Kind == Spell && !a.ability || innate) && s.isHero(t) {
					for _, h := range s.heroes(q) {
						if !s.cards[h].bowed && s.hasTrait(h, Sahir) {
							add(h, "sands.opt.react_with", s.name(c), s.name(h))
						}
					}
				}
			case Redirect:
				if !s.isHero(t) {
					continue
				}
				for _, ch := range s.choices(a.seat, s.def(a.card).Effect, a.card, a.origin) {
					if ch.target != t && ch.second == a.second && ch.target >= 0 && ch.target < len(s.cards) {
						add(ch.target, "sands.opt.react_on", s.name(c), s.name(ch.target))
					}
				}
			case SecondWind:
				if s.cards[t].bowed {
					add(-1, "sands.opt.react", s.name(c))
				}
			}
		case winEngage:
			if d.Effect == StandFast {
				for _, h := range s.committed(q, s.atk.section) {
					add(h, "sands.opt.react_on", s.name(c), s.name(h))
				}
			}
		case winRaider:
			if d.Effect == RaidPenalty {
				add(-1, "sands.opt.react", s.name(c))
			}
		case winDuel:
			if d.Effect == DuelResolve {
				for _, h := range []int{s.duel.challenger, s.duel.challenged} {
					if s.cards[h].owner == q {
						add(h, "sands.opt.react_on", s.name(c), s.name(h))
					}
				}
			}
		}
	}
}

// applyWindow plays a Reaction or a pass in the open window.
func (s *State) applyWindow(q int, verb string, n []int) []rules.Event {
	w := &s.win
	if verb == "no-reaction" {
		w.passes++
		w.idx = (w.idx + 1) % len(w.seats)
		if w.passes >= len(w.seats) {
			return s.closeWindow()
		}
		return nil
	}
	c := n[0]
	d := s.def(c)
	pay := payment{card: c, kind: payReaction, target: -1, second: -1, copper: d.Copper, water: d.Water, back: phWindow}
	if d.Effect == Negate {
		s.cards[n[1]].bowed = true // the Sahir casting it
	} else if len(n) > 1 {
		pay.target = n[1]
	}
	s.setZone(c, InSaved)
	return s.startPay(pay)
}

// reacted applies a paid Reaction and carries the window on.
func (s *State) reacted() []rules.Event {
	c, t := s.pay.card, s.pay.target
	q := s.cards[c].owner
	s.phase = phWindow
	evs := []rules.Event{ev("sands.ev.react", seatArg(q), s.name(c))}
	switch s.def(c).Effect {
	case Negate:
		s.act.negated = true
	case Redirect:
		s.act.target = t
		evs = append(evs, ev("sands.ev.redirected", s.name(s.act.card), s.name(t)))
	case SecondWind:
		s.cards[s.act.target].bowed = false
	case StandFast:
		s.cards[t].turnS += s.def(c).Params[0]
	case RaidPenalty:
		sl := s.raid.slots[len(s.raid.slots)-1]
		s.cards[sl.hero].turnRaid -= s.def(c).Params[0]
	case DuelResolve:
		s.cards[t].turnK += s.def(c).Params[0]
	}
	w := &s.win
	// A Reaction restarts the round: everyone who could react is asked
	// again, from the left of the one who reacted.
	w.seats = s.windowSeats(w.kind, q)
	if !contains(w.seats, q) {
		w.seats = append(w.seats, q)
	}
	w.idx, w.passes = 0, 0
	return evs
}
