// The Attack Phase: the Declaration Segment (Defenders), the Ground and
// Flying Maneuvers Segments, and one Battle Action Segment per City Section
// of each Defender in the order the Attacker picks, with engaging,
// absorbing damage (Absorbing Damage in a Battle), Archery, Berserk,
// Tactician and going Home; destroyed cards and City Sections.
package sands

import (
	"math/bits"
	"slices"

	"majlis/rules"
)

// attack is the Attack Phase in progress.
type attack struct {
	attacker  int
	defenders []int
	flying    bool  // the Flying Maneuvers Segment rather than the Ground one
	idx       int   // who assigns now: 0 the Attacker, i the i-th Defender
	battles   []int // City Sections whose battles are still to resolve
	section   int   // the City Section of the battle being fought; -1
	toAct     int   // the seat whose side acts in the battle
	passes    int   // consecutive passes in the battle
	tactics   []int // Tactician Heroes used in this battle
	// The engagement being absorbed.
	engaged          []int
	invites          []invite
	allyOf           []int // per seat: the main player it joined as an ally; -1
	demand           int   // the invitation whose Water promise is settled now
	member           int   // which member of the side to act is asked
	dmg, rem         int
	absorber         int
	berserk          bool
	heroes, discards int
	helpers          int // allies (bit per seat) in the absorbing army who may still discard
}

func (a attack) clone() attack {
	a.defenders = slices.Clone(a.defenders)
	a.battles = slices.Clone(a.battles)
	a.tactics = slices.Clone(a.tactics)
	a.engaged = slices.Clone(a.engaged)
	a.invites = slices.Clone(a.invites)
	a.allyOf = slices.Clone(a.allyOf)
	return a
}

// attackable lists the opponents p could attack.
func (s *State) attackable(p int) []int { return s.appendAttackable(make([]int, 0, 8), p) }

func (s *State) appendAttackable(ds []int, p int) []int {
	for q := range s.players {
		if q != p && !s.players[q].out && s.count(q, InCity) > 0 {
			ds = append(ds, q)
		}
	}
	return ds
}

// startAttack opens the Declaration Segment.
func (s *State) startAttack(p int) []rules.Event {
	s.players[p].attacked = true
	s.atk = attack{attacker: p, section: -1}
	s.phase = phDefenders
	return []rules.Event{ev("sands.ev.attack", seatArg(p))}
}

