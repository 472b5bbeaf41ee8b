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
	Fight    graphics.Rect // attack, war or trade; empty on a very short table
	// FightOver: on a table too short for the fight to have a place of
	// its own, a fight in progress is shown over the Treasury and the
	// cards: while it lasts it is what the table is about.
	FightOver graphics.Rect
	Banner    graphics.Rect // the latest events; empty on a short table
	Dialog    graphics.Rect // a trade offer, over the middle of the table
	Chip      float64       // the counters' height
	// TreasuryHead: the Treasury's title has a line of its own, for the
	// options a wide table puts beside it.
	TreasuryHead bool
	// Options: where a short table with room above the own panel puts
	// the Treasury's options (recruit, hire, work) when the Treasury has
	// no title line; empty otherwise (they are the prompt bar's).
	Options graphics.Rect
	// ChipsBeside: the opponents' option chips stand in a column beside
	// their counters rather than in a row below them, which keeps a row
	// of narrow panels short.
	ChipsBeside bool
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

// chipColumn is the width of a column of option chips beside a panel's
// counters (Layout.ChipsBeside), and besideH the height of two chips, the
// usual donation and attack, one above the other.
func chipColumn(th *graphics.Theme) float64 { return th.Unit * (optChip + 0.5) }
func besideH(th *graphics.Theme) float64    { return th.Unit * (optChip*2 + 0.5) }

// besideW is the width a panel at r keeps beside its counters for two
// option chips: one column where its body is tall enough for both, two
// side by side where it is not.
func besideW(th *graphics.Theme, r graphics.Rect) float64 {
	if th.PanelBody(r).H+th.Unit*0.5 >= besideH(th)+th.Unit*0.5-0.01 {
		return chipColumn(th)
	}
	return chipColumn(th) * 2
}

// counterBox is the part of a panel at r its counters flow in, and the
// lines they have there: the panel's body above its foot (the option
// chips' row, or the worth line) or, with chips beside, left of them.
func counterBox(th *graphics.Theme, r graphics.Rect, ch float64, known, beside bool) (graphics.Rect, int) {
	_, body := th.PanelBody(r).CutTop(th.Unit * 0.5)
	switch {
	case known:
		return body, panelLines(th, r, ch, ownFoot(th))
	case beside:
		_, body = body.CutRight(besideW(th, r))
		return body, panelLines(th, r, ch, 0)
	}
	return body, panelLines(th, r, ch, opponentFoot(th))
}

// opponentFoot and ownFoot are what a panel keeps below its counters.
func opponentFoot(th *graphics.Theme) float64 { return th.Unit * optChip }
func ownFoot(th *graphics.Theme) float64      { return graphics.LineHeight(th.Small) }

// linesFor is how many lines flow needs for chips of height ch with the
// given labels in width w, the first line starting at x0.
func linesFor(th *graphics.Theme, ch, w, x0 float64, labels []string) int {
	return flowLines(th, chipWidths(th, ch, labels), w, x0)
}

