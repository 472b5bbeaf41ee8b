// Hidden order: no pile holds an order a peer's program could read ahead
// of the draws. The card drawn is chosen by the drawing step's entropy,
// and cards a rule places at a known position keep it.
package belaad

import (
	"slices"
	"testing"

	"majlis/rules"
)

// outcomes applies move m to clones of s with 24 different entropies and
// collects what probe reads after each.
func outcomes(t *testing.T, s *State, seat rules.Seat, m string, probe func(*State) int) map[int]bool {
	t.Helper()
	seen := map[int]bool{}
	for i := 0; i < 24; i++ {
		c := s.clone()
		if _, err := c.Apply(seat, rules.Move(m), rules.Entropy{byte(i), 0xAB}); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		seen[probe(c)] = true
	}
	return seen
}

func TestHiddenOrderActionDecksTurnUpAtTheDraw(t *testing.T) {
	s := fresh(t, 2)
	do(t, s, 0, "play:"+itoa(s.hand[0][0]), "end", "end")
	before := s.decks[0][0]
	seen := outcomes(t, s, 0, "deck:0", func(c *State) int {
		if !slices.Contains(c.hand[0], before) {
			t.Fatal("the drawn card is not the top card")
		}
		return c.decks[0][0]
	})
	if len(seen) < 3 {
		t.Fatalf("the next top card is fixed before the draw: %v", seen)
	}
}

func TestHiddenOrderBattleCardsAtTheReveal(t *testing.T) {
	s := fresh(t, 2)
	card := symCard(SymMilitary)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0")
	seen := outcomes(t, s, 0, "reveal", func(c *State) int { return c.bShown[0] })
	if len(seen) < 3 {
		t.Fatalf("the battle card is fixed before the reveal: %v", seen)
	}
}

func TestHiddenOrderSpoilsCardAtTheTaking(t *testing.T) {
	s := fresh(t, 2)
	s.putTokens(Commander, SymMilitary, 4)
	card := symCard(SymMilitary)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0") // 5 against 1: the People act
	seen := outcomes(t, s, 1, "concede", func(c *State) int { return c.spoils[0][0] })
	if len(seen) < 3 {
		t.Fatalf("the spoils card is fixed before it is taken: %v", seen)
	}
}

func TestHiddenOrderScholarsAtTheReveal(t *testing.T) {
	s := fresh(t, 2)
	s.genTaken = 2
	s.reveal("khayyam")
	s.putTokens(Sultan, SymEmploy, 5)
	s.gold[0] = 10
	card := symCard(SymEmploy)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0")
	seen := outcomes(t, s, 0, "emp:"+itoa(schID("khayyam")), func(c *State) int {
		if c.gen != 2 {
			t.Fatal("no new generation")
		}
		return c.revealed[0]
	})
	if len(seen) < 3 {
		t.Fatalf("the next generation is fixed before it is revealed: %v", seen)
	}
}

func TestHiddenOrderHashashCardsAtTheDraw(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	s.orange(o)
	seen := outcomes(t, s, o, "bot:"+itoa(Hashash), func(c *State) int { return c.hhHand[0]*100 + c.hhHand[1] })
	if len(seen) < 3 {
		t.Fatalf("the Hashash cards are fixed before they are drawn: %v", seen)
	}
}

// Section Six: the third Hashash card goes under the deck and stays there:
// it comes back only when every other card of the deck has been drawn.
func TestHiddenOrderHashashBottomStaysAtTheBottom(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	// Leave four unknown cards in the deck, and draw three of them.
	for len(s.hhPile.mid) > 4 {
		s.giveHH(s.hhPile.mid[0])
	}
	s.orange(o)
	do(t, s, o, "bot:"+itoa(Hashash))
	dropped := s.hhHand[2]
	do(t, s, o, "drop:"+itoa(dropped))
	if !slices.Equal(s.hhPile.bot, []int{dropped}) || len(s.hhPile.mid) != 1 {
		t.Fatalf("deck %+v, want %d at the bottom under one unknown card", s.hhPile, dropped)
	}
	// A Recruit-free check of the order: one card drawn now is the unknown
	// one, never the card at the bottom.
	last := s.hhPile.mid[0]
	for i := 0; i < 8; i++ {
		c := s.hhPile.clone()
		if got := c.draw(rules.NewRand(rules.Seed{byte(i)})); got != last {
			t.Fatalf("drew %d before the last unknown card %d", got, last)
		}
		if got := c.draw(rules.NewRand(rules.Seed{byte(i)})); got != dropped {
			t.Fatalf("drew %d, want the bottom card %d", got, dropped)
		}
	}
}

// The pile on its own: known top first, the unordered middle at random,
// the known bottom last and in order.
func TestPileDrawOrder(t *testing.T) {
	var p pile
	p.add(5, 3, 9)
	p.putBottom(7)
	p.putBottom(1)
	p.top = []int{4}
	if !p.canonical() || !slices.Equal(p.mid, []int{3, 5, 9}) {
		t.Fatalf("middle %v not canonical", p.mid)
	}
	r := rules.NewRand(rules.Seed{1})
	var got []int
	for p.size() > 0 {
		got = append(got, p.draw(r))
	}
	if got[0] != 4 || !slices.Equal(got[4:], []int{7, 1}) {
		t.Fatalf("drawn %v", got)
	}
	mid := slices.Clone(got[1:4])
	slices.Sort(mid)
	if !slices.Equal(mid, []int{3, 5, 9}) || p.draw(r) != -1 {
		t.Fatalf("drawn %v", got)
	}
}
