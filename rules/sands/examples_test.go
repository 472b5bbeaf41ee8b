// The rulebook's worked examples, each a test named after its section.
package sands

import (
	"fmt"
	"slices"
	"testing"
)

// Bowing Cards: a Stronghold bowed for its ability cannot use it again
// this turn (our Wind-Gate Caravanserai stands in for the book's).
func TestBowingCards_StrongholdExample(t *testing.T) {
	s := table(t, 2)
	h := hero(t, s, 1, 3)
	hold := s.players[1].hold
	s.phase, s.actor = phNight, 1
	use := mv("use", hold, h)
	if !offered(s, 1, string(use)) {
		t.Fatalf("the Stronghold's ability is not offered: %s", moves(s, 1))
	}
	play(t, s, 1, use)
	if !s.cards[hold].bowed || s.cards[h].turnRaid != s.def(hold).Params[0] {
		t.Fatalf("bowed %v, Raid %+d", s.cards[hold].bowed, s.cards[h].turnRaid)
	}
	play(t, s, 0, "pass")
	if offered(s, 1, fmt.Sprintf("use:%d", hold)) {
		t.Fatal("a bowed Stronghold offers its ability again")
	}
	refuse(t, s, 1, use)
}

// Absorbing Damage in a Battle, first example: Heroes of 1, 2 and 3
// Strength must absorb 4.
func TestAbsorbingDamageInABattle_FourDamage(t *testing.T) {
	s := table(t, 2)
	h1, h2, h3 := hero(t, s, 1, 1), hero(t, s, 1, 2), hero(t, s, 1, 3)
	h4 := hero(t, s, 0, 4)
	sec := battle(s, []int{h4}, []int{h1, h2, h3})
	play(t, s, 1, "pass")
	play(t, s, 0, mv("engage1", h4))
	play(t, s, 1, "no-reaction")
	for _, m := range []string{mv2("absorb-hero", h1), mv2("absorb-hero", h2), mv2("absorb-hero", h3), "absorb-water"} {
		if !offered(s, 1, m) {
			t.Errorf("%s not offered: %s", m, moves(s, 1))
		}
	}
	for _, m := range []string{"absorb-section", "absorb-discard", "absorb-stop"} {
		if offered(s, 1, m) {
			t.Errorf("%s offered: %s", m, moves(s, 1))
		}
	}
	play(t, s, 1, mv("absorb-hero", h1))
	play(t, s, 1, mv("absorb-hero", h3))
	if s.phase != phBattle || s.cards[h1].zone != InBuried || s.cards[h3].zone != InBuried || s.cards[h2].zone != AtHome {
		t.Fatalf("phase %d, zones %d %d %d", s.phase, s.cards[h1].zone, s.cards[h2].zone, s.cards[h3].zone)
	}
	// With the Water gone, the City Section itself absorbs everything.
	s.cards[sec].water = 0
	play(t, s, 1, "pass")
	play(t, s, 0, "pass") // h4 is bowed: the attacker can only pass; the battle ends
	if s.phase == phBattle {
		t.Fatal("two passes did not end the battle")
	}
}

func mv2(verb string, n int) string { return string(mv(verb, n)) }

// Absorbing Damage in a Battle, second example: a 5-Strength Hero is
// immune to a 4-Strength engagement; only the 2 need be lost.
func TestAbsorbingDamageInABattle_Immunity(t *testing.T) {
	s := table(t, 2)
	a2, a5 := hero(t, s, 0, 2), hero(t, s, 0, 5)
	d4 := hero(t, s, 1, 4)
	battle(s, []int{a2, a5}, []int{d4})
	play(t, s, 1, mv("engage1", d4))
	play(t, s, 0, "no-reaction")
	if !offered(s, 0, mv2("absorb-hero", a5)) || offered(s, 0, "absorb-stop") {
		t.Fatalf("first pick: %s", moves(s, 0))
	}
	play(t, s, 0, mv("absorb-hero", a2))
	if !offered(s, 0, "absorb-stop") {
		t.Fatalf("only an immune Hero is left, yet no stop: %s", moves(s, 0))
	}
	play(t, s, 0, "absorb-stop")
	if s.cards[a5].zone != AtHome || s.cards[a2].zone != InBuried {
		t.Fatal("the immune Hero was lost or the other kept")
	}
}

