// Fuzzing Apply: any string from any seat, on states in several phases, is
// either one of the prompt's options and accepted, or refused with the
// state untouched; nothing panics.
package belaad

import (
	"testing"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/ruletest"
)

// fuzzState builds a state in one of several phases.
func fuzzState(t *testing.T, which uint8) *State {
	switch which % 7 {
	case 1: // a battle
		s := fresh(t, 2)
		card := symCard(SymMilitary)
		s.giveCard(0, card)
		do(t, s, 0, "play:"+itoa(card), "p:0")
		return s
	case 2: // placing an orange token
		s := fresh(t, 3)
		s.orange(0)
		return s
	case 3: // a teammate's consent
		s := fresh(t, 4)
		card := findCard(func(c ActionCard) bool { return c.Sec == SecEliminate && c.Prim[0].Kind == PrimGold })
		s.giveCard(0, card)
		s.gold[0], s.gold[2] = 0, 5
		do(t, s, 0, "play:"+itoa(card), "s")
		return s
	case 4: // the Order keeping Hashash cards
		s := fresh(t, 5)
		s.turnTo(s.orderAt)
		s.orange(s.orderAt)
		do(t, s, s.orderAt, "bot:"+itoa(Hashash))
		return s
	case 6: // placing several drawn tokens, in an order of choice
		s := fresh(t, 2)
		s.placing(0, TokOrange, SymSteal, TokWild)
		return s
	case 5: // a card being performed
		s := fresh(t, 6)
		do(t, s, 0, "play:"+itoa(s.hand[0][0]))
		return s
	}
	return fresh(t, 3)
}

func FuzzApply(f *testing.F) {
	for i, m := range []string{"play:3", "p:0", "s", "end", "reveal", "concede", "bot:3", "up:2", "bag", "yes", "no",
		"drop:1", "deck:0", "top:1", "emp:27", "x", ":", "play:", "play:-1", "p:99999999999999999999", "drop:3", "next:1", "next:5", "put", "next:-1"} {
		f.Add(uint8(i), uint8(i%4), m)
	}
	f.Fuzz(func(t *testing.T, which, seat uint8, m string) {
		s := fuzzState(t, which)
		who := rules.Seat(int(seat%8) - 1)
		if err := ruletest.ApplyArbitrary(s, who, rules.Move(m), rules.Entropy{which}); err != nil {
			t.Fatal(err)
		}
		if e := s.check(); e != nil {
			t.Fatal(e)
		}
	})
}

func TestAccessors(t *testing.T) {
	s := fresh(t, 3)
	if s.Team(2) != Order || s.Team(9) != -1 || s.Turn() != 0 {
		t.Fatal("teams or turn")
	}
	if p := s.Purse(0); p != (Purse{1, 1, 0}) {
		t.Fatalf("purse %+v", p)
	}
	s.putTokens(Vizier, SymTokens, 2)
	if b := s.Board(Vizier); b.Symbols != 3 || len(b.Top) != 2 {
		t.Fatalf("board %+v", b)
	}
	b := s.Board(Vizier)
	b.Top[0] = TokOrange
	if s.top[Vizier][0] != SymTokens {
		t.Fatal("an accessor shared the state's slice")
	}
	if _, ok := s.Battle(); ok {
		t.Fatal("no battle yet")
	}
	if _, ok := ActionCardOf(57); ok {
		t.Fatal("card 57 exists")
	}
	if v := s.View(1).(*State); v.Hand(0)[0] != Hidden {
		t.Fatal("the view's accessor shows a hidden card")
	}
	cat := i18n.English()
	for _, k := range HelpKeys() {
		if err := cat.Check(rules.M(k)); err != nil {
			t.Fatal(err)
		}
	}
}
