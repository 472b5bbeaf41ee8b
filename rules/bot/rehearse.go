// Rehearsal: a search made before anyone waits on one, for runtimes that
// compile code as they run it.

package bot

import (
	"fmt"

	"majlis/rules"
)

// rehearsalSteps bounds the moves played from the deal to find a prompt
// with a choice: every game offers one within its first few moves.
const rehearsalSteps = 64

// Rehearse deals a game of g at four seats (or the nearest count g allows)
// from fixed entropy, plays the single-option prompts before the first
// that offers a choice, and decides that one with a search of the given
// iterations, discarding the move.
//
// A browser compiles WebAssembly first for a quick start and recompiles
// the code it finds hot for speed, in the background: the bots' worker
// rehearses while the home screen waits, so that the first real decision
// runs compiled code, the search's and the game's rules'. In headless
// Chromium on two cores a table's first normal decision took 0.8 to 1.3 s
// cold and 0.1 to 0.4 s for the ones after it.
func Rehearse(g rules.Game, iterations int) error {
	lo, hi := g.Seats()
	seats := min(max(4, lo), hi)
	st, _, err := g.New(rules.Setup{Game: g.ID(), Seats: seats}, rules.Entropy{})
	if err != nil {
		return fmt.Errorf("rehearsing %s: %w", g.ID(), err)
	}
	for step := range rehearsalSteps {
		ps := st.Prompts()
		if len(ps) == 0 {
			return fmt.Errorf("rehearsing %s: the game ended before a choice", g.ID())
		}
		p := ps[0]
		if len(p.Options) == 0 {
			return fmt.Errorf("rehearsing %s: a prompt without options", g.ID())
		}
		if len(p.Options) > 1 {
			s := Search{Label: "rehearsal", Iterations: iterations, Depth: PlayoutDepth}
			_, err := s.Choose(ViewOf(st, p.Seat), p, rules.NewRand(rules.Seed{}))
			if err != nil {
				return fmt.Errorf("rehearsing %s: %w", g.ID(), err)
			}
			return nil
		}
		e := rules.Entropy{byte(step)}
		if _, err := st.Apply(p.Seat, p.Options[0].Move, e); err != nil {
			return fmt.Errorf("rehearsing %s: %w", g.ID(), err)
		}
	}
	return fmt.Errorf("rehearsing %s: no choice in its first %d moves", g.ID(), rehearsalSteps)
}
