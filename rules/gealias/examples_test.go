// The rulebook's worked example and numbered cases, each a test named after
// its section (the close reading's T-numbers in brackets).
package gealias

import (
	"slices"
	"testing"

	"majlis/rules"
)

// Setup order [T4]: tents Ph, Eg, NA; fortresses Vi, Ro, Sh; second tents
// NA, Eg, Ph; the last to place a Gealias plays first, and the order holds
// when civs are missing.
func TestSetupPlacementOrder(t *testing.T) {
	cases := []struct {
		civs  []Civ
		order []Civ
		first Civ
	}{
		{[]Civ{Shogunate, Phoenicians, Romans, Egypt, Vikings, NativeAmericans},
			[]Civ{Phoenicians, Egypt, NativeAmericans, Vikings, Romans, Shogunate, NativeAmericans, Egypt, Phoenicians}, Phoenicians},
		{[]Civ{Romans, Vikings}, []Civ{Vikings, Romans}, Romans},
		{[]Civ{Vikings, NativeAmericans}, []Civ{NativeAmericans, Vikings, NativeAmericans}, NativeAmericans},
	}
	for _, c := range cases {
		s := withCivs(t, c.civs...)
		var got []Civ
		for s.InSetup() {
			seat := asked(t, s)
			if s.phase != phSetupPawn {
				got = append(got, s.players[seat].civ)
			}
			play(t, s, seat, string(s.Prompts()[0].Options[0].Move))
		}
		if !slices.Equal(got, c.order) {
			t.Errorf("%v: placed in order %v, want %v", c.civs, got, c.order)
		}
		if s.players[s.turn].civ != c.first {
			t.Errorf("%v: %v plays first, want %v", c.civs, s.players[s.turn].civ, c.first)
		}
	}
}

// Setup collection [T5]: a tent takes one card from each of its two lands,
// a fortress two from each.
func TestSetupCollection(t *testing.T) {
	s := withCivs(t, Phoenicians, Vikings)
	play(t, s, 0, "place:0")
	if n := s.players[0].cards.Total(); n != 2 {
		t.Errorf("a tent collected %d cards, want 2", n)
	}
	play(t, s, 1, "place:2")
	if n := s.players[1].cards.Total(); n != 4 {
		t.Errorf("a fortress collected %d cards, want 4", n)
	}
	if has(s, 1, "pawn:2") || !has(s, 1, "pawn:4") || !has(s, 1, "pawn:5") {
		t.Errorf("the Gealias is not offered exactly the fortress's two lands: %v", s.Prompts())
	}
}

// The removed white card [T6]: drawing it discards it and draws again.
func TestDiscardedWhiteCard(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phDraw
	s.deck = [NumCards]int{CardDiceHarvest: 1, CardGoldVein: 1}
	until(t, s, 0, "draw", func(c *State) bool { return c.discard[CardDiceHarvest] == 1 })
	if s.players[0].cards[Gold] != 1 || s.phase != phRoll {
		t.Errorf("after the redraw: gold %d, phase %d; want the Gold Vein resolved and the roll next", s.players[0].cards[Gold], s.phase)
	}
}

// Hand pressure [T7]: 11 cards give 5, 12 give 6; a hand of 10 takes half
// the challenger's 7, rounded down: 3.
func TestHandPressure(t *testing.T) {
	for _, c := range []struct{ hand, give int }{{11, 5}, {12, 6}} {
		s := blank(t, Romans, Vikings)
		s.give(0, Cards{Clay: c.hand})
		s.phase = phMain
		play(t, s, 0, "end")
		play(t, s, 1, "challenge")
		for s.phase == phPressureGive {
			play(t, s, 0, "give:0")
		}
		if s.players[1].cards[Clay] != c.give || s.players[0].cards[Clay] != c.hand-c.give {
			t.Errorf("hand of %d gave %d, want %d", c.hand, s.players[1].cards[Clay], c.give)
		}
	}
	s := blank(t, Romans, Vikings)
	s.give(0, Cards{Clay: 10})
	s.give(1, Cards{Wood: 7})
	s.phase = phMain
	play(t, s, 0, "end")
	play(t, s, 1, "challenge")
	if s.players[0].cards[Wood] != 3 || s.players[1].cards[Wood] != 4 {
		t.Errorf("hand of 10 took %d of the challenger's 7, want 3", s.players[0].cards[Wood])
	}
}

// Bluff challenge [T8]: a caught lie costs the named card and one more at
// random; an honest claim makes the challenger give two at random.
func TestBluffChallenge(t *testing.T) {
	levy := func() *State {
		s := blank(t, Romans, Vikings)
		s.phase = phLevy
		play(t, s, 0, "levy:1:4") // iron
		return s
	}
	s := levy()
	s.give(1, Cards{Iron: 1, Wood: 2})
	play(t, s, 1, "none")
	evs := play(t, s, 0, "challenge")
	if s.players[0].cards.Total() != 2 || s.players[0].cards[Iron] != 1 {
		t.Errorf("a caught lie gave %v, want the iron and one more", s.players[0].cards)
	}
	for _, e := range evs {
		if e.Key == "gealias.ev.reveal" && !slices.Equal(e.To, []rules.Seat{0}) {
			t.Errorf("the reveal is shown to %v, want only the challenger", e.To)
		}
	}
	s = levy()
	s.give(0, Cards{Clay: 3})
	play(t, s, 1, "none")
	play(t, s, 0, "challenge")
	if s.players[1].cards.Total() != 2 || s.players[0].cards.Total() != 1 {
		t.Errorf("an honest claim: asked holds %d, challenger %d; want 2 and 1", s.players[1].cards.Total(), s.players[0].cards.Total())
	}
}

