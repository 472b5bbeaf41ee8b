// The laws every state keeps, checked after every step of the playouts:
// every card in exactly one zone and where that zone allows it, Water never
// negative nor above a City Section's capacity, Unique cards never doubled.
package sands

import (
	"fmt"
	"math/bits"

	"majlis/rules"
)

// Invariant checks st's laws.
func Invariant(st rules.State) error {
	s, ok := st.(*State)
	if !ok {
		return fmt.Errorf("not a sands state: %T", st)
	}
	return s.check()
}

func (s *State) check() error {
	for p := range s.players {
		n := 0
		for _, m := range s.players[p].in {
			n += bits.OnesCount64(m)
		}
		if lo, hi := s.own(p); n != hi-lo {
			return fmt.Errorf("seat %d's zone sets hold %d cards, not %d", p, n, hi-lo)
		}
	}
	perOwner := make([]int, s.seats())
	omens := 0
	for i := range s.cards {
		k := &s.cards[i]
		if k.owner < 0 || k.owner >= s.seats() {
			return fmt.Errorf("card %d has owner %d", i, k.owner)
		}
		if lo, hi := s.own(k.owner); i < lo || i >= hi {
			return fmt.Errorf("card %d of seat %d is outside the seat's ids %d to %d", i, k.owner, lo, hi-1)
		}
		perOwner[k.owner]++
		if k.zone >= numZones {
			return fmt.Errorf("card %d is in no zone (%d)", i, k.zone)
		}
		if p := &s.players[k.owner]; p.in[k.zone]&(1<<(i-p.lo)) == 0 {
			return fmt.Errorf("card %d is in zone %d but not in its seat's set of that zone", i, k.zone)
		}
		if s.players[k.owner].out != (k.zone == Removed) {
			return fmt.Errorf("card %d of seat %d is in zone %d though the seat is out=%v", i, k.owner, k.zone, s.players[k.owner].out)
		}
		if k.water < 0 {
			return fmt.Errorf("card %d holds %d Water", i, k.water)
		}
		if k.permS != 0 && (k.zone == InDeck || k.zone == InHand || k.zone == FaceDown) {
			// View renumbers hidden cards and gives them none.
			return fmt.Errorf("card %d has a permanent change (%+d) in hidden zone %d", i, k.permS, k.zone)
		}
		d := s.def(i)
		if k.zone == AsOmen {
			omens++
		}
		switch k.zone {
		case InCity:
			if d.Kind != CitySection {
				return fmt.Errorf("card %d (%s) among the City Sections", i, d.Key)
			}
			if k.water > s.capacity(i) {
				return fmt.Errorf("%s holds %d Water, above its capacity %d", d.Key, k.water, s.capacity(i))
			}
		case Attached, FaceDown, FaceUp:
			if k.on < 0 || k.on >= len(s.cards) || !s.inPlay(k.on) {
				return fmt.Errorf("card %d (zone %d) lies on %d, which is not in play", i, k.zone, k.on)
			}
			if s.cards[k.on].owner != k.owner {
				// State.own relies on it.
				return fmt.Errorf("card %d of seat %d lies on card %d of seat %d", i, k.owner, k.on, s.cards[k.on].owner)
			}
			if k.zone == Attached && d.Traits.Has(Fortification) != (s.def(k.on).Kind == CitySection) {
				return fmt.Errorf("card %d (%s) attached to %s", i, d.Key, s.def(k.on).Key)
			}
		default:
			if k.on >= 0 {
				return fmt.Errorf("card %d in zone %d lies on %d", i, k.zone, k.on)
			}
		}
		if k.water > 0 && k.zone != InCity && !s.isHero(i) {
			return fmt.Errorf("card %d (zone %d) holds Water", i, k.zone)
		}
		if k.at >= 0 && (!s.isHero(i) || s.cards[k.at].zone != InCity) {
			return fmt.Errorf("card %d is committed to %d's battle but is not a Hero at a standing City Section", i, k.at)
		}
		if s.inPlay(i) && k.zone != Attached && k.def >= 0 && d.Traits.Has(Unique) {
			for j := i + 1; j < len(s.cards); j++ {
				if s.inPlay(j) && s.cards[j].def >= 0 && sameName(k.def, s.cards[j].def) && s.cards[j].zone != Attached {
					return fmt.Errorf("unique %s is in play twice (cards %d and %d)", d.Key, i, j)
				}
			}
		}
	}
	for p, n := range perOwner {
		dk := Decks[s.players[p].deck]
		want := 1 + len(dk.Sections)
		for _, e := range dk.Cards {
			want += e.Copies
		}
		if n != want {
			return fmt.Errorf("seat %d owns %d cards, its deck has %d", p, n, want)
		}
	}
	if omens > 1 {
		return fmt.Errorf("%d Omens in play", omens)
	}
	if s.phase != phOver && s.live() < 2 {
		return fmt.Errorf("%d players left but the game goes on", s.live())
	}
	return nil
}
