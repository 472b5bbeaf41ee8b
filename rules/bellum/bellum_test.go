// Tests of Bellum Magia's rules: the rulebook's worked examples (named
// after the rulebook's sections), one test per phase and per refusal, the
// end of the game, and what views hide.
package bellum

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"majlis/rules"
)

// "Attack the human kingdom": to attack a place showing a shield of 3 the
// active horde needs at least 3 swords.
func TestExampleAttackHumanKingdomThreeSwords(t *testing.T) {
	const farm6 = 6 // Old Orchard: shield 3, no magic shield
	if p := places[farm6]; p.shield != 3 || p.magic != 0 {
		t.Fatalf("place %d is %+v", farm6, p)
	}
	for _, swords := range []int{2, 3} {
		s := newState(t, 2)
		strip(s, 0, 0) // the Obsidian Keep has no attack on line 2
		addRight(t, s, 0, 1, swords, 0, 0)
		s.row[0] = swapIntoRow(t, s, farm6, s.row[0])
		attackDay(s, 0, 2)
		check(t, s)
		seat, ms := asked(s)
		if seat != 0 {
			t.Fatalf("seat %d asked, want 0", seat)
		}
		if swords < 3 {
			if hasMove(ms, "place:6") {
				t.Fatalf("2 swords may attack a shield of 3: %v", ms)
			}
			refuse(t, s, 0, "place:6") // not enough swords
			continue
		}
		food := s.players[0].res[food]
		play(t, s, 0, "place:6")
		pl := s.players[0]
		if pl.res[food] != food+1 || len(pl.chests) != 1 || chestKind(pl.chests[0]) != wooden {
			t.Fatalf("spoils of Old Orchard not taken: %+v", pl)
		}
		if slices.Contains(s.row, farm6) || !slices.Contains(s.discard, farm6) {
			t.Fatalf("an attacked place must be discarded: row %v discard %v", s.row, s.discard)
		}
		check(t, s)
	}
}

// swapIntoRow puts place id face up in place of old, keeping every place
// in one spot.
func swapIntoRow(t *testing.T, s *State, id, old int) int {
	t.Helper()
	if id == old {
		return id
	}
	if i := slices.Index(s.unseen, id); i >= 0 {
		s.unseen = slices.Delete(s.unseen, i, i+1)
		insertSorted(&s.unseen, old)
		// The pile may now hold fewer cards of id's kind than it says.
		var n [numPlaceKinds]int
		for _, c := range s.unseen {
			n[places[c].kind]++
		}
		for k := range s.pileLeft {
			s.pileLeft[k] = min(s.pileLeft[k], n[k])
		}
		return id
	}
	for _, l := range []*[]int{&s.row, &s.discard} {
		if i := slices.Index(*l, id); i >= 0 {
			(*l)[i] = old
			return id
		}
	}
	t.Fatalf("place %d not found", id)
	return old
}

// "Magic shields and swords": a place showing 1 magic shield and a shield
// of 6 needs 1 magic sword and 6 more swords of either kind.
func TestExampleMagicShieldsAndSwords(t *testing.T) {
	const town3 = 17 // Silverford: shield 6 and magic shield 1
	if p := places[town3]; p.shield != 6 || p.magic != 1 {
		t.Fatalf("place %d is %+v", town3, p)
	}
	for _, c := range []struct {
		sword, magic int
		ok           bool
	}{{6, 1, true}, {5, 2, true}, {5, 1, false}, {7, 0, false}, {0, 1, false}} {
		s := newState(t, 3)
		strip(s, 1, 0)
		addRight(t, s, 1, 1, c.sword, c.magic, 0)
		s.row[1] = swapIntoRow(t, s, town3, s.row[1])
		attackDay(s, 1, 2)
		check(t, s)
		if got := beats(s.active(1), places[town3].shield, places[town3].magic); got != c.ok {
			t.Errorf("%d swords and %d magic swords against Silverford: %v, want %v", c.sword, c.magic, got, c.ok)
		}
		if !c.ok {
			refuse(t, s, 1, "place:17")
			continue
		}
		play(t, s, 1, "place:17")
		if kinds := s.kindsHeld(1); kinds[gold] != 1 || s.players[1].res[glyph] != 1 {
			t.Errorf("Silverford's spoils (a gold chest and a glyph) not taken: %v %v", kinds, s.players[1].res)
		}
		check(t, s)
	}
}

// "Attack another player's castle": the active line is line 2; the
// defender's castle has a shield of 2; 2 swords beat it and the one thief
// steals one chest. The robbed player then gains a shield token.
func TestExampleAttackAnotherPlayersCastle(t *testing.T) {
	s := newState(t, 2)
	strip(s, 0, 0)
	strip(s, 1, 1) // the Bone Spire: shield 2
	addRight(t, s, 0, 1, 2, 0, 1)
	held := giveChest(s, 1, metal)
	attackDay(s, 0, 2)
	check(t, s)
	_, ms := asked(s)
	if !hasMove(ms, "castle:1") {
		t.Fatalf("2 swords and a thief cannot attack a castle of shield 2: %v", ms)
	}
	play(t, s, 0, "castle:1")
	seat, ms := asked(s)
	if seat != 0 || !slices.Equal(ms, []string{"steal:metal"}) {
		t.Fatalf("the thief is asked %d %v", seat, ms)
	}
	evs := play(t, s, 0, "steal:metal")
	if !slices.Equal(s.players[0].chests, []int{held}) || len(s.players[1].chests) != 0 {
		t.Fatalf("chest not stolen: %v %v", s.players[0].chests, s.players[1].chests)
	}
	if s.players[1].bonus[shieldTok] != 1 {
		t.Fatalf("the robbed castle has %d shield tokens, want 1", s.players[1].bonus[shieldTok])
	}
	if sh, _ := s.castleDefence(1); sh != 3 {
		t.Fatalf("the robbed castle's defence is %d, want 3", sh)
	}
	// The value goes privately to the thief and to the victim.
	for _, e := range evs {
		if e.Key == "bellum.ev.chest_value" && !slices.Equal(e.To, []rules.Seat{0}) {
			t.Errorf("the stolen chest's value is shown to %v", e.To)
		}
		if e.Key == "bellum.ev.chest_lost" && !slices.Equal(e.To, []rules.Seat{1}) {
			t.Errorf("the lost chest's value is shown to %v", e.To)
		}
	}
	check(t, s)
}

