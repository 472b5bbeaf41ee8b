// Audit tests: each checks one rule of the rulebook that the code once got
// wrong, citing the section it comes from.
package sands

import (
	"strings"
	"testing"

	"majlis/assets/i18n"
	"majlis/rules"
)

// Requirements for Attack: "By declaring an attack against one or more
// players, you are thereby obligated to send at least one unit against
// each Defender in either the Ground or Flying Maneuvers Segments." With
// two Defenders, two Ground Heroes and no Flying unit, the Attacker may
// not stop after sending a unit against the first Defender alone.
func TestAudit_AttackerMustSendAUnitAgainstEachDefender(t *testing.T) {
	s := table(t, 3)
	h1, h2 := hero(t, s, 0, 3), hero(t, s, 0, 3)
	_ = h2
	s.actor = 0
	play(t, s, 0, "attack")
	play(t, s, 0, mv("defender", 1))
	play(t, s, 0, mv("defender", 2))
	play(t, s, 0, "declare")
	for s.phase == phInvite {
		p := s.inviters()[s.atk.idx]
		play(t, s, p, "invites-done")
	}
	if s.phase != phAssign || s.atk.flying {
		t.Fatalf("not in the Ground Maneuvers Segment: phase %d", s.phase)
	}
	play(t, s, 0, mv("commit", h1, section(s, 1)))
	if offered(s, 0, "done") {
		t.Fatalf("Requirements for Attack: the Attacker may stop with no unit against Defender 2, though a Ground Hero is free: %s", moves(s, 0))
	}
}

// Palisade of Thorns (our card text: "Attacking Heroes in its City
// Section's battle get -1 Strength"); Offensive and Defensive Allies: a
// defensive ally's units defend the City Section with the Defender, so
// they are not attacking Heroes and keep their Strength.
func TestAudit_PalisadeSparesDefensiveAllies(t *testing.T) {
	s := table(t, 3)
	att := hero(t, s, 0, 3)
	def := hero(t, s, 1, 3)
	ally := hero(t, s, 2, 3)
	sec := battle(s, []int{att}, []int{def})
	pal := put(t, s, 1, "palisade_thorns", Attached)
	s.cards[pal].on = sec
	s.cards[ally].at = sec
	s.atk.allyOf = []int{-1, -1, 1}
	check(t, s)
	if got := s.strength(att); got != 2 {
		t.Fatalf("the attacking Hero has Strength %d, want 2", got)
	}
	if got := s.strength(def); got != 3 {
		t.Fatalf("the Defender's Hero has Strength %d, want 3", got)
	}
	if got := s.strength(ally); got != 3 {
		t.Fatalf("Palisade of Thorns: a defensive ally's Hero at the battle has Strength %d, want 3 (it is not an attacking Hero)", got)
	}
}

// Battle Actions: in a battle an Open or Battle action must "come from a
// card or token at the battle; move a card or token into the battle; or
// target or affect ... a card in the battle". The Wandering Sahira at
// Home may use her Open ability on an attacking Hero in the battle, since
// it targets a card in the battle (her controller has a unit there).
func TestAudit_OpenAbilityFromHomeMayTargetACardInTheBattle(t *testing.T) {
	s := table(t, 2)
	att := hero(t, s, 0, 3)
	def := hero(t, s, 1, 3)
	sahira := put(t, s, 1, "wandering_sahira", AtHome)
	battle(s, []int{att}, []int{def})
	use := mv("use", sahira, att)
	if !offered(s, 1, string(use)) {
		t.Fatalf("Battle Actions: an Open ability from Home that targets a Hero in the battle is refused: %s", moves(s, 1))
	}
	play(t, s, 1, use)
	for s.phase == phWindow {
		play(t, s, s.win.seats[s.win.idx], "no-reaction")
	}
	if got := s.strength(att); got != 1 {
		t.Fatalf("the attacking Hero has Strength %d after the -2 token, want 1", got)
	}
	// Not a Hero elsewhere: the target must be in the battle.
	other := hero(t, s, 0, 3)
	s.phase, s.atk.toAct = phBattle, 1
	s.cards[sahira].bowed = false
	if offered(s, 1, string(mv("use", sahira, other))) {
		t.Fatal("an Open ability from Home is offered on a Hero outside the battle")
	}
}

