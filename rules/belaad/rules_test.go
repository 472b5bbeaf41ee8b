// Tests of the rules outside the worked examples: setup, battles, tokens,
// payments with a teammate's consent, employment limits, generations,
// tie-breaks and hidden information.
package belaad

import (
	"slices"
	"testing"

	"majlis/rules"
)

func TestSetup(t *testing.T) {
	for n := 2; n <= 6; n++ {
		s := fresh(t, n)
		if err := s.check(); err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		if sch, _, _ := s.DeckSizes(); s.schPile.size() != 25 || len(s.revealed) != 5 || sch != 15 {
			t.Fatalf("scholars: %d unseen %d revealed %d in deck", s.schPile.size(), len(s.revealed), sch)
		}
		sizes := []int{len(s.decks[0]), len(s.decks[1]), len(s.decks[2])}
		if slices.Max(sizes)-slices.Min(sizes) > 1 || len(s.discard) != 0 {
			t.Fatalf("decks %v", sizes)
		}
		for v := 0; v < n; v++ {
			if s.gold[v] != 1 || s.red[v] != 1 {
				t.Fatalf("seat %d starts with %d gold %d red", v, s.gold[v], s.red[v])
			}
			// Every player sits between two opponents.
			l, r := (v+n-1)%n, (v+1)%n
			if s.team[l] == s.team[v] || s.team[r] == s.team[v] {
				t.Fatalf("%d players: seat %d sits by a teammate (%v)", n, v, s.team)
			}
		}
		if (n%2 == 1) != (s.orderAt >= 0) || (n%2 == 0 && s.hhPile.size() != 0) || (n%2 == 1 && s.hhPile.size() != 14) {
			t.Fatalf("%d players: order at %d", n, s.orderAt)
		}
		if n == 5 && len(s.hand[s.orderAt]) != 5 {
			t.Fatal("the Order holds 5 cards at five players")
		}
		if s.cur != 0 || s.team[s.cur] != Kingdom || s.bagTotal() != 70 || s.bag[TokOrange] != 20 {
			t.Fatalf("start %d bag %v", s.cur, s.bag)
		}
	}
	// The table may name its youngest Kingdom player; other seats are ignored.
	for first, want := range map[rules.Seat]rules.Seat{2: 2, 1: 0, 3: 0} {
		st, _, err := Game{}.New(rules.Setup{Game: "belaad", Seats: 4, First: first}, rules.Entropy{})
		if err != nil {
			t.Fatal(err)
		}
		if st.(*State).cur != want {
			t.Fatalf("first %d: seat %d starts, want %d", first, st.(*State).cur, want)
		}
	}
	if _, _, err := (Game{}).New(rules.Setup{Game: "belaad", Seats: 7}, rules.Entropy{}); err == nil {
		t.Fatal("seven players accepted")
	}
}

func (s *State) bagTotal() int { return bagSize(s.bag) }

func TestOrderPlaysTwoCardsAtFive(t *testing.T) {
	s := fresh(t, 5)
	o := s.orderAt
	s.turnTo(o)
	a, b := s.hand[o][0], s.hand[o][1]
	do(t, s, o, "play:"+itoa(a), "end")
	refused(t, s, o, "end") // a second card must be played
	do(t, s, o, "play:"+itoa(b), "end", "end", "deck:0", "deck:0")
	if len(s.hand[o]) != 5 || s.cur != 0 {
		t.Fatalf("hand %d, turn %d", len(s.hand[o]), s.cur)
	}
}

func TestDecksReshuffleWhenOneRunsOut(t *testing.T) {
	s := fresh(t, 2)
	// Empty deck 2 into deck 0 but one card.
	tops, under, counts := s.deckParts()
	counts[0] += counts[2]
	counts[2] = 0
	s.arrangeDecks(tops, under, counts)
	do(t, s, 0, "play:"+itoa(s.hand[0][0]), "end", "end", "deck:2")
	sizes := []int{len(s.decks[0]), len(s.decks[1]), len(s.decks[2])}
	if slices.Max(sizes)-slices.Min(sizes) > 1 || len(s.discard) != 0 {
		t.Fatalf("decks after reshuffle %v, discard %d", sizes, len(s.discard))
	}
}

