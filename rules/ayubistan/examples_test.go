// The rulebook's two worked examples, step by step: "Player vs. Player
// Attack Example" and "Example War" (Byzantines, Crusaders & Mongols).
package ayubistan

import (
	"testing"

	"majlis/rules"
)

// TestPlayerVsPlayerAttackExample: A attacks B with 5 troops, B defends
// with 3; 8 troops in all, so best of 3.
func TestPlayerVsPlayerAttackExample(t *testing.T) {
	const A, B = 0, 1
	s := fresh(t, 2)
	setTroops(t, s, A, 6)
	setTroops(t, s, B, 3)
	troops0 := s.troops // 71

	// Player A dedicates the turn to attacking B and at once collects a Sayi'ah.
	evs := play(t, s, A, "attack:1")
	eq(t, "A's Sayi'aat", s.players[A].sayiaat, 1)
	eq(t, "Sayi'aat left", s.sayiaat, TotalSayiaat-1)
	eq(t, "attack events", len(find(evs, "ev.attack")), 1)

	// Both choose in secret: two sealed prompts, answered in any order.
	ps := s.Prompts()
	eq(t, "prompts", len(ps), 2)
	for i, p := range ps {
		eq(t, "prompt seat", p.Seat, rules.Seat(i))
		eq(t, "sealed", p.Sealed, true)
	}
	eq(t, "attacker may not commit 0", offered(s, A, "commit:0"), false)
	play(t, s, B, "commit:3")
	// Nobody but B may see B's number before the reveal.
	for _, v := range []rules.Seat{A, rules.Spectator} {
		b, ok := s.View(v).(*State).Battle()
		eq(t, "battle shown", ok, true)
		eq(t, "B's commitment in another's view", b.Defend, -1)
		eq(t, "B has committed", b.DefenderIn, true)
	}
	b, _ := s.View(B).(*State).Battle()
	eq(t, "B's commitment in B's view", b.Defend, 3)
	refuse(t, s, B, "commit:2") // irrevocable

	// A commits 5 and both reveal; A's troops fight as 5 Mushrikeen, shuffled
	// with B's 3. A wins when two Mushrikeen are drawn first.
	won := s.clone()
	evs = playWhere(t, won, A, "commit:5", func(evs []rules.Event, _ *State) bool { return drawn(evs) == "MM" })
	rev := find(evs, "ev.reveal")[0]
	eqs(t, "revealed", []int{rev.Args[1].N, rev.Args[3].N}, []int{5, 3})
	sh := find(evs, "ev.shuffle")[0]
	eqs(t, "pile (Mushrikeen, Ayubistan, needed)", []int{sh.Args[0].N, sh.Args[1].N, sh.Args[2].N}, []int{5, 3, 2})
	// Two alike in a row: the third card is not drawn.
	eq(t, "draws", drawn(evs), "MM")
	// A takes 4 Dinars from B, loses 2 troops and keeps 3; B loses all 3.
	eq(t, "A's money", value(won, A), 100+40)
	eq(t, "B's money", value(won, B), 100-40)
	eq(t, "A's troops", won.players[A].troops, 6-5+3)
	eq(t, "B's troops", won.players[B].troops, 0)
	eq(t, "Treasury troops", won.troops, troops0+2+3)
	eq(t, "Mushrikeen back in their supply", won.mush, TotalMush)
	eq(t, "A keeps the Sayi'ah", won.players[A].sayiaat, 1)
	eq(t, "B's turn", won.turn, rules.Seat(B))

	// Had B won: B keeps 2 of 3, A loses all 5 and collects nothing.
	lost := s.clone()
	evs = playWhere(t, lost, A, "commit:5", func(evs []rules.Event, _ *State) bool { return drawn(evs) == "MAA" })
	eq(t, "draws", drawn(evs), "MAA")
	eq(t, "A's money", value(lost, A), 100)
	eq(t, "B's money", value(lost, B), 100)
	eq(t, "A's troops", lost.players[A].troops, 1)
	eq(t, "B's troops", lost.players[B].troops, 2)
	eq(t, "Treasury troops", lost.troops, troops0+5+1)
	eq(t, "Mushrikeen back in their supply", lost.mush, TotalMush)
	eq(t, "A keeps the Sayi'ah", lost.players[A].sayiaat, 1)

	// Two Ayubistan troops in a row end it too: B wins without a third draw.
	quick := s.clone()
	evs = playWhere(t, quick, A, "commit:5", func(evs []rules.Event, _ *State) bool { return drawn(evs) == "AA" })
	eq(t, "battle won by B", find(evs, "ev.battle_won")[0].Args[0].N, B)
	eq(t, "B's troops", quick.players[B].troops, 2)
}

