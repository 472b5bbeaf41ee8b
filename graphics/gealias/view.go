// Package gealias draws the Gealias table from a seat's view: the round
// board of twelve triangles (outer and inner lands in their resource
// colours, the gold markets, the clockwise path, the intersections with
// their tents and fortresses in each player's colour, every Gealias on its
// land, the prison), each player's panel, the Gealiaction deck and discard,
// the die and the last fight's dice. The decision the rules name
// (gealias.State.Decision) becomes targets where its things lie: lands to
// walk or walk to (cut in parts when several answers lead there),
// intersections to build on, upgrade, sell, raid or free, units to
// imprison, leave or keep where they stand, the prison for Escape;
// everything else (fights, claims, the cards to give) is a dialog of
// buttons beside the board, where trades and levies are a table of cards:
// a row per partner and kind given (a player trade gives any three cards,
// chosen next), a column per kind received; when the rows do not fit, a
// tab per kind given shows that kind's rows. An offer being made is its
// three places, filled as the trader puts cards on it, above a card per
// kind the trader may put there; the owner asked sees the same offer, and
// every seat not asked sees it in its dialog while it is made or answered.
// The trader's hand line shows the cards on it apart (hand.go).
package gealias

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	ge "majlis/rules/gealias"
)

// View is the Gealias table view.
type View struct {
	motion motion
	now    func() time.Time
	// board is the printed board drawn once for boardKey (its size and
	// the dealt tokens).
	board    *ebiten.Image
	boardKey string
	sprites  sprites
	// grown is the last Grow asked and its answer: Draw lays the table
	// out every frame, and growing twenty intersections costs more than
	// the rest of the layout.
	grown grownMemo
	// give is the kind whose tab was chosen last among a turn's many
	// trades, or any says it was the player trades' (chosen says one
	// was): kept while trades give that.
	give   ge.Kind
	any    bool
	chosen bool
}

// grownMemo remembers one Grow call.
type grownMemo struct {
	rs, fixed, out []graphics.Rect
	bound          graphics.Rect
	side           float64
}

// grow is Grow, answered from the memo when nothing changed.
func (v *View) grow(rs, fixed []graphics.Rect, bound graphics.Rect, side float64) []graphics.Rect {
	m := &v.grown
	if m.out == nil || !slices.Equal(m.rs, rs) || !slices.Equal(m.fixed, fixed) || m.bound != bound || m.side != side {
		*m = grownMemo{rs: slices.Clone(rs), fixed: slices.Clone(fixed), out: Grow(rs, fixed, bound, side), bound: bound, side: side}
	}
	return slices.Clone(m.out)
}

// New returns the view.
func New() *View { return &View{now: time.Now} }

func state(ts graphics.TableState) (*ge.State, bool) {
	s, ok := ts.State.(*ge.State)
	return s, ok
}

// mine is the decision when the viewer is the one asked.
func mine(s *ge.State, ts graphics.TableState) (ge.Decision, bool) {
	d := s.Decision()
	if ts.Prompt == nil || ts.Prompt.Seat != ts.Viewer || d.Seat != ts.Viewer {
		return d, false
	}
	return d, true
}

// tip adds a hover area.
func tip(bs *graphics.Buttons, id string, r graphics.Rect, text string) {
	*bs = append(*bs, graphics.Button{ID: id, Rect: r, Style: graphics.StyleTip, Tip: text})
}

// target adds a target drawn by the view.
func target(bs *graphics.Buttons, m rules.Move, r graphics.Rect, text string) {
	*bs = append(*bs, graphics.Button{ID: graphics.MoveID(m), Rect: r, Style: graphics.StyleGhost, Tip: text})
}

// answer adds a labelled button.
func answer(bs *graphics.Buttons, m rules.Move, r graphics.Rect, label, text string) {
	*bs = append(*bs, graphics.Button{ID: graphics.MoveID(m), Rect: r, Label: label, Style: graphics.StylePrimary, Tip: text})
}

// row is one line of the dialog: a heading and its buttons.
type row struct {
	head    string
	choices []ge.Choice
	labels  []string
	// grid rows (trades and levies) show each answer as a card of the kind
	// received, in the kind's column, so that rows read as a table; a
	// trade gives three of give (drawn after the head), or (mixed, a
	// player trade) any three cards the trader chooses next; a levy
	// nothing. A row of cards to put on an offer shows each in its column.
	grid  bool
	gives bool
	mixed bool
	give  ge.Kind
	// offer is the row showing an offer: the cards on it and its empty
	// places, the card asked for. note is a line of words under it.
	offer, note bool
	// tabs, when there are, make the row a tab per kind given.
	tabs []giveTab
}

