// The table's reading of a state: every option of every prompt reached
// in random play is named (a known kind, the cards and players it
// concerns exist, the card it sits on is in play, in a hand or in a
// pile), and a seat's view names the same decision as the whole state.
package sands

import (
	"slices"
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
						verb, _, _ := parseMove(c.Move, nil)
						if _, ok := choiceKinds[verb]; !ok {
							t.Fatalf("step %d: %q has no kind", step, c.Move)
						}
						if c.Card >= len(s.cards) || c.To >= len(s.cards) || int(c.Seat) >= n {
							t.Fatalf("step %d: %q names %+v", step, c.Move, c)
						}
						if c.Kind == ChooseEngageGroup && (len(c.Group) < 2 || c.Card != -1 || !slices.Equal(vd.Choices[i].Group, c.Group)) {
							t.Fatalf("step %d: the group engagement %q names %+v, the view %+v", step, c.Move, c, vd.Choices[i])
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

// TestReactionsOrder: in every Reaction window reached in random play the
// round names each seat once, the seat it says is asked now is the one
// prompted, and a seat that passes moves the round on by one; with
// several seats asked, a pass leaves it behind as passed.
func TestReactionsOrder(t *testing.T) {
	windows, rounds := 0, 0
	for n := 2; n <= 5; n++ {
		var prev ReactionState
		open := false
		_, err := sim.Play(sim.Game{Rules: Game{}, Setup: rules.Setup{Game: ID, Seats: n}, Seed: 3, Index: n,
			OnStep: func(step int, seat rules.Seat, o rules.Option, _ []rules.Event, st rules.State) {
				s := st.(*State)
				r, ok := s.Reactions()
				if open && ok && o.Move == "no-reaction" {
					if r.Now != prev.Now+1 || !slices.Equal(r.Order, prev.Order) || r.Order[prev.Now] != seat {
						t.Fatalf("step %d: after %d passed, the round is %+v, was %+v", step, seat, r, prev)
					}
					rounds++
				}
				prev, open = r, ok
				if !ok {
					return
				}
				windows++
				if r.Now < 0 || r.Now >= len(r.Order) {
					t.Fatalf("step %d: round %+v", step, r)
				}
				for i, q := range r.Order {
					if slices.Contains(r.Order[i+1:], q) {
						t.Fatalf("step %d: seat %d twice in the round %+v", step, q, r)
					}
				}
				if ps := s.Prompts(); len(ps) != 1 || ps[0].Seat != r.Order[r.Now] {
					t.Fatalf("step %d: round %+v asks seat %d, prompted %+v", step, r, r.Order[r.Now], ps)
				}
				if v, _ := s.View(r.Order[0]).(*State).Reactions(); !slices.Equal(v.Order, r.Order) || v.Now != r.Now {
					t.Fatalf("step %d: a seat's view tells the round %+v, the state %+v", step, v, r)
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
	}
	if windows == 0 || rounds == 0 {
		t.Fatalf("%d Reaction windows and %d passes within a round reached", windows, rounds)
	}
	t.Logf("%d steps in Reaction windows, %d passes that left a round open", windows, rounds)
}
