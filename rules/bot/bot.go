// Package bot holds players that decide through the rules contract alone,
// so they play any game: tests, the simulator, tournaments and empty seats
// use them. A bot is handed its seat's View, never the state itself, so
// that peeking at hidden things cannot be written by accident.
package bot

import (
	"fmt"

	"majlis/rules"
)

// View is what one seat may know of a game: the state's View for that seat.
// It can be made only by ViewOf, from which the hidden things are gone.
type View struct {
	seat  rules.Seat
	state rules.State
}

// ViewOf returns seat's view of st.
func ViewOf(st rules.State, seat rules.Seat) View {
	return View{seat: seat, state: st.View(seat)}
}

// Seat is the seat the view belongs to.
func (v View) Seat() rules.Seat { return v.seat }

// State is the redacted state: it answers Prompts for the view's seat, and
// Determinize fills in what it hides.
func (v View) State() rules.State { return v.state }

// Bot decides one prompt for the seat of its view.
type Bot interface {
	Name() string
	Choose(v View, p rules.Prompt, r *rules.Rand) (rules.Move, error)
}

// Random picks uniformly among a prompt's legal options (less those that
// would pester the table: Manners). It plays no strategy at all and is
// named for what it does; it is the "easy" level.
type Random struct{}

// Name says what the bot is.
func (Random) Name() string { return "random" }

// Choose picks one of p's options at random, among those that do not
// pester the table (Manners).
func (Random) Choose(v View, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	if len(p.Options) == 0 {
		return "", fmt.Errorf("prompt for seat %d has no options", p.Seat)
	}
	if v.State() != nil {
		p = polite(v.State(), p)
	}
	return p.Options[r.IntN(len(p.Options))].Move, nil
}
