package bot_test

import (
	"slices"
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
	"majlis/rules/sim"
)

// TestSearchPlaysEveryGame plays a whole game of every registered game
// with small search bots: every move they choose is legal (sim.Play
// applies them) and the game ends.
func TestSearchPlaysEveryGame(t *testing.T) {
	for _, g := range games.All() {
		lo, _ := g.Seats()
		s := bot.Search{Label: "tiny", Iterations: 12, Depth: 20}
		bots := []bot.Bot{s, bot.Random{}}
		out, err := sim.Play(sim.Game{Rules: g, Setup: rules.Setup{Game: g.ID(), Seats: lo}, Seed: 3, Bots: bots})
		if err != nil {
			t.Fatalf("%s: %v", g.ID(), err)
		}
		if !out.Result.Done || out.Steps == 0 {
			t.Fatalf("%s: not finished: %+v", g.ID(), out.Result)
		}
	}
}

// TestSearchIsRepeatable: an iteration budget and a seed fix the choice.
func TestSearchIsRepeatable(t *testing.T) {
	g, _ := games.Lookup("ayubistan")
	st, _, err := g.New(rules.Setup{Game: "ayubistan", Seats: 3}, sim.Entropy(5, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	p := st.Prompts()[0]
	s := bot.Search{Iterations: 200, Depth: 30}
	sameThrice(t, "search", p, func(r *rules.Rand) (rules.Move, error) {
		return s.Choose(bot.ViewOf(st, p.Seat), p, r)
	})
}

// sameThrice asks choose three times from the same seed and fails unless
// it gives the same legal move of p each time.
func sameThrice(t *testing.T, who string, p rules.Prompt, choose func(*rules.Rand) (rules.Move, error)) {
	t.Helper()
	var got []rules.Move
	for range 3 {
		m, err := choose(rules.NewRand(rules.Seed{7}))
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := p.Find(m); !ok {
			t.Fatalf("illegal move %q", m)
		}
		got = append(got, m)
	}
	if got[0] != got[1] || got[1] != got[2] {
		t.Fatalf("the same %s gave %v", who, got)
	}
}

// TestSealedChoiceIgnoresOthersAnswers finds a sealed decision of several
// seats in Ayubistan (a war's attack and defence commitments), lets one
// seat answer each way it may, and checks that the other seat's search
// chooses the same whatever was answered: the answer is not in its view.
func TestSealedChoiceIgnoresOthersAnswers(t *testing.T) {
	g, _ := games.Lookup("ayubistan")
	for seed := int64(1); seed < 40; seed++ {
		st, _, err := g.New(rules.Setup{Game: "ayubistan", Seats: 3}, sim.Entropy(seed, 0, 0))
		if err != nil {
			t.Fatal(err)
		}
		r := rules.NewRand(rules.Seed{byte(seed)})
		for step := 1; step < 2000; step++ {
			ps := st.Prompts()
			if len(ps) == 0 {
				break
			}
			if len(ps) >= 2 && ps[0].Sealed && ps[1].Sealed && len(ps[0].Options) > 1 && len(ps[1].Options) > 1 {
				first, second := ps[0], ps[1]
				var choices []rules.Move
				for _, o := range first.Options {
					c := st.Clone()
					if _, err := c.Apply(first.Seat, o.Move, sim.Entropy(seed, 0, step)); err != nil {
						t.Fatal(err)
					}
					var p rules.Prompt
					for _, q := range c.Prompts() {
						if q.Seat == second.Seat {
							p = q
						}
					}
					if !slices.Equal(p.Moves(), second.Moves()) {
						t.Fatalf("seat %d's options changed with seat %d's sealed answer", second.Seat, first.Seat)
					}
					m, err := bot.Search{Iterations: 150, Depth: 30}.Choose(bot.ViewOf(c, second.Seat), p, rules.NewRand(rules.Seed{1}))
					if err != nil {
						t.Fatal(err)
					}
					choices = append(choices, m)
				}
				for _, m := range choices[1:] {
					if m != choices[0] {
						t.Fatalf("seat %d chose %v depending on seat %d's sealed answer", second.Seat, choices, first.Seat)
					}
				}
				return
			}
			p := ps[0]
			if _, err := st.Apply(p.Seat, p.Options[r.IntN(len(p.Options))].Move, sim.Entropy(seed, 0, step)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no sealed decision of two seats came up in 39 random games of Ayubistan")
}

func TestRewards(t *testing.T) {
	got := bot.Rewards([]int{3, 7, 7, -1}, []rules.Seat{1, 2})
	want := []float64{0.25, 1, 1, 0}
	if !slices.Equal(got, want) {
		t.Fatalf("Rewards = %v, want %v", got, want)
	}
	if got := bot.Rewards([]int{2, 2}, nil); !slices.Equal(got, []float64{0.25, 0.25}) {
		t.Fatalf("equal scores, no winner: %v", got)
	}
}

func TestLevels(t *testing.T) {
	for _, l := range bot.Levels {
		b, err := bot.ForLevel(l)
		if err != nil || b.Name() == "" {
			t.Fatalf("%s: %v", l, err)
		}
	}
	if b, _ := bot.ForLevel("easy"); b.Name() != "random" {
		t.Fatalf("easy is %s, not the random bot", b.Name())
	}
	if _, err := bot.ForLevel("grandmaster"); err == nil {
		t.Fatal("an unknown level was accepted")
	}
}

func TestSearchRefusesAnotherSeatsPrompt(t *testing.T) {
	g, _ := games.Lookup("bellum")
	st, _, err := g.New(rules.Setup{Game: "bellum", Seats: 2}, sim.Entropy(1, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	p := st.Prompts()[0]
	other := rules.Seat(1 - int(p.Seat))
	if _, err := (bot.Search{Iterations: 5}).Choose(bot.ViewOf(st, other), p, rules.NewRand(rules.Seed{})); err == nil {
		t.Fatal("a search decided for a seat that is not its view's")
	}
}
