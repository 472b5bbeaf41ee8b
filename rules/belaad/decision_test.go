// The named decision: every option of every prompt reached in playouts is
// named by a choice whose fields point at real things, from the answering
// seat's view.
package belaad

import (
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

func TestDecisionNamesEveryOption(t *testing.T) {
	for n := 2; n <= 6; n++ {
		for i := 0; i < 6; i++ {
			g := sim.Game{Rules: Game{}, Setup: setupFor(n), Seed: 11, Index: i,
				OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
					ps := st.Prompts()
					if len(ps) == 0 {
						return
					}
					view := st.View(ps[0].Seat).(*State)
					d, ok := view.Decision()
					if !ok || d.Seat != ps[0].Seat || len(d.Choices) != len(ps[0].Options) {
						t.Fatalf("%d players game %d step %d: decision %+v for prompt %+v", n, i, step, d, ps[0])
					}
					for k, c := range d.Choices {
						if c.Move != ps[0].Options[k].Move {
							t.Fatalf("step %d: choice %d is %q, option %q", step, k, c.Move, ps[0].Options[k].Move)
						}
						if err := checkChoice(view, c); err != "" {
							t.Fatalf("%d players game %d step %d: %q: %s", n, i, step, c.Move, err)
						}
					}
				}}
			if _, err := sim.Play(g); err != nil {
				t.Fatalf("%d players game %d: %v", n, i, err)
			}
		}
	}
}

func checkChoice(s *State, c Choice) string {
	switch c.Kind {
	case ChoosePlay:
		if _, ok := ActionCardOf(c.Card); !ok {
			return "no card"
		}
	case ChooseSwords, ChooseScholar:
		if _, ok := ScholarOf(c.Scholar); !ok {
			return "no scholar"
		}
	case ChooseDeck:
		if c.Deck < 0 || c.Deck > 2 {
			return "no deck"
		}
	case ChooseSeat, ChooseTakeGold, ChooseTakeRed:
		if c.Seat < 0 || int(c.Seat) >= s.n {
			return "no seat"
		}
	case ChooseChar, ChooseBottom, ChooseOnTop, ChooseOrangeBottom, ChooseOrangeTop:
		if c.Char < 0 || c.Char >= numChars {
			return "no character"
		}
	case ChooseToken:
		if c.Char < 0 || c.Char >= numChars || c.Token < 0 || c.Token >= numTok {
			return "no token"
		}
	case ChooseTeam:
		if c.Team < 0 || c.Team > Order {
			return "no team"
		}
	case ChooseSymbol:
		if c.Symbol < 0 || c.Symbol >= numSyms {
			return "no symbol"
		}
	case ChoosePrimary, ChooseMode, ChooseDrop:
		if c.Index < 0 {
			return "no index"
		}
	case ChooseHashash:
		if _, ok := HashashCardOf(c.Hashash); !ok {
			return "no Hashash card"
		}
	case ChooseSwap:
		if c.Seat < 0 || c.Other < 0 {
			return "no seats"
		}
	case ChoosePlaceFirst:
		if c.Token < 0 {
			return "no token"
		}
	}
	if c.Kind < 0 {
		return "unnamed"
	}
	return ""
}
