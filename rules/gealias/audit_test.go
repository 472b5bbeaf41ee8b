// Audit: rules checked against the rulebook (shared/rulebooks/gealias.md),
// each test naming the section it holds the code to.
package gealias

import "testing"

// Egypt, Mind Control (§10.2, Restrictions): "Max 1 Red Card may be used
// from their hand." Escape played from the controlled hand to leave prison
// is that one card: no second red card may follow in the same turn.
func TestAuditEgyptEscapeIsTheOneRedCard(t *testing.T) {
	s := blank(t, Romans, Egypt, Vikings)
	s.controls[0] = 1
	s.players[0].prison = true
	s.giveRed(0, CardEscape)
	s.giveRed(0, CardPrisonOrder)
	s.startTurn(0)
	s.deck = [NumCards]int{CardGoldVein: 1}
	play(t, s, 1, "escape")
	play(t, s, 1, "draw")
	if s.phase != phRoll {
		t.Fatalf("phase %d, want the roll", s.phase)
	}
	if has(s, 1, "prison:2") {
		t.Error("§10.2 Egypt: a second red card (Prison Order) is offered after Escape was played from the controlled hand; the book allows at most one")
	}
}

// Egypt, Mind Control (§10.2): "Any resources gained during that turn go
// to Egypt." A controlled Roman who wins a fight in that turn: the two gold
// of a fortress's tribute are gained in it, so Egypt takes them.
func TestAuditEgyptTakesRomanGoldTribute(t *testing.T) {
	s := blank(t, Romans, Egypt, Vikings)
	s.controls[0] = 1
	s.tokens[2] = Wood
	s.put(2, 8, true)
	s.give(2, Cards{Gold: 2, Wood: 3})
	s.players[1].land = 20
	s.players[0].land = 1
	s.startTurn(0)
	s.phase = phRoll
	play(t, s, 1, "roll:1")
	until(t, s, 1, "move:1", func(c *State) bool { return len(c.fights) == 0 && c.phase == phMain })
	if s.players[0].cards[Gold] != 0 || s.players[1].cards[Gold] != 2 {
		t.Errorf("§10.2 Egypt: the tribute's gold went to the controlled Romans (%d) and Egypt (%d); the book sends every gain of the controlled turn to Egypt",
			s.players[0].cards[Gold], s.players[1].cards[Gold])
	}
}

// Egypt, Mind Control (§10.2): the same for a controlled Native American
// whose named kind is handed over after the loser's forced sale (§10.3).
func TestAuditEgyptTakesNativeHandOverAfterSale(t *testing.T) {
	s := blank(t, NativeAmericans, Egypt, Romans)
	s.controls[0] = 1
	s.put(2, 8, true)
	s.give(2, Cards{Wood: 4})
	s.players[1].land = 20
	s.players[0].land = 1
	s.startTurn(0)
	s.phase = phRoll
	play(t, s, 1, "roll:1")
	until(t, s, 1, "move:1", func(c *State) bool { return c.phase == phNativeName })
	play(t, s, 1, "name:4") // iron
	play(t, s, 2, "none")
	play(t, s, 1, "believe")
	na, eg := s.players[0].cards[Iron], s.players[1].cards[Iron]
	play(t, s, 2, "sell:8") // the downgrade refunds 2 iron
	if got, egypt := s.players[0].cards[Iron]-na, s.players[1].cards[Iron]-eg; got != 0 || egypt != 2 {
		t.Errorf("§10.2 Egypt: the iron handed over went to the controlled Native Americans (%d) and Egypt (%d); the book sends every gain of the controlled turn to Egypt",
			got, egypt)
	}
}

// Shogunate, Swift Strike (§10.6 Note): "You do not fight structures
// unless you choose to": a stop on another's structure offers the fight for
// its share.
func TestAuditStrikeMayFightStructures(t *testing.T) {
	s := blank(t, Shogunate, Romans)
	s.players[1].land = 20
	s.put(1, 0, false) // lands 2 and 3
	s.chainSeat = 0
	s.fights = []fight{{attacker: 1, defender: 0, winner: 0, loser: 1, land: 20}}
	s.pending.rolls = 1
	s.roll = 1
	s.players[0].land = 1
	s.phase = phShogunMove
	play(t, s, 0, "move:1")
	if !has(s, 0, "fight:0") {
		t.Fatalf("§10.6 Shogunate: no fight offered for the Romans' tent where the strike stopped (prompts %v); the book lets the Shogun choose to fight structures", s.Prompts())
	}
	play(t, s, 0, "leave")
	if s.players[1].cards.Total() != 1 || (s.phase != phShogunMove && s.phase != phShogunStop) {
		t.Errorf("after leaving the share: owner %v, phase %d; want the owner paid and the strike going on", s.players[1].cards, s.phase)
	}
}

