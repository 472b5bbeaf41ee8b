// One test per character ability, each activated by placing an orange
// token at the bottom of its board, with the refusals that go with it.
package belaad

import (
	"slices"
	"testing"
)

const (
	askSultan   = "belaad.ask.15"
	askSect     = "belaad.ask.21"
	askPreacher = "belaad.ask.18"
)

func TestAbilitySultan(t *testing.T) {
	s := fresh(t, 2)
	s.orange(0)
	do(t, s, 0, "bot:"+itoa(Sultan))
	if _, key := asked(t, s); key != askSultan {
		t.Fatalf("asked %s", key)
	}
	refused(t, s, 0, "sul:3")
	g := s.gold[0]
	do(t, s, 0, "sul:0")
	if s.gold[0] != g+3 {
		t.Fatalf("gold %d, want %d", s.gold[0], g+3)
	}
	// Drawing two tokens.
	s.turnTo(0)
	s.resetBottom(Sultan)
	s.orange(0)
	bag := s.bagTotal()
	do(t, s, 0, "bot:"+itoa(Sultan))
	evs := do(t, s, 0, "sul:1")
	drew := 0
	for _, e := range evs {
		if e.Msg.Key == "belaad.ev.draw_tokens" {
			drew = e.Msg.Args[1].N
		}
	}
	if drew != 2 || s.bagTotal() > bag {
		t.Fatalf("the Sultan drew %d tokens, want 2 (bag %d -> %d)", drew, bag, s.bagTotal())
	}
	for len(s.Prompts()) > 0 && s.Prompts()[0].Ask.Key == "belaad.ask.place" {
		do(t, s, 0, string(s.Prompts()[0].Options[0].Move))
	}
	// One action of a top card, and only one.
	s.turnTo(0)
	s.resetBottom(Sultan)
	s.setTop(0, 4) // collect 4 gold; pay 2 gold: perform a top card
	s.orange(0)
	s.gold[0] = 5
	do(t, s, 0, "bot:"+itoa(Sultan), "sul:2", "top:0", "p:0")
	if s.gold[0] != 9 {
		t.Fatalf("gold %d, want 9", s.gold[0])
	}
	if offered(s, "s") {
		t.Fatal("the Sultan performed a second action of the top card")
	}
}

func TestAbilityVizier(t *testing.T) {
	s := fresh(t, 4)
	s.orange(0)
	do(t, s, 0, "bot:"+itoa(Vizier))
	if s.red[0] != 4 || s.red[2] != 4 || s.red[1] != 1 || s.red[3] != 1 {
		t.Fatalf("red %v: each Kingdom player should have 3 more", s.red)
	}
}

func TestAbilityTreasurer(t *testing.T) {
	s := fresh(t, 2)
	s.putTokens(Altruist, SymSteal, 3) // the People's strongest: 4 symbols
	s.putTokens(Sheriff, SymSteal, 5)  // the Kingdom's own do not count
	s.orange(0)
	do(t, s, 0, "bot:"+itoa(Treasurer))
	if s.tGold[Kingdom] != 4 || s.gold[0] != 1 {
		t.Fatalf("treasury %d gold %d, want 4 and 1", s.tGold[Kingdom], s.gold[0])
	}
	// A treasury cannot be stolen from and pays first.
	s.turnTo(1)
	s.putTokens(Altruist, SymSteal, 0)
	card := symCard(SymSteal)
	s.giveCard(1, card)
	do(t, s, 1, "play:"+itoa(card), "p:0", "st:0")
	if s.tGold[Kingdom] != 4 || s.gold[0] != 0 {
		t.Fatalf("treasury %d gold %d after the theft", s.tGold[Kingdom], s.gold[0])
	}
}