// TestExampleWar: three players send troops against the Crusaders (12
// Mushrikeen, best of 9: the first side drawn 5 times wins).
func TestExampleWar(t *testing.T) {
	s := fresh(t, 3)
	stackDeck(t, s, Crusaders, Crusaders)
	setTroops(t, s, 0, 5)
	setTroops(t, s, 1, 4)
	setTroops(t, s, 2, 3)
	troops0 := s.troops

	evs := play(t, s, 0, "draw")
	w := find(evs, "ev.war")[0]
	eqs(t, "war (Mushrikeen, best of, need, cap)", []int{w.Args[1].N, w.Args[2].N, w.Args[3].N, w.Args[4].N}, []int{12, 9, 5, 6})
	eq(t, "Mushrikeen out of the supply", s.mush, TotalMush-12)
	// Contributions start with the drawer and go right; each is final.
	eqs(t, "drawer's choices", moves(s, 0), []string{"give:0", "give:1", "give:2", "give:3", "give:4", "give:5"})
	refuse(t, s, 1, "give:3")
	play(t, s, 0, "give:4")
	refuse(t, s, 0, "give:1")
	play(t, s, 1, "give:3")
	eq(t, "troops sent never wait in hand", s.players[1].troops, 1)

	check := func(s *State, evs []rules.Event) {
		t.Helper()
		d := drawn(evs)
		m, a := 0, 0
		for i := range d {
			if d[i] == 'M' {
				m++
			} else {
				a++
			}
			if (m == 5 || a == 5) && i != len(d)-1 {
				t.Fatalf("drawing went on after a side reached 5: %s", d)
			}
		}
		if m != 5 && a != 5 {
			t.Fatalf("nobody reached 5: %s", d)
		}
		// Committed troops never return; the invaders go back to their supply.
		eqs(t, "troops in hand", []int{s.players[0].troops, s.players[1].troops, s.players[2].troops}, []int{1, 1, 1})
		eq(t, "Treasury troops", s.troops, troops0+9)
		eq(t, "Mushrikeen", s.mush, TotalMush)
		// Hasanaat one at a time from the drawer, going right.
		eqs(t, "Hasanaat order", seatsOf(find(evs, "ev.hasanah")), []int{0, 1, 2, 0, 1, 2, 0, 1, 0})
		eqs(t, "Hasanaat", []int{s.players[0].hasanaat, s.players[1].hasanaat, s.players[2].hasanaat}, []int{4, 3, 2})
		eq(t, "next turn", s.turn, rules.Seat(1))
	}

	// Victory: spoils of 1 Dinar per troop sent, and the reward.
	won := s.clone()
	evs = playWhere(t, won, 2, "give:2", func(evs []rules.Event, _ *State) bool { return len(find(evs, "ev.war_won")) == 1 })
	check(won, evs)
	eqs(t, "money after victory", []int{value(won, 0), value(won, 1), value(won, 2)}, []int{140, 130, 120})

	// Defeat: the reward still, and 4 Dinars lost by every player.
	lost := s.clone()
	evs = playWhere(t, lost, 2, "give:2", func(evs []rules.Event, _ *State) bool { return len(find(evs, "ev.war_lost")) == 1 })
	check(lost, evs)
	eqs(t, "money after defeat", []int{value(lost, 0), value(lost, 1), value(lost, 2)}, []int{60, 60, 60})
}
