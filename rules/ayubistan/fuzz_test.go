// Fuzzing Apply: any string from any seat, on states in every kind of
// phase, is either one of the prompt's options and accepted, or refused
// with the state untouched; nothing panics.
package ayubistan

import (
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
)

// fuzzState builds a state in one of several phases.
func fuzzState(t *testing.T, which uint8) *State {
	s := fresh(t, 3)
	switch which % 7 {
	case 1: // naming a price
		play(t, s, 0, mvTrade)
		play(t, s, 0, "trade:1:2")
	case 2: // answering an offer
		play(t, s, 0, mvTrade)
		play(t, s, 0, "trade:1:2")
		play(t, s, 0, "price:9")
	case 3: // sealed commitments, one given
		play(t, s, 0, "attack:2")
		play(t, s, 2, "commit:1")
	case 4: // a war
		stackDeck(t, s, Mongols, Mongols)
		play(t, s, 0, "draw")
	case 5: // the mercy rule
		stackDeck(t, s, OldLoan, OldLoan)
		setMoney(t, s, 1, 1, 0, 0)
		play(t, s, 0, "draw")
		play(t, s, 0, "collect:1")
	case 6: // the thief
		stackDeck(t, s, Thief, Thief)
		play(t, s, 0, "draw")
	}
	return s
}

func FuzzApply(f *testing.F) {
	for i, m := range []string{"work", "draw", "trade", "trade:1:2", "price:5", "price:-1", "price:0009",
		"commit:1", "give:2", "attack:1", "donate:1", "force", "steal:1", "x", ":", "price:99999999999999999999", "cancel"} {
		f.Add(uint8(i), uint8(i%4), m)
	}
	f.Fuzz(func(t *testing.T, which, seat uint8, m string) {
		s := fuzzState(t, which)
		who := rules.Seat(int(seat%5) - 1)
		if err := ruletest.ApplyArbitrary(s, who, rules.Move(m), entropy(int(which))); err != nil {
			t.Fatal(err)
		}
		if e := invariant(s); e != nil {
			t.Fatal(e)
		}
	})
}
