// Change-making for every kind of payment: a donation's two shares, a
// player paying the Treasury, the Treasury paying a player, and one player
// paying another; exact whenever the money of the payer, the receivers and
// the Treasury allows it, checked against a search without bounds.
package ayubistan

import (
	"math/rand/v2"
	"slices"
	"testing"

	"majlis/rules"
)

// table sets seat 0 (the payer), seat 1 and the Treasury to exact purses;
// seat 2 holds the rest of the money.
func table(t *testing.T, payer, other, treasury purse) *State {
	t.Helper()
	s := fresh(t, 3)
	setMoney(t, s, 0, payer[0], payer[1], payer[2])
	setMoney(t, s, 1, other[0], other[1], other[2])
	moveTreasury(t, s, 2, treasury)
	return s
}

func TestDonationChangeFromTheRecipient(t *testing.T) {
	// The donor holds two Dinars, the Treasury only Dinars, the recipient
	// a five: the donor gives a Dinar to each and the recipient passes its
	// five to the Treasury.
	s := table(t, purse{0, 0, 2}, purse{0, 1, 0}, purse{0, 0, 10})
	evs := play(t, s, 0, "donate:1")
	eq(t, "donor", s.players[0].money, purse{})
	eq(t, "recipient", s.players[1].money, purse{0, 0, 1})
	eq(t, "Treasury", s.treasury, purse{0, 1, 11})
	eq(t, "no overpayment reported", len(find(evs, "ev.no_change")), 0)
	d := find(evs, "ev.donate")
	eq(t, "donation events", len(d), 1)
	eq(t, "amounts", [3]int{d[0].Args[1].N, d[0].Args[2].N, d[0].Args[3].N}, [3]int{20, 15, 5})

	// The recipient holds five ones instead: the same with ones.
	s = table(t, purse{0, 0, 2}, purse{5, 0, 0}, purse{0, 0, 10})
	play(t, s, 0, "donate:1")
	eq(t, "recipient", s.players[1].money.value(), 10)
	eq(t, "Treasury", s.treasury.value(), 115)

	// The Treasury holds a five: it gives it back as change, and the
	// recipient's own money is left alone.
	s = table(t, purse{0, 0, 2}, purse{0, 0, 0}, purse{0, 1, 10})
	play(t, s, 0, "donate:1")
	eq(t, "recipient", s.players[1].money, purse{0, 1, 0})
	eq(t, "Treasury", s.treasury, purse{0, 0, 12})
}

func TestDonationWithoutChangeIsReported(t *testing.T) {
	// Only Dinars anywhere at the payment: the Treasury is paid two
	// Dinars and the recipient nothing, and the log says why.
	s := table(t, purse{0, 0, 2}, purse{0, 0, 1}, purse{0, 0, 10})
	evs := play(t, s, 0, "donate:1")
	eq(t, "donor", s.players[0].money, purse{})
	eq(t, "Treasury", s.treasury.value(), 120)
	eq(t, "recipient", s.players[1].money.value(), 10)
	eq(t, "Hasanah", s.players[0].hasanaat, 1)
	d := find(evs, "ev.donate")
	eq(t, "amounts", [3]int{d[0].Args[1].N, d[0].Args[2].N, d[0].Args[3].N}, [3]int{20, 20, 0})
	nc := find(evs, "ev.no_change")
	eq(t, "reports", len(nc), 2)
	eq(t, "Treasury's share", [2]int{nc[0].Args[1].N, nc[0].Args[2].N}, [2]int{20, 15})
	eq(t, "recipient's share", [2]int{nc[1].Args[1].N, nc[1].Args[2].N}, [2]int{0, 5})
	for i, e := range evs {
		if e.Key == key("ev.donate") {
			eq(t, "report follows the donation", evs[i+1].Key, key("ev.no_change"))
		}
	}
}

func TestPlayerPaysTreasuryChange(t *testing.T) {
	// Recruiting one troop with a Dinar: the Treasury gives a five back.
	s := table(t, purse{0, 0, 1}, purse{}, purse{0, 1, 10})
	evs := play(t, s, 0, "recruit:1")
	eq(t, "payer", s.players[0].money, purse{0, 1, 0})
	eq(t, "no report", len(find(evs, "ev.no_change")), 0)
	// The Treasury holds no five and no ones: the Dinar is kept whole.
	s = table(t, purse{0, 0, 1}, purse{0, 1, 0}, purse{0, 0, 10})
	evs = play(t, s, 0, "recruit:1")
	eq(t, "payer", s.players[0].money, purse{})
	eq(t, "reported", len(find(evs, "ev.no_change")), 1)
}

func TestTreasuryPaysPlayerChange(t *testing.T) {
	// Work pays 8: a Dinar from the Treasury, two ones back from the player.
	s := table(t, purse{2, 0, 0}, purse{}, purse{0, 0, 10})
	evs := play(t, s, 0, "work")
	eq(t, "worker", s.players[0].money, purse{0, 0, 1})
	eq(t, "paid", find(evs, "ev.work")[0].Args[1].N, 8)
	// Nobody holds ones: the Treasury pays a whole Dinar and says so.
	s = table(t, purse{0, 1, 0}, purse{}, purse{0, 0, 10})
	evs = play(t, s, 0, "work")
	eq(t, "worker", s.players[0].money.value(), 15)
	eq(t, "reported", len(find(evs, "ev.no_change")), 1)
}

