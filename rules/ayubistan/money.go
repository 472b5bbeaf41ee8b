// Money as cards: purses count 1-Dirham, 5-Dirham and Dinar cards, and
// payments move cards the way players at a table would (cover the amount
// with the least overpayment, take exact change back, let the Treasury
// break a large card when nobody has change).
package ayubistan

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

// change takes from holder h cards worth exactly v for change. A player
// who lacks the right cards first has the Treasury break one of theirs
// (the first break that makes exact change possible). If even that fails,
// h gives back as much as it can without exceeding v, and keeps the rest.
func (s *State) change(h, v int) purse {
	p := s.purseOf(h)
	if q, ok := exact(*p, v); ok {
		return q
	}
	if h != treasuryH {
		for _, b := range breaks {
			if !p.covers(b[0]) || !s.treasury.covers(b[1]) {
				continue
			}
			trial := *p
			trial.sub(b[0])
			trial.add(b[1])
			if q, ok := exact(trial, v); ok {
				p.sub(b[0])
				p.add(b[1])
				s.treasury.add(b[0])
				s.treasury.sub(b[1])
				return q
			}
		}
	}
	return below(*p, v)
}

// pay moves amount from holder from to holder to, or everything from holds
// when that is less, and returns the value that moved. Total money is
// conserved whatever happens.
func (s *State) pay(from, to, amount int) int {
	if amount <= 0 || from == to {
		return 0
	}
	p, q := s.purseOf(from), s.purseOf(to)
	if v := p.value(); v <= amount {
		q.add(*p)
		*p = purse{}
		return v
	}
	give := cover(*p, amount)
	p.sub(give)
	q.add(give)
	ch := give.value() - amount
	if ch == 0 {
		return amount
	}
	back := s.change(to, ch)
	q.sub(back)
	p.add(back)
	return give.value() - back.value()
}
