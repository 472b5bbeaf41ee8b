// What lets a search weigh a prompt of hundreds of options that differ by
// degree: the game names the few worth weighing.
package bot

import "majlis/rules"

// Shortlister is what a game's state may implement for prompts whose
// options differ by degree, such as a price among hundreds: Shortlist
// returns the moves of p a search bot weighs (nil: all of them). A search
// cannot compare what its budget cannot visit: given 850 prices and 200
// iterations it tried each price it reached once and, every visit count
// tied, took the first in the prompt's order, a price chosen by chance. A
// shortlist reads only what the prompt's seat may know. The random bot
// ignores it; like Estimator it is optional and documented in the game's
// NOTES.md.
type Shortlister interface {
	Shortlist(p rules.Prompt) []rules.Move
}

// shortlisted returns p with only the options st shortlists (those that
// are p's), or p itself when st has no shortlist for it.
func shortlisted(st rules.State, p rules.Prompt) rules.Prompt {
	sl, ok := st.(Shortlister)
	if !ok {
		return p
	}
	ms := sl.Shortlist(p)
	if len(ms) == 0 {
		return p
	}
	keep := make([]rules.Option, 0, len(ms))
	for _, o := range p.Options {
		for _, m := range ms {
			if o.Move == m {
				keep = append(keep, o)
				break
			}
		}
	}
	if len(keep) == 0 {
		return p
	}
	p.Options = keep
	return p
}