// giveTab is a tab showing the trades that give three of one kind, or
// (any) the player trades, which give any three cards: shown says it is
// the one shown, moves are the answers it brings onto the table.
type giveTab struct {
	give  ge.Kind
	any   bool
	shown bool
	moves []rules.Move
}

// holds reports whether r is one of the trade rows tab t shows.
func (t giveTab) holds(r row) bool {
	return r.grid && r.gives && r.mixed == t.any && (t.any || r.give == t.give)
}

// tabOf is the tab showing trade row r.
func tabOf(r row) giveTab { return giveTab{give: r.give, any: r.mixed} }

// tabAt is a tab and where it goes.
type tabAt struct {
	r     graphics.Rect
	label string
	giveTab
}

// Layout returns the table's targets and hover areas.
func (v *View) Layout(th *graphics.Theme, area graphics.Rect, ts graphics.TableState) graphics.Buttons {
	return v.lay(th, area, ts).bs
}

// headAt is a dialog row's heading and where it goes; tile, when not
// empty, shows the three cards the row gives, and arrow points from them
// to the cards received.
type headAt struct {
	r           graphics.Rect
	text        string
	tile, arrow graphics.Rect
	give        ge.Kind
	mixed       bool // the tile is any three cards
	note        bool // a line of words, wrapped where it is too long
}

// offerAt is an offer drawn in the dialog: its three places (the cards
// put there, in kind order, then the empty ones), an arrow, and the card
// asked for.
type offerAt struct {
	places []graphics.Rect
	put    []ge.Kind // the cards on the first len(put) places
	arrow  graphics.Rect
	want   graphics.Rect
	get    ge.Kind
}

// tileAt is a grid answer drawn as a card of its kind.
type tileAt struct {
	r     graphics.Rect
	kind  ge.Kind
	label string
	move  rules.Move
}

// laid is a table's layout: its buttons, the dialog's headings and grid
// cards, and the answers' places on the board.
type laid struct {
	bs    graphics.Buttons
	heads []headAt
	tiles []tileAt
	tabs  []tabAt
	// shownRows are the rows of the shown tab's trades: drawn with its
	// tab in its kind's colour, as a folder and its tab.
	shownRows graphics.Rect
	spots     []spot
	offers    []offerAt
	// dialog says the dialog is drawn, under title: the viewer's answers,
	// or an offer being made or answered by others, shown to all.
	dialog bool
	title  string
}

// spot is an answer's place on the board: the rect outlined and the
// (often larger) rect that takes the click, with what is shown inside it.
type spot struct {
	c         ge.Choice
	mark, hit graphics.Rect
	pawns     []rules.Seat // units shown arriving (a Viking's ways to a land)
	dot       ge.Dot       // the structure shown (Escape in the prison), or -1
}

