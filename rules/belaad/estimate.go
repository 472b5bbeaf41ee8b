// What the search bots (rules/bot) may ask of a game cut off before its
// end: each seat's team score as it stands.
package belaad

// Estimate is each seat's score if the game were scored now, as finish
// scores it: its team's total, or the Order's active symbols
// (bot.Estimator).
func (s *State) Estimate() []int {
	return s.finalScores()
}
