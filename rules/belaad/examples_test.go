// The rulebook's worked examples, reproduced and named after their
// sections: the battle table, the scoring example, the Order's victory,
// the employment costs and the combo of top cards.
package belaad

import (
	"reflect"
	"slices"
	"testing"

	"majlis/rules"
)

// Section Four, "An example of a battle between the Kingdom and People
// teams": the eight-step table.
func TestSectionFourBattleExample(t *testing.T) {
	s := fresh(t, 2)
	s.putTokens(Commander, SymMilitary, 2) // Commander: 3 symbols
	s.putTokens(FolkHero, SymMilitary, 4)  // Folk Hero: 5 symbols
	s.poolSwords--
	s.swords[0] = 1 // the Kingdom player holds a sword from the start
	// +2, +1 for the Kingdom; -1, +5 for the People; gray (negated), +5;
	// the People's gray; then the spoils card.
	s.setBattleDeck(4, 0, 16, 14, 20, 15, 21, 1)
	card := symCard(SymMilitary)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0")

	steps := []struct {
		seat     rules.Seat
		move     string
		kingdom  int
		people   int
		grayNext bool
	}{
		{0, "reveal", 5, 5, false},  // step 2: +0 in favour of the People
		{0, "reveal", 6, 5, false},  // step 3: the aggressor reveals on a tie
		{1, "reveal", 6, 4, false},  // step 4
		{1, "reveal", 6, 9, false},  // step 5
		{0, "reveal", 6, 9, true},   // step 6: the gray card...
		{0, "sword", 6, 9, false},   // ...negated by the sword
		{0, "reveal", 11, 9, false}, // step 7
		{1, "reveal", 11, 9, true},  // step 8: the People's gray card
	}
	if s.bt.Str != [2]int{3, 5} {
		t.Fatalf("step 1: strengths %v, want [3 5]", s.bt.Str)
	}
	for i, st := range steps {
		seat, _ := asked(t, s)
		if seat != st.seat {
			t.Fatalf("step %d: seat %d acts, want %d", i, seat, st.seat)
		}
		do(t, s, st.seat, st.move)
		if s.bt.Str != [2]int{st.kingdom, st.people} {
			t.Fatalf("step %d: strengths %v, want [%d %d]", i, s.bt.Str, st.kingdom, st.people)
		}
		if _, key := asked(t, s); (key == "belaad.ask."+itoa(int(kGray))) != st.grayNext {
			t.Fatalf("step %d: prompt %s", i, key)
		}
	}
	// The People have no sword: only defeat remains.
	refused(t, s, 1, "sword")
	do(t, s, 1, "accept")
	// The winner wipes a character of the losers, then keeps the next card.
	seat, key := asked(t, s)
	if seat != 0 || key != "belaad.ask."+itoa(int(kWipe)) {
		t.Fatalf("after the battle: seat %d asked %s", seat, key)
	}
	refused(t, s, 0, "wipe:3") // not a People character
	do(t, s, 0, "wipe:8")
	if len(s.top[FolkHero]) != 0 || s.swords[0] != 0 || s.poolSwords != 5 {
		t.Fatalf("folk hero %v, swords %d, pool %d", s.top[FolkHero], s.swords[0], s.poolSwords)
	}
	if len(s.spoils[0]) != 1 || s.spoils[0][0] != 1 {
		t.Fatalf("spoils %v, want the next battle card [1]", s.spoils[0])
	}
	if len(s.bShown) != 0 || s.bPile.size() != 23 || len(s.bPile.top) != 0 || s.bt.Active {
		t.Fatalf("battle cards not shuffled back: deck %v shown %d", s.bPile, len(s.bShown))
	}
}

// Section Seven, the scoring example: 16 main points, 2 points bought with
// 4 red and 3 gold, 5 for three scholars of one specialty, 4 military: 27.
func TestSectionSevenScoringExample(t *testing.T) {
	s := fresh(t, 2)
	for _, n := range []string{"uqlidisi", "firnas", "khwarizmi", "ibnsina", "battani", "biruni", "tusi"} {
		s.giveScholar(Kingdom, n)
	}
	s.gold[0], s.red[0] = 3, 4
	s.spoils[0] = []int{5, 6, 4} // battle cards worth 1, 1 and 2
	for _, c := range []int{5, 6, 4} {
		s.bPile.remove(c)
	}
	got := s.TeamScore(Kingdom)
	want := Score{Main: 16, Coins: 2, Spec: 5, Six: 0, Military: 4, Total: 27,
		Paid: []int{schID("uqlidisi"), schID("firnas")}, Gold: 3, Red: 4}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("score %+v, want %+v", got, want)
	}
	if err := s.check(); err != nil {
		t.Fatal(err)
	}
}

