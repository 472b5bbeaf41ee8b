// Setup of Belaad (rulebook section Two): teams and seating, the scholar,
// battle, action and Hashash decks, coins, swords and the token bag.
package belaad

import (
	"fmt"

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
	shuffle := func(xs []int) { r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] }) }
	seq := func(k int) []int {
		xs := make([]int, k)
		for i := range xs {
			xs[i] = i
		}
		return xs
	}

	// Scholars: 10 leave unseen, 20 stay, 5 are revealed.
	sch := seq(len(scholars))
	shuffle(sch)
	s.schRemoved = append([]int(nil), sch[:10]...)
	s.schDeck = append([]int(nil), sch[10:]...)
	s.gen = 0
	s.nextGeneration()

	s.bDeck = seq(len(battleCards))
	shuffle(s.bDeck)
	s.poolSwords = totalSwords
	s.bag = tokenMix

	// Coins and action cards.
	ac := seq(len(actionCards))
	shuffle(ac)
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
		s.hand[i] = append([]int(nil), ac[:k]...)
		ac = ac[k:]
		s.gold[i], s.red[i] = 1, 1
		s.spoils[i] = []int{}
	}
	s.splitDecks(ac)
	s.discard = []int{}

	if s.orderAt >= 0 {
		s.hhDeck = seq(len(hashashCards))
		shuffle(s.hhDeck)
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

// splitDecks deals cards into three face-up decks of nearly equal size.
func (s *State) splitDecks(cards []int) {
	q, rem := len(cards)/3, len(cards)%3
	for d := 0; d < 3; d++ {
		k := q
		if d < rem {
			k++
		}
		s.decks[d] = append([]int{}, cards[:k]...)
		cards = cards[k:]
	}
}

// nextGeneration reveals the next five scholars.
func (s *State) nextGeneration() {
	s.gen++
	s.genTaken = 0
	k := min(5, len(s.schDeck))
	s.revealed = append([]int{}, s.schDeck[:k]...)
	s.schDeck = s.schDeck[k:]
	if s.gen > 1 {
		s.emit("belaad.ev.generation", rules.Int(s.gen))
	}
}
