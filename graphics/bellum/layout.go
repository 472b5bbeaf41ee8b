// The table's geometry: rival castles along the top, the centre (the die,
// the human kingdom, the creature piles, the chest piles and reserves) and
// the viewer's own castle along the bottom, or beside the centre on a
// short table. Everything is cut from the
// area with graphics.Rect's helpers so that a right-to-left layout stays a
// small change. Pure arithmetic: tested without a GPU.
package bellum

import (
	"majlis/graphics"
	"majlis/rules"
)

// Layout is where each thing of the table goes.
type Layout struct {
	Status  graphics.Rect // Captain, turn order, the day's stages
	Castles map[rules.Seat]graphics.Rect
	Order   []rules.Seat // seats in the order their castles are laid out
	Die     graphics.Rect
	Answers graphics.Rect // the die's answers: roll, buy a round, pass, no attack
	// Places are the Tavern then up to five face-up places; Pile shows the
	// kingdom's face-down counts.
	Places []graphics.Rect
	Pile   graphics.Rect
	// Creatures are the face-up Evil (0, 1) and Most Evil (2, 3) slots.
	Creatures [4]graphics.Rect
	Done      graphics.Rect // finish recruiting
	Chests    graphics.Rect // the three chest piles
	Reserves  graphics.Rect
	Boards    graphics.Rect // the boards still free while choosing
}

// narrow says whether the area is a phone's: tall rather than wide.
func narrow(area graphics.Rect) bool { return area.H > area.W*1.2 }

// Place lays the table out for n seats seen by viewer (a spectator, below
// 0, sees seat 0 at the bottom).
func Place(th *graphics.Theme, area graphics.Rect, n int, viewer rules.Seat) Layout {
	u := th.Unit
	l := Layout{Castles: map[rules.Seat]graphics.Rect{}}
	me := viewer
	if me < 0 || int(me) >= n {
		me = 0
	}
	var rivals []rules.Seat
	for k := 1; k < n; k++ {
		rivals = append(rivals, rules.Seat((int(me)+k)%n))
	}
	l.Order = append(append(l.Order, rivals...), me)
	in := area
	lh := graphics.LineHeight(th.Small)
	l.Status, in = in.CutTop(lh * 1.5)
	_, in = in.CutTop(u * 0.5)
	thin := narrow(area)
	cols := len(rivals)
	if thin && cols > 2 {
		cols = 2
	}
	rows := (len(rivals) + cols - 1) / cols
	castleH := castleHeight(th, false)
	top, rest := in.CutTop(min(castleH*float64(rows)+u*float64(rows-1), in.H*0.42))
	for i, s := range rivals {
		rowRects := top.Rows(rows, u)
		r := rowRects[i/cols].Columns(cols, u)[i%cols]
		l.Castles[s] = r
	}
	_, rest = rest.CutTop(u)
	var own, mid graphics.Rect
	if want := castleHeight(th, true); !thin && rest.H*0.45 < want*0.4 {
		// A short table (a small window under the prompt bar's two
		// rows): the own castle beside the centre, as tall as the room
		// below the rivals, rather than squeezed below it until its
		// lines run into each other.
		own, mid = rest.CutRight(min(rest.W*0.34, u*28))
		_, mid = mid.CutRight(u)
	} else {
		own, mid = rest.CutBottom(min(want, rest.H*0.45))
		_, mid = mid.CutBottom(u)
	}
	l.Castles[me] = own
	// The centre: two rows on a wide table, three on a phone.
	var rowsC []graphics.Rect
	if thin {
		rowsC = mid.Rows(3, u*0.5)
	} else {
		rowsC = mid.Rows(2, u)
	}
	cardW := func(r graphics.Rect, k int) float64 { return min(r.H*0.72, (r.W-u*float64(k-1))/float64(k)) }
	// Die, its answers, and the kingdom.
	kingdom := rowsC[0]
	var dieRow graphics.Rect
	if thin {
		dieRow = rowsC[0]
		kingdom = rowsC[1]
	} else {
		dieRow, kingdom = kingdom.CutLeft(min(kingdom.W*0.3, kingdom.H*2.2))
		_, kingdom = kingdom.CutLeft(u)
	}
	dieBox, ans := dieRow.CutLeft(min(dieRow.H, dieRow.W*0.4))
	l.Die = dieBox.Centered(min(dieBox.W, dieBox.H)*0.7, min(dieBox.W, dieBox.H)*0.7)
	_, l.Answers = ans.CutLeft(u * 0.5)
	l.Pile, kingdom = kingdom.CutRight(min(kingdom.W*0.16, u*12))
	_, kingdom = kingdom.CutRight(u * 0.5)
	w := cardW(kingdom, 6)
	l.Places = nil
	for _, c := range kingdom.Columns(6, u*0.5) {
		l.Places = append(l.Places, c.Centered(min(w, c.W), kingdom.H))
	}
	// Creatures, chests, reserves.
	lower := rowsC[len(rowsC)-1]
	crea, supply := lower.CutLeft(lower.W * 0.62)
	// Done keeps room for its word however narrow the centre.
	l.Done, crea = crea.CutRight(min(max(crea.W*0.18, u*8), u*11))
	_, crea = crea.CutRight(u * 0.5)
	w = cardW(crea, 4)
	for i, c := range crea.Columns(4, u*0.5) {
		l.Creatures[i] = c.Centered(min(w, c.W), crea.H)
	}
	l.Done = l.Done.Centered(l.Done.W, min(l.Done.H, u*6))
	_, supply = supply.CutLeft(u)
	l.Chests, l.Reserves = supply.CutTop(supply.H * 0.4)
	l.Boards = mid
	return l
}