// lay places the targets, the hover areas, the dialog's headings and the
// answers' places on the board.
func (v *View) lay(th *graphics.Theme, area graphics.Rect, ts graphics.TableState) laid {
	s, ok := state(ts)
	if !ok {
		return laid{}
	}
	tr := ts.Tr
	n := s.Setup().Seats
	l := Place(th, area, n, ts.Viewer)
	var bs graphics.Buttons
	// Hover text for everything on the table.
	tip(&bs, "tip:status", l.Status, statusText(tr, s))
	for land := ge.Land(0); land < ge.NumLands; land++ {
		tip(&bs, "tip:land:"+strconv.Itoa(int(land)), l.Ring.LandRect(land), landTip(tr, s, land))
	}
	for d := ge.Dot(0); d < ge.NumDots; d++ {
		tip(&bs, "tip:dot:"+strconv.Itoa(int(d)), l.Ring.DotRect(d), dotTip(tr, s, d))
	}
	deck, discard := s.DeckSize()
	tip(&bs, "tip:deck", l.Ring.Deck, tr.T("gealias.table.deck_tip", rules.Int(deck), rules.Int(discard)))
	tip(&bs, "tip:discard", l.Ring.Discard, tr.T("gealias.table.deck_tip", rules.Int(deck), rules.Int(discard)))
	tip(&bs, "tip:die", l.Ring.Die, dieTip(tr, s))
	tip(&bs, "tip:prison", l.Ring.Prison, prisonTip(tr, s))
	for _, seat := range l.Order {
		tip(&bs, "tip:panel:"+strconv.Itoa(int(seat)), l.Panels[seat], panelTip(tr, s, seat, ts.Viewer))
	}
	d, asked := mine(s, ts)
	if !asked {
		if o, ok := s.OpenOffer(); ok {
			return seenOffer(th, tr, l, bs, o, ts.Viewer)
		}
		return laid{bs: bs}
	}
	labels := map[rules.Move]string{}
	for _, o := range ts.Prompt.Options {
		labels[o.Move] = tr.M(o.Label)
	}
	var simple []ge.Choice
	kinds := map[ge.Action][]ge.Choice{}
	var kindOrder []ge.Action
	type matrixKey struct {
		act  ge.Action
		seat rules.Seat
		give ge.Kind
	}
	matrix := map[matrixKey][]ge.Choice{}
	var matrixOrder []matrixKey
	// First where each answer goes on the board, if it has a place there.
	onDot := map[ge.Dot]int{}
	landChoices := map[ge.Land][]ge.Choice{}
	var landOrder []ge.Land
	for _, c := range d.Choices {
		if dot := choiceDot(c); dot >= 0 {
			onDot[dot]++
		}
		if landAction(c.Action) {
			if _, ok := landChoices[c.Land]; !ok {
				landOrder = append(landOrder, c.Land)
			}
			landChoices[c.Land] = append(landChoices[c.Land], c)
		}
	}
	var fixed, small []spot
	for _, land := range landOrder {
		cs := landChoices[land]
		if len(cs) == 1 {
			fixed = append(fixed, spot{c: cs[0], mark: l.Ring.LandRect(land), dot: -1})
			continue
		}
		// Several answers lead to one land (a Viking's ways to the
		// raided land): the land is cut into as many targets, each
		// showing who arrives there.
		for i, r := range l.Ring.LandParts(land, len(cs)) {
			small = append(small, spot{c: cs[i], mark: r, dot: -1, pawns: arrivals(cs[i], d)})
		}
	}
	var jailed []ge.Choice
	usedDot := map[ge.Dot]bool{}
	usedUnit := map[rules.Seat]bool{}
	for _, c := range d.Choices {
		if landAction(c.Action) {
			continue
		}
		if c.Action == ge.ActEscapeDot && onDot[c.Dot] > 1 {
			// Paying and Escape free the same structure: Escape, the
			// card that opens a prison, is played on the prison.
			jailed = append(jailed, c)
			continue
		}
		if dot := choiceDot(c); dot >= 0 && !usedDot[dot] {
			usedDot[dot] = true
			small = append(small, spot{c: c, mark: l.Ring.DotRect(dot), dot: -1})
			continue
		}
		if seat := unitOf(c, d); seat >= 0 && !usedUnit[seat] {
			if land, ok := s.Gealias(seat); ok {
				hs := s.Holders(land)
				i := 0
				for j, h := range hs {
					if h == seat {
						i = j
					}
				}
				r := l.Ring.UnitRect(land, i, len(hs))
				if !overlapsAny(r, fixed) && !overlapsAny(r, small) {
					usedUnit[seat] = true
					small = append(small, spot{c: c, mark: r, dot: -1})
					continue
				}
			}
		}
		switch c.Action {
		case ge.ActTake, ge.ActName, ge.ActBuy, ge.ActHandCard, ge.ActSetRoll:
			if _, ok := kinds[c.Action]; !ok {
				kindOrder = append(kindOrder, c.Action)
			}
			kinds[c.Action] = append(kinds[c.Action], c)
		case ge.ActBank, ge.ActTrade, ge.ActAskBank, ge.ActLevy, ge.ActPut:
			k := matrixKey{c.Action, c.Seat, c.Kind}
			if c.Action == ge.ActLevy || c.Action == ge.ActTrade || c.Action == ge.ActPut {
				k.give = 0
			}
			if _, ok := matrix[k]; !ok {
				matrixOrder = append(matrixOrder, k)
			}
			matrix[k] = append(matrix[k], c)
		default:
			simple = append(simple, c)
		}
	}
	for i, r := range l.Ring.PrisonCells(len(jailed)) {
		fixed = append(fixed, spot{c: jailed[i], mark: r, dot: jailed[i].Dot})
	}
	// Small targets (intersections, units, parts of a land) take a
	// fingertip's room where their neighbours leave it; what is drawn
	// stays their size.
	rs := make([]graphics.Rect, len(small))
	for i, sp := range small {
		rs[i] = sp.mark
	}
	var fr []graphics.Rect
	for _, sp := range fixed {
		fr = append(fr, sp.mark)
	}
	for i, r := range v.grow(rs, fr, l.Board, Fingertip(th)) {
		small[i].hit = r
	}
	for i := range fixed {
		fixed[i].hit = fixed[i].mark
	}
	spots := append(fixed, small...)
	for _, sp := range spots {
		target(&bs, sp.c.Move, sp.hit, labels[sp.c.Move])
	}
	// The dialog: plain answers first, a few to a line, then the kinds to
	// pick, then the trades and levies (a line per partner and kind given).
	// An offer comes first, then the cards to put on it, then the plain
	// answers (take it back; accept or refuse).
	var rows, plain []row
	per := 3
	if l.Dialog.W < th.Unit*40 {
		per = 2
	}
	for i := 0; i < len(simple); i += per {
		r := row{}
		for _, c := range simple[i:min(i+per, len(simple))] {
			r.choices = append(r.choices, c)
			r.labels = append(r.labels, labels[c.Move])
		}
		plain = append(plain, r)
	}
	offer, offering := s.OpenOffer()
	if offering {
		rows = append(rows, row{offer: true, head: offerHead(tr, offer, ts.Viewer)})
		if noneToGive(s, d, offer) {
			rows = append(rows, row{note: true, head: tr.T("gealias.table.none_to_give", rules.Key(offer.Get.Key()))})
		}
	} else {
		rows = append(rows, plain...)
	}
	for _, a := range kindOrder {
		r := row{head: kindHead(tr, a, d)}
		for _, c := range kinds[a] {
			r.choices = append(r.choices, c)
			r.labels = append(r.labels, choiceShort(tr, c))
		}
		rows = append(rows, r)
	}
	for _, k := range matrixOrder {
		gives := k.act == ge.ActBank || k.act == ge.ActAskBank || k.act == ge.ActTrade
		r := row{head: matrixHead(tr, k.act, k.seat), grid: true, gives: gives, mixed: k.act == ge.ActTrade, give: k.give}
		for _, c := range matrix[k] {
			r.choices = append(r.choices, c)
			r.labels = append(r.labels, kindName(tr, gridKind(c)))
		}
		rows = append(rows, r)
	}
	if offering {
		rows = append(rows, plain...)
	}
	// Many trades: where their rows do not all fit, a tab per kind given
	// shows the trades giving that kind alone (a row per partner).
	tabbed := false
	title := tr.M(ts.Prompt.Ask)
	if len(dialogRows(th, l, title, len(rows))) < len(rows) {
		rows, tabbed = v.giveTabs(rows, func(n int) int { return len(dialogRows(th, l, title, n)) })
	}
	out := laid{spots: spots, title: title}
	gap := th.Unit * 0.4
	// Grid rows share their heads' width, so that a kind keeps its column.
	var headW, tileW float64
	if tabbed {
		headW = graphics.TextWidth(tr.T("gealias.table.give_tabs"), th.Small) + gap
		if slices.ContainsFunc(rows, func(r row) bool { return r.mixed }) {
			// Room for the player trades' tab after "Give:".
			headW += graphics.TextWidth(tr.T("gealias.table.three_cards"), th.Small) + th.Unit*1.2 + gap*2
		}
	}
	for _, r := range rows {
		if r.grid || r.offer {
			headW = max(headW, graphics.TextWidth(r.head, th.Small)+gap)
			if r.gives && !tabbed {
				// Tabbed, the tab above shows the cards given.
				tileW = max(tileW, graphics.TextWidth(giveText(tr, r), th.Small)+th.Unit*1.2)
			}
		}
	}
	for i, rr := range dialogRows(th, l, title, len(rows)) {
		r := rows[i]
		cells := rr
		if len(r.tabs) > 0 {
			// The tabs take the columns the cards received take below.
			// The player trades' tab, if any, goes in the heads' column,
			// after "Give:", above the partners' names.
			var hr, anyR graphics.Rect
			hr, cells = cells.CutLeft(min(headW, cells.W*0.4))
			if slices.ContainsFunc(r.tabs, func(t giveTab) bool { return t.any }) {
				hr, anyR = hr.CutLeft(graphics.TextWidth(tr.T("gealias.table.give_tabs"), th.Small) + gap)
				anyR, _ = anyR.CutLeft(max(0, anyR.W-gap))
			}
			out.heads = append(out.heads, headAt{r: hr, text: tr.T("gealias.table.give_tabs")})
			cols := cells.Columns(int(ge.NumKinds), gap)
			label := tabLabels(th, tr, cols[0].W)
			for _, gt := range r.tabs {
				cr, tip, text := anyR, tr.T("gealias.table.give_tab_tip_any"), anyLabel(th, tr, anyR.W)
				if !gt.any {
					cr, tip, text = cols[gt.give], tr.T("gealias.table.give_tab_tip", rules.Key(gt.give.Key())), label(gt.give)
				}
				bs = append(bs, graphics.Button{ID: graphics.ViewID(giveID(gt)), Rect: cr, Style: graphics.StyleGhost,
					Tip: tip, Selected: gt.shown, Reveals: gt.moves})
				out.tabs = append(out.tabs, tabAt{r: cr, label: text, giveTab: gt})
			}
			continue
		}
		if r.offer {
			h, o := layOffer(cells, min(headW, cells.W*0.4), gap, r.head, offer)
			tip(&bs, "tip:offer", rr, offerText(tr, offer))
			out.heads = append(out.heads, h)
			out.offers = append(out.offers, o)
			continue
		}
		if r.note {
			out.heads = append(out.heads, headAt{r: cells, text: r.head, note: true})
			continue
		}
		if r.grid {
			if tabbed && r.gives {
				out.shownRows = out.shownRows.Union(rr)
			}
			h := headAt{text: r.head, give: r.give, mixed: r.mixed}
			h.r, cells = cells.CutLeft(min(headW, cells.W*0.4))
			if tileW > 0 {
				var tile, arrow graphics.Rect
				tile, cells = cells.CutLeft(tileW)
				// Room for an arrow seen at a glance: a head alone, 1.2
				// units wide, was lost between the cards.
				arrow, cells = cells.CutLeft(th.Unit * 2.6)
				if r.gives {
					h.tile, h.arrow = tile, arrow
				}
			}
			out.heads = append(out.heads, h)
			cols := cells.Columns(int(ge.NumKinds), gap)
			full := kindNamesFit(th, tr, cols[0].W-th.Unit*0.6)
			for j, c := range r.choices {
				k := gridKind(c)
				target(&bs, c.Move, cols[k], labels[c.Move])
				label := r.labels[j]
				if !full {
					label = short(label, 2)
				}
				out.tiles = append(out.tiles, tileAt{r: cols[k], kind: k, label: label, move: c.Move})
			}
			continue
		}
		if r.head != "" {
			hw := min(cells.W*0.34, th.Unit*20)
			if l.Narrow {
				hw = min(cells.W*0.3, th.Unit*13)
			}
			var hr graphics.Rect
			hr, cells = cells.CutLeft(hw)
			out.heads = append(out.heads, headAt{r: hr, text: r.head})
		}
		for j, cr := range cells.Columns(len(r.choices), gap) {
			c := r.choices[j]
			answer(&bs, c.Move, cr, r.labels[j], labels[c.Move])
		}
	}
	out.bs = bs
	out.dialog = hasAnswers(bs) || len(out.tiles) > 0
	return out
}

