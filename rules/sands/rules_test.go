// A test per rule, with the refusals the issue names: attacking twice,
// attaching to a bowed Hero, a second Weapon, a Reaction after its action
// resolved (examples_test.go), an Omen at a battle without units; and
// Copper, raids, Khadi, the Experienced overlay, victories.
package sands

import (
	"slices"
	"sync"
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
	"majlis/rules/sim"
)

// Attack Phase: once per turn.
func TestAttackPhase_OncePerTurn(t *testing.T) {
	s := table(t, 2)
	a := hero(t, s, 0, 3)
	hero(t, s, 0, 2)
	s.actor = 0
	play(t, s, 0, "attack")
	play(t, s, 0, mv("defender", 1))
	play(t, s, 0, "declare")
	play(t, s, 0, mv("commit", a, section(s, 1)))
	play(t, s, 0, "done") // Ground, Attacker
	play(t, s, 1, "done") // Ground, Defender
	play(t, s, 0, "done") // Flying
	play(t, s, 1, "done")
	for s.phase == phBattle || s.phase == phPickBattle {
		p := int(s.Prompts()[0].Seat)
		play(t, s, p, s.Prompts()[0].Options[0].Move)
	}
	// The battle ended with the Section standing: the Defender's Tale of
	// the Unbroken Wall may be told (it holds none).
	play(t, s, 1, "no-story")
	play(t, s, 1, "pass")
	if s.actor != 0 || offered(s, 0, "attack") {
		t.Fatalf("actor %d may attack again: %s", s.actor, moves(s, 0))
	}
	refuse(t, s, 0, "attack")
}

// Attaching and Moving Cards: only to unbowed Heroes; one Weapon each.
func TestAttachingAndMovingCards(t *testing.T) {
	s := table(t, 2)
	h := hero(t, s, 0, 3)
	blade := put(t, s, 0, "curved_blade", InHand)
	s.actor = 0
	s.cards[h].bowed = true
	refuse(t, s, 0, mv("attach", blade, h))
	s.cards[h].bowed = false
	play(t, s, 0, mv("attach", blade, h))
	play(t, s, 0, mv("copper", s.players[0].hold))
	if s.cards[blade].zone != Attached || s.strength(h) != 5 {
		t.Fatalf("blade in zone %d, Strength %d", s.cards[blade].zone, s.strength(h))
	}
	bow := put(t, s, 0, "hunting_bow", InHand)
	play(t, s, 1, "pass")
	refuse(t, s, 0, mv("attach", bow, h))
}

// Paying Copper Costs: Copper from one producer pays for one card only;
// the excess is lost.
func TestPayingCopperCosts(t *testing.T) {
	s := table(t, 2)
	h := hero(t, s, 0, 3)
	seam := put(t, s, 0, "copper_seam", AtHome) // bows for 2
	s.cards[s.players[0].hold].bowed = true
	clerks := put(t, s, 0, "ledger_clerks", InHand) // 1 Copper
	water := put(t, s, 0, "water_carriers", InHand) // 1 Copper
	s.actor = 0
	play(t, s, 0, mv("attach", clerks, h))
	play(t, s, 0, mv("copper", seam))
	play(t, s, 1, "pass")
	if offered(s, 0, mv2("attach", water)) {
		t.Fatal("the second card is offered with no producer left")
	}
}

// Omens: no Omen at a battle where you have no unit.
func TestOmens_NotAtABattleWithoutUnits(t *testing.T) {
	s := table(t, 2)
	a := hero(t, s, 0, 3)
	put(t, s, 1, "sudden_ambush", InHand)
	battle(s, []int{a}, nil)
	if offered(s, 1, "play") {
		t.Fatalf("an Omen is offered to a player with no unit here: %s", moves(s, 1))
	}
	// With a unit there it may be played, and it adds to each engagement.
	d := hero(t, s, 1, 2)
	s.cards[d].at = s.atk.section
	if !offered(s, 1, "play") {
		t.Fatalf("the Battle Omen is not offered: %s", moves(s, 1))
	}
}

// Raiding: an undefended raid must beat the Base Strength; a tie fails.
func TestRaiding_TieFails(t *testing.T) {
	s := table(t, 2)
	r := put(t, s, 0, "tax_collector", AtHome)
	sec := section(s, 1)
	fate := pool[s.cards[sec].def].BaseStrength
	var card int
	for _, d := range pool {
		if d.InDeck() && d.Fate == fate {
			card = put(t, s, 0, d.Key, InHand)
			break
		}
	}
	s.phase, s.actor = phNight, 0
	w := s.cards[sec].water
	play(t, s, 0, "raid")
	play(t, s, 0, mv("raider", r, sec))
	play(t, s, 1, "no-reaction")
	play(t, s, 0, "raid-done")
	play(t, s, 0, mv("face-down", card))
	play(t, s, 1, "no-defender")
	if s.cards[sec].water != w || s.cards[r].water != 0 || !s.cards[r].bowed {
		t.Fatal("a raid that only tied took Water, or the raider was not bowed")
	}
}

