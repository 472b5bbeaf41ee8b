// Second audit: each test checks one rule of the rulebook (or one card
// text of our pool) that the code got wrong, citing where it comes from.
package sands

import (
	"strings"
	"testing"

	"majlis/assets/i18n"
	"majlis/rules"
)

// Hero: "If a Hero's Ka is ever reduced to 0, the Hero dies." A Hero
// whose Ka stood on its Scale Hauberk dies when the Hauberk is moved to
// another Hero (Attaching and Moving Cards).
func TestAudit2_HeroDiesWhenAMoveTakesItsKaToZero(t *testing.T) {
	s := table(t, 2)
	a := hero(t, s, 0, 3) // Ka 3
	b := hero(t, s, 0, 3)
	mail := put(t, s, 0, "scale_hauberk", Attached) // +2 Ka
	s.cards[mail].on = a
	s.cards[a].turnK = -3 // a curse until the end of the turn: Ka 2 with the Hauberk
	check(t, s)
	s.actor = 0
	if s.ka(a) != 2 {
		t.Fatalf("Ka %d before the move, want 2", s.ka(a))
	}
	play(t, s, 0, mv("move", mail, b))
	if s.cards[a].zone != InBuried {
		t.Fatalf("Hero: \"If a Hero's Ka is ever reduced to 0, the Hero dies\": the Hero is at Ka %d in zone %d after its Hauberk moved", s.ka(a), s.cards[a].zone)
	}
}

// Archery: the archer picks the card that absorbs. A Hero whose Ka rests
// on a "+X" Follower (Ledger Clerks, +1 Ka) dies when Archery destroys
// that Follower and its Ka falls to 0 ("If a Hero's Ka is ever reduced to
// 0, the Hero dies").
func TestAudit2_HeroDiesWhenArcheryTakesItsKaToZero(t *testing.T) {
	s := table(t, 2)
	archer := put(t, s, 0, "well_archer_nadir", AtHome)
	def := hero(t, s, 1, 3)
	clerks := put(t, s, 1, "ledger_clerks", Attached)
	s.cards[clerks].on = def
	s.cards[def].turnK = -3 // Ka 1 with the Clerks
	battle(s, []int{archer}, []int{def})
	check(t, s)
	play(t, s, 1, "pass")
	play(t, s, 0, mv("engage1", archer))
	for s.phase == phWindow {
		play(t, s, s.win.seats[s.win.idx], "no-reaction")
	}
	play(t, s, 0, mv("archer", clerks))
	if s.cards[clerks].zone != InBuried {
		t.Fatalf("the Clerks are in zone %d", s.cards[clerks].zone)
	}
	if s.cards[def].zone != InBuried {
		t.Fatalf("Hero: \"If a Hero's Ka is ever reduced to 0, the Hero dies\": the Hero is at Ka %d in zone %d after Archery took its Clerks", s.ka(def), s.cards[def].zone)
	}
}

// Citadel of the Deep Wells (our text: "Battle: bow the Citadel. A Hero
// you control defending in this battle gets +2 Strength until the end of
// the turn"); Offensive and Defensive Allies: a defensive ally's units
// are part of the defending army. A defensive ally holding the Citadel
// may bow it for its own Hero defending another player's City Section.
func TestAudit2_CitadelServesADefensiveAlly(t *testing.T) {
	s := table(t, 3)
	att := hero(t, s, 0, 3)
	def := hero(t, s, 1, 3)
	ally := hero(t, s, 2, 3)
	citadel := s.players[2].hold
	s.cards[citadel].def = defByKey("citadel_deep_wells")
	battle(s, []int{att}, []int{def})
	s.cards[ally].at = section(s, 1)
	s.atk.allyOf = []int{-1, -1, 1}
	check(t, s)
	play(t, s, 1, "pass") // the Defender; its ally is asked next for the side
	use := mv("use", citadel, ally)
	if !offered(s, 2, string(use)) {
		t.Fatalf("Citadel of the Deep Wells: a defensive ally may not bow it for its Hero defending in this battle: %s", moves(s, 2))
	}
	play(t, s, 2, use)
	if got := s.strength(ally); got != 5 {
		t.Fatalf("the ally's Hero has Strength %d, want 5", got)
	}
	// Never for a Hero attacking.
	s2 := table(t, 3)
	att2 := hero(t, s2, 0, 3)
	def2 := hero(t, s2, 1, 3)
	oally := hero(t, s2, 2, 3)
	cit2 := s2.players[2].hold
	s2.cards[cit2].def = defByKey("citadel_deep_wells")
	battle(s2, []int{att2}, []int{def2})
	s2.cards[oally].at = section(s2, 1)
	s2.atk.allyOf = []int{-1, -1, 0}
	s2.atk.toAct = 0
	check(t, s2)
	play(t, s2, 0, "pass") // the Attacker; his ally is asked next
	if offered(s2, 2, "use") {
		t.Fatalf("an offensive ally may bow the Citadel for an attacking Hero: %s", moves(s2, 2))
	}
}

// Summon the Ember Jinn (our text: "Day: this card enters play as the
// Ember Jinn, a Hero you control ..."); Spell: "When a Sahir casts a Jinn
// Spell, just place the Jinn in play and treat it like any other Hero."
// Its "Day:" is when the Spell is cast, not an ability of the Jinn in
// play (Traits and Abilities): the Jinn has no ability to bow for.
func TestAudit2_EmberJinnInPlayHasNoAbility(t *testing.T) {
	s := table(t, 2)
	jinn := put(t, s, 0, "summon_ember_jinn", AtHome)
	check(t, s)
	s.actor = 0
	if offered(s, 0, string(mv("use", jinn))) {
		t.Fatalf("the Ember Jinn in play may bow to summon itself again, an ability its text does not give it: %s", moves(s, 0))
	}
}

// Rain Cistern and Cistern Below (our texts): the Cistern Below "may hold
// up to 2 Water tokens above its capacity", so at 4 tokens it is at its
// capacity, not below it; the code (like the End Phase's redistribution)
// lets the Rain Cistern fill it to the 6 it may hold, so the Rain
// Cistern's text must say "room", not "below its capacity".
func TestAudit2_RainCisternTextMatchesWhereItPutsWater(t *testing.T) {
	s := table(t, 2)
	s.phase, s.actor = phNight, 0
	well := put(t, s, 0, "rain_cistern", AtHome)
	var below int = -1
	for _, sec := range s.zoneCards(0, InCity) {
		if s.def(sec).Effect == ExtraCapacity {
			below = sec
		} else {
			s.cards[sec].water = s.def(sec).Capacity
		}
	}
	if below < 0 {
		below = section(s, 0)
		s.cards[below].def = defByKey("cistern_below")
	}
	s.cards[below].water = s.def(below).Capacity
	check(t, s)
	if !offered(s, 0, string(mv("use", well, below))) {
		t.Fatalf("the Rain Cistern cannot fill a full Cistern Below: %s", moves(s, 0))
	}
	text := i18n.English().Format(rules.M(s.def(well).Text()), nil)
	if strings.Contains(text, "below its capacity") {
		t.Fatalf("the Rain Cistern puts Water on a Cistern Below at its printed capacity (it may hold more), but its text %q says a City Section below its capacity", text)
	}
}
