// Deck balance: every starter against every other at two players, each
// deck taking both seats equally, between random bots. The issue asks that
// no deck win more than 65% against another; SANDS_TOURNAMENT=N plays N
// games per pairing (NOTES.md has the figures of a long run).
package sands

import (
	"os"
	"strconv"
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

func TestStarterDecksAreBalanced(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 6
	}
	if n, err := strconv.Atoi(os.Getenv("SANDS_TOURNAMENT")); err == nil && n > 0 {
		games = n
	}
	for a := 0; a < len(Decks); a++ {
		for b := a + 1; b < len(Decks); b++ {
			wins := [2]int{}
			for i := 0; i < games; i++ {
				x, y := a, b
				if i%2 == 1 {
					x, y = b, a
				}
				opt := "pair-" + string(deckLetters[x]) + string(deckLetters[y])
				out, err := sim.Play(sim.Game{Rules: Game{}, Setup: rules.Setup{Game: ID, Seats: 2, Options: map[string]string{"decks": opt}}, Seed: 11, Index: i})
				if err != nil {
					t.Fatal(err)
				}
				for _, w := range out.Result.Winners {
					if (int(w) == 0) == (x == a) {
						wins[0]++
					} else {
						wins[1]++
					}
				}
			}
			t.Logf("%s %d – %d %s", string(deckLetters[a]), wins[0], wins[1], string(deckLetters[b]))
			if games >= 100 {
				for k, w := range wins {
					if w*100 > 65*(wins[0]+wins[1]) {
						t.Errorf("deck %c wins %d of %d", deckLetters[[]int{a, b}[k]], w, wins[0]+wins[1])
					}
				}
			}
		}
	}
}
