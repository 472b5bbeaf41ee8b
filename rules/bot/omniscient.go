package bot

import (
	"fmt"

	"majlis/rules"
)

// Seer decides from the whole state, hidden things included. It is a
// separate interface from Bot so that nothing a player can meet (ForLevel,
// the lobby, empty seats) can be handed the state by accident; only a
// tournament seats one, through sim.Game.Seers.
type Seer interface {
	Name() string
	// ChooseSeeing decides prompt p from the true state st, which it must
	// not modify.
	ChooseSeeing(st rules.State, p rules.Prompt, r *rules.Rand) (rules.Move, error)
}

// CheatLevel is the arena's name for Omniscient. ForLevel refuses it.
const CheatLevel = "cheat"

// Omniscient is the search of Search run on copies of the true state
// instead of determinizations of a view: it sees every hand, sealed
// commitment and face-down card. It is a ceiling for tournaments, to tell
// how much of a game a search could win with perfect information about
// the present; it does not foresee draws, which every game decides with
// the entropy of the step that makes them (the search invents that).
type Omniscient struct {
	Search Search
}

// NewOmniscient returns the cheat with the normal level's budget, so that
// a tournament against normal isolates what information is worth.
func NewOmniscient() Omniscient {
	return Omniscient{Search: Search{Label: CheatLevel, Iterations: NormalIterations, Depth: PlayoutDepth}}
}

// Name is the search's label.
func (o Omniscient) Name() string { return o.Search.Name() }

// ChooseSeeing searches from copies of st and returns the move of p
// visited most.
func (o Omniscient) ChooseSeeing(st rules.State, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	if p.Seat < 0 || int(p.Seat) >= st.Setup().Seats {
		return "", fmt.Errorf("prompt for seat %d at a table of %d", p.Seat, st.Setup().Seats)
	}
	deal := func(*rules.Rand) rules.State { return st.Clone() }
	return o.Search.search(p.Seat, deal, shortlisted(st, polite(st, p)), r)
}
