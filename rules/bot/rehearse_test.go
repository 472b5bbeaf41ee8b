package bot_test

import (
	"errors"
	"strings"
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
)

// TestRehearse: every registered game reaches a choice from its deal and
// decides it by search.
func TestRehearse(t *testing.T) {
	for _, g := range games.All() {
		if err := bot.Rehearse(g, 5); err != nil {
			t.Errorf("%s: %v", g.ID(), err)
		}
	}
}

// noSeats is a game that cannot be dealt.
type noSeats struct{ rules.Game }

func (noSeats) ID() string          { return "noseats" }
func (noSeats) Seats() (lo, hi int) { return 2, 4 }
func (noSeats) New(rules.Setup, rules.Entropy) (rules.State, []rules.Event, error) {
	return nil, nil, errors.New("no cards in the box")
}

// TestRehearseSaysWhy: a game that cannot be dealt is named in the error,
// and nothing panics.
func TestRehearseSaysWhy(t *testing.T) {
	err := bot.Rehearse(noSeats{}, 5)
	if err == nil || !strings.Contains(err.Error(), "noseats") || !strings.Contains(err.Error(), "no cards in the box") {
		t.Fatalf("Rehearse of a game that cannot be dealt: %v", err)
	}
}
