// What the search bots (rules/bot) may ask of a game cut off before its
// end: how far each player is from running dry.
package sands

// Estimate is each seat's standing as the game is: a player without Water
// in the End Phase is out, so its Water in play counts most, then its City
// Sections (which hold Water and raise the hand size); a player already
// out scores nothing. All of it is in play and public, so a view scores
// alike (bot.Estimator).
func (s *State) Estimate() []int {
	out := make([]int, s.seats())
	for p := range out {
		if s.players[p].out {
			continue
		}
		out[p] = 3*s.water(p) + s.count(p, InCity)
	}
	return out
}
