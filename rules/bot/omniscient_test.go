package bot_test

import (
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
	"majlis/rules/sim"
)

// TestOmniscientIsRepeatable: the cheat's budget and a seed fix its choice.
func TestOmniscientIsRepeatable(t *testing.T) {
	g, _ := games.Lookup("ayubistan")
	st, _, err := g.New(rules.Setup{Game: "ayubistan", Seats: 3}, sim.Entropy(5, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	before := st.Hash()
	p := st.Prompts()[0]
	o := bot.NewOmniscient()
	sameThrice(t, "cheat", p, func(r *rules.Rand) (rules.Move, error) { return o.ChooseSeeing(st, p, r) })
	if st.Hash() != before {
		t.Fatal("the cheat modified the state it was shown")
	}
}

// TestOmniscientPlaysEveryGame seats a small cheat through sim.Game.Seers
// in every registered game: its moves are legal and the game ends.
func TestOmniscientPlaysEveryGame(t *testing.T) {
	o := bot.Omniscient{Search: bot.Search{Label: bot.CheatLevel, Iterations: 12, Depth: 20}}
	for _, g := range games.All() {
		lo, _ := g.Seats()
		out, err := sim.Play(sim.Game{Rules: g, Setup: rules.Setup{Game: g.ID(), Seats: lo}, Seed: 3,
			Seers: []bot.Seer{o}})
		if err != nil {
			t.Fatalf("%s: %v", g.ID(), err)
		}
		if !out.Result.Done || out.Steps == 0 {
			t.Fatalf("%s: not finished: %+v", g.ID(), out.Result)
		}
	}
}

// TestNoLevelCheats: the cheat is not a level a player can choose.
func TestNoLevelCheats(t *testing.T) {
	for _, l := range []string{bot.CheatLevel, "Cheat"} {
		if b, err := bot.ForLevel(l); err == nil {
			t.Fatalf("ForLevel(%q) gave %s", l, b.Name())
		}
	}
	for _, l := range bot.Levels {
		if l == bot.CheatLevel {
			t.Fatal("the cheat is listed among the levels")
		}
	}
}