// Landing production [T9]: empty land, own tent, own fortress, an
// opponent's tent (its owner collects) and a gold land.
func TestLandingProduction(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.tokens[4], s.tokens[6], s.tokens[8] = Wood, Rock, Iron
	s.put(0, 4, false) // lands 6,7
	s.put(0, 6, true)  // lands 8,9
	s.put(1, 2, false) // lands 4,5
	s.players[1].land = 20
	for _, c := range []struct {
		from Land
		want Cards
		them Cards
	}{
		{1, Cards{Wood: 1}, Cards{}},  // from 1 to 2: empty land 2 holds what blank dealt; see below
		{3, Cards{}, Cards{Wood: 1}},  // opponent's tent on land 4
		{5, Cards{Rock: 1}, Cards{}},  // own tent on land 6
		{7, Cards{Iron: 2}, Cards{}},  // own fortress on land 8
		{11, Cards{Gold: 1}, Cards{}}, // gold land 12
	} {
		s2 := s.clone()
		s2.tokens[2] = Wood
		s2.players[0].land = c.from
		s2.roll = 1
		s2.phase = phMove
		play(t, s2, 0, "move:1")
		if s2.phase == phStake {
			play(t, s2, 0, "leave")
		}
		if s2.players[0].cards != c.want || s2.players[1].cards != c.them {
			t.Errorf("landing on %d: lander %v, owner %v; want %v and %v", c.from+1, s2.players[0].cards, s2.players[1].cards, c.want, c.them)
		}
	}
}

// Proximity theft [T10]: a fortress and a tent in one triangle: the
// fortress's owner takes 2 + 1, the tent's owner nothing.
func TestProximityTheft(t *testing.T) {
	s := blank(t, Romans, Vikings, Egypt)
	s.tokens[2] = Clay
	s.put(1, 0, true)
	s.put(2, 1, false)
	s.players[1].land, s.players[2].land = 20, 20
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	play(t, s, 0, "move:1")
	play(t, s, 0, "leave")
	if s.players[1].cards[Clay] != 3 || s.players[2].cards[Clay] != 0 {
		t.Errorf("fortress owner %d, tent owner %d; want 3 and 0", s.players[1].cards[Clay], s.players[2].cards[Clay])
	}
}

// Building [T11]: a tent costs 1 cattle, 2 clay, 2 wood on an empty dot
// beside your land; an upgrade 2 clay, 2 iron, 3 rock on your own tent;
// nothing without the cost, and no fortress built directly.
func TestBuildingCosts(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phMain
	if has(s, 0, "tent:0") {
		t.Error("a tent is offered without its cost")
	}
	if _, err := s.Apply(0, "tent:0", entropy(0)); err == nil {
		t.Error("a tent without its cost was accepted")
	}
	s.give(0, TentCost)
	play(t, s, 0, "tent:0")
	if s.players[0].cards.Total() != 2 || !s.built[0] {
		t.Errorf("after building: hand %v (want the two collected cards), built %v", s.players[0].cards, s.built[0])
	}
	if has(s, 0, "upgrade:0") {
		t.Error("an upgrade is offered without its cost")
	}
	s.give(0, FortressCost)
	play(t, s, 0, "upgrade:0")
	if !s.dots[0].Fortress || s.players[0].tentsOut != 0 || s.players[0].fortsOut != 1 {
		t.Errorf("after the upgrade: %+v, tents %d, forts %d", s.dots[0], s.players[0].tentsOut, s.players[0].fortsOut)
	}
	s.give(0, FortressCost)
	if has(s, 0, "upgrade:1") || has(s, 0, "tent:0") {
		t.Error("a fortress may be built on a dot that holds no tent of yours")
	}
}

// Gold market and bank [T12, T13]: 2 gold buy one resource on a gold land;
// the bank trades 3 identical resources for 1 on your own territory only,
// never gold.
func TestMarketAndBank(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phMain
	s.players[0].land = 12
	s.give(0, Cards{Gold: 3, Clay: 3})
	play(t, s, 0, "buy:4")
	if s.players[0].cards[Iron] != 1 || s.players[0].cards[Gold] != 1 {
		t.Errorf("after buying: %v", s.players[0].cards)
	}
	if has(s, 0, "bank:0:1") {
		t.Error("a bank trade is offered off the trader's territory")
	}
	s.players[0].land = 2
	s.put(0, 0, false)
	play(t, s, 0, "bank:0:1")
	if s.players[0].cards[Wood] != 1 || s.players[0].cards[Clay] != 0 {
		t.Errorf("after the bank trade: %v", s.players[0].cards)
	}
	s.give(0, Cards{Gold: 3})
	if has(s, 0, "bank:5:1") {
		t.Error("gold is offered to the bank")
	}
}

// Combat dice [T14, T15]: a Gealias against a Gealias 1 against 1; on its
// own tent 1 against 2; on its own fortress 2 against 3 (the rulebook's
// home-ground example).
func TestCombatDiceAndHomeGround(t *testing.T) {
	s := blank(t, Romans, Vikings)
	for _, c := range []struct {
		setup    func()
		att, def int
	}{
		{func() {}, 1, 1},
		{func() { s.put(1, 0, false) }, 1, 2},
		{func() { s.dots[0].Fortress = true }, 2, 3},
	} {
		c.setup()
		if a, d := s.gealiasDice(1, 2); a != c.att || d != c.def {
			t.Errorf("dice %d against %d, want %d against %d", a, d, c.att, c.def)
		}
	}
}

// The defender wins ties, and a defender who wins on its own structure
// takes a random card from the attacker [T14].
func TestDefenderWinsTies(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.players[0].land = 1
	s.give(0, Cards{Clay: 5})
	s.give(1, Cards{Clay: 5})
	s.put(1, 0, false)
	s.roll = 1
	s.phase = phMove
	evs := until(t, s, 0, "move:1", func(c *State) bool { return len(c.fights) > 0 && c.fights[0].winner == 1 })
	for _, e := range evs {
		if e.Key == "gealias.ev.fight" && e.Args[2].N >= e.Args[3].N && e.Args[4].N != 1 {
			t.Errorf("the attacker won with %d against %d", e.Args[2].N, e.Args[3].N)
		}
	}
	if s.players[0].cards.Total() != 4 || s.players[1].cards.Total() < 6 {
		t.Errorf("attacker %d, defender %d cards; want the defender paid one", s.players[0].cards.Total(), s.players[1].cards.Total())
	}
}

