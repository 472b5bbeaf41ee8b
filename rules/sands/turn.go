// The turn as prompts: the Dawn Phase, the action loops of the Day and
// Night Phases (each player in turn from the Blessed player takes one item
// or passes, until all pass consecutively), bringing cards into play and
// paying for them one producer or Water token at a time, and the dispatch
// of every move to its phase.
package sands

import (
	"fmt"

	"majlis/rules"
)

// payKind says what a payment is for.
type payKind uint8

const (
	payHero     payKind = iota // bring a Hero into play
	payHolding                 // bring a Holding into play (it enters bowed)
	payFortify                 // attach a Fortification to the City Section target
	payAttach                  // attach a Follower or Item to the Hero target
	payOverlay                 // lay an Experienced Hero on the Hero target
	payKhadi                   // return a Khadi Hero from the Buried pile
	payAction                  // play an Action or Spell (then its Reaction window)
	payReaction                // play a Reaction
)

// payment is a card being paid for: what remains owed.
type payment struct {
	card          int
	kind          payKind
	target        int
	copper, water int
	influence     int // a Council action's Influence still owed
	second        int
	back          phase // the loop to return to
}

// startDawn straightens every card (Dawn Phase); a bowed card that may
// remain bowed waits for its controller's choice.
func (s *State) startDawn() []rules.Event {
	s.dawn = s.dawn[:0]
	order := s.blessingOrder()
	for _, p := range order {
		for i := range s.cardsIn(p, AtHome, InCity, Attached) {
			k := &s.cards[i]
			if !k.bowed {
				continue
			}
			if s.def(i).Traits.Has(MayRemainBowed) {
				s.dawn = append(s.dawn, i)
				continue
			}
			k.bowed = false
		}
	}
	evs := []rules.Event{ev("sands.ev.dawn", rules.Int(s.turn), seatArg(s.blessed))}
	if len(s.dawn) > 0 {
		s.phase = phDawn
		return evs
	}
	return append(evs, s.startLoop(phDay)...)
}

// blessingOrder lists the live seats from the Blessed player, going left.
func (s *State) blessingOrder() []int {
	ps := make([]int, 0, 8) // see zoneCards
	for i := 0; i < s.seats(); i++ {
		p := (s.blessed + i) % s.seats()
		if !s.players[p].out {
			ps = append(ps, p)
		}
	}
	return ps
}

// startLoop opens the Day or Night action loop at the Blessed player.
func (s *State) startLoop(ph phase) []rules.Event {
	s.phase, s.actor, s.passes = ph, s.blessed, 0
	if ph == phDay {
		return []rules.Event{ev("sands.ev.day")}
	}
	return []rules.Event{ev("sands.ev.night")}
}

// acted hands the loop to the next player after an item.
func (s *State) acted() {
	s.passes = 0
	s.actor = s.next(s.actor)
}

// Prompts lists the decisions awaited now.
func (s *State) Prompts() []rules.Prompt { return s.appendPrompts(nil) }

// appendPrompts appends the decisions awaited now to ps: Apply, which
// only checks a move against them, gives room on its stack.
func (s *State) appendPrompts(ps []rules.Prompt) []rules.Prompt {
	switch s.phase {
	case phOver:
		return ps
	case phDay, phNight, phBattle:
		if len(s.tales) > 0 {
			return append(ps, s.talePrompt())
		}
	}
	switch s.phase {
	case phDawn:
		c := s.dawn[0]
		return append(ps, rules.Prompt{Seat: rules.Seat(s.cards[c].owner), Ask: rules.M("sands.ask.dawn", s.name(c)), Options: []rules.Option{
			{Move: mv("straighten", c), Label: rules.M("sands.opt.straighten", s.name(c))},
			{Move: mv("keep", c), Label: rules.M("sands.opt.keep_bowed", s.name(c))},
		}})
	case phDay, phNight:
		return append(ps, s.loopPrompt())
	case phPay:
		return append(ps, s.payPrompt())
	case phDefenders, phInvite, phDemand, phAssign, phPickBattle, phBattle, phArchery, phAbsorb:
		return s.attackPrompts(ps)
	case phRaiders, phRaidCards:
		return appendAll(ps, s.raidPrompts())
	case phDiscard, phWater:
		return s.endPrompts(ps)
	case phWindow:
		return append(ps, s.windowPrompt())
	case phChallenge, phThrust, phDuelCards, phDuelist:
		return appendAll(ps, s.duelPrompts())
	}
	return ps
}

