// Package gealias draws the Gealias table from a seat's view: the round
// board of twelve triangles (outer and inner lands in their resource
// colours, the gold markets, the clockwise path, the intersections with
// their tents and fortresses in each player's colour, every Gealias on its
// land, the prison), each player's panel, the Gealiaction deck and discard,
// the die and the last fight's dice. The decision the rules name
// (gealias.State.Decision) becomes targets where its things lie: lands to
// walk or walk to, intersections to build on, upgrade, sell, raid or free;
// everything else (fights, claims, trades at their rates, the cards to
// give) is a dialog of buttons beside the board.
package gealias

import (
	"strconv"
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
}

// Layout returns the table's targets and hover areas.
func (v *View) Layout(th *graphics.Theme, area graphics.Rect, ts graphics.TableState) graphics.Buttons {
	bs, _ := v.lay(th, area, ts)
	return bs
}

// headAt is a dialog row's heading and where it goes.
type headAt struct {
	r    graphics.Rect
	text string
}

// lay places the targets, the hover areas and the dialog's headings.
func (v *View) lay(th *graphics.Theme, area graphics.Rect, ts graphics.TableState) (graphics.Buttons, []headAt) {
	s, ok := state(ts)
	if !ok {
		return nil, nil
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
		return bs, nil
	}
	labels := map[rules.Move]string{}
	for _, o := range ts.Prompt.Options {
		labels[o.Move] = tr.M(o.Label)
	}
	usedDot := map[ge.Dot]bool{}
	usedLand := map[ge.Land]bool{}
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
	for _, c := range d.Choices {
		switch c.Action {
		case ge.ActPlace, ge.ActTent, ge.ActUpgrade, ge.ActPlague, ge.ActSell, ge.ActPayDot, ge.ActEscapeDot,
			ge.ActQuarantine, ge.ActRaidFortress, ge.ActFightShare:
			if !usedDot[c.Dot] {
				usedDot[c.Dot] = true
				target(&bs, c.Move, l.Ring.DotRect(c.Dot), labels[c.Move])
				continue
			}
			simple = append(simple, c)
		case ge.ActPawn, ge.ActMove, ge.ActWalk:
			if !usedLand[c.Land] {
				usedLand[c.Land] = true
				target(&bs, c.Move, l.Ring.LandRect(c.Land), labels[c.Move])
				continue
			}
			simple = append(simple, c)
		case ge.ActTake, ge.ActName, ge.ActBuy, ge.ActHandCard, ge.ActSetRoll:
			if _, ok := kinds[c.Action]; !ok {
				kindOrder = append(kindOrder, c.Action)
			}
			kinds[c.Action] = append(kinds[c.Action], c)
		case ge.ActBank, ge.ActTrade, ge.ActAskBank, ge.ActLevy:
			k := matrixKey{c.Action, c.Seat, c.Kind}
			if c.Action == ge.ActLevy {
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
	// The dialog: plain answers first, a few to a line, then the kinds to
	// pick, then the trades at their rates (a line per kind given).
	var rows []row
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
		rows = append(rows, r)
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
		r := row{head: matrixHead(tr, k.act, k.seat, k.give)}
		for _, c := range matrix[k] {
			r.choices = append(r.choices, c)
			short := tr.T(c.Get.Key())
			if c.Action == ge.ActLevy {
				short = tr.T(c.Kind.Key())
			}
			r.labels = append(r.labels, short)
		}
		rows = append(rows, r)
	}
	var heads []headAt
	for i, rr := range dialogRows(th, l.Dialog, len(rows)) {
		r := rows[i]
		cells := rr
		if r.head != "" {
			hw := min(cells.W*0.34, th.Unit*20)
			if l.Narrow {
				hw = min(cells.W*0.3, th.Unit*13)
			}
			var hr graphics.Rect
			hr, cells = cells.CutLeft(hw)
			heads = append(heads, headAt{hr, r.head})
		}
		for j, cr := range cells.Columns(len(r.choices), th.Unit*0.4) {
			c := r.choices[j]
			answer(&bs, c.Move, cr, r.labels[j], labels[c.Move])
		}
	}
	return bs, heads
}

// dialogRows cuts the dialog below its title into k lines, as many as fit
// at a readable height; lines that do not fit stay in the prompt bar.
func dialogRows(th *graphics.Theme, dlg graphics.Rect, k int) []graphics.Rect {
	u := th.Unit
	_, body := dlg.Inset(u * 0.5).CutTop(graphics.LineHeight(th.Small) * 1.3)
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

// matrixHead heads a row of trades or levies.
func matrixHead(tr *graphics.Tr, a ge.Action, seat rules.Seat, give ge.Kind) string {
	switch a {
	case ge.ActBank:
		return tr.T("gealias.table.bank_row", rules.Key(give.Key()))
	case ge.ActTrade:
		return tr.T("gealias.table.trade_row", rules.SeatArg(seat), rules.Key(give.Key()))
	case ge.ActAskBank:
		return tr.T("gealias.table.askbank_row", rules.SeatArg(seat), rules.Key(give.Key()))
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
var _ graphics.ResultsView = (*View)(nil)