// Bankruptcy [T16]: a loser holding three cards or fewer sells a tent or
// downgrades a fortress before the winner's ability; with four, nothing.
func TestBankruptcy(t *testing.T) {
	for _, hand := range []int{3, 4} {
		s := blank(t, Egypt, Vikings)
		s.players[0].land = 1
		s.give(0, Cards{Wood: hand})
		s.put(0, 8, false)
		s.roll = 1
		s.phase = phMove
		until(t, s, 0, "move:1", func(c *State) bool { return len(c.fights) > 0 && c.fights[0].loser == 0 || c.phase == phSell })
		if (s.phase == phSell) != (hand == 3) {
			t.Errorf("loser with %d cards: phase %d", hand, s.phase)
		}
		if hand == 3 {
			play(t, s, 0, "sell:8")
			if s.built[8] || s.players[0].cards[Clay] != 2 {
				t.Errorf("after the sale: built %v, hand %v", s.built[8], s.players[0].cards)
			}
		}
	}
}

// Prison [T18]: a prisoner's turn is draw then play or burn; the ways out
// are two cards, a turn waited, or Escape; a prisoner does not fight.
func TestPrison(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phDraw
	s.players[0].prison = true
	s.give(0, Cards{Clay: 2})
	s.giveRed(0, CardEscape)
	for _, m := range []string{"pay", "escape", "wait"} {
		if !has(s, 0, m) {
			t.Errorf("a prisoner is not offered %q", m)
		}
	}
	c := s.clone()
	play(t, c, 0, "pay")
	if c.players[0].prison || c.HandSize(0) != 1 {
		t.Errorf("paying: prison %v, hand %d", c.players[0].prison, c.HandSize(0))
	}
	c = s.clone()
	c.deck = [NumCards]int{CardGoldVein: 1}
	play(t, c, 0, "wait")
	play(t, c, 0, "draw")
	if c.phase != phPressure || c.players[0].prison {
		t.Errorf("waiting: phase %d, prison %v; want the turn over and the prisoner free", c.phase, c.players[0].prison)
	}
	s.players[1].prison = true
	if _, ok := s.defenderAt(0, 2); ok {
		t.Error("a prisoner is made to fight")
	}
}

// Quarantine [T18]: a quarantined structure's production goes to whoever
// lands; it is freed after its owner's second turn.
func TestQuarantine(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.tokens[2] = Rock
	s.put(1, 0, true)
	s.dots[0].Quarantined = true
	s.players[1].land = 20
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	play(t, s, 0, "move:1")
	if s.players[0].cards[Rock] != 2 || s.players[1].cards[Rock] != 0 {
		t.Errorf("lander %d rock, owner %d; want 2 and 0", s.players[0].cards[Rock], s.players[1].cards[Rock])
	}
	s.turn = 1
	s.endTurn()
	if !s.dots[0].Quarantined {
		t.Error("freed after one turn")
	}
	s.turn = 1
	s.endTurn()
	if s.dots[0].Quarantined {
		t.Error("still quarantined after two turns")
	}
}

// The active player loses [T19]: the winner's ability resolves and the
// turn ends with no trading or building.
func TestActivePlayerLoses(t *testing.T) {
	s := blank(t, Romans, Egypt)
	s.players[0].land = 1
	s.give(0, Cards{Clay: 5})
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phPressure })
	if s.controls[0] != 1 {
		t.Errorf("Egypt's control of the loser is not set: %v", s.controls)
	}
}

// Nice try but don't cry [T20]: the defender cancels the fight; no dice,
// no ability; the landing resolves as if nobody fought.
func TestNiceTry(t *testing.T) {
	s := blank(t, Romans, Egypt)
	s.players[0].land = 1
	s.tokens[2] = Clay
	s.giveRed(1, CardNiceTry)
	s.roll = 1
	s.phase = phMove
	play(t, s, 0, "move:1")
	if asked(t, s) != 1 {
		t.Fatalf("the defender is not asked about Nice Try")
	}
	play(t, s, 1, "nicetry")
	if s.phase != phMain || len(s.fights) != 0 || s.players[0].cards[Clay] != 1 {
		t.Errorf("after Nice Try: phase %d, fights %v, lander %v", s.phase, s.fights, s.players[0].cards)
	}
}

// Phoenicians [T21]: the Phoenicians hold 4 and the loser 5; they take 5
// and give back 5 chosen from 9: both sizes stay.
func TestPhoenicianSeizure(t *testing.T) {
	s := blank(t, Phoenicians, Romans)
	s.tokens[2] = Wood
	s.give(0, Cards{Clay: 4})
	s.give(1, Cards{Iron: 5})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phPhoenician })
	for s.phase == phPhoenician {
		if s.players[0].cards[Clay] > 0 {
			play(t, s, 0, "back:0")
		} else {
			play(t, s, 0, "back:1")
		}
	}
	// The Phoenicians also won the battle land's one card.
	if s.HandSize(0) != 5 || s.HandSize(1) != 5 || s.players[0].cards[Iron] != 5 {
		t.Errorf("after the seizure: %v and %v", s.players[0].cards, s.players[1].cards)
	}
}

// Egypt [T22]: the loser's next turn is answered by Egypt, who chooses the
// movement die, takes the gains, and may play at most one red card.
func TestEgyptControl(t *testing.T) {
	s := blank(t, Romans, Egypt)
	s.controls[0] = 1
	s.giveRed(0, CardPrisonOrder)
	s.giveRed(0, CardQuarantineOrder)
	s.put(1, 0, false)
	s.startTurn(0)
	s.deck = [NumCards]int{CardGoldVein: 1}
	if asked(t, s) != 1 {
		t.Fatal("the controlled turn is not answered by Egypt")
	}
	if _, err := s.Apply(0, "draw", entropy(0)); err == nil {
		t.Error("the controlled player answered their own prompt")
	}
	play(t, s, 1, "draw")
	if s.players[1].cards[Gold] != 1 || s.players[0].cards[Gold] != 0 {
		t.Errorf("Gold Vein went to %v / %v, want Egypt", s.players[0].cards, s.players[1].cards)
	}
	if !has(s, 1, "roll:6") || has(s, 1, "roll") {
		t.Error("Egypt does not choose the movement die")
	}
	play(t, s, 1, "quarantine:0")
	if has(s, 1, "prison:1") {
		t.Error("a second red card is offered during Egypt's control")
	}
	if _, err := s.Apply(1, "prison:1", entropy(0)); err == nil {
		t.Error("a second red card was accepted during Egypt's control")
	}
}

