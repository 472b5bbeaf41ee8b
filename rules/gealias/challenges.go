// The hand-pressure challenge at the end of every turn, and the end of the
// game: victory by building everything, or the round limit with the
// rulebook's tie-breaks.
package gealias

import (
	"slices"

	"majlis/rules"
)

// nextPressure asks the next opponent clockwise whether to challenge the
// player who just played; after everyone passes, play moves on.
func (s *State) nextPressure() []rules.Event {
	n := len(s.players)
	if s.pending.nextAsk >= n {
		return s.nextTurn()
	}
	s.pending.challenger = rules.Seat((int(s.turn) + s.pending.nextAsk) % n)
	s.pending.nextAsk++
	s.phase = phPressure
	return nil
}

// challenge settles a pressure challenge: a hand over ten gives half of
// itself (rounded down) to the challenger, chosen by its holder; otherwise
// the challenged player takes half of the challenger's hand at random.
func (s *State) challenge(r *rules.Rand) []rules.Event {
	c, t := s.pending.challenger, s.turn
	evs := []rules.Event{{Msg: rules.M("gealias.ev.pressure", rules.SeatArg(c), rules.SeatArg(t), rules.Int(s.HandSize(t)))}}
	if s.HandSize(t) > 10 {
		s.pending.toGive = s.HandSize(t) / 2
		s.phase = phPressureGive
		return evs
	}
	evs = append(evs, s.steal(c, t, s.HandSize(c)/2, r)...)
	return append(evs, s.nextTurn()...)
}

// points is seat's structure points: fortress 2, tent 1.
func (s *State) points(seat rules.Seat) int {
	p := s.players[seat]
	return 2*p.fortsOut + p.tentsOut
}

// endByRounds ends a game nobody won within the round limit: most
// structure points, then most gold, then most resource cards, then shared.
func (s *State) endByRounds() []rules.Event {
	type key struct{ points, gold, res int }
	keyOf := func(i int) key {
		p := s.players[i]
		return key{s.points(rules.Seat(i)), p.cards[Gold], p.cards.Resources()}
	}
	best := []rules.Seat{0}
	stage := 0 // how far the tie-breaks went
	for i := 1; i < len(s.players); i++ {
		a, b := keyOf(i), keyOf(int(best[0]))
		switch {
		case a == b:
			best = append(best, rules.Seat(i))
		case a.points > b.points || a.points == b.points && (a.gold > b.gold || a.gold == b.gold && a.res > b.res):
			best = []rules.Seat{rules.Seat(i)}
		}
	}
	// Which tie-break decided: compare the winner against the runners-up.
	for i := range s.players {
		if slices.Contains(best, rules.Seat(i)) {
			continue
		}
		a, b := keyOf(int(best[0])), keyOf(i)
		st := 0
		if a.points == b.points {
			st = 1
			if a.gold == b.gold {
				st = 2
			}
		}
		stage = max(stage, st)
	}
	s.winners = best
	s.reason = "gealias.end.rounds"
	switch {
	case len(best) > 1:
		s.tieBreak = "gealias.tie.shared"
	case stage == 1:
		s.tieBreak = "gealias.tie.gold"
	case stage == 2:
		s.tieBreak = "gealias.tie.resources"
	}
	s.phase = phDone
	return []rules.Event{{Msg: rules.M("gealias.ev.round_limit", rules.Int(s.maxRound))}}
}