// layOffer lays an offer out on a dialog line: its head headW wide, then
// in the kinds' columns its three places (the cards put there, in kind
// order, then the empty ones), an arrow and the card asked for.
func layOffer(line graphics.Rect, headW, gap float64, head string, o ge.Offer) (headAt, offerAt) {
	hr, cells := line.CutLeft(headW)
	cols := cells.Columns(int(ge.NumKinds), gap)
	at := offerAt{places: cols[:ge.OfferSize], arrow: cols[ge.OfferSize], want: cols[ge.OfferSize+1], get: o.Get}
	for k := range ge.NumKinds {
		for range o.Cards[k] {
			at.put = append(at.put, k)
		}
	}
	return headAt{r: hr, text: head}, at
}

// seenOffer is the dialog of a viewer not asked while an offer is made or
// answered: the offer as it lies on the table, for every seat to see,
// under a line saying who is awaited (below it on a phone, whose dialog
// has no title line).
func seenOffer(th *graphics.Theme, tr *graphics.Tr, l Layout, bs graphics.Buttons, o ge.Offer, viewer rules.Seat) laid {
	out := laid{bs: bs, dialog: true}
	switch {
	case o.ToPut > 0:
		out.title = tr.T("gealias.table.offer_making", rules.SeatArg(o.Trader), rules.SeatArg(o.Partner), rules.Int(o.ToPut))
	case o.Bank:
		out.title = tr.T("gealias.table.offer_waiting_bank", rules.SeatArg(o.Partner))
	default:
		out.title = tr.T("gealias.table.offer_waiting", rules.SeatArg(o.Partner))
	}
	lines := 1
	if l.Narrow {
		lines = 2
	}
	rs := dialogRows(th, l, out.title, lines)
	if len(rs) == 0 {
		return out
	}
	if len(rs) > 1 {
		out.heads = append(out.heads, headAt{r: rs[1], text: out.title, note: true})
	}
	gap := th.Unit * 0.4
	head := offerHead(tr, o, viewer)
	h, at := layOffer(rs[0], min(graphics.TextWidth(head, th.Small)+gap, rs[0].W*0.4), gap, head, o)
	tip(&out.bs, "tip:offer", rs[0], offerText(tr, o))
	out.heads = append(out.heads, h)
	out.offers = append(out.offers, at)
	return out
}