// Native Americans [T25]: name a kind; the loser hands all of it over; a
// loser without it sells, and matching refunds are handed over; then the
// walk.
func TestNativeAmericans(t *testing.T) {
	s := blank(t, NativeAmericans, Romans)
	s.put(0, 4, false)
	s.put(1, 8, true)
	s.give(1, Cards{Wood: 4})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phNativeName })
	play(t, s, 0, "name:4") // iron
	play(t, s, 1, "none")
	play(t, s, 0, "believe")
	play(t, s, 1, "sell:8") // the fortress refunds 2 iron
	if s.players[0].cards[Iron] != 2 || s.phase != phNativeWalk {
		t.Errorf("iron handed over %d, phase %d", s.players[0].cards[Iron], s.phase)
	}
	play(t, s, 0, "walk:6")
	play(t, s, 0, "done")
	if l, _ := s.Gealias(0); l != 6 {
		t.Errorf("walked to %d, want 6", l)
	}
}

// Romans [T24]: a tent's tribute is the named resource, or a random card
// when the loser has none; a fortress's is two gold, or two random cards.
func TestRomanTribute(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.put(1, 4, false)
	s.put(1, 6, false)
	s.put(1, 8, true)
	s.give(1, Cards{Clay: 1, Gold: 1, Rock: 3})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phRomanName })
	play(t, s, 0, "name:0")
	play(t, s, 1, "give")
	play(t, s, 0, "name:1")
	play(t, s, 1, "none")
	play(t, s, 0, "believe")
	if got := s.players[1].cards.Total(); got != 1 {
		t.Errorf("the loser keeps %d cards, want 1", got)
	}
}

// Vikings [T23]: a castle raid wins on a tie of totals (3 dice against 2)
// and steals three cards.
func TestVikingCastleRaid(t *testing.T) {
	s := blank(t, Vikings, Romans)
	s.put(1, 8, true)
	s.give(1, Cards{Clay: 6})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phVikingRaid })
	before := s.players[0].cards.Total()
	until(t, s, 0, "raid:8", func(c *State) bool { return c.phase == phVikingMove })
	if s.players[0].cards.Total() != before+3 {
		t.Errorf("a successful raid stole %d cards, want 3", s.players[0].cards.Total()-before)
	}
}

// Shogunate [T26]: two more rolls, each move collecting as a landing.
func TestShogunateSwiftStrike(t *testing.T) {
	s := blank(t, Shogunate, Romans)
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phShogunMove })
	play(t, s, 0, "move:1")
	if s.phase != phShogunMove && s.phase != phShogunFight {
		t.Fatalf("after the first strike move: phase %d", s.phase)
	}
}

// Victory [T1, T2]: every piece on the board wins at once: 2 fortresses and
// 3 tents with 2-4 players, 2 and 2 with 5-6.
func TestVictory(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.put(0, 2, true)
	s.put(0, 4, true)
	s.put(0, 6, false)
	s.put(0, 8, false)
	s.phase = phMain
	s.give(0, TentCost)
	play(t, s, 0, "tent:0")
	if r := s.Result(); !r.Done || !slices.Equal(r.Winners, []rules.Seat{0}) {
		t.Errorf("2F+3T: result %+v", r)
	}
	if Tents(5) != 2 || Tents(4) != 3 {
		t.Errorf("tents owned: %d at 4, %d at 5", Tents(4), Tents(5))
	}
}

// Tie-breaks [T3]: points (fortress 2, tent 1), then gold, then resource
// cards, then a shared win.
func TestTieBreaks(t *testing.T) {
	s := blank(t, Romans, Vikings, Egypt)
	s.put(0, 2, true)
	s.put(1, 4, false)
	s.put(1, 6, false)
	s.give(0, Cards{Gold: 1})
	s.give(1, Cards{Gold: 2})
	s.endByRounds()
	if r := s.Result(); !slices.Equal(r.Winners, []rules.Seat{1}) || r.TieBreak.Key != "gealias.tie.gold" {
		t.Errorf("by gold: %+v", r)
	}
	s = blank(t, Romans, Vikings)
	s.endByRounds()
	if r := s.Result(); len(r.Winners) != 2 || r.TieBreak.Key != "gealias.tie.shared" {
		t.Errorf("shared: %+v", r)
	}
}

// Bank trade with consent (English only, E343): on another's territory the
// owner may allow a bank trade; refused, nothing changes.
func TestBankTradeWithConsent(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phMain
	s.put(1, 0, false)
	s.give(0, Cards{Rock: 3})
	if has(s, 0, "bank:2:0") {
		t.Error("a bank trade is offered on another's territory without consent")
	}
	c := s.clone()
	play(t, c, 0, "askbank:1:2:0")
	play(t, c, 1, "refuse")
	if c.players[0].cards != (Cards{Rock: 3}) {
		t.Errorf("a refused trade changed the hand: %v", c.players[0].cards)
	}
	play(t, s, 0, "askbank:1:2:0")
	if o, ok := s.OpenOffer(); !ok || o != (Offer{Trader: 0, Partner: 1, Cards: Cards{Rock: 3}, Get: Clay, Bank: true}) {
		t.Errorf("the owner asked to allow %+v, %v", o, ok)
	}
	play(t, s, 1, "accept")
	if s.players[0].cards != (Cards{Clay: 1}) {
		t.Errorf("an allowed trade gave %v", s.players[0].cards)
	}
}

// Player trades [T13]: only with the owner of the territory you stand on,
// three cards for one, at most three a turn. The three need not be alike
// (the book's "3 Cards for 1 Card", against the bank's "3 Identical
// Resources"): here three trades give a mix each time.
func TestPlayerTrade(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phMain
	s.give(0, Cards{Rock: 4, Clay: 3, Wood: 3, Gold: 2})
	s.give(1, Cards{Iron: 5})
	if has(s, 0, "trade:1:4") {
		t.Error("a trade is offered off the owner's territory")
	}
	s.put(1, 0, false)
	for _, gives := range [][]Kind{{Rock, Clay, Wood}, {Gold, Rock, Rock}, {Clay, Wood, Gold}} {
		offer(t, s, 0, 1, Iron, gives...)
		play(t, s, 1, "accept")
	}
	if s.players[0].cards != (Cards{Rock: 1, Clay: 1, Wood: 1, Iron: 3}) || s.players[1].cards != (Cards{Rock: 3, Clay: 2, Wood: 2, Gold: 2, Iron: 2}) {
		t.Errorf("after three trades: %v and %v", s.players[0].cards, s.players[1].cards)
	}
	if has(s, 0, "trade:1:4") || has(s, 0, "trade:1:0") {
		t.Error("a fourth trade is offered")
	}
	if _, err := s.Apply(0, "trade:1:4", entropy(1)); err == nil {
		t.Error("a fourth trade is applied")
	}
}