func TestAbilitySheriff(t *testing.T) {
	s := fresh(t, 2)
	s.gold[1] = 7
	s.orange(0)
	do(t, s, 0, "bot:"+itoa(Sheriff))
	refused(t, s, 0, "sh:0") // not an opponent
	do(t, s, 0, "sh:1")
	if s.gold[0] != 8 || s.gold[1] != 0 {
		t.Fatalf("gold %v", s.gold)
	}
	// No opponent with gold: no effect, no question.
	s.turnTo(0)
	s.resetBottom(Sheriff)
	s.orange(0)
	do(t, s, 0, "bot:"+itoa(Sheriff))
	if _, key := asked(t, s); key != "belaad.ask.0" {
		t.Fatalf("asked %s", key)
	}
}

func TestAbilityCommander(t *testing.T) {
	s := fresh(t, 2)
	s.bag[TokOrange] -= 2
	s.push(task{Kind: kPlace, Seat: 0, Team: Kingdom, Tokens: []int{TokOrange, TokOrange}})
	do(t, s, 0, "bot:"+itoa(Commander))
	if !offered(s, "bot:"+itoa(Commander)) {
		t.Fatal("the Commander's second orange slot is not offered")
	}
	do(t, s, 0, "bot:"+itoa(Commander))
	if s.swords[0] != 2 || s.poolSwords != 3 {
		t.Fatalf("swords %d pool %d", s.swords[0], s.poolSwords)
	}
	s.orange(0)
	refused(t, s, 0, "bot:"+itoa(Commander)) // both slots taken
	do(t, s, 0, "bag")
	// An empty pool gives nothing.
	s.turnTo(0)
	s.resetBottom(Commander)
	s.swords[1] += s.poolSwords
	s.poolSwords = 0
	s.orange(0)
	do(t, s, 0, "bot:"+itoa(Commander))
	if s.swords[0] != 2 {
		t.Fatalf("swords %d", s.swords[0])
	}
}

func TestAbilityBahlool(t *testing.T) {
	s := fresh(t, 2)
	s.turnTo(1)
	s.putTokens(Altruist, SymSteal, 3)
	s.putTokens(FolkHero, SymMilitary, 3)
	s.putTokens(Preacher, SymTokens, 1)
	s.reveal("khayyam")
	s.orange(1)
	do(t, s, 1, "bot:"+itoa(Bahlool))
	refused(t, s, 1, "bc:"+itoa(Preacher)) // not the strongest
	do(t, s, 1, "bc:"+itoa(FolkHero))
	if len(s.top[FolkHero]) != 0 || len(s.top[Altruist]) != 3 {
		t.Fatalf("tokens %v %v", s.top[FolkHero], s.top[Altruist])
	}
	do(t, s, 1, "bs:"+itoa(schID("khayyam")))
	if len(s.won[People]) != 1 || s.gold[1] != 1 {
		t.Fatalf("scholars %v gold %d", s.won[People], s.gold[1])
	}
	// Fewer than two tokens on the strongest character: no effect.
	s2 := fresh(t, 2)
	s2.turnTo(1)
	s2.putTokens(Altruist, SymSteal, 1)
	s2.orange(1)
	do(t, s2, 1, "bot:"+itoa(Bahlool))
	if len(s2.won[People]) != 0 || len(s2.top[Altruist]) != 1 {
		t.Fatal("Bahlool acted with one token")
	}
	// Only one scholar a turn: after an employment Bahlool does nothing
	// (the Altruist's 3 tokens would otherwise qualify).
	s.resetBottom(Bahlool)
	s.orange(1)
	do(t, s, 1, "bot:"+itoa(Bahlool))
	if _, key := asked(t, s); key == "belaad.ask."+itoa(int(kBahChar)) || len(s.top[Altruist]) != 3 || len(s.won[People]) != 1 {
		t.Fatalf("Bahlool acted after an employment this turn: %s", promptText(s))
	}
	// Next turn it works again.
	s.turnTo(1)
	s.resetBottom(Bahlool)
	s.orange(1)
	do(t, s, 1, "bot:"+itoa(Bahlool))
	if _, key := asked(t, s); key != "belaad.ask."+itoa(int(kBahChar)) {
		t.Fatalf("Bahlool refused in a new turn: %s", promptText(s))
	}
}

