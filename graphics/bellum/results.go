// The results screen's breakdown: every player's chests revealed and
// summed (the winners' lines in gold) and the tie-break the rules applied;
// the results screen above names the winners.
package bellum

import (
	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	bm "majlis/rules/bellum"
)

// resultRow is one player's line of the breakdown.
type resultRow struct {
	Seat   rules.Seat
	Values []int
	Total  int
	Winner bool
}

// breakdown lists each seat's chests as the finished game's view shows
// them (all revealed once it is over).
func breakdown(s *bm.State, viewer rules.Seat) ([]resultRow, rules.Result) {
	res := s.Result()
	var out []resultRow
	for i := 0; i < s.Setup().Seats; i++ {
		c := castleOf(s, rules.Seat(i), viewer)
		row := resultRow{Seat: rules.Seat(i), Values: c.Values, Total: c.Total}
		for _, w := range res.Winners {
			row.Winner = row.Winner || w == row.Seat
		}
		out = append(out, row)
	}
	return out, res
}

// DrawResults draws the breakdown of the final count.
func (v *View) DrawResults(dst *ebiten.Image, th *graphics.Theme, area graphics.Rect, ts graphics.TableState) {
	s, ok := state(ts)
	if !ok {
		return
	}
	tr := ts.Tr
	rows, res := breakdown(s, ts.Viewer)
	lh := graphics.LineHeight(th.Small) * 1.4
	in := area
	// The results screen above names the winners; this is how the
	// chests were counted.
	head, in := in.CutTop(lh)
	th.DrawTextIn(dst, tr.T("bellum.table.results_count"), th.Bold, head, th.Gold, graphics.AlignStart)
	tie := tr.T("bellum.table.results_none")
	if res.TieBreak.Key != "" {
		tie = tr.M(res.TieBreak)
	}
	t, in := in.CutTop(lh)
	th.DrawTextIn(dst, graphics.Ellipsize(tie, th.Small, t.W), th.Small, t, th.InkDim, graphics.AlignStart)
	for _, r := range rows {
		if in.H < lh {
			return
		}
		var line graphics.Rect
		line, in = in.CutTop(lh)
		tok, rest := line.CutLeft(line.H)
		th.Token(dst, tok.CX(), tok.CY(), tok.H*0.4, "person", th.SeatColor(int(r.Seat)))
		label := tr.T("bellum.table.results_row", rules.SeatArg(r.Seat), rules.Int(len(r.Values)), rules.Int(r.Total))
		lw := graphics.TextWidth(label, th.Small) + th.Unit
		lr, chips := rest.CutLeft(min(lw, rest.W*0.5))
		if lw > rest.W*0.5 && in.H >= lh {
			// Narrow (a phone): the words on their line, the chests on
			// the next, so neither is cut.
			lr = rest
			chips, in = in.CutTop(lh)
			_, chips = chips.CutLeft(tok.W)
		}
		clr := th.Ink
		if r.Winner {
			clr = th.Gold
		}
		th.DrawTextIn(dst, graphics.Ellipsize(label, th.Small, lr.W), th.Small, lr, clr, graphics.AlignStart)
		var items []pip
		for _, val := range r.Values {
			items = append(items, pip{val, "", chestColors[valueKind(val)]})
		}
		pips(dst, th, chips, items)
	}
}
