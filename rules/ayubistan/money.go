// Money as cards: purses count 1-Dirham, 5-Dirham and Dinar cards, and
// payments move cards the way players at a table would: cover the amount
// with the least overpayment and take exact change back; when the receiver
// lacks change, whoever at the payment holds it (the payer, a receiver, the
// Treasury) breaks a card, so that every share arrives exact whenever their
// money together allows it. Only when nobody can make change is anything
// overpaid, and the step reports it.
package ayubistan

import "majlis/rules"

// purse counts money cards: [0] 1-Dirham, [1] 5-Dirham, [2] Dinar.
type purse [3]int

var denom = [3]int{1, 5, DinarValue}

func (p purse) value() int { return p[0] + 5*p[1] + DinarValue*p[2] }
func (p purse) cards() int { return p[0] + p[1] + p[2] }

func (p *purse) add(q purse) {
	for i := range p {
		p[i] += q[i]
	}
}

func (p *purse) sub(q purse) {
	for i := range p {
		p[i] -= q[i]
	}
}

func (p purse) covers(q purse) bool {
	return p[0] >= q[0] && p[1] >= q[1] && p[2] >= q[2]
}

// treasuryH is the holder number of the Treasury; players are 0..n-1.
const treasuryH = -1

func (s *State) purseOf(h int) *purse {
	if h < 0 {
		return &s.treasury
	}
	return &s.players[h].money
}

// cover picks the cards of p that pay amount with the least overpayment,
// then the fewest cards. p must be worth more than amount.
func cover(p purse, amount int) purse {
	var best purse
	bestOver, bestCards := -1, 0
	for z := 0; z <= p[2]; z++ {
		for y := 0; y <= p[1]; y++ {
			rest := amount - DinarValue*z - 5*y
			x := max(rest, 0)
			if x <= p[0] {
				over := DinarValue*z + 5*y + x - amount
				c := x + y + z
				if bestOver < 0 || over < bestOver || (over == bestOver && c < bestCards) {
					best, bestOver, bestCards = purse{x, y, z}, over, c
				}
			}
			if rest <= 0 {
				break // more fives only overpay more
			}
		}
		if amount-DinarValue*z <= 0 {
			break
		}
	}
	return best
}

// exact picks cards of p worth exactly v, with the fewest cards.
func exact(p purse, v int) (purse, bool) {
	var best purse
	found := false
	for z := min(p[2], v/DinarValue); z >= 0; z-- {
		for y := min(p[1], (v-DinarValue*z)/5); y >= 0; y-- {
			x := v - DinarValue*z - 5*y
			if x > p[0] {
				break // fewer fives need even more ones
			}
			if !found || x+y+z < best.cards() {
				best, found = purse{x, y, z}, true
			}
		}
	}
	return best, found
}

// below picks cards of p worth as much as possible but at most v.
func below(p purse, v int) purse {
	for w := v; w > 0; w-- {
		if q, ok := exact(p, w); ok {
			return q
		}
	}
	return purse{}
}

// breaks are the ways the Treasury changes one card for smaller ones, in
// the order it tries them: a card given and the cards received.
var breaks = [4][2]purse{
	{{0, 0, 1}, {5, 1, 0}},
	{{0, 0, 1}, {0, 2, 0}},
	{{0, 0, 1}, {10, 0, 0}},
	{{0, 1, 0}, {5, 0, 0}},
}

// share is the part of a payment due to one holder.
type share struct {
	to     int // holder number: a seat or treasuryH
	amount int // Dirhams
}

// ledger holds copies of the purses of the holders one payment touches:
// the payer, the receivers and the Treasury, which breaks cards.
type ledger struct {
	who  []int // holder numbers; who[0] is the payer
	p    []purse
	bank int // the Treasury's index in who
}

func (s *State) ledger(from int, shares []share) ledger {
	// Room for every party: the payer, the payees and the Treasury.
	n := len(shares) + 2
	l := ledger{who: make([]int, 0, n), p: make([]purse, 0, n)}
	l.index(s, from)
	for _, sh := range shares {
		l.index(s, sh.to)
	}
	l.bank = l.index(s, treasuryH)
	return l
}