// Assigning Defending Units (Raiding Steps III) assigns Heroes "to
// defend" the raided City Sections; a Hero whose trait line says "Cannot
// defend" (our Dust Khadi) may not defend a raid either.
func TestAudit_CannotDefendHeroDoesNotDefendARaid(t *testing.T) {
	s := table(t, 2)
	raider := hero(t, s, 1, 3)
	put(t, s, 1, "blood_challenge", InHand)
	khadi := put(t, s, 0, "dust_khadi", AtHome)
	plain := hero(t, s, 0, 3)
	put(t, s, 0, "blood_challenge", InHand)
	s.phase, s.actor, s.passes = phNight, 1, 0
	play(t, s, 1, "raid")
	play(t, s, 1, mv("raider", raider, section(s, 0)))
	for s.phase == phWindow {
		play(t, s, s.win.seats[s.win.idx], "no-reaction")
	}
	play(t, s, 1, "raid-done")
	if !offered(s, 0, mv2("defend", plain)) {
		t.Fatalf("a plain Hero may not defend the raid: %s", moves(s, 0))
	}
	if offered(s, 0, mv2("defend", khadi)) {
		t.Fatalf("Raiding Steps III: a Hero that cannot defend is offered to defend a raid: %s", moves(s, 0))
	}
}

// Sudden Ambush (our card text: "while this Omen is in play, each
// engagement in this battle deals 1 more damage"); Archery: "If a player
// does not use the Archery trait to engage the opposing army, the opposing
// player absorbs the damage as he wishes, as usual." An archer who
// declines Archery still deals the Battle Omen's extra damage.
func TestAudit_BattleOmenCountsWhenArcheryIsDeclined(t *testing.T) {
	s := table(t, 2)
	archer := put(t, s, 0, "well_archer_nadir", AtHome) // Strength 3, Archery
	def := hero(t, s, 1, 5)
	sec := battle(s, []int{archer}, []int{def})
	omen := put(t, s, 0, "sudden_ambush", AsOmen)
	s.omenAt = sec
	check(t, s)
	play(t, s, 1, "pass")
	play(t, s, 0, mv("engage1", archer))
	for s.phase == phWindow {
		play(t, s, s.win.seats[s.win.idx], "no-reaction")
	}
	if s.phase != phArchery {
		t.Fatalf("no Archery choice: phase %d", s.phase)
	}
	play(t, s, 0, "no-archery")
	want := 3 + s.def(omen).Params[0]
	if s.atk.dmg != want {
		t.Fatalf("Sudden Ambush: declining Archery, the engagement deals %d, want %d", s.atk.dmg, want)
	}
}

// Tale of the Unbroken Wall (our card text: "after a battle at one of
// your City Sections ends with attackers there and the Section
// standing"); Battle Action Segment: "The units of the Attacker and his
// allies are the attacking army." An offensive ally's unit is an
// attacker there.
func TestAudit_UnbrokenWallCountsAnOffensiveAllysUnits(t *testing.T) {
	s := table(t, 3)
	ally := hero(t, s, 2, 3)
	put(t, s, 1, "tale_unbroken_wall", InHand)
	sec := battle(s, nil, nil)
	s.cards[ally].at = sec
	s.atk.allyOf = []int{-1, -1, 0}
	check(t, s)
	play(t, s, 1, "pass")
	play(t, s, 0, "pass")
	play(t, s, 2, "pass")
	if s.cards[sec].zone != InCity || s.atk.section >= 0 {
		t.Fatalf("the battle did not end with the Section standing: phase %d", s.phase)
	}
	if !offered(s, 1, "story:") {
		t.Fatalf("Tale of the Unbroken Wall is not offered after a battle with an offensive ally's unit there: %s", moves(s, 1))
	}
}