// The coin assignment is a search: giving the "any colour" condition red
// coins first would lose the "3 red" condition.
func TestSectionSevenCoinAssignmentIsASearch(t *testing.T) {
	conds := []Scholar{scholars[schID("firnas")], scholars[schID("uqlidisi")]} // 3 any; 3 red
	if got, _ := bestCoinPoints(conds, 3, 3); got != 2 {
		t.Fatalf("3 red 3 gold: %d points, want 2", got)
	}
	if got, _ := bestCoinPoints(conds, 5, 0); got != 1 {
		t.Fatalf("5 red: %d points, want 1", got)
	}
	// Al-Nafis' two points for three coins beat two one-point conditions.
	conds = []Scholar{scholars[schID("nafis")], scholars[schID("majriti")], scholars[schID("kushyar")]}
	if got, _ := bestCoinPoints(conds, 2, 4); got != 3 {
		t.Fatalf("%d points, want 3", got)
	}
}

// Section Seven, the Order's victory: taking al-Zahrawi with the Sect
// Leader gives 9 scientific symbols of which 7 are active (al-Razi lacks
// its token), and the Order wins at once.
func TestSectionSevenOrderVictoryExample(t *testing.T) {
	s := fresh(t, 3)
	order := s.orderAt
	s.turnTo(order)
	for _, n := range []string{"firnas", "haytham", "razi"} {
		s.giveScholar(Order, n)
	}
	s.reveal("zahrawi")
	// Assassinated tokens: Firnas' steal, Ibn al-Haytham's and al-Zahrawi's
	// tokens symbol; none of al-Razi's employ symbol.
	s.bag[SymSteal]--
	s.bag[SymTokens] -= 2
	s.assTok = []int{SymSteal, SymTokens, SymTokens}
	if got := s.OrderActive(); got != 5 {
		t.Fatalf("before: %d active symbols, want 5", got)
	}
	s.gold[order] = 4
	s.orange(order)
	do(t, s, order, "bot:"+itoa(SectLeader))
	do(t, s, order, "sch:"+itoa(schID("zahrawi")))
	total := 0
	for _, id := range s.won[Order] {
		total += scholars[id].Main
	}
	if total != 9 || s.OrderActive() != 7 {
		t.Fatalf("%d symbols, %d active; want 9 and 7", total, s.OrderActive())
	}
	r := s.Result()
	if !r.Done || len(r.Winners) != 1 || r.Winners[0] != order || r.Reason.Key != "belaad.end.order" {
		t.Fatalf("result %+v", r)
	}
	if s.gold[order] != 0 {
		t.Fatalf("the Sect Leader did not pay 4 gold: %d left", s.gold[order])
	}
}

// The wild token activates any scholar.
func TestSectionSevenWildToken(t *testing.T) {
	s := fresh(t, 3)
	s.giveScholar(Order, "razi")
	s.assTok = []int{TokWild}
	s.bag[TokWild]--
	if got := s.OrderActive(); got != 2 {
		t.Fatalf("%d active, want 2", got)
	}
}

// Section Four, employing: Khayyam costs 10, less Bahlool's 4 symbols.
func TestSectionFourEmploymentKhayyam(t *testing.T) {
	s := fresh(t, 2)
	s.turnTo(1)
	s.putTokens(Bahlool, SymEmploy, 3)
	s.reveal("khayyam")
	s.gold[1] = 6
	card := symCard(SymEmploy)
	s.giveCard(1, card)
	do(t, s, 1, "play:"+itoa(card), "p:0")
	p := s.Prompts()[0]
	o, ok := p.Find(rules.Move("emp:" + itoa(schID("khayyam"))))
	if !ok || o.Label.Args[1].N != 6 {
		t.Fatalf("Khayyam not offered at 6: %s", promptText(s))
	}
	do(t, s, 1, "emp:"+itoa(schID("khayyam")))
	if s.gold[1] != 0 || s.won[People][0] != schID("khayyam") {
		t.Fatalf("gold %d, scholars %v", s.gold[1], s.won[People])
	}
}

