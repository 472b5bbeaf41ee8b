// The table's geometry: where the panels, the Treasury, the cards, the
// fight and the dialogs go for a screen area. Pure arithmetic: tested
// without a GPU.
package ayubistan

import (
	"majlis/graphics"
	"majlis/rules"
	ayu "majlis/rules/ayubistan"
)

// Layout is the table's geometry for a screen area: panels for the
// opponents along the top, the viewer's own along the bottom, the
// Treasury, deck and the fight in progress in the middle.
type Layout struct {
	Panels   map[rules.Seat]graphics.Rect
	Treasury graphics.Rect
	Cards    graphics.Rect // the deck, discard and card in play with their captions
	Deck     graphics.Rect
	Discard  graphics.Rect
	InPlay   graphics.Rect
	Fight    graphics.Rect // attack, war or trade
	Banner   graphics.Rect // the latest events; empty on a short table
	Dialog   graphics.Rect // a trade offer, over the middle of the table
	Chip     float64       // the counters' height
	// TreasuryHead: the Treasury's title has a line of its own, for the
	// options a wide table puts beside it.
	TreasuryHead bool
}

// Sizes in units. Counters keep a fixed height, never below chipSmall:
// shrunk to fit, their icons become specks and their numbers bullets.
const (
	chipSmall = 3.0
	chipLarge = 4.0
	optChip   = 5.5 // an option chip: a touch target of 40 CSS pixels at the smallest unit
	minPanelW = 12.5
	minCards  = 7.0 // the shortest card worth drawing
)

// pitch is the height of a line of counters of height ch: the chip or its
// bold label, whichever is taller, and a gap.
func pitch(th *graphics.Theme, ch float64) float64 {
	return max(ch, graphics.LineHeight(th.Bold)) + th.Unit*0.5
}

// panelHeight is the height of a panel holding its name, lines of
// counters and a foot below them (a row of option chips, or the worth
// line).
func panelHeight(th *graphics.Theme, lines int, ch, foot float64) float64 {
	u := th.Unit
	return u*2 + graphics.LineHeight(th.Bold)*1.2 + u*0.5 + float64(lines)*pitch(th, ch) + foot
}

// panelLines is how many lines of counters a panel at r holds above its
// foot: the inverse of panelHeight.
func panelLines(th *graphics.Theme, r graphics.Rect, ch, foot float64) int {
	body := th.PanelBody(r)
	return max(1, int((body.H-th.Unit*0.5-foot)/pitch(th, ch)+0.01))
}

// opponentFoot and ownFoot are what a panel keeps below its counters.
func opponentFoot(th *graphics.Theme) float64 { return th.Unit * optChip }
func ownFoot(th *graphics.Theme) float64      { return graphics.LineHeight(th.Small) }

// linesFor is how many lines flow needs for chips of height ch with the
// given labels in width w, the first line starting at x0.
func linesFor(th *graphics.Theme, ch, w, x0 float64, labels []string) int {
	ws := chipWidths(th, ch, labels)
	if x0 > 0 {
		ws = append([]float64{x0 - th.Unit}, ws...)
	}
	rs := graphics.R(0, 0, w, 0).Flow(ws, 0, th.Unit)
	lines := 1
	for i := 1; i < len(rs); i++ {
		if rs[i].Y > rs[i-1].Y {
			lines++
		}
	}
	return lines
}

func chipWidths(th *graphics.Theme, ch float64, labels []string) []float64 {
	ws := make([]float64, len(labels))
	for i, s := range labels {
		ws[i] = th.ChipWidth(ch, s)
	}
	return ws
}

// wide is a two-digit count, as wide as the counters usually get: panels
// are sized with it before any state is known.
const wide = 88

// labels are the full or short labels of spots, skipping line breaks.
func labels(sps []*spot, short bool) []string {
	var out []string
	for _, sp := range sps {
		if sp == nil {
			continue
		}
		if short {
			out = append(out, sp.short)
		} else {
			out = append(out, sp.label)
		}
	}
	return out
}

