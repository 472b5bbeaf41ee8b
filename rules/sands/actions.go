// Actions: Day, Night, Battle and Open actions from Action cards, Spells
// cast by a Sahir, and abilities of cards in play; Council actions paid
// with Influence; Omens in the table's one Omen slot. A declared action
// opens a Reaction window (window.go) and resolves when it closes, unless
// a Reaction negated it or made its target illegal.
package sands

import (
	"majlis/rules"
)

// action is the action being played.
type action struct {
	seat    int
	card    int  // the card played, or the card whose ability is used
	ability bool // an ability of a card in play
	caster  int  // the Sahir bowed to cast a Spell; -1
	target  int  // a card, or a seat for "target opponent"; -1 for none
	second  int  // the challenger of a challenge; -1
	negated bool
	origin  phase // phDay, phNight or phBattle: where play goes on after
}

// choice is one way to play an action: its target and second card.
type choice struct{ target, second int }

// abilities lists the Effects of a card's abilities (an Experienced Hero also
// keeps the ability of the card beneath it). A Jinn Spell in play is a
// Hero: its "Day:" was when it was cast, not an ability.
func (s *State) abilities(c int) []Effect {
	var es []Effect
	if s.def(c).Kind == Spell {
		return nil
	}
	if e := s.def(c).Effect; s.def(c).Timing != NoTiming && s.def(c).Timing != Reaction && e != NoEffect {
		es = append(es, e)
	}
	if o := s.cards[c].over; o >= 0 {
		if d := s.def(o); d.Timing != NoTiming && d.Timing != Reaction && d.Effect != NoEffect {
			es = append(es, d.Effect)
		}
	}
	return es
}

// timingOK reports whether an action of timing t may be played in ctx.
func timingOK(t Timing, ctx phase) bool {
	switch ctx {
	case phDay:
		return t == Day || t == Open
	case phNight:
		return t == Night || t == Open
	case phBattle:
		return t == Battle || t == Open
	}
	return false
}

// atBattle reports whether card c (or the Hero it belongs to) is at the
// current battle, or is its City Section.
func (s *State) atBattle(c int) bool {
	sec := s.atk.section
	if c == sec {
		return true
	}
	h := s.heroOf(c)
	return h >= 0 && h < len(s.cards) && s.cards[h].at == sec && sec >= 0
}

// choices lists how p may aim an action with effect e from src in ctx.
func (s *State) choices(p int, e Effect, src int, ctx phase) []choice {
	var cs []choice
	battle := ctx == phBattle
	addHeroes := func(own bool, ok func(h int) bool) {
		for q := range s.players {
			if s.players[q].out || own && q != p {
				continue
			}
			for _, h := range s.heroes(q) {
				if (!battle || s.atBattle(h)) && (ok == nil || ok(h)) {
					cs = append(cs, choice{h, -1})
				}
			}
		}
	}
	switch e {
	case Weaken, BowToWeakenToken:
		addHeroes(false, nil)
	case TokenBlessing, PermanentStrength, Rally:
		addHeroes(true, nil)
	case BowForRaid:
		addHeroes(true, func(h int) bool { return !s.hasTrait(h, Undead) })
	case BowForDefender:
		// The Defender's Heroes or a defensive ally's defend here.
		if battle && s.mainOf(p) == s.cards[s.atk.section].owner {
			addHeroes(true, nil)
		}
	case DestroyFollower, SendAway:
		for q := range s.players {
			for i := range s.cardsIn(q, Attached) {
				k := s.def(i).Kind
				if e == DestroyFollower && k == Follower || e == SendAway && (k == Follower || k == Item) && s.cards[i].bowed {
					cs = append(cs, choice{i, -1})
				}
			}
		}
	case CouncilDiscard:
		for _, q := range s.attackable(p) {
			if s.count(q, InHand) > 0 {
				cs = append(cs, choice{q, -1})
			}
		}
	case Challenge:
		for _, mine := range s.heroes(p) {
			if s.cards[mine].bowed {
				continue
			}
			for q := range s.players {
				if q == p || s.players[q].out {
					continue
				}
				for _, h := range s.heroes(q) {
					if !battle || s.atBattle(h) || s.atBattle(mine) {
						cs = append(cs, choice{h, mine})
					}
				}
			}
		}
	case WaterWell:
		for _, sec := range s.roomy(p) {
			cs = append(cs, choice{sec, -1})
		}
	case RideIn:
		// For a side's main player or one of its allies: an ally rides
		// in for the side it joined.
		a := &s.atk
		main := s.mainOf(p)
		if battle && (main == a.attacker || main == s.cards[a.section].owner) {
			for _, h := range s.homeHeroes(p, true) {
				if s.flyingUnit(h) && (main == a.attacker || !s.hasTrait(h, CannotDefend)) {
					cs = append(cs, choice{h, -1})
				}
			}
		}
	case DestroyWater:
		if battle && s.cards[s.atk.section].water > 0 {
			cs = append(cs, choice{-1, -1})
		}
	case SummonJinn, DrawCards, RaidOmen, BattleOmen:
		cs = append(cs, choice{-1, -1})
	}
	return cs
}

