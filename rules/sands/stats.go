// Computed values: Strength and Ka with every bonus layered (printed or
// Experienced, permanent changes, tokens, "+X" attachments, end-of-turn
// changes, floored at 0), units, Flying, Archery, Carry, Raid, Influence,
// Base Strength and Water capacity.
package sands

// unknown stands for a card a view hides: an Action that can never be
// played, so prompts computed on a view for another seat offer nothing
// that depends on it.
var unknown = Def{Key: "hidden", Kind: Action}

// def returns a card's design.
func (s *State) def(c int) *Def {
	if s.cards[c].def < 0 {
		return &unknown
	}
	return &pool[s.cards[c].def]
}

// isHero reports whether c is a Hero in play: a Hero card, or a Jinn Spell
// that entered play as one.
func (s *State) isHero(c int) bool {
	k := &s.cards[c]
	if k.def < 0 || (k.zone != AtHome) {
		return false
	}
	d := s.def(c)
	return d.Kind == Hero || d.Kind == Spell && d.Effect == SummonJinn
}

// printed returns the Strength and Ka printed on c (a Jinn's come from its
// Spell's numbers).
func (s *State) printed(c int) (int, int) {
	d := s.def(c)
	if d.Kind == Spell && d.Effect == SummonJinn {
		return d.Params[0], d.Params[1]
	}
	return d.Str, d.Ka
}

// attachments lists the Followers, Items and Fortifications attached to
// c, in id order (not an earlier version lying under an Experienced Hero).
func (s *State) attachments(c int) []int {
	return s.appendAttachments(make([]int, 0, 8), c)
}

func (s *State) appendAttachments(ids []int, c int) []int {
	for i := range s.cardsIn(s.cards[c].owner, Attached) { // a card lies only on its owner's
		if s.cards[i].on == c && pool[s.cards[i].def].Kind != Hero {
			ids = append(ids, i)
		}
	}
	return ids
}

// strength is c's current Strength: for a Hero, with its "+X" Followers
// and Items; for a Follower, its own.
func (s *State) strength(c int) int {
	k := &s.cards[c]
	st, _ := s.printed(c)
	st += k.permS + k.tokS + k.turnS
	if s.isHero(c) && s.hasTrait(c, Khadi) {
		st += s.storyBonus(k.owner, TaleOfKhadi)
	}
	if s.isHero(c) {
		for _, a := range s.attachments(c) {
			if d := s.def(a); d.Bonus {
				st += d.Str
			}
		}
		if sec := k.at; sec >= 0 && s.cards[sec].owner == k.owner {
			if d := s.def(sec); d.Effect == DefendersStronger {
				st += d.Params[0]
			}
		}
		if sec := k.at; sec >= 0 && s.attacking(c) {
			for _, f := range s.attachments(sec) {
				if d := s.def(f); d.Effect == AttackersWeaker {
					st -= d.Params[0]
				}
			}
		}
	}
	return max(st, 0)
}

// attacking reports whether Hero h is committed to a battle on the
// attacking side: the Attacker's or an offensive ally's (a defensive
// ally's units defend with the Defender).
func (s *State) attacking(h int) bool {
	q := s.cards[h].owner
	if s.cards[h].at < 0 {
		return false
	}
	a := &s.atk
	return q == a.attacker || q < len(a.allyOf) && a.allyOf[q] == a.attacker
}

// ka is c's current Ka.
func (s *State) ka(c int) int {
	k := &s.cards[c]
	_, ka := s.printed(c)
	ka += k.tokK + k.turnK
	if s.isHero(c) && s.hasTrait(c, Duelist) {
		ka += s.storyBonus(k.owner, TaleOfDuels)
	}
	if s.isHero(c) {
		for _, a := range s.attachments(c) {
			if d := s.def(a); d.Bonus {
				ka += d.Ka
			}
		}
	}
	return max(ka, 0)
}

// combatants lists the cards of hero's unit that engage and absorb with a
// Strength of their own: the Hero and its plain-stat Followers.
func (s *State) combatants(hero int) []int {
	return s.appendCombatants(make([]int, 0, 8), hero)
}

func (s *State) appendCombatants(ids []int, hero int) []int {
	ids = append(ids, hero)
	for _, a := range s.attachments(hero) {
		if s.def(a).Combatant() {
			ids = append(ids, a)
		}
	}
	return ids
}

// followers lists the Followers attached to hero, "+X" ones included.
func (s *State) followers(hero int) []int {
	return s.appendFollowers(make([]int, 0, 8), hero)
}

func (s *State) appendFollowers(ids []int, hero int) []int {
	for _, a := range s.attachments(hero) {
		if s.def(a).Kind == Follower {
			ids = append(ids, a)
		}
	}
	return ids
}

// hasTrait reports whether c has t, printed or granted by an attachment.
func (s *State) hasTrait(c int, t Trait) bool {
	if s.def(c).Traits.Has(t) {
		return true
	}
	if t == Flying && s.def(c).Kind == Spell && s.def(c).Effect == SummonJinn {
		return true
	}
	if t != Archery && t != Flying || !s.isHero(c) {
		return false // attachments grant no other trait
	}
	for _, a := range s.attachments(c) {
		switch e := s.def(a).Effect; {
		case t == Archery && e == GrantArchery, t == Flying && e == GrantFlying:
			return true
		}
	}
	return false
}

