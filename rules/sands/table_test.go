// The table's reading of a state: every option of every prompt reached
// in random play is named (a known kind, the cards and players it
// concerns exist, the card it sits on is in play, in a hand or in a
// pile), and a seat's view names the same decision as the whole state.
package sands

import (
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

func TestDecisionNamesEveryOption(t *testing.T) {
	for n := 2; n <= 6; n++ {
		_, err := sim.Play(sim.Game{Rules: Game{}, Setup: rules.Setup{Game: ID, Seats: n}, Seed: 2, Index: n,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				s := st.(*State)
				for _, p := range s.Prompts() {
					d, ok := s.Decision(p.Seat)
					if !ok || len(d.Choices) != len(p.Options) {
						t.Fatalf("step %d: seat %d's decision %+v does not match its prompt", step, p.Seat, d)
					}
					v := s.View(p.Seat).(*State)
					vd, _ := v.Decision(p.Seat)
					for i, c := range d.Choices {
						verb, _, _ := parseMove(c.Move)
						if _, ok := choiceKinds[verb]; !ok {
							t.Fatalf("step %d: %q has no kind", step, c.Move)
						}
						if c.Card >= len(s.cards) || c.To >= len(s.cards) || int(c.Seat) >= n {
							t.Fatalf("step %d: %q names %+v", step, c.Move, c)
						}
						if vd.Choices[i].Move != c.Move || vd.Choices[i].Kind != c.Kind {
							t.Fatalf("step %d: the view names %+v, the state %+v", step, vd.Choices[i], c)
						}
					}
				}
				if tu := s.Turn(); tu.Segment == SegOver != s.Result().Done {
					t.Fatalf("step %d: segment %v, result %+v", step, tu.Segment, s.Result())
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
	}
}
