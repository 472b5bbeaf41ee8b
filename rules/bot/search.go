// Information-set Monte Carlo tree search (single-observer ISMCTS, after
// Cowling, Powley and Whitehouse, 2012) over the rules contract alone.
// Each iteration deals the hidden things of the bot's view at random with
// the game's Determinize, walks one shared tree by UCT among the moves that
// are legal in that deal, adds one node, plays on at random, and backs up
// every seat's reward. Floats live here, in a bot, never in rules.
package bot

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"majlis/rules"
)

// Estimator is what a game's state may implement so that playouts can stop
// before the end: the scores each seat would have if the game were scored
// now (for example the points already won). A game declares it beside its
// rules and documents it in its NOTES.md; Search uses it for playouts cut
// off at Search.Depth and for no other purpose.
type Estimator interface {
	Estimate() []int
}

// PlayoutPolicy is what a game's state may implement to steer playouts
// away from the uniformly random move: it returns the index of the option
// to play for prompt p. Like Estimator it is optional and documented in
// the game's NOTES.md.
type PlayoutPolicy interface {
	PlayoutChoice(p rules.Prompt, r *rules.Rand) int
}

// PlayoutMover is what a game's state may implement to pick a playout's
// move itself, without building the prompt's options, where building them
// is what a playout would mostly spend (a prompt of hundreds of prices):
// ok false leaves the step to Prompts and the PlayoutPolicy. Like
// Estimator it is optional and documented in the game's NOTES.md.
type PlayoutMover interface {
	PlayoutMove(r *rules.Rand) (seat rules.Seat, m rules.Move, ok bool)
}

// Search is an ISMCTS bot. Its budget is Iterations per decision, Think
// (wall time) per decision, or both (whichever ends first); with
// Iterations alone and a seeded Rand its choices are repeatable.
type Search struct {
	Label      string        // the bot's name, for example "normal"
	Iterations int           // iterations per decision; 0: no limit by count
	Think      time.Duration // wall time per decision; 0: no limit by time
	// Depth cuts playouts off after this many steps beyond the tree when
	// the state is an Estimator; 0 plays every playout to the end.
	Depth int
	// Explore is UCT's exploration constant; 0 means 0.7.
	Explore float64
}

// DefaultMaxPlayout bounds a playout that would not end (a rules bug); it
// is then scored by Estimate or as a draw.
const DefaultMaxPlayout = 5000

// Name is the bot's label.
func (s Search) Name() string {
	if s.Label == "" {
		return "search"
	}
	return s.Label
}

// node is one move in the tree, from the point of view of the seat that
// made it.
type node struct {
	seat     rules.Seat
	move     rules.Move
	parent   *node
	children []*node
	index    map[childKey]*node
	visits   int
	avail    int     // iterations in which this move was legal at its parent
	reward   float64 // the mover's total reward
}

type childKey struct {
	seat rules.Seat
	move rules.Move
}

func (n *node) child(seat rules.Seat, m rules.Move) *node {
	if n.index == nil {
		return nil
	}
	return n.index[childKey{seat, m}]
}

func (n *node) add(seat rules.Seat, m rules.Move) *node {
	c := &node{seat: seat, move: m, parent: n}
	if n.index == nil {
		n.index = map[childKey]*node{}
	}
	n.index[childKey{seat, m}] = c
	n.children = append(n.children, c)
	return c
}

// Choose searches from v and returns the move of p visited most, of those
// that do not pester the table (Manners) and, where the game shortlists
// p's options, of the shortlist (Shortlister). Every iteration deals v's
// hidden things anew with Determinize.
func (s Search) Choose(v View, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	if p.Seat != v.Seat() {
		return "", fmt.Errorf("the view of seat %d cannot decide for seat %d", v.Seat(), p.Seat)
	}
	deal := func(r *rules.Rand) rules.State { return v.State().Determinize(v.Seat(), r) }
	return s.search(v.Seat(), deal, shortlisted(v.State(), polite(v.State(), p)), r)
}

// search runs the iterations for seat, each from a state that deal
// returns (the search modifies it), and returns the move of p visited most.
func (s Search) search(seat rules.Seat, deal func(*rules.Rand) rules.State, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	if len(p.Options) == 0 {
		return "", fmt.Errorf("prompt for seat %d has no options", p.Seat)
	}
	if len(p.Options) == 1 {
		return p.Options[0].Move, nil
	}
	if s.Iterations <= 0 && s.Think <= 0 {
		return "", fmt.Errorf("search bot %s has no budget", s.Name())
	}
	explore := s.Explore
	if explore == 0 {
		explore = 0.7
	}
	var deadline time.Time
	if s.Think > 0 {
		deadline = time.Now().Add(s.Think)
	}
	root := &node{seat: rules.Spectator}
	legal := p.Moves()
	steps := newStepEntropy(r)
	var ps pauser
	defer ps.close()
	for it := 0; s.Iterations <= 0 || it < s.Iterations; it++ {
		if s.Think > 0 && it%8 == 0 && it > 0 && !time.Now().Before(deadline) {
			break
		}
		ps.pause()
		s.iterate(root, seat, deal(r), legal, r, steps, explore, &ps)
	}
	// The most visited of the real prompt's moves; ties go to the first in
	// the prompt's order, so the choice depends on nothing but the search.
	best, bestVisits := p.Options[0].Move, -1
	for _, m := range legal {
		if c := root.child(seat, m); c != nil && c.visits > bestVisits {
			best, bestVisits = m, c.visits
		}
	}
	return best, nil
}

