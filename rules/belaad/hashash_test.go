// One test per Hashash card effect, with refusals: price, once per turn,
// and the out-of-turn negation once between the Order's own turns.
package belaad

import (
	"slices"
	"testing"

	"majlis/rules"
)

// giveHH puts Hashash card id in play under its character.
func (s *State) giveHH(id int) {
	s.hhPile.remove(id)
	s.placeHH(id)
}

// orderTurn deals a three-player game at the Order's turn, with gold.
func orderTurn(t *testing.T, gold int, hh ...int) (*State, rules.Seat) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	s.gold[o] = gold
	for _, id := range hh {
		s.giveHH(id)
	}
	return s, o
}

func TestHashashAction(t *testing.T) {
	s, o := orderTurn(t, 1, 0)
	refused(t, s, o, "hh:0") // 2 gold needed
	s.gold[o] = 2
	s.setTop(0, 4)
	do(t, s, o, "hh:0", "top:0", "p:0")
	if s.gold[o] != 4 {
		t.Fatalf("gold %d, want 4", s.gold[o])
	}
	if offered(s, "s") {
		t.Fatal("a second action of the card was offered")
	}
	refused(t, s, o, "hh:0") // once per turn
}

func TestHashashExtraTurn(t *testing.T) {
	s, o := orderTurn(t, 3, 1)
	do(t, s, o, "hh:1", "play:"+itoa(s.hand[o][0]), "end", "end", "deck:0")
	if s.cur != o || s.gold[o] != 0 {
		t.Fatalf("turn %d gold %d: the Order should play again", s.cur, s.gold[o])
	}
	do(t, s, o, "play:"+itoa(s.hand[o][0]), "end", "end", "deck:0")
	if s.cur != 0 {
		t.Fatalf("turn %d after the extra turn", s.cur)
	}
}

func TestHashashBoost(t *testing.T) {
	s, o := orderTurn(t, 2, 2)
	do(t, s, o, "hh:2")
	refused(t, s, o, "hb:"+itoa(Sultan)) // not an Order character
	do(t, s, o, "hb:"+itoa(Hashash))
	card := symCard(SymGold)
	s.giveCard(o, card)
	do(t, s, o, "play:"+itoa(card), "p:0")
	if s.gold[o] != 3 {
		t.Fatalf("gold %d, want 1+2 symbols", s.gold[o])
	}
}

func TestHashashNegate(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.giveHH(3)
	s.gold[o] = 4
	card := s.hand[0][0]
	do(t, s, 0, "play:"+itoa(card))
	if seat, key := asked(t, s); seat != o || key != "belaad.ask.negate" {
		t.Fatalf("seat %d asked %s", seat, key)
	}
	do(t, s, o, "negate")
	if s.gold[o] != 0 || offered(s, "p:0") || !offered(s, "end") || offered(s, "play:"+itoa(s.hand[0][0])) {
		t.Fatalf("after the negation: %s", promptText(s))
	}
	do(t, s, 0, "end", "deck:0")
	// Once between the Order's turns: the People's card goes through.
	s.gold[o] = 8
	do(t, s, 1, "play:"+itoa(s.hand[1][0]))
	if seat, _ := asked(t, s); seat != 1 {
		t.Fatal("the Order negated twice between its turns")
	}
}

func TestHashashDraw(t *testing.T) {
	s, o := orderTurn(t, 6, 4)
	n := s.hhPile.size()
	do(t, s, o, "hh:4")
	if s.hhPile.size() != n-1 || len(s.hhInPlay()) != 2 || s.gold[o] != 0 {
		t.Fatalf("deck %d in play %d gold %d", s.hhPile.size(), len(s.hhInPlay()), s.gold[o])
	}
}

func TestHashashAssassinate(t *testing.T) {
	s, o := orderTurn(t, 4, 5)
	id := s.revealed[0]
	do(t, s, o, "hh:5", "sch:"+itoa(id))
	if !slices.Contains(s.won[Order], id) || s.gold[o] != 0 || s.genTaken != 1 {
		t.Fatalf("won %v gold %d taken %d", s.won[Order], s.gold[o], s.genTaken)
	}
}

func TestHashashRemoveOrange(t *testing.T) {
	s, o := orderTurn(t, 2, 6)
	refused(t, s, o, "hh:6") // no orange token anywhere
	s.bag[TokOrange]--
	s.bottom[FolkHero] = 1
	do(t, s, o, "hh:6")
	refused(t, s, o, "ob:"+itoa(Sultan))
	do(t, s, o, "ob:"+itoa(FolkHero))
	if s.bottom[FolkHero] != 0 {
		t.Fatal("the orange token stayed")
	}
}

func TestHashashTokens(t *testing.T) {
	s, o := orderTurn(t, 2, 7)
	evs := do(t, s, o, "hh:7")
	found := false
	for _, e := range evs {
		if e.Key == "belaad.ev.draw_tokens" && e.Args[1].N == 2 {
			found = true
		}
	}
	if !found || s.gold[o] != 0 {
		t.Fatalf("two tokens not drawn: %v", evs)
	}
}

// orderAttacks starts a battle of the Order against the Kingdom.
func orderAttacks(t *testing.T, s *State, o rules.Seat) {
	card := symCard(SymMilitary)
	s.giveCard(o, card)
	do(t, s, o, "play:"+itoa(card), "p:0", "team:0")
}

