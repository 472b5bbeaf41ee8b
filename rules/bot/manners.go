// What keeps a bot from wearing out the people at its table: moves that
// are legal but that a person would not make again, left out of a bot's
// own choice.
package bot

import "majlis/rules"

// Manners is what a game's state may implement so that a bot does not
// pester the table: Pesters reports a move that is legal for seat now but
// that a person would not make (for example a trade offered again to a
// player who refused it). A search loves such a move when refusing it
// leaves the game as it was: offering costs nothing in its model, so it
// offers again and again. Bots leave these moves out of their own
// decision (never all of a prompt's moves); a search still imagines other
// seats making them. Like Estimator it is optional and documented in the
// game's NOTES.md.
type Manners interface {
	Pesters(seat rules.Seat, m rules.Move) bool
}

// polite returns p without the options that would pester the table as st
// stands, or p itself when st has no manners or every option would.
func polite(st rules.State, p rules.Prompt) rules.Prompt {
	mn, ok := st.(Manners)
	if !ok {
		return p
	}
	keep := make([]rules.Option, 0, len(p.Options))
	for _, o := range p.Options {
		if !mn.Pesters(p.Seat, o.Move) {
			keep = append(keep, o)
		}
	}
	if len(keep) == len(p.Options) || len(keep) == 0 {
		return p
	}
	p.Options = keep
	return p
}