// "Choose an active horde": a roll of 2 makes line 2 the active horde of
// every castle for the whole day: what each gathers, what its scouts bring
// back and what it may attack all come from line 2, not from the line
// above or below.
func TestExampleChooseActiveHordeLine2(t *testing.T) {
	for e := 0; e < 200; e++ {
		s := newState(t, 3)
		// Line 2: the Obsidian Keep 2 food; the Bone Spire 1 food and a
		// treasure; the Ashen Hold 1 glyph and a sword. Seat 0 also has
		// three swords on line 2 from its creatures.
		for p := range s.players {
			strip(s, p, p)
			s.res[barrel] += s.players[p].res[barrel]
			s.players[p].res[barrel] = 0 // nobody can force a re-roll
		}
		addRight(t, s, 0, 1, 3, 0, 0)
		check(t, s)
		if _, err := s.Apply(0, mvRoll, ent(1000+e)); err != nil {
			t.Fatal(err)
		}
		if s.die != 2 {
			continue
		}
		if s.phase != phAttack {
			t.Fatalf("with nobody able to re-roll the day is in phase %d", s.phase)
		}
		want := [3][numRes]int{{2, 0, 0}, {1, 0, 0}, {0, 1, 0}}
		for p := range s.players {
			if s.players[p].res != want[p] {
				t.Errorf("seat %d gathered %v, line 2 gives %v", p, s.players[p].res, want[p])
			}
		}
		if got := s.kindsHeld(1); got != [numKinds]int{0, 1, 0} || len(s.players[0].chests)+len(s.players[2].chests) != 0 {
			t.Errorf("scouts on line 2: seat 1 holds %v, the others %d", got, len(s.players[0].chests)+len(s.players[2].chests))
		}
		// The Captain's three swords on line 2 beat the Tavern; seat 1 has
		// no sword on line 2 and is not asked; seat 2's one sword cannot
		// beat the Tavern's shield of 2.
		seat, ms := asked(s)
		if seat != 0 || !hasMove(ms, mvTavern) {
			t.Fatalf("seat %d is asked %v, want the Captain with the Tavern", seat, ms)
		}
		play(t, s, 0, mvTavern)
		if seat, ms := asked(s); s.phase == phAttack && (seat != 2 || hasMove(ms, mvTavern)) {
			t.Fatalf("after the Captain, seat %d is asked %v: want seat 2 without the Tavern", seat, ms)
		}
		check(t, s)
		return
	}
	t.Fatal("no roll of 2 in 200 tries")
}

// The re-roll rounds: starting with the Captain, each player who may force
// a re-roll is asked in turn; a forced re-roll is the Captain's roll again
// and a new round from the Captain; a round of passes ends the phase.
func TestPhaseRerollRounds(t *testing.T) {
	s := newState(t, 3)
	s.players[0].bonus[spellTok], s.bonus[spellTok] = 1, s.bonus[spellTok]-1
	s.players[1].res[barrel], s.res[barrel] = 1, s.res[barrel]-1
	s.players[2].res[barrel], s.res[barrel] = 2, s.res[barrel]-2
	check(t, s)
	play(t, s, 0, mvRoll)
	seat, ms := asked(s)
	if seat != 0 || !slices.Equal(ms, []string{mvPass, mvSpell}) {
		t.Fatalf("the Captain is asked %d %v", seat, ms)
	}
	refuse(t, s, 1, mvBarrel) // not seat 1's turn yet
	play(t, s, 0, mvPass)
	seat, ms = asked(s)
	if seat != 1 || !slices.Equal(ms, []string{mvPass, mvBarrel}) {
		t.Fatalf("seat 1 is asked %d %v", seat, ms)
	}
	refuse(t, s, 1, mvSpell) // only the Captain casts confusion spells
	play(t, s, 1, mvBarrel)
	if s.players[1].res[barrel] != 0 || s.phase != phRoll {
		t.Fatalf("the barrel was not spent or no re-roll is due: %+v phase %d", s.players[1].res, s.phase)
	}
	if seat, ms := asked(s); seat != 0 || !slices.Equal(ms, []string{mvRoll}) {
		t.Fatalf("after a forced re-roll %d is asked %v", seat, ms)
	}
	play(t, s, 0, mvRoll)
	// A new round from the Captain; seat 1 has nothing left and is skipped.
	play(t, s, 0, mvSpell)
	if s.players[0].spellsUsed != 1 {
		t.Fatal("the confusion spell is not marked used")
	}
	play(t, s, 0, mvRoll)
	if seat, _ := asked(s); seat != 2 {
		t.Fatalf("with the spell used and seat 1 dry, seat %d is asked, want 2", seat)
	}
	play(t, s, 2, mvPass)
	if s.phase < phAttack || s.phase == phReroll {
		t.Fatalf("a round of passes did not end the phase: phase %d", s.phase)
	}
	check(t, s)
	// The spell stays used until seat 0 is Captain again: end the days
	// here without recruiting.
	for _, captain := range []int{1, 2, 0} {
		for p := range s.players {
			s.res[food] += s.players[p].res[food]
			s.res[glyph] += s.players[p].res[glyph]
			s.players[p].res[food], s.players[p].res[glyph] = 0, 0
		}
		s.phase, s.k = phRecruit, 0
		var evs []rules.Event
		s.settle(rules.NewRand(rules.Seed{1}), &evs)
		if s.captain != captain || s.phase != phRoll {
			t.Fatalf("the day passed to captain %d in phase %d, want %d rolling", s.captain, s.phase, captain)
		}
		if used := s.players[0].spellsUsed; (captain == 0) != (used == 0) {
			t.Fatalf("with seat %d Captain seat 0 has %d spells used", captain, used)
		}
		check(t, s)
	}
	play(t, s, 0, mvRoll)
	if seat, ms := asked(s); seat != 0 || !hasMove(ms, mvSpell) {
		t.Fatalf("Captain again, seat 0 is asked %d %v: its spell should be back", seat, ms)
	}
}