// Absorbing Damage in a Battle, third example: one 2-Strength Hero and a
// 3-Fate card from the hand absorb 5; and Berserk forbids the discard.
func TestAbsorbingDamageInABattle_DiscardFromHand(t *testing.T) {
	for _, berserk := range []bool{false, true} {
		s := table(t, 2)
		a := []int{hero(t, s, 0, 2), hero(t, s, 0, 2), hero(t, s, 0, 2)}
		card := put(t, s, 0, "blood_challenge", InHand) // Fate 3
		var d int
		if berserk {
			d = put(t, s, 1, "grave_captain_orun", AtHome)
			s.cards[d].permS = 1
		} else {
			d = hero(t, s, 1, 5)
		}
		battle(s, a, []int{d})
		play(t, s, 1, mv("engage1", d))
		play(t, s, 0, "no-reaction")
		if offered(s, 0, "absorb-discard") {
			t.Fatal("a discard is offered before any Hero is sacrificed")
		}
		play(t, s, 0, mv("absorb-hero", a[0]))
		if got := offered(s, 0, mv2("absorb-discard", card)); got == berserk {
			t.Fatalf("berserk %v: discard offered %v: %s", berserk, got, moves(s, 0))
		}
		if berserk {
			continue
		}
		play(t, s, 0, mv("absorb-discard", card))
		if s.phase != phBattle || s.cards[card].zone != InSaved || s.cards[a[1]].zone != AtHome || s.cards[a[2]].zone != AtHome {
			t.Fatal("2 Strength and 3 Fate did not absorb 5")
		}
	}
}

// Example: Round 1 and Example: Round 2 of Challenges and Duels.
func TestResolvingARoundOfDueling_Rounds1And2(t *testing.T) {
	s := table(t, 2)
	rashat := put(t, s, 0, "warden_halima", AtHome) // Ka 4
	nemet := put(t, s, 1, "broker_yusra", AtHome)   // Ka 3
	f2 := put(t, s, 1, "copper_seam", InHand)
	f4 := put(t, s, 1, "ledger_clerks", InHand)
	f5 := put(t, s, 1, "veil_of_sand", InHand)
	f3 := put(t, s, 0, "blood_challenge", InHand)
	onlyInDeck(t, s, 0, "copper_seam") // Rashat's blind parry will show Fate 2
	s.act = action{seat: 0, card: f3, caster: -1, target: nemet, second: rashat, origin: phDay}
	s.startChallenge(rashat, nemet)
	play(t, s, 1, "accept")
	play(t, s, 1, "no-reaction") // entering the duel: the challenged side first
	play(t, s, 0, "no-reaction")
	play(t, s, 1, "thrust")
	play(t, s, 1, mv("thrust-card", f2))
	play(t, s, 0, "parry-deck")
	if s.duelKa(rashat) != 4 || s.cards[f2].zone != InSaved || len(s.zoneCards(0, InBuried)) == 0 {
		t.Fatalf("round 1, first exchange: Ka %d", s.duelKa(rashat))
	}
	play(t, s, 0, "thrust")
	play(t, s, 0, mv("thrust-card", f3))
	play(t, s, 1, mv("parry", f4))
	if s.duelKa(nemet) != 2 {
		t.Fatalf("Nemet's duel Ka is %d, want 2", s.duelKa(nemet))
	}
	// Round 2: Rashat's blind parry shows Fate 1 against a 5.
	onlyInDeck(t, s, 0, "moneylenders_table")
	play(t, s, 1, "thrust")
	play(t, s, 1, mv("thrust-card", f5))
	play(t, s, 0, "parry-deck")
	if s.cards[rashat].zone != InBuried || s.cards[nemet].zone != AtHome || s.ka(nemet) != 3 {
		t.Fatalf("Rashat in zone %d, Nemet in zone %d with Ka %d", s.cards[rashat].zone, s.cards[nemet].zone, s.ka(nemet))
	}
	if s.phase != phDay || s.actor != 1 {
		t.Fatalf("after the duel: phase %d, actor %d", s.phase, s.actor)
	}
}

// onlyInDeck leaves seat exactly one deck card, of design key, and an
// empty Saved pile, so that a draw from the top is that card.
func onlyInDeck(t *testing.T, s *State, seat int, key string) {
	t.Helper()
	for _, c := range append(s.zoneCards(seat, InDeck), s.zoneCards(seat, InSaved)...) {
		s.setZone(c, InBuried)
	}
	c := s.zoneCards(seat, InBuried)[0]
	s.setZone(c, InDeck)
	s.cards[c].def = defByKey(key)
}

