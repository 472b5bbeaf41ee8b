// A tiny game for the protocol's tests: sealed bids each round, a random
// tie-break, then one seat rolls dice. It uses every feature the session
// handles (sealed prompts, entropy, moves that draw and moves that do not,
// hidden information) in a few dozen steps.
package lockstep

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"majlis/rules"
	"majlis/rules/games"
)

const testGameID = "locktest"

type testGame struct{}

func (testGame) ID() string        { return testGameID }
func (testGame) Name() rules.Msg   { return rules.M("locktest.name") }
func (testGame) Seats() (int, int) { return 2, 6 }
func (testGame) Options() []rules.OptionSpec {
	return []rules.OptionSpec{{Key: "rounds", Values: []string{"3", "1", "8"}}}
}

func (g testGame) New(s rules.Setup, e rules.Entropy) (rules.State, []rules.Event, error) {
	if err := rules.ValidateSetup(g, s); err != nil {
		return nil, nil, err
	}
	rounds, _ := strconv.Atoi(s.Option("rounds", "3"))
	st := &testState{setup: s, rounds: rounds, scores: make([]int, s.Seats), bids: make([]int, s.Seats)}
	st.seed = st.seed.Mix(e)
	r := rules.NewRand(st.seed)
	st.scores[r.IntN(s.Seats)]++ // setup randomness
	st.startRound()
	return st, nil, nil
}

type testState struct {
	setup          rules.Setup
	seed           rules.Seed
	rounds, round  int
	scores, bids   []int // bids: -1 not yet, -2 hidden (views)
	rolling, rolls int
	done           bool
	drew           bool // the last Apply drew (rules.Drawer)
}

func (s *testState) Drew() bool { return s.drew }

func (s *testState) startRound() {
	for i := range s.bids {
		s.bids[i] = -1
	}
	s.rolling = -1
}

func (s *testState) Setup() rules.Setup { return s.setup }

func (s *testState) Prompts() []rules.Prompt {
	if s.done {
		return nil
	}
	if s.rolling >= 0 {
		return []rules.Prompt{{Seat: rules.Seat(s.rolling), Ask: rules.M("locktest.roll"), Options: []rules.Option{
			{Move: "roll", Label: rules.M("locktest.roll")}, {Move: "stop", Label: rules.M("locktest.stop")}}}}
	}
	var ps []rules.Prompt
	for i, b := range s.bids {
		if b == -1 {
			p := rules.Prompt{Seat: rules.Seat(i), Ask: rules.M("locktest.bid"), Sealed: true}
			for v := range 3 {
				p.Options = append(p.Options, rules.Option{Move: rules.Move(fmt.Sprintf("bid:%d", v)), Label: rules.M("locktest.bid")})
			}
			ps = append(ps, p)
		}
	}
	return ps
}

func (s *testState) Apply(seat rules.Seat, m rules.Move, e rules.Entropy) ([]rules.Event, error) {
	if _, err := rules.CheckMove(s.Prompts(), seat, m); err != nil {
		return nil, err
	}
	s.seed = s.seed.Mix(e)
	r := rules.NewRand(s.seed)
	defer func() { s.drew = r.Drawn() }()
	switch {
	case strings.HasPrefix(string(m), "bid:"):
		s.bids[seat], _ = strconv.Atoi(string(m[4:]))
		if slices.Contains(s.bids, -1) {
			return nil, nil
		}
		best := slices.Max(s.bids)
		var top []int
		for i, b := range s.bids {
			if b == best {
				top = append(top, i)
			}
		}
		w := top[r.IntN(len(top))]
		s.scores[w] += 1 + best
		s.rolling, s.rolls = s.round%len(s.bids), 0 // every seat rolls in turn
	case m == "roll" && s.rolls < 2:
		s.scores[seat] += 1 + r.IntN(6)
		s.rolls++
	default:
		s.round++
		s.startRound()
		s.done = s.round >= s.rounds
	}
	return []rules.Event{{Msg: rules.M("locktest.step", rules.SeatArg(seat))}}, nil
}

func (s *testState) Result() rules.Result {
	res := rules.Result{Done: s.done, Scores: slices.Clone(s.scores)}
	if s.done {
		best := slices.Max(s.scores)
		for i, v := range s.scores {
			if v == best {
				res.Winners = append(res.Winners, rules.Seat(i))
			}
		}
	}
	return res
}

func (s *testState) Hash() rules.Hash {
	e := rules.NewEncoder(testGameID)
	e.Bytes(s.seed[:])
	e.Ints([]int{s.setup.Seats, s.rounds, s.round, s.rolling, s.rolls})
	e.Ints(s.scores)
	e.Ints(s.bids)
	e.Bool(s.done)
	return e.Sum()
}

func (s *testState) Clone() rules.State {
	c := *s
	c.scores, c.bids = slices.Clone(s.scores), slices.Clone(s.bids)
	return &c
}

func (s *testState) View(viewer rules.Seat) rules.State {
	c := s.Clone().(*testState)
	for i, b := range c.bids {
		if b >= 0 && rules.Seat(i) != viewer {
			c.bids[i] = -2
		}
	}
	return c
}

func (s *testState) Determinize(rules.Seat, *rules.Rand) rules.State { return s.Clone() }

// testLookup finds the test game, then the real ones.
func testLookup(id string) (rules.Game, error) {
	if id == testGameID {
		return testGame{}, nil
	}
	return games.Lookup(id)
}
