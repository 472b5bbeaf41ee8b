// Audit: rules checked against the rulebook (shared/rulebooks/gealias.md),
// each test naming the section it holds the code to.
package gealias

import "testing"

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