// noneToGive reports whether an owner asked for a card is to be told why
// they have no Accept: the rules left it out, and their hand holds none of
// the kind asked for.
func noneToGive(s *ge.State, d ge.Decision, o ge.Offer) bool {
	if d.Kind != ge.TradeReply || o.Bank || slices.ContainsFunc(d.Choices, func(c ge.Choice) bool { return c.Action == ge.ActAccept }) {
		return false
	}
	cards, _, ok := s.Hand(o.Partner)
	return ok && cards[o.Get] == 0
}

// giveTabs keeps the trades that give one kind (the one whose tab was
// chosen, else the first), or the player trades (which give any three
// cards), and puts before them a row of tabs, one per kind given and one
// for the player trades. Rows that give nothing (levies) stay. A tab
// brings onto the table the trades its rows show once chosen: fit says
// how many rows of so many the dialog shows; the trades of rows beyond
// stay in the bar.
func (v *View) giveTabs(rows []row, fit func(n int) int) ([]row, bool) {
	var tabs []giveTab
	for _, r := range rows {
		if r.grid && r.gives && !slices.ContainsFunc(tabs, func(t giveTab) bool { return t.holds(r) }) {
			tabs = append(tabs, tabOf(r))
		}
	}
	if len(tabs) < 2 {
		return rows, false
	}
	// with is the dialog's rows with tab t chosen.
	with := func(t giveTab) []row {
		out := slices.DeleteFunc(slices.Clone(rows), func(r row) bool { return r.grid && r.gives && !t.holds(r) })
		first := slices.IndexFunc(out, func(r row) bool { return r.grid })
		return slices.Insert(out, first, row{tabs: tabs})
	}
	shown := 0
	for i := range tabs {
		rs := with(tabs[i])
		for _, r := range rs[:min(len(rs), fit(len(rs)))] {
			if r.grid && r.gives {
				for _, c := range r.choices {
					tabs[i].moves = append(tabs[i].moves, c.Move)
				}
			}
		}
		if v.chosen && tabs[i].any == v.any && (v.any || tabs[i].give == v.give) {
			shown = i
		}
	}
	if len(tabs[shown].moves) == 0 {
		// A dialog with room for the tabs but none for a trade below.
		return rows, false
	}
	tabs[shown].shown = true
	return with(tabs[shown]), true
}