// Section Four, "perform a top card": the combo that employs ibn Hayyan at
// 10 - 3 (the Sultan's symbols) = 7.
func TestSectionFourComboExample(t *testing.T) {
	s := fresh(t, 2)
	s.putTokens(Sultan, SymEmploy, 2) // the Sultan shows 3 symbols
	s.reveal("hayyan")
	played := 4 // collect 4 gold; pay 2 gold: perform a top card
	left := 32  // employ; pay 2 red: perform a top card
	middle := 2 // collect 3 gold
	s.giveCard(0, played)
	s.setTop(0, left)
	s.setTop(1, middle)
	s.gold[0], s.red[0] = 2, 2
	do(t, s, 0, "play:4", "p:0") // 6 gold
	do(t, s, 0, "s", "top:0")    // 4 gold; the left card
	do(t, s, 0, "s")             // 0 red; perform another top card
	refused(t, s, 0, "top:0")    // each card once per turn
	do(t, s, 0, "top:1", "p:0")  // the middle card: 7 gold
	do(t, s, 0, "end")           // done with the middle card
	do(t, s, 0, "p:0")           // the left card's employ action
	if s.gold[0] != 7 || s.red[0] != 0 {
		t.Fatalf("gold %d red %d before employing, want 7 and 0", s.gold[0], s.red[0])
	}
	o, ok := s.Prompts()[0].Find(rules.Move("emp:" + itoa(schID("hayyan"))))
	if !ok || o.Label.Args[1].N != 7 {
		t.Fatalf("ibn Hayyan not offered at 7: %s", promptText(s))
	}
	do(t, s, 0, "emp:"+itoa(schID("hayyan")))
	if s.gold[0] != 0 || len(s.won[Kingdom]) != 1 {
		t.Fatalf("gold %d scholars %v", s.gold[0], s.won[Kingdom])
	}
	// Back to the played card, which is finished; the turn ends with a draw,
	// and the left card may be taken.
	do(t, s, 0, "end", "deck:0")
	if !contains(s.hand[0], left) {
		t.Fatalf("the performed card was not drawn: hand %v", s.hand[0])
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Section Four, drawing tokens: three white tokens, two of the military
// symbol and one of the tokens symbol. The two go on the Folk Hero; the
// Preacher is full, so the third returns to the bag.
func TestSectionFourTokenExample(t *testing.T) {
	s := fresh(t, 2)
	s.turnTo(1)
	s.putTokens(Preacher, SymTokens, 5)
	s.placing(1, SymMilitary, SymMilitary, SymTokens)
	if len(s.top[FolkHero]) != 2 || len(s.top[Preacher]) != 5 || s.bag[SymTokens] != 4 || s.bag[SymMilitary] != 7 {
		t.Fatalf("folk hero %v preacher %v bag %v", s.top[FolkHero], s.top[Preacher], s.bag)
	}
}

// Section Four, the gold symbol: "selecting the gold symbol, the Treasurer
// is activated and you collect 4 gold" (the Treasurer shows 4 symbols).
func TestSectionFourGoldSymbolExample(t *testing.T) {
	s := fresh(t, 2)
	s.putTokens(Treasurer, SymGold, 3)
	card := symCard(SymGold)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0")
	if s.gold[0] != 1+4 {
		t.Fatalf("gold %d, want 1+4", s.gold[0])
	}
}

// Section Four, the steal symbol: the symbols allow 3, the opponent holds
// only 2, so only 2 are stolen and nothing comes from anywhere else.
func TestSectionFourStealExample(t *testing.T) {
	s := fresh(t, 4)
	s.putTokens(Sheriff, SymSteal, 2)
	s.gold[1], s.gold[3] = 2, 9
	card := symCard(SymSteal)
	s.giveCard(0, card)
	do(t, s, 0, "play:"+itoa(card), "p:0", "st:1")
	if s.gold[0] != 1+2 || s.gold[1] != 0 || s.gold[3] != 9 {
		t.Fatalf("gold %v", s.gold)
	}
}

// Section Four, "+2 symbols": with the gold symbol two more coins; with the
// military symbol two more strength (the Folk Hero at 5 symbols attacks
// with 7).
func TestSectionFourPlus2Example(t *testing.T) {
	s := fresh(t, 2)
	s.putTokens(Treasurer, SymGold, 3)
	card := findCard(func(c ActionCard) bool {
		return c.Sec == SecPlus2 && len(c.Prim) == 1 && c.Prim[0] == Prim{PrimSymbol, SymGold}
	})
	s.giveCard(0, card)
	s.red[0] = 2
	do(t, s, 0, "play:"+itoa(card), "s", "p:0")
	if s.gold[0] != 1+4+2 {
		t.Fatalf("gold %d, want 1+4+2", s.gold[0])
	}
	s = fresh(t, 2)
	s.turnTo(1)
	s.putTokens(FolkHero, SymMilitary, 4)
	card = findCard(func(c ActionCard) bool {
		return c.Sec == SecPlus2 && len(c.Prim) == 1 && c.Prim[0] == Prim{PrimSymbol, SymMilitary}
	})
	s.giveCard(1, card)
	s.red[1] = 2
	do(t, s, 1, "play:"+itoa(card), "s", "p:0")
	if s.bt.Str[0] != 7 {
		t.Fatalf("the Folk Hero attacks with %d, want 7", s.bt.Str[0])
	}
}

// Section Four, "activate any symbol" with "perform a top card": the
// secondary is paid first (2 gold); the left top card's tokens action draws
// 4 tokens (the Preacher's 4 symbols), which raise the Altruist to 6
// symbols; then the played card's primary, the steal symbol, takes 6 gold
// instead of 3.
func TestSectionFourAnySymbolExample(t *testing.T) {
	s := fresh(t, 2)
	s.turnTo(1)
	s.putTokens(Preacher, SymTokens, 3) // 4 symbols
	s.putTokens(Altruist, SymSteal, 2)  // 3 symbols
	// Only steal tokens left in the bag, so that the draw is the example's.
	for tk := 0; tk < numTok; tk++ {
		for tk != SymSteal && s.bag[tk] > 0 {
			s.bag[tk]--
			s.assTok = append(s.assTok, tk)
		}
	}
	played := findCard(func(c ActionCard) bool { return c.Prim[0].Kind == PrimAny && c.Sec == SecTopCard })
	left := findCard(func(c ActionCard) bool { return len(c.Prim) == 1 && c.Prim[0] == Prim{PrimSymbol, SymTokens} })
	s.giveCard(1, played)
	s.setTop(0, left)
	s.gold[1], s.gold[0] = 2, 8
	do(t, s, 1, "play:"+itoa(played), "s", "top:0", "p:0")
	if len(s.top[Altruist]) != 5 || s.symbols(Altruist) != 6 {
		t.Fatalf("altruist %v", s.top[Altruist])
	}
	do(t, s, 1, "end", "p:0", "sym:"+itoa(SymSteal), "st:0")
	if s.gold[1] != 6 || s.gold[0] != 2 {
		t.Fatalf("gold %v, want 6 stolen", s.gold)
	}
}

// Section Six, the Hashash ability: both kept cards show the Assassin's
// symbol on their backs, so both go under the Assassin's board; the third
// goes under the Hashash deck.
func TestSectionSixHashashExample(t *testing.T) {
	s := fresh(t, 3)
	o := s.orderAt
	s.turnTo(o)
	for _, id := range []int{5, 8, 1} { // Dagger and Ambush (Assassin), Second wind
		s.hhPile.remove(id)
	}
	s.hhPile.top = []int{5, 8, 1}
	s.orange(o)
	do(t, s, o, "bot:"+itoa(Hashash), "drop:2") // the third drawn: Second wind
	if !slices.Equal(s.hhBoard[Assassin], []int{5, 8}) || len(s.hhBoard[Hashash]) != 0 || !slices.Equal(s.hhPile.bot, []int{1}) {
		t.Fatalf("assassin %v hashash %v deck %+v", s.hhBoard[Assassin], s.hhBoard[Hashash], s.hhPile)
	}
}
