// What the search bots (rules/bot) may ask of a game cut off before its
// end: the structure points each seat has built.
package gealias

import "majlis/rules"

// Estimate is each seat's score as the game stands: its structure points
// (two a fort, one a tent on the board), the measure the game is won by
// and scored by when the rounds run out; all of it is on the board, so a
// view scores alike (bot.Estimator).
func (s *State) Estimate() []int {
	out := make([]int, len(s.players))
	for i := range s.players {
		out[i] = s.points(rules.Seat(i))
	}
	return out
}