// giveID names a tab (graphics.ViewID): a kind's, or the player trades'.
func giveID(t giveTab) string {
	if t.any {
		return "give:any"
	}
	return "give:" + strconv.Itoa(int(t.give))
}

// Choose shows the trades giving the kind whose tab was clicked, or the
// player trades.
func (v *View) Choose(_ graphics.TableState, id string) {
	s, ok := strings.CutPrefix(id, graphics.ViewID("give:"))
	if ok && s == "any" {
		v.any, v.chosen = true, true
		return
	}
	n, err := strconv.Atoi(s)
	if !ok || err != nil || n < 0 || n >= int(ge.NumKinds) {
		return
	}
	v.give, v.any, v.chosen = ge.Kind(n), false, true
}

// tabLabels names the kinds' tabs alike, in the first way in which every
// kind's name fits a tab w wide inside the outline the widgets draw:
// "3 Clay", "3 Cl", "Cl".
func tabLabels(th *graphics.Theme, tr *graphics.Tr, w float64) func(ge.Kind) string {
	ways := []func(ge.Kind) string{
		func(k ge.Kind) string { return threeOf(tr, k) },
		func(k ge.Kind) string { return tr.T("gealias.table.three_of", rules.Text(short(kindName(tr, k), 2))) },
	}
	for _, way := range ways {
		fits := true
		for k := range ge.NumKinds {
			fits = fits && graphics.TextWidth(way(k), th.Small) <= w-th.Unit*1.2
		}
		if fits {
			return way
		}
	}
	return func(k ge.Kind) string { return short(kindName(tr, k), 2) }
}

