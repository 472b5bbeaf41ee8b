// The trade prompts that list prices (a buyer naming one, an answer that
// may counter), described once for Prompts, which lists them, for the
// search bots' playouts, which pick one without listing hundreds, and for
// the bots' shortlist of the prices worth weighing.
package ayubistan

import "majlis/rules"

// pricedPrompt is a trade prompt: a few fixed options, then the prices
// lo..hi of run less skip.
type pricedPrompt struct {
	seat   rules.Seat
	fixed  []fixedOption
	run    numbered
	lo, hi int // no prices when hi < lo
	skip   int // the price already on the table, or -1
}

// fixedOption is an answer that is not a price: its move and label key.
type fixedOption struct {
	move rules.Move
	key  string
}

var (
	cancelOnly      = []fixedOption{{mvCancel, optKey + "cancel"}}
	acceptOrDecline = []fixedOption{{mvAccept, optKey + "accept"}, {mvDecline, optKey + "decline"}}
	declineOnly     = []fixedOption{{mvDecline, optKey + "decline"}}
)

// noPrices is a prompt's hi when it lists no prices.
const noPrices = -1

// priced describes the trade prompt open now (phTradePrice or
// phTradeReply). The buyer names any price it can pay; the answering seat
// accepts if it can deliver (the troops, or the price), declines, or
// counters (at most maxCounters times, a seller only with the troops): any
// price but the one on the table, which a buyer caps at its money.
func (s *State) priced() pricedPrompt {
	if s.phase == phTradePrice {
		return pricedPrompt{seat: s.turn, fixed: cancelOnly, run: priceOpts, lo: 0, hi: min(s.players[s.turn].money.value(), len(priceOpts)-1), skip: -1}
	}
	r := s.tResponder
	buyer := r == s.turn
	p := pricedPrompt{seat: r, fixed: declineOnly, run: counterOpts, lo: 0, hi: noPrices, skip: s.tPrice}
	if (buyer && s.players[r].money.value() >= s.tPrice) || (!buyer && s.players[r].troops >= s.tCount) {
		p.fixed = acceptOrDecline
	}
	if s.tCounters < maxCounters && (buyer || s.players[r].troops >= s.tCount) {
		p.hi = len(counterOpts) - 1
		if buyer {
			p.hi = min(s.players[r].money.value(), p.hi)
		}
	}
	return p
}

// prompt lists p's options, the fixed ones first, asking ask.
func (p pricedPrompt) prompt(s *State, ask rules.Msg) rules.Prompt {
	o := s.options()
	o.Grow(p.count())
	for _, f := range p.fixed {
		o.Add(f.move, f.key)
	}
	s.span(&o, p.run, p.lo, p.hi, p.skip)
	return rules.Prompt{Seat: p.seat, Ask: ask, Options: o.Options()}
}

// count is the number of options p lists.
func (p pricedPrompt) count() int {
	n := len(p.fixed)
	if p.hi >= p.lo {
		n += p.hi - p.lo + 1
		if p.skip >= p.lo && p.skip <= p.hi {
			n--
		}
	}
	return n
}

// move is p's i-th option's move, in the order prompt lists them.
func (p pricedPrompt) move(i int) rules.Move {
	if i < len(p.fixed) {
		return p.fixed[i].move
	}
	k := p.lo + i - len(p.fixed)
	if p.skip >= p.lo && k >= p.skip {
		k++
	}
	return p.run[k].Move
}

// PlayoutMove picks a search playout's move in a trade prompt that lists
// prices, uniformly among the options Prompts would list, without listing
// them: an answer that may counter lists some 850 prices, and building
// them was four fifths of what a bot's decision allocated
// (bot.PlayoutMover). Elsewhere it leaves the choice to the search.
func (s *State) PlayoutMove(r *rules.Rand) (rules.Seat, rules.Move, bool) {
	if s.done || (s.phase != phTradePrice && s.phase != phTradeReply) {
		return 0, "", false
	}
	p := s.priced()
	return p.seat, p.move(r.IntN(p.count())), true
}

// pricesPerTroop are the prices a troop fetches that a search bot weighs
// when it names or counters a price: about the Treasury's troopCost, from
// a bargain to dear.
var pricesPerTroop = []int{2, 3, 4, 5, 6, 8, 10, 15}

// Shortlist gives a search bot the answers worth weighing in a trade
// prompt that lists prices (bot.Shortlister): the fixed ones (cancel;
// accept, decline) and the prices of pricesPerTroop for the troops traded,
// a counter-offer going up when the seller makes it and down when the
// buyer does. A buyer who cannot pay two a troop may offer all it can pay.
// With some 850 prices to weigh, a bot's search named one by chance.
// Elsewhere every option counts.
func (s *State) Shortlist(p rules.Prompt) []rules.Move {
	if s.done || (s.phase != phTradePrice && s.phase != phTradeReply) {
		return nil
	}
	pp := s.priced()
	if p.Seat != pp.seat {
		return nil
	}
	var out []rules.Move
	for _, f := range pp.fixed {
		out = append(out, f.move)
	}
	if pp.hi < pp.lo {
		return out
	}
	seller := s.phase == phTradeReply && pp.seat != s.turn
	buyerCounters := s.phase == phTradeReply && pp.seat == s.turn
	prices := 0
	for _, per := range pricesPerTroop {
		n := per * s.tCount
		if n < pp.lo || n > pp.hi || n == pp.skip || (seller && n < s.tPrice) || (buyerCounters && n > s.tPrice) {
			continue
		}
		out = append(out, pp.run[n].Move)
		prices++
	}
	if prices == 0 && s.phase == phTradePrice {
		out = append(out, pp.run[pp.hi].Move)
	}
	return out
}
