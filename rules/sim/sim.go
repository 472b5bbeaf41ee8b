// Package sim plays whole games between bots, deterministically from a
// seed: the same game, setup, seed and index always give the same game.
// Tests, benchmarks and the `game sim` verb use it.
package sim

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"

	"majlis/rules"
	"majlis/rules/bot"
)

// DefaultMaxSteps bounds a game; a game still running then is a bug.
const DefaultMaxSteps = 200000

// Game describes one simulated game.
type Game struct {
	Rules rules.Game
	Setup rules.Setup
	Seed  int64 // the run's seed
	Index int   // which game of the run: entropy differs per index
	// Bots decide for each seat; nil or short means the random bot.
	Bots []bot.Bot
	// Seers, where set, decide for their seats instead of Bots, from the
	// whole state: tournaments seat a cheat this way as a ceiling.
	Seers []bot.Seer
	// MaxSteps stops a game that does not end; 0 means DefaultMaxSteps.
	MaxSteps int
	// Record keeps the whole log in the outcome.
	Record bool
	// OnStep, when set, is told every applied step.
	OnStep func(step int, seat rules.Seat, o rules.Option, events []rules.Event, st rules.State)
}

// Outcome is a finished game.
type Outcome struct {
	Steps  int
	Result rules.Result
	Hash   rules.Hash
	Final  rules.State
	Log    *rules.Log // only with Record
	Start  []rules.Event
}

// Entropy derives the entropy of a step (0 is the setup) of game index of a
// run seeded with seed.
func Entropy(seed int64, index, step int) rules.Entropy {
	var b [8 + 24]byte
	copy(b[:8], "majlis/s")
	binary.BigEndian.PutUint64(b[8:], uint64(seed))
	binary.BigEndian.PutUint64(b[16:], uint64(index))
	binary.BigEndian.PutUint64(b[24:], uint64(step))
	return sha256.Sum256(b[:])
}

// Play runs the game to its end.
func Play(g Game) (Outcome, error) {
	if err := rules.ValidateSetup(g.Rules, g.Setup); err != nil {
		return Outcome{}, err
	}
	max := g.MaxSteps
	if max == 0 {
		max = DefaultMaxSteps
	}
	e0 := Entropy(g.Seed, g.Index, 0)
	st, evs, err := g.Rules.New(g.Setup, e0)
	if err != nil {
		return Outcome{}, fmt.Errorf("setup: %w", err)
	}
	out := Outcome{Start: evs}
	if g.Record {
		out.Log = &rules.Log{Setup: g.Setup, Entropy: e0, Hash: st.Hash()}
	}
	// The bots' own choices come from a generator apart from the game's,
	// so that a bot never sees the entropy the rules will use.
	choice := rules.NewRand(rules.Seed(Entropy(g.Seed, g.Index, -1)))
	for step := 1; ; step++ {
		ps := st.Prompts()
		if len(ps) == 0 {
			break
		}
		if step > max {
			return out, fmt.Errorf("%s did not end within %d steps", g.Rules.ID(), max)
		}
		p := ps[0]
		m, err := decide(g, st, p, choice)
		if err != nil {
			return out, fmt.Errorf("step %d: %w", step, err)
		}
		o, _ := p.Find(m)
		e := Entropy(g.Seed, g.Index, step)
		evs, err := st.Apply(p.Seat, m, e)
		if err != nil {
			return out, fmt.Errorf("step %d: seat %d move %s refused: %w", step, p.Seat, m, err)
		}
		out.Steps = step
		if g.Record {
			out.Log.Steps = append(out.Log.Steps, rules.Step{Seat: p.Seat, Move: m, Entropy: e, Hash: st.Hash()})
		}
		if g.OnStep != nil {
			g.OnStep(step, p.Seat, o, evs, st)
		}
	}
	out.Result = st.Result()
	if !out.Result.Done {
		return out, fmt.Errorf("%s asks nothing but is not over", g.Rules.ID())
	}
	out.Hash = st.Hash()
	out.Final = st
	return out, nil
}

// decide asks the seat's seer, given a copy of the state, or else its bot,
// given the seat's view.
func decide(g Game, st rules.State, p rules.Prompt, choice *rules.Rand) (rules.Move, error) {
	if int(p.Seat) < len(g.Seers) && g.Seers[p.Seat] != nil {
		s := g.Seers[p.Seat]
		m, err := s.ChooseSeeing(st.Clone(), p, choice)
		if err != nil {
			return "", fmt.Errorf("seer %s for seat %d: %w", s.Name(), p.Seat, err)
		}
		return m, nil
	}
	var b bot.Bot = bot.Random{}
	if int(p.Seat) < len(g.Bots) && g.Bots[p.Seat] != nil {
		b = g.Bots[p.Seat]
	}
	m, err := b.Choose(bot.ViewOf(st, p.Seat), p, choice)
	if err != nil {
		return "", fmt.Errorf("bot %s for seat %d: %w", b.Name(), p.Seat, err)
	}
	return m, nil
}