// Items: the book limits a Hero to "one Weapon and one piece of Armor at a
// time" and says nothing of Carpets; the code also holds a Hero to one
// Carpet (the design's "one per Hero"), so our Woven Sky-Rug's text must
// say so, or the refusal contradicts what the card and the book tell.
func TestAudit_SkyRugTextSaysOneCarpetPerHero(t *testing.T) {
	s := table(t, 2)
	h := hero(t, s, 1, 3)
	rug := put(t, s, 1, "woven_sky_rug", Attached)
	s.cards[rug].on = h
	second := put(t, s, 1, "woven_sky_rug", InHand)
	if s.canHold(h, second) {
		t.Fatal("a Hero may hold two Carpets")
	}
	text := i18n.English().Format(rules.M(s.def(rug).Text()), nil)
	if !strings.Contains(text, "one Carpet") {
		t.Fatalf("the code refuses a second Carpet, but the card's text %q does not say a Hero holds one", text)
	}
}

// engageWindow closes the Reaction window after an engagement.
func engageWindow(t *testing.T, s *State) {
	t.Helper()
	for s.phase == phWindow {
		play(t, s, s.win.seats[s.win.idx], "no-reaction")
	}
}

// Engaging the Enemy: Followers "can engage individually or with other
// Followers in their unit", and "Although Followers can engage
// simultaneously with their attached Hero, they do not have to": two
// Bone Porters (Strength 2 each) engaging together deal 4, which a
// 3-Strength Hero is not immune to, though it is to either alone. The
// Hero may also engage with one of its Followers and not the other. The
// Battle Omen adds its damage once to the group's, as to any engagement.
func TestAudit_FollowersEngageTogether(t *testing.T) {
	s := table(t, 2)
	att := hero(t, s, 0, 1)
	p1 := put(t, s, 0, "bone_porters", Attached)
	p2 := put(t, s, 0, "bone_porters", Attached)
	s.cards[p1].on, s.cards[p2].on = att, att
	def := hero(t, s, 1, 3)
	sec := battle(s, []int{att}, []int{def})
	omen := put(t, s, 0, "sudden_ambush", AsOmen)
	s.omenAt = sec
	check(t, s)
	play(t, s, 1, "pass")
	// Bit 0 is the Hero, bit i its i-th own-Strength Follower in deck
	// order. The Porters are alike: the Hero with either is one choice.
	for _, mask := range []int{0b011, 0b110} {
		if !offered(s, 0, string(mv("engage-group", att, mask))) {
			t.Fatalf("Engaging the Enemy: the group %03b of the unit is not offered: %s", mask, moves(s, 0))
		}
	}
	n := 0
	for _, p := range s.Prompts() {
		for _, o := range p.Options {
			if strings.HasPrefix(string(o.Move), "engage-group:") {
				n++
			}
		}
	}
	if n != 2 {
		t.Fatalf("%d group engagements for a Hero with two alike Followers, want 2 (the whole unit and single cards have their own moves): %s", n, moves(s, 0))
	}
	// Told apart by a token, the Porters make three groups.
	s.cards[p2].tokK = 1
	if !offered(s, 0, string(mv("engage-group", att, 0b101))) {
		t.Fatalf("the Hero with the second Porter, unlike the first, is not offered: %s", moves(s, 0))
	}
	s.cards[p2].tokK = 0
	play(t, s, 0, mv("engage-group", att, 0b110))
	if !s.cards[p1].bowed || !s.cards[p2].bowed || s.cards[att].bowed {
		t.Fatalf("the two Followers engaged: bowed %v %v, Hero bowed %v; want the Followers bowed and the Hero not",
			s.cards[p1].bowed, s.cards[p2].bowed, s.cards[att].bowed)
	}
	engageWindow(t, s)
	if want := 4 + s.def(omen).Params[0]; s.atk.dmg != want {
		t.Fatalf("the two Followers and the Battle Omen deal %d, want %d", s.atk.dmg, want)
	}
	if s.immune(def) {
		t.Fatal("Absorbing Damage: a 3-Strength Hero is immune to two 2-Strength Followers engaging together")
	}
	// The Hero, still unbowed, may engage later: alone, as its only ready card.
	play(t, s, 1, mv("absorb-hero", def))
	for s.phase == phAbsorb {
		play(t, s, 1, "absorb-water")
	}
	play(t, s, 1, "pass")
	if !offered(s, 0, string(mv("engage1", att))) || offered(s, 0, "engage-group:") {
		t.Fatalf("after the Followers engaged, the Hero alone should be offered: %s", moves(s, 0))
	}
}