// Reactions: an innate ability aimed at another player's Hero; that player
// negates it with a Spell; the window closes when everyone who could react
// has passed; the next action is the actor's left neighbour's.
func TestReactions_Example(t *testing.T) {
	s := table(t, 4)
	takiyah := put(t, s, 0, "wandering_sahira", AtHome)
	target := hero(t, s, 2, 3)
	sahir := put(t, s, 2, "wandering_sahira", AtHome)
	veil := put(t, s, 2, "veil_of_sand", InHand)
	s.actor = 0
	play(t, s, 0, mv("use", takiyah, target))
	if ps := s.Prompts(); len(ps) != 1 || ps[0].Seat != 2 {
		t.Fatalf("the window asks %v", ps)
	}
	play(t, s, 2, mv("react", veil, sahir))
	play(t, s, 2, mv("copper", s.players[2].hold))
	play(t, s, 2, "no-reaction")
	if s.strength(target) != 3 || !s.cards[takiyah].bowed || s.phase != phDay || s.actor != 1 {
		t.Fatalf("Strength %d, bowed %v, phase %d, actor %d", s.strength(target), s.cards[takiyah].bowed, s.phase, s.actor)
	}
	refuse(t, s, 2, mv("react", veil, sahir))
}

// Traits and Abilities: traits are data, not parsed prose. A Hero that
// "cannot defend" is never offered as a defender; an ability on a Sahir is
// innate, so a Spell that negates innate abilities answers it.
func TestTraitsAndAbilities_MonstrousLostGiant(t *testing.T) {
	d := &pool[defByKey("dust_khadi")]
	for _, tr := range []Trait{Khadi, Sahir, CannotDefend} {
		if !d.Traits.Has(tr) {
			t.Errorf("dust_khadi lacks %s", tr.Key())
		}
	}
	if d.Traits.Has(Duelist) || d.Traits.Has(Unique) {
		t.Error("dust_khadi has a trait it does not print")
	}
	s := table(t, 2)
	dk := put(t, s, 1, "dust_khadi", AtHome)
	a := hero(t, s, 0, 3)
	s.actor = 0
	play(t, s, 0, "attack")
	play(t, s, 0, mv("defender", 1))
	play(t, s, 0, "declare")
	play(t, s, 0, mv("commit", a, section(s, 1)))
	play(t, s, 0, "done")
	if offered(s, 1, mv2("commit", dk)) {
		t.Fatal("a Hero that cannot defend is offered as a defender")
	}
}