func TestBattleTargets(t *testing.T) {
	card := symCard(SymMilitary)
	// 4 and 6 players: always the player on the left.
	for _, n := range []int{4, 6} {
		s := fresh(t, n)
		s.turnTo(1)
		s.giveCard(1, card)
		do(t, s, 1, "play:"+itoa(card), "p:0")
		if s.bt.Agg != 1 || s.bt.Def != 2 {
			t.Fatalf("%d players: %d attacks %d", n, s.bt.Agg, s.bt.Def)
		}
	}
	// 5 players: choose the team, then its closest player on the left.
	s := fresh(t, 5)
	s.turnTo(2)
	s.giveCard(2, card)
	do(t, s, 2, "play:"+itoa(card), "p:0")
	refused(t, s, 2, "team:0")
	c := s.Clone().(*State)
	do(t, s, 2, "team:1")
	do(t, c, 2, "team:2")
	if s.bt.Def != 3 || c.bt.Def != 4 {
		t.Fatalf("defenders %d and %d, want 3 and 4", s.bt.Def, c.bt.Def)
	}
}

func TestBattleConcedeDefenderTakesSword(t *testing.T) {
	s := fresh(t, 2)
	card := symCard(SymMilitary)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0", "concede")
	if s.swords[1] != 1 || s.poolSwords != 4 || len(s.bShown) != 0 {
		t.Fatalf("defender swords %d pool %d", s.swords[1], s.poolSwords)
	}
	// An empty pool gives the defender nothing.
	s.turnTo(0)
	s.swords[0] += s.poolSwords
	s.poolSwords = 0
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0", "concede")
	if s.swords[1] != 1 {
		t.Fatal("a sword came from an empty pool")
	}
}

// TestBattleDeckRunsOut: a battle ends when no battle card is left, and
// the winner still collects the spoils (Section Four, event 3); a winning
// aggressor's are a battle card, taken once the shown cards are shuffled
// back.
func TestBattleDeckRunsOut(t *testing.T) {
	s := fresh(t, 2)
	s.setBattleDeck(3) // +1, then nothing
	s.spoils[1] = append(s.spoils[1], s.bPile.mid...)
	s.bPile.mid = nil
	card := symCard(SymMilitary)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0", "reveal")
	// 2 against 1 and no card left: the aggressor wins and still collects
	// the spoils: the shown card is shuffled back and taken.
	if s.bt.Active || len(s.spoils[0]) != 1 || s.bPile.size() != 0 || len(s.bShown) != 0 {
		t.Fatalf("battle %v spoils %v deck %v shown %v: the winner collects a battle card even when the deck ran out (Section Four, event 3)", s.bt.Active, s.spoils[0], s.bPile, s.bShown)
	}
}

func TestBattlePlus2AndFolkHero(t *testing.T) {
	s := fresh(t, 2)
	s.bag[TokOrange]--
	s.bottom[FolkHero] = 1
	card := findCard(func(c ActionCard) bool {
		return c.Sec == SecPlus2 && len(c.Prim) == 1 && c.Prim[0] == Prim{PrimSymbol, SymMilitary}
	})
	s.giveCard(0, card)
	s.red[0] = 2
	refused(t, s, 0, "s")
	do(t, s, 0, "play:"+itoa(card), "s", "p:0")
	if s.bt.Str != [2]int{3, 5} {
		t.Fatalf("strengths %v: the Commander 1+2, the Folk Hero 1+4", s.bt.Str)
	}
}

func TestBattleOrderWinsToken(t *testing.T) {
	s, o := orderTurn(t, 0)
	s.putTokens(Vizier, SymTokens, 1)
	s.putTokens(Assassin, SymMilitary, 2)
	orderAttacks(t, s, o) // 3 against 1
	refused(t, s, o, "hh:-1")
	do(t, s, 0, "concede")
	refused(t, s, o, "tok:"+itoa(Assassin)+":3")
	do(t, s, o, "tok:"+itoa(Vizier)+":"+itoa(SymTokens))
	if len(s.assTok) != 1 || s.swords[o] != 0 || len(s.spoils[o]) != 0 {
		t.Fatalf("assassinated %v, swords %d, spoils %v", s.assTok, s.swords[o], s.spoils[o])
	}
}

