// Hidden order: no pile holds an order a peer's program could read ahead
// of the draws. The card drawn is chosen by the drawing step's entropy,
// and cards a rule places at a known position keep it.
package belaad

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
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
	do(t, s, o, "drop:2")
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

// Public events (To == nil) never carry hidden cards: the spoils card's
// value goes to its taker alone, a played or performed action card is face
// up, and a Hashash card is named only once it is in play (face up under a
// board) or was wiped from one.
func TestPublicEventsCarryNothingHidden(t *testing.T) {
	secretSeen := 0
	for n := 2; n <= 5; n++ {
		for i := 0; i < 12; i++ {
			g := sim.Game{Rules: Game{}, Setup: setupFor(n), Seed: 11, Index: i,
				OnStep: func(step int, seat rules.Seat, o rules.Option, evs []rules.Event, st rules.State) {
					s := st.(*State)
					tops, _, _ := s.deckParts()
					for _, e := range evs {
						if e.Msg.Key == "belaad.ev.spoils_card_secret" {
							secretSeen++
							if len(e.To) != 1 {
								t.Fatalf("%d players game %d step %d: the spoils card's value is public", n, i, step)
							}
						}
						if e.To != nil {
							continue
						}
						for _, a := range e.Msg.Args {
							if a.Kind != rules.ArgKey {
								continue
							}
							if id, ok := strings.CutPrefix(a.S, "belaad.card."); ok {
								c, _ := strconv.Atoi(id)
								if !slices.Contains(s.discard, c) && !slices.Contains(tops[:], c) && !slices.Contains(s.usedTop, c) {
									t.Fatalf("%d players game %d step %d: %s names hidden card %d", n, i, step, e.Msg.Key, c)
								}
							}
							if eff, ok := strings.CutPrefix(a.S, "belaad.hh."); ok {
								known := false
								for _, id := range append(s.hhInPlay(), s.hhPile.bot...) {
									if strconv.Itoa(hashashCards[id].Effect) == eff {
										known = true
									}
								}
								if !known {
									t.Fatalf("%d players game %d step %d: %s names a hidden Hashash card", n, i, step, e.Msg.Key)
								}
							}
						}
					}
				}}
			if _, err := sim.Play(g); err != nil {
				t.Fatal(err)
			}
		}
	}
	if secretSeen == 0 {
		t.Fatal("no spoils card taken in these games: the test checked nothing")
	}
}

// While the Order chooses which Hashash card to put back, every view
// offers the same moves (positions, not card ids), and only the Order's
// labels name the cards: a client rendering another seat's move from its
// own view learns nothing.
func TestHashashChoiceSameMovesInEveryView(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	s.orange(o)
	do(t, s, o, "bot:"+itoa(Hashash))
	real := s.Prompts()[0]
	for v := rules.Spectator; v < 3; v++ {
		vp := s.View(v).Prompts()
		if len(vp) != 1 || !slices.Equal(vp[0].Moves(), real.Moves()) {
			t.Fatalf("viewer %d: moves %v, want %v", v, vp[0].Moves(), real.Moves())
		}
		for i, op := range vp[0].Options {
			named := op.Label.Key == "belaad.opt.hh_drop"
			if named != (v == o) {
				t.Fatalf("viewer %d option %d label %s", v, i, op.Label.Key)
			}
		}
	}
}