// Offensive and Defensive Allies, with the Ground and Flying Maneuvers
// examples: Jabaar (0) attacks Aziz (1); both invite Habib (2), Jabaar also
// Abdul (3, whom the book's Flying example uses without an invitation);
// Habib takes a Water token from Aziz and so must defend.
func TestOffensiveAndDefensiveAllies_Example(t *testing.T) {
	s := table(t, 4)
	khitai, janan, argoun := hero(t, s, 0, 2), hero(t, s, 0, 2), hero(t, s, 0, 3)
	bonepicker := hero(t, s, 1, 3)
	eye := hero(t, s, 2, 2)
	jinn := put(t, s, 3, "veiled_scout", AtHome)
	wall, jewel := s.zoneCards(1, InCity)[0], s.zoneCards(1, InCity)[1]
	s.actor = 0
	play(t, s, 0, "attack")
	play(t, s, 0, mv("defender", 1))
	play(t, s, 0, "declare")
	play(t, s, 0, mv("invite", 2))
	play(t, s, 0, mv("invite", 3))
	play(t, s, 0, "invites-done")
	play(t, s, 1, mv("invite", 2))
	play(t, s, 1, "invites-done")
	play(t, s, 2, "no-demand") // from Jabaar
	play(t, s, 3, "no-demand")
	play(t, s, 2, "demand") // from Aziz
	wAziz, wHabib := s.sectionWater(1), s.sectionWater(2)
	play(t, s, 1, mv("pay-ally", jewel))
	if s.sectionWater(1) != wAziz-1 || s.sectionWater(2) > wHabib+1 {
		t.Fatalf("Water %d→%d and %d→%d", wAziz, s.sectionWater(1), wHabib, s.sectionWater(2))
	}
	// Ground Maneuvers.
	play(t, s, 0, mv("commit", khitai, wall))
	play(t, s, 0, mv("commit", janan, wall))
	play(t, s, 0, mv("commit", argoun, jewel))
	play(t, s, 0, "done")
	play(t, s, 2, "done") // Habib does not join Jabaar
	play(t, s, 3, "done") // Abdul waits for the Flying segment
	play(t, s, 1, mv("commit", bonepicker, jewel))
	play(t, s, 1, "done")
	refuse(t, s, 2, "done") // Habib took Aziz's Water and has no Flying unit
	play(t, s, 2, mv("commit", eye, wall))
	play(t, s, 2, "done")
	// Flying Maneuvers.
	hazaad := put(t, s, 2, "veiled_scout", AtHome)
	play(t, s, 0, "done")
	play(t, s, 3, mv("commit", jinn, wall))
	play(t, s, 3, "done")
	play(t, s, 1, "done")
	play(t, s, 2, mv("commit", hazaad, wall))
	play(t, s, 2, "done")
	for c, want := range map[int]int{khitai: wall, janan: wall, jinn: wall, eye: wall, hazaad: wall, argoun: jewel, bonepicker: jewel} {
		if s.cards[c].at != want && !(s.phase == phBattle && s.cards[c].at == -1) {
			t.Errorf("card %d is at %d, want %d", c, s.cards[c].at, want)
		}
	}
	if s.atk.allyOf[2] != 1 || s.atk.allyOf[3] != 0 {
		t.Fatalf("allies: %v", s.atk.allyOf)
	}
	// In the battle at the Secret Wall the defending side acts first:
	// Aziz, then his ally Habib; the side's turn passes when both pass.
	if s.phase == phPickBattle {
		play(t, s, 0, mv("battle", wall))
	}
	if s.atk.section != wall || s.battleSeat() != 1 {
		t.Fatalf("battle at %d, asked %d", s.atk.section, s.battleSeat())
	}
	play(t, s, 1, "pass")
	if s.battleSeat() != 2 {
		t.Fatalf("after Aziz passes, %d is asked", s.battleSeat())
	}
	play(t, s, 2, "pass")
	if s.battleSeat() != 0 {
		t.Fatalf("after the defending side passes, %d is asked", s.battleSeat())
	}
	// The battle ends; every ally's unit goes Home bowed.
	play(t, s, 0, "pass")
	play(t, s, 3, "pass")
	if s.cards[hazaad].at != -1 || !s.cards[hazaad].bowed || !s.cards[jinn].bowed {
		t.Fatal("allies' units did not go Home bowed")
	}
}

// Ride the Wind brings an ally's Flying unit in as well: after the allies
// example's first battle, Habib (2, Aziz's ally) has no unit at the Jewel
// Market but holds Ride the Wind and a Flying unit at Home, so he is asked
// in his side's turn and rides in for Aziz.
func TestRideTheWind_ForAnAlly(t *testing.T) {
	s := table(t, 4)
	khitai, argoun := hero(t, s, 0, 2), hero(t, s, 0, 3)
	bonepicker := hero(t, s, 1, 3)
	eye := hero(t, s, 2, 2)
	wall, jewel := s.zoneCards(1, InCity)[0], s.zoneCards(1, InCity)[1]
	s.actor = 0
	play(t, s, 0, "attack")
	play(t, s, 0, mv("defender", 1))
	play(t, s, 0, "declare")
	play(t, s, 0, "invites-done")
	play(t, s, 1, mv("invite", 2))
	play(t, s, 1, "invites-done")
	play(t, s, 2, "no-demand")
	play(t, s, 0, mv("commit", khitai, wall))
	play(t, s, 0, mv("commit", argoun, jewel))
	play(t, s, 0, "done")
	play(t, s, 1, mv("commit", bonepicker, jewel))
	play(t, s, 1, "done")
	play(t, s, 2, mv("commit", eye, wall))
	play(t, s, 2, "done")
	// Flying Maneuvers: nobody flies.
	for s.phase != phBattle && s.phase != phPickBattle {
		p := s.Prompts()[0]
		play(t, s, int(p.Seat), "done")
	}
	if s.atk.allyOf[2] != 1 {
		t.Fatalf("allies: %v", s.atk.allyOf)
	}
	// Two of Habib's deck cards become the scout at Home and Ride the
	// Wind in hand (his faction's deck need not hold them).
	deck := s.zoneCards(2, InDeck)
	scout, wind := deck[0], deck[1]
	s.cards[scout].def, s.cards[wind].def = defByKey("veiled_scout"), defByKey("ride_the_wind")
	s.setZone(scout, AtHome)
	s.setZone(wind, InHand)
	if s.phase == phPickBattle {
		play(t, s, 0, mv("battle", jewel))
	}
	if s.atk.section != jewel {
		// The wall first: everyone passes it.
		for s.atk.section == wall {
			play(t, s, s.battleSeat(), "pass")
		}
		if s.phase == phPickBattle {
			play(t, s, 0, mv("battle", jewel))
		}
	}
	if s.atk.section != jewel || s.battleSeat() != 1 {
		t.Fatalf("battle at %d, asked %d", s.atk.section, s.battleSeat())
	}
	play(t, s, 1, "pass")
	if s.battleSeat() != 2 {
		t.Fatalf("after Aziz passes, %d is asked, not his ally who can ride in", s.battleSeat())
	}
	play(t, s, 2, mv("play", wind, scout))
	// Habib pays by bowing his Stronghold; then each player in turn may
	// react, and nobody does.
	for range 10 {
		if s.cards[scout].at == jewel {
			break
		}
		p := s.Prompts()[0]
		m := p.Options[0].Move
		for _, o := range p.Options {
			if o.Move == "pass" || o.Move == "no-reaction" {
				m = o.Move
			}
		}
		t.Logf("seat %d answers %s", p.Seat, m)
		play(t, s, int(p.Seat), m)
	}
	if s.cards[scout].at != jewel {
		t.Fatalf("the ally's scout is at %d, want the Jewel Market %d", s.cards[scout].at, jewel)
	}
	if got := s.army(1); !slices.Contains(got, scout) {
		t.Fatalf("Aziz's army %v lacks the ally's scout", got)
	}
}