// Player trades (G6, G7): any three of the trader's resource and gold
// cards, mixed, for one card of the kind named; red cards are not traded,
// nor is the kind asked for among the three. The offer is made card by
// card and reaches the owner once three are on it.
func TestPlayerTradeMixed(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phMain
	s.put(1, 0, false)
	s.give(0, Cards{Wood: 1, Clay: 1, Gold: 1, Iron: 2})
	s.giveRed(0, CardEscape)
	s.give(1, Cards{Iron: 1})
	if !has(s, 0, "trade:1:4") {
		t.Fatal("one wood, one clay and one gold do not buy an iron")
	}
	play(t, s, 0, "trade:1:4")
	if s.phase != phTradeGive {
		t.Fatalf("opening the offer: phase %d", s.phase)
	}
	if d := s.Decision(); d.Kind != TradeGive || d.Other != 1 || d.Get != Iron || d.Count != 3 || len(d.Choices) != 4 {
		t.Fatalf("the offer's first card: %+v", d)
	}
	if has(s, 0, "put:4") {
		t.Error("the kind asked for may be put on its own offer")
	}
	for _, m := range []string{"put:1", "put:0"} {
		play(t, s, 0, m)
	}
	if has(s, 0, "put:1") || !has(s, 0, "put:5") {
		t.Error("after a wood and a clay: a second wood offered, or the gold not")
	}
	// Every seat's view shows what lies on the offer, and what is to come.
	if o, ok := s.View(1).(*State).OpenOffer(); !ok || o != (Offer{Trader: 0, Partner: 1, Cards: Cards{Wood: 1, Clay: 1}, Get: Iron, ToPut: 1}) {
		t.Errorf("the offer half made, seen by the owner: %+v, %v", o, ok)
	}
	evs := play(t, s, 0, "put:5")
	if s.phase != phTradeReply || len(evs) != 1 || evs[0].Key != "gealias.ev.offer_mixed" {
		t.Fatalf("after the third card: phase %d, events %v", s.phase, evs)
	}
	if d := s.Decision(); d.Kind != TradeReply || d.Seat != 1 || d.Other != 0 || d.Offer != (Cards{Wood: 1, Clay: 1, Gold: 1}) || d.Get != Iron {
		t.Fatalf("the owner is asked %+v", d)
	}
	if p := s.Prompts()[0]; p.Ask.Key != "gealias.ask.trade_mixed" {
		t.Errorf("the owner is asked %s", p.Ask.Key)
	}
	if o, ok := s.View(1).(*State).OpenOffer(); !ok || o != (Offer{Trader: 0, Partner: 1, Cards: Cards{Wood: 1, Clay: 1, Gold: 1}, Get: Iron}) {
		t.Errorf("the offer made, seen by the owner: %+v, %v", o, ok)
	}
	evs = play(t, s, 1, "accept")
	if _, ok := s.OpenOffer(); ok {
		t.Error("an offer is still open after the trade")
	}
	if s.players[0].cards != (Cards{Iron: 3}) || len(s.players[0].red) != 1 || s.players[1].cards != (Cards{Wood: 1, Clay: 1, Gold: 1}) {
		t.Errorf("after the trade: %v %v and %v", s.players[0].cards, s.players[0].red, s.players[1].cards)
	}
	if len(evs) != 1 || evs[0].Key != "gealias.ev.traded_mixed" || s.phase != phMain || s.trades != 1 {
		t.Errorf("after the trade: events %v, phase %d, %d trades", evs, s.phase, s.trades)
	}
	if e := invariant(s); e != nil {
		t.Error(e)
	}
}

// The owner may refuse a mixed offer: nothing changes hands, and it is
// not one of the turn's three. An offer taken back half made is no offer.
func TestPlayerTradeRefusedOrWithdrawn(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phMain
	s.put(1, 0, false)
	s.give(0, Cards{Wood: 2, Cattle: 1})
	s.give(1, Cards{Iron: 1})
	offer(t, s, 0, 1, Iron, Wood, Cattle, Wood)
	if p := s.Prompts()[0]; p.Ask.Key != "gealias.ask.trade_two" {
		t.Errorf("the owner is asked %s", p.Ask.Key)
	}
	play(t, s, 1, "refuse")
	if s.players[0].cards != (Cards{Wood: 2, Cattle: 1}) || s.players[1].cards != (Cards{Iron: 1}) || s.phase != phMain || s.trades != 0 {
		t.Errorf("after the refusal: %v and %v, phase %d, %d trades", s.players[0].cards, s.players[1].cards, s.phase, s.trades)
	}
	offer(t, s, 0, 1, Iron, Cattle)
	evs := play(t, s, 0, "withdraw")
	if s.phase != phMain || s.pending.tradeOffer != (Cards{}) || s.players[0].cards != (Cards{Wood: 2, Cattle: 1}) || len(evs) != 1 {
		t.Errorf("after taking the offer back: phase %d, offer %v, hand %v", s.phase, s.pending.tradeOffer, s.players[0].cards)
	}
}

// A trade the trader cannot pay is refused: fewer than three cards other
// than the kind asked for (red cards are not counted), a card not held,
// a second card of a kind held once, the kind asked for itself.
func TestPlayerTradeUnpaid(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phMain
	s.put(1, 0, false)
	s.give(0, Cards{Wood: 1, Gold: 1, Iron: 1})
	s.giveRed(0, CardEscape)
	s.give(1, Cards{Iron: 1, Rock: 1})
	if has(s, 0, "trade:1:4") {
		t.Error("a wood and a gold (and a red card) are offered for an iron")
	}
	if _, err := s.Apply(0, "trade:1:4", entropy(1)); err == nil {
		t.Error("an offer of two cards for an iron is applied")
	}
	play(t, s, 0, "trade:1:2") // wood, gold and iron for a rock
	for _, m := range []string{"put:3", "put:2", "put:7", "put:x", "put", "accept"} {
		c := s.clone()
		if _, err := s.Apply(0, rules.Move(m), entropy(2)); err == nil {
			t.Errorf("%q is applied on the offer", m)
		} else if c.Hash() != s.Hash() {
			t.Errorf("the refused %q changed the state", m)
		}
	}
	play(t, s, 0, "put:1")
	if _, err := s.Apply(0, "put:1", entropy(3)); err == nil {
		t.Error("a second wood is put on the offer from a hand of one")
	}
	if _, err := s.Apply(1, "put:5", entropy(3)); err == nil {
		t.Error("the owner puts a card on the trader's offer")
	}
}

