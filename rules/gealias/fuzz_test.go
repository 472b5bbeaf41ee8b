// Fuzzing Apply: any string from any seat, on states in several phases, is
// either one of the prompt's options and accepted, or refused with the
// state untouched; nothing panics.
package gealias

import (
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
)

// fuzzState builds a state in one of several phases by random play from a
// fresh game.
func fuzzState(t *testing.T, which uint8) *State {
	s := fresh(t, 2+int(which%5))
	for i := 0; i < int(which%32)*4 && len(s.Prompts()) > 0; i++ {
		p := s.Prompts()[0]
		play(t, s, p.Seat, string(p.Options[(i*7+int(which))%len(p.Options)].Move))
	}
	return s
}

func FuzzApply(f *testing.F) {
	for i, m := range []string{"draw", "roll", "roll:3", "move:1", "move:9", "end", "tent:3", "upgrade:0", "bank:0:1",
		"trade:1:2", "put:0", "withdraw", "fight:0", "leave", "nicetry", "sell:2", "give:0", "givered:7", "name:5", "walk:4", "raid:1",
		"x", ":", "move:99999999999999999999", "pay", "wait", "escape", "challenge", "pass"} {
		f.Add(uint8(i), uint8(i%4), m)
	}
	f.Fuzz(func(t *testing.T, which, seat uint8, m string) {
		s := fuzzState(t, which)
		who := rules.Seat(int(seat%8) - 1)
		if err := ruletest.ApplyArbitrary(s, who, rules.Move(m), entropy(int(which))); err != nil {
			t.Fatal(err)
		}
		if e := invariant(s); e != nil {
			t.Fatal(e)
		}
	})
}