// allyAtWall: Jabaar (0) attacks Aziz (1), who invites Habib (2); at
// Aziz's wall only Habib's 1-Strength Hero defends, against a 5-Strength
// Hero of Jabaar's. The battle is on, the defending side having passed:
// Jabaar is to act. card is a card moved from Habib's deck to his hand as
// the given card.
func allyAtWall(t *testing.T, key string) (s *State, big, eye, wall, card int) {
	t.Helper()
	s = table(t, 4)
	big = hero(t, s, 0, 5)
	eye = hero(t, s, 2, 1)
	wall = s.zoneCards(1, InCity)[0]
	card = s.zoneCards(2, InDeck)[0]
	s.setZone(card, InHand)
	if key != "" {
		s.cards[card].def = defByKey(key)
	}
	s.actor = 0
	play(t, s, 0, "attack")
	play(t, s, 0, mv("defender", 1))
	play(t, s, 0, "declare")
	play(t, s, 0, "invites-done")
	play(t, s, 1, mv("invite", 2))
	play(t, s, 1, "invites-done")
	play(t, s, 2, "no-demand")
	play(t, s, 0, mv("commit", big, wall))
	play(t, s, 0, "done")
	play(t, s, 1, "done")
	play(t, s, 2, mv("commit", eye, wall))
	play(t, s, 2, "done")
	for s.phase != phBattle && s.phase != phPickBattle {
		p := s.Prompts()[0]
		play(t, s, int(p.Seat), "done")
	}
	if s.phase == phPickBattle {
		play(t, s, 0, mv("battle", wall))
	}
	play(t, s, 1, "pass")
	play(t, s, 2, "pass")
	return s, big, eye, wall, card
}

// Allies in a Battle: the main player picks what its army loses, but an
// ally decides whether to discard from its own hand. Aziz (1) absorbs a
// 5-Strength engagement at his wall, where only his ally Habib (2) has a
// Hero; once that Hero is given up, Habib is asked beside Aziz and
// discards a card whose Fate absorbs the rest.
func TestAllyDiscardsToAbsorb(t *testing.T) {
	s, big, eye, _, card := allyAtWall(t, "")
	play(t, s, 0, mv("engage1", big))
	// The Reaction window after the engagement: nobody reacts.
	for i := 0; i < 10 && s.phase == phWindow; i++ {
		p := s.Prompts()[0]
		play(t, s, int(p.Seat), "no-reaction")
	}
	if s.phase != phAbsorb || s.atk.absorber != 1 {
		t.Fatalf("phase %v, absorber %d", s.phase, s.atk.absorber)
	}
	if offered(s, 2, "absorb-discard") {
		t.Fatal("the ally may discard before a Hero is given up for the card")
	}
	play(t, s, 1, mv("absorb-hero", eye))
	if !offered(s, 2, "absorb-discard") || !offered(s, 2, "absorb-keep") {
		t.Fatal("the ally is not asked whether to discard")
	}
	if offered(s, 1, string(mv("absorb-discard", card))) {
		t.Fatal("the main player may discard the ally's card")
	}
	rem := s.atk.rem
	play(t, s, 2, mv("absorb-discard", card))
	if s.cards[card].zone != InSaved {
		t.Fatalf("the discarded card is in zone %v", s.cards[card].zone)
	}
	if f := s.def(card).Fate; s.phase == phAbsorb && s.atk.rem != rem-f {
		t.Fatalf("%d left to absorb after a Fate of %d, want %d", s.atk.rem, f, rem-f)
	}
	if offered(s, 2, "absorb-discard") {
		t.Fatal("a second discard for one Hero given up")
	}
}

