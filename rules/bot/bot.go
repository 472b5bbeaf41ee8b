// Package bot holds players that decide through the rules contract alone,
// so they play any game: tests, the simulator and empty seats use them.
package bot

import (
	"fmt"

	"majlis/rules"
)

// Bot decides one prompt. It sees only its own seat's view.
type Bot interface {
	Name() string
	Choose(view rules.State, p rules.Prompt, r *rules.Rand) (rules.Move, error)
}

// Random picks uniformly among a prompt's legal options. It plays no
// strategy at all and is named for what it does.
type Random struct{}

// Name says what the bot is.
func (Random) Name() string { return "random" }

// Choose picks one of p's options at random.
func (Random) Choose(_ rules.State, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	if len(p.Options) == 0 {
		return "", fmt.Errorf("prompt for seat %d has no options", p.Seat)
	}
	return p.Options[r.IntN(len(p.Options))].Move, nil
}
