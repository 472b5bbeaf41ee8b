// One test per rule on small hand-built states, with the refusals each
// rule implies: setup, paying and change, the five actions, trades,
// attacks, invasions, the Khalifa, the Thief, the mercy rule, the house
// cards, the end of the game, views and malformed input.
package ayubistan

import (
	"slices"
	"testing"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/sim"
)

// moveTreasury gives seat sink the Treasury's money beyond leave, so that
// the Treasury holds exactly leave.
func moveTreasury(t *testing.T, s *State, sink int, leave purse) {
	t.Helper()
	d := s.treasury
	d.sub(leave)
	if d[0] < 0 || d[1] < 0 || d[2] < 0 {
		t.Fatalf("the Treasury holds %v, less than %v", s.treasury, leave)
	}
	s.treasury = leave
	s.players[sink].money.add(d)
}

func TestSetup(t *testing.T) {
	for n := 2; n <= 6; n++ {
		for _, l := range []string{LenStandard, LenExtended} {
			s := fresh(t, n, OptLength+"="+l)
			for i, p := range s.players {
				eq(t, "money cards", p.money, purse{10, 6, 6})
				eq(t, "value", p.money.value(), 100)
				eq(t, "troops", p.troops, 3)
				if p.hasanaat != 0 || p.sayiaat != 0 || p.khalifa != 0 {
					t.Fatalf("seat %d starts with deeds: %+v", i, p)
				}
			}
			eq(t, "treasury", s.treasury, purse{100 - 10*n, 50 - 6*n, 50 - 6*n})
			eq(t, "treasury troops", s.troops, 80-3*n)
			wantH, wantP := StdHasanaat, 1
			if l == LenExtended {
				wantH, wantP = TotalHasanaat, 2
			}
			eq(t, "Hasanaat", s.hasanaat, wantH)
			eq(t, "passes", s.passes(), wantP)
			eq(t, "deck", len(s.deck), DeckSize)
			if err := invariant(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The chosen first seat (the youngest player) starts; play passes to
	// seat+1 and wraps around.
	st, evs, err := Game{}.New(rules.Setup{Game: ID, Seats: 4, First: 2}, entropy(3))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	eq(t, "first", s.turn, rules.Seat(2))
	eq(t, "turn event", find(evs, "ev.turn")[0].Args[0].N, 2)
	refuse(t, s, 0, "work")
	play(t, s, 2, "work")
	eq(t, "next", s.turn, rules.Seat(3))
	play(t, s, 3, "work")
	eq(t, "wraps", s.turn, rules.Seat(0))

	for _, bad := range []rules.Setup{
		{Game: ID, Seats: 1},
		{Game: ID, Seats: 7},
		{Game: ID, Seats: 3, First: 3},
		{Game: ID, Seats: 3, Options: map[string]string{OptLength: "forever"}},
		{Game: ID, Seats: 3, Options: map[string]string{"dice": "yes"}},
		{Game: "belaad", Seats: 3},
	} {
		if _, _, err := (Game{}).New(bad, entropy(0)); err == nil {
			t.Errorf("setup %+v accepted", bad)
		}
	}
}

func TestTeamPlay(t *testing.T) {
	st, _, err := Game{}.New(rules.Setup{Game: ID, Seats: 3, Names: []string{"Falcons", "Lions", "Gazelles"},
		Options: map[string]string{OptTeams: TeamsYes}}, entropy(0))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	eq(t, "teams", s.Teams(), true)
	eq(t, "team name", s.Setup().Name(1), "Lions")
	// The war cap counts seats (teams), not people.
	eqs(t, "caps", []int{ContributionCap(2), ContributionCap(3), ContributionCap(4), ContributionCap(5), ContributionCap(6)}, []int{8, 6, 5, 4, 3})
}

func TestPayingMakesChange(t *testing.T) {
	s := fresh(t, 2)
	// Exact cards with the fewest cards: a Dinar rather than two fives.
	setMoney(t, s, 0, 0, 2, 1)
	eq(t, "paid", s.pay(0, treasuryH, 10), 10)
	eq(t, "left", s.players[0].money, purse{0, 2, 0})
	// Least overpayment: a five (2 over) rather than a Dinar (7 over), with
	// exact change back.
	setMoney(t, s, 0, 0, 1, 1)
	eq(t, "paid", s.pay(0, treasuryH, 3), 3)
	eq(t, "left", s.players[0].money, purse{2, 0, 1})
	// A receiver without change has the Treasury break a Dinar.
	setMoney(t, s, 0, 0, 0, 1)
	setMoney(t, s, 1, 0, 0, 2)
	eq(t, "paid", s.pay(0, 1, 3), 3)
	eq(t, "payer", s.players[0].money, purse{2, 1, 0})
	eq(t, "receiver", s.players[1].money, purse{3, 0, 2})
	// Someone short pays everything.
	setMoney(t, s, 0, 2, 1, 0)
	eq(t, "paid", s.pay(0, 1, 40), 7)
	eq(t, "payer", s.players[0].money, purse{})
	// Nobody can make change (the Treasury holds only Dinars): the receiver
	// keeps the overpayment; the money is still all there.
	s = fresh(t, 3)
	setMoney(t, s, 0, 0, 0, 1)
	setMoney(t, s, 1, 0, 0, 0)
	moveTreasury(t, s, 2, purse{0, 0, s.treasury[2]})
	eq(t, "moved", s.pay(0, 1, 3), 10)
	eq(t, "receiver", s.players[1].money, purse{0, 0, 1})
	if err := invariant(s); err != nil {
		t.Fatal(err)
	}
	// The Treasury pays what it has.
	s = fresh(t, 2)
	moveTreasury(t, s, 1, purse{5, 0, 0})
	eq(t, "Treasury paid", s.pay(treasuryH, 0, workPay), 5)
}

func TestDonate(t *testing.T) {
	s := fresh(t, 3)
	t0 := s.treasury.value()
	refuse(t, s, 0, "donate:0") // to oneself
	refuse(t, s, 1, "donate:2") // not seat 1's turn
	evs := play(t, s, 0, "donate:2")
	eq(t, "donor", value(s, 0), 80)
	eq(t, "recipient", value(s, 2), 105)
	eq(t, "Treasury", s.treasury.value(), t0+15)
	eq(t, "Hasanah", s.players[0].hasanaat, 1)
	eq(t, "supply", s.hasanaat, StdHasanaat-1)
	eq(t, "events", len(find(evs, "ev.donate")), 1)
	// A second donation that turn is refused: the turn has passed.
	refuse(t, s, 0, "donate:1")
	eq(t, "turn", s.turn, rules.Seat(1))
	// Only one Hasanah by donation per turn, even with an extra action.
	s.donated = true
	for _, m := range moves(s, 1) {
		if len(m) > 7 && m[:7] == pfDonate {
			t.Fatalf("donation offered twice in a turn: %s", m)
		}
	}
	refuse(t, s, 1, "donate:0")
	s.donated = false
	// 19 Dirhams cannot pay a donation: partial payment buys nothing.
	setMoney(t, s, 1, 4, 3, 0)
	refuse(t, s, 1, "donate:0")
	eq(t, "offered", offered(s, 1, "donate:0"), false)
}

func TestRecruit(t *testing.T) {
	s := fresh(t, 2)
	play(t, s, 0, "recruit:3")
	eq(t, "troops", s.players[0].troops, 6)
	eq(t, "money", value(s, 0), 85)
	eq(t, "Treasury troops", s.troops, 80-6-3)
	refuse(t, s, 1, "recruit:4")
	setMoney(t, s, 1, 4, 2, 0) // 14 Dirhams
	refuse(t, s, 1, "recruit:3")
	eqs(t, "offers", offered(s, 1, "recruit:2"), true)
	setMoney(t, s, 1, 4, 0, 0)
	eq(t, "recruit with 4 Dirhams", offered(s, 1, "recruit:1"), false)
	setMoney(t, s, 1, 10, 6, 6)
	s.players[0].troops += s.troops - 1
	s.troops = 1
	eq(t, "only one left", offered(s, 1, "recruit:2"), false)
	eq(t, "one left", offered(s, 1, "recruit:1"), true)
	s.players[0].troops++
	s.troops = 0
	eq(t, "empty Treasury", offered(s, 1, "recruit:1"), false)
	// Trading stays possible with an empty Treasury.
	eq(t, "trade offered", offered(s, 1, "trade"), true)
}

func TestTrade(t *testing.T) {
	s := fresh(t, 3)
	refuse(t, s, 0, "trade:1:2") // first the action, then the partner
	play(t, s, 0, "trade")
	eq(t, "partners and counts, and giving up", len(moves(s, 0)), 7)
	cancelled := s.clone()
	play(t, cancelled, 0, mvCancel)
	eq(t, "still seat 0's action", cancelled.phase, phAction)
	eq(t, "no second trade", offered(cancelled, 0, mvTrade), false)
	refuse(t, s, 0, "trade:0:1")
	refuse(t, s, 0, "trade:1:4")
	refuse(t, s, 1, "trade:0:1")
	play(t, s, 0, "trade:1:2")
	eq(t, "price choices", len(moves(s, 0)), 1+101) // giving up, or every price 0..100 the buyer can pay
	refuse(t, s, 0, "price:101")
	refuse(t, s, 1, "price:5")
	play(t, s, 0, "price:12")
	// The seller answers out of turn.
	ps := s.Prompts()
	eq(t, "asked", ps[0].Seat, rules.Seat(1))
	refuse(t, s, 0, "accept")
	refuse(t, s, 2, "accept")
	accepted := s.clone()
	play(t, accepted, 1, "accept")
	eq(t, "buyer troops", accepted.players[0].troops, 5)
	eq(t, "seller troops", accepted.players[1].troops, 1)
	eq(t, "buyer money", value(accepted, 0), 88)
	eq(t, "seller money", value(accepted, 1), 112)
	eq(t, "turn passes", accepted.turn, rules.Seat(1))

	// Counter, then the buyer accepts.
	countered := s.clone()
	refuse(t, countered, 1, "price:12") // a counter names another price
	play(t, countered, 1, "price:20")
	eq(t, "buyer asked", countered.Prompts()[0].Seat, rules.Seat(0))
	refuse(t, countered, 0, "price:101")
	play(t, countered, 0, "accept")
	eq(t, "buyer money", value(countered, 0), 80)
	eq(t, "buyer troops", countered.players[0].troops, 5)

	// Counters are bounded; then only accept or decline remain.
	long := s.clone()
	play(t, long, 1, "price:30")
	play(t, long, 0, "price:15")
	play(t, long, 1, "price:25")
	eqs(t, "last answer", moves(long, 0), []string{"accept", "decline"})
	// A buyer cannot accept a price beyond its money.
	setMoney(t, long, 0, 4, 0, 2)
	eqs(t, "poor buyer", moves(long, 0), []string{"decline"})
	refuse(t, long, 0, "accept")

	// Declining costs no action: the buyer chooses again, but not a trade.
	declined := s.clone()
	play(t, declined, 1, "decline")
	eq(t, "same turn", declined.turn, rules.Seat(0))
	eq(t, "phase", declined.phase, phAction)
	refuse(t, declined, 0, "trade")
	play(t, declined, 0, "work")

	// A seller without the troops can only decline.
	s2 := fresh(t, 2)
	setTroops(t, s2, 1, 1)
	play(t, s2, 0, "trade")
	play(t, s2, 0, "trade:1:2")
	play(t, s2, 0, "price:10")
	eqs(t, "seller short of troops", moves(s2, 1), []string{"decline"})
}

func TestWork(t *testing.T) {
	s := fresh(t, 2)
	t0 := s.treasury.value()
	play(t, s, 0, "work")
	eq(t, "earned", value(s, 0), 108)
	eq(t, "Treasury", s.treasury.value(), t0-8)
	moveTreasury(t, s, 0, purse{0, 1, 0})
	evs := play(t, s, 1, "work")
	eq(t, "paid what it had", find(evs, "ev.work")[0].Args[1].N, 5)
	eq(t, "earned", value(s, 1), 105)
}

func TestAttackRules(t *testing.T) {
	// No troops, no attack.
	s := fresh(t, 3)
	setTroops(t, s, 0, 0)
	refuse(t, s, 0, "attack:1")
	// At most as many as the Mushrikeen supply stands in for.
	s = fresh(t, 3)
	setTroops(t, s, 0, 40)
	play(t, s, 0, "attack:1")
	eq(t, "largest commitment", moves(s, 0)[len(moves(s, 0))-1], "commit:30")
	refuse(t, s, 0, "commit:31")
	refuse(t, s, 0, "commit:0")
	refuse(t, s, 2, "commit:1") // not in the battle
	refuse(t, s, 1, "commit:4") // more than the defender holds

	// A defender with no troops is not asked and loses; the winner still
	// loses half its committed troops, rounded down.
	s = fresh(t, 3)
	setTroops(t, s, 1, 0)
	setMoney(t, s, 1, 5, 4, 0) // 25 Dirhams: pays what it has
	play(t, s, 0, "attack:1")
	eq(t, "prompts", len(s.Prompts()), 1)
	evs := play(t, s, 0, "commit:3")
	eq(t, "no defence", len(find(evs, "ev.no_defence")), 1)
	eq(t, "draws", drawn(evs), "")
	eq(t, "attacker troops", s.players[0].troops, 2)
	eq(t, "spoils", value(s, 0), 125)
	eq(t, "defender money", value(s, 1), 0)
	eq(t, "no mercy prompt after an attack", s.phase, phAction)

	// A defender may commit nothing and lose at once.
	s = fresh(t, 3)
	play(t, s, 0, "attack:2")
	play(t, s, 2, "commit:0")
	evs = play(t, s, 0, "commit:1")
	eq(t, "draws", drawn(evs), "")
	eq(t, "defender keeps its troops", s.players[2].troops, 3)
	eq(t, "attacker keeps its only troop", s.players[0].troops, 3)
	eq(t, "spoils", value(s, 0), 140)

	// Fewer than 5 in all: one card decides.
	s = fresh(t, 3)
	play(t, s, 0, "attack:1")
	play(t, s, 0, "commit:2")
	evs = play(t, s, 1, "commit:2")
	eq(t, "single draw", len(drawn(evs)), 1)

	// 1 against 4 is best of 3: one troop cannot win two draws.
	s = fresh(t, 3)
	setTroops(t, s, 1, 4)
	play(t, s, 0, "attack:1")
	play(t, s, 1, "commit:4")
	evs = play(t, s, 0, "commit:1")
	eq(t, "cannot win", len(find(evs, "ev.cannot_win")), 1)
	eq(t, "attacker troops", s.players[0].troops, 2)
	eq(t, "defender keeps half", s.players[1].troops, 2)
	eq(t, "no spoils", value(s, 0), 100)

	// One attack per turn.
	s = fresh(t, 3)
	s.attacked = true
	refuse(t, s, 0, "attack:1")
}

func TestInvasionRules(t *testing.T) {
	// Seats without troops earn a Sayi'ah unasked; so does sending none.
	s := fresh(t, 4)
	stackDeck(t, s, Byzantines, Byzantines)
	setTroops(t, s, 1, 0)
	setTroops(t, s, 2, 9)
	play(t, s, 0, "draw")
	eq(t, "all the drawer's 3 troops", moves(s, 0)[len(moves(s, 0))-1], "give:3")
	evs := play(t, s, 0, "give:0")
	eq(t, "drawer's Sayi'ah", s.players[0].sayiaat, 1)
	eq(t, "seat without troops skipped", s.Prompts()[0].Seat, rules.Seat(2))
	eq(t, "no-troop event", find(evs, "ev.no_troops")[0].Args[0].N, 1)
	eq(t, "seat 1's Sayi'ah", s.players[1].sayiaat, 1)
	eq(t, "cap at 4 seats", moves(s, 2)[len(moves(s, 2))-1], "give:5")
	refuse(t, s, 2, "give:6") // above the cap
	refuse(t, s, 3, "give:1") // not yet seat 3's turn to give
	play(t, s, 2, "give:2")
	setMoney(t, s, 1, 5, 4, 0)
	// Too few troops for the 4 draws needed: lost without drawing; the
	// contributors still earn their Hasanaat; everyone pays 4 Dinars or all.
	evs = play(t, s, 3, "give:1")
	eq(t, "hopeless", len(find(evs, "ev.war_hopeless")), 1)
	eq(t, "draws", drawn(evs), "")
	eqs(t, "Hasanaat", []int{s.players[0].hasanaat, s.players[1].hasanaat, s.players[2].hasanaat, s.players[3].hasanaat}, []int{0, 0, 2, 1})
	eqs(t, "money", []int{value(s, 0), value(s, 1), value(s, 2), value(s, 3)}, []int{60, 0, 60, 60})
	eqs(t, "troops", []int{s.players[0].troops, s.players[2].troops, s.players[3].troops}, []int{3, 7, 2})

	// The last Hasanah ends the game in the middle of the awards.
	s = fresh(t, 2)
	stackDeck(t, s, Byzantines, Byzantines)
	setTroops(t, s, 0, 8)
	setTroops(t, s, 1, 8)
	s.hasanaat = 3
	s.players[0].hasanaat = StdHasanaat - 3
	play(t, s, 0, "draw")
	play(t, s, 0, "give:8")
	evs = playWhere(t, s, 1, "give:8", func(evs []rules.Event, _ *State) bool { return true })
	eqs(t, "awarded", seatsOf(find(evs, "ev.hasanah")), []int{0, 1, 0})
	eq(t, "over", s.Result().Done, true)
	eq(t, "reason", s.Result().Reason.Key, key("end.hasanaat"))
	eq(t, "no prompts", len(s.Prompts()), 0)
	refuse(t, s, 1, "work")

	// The last Sayi'ah ends the game during the contributions.
	s = fresh(t, 2)
	stackDeck(t, s, Mongols, Mongols)
	s.sayiaat = 1
	s.players[1].sayiaat = TotalSayiaat - 1
	play(t, s, 0, "draw")
	play(t, s, 0, "give:0")
	eq(t, "over", s.done, true)
	eq(t, "reason", s.reason, key("end.sayiaat"))

	// The Treasury pays spoils as far as it can.
	s = fresh(t, 2)
	stackDeck(t, s, Byzantines, Byzantines)
	setTroops(t, s, 0, 8)
	play(t, s, 0, "draw")
	play(t, s, 0, "give:8")
	moveTreasury(t, s, 1, purse{3, 0, 0})
	evs = playWhere(t, s, 1, "give:3", func(evs []rules.Event, _ *State) bool { return len(find(evs, "ev.war_won")) == 1 })
	eq(t, "spoils paid", find(evs, "ev.spoils")[0].Args[1].N, 3)
}

func TestKhalifa(t *testing.T) {
	s := fresh(t, 2)
	stackDeck(t, s, Khalifa, Khalifa, Byzantines)
	taken := s.clone()
	playWhere(t, taken, 0, "draw", func(_ []rules.Event, c *State) bool { return c.inPlay == Khalifa })
	eqs(t, "choices", moves(taken, 0), []string{mvKhKeep, mvKhDinars})
	play(t, taken, 0, mvKhDinars)
	eq(t, "3 Dinars", value(taken, 0), 130)
	eq(t, "discarded", slices.Contains(taken.discard, Khalifa), true)

	playWhere(t, s, 0, "draw", func(_ []rules.Event, c *State) bool { return c.inPlay == Khalifa })
	play(t, s, 0, mvKhKeep)
	eq(t, "held", s.players[0].khalifa, 1)
	eq(t, "hand visible to others", s.View(1).(*State).Player(0).Khalifa, 1)
	// Seat 1 draws the Byzantines; the war is lost; seat 0 may redo it.
	setTroops(t, s, 0, 4)
	playWhere(t, s, 1, "draw", func(_ []rules.Event, c *State) bool { return c.inPlay == Byzantines })
	play(t, s, 1, "give:0")
	lostOnce := func(evs []rules.Event, c *State) bool { return c.phase == phKhalifaUse }
	playWhere(t, s, 0, "give:4", lostOnce)
	eq(t, "asked", s.Prompts()[0].Seat, rules.Seat(0))
	refuse(t, s, 1, mvKhUse)
	passed := s.clone()
	evs := play(t, passed, 0, mvKhPass)
	eq(t, "loss stands", len(find(evs, "ev.war_lost")), 1)
	eq(t, "still held", passed.players[0].khalifa, 1)
	evs = playWhere(t, s, 0, mvKhUse, func(evs []rules.Event, _ *State) bool { return len(find(evs, "ev.war_won")) == 1 })
	eq(t, "fought again", len(find(evs, "ev.shuffle")), 1)
	eq(t, "used up", s.players[0].khalifa, 0)
	eq(t, "spoils", value(s, 0), 100+40)
	eq(t, "Hasanaat", s.players[0].hasanaat, 4)

	// A hopeless war is not offered to the Khalifa (a redo would lose again).
	s = fresh(t, 2)
	stackDeck(t, s, Byzantines, Byzantines)
	s.players[1].khalifa = 1
	stackDeck(t, s, Byzantines, Byzantines)
	play(t, s, 0, "draw")
	play(t, s, 0, "give:1")
	play(t, s, 1, "give:1")
	eq(t, "no redo", s.phase, phAction)
}

func TestThief(t *testing.T) {
	for k, want := range []int{3, 4, 5, 6} {
		s := fresh(t, 3)
		stackDeck(t, s, Thief, Thief)
		s.thiefDraws = k
		play(t, s, 0, "draw")
		eq(t, "draw count", s.thiefDraws, k+1)
		eq(t, "Dinars", ThiefDinars(k+1), want)
		refuse(t, s, 0, "steal:0") // not from oneself
		refuse(t, s, 1, "steal:2") // only the drawer
		declined := s.clone()
		play(t, declined, 0, mvNoSteal)
		eq(t, "no Sayi'ah when declined", declined.players[0].sayiaat, 0)
		play(t, s, 0, "steal:2")
		eq(t, "stolen", value(s, 0), 100+10*want)
		eq(t, "victim", value(s, 2), 100-10*want)
		eq(t, "Sayi'ah", s.players[0].sayiaat, 1)
	}
}

func TestMercyRule(t *testing.T) {
	base := fresh(t, 2)
	stackDeck(t, base, OldLoan, OldLoan)
	setMoney(t, base, 1, 4, 0, 0)
	setTroops(t, base, 1, 5)
	play(t, base, 0, "draw")
	eqs(t, "choices", moves(base, 0), []string{"collect:1"})
	evs := play(t, base, 0, "collect:1")
	eq(t, "paid what it could", find(evs, "ev.paid")[0].Args[1].N, 4)
	eqs(t, "creditor asked", moves(base, 0), []string{mvForce, mvForgive})
	refuse(t, base, 1, mvForgive)

	forced := base.clone()
	play(t, forced, 0, mvForce)
	eq(t, "troops sold (3 Dirhams each, as needed)", forced.players[1].troops, 3)
	eq(t, "creditor paid in full", value(forced, 0), 110)
	eq(t, "debtor", value(forced, 1), 0)

	forgiven := base.clone()
	play(t, forgiven, 0, mvForgive)
	eq(t, "creditor", value(forgiven, 0), 104)
	eq(t, "no Hasanah for forgiving", forgiven.players[0].hasanaat, 0)
	eq(t, "debtor keeps troops", forgiven.players[1].troops, 5)

	// No troops to sell: the rest is written off without asking.
	s := fresh(t, 2)
	stackDeck(t, s, OldLoan, OldLoan)
	setMoney(t, s, 1, 4, 0, 0)
	setTroops(t, s, 1, 0)
	play(t, s, 0, "draw")
	evs = play(t, s, 0, "collect:1")
	eq(t, "written off", len(find(evs, "ev.written_off")), 1)
	eq(t, "turn over", s.turn, rules.Seat(1))

	// Debts to the Treasury are never forced.
	s = fresh(t, 2)
	stackDeck(t, s, MarketDues, MarketDues)
	setMoney(t, s, 0, 3, 0, 0)
	evs = play(t, s, 0, "draw")
	eq(t, "written off", len(find(evs, "ev.written_off")), 1)
	eq(t, "troops kept", s.players[0].troops, 3)

	// Partial payments never buy: 29 Dirhams do not dig the well.
	s = fresh(t, 2)
	stackDeck(t, s, Well, Well)
	setMoney(t, s, 0, 4, 1, 2)
	play(t, s, 0, "draw")
	eqs(t, "well choices", moves(s, 0), []string{mvSkip})
	refuse(t, s, 0, mvBuild)
	s = fresh(t, 2)
	stackDeck(t, s, Orphan, Orphan)
	setMoney(t, s, 0, 4, 1, 0)
	play(t, s, 0, "draw")
	refuse(t, s, 0, mvPay)
}

func TestHouseCards(t *testing.T) {
	type tc struct {
		card  Card
		moves []string
		check func(s *State)
	}
	cases := []tc{
		{Harvest, nil, func(s *State) { eq(t, "harvest", value(s, 0), 110) }},
		{Caravan, nil, func(s *State) { eq(t, "caravan", value(s, 0), 120) }},
		{LostPurse, nil, func(s *State) { eq(t, "lost purse", s.players[0].hasanaat, 1) }},
		{MarketDues, nil, func(s *State) { eq(t, "dues", value(s, 0), 90) }},
		{Wedding, nil, func(s *State) {
			eqs(t, "wedding", []int{value(s, 0), value(s, 1), value(s, 2)}, []int{110, 95, 95})
		}},
		{Guests, nil, func(s *State) {
			eqs(t, "guests", []int{value(s, 0), value(s, 1), value(s, 2)}, []int{90, 105, 105})
		}},
		{Drought, nil, func(s *State) {
			eqs(t, "drought", []int{value(s, 0), value(s, 1), value(s, 2)}, []int{95, 95, 95})
		}},
		{Volunteers, nil, func(s *State) { eq(t, "volunteers", s.players[0].troops, 4) }},
		{Fever, nil, func(s *State) { eq(t, "fever", s.players[0].troops, 2) }},
		{Well, []string{mvBuild}, func(s *State) {
			eq(t, "well", s.players[0].hasanaat, 2)
			eq(t, "well cost", value(s, 0), 70)
		}},
		{Mercenaries, []string{"hire:3"}, func(s *State) {
			eq(t, "hired", s.players[0].troops, 6)
			eq(t, "cost", value(s, 0), 91)
		}},
		{Orphan, []string{mvPay}, func(s *State) { eq(t, "orphan", s.players[0].hasanaat, 1) }},
		{Riba, []string{mvTake}, func(s *State) {
			eq(t, "riba", value(s, 0), 120)
			eq(t, "riba Sayi'ah", s.players[0].sayiaat, 1)
		}},
		{BlessedDay, []string{"work"}, func(s *State) { eq(t, "worked after a blessed day", value(s, 0), 108) }},
	}
	for _, c := range cases {
		s := fresh(t, 3)
		stackDeck(t, s, c.card, c.card)
		play(t, s, 0, "draw")
		if c.card == BlessedDay {
			eq(t, "acts again", s.turn, rules.Seat(0))
			eq(t, "ask", s.Prompts()[0].Ask.Key, key("ask.action_again"))
		}
		for _, m := range c.moves {
			play(t, s, 0, m)
		}
		c.check(s)
		eq(t, c.card.NameKey()+": turn passed", s.turn, rules.Seat(1))
		eq(t, "discarded", s.discard[len(s.discard)-1], c.card)
	}
}

func TestGameEnd(t *testing.T) {
	// The last Hasanah.
	s := fresh(t, 2)
	s.hasanaat = 1
	s.players[1].hasanaat = StdHasanaat - 1
	play(t, s, 0, "donate:1")
	r := s.Result()
	eq(t, "done", r.Done, true)
	eq(t, "reason", r.Reason.Key, key("end.hasanaat"))
	eqs(t, "scores", r.Scores, []int{1, StdHasanaat - 1})
	eqs(t, "winners", r.Winners, []rules.Seat{1})
	refuse(t, s, 1, "work")

	// The last Sayi'ah: declaring the attack ends the game at once.
	s = fresh(t, 2)
	s.sayiaat = 1
	s.players[1].sayiaat = TotalSayiaat - 1
	play(t, s, 0, "attack:1")
	eq(t, "done", s.done, true)
	eq(t, "no battle", len(s.Prompts()), 0)
	eqs(t, "scores", s.Result().Scores, []int{-1, -(TotalSayiaat - 1)})

	// Standard play: the game ends once the deck is spent.
	s = fresh(t, 2)
	stackDeck(t, s, Harvest)
	play(t, s, 0, "draw")
	eq(t, "done", s.done, true)
	eq(t, "reason", s.reason, key("end.deck"))
	// Ties share the victory.
	eqs(t, "winners", s.Result().Winners, []rules.Seat{0, 1})
	eq(t, "tie", s.Result().TieBreak.Key, key("result.shared"))

	// Extended play uses the deck twice.
	s = fresh(t, 2, OptLength+"="+LenExtended)
	stackDeck(t, s, Harvest)
	evs := play(t, s, 0, "draw")
	eq(t, "reshuffled", len(find(evs, "ev.reshuffle")), 1)
	eq(t, "pass", s.pass, 2)
	eq(t, "deck", len(s.deck), DeckSize)
	eq(t, "not over", s.done, false)
	stackDeck(t, s, Harvest)
	play(t, s, 1, "draw")
	eq(t, "over after the second use", s.done, true)
}

func TestViews(t *testing.T) {
	s := fresh(t, 3)
	setMoney(t, s, 1, 3, 2, 1)
	setTroops(t, s, 1, 4)
	v := s.View(0).(*State)
	own, other := v.Player(0), v.Player(1)
	eq(t, "own money known", own.Known && own.Value() == 100, true)
	eq(t, "other hidden", other.Known, false)
	eq(t, "other value", other.Value(), 0)
	eq(t, "other troops", other.Troops, 0)
	eq(t, "other's cards", other.Cards, 3+2+1+4)
	sp := s.View(rules.Spectator).(*State)
	for i := range 3 {
		eq(t, "spectator sees nobody's money", sp.Player(rules.Seat(i)).Known, false)
	}
	// A determinized view is a playable state that keeps the conservation
	// laws and everything the viewer knows.
	d := v.Determinize(0, rules.NewRand(rules.Seed{1})).(*State)
	if err := invariant(d); err != nil {
		t.Fatal(err)
	}
	eq(t, "own kept", d.players[0].money, s.players[0].money)
	eq(t, "card counts kept", d.players[1].money.cards()+d.players[1].troops, 10)
	play(t, d, 0, "work")
}

func TestMalformedMoves(t *testing.T) {
	s := fresh(t, 3)
	for _, m := range []string{"", "donate", "donate:", "donate:-1", "donate:9", "recruit:0", "trade:1", "trade:1:0",
		"trade:x:1", "attack:0", "price:1", "commit:1", "give:1", "work:1", " work", "WORK", "draw:", "forgive"} {
		refuse(t, s, 0, m)
	}
	refuse(t, s, -1, "work")
	refuse(t, s, 3, "work")
}

func TestCatalogue(t *testing.T) {
	total := 0
	cat := i18n.English()
	for c := range NumCards {
		total += Copies(Card(c))
		for _, k := range []string{Card(c).NameKey(), Card(c).TextKey()} {
			if !cat.Has(k) {
				t.Errorf("no catalogue entry %s", k)
			}
		}
	}
	eq(t, "deck size", total, DeckSize)
	for _, k := range HelpKeys() {
		if !cat.Has(k) {
			t.Errorf("no catalogue entry %s", k)
		}
	}
	for _, k := range []string{"name", "option.length", "option.teams", "treasury", "end.deck", "end.hasanaat", "end.sayiaat", "result.shared"} {
		if !cat.Has(key(k)) {
			t.Errorf("no catalogue entry %s", key(k))
		}
	}
}

func TestSealedAttackerHidden(t *testing.T) {
	s := fresh(t, 3)
	play(t, s, 0, "attack:1")
	evs := play(t, s, 0, "commit:2")
	for _, e := range evs {
		if e.Key == key("ev.committed_own") && (len(e.To) != 1 || e.To[0] != 0) {
			t.Fatalf("the attacker's own number is shown to %v", e.To)
		}
	}
	for _, v := range []rules.Seat{1, 2, rules.Spectator} {
		b, _ := s.View(v).(*State).Battle()
		eq(t, "attacker's number in another's view", b.Attack, -1)
		eq(t, "attacker has committed", b.AttackerIn, true)
	}
	b, _ := s.View(0).(*State).Battle()
	eq(t, "own number", b.Attack, 2)
	// The defender's choices do not depend on the attacker's answer.
	eqs(t, "defender's choices", moves(s, 1), []string{"commit:0", "commit:1", "commit:2", "commit:3"})
	refuse(t, s, 0, "commit:1")
}

func TestReplayAndHash(t *testing.T) {
	setup := rules.Setup{Game: ID, Seats: 4, First: 1, Options: map[string]string{OptLength: LenExtended}}
	a, err := sim.Play(sim.Game{Rules: Game{}, Setup: setup, Seed: 11, Record: true})
	if err != nil {
		t.Fatal(err)
	}
	st, err := rules.Replay(Game{}, a.Log)
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "replayed hash", st.Hash(), a.Hash)
	b, _ := sim.Play(sim.Game{Rules: Game{}, Setup: setup, Seed: 11})
	eq(t, "same seed, same game", b.Hash, a.Hash)
	// Hidden things are part of the hash.
	s := fresh(t, 2)
	h := s.Hash()
	setMoney(t, s, 0, 5, 7, 6)
	if s.Hash() == h {
		t.Fatal("changing a seat's money cards left the hash alone")
	}
}

func TestAccessors(t *testing.T) {
	s := fresh(t, 3)
	if _, ok := s.Battle(); ok {
		t.Fatal("a battle before any attack")
	}
	play(t, s, 0, mvTrade)
	if _, _, _, _, ok := s.Trade(); ok {
		t.Fatal("a trade before a seller is picked")
	}
	play(t, s, 0, "trade:2:3")
	play(t, s, 0, "price:7")
	b, sl, n, p, ok := s.Trade()
	eqs(t, "trade", []any{b, sl, n, p, ok}, []any{0, 2, 3, 7, true})
	play(t, s, 2, mvDecline)
	play(t, s, 0, "attack:1")
	bi, ok := s.Battle()
	eqs(t, "battle", []any{bi.Attacker, bi.Defender, bi.DefenderAsked, ok}, []any{0, 1, true, true})

	s = fresh(t, 3)
	stackDeck(t, s, Thief, Thief)
	play(t, s, 0, "draw")
	d, ok := s.Theft()
	eqs(t, "theft", []any{d, ok}, []any{3, true})
	setMoney(t, s, 2, 0, 1, 0)
	play(t, s, 0, "steal:2")
	de, cr, am, ok := s.Debt()
	eqs(t, "debt", []any{de, cr, am, ok}, []any{2, 0, 25, true})

	s = fresh(t, 3)
	stackDeck(t, s, Byzantines, Byzantines)
	play(t, s, 0, "draw")
	play(t, s, 0, "give:2")
	c, dr, contrib, ok := s.WarInfo()
	eqs(t, "war", []any{c, dr, contrib, ok}, []any{Byzantines, 0, []int{2, 0, 0}, true})
	c0, c1, c2, tr := s.Treasury()
	eqs(t, "treasury", []int{c0, c1, c2, tr}, []int{70, 32, 32, 71})
	m, h, y := s.Supplies()
	eqs(t, "supplies", []int{m, h, y}, []int{TotalMush - 7, StdHasanaat, TotalSayiaat})
	left, pass, passes := s.Deck()
	eqs(t, "deck", []int{left, pass, passes}, []int{1, 1, 1})
	ip, ok := s.InPlay()
	eqs(t, "in play", []any{ip, ok}, []any{Byzantines, true})
}