// flyingUnit reports whether hero and every attached Follower fly.
func (s *State) flyingUnit(hero int) bool {
	if !s.hasTrait(hero, Flying) {
		return false
	}
	for _, f := range s.followers(hero) {
		if !s.def(f).Traits.Has(Flying) {
			return false
		}
	}
	return true
}

// archeryStrength is what c deals when it engages with Archery.
func (s *State) archeryStrength(c int) int {
	return max(s.strength(c)+s.def(c).Archery, 0)
}

// carry is how many Water tokens hero takes from a successful raid.
func (s *State) carry(hero int) int {
	n := 1 + s.def(hero).Carry + s.storyBonus(s.cards[hero].owner, TaleOfRaids)
	for _, a := range s.attachments(hero) {
		if d := s.def(a); d.Effect == GrantCarry {
			n += d.Params[0]
		}
	}
	return n
}

// influence is a Hero's Influence with its Followers', or a Stronghold's.
func (s *State) influence(c int) int {
	n := s.def(c).Influence
	if s.isHero(c) {
		for _, f := range s.followers(c) {
			n += s.def(f).Influence
		}
	}
	return n
}

// baseStrength is a City Section's Base Strength with its Fortifications.
func (s *State) baseStrength(sec int) int {
	n := s.def(sec).BaseStrength + s.storyBonus(s.cards[sec].owner, TaleOfTheWall)
	for _, f := range s.attachments(sec) {
		if d := s.def(f); d.Effect == FortifyBaseStrength {
			n += d.Params[0]
		}
	}
	return n
}

// capacity is how many Water tokens a City Section may hold.
func (s *State) capacity(sec int) int {
	d := s.def(sec)
	if d.Effect == ExtraCapacity {
		return d.Capacity + d.Params[0]
	}
	return d.Capacity
}

// water counts the Water tokens on every card seat controls.
func (s *State) water(seat int) int {
	n := 0
	for i := range s.cardsIn(seat, AtHome, InCity, Attached) {
		n += s.cards[i].water
	}
	return n
}

// sectionWater counts the Water on seat's City Sections: what pays costs.
func (s *State) sectionWater(seat int) int {
	n := 0
	for c := range s.cardsIn(seat, InCity) {
		n += s.cards[c].water
	}
	return n
}

// inPlay reports whether c is in play.
func (s *State) inPlay(c int) bool {
	switch s.cards[c].zone {
	case AtHome, InCity, Attached:
		return true
	}
	return false
}

// heroes lists seat's Heroes in play, in id order.
func (s *State) heroes(seat int) []int { return s.appendHeroes(make([]int, 0, 8), seat) }

// appendHeroes appends seat's Heroes in play to ids. The list functions
// that cannot be inlined take their room this way from a caller that can
// (see zoneCards).
func (s *State) appendHeroes(ids []int, seat int) []int {
	for i := range s.cardsIn(seat, AtHome) {
		if s.isHero(i) {
			ids = append(ids, i)
		}
	}
	return ids
}

// sameName reports whether a and b are the same card for Unique: the same
// design, or an Experienced version and its earlier one.
func sameName(a, b int) bool {
	return a == b || earlier[a] == b || earlier[b] == a
}

// uniqueBlocked reports whether a Unique card of design def may not enter
// play because one of the same name already is in play.
func (s *State) uniqueBlocked(def int) bool {
	if !pool[def].Traits.Has(Unique) {
		return false
	}
	for p := range s.players {
		for i := range s.cardsIn(p, AtHome, InCity, Attached) {
			if s.cards[i].def >= 0 && sameName(s.cards[i].def, def) {
				return true
			}
		}
	}
	return false
}

// under lists every card attached to or lying under c.
func (s *State) under(c int) []int { return s.appendUnder(make([]int, 0, 8), c) }

func (s *State) appendUnder(ids []int, c int) []int {
	for i := range s.cardsIn(s.cards[c].owner, Attached) { // a card lies only on its owner's
		if s.cards[i].on == c {
			ids = append(ids, i)
		}
	}
	return ids
}

// raidMod is Raid ±X of a Hero in a raid, with changes until the end of
// the turn.
func (s *State) raidMod(h int) int { return s.def(h).Raid + s.cards[h].turnRaid }

// handChoices lists p's hand with one card per design (the lowest id):
// copies of a card are the same decision, so options name one of them.
func (s *State) handChoices(p int) []int {
	return s.appendHandChoices(make([]int, 0, 8), p) // room for a usual hand without counting it first
}

func (s *State) appendHandChoices(ids []int, p int) []int {
cards:
	for c := range s.cardsIn(p, InHand) {
		for _, o := range ids {
			if s.cards[o].def == s.cards[c].def {
				continue cards
			}
		}
		ids = append(ids, c)
	}
	return ids
}
