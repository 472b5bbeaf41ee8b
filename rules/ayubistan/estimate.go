// What the search bots (rules/bot) may ask of a game cut off before its
// end: the score so far.
package ayubistan

// Estimate is each seat's score as the game stands: Hasanaat less
// Sayi'aat, as Result scores it at the end (bot.Estimator).
func (s *State) Estimate() []int {
	out := make([]int, s.n())
	for i, p := range s.players {
		out[i] = p.hasanaat - p.sayiaat
	}
	return out
}