// attackPrompts asks whoever decides in the Attack Phase.
func (s *State) attackPrompts(ps []rules.Prompt) []rules.Prompt {
	a := &s.atk
	switch s.phase {
	case phDefenders:
		o := s.options()
		// Each Defender must get at least one unit: never name more
		// Defenders than unbowed Heroes at Home.
		if len(a.defenders) < len(s.homeHeroes(a.attacker, true)) {
			for _, q := range s.attackable(a.attacker) {
				if !slices.Contains(a.defenders, q) {
					o.add(newMove("defender", q), "sands.opt.defender", seatArg(q))
				}
			}
		}
		if len(a.defenders) > 0 {
			o.add(newMove("declare"), "sands.opt.declare")
		}
		return append(ps, rules.Prompt{Seat: rules.Seat(a.attacker), Ask: rules.M("sands.ask.defenders"), Options: o.Options()})
	case phInvite:
		return append(ps, s.invitePrompt())
	case phDemand:
		return append(ps, s.demandPrompt())
	case phAssign:
		return append(ps, s.assignPrompt())
	case phPickBattle:
		o := s.options()
		for _, sec := range a.battles {
			o.add(newMove("battle", sec), "sands.opt.battle", s.name(sec), seatArg(s.cards[sec].owner))
		}
		return append(ps, rules.Prompt{Seat: rules.Seat(a.attacker), Ask: rules.M("sands.ask.battle"), Options: o.Options()})
	case phBattle:
		return append(ps, s.battlePrompt())
	case phArchery:
		p := s.cards[a.engaged[0]].owner
		o := s.options()
		o.add(newMove("no-archery"), "sands.opt.no_archery")
		for _, t := range s.archeryTargets(s.opponentAt(p)) {
			o.add(newMove("archer", t), "sands.opt.archer", s.name(t), rules.Int(s.strength(t)))
		}
		return append(ps, rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.archery", rules.Int(a.dmg)), Options: o.Options()})
	case phAbsorb:
		return appendAll(ps, s.absorbPrompts())
	}
	return ps
}

// assignOrder lists who assigns in a Maneuvers Segment: the Attacker, then
// the Defenders clockwise from the Attacker's left.
func (s *State) assignOrder() []int { return s.appendAssignOrder(make([]int, 0, 8)) }

func (s *State) appendAssignOrder(order []int) []int {
	order = append(order, s.atk.attacker)
	for i := 1; i < s.seats(); i++ {
		q := (s.atk.attacker + i) % s.seats()
		if slices.Contains(s.atk.defenders, q) && !s.players[q].out {
			order = append(order, q)
		}
	}
	return order
}

// canCommit lists p's Heroes that may be committed in this segment: unbowed,
// at Home, Ground units only in the Ground segment (Flying ones may commit
// in either), and for a Defender not "cannot defend".
func (s *State) canCommit(p, side int) []int {
	return s.appendCanCommit(make([]int, 0, 8), p, side)
}

func (s *State) appendCanCommit(hs []int, p, side int) []int {
	for _, h := range s.homeHeroes(p, true) {
		if s.atk.flying && !s.flyingUnit(h) {
			continue
		}
		if side != s.atk.attacker && s.hasTrait(h, CannotDefend) {
			continue
		}
		hs = append(hs, h)
	}
	return hs
}

// committed lists the Heroes p has committed to sec's battle.
func (s *State) committed(p, sec int) []int {
	return s.appendCommitted(make([]int, 0, 8), p, sec)
}

func (s *State) appendCommitted(hs []int, p, sec int) []int {
	for h := range s.cardsIn(p, AtHome) {
		if s.cards[h].at == sec && s.isHero(h) {
			hs = append(hs, h)
		}
	}
	return hs
}

func (s *State) assignPrompt() rules.Prompt {
	a := &s.atk
	sl := s.slot(a.idx)
	p := sl.seat
	o := s.options()
	hs := s.canCommit(p, sl.side)
	var targets []int
	if sl.side == a.attacker {
		for _, d := range s.attackerTargets(p, len(hs)) {
			targets = append(targets, s.zoneCards(d, InCity)...)
		}
	} else {
		targets = s.zoneCards(sl.side, InCity)
	}
	o.Grow(len(hs)*len(targets) + 1)
	for _, h := range hs {
		for _, sec := range targets {
			o.add(newMove("commit", h, sec), "sands.opt.commit", s.name(h), s.name(sec), seatArg(s.cards[sec].owner))
		}
	}
	if !o.done() && (p == a.attacker && s.attackerMayStop(hs) || p != a.attacker && s.allyMayStop(p, sl.side, hs)) {
		o.add(newMove("done"), "sands.opt.done_assigning")
	}
	seg := "sands.ask.ground"
	if a.flying {
		seg = "sands.ask.flying"
	}
	return rules.Prompt{Seat: rules.Seat(p), Ask: rules.M(seg), Options: o.Options()}
}

// attackerCover counts the Attacker's units sent against the Defenders
// and lists the Defenders still without one, in the order named.
func (s *State) attackerCover() (units int, unmet []int) {
	a := &s.atk
	for _, d := range a.defenders {
		n := 0
		for _, sec := range s.zoneCards(d, InCity) {
			n += len(s.committed(a.attacker, sec))
		}
		units += n
		if n == 0 {
			unmet = append(unmet, d)
		}
	}
	return units, unmet
}

// attackerTargets lists the Defenders p may send a unit against when p
// assigns for the Attacker's side with free units still to send (in the
// Ground segment they include the Flying units that could wait for the
// Flying one). The Attacker must send at least one unit against each
// Defender (Requirements for Attack): once his free units are no more
// than the Defenders still without one, he sends them only there. His
// allies are not bound by it.
func (s *State) attackerTargets(p, free int) []int {
	a := &s.atk
	if p != a.attacker {
		return a.defenders
	}
	if _, unmet := s.attackerCover(); len(unmet) > 0 && free <= len(unmet) {
		return unmet
	}
	return a.defenders
}

// attackerMayStop: the Attacker must send at least one unit against each
// Defender (Requirements for Attack) as long as he still can.
func (s *State) attackerMayStop(free []int) bool {
	a := &s.atk
	units, ds := s.attackerCover()
	unmet := len(ds)
	if !a.flying {
		// Flying units may still come in the next segment, one for each
		// Defender still without a unit; with no unit free, he stops.
		flyers := 0
		for _, h := range s.homeHeroes(a.attacker, true) {
			if s.flyingUnit(h) {
				flyers++
			}
		}
		return (units > 0 || flyers > 0) && (unmet <= flyers || len(free) == 0)
	}
	return units > 0 && (unmet == 0 || len(free) == 0)
}

// applyAttack plays a move of the Attack Phase.
func (s *State) applyAttack(p int, verb string, n []int, r *rules.Rand) []rules.Event {
	a := &s.atk
	switch verb {
	case "defender":
		a.defenders = append(a.defenders, n[0])
		return []rules.Event{ev("sands.ev.defender", seatArg(p), seatArg(n[0]))}
	case "declare":
		s.phase, a.idx = phInvite, 0
		a.allyOf = make([]int, s.seats())
		invitable := false
		for i := range a.allyOf {
			a.allyOf[i] = -1
			invitable = invitable || !s.players[i].out && i != a.attacker && !contains(a.defenders, i)
		}
		invitable = invitable || len(a.defenders) > 1
		if !invitable {
			return s.startManeuvers()
		}
		return nil
	case "invite", "invites-done", "demand", "no-demand", "pay-ally", "refuse-pay":
		return s.applyAllies(p, verb, n)
	case "commit":
		s.cards[n[0]].at = n[1]
		if sl := s.slot(a.idx); sl.seat != sl.side {
			a.allyOf[p] = sl.side
		}
		return []rules.Event{ev("sands.ev.commit", seatArg(p), s.name(n[0]), s.name(n[1]), seatArg(s.cards[n[1]].owner))}
	case "done":
		s.nextSlot()
		if a.idx < s.numSlots() {
			return nil
		}
		if !a.flying {
			a.flying, a.idx = true, 0
			return nil
		}
		for _, d := range s.assignOrder()[1:] {
			a.battles = append(a.battles, s.zoneCards(d, InCity)...)
		}
		return s.nextBattle()
	case "battle":
		return s.startBattle(n[0])
	case "play", "cast", "use":
		return s.declare(p, verb, n, phBattle)
	case "pass":
		a.member++
		if a.member < len(s.members(a.toAct)) {
			return nil
		}
		a.member = 0
		a.passes++
		if a.passes >= 2 {
			return s.endBattle()
		}
		a.toAct = s.opponentAt(a.toAct)
		return nil
	case "home":
		h := n[0]
		for _, c := range s.unit(h) {
			s.cards[c].bowed = true
		}
		s.cards[h].at = -1
		s.sideActed(p)
		return []rules.Event{ev("sands.ev.home", seatArg(p), s.name(h))}
	case "tactic":
		h, c := n[0], n[1]
		a.tactics = append(a.tactics, h)
		s.setZone(c, InSaved)
		s.cards[h].turnS += s.def(c).Fate
		s.sideActed(p)
		return []rules.Event{ev("sands.ev.tactic", seatArg(p), s.name(h), s.name(c), rules.Int(s.def(c).Fate))}
	case "engage", "engage1", "engage-group":
		var cards []int
		switch verb {
		case "engage":
			for _, c := range s.combatants(n[0]) {
				if !s.cards[c].bowed {
					cards = append(cards, c)
				}
			}
		case "engage1":
			cards = []int{n[0]}
		default:
			cards = groupCards(s.combatants(n[0]), engageMask(n[1]))
		}
		return s.engage(p, cards)
	case "archer", "no-archery":
		if verb == "no-archery" {
			s.phase = phAbsorb
			a.dmg = s.battleOmenBonus()
			for _, c := range a.engaged {
				a.dmg += s.strength(c)
			}
			a.rem = a.dmg
			return nil
		}
		t := n[0]
		evs := []rules.Event{ev("sands.ev.archery", seatArg(p), s.name(t), rules.Int(a.dmg))}
		if s.strength(t) <= a.dmg {
			evs = append(evs, s.destroyCard(t)...)
			evs = append(evs, s.stateChecks()...) // a "+X" Ka Follower's Hero may fall to 0 Ka
		} else {
			evs = append(evs, ev("sands.ev.immune", s.name(t)))
		}
		return append(evs, s.afterEngagement(p)...)
	case "absorb-hero", "absorb-follower", "absorb-water", "absorb-section", "absorb-discard", "absorb-stop", "absorb-keep":
		return s.applyAbsorb(p, verb, n, r)
	}
	return nil
}

// nextBattle asks the Attacker for the next battle, picks the only one
// left, or ends the Attack Phase.
func (s *State) nextBattle() []rules.Event {
	a := &s.atk
	// Battles at Sections destroyed or whose owner was eliminated vanish.
	a.battles = slices.DeleteFunc(a.battles, func(sec int) bool { return s.cards[sec].zone != InCity })
	switch len(a.battles) {
	case 0:
		return s.endAttack()
	case 1:
		return s.startBattle(a.battles[0])
	}
	s.phase = phPickBattle
	return nil
}

// startBattle opens the Battle Action Segment at sec, the Defender first.
// A battle where neither side has a unit ends at once: no card of our
// pool can act there (see NOTES.md).
func (s *State) startBattle(sec int) []rules.Event {
	a := &s.atk
	a.battles = slices.DeleteFunc(a.battles, func(x int) bool { return x == sec })
	a.section, a.passes, a.member, a.tactics = sec, 0, 0, a.tactics[:0]
	a.toAct = s.cards[sec].owner
	units := false
	for q := range s.players {
		units = units || len(s.committed(q, sec)) > 0
	}
	if !units {
		a.section = -1
		return s.nextBattle()
	}
	s.phase = phBattle
	return []rules.Event{ev("sands.ev.battle", s.name(sec), seatArg(s.cards[sec].owner))}
}

// opponentAt is the other side's main player in the current battle.
func (s *State) opponentAt(p int) int {
	if s.mainOf(p) == s.atk.attacker {
		return s.cards[s.atk.section].owner
	}
	return s.atk.attacker
}

// unit lists a Hero and every card attached to it.
func (s *State) unit(h int) []int { return append([]int{h}, s.attachments(h)...) }

// battlePrompt offers the side to act one Battle action: engage, go Home,
// use a Tactician, or pass.
func (s *State) battlePrompt() rules.Prompt {
	a := &s.atk
	p := s.battleSeat()
	o := s.options()
	o.add(newMove("pass"), "sands.opt.pass")
	var hand []int
	if !o.done() {
		hand = s.handChoices(p)
		s.actionOptions(&o, p, phBattle, hand, s.funds(p))
	}
	if o.done() {
		return rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.battle_act", s.name(a.section)), Options: o.Options()}
	}
	foe := s.opponentAt(p)
	canHit := s.mainOf(p) == a.attacker || len(s.army(foe)) > 0
	for _, h := range s.committed(p, a.section) {
		cs := s.combatants(h)
		var ready []int
		for _, c := range cs {
			if !s.cards[c].bowed {
				ready = append(ready, c)
			}
		}
		if canHit && len(ready) > 0 {
			if !s.cards[h].bowed && len(ready) > 1 {
				o.add(newMove("engage", h), "sands.opt.engage_unit", s.name(h), rules.Int(s.sumStrength(ready)))
			}
			for _, c := range ready {
				o.add(newMove("engage1", c), "sands.opt.engage", s.name(c), rules.Int(s.strength(c)))
			}
			s.groupOptions(&o, h, cs)
		}
		if !s.cards[h].bowed {
			o.add(newMove("home", h), "sands.opt.home", s.name(h))
			if s.hasTrait(h, Tactician) && !slices.Contains(a.tactics, h) {
				for _, c := range hand {
					o.add(newMove("tactic", h, c), "sands.opt.tactic", s.name(h), s.name(c), rules.Int(s.def(c).Fate))
				}
			}
		}
	}
	return rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.battle_act", s.name(a.section)), Options: o.Options()}
}

// engageMask is the cards of a unit that engage together in an
// "engage-group:H:MASK" move: bit 0 is the Hero H, bit i its i-th
// own-Strength Follower in deck order (State.combatants).
type engageMask uint64

// groupCards lists the combatants cs that mask names, in deck order.
func groupCards(cs []int, mask engageMask) []int {
	var out []int
	for i, c := range cs {
		if i < 64 && mask&(1<<i) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// groupOptions offers in o every other group of two or more unbowed
// combat cards of h's unit (cs, the Hero first) that engage together
// (Engaging the Enemy: Followers engage "individually or with other
// Followers in their unit", with their Hero or without it): the whole
// unit and single cards have their own moves. A Hero and k ready
// Followers add 2^(k+1) - k - 3 options (10 for three Followers); a
// bowed Hero's k Followers add 2^k - k - 1 (4 for three). Followers
// alike in everything but their ids (copies of a design with the same
// tokens and changes) are one choice, as copies in hand are: a group
// takes the first of them in deck order, so three alike Followers with
// their Hero add 4 groups, not 10.
func (s *State) groupOptions(o *optionList, h int, cs []int) {
	var ready engageMask
	for i, c := range cs {
		if i < 64 && !s.cards[c].bowed {
			ready |= 1 << i
		}
	}
	whole := !s.cards[h].bowed // the whole unit is the move "engage"
	for m := engageMask(1); m <= ready && !o.done(); m++ {
		if m&^ready != 0 || bits.OnesCount64(uint64(m)) < 2 || whole && m == ready || !s.firstAlike(cs, ready, m) {
			continue
		}
		g := groupCards(cs, m)
		o.add(newMove("engage-group", h, int(m)), groupLabel(len(g)), s.groupArgs(g)...)
	}
}

// firstAlike reports whether the group m takes, of ready Followers alike
// (State.cards equal: the same design, Hero, tokens and changes), the
// first ones in deck order.
func (s *State) firstAlike(cs []int, ready, m engageMask) bool {
	for i := 1; i < len(cs) && i < 64; i++ {
		if m&(1<<i) == 0 {
			continue
		}
		for j := 1; j < i; j++ {
			if ready&(1<<j) != 0 && m&(1<<j) == 0 && s.cards[cs[j]] == s.cards[cs[i]] {
				return false
			}
		}
	}
	return true
}

// groupLabel is the option's catalogue key for a group of n cards: each
// named up to four, then the first three and how many more.
func groupLabel(n int) string {
	switch {
	case n <= 2:
		return "sands.opt.engage_group2"
	case n == 3:
		return "sands.opt.engage_group3"
	case n == 4:
		return "sands.opt.engage_group4"
	}
	return "sands.opt.engage_group_more"
}

// groupArgs are groupLabel's arguments: the cards' names (or the first
// three and the count of the rest), then their Strength.
func (s *State) groupArgs(g []int) []rules.Arg {
	var args []rules.Arg
	if len(g) <= 4 {
		for _, c := range g {
			args = append(args, s.name(c))
		}
	} else {
		for _, c := range g[:3] {
			args = append(args, s.name(c))
		}
		args = append(args, rules.Int(len(g)-3))
	}
	return append(args, rules.Int(s.sumStrength(g)))
}

func (s *State) sumStrength(cs []int) int {
	n := 0
	for _, c := range cs {
		n += s.strength(c)
	}
	return n
}

// engage bows the engaging cards; the opposing army absorbs their Strength,
// or with Archery the engaging player may pick the one card that absorbs.
func (s *State) engage(p int, cards []int) []rules.Event {
	a := &s.atk
	a.passes = 0
	a.engaged = cards
	a.absorber = s.opponentAt(p)
	a.berserk, a.heroes, a.discards, a.helpers = false, 0, 0, 0
	// The absorbing side's allies at the engagement: one may discard even
	// after its own Heroes were given up.
	for _, q := range s.members(a.absorber)[1:] {
		if len(s.committed(q, a.section)) > 0 {
			a.helpers |= 1 << q
		}
	}
	for _, c := range cards {
		s.cards[c].bowed = true
		if s.hasTrait(c, Berserk) || s.hasTrait(s.heroOf(c), Berserk) {
			a.berserk = true
		}
	}
	evs := []rules.Event{ev("sands.ev.engage", seatArg(p), s.name(cards[0]), rules.Int(len(cards)), rules.Int(s.sumStrength(cards)))}
	return append(evs, s.openWindow(winEngage)...)
}

// engaged goes on with an engagement once its Reaction window has closed:
// the damage is what the engaging cards' Strength is now (plus a Battle
// Omen's); with Archery the engaging player may pick the absorbing card.
func (s *State) engaged() []rules.Event {
	a := &s.atk
	a.dmg = s.sumStrength(a.engaged) + s.battleOmenBonus()
	archers := true
	for _, c := range a.engaged {
		archers = archers && s.hasTrait(c, Archery)
	}
	if archers && len(s.archeryTargets(a.absorber)) > 0 {
		a.dmg = s.battleOmenBonus()
		for _, c := range a.engaged {
			a.dmg += s.archeryStrength(c)
		}
		s.phase = phArchery
		return nil
	}
	a.rem = a.dmg
	s.phase = phAbsorb
	return nil
}

// battleOmenBonus is the extra damage of a Battle Omen played at this battle.
func (s *State) battleOmenBonus() int {
	if o := s.omen(); o >= 0 && s.def(o).Effect == BattleOmen && s.omenAt == s.atk.section {
		return s.def(o).Params[0]
	}
	return 0
}

// heroOf returns the Hero a card belongs to (itself for a Hero).
func (s *State) heroOf(c int) int {
	if s.cards[c].zone == Attached {
		return s.cards[c].on
	}
	return c
}

// archeryTargets lists the cards of q's army an Archery engagement may
// pick: any of its Followers, and Heroes with no Followers left.
func (s *State) archeryTargets(q int) []int {
	var ts []int
	for _, h := range s.army(q) {
		fs := s.followers(h)
		if len(fs) == 0 {
			ts = append(ts, h)
		}
		ts = append(ts, fs...)
	}
	return ts
}

// immune reports whether a card of the absorbing army may decline to
// absorb: its Strength is greater than the engaging damage; a Hero is also
// shielded by an immune Follower.
func (s *State) immune(c int) bool {
	d := s.atk.dmg
	if s.strength(c) > d {
		return true
	}
	if s.isHero(c) {
		for _, f := range s.combatants(c)[1:] {
			if s.strength(f) > d {
				return true
			}
		}
	}
	return false
}

// absorbValue is what destroying c absorbs: its Strength, and for a Hero
// also its Followers' own Strength, since they die with it.
func (s *State) absorbValue(c int) int {
	if s.isHero(c) {
		return s.sumStrength(s.combatants(c))
	}
	return s.strength(c)
}

// absorbPrompt offers the absorbing player one pick at a time.
func (s *State) absorbPrompt() rules.Prompt {
	a := &s.atk
	o := s.options()
	s.absorbOptions(&o)
	return rules.Prompt{Seat: rules.Seat(a.absorber), Ask: rules.M("sands.ask.absorb", rules.Int(a.rem), rules.Int(a.dmg)), Options: o.Options()}
}

// absorbOptions offers in o the absorbing player's picks.
func (s *State) absorbOptions(o *optionList) {
	a := &s.atk
	q := a.absorber
	mustGoOn := false
	for _, h := range s.army(q) {
		o.add(newMove("absorb-hero", h), "sands.opt.absorb_card", s.name(h), rules.Int(s.absorbValue(h)))
		mustGoOn = mustGoOn || !s.immune(h)
		for _, f := range s.combatants(h)[1:] {
			o.add(newMove("absorb-follower", f), "sands.opt.absorb_card", s.name(f), rules.Int(s.strength(f)))
			mustGoOn = mustGoOn || !s.immune(f)
		}
	}
	if sec := a.section; q == s.cards[sec].owner {
		if s.cards[sec].water > 0 {
			o.add(newMove("absorb-water"), "sands.opt.absorb_water", rules.Int(s.cards[sec].water))
			mustGoOn = true
		} else {
			o.add(newMove("absorb-section"), "sands.opt.absorb_section", s.name(sec))
			mustGoOn = mustGoOn || s.baseStrength(sec) <= a.dmg
		}
	}
	if !a.berserk && a.heroes > a.discards {
		for _, c := range s.handChoices(q) {
			o.add(newMove("absorb-discard", c), "sands.opt.absorb_discard", s.name(c), rules.Int(s.def(c).Fate))
		}
	}
	if !mustGoOn {
		o.add(newMove("absorb-stop"), "sands.opt.absorb_stop", rules.Int(a.rem))
	}
}

// absorbPrompts are the absorbing player's prompt and, beside it, each
// ally's with units in the army: the main player picks what the army
// loses, but an ally decides whether to discard from its own hand
// (Allies in a Battle), once a Hero has been given up for the card.
func (s *State) absorbPrompts() []rules.Prompt {
	a := &s.atk
	ps := []rules.Prompt{s.absorbPrompt()}
	if a.berserk || a.heroes <= a.discards {
		return ps
	}
	for q := range s.players {
		if a.helpers&(1<<q) == 0 || len(s.handChoices(q)) == 0 {
			continue
		}
		o := s.options()
		o.add(newMove("absorb-keep"), "sands.opt.absorb_keep")
		for _, c := range s.handChoices(q) {
			o.add(newMove("absorb-discard", c), "sands.opt.absorb_discard", s.name(c), rules.Int(s.def(c).Fate))
		}
		ps = append(ps, rules.Prompt{Seat: rules.Seat(q), Ask: rules.M("sands.ask.absorb_ally", seatArg(a.absorber), rules.Int(a.rem)), Options: o.Options()})
	}
	rules.SortBySeat(ps)
	return ps
}

// applyAbsorb destroys what the absorbing player (or, for its own hand,
// an ally) picked.
func (s *State) applyAbsorb(p int, verb string, n []int, r *rules.Rand) []rules.Event {
	a := &s.atk
	sec := a.section
	q := a.absorber
	var evs []rules.Event
	switch verb {
	case "absorb-keep":
		a.helpers &^= 1 << p
		return []rules.Event{ev("sands.ev.absorb_keep", seatArg(p))}
	case "absorb-hero":
		a.rem -= s.absorbValue(n[0])
		a.heroes++
		evs = s.destroyCard(n[0])
	case "absorb-follower":
		a.rem -= s.strength(n[0])
		evs = s.destroyCard(n[0])
	case "absorb-water":
		a.rem--
		s.cards[sec].water--
		evs = []rules.Event{ev("sands.ev.absorb_water", seatArg(q), s.name(sec))}
	case "absorb-discard":
		a.rem -= s.def(n[0]).Fate
		a.discards++
		s.setZone(n[0], InSaved)
		evs = []rules.Event{ev("sands.ev.absorb_discard", seatArg(p), s.name(n[0]), rules.Int(s.def(n[0]).Fate))}
	case "absorb-section":
		a.rem = 0
		for q := range s.players {
			if q != s.cards[sec].owner && len(s.committed(q, sec)) > 0 {
				s.offerTale(q, TaleOfTheGate, 0)
			}
		}
		evs = s.destroySection(sec)
		if s.phase == phOver {
			return evs
		}
		return append(evs, s.endBattle()...)
	case "absorb-stop":
		a.rem = 0
		evs = []rules.Event{ev("sands.ev.damage_lost", seatArg(q))}
	}
	if a.rem > 0 {
		// When nothing is left to pick but stopping, the rest is lost.
		o := optionList{rules.CheckingFor("absorb-stop")}
		s.absorbOptions(&o)
		if o.Len() > 1 || !o.Found() {
			return evs
		}
		evs = append(evs, ev("sands.ev.damage_lost", seatArg(q)))
	}
	return append(evs, s.afterEngagement(s.opponentAt(q))...)
}

// afterEngagement hands the battle to the side that did not engage.
func (s *State) afterEngagement(engager int) []rules.Event {
	a := &s.atk
	a.engaged = a.engaged[:0]
	s.phase = phBattle
	s.sideActed(engager)
	return nil
}

// destroyCard sends a card in play, and if it is a Hero everything under
// it, to its owner's Buried pile; tokens and Water on them are lost,
// permanent changes stay.
func (s *State) destroyCard(c int) []rules.Event {
	evs := []rules.Event{ev("sands.ev.destroyed", seatArg(s.cards[c].owner), s.name(c))}
	for _, x := range append([]int{c}, s.under(c)...) {
		s.setZone(x, InBuried)
		k := &s.cards[x]
		k.on, k.at, k.bowed, k.water = -1, -1, false, 0
		k.tokS, k.tokK, k.turnS, k.turnK, k.over = 0, 0, 0, 0, -1
	}
	return evs
}

// destroySection buries a City Section with its Water and Fortifications;
// a player with no City Section left is eliminated at once.
func (s *State) destroySection(sec int) []rules.Event {
	owner := s.cards[sec].owner
	evs := s.destroyCard(sec)
	if s.count(owner, InCity) == 0 {
		evs = append(evs, s.eliminate(owner, "sands.ev.out_sections")...)
	}
	return evs
}

// endBattle sends the units Home: the Attacker's bowed, the Defender's as
// they are; then the next battle.
func (s *State) endBattle() []rules.Event {
	a := &s.atk
	var evs []rules.Event
	if o := s.omen(); o >= 0 && s.def(o).Effect == BattleOmen && s.omenAt == a.section {
		s.setZone(o, InBuried)
		s.omenAt = -1
		evs = append(evs, ev("sands.ev.omen_ends", s.name(o)))
	}
	if sec := a.section; sec >= 0 && s.cards[sec].zone == InCity && len(s.army(a.attacker)) > 0 {
		// Attackers there: the Attacker's units or his allies'.
		s.offerTale(s.cards[sec].owner, TaleOfTheWall, 0)
	}
	for i := range s.cards {
		if s.cards[i].at == a.section && s.cards[i].at >= 0 {
			// Attacking units and every ally's go Home bowed.
			if s.cards[i].owner != s.cards[a.section].owner {
				for _, c := range s.unit(i) {
					s.cards[c].bowed = true
				}
			}
			s.cards[i].at = -1
		}
	}
	a.section = -1
	return append(evs, s.nextBattle()...)
}

// endAttack returns to the Day loop after the Attacker.
func (s *State) endAttack() []rules.Event {
	for i := range s.cards {
		// Units left at battles cancelled by an elimination go Home too.
		if s.cards[i].at >= 0 {
			for _, c := range s.unit(i) {
				s.cards[c].bowed = true
			}
		}
		s.cards[i].at = -1
	}
	s.phase = phDay
	s.actor = s.atk.attacker
	s.atk = attack{section: -1}
	s.acted()
	return []rules.Event{ev("sands.ev.attack_over")}
}

// eliminate removes p and every card p owns; the last player standing wins
// a Military Victory.
func (s *State) eliminate(p int, why string) []rules.Event {
	s.players[p].out = true
	// Units attacking p's City Sections go Home bowed: those battles are
	// cancelled.
	for i := range s.cards {
		if at := s.cards[i].at; at >= 0 && s.cards[at].owner == p && s.cards[i].owner != p {
			for _, c := range s.unit(i) {
				s.cards[c].bowed = true
			}
			s.cards[i].at = -1
		}
	}
	lo, hi := s.own(p)
	for i := lo; i < hi; i++ {
		s.cards[i] = card{def: s.cards[i].def, owner: p, zone: Removed, on: -1, at: -1, over: -1, permS: s.cards[i].permS}
	}
	s.index(p)
	evs := []rules.Event{ev(why, seatArg(p))}
	if s.live() == 1 {
		s.winner = s.next(p)
		s.reason = "sands.end.military"
		s.phase = phOver
		evs = append(evs, ev("sands.ev.military", seatArg(s.winner)))
	}
	return evs
}

// allyMayStop: a Defender may always stop; an ally who took Water must
// send a unit while it still can (Flying units may wait for the Flying
// segment).
func (s *State) allyMayStop(p, side int, free []int) bool {
	if p == side || !s.owesUnit(p, side) || len(free) == 0 {
		return true
	}
	if !s.atk.flying {
		for _, h := range s.homeHeroes(p, true) {
			if s.flyingUnit(h) {
				return true
			}
		}
	}
	return false
}