// A Gealias fight the dice tie goes to the defender [T14].
func TestGealiasFightTieToDefender(t *testing.T) {
	for i := range 200 {
		s := blank(t, Romans, Vikings)
		s.players[0].land = 1
		s.give(0, Cards{Clay: 5})
		s.roll = 1
		s.phase = phMove
		evs, err := s.Apply(0, "move:1", entropy(i))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if e.Key == "gealias.ev.fight" && e.Args[2].N == e.Args[3].N {
				if s.fights[0].winner != 1 {
					t.Fatalf("a tie %d-%d went to the attacker", e.Args[2].N, e.Args[3].N)
				}
				return
			}
		}
	}
	t.Fatal("no tie in 200 fights")
}

// Shogunate: it may build where its strike stops (E472).
func TestShogunateBuildsDuringStrike(t *testing.T) {
	s := blank(t, Shogunate, Romans)
	s.players[1].land = 20
	s.chainSeat = 0
	s.fights = []fight{{attacker: 1, defender: 0, winner: 0, loser: 1, land: 2}}
	s.give(0, TentCost)
	s.roll = 1
	s.players[0].land = 1
	s.phase = phShogunMove
	play(t, s, 0, "move:1")
	if !has(s, 0, "tent:0") {
		t.Fatalf("no tent offered at the stop: %v", s.Prompts())
	}
	play(t, s, 0, "tent:0")
	if !s.built[0] {
		t.Error("the tent was not built")
	}
}

// Romans: a loser with no cards first sells (the bankruptcy rule), then
// pays tribute from the refund.
func TestRomanTributeAfterBankruptcy(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.tokens[2] = Wood
	s.put(1, 8, true)
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phSell })
	play(t, s, 1, "sell:8") // downgrade: 2 clay, 2 iron, 3 rock back; one tent left
	play(t, s, 0, "name:0")
	play(t, s, 1, "give")
	if s.players[0].cards != (Cards{Clay: 1, Wood: 1}) || s.players[1].cards.Total() != 6 {
		t.Errorf("after the tribute: Romans %v, loser %v", s.players[0].cards, s.players[1].cards)
	}
}

// Hidden hands [§4]: a view keeps the sizes but not the cards of other
// hands, and the deck's make-up does not tell which red cards they hold.
func TestHiddenHands(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.give(0, Cards{Clay: 2, Gold: 1})
	s.giveRed(0, CardEscape)
	deck, _ := s.DeckSize()
	v := s.View(1).(*State)
	if _, _, ok := v.Hand(0); ok {
		t.Error("seat 1 sees seat 0's hand")
	}
	if v.HandSize(0) != 4 || v.RedCount(0) != 1 {
		t.Errorf("hand sizes in the view: %d and %d red", v.HandSize(0), v.RedCount(0))
	}
	if d, _ := v.DeckSize(); d != deck {
		t.Errorf("the view's deck holds %d, want %d", d, deck)
	}
	if v.deck[CardEscape] != CardCounts[CardEscape]-s.discard[CardEscape] {
		t.Errorf("the view's deck counts %d Escapes: the one held is given away", v.deck[CardEscape])
	}
	if _, _, ok := s.View(0).(*State).Hand(0); !ok {
		t.Error("seat 0 does not see its own hand")
	}
	d := v.Determinize(1, rules.NewRand(rules.Seed{})).(*State)
	if d.HandSize(0) != 4 || d.RedCount(0) != 1 || invariant(d) != nil {
		t.Errorf("determinized: hand %d, red %d, invariant %v", d.HandSize(0), d.RedCount(0), invariant(d))
	}
	// Egypt sees the hand it controls.
	s.players[1].civ = Egypt
	s.egypt = 1
	if _, _, ok := s.View(1).(*State).Hand(0); !ok {
		t.Error("Egypt does not see the controlled hand")
	}
}

// shogunStrike is a Shogunate (seat 0, holding mine) in a swift strike
// after beating the Romans (seat 1, holding theirs, whose tent stands at
// intersection 0), one land from that territory.
func shogunStrike(t *testing.T, mine, theirs Cards) *State {
	t.Helper()
	s := blank(t, Shogunate, Romans)
	s.put(1, 0, false)
	s.players[1].land = 20
	s.give(0, mine)
	s.give(1, theirs)
	s.chainSeat = 0
	s.fights = []fight{{attacker: 0, defender: 1, winner: 0, loser: 1, land: 2}}
	s.pending.rolls = 1
	s.roll = 1
	s.players[0].land = 1
	s.phase = phShogunMove
	return s
}

// Shogunate: trading with a territory's owner at a stop ends the strike
// (E474).
func TestShogunateTradeEndsStrike(t *testing.T) {
	s := shogunStrike(t, Cards{Rock: 3}, Cards{Iron: 1})
	play(t, s, 0, "move:1")
	play(t, s, 0, "leave") // the strike may fight for the tent's share (E472)
	offer(t, s, 0, 1, Iron, Rock, Rock, Rock)
	play(t, s, 1, "accept")
	if s.chainSeat != -1 || s.phase != phMain || s.players[0].cards[Iron] != 1 {
		t.Errorf("after the trade: strike %d, phase %d, hand %v", s.chainSeat, s.phase, s.players[0].cards)
	}
}

