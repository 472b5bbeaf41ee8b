// What keeps the bots from pestering the table with trade offers
// (bot.Manners): a refused offer is remembered for the trading window.
package gealias

import "majlis/rules"

// refusal is an offer refused in the trading window open now: a trade, or
// (bank) leave asked for a bank trade on the partner's territory.
type refusal struct {
	trader, partner rules.Seat
	give            Cards // the cards offered (a bank trade: three of one resource)
	get             Kind
	bank            bool
}

// politeRefusals is how many refusals from one partner a bot takes in a
// window before it stops making that partner offers.
const politeRefusals = 2

// Pesters reports whether seat offering m would pester the table: an offer
// its partner has already refused in this trading window (a player trade
// asking a partner for a kind it refused to give for any cards, a bank
// trade it refused to allow), or any offer to a partner who has refused two
// in it; and taking an offer back half made. A refused or withdrawn offer
// leaves the game as it was, so a search sees nothing lost in offering
// again; people at the table would answer it again and again. The rules
// allow these moves (a person may make them); bots leave them alone
// (NOTES.md, "Search bots").
func (s *State) Pesters(seat rules.Seat, m rules.Move) bool {
	if s.phase == phTradeGive {
		// A bot opens an offer it means to make: taking it back would let
		// a search open and withdraw offers without end.
		return m == "withdraw"
	}
	if len(s.refused) == 0 {
		return false
	}
	c := s.choiceOf(m)
	if c.Action != ActTrade && c.Action != ActAskBank {
		return false
	}
	bank := c.Action == ActAskBank
	n := 0
	for _, r := range s.refused {
		if r.trader != seat || r.partner != c.Seat {
			continue
		}
		if r.bank == bank && r.get == c.Get && (!bank || r.give.Most() == c.Kind) {
			return true
		}
		n++
	}
	return n >= politeRefusals
}