// Refusal: a re-roll cannot be forced without a barrel, nor with a spell
// already spent today, nor by anyone out of turn.
func TestRefusalReroll(t *testing.T) {
	s := newState(t, 2)
	s.players[0].bonus[spellTok], s.bonus[spellTok] = 2, s.bonus[spellTok]-2
	play(t, s, 0, mvRoll)
	if _, ms := asked(s); !slices.Equal(ms, []string{mvPass, mvSpell}) {
		t.Fatalf("the Captain with spells and no barrel may %v", ms)
	}
	refuse(t, s, 0, mvBarrel) // no barrel
	refuse(t, s, 1, mvPass)   // not seat 1's turn
	play(t, s, 0, mvSpell)
	play(t, s, 0, mvRoll)
	play(t, s, 0, mvSpell) // several spells on one day
	play(t, s, 0, mvRoll)
	if s.phase == phReroll {
		t.Fatalf("with both spells spent and no barrel anywhere seat %d is still asked", s.Prompts()[0].Seat)
	}
	if s.players[0].spellsUsed != 2 {
		t.Fatalf("spells used %d, want 2", s.players[0].spellsUsed)
	}
	check(t, s)
}

// Gathering takes the active line's food and glyphs; an empty reserve
// gives what it still has, in turn order from the Captain.
func TestPhaseGatherReserveDry(t *testing.T) {
	s := newState(t, 2)
	strip(s, 0, 0) // Obsidian Keep line 2: 2 food
	strip(s, 1, 1) // Bone Spire line 2: 1 food
	s.captain, s.die = 1, 2
	s.players[0].res[food] = resTotal[food] - 2
	s.res[food] = 2
	var evs []rules.Event
	s.gather(&evs)
	if s.players[1].res[food] != 1 || s.players[0].res[food] != resTotal[food]-1 || s.res[food] != 0 {
		t.Fatalf("food after gathering from a reserve of 2: seat 0 %d, seat 1 %d, reserve %d", s.players[0].res[food], s.players[1].res[food], s.res[food])
	}
	if !hasEvent(evs, "bellum.ev.reserve_dry") {
		t.Error("no event says the reserve ran dry")
	}
	check(t, s)
}

func hasEvent(evs []rules.Event, key string) bool {
	return slices.ContainsFunc(evs, func(e rules.Event) bool { return e.Key == key })
}

// Scouts: the most treasure on the active line wins a metal chest; tied
// leaders each win a wooden chest; with no treasure nothing happens.
func TestPhaseCallBackScouts(t *testing.T) {
	for _, c := range []struct {
		name   string
		boards [3]int
		want   [3][numKinds]int
	}{
		{"one leader", [3]int{0, 1, 2}, [3][numKinds]int{{0, 1, 0}, {}, {}}},
		{"a tie", [3]int{0, 1, 3}, [3][numKinds]int{{1, 0, 0}, {}, {1, 0, 0}}},
		{"no treasure", [3]int{1, 2, 4}, [3][numKinds]int{}},
	} {
		s := newState(t, 3)
		for p, b := range c.boards {
			strip(s, p, b)
		}
		s.die = 1
		var evs []rules.Event
		s.scouts(rules.NewRand(rules.Seed{2}), &evs)
		for p := range s.players {
			if got := s.kindsHeld(p); got != c.want[p] {
				t.Errorf("%s: seat %d holds %v, want %v", c.name, p, got, c.want[p])
			}
		}
		check(t, s)
	}
}

// A chest whose pile is empty comes from the nearest other pile.
func TestChestPileFallback(t *testing.T) {
	s := newState(t, 2)
	s.chestPile[wooden] = append(s.chestPile[wooden], s.chestPile[metal]...)
	s.chestPile[metal] = nil
	// Keep the ids where they are but empty the metal pile: move them to
	// seat 1 instead, which stays conserved.
	s.players[1].chests = append(s.players[1].chests, s.chestPile[wooden][20:]...)
	s.chestPile[wooden] = s.chestPile[wooden][:20]
	var evs []rules.Event
	r := rules.NewRand(rules.Seed{3})
	s.gainChest(0, metal, r, &evs)
	if got := s.kindsHeld(0); got != [numKinds]int{1, 0, 0} {
		t.Fatalf("with the metal pile empty seat 0 got %v, want a wooden chest", got)
	}
	check(t, s)
	s.chestPile = [numKinds][]int{}
	s.gainChest(0, gold, r, &evs)
	if !hasEvent(evs, "bellum.ev.chests_out") || len(s.players[0].chests) != 1 {
		t.Fatal("with every pile empty no chest may be given")
	}
}

// The Tavern is never discarded and may be pillaged by everyone each day;
// a player refuses a third barrel.
func TestTavernAndThirdBarrel(t *testing.T) {
	s := newState(t, 2)
	strip(s, 0, 0)
	strip(s, 1, 0)
	addRight(t, s, 0, 1, 2, 0, 0)
	addRight(t, s, 1, 1, 2, 0, 0)
	s.players[1].res[barrel], s.res[barrel] = 2, s.res[barrel]-2
	attackDay(s, 0, 2)
	play(t, s, 0, mvTavern)
	if seat, ms := asked(s); seat != 1 || !hasMove(ms, mvTavern) {
		t.Fatalf("the Tavern is not offered to seat 1 after seat 0 pillaged it: %d %v", seat, ms)
	}
	reserve := s.res[barrel]
	evs := play(t, s, 1, mvTavern)
	if s.players[0].res[barrel] != 1 || s.players[1].res[barrel] != 2 || s.res[barrel] != reserve {
		t.Fatalf("barrels: seat 0 %d, seat 1 %d (must refuse a third), reserve %d (was %d)",
			s.players[0].res[barrel], s.players[1].res[barrel], s.res[barrel], reserve)
	}
	if !hasEvent(evs, "bellum.ev.barrel_refused") {
		t.Error("no event tells of the refused barrel")
	}
	if slices.Contains(s.discard, 0) {
		t.Fatal("the Tavern was discarded")
	}
	check(t, s)
}

