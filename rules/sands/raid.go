// The Raid Phase (Raiding Steps): the Raider assigns unbowed Heroes to
// City Sections not yet raided this turn; then, for each raid in the order
// assigned, the Raider's face-down card and the Defender's choice of a
// defending Hero with a face-up card are one sealed decision; the higher
// Fate wins, and a successful raider carries Water away.
package sands

import (
	"slices"

	"majlis/rules"
)

// raid is the Raid Phase in progress.
type raid struct {
	raider int
	slots  []raidSlot
	idx    int // the raid whose cards are being chosen
}

// raidSlot is one raiding Hero against one City Section.
type raidSlot struct {
	hero, section int
	card          int // the face-down card; -1 until placed
	defHero       int // the defending Hero; -1 for none
	defCard       int
	raiderIn      bool // the Raider has chosen
	defenderIn    bool // the Defender has chosen
}

func (r raid) clone() raid {
	r.slots = slices.Clone(r.slots)
	return r
}

// raiders lists p's Heroes that may still raid: unbowed, at Home, not
// Undead, not already raiding.
func (s *State) raiders(p int) []int {
	var hs []int
	for _, h := range s.homeHeroes(p, true) {
		if s.hasTrait(h, Undead) {
			continue
		}
		if slices.ContainsFunc(s.raid.slots, func(sl raidSlot) bool { return sl.hero == h }) {
			continue
		}
		hs = append(hs, h)
	}
	return hs
}

// raidable lists opponents' City Sections not yet raided this turn.
func (s *State) raidable(p int) []int {
	var ss []int
	for _, q := range s.attackable(p) {
		for _, sec := range s.zoneCards(q, InCity) {
			if !slices.Contains(s.raidTargets, sec) {
				ss = append(ss, sec)
			}
		}
	}
	return ss
}

// canRaid reports whether p could assign at least one raider now (asked
// in the Night loop, when no raid is in progress).
func (s *State) canRaid(p int) bool {
	return s.count(p, InHand) > 0 && len(s.raiders(p)) > 0 && len(s.raidable(p)) > 0
}

func (s *State) startRaid(p int) []rules.Event {
	s.players[p].raided = true
	s.raid = raid{raider: p}
	s.phase = phRaiders
	return []rules.Event{ev("sands.ev.raid", seatArg(p))}
}

// raidPrompts asks the Raider for assignments, or the Raider and the
// Defender of the current raid together (sealed) for their cards.
func (s *State) raidPrompts() []rules.Prompt {
	rd := &s.raid
	p := rd.raider
	if s.phase == phRaiders {
		o := s.options()
		if len(rd.slots) < s.count(p, InHand) {
			for _, h := range s.raiders(p) {
				for _, sec := range s.raidable(p) {
					o.add(newMove("raider", h, sec), "sands.opt.raider", s.name(h), s.name(sec), seatArg(s.cards[sec].owner))
				}
			}
		}
		if len(rd.slots) > 0 {
			o.add(newMove("raid-done"), "sands.opt.raid_done")
		}
		return []rules.Prompt{{Seat: rules.Seat(p), Ask: rules.M("sands.ask.raiders"), Options: o.Options()}}
	}
	sl := &rd.slots[rd.idx]
	var ps []rules.Prompt
	if !sl.raiderIn {
		o := s.options()
		for _, c := range s.handChoices(p) {
			o.add(newMove("face-down", c), "sands.opt.face_down", s.name(c), rules.Int(s.def(c).Fate))
		}
		ps = append(ps, rules.Prompt{Seat: rules.Seat(p), Ask: rules.M("sands.ask.raid_card", s.name(sl.hero), s.name(sl.section)), Options: o.Options(), Sealed: true})
	}
	if !sl.defenderIn {
		q := s.cards[sl.section].owner
		o := s.options()
		o.add(newMove("no-defender"), "sands.opt.no_defender", rules.Int(s.raidBar(sl.section)))
		for _, h := range s.homeHeroes(q, true) {
			if s.hasTrait(h, CannotDefend) || slices.ContainsFunc(rd.slots, func(o raidSlot) bool { return o.defHero == h }) {
				continue
			}
			for _, c := range s.handChoices(q) {
				o.add(newMove("defend", h, c), "sands.opt.raid_defend", s.name(h), s.name(c), rules.Int(s.def(c).Fate))
			}
		}
		ps = append(ps, rules.Prompt{Seat: rules.Seat(q), Ask: rules.M("sands.ask.raid_defend", s.name(sl.hero), s.name(sl.section)), Options: o.Options(), Sealed: true})
	}
	rules.SortBySeat(ps)
	return ps
}