// flowLines is linesFor for chips of the given widths.
func flowLines(th *graphics.Theme, ws []float64, w, x0 float64) int {
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
// line); the middle gets the rest. A table too short for that middle to
// hold the Treasury is laid out more tightly (placeShort).
func Place(th *graphics.Theme, tr *graphics.Tr, area graphics.Rect, n int, viewer rules.Seat) Layout {
	if l, ok := placeTall(th, tr, area, n, viewer); ok {
		return l
	}
	return placeShort(th, tr, area, n, viewer)
}

// opponents are the seats other than viewer's in seating order, starting
// after the viewer.
func opponents(n int, viewer rules.Seat) []rules.Seat {
	var others []rules.Seat
	for i := range n {
		if s := rules.Seat(i); s != viewer {
			others = append(others, s)
		}
	}
	if viewer >= 0 {
		for i := 0; i < len(others) && others[0] < viewer; i++ {
			others = append(others[1:], others[0])
		}
	}
	return others
}

// placeTall is the layout of Place for a table tall enough for the
// opponents along the top, the own panel along the bottom and the
// Treasury, cards and fight between; ok is false when the middle is too
// short for the Treasury's counters.
func placeTall(th *graphics.Theme, tr *graphics.Tr, area graphics.Rect, n int, viewer rules.Seat) (l Layout, ok bool) {
	u := th.Unit
	l = Layout{Panels: map[rules.Seat]graphics.Rect{}}
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
	others := opponents(n, viewer)
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
	l.seatInRows(top, others, rows, perRow, u)
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
	sizer := newTreasurySizer(th, tr, tch)
	treasuryH := func(w float64, short bool) float64 { return sizer.height(w, l.TreasuryHead, short) }
	capH := captionH(th)
	// What a column of the Treasury above the cards leaves them.
	room := func(w float64) (float64, float64) {
		h := treasuryH(w, false)
		if mid.H-h-u-capH < u*minCards {
			h = treasuryH(w, true)
		}
		return h, mid.H - h - u - capH
	}
	// A narrow table still gives the Treasury a title line for its
	// options where the middle is wide enough for both and the cards
	// keep their room below it (a phone held upright with a few seats).
	l.TreasuryHead = !narrow || headRoom(th, tr, mid.W) >= treasuryOptionsW(th)
	aboveH, below := room(mid.W) // the Treasury across the middle, above the cards
	if narrow && l.TreasuryHead && below < u*minCards {
		l.TreasuryHead = false
		aboveH, below = room(mid.W)
	}
	var left, right graphics.Rect
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
		if treasuryH(tw, true) > mid.H {
			return l, false
		}
		var t graphics.Rect
		t, rest = mid.CutLeft(tw)
		l.Treasury, _ = t.CutTop(min(t.H, treasuryH(tw, true)))
		_, rest = rest.CutLeft(u)
		left, right = rest.CutLeft(rest.W * 0.5)
	}
	l.placeCards(th, left)
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
	return l, true
}

// treasuryOptionsW is the width of the widest row of the Treasury's
// option chips on its title line: three numbered recruits (or hires) and
// work, as the view draws them.
func treasuryOptionsW(th *graphics.Theme) float64 {
	u := th.Unit
	w := u * optChip // work
	for _, n := range []string{"1", "2", "3"} {
		w += u*0.5 + numberedChipW(th, n)
	}
	return w
}

// numberedChipW is the width of an option chip with an icon and a number
// (recruit 2, trade 3 troops).
func numberedChipW(th *graphics.Theme, label string) float64 {
	u := th.Unit
	return u*optChip + graphics.TextWidth(label, th.Bold) + u
}

// headTitleW is the width of the Treasury's title on a line of its own:
// its icon and its name (treasuryParts and drawTreasury).
func headTitleW(th *graphics.Theme, tr *graphics.Tr) float64 {
	return th.Unit*5.5 + graphics.TextWidth(tr.T("core.ayu.treasury"), th.Bold)
}

// headRoom is the room a Treasury w wide leaves for its options beside
// the title on its title line, the chips half a unit from its end edge
// at the closest (as the view places them).
func headRoom(th *graphics.Theme, tr *graphics.Tr, w float64) float64 {
	return w - th.Unit*2 - headTitleW(th, tr)
}

// treasurySizer measures Treasuries with counters of height ch. The
// counters' widths are measured once: Place runs at every frame.
type treasurySizer struct {
	th          *graphics.Theme
	ch, pitch   float64
	full, short []float64 // the counters' widths with full and short labels
	titleW      float64   // the inline title's
}

func newTreasurySizer(th *graphics.Theme, tr *graphics.Tr, ch float64) treasurySizer {
	tsp := treasuryCounters(th, tr, wide, wide, wide, wide, wide, wide, wide)
	return treasurySizer{th: th, ch: ch, pitch: pitch(th, ch), full: chipWidths(th, ch, labels(tsp, false)), short: chipWidths(th, ch, labels(tsp, true)),
		titleW: th.ChipWidth(ch, tr.T("core.ayu.treasury"))}
}