// Refusal: a castle cannot be attacked without a thief, however many
// swords; nor with too few swords.
func TestRefusalCastleAttack(t *testing.T) {
	s := newState(t, 2)
	strip(s, 0, 0)
	strip(s, 1, 1)
	addRight(t, s, 0, 1, 5, 0, 0)
	giveChest(s, 1, wooden)
	attackDay(s, 0, 2)
	_, ms := asked(s)
	if hasMove(ms, "castle:1") {
		t.Fatalf("a horde without a thief may attack a castle: %v", ms)
	}
	refuse(t, s, 0, "castle:1") // no thief

	s = newState(t, 2)
	strip(s, 0, 0)
	strip(s, 1, 1)
	addRight(t, s, 0, 1, 1, 0, 1)
	giveChest(s, 1, wooden)
	attackDay(s, 0, 2)
	refuse(t, s, 0, "castle:1") // one sword against a shield of 2
	// A magic shield token must be met by a magic sword.
	s.players[1].bonus[magicTok], s.bonus[magicTok] = 1, s.bonus[magicTok]-1
	addRight(t, s, 0, 1, 3, 0, 1)
	refuse(t, s, 0, "castle:1")
	addRight(t, s, 0, 1, 3, 1, 1) // 1 magic + 3 plain ≥ 2 + 1 magic shield
	play(t, s, 0, "castle:1")
	check(t, s)
}

// Refusal: only another player's castle holding a chest, only a place
// face up beside the Tavern, only one attack a day, and only in turn.
func TestRefusalAttackTargets(t *testing.T) {
	s := newState(t, 3)
	for p := range s.players {
		strip(s, p, 0)
	}
	addRight(t, s, 0, 1, 8, 2, 1) // beats anything in the kingdom
	addRight(t, s, 1, 1, 2, 0, 0)
	giveChest(s, 0, wooden)
	giveChest(s, 2, wooden)
	// Places face down (in the pile or the box: they are one pool until
	// turned over) and one discarded.
	inPile, inBox := s.unseen[0], s.unseen[len(s.unseen)-1]
	s.discard = append(s.discard, s.row[0])
	s.row = s.row[1:]
	gone := s.discard[0]
	attackDay(s, 0, 2)
	check(t, s)
	_, ms := asked(s)
	if !hasMove(ms, "castle:2") || !hasMove(ms, "place:"+itoa(s.row[0])) {
		t.Fatalf("a strong horde may only %v", ms)
	}
	for _, m := range []string{
		"castle:0",              // its own castle
		"castle:1",              // a castle with no chest to steal
		"castle:3",              // nobody sits there
		"place:0",               // the Tavern is attacked as "tavern"
		"place:" + itoa(inPile), // still face down
		"place:" + itoa(inBox),  // still face down
		"place:" + itoa(gone),   // already discarded
		"place:25",
	} {
		refuse(t, s, 0, m)
	}
	refuse(t, s, 1, mvTavern) // not seat 1's turn yet
	play(t, s, 0, "castle:2")
	play(t, s, 0, "steal:wooden")
	if seat, _ := asked(s); seat != 1 {
		t.Fatalf("after seat 0's attack seat %d is asked, want 1", seat)
	}
	refuse(t, s, 0, mvTavern) // one attack a day
	check(t, s)
}

// Refusal: a recruit must name a face-up card and pay its price.
func TestRefusalRecruit(t *testing.T) {
	s := newState(t, 2)
	s.captain, s.phase, s.k = 0, phRecruit, 0
	s.players[0].res = [numRes]int{4, 0, 0}
	s.res[food] -= 4
	putInPile(&s.evil, s.evilUp[1])
	s.evilUp[1] = noCard // both Evil piles cannot refill it
	check(t, s)
	if _, ms := asked(s); !slices.Equal(ms, []string{"evil:0", mvDone}) {
		t.Fatalf("with 4 food and one Evil card face up seat 0 may %v", ms)
	}
	for _, m := range []string{"evil:1", "evil:2", "most:0:mixed", "most:1:glyphs", "most:0", "evil:0:mixed"} {
		refuse(t, s, 0, m)
	}
	refuse(t, s, 1, mvDone) // not seat 1's turn
	play(t, s, 0, "evil:0")
	refuse(t, s, 0, "evil:0") // first the new creature's side
	refuse(t, s, 0, mvDone)
	play(t, s, 0, mvRight)
	play(t, s, 0, "evil:0")
	play(t, s, 0, mvLeft)
	if s.players[0].res[food] != 0 || len(s.players[0].left)+len(s.players[0].right) != 2+2 {
		t.Fatalf("after two recruits: %+v", s.players[0])
	}
	check(t, s)
}

// Several thieves steal several chests, and the robbed player still gains
// a single shield token for the attack.
func TestOneShieldTokenPerAttack(t *testing.T) {
	s := newState(t, 2)
	strip(s, 0, 0)
	strip(s, 1, 1)
	addRight(t, s, 0, 1, 2, 0, 2)
	giveChest(s, 1, wooden)
	giveChest(s, 1, gold)
	giveChest(s, 1, gold)
	attackDay(s, 0, 2)
	play(t, s, 0, "castle:1")
	if _, ms := asked(s); !slices.Equal(ms, []string{"steal:wooden", "steal:gold"}) {
		t.Fatalf("the thief may steal %v", ms)
	}
	refuse(t, s, 0, "steal:metal") // the victim holds no metal chest
	play(t, s, 0, "steal:gold")
	if s.players[1].bonus[shieldTok] != 0 {
		t.Fatal("the shield token came before the attack ended")
	}
	play(t, s, 0, "steal:gold")
	if got := s.kindsHeld(0); got != [numKinds]int{0, 0, 2} {
		t.Fatalf("the thieves hold %v", got)
	}
	if s.players[1].bonus[shieldTok] != 1 {
		t.Fatalf("the robbed castle gained %d shield tokens, want 1", s.players[1].bonus[shieldTok])
	}
	check(t, s)
}