// anyLabel names the player trades' tab, w wide: "3 cards", "3 any" or
// "any".
func anyLabel(th *graphics.Theme, tr *graphics.Tr, w float64) string {
	for _, key := range []string{"gealias.table.three_cards", "gealias.table.three_any"} {
		if l := tr.T(key); graphics.TextWidth(l, th.Small) <= w-th.Unit*1.2 {
			return l
		}
	}
	return tr.T("gealias.table.any")
}

// kindNamesFit reports whether every kind's name fits in w: the cards of a
// grid are named alike, in full or all by their first letters.
func kindNamesFit(th *graphics.Theme, tr *graphics.Tr, w float64) bool {
	for k := range ge.NumKinds {
		if graphics.TextWidth(kindName(tr, k), th.Small) > w {
			return false
		}
	}
	return true
}

// gridKind is the kind a trade receives, a levy takes, or an offer is
// given: its column.
func gridKind(c ge.Choice) ge.Kind {
	if c.Action == ge.ActLevy || c.Action == ge.ActPut {
		return c.Kind
	}
	return c.Get
}

// threeOf labels the three cards a trade gives.
func threeOf(tr *graphics.Tr, k ge.Kind) string {
	return tr.T("gealias.table.three_of", rules.Key(k.Key()))
}

// giveText labels what a trade row gives: three of its kind, or (a
// player trade) any three cards.
func giveText(tr *graphics.Tr, r row) string {
	if r.mixed {
		return tr.T("gealias.table.three_cards")
	}
	return threeOf(tr, r.give)
}

// offerHead heads an offer as viewer sees it: to whom the viewer makes
// it, who makes it to the viewer, a bank trade asked for, or who offers
// whom.
func offerHead(tr *graphics.Tr, o ge.Offer, viewer rules.Seat) string {
	switch {
	case o.Bank:
		return tr.T("gealias.table.offer_bank", rules.SeatArg(o.Trader))
	case o.Trader == viewer:
		return tr.T("gealias.table.offer_to", rules.SeatArg(o.Partner))
	case o.Partner == viewer:
		return tr.T("gealias.table.offer_from", rules.SeatArg(o.Trader))
	}
	return tr.T("gealias.table.offer_between", rules.SeatArg(o.Trader), rules.SeatArg(o.Partner))
}

// choiceDot is the intersection an answer is about, or -1: a fight for a
// share is fought where the share comes from (a tent's, taken by the
// fortress beside it, on the tent).
func choiceDot(c ge.Choice) ge.Dot {
	switch c.Action {
	case ge.ActFightShare:
		return c.Source
	case ge.ActPlace, ge.ActTent, ge.ActUpgrade, ge.ActPlague, ge.ActSell, ge.ActPayDot, ge.ActEscapeDot,
		ge.ActQuarantine, ge.ActRaidFortress:
		return c.Dot
	}
	return -1
}

// landAction says whether an answer leads to its Land.
func landAction(a ge.Action) bool {
	switch a {
	case ge.ActPawn, ge.ActMove, ge.ActWalk, ge.ActRaidTake:
		return true
	}
	return false
}

// unitOf is the Gealias unit an answer is played on, or -1: the rival a
// Prison Order sends to prison, the captive a Viking leaves on the raided
// land, one's own unit for staying where it is.
func unitOf(c ge.Choice, d ge.Decision) rules.Seat {
	switch c.Action {
	case ge.ActPrisonOrder:
		return c.Seat
	case ge.ActRaidSend:
		return d.Other
	case ge.ActStay:
		return d.For
	}
	return -1
}