// appendAll appends more to ps, or returns more itself when ps is nil
// rather than copy it.
func appendAll(ps, more []rules.Prompt) []rules.Prompt {
	if ps == nil {
		return more
	}
	return append(ps, more...)
}

// Drew reports whether the last Apply drew on its randomness (rules.Drawer):
// each Apply starts rand afresh.
func (s *State) Drew() bool { return s.rand.Drawn() }

// Apply plays seat's move.
func (s *State) Apply(seat rules.Seat, m rules.Move, e rules.Entropy) ([]rules.Event, error) {
	// Prompts built to check m keep only m's option: no labels for the rest.
	s.only = m
	var room [2]rules.Prompt
	ps := s.appendPrompts(room[:0])
	s.only = ""
	if _, err := rules.CheckMove(ps, seat, m); err != nil {
		return nil, err
	}
	var buf [4]int
	verb, nums, err := parseMove(m, buf[:0])
	if err != nil {
		return nil, err
	}
	s.seed = s.seed.Mix(e)
	s.rand = *rules.NewRand(s.seed)
	r := &s.rand
	s.rnd = r
	defer func() { s.rnd = nil }()
	p := int(seat)
	var evs []rules.Event
	if (s.phase == phDay || s.phase == phNight || s.phase == phBattle) && len(s.tales) > 0 {
		return s.applyTale(p, verb, nums), nil
	}
	switch s.phase {
	case phDawn:
		c := s.dawn[0]
		s.dawn = s.dawn[1:]
		if verb == "straighten" {
			s.cards[c].bowed = false
		}
		if len(s.dawn) == 0 {
			evs = s.startLoop(phDay)
		}
	case phDay, phNight:
		evs = s.applyLoop(p, verb, nums, r)
	case phPay:
		evs = s.applyPay(verb, nums)
	case phDefenders, phInvite, phDemand, phAssign, phPickBattle, phBattle, phArchery, phAbsorb:
		evs = s.applyAttack(p, verb, nums, r)
	case phRaiders, phRaidCards:
		evs = s.applyRaid(p, verb, nums, r)
	case phDiscard, phWater:
		evs = s.applyEnd(p, verb, nums, r)
	case phWindow:
		evs = s.applyWindow(p, verb, nums)
	case phChallenge, phThrust, phDuelCards, phDuelist:
		evs = s.applyDuel(p, verb, nums)
	default:
		return nil, fmt.Errorf("no move is awaited")
	}
	return evs, nil
}

// loopPrompt offers the actor every item of the Day or Night list it can
// take now, and pass.
func (s *State) loopPrompt() rules.Prompt {
	p := s.actor
	ask := "sands.ask.day"
	if s.phase == phNight {
		ask = "sands.ask.night"
	}
	o := s.options()
	if s.phase == phDay {
		o.Grow(8) // a Day offers that many items or so
	}
	o.add(newMove("pass"), "sands.opt.pass")
	// Once Apply has found the move it checks, the rest of the list
	// cannot change its answer (see optionList.done).
	if !o.done() {
		// The Day items and the actions look at the same hand and funds.
		hand, f := s.handChoices(p), s.funds(p)
		if s.phase == phDay {
			s.dayItems(&o, p, hand, f)
		} else {
			s.nightItems(&o, p)
		}
		if !o.done() {
			s.actionOptions(&o, p, s.phase, hand, f)
		}
	}
	return rules.Prompt{Seat: rules.Seat(p), Ask: rules.M(ask), Options: o.Options()}
}

// cost returns what bringing hand card c into play costs p.
func (s *State) cost(p, c int) (copper, water int) {
	d := s.def(c)
	copper, water = d.Copper, d.Water
	if d.Kind == Hero && d.Faction != Unaligned && d.Faction != Decks[s.players[p].deck].Faction &&
		s.def(s.players[p].hold).Effect != NoForeignSurcharge {
		copper += 2
	}
	return copper, water
}