// Stand Fast for an ally: after Jabaar's engagement at the wall, Habib,
// whose Hero is there, may react with Stand Fast on it, as Aziz may on
// his own.
func TestStandFast_ForAnAlly(t *testing.T) {
	s, big, eye, _, card := allyAtWall(t, "stand_fast")
	play(t, s, 0, mv("engage1", big))
	if s.phase != phWindow {
		t.Fatalf("phase %v after the engagement, want the Reaction window", s.phase)
	}
	asked := false
	for i := 0; i < 4 && s.phase == phWindow; i++ {
		p := s.Prompts()[0]
		if int(p.Seat) != 2 {
			play(t, s, int(p.Seat), "no-reaction")
			continue
		}
		asked = true
		if !offered(s, 2, string(mv("react", card, eye))) {
			t.Fatalf("Habib is not offered Stand Fast on his Hero: %v", p.Options)
		}
		before := s.strength(eye)
		play(t, s, 2, mv("react", card, eye))
		for s.phase == phPay {
			p := s.Prompts()[0]
			play(t, s, int(p.Seat), p.Options[0].Move)
		}
		if s.strength(eye) != before+3 {
			t.Fatalf("the ally's Hero has Strength %d after Stand Fast, want %d", s.strength(eye), before+3)
		}
		break
	}
	if !asked {
		t.Fatal("the ally was not asked in the Reaction window")
	}
}

// One Defender can ally with another: Jabaar (0) attacks Aziz (1) and
// Habib (2); Aziz invites Habib, who sends a Hero to Aziz's wall and is
// then in Aziz's army there, while still defending his own City.
func TestDefenderAlliesWithDefender(t *testing.T) {
	s := table(t, 3)
	a1, a2 := hero(t, s, 0, 2), hero(t, s, 0, 2)
	eye := hero(t, s, 2, 2)
	wall, own := s.zoneCards(1, InCity)[0], s.zoneCards(2, InCity)[0]
	s.actor = 0
	play(t, s, 0, "attack")
	play(t, s, 0, mv("defender", 1))
	play(t, s, 0, mv("defender", 2))
	play(t, s, 0, "declare")
	if offered(s, 0, string(mv("invite", 1))) {
		t.Fatal("the Attacker may invite a Defender")
	}
	play(t, s, 0, "invites-done")
	play(t, s, 1, mv("invite", 2))
	play(t, s, 1, "invites-done")
	play(t, s, 2, "invites-done")
	play(t, s, 2, "no-demand")
	play(t, s, 0, mv("commit", a1, wall))
	play(t, s, 0, mv("commit", a2, own))
	play(t, s, 0, "done")
	play(t, s, 1, "done")
	// Habib's turn as Aziz's ally comes before his own as a Defender.
	play(t, s, 2, mv("commit", eye, wall))
	play(t, s, 2, "done")
	if s.atk.allyOf[2] != 1 {
		t.Fatalf("allies: %v", s.atk.allyOf)
	}
	for s.phase != phBattle && s.phase != phPickBattle {
		p := s.Prompts()[0]
		play(t, s, int(p.Seat), "done")
	}
	if s.phase == phPickBattle {
		play(t, s, 0, mv("battle", wall))
	}
	if s.atk.section != wall {
		t.Fatalf("battle at %d, want the wall %d", s.atk.section, wall)
	}
	if got := s.army(1); !slices.Contains(got, eye) {
		t.Fatalf("Aziz's army at his wall is %v, without Habib's Hero", got)
	}
	if s.mainOf(2) != 1 {
		t.Fatalf("at Aziz's wall Habib fights for %d", s.mainOf(2))
	}
}