// councilNeed is the Influence a Council card needs from p.
func (s *State) councilNeed(p, c int) int {
	n := s.def(c).InfluenceNeed
	for _, sec := range s.zoneCards(p, InCity) {
		if d := s.def(sec); d.Effect == CouncilDiscount {
			n -= d.Params[0]
		}
	}
	return max(n, 0)
}

// influencers lists p's unbowed cards that can be bowed for Influence:
// Heroes, the Stronghold, Advisors.
func (s *State) influencers(p int) []int {
	var ids []int
	for i := range s.cardsIn(p, AtHome) {
		if s.cards[i].bowed {
			continue
		}
		if s.influenceOf(i) > 0 {
			ids = append(ids, i)
		}
	}
	return ids
}

// influenceOf is what bowing c gives toward a Council action.
func (s *State) influenceOf(c int) int {
	d := s.def(c)
	switch {
	case s.isHero(c):
		return s.influence(c)
	case d.Kind == Stronghold:
		return d.Influence + s.storyBonus(s.cards[c].owner, TaleOfCouncil)
	case d.Effect == InfluenceAdvisor:
		return d.Params[0]
	}
	return 0
}

func (s *State) influenceAvailable(p int) int {
	n := 0
	for _, c := range s.influencers(p) {
		n += s.influenceOf(c)
	}
	return n
}

// actionOptions offers in o the actions p may play in ctx: cards from
// hand and abilities of cards in play. In a battle p needs a unit there
// (Ride the Wind excepted) and Open actions must concern the battle.
// hand and f are p's handChoices and funds.
func (s *State) actionOptions(o *optionList, p int, ctx phase, hand []int, f funds) {
	if ctx == phBattle && len(s.committed(p, s.atk.section)) == 0 {
		for _, c := range hand {
			if d := s.def(c); d.Effect == RideIn && f.covers(d.Copper, d.Water) {
				for _, ch := range s.choices(p, RideIn, c, ctx) {
					o.add(newMove("play", c, ch.target), "sands.opt.play_on", s.name(c), s.name(ch.target))
				}
			}
		}
		return
	}
	for _, c := range hand {
		d := s.def(c)
		if (d.Kind != Action && d.Kind != Spell) || !timingOK(d.Timing, ctx) || !f.covers(d.Copper, d.Water) {
			continue
		}
		if d.Traits.Has(Council) && s.influenceAvailable(p) < s.councilNeed(p, c) {
			continue
		}
		casters := []int{-1}
		if d.Kind == Spell {
			casters = casters[:0]
			for _, h := range s.heroes(p) {
				if !s.cards[h].bowed && s.hasTrait(h, Sahir) {
					casters = append(casters, h)
				}
			}
		}
		for _, sahir := range casters {
			for _, ch := range s.choices(p, d.Effect, c, ctx) {
				s.playOption(o, c, sahir, ch, false)
			}
		}
	}
	if o.done() {
		return
	}
	for i := range s.cardsIn(p, AtHome) {
		k := &s.cards[i]
		if k.bowed {
			continue
		}
		for _, e := range s.abilities(i) {
			t := s.def(i).Timing
			if o := k.over; o >= 0 && s.def(o).Effect == e {
				t = s.def(o).Timing
			}
			if !timingOK(t, ctx) {
				continue
			}
			// In a battle the ability comes from a card at the battle,
			// or from elsewhere (a Stronghold, a Hero at Home) when it
			// targets a card in the battle (Battle Actions).
			here := ctx != phBattle || s.atBattle(i) || s.def(i).Kind == Stronghold
			for _, ch := range s.choices(p, e, i, ctx) {
				if here || ch.target >= 0 && s.atBattle(ch.target) {
					s.playOption(o, i, -1, ch, true)
				}
			}
		}
	}
}