// Khadi: a dead Khadi comes back bowed for Water (two for the Ashen Court).
func TestKhadi_Return(t *testing.T) {
	s := table(t, 2)
	k := put(t, s, 0, "dust_khadi", InBuried)
	s.phase, s.actor = phNight, 0
	w := s.sectionWater(0)
	play(t, s, 0, mv("khadi", k))
	for s.phase == phPay {
		play(t, s, 0, s.Prompts()[0].Options[0].Move)
	}
	if s.cards[k].zone != AtHome || !s.cards[k].bowed || s.sectionWater(0) != w-2 {
		t.Fatalf("zone %d bowed %v, Water %d→%d", s.cards[k].zone, s.cards[k].bowed, w, s.sectionWater(0))
	}
}

// Experienced Heroes: the overlay costs 2 Copper, keeps attachments and
// tokens, and takes the new card's numbers.
func TestExperiencedHeroes_Overlay(t *testing.T) {
	s := table(t, 2)
	old := put(t, s, 0, "vizier_samadi", AtHome)
	clerks := put(t, s, 0, "ledger_clerks", Attached)
	s.cards[clerks].on = old
	s.cards[old].tokS = 1
	exp := put(t, s, 0, "samadi_unsleeping", InHand)
	s.actor = 0
	play(t, s, 0, mv("overlay", exp, old))
	play(t, s, 0, mv("copper", s.players[0].hold))
	if s.cards[exp].zone != AtHome || s.cards[clerks].on != exp || s.strength(exp) != 4 || s.cards[old].on != exp {
		t.Fatalf("zone %d, clerks on %d, Strength %d", s.cards[exp].zone, s.cards[clerks].on, s.strength(exp))
	}
	if len(s.abilities(exp)) != 1 {
		t.Fatal("the Experienced Hero lost the ability of the card beneath")
	}
}

// Story Victory: five Story points in play win at once.
func TestStoryVictory(t *testing.T) {
	s := table(t, 2)
	put(t, s, 0, "tale_ashen_oath", AtHome) // 2
	gate := put(t, s, 0, "tale_fallen_gate", InHand)
	s.offerTale(0, TaleOfTheGate, 0)
	play(t, s, 0, mv("story", gate))
	if r := s.Result(); !r.Done || len(r.Winners) != 1 || r.Winners[0] != 0 {
		t.Fatalf("result %+v", r)
	}
}

// End Phase: a player with no Water is eliminated; the last one standing
// wins a Military Victory.
func TestEndPhase_NoWaterEliminates(t *testing.T) {
	s := table(t, 2)
	for _, sec := range s.zoneCards(1, InCity) {
		s.cards[sec].water = 0
	}
	s.phase = phNight
	s.actor = s.blessed
	play(t, s, s.actor, "pass")
	play(t, s, s.actor, "pass")
	if r := s.Result(); !r.Done || r.Winners[0] != 0 || !s.players[1].out {
		t.Fatalf("result %+v", r)
	}
}

// Views hide hands and decks and renumber hidden cards.
func TestViewsHideHandsAndDecks(t *testing.T) {
	st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: 3}, ent(1))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	v := s.View(1).(*State)
	for i, k := range v.cards {
		switch {
		case k.zone == InDeck && k.def >= 0:
			t.Fatalf("deck card %d visible", i)
		case k.zone == InHand && k.owner != 1 && k.def >= 0:
			t.Fatalf("seat %d's hand card %d visible to seat 1", k.owner, i)
		case k.zone == InHand && k.owner == 1 && k.def != s.cards[i].def:
			t.Fatalf("own hand card %d changed", i)
		}
	}
	d := v.Determinize(1, rules.NewRand(rules.Seed{3})).(*State)
	if err := d.check(); err != nil {
		t.Fatal(err)
	}
}

// A permanent change stays with a destroyed Hero in the Buried pile; no
// card in a hidden zone may hold one, since View renumbers hidden cards.
func TestPermanentChanges_StayOutOfHiddenZones(t *testing.T) {
	s := table(t, 2)
	h := hero(t, s, 0, 5)
	s.destroyCard(h)
	if s.cards[h].zone != InBuried || s.cards[h].permS != 2 {
		t.Fatalf("destroyed Hero: zone %d, permanent change %+d; want the Buried pile, +2", s.cards[h].zone, s.cards[h].permS)
	}
	check(t, s)
	s.setZone(h, InHand)
	if err := s.check(); err == nil {
		t.Fatal("a hand card with a permanent change passed the invariant")
	}
}