// copperAvailable is what p's unbowed producers can make for one card.
func (s *State) copperAvailable(p int) int {
	n := 0
	for c := range s.cardsIn(p, AtHome) {
		if !s.cards[c].bowed {
			n += s.produces(c)
		}
	}
	return n
}

// producers lists p's unbowed Copper producers.
func (s *State) producers(p int) []int { return s.appendProducers(make([]int, 0, 8), p) }

func (s *State) appendProducers(ids []int, p int) []int {
	for i := range s.cardsIn(p, AtHome) {
		if !s.cards[i].bowed && s.produces(i) > 0 {
			ids = append(ids, i)
		}
	}
	return ids
}

func (s *State) produces(c int) int {
	d := s.def(c)
	if d.Kind == Stronghold {
		return d.CopperProduction + s.storyBonus(s.cards[c].owner, TaleOfHoldings)
	}
	if d.Kind == Holding {
		return d.Produces
	}
	return 0
}

// funds is what a player could pay for one card now: the Copper of its
// unbowed producers and the Water on its City Sections. Option lists ask
// it of every card in hand, so they count it once.
type funds struct{ copper, water int }

func (s *State) funds(p int) funds { return funds{s.copperAvailable(p), s.sectionWater(p)} }

// covers reports whether f pays copper and water.
func (f funds) covers(copper, water int) bool { return f.copper >= copper && f.water >= water }

// homeHeroes lists p's Heroes at Home (not committed to a battle).
func (s *State) homeHeroes(p int, unbowed bool) []int {
	return s.appendHomeHeroes(make([]int, 0, 8), p, unbowed)
}

func (s *State) appendHomeHeroes(ids []int, p int, unbowed bool) []int {
	for h := range s.cardsIn(p, AtHome) {
		if s.isHero(h) && s.cards[h].at < 0 && (!unbowed || !s.cards[h].bowed) {
			ids = append(ids, h)
		}
	}
	return ids
}

// canHold reports whether hero may take attachment a: one Weapon, one
// Armour and one Carpet at a time.
func (s *State) canHold(hero, a int) bool {
	d := s.def(a)
	for _, t := range []Trait{Weapon, Armor, Carpet} {
		if !d.Traits.Has(t) {
			continue
		}
		for _, o := range s.attachments(hero) {
			if o != a && s.def(o).Traits.Has(t) {
				return false
			}
		}
	}
	return true
}

// dayItems offers in o the Day Phase items p can take.
func (s *State) dayItems(o *optionList, p int, hand []int, f funds) {
	home := s.homeHeroes(p, true)
	for _, c := range hand {
		d := s.def(c)
		cu, wa := s.cost(p, c)
		switch d.Kind {
		case Hero:
			if d.Traits.Has(Experienced) {
				for _, h := range s.heroes(p) {
					if s.cards[h].def == earlier[s.cards[c].def] && f.covers(2, 0) {
						o.add(newMove("overlay", c, h), "sands.opt.overlay", s.name(c), s.name(h))
					}
				}
			}
			if f.covers(cu, wa) && !s.uniqueBlocked(s.cards[c].def) {
				o.add(newMove("hero", c), "sands.opt.hero", s.name(c), rules.Int(cu), rules.Int(wa))
			}
		case Holding:
			if !f.covers(cu, wa) || s.uniqueBlocked(s.cards[c].def) {
				continue
			}
			if d.Traits.Has(Fortification) {
				for _, sec := range s.zoneCards(p, InCity) {
					o.add(newMove("fort", c, sec), "sands.opt.fortify", s.name(c), s.name(sec), rules.Int(cu), rules.Int(wa))
				}
			} else {
				o.add(newMove("holding", c), "sands.opt.holding", s.name(c), rules.Int(cu), rules.Int(wa))
			}
		case Follower, Item:
			if !f.covers(cu, wa) || s.uniqueBlocked(s.cards[c].def) {
				continue
			}
			for _, h := range home {
				if s.canHold(h, c) {
					o.add(newMove("attach", c, h), "sands.opt.attach", s.name(c), s.name(h), rules.Int(cu), rules.Int(wa))
				}
			}
		}
	}
	if o.done() {
		return
	}
	// Moving cards among Heroes: both must be unbowed; both bow.
	for _, a := range home {
		for _, x := range s.attachments(a) {
			for _, b := range home {
				if b != a && s.canHold(b, x) {
					o.add(newMove("move", x, b), "sands.opt.move", s.name(x), s.name(a), s.name(b))
				}
			}
		}
	}
	if !o.done() && !s.players[p].attacked && len(home) > 0 && len(s.attackable(p)) > 0 {
		o.add(newMove("attack"), "sands.opt.attack")
	}
}

