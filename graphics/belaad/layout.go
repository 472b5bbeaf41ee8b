// The table's geometry: a status line, the centre (action decks, revealed
// scholars, bag, battle deck and sword pool), one row per team (its
// treasury and scholars, its character boards, its players) and the
// viewer's hand with the card being performed. Every rectangle is cut from
// the area with graphics.Rect's helpers, so a right-to-left table is a
// matter of cutting from the other side.
package belaad

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

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
	InPlay                graphics.Rect    // the card being performed
	Done                  graphics.Rect    // end the turn, or finish with the card
	Tray                  graphics.Rect    // drawn tokens waiting to be placed
	Dialog                graphics.Rect    // a question for this seat out of turn
	DeckCaps              [3]graphics.Rect // each deck's caption, under it
	Narrow, Short         bool             // a phone's table; a short desktop one
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
	// A phone's table is too narrow for a team's head, boards and players
	// side by side; a short desktop table has no height for a row of
	// piles beside the decks nor for a name on every board.
	l.Narrow = area.W < u*62
	l.Short = !l.Narrow && area.H < u*55
	portrait := l.Narrow
	in := area.Inset(u * 0.8)
	l.Status, in = in.CutTop(graphics.LineHeight(th.Bold) * 1.3)
	_, in = in.CutTop(u * 0.5)
	var piles graphics.Rect
	if l.Short {
		// The piles' counts ride at the status line's end, leaving the
		// centre's width to the decks and scholars.
		piles, l.Status = l.Status.CutRight(min(l.Status.W*0.4, u*27))
		_, l.Status = l.Status.CutRight(u * 0.5)
	}
	var handRow graphics.Rect
	if viewer >= 0 && int(viewer) < n {
		hh := min(in.H*0.2, u*15)
		if l.Short {
			hh = min(max(in.H*0.24, u*7), u*15) // cards keep a readable size
		}
		handRow, in = in.CutBottom(hh)
		_, handRow = handRow.CutTop(u * 0.6)
	}
	frac := 0.34
	if l.Short {
		frac = 0.36
	}
	l.Centre, in = in.CutTop(in.H * frac)
	_, in = in.CutTop(u * 0.6)
	l.Dialog = l.Centre.Centered(min(l.Centre.W*0.9, u*80), l.Centre.H)

	// The centre: decks, scholars, piles; on a tall narrow table the
	// scholars get a row of their own under the decks and piles.
	c := l.Centre
	var decks graphics.Rect
	switch {
	case portrait:
		var top graphics.Rect
		top, c = c.CutTop(c.H * 0.45)
		_, c = c.CutTop(u * 0.5)
		decks, piles = top.CutLeft(top.W * 0.6)
	case l.Short:
		decks, c = c.CutLeft(c.W * 0.3)
		_, c = c.CutLeft(u)
	default:
		decks, c = c.CutLeft(c.W * 0.3)
		_, c = c.CutLeft(u)
		piles, c = c.CutRight(c.W * 0.2)
	}
	for i, r := range decks.Columns(3, u*0.6) {
		l.DeckCaps[i], r = r.CutBottom(graphics.LineHeight(th.Small))
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
	if l.Short {
		cols := piles.Columns(3, u*0.4)
		l.Bag, l.BattleDeck, l.Pool = cols[0], cols[1], cols[2]
	} else {
		if !portrait {
			_, piles = piles.CutLeft(u * 0.6)
		}
		rows := piles.Rows(3, u*0.4)
		l.Bag, l.BattleDeck, l.Pool = rows[0], rows[1], rows[2]
	}

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
			hw := r.W * 0.16
			if l.Short {
				hw = max(hw, min(u*12.5, r.W*0.2)) // room for the treasury's counters
			}
			head, rest = r.CutLeft(hw)
			_, rest = rest.CutLeft(u * 0.5)
			share := 0.64
			if l.Short {
				share = 0.6 // a low panel puts its five counters in one row
			}
			boards, players = rest.CutLeft(rest.W * share)
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
		dw := min(right.W*0.3, u*14)
		if portrait {
			dw = min(right.W*0.45, u*14) // a word of the label, not a letter
		}
		l.Done, right = right.CutRight(dw)
		l.Done = l.Done.Centered(l.Done.W, min(l.Done.H, u*5))
		_, right = right.CutRight(u * 0.6)
		l.InPlay, l.Tray = right.CutRight(min(right.W*0.55, handRow.H*1.1))
		_, l.Tray = l.Tray.CutRight(u * 0.6)
		hand := s.Hand(viewer)
		shape := 0.72
		if l.Short {
			shape = 1.0 // a low row: square cards keep their numbers readable
		}
		w := min(left.H*shape, left.W/float64(max(len(hand), 1))-u*0.4)
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

// fit is the first of texts that fits width in face, else the last: a
// caption shortens to its count rather than run into its neighbour.
func fit(face text.Face, width float64, texts ...string) string {
	for _, t := range texts {
		if graphics.TextWidth(t, face) <= width {
			return t
		}
	}
	return texts[len(texts)-1]
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
	Name, Symbol, Count graphics.Rect
	Top                 []graphics.Rect
	Bottom              []graphics.Rect
	Hashash             graphics.Rect
}

func partsOf(th *graphics.Theme, r graphics.Rect, c int) boardParts {
	u := th.Unit
	var p boardParts
	in := r.Inset(u * 0.4)
	// A short board drops its name before its count shrinks: the symbol
	// says which it is and its hover text names it.
	compact := in.H < graphics.LineHeight(th.Small)*1.1+u*5
	if !compact {
		p.Name, in = in.CutTop(graphics.LineHeight(th.Small) * 1.1)
	}
	hh := graphics.Rect{}
	if bel.TeamOfChar(c) == bel.Order {
		share := 0.22
		if compact {
			share = 0.16 // the cards' prices still show; the count needs the height
		}
		hh, in = in.CutBottom(in.H * share)
	}
	p.Hashash = hh
	if compact && in.H < u*4.5 {
		// Lower still (three teams on a short table): the symbol and
		// its count above, the top and bottom slots in one row below.
		sym, slots := in.CutTop(in.H * 0.6)
		p.Symbol, p.Count = sym.CutLeft(sym.W * 0.55)
		nb := bel.BottomSlots(c)
		k := float64(bel.TopSlots() + nb)
		d := min(slots.H, slots.W/(k+0.5))
		row := slots.Centered(d*(k+0.5), d)
		for i := range bel.TopSlots() + nb {
			var r graphics.Rect
			if i == bel.TopSlots() {
				_, row = row.CutLeft(d * 0.5) // a gap between top and bottom
			}
			r, row = row.CutLeft(d)
			if i < bel.TopSlots() {
				p.Top = append(p.Top, r)
			} else {
				p.Bottom = append(p.Bottom, r)
			}
		}
		return p
	}
	bottom, in := in.CutBottom(in.H * 0.28)
	symH := in.H * 0.5
	if compact {
		symH = max(symH, in.H-in.W/float64(bel.TopSlots())) // the slots need no more than their width allows
	}
	sym, top := in.CutTop(symH)
	p.Symbol, p.Count = sym.CutLeft(sym.W * 0.55)
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
	h, nrows := chipSize(th, body.W, body.H, k)
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

// chipSize is the height of k chips in a w×h body, in the number of rows
// that lets them be largest.
func chipSize(th *graphics.Theme, w, h float64, k int) (size float64, rows int) {
	rows = 1
	for n := 1; n <= k; n++ {
		cols := (k + n - 1) / n
		if hn := min(th.Unit*3.4, h/float64(n)*0.95, w/float64(cols)/2.3); hn > size {
			size, rows = hn, n
		}
	}
	return size, rows
}

// playerParts splits a player's panel into its head (token and name) and
// its five chips: gold, red, swords, cards and spoils. A low panel puts
// the head beside the chips, as wide as the chips leave without growing
// smaller for it (a name is what tells the players apart), and only the
// token when a name would be cut to a letter (the hover text names the
// player).
func playerParts(th *graphics.Theme, r graphics.Rect) (head graphics.Rect, chips []graphics.Rect) {
	u := th.Unit
	in := r.Inset(u * 0.4)
	lh := graphics.LineHeight(th.Bold) * 1.1
	var body graphics.Rect
	if in.H >= lh*2 {
		head, body = in.CutTop(lh)
	} else {
		gap := u * 0.3
		share := 0.3
		// A chip keeps its height and the width of its two-digit count.
		keeps := func(f float64) (float64, float64) {
			w := in.W*(1-f) - gap
			h, rows := chipSize(th, w, in.H, 5)
			return h, min(w/float64((5+rows-1)/rows), th.ChipWidth(h, "10"))
		}
		leastH, leastW := keeps(share)
		for f := 0.6; f > share; f -= 0.05 {
			if h, w := keeps(f); h >= leastH-0.01 && w >= leastW-0.01 {
				share = f
				break
			}
		}
		head, body = in.CutLeft(in.W * share)
		if head.W < min(in.H, lh)+u*7 {
			head, body = in.CutLeft(min(in.H, lh))
		}
		_, body = body.CutLeft(gap)
	}
	return head, playerChips(th, body, 5)
}

// scholarParts splits a revealed scholar's card: name, main points with
// the ribbon symbol, cost and sword price, and the line of what else it
// scores. A short card drops that line (its hover text has it) and sets
// the numbers in one row.
type scholarParts struct {
	Name, Ribbon, Points, Cost, Swords, Foot graphics.Rect
}

func scholarPartsOf(th *graphics.Theme, r graphics.Rect) scholarParts {
	u := th.Unit
	lh := graphics.LineHeight(th.Small)
	var p scholarParts
	in := r.Inset(u * 0.4)
	p.Name, in = in.CutTop(lh * 1.1)
	if in.H >= lh*1.1+u*5 {
		p.Foot, in = in.CutBottom(lh * 1.1)
	}
	if in.H >= u*5 {
		mid, costs := in.CutTop(in.H * 0.6)
		p.Ribbon, p.Points = mid.CutLeft(mid.W * 0.35)
		p.Cost, p.Swords = costs.CutLeft(costs.W / 2)
		return p
	}
	p.Ribbon, in = in.CutLeft(in.W * 0.22)
	p.Points, in = in.CutLeft(in.W * 0.3)
	p.Cost, p.Swords = in.CutLeft(in.W * 0.45)
	return p
}

// countFace is the largest face of Title, Bold and Small whose line fits
// a height h, Small at least.
func countFace(th *graphics.Theme, h float64) text.Face {
	for _, f := range []text.Face{th.Title, th.Bold} {
		if graphics.LineHeight(f) <= h*1.1 {
			return f
		}
	}
	return th.Small
}