// castleHeight is the height a castle board wants: a header, a row for
// the creatures on each side, six lines and two rows of stock.
func castleHeight(th *graphics.Theme, own bool) float64 {
	lh := graphics.LineHeight(th.Small) * 1.15
	h := lh*(1+1+6+2) + th.Unit
	if own {
		h += lh * 0.6 * 6
	}
	return h
}

// CastleParts is a castle board cut into its parts.
type CastleParts struct {
	Header        graphics.Rect
	Spell         graphics.Rect // the Captain's confusion spell answer, in the header
	Sides         graphics.Rect // creatures on the left and on the right
	LeftCards     graphics.Rect
	RightCards    graphics.Rect
	Lines         [6]graphics.Rect
	Num           [6]graphics.Rect
	LeftCell      [6]graphics.Rect
	RightCell     [6]graphics.Rect
	Left, Right   graphics.Rect // the whole left and right halves (where a creature slides in)
	Stock, Chests graphics.Rect
}

// Parts cuts a castle's rectangle. A castle too short for ten rows of
// text (a phone's) drops the row of side counts (the header's hover text
// tells them instead) and shares one row between the stock and the
// chests.
func Parts(th *graphics.Theme, r graphics.Rect) CastleParts {
	var p CastleParts
	in := r.Inset(th.Unit * 0.5)
	compact := in.H/10 < graphics.LineHeight(th.Small)
	rowH := in.H / 10
	if compact {
		rowH = in.H / 8
	}
	p.Header, in = in.CutTop(rowH)
	_, p.Spell = p.Header.CutLeft(p.Header.W * 0.55)
	p.Spell, _ = p.Spell.CutLeft(p.Spell.W * 0.55)
	if compact {
		var foot graphics.Rect
		foot, in = in.CutBottom(rowH)
		p.Stock, p.Chests = foot.CutLeft(foot.W * 0.6)
		p.Sides, in = in.CutTop(0)
	} else {
		p.Chests, in = in.CutBottom(rowH)
		p.Stock, in = in.CutBottom(rowH)
		p.Sides, in = in.CutTop(rowH)
	}
	body := in
	num := rowH * 1.2
	for i, row := range body.Rows(6, 0) {
		p.Lines[i] = row
		p.Num[i], row = row.CutLeft(num)
		p.LeftCell[i], p.RightCell[i] = row.CutLeft(row.W / 2)
	}
	_, sides := p.Sides.CutLeft(num)
	p.LeftCards, p.RightCards = sides.CutLeft(sides.W / 2)
	_, halves := graphics.R(body.X, p.Sides.Y, body.W, body.Bottom()-p.Sides.Y).CutLeft(num)
	p.Left, p.Right = halves.CutLeft(halves.W / 2)
	return p
}