// height is the height of a Treasury w wide, its counters' labels in
// full or short, its title on a line of its own (head) or inline (as
// treasuryParts puts it).
func (z treasurySizer) height(w float64, head, short bool) float64 {
	u := z.th.Unit
	x0 := 0.0
	if !head {
		x0 = min(z.titleW, w-u*2) + u
	}
	ws := z.full
	if short {
		ws = z.short
	}
	lines := flowLines(z.th, ws, w-u*2, x0)
	if !short && lines > 3 {
		// Full labels over more lines than that crowd out the cards.
		lines = flowLines(z.th, z.short, w-u*2, x0)
	}
	h := u*2 - u*0.5 + float64(lines)*z.pitch
	if head {
		h += u * 5.5
	}
	return h
}

// placeCards puts the deck, the discard pile and the card in play side
// by side in r, sized so their captions fit below them.
func (l *Layout) placeCards(th *graphics.Theme, r graphics.Rect) {
	l.Cards = r
	_, faces := r.CutBottom(captionH(th))
	cards := faces.Columns(3, th.Unit)
	cardW := min(faces.H*0.7, cards[0].W)
	l.Deck = cards[0].Centered(cardW, cardW/0.7)
	l.Discard = cards[1].Centered(cardW, cardW/0.7)
	l.InPlay = cards[2].Centered(cardW, cardW/0.7)
}

// captionH is the height of the cards' captions and the gap above them.
func captionH(th *graphics.Theme) float64 { return graphics.LineHeight(th.Small) + th.Unit*0.5 }