func TestHashashMight(t *testing.T) {
	s, o := orderTurn(t, 5, 8, 11)
	orderAttacks(t, s, o)
	if s.bt.Str != [2]int{1, 1} {
		t.Fatalf("strengths %v", s.bt.Str)
	}
	do(t, s, o, "hh:8")
	if s.bt.Str[0] != 4 {
		t.Fatalf("strength %d, want 4", s.bt.Str[0])
	}
	// The Kingdom is weaker now; the Order cannot use its cards then.
	refused(t, s, o, "hh:11")
	s.bt.Str[1] = 10
	do(t, s, o, "hh:11")
	if s.bt.Str[0] != 9 || s.gold[o] != 0 {
		t.Fatalf("strength %d gold %d", s.bt.Str[0], s.gold[o])
	}
	refused(t, s, o, "hh:8") // once per turn
}

func TestHashashTax(t *testing.T) {
	s, _ := orderTurn(t, 0, 9)
	s.turnTo(0)
	s.reveal("khayyam")
	s.gold[0] = 20
	s.poolSwords -= 3
	s.swords[0] = 3
	if !offered(s, "sw:"+itoa(schID("khayyam"))) {
		t.Fatal("three swords should buy Khayyam (2 + 1)")
	}
	s.swords[0], s.swords[1] = 2, 1
	if offered(s, "sw:"+itoa(schID("khayyam"))) {
		t.Fatal("two swords bought Khayyam despite the tax")
	}
	card := symCard(SymEmploy)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0")
	o, ok := s.Prompts()[0].Find(rules.Move("emp:" + itoa(schID("khayyam"))))
	if !ok || o.Label.Args[1].N != 12 {
		t.Fatalf("Khayyam should cost 10-1+3: %s", promptText(s))
	}
}

func TestHashashExchange(t *testing.T) {
	s, o := orderTurn(t, 2, 10)
	s.red[o] = 1
	do(t, s, o, "hh:10")
	refused(t, s, o, "ex:1") // only one red
	do(t, s, o, "ex:0")
	if s.gold[o] != 0 || s.red[o] != 4 {
		t.Fatalf("gold %d red %d", s.gold[o], s.red[o])
	}
	refused(t, s, o, "hh:10")
}

func TestHashashWard(t *testing.T) {
	s, o := orderTurn(t, 3, 12)
	s.setBattleDeck(20)
	orderAttacks(t, s, o)
	do(t, s, o, "reveal")
	if !offered(s, "hh:12") || offered(s, "sword") {
		t.Fatalf("gray card: %s", promptText(s))
	}
	do(t, s, o, "hh:12")
	if !s.bt.Active || s.gold[o] != 0 {
		t.Fatal("the ward did not keep the battle going")
	}
	// In the Kingdom's turn, the ward answers an elimination.
	s2 := fresh(t, 3)
	o2 := s2.orderAt
	s2.giveHH(12)
	s2.gold[o2] = 3
	s2.putTokens(Assassin, SymMilitary, 2)
	card := findCard(func(c ActionCard) bool { return c.Sec == SecEliminate && c.Prim[0].Kind == PrimGold })
	s2.giveCard(0, card)
	s2.gold[0], s2.red[0] = 2, 1
	do(t, s2, 0, "play:"+itoa(card), "s", "elim:"+itoa(Assassin))
	if seat, _ := asked(t, s2); seat != o2 {
		t.Fatalf("seat %d asked; the Order should be", seat)
	}
	do(t, s2, o2, "hh:12")
	if len(s2.top[Assassin]) != 2 {
		t.Fatal("the elimination went through")
	}
}

// A gray-card defeat wipes an Order character and sends its Hashash cards
// under the deck.
func TestHashashCardsLostWithTheirCharacter(t *testing.T) {
	s, o := orderTurn(t, 0, 8, 5)
	s.putTokens(Assassin, SymMilitary, 1)
	s.setBattleDeck(20)
	orderAttacks(t, s, o) // 2 against 1: the Kingdom reveals
	do(t, s, 0, "reveal")
	do(t, s, 0, "accept")
	// The Order won: it wipes a Kingdom character and keeps its cards.
	do(t, s, o, "wipe:"+itoa(Commander))
	if len(s.hhInPlay()) != 2 {
		t.Fatal("the winner's cards were lost")
	}
	// Now the Order loses by its own gray card.
	s3, o3 := orderTurn(t, 0, 8, 5)
	s3.setBattleDeck(20)
	orderAttacks(t, s3, o3) // 1 against 1: the Order reveals
	do(t, s3, o3, "reveal", "accept")
	do(t, s3, 0, "wipe:"+itoa(Assassin))
	if len(s3.hhInPlay()) != 0 || s3.hhPile.bot[len(s3.hhPile.bot)-1] != 5 {
		t.Fatalf("Hashash cards in play %v, deck %v", s3.hhInPlay(), s3.hhPile)
	}
}

func TestHashashRefusals(t *testing.T) {
	// Whisper, Recruit and Dagger need their price.
	s, o := orderTurn(t, 1, 7, 4, 5)
	for _, m := range []string{"hh:7", "hh:4", "hh:5"} {
		refused(t, s, o, m)
	}
	// Recruit needs a card left in the deck; Dagger a target.
	s.gold[o] = 10
	saved := s.hhPile
	s.hhPile = pile{}
	s.hhHand = saved.all()
	refused(t, s, o, "hh:4")
	s.hhPile, s.hhHand = saved, nil
	// Cards are only used in their own moment: no Ambush outside a battle,
	// no Extortion or Shield or Interception as an action.
	s.giveHH(8)
	s.giveHH(9)
	s.giveHH(12)
	s.giveHH(3)
	for _, m := range []string{"hh:8", "hh:9", "hh:12", "hh:3"} {
		refused(t, s, o, m)
	}
	// Nobody else may use the Order's cards.
	s.turnTo(0)
	refused(t, s, 0, "hh:7")
}
