// Audit tests: each checks one rule of the rulebook that the code once got
// wrong, citing the section it comes from.
package sands

import "testing"

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