// Archery: "Multiple Archery cards in a unit can bow together for this
// effect." Two Rope Climbers (Archery, 2 damage each) engaging without
// their Hero, who has no Archery, may pick the Shield-Bearers (Strength
// 4) of the opposing unit and destroy them; either alone could not.
func TestAudit_ArcheryFollowersEngageTogether(t *testing.T) {
	s := table(t, 2)
	att := hero(t, s, 0, 3)
	r1 := put(t, s, 0, "rope_climbers", Attached)
	r2 := put(t, s, 0, "rope_climbers", Attached)
	s.cards[r1].on, s.cards[r2].on = att, att
	def := hero(t, s, 1, 3)
	sb := put(t, s, 1, "shield_bearers", Attached)
	s.cards[sb].on = def
	battle(s, []int{att}, []int{def})
	check(t, s)
	play(t, s, 1, "pass")
	play(t, s, 0, mv("engage-group", att, 0b110))
	engageWindow(t, s)
	if s.phase != phArchery {
		t.Fatalf("two Archery Followers engaging together get no Archery choice: phase %d", s.phase)
	}
	if s.atk.dmg != 4 {
		t.Fatalf("the Rope Climbers' Archery deals %d, want 4", s.atk.dmg)
	}
	play(t, s, 0, mv("archer", sb))
	if s.cards[sb].zone != InBuried {
		t.Fatal("Archery: the Shield-Bearers (Strength 4) survive 4 damage from two archers engaging together")
	}
}

// toManeuvers names defenders as the Defenders of seat 0's attack and
// closes the invitations, resting at the Ground Maneuvers Segment.
func toManeuvers(t *testing.T, s *State, defenders ...int) {
	t.Helper()
	s.actor = 0
	play(t, s, 0, "attack")
	for _, d := range defenders {
		play(t, s, 0, mv("defender", d))
	}
	play(t, s, 0, "declare")
	for s.phase == phInvite {
		play(t, s, s.inviters()[s.atk.idx], "invites-done")
	}
	if s.phase != phAssign || s.atk.flying {
		t.Fatalf("not in the Ground Maneuvers Segment: phase %d", s.phase)
	}
}

// Requirements for Attack: the Attacker "is thereby obligated to send at
// least one unit against each Defender". With two Defenders and two
// Ground Heroes, once one Hero is sent against Defender 1 the other may
// only go against Defender 2: sending both against Defender 1 would leave
// Defender 2 without a unit and nothing free to send.
func TestAudit_AttackerMayNotStrandADefender(t *testing.T) {
	s := table(t, 3)
	h1, h2 := hero(t, s, 0, 3), hero(t, s, 0, 3)
	toManeuvers(t, s, 1, 2)
	play(t, s, 0, mv("commit", h1, section(s, 1)))
	for _, sec := range s.zoneCards(1, InCity) {
		if offered(s, 0, string(mv("commit", h2, sec))) {
			t.Fatalf("Requirements for Attack: the last free Hero may go against Defender 1 again, stranding Defender 2: %s", moves(s, 0))
		}
	}
	for _, sec := range s.zoneCards(2, InCity) {
		if !offered(s, 0, string(mv("commit", h2, sec))) {
			t.Fatalf("the last free Hero may not go against %d of Defender 2: %s", sec, moves(s, 0))
		}
	}
}

