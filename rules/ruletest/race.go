package ruletest

import (
	"fmt"
	"strconv"

	"majlis/rules"
)

// Race is a tiny complete game for testing what is generic: sessions, logs,
// networking. Each round every seat secretly bids 0–2 (a sealed prompt);
// then, in turn, the highest bidder (lowest seat on ties) chooses to step 1
// or roll a die; the first to 15 wins. It has hidden information (bids),
// randomness, out-of-turn decisions and an end.
type Race struct{}

const raceGoal = 15

// ID implements rules.Game.
func (Race) ID() string { return "race" }

// Name implements rules.Game.
func (Race) Name() rules.Msg { return rules.M("race.name") }

// Seats implements rules.Game.
func (Race) Seats() (int, int) { return 2, 6 }

// Options implements rules.Game.
func (Race) Options() []rules.OptionSpec { return nil }

// New implements rules.Game.
func (g Race) New(s rules.Setup, e rules.Entropy) (rules.State, []rules.Event, error) {
	if err := rules.ValidateSetup(g, s); err != nil {
		return nil, nil, err
	}
	st := &raceState{setup: s, seed: rules.Seed{}.Mix(e), pos: make([]int, s.Seats), bids: make([]int, s.Seats), mover: -1}
	for i := range st.bids {
		st.bids[i] = -1
	}
	return st, []rules.Event{{Msg: rules.M("race.start")}}, nil
}

type raceState struct {
	setup  rules.Setup
	seed   rules.Seed
	pos    []int
	bids   []int // -1: not yet bid; -2: hidden from this view
	mover  rules.Seat
	winner rules.Seat
	done   bool
}

func (s *raceState) Setup() rules.Setup { return s.setup }

func (s *raceState) Prompts() []rules.Prompt {
	if s.done {
		return nil
	}
	if s.mover >= 0 {
		return []rules.Prompt{{Seat: s.mover, Ask: rules.M("race.ask_move"), Options: []rules.Option{
			{Move: "step", Label: rules.M("race.step")},
			{Move: "roll", Label: rules.M("race.roll")},
		}}}
	}
	var ps []rules.Prompt
	for i, b := range s.bids {
		if b == -1 {
			p := rules.Prompt{Seat: rules.Seat(i), Ask: rules.M("race.ask_bid"), Sealed: true}
			for v := 0; v <= 2; v++ {
				p.Options = append(p.Options, rules.Option{Move: rules.Move("bid:" + strconv.Itoa(v)), Label: rules.M("race.bid", rules.Int(v))})
			}
			ps = append(ps, p)
		}
	}
	return ps
}

func (s *raceState) Apply(seat rules.Seat, m rules.Move, e rules.Entropy) ([]rules.Event, error) {
	if _, err := rules.CheckMove(s.Prompts(), seat, m); err != nil {
		return nil, err
	}
	s.seed = s.seed.Mix(e)
	r := rules.NewRand(s.seed)
	if s.mover >= 0 {
		n := 1
		if m == "roll" {
			n = 1 + r.IntN(6)
		}
		s.pos[seat] += n
		evs := []rules.Event{{Msg: rules.M("race.moved", rules.SeatArg(seat), rules.Int(n))}}
		s.mover = -1
		for i := range s.bids {
			s.bids[i] = -1
		}
		if s.pos[seat] >= raceGoal {
			s.done, s.winner = true, seat
			evs = append(evs, rules.Event{Msg: rules.M("race.won", rules.SeatArg(seat))})
		}
		return evs, nil
	}
	v, _ := strconv.Atoi(string(m[len("bid:"):]))
	s.bids[seat] = v
	for _, b := range s.bids {
		if b < 0 {
			return []rules.Event{{Msg: rules.M("race.bid_sealed", rules.SeatArg(seat))}}, nil
		}
	}
	best := 0
	for i, b := range s.bids {
		if b > s.bids[best] {
			best = i
		}
	}
	s.mover = rules.Seat(best)
	return []rules.Event{{Msg: rules.M("race.bids_open", rules.SeatArg(s.mover))}}, nil
}

func (s *raceState) Result() rules.Result {
	if !s.done {
		return rules.Result{}
	}
	return rules.Result{Done: true, Scores: append([]int(nil), s.pos...), Winners: []rules.Seat{s.winner}, Reason: rules.M("race.won", rules.SeatArg(s.winner))}
}

func (s *raceState) Hash() rules.Hash {
	e := rules.NewEncoder("race")
	e.Setup(s.setup)
	e.Bytes(s.seed[:])
	e.Ints(s.pos)
	e.Ints(s.bids)
	e.Int(int(s.mover))
	e.Int(int(s.winner))
	e.Bool(s.done)
	return e.Sum()
}

func (s *raceState) Clone() rules.State {
	c := *s
	c.pos = append([]int(nil), s.pos...)
	c.bids = append([]int(nil), s.bids...)
	return &c
}

// View hides the other seats' sealed bids and the running seed.
func (s *raceState) View(viewer rules.Seat) rules.State {
	c := s.Clone().(*raceState)
	c.seed = rules.Seed{}
	for i, b := range c.bids {
		if b >= 0 && rules.Seat(i) != viewer {
			c.bids[i] = -2
		}
	}
	return c
}

// Determinize guesses hidden bids.
func (s *raceState) Determinize(viewer rules.Seat, r *rules.Rand) rules.State {
	c := s.Clone().(*raceState)
	for i, b := range c.bids {
		if b == -2 {
			c.bids[i] = r.IntN(3)
		}
	}
	var seed rules.Seed
	for i := range seed {
		seed[i] = byte(r.IntN(256))
	}
	c.seed = seed
	return c
}

// String is for test failures.
func (s *raceState) String() string {
	return fmt.Sprintf("race%v bids%v mover %d", s.pos, s.bids, s.mover)
}