// With the bonus reserve dry a robbed castle gains nothing.
func TestShieldReserveDry(t *testing.T) {
	s := newState(t, 2)
	strip(s, 0, 0)
	strip(s, 1, 1)
	addRight(t, s, 0, 1, 2, 0, 1)
	giveChest(s, 1, wooden)
	s.players[0].bonus[shieldTok], s.bonus[shieldTok] = bonusTotal[shieldTok], 0
	attackDay(s, 0, 2)
	play(t, s, 0, "castle:1")
	evs := play(t, s, 0, "steal:wooden")
	if s.players[1].bonus[shieldTok] != 0 || !hasEvent(evs, "bellum.ev.bonus_dry") {
		t.Fatal("a shield token came from an empty reserve")
	}
	check(t, s)
}

// Each player attacks at most once, in turn order from the Captain;
// players with no legal attack are not asked.
func TestPhaseAttackOrder(t *testing.T) {
	s := newState(t, 3)
	for p := 0; p < 3; p++ {
		strip(s, p, 1) // the Bone Spire: no attack on line 2
	}
	addRight(t, s, 0, 1, 2, 0, 0)
	addRight(t, s, 2, 1, 2, 0, 0)
	s.captain, s.die, s.phase, s.k = 2, 2, phReroll, 0
	var evs []rules.Event
	for p := range s.players {
		s.res[barrel] += s.players[p].res[barrel]
		s.players[p].res[barrel] = 0
	}
	s.settle(rules.NewRand(rules.Seed{1}), &evs)
	if seat, _ := asked(s); seat != 2 || s.phase != phAttack {
		t.Fatalf("seat %d asked in phase %d, want the Captain (2) to attack", seat, s.phase)
	}
	play(t, s, 2, mvNone)
	if seat, _ := asked(s); seat != 0 {
		t.Fatalf("seat %d asked, want 0 (seat 1 has no swords)", seat)
	}
	play(t, s, 0, mvTavern)
	if s.phase == phAttack {
		t.Fatal("the attack phase goes on after everyone had a turn")
	}
	check(t, s)
}

// Recruiting: an Evil creature costs 2 food, a Most Evil one 1 glyph and
// 4 food or 3 glyphs; the face-up card is replaced at once; the creature
// goes left or right; bonus tokens come with it; "done" ends the turn.
func TestPhaseRecruit(t *testing.T) {
	s := newState(t, 2)
	s.captain, s.phase, s.k = 0, phRecruit, 0
	s.players[0].res = [numRes]int{5, 4, 0}
	s.res[food] -= 5
	s.res[glyph] -= 4
	check(t, s)
	_, ms := asked(s)
	for _, m := range []string{"evil:0", "evil:1", "most:0:mixed", "most:0:glyphs", "most:1:mixed", "most:1:glyphs", mvDone} {
		if !hasMove(ms, m) {
			t.Errorf("recruit options %v lack %s", ms, m)
		}
	}
	// A Most Evil creature for 1 glyph and 4 food.
	up := s.mostUp[1]
	pool := slices.Clone(s.most.cards)
	bonus := s.players[0].bonus
	evs := play(t, s, 0, "most:1:mixed")
	next := s.mostUp[1]
	if !slices.Contains(pool, next) || slices.Contains(s.most.cards, next) {
		t.Fatalf("the card turned face up, %d, did not come from the pile %v", next, pool)
	}
	if !slices.ContainsFunc(evs, func(e rules.Event) bool {
		return e.Key == "bellum.ev.creature_up" && e.To == nil && e.Args[0] == rules.Key(creatureKey(next))
	}) {
		t.Fatalf("the card turned face up is not announced: %v", evs)
	}
	if s.players[0].res != [numRes]int{1, 3, 0} {
		t.Fatalf("after paying 1 glyph and 4 food seat 0 has %v", s.players[0].res)
	}
	if s.mostUp[1] != next {
		t.Fatalf("the face-up card was not replaced from its pile")
	}
	if seat, ms := asked(s); seat != 0 || !slices.Equal(ms, []string{mvLeft, mvRight}) {
		t.Fatalf("after recruiting %d is asked %v", seat, ms)
	}
	play(t, s, 0, mvRight)
	if !slices.Contains(s.players[0].right, up) {
		t.Fatal("the creature is not on the right")
	}
	if b := creatures[up].bonus; b != noBonus && s.players[0].bonus[b] != bonus[b]+1 {
		t.Fatal("the creature's bonus token was not taken")
	}
	// 1 food and 3 glyphs: only a Most Evil creature for 3 glyphs.
	_, ms = asked(s)
	if hasMove(ms, "evil:0") || hasMove(ms, "most:0:mixed") || !hasMove(ms, "most:0:glyphs") {
		t.Fatalf("with 1 food and 3 glyphs the options are %v", ms)
	}
	refuse(t, s, 0, "evil:0") // recruiting without the resources
	refuse(t, s, 0, "most:0:mixed")
	play(t, s, 0, "most:0:glyphs")
	play(t, s, 0, mvLeft)
	// Nothing affordable: the turn passes without a prompt.
	if seat, _ := asked(s); seat == 0 && s.phase == phRecruit {
		t.Fatal("a player who can afford nothing is still asked to recruit")
	}
	check(t, s)
}

