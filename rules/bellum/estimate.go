// What the search bots (rules/bot) may ask of a game cut off before its
// end: the chests each seat holds, valued as at the end.
package bellum

// Estimate is each seat's score as the game stands: the value of the
// chests it holds, as Result scores them; a chest a view hides counts
// nothing (bot.Estimator).
func (s *State) Estimate() []int {
	out := make([]int, s.n())
	for i, p := range s.players {
		for _, c := range p.chests {
			if c >= 0 {
				out[i] += chestValue[c]
			}
		}
	}
	return out
}