// arrivals are the units an answer brings to its land, shown in its part
// of the land: the Viking alone, or with the captive.
func arrivals(c ge.Choice, d ge.Decision) []rules.Seat {
	switch c.Action {
	case ge.ActWalk:
		return []rules.Seat{d.For}
	case ge.ActRaidTake:
		return []rules.Seat{d.For, d.Other}
	}
	return nil
}

// overlapsAny says whether r overlaps a spot's mark. Rects that only
// touch do not: units side by side on a land touch, and their edges,
// computed two ways, may differ in the last bits.
func overlapsAny(r graphics.Rect, sps []spot) bool {
	const e = 1e-6
	for _, sp := range sps {
		m := sp.mark
		if r.X < m.Right()-e && m.X < r.Right()-e && r.Y < m.Bottom()-e && m.Y < r.Bottom()-e {
			return true
		}
	}
	return false
}

// Fingertip is the side a small target's click area grows to: about 24
// pixels at a phone's unit.
func Fingertip(th *graphics.Theme) float64 { return th.Unit * 3.2 }

// dialogTitle is the dialog's title, text, where it has one: its lines
// (two where one would cut the question short) and where they go. On a
// phone the prompt bar just below asks the same question, and the room is
// worth more as a row of answers.
func dialogTitle(th *graphics.Theme, l Layout, text string) (lines []string, title, body graphics.Rect) {
	body = l.Dialog.Inset(th.Unit * 0.5)
	if l.Narrow {
		return nil, graphics.Rect{}, body
	}
	lines = twoLines(th, text, body.W, true)
	title, body = body.CutTop(graphics.LineHeight(th.Small) * (float64(len(lines)) + 0.3))
	return lines, title, body
}

// dialogRows cuts the dialog below its title into k lines, as many as fit
// at a readable height; lines that do not fit stay in the prompt bar.
func dialogRows(th *graphics.Theme, l Layout, title string, k int) []graphics.Rect {
	u := th.Unit
	_, _, body := dialogTitle(th, l, title)
	if k == 0 || body.H < u*2.8 {
		return nil
	}
	gap := u * 0.4
	h := min(u*4.6, (body.H-gap*float64(k-1))/float64(k))
	if h < u*2.8 {
		h = u * 2.8
		k = int((body.H + gap) / (h + gap))
	}
	out := make([]graphics.Rect, 0, k)
	for i := 0; i < k; i++ {
		var r graphics.Rect
		r, body = body.CutTop(h)
		out = append(out, r)
		_, body = body.CutTop(gap)
	}
	return out
}

// kindHead heads a row of kinds.
func kindHead(tr *graphics.Tr, a ge.Action, d ge.Decision) string {
	switch a {
	case ge.ActBuy:
		return tr.T("gealias.table.buy_row")
	case ge.ActHandCard:
		return tr.T("gealias.table.give_row", rules.Int(d.Count))
	case ge.ActSetRoll:
		return tr.T("gealias.table.set_roll")
	}
	return ""
}

// matrixHead heads a row of trades or levies: with whom (the cards given
// follow as a tile).
func matrixHead(tr *graphics.Tr, a ge.Action, seat rules.Seat) string {
	switch a {
	case ge.ActBank:
		return tr.T("gealias.table.bank_row")
	case ge.ActTrade:
		return tr.T("gealias.table.trade_row", rules.SeatArg(seat))
	case ge.ActAskBank:
		return tr.T("gealias.table.askbank_row", rules.SeatArg(seat))
	case ge.ActPut:
		return tr.T("gealias.table.put_row")
	}
	return tr.T("gealias.table.levy_row", rules.SeatArg(seat))
}

// choiceShort is a kind button's label.
func choiceShort(tr *graphics.Tr, c ge.Choice) string {
	switch {
	case c.Action == ge.ActSetRoll:
		return strconv.Itoa(c.Steps)
	case c.Red:
		return tr.T(c.Card.Key())
	}
	return tr.T(c.Kind.Key())
}

// Animating reports whether something still moves.
func (v *View) Animating(now time.Time) bool { return v.motion.animating(now) }

var _ graphics.GameView = (*View)(nil)
var _ graphics.Animator = (*View)(nil)
var _ graphics.Chooser = (*View)(nil)
var _ graphics.ResultsView = (*View)(nil)