func TestAbilityPreacher(t *testing.T) {
	s := fresh(t, 2)
	s.turnTo(1)
	s.orange(1)
	do(t, s, 1, "bot:"+itoa(Preacher))
	if _, key := asked(t, s); key != askPreacher {
		t.Fatalf("asked %s", key)
	}
	for _, c := range []int{FolkHero, Bahlool, Preacher, SectLeader, Spy} {
		refused(t, s, 1, "copy:"+itoa(c))
	}
	do(t, s, 1, "copy:"+itoa(Vizier)) // the Preacher's team gains 3 red each
	if s.red[1] != 4 || s.red[0] != 1 {
		t.Fatalf("red %v", s.red)
	}
	if s.bottom[Preacher] != 1 || s.bottom[Vizier] != 0 {
		t.Fatal("the orange token belongs under the Preacher")
	}
	// Copying the Commander gives the Preacher's player a sword.
	s.resetBottom(Preacher)
	s.orange(1)
	do(t, s, 1, "bot:"+itoa(Preacher), "copy:"+itoa(Commander))
	if s.swords[1] != 1 {
		t.Fatalf("swords %v", s.swords)
	}
}

func TestAbilityTrustworthy(t *testing.T) {
	s := fresh(t, 4)
	s.turnTo(1)
	s.gold[3], s.red[3] = 5, 2
	s.orange(1)
	do(t, s, 1, "bot:"+itoa(Trustworthy))
	if s.tGold[People] != 6 || s.tRed[People] != 3 || s.gold[1]+s.gold[3]+s.red[1]+s.red[3] != 0 {
		t.Fatalf("treasury %d/%d", s.tGold[People], s.tRed[People])
	}
	// Spending draws on the treasury first.
	s.gold[1] = 2
	s.payNow(1, 3, 1)
	if s.tGold[People] != 3 || s.gold[1] != 2 || s.tRed[People] != 2 {
		t.Fatalf("treasury %d/%d gold %d", s.tGold[People], s.tRed[People], s.gold[1])
	}
}

func TestAbilityAltruist(t *testing.T) {
	s := fresh(t, 4)
	s.turnTo(1)
	s.gold[0], s.red[0] = 6, 2
	s.gold[2], s.red[2] = 0, 0
	s.orange(1)
	do(t, s, 1, "bot:"+itoa(Altruist))
	refused(t, s, 1, "alt:2:0") // pairs are named in seat order
	do(t, s, 1, "alt:0:2")
	if s.gold[2] != 6 || s.red[2] != 2 || s.gold[0] != 0 || s.red[0] != 0 {
		t.Fatalf("gold %v red %v", s.gold, s.red)
	}
}

func TestAbilityFolkHero(t *testing.T) {
	s := fresh(t, 2)
	s.turnTo(1)
	s.orange(1)
	do(t, s, 1, "bot:"+itoa(FolkHero))
	if s.military(People, true) != 4 || s.military(People, false) != 5 {
		t.Fatalf("military %d/%d, want 1+3 and 1+4", s.military(People, true), s.military(People, false))
	}
	// The Preacher cannot copy it (tested above); its strength lasts until
	// the orange tokens are reset.
	s.bottom[Trustworthy], s.bottom[Altruist], s.bottom[Preacher], s.bottom[Bahlool] = 1, 1, 1, 1
	s.bag[TokOrange] -= 4
	s.stack = nil
	s.cur = 1
	s.run() // ends the turn: every People slot is full, so all return
	if s.bottom[FolkHero] != 0 || s.military(People, false) != 1 {
		t.Fatal("the full row of orange tokens was not reset")
	}
}