// fuzzStates are states from random games at every table size, taken
// every few steps so that every kind of decision is among them; built once.
var fuzzStates = sync.OnceValue(func() []*State {
	var out []*State
	for n := 2; n <= 6; n++ {
		for g := 0; g < 1; g++ {
			st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: n}, sim.Entropy(int64(n), g, 0))
			if err != nil {
				panic(err)
			}
			r := rules.NewRand(rules.Seed{byte(n), byte(g)})
			for i := 0; ; i++ {
				ps := st.Prompts()
				if i%23 == 0 || len(ps) == 0 {
					out = append(out, st.Clone().(*State))
				}
				if len(ps) == 0 {
					break
				}
				o := ps[0].Options[r.IntN(len(ps[0].Options))]
				if _, err := st.Apply(ps[0].Seat, o.Move, sim.Entropy(1, i, 1)); err != nil {
					panic(err)
				}
			}
		}
	}
	return out
})

// FuzzApply offers any move from any seat to states of every kind: it is
// accepted exactly when offered, a refusal changes nothing, nothing panics
// and the invariant holds.
func FuzzApply(f *testing.F) {
	for i, m := range []string{"pass", "attack", "raid", "hero:70", "play:3:4", "use:0:5", "react:9:1", "engage1:80", "absorb-stop", "thrust", "parry-deck", "story:1", "x:", "play:-1", "hero:99999999999999999999", "\xff"} {
		f.Add(uint16(i*37), uint8(i), m)
	}
	f.Fuzz(func(t *testing.T, which uint16, seat uint8, m string) {
		states := fuzzStates()
		c := states[int(which)%len(states)].Clone()
		if err := ruletest.ApplyArbitrary(c, rules.Seat(int(seat%8)-1), rules.Move(m), rules.Entropy{seat}); err != nil {
			t.Fatal(err)
		}
		if err := Invariant(c); err != nil {
			t.Fatal(err)
		}
	})
}

// TestTwinsAreNumbered: two copies of a Hero in one Home are told apart
// by their numbers in the deck list, in options, events and every view;
// a lone copy, one beside another seat's, or one in hand goes by its
// name alone.
func TestTwinsAreNumbered(t *testing.T) {
	s := table(t, 2)
	seat := -1
	for p := range s.players {
		if n := slices.Index(deckDefs[s.players[p].deck], defByKey("grave_captain_orun")); n >= 0 && seat < 0 {
			seat = p
		}
	}
	if seat < 0 {
		t.Fatal("no seat's deck holds Grave-Captain Orun")
	}
	other := 1 - seat
	a := put(t, s, seat, "grave_captain_orun", AtHome)
	put(t, s, other, "grave_captain_orun", AtHome)
	if n := s.Nth(a); n != 0 {
		t.Fatalf("a lone Orun, another seat's beside it, is number %d", n)
	}
	b := put(t, s, seat, "grave_captain_orun", AtHome)
	c := put(t, s, seat, "grave_captain_orun", InHand)
	if s.Nth(a) != 1 || s.Nth(b) != 2 || s.Nth(c) != 0 {
		t.Fatalf("Oruns numbered %d, %d and %d in hand, want 1, 2 and none", s.Nth(a), s.Nth(b), s.Nth(c))
	}
	s.setZone(c, AtHome)
	if n := s.Nth(c); n != 3 {
		t.Fatalf("the third Orun at Home is number %d", n)
	}
	s.setZone(c, InHand)
	if s.name(a) == s.name(b) {
		t.Fatalf("two Oruns at Home share a name: %+v", s.name(a))
	}
	for v := range s.players {
		vs := s.View(rules.Seat(v)).(*State)
		if vs.Nth(a) != 1 || vs.Nth(b) != 2 {
			t.Fatalf("seat %d's view numbers the Oruns %d and %d", v, vs.Nth(a), vs.Nth(b))
		}
		if rules.Seat(v) == rules.Seat(other) {
			for i := range vs.cards {
				if vs.cards[i].zone == InHand && vs.Nth(i) != 0 {
					t.Fatalf("a hidden card in seat %d's view is numbered %d", v, vs.Nth(i))
				}
			}
		}
	}
	s.setZone(a, InBuried)
	if n := s.Nth(b); n != 0 {
		t.Fatalf("the last Orun at Home is number %d", n)
	}
}
