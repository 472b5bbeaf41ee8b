// The viewer's hand line in their panel, and what an open offer does to
// it: a trader sees the cards put on the offer taken out of the hand and
// laid apart on the table (a raised tray after the kinds, with an empty
// place per card still to put), as they would lay them on a real table;
// the partner asked sees the kind asked of them marked. Pure layout: the
// tests read it without a GPU.
package gealias

import (
	"strconv"

	"majlis/graphics"
	"majlis/rules"
	ge "majlis/rules/gealias"
)

// chipAt is one chip of the hand line: a kind and the count held (beyond
// what is on the viewer's offer), a red card, or a place on the viewer's
// offer (a card put there, or empty: still to put).
type chipAt struct {
	r     graphics.Rect
	kind  ge.Kind
	red   bool
	label string
	n     int // the count of a kind's chip
	// offer: a place on the tray of the viewer's offer; empty, one still
	// to fill.
	offer, empty bool
	// asked: the kind an offer to the viewer asks for; none, and the
	// viewer holds none of it (so they can only refuse).
	asked, none bool
}

// handLine is the hand line laid out: its chips and, while the viewer
// makes an offer, the tray holding its places.
type handLine struct {
	chips []chipAt
	tray  graphics.Rect
}

// layHand lays out the viewer's cards on line: a chip per kind with its
// count, the tray of the viewer's open offer (o, when open), the red
// cards. Chips that do not fit are left out, the red cards first (the
// panel's hover text lists the whole hand).
func layHand(th *graphics.Theme, tr *graphics.Tr, cards ge.Cards, red []ge.Card, viewer rules.Seat, o ge.Offer, open bool, line graphics.Rect) handLine {
	u := th.Unit
	var out handLine
	trading := open && o.Trader == viewer
	asked := open && o.Partner == viewer && !o.Bank
	x := line
	for k := range ge.NumKinds {
		n := cards[k]
		if trading {
			// What is on the offer lies on the table, not in the hand.
			n -= o.Cards[k]
		}
		label := short(kindName(tr, k), 2) + " " + strconv.Itoa(n)
		w := graphics.TextWidth(label, th.Small) + u*0.8
		ring := asked && k == o.Get
		if ring {
			// Room for the ring round it, clear of its neighbours.
			_, x = x.CutLeft(u * 0.3)
		}
		if w > x.W {
			return out
		}
		var cell graphics.Rect
		cell, x = x.CutLeft(w)
		out.chips = append(out.chips, chipAt{r: cell, kind: k, label: label, n: n, asked: ring, none: ring && cards[k] == 0})
		_, x = x.CutLeft(u * 0.3)
		if ring {
			_, x = x.CutLeft(u * 0.3)
		}
	}
	if trading {
		// The tray: set apart from the hand by a gap, its places as wide
		// as the widest kind's initials, raised a little as cards pulled
		// out of a hand are.
		pw := 0.0
		for k := range ge.NumKinds {
			pw = max(pw, graphics.TextWidth(short(kindName(tr, k), 2), th.Small)+u*0.6)
		}
		pad := u * 0.25
		_, x = x.CutLeft(u*0.4 + pad)
		cw := pw*float64(ge.OfferSize) + u*0.2*float64(ge.OfferSize-1)
		if cw+pad > x.W {
			return out
		}
		var laid graphics.Rect
		laid, x = x.CutLeft(cw)
		_, x = x.CutLeft(pad)
		laid.Y -= line.H * 0.25
		out.tray = laid.Inset(-pad)
		places := laid.Columns(ge.OfferSize, u*0.2)
		i := 0
		for k := range ge.NumKinds {
			for range o.Cards[k] {
				if i < len(places) {
					out.chips = append(out.chips, chipAt{r: places[i], kind: k, label: short(kindName(tr, k), 2), offer: true})
				}
				i++
			}
		}
		for ; i < len(places); i++ {
			out.chips = append(out.chips, chipAt{r: places[i], offer: true, empty: true})
		}
		_, x = x.CutLeft(u * 0.4)
	}
	for _, rc := range red {
		label := tr.T(rc.Key())
		w := min(graphics.TextWidth(label, th.Small)+u*0.8, u*12)
		if w > x.W {
			// Cut short where a few letters still fit.
			if x.W < u*5 {
				return out
			}
			w = x.W
		}
		var cell graphics.Rect
		cell, x = x.CutLeft(w)
		out.chips = append(out.chips, chipAt{r: cell, red: true, label: label})
		_, x = x.CutLeft(u * 0.3)
	}
	return out
}