// Bonus tokens come with the recruited creature at once, from the bonus
// reserve, whichever side it goes to, and stay: a Gargoyle's shield adds
// to the castle's defence, a Witch's confusion spell lets its owner force
// a re-roll as Captain, a Dragon's magic shield asks attackers for a magic
// sword.
func TestRecruitBonusTokens(t *testing.T) {
	for _, c := range []struct {
		design, move, side string
		bonus              int
	}{
		{"gargoyle", "evil:0", mvLeft, shieldTok},
		{"witch", "evil:1", mvRight, spellTok},
		{"dragon", "most:0:glyphs", mvLeft, magicTok},
	} {
		s := newState(t, 2)
		id := slices.IndexFunc(creatures, func(cr creature) bool { return archetypes[cr.arch].name == c.design })
		slot := int(c.move[strings.IndexByte(c.move, ':')+1] - '0')
		faceUp(t, s, id, slot)
		s.captain, s.phase, s.k = 0, phRecruit, 0
		s.players[0].res = [numRes]int{2, 3, 0}
		s.res[food] -= 2
		s.res[glyph] -= 3
		check(t, s)
		before, reserve := s.players[0].bonus, s.bonus
		sh, mg := s.castleDefence(0)
		evs := play(t, s, 0, c.move)
		if s.players[0].bonus[c.bonus] != before[c.bonus]+1 || s.bonus[c.bonus] != reserve[c.bonus]-1 || !hasEvent(evs, "bellum.ev.bonus") {
			t.Fatalf("%s: bonus %v (was %v), reserve %v (was %v)", c.design, s.players[0].bonus, before, s.bonus, reserve)
		}
		play(t, s, 0, c.side)
		check(t, s)
		sh2, mg2 := s.castleDefence(0)
		switch c.bonus {
		case shieldTok:
			if sh2 != sh+1 || mg2 != mg {
				t.Fatalf("a Gargoyle's shield: defence %d/%d, want %d/%d", sh2, mg2, sh+1, mg)
			}
		case magicTok:
			if sh2 != sh || mg2 != mg+1 {
				t.Fatalf("a Dragon's magic shield: defence %d/%d, want %d/%d", sh2, mg2, sh, mg+1)
			}
		case spellTok:
			s.phase, s.k = phRoll, 0
			play(t, s, 0, mvRoll)
			if seat, ms := asked(s); seat != 0 || !hasMove(ms, mvSpell) {
				t.Fatalf("a Witch's spell: the Captain is asked %d %v", seat, ms)
			}
		}
	}
}

// faceUp makes creature id the face-up card of slot (0 or 1) of its kind,
// keeping every card in one spot.
func faceUp(t *testing.T, s *State, id, slot int) {
	t.Helper()
	up, pile := &s.evilUp, &s.evil
	if tierOf(id) == tierMost {
		up, pile = &s.mostUp, &s.most
	}
	if up[slot] == id {
		return
	}
	take(t, s, id)
	for i := range up {
		if up[i] == noCard && i != slot { // id was the other face-up card
			up[i] = up[slot]
			up[slot] = id
			return
		}
	}
	putInPile(pile, up[slot])
	up[slot] = id
}

// When a creature pile runs out its face-up slot is refilled from the
// other pile of the same kind, and stays empty when both are out.
func TestRecruitRefillFromOtherPile(t *testing.T) {
	s := newState(t, 2)
	s.evil.size = [2]int{0, len(s.evil.cards)}
	pool := slices.Clone(s.evil.cards)
	r := rules.NewRand(rules.Seed{5})
	got := s.refill(&s.evil, 0, r)
	if !slices.Contains(pool, got) || s.evil.size != [2]int{0, len(pool) - 1} || len(s.evil.cards) != len(pool)-1 {
		t.Fatalf("refill from the other pile gave %d, piles %v of %d cards", got, s.evil.size, len(s.evil.cards))
	}
	s.evil = creaturePile{}
	if got := s.refill(&s.evil, 1, r); got != noCard {
		t.Fatalf("refill from two empty piles gave %d", got)
	}
}

// End of the day: places refilled to one per player beside the Tavern, and
// the die passes to the next seat (seat+1), who becomes Captain.
func TestPhaseEndOfDay(t *testing.T) {
	s := newState(t, 3)
	s.discard = append(s.discard, s.row[0], s.row[2])
	s.row = []int{s.row[1]}
	s.captain = 2
	// At 3 players 4 farms are used and 3 show: the pile's top layer
	// holds one farm, then come the villages.
	if s.pileLeft[kindFarm] != 1 {
		t.Fatalf("after setup the pile holds %v", s.pileLeft)
	}
	unseen := slices.Clone(s.unseen)
	var evs []rules.Event
	r := rules.NewRand(rules.Seed{9})
	s.endDay(r, &evs)
	if len(s.row) != 3 || places[s.row[1]].kind != kindFarm || places[s.row[2]].kind != kindVillage ||
		!slices.Contains(unseen, s.row[1]) || !slices.Contains(unseen, s.row[2]) {
		t.Fatalf("row after the day: %v (a farm, then a village, from %v)", s.row, unseen)
	}
	if s.captain != 0 {
		t.Fatalf("the die went to seat %d, want 0", s.captain)
	}
	check(t, s)
	// The kingdom exhausted: fewer places, and the game goes on.
	s.pileLeft = [numPlaceKinds]int{} // what is unseen stays in the box
	s.discard = append(s.discard, s.row[0])
	s.row = s.row[1:]
	s.endDay(r, &evs)
	if len(s.row) != 2 || !hasEvent(evs, "bellum.ev.kingdom_out") {
		t.Fatalf("with the kingdom exhausted the row is %v", s.row)
	}
	check(t, s)
}

// The game ends after the attack phase when somebody holds 10 chests; the
// richest wins.
func TestEndOfGame(t *testing.T) {
	s := newState(t, 2)
	for i := 0; i < 9; i++ {
		giveChest(s, 0, wooden)
	}
	strip(s, 0, 0)
	strip(s, 1, 0)
	addRight(t, s, 0, 1, 2, 0, 0)
	addRight(t, s, 1, 1, 3, 0, 0)
	const farm4 = 4 // a wooden chest for 2 swords
	s.row[0] = swapIntoRow(t, s, farm4, s.row[0])
	attackDay(s, 0, 2)
	play(t, s, 0, "place:4")
	if s.phase == phOver {
		t.Fatal("the game ended before the attack phase was over")
	}
	for _, c := range []int{metal, gold, gold} {
		giveChest(s, 1, c)
	}
	play(t, s, 1, mvNone)
	if s.phase != phOver {
		t.Fatalf("10 chests after the attacks do not end the game (phase %d)", s.phase)
	}
	res := s.Result()
	want := [2]int{}
	for p := range s.players {
		for _, c := range s.players[p].chests {
			want[p] += chestValue[c]
		}
	}
	if res.Scores[0] != want[0] || res.Scores[1] != want[1] {
		t.Fatalf("scores %v, want %v", res.Scores, want)
	}
	if len(s.Prompts()) != 0 {
		t.Fatal("a finished game still asks something")
	}
	refuse(t, s, 0, mvNone)
}

