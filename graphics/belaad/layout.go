// The table's geometry: a status line, the centre (action decks, revealed
// scholars, bag, battle deck and sword pool), one row per team (its
// treasury and scholars, its character boards, its players) and the
// viewer's hand with the card being performed. Every rectangle is cut from
// the area with graphics.Rect's helpers, so a right-to-left table is a
// matter of cutting from the other side.
package belaad

import (
	"majlis/graphics"
	"majlis/rules"
	bel "majlis/rules/belaad"
)

// Layout is where everything sits for one table area.
type Layout struct {
	Status                graphics.Rect
	Centre                graphics.Rect // decks, scholars and piles; a battle is drawn over it
	Decks                 [3]graphics.Rect
	Scholars              []graphics.Rect // one per revealed scholar, in order
	ScholarHead           graphics.Rect   // the generation and what is left of it
	Bag, BattleDeck, Pool graphics.Rect
	Teams                 map[int]graphics.Rect // a team's whole row
	TeamHead              map[int]graphics.Rect // its name, treasury and scholars
	Boards                map[int]graphics.Rect // per character
	Players               map[rules.Seat]graphics.Rect
	Hand                  []graphics.Rect // the viewer's cards, in hand order
	HandArea              graphics.Rect
	InPlay                graphics.Rect // the card being performed
	Done                  graphics.Rect // end the turn, or finish with the card
	Tray                  graphics.Rect // drawn tokens waiting to be placed
	Dialog                graphics.Rect // a question for this seat out of turn
}

// teamsOf lists the teams at the table: the Order only at 3 and 5.
func teamsOf(s *bel.State) []int {
	if _, ok := s.OrderSeat(); ok {
		return []int{bel.Kingdom, bel.People, bel.Order}
	}
	return []int{bel.Kingdom, bel.People}
}

// Place lays out the table for the state s seen by viewer.
func Place(th *graphics.Theme, area graphics.Rect, s *bel.State, viewer rules.Seat) Layout {
	u := th.Unit
	n := s.Setup().Seats
	l := Layout{Teams: map[int]graphics.Rect{}, TeamHead: map[int]graphics.Rect{}, Boards: map[int]graphics.Rect{}, Players: map[rules.Seat]graphics.Rect{}}
	in := area.Inset(u * 0.8)
	l.Status, in = in.CutTop(graphics.LineHeight(th.Bold) * 1.3)
	_, in = in.CutTop(u * 0.5)
	var handRow graphics.Rect
	if viewer >= 0 && int(viewer) < n {
		handRow, in = in.CutBottom(min(in.H*0.2, u*15))
		_, handRow = handRow.CutTop(u * 0.6)
	}
	l.Centre, in = in.CutTop(in.H * 0.34)
	_, in = in.CutTop(u * 0.6)
	l.Dialog = l.Centre.Centered(min(l.Centre.W*0.9, u*80), l.Centre.H)

	// The centre: decks, scholars, piles; on a tall narrow table the
	// scholars get a row of their own under the decks and piles.
	portrait := area.H > area.W*1.3
	c := l.Centre
	var decks, piles graphics.Rect
	if portrait {
		var top graphics.Rect
		top, c = c.CutTop(c.H * 0.45)
		_, c = c.CutTop(u * 0.5)
		decks, piles = top.CutLeft(top.W * 0.6)
	} else {
		decks, c = c.CutLeft(c.W * 0.3)
		_, c = c.CutLeft(u)
		piles, c = c.CutRight(c.W * 0.2)
	}
	for i, r := range decks.Columns(3, u*0.6) {
		_, r = r.CutBottom(graphics.LineHeight(th.Small))
		l.Decks[i] = cardIn(r)
	}
	l.ScholarHead, c = c.CutTop(graphics.LineHeight(th.Small) * 1.2)
	revealed, _, _ := s.Scholars()
	cols := c.Columns(5, u*0.6)
	for i := range revealed {
		if i < len(cols) {
			r := cols[i]
			l.Scholars = append(l.Scholars, r.Centered(r.W, min(r.H, r.W*1.6)))
		}
	}
	_, piles = piles.CutLeft(u * 0.6)
	rows := piles.Rows(3, u*0.4)
	l.Bag, l.BattleDeck, l.Pool = rows[0], rows[1], rows[2]

	// A row per team.
	teams := teamsOf(s)
	for i, r := range in.Rows(len(teams), u*0.6) {
		tm := teams[i]
		l.Teams[tm] = r
		var head, rest, boards, players graphics.Rect
		if portrait {
			head, rest = r.CutTop(graphics.LineHeight(th.Bold) * 1.3)
			boards, players = rest.CutTop(rest.H * 0.62)
			_, players = players.CutTop(u * 0.4)
		} else {
			head, rest = r.CutLeft(r.W * 0.16)
			_, rest = rest.CutLeft(u * 0.5)
			boards, players = rest.CutLeft(rest.W * 0.64)
			_, players = players.CutLeft(u * 0.5)
		}
		l.TeamHead[tm] = head
		for j, br := range boards.Columns(5, u*0.4) {
			if ch, ok := bel.CharOf(tm, j); ok {
				l.Boards[ch] = br
			}
		}
		var seats []rules.Seat
		for v := range n {
			if s.Team(rules.Seat(v)) == tm {
				seats = append(seats, rules.Seat(v))
			}
		}
		split := players.Rows
		if portrait {
			split = players.Columns
		}
		for j, pr := range split(max(len(seats), 1), u*0.4) {
			if j < len(seats) {
				l.Players[seats[j]] = pr
			}
		}
	}

	// The viewer's hand, the card in play and the button that ends.
	if handRow.H > 0 {
		l.HandArea = handRow
		right, left := handRow.CutRight(handRow.W * 0.4)
		l.Done, right = right.CutRight(min(right.W*0.3, u*14))
		l.Done = l.Done.Centered(l.Done.W, min(l.Done.H, u*5))
		_, right = right.CutRight(u * 0.6)
		l.InPlay, l.Tray = right.CutRight(min(right.W*0.55, handRow.H*1.1))
		_, l.Tray = l.Tray.CutRight(u * 0.6)
		hand := s.Hand(viewer)
		w := min(left.H*0.72, left.W/float64(max(len(hand), 1))-u*0.4)
		x := left
		for range hand {
			var r graphics.Rect
			r, x = x.CutLeft(w)
			_, x = x.CutLeft(u * 0.4)
			l.Hand = append(l.Hand, r)
		}
	} else {
		// A spectator still sees the card in play, at the centre's foot.
		l.InPlay = graphics.Rect{}
	}
	return l
}

