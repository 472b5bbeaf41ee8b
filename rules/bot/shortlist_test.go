package bot_test

import (
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
)

// short wraps a game's state with a shortlist of two of the first
// prompt's options, or of a move no prompt has.
type short struct {
	rules.State
	list []rules.Move
}

func (s short) View(seat rules.Seat) rules.State { return short{s.State.View(seat), s.list} }

func (s short) Shortlist(rules.Prompt) []rules.Move { return s.list }

// TestSearchWeighsTheShortlist: the search bots choose among the moves a
// game shortlists, and a shortlist of nothing the prompt offers is set
// aside.
func TestSearchWeighsTheShortlist(t *testing.T) {
	st, p := firstPrompt(t, 4)
	search, cheat := smallSearches()
	list := []rules.Move{p.Options[len(p.Options)-1].Move, p.Options[len(p.Options)-2].Move}
	for i := range 6 {
		r := rules.NewRand(rules.Seed{byte(i)})
		m, err := search.Choose(bot.ViewOf(short{st, list}, p.Seat), p, r)
		if err != nil {
			t.Fatal(err)
		}
		c, err := cheat.ChooseSeeing(short{st, list}, p, r)
		if err != nil {
			t.Fatal(err)
		}
		for who, got := range map[string]rules.Move{"search": m, "cheat": c} {
			if got != list[0] && got != list[1] {
				t.Errorf("%s chose %q, not on the shortlist %v", who, got, list)
			}
		}
		m, err = search.Choose(bot.ViewOf(short{st, []rules.Move{"no-such-move"}}, p.Seat), p, r)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := p.Find(m); !ok {
			t.Errorf("with a shortlist of no option the search chose %q, not an option", m)
		}
	}
}