// Ties on treasure go to the most chests, then are shared.
func TestEndOfGameTies(t *testing.T) {
	mk := func(chests ...[]int) *State {
		s := newState(t, len(chests))
		for p, cs := range chests {
			for _, c := range cs {
				for k := range s.chestPile {
					if i := slices.Index(s.chestPile[k], c); i >= 0 {
						s.chestPile[k] = slices.Delete(s.chestPile[k], i, i+1)
					}
				}
				s.players[p].chests = append(s.players[p].chests, c)
			}
		}
		s.phase = phOver
		check(t, s)
		return s
	}
	// wooden 14–19 are worth 3, metal 20–25 3, gold 40–42 6, wooden 0–5 1.
	r := mk([]int{14, 15}, []int{40, 41}, []int{0}).Result()
	if !slices.Equal(r.Winners, []rules.Seat{1}) || r.TieBreak.Key != "" {
		t.Fatalf("richest: winners %v scores %v", r.Winners, r.Scores)
	}
	r = mk([]int{14, 15}, []int{16, 0, 6}, []int{20, 21}).Result() // 6, 6, 6 with 2, 3, 2 chests
	if r.Scores[0] != r.Scores[1] || !slices.Equal(r.Winners, []rules.Seat{1}) || r.TieBreak.Key != "bellum.tie.chests" {
		t.Fatalf("tie on treasure: winners %v scores %v tie %v", r.Winners, r.Scores, r.TieBreak)
	}
	r = mk([]int{14, 15}, []int{16, 17}).Result()
	if !slices.Equal(r.Winners, []rules.Seat{0, 1}) || r.TieBreak.Key != "bellum.tie.shared" {
		t.Fatalf("full tie: winners %v tie %v", r.Winners, r.TieBreak)
	}
}

// Setup: the human kingdom by player count, towns at the bottom of the
// pile, villages in the middle, farms on top; as many places face up as
// players; the Tavern apart; creature piles and chest piles.
func TestSetupHumanKingdom(t *testing.T) {
	for n := 2; n <= 5; n++ {
		st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: n}, ent(n))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		nf, nv, nt := kingdomSize(n)
		count := s.pileLeft
		for _, c := range s.row {
			count[places[c].kind]++
		}
		if count != [numPlaceKinds]int{0, nf, nv, nt} {
			t.Errorf("%d players: kingdom %v, want %d farms, %d villages, %d towns", n, count, nf, nv, nt)
		}
		if len(s.row) != n {
			t.Errorf("%d players: %d places face up", n, len(s.row))
		}
		// Bottom to top the pile runs towns, villages, farms; the row came
		// off the top, so it is all farms.
		for _, c := range s.row {
			if places[c].kind != kindFarm {
				t.Errorf("%d players: place %d face up is not a farm", n, c)
			}
		}
		if len(s.unseen) != 24-n || slices.Contains(s.unseen, 0) || slices.Contains(s.row, 0) {
			t.Errorf("%d players: unseen %v", n, s.unseen)
		}
		if s.evil.size != [2]int{numEvil/2 - 1, numEvil/2 - 1} || s.most.size != [2]int{numMostEvil/2 - 1, numMostEvil/2 - 1} ||
			len(s.evil.cards) != numEvil-2 || len(s.most.cards) != numMostEvil-2 {
			t.Errorf("%d players: creature piles %v, %v", n, s.evil.size, s.most.size)
		}
		if len(s.chestPile[wooden]) != 20 || len(s.chestPile[metal]) != 20 || len(s.chestPile[gold]) != 10 {
			t.Errorf("%d players: chest piles %d %d %d", n, len(s.chestPile[0]), len(s.chestPile[1]), len(s.chestPile[2]))
		}
		if len(s.goblinBox) != numGoblins-2*n {
			t.Errorf("%d players: %d goblins in the box", n, len(s.goblinBox))
		}
		if s.captain != 0 || s.phase != phGoblin {
			t.Errorf("%d players: captain %d phase %d", n, s.captain, s.phase)
		}
		if err := Invariant(s); err != nil {
			t.Errorf("%d players: %v", n, err)
		}
	}
}

// Setup: each goblin is placed left or right by its own decision, both on
// one side allowed, starting with the first Captain.
func TestSetupGoblins(t *testing.T) {
	st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: 3, First: 1}, ent(5))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for _, w := range []struct {
		seat rules.Seat
		side string
	}{{1, mvRight}, {1, mvRight}, {2, mvLeft}, {2, mvRight}, {0, mvLeft}, {0, mvLeft}} {
		seat, ms := asked(s)
		if seat != w.seat || !slices.Equal(ms, []string{mvLeft, mvRight}) {
			t.Fatalf("asked %d %v, want seat %d left/right", seat, ms, w.seat)
		}
		play(t, s, seat, w.side)
	}
	if len(s.players[1].right) != 2 || len(s.players[2].left) != 1 || len(s.players[0].left) != 2 {
		t.Fatalf("goblins not where placed: %+v", s.players)
	}
	if seat, ms := asked(s); seat != 1 || !slices.Equal(ms, []string{mvRoll}) {
		t.Fatalf("after the goblins %d is asked %v, want the first Captain to roll", seat, ms)
	}
}