func TestTokenPlacement(t *testing.T) {
	s := fresh(t, 3)
	// White tokens go to their character; a full board returns them.
	s.putTokens(Vizier, SymTokens, 5)
	s.placing(0, SymGold, SymTokens, TokWild)
	do(t, s, 0, "put", "put") // the wild token could have gone first
	if len(s.top[Treasurer]) != 1 || len(s.top[Vizier]) != 5 || s.bag[SymTokens] != 4 {
		t.Fatalf("treasurer %v vizier %v", s.top[Treasurer], s.top[Vizier])
	}
	// The wild token may go on any character with room, not the full one.
	refused(t, s, 0, "up:"+itoa(Vizier))
	refused(t, s, 0, "bag")
	do(t, s, 0, "up:"+itoa(Sultan))
	// The Order discards employ tokens.
	o := s.orderAt
	s.turnTo(o)
	s.placing(o, SymEmploy)
	if s.bag[SymEmploy] != 9 {
		t.Fatal("the Order kept an employ token")
	}
	// An orange token: bottom, top or bag.
	s.placing(o, TokOrange)
	for _, m := range []string{"bot:10", "up:10", "bag"} {
		if !offered(s, m) {
			t.Fatalf("%s not offered: %s", m, promptText(s))
		}
	}
	refused(t, s, o, "bot:"+itoa(Sultan))
	do(t, s, o, "up:"+itoa(Spy))
	if s.symbols(Spy) != 2 {
		t.Fatal("an orange token on top counts as a symbol")
	}
}

// placing starts placing the given tokens (from the bag) for seat.
func (s *State) placing(seat rules.Seat, toks ...int) {
	for _, tk := range toks {
		s.bag[tk]--
	}
	s.push(task{Kind: kPlace, Seat: seat, Team: s.teamOf(seat), Tokens: toks})
	s.rng = rules.NewRand(s.seed)
	s.run()
	s.rng = nil
}

// Section Four, the orange tokens example: two orange tokens drawn with one
// free slot left: one fills it, the other goes on top of a character (or
// back to the bag). The full row returns to the bag at the end of the turn,
// not before, so the second cannot reuse a slot.
func TestSectionFourOrangeTokenExample(t *testing.T) {
	s := fresh(t, 2)
	s.turnTo(1)
	for _, c := range []int{Trustworthy, Altruist, Preacher, Bahlool} {
		s.bag[TokOrange]--
		s.bottom[c] = 1
	}
	s.placing(1, TokOrange, TokOrange)
	do(t, s, 1, "bot:"+itoa(FolkHero))
	if offered(s, "bot:"+itoa(FolkHero)) || offered(s, "bot:"+itoa(Altruist)) {
		t.Fatalf("a slot was refilled in the same turn: %s", promptText(s))
	}
	do(t, s, 1, "up:"+itoa(Altruist))
	s.stack = nil
	s.rng = rules.NewRand(s.seed)
	s.run()
	for _, c := range chars(People) {
		if s.bottom[c] != 0 {
			t.Fatal("the full row was not reset at the end of the turn")
		}
	}
	if len(s.top[Altruist]) != 1 {
		t.Fatal("the orange token on top was reset too")
	}
}