// index is h's place in the ledger, added on first use.
func (l *ledger) index(s *State, h int) int {
	for i, w := range l.who {
		if w == h {
			return i
		}
	}
	l.who = append(l.who, h)
	l.p = append(l.p, *s.purseOf(h))
	return len(l.who) - 1
}

func (s *State) commit(l ledger) {
	for i, h := range l.who {
		*s.purseOf(h) = l.p[i]
	}
}

// change takes from party r cards worth exactly v for change. A player who
// lacks the right cards first has the Treasury break one of theirs (the
// first break that makes exact change possible). If even that fails, r
// gives back as much as it can without exceeding v (ok is false then).
func (l *ledger) change(r, v int) (back purse, ok bool) {
	p := &l.p[r]
	if q, ok := exact(*p, v); ok {
		return q, true
	}
	if r != l.bank {
		bank := &l.p[l.bank]
		for _, b := range breaks {
			if !p.covers(b[0]) || !bank.covers(b[1]) {
				continue
			}
			trial := *p
			trial.sub(b[0])
			trial.add(b[1])
			if q, ok := exact(trial, v); ok {
				p.sub(b[0])
				p.add(b[1])
				bank.add(b[0])
				bank.sub(b[1])
				return q, true
			}
		}
	}
	return below(*p, v), false
}

// hand moves amount from party f to party r with change from r alone (or a
// card the Treasury breaks for r), everything f holds when that is less.
// It returns the value that moved and whether change was exact.
func (l *ledger) hand(f, r, amount int) (moved int, ok bool) {
	if amount <= 0 || f == r {
		return 0, true
	}
	p, q := &l.p[f], &l.p[r]
	if v := p.value(); v <= amount {
		q.add(*p)
		*p = purse{}
		return v, true
	}
	give := cover(*p, amount)
	p.sub(give)
	q.add(give)
	ch := give.value() - amount
	if ch == 0 {
		return amount, true
	}
	back, ok := l.change(r, ch)
	q.sub(back)
	p.add(back)
	return give.value() - back.value(), ok
}

// payShares pays every share from holder from and returns the value each
// receiver got. Total money is conserved whatever happens. A payer short of
// the whole sum pays the shares in order as far as it can; otherwise
// inexact is true when some share could not be paid exactly because nobody
// at the payment could make change.
//
// The payer first covers each share in turn and the receiver gives change,
// as at a table. When that leaves a share inexact, the exchange of cards
// among the payer, the receivers and the Treasury that makes every share
// exact with the fewest cards changing hands is used instead (a receiver
// may break the payer's Dinar, the Treasury may break anyone's). Only when
// no such exchange exists are the shares paid in turn with the smallest
// overpayments.
func (s *State) payShares(from int, shares ...share) (got []int, inexact bool) {
	got = make([]int, len(shares))
	l := s.ledger(from, shares)
	due := 0
	delta := make([]int, len(l.who))
	for _, sh := range shares {
		if sh.to != from && sh.amount > 0 {
			due += sh.amount
			delta[l.index(s, sh.to)] += sh.amount
		}
	}
	delta[0] = -due
	if due == 0 {
		return got, false
	}
	exactly := func() []int {
		for i, sh := range shares {
			if sh.to != from {
				got[i] = max(sh.amount, 0)
			}
		}
		return got
	}
	short := l.p[0].value() < due
	if !short {
		try := l.clone()
		ok := true
		for _, sh := range shares {
			if _, ok = try.hand(0, try.index(s, sh.to), sh.amount); !ok {
				break
			}
		}
		if ok {
			s.commit(try)
			return exactly(), false
		}
		if ex, ok := l.exchange(delta); ok {
			s.commit(ex)
			return exactly(), false
		}
	}
	for i, sh := range shares {
		m, ok := l.hand(0, l.index(s, sh.to), sh.amount)
		got[i] = m
		inexact = inexact || !ok
	}
	s.commit(l)
	return got, inexact && !short
}

