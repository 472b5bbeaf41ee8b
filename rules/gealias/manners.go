// What keeps the bots from pestering the table with trade offers
// (bot.Manners): a refused offer is remembered for the trading window.
package gealias

import "majlis/rules"

// refusal is an offer refused in the trading window open now: a trade, or
// (bank) leave asked for a bank trade on the partner's territory.
type refusal struct {
	trader, partner rules.Seat
	give, get       Kind
	bank            bool
}

// politeRefusals is how many refusals from one partner a bot takes in a
// window before it stops making that partner offers.
const politeRefusals = 2

// Pesters reports whether seat offering m would pester the table: an offer
// its partner has already refused in this trading window, or any offer to
// a partner who has refused two in it. A refused offer leaves the game as
// it was, so a search sees nothing lost in offering again; people at the
// table would answer it again and again. The rules allow these offers (a
// person may make them); bots leave them alone (NOTES.md, "Search bots").
func (s *State) Pesters(seat rules.Seat, m rules.Move) bool {
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
		if r.give == c.Kind && r.get == c.Get && r.bank == bank {
			return true
		}
		n++
	}
	return n >= politeRefusals
}
