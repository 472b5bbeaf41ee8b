// Scoring (rulebook section Seven): main points, auxiliary points with an
// exact best assignment of the team's coins, specialty sets, the "six
// scholars" condition, military points, tie-breaks; and the Order's
// victory by active scientific symbols.
package belaad

import (
	"slices"

	"majlis/rules"
)

// specPoints is the extra score of a set of scholars sharing a specialty.
var specPoints = [5]int{0, 0, 2, 5, 8}

// Score is a team's final score broken down.
type Score struct {
	Main, Coins, Spec, Six, Military, Total int
	// Paid lists the scholars whose auxiliary coin condition the best
	// assignment of the team's coins meets (the Coins points).
	Paid []int
	// Gold and Red are the team's coins counted (players' and treasury).
	Gold, Red int
}

// teamCoins is a team's coins at the end: its players' and its treasury's.
func (s *State) teamCoins(tm int) (gold, red int) {
	gold, red = s.tGold[tm], s.tRed[tm]
	for _, v := range s.seatsOf(tm) {
		gold += s.gold[v]
		red += s.red[v]
	}
	return gold, red
}

// TeamScore scores team tm as the game stands.
func (s *State) TeamScore(tm int) Score {
	var sc Score
	var conds []Scholar
	var spec [4]int
	for _, id := range s.won[tm] {
		h := scholars[id]
		sc.Main += h.Main
		switch h.Aux {
		case AuxCoins:
			conds = append(conds, h)
		case AuxSpec:
			spec[h.Spec]++
		case AuxSix:
			if len(s.won[tm]) >= 6 {
				sc.Six++
			}
		}
	}
	for _, k := range spec[1:] {
		sc.Spec += specPoints[min(k, 4)]
	}
	g, r := s.teamCoins(tm)
	var paid []int
	sc.Coins, paid = bestCoinPoints(conds, r, g)
	sc.Gold, sc.Red = g, r
	for _, i := range paid {
		for _, id := range s.won[tm] {
			if scholars[id].Name == conds[i].Name {
				sc.Paid = append(sc.Paid, id)
			}
		}
	}
	for _, v := range s.seatsOf(tm) {
		for _, c := range s.spoils[v] {
			if c >= 0 { // a view hides other players' spoils
				sc.Military += battleCards[c].VP
			}
		}
	}
	sc.Total = sc.Main + sc.Coins + sc.Spec + sc.Six + sc.Military
	return sc
}

// bestCoinPoints finds the most auxiliary points the coins can buy: every
// subset of the conditions is tried, and a subset is payable when its red
// and gold demands fit and the leftover coins of either colour cover its
// "any colour" demands. A team holds at most a dozen scholars, so the
// search is small.
func bestCoinPoints(conds []Scholar, red, gold int) (int, []int) {
	best, bestMask := 0, 0
	n := len(conds)
	for mask := 0; mask < 1<<n; mask++ {
		nr, ng, na, pts := 0, 0, 0, 0
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				nr += conds[i].Red
				ng += conds[i].Gold
				na += conds[i].Any
				pts += conds[i].Pts
			}
		}
		if nr <= red && ng <= gold && na <= red-nr+gold-ng && pts > best {
			best, bestMask = pts, mask
		}
	}
	var paid []int
	for i := 0; i < n; i++ {
		if bestMask&(1<<i) != 0 {
			paid = append(paid, i)
		}
	}
	return best, paid
}

// OrderActive counts the Order's active scientific symbols: an assassinated
// scholar's main points count when an assassinated token of its ribbon
// symbol is set against it, one token per scholar, a wild token standing
// for any symbol. Matching specific tokens to the scholars of their symbol
// with the most points, then wild tokens to the best of the rest, is
// optimal because a specific token can serve no other symbol.
func (s *State) OrderActive() int {
	var have [numTok]int
	for _, tk := range s.assTok {
		have[tk]++
	}
	var left []int
	total := 0
	for sym := 0; sym < numSyms; sym++ {
		var pts []int
		for _, id := range s.won[Order] {
			if scholars[id].Ribbon == sym {
				pts = append(pts, scholars[id].Main)
			}
		}
		slices.Sort(pts)
		slices.Reverse(pts)
		for i, p := range pts {
			if i < have[sym] {
				total += p
			} else {
				left = append(left, p)
			}
		}
	}
	slices.Sort(left)
	slices.Reverse(left)
	for i := 0; i < len(left) && i < have[TokWild]; i++ {
		total += left[i]
	}
	return total
}

// checkOrderWin ends the game when the Order holds six active symbols.
func (s *State) checkOrderWin() bool {
	if s.orderAt < 0 || s.over || s.OrderActive() < 6 {
		return false
	}
	s.over = true
	s.clearStack()
	s.winners = []rules.Seat{s.orderAt}
	s.scores = s.finalScores()
	s.reason = "belaad.end.order"
	s.emit("belaad.ev.order_wins", rules.SeatArg(s.orderAt), rules.Int(s.OrderActive()))
	return true
}

func (s *State) finalScores() []int {
	sc := make([]int, s.n)
	k, p := s.TeamScore(Kingdom).Total, s.TeamScore(People).Total
	for v := range sc {
		switch s.team[v] {
		case Kingdom:
			sc[v] = k
		case People:
			sc[v] = p
		default:
			sc[v] = s.OrderActive()
		}
	}
	return sc
}

// finish ends the game after the fourth generation: the Order (if any)
// has lost, and the Kingdom and People compare scores.
func (s *State) finish() {
	s.over = true
	s.clearStack()
	s.scores = s.finalScores()
	s.reason = "belaad.end.scholars"
	k, p := s.TeamScore(Kingdom).Total, s.TeamScore(People).Total
	win := -1
	switch {
	case k > p:
		win = Kingdom
	case p > k:
		win = People
	default:
		ks, ps := 0, 0
		for _, v := range s.seatsOf(Kingdom) {
			ks += s.swords[v]
		}
		for _, v := range s.seatsOf(People) {
			ps += s.swords[v]
		}
		kg, _ := s.teamCoins(Kingdom)
		pg, _ := s.teamCoins(People)
		switch {
		case ks != ps:
			s.tiebreak = "belaad.tie.swords"
			win = People
			if ks > ps {
				win = Kingdom
			}
		case kg != pg:
			s.tiebreak = "belaad.tie.gold"
			win = People
			if kg > pg {
				win = Kingdom
			}
		default:
			s.tiebreak = "belaad.tie.shared"
		}
	}
	s.winners = nil
	for v := 0; v < s.n; v++ {
		if (win < 0 && s.team[v] != Order) || s.team[v] == win {
			s.winners = append(s.winners, rules.Seat(v))
		}
	}
	s.emit("belaad.ev.game_over", rules.Int(k), rules.Int(p))
}

// clearStack drops every pending decision at the end of the game; tokens
// still being placed go back to the bag and Hashash cards still being
// chosen under the Hashash deck, so that nothing is lost.
func (s *State) clearStack() {
	for _, t := range s.stack {
		if t.Kind == kPlace {
			for _, tk := range t.Tokens {
				s.bag[tk]++
			}
		}
	}
	s.stack = nil
	for _, id := range s.hhHand {
		s.hhPile.putBottom(id)
	}
	s.hhHand = nil
	s.granted = nil
}