// pay moves amount from holder from to holder to (see payShares) and
// returns the value that moved.
func (s *State) pay(from, to int, amount int) int {
	got, _ := s.payShares(from, share{to, amount})
	return got[0]
}

func (l ledger) clone() ledger {
	c := l
	c.who = append([]int(nil), l.who...)
	c.p = append([]purse(nil), l.p...)
	return c
}

// exchange finds new purses for the ledger's parties that change each
// party's money by exactly delta (which sums to zero) while keeping every
// denomination's total, with the fewest cards changing hands; ties go to
// the first found. A party's Dinars and fives change by at most what its
// delta needs plus a broken card or two: a wider exchange only moves more
// cards (TestExchangeFindsEveryExactPayment checks this against a search
// without the bound).
func (l ledger) exchange(delta []int) (ledger, bool) {
	n := len(l.p)
	if n < 2 || n > 3 {
		return l, false
	}
	dz := make([]int, n)
	dy := make([]int, n)
	best, bestCost := []purse(nil), -1
	// Each party's change in Dinars within the bound; the last party's
	// follows from the others'.
	zr := func(i int) (lo, hi int) {
		w := abs(delta[i])/DinarValue + 2
		return max(-l.p[i][2], -w), w
	}
	yr := func(i int) (lo, hi int) {
		w := abs(delta[i])/5 + 4
		return max(-l.p[i][1], -w), w
	}
	var tryY func(i, sum int)
	tryY = func(i, sum int) {
		if i == n-1 {
			dy[i] = -sum
			if cost, ok := l.cost(delta, dz, dy); ok && (bestCost < 0 || cost < bestCost) {
				best, bestCost = l.after(delta, dz, dy), cost
			}
			return
		}
		lo, hi := yr(i)
		for y := lo; y <= hi; y++ {
			dy[i] = y
			tryY(i+1, sum+y)
		}
	}
	var tryZ func(i, sum int)
	tryZ = func(i, sum int) {
		if i == n-1 {
			dz[i] = -sum
			if l.p[i][2]+dz[i] < 0 {
				return
			}
			tryY(0, 0)
			return
		}
		lo, hi := zr(i)
		for z := lo; z <= hi; z++ {
			dz[i] = z
			tryZ(i+1, sum+z)
		}
	}
	tryZ(0, 0)
	if bestCost < 0 {
		return l, false
	}
	out := l.clone()
	copy(out.p, best)
	return out, true
}

// cost counts the cards that change hands when each party's Dinars change
// by dz, its fives by dy and its ones by what makes up its delta; ok is
// false when a party would hold fewer than no cards.
func (l ledger) cost(delta, dz, dy []int) (cost int, ok bool) {
	for i, p := range l.p {
		dx := delta[i] - DinarValue*dz[i] - 5*dy[i]
		if p[0]+dx < 0 || p[1]+dy[i] < 0 || p[2]+dz[i] < 0 {
			return 0, false
		}
		cost += max(-dx, 0) + max(-dy[i], 0) + max(-dz[i], 0)
	}
	return cost, true
}

// after is the purses that cost counted.
func (l ledger) after(delta, dz, dy []int) []purse {
	ps := make([]purse, len(l.p))
	for i, p := range l.p {
		dx := delta[i] - DinarValue*dz[i] - 5*dy[i]
		ps[i] = purse{p[0] + dx, p[1] + dy[i], p[2] + dz[i]}
	}
	return ps
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// pay is State.pay that also reports a payment nobody could change.
func (t *step) pay(from, to, amount int) int {
	return t.payShares(from, share{to, amount})[0]
}

// payShares is State.payShares that also reports every share nobody could
// change; the report follows the event that reports the payment (see
// emit).
func (t *step) payShares(from int, shares ...share) []int {
	got, inexact := t.State.payShares(from, shares...)
	if inexact {
		for i, sh := range shares {
			if got[i] != sh.amount {
				t.notes = append(t.notes, ev(evKey+"no_change", holder(from), rules.Int(got[i]), rules.Int(sh.amount), holder(sh.to)))
			}
		}
	}
	return got
}