// Setup option: castle boards chosen in turn from the first Captain.
func TestSetupChooseCastles(t *testing.T) {
	st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: 3, First: 2, Options: map[string]string{"castles": "choose"}}, ent(6))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	seat, ms := asked(s)
	if seat != 2 || len(ms) != numBoards {
		t.Fatalf("asked %d %v", seat, ms)
	}
	play(t, s, 2, "board:3")
	seat, ms = asked(s)
	if seat != 0 || hasMove(ms, "board:3") || len(ms) != numBoards-1 {
		t.Fatalf("asked %d %v after board 3 was taken", seat, ms)
	}
	refuse(t, s, 0, "board:3")
	// The read-only face tells a chosen board from one still to choose,
	// seat 0's board 0 included, in every seat's view.
	chosen := func(want ...bool) {
		t.Helper()
		for _, v := range []*State{s, s.View(0).(*State), s.View(1).(*State)} {
			for i, w := range want {
				h, _ := v.Player(rules.Seat(i))
				_, lined := v.Horde(rules.Seat(i), 1)
				if h.Chosen != w || lined != w || (h.Board < 0) == w {
					t.Fatalf("seat %d: Chosen %v, Board %d, Horde given %v; want chosen %v", i, h.Chosen, h.Board, lined, w)
				}
			}
		}
	}
	chosen(false, false, true)
	play(t, s, 0, "board:0")
	chosen(true, false, true)
	if h, _ := s.Player(0); h.Board != 0 || h.Defence != boards[0].shield {
		t.Fatalf("seat 0 chose board 0 and holds %+v", h)
	}
	play(t, s, 1, "board:4")
	chosen(true, true, true)
	if s.players[2].board != 3 || s.players[0].board != 0 || s.players[1].board != 4 || s.phase != phGoblin {
		t.Fatalf("boards %d %d %d phase %d", s.players[0].board, s.players[1].board, s.players[2].board, s.phase)
	}
}

// Views: a player sees its own chests' values only; everyone sees how many
// chests of each kind each player has; piles are hidden; a determinized
// view is a whole, conserved game again.
func TestViewHidesChestValues(t *testing.T) {
	s := newState(t, 3)
	mine := giveChest(s, 0, gold)
	giveChest(s, 1, metal)
	v := s.View(0).(*State)
	if !slices.Equal(v.players[0].chests, []int{mine}) {
		t.Fatalf("seat 0 does not see its own chest: %v", v.players[0].chests)
	}
	if !slices.Equal(v.players[1].chests, []int{hideChest(20)}) || v.kindsHeld(1) != s.kindsHeld(1) {
		t.Fatalf("seat 0 sees seat 1's chests as %v", v.players[1].chests)
	}
	for k := range v.chestPile {
		for _, c := range v.chestPile[k] {
			if c >= 0 {
				t.Fatal("a chest pile's values show in a view")
			}
		}
	}
	for _, l := range [][]int{v.unseen, v.evil.cards, v.most.cards, v.goblinBox} {
		if slices.ContainsFunc(l, func(c int) bool { return c >= 0 }) {
			t.Fatalf("a face-down pile shows in a view: %v", l)
		}
	}
	if !slices.Equal(v.row, s.row) || v.evilUp != s.evilUp {
		t.Fatal("face-up cards are hidden in a view")
	}
	sp := s.View(rules.Spectator).(*State)
	if sp.players[0].chests[0] >= 0 {
		t.Fatal("a spectator sees a chest's value")
	}
	d := v.Determinize(0, rules.NewRand(rules.Seed{7})).(*State)
	if err := Invariant(d); err != nil {
		t.Fatalf("determinized view: %v", err)
	}
	if d.players[0].chests[0] != mine || chestKind(d.players[1].chests[0]) != metal {
		t.Fatalf("determinizing changed what seat 0 knows: %v %v", d.players[0].chests, d.players[1].chests)
	}
	// At the end every chest is shown.
	s.phase = phOver
	if v := s.View(2).(*State); v.players[0].chests[0] != mine {
		t.Fatal("chests stay hidden after the game")
	}
}

// Any string at all is refused with an error and changes nothing.
func TestApplyRefusesGarbage(t *testing.T) {
	s := newState(t, 2)
	r := rules.NewRand(rules.Seed{1})
	moves := []string{"", "roll ", "ROLL", "place:", "place:-1", "castle:9", "evil:7", "most:0:", "steal:gold", strings.Repeat("x", 300), "\x00"}
	for i := 0; i < 200; i++ {
		b := make([]byte, r.IntN(12))
		for j := range b {
			b[j] = byte(r.IntN(256))
		}
		moves = append(moves, string(b))
	}
	for _, m := range moves {
		for seat := -1; seat <= 2; seat++ {
			refuse(t, s, rules.Seat(seat), m)
		}
	}
	refuse(t, s, 1, mvRoll) // only the Captain rolls
}

// The read-only info for the table view: components, and a view's holding
// with other players' chest values unknown.
func TestInfo(t *testing.T) {
	if b, ok := BoardInfo(1); !ok || b.Shield != 2 || b.NameKey != "bellum.board.1" {
		t.Errorf("BoardInfo(1) = %+v %v", b, ok)
	}
	if _, ok := BoardInfo(numBoards); ok {
		t.Error("BoardInfo accepts a board that does not exist")
	}
	if p, ok := PlaceInfo(17); !ok || p.Shield != 6 || p.Magic != 1 || p.Gold != 1 {
		t.Errorf("PlaceInfo(17) = %+v", p)
	}
	if _, ok := CreatureInfo(-2); ok {
		t.Error("CreatureInfo describes a hidden card")
	}
	s := newState(t, 2)
	giveChest(s, 1, gold)
	v := s.View(0).(*State)
	h, ok := v.Player(1)
	if !ok || len(h.Chests) != 1 || h.Chests[0].KindKey != "bellum.kind.gold" || h.Chests[0].Value != 0 {
		t.Errorf("seat 0 sees seat 1's holding as %+v", h)
	}
	if h, _ := s.View(1).(*State).Player(1); h.Chests[0].Value == 0 {
		t.Error("seat 1 does not see its own chest's value")
	}
	s.die = 3
	if l, ok := s.Horde(0, 3); !ok || l != Line(s.active(0)) {
		t.Errorf("Horde(0, 3) = %+v, the rules count %+v", l, s.active(0))
	}
	if _, ok := s.Player(2); ok {
		t.Error("Player accepts a seat not at the table")
	}
}

// Playing on a view that was not determinized (hidden piles) must not
// panic: the moves work on what the view holds.
func TestPlayOnView(t *testing.T) {
	for i := 0; i < 20; i++ {
		s := newState(t, 2+i%4)
		v := s.View(0).(*State)
		r := rules.NewRand(rules.Seed{byte(i)})
		for j := 0; j < 400; j++ {
			ps := v.Prompts()
			if len(ps) == 0 {
				break
			}
			o := ps[0].Options[r.IntN(len(ps[0].Options))]
			if _, err := v.Apply(ps[0].Seat, o.Move, ent(j)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