// playOption offers in o one way to play an action.
func (s *State) playOption(o *optionList, c, sahir int, ch choice, ability bool) {
	verb := "play"
	switch {
	case ability:
		verb = "use"
	case sahir >= 0:
		verb = "cast"
	}
	nums := append(make([]int, 0, 4), c) // room for all, on the stack
	if sahir >= 0 {
		nums = append(nums, sahir)
	}
	if ch.second >= 0 {
		nums = append(nums, ch.second)
	}
	key, args := "sands.opt.play", []rules.Arg{s.name(c)}
	switch {
	case ch.second >= 0:
		nums = append(nums, ch.target)
		key, args = "sands.opt.play_challenge", []rules.Arg{s.name(c), s.name(ch.second), s.name(ch.target)}
	case ch.target >= 0 && s.def(c).Effect == CouncilDiscard:
		nums = append(nums, ch.target)
		key, args = "sands.opt.play_on_seat", []rules.Arg{s.name(c), seatArg(ch.target)}
	case ch.target >= 0:
		nums = append(nums, ch.target)
		key, args = "sands.opt.play_on", []rules.Arg{s.name(c), s.name(ch.target)}
	}
	if sahir >= 0 {
		key, args = "sands.opt.cast", []rules.Arg{s.name(c), s.name(sahir)}
		if ch.target >= 0 {
			key, args = "sands.opt.cast_on", []rules.Arg{s.name(c), s.name(sahir), s.name(ch.target)}
		}
	}
	o.add(newMove(verb, nums...), key, args...)
}

// declare starts playing an action from a "play", "cast" or "use" move:
// the source bows (an ability or the Sahir), then costs are paid.
func (s *State) declare(p int, verb string, n []int, ctx phase) []rules.Event {
	a := action{seat: p, card: n[0], caster: -1, target: -1, second: -1, origin: ctx}
	rest := n[1:]
	if verb == "cast" {
		a.caster, rest = rest[0], rest[1:]
	}
	if verb == "use" {
		a.ability = true
	}
	d := s.def(a.card)
	switch {
	case d.Effect == Challenge:
		a.second, a.target = rest[0], rest[1]
	case len(rest) > 0:
		a.target = rest[0]
	}
	s.act = a
	if a.ability {
		s.cards[a.card].bowed = true
		return s.declared()
	}
	if a.caster >= 0 {
		s.cards[a.caster].bowed = true
	}
	s.setZone(a.card, InSaved) // it leaves the hand at once; where it ends is decided on resolution
	pay := payment{card: a.card, kind: payAction, target: -1, second: -1, copper: d.Copper, water: d.Water, back: phWindow}
	if d.Traits.Has(Council) {
		pay.influence = s.councilNeed(p, a.card)
	}
	return s.startPay(pay)
}

// declared opens the Reaction window of the action now that it is paid.
func (s *State) declared() []rules.Event {
	a := &s.act
	evs := []rules.Event{ev("sands.ev.play", seatArg(a.seat), s.name(a.card))}
	if a.target >= 0 && s.def(a.card).Effect != CouncilDiscard {
		evs = []rules.Event{ev("sands.ev.play_on", seatArg(a.seat), s.name(a.card), s.name(a.target))}
	}
	if s.def(a.card).Traits.Has(Council) {
		s.offerTale(a.seat, TaleOfCouncil, 0)
	}
	return append(evs, s.openWindow(winAction)...)
}

// targetLegal reports whether the action's target still meets what it
// asked for when it resolves.
func (s *State) targetLegal() bool {
	a := &s.act
	e := s.def(a.card).Effect
	if a.target < 0 || e == CouncilDiscard {
		return true
	}
	for _, ch := range s.choices(a.seat, e, a.card, a.origin) {
		if ch.target == a.target && (e != Challenge || ch.second == a.second) {
			return true
		}
	}
	return false
}

// resolveAction carries the action out and returns play to where it was.
func (s *State) resolveAction() []rules.Event {
	r := s.rnd
	a := s.act
	d := s.def(a.card)
	c := a.card
	var evs []rules.Event
	legal := s.targetLegal()
	switch {
	case a.negated:
		evs = append(evs, ev("sands.ev.negated", s.name(c)))
	case !legal:
		evs = append(evs, ev("sands.ev.no_effect", s.name(c)))
	default:
		evs = append(evs, s.carryOut(a, d, r)...)
	}
	if !a.ability && s.cards[c].zone == InSaved {
		switch {
		case d.Effect == SummonJinn && !a.negated && legal:
			s.setZone(c, AtHome)
		case (d.Effect == RaidOmen || d.Effect == BattleOmen) && !a.negated:
			for i := range s.cards {
				if s.cards[i].zone == AsOmen {
					s.setZone(i, InBuried)
					evs = append(evs, ev("sands.ev.omen_replaced", s.name(i)))
				}
			}
			s.setZone(c, AsOmen)
			s.omenAt = -1
			if d.Effect == BattleOmen {
				s.omenAt = s.atk.section
			}
		case d.Effect == DestroyFollower:
			s.setZone(c, InBuried)
		}
	}
	evs = append(evs, s.stateChecks()...)
	if s.phase == phOver || s.phase == phChallenge {
		return evs
	}
	return append(evs, s.backFromAction()...)
}