// raidBar is what an undefended raid on sec must beat: its Base Strength,
// raised by its own text.
func (s *State) raidBar(sec int) int {
	n := s.baseStrength(sec)
	if d := s.def(sec); d.Effect == HarderToRaid {
		n += d.Params[0]
	}
	return n
}

// applyRaid plays a move of the Raid Phase.
func (s *State) applyRaid(p int, verb string, n []int, r *rules.Rand) []rules.Event {
	rd := &s.raid
	switch verb {
	case "raider":
		rd.slots = append(rd.slots, raidSlot{hero: n[0], section: n[1], card: -1, defHero: -1, defCard: -1})
		s.raidTargets = append(s.raidTargets, n[1])
		return append([]rules.Event{ev("sands.ev.raider", seatArg(p), s.name(n[0]), s.name(n[1]), seatArg(s.cards[n[1]].owner))}, s.openWindow(winRaider)...)
	case "raid-done":
		s.phase, rd.idx = phRaidCards, 0
		return nil
	}
	sl := &rd.slots[rd.idx]
	var evs []rules.Event
	switch verb {
	case "face-down":
		sl.card, sl.raiderIn = n[0], true
		s.setZone(n[0], FaceDown)
		s.cards[n[0]].on = sl.hero
		evs = append(evs, ev("sands.ev.face_down", seatArg(p), s.name(sl.hero)))
	case "no-defender":
		sl.defenderIn = true
	case "defend":
		sl.defHero, sl.defCard, sl.defenderIn = n[0], n[1], true
		s.setZone(n[1], FaceUp)
		s.cards[n[1]].on = n[0]
	}
	if !sl.raiderIn || !sl.defenderIn {
		return evs
	}
	evs = append(evs, s.resolveRaid(sl)...)
	rd.idx++
	if rd.idx < len(rd.slots) {
		return evs
	}
	s.raid = raid{}
	s.phase = phNight
	s.acted()
	return evs
}

// resolveRaid reveals the face-down card and compares Fate values (Raid ±X
// applies to either side's Hero); the raid succeeds only on a strictly
// higher value. Both cards are Saved; the raider goes Home bowed.
func (s *State) resolveRaid(sl *raidSlot) []rules.Event {
	raider := s.cards[sl.hero].owner
	value := max(s.def(sl.card).Fate+s.raidMod(sl.hero), 0)
	if o := s.omen(); o >= 0 && s.def(o).Effect == RaidOmen {
		value += s.def(o).Params[0]
	}
	bar := s.raidBar(sl.section)
	if sl.defHero >= 0 {
		bar = max(s.def(sl.defCard).Fate+s.raidMod(sl.defHero), 0)
		if d := s.def(sl.section); d.Effect == HarderToRaid {
			bar += d.Params[0]
		}
	}
	evs := []rules.Event{ev("sands.ev.raid_reveal", seatArg(raider), s.name(sl.card), rules.Int(value), rules.Int(bar))}
	if value > bar {
		take := min(s.carry(sl.hero), s.cards[sl.section].water)
		s.cards[sl.section].water -= take
		s.cards[sl.hero].water += take
		evs = append(evs, ev("sands.ev.raid_won", seatArg(raider), s.name(sl.hero), rules.Int(take), s.name(sl.section)))
		s.offerTale(raider, TaleOfRaids, 0)
	} else {
		evs = append(evs, ev("sands.ev.raid_lost", seatArg(raider), s.name(sl.section)))
	}
	for _, c := range []int{sl.card, sl.defCard} {
		if c >= 0 {
			s.setZone(c, InSaved)
			s.cards[c].on = -1
		}
	}
	s.cards[sl.hero].bowed = true
	return evs
}