// iterate runs one descent from st (a determinization, or for Omniscient
// the true state's copy), expansion, playout and backup.
func (s Search) iterate(root *node, me rules.Seat, st rules.State, legal []rules.Move, r *rules.Rand, steps *stepEntropy, explore float64, ps *pauser) {
	n := root
	expanded := false
	for depth := 0; ; depth++ {
		var seat rules.Seat
		var moves []rules.Move
		if depth == 0 {
			// At the root the bot decides; the real prompt's moves are the
			// ones it may choose among.
			seat, moves = me, legal
		} else {
			ps := st.Prompts()
			if len(ps) == 0 {
				break
			}
			seat, moves = ps[0].Seat, ps[0].Moves()
		}
		if !expanded {
			// Expand the first untried move, in the prompt's order after a
			// random start, so that every move is tried once before UCT
			// compares them.
			var untried []rules.Move
			for _, m := range moves {
				if n.child(seat, m) == nil {
					untried = append(untried, m)
				}
			}
			if len(untried) > 0 {
				m := untried[r.IntN(len(untried))]
				for _, o := range moves {
					if c := n.child(seat, o); c != nil {
						c.avail++
					}
				}
				c := n.add(seat, m)
				c.avail++
				if _, err := st.Apply(seat, m, steps.next()); err != nil {
					return // a determinization the rules refuse: skip it
				}
				n = c
				expanded = true
				break
			}
		}
		// Select by UCT among the children legal in this determinization.
		var best *node
		bestScore := math.Inf(-1)
		for _, m := range moves {
			c := n.child(seat, m)
			c.avail++
			score := math.Inf(1) // a child whose first move the rules refused
			if c.visits > 0 {
				score = c.reward/float64(c.visits) + explore*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
			}
			if score > bestScore {
				best, bestScore = c, score
			}
		}
		if _, err := st.Apply(seat, best.move, steps.next()); err != nil {
			return
		}
		n = best
	}
	rewards := s.playout(st, r, steps, ps)
	for ; n != nil && n != root; n = n.parent {
		n.visits++
		if int(n.seat) < len(rewards) {
			n.reward += rewards[n.seat]
		}
	}
}

// playout plays st on at random and returns every seat's reward.
func (s Search) playout(st rules.State, r *rules.Rand, steps *stepEntropy, pause *pauser) []float64 {
	policy, _ := st.(PlayoutPolicy)
	mover, _ := st.(PlayoutMover)
	est, canEstimate := st.(Estimator)
	limit := DefaultMaxPlayout
	if s.Depth > 0 && canEstimate {
		limit = s.Depth
	}
	for n := range limit {
		if n%32 == 31 {
			pause.pause() // a playout to the end can be long
		}
		if mover != nil {
			if seat, m, ok := mover.PlayoutMove(r); ok {
				if _, err := st.Apply(seat, m, steps.next()); err != nil {
					break
				}
				continue
			}
		}
		ps := st.Prompts()
		if len(ps) == 0 {
			return Rewards(st.Result().Scores, st.Result().Winners)
		}
		p := ps[0]
		i := 0
		if policy != nil {
			i = policy.PlayoutChoice(p, r)
		} else {
			i = r.IntN(len(p.Options))
		}
		if i < 0 || i >= len(p.Options) {
			i = 0
		}
		if _, err := st.Apply(p.Seat, p.Options[i].Move, steps.next()); err != nil {
			break
		}
	}
	if res := st.Result(); res.Done {
		return Rewards(res.Scores, res.Winners)
	}
	seats := st.Setup().Seats
	if canEstimate {
		scores := est.Estimate()
		if len(scores) == seats {
			return Rewards(scores, leaders(scores))
		}
	}
	flat := make([]float64, seats)
	for i := range flat {
		flat[i] = 0.5
	}
	return flat
}

// Rewards turns scores and winners into each seat's reward in [0,1]: half
// from the score, scaled between the lowest and the highest at the table,
// half a win bonus for every winner. Partners whom a game scores alike and
// names winners together share their reward.
func Rewards(scores []int, winners []rules.Seat) []float64 {
	out := make([]float64, len(scores))
	if len(scores) == 0 {
		return out
	}
	lo, hi := scores[0], scores[0]
	for _, s := range scores {
		lo, hi = min(lo, s), max(hi, s)
	}
	for i, s := range scores {
		norm := 0.5
		if hi > lo {
			norm = float64(s-lo) / float64(hi-lo)
		}
		out[i] = norm / 2
	}
	for _, w := range winners {
		if int(w) >= 0 && int(w) < len(out) {
			out[w] += 0.5
		}
	}
	return out
}

// leaders lists the seats with the best score.
func leaders(scores []int) []rules.Seat {
	var out []rules.Seat
	best := scores[0]
	for _, s := range scores {
		best = max(best, s)
	}
	for i, s := range scores {
		if s == best {
			out = append(out, rules.Seat(i))
		}
	}
	return out
}

// stepEntropy invents the entropy of the moves played inside a search. It
// needs no more than to differ from step to step: a PCG seeded from the
// search's Rand does, where drawing it from the Rand cost a SHA-256 block a
// step, a tenth of a search step under WebAssembly (which has no SHA
// instructions).
type stepEntropy struct{ src *rand.PCG }

func newStepEntropy(r *rules.Rand) *stepEntropy {
	return &stepEntropy{src: rand.NewPCG(r.Uint64(), r.Uint64())}
}

func (g *stepEntropy) next() rules.Entropy {
	var e rules.Entropy
	for i := 0; i < len(e); i += 8 {
		binary.LittleEndian.PutUint64(e[i:], g.src.Uint64())
	}
	return e
}