func TestConsentToUseTeammatesCoins(t *testing.T) {
	s := fresh(t, 4)
	card := findCard(func(c ActionCard) bool { return c.Sec == SecEliminate && c.Prim[0].Kind == PrimGold })
	s.giveCard(0, card)
	s.gold[0], s.red[0] = 0, 1
	s.gold[2] = 5
	do(t, s, 0, "play:"+itoa(card), "s")
	if seat, key := asked(t, s); seat != 2 || key != "belaad.ask.consent" {
		t.Fatalf("seat %d asked %s", seat, key)
	}
	refused(t, s, 0, "yes")
	do(t, s, 2, "no")
	if seat, _ := asked(t, s); seat != 0 || s.gold[2] != 5 || s.red[0] != 1 {
		t.Fatal("a refusal should leave everything as it was")
	}
	// The refusal stands this turn: the secondary that needed the
	// teammate's gold is no longer offered, so it cannot be asked again.
	if offered(s, "s") {
		t.Fatalf("the refused payment is offered again: %s", promptText(s))
	}
	refused(t, s, 0, "s")
	do(t, s, 0, "end", "end", "deck:0")
	// Next turn the teammate may be asked again, and agree.
	s.turnTo(0)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "s")
	do(t, s, 2, "yes")
	if s.gold[2] != 3 || s.red[0] != 0 {
		t.Fatalf("gold %v red %v", s.gold, s.red)
	}
	if _, key := asked(t, s); key != "belaad.ask."+itoa(int(kElim)) {
		t.Fatalf("after paying: %s", key)
	}
	// A teammate's swords are never available.
	s2 := fresh(t, 4)
	s2.poolSwords -= 2
	s2.swords[2] = 2
	s2.reveal("khayyam")
	if offered(s2, "sw:"+itoa(schID("khayyam"))) {
		t.Fatal("a teammate's swords were offered")
	}
	refused(t, s2, 2, "sw:"+itoa(schID("khayyam")))
}

// At six players a payer has two teammates: one refusal does not stop the
// other from paying, and once both have refused nothing of theirs is
// offered or asked again that turn (no endless asking).
func TestConsentRefusalSticksForTheTurn(t *testing.T) {
	s := fresh(t, 6)
	card := findCard(func(c ActionCard) bool { return c.Sec == SecEliminate && c.Prim[0].Kind == PrimGold })
	s.giveCard(0, card)
	s.gold[0], s.red[0] = 0, 1
	s.gold[2], s.gold[4] = 1, 1
	do(t, s, 0, "play:"+itoa(card), "s")
	if seat, _ := asked(t, s); seat != 2 {
		t.Fatalf("seat %d asked first, want 2 (the payer's left)", seat)
	}
	do(t, s, 2, "yes")
	if seat, _ := asked(t, s); seat != 4 {
		t.Fatalf("seat %d asked second, want 4", seat)
	}
	do(t, s, 4, "no")
	// Seat 2's gold alone does not cover 2 gold: the payment is off, nothing
	// was paid, and without seat 4 the option is gone for this turn.
	if seat, _ := asked(t, s); seat != 0 || s.gold[2] != 1 || s.gold[4] != 1 || s.red[0] != 1 || offered(s, "s") {
		t.Fatalf("after the refusal: %s, gold %v", promptText(s), s.gold)
	}
	// Only seat 2 is still counted: an employment seat 0 and seat 2 can pay
	// together is offered and asks seat 2 only.
	s.reveal("hunayn") // 3 gold, less the Sultan's symbol: 2
	emp := symCard(SymEmploy)
	do(t, s, 0, "end", "end", "deck:0")
	s.turnTo(0)
	s.refused = []rules.Seat{4} // as if seat 4 had just refused this turn
	s.gold[0], s.gold[2], s.gold[4] = 1, 1, 5
	s.giveCard(0, emp)
	do(t, s, 0, "play:"+itoa(emp), "p:0")
	do(t, s, 0, "emp:"+itoa(schID("hunayn")))
	if seat, _ := asked(t, s); seat != 2 {
		t.Fatalf("seat %d asked, want 2", seat)
	}
	do(t, s, 2, "no")
	if offered(s, "emp:"+itoa(schID("hunayn"))) {
		t.Fatal("an employment nobody will pay for is still offered")
	}
}

func TestOneScholarPerTurn(t *testing.T) {
	s := fresh(t, 2)
	s.reveal("khayyam", "thabit")
	s.poolSwords -= 2
	s.swords[0] = 2
	do(t, s, 0, "sw:"+itoa(schID("khayyam")))
	if offered(s, "sw:"+itoa(schID("thabit"))) {
		t.Fatal("a second scholar by swords")
	}
	card := symCard(SymEmploy)
	s.giveCard(0, card)
	s.gold[0] = 30
	do(t, s, 0, "play:"+itoa(card), "p:0")
	if offered(s, "emp:"+itoa(schID("thabit"))) || !offered(s, "skip") {
		t.Fatalf("a second scholar in one turn: %s", promptText(s))
	}
}