// The same with a Flying Hero, which may still come in the Flying
// Maneuvers Segment: the Ground Hero goes against Defender 1, the
// Attacker finishes the Ground segment, and in the Flying segment the
// Flying Hero may only go against Defender 2.
func TestAudit_FlyingUnitKeptForTheLastDefender(t *testing.T) {
	s := table(t, 3)
	ground := hero(t, s, 0, 3)
	flyer := put(t, s, 0, "veiled_scout", AtHome)
	toManeuvers(t, s, 1, 2)
	play(t, s, 0, mv("commit", ground, section(s, 1)))
	if offered(s, 0, string(mv("commit", flyer, section(s, 1)))) {
		t.Fatalf("the Flying Hero may go against Defender 1 in the Ground segment, stranding Defender 2: %s", moves(s, 0))
	}
	play(t, s, 0, "done")
	for s.phase == phAssign && !s.atk.flying {
		play(t, s, s.slot(s.atk.idx).seat, "done")
	}
	if !s.atk.flying || s.slot(s.atk.idx).seat != 0 {
		t.Fatalf("not at the Attacker's Flying segment: phase %d flying %v", s.phase, s.atk.flying)
	}
	if offered(s, 0, string(mv("commit", flyer, section(s, 1)))) || offered(s, 0, "done") {
		t.Fatalf("Requirements for Attack: in the Flying segment the Flying Hero may leave Defender 2 without a unit: %s", moves(s, 0))
	}
	if !offered(s, 0, string(mv("commit", flyer, section(s, 2)))) {
		t.Fatalf("the Flying Hero may not go against Defender 2: %s", moves(s, 0))
	}
}

// Requirements for Attack, every way: for Attackers with one to three
// Heroes, Ground and Flying mixed, against one Defender per Hero or
// fewer, every sequence of the Attacker's choices in the Maneuvers
// Segments (one City Section per Defender, the others being alike) leaves
// no prompt without options and ends with a unit of his against each
// Defender.
func TestAudit_RequirementsForAttackEveryWay(t *testing.T) {
	leaves := 0
	for heroes := 1; heroes <= 3; heroes++ {
		for flyers := 0; flyers <= heroes; flyers++ {
			for defenders := 1; defenders <= heroes; defenders++ {
				s := table(t, defenders+1)
				for i := range heroes {
					if i < flyers {
						put(t, s, 0, "veiled_scout", AtHome)
					} else {
						hero(t, s, 0, 3)
					}
				}
				var ds []int
				for d := 1; d <= defenders; d++ {
					ds = append(ds, d)
				}
				toManeuvers(t, s, ds...)
				var walk func(s *State, path []rules.Move)
				walk = func(s *State, path []rules.Move) {
					ps := s.Prompts()
					for _, p := range ps {
						if len(p.Options) == 0 {
							t.Fatalf("%d Heroes (%d Flying), %d Defenders, after %v: seat %d's prompt %q has no options",
								heroes, flyers, defenders, path, p.Seat, p.Ask.Key)
						}
					}
					if s.phase != phAssign {
						leaves++
						var unmet []int
						for _, d := range ds {
							sent := false
							for _, sec := range s.zoneCards(d, InCity) {
								sent = sent || len(s.committed(0, sec)) > 0
							}
							if !sent {
								unmet = append(unmet, d)
							}
						}
						if len(unmet) > 0 {
							t.Fatalf("%d Heroes (%d Flying), %d Defenders, after %v: Defenders %v have no unit of the Attacker",
								heroes, flyers, defenders, path, unmet)
						}
						return
					}
					if seat := s.slot(s.atk.idx).seat; seat != 0 {
						next := s.Clone().(*State)
						play(t, next, seat, "done")
						walk(next, path)
						return
					}
					for _, o := range ps[0].Options {
						verb, n, _ := parseMove(o.Move, nil)
						if verb == "commit" && n[1] != section(s, s.cards[n[1]].owner) {
							continue
						}
						next := s.Clone().(*State)
						play(t, next, 0, o.Move)
						walk(next, append(path[:len(path):len(path)], o.Move))
					}
				}
				walk(s, nil)
			}
		}
	}
	t.Logf("%d ways through the Maneuvers Segments", leaves)
}
