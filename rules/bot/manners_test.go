package bot_test

import (
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
	"majlis/rules/sim"
)

// rude wraps a game's state with manners that call every move pestering
// but polite's: views keep the manners, as a game's own would.
type rude struct {
	rules.State
	polite rules.Move // "" calls every move pestering
}

func (r rude) View(seat rules.Seat) rules.State { return rude{r.State.View(seat), r.polite} }

func (r rude) Pesters(_ rules.Seat, m rules.Move) bool { return m != r.polite }

// TestBotsLeavePesteringMovesAlone: every bot, easy to cheat, chooses the
// one move that does not pester the table, whatever the search thinks of
// the others; and when every move would, it still answers.
func TestBotsLeavePesteringMovesAlone(t *testing.T) {
	st, p := firstPrompt(t, 3)
	search, cheat := smallSearches()
	choosers := map[string]func(rules.State, *rules.Rand) (rules.Move, error){
		"easy": func(s rules.State, r *rules.Rand) (rules.Move, error) {
			return bot.Random{}.Choose(bot.ViewOf(s, p.Seat), p, r)
		},
		"search": func(s rules.State, r *rules.Rand) (rules.Move, error) {
			return search.Choose(bot.ViewOf(s, p.Seat), p, r)
		},
		"cheat": func(s rules.State, r *rules.Rand) (rules.Move, error) { return cheat.ChooseSeeing(s, p, r) },
	}
	for name, choose := range choosers {
		for i, o := range p.Options[1:] {
			m, err := choose(rude{st, o.Move}, rules.NewRand(rules.Seed{byte(i)}))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if m != o.Move {
				t.Errorf("%s chose %q, which pesters; the one polite move was %q", name, m, o.Move)
			}
		}
		m, err := choose(rude{st, ""}, rules.NewRand(rules.Seed{9}))
		if err != nil {
			t.Fatalf("%s, every move pestering: %v", name, err)
		}
		if _, ok := p.Find(m); !ok {
			t.Errorf("%s, every move pestering, chose %q, not an option", name, m)
		}
	}
}

// firstPrompt is a three-player Ayubistan game's first state and prompt,
// which must offer at least n options.
func firstPrompt(t *testing.T, n int) (rules.State, rules.Prompt) {
	t.Helper()
	g, _ := games.Lookup("ayubistan")
	st, _, err := g.New(rules.Setup{Game: "ayubistan", Seats: 3}, sim.Entropy(5, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	p := st.Prompts()[0]
	if len(p.Options) < n {
		t.Fatalf("the first prompt has %d options; the test needs %d", len(p.Options), n)
	}
	return st, p
}

// smallSearches are the search and the cheat on a small budget.
func smallSearches() (bot.Search, bot.Omniscient) {
	cheat := bot.NewOmniscient()
	cheat.Search.Iterations = 60
	return bot.Search{Iterations: 60, Depth: 20}, cheat
}
