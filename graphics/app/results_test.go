// Tests of the results screen's texts: why the game ended reads as a
// sentence of its own for every game.

package app

import (
	"slices"
	"strings"
	"testing"

	"majlis/graphics"
	ayuview "majlis/graphics/ayubistan"
	"majlis/rules"
	"majlis/rules/ruletest"
)

// TestEndReasonsAreSentences: every game's end reasons and tie-breaks
// (the catalogue's <game>.end.* and <game>.tie.* keys, and the results
// keys) render as sentences, so the results screen never starts one in
// lower case.
func TestEndReasonsAreSentences(t *testing.T) {
	cat := graphics.NewTr().Cat
	n := 0
	for _, k := range cat.Keys() {
		parts := strings.Split(k, ".")
		if len(parts) < 3 || (parts[1] != "end" && parts[1] != "tie" && parts[1] != "result") {
			continue
		}
		n++
		// Enough arguments of each kind for any of these templates.
		m := rules.M(k, rules.SeatArg(0), rules.Int(10), rules.Int(3), rules.Int(2))
		if err := ruletest.Sentence(cat, m); err != nil {
			t.Error(err)
		}
	}
	if n < 10 {
		t.Fatalf("found only %d end reasons: the scan is broken", n)
	}
}

func TestResultsReasonInSentenceCase(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	tr := a.tr.ForSetup(rules.Setup{Game: "ayubistan", Seats: 3, Names: []string{"Amal", "Badr", "Chadi"}})
	for key, want := range map[string]string{
		"ayubistan.end.sayiaat":  "The last Sayi'ah has been earned.",
		"ayubistan.end.hasanaat": "The last Hasanah has been earned.",
		"ayubistan.end.deck":     "The action deck is spent.",
	} {
		r := &results{tr: tr, res: rules.Result{Done: true, Reason: rules.M(key)}}
		if got := r.reason(); got != want {
			t.Errorf("results for %s say %q, want %q", key, got, want)
		}
		// The log's line embeds the same key after a sentence of its own.
		if got := tr.M(rules.M("ayubistan.ev.game_over", rules.Key(key))); got != "The game is over. "+want {
			t.Errorf("the log says %q", got)
		}
	}
	// A reason naming a player shows that player's name.
	r := &results{tr: tr, res: rules.Result{Done: true, Reason: rules.M("bellum.end.chests", rules.SeatArg(1), rules.Int(11))}}
	if got := r.reason(); !strings.HasPrefix(got, "Badr holds 11 chests") {
		t.Errorf("bellum's reason reads %q", got)
	}
}

// TestTiedWinnersNumberedAlike: equal scores share a rank (1, 1, 3).
func TestTiedWinnersNumberedAlike(t *testing.T) {
	scores := []int{5, 9, 9, 2}
	order := []int{1, 2, 0, 3}
	got := rankOf(scores, order)
	if want := []int{1, 1, 3, 4}; !slices.Equal(got, want) {
		t.Fatalf("ranks %v, want %v", got, want)
	}
}

// TestScoreExplained: Ayubistan's results say Hasanaat and Sayi'aat.
func TestScoreExplained(t *testing.T) {
	l := threePlayers(t)
	v := ayuview.New()
	got := v.ScoreDetail(l.View(rules.Spectator), graphics.NewTr(), 0)
	if got != "0 Hasanaat − 0 Sayi'aat" {
		t.Fatalf("score detail %q", got)
	}
}
