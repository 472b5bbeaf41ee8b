// Hashing, views and determinizing. Hidden: every deck (its order is never
// stored, its contents are hidden from everyone), other players' hands,
// and cards placed face down. A view also renumbers each player's hidden
// cards, because a card's id follows its deck list, which is public.
package sands

import (
	"slices"

	"majlis/rules"
)

// Hash digests the whole state.
func (s *State) Hash() rules.Hash {
	e := rules.NewEncoder(ID)
	e.Setup(s.setup)
	e.Bytes(s.seed[:])
	for _, v := range []int{int(s.phase), s.turn, s.blessed, s.actor, s.passes, s.winner, s.maxTurns} {
		e.Int(v)
	}
	e.String(s.reason)
	e.Ints(s.dawn)
	e.Ints(s.raidTargets)
	e.Int(len(s.cards))
	for _, c := range s.cards {
		for _, v := range []int{c.def, c.owner, int(c.zone), c.on, c.at, c.water, c.tokS, c.tokK, c.turnS, c.turnK, c.permS, c.over, c.turnRaid} {
			e.Int(v)
		}
		e.Bool(c.bowed)
	}
	for _, p := range s.players {
		e.Int(p.deck)
		e.Int(p.hold)
		e.Bool(p.out)
		e.Bool(p.attacked)
		e.Bool(p.raided)
	}
	pa := s.pay
	for _, v := range []int{pa.card, int(pa.kind), pa.target, pa.copper, pa.water, int(pa.back)} {
		e.Int(v)
	}
	a := s.atk
	for _, v := range []int{a.attacker, a.idx, a.section, a.toAct, a.passes, a.dmg, a.rem, a.absorber, a.heroes, a.discards, a.helpers} {
		e.Int(v)
	}
	e.Bool(a.flying)
	e.Bool(a.berserk)
	e.Ints(a.defenders)
	e.Ints(a.battles)
	e.Ints(a.tactics)
	e.Ints(a.engaged)
	e.Ints(a.allyOf)
	e.Int(a.demand)
	e.Int(a.member)
	e.Int(len(a.invites))
	for _, in := range a.invites {
		e.Int(in.by)
		e.Int(in.to)
		e.Int(int(in.stage))
		e.Bool(in.bound)
	}
	ac := s.act
	for _, v := range []int{ac.seat, ac.card, ac.caster, ac.target, ac.second, int(ac.origin), pa.influence, pa.second, s.omenAt} {
		e.Int(v)
	}
	e.Bool(ac.ability)
	e.Bool(ac.negated)
	e.Int(int(s.win.kind))
	e.Ints(s.win.seats)
	e.Int(s.win.idx)
	e.Int(s.win.passes)
	du := s.duel
	for _, v := range []int{du.challenger, du.challenged, du.thruster, du.passes, du.lossChallenger, du.lossChallenged, du.thrust, du.parry, du.bump} {
		e.Int(v)
	}
	e.Bool(du.thrustIn)
	e.Bool(du.parryIn)
	e.Bool(du.parryFromDeck)
	e.Int(len(s.tales))
	for _, t := range s.tales {
		e.Int(t.seat)
		e.Int(int(t.effect))
		e.Int(t.count)
	}
	e.Int(s.raid.raider)
	e.Int(s.raid.idx)
	e.Int(len(s.raid.slots))
	for _, sl := range s.raid.slots {
		for _, v := range []int{sl.hero, sl.section, sl.card, sl.defHero, sl.defCard} {
			e.Int(v)
		}
		e.Bool(sl.raiderIn)
		e.Bool(sl.defenderIn)
	}
	return e.Sum()
}

// hidden reports whether viewer may not see which card c is.
func (s *State) hidden(viewer rules.Seat, c int) bool {
	k := &s.cards[c]
	switch k.zone {
	case InDeck:
		return true
	case InHand, FaceDown:
		return rules.Seat(k.owner) != viewer
	case Removed:
		return true
	}
	return false
}

// View returns what viewer may know: hidden cards have no design, and each
// owner's hidden cards are renumbered (face-down ones first, in the order
// of the cards they lie on, then the hand, then the deck) so that an id
// says nothing about which card it is. A hidden card never carries a
// permanent change (only Heroes get one, and a Hero leaves play only for the
// Buried pile; Invariant checks it), so the renumbering loses none.
func (s *State) View(viewer rules.Seat) rules.State {
	v := s.Clone().(*State)
	for owner := range v.players {
		var ids, faceDownOn []int
		hand := 0
		lo, hi := s.own(owner)
		for i := lo; i < hi; i++ {
			if !s.hidden(viewer, i) || v.cards[i].zone == Removed {
				continue
			}
			ids = append(ids, i)
			switch v.cards[i].zone {
			case FaceDown:
				faceDownOn = append(faceDownOn, v.cards[i].on)
			case InHand:
				hand++
			}
		}
		slices.Sort(faceDownOn)
		for j, id := range ids {
			k := card{def: -1, owner: owner, zone: InDeck, on: -1, at: -1, over: -1}
			switch {
			case j < len(faceDownOn):
				k.zone, k.on = FaceDown, faceDownOn[j]
			case j < len(faceDownOn)+hand:
				k.zone = InHand
			}
			v.cards[id] = k
		}
		v.index(owner)
	}
	for i := range v.cards {
		if v.cards[i].zone == Removed {
			v.cards[i].def = -1
		}
	}
	v.seed = rules.Seed{}
	// A face-down raid card the viewer cannot see is referred to by the
	// renumbered card on the same Hero.
	for j := range v.raid.slots {
		sl := &v.raid.slots[j]
		if sl.card >= 0 && s.hidden(viewer, sl.card) {
			for i := range v.cards {
				if v.cards[i].zone == FaceDown && v.cards[i].on == sl.hero {
					sl.card = i
				}
			}
		}
	}
	if t := v.duel.thrust; t >= 0 && s.hidden(viewer, t) {
		for i := range v.cards {
			if v.cards[i].zone == FaceDown && v.cards[i].on == v.duel.thruster {
				v.duel.thrust = i
			}
		}
	}
	return v
}

// Determinize gives every card a view hides a design, at random among
// those its owner's deck list still has unaccounted for: starter decks
// are public, so that is exactly what the viewer knows.
func (s *State) Determinize(viewer rules.Seat, r *rules.Rand) rules.State {
	d := s.Clone().(*State)
	for owner := range d.players {
		unseen := slices.Clone(deckDefs[d.players[owner].deck])
		var blank []int
		lo, hi := s.own(owner)
		for i := lo; i < hi; i++ {
			k := &d.cards[i]
			if !pool[max(k.def, 0)].InDeck() && k.def >= 0 {
				continue
			}
			if k.def < 0 {
				blank = append(blank, i)
			} else if j := slices.Index(unseen, k.def); j >= 0 {
				unseen = slices.Delete(unseen, j, j+1)
			}
		}
		for _, i := range blank {
			if len(unseen) == 0 {
				break
			}
			j := r.IntN(len(unseen))
			d.cards[i].def = unseen[j]
			unseen = slices.Delete(unseen, j, j+1)
		}
	}
	return d
}