// Vikings: after a successful raid the Viking may take the captive along
// (E441).
func TestVikingTakesCaptive(t *testing.T) {
	s := blank(t, Vikings, Romans)
	s.put(1, 8, true)
	s.give(1, Cards{Clay: 6})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phVikingRaid })
	until(t, s, 0, "raid:8", func(c *State) bool { return c.phase == phVikingMove })
	play(t, s, 0, "take:10") // intersection 8 touches lands 10 and 11
	if l, _ := s.Gealias(0); l != 10 {
		t.Errorf("the Viking stands on %d, want 10", l)
	}
	if l, _ := s.Gealias(1); l != 10 {
		t.Errorf("the captive stands on %d, want 10", l)
	}
}

// Vikings: a raided loser who cannot pay sells or downgrades first (E449).
func TestVikingRaidDebtSale(t *testing.T) {
	s := blank(t, Vikings, Romans)
	s.put(1, 8, true)
	s.put(1, 10, false)
	s.give(1, Cards{Clay: 4}) // more than 3: no bankruptcy sale after the fight
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phVikingRaid })
	s.players[1].cards = Cards{}
	s.bank[Clay] += 4
	until(t, s, 0, "raid:8", func(c *State) bool { return c.phase == phSell })
	play(t, s, 1, "sell:10")
	if s.phase != phVikingMove || s.players[0].cards.Total() < 3 {
		t.Errorf("after the sale: phase %d, Vikings hold %v", s.phase, s.players[0].cards)
	}
}

// Prison: the Escape card frees the Gealias at once and the turn is
// normal; a prisoner who waits cannot roll, move or fight.
func TestPrisonEscapeAndRefusals(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.phase = phDraw
	s.players[0].prison = true
	s.giveRed(0, CardEscape)
	c := s.clone()
	play(t, c, 0, "escape")
	if c.players[0].prison || c.RedCount(0) != 0 || !has(c, 0, "draw") {
		t.Errorf("after Escape: prison %v, red %d", c.players[0].prison, c.RedCount(0))
	}
	play(t, s, 0, "wait")
	for _, m := range []string{"roll", "move:1", "fight", "tent:0"} {
		if _, err := s.Apply(0, rules.Move(m), entropy(0)); err == nil {
			t.Errorf("a prisoner's %q was accepted", m)
		}
	}
}

// Vikings: a tent raid compares the higher of two dice with the tent's die
// and a tie goes to the tent, ending the raid [T23].
func TestVikingTentRaidTie(t *testing.T) {
	for i := range 300 {
		s := blank(t, Vikings, Romans)
		s.put(1, 8, false)
		s.put(1, 10, false)
		s.give(1, Cards{Clay: 8})
		s.fights = []fight{{attacker: 0, defender: 1, winner: 0, loser: 1, land: 2}}
		s.phase = phVikingRaid
		evs, err := s.Apply(0, "raidtents", entropy(i))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if e.Key == "gealias.ev.raid" && e.Args[2].N == e.Args[3].N {
				if s.phase == phVikingMove || s.players[0].cards.Total() > 2 {
					t.Fatalf("a tie %d-%d did not end the raid: phase %d", e.Args[2].N, e.Args[3].N, s.phase)
				}
				return
			}
		}
	}
	t.Fatal("no tied tent raid in 300 tries")
}

// Interference [T17]: a third Gealias arriving where two stand fights the
// one that won the last fight there.
func TestThirdGealiasFightsLastWinner(t *testing.T) {
	s := blank(t, Romans, Vikings, Egypt)
	s.players[2].land = 20
	s.players[0].land = 1
	s.give(0, Cards{Clay: 5})
	s.give(1, Cards{Clay: 5})
	s.roll = 1
	s.phase = phMove
	// Seat 0 attacks seat 1 and wins: seat 0 now holds land 2.
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phMain }) // won: the Romans find no tribute due
	if hs := s.Holders(2); hs[0] != 0 {
		t.Fatalf("holders after the fight %v, want the winner first", hs)
	}
	if d, _ := s.defenderAt(2, 2); d != 0 {
		t.Errorf("a third arrival would fight %d, want the last winner 0", d)
	}
}

// A player who wins in defence out of turn uses their ability and then
// plays their own next turn normally (the Arabic, A143; the English says it
// is skipped).
func TestAbsentWinnerKeepsTurn(t *testing.T) {
	s := blank(t, Romans, Egypt)
	s.players[0].land = 1
	s.give(0, Cards{Clay: 5})
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phPressure })
	play(t, s, 1, "pass")
	if s.turn != 1 || s.phase != phDraw {
		t.Errorf("after the defence: turn %d, phase %d; want seat 1 to draw", s.turn, s.phase)
	}
}

// Native Americans: a withheld kind, challenged, costs all of it and one
// more card [T25, G16].
func TestNativeAmericansBluffCaught(t *testing.T) {
	s := blank(t, NativeAmericans, Romans)
	s.give(1, Cards{Iron: 3, Wood: 2})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phNativeName })
	before := s.players[0].cards.Total()
	play(t, s, 0, "name:4")
	play(t, s, 1, "none")
	play(t, s, 0, "challenge")
	if s.players[1].cards[Iron] != 0 || s.players[0].cards.Total() != before+4 {
		t.Errorf("caught: loser %v, Native Americans gained %d (want 4)", s.players[1].cards, s.players[0].cards.Total()-before)
	}
	if s.phase != phNativeWalk {
		t.Errorf("the walk does not follow: phase %d", s.phase)
	}
}

// Phoenicians: after the seizure they may trade at once (the Arabic, A149),
// with the owner of the territory they stand on, out of turn.
func TestPhoenicianTradeAfterSeizure(t *testing.T) {
	s := blank(t, Romans, Phoenicians, Vikings)
	s.put(2, 0, false)
	s.players[2].land = 20
	s.give(1, Cards{Rock: 3})
	s.give(2, Cards{Iron: 1})
	s.fights = []fight{{attacker: 0, defender: 1, winner: 1, loser: 0, land: 2}}
	s.phase = phAbilityMain
	offer(t, s, 1, 2, Iron, Rock, Rock, Rock)
	play(t, s, 2, "accept")
	if s.phase != phAbilityMain || s.players[1].cards != (Cards{Iron: 1}) {
		t.Fatalf("after the trade: phase %d, hand %v", s.phase, s.players[1].cards)
	}
	play(t, s, 1, "done")
	if s.phase != phPressure {
		t.Errorf("the active loser's turn did not end: phase %d", s.phase)
	}
}

