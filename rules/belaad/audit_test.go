// Audit tests: rules the rulebook states plainly, each named after its
// section, that the code once got wrong.
package belaad

import "testing"

// Section Four, the end of a battle, event 3: "When there are no more
// battle cards. At this time, the player with the higher military strength
// is the winner ... and collects the spoils of war." A winning aggressor's
// spoils are the next battle card; the deck is empty, so the revealed
// cards are shuffled back first ("at the end of each battle, the discarded
// battle cards must be shuffled into the remaining battle deck").
func TestAuditBattleDeckOutAggressorStillTakesSpoils(t *testing.T) {
	s := fresh(t, 2)
	s.setBattleDeck(3) // +1, then nothing
	s.spoils[1] = append(s.spoils[1], s.bPile.mid...)
	s.bPile.mid = nil
	card := symCard(SymMilitary)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0", "reveal")
	// 2 against 1 and no card left: the aggressor wins.
	if s.bt.Active {
		t.Fatal("the battle did not end when the battle deck ran out")
	}
	if len(s.spoils[0]) != 1 {
		t.Fatalf("Section Four, battle event 3: the winning aggressor collects the spoils of war (a battle card) even when the deck ran out; spoils %v", s.spoils[0])
	}
	if s.bPile.size() != 0 || len(s.bShown) != 0 {
		t.Fatalf("battle deck %v shown %v after the spoils", s.bPile, s.bShown)
	}
}