// nightItems offers in o the Night Phase items p can take.
func (s *State) nightItems(o *optionList, p int) {
	if !s.players[p].raided && s.canRaid(p) {
		o.add(newMove("raid"), "sands.opt.raid")
	}
	cost := s.khadiCost(p)
	if s.sectionWater(p) >= cost {
		for _, c := range s.zoneCards(p, InBuried) {
			if d := s.def(c); d.Kind == Hero && d.Traits.Has(Khadi) && !s.uniqueBlocked(s.cards[c].def) {
				o.add(newMove("khadi", c), "sands.opt.khadi", s.name(c), rules.Int(cost))
			}
		}
	}
}

// khadiCost is the Water p pays to return a Khadi: three, unless p's
// Stronghold says otherwise.
func (s *State) khadiCost(p int) int {
	if d := s.def(s.players[p].hold); d.Effect == KhadiReturnCosts {
		return d.Params[0]
	}
	return 3
}

// applyLoop plays an item of the Day or Night loop.
func (s *State) applyLoop(p int, verb string, n []int, r *rules.Rand) []rules.Event {
	switch verb {
	case "pass":
		s.passes++
		s.actor = s.next(s.actor)
		if s.passes >= s.live() {
			if s.phase == phDay {
				return s.startLoop(phNight)
			}
			return s.startEnd(r)
		}
		return nil
	case "hero", "holding", "fort", "attach", "overlay":
		c := n[0]
		cu, wa := s.cost(p, c)
		pay := payment{card: c, target: -1, second: -1, copper: cu, water: wa, back: s.phase}
		switch verb {
		case "hero":
			pay.kind = payHero
		case "holding":
			pay.kind = payHolding
		case "fort":
			pay.kind, pay.target = payFortify, n[1]
		case "attach":
			pay.kind, pay.target = payAttach, n[1]
		case "overlay":
			pay.kind, pay.target, pay.copper, pay.water = payOverlay, n[1], 2, 0
		}
		return s.startPay(pay)
	case "khadi":
		return s.startPay(payment{card: n[0], kind: payKhadi, target: -1, second: -1, water: s.khadiCost(p), back: s.phase})
	case "move":
		x, b := n[0], n[1]
		a := s.cards[x].on
		s.cards[a].bowed, s.cards[b].bowed = true, true
		s.cards[x].on = b
		s.acted()
		// A "+X" Ka attachment moved away may leave its Hero at 0 Ka.
		return append([]rules.Event{ev("sands.ev.move", seatArg(p), s.name(x), s.name(a), s.name(b))}, s.stateChecks()...)
	case "play", "cast", "use":
		return s.declare(p, verb, n, s.phase)
	case "attack":
		return s.startAttack(p)
	case "raid":
		return s.startRaid(p)
	}
	return nil
}

// startPay takes a card's costs, or completes it at once when it is free.
func (s *State) startPay(pay payment) []rules.Event {
	s.pay = pay
	s.phase = phPay
	if pay.copper <= 0 && pay.water <= 0 && pay.influence <= 0 {
		return s.completePay()
	}
	return nil
}