// backFromAction returns play to the loop or battle the action came from.
func (s *State) backFromAction() []rules.Event {
	a := s.act
	s.act = action{target: -1, second: -1, caster: -1, card: -1}
	if a.origin == phBattle {
		if s.atk.section < 0 || s.cards[s.atk.section].zone != InCity {
			return s.endBattle()
		}
		s.phase = phBattle
		s.sideActed(a.seat)
		return nil
	}
	s.phase = a.origin
	s.actor = a.seat
	s.acted()
	return nil
}

// carryOut applies an action's effect.
func (s *State) carryOut(a action, d *Def, r *rules.Rand) []rules.Event {
	t := a.target
	switch d.Effect {
	case Weaken, BowToWeakenToken:
		s.cards[t].turnS -= d.Params[0]
		s.cards[t].turnK -= d.Params[1]
		return []rules.Event{ev("sands.ev.weakened", s.name(t), rules.Int(d.Params[0]), rules.Int(d.Params[1]))}
	case TokenBlessing:
		s.cards[t].tokS += d.Params[0]
		s.cards[t].tokK += d.Params[1]
		return []rules.Event{ev("sands.ev.token", s.name(t), rules.Int(d.Params[0]), rules.Int(d.Params[1]))}
	case PermanentStrength:
		s.cards[t].permS += d.Params[0]
		return []rules.Event{ev("sands.ev.permanent", s.name(t), rules.Int(d.Params[0]))}
	case Rally, BowForDefender:
		s.cards[t].turnS += d.Params[0]
		return []rules.Event{ev("sands.ev.stronger", s.name(t), rules.Int(d.Params[0]))}
	case BowForRaid:
		s.cards[t].turnRaid += d.Params[0]
		return []rules.Event{ev("sands.ev.raid_bonus", s.name(t), rules.Int(d.Params[0]))}
	case DestroyFollower:
		return s.destroyCard(t)
	case SendAway:
		s.setZone(t, InSaved)
		k := &s.cards[t]
		k.on, k.bowed = -1, false
		k.tokS, k.tokK, k.turnS, k.turnK = 0, 0, 0, 0
		return []rules.Event{ev("sands.ev.sent_away", s.name(t))}
	case CouncilDiscard:
		var evs []rules.Event
		for i := 0; i < d.Params[0]; i++ {
			hand := s.zoneCards(t, InHand)
			if len(hand) == 0 {
				break
			}
			c := hand[r.IntN(len(hand))]
			s.setZone(c, InSaved)
			evs = append(evs, ev("sands.ev.discard", seatArg(t), s.name(c)))
		}
		return evs
	case DrawCards:
		n := s.draw(a.seat, d.Params[0], r)
		return []rules.Event{ev("sands.ev.draw", seatArg(a.seat), rules.Int(n))}
	case DestroyWater:
		sec := s.atk.section
		n := min(d.Params[0], s.cards[sec].water)
		s.cards[sec].water -= n
		return []rules.Event{ev("sands.ev.water_destroyed", s.name(sec), rules.Int(n))}
	case WaterWell:
		s.cards[t].water++
		return []rules.Event{ev("sands.ev.water_made", s.name(t))}
	case RideIn:
		s.cards[t].at = s.atk.section
		return []rules.Event{ev("sands.ev.ride_in", s.name(t), s.name(s.atk.section))}
	case SummonJinn:
		return []rules.Event{ev("sands.ev.jinn", seatArg(a.seat), s.name(a.card))}
	case RaidOmen, BattleOmen:
		return []rules.Event{ev("sands.ev.omen", s.name(a.card))}
	case Challenge:
		return s.startChallenge(a.second, t)
	}
	return nil
}

// stateChecks destroys Heroes whose Ka has fallen to 0.
func (s *State) stateChecks() []rules.Event {
	var evs []rules.Event
	for p := range s.players {
		for i := range s.cardsIn(p, AtHome) {
			if s.isHero(i) && s.ka(i) == 0 && !s.inDuel(i) {
				evs = append(evs, s.destroyCard(i)...)
			}
		}
	}
	return evs
}

// omen returns the card in the Omen slot; -1.
func (s *State) omen() int {
	for p := range s.players {
		for c := range s.cardsIn(p, AsOmen) {
			return c
		}
	}
	return -1
}