func TestPlayerPaysPlayerChange(t *testing.T) {
	// A trade at 6 Dirhams: a Dinar alone would need 4 back, which the
	// seller (a five and a one) cannot give and the Treasury (a five and a
	// Dinar) cannot break; so the buyer adds its two ones and takes the
	// seller's five and one back, as players would.
	s := table(t, purse{2, 0, 2}, purse{1, 1, 0}, purse{0, 1, 1})
	setTroops(t, s, 1, 2)
	play(t, s, 0, "trade")
	play(t, s, 0, "trade:1:1")
	play(t, s, 0, "price:6")
	evs := play(t, s, 1, "accept")
	eq(t, "buyer", s.players[0].money, purse{1, 1, 1})
	eq(t, "seller", s.players[1].money, purse{2, 0, 1})
	eq(t, "Treasury", s.treasury, purse{0, 1, 1})
	eq(t, "no report", len(find(evs, "ev.no_change")), 0)
	eq(t, "paid", find(evs, "ev.trade_done")[0].Args[4].N, 6)
}

// exactPossible reports, by trying every final purse of the payer and
// every party but the last, whether the parties can end with exactly
// their money plus delta.
func exactPossible(ps []purse, delta []int) bool {
	var total purse
	for _, p := range ps {
		total.add(p)
	}
	var rec func(i int, left purse) bool
	rec = func(i int, left purse) bool {
		want := ps[i].value() + delta[i]
		if want < 0 {
			return false
		}
		if i == len(ps)-1 {
			return left.value() == want
		}
		for z := 0; z <= left[2]; z++ {
			for y := 0; y <= left[1]; y++ {
				x := want - DinarValue*z - 5*y
				if x < 0 || x > left[0] {
					continue
				}
				rest := left
				rest.sub(purse{x, y, z})
				if rec(i+1, rest) {
					return true
				}
			}
		}
		return false
	}
	return rec(0, total)
}

// TestExchangeFindsEveryExactPayment pays random shares between small
// random purses: a payment is exact exactly when a search without bounds
// finds final purses for it, and money is conserved either way.
func TestExchangeFindsEveryExactPayment(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 7))
	rnd := func() purse { return purse{r.IntN(7), r.IntN(4), r.IntN(4)} }
	exactCount, inexactCount := 0, 0
	for range 4000 {
		s := table(t, rnd(), rnd(), rnd())
		var shares []share
		switch r.IntN(3) {
		case 0: // a donation's shape: two receivers
			shares = []share{{treasuryH, 1 + r.IntN(20)}, {1, 1 + r.IntN(10)}}
		case 1:
			shares = []share{{1, 1 + r.IntN(30)}}
		default:
			shares = []share{{treasuryH, 1 + r.IntN(30)}}
		}
		l := s.ledger(0, shares)
		due := 0
		delta := make([]int, len(l.who))
		for _, sh := range shares {
			due += sh.amount
			delta[l.index(s, sh.to)] += sh.amount
		}
		delta[0] = -due
		before := s.players[0].money.value()
		if before < due {
			continue
		}
		got, inexact := s.payShares(0, shares...)
		if err := invariant(s); err != nil {
			t.Fatal(err)
		}
		possible := exactPossible(l.p, delta)
		if possible == inexact {
			t.Fatalf("purses %v shares %v: exact possible %v, paid inexactly %v (got %v)", l.p, shares, possible, inexact, got)
		}
		if !inexact {
			exactCount++
			for i, sh := range shares {
				eq(t, "share", got[i], sh.amount)
			}
			eq(t, "payer", s.players[0].money.value(), before-due)
		} else {
			inexactCount++
		}
	}
	t.Logf("%d exact, %d without change", exactCount, inexactCount)
	if inexactCount == 0 || exactCount == 0 {
		t.Fatalf("the random purses tried only one side: %d exact, %d inexact", exactCount, inexactCount)
	}
}

func TestUnofferedAccept(t *testing.T) {
	s := fresh(t, 3)
	play(t, s, 0, "trade")
	play(t, s, 0, "trade:1:1")
	eq(t, "nothing missing for the buyer naming a price", len(s.Unoffered(0)), 0)
	play(t, s, 0, "price:5")
	eq(t, "the seller can accept", len(s.Unoffered(1)), 0)
	play(t, s, 1, "price:200") // more than the buyer's 100
	eq(t, "accept offered", offered(s, 0, "accept"), false)
	u := s.Unoffered(0)
	eq(t, "missing", len(u), 1)
	eq(t, "move", u[0].Move, rules.Move("accept"))
	eq(t, "why", u[0].Why.Key, key("why.cannot_pay"))
	eq(t, "not for another seat", len(s.Unoffered(2)), 0)
}

func TestSortCards(t *testing.T) {
	cs := []Card{7, 0, 3, 7, 1, 255, 3}
	want := slices.Clone(cs)
	slices.Sort(want)
	sortCards(cs)
	if !slices.Equal(cs, want) {
		t.Fatalf("sortCards gave %v, want %v", cs, want)
	}
}