// cardIn is the largest card (width to height 0.72) centred in r.
func cardIn(r graphics.Rect) graphics.Rect {
	h := min(r.H, r.W/0.72)
	return r.Centered(h*0.72, h)
}

// slotRects splits a board into its parts: the name strip, the printed
// symbol with its count, the row of top slots, the bottom slots and the
// strip for Hashash cards.
type boardParts struct {
	Name, Symbol graphics.Rect
	Top          []graphics.Rect
	Bottom       []graphics.Rect
	Hashash      graphics.Rect
}

func partsOf(th *graphics.Theme, r graphics.Rect, c int) boardParts {
	u := th.Unit
	var p boardParts
	in := r.Inset(u * 0.4)
	p.Name, in = in.CutTop(graphics.LineHeight(th.Small) * 1.1)
	hh := graphics.Rect{}
	if bel.TeamOfChar(c) == bel.Order {
		hh, in = in.CutBottom(in.H * 0.22)
	}
	p.Hashash = hh
	bottom, in := in.CutBottom(in.H * 0.28)
	sym, top := in.CutTop(in.H * 0.5)
	p.Symbol = sym
	d := min(top.W/float64(bel.TopSlots()), top.H)
	row := top.Centered(d*float64(bel.TopSlots()), d)
	for range bel.TopSlots() {
		var r graphics.Rect
		r, row = row.CutLeft(d)
		p.Top = append(p.Top, r)
	}
	nb := bel.BottomSlots(c)
	bd := min(bottom.H, bottom.W/float64(nb))
	brow := bottom.Centered(bd*float64(nb), bd)
	for range nb {
		var r graphics.Rect
		r, brow = brow.CutLeft(bd)
		p.Bottom = append(p.Bottom, r)
	}
	return p
}

// hashashRects places the Hashash cards under an Order board.
func hashashRects(th *graphics.Theme, strip graphics.Rect, k int) []graphics.Rect {
	if k == 0 {
		return nil
	}
	var out []graphics.Rect
	for _, r := range strip.Columns(max(k, 2), th.Unit*0.3)[:k] {
		out = append(out, r)
	}
	return out
}

// playerChips splits a player's panel below its name into k chips, in
// the number of rows that lets them be largest (a chip is about 2.3 times
// as wide as it is high: an icon and a number).
func playerChips(th *graphics.Theme, body graphics.Rect, k int) []graphics.Rect {
	h, nrows := 0.0, 1
	for n := 1; n <= k; n++ {
		cols := (k + n - 1) / n
		if hn := min(th.Unit*3.4, body.H/float64(n)*0.95, body.W/float64(cols)/2.3); hn > h {
			h, nrows = hn, n
		}
	}
	cols := (k + nrows - 1) / nrows
	grid := body.Centered(body.W, h*float64(nrows))
	var out []graphics.Rect
	for _, row := range grid.Rows(nrows, 0) {
		for _, r := range row.Columns(cols, 0) {
			if len(out) < k {
				out = append(out, r.Centered(r.W, h))
			}
		}
	}
	return out
}