func TestAbilitySectLeader(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	s.putTokens(Commander, SymMilitary, 2)
	s.gold[o] = 4
	s.orange(o)
	do(t, s, o, "bot:"+itoa(SectLeader))
	if _, key := asked(t, s); key != askSect {
		t.Fatalf("asked %s", key)
	}
	refused(t, s, o, "tok:"+itoa(Hashash)+":0") // not an opponent
	do(t, s, o, "tok:"+itoa(Commander)+":"+itoa(SymMilitary))
	if len(s.assTok) != 1 || len(s.top[Commander]) != 1 || s.gold[o] != 0 {
		t.Fatalf("assassinated %v, commander %v, gold %d", s.assTok, s.top[Commander], s.gold[o])
	}
	// Without 4 gold the ability does nothing.
	s.resetBottom(SectLeader)
	s.orange(o)
	do(t, s, o, "bot:"+itoa(SectLeader))
	if _, key := asked(t, s); key == askSect {
		t.Fatal("the Sect Leader acted without 4 gold")
	}
}

func TestAbilityHashash(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	top3 := append([]int{}, s.hhPile.mid[:3]...)
	for _, id := range top3 {
		s.hhPile.remove(id)
	}
	s.hhPile.top = slices.Clone(top3)
	s.orange(o)
	do(t, s, o, "bot:"+itoa(Hashash))
	refused(t, s, o, "drop:3") // there are three cards
	if !slices.Equal(s.hhHand, top3) {
		t.Fatalf("drawn %v, want %v", s.hhHand, top3)
	}
	do(t, s, o, "drop:2")
	if s.hhPile.bot[len(s.hhPile.bot)-1] != top3[2] || len(s.hhHand) != 0 {
		t.Fatal("the dropped card is not under the deck")
	}
	for _, id := range top3[:2] {
		if !contains(s.hhBoard[hashashCards[id].Char], id) {
			t.Fatalf("card %d not under its character", id)
		}
	}
}

func TestAbilitySpy(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	s.gold[0], s.red[1] = 2, 3
	s.orange(o)
	do(t, s, o, "bot:"+itoa(Spy))
	refused(t, s, o, "spy:1") // no opponent tokens
	refused(t, s, o, "spy:2") // no opponent swords
	do(t, s, o, "spy:0", "sg:0", "sr:1", "sg:0")
	if s.gold[o] != 3 || s.red[o] != 2 || s.gold[0] != 0 || s.red[1] != 2 {
		t.Fatalf("gold %v red %v", s.gold, s.red)
	}
	// Removing tokens and discarding a sword.
	s.resetBottom(Spy)
	s.putTokens(Vizier, SymTokens, 2)
	s.putTokens(Altruist, SymSteal, 2)
	s.orange(o)
	do(t, s, o, "bot:"+itoa(Spy), "spy:1", "tok:2:2", "tok:2:2", "tok:6:1")
	if len(s.top[Vizier]) != 0 || len(s.top[Altruist]) != 1 {
		t.Fatalf("tokens left %v %v", s.top[Vizier], s.top[Altruist])
	}
	s.resetBottom(Spy)
	s.poolSwords--
	s.swords[1]++
	s.orange(o)
	do(t, s, o, "bot:"+itoa(Spy), "spy:2", "sw:1")
	if s.swords[1] != 0 || s.poolSwords != 5 {
		t.Fatal("the sword was not discarded")
	}
}

func TestAbilityAssassin(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	s.orange(o)
	// Whatever the draw, the token is a white one (20 of the 69 in the bag
	// are orange, so a bug would show within these draws).
	seen := outcomes(t, s, o, "bot:"+itoa(Assassin), func(c *State) int {
		if len(c.assTok) != 1 || c.assTok[0] == TokOrange {
			t.Fatalf("assassinated %v: a white token from the bag", c.assTok)
		}
		return c.assTok[0]
	})
	if len(seen) < 2 {
		t.Fatalf("the assassinated token is always %v", seen)
	}
}