// payPrompt asks for the next producer to bow or Water token to pay.
func (s *State) payPrompt() rules.Prompt {
	p := s.cards[s.pay.card].owner
	o := s.options()
	if s.pay.influence > 0 {
		for _, c := range s.influencers(p) {
			o.add(newMove("influence", c), "sands.opt.bow_influence", s.name(c), rules.Int(s.influenceOf(c)))
		}
		return rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.influence", s.name(s.pay.card), rules.Int(s.pay.influence)), Options: o.Options()}
	}
	if s.pay.copper > 0 {
		for _, c := range s.producers(p) {
			o.add(newMove("copper", c), "sands.opt.bow_copper", s.name(c), rules.Int(s.produces(c)))
		}
		return rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.copper", s.name(s.pay.card), rules.Int(s.pay.copper)), Options: o.Options()}
	}
	for _, sec := range s.zoneCards(p, InCity) {
		if s.cards[sec].water > 0 {
			o.add(newMove("water", sec), "sands.opt.pay_water", s.name(sec), rules.Int(s.cards[sec].water))
		}
	}
	return rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.water", s.name(s.pay.card), rules.Int(s.pay.water)), Options: o.Options()}
}

// applyPay bows a producer (its Copper goes to this card alone; the excess
// is lost to the Sultan) or pays one Water token, which leaves the game.
func (s *State) applyPay(verb string, n []int) []rules.Event {
	c := n[0]
	switch verb {
	case "copper":
		s.cards[c].bowed = true
		s.pay.copper -= s.produces(c)
	case "water":
		s.cards[c].water--
		s.pay.water--
	case "influence":
		s.cards[c].bowed = true
		s.pay.influence -= s.influenceOf(c)
	}
	if s.pay.copper <= 0 && s.pay.water <= 0 && s.pay.influence <= 0 {
		return s.completePay()
	}
	return nil
}

// completePay brings the paid-for card into play and returns to the loop.
func (s *State) completePay() []rules.Event {
	pay := s.pay
	c := pay.card
	k := &s.cards[c]
	p := k.owner
	var e rules.Event
	switch pay.kind {
	case payAction:
		return s.declared()
	case payReaction:
		return s.reacted()
	case payHero:
		s.offerTale(p, TaleOfThousand, len(s.heroes(p)))
		s.setZone(c, AtHome)
		e = ev("sands.ev.hero", seatArg(p), s.name(c))
	case payHolding:
		s.offerTale(p, TaleOfHoldings, s.holdings(p))
		s.setZone(c, AtHome)
		k.bowed = true
		e = ev("sands.ev.holding", seatArg(p), s.name(c))
	case payFortify:
		s.offerTale(p, TaleOfHoldings, s.holdings(p))
		s.setZone(c, Attached)
		k.on = pay.target
		e = ev("sands.ev.fortify", seatArg(p), s.name(c), s.name(pay.target))
	case payAttach:
		s.setZone(c, Attached)
		k.on = pay.target
		e = ev("sands.ev.attach", seatArg(p), s.name(c), s.name(pay.target))
	case payOverlay:
		// The Experienced card takes the old one's place: attachments,
		// tokens and changes stay; the old card lies beneath it.
		old := &s.cards[pay.target]
		s.setZone(c, AtHome)
		k.bowed, k.water = old.bowed, old.water
		k.tokS, k.tokK, k.turnS, k.turnK, k.permS = old.tokS, old.tokK, old.turnS, old.turnK, old.permS
		for _, a := range s.attachments(pay.target) {
			s.cards[a].on = c
		}
		s.setZone(pay.target, Attached)
		old.on, old.water = c, 0
		k.over = pay.target
		e = ev("sands.ev.overlay", seatArg(p), s.name(c), s.name(pay.target))
	case payKhadi:
		s.offerTale(p, TaleOfKhadi, 0)
		s.setZone(c, AtHome)
		k.bowed = true
		e = ev("sands.ev.khadi", seatArg(p), s.name(c))
	}
	s.phase = pay.back
	s.acted()
	return []rules.Event{e}
}

// holdings counts the Holdings p has in play, Fortifications included.
func (s *State) holdings(p int) int {
	n := 0
	for i := range s.cardsIn(p, AtHome, InCity, Attached) {
		if s.def(i).Kind == Holding {
			n++
		}
	}
	return n
}