// Player trades [G6]: an ability's trades (the Phoenicians' after a
// seizure) are a window of their own, three at most, and leave the
// trade-and-build phase its three.
func TestAbilityTradesLeaveTheTurnsThree(t *testing.T) {
	s := blank(t, Phoenicians, Romans, Vikings)
	s.tokens[2] = Wood
	s.put(2, 0, false)
	s.players[2].land = 20
	s.give(0, Cards{Rock: 18})
	s.give(1, Cards{Wood: 2})
	s.give(2, Cards{Iron: 6})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phPhoenician })
	for s.phase == phPhoenician {
		play(t, s, 0, "back:1")
	}
	tradeThrice(t, s, 2, "trade:2:4", "of the seizure")
	if has(s, 0, "trade:2:4") {
		t.Error("a fourth trade is offered after the seizure")
	}
	play(t, s, 0, "done")
	if s.phase != phMain {
		t.Fatalf("the winner's turn did not go on: phase %d", s.phase)
	}
	tradeThrice(t, s, 2, "trade:2:4", "of the turn, after the seizure's three,")
	if has(s, 0, "trade:2:4") || s.players[0].cards[Iron] != 6 {
		t.Errorf("after six trades: a seventh offered %v, hand %v", has(s, 0, "trade:2:4"), s.players[0].cards)
	}
}

// tradeThrice has seat 0 open the offer trade three times, putting three
// rock on it, each accepted by partner, and fails when one is not offered
// (when says which three).
func tradeThrice(t *testing.T, s *State, partner rules.Seat, trade, when string) {
	t.Helper()
	for i := range 3 {
		if !has(s, 0, trade) {
			t.Fatalf("trade %d %s is not offered (phase %d)", i+1, when, s.phase)
		}
		play(t, s, 0, trade)
		for range OfferSize {
			play(t, s, 0, "put:"+itoa(int(Rock)))
		}
		play(t, s, partner, "accept")
	}
}

// A trade in a swift strike is the strike's, not the turn's: the active
// Shogunate still has its three afterwards, and a strike out of turn
// leaves the active turn's count untouched [G6].
func TestStrikeTradeIsNotTheTurns(t *testing.T) {
	s := shogunStrike(t, Cards{Rock: 12}, Cards{Iron: 4})
	play(t, s, 0, "move:1")
	play(t, s, 0, "leave") // the strike may fight for the tent's share (E472)
	offer(t, s, 0, 1, Iron, Rock, Rock, Rock)
	play(t, s, 1, "accept")
	tradeThrice(t, s, 1, "trade:1:4", "of the turn, after the strike's trade,")

	// Out of turn: the Shogunate defended against the active Romans and
	// trades with them in its strike. The Romans' turn ends (they lost),
	// so only the count shows it: it must stay the turn's own.
	s = blank(t, Romans, Shogunate)
	s.put(0, 0, false)
	s.players[0].land = 20
	s.give(1, Cards{Rock: 3})
	s.give(0, Cards{Iron: 1})
	s.chainSeat = 1
	s.fights = []fight{{attacker: 0, defender: 1, winner: 1, loser: 0, land: 20}}
	s.pending.rolls = 1
	s.roll = 1
	s.players[1].land = 1
	s.phase = phShogunMove
	play(t, s, 1, "move:1")
	play(t, s, 1, "leave")
	offer(t, s, 1, 0, Iron, Rock, Rock, Rock)
	play(t, s, 0, "accept")
	if s.players[1].cards[Iron] != 1 || s.phase != phPressure {
		t.Fatalf("after the strike's trade: hand %v, phase %d", s.players[1].cards, s.phase)
	}
	if s.trades != 0 || s.abilityTrades != 0 {
		t.Errorf("the Romans' turn counts %d trades, the closed window %d", s.trades, s.abilityTrades)
	}
}

// Determinize keeps what the seat saw: cards it traded or gave to a
// rival stay in that rival's dealt hand, red cards included, and the view
// carries no other seat's knowledge.
func TestDeterminizeKeepsWhatTheSeatSaw(t *testing.T) {
	s := blank(t, Romans, Vikings, Egypt)
	s.put(1, 0, false)
	s.players[2].land = 20
	s.give(0, Cards{Rock: 3, Clay: 9})
	s.giveRed(0, CardNiceTry)
	s.give(1, Cards{Iron: 1})
	s.give(2, Cards{Rock: 10, Wood: 10})
	for range 3 {
		s.giveRed(2, CardEscape)
	}
	s.phase = phMain
	offer(t, s, 0, 1, Iron, Rock, Rock, Rock)
	play(t, s, 1, "accept")
	play(t, s, 0, "end")
	play(t, s, 1, "challenge")
	play(t, s, 0, "givered:"+itoa(int(CardNiceTry)))
	for s.phase == phPressureGive {
		play(t, s, 0, "give:0")
	}
	want, wantRed, _ := s.Hand(1)
	if want != (Cards{Clay: 4, Rock: 3}) || len(wantRed) != 1 {
		t.Fatalf("seat 1 holds %v and %v", want, wantRed)
	}
	view := s.View(0).(*State)
	for seed := range 30 {
		d := view.Determinize(0, rules.NewRand(rules.Seed{byte(seed)})).(*State)
		got, red, _ := d.Hand(1)
		if got != want || !slices.Equal(red, wantRed) {
			t.Fatalf("seed %d: seat 0 gave seat 1 %v and %v, its deal has %v and %v", seed, want, wantRed, got, red)
		}
		if d.HandSize(2) != s.HandSize(2) || d.RedCount(2) != 3 {
			t.Fatalf("seed %d: seat 2 dealt %d cards, %d red", seed, d.HandSize(2), d.RedCount(2))
		}
	}
	// Seat 2 saw the trade, not what was given in the challenge; and it
	// is not told what seat 0 knows.
	v2 := s.View(2).(*State)
	if k := v2.seenBy(2, 1); k.cards != ([NumKinds]int8{Rock: 3}) || k.red != ([NumCards]int8{}) {
		t.Errorf("seat 2 is sure of %v and %v in seat 1's hand", k.cards, k.red)
	}
	if k := v2.seenBy(0, 1); *k != (seen{}) {
		t.Errorf("seat 2's view tells what seat 0 knows: %v", *k)
	}
}
