// Setup of Belaad (rulebook section Two): teams and seating, the scholar,
// battle, action and Hashash decks, coins, swords and the token bag.
package belaad

import (
	"fmt"
	"slices"

	"majlis/rules"
)

// Game is Belaad's rules.
type Game struct{}

func (Game) ID() string                  { return "belaad" }
func (Game) Name() rules.Msg             { return rules.M("belaad.name") }
func (Game) Seats() (int, int)           { return 2, 6 }
func (Game) Options() []rules.OptionSpec { return nil }

// teamsFor seats the table: Kingdom and People alternate from seat 0; at 3
// and 5 players the last seat is the Order, between a People player (on its
// right) and the Kingdom player of seat 0 (on its left).
func teamsFor(n int) []int {
	t := make([]int, n)
	m := n
	if n%2 == 1 {
		m = n - 1
		t[n-1] = Order
	}
	for i := 0; i < m; i++ {
		t[i] = i % 2
	}
	return t
}

// New deals a game.
func (g Game) New(su rules.Setup, e rules.Entropy) (rules.State, []rules.Event, error) {
	if err := rules.ValidateSetup(g, su); err != nil {
		return nil, nil, fmt.Errorf("belaad setup: %w", err)
	}
	s := newState(su, rules.Seed{}.Mix(e))
	return s, s.evs, nil
}

func newState(su rules.Setup, seed rules.Seed) *State {
	n := su.Seats
	s := &State{setup: su, seed: seed, n: n, team: teamsFor(n), orderAt: -1}
	if n%2 == 1 {
		s.orderAt = rules.Seat(n - 1)
	}
	r := rules.NewRand(seed)
	s.rng = r
	defer func() { s.rng = nil }()
	seq := func(k int) []int {
		xs := make([]int, k)
		for i := range xs {
			xs[i] = i
		}
		return xs
	}

	// Scholars: all thirty stay in one unordered hidden pile and each
	// generation reveals five drawn at random; the ten never revealed are
	// the ten removed unseen (the same odds as removing them first).
	s.schPile.add(seq(len(scholars))...)
	s.gen = 0
	s.nextGeneration()

	s.bPile.add(seq(len(battleCards))...)
	s.poolSwords = totalSwords
	s.bag = tokenMix

	// Coins and action cards: hands dealt at random, the rest into three
	// decks whose tops are turned up at random.
	var ac pile
	ac.add(seq(len(actionCards))...)
	s.hand = make([][]int, n)
	s.gold = make([]int, n)
	s.red = make([]int, n)
	s.swords = make([]int, n)
	s.spoils = make([][]int, n)
	for i := 0; i < n; i++ {
		k := 4
		if rules.Seat(i) == s.orderAt && n == 5 {
			k = 5
		}
		s.hand[i] = []int{}
		for j := 0; j < k; j++ {
			s.hand[i] = append(s.hand[i], ac.draw(r))
		}
		s.gold[i], s.red[i] = 1, 1
		s.spoils[i] = []int{}
	}
	s.dealDecks(ac.all())
	s.discard = []int{}

	if s.orderAt >= 0 {
		s.hhPile.add(seq(len(hashashCards))...)
	}

	// The Kingdom starts: the seat the table named if it is a Kingdom seat
	// (the youngest Kingdom player), else seat 0.
	s.first = 0
	if s.team[su.First] == Kingdom {
		s.first = su.First
	}
	s.emit("belaad.ev.setup", rules.Int(n))
	s.startTurn(s.first)
	s.run()
	return s
}

// dealDecks deals cards into three face-up decks whose sizes differ by at
// most one. Only the tops are seen: each is chosen at random now, and the
// cards below stay unordered (see takeTop).
func (s *State) dealDecks(cards []int) {
	under := slices.Clone(cards)
	slices.Sort(under)
	q, rem := len(under)/3, len(under)%3
	var tops, counts [3]int
	for d := 0; d < 3; d++ {
		k := q
		if d < rem {
			k++
		}
		tops[d] = -1
		if k > 0 {
			j := s.rng.IntN(len(under))
			tops[d] = under[j]
			under = slices.Delete(under, j, j+1)
			counts[d] = k - 1
		}
	}
	s.arrangeDecks(tops, under, counts)
}

// arrangeDecks lays out the decks: each top (-1: an empty deck) above its
// count of hidden cards. The hidden cards of the three decks are one
// unordered set, laid out in sorted order, so nobody (and no program) can
// tell which card will be turned up next.
func (s *State) arrangeDecks(tops [3]int, under []int, counts [3]int) {
	under = slices.Clone(under)
	slices.Sort(under)
	for d := 0; d < 3; d++ {
		if tops[d] < 0 {
			s.decks[d] = []int{}
			continue
		}
		s.decks[d] = append([]int{tops[d]}, under[:counts[d]]...)
		under = under[counts[d]:]
	}
}

// deckParts splits the decks into tops, hidden cards and hidden counts.
func (s *State) deckParts() (tops [3]int, under []int, counts [3]int) {
	for d := 0; d < 3; d++ {
		tops[d] = -1
		if len(s.decks[d]) > 0 {
			tops[d] = s.decks[d][0]
			under = append(under, s.decks[d][1:]...)
			counts[d] = len(s.decks[d]) - 1
		}
	}
	return tops, under, counts
}

// takeTop takes deck d's top card; the deck's next top is chosen at random
// now among the hidden cards of the decks (the odds of a shuffled deck as
// seen by anyone at the table).
func (s *State) takeTop(d int) int {
	tops, under, counts := s.deckParts()
	c := tops[d]
	tops[d] = -1
	if counts[d] > 0 {
		j := s.rng.IntN(len(under))
		tops[d] = under[j]
		under = slices.Delete(under, j, j+1)
		counts[d]--
	}
	s.arrangeDecks(tops, under, counts)
	return c
}

// nextGeneration reveals the next five scholars, drawn at random now.
func (s *State) nextGeneration() {
	s.gen++
	s.genTaken = 0
	s.revealed = []int{}
	for k := 0; k < 5 && s.schPile.size() > 0; k++ {
		s.revealed = append(s.revealed, s.schPile.draw(s.rng))
	}
	if s.gen > 1 {
		s.emit("belaad.ev.generation", rules.Int(s.gen))
	}
}

// schInPlay is how many scholars stay in the game (ten of thirty leave
// unseen); the face-down deck is what of them is not yet revealed.
const schInPlay = 20

// schDeckSize is the size of the face-down scholar deck.
func (s *State) schDeckSize() int { return max(0, schInPlay-5*s.gen) }