func TestGenerationsAndGameEnd(t *testing.T) {
	s := fresh(t, 3)
	s.poolSwords = 0
	s.rng = rules.NewRand(rules.Seed{4}) // revealing draws at random
	for gen := 1; gen <= 4; gen++ {
		if s.gen != gen {
			t.Fatalf("generation %d, want %d", s.gen, gen)
		}
		for k := 0; k < 3; k++ {
			if s.over {
				t.Fatal("ended early")
			}
			s.employed = false
			s.employ(0, s.revealed[0])
		}
	}
	if !s.over || s.reason != "belaad.end.scholars" || len(s.schDiscard) != 8 {
		t.Fatalf("over %v reason %s discarded %d", s.over, s.reason, len(s.schDiscard))
	}
	r := s.Result()
	if slices.Contains(r.Winners, s.orderAt) {
		t.Fatal("the Order cannot win by points")
	}
}

func TestTieBreaks(t *testing.T) {
	end := func(s *State) rules.Result {
		s.gen = 4
		s.genTaken = 2
		s.revealed = s.revealed[:0]
		s.takeScholar()
		return s.Result()
	}
	s := fresh(t, 4)
	s.poolSwords--
	s.swords[3] = 1
	if r := end(s); r.TieBreak.Key != "belaad.tie.swords" || !slices.Equal(r.Winners, []rules.Seat{1, 3}) {
		t.Fatalf("%+v", r)
	}
	s = fresh(t, 4)
	s.tGold[Kingdom] = 2
	if r := end(s); r.TieBreak.Key != "belaad.tie.gold" || !slices.Equal(r.Winners, []rules.Seat{0, 2}) {
		t.Fatalf("%+v", r)
	}
	s = fresh(t, 4)
	if r := end(s); r.TieBreak.Key != "belaad.tie.shared" || len(r.Winners) != 4 {
		t.Fatalf("%+v", r)
	}
}

func TestSixScholarsCondition(t *testing.T) {
	s := fresh(t, 2)
	for _, n := range []string{"thabit", "hunayn", "dinawari", "ibnsina", "sufi"} {
		s.giveScholar(Kingdom, n)
	}
	if s.TeamScore(Kingdom).Six != 0 {
		t.Fatal("five scholars met the condition")
	}
	s.giveScholar(Kingdom, "zuhr")
	if sc := s.TeamScore(Kingdom); sc.Six != 1 {
		t.Fatalf("%+v", sc)
	}
}

func TestSpecialtySets(t *testing.T) {
	s := fresh(t, 2)
	want := []int{0, 2, 5, 8}
	for i, n := range []string{"sufi", "battani", "biruni", "tusi"} {
		s.giveScholar(Kingdom, n)
		if got := s.TeamScore(Kingdom).Spec; got != want[i] {
			t.Fatalf("%d astronomers: %d points, want %d", i+1, got, want[i])
		}
	}
}

func TestViewsHideWhatTheyShould(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.spoils[0] = append(s.spoils[0], s.bPile.mid[0])
	s.bPile.remove(s.spoils[0][0])
	s.hhHand = append(s.hhHand, s.hhPile.mid[:3]...)
	s.hhPile.mid = s.hhPile.mid[3:]
	v := s.View(1).(*State)
	if v.hand[1][0] != s.hand[1][0] || v.hand[0][0] != hidden || v.spoils[0][0] != hidden {
		t.Fatal("hands or spoils leak")
	}
	if v.decks[0][0] != s.decks[0][0] || v.decks[0][1] != hidden || v.schPile.mid[0] != hidden {
		t.Fatal("decks leak")
	}
	if v.bPile.mid[0] != hidden || v.hhPile.mid[0] != hidden || v.hhHand[0] != hidden || v.seed != (rules.Seed{}) {
		t.Fatal("battle or Hashash cards leak")
	}
	if ov := s.View(o).(*State); ov.hhHand[0] != s.hhHand[0] {
		t.Fatal("the Order cannot see its Hashash cards")
	}
	if sv := s.View(rules.Spectator).(*State); sv.hand[0][0] != hidden || sv.spoils[0][0] != hidden {
		t.Fatal("the spectator sees hidden cards")
	}
	d := v.Determinize(1, rules.NewRand(rules.Seed{3})).(*State)
	if err := d.check(); err != nil {
		t.Fatalf("determinized view: %v", err)
	}
	if d.hand[1][0] != s.hand[1][0] || d.decks[0][0] != s.decks[0][0] {
		t.Fatal("determinize changed what the viewer knows")
	}
}