// placeShort is the layout of Place for a table too short for
// placeTall's (a small window under a two-row prompt bar, a phone with
// six seats): the opponents' panels as short as they go, their chips
// beside their counters where that is shorter; below them the own panel
// with the Treasury beside it and then the cards, or where the table is
// too narrow for that, the Treasury beside the cards above the own
// panel. The fight takes the room the cards leave, or is shown over the
// Treasury and the cards while it lasts.
func placeShort(th *graphics.Theme, tr *graphics.Tr, area graphics.Rect, n int, viewer rules.Seat) Layout {
	u := th.Unit
	gap := u * 0.5
	l := Layout{Panels: map[rules.Seat]graphics.Rect{}, Chip: u * chipSmall}
	ch := l.Chip
	in := area.Inset(gap)
	others := opponents(n, viewer)
	oppLabels := labels(counters(th, tr, ayu.Holding{Hasanaat: wide, Sayiaat: wide, Cards: wide}, 0), true)
	perRow, rows, rowH := len(others), 1, 0.0
	for per := len(others); per >= 1; per-- {
		rs := (len(others) + per - 1) / per
		per := (len(others) + rs - 1) / rs
		w := (in.W - float64(per-1)*gap) / float64(per)
		if w < u*minPanelW && per > 1 {
			continue
		}
		// The chips below the counters, in a column beside them, or in a
		// row beside one line of them: whichever is shortest.
		h, side := panelHeight(th, linesFor(th, ch, w-u*2, 0, oppLabels), ch, opponentFoot(th)), false
		if b := max(panelHeight(th, linesFor(th, ch, w-u*2-chipColumn(th), 0, oppLabels), ch, 0), panelHeight(th, 0, ch, besideH(th))); b < h {
			h, side = b, true
		}
		if b := panelHeight(th, 0, ch, u*optChip); b < h && linesFor(th, ch, w-u*2-chipColumn(th)*2, 0, oppLabels) == 1 {
			h, side = b, true
		}
		if rowH == 0 || float64(rs)*(h+gap) < float64(rows)*(rowH+gap)-0.01 {
			perRow, rows, rowH, l.ChipsBeside = per, rs, h, side
		}
	}
	top, rest := in.CutTop(float64(rows)*(rowH+gap) - gap)
	l.seatInRows(top, others, rows, perRow, gap)
	_, rest = rest.CutTop(gap)
	// The Treasury, its title inline, as narrow as keeps its counters
	// within h (and no wider than most).
	sizer := newTreasurySizer(th, tr, ch)
	treasuryH := func(w float64) float64 { return sizer.height(w, false, true) }
	treasuryW := func(h, most float64) (float64, bool) {
		for w := u * 12; w <= most; w += gap {
			if treasuryH(w) <= h {
				return w, true
			}
		}
		return most, false
	}
	cardsW := u * 14 // three cards of 4 units and their gaps
	mid := rest
	if viewer >= 0 {
		lines := 2
		if panelHeight(th, lines, ch, ownFoot(th)) > rest.H {
			lines = 1
		}
		ow := min(ownWidth(th, tr, ch, lines), rest.W)
		oh := panelHeight(th, lines, ch, ownFoot(th))
		_, ok := treasuryW(rest.H, rest.W-ow-cardsW-gap*2)
		if ok {
			// The own panel with the Treasury beside it, then the cards.
			var own, above graphics.Rect
			own, mid = rest.CutLeft(ow)
			l.Panels[viewer], above = own.CutBottom(oh)
			_, mid = mid.CutLeft(gap)
			// Room above the own panel holds the Treasury's options, which
			// its title, inline with its counters, has none for.
			if above.H >= u*optChip+gap && above.W >= treasuryOptionsW(th) {
				_, above = above.CutBottom(gap)
				l.Options, _ = above.CutBottom(u * optChip)
			}
		} else {
			// Too narrow: the own panel along the bottom, the Treasury
			// beside the cards above it.
			w := min(in.W, u*90)
			lines := 1
			if ownWidth(th, tr, ch, 1) > w {
				lines = 2
			}
			var own graphics.Rect
			own, mid = rest.CutBottom(panelHeight(th, lines, ch, ownFoot(th)))
			l.Panels[viewer] = own.Centered(w, own.H)
			_, mid = mid.CutBottom(gap)
		}
	}
	tw, _ := treasuryW(mid.H, mid.W-cardsW-gap)
	t, col := mid.CutLeft(tw)
	l.Treasury, _ = t.CutTop(min(t.H, treasuryH(tw)))
	_, col = col.CutLeft(gap)
	// The fight beside the cards where the column is wide, below them
	// where it is tall, else over the Treasury and the cards.
	capH := captionH(th)
	fightMin := u * 10.5               // a title and a row of option chips (troops to commit)
	idealH := (col.W-u*2)/3/0.7 + capH // cards as wide as the column allows
	switch {
	case col.W >= u*36:
		cards, fight := col.CutLeft(col.W * 0.45)
		l.placeCards(th, cards)
		_, l.Fight = fight.CutLeft(gap)
	case col.H-gap-fightMin >= u*minCards+capH:
		cards, fight := col.CutTop(min(idealH, col.H-gap-fightMin))
		l.placeCards(th, cards)
		_, l.Fight = fight.CutTop(gap)
	default:
		l.placeCards(th, col)
		l.FightOver = mid
	}
	l.Dialog = in.Centered(min(in.W*0.8, u*76), min(in.H, u*28))
	return l
}

// ownWidth is the width of an own panel whose counters (short labels,
// two-digit counts) take lines lines: one, or two with deeds on the first
// and money and troops on the second, as fit flows them.
func ownWidth(th *graphics.Theme, tr *graphics.Tr, ch float64, lines int) float64 {
	u := th.Unit
	sps := counters(th, tr, ayu.Holding{Known: true, Ones: wide, Fives: wide, Dinars: wide, Troops: wide, Hasanaat: wide, Sayiaat: wide}, 0)
	w, line := 0.0, -u
	for _, sp := range sps {
		if sp == nil {
			if lines >= 2 {
				w, line = max(w, line), -u
			}
			continue
		}
		line += th.ChipWidth(ch, sp.short) + u
	}
	return max(w, line) + u*2 + 0.02
}

// seatInRows gives the opponents' panels their places in r: rows rows of
// perRow panels each, gap apart, in seat order.
func (l *Layout) seatInRows(r graphics.Rect, others []rules.Seat, rows, perRow int, gap float64) {
	for k, row := range r.Rows(rows, gap) {
		lo, hi := k*perRow, min((k+1)*perRow, len(others))
		for i, c := range row.Columns(perRow, gap) {
			if lo+i < hi {
				l.Panels[others[lo+i]] = c
			}
		}
	}
}