// Proximity rule (§5, Resource Theft, Combat Implication): "If a player
// attacks this location, they fight for the Fortress's resources first,
// then the stolen Tent resource."
func TestAuditFortressShareFoughtBeforeStolenShare(t *testing.T) {
	s := blank(t, Romans, Vikings, Egypt)
	s.tokens[2] = Clay
	s.put(2, 0, false) // the tent, whose share the fortress takes
	s.put(1, 1, true)
	s.players[1].land, s.players[2].land = 20, 20
	s.give(0, Cards{Wood: 4})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	play(t, s, 0, "move:1")
	var stolen, own int = -1, -1
	for i, st := range s.pending.stakes {
		if st.amount == 1 {
			stolen = i
		} else {
			own = i
		}
	}
	if stolen < 0 || own < 0 {
		t.Fatalf("stakes %v", s.pending.stakes)
	}
	if has(s, 0, "fight:"+itoa(stolen)) {
		t.Errorf("§5 proximity: the fight for the stolen tent share is offered before the fortress's own share was fought for")
	}
	play(t, s, 0, "fight:"+itoa(own))
	if !has(s, 0, "fight:"+itoa(stolen)) {
		t.Errorf("§5 proximity: after the fortress's share, the stolen tent share is not offered")
	}
}

// Interference (§8, Gealias vs. Gealias): "If a third Gealias arrives at
// an occupied space, they must fight the winner of the previous standoff."
// A defender who wins keeps the land ahead of a Gealias that stood there
// without fighting.
func TestAuditThirdArrivalFightsWinningDefender(t *testing.T) {
	s := blank(t, Romans, Vikings, Egypt, Shogunate)
	// Seats 1 and 2 stand on land 2, seat 1 ahead (placed first).
	s.players[3].land = 20
	s.players[0].land = 1
	s.give(0, Cards{Clay: 5})
	s.give(1, Cards{Clay: 5})
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return len(c.fights) > 0 && c.fights[0].winner == 1 })
	if d, _ := s.defenderAt(3, 2); d != 1 {
		t.Errorf("§8 interference: a third arrival would fight seat %d, want seat 1, the winner of the last fight there (holders %v)", d, s.Holders(2))
	}
}

// Native Americans' walk (§10.3: "collect its resources") collects as a
// landing on their own structures would (NOTES G25), so the proximity rule
// (§5: "the Fortress 'steals' the Tent's production ... The Tent produces
// nothing") holds: their tent beside another's fortress yields nothing,
// their fortress beside another's tent yields 2 + 1.
func TestAuditNativeWalkKeepsProximityRule(t *testing.T) {
	for _, c := range []struct {
		name string
		put  func(s *State)
		land Land
		want int
	}{
		{"own tent beside the Romans' fortress", func(s *State) { s.put(0, 0, false); s.put(1, 1, true) }, 2, 0},
		{"own fortress beside the Romans' tent", func(s *State) { s.put(0, 0, true); s.put(1, 1, false) }, 2, 3},
	} {
		s := blank(t, NativeAmericans, Romans, Vikings)
		s.tokens[2] = Clay
		c.put(s)
		s.players[1].land = 22
		s.players[2].land = 20
		s.give(2, Cards{Wood: 4})
		s.players[0].land = 19
		s.roll = 1
		s.phase = phMove
		until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phNativeName })
		play(t, s, 0, "name:4") // iron
		play(t, s, 2, "none")
		play(t, s, 0, "believe")
		if s.phase != phNativeWalk {
			t.Fatalf("%s: phase %d, want the walk", c.name, s.phase)
		}
		before := s.players[0].cards[Clay]
		play(t, s, 0, "walk:"+itoa(int(c.land)))
		if got := s.players[0].cards[Clay] - before; got != c.want {
			t.Errorf("§10.3/§5 %s: the walk collected %d, want %d (the fortress takes the tent's share)", c.name, got, c.want)
		}
	}
}

// Romans (§10.5): per fortress "2 Gold, if they do not have it, the Roman
// steals 2 random card"; "If the player cannot pay, they must sell/downgrade
// buildings until the debt is paid." A loser left with one card and no gold
// when a fortress's tribute is due sells first, then pays both cards.
func TestAuditRomanFortressTributeSellsWhenShort(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.put(1, 0, false)
	s.put(1, 2, false)
	s.put(1, 4, false)
	s.put(1, 6, true)
	s.give(1, Cards{Wood: 4})
	s.tokens[20] = Clay
	s.players[1].land = 20
	s.players[0].land = 19
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phRomanName })
	for range 3 {
		play(t, s, 0, "name:1") // wood
		play(t, s, 1, "give")
	}
	if s.phase != phSell || s.players[1].cards.Total() != 1 {
		t.Fatalf("§10.5 Romans: a fortress's tribute of two cards met a hand of one with phase %d; the book has the loser sell or downgrade until the debt is paid (loser now holds %v)", s.phase, s.players[1].cards)
	}
	before := s.players[0].cards.Total()
	play(t, s, 1, "sell:0") // a tent: 5 cards back
	if got := s.players[0].cards.Total() - before; got != 2 {
		t.Errorf("§10.5 Romans: after the sale the fortress's tribute took %d cards, want 2", got)
	}
}
