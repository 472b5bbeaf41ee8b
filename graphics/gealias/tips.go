// Words for the table: the status line and the hover texts of lands,
// intersections, the deck, the die, the prison and the panels, all from
// the catalogue (gealias.table.* in assets/i18n/en/gealias.json).
package gealias

import (
	"strings"

	"majlis/graphics"
	"majlis/rules"
	ge "majlis/rules/gealias"
)

func seatName(tr *graphics.Tr, s rules.Seat) string {
	return tr.T("gealias.table.name", rules.SeatArg(s))
}

func list(tr *graphics.Tr, parts []string) string {
	if len(parts) == 0 {
		return tr.T("gealias.table.nobody")
	}
	return strings.Join(parts, tr.T("gealias.table.sep"))
}

var civShort = [ge.NumCivs]string{"phoenicians", "egypt", "native", "vikings", "romans", "shogunate"}

// abilityLine is the civilization's ability in one line; abilityFull its
// whole text.
func abilityLine(tr *graphics.Tr, c ge.Civ) string {
	return tr.T("gealias.table.ability." + civShort[c])
}

func abilityFull(tr *graphics.Tr, c ge.Civ) string {
	return tr.T("gealias.table.ability_full." + civShort[c])
}

// statusText says whose turn it is and what the table waits for.
func statusText(tr *graphics.Tr, s *ge.State) string {
	res := s.Result()
	if res.Done {
		return tr.M(res.Reason)
	}
	var out string
	if s.InSetup() {
		out = tr.T("gealias.table.setup", rules.SeatArg(s.Turn()))
	} else {
		out = tr.T("gealias.table.turn", rules.Int(s.Round()), rules.SeatArg(s.Turn()))
	}
	if e, ok := s.ControlledBy(); ok {
		out += " · " + tr.T("gealias.table.control", rules.SeatArg(e), rules.SeatArg(s.Turn()))
	}
	if d := s.Decision(); d.Seat >= 0 {
		out += " · " + tr.T("gealias.table.waits", rules.SeatArg(d.Seat))
	}
	return out
}

func landTip(tr *graphics.Tr, s *ge.State, l ge.Land) string {
	ring := tr.T("gealias.table.outer")
	if l.Ring() == ge.Inner {
		ring = tr.T("gealias.table.inner")
	}
	out := tr.T("gealias.table.land_tip", rules.Int(int(l)), rules.Text(ring), rules.Int(l.Triangle()), rules.Key(s.Token(l).Key()))
	var owners []string
	for _, o := range s.Owners(l) {
		owners = append(owners, seatName(tr, o))
	}
	if len(owners) == 0 {
		out += " " + tr.T("gealias.table.empty_land")
	} else {
		out += " " + tr.T("gealias.table.territory", rules.Text(list(tr, owners)))
	}
	var here []string
	for _, h := range s.Holders(l) {
		name := seatName(tr, h)
		if s.Imprisoned(h) {
			name = tr.T("gealias.table.in_prison", rules.SeatArg(h))
		}
		here = append(here, name)
	}
	if len(here) > 0 {
		out += " " + tr.T("gealias.table.here", rules.Text(list(tr, here)))
	}
	return out + " " + tr.T("gealias.table.next", rules.Int(int(l.Next())))
}

func structureText(tr *graphics.Tr, st ge.Structure) string {
	key := "gealias.table.tent_of"
	if st.Fortress {
		key = "gealias.table.fortress_of"
	}
	out := tr.T(key, rules.SeatArg(st.Owner))
	if st.Quarantined {
		out += " " + tr.T("gealias.table.quarantined")
	}
	return out
}

func dotTip(tr *graphics.Tr, s *ge.State, d ge.Dot) string {
	what := tr.T("gealias.table.dot_free")
	if st, ok := s.Structure(d); ok {
		what = structureText(tr, st)
	}
	ls := d.Lands()
	return tr.T("gealias.table.dot_tip", rules.Int(int(d)), rules.Text(what), rules.Int(int(ls[0])), rules.Int(int(ls[1])), rules.Int(int(d.Partner())))
}

func dieTip(tr *graphics.Tr, s *ge.State) string {
	if s.Roll() == 0 {
		return tr.T("gealias.table.die_none")
	}
	return tr.T("gealias.table.die_tip", rules.SeatArg(s.Turn()), rules.Int(s.Roll()))
}

func prisonTip(tr *graphics.Tr, s *ge.State) string {
	var in []string
	for i := 0; i < s.Setup().Seats; i++ {
		if s.Imprisoned(rules.Seat(i)) {
			in = append(in, tr.T("gealias.table.gealias_of", rules.SeatArg(rules.Seat(i))))
		}
	}
	for d := ge.Dot(0); d < ge.NumDots; d++ {
		if st, ok := s.Structure(d); ok && st.Quarantined {
			in = append(in, structureText(tr, st))
		}
	}
	return tr.T("gealias.table.prison_tip", rules.Text(list(tr, in)))
}

func panelTip(tr *graphics.Tr, s *ge.State, seat, viewer rules.Seat) string {
	c := s.Civ(seat)
	to, fo, tl, fl := s.Pieces(seat)
	out := tr.T("gealias.table.panel_tip", rules.SeatArg(seat), rules.Key(c.Key()), rules.Text(abilityFull(tr, c)),
		rules.Int(to), rules.Int(to+tl), rules.Int(fo), rules.Int(fo+fl), rules.Int(s.HandSize(seat)), rules.Int(s.RedCount(seat)))
	if cards, red, ok := s.Hand(seat); ok && (seat == viewer || s.Result().Done) {
		out += " " + handText(tr, cards, red)
	}
	if e, ok := s.ControlledBy(); ok && s.Turn() == seat {
		out += " " + tr.T("gealias.table.controlled", rules.SeatArg(e))
	}
	if o, ok := s.OpenOffer(); ok && o.Trader == seat {
		out += " " + offerText(tr, o)
	}
	return out
}

// offerText says who offers what to whom for what on an open offer, and
// how many cards are still to be put on it.
func offerText(tr *graphics.Tr, o ge.Offer) string {
	var parts []string
	for k := range ge.NumKinds {
		if o.Cards[k] > 0 {
			parts = append(parts, tr.T("gealias.table.n_kind", rules.Int(o.Cards[k]), rules.Key(k.Key())))
		}
	}
	if o.ToPut > 0 {
		parts = append(parts, tr.T("gealias.table.to_put", rules.Int(o.ToPut)))
	}
	key := "gealias.table.on_offer"
	if o.Bank {
		key = "gealias.table.on_offer_bank"
	}
	return tr.T(key, rules.SeatArg(o.Trader), rules.SeatArg(o.Partner), rules.Text(list(tr, parts)), rules.Key(o.Get.Key()))
}

func handText(tr *graphics.Tr, cards ge.Cards, red []ge.Card) string {
	var parts []string
	for k := range ge.NumKinds {
		if cards[k] > 0 {
			parts = append(parts, tr.T("gealias.table.n_kind", rules.Int(cards[k]), rules.Key(k.Key())))
		}
	}
	for _, c := range red {
		parts = append(parts, tr.T(c.Key()))
	}
	return tr.T("gealias.table.holds", rules.Text(list(tr, parts)))
}