// Place computes the layout for n seats seen by viewer. Panels are as
// tall as what they hold (a name, counters, option chips or the worth
// line); the middle gets the rest.
func Place(th *graphics.Theme, tr *graphics.Tr, area graphics.Rect, n int, viewer rules.Seat) Layout {
	u := th.Unit
	l := Layout{Panels: map[rules.Seat]graphics.Rect{}}
	in := area.Inset(u)
	// A narrow table (a phone held upright, a small window) puts the
	// Treasury above the cards and the fight.
	narrow := in.W < u*80
	// A large table has room for larger counters.
	l.Chip = u * chipSmall
	if !narrow && in.H >= u*70 {
		l.Chip = u * chipLarge
	}
	ch := l.Chip
	var others []rules.Seat
	for i := range n {
		if s := rules.Seat(i); s != viewer {
			others = append(others, s)
		}
	}
	// Opponents in seating order starting after the viewer.
	if viewer >= 0 {
		for i := 0; i < len(others) && others[0] < viewer; i++ {
			others = append(others[1:], others[0])
		}
	}
	// The opponents go in as many rows as make the top shortest: a
	// narrower panel may need more lines of counters.
	oppFoot := opponentFoot(th)
	oppLabels := labels(counters(th, tr, ayu.Holding{Hasanaat: wide, Sayiaat: wide, Cards: wide}, 0), true)
	perRow, rows, rowH := len(others), 1, 0.0
	for per := len(others); per >= 1; per-- {
		rs := (len(others) + per - 1) / per
		per := (len(others) + rs - 1) / rs // rows as even as they go
		w := (in.W - float64(per-1)*u) / float64(per)
		if w < u*minPanelW && per > 1 {
			continue
		}
		h := panelHeight(th, linesFor(th, ch, w-u*2, 0, oppLabels), ch, oppFoot)
		if rowH == 0 || float64(rs)*(h+u) < float64(rows)*(rowH+u)-0.01 {
			perRow, rows, rowH = per, rs, h
		}
	}
	top, rest := in.CutTop(float64(rows)*(rowH+u) - u)
	for k, row := range top.Rows(rows, u) {
		lo, hi := k*perRow, min((k+1)*perRow, len(others))
		for i, r := range row.Columns(perRow, u) {
			if lo+i < hi {
				l.Panels[others[lo+i]] = r
			}
		}
	}
	_, rest = rest.CutTop(u)
	// The viewer's own panel: deeds and money on lines of their own where
	// the table is tall, on one line where it is short and wide enough.
	if viewer >= 0 {
		w := min(in.W, u*90)
		own := counters(th, tr, ayu.Holding{Known: true, Ones: wide, Fives: wide, Dinars: wide, Troops: wide, Hasanaat: wide, Sayiaat: wide}, 0)
		need := func(short bool) int { return linesFor(th, ch, w-u*2, 0, labels(own, short)) }
		lines := need(true)
		if ch == u*chipLarge {
			lines = max(2, need(false))
		} else if full := need(false); rest.H-panelHeight(th, full, ch, ownFoot(th)) >= u*24 {
			lines = full
		}
		var r graphics.Rect
		r, rest = rest.CutBottom(panelHeight(th, lines, ch, ownFoot(th)))
		l.Panels[viewer] = r.Centered(w, r.H)
		_, rest = rest.CutBottom(u)
	}
	_, mid := rest.CutLeft(u)
	_, mid = mid.CutRight(u)
	// The Treasury: its title inline with its counters, their labels
	// shortened to numbers where the full ones would crowd the cards out.
	tch := min(ch, u*3.6)
	l.TreasuryHead = !narrow
	tsp := treasuryCounters(th, tr, wide, wide, wide, wide, wide, wide, wide)
	treasuryH := func(w float64, short bool) float64 {
		_, _, x0 := treasuryParts(th, tr, graphics.R(0, 0, w, u*10), tch, l.TreasuryHead)
		lines := linesFor(th, tch, w-u*2, x0, labels(tsp, short))
		if !short && lines > 3 {
			// Full labels over more lines than that crowd out the cards.
			lines = linesFor(th, tch, w-u*2, x0, labels(tsp, true))
		}
		h := u*2 - u*0.5 + float64(lines)*pitch(th, tch)
		if l.TreasuryHead {
			h += u * 5.5
		}
		return h
	}
	capH := graphics.LineHeight(th.Small) + u*0.5
	// What a column of the Treasury above the cards leaves them.
	room := func(w float64) (float64, float64) {
		h := treasuryH(w, false)
		if mid.H-h-u-capH < u*minCards {
			h = treasuryH(w, true)
		}
		return h, mid.H - h - u - capH
	}
	var left, right graphics.Rect
	aboveH, below := room(mid.W) // the Treasury across the middle, above the cards
	switch tw := mid.W * 0.42; {
	case !narrow:
		h, _ := room(tw)
		left, right = mid.CutLeft(tw)
		l.Treasury, left = left.CutTop(h)
		_, left = left.CutTop(u)
	case below >= u*minCards:
		l.Treasury, rest = mid.CutTop(aboveH)
		_, rest = rest.CutTop(u)
		left, right = rest.CutLeft(rest.W * 0.45)
	default:
		// A short middle: the Treasury beside the cards and the fight.
		// As narrow as keeps its counters within the middle's height.
		for tw = mid.W * 0.4; tw < mid.W*0.7 && treasuryH(tw, true) > mid.H; tw += u {
		}
		var t graphics.Rect
		t, rest = mid.CutLeft(tw)
		l.Treasury, _ = t.CutTop(min(t.H, treasuryH(tw, true)))
		_, rest = rest.CutLeft(u)
		left, right = rest.CutLeft(rest.W * 0.5)
	}
	// The cards, sized so their captions fit below them.
	l.Cards = left
	_, faces := left.CutBottom(capH)
	cards := faces.Columns(3, u)
	cardW := min(faces.H*0.7, cards[0].W)
	l.Deck = cards[0].Centered(cardW, cardW/0.7)
	l.Discard = cards[1].Centered(cardW, cardW/0.7)
	l.InPlay = cards[2].Centered(cardW, cardW/0.7)
	_, right = right.CutLeft(u)
	// A short middle drops the events banner (the log beside the table
	// tells the same) and gives its room to the fight.
	if right.H < u*16 {
		l.Fight = right
	} else {
		l.Fight, l.Banner = right.CutTop(right.H * 0.55)
		_, l.Banner = l.Banner.CutTop(u)
	}
	l.Dialog = in.Centered(min(in.W*0.8, u*76), min(in.H, u*28))
	return l
}
