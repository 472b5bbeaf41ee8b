// Second audit: rules checked in depth against the rulebook
// (shared/rulebooks/gealias.md), each test naming the section it holds the
// code to.
package gealias

import "testing"

// Romans (§10.5): "Per Tent: Opponent pays 1 Resource (Roman's choice) but
// If they do not have it, the Roman steals 1 random card." A loser who
// truly has none of the named resource still owes that card when the Roman
// challenged the claim: the bluff rule (§4) adds the wrong challenger's
// penalty ("They draw two cards from your hand"), it does not forgive the
// tribute.
func TestAudit2RomanTentTributeAfterHonestClaimChallenged(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.tokens[20] = Clay
	s.put(1, 4, false)
	s.give(1, Cards{Rock: 4})
	s.give(0, Cards{Iron: 3})
	s.players[1].land = 20
	s.players[0].land = 19
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phRomanName })
	roman, loser := s.HandSize(0), s.HandSize(1)
	play(t, s, 0, "name:1") // wood: the loser has none
	play(t, s, 1, "none")
	play(t, s, 0, "challenge")
	if got, want := s.HandSize(1)-loser, 2-1; got != want {
		t.Errorf("§10.5 Romans: after an honest claim was challenged the loser's hand changed by %d (Roman by %d), want +2 drawn from the Roman and -1 for the tent's tribute (\"If they do not have it, the Roman steals 1 random card\")",
			got, s.HandSize(0)-roman)
	}
}

// Native Americans (§10.3 Note): "If the raided player cannot pay, they
// must sell/downgrade structures", and "If the specific resource isn't
// found after a forced sale, the theft fails". A loser who truly lacks the
// named kind sells whether the Native Americans believed the claim or
// challenged it and found it true.
func TestAudit2NativeSaleAfterHonestClaimChallenged(t *testing.T) {
	s := blank(t, NativeAmericans, Romans)
	s.put(0, 4, false)
	s.put(1, 8, true)
	s.give(1, Cards{Wood: 4})
	s.give(0, Cards{Clay: 3})
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase == phNativeName })
	play(t, s, 0, "name:4") // iron: the loser has none
	play(t, s, 1, "none")
	play(t, s, 0, "challenge")
	if s.phase != phSell {
		t.Fatalf("§10.3 Native Americans: after an honest claim was challenged the phase is %d, not the forced sale; the book has a loser who cannot pay sell or downgrade", s.phase)
	}
	play(t, s, 1, "sell:8") // the downgrade refunds 2 iron
	if s.players[0].cards[Iron] != 2 || s.phase != phNativeWalk {
		t.Errorf("§10.3 Native Americans: after the sale the Native Americans hold %d iron (phase %d), want the 2 iron of the downgrade and the walk", s.players[0].cards[Iron], s.phase)
	}
}

// Phoenicians (§10.1; Arabic: "أخذ جميع البطاقات من يد اللاعب المهزوم،
// يمكن للاعب بالتجارة مع الاعبين او البنك فورا", take all the loser's cards,
// and the player may trade with the players or the bank at once). The
// trade is part of the ability: a loser with an empty hand gives nothing to
// seize, but the Phoenicians who won out of turn may still trade.
func TestAudit2PhoenicianTradeOnEmptyHand(t *testing.T) {
	s := blank(t, Romans, Phoenicians)
	s.tokens[2] = Wood
	s.put(1, 0, false) // the Phoenicians' tent on land 2: their territory
	s.give(1, Cards{Clay: 3})
	s.players[0].land = 1 // the Romans hold nothing and own nothing
	s.roll = 1
	s.phase = phMove
	until(t, s, 0, "move:1", func(c *State) bool { return c.phase != phMain }) // the Phoenicians win
	if s.phase != phAbilityMain || !has(s, 1, "bank:0:1") {
		t.Errorf("§10.1 Phoenicians: after winning against an empty hand the phase is %d and no bank trade is offered; the Arabic lets them trade at once", s.phase)
	}
}

// Prison (§9): "Draw a Gealiaction card. If it can be played, do so. If
// not, discard it." A Prison Order drawn in prison with a free opponent on
// the prisoner's land can be played there (NOTES: "draw, then play or
// burn"), so it is played, not burned.
func TestAudit2PrisonerPlaysDrawnPrisonOrder(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.players[0].prison = true
	s.startTurn(0)
	s.deck = [NumCards]int{CardPrisonOrder: 1}
	play(t, s, 0, "wait")
	play(t, s, 0, "draw")
	if !has(s, 0, "prison:1") {
		t.Fatalf("§9 Prison: a Prison Order drawn in prison with the Vikings on the prisoner's land is not offered (phase %d); the book plays a card that can be played", s.phase)
	}
	play(t, s, 0, "prison:1")
	if !s.players[1].prison || s.phase != phPressure || s.players[0].prison {
		t.Errorf("after playing it: Vikings imprisoned %v, phase %d, prisoner still held %v; want the Vikings in prison, the turn over and the prisoner free", s.players[1].prison, s.phase, s.players[0].prison)
	}
}

// Prison (§9), as above: a Quarantine Order drawn in prison with an
// opponent's structure touching the prisoner's land is played.
func TestAudit2PrisonerPlaysDrawnQuarantineOrder(t *testing.T) {
	s := blank(t, Romans, Vikings)
	s.put(1, 0, false) // the Vikings' tent on land 2
	s.players[1].land = 20
	s.players[0].prison = true
	s.startTurn(0)
	s.deck = [NumCards]int{CardQuarantineOrder: 1}
	play(t, s, 0, "wait")
	play(t, s, 0, "draw")
	if !has(s, 0, "quarantine:0") {
		t.Fatalf("§9 Prison: a Quarantine Order drawn in prison beside the Vikings' tent is not offered (phase %d); the book plays a card that can be played", s.phase)
	}
	play(t, s, 0, "quarantine:0")
	if !s.dots[0].Quarantined || s.phase != phPressure {
		t.Errorf("after playing it: quarantined %v, phase %d", s.dots[0].Quarantined, s.phase)
	}
}

// "Nice try but don't cry" (§10, General Rules): "The 'Nice try but don't
// cry' Red card cancels any battle initiated against you." A Viking raid on
// the loser's fortress is a battle (§10.4: "Castle Raid: 3 dice vs 2
// dice"), initiated against the raided player, who may cancel it (G30).
func TestAudit2NiceTryCancelsRaid(t *testing.T) {
	s := blank(t, Vikings, Romans)
	s.put(1, 8, true)
	s.give(1, Cards{Clay: 6})
	s.giveRed(1, CardNiceTry)
	s.players[0].land = 1
	s.roll = 1
	s.phase = phMove
	play(t, s, 0, "move:1")
	until(t, s, 1, "fight", func(c *State) bool { return c.phase == phVikingRaid })
	play(t, s, 0, "raid:8")
	if !has(s, 1, "nicetry") {
		t.Fatalf("§10 Nice try: the raided Romans are not asked (phase %d, prompts %v); the card cancels any battle initiated against its holder", s.phase, s.Prompts())
	}
	hand := s.HandSize(1)
	play(t, s, 1, "nicetry")
	if s.HandSize(1) != hand-1 || s.phase != phMain || len(s.fights) != 0 {
		t.Errorf("after Nice Try on the raid: the Romans hold %d (want %d, the card spent and nothing stolen), phase %d", s.HandSize(1), hand-1, s.phase)
	}
}