func TestRefusals(t *testing.T) {
	s := fresh(t, 2)
	for _, m := range []string{"", "play", "play:x", "play:99", "p:0", "end", "deck:0", "hh:0", "sw:0", "play:" + itoa(s.hand[1][0])} {
		refused(t, s, 0, m)
	}
	refused(t, s, 1, "play:"+itoa(s.hand[1][0])) // not seat 1's turn
	refused(t, s, 5, "play:"+itoa(s.hand[0][0]))
}

func TestEliminateSecondary(t *testing.T) {
	card := findCard(func(c ActionCard) bool { return c.Sec == SecEliminate && c.Prim[0].Kind == PrimGold })
	// Without a sword on the other side, the character is wiped at once.
	s := fresh(t, 2)
	s.putTokens(FolkHero, SymMilitary, 3)
	s.bag[TokOrange]--
	s.bottom[FolkHero] = 1
	s.giveCard(0, card)
	s.gold[0], s.red[0] = 2, 1
	refused(t, s, 0, "elim:8")
	do(t, s, 0, "play:"+itoa(card), "s")
	refused(t, s, 0, "elim:"+itoa(Commander)) // one's own character
	do(t, s, 0, "elim:"+itoa(FolkHero))
	if len(s.top[FolkHero]) != 0 || s.bottom[FolkHero] != 0 {
		t.Fatal("the Folk Hero kept its tokens")
	}
	// A People player with a sword may negate it; at 4 players each sword
	// holder of the team is asked in turn.
	s = fresh(t, 4)
	s.putTokens(FolkHero, SymMilitary, 3)
	s.poolSwords -= 2
	s.swords[1], s.swords[3] = 1, 1
	s.giveCard(0, card)
	s.gold[0], s.red[0] = 2, 1
	do(t, s, 0, "play:"+itoa(card), "s", "elim:"+itoa(FolkHero))
	refused(t, s, 3, "sword")
	do(t, s, 1, "allow")
	do(t, s, 3, "sword")
	if len(s.top[FolkHero]) != 3 || s.swords[3] != 0 || s.poolSwords != 4 {
		t.Fatal("the sword did not negate the elimination")
	}
}

func TestOrderCannotEmployOrTakeSwords(t *testing.T) {
	s, o := orderTurn(t, 20)
	card := symCard(SymEmploy)
	s.giveCard(o, card)
	do(t, s, o, "play:"+itoa(card))
	refused(t, s, o, "p:0")
	// The Order winning as defender assassinates instead of taking a sword.
	s2 := fresh(t, 3)
	s2.putTokens(Vizier, SymTokens, 1)
	s2.putTokens(Assassin, SymMilitary, 1)
	att := symCard(SymMilitary)
	s2.giveCard(0, att)
	do(t, s2, 0, "play:"+itoa(att), "p:0", "team:2", "concede")
	if s2.swords[s2.orderAt] != 0 || len(s2.assTok) != 0 {
		t.Fatalf("swords %d", s2.swords[s2.orderAt])
	}
	do(t, s2, s2.orderAt, "tok:"+itoa(Vizier)+":"+itoa(SymTokens))
	if len(s2.assTok) != 1 {
		t.Fatal("no token assassinated")
	}
}

func TestSpyNeverTouchesTreasury(t *testing.T) {
	s, o := orderTurn(t, 0)
	s.tGold[Kingdom], s.tRed[People] = 5, 5
	s.gold[0], s.red[0], s.gold[1], s.red[1] = 0, 0, 0, 0
	s.orange(o)
	do(t, s, o, "bot:"+itoa(Spy))
	refused(t, s, o, "spy:0")
	if s.tGold[Kingdom] != 5 {
		t.Fatal("treasury touched")
	}
}

// Tokens drawn together are the player's to place in any order: with an
// orange token among them, placing a white one first (or after) can change
// what the orange one's ability finds. Bahlool needs 2 tokens on the
// strongest character: the Folk Hero's second military token only counts
// if it is placed before the orange token fires Bahlool.
func TestTokensPlacedInTheOrderChosen(t *testing.T) {
	s := fresh(t, 2)
	s.turnTo(1)
	s.putTokens(FolkHero, SymMilitary, 1)
	s.placing(1, TokOrange, SymMilitary)
	if !offered(s, "next:"+itoa(SymMilitary)) || !offered(s, "bot:"+itoa(Bahlool)) {
		t.Fatalf("no choice of order: %s", promptText(s))
	}
	do(t, s, 1, "next:"+itoa(SymMilitary))
	if len(s.top[FolkHero]) != 2 {
		t.Fatalf("the military token was not placed first: %v", s.top[FolkHero])
	}
	refused(t, s, 1, "next:"+itoa(SymMilitary)) // only one token left
	do(t, s, 1, "bot:"+itoa(Bahlool))
	if seat, key := asked(t, s); seat != 1 || key != "belaad.ask."+itoa(int(kBahChar)) {
		t.Fatalf("Bahlool did not find 2 tokens: %s", promptText(s))
	}
	// Placed in the drawn order, the orange token fires Bahlool too early.
	s = fresh(t, 2)
	s.turnTo(1)
	s.putTokens(FolkHero, SymMilitary, 1)
	s.placing(1, TokOrange, SymMilitary)
	do(t, s, 1, "bot:"+itoa(Bahlool))
	if len(s.top[FolkHero]) != 2 || s.bottom[Bahlool] != 1 {
		t.Fatalf("folk hero %v", s.top[FolkHero])
	}
	if _, key := asked(t, s); key == "belaad.ask."+itoa(int(kBahChar)) {
		t.Fatal("Bahlool fired with one token")
	}
	// White tokens alone leave no choice: they are placed at once.
	s = fresh(t, 2)
	s.placing(0, SymGold, SymSteal)
	if len(s.top[Treasurer]) != 1 || len(s.top[Sheriff]) != 1 {
		t.Fatal("white tokens were not placed")
	}
	// The choice cannot go round in circles: after "next" a token is placed.
	s = fresh(t, 2)
	s.placing(0, TokOrange, TokWild, SymGold)
	do(t, s, 0, "next:"+itoa(TokWild))
	if offered(s, "next:"+itoa(TokOrange)) {
		t.Fatal("a second reordering before placing")
	}
	do(t, s, 0, "up:"+itoa(Sultan))
	if !offered(s, "next:"+itoa(SymGold)) {
		t.Fatalf("no choice after placing: %s", promptText(s))
	}
}

// Only teammates who hold a colour still missing are asked: a teammate
// with red alone is not asked to help pay gold.
func TestConsentAsksOnlyWhoCanHelp(t *testing.T) {
	s := fresh(t, 6)
	card := findCard(func(c ActionCard) bool { return c.Sec == SecEliminate && c.Prim[0].Kind == PrimGold })
	s.giveCard(0, card)
	s.gold[0], s.red[0] = 0, 1
	s.gold[2], s.red[2] = 0, 5
	s.gold[4] = 2
	do(t, s, 0, "play:"+itoa(card), "s")
	if seat, _ := asked(t, s); seat != 4 {
		t.Fatalf("seat %d asked, want 4 (seat 2 holds no gold)", seat)
	}
	do(t, s, 4, "yes")
	if s.gold[4] != 0 || s.red[0] != 0 || s.red[2] != 5 {
		t.Fatalf("gold %v red %v", s.gold, s.red)
	}
}
