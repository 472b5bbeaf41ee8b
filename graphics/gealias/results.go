// The results screen's breakdown: each player's structure points (a
// fortress 2, a tent 1), then the gold and resource cards the round-limit
// tie-breaks compare, where the viewer may see them, and the tie-break the
// rules applied.
package gealias

import (
	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	ge "majlis/rules/gealias"
)

// resultRow is one player's line of the breakdown.
type resultRow struct {
	Seat            rules.Seat
	Forts, Tents    int
	Points          int
	Gold, Resources int
	Known, Winner   bool
}

func breakdown(s *ge.State, viewer rules.Seat) ([]resultRow, rules.Result) {
	res := s.Result()
	var out []resultRow
	for i := 0; i < s.Setup().Seats; i++ {
		seat := rules.Seat(i)
		to, fo, _, _ := s.Pieces(seat)
		r := resultRow{Seat: seat, Forts: fo, Tents: to, Points: 2*fo + to}
		if cards, _, ok := s.Hand(seat); ok {
			r.Known, r.Gold, r.Resources = true, cards[ge.Gold], cards.Resources()
		}
		for _, w := range res.Winners {
			r.Winner = r.Winner || w == seat
		}
		out = append(out, r)
	}
	return out, res
}

// ScoreDetail says what makes up a seat's score.
func (v *View) ScoreDetail(st rules.State, tr *graphics.Tr, seat rules.Seat) string {
	s, ok := st.(*ge.State)
	if !ok {
		return ""
	}
	to, fo, _, _ := s.Pieces(seat)
	return tr.T("gealias.table.score_detail", rules.Int(fo), rules.Int(to))
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
	// The results screen above says why the game ended; this is how the
	// structures were counted.
	head, in := in.CutTop(lh)
	th.DrawTextIn(dst, graphics.Ellipsize(tr.T("gealias.table.results_count"), th.Bold, head.W), th.Bold, head, th.Gold, graphics.AlignStart)
	if res.TieBreak.Key != "" {
		var t graphics.Rect
		t, in = in.CutTop(lh)
		th.DrawTextIn(dst, graphics.Ellipsize(tr.M(res.TieBreak), th.Small, t.W), th.Small, t, th.InkDim, graphics.AlignStart)
	}
	for _, r := range rows {
		if in.H < lh {
			return
		}
		var line graphics.Rect
		line, in = in.CutTop(lh)
		tok, rest := line.CutLeft(line.H)
		th.Token(dst, tok.CX(), tok.CY(), tok.H*0.4, "person", th.SeatColor(int(r.Seat)))
		label := tr.T("gealias.table.results_row", rules.SeatArg(r.Seat), rules.Key(s.Civ(r.Seat).Key()),
			rules.Int(r.Forts), rules.Int(r.Tents), rules.Int(r.Points))
		if r.Known {
			label += " · " + tr.T("gealias.table.results_cards", rules.Int(r.Gold), rules.Int(r.Resources))
		}
		clr := th.Ink
		if r.Winner {
			clr = th.Gold
		}
		// A line too long for the width (a phone) goes on below the
		// first, indented as it is, while there is room.
		lines := graphics.Wrap(label, th.Small, rest.W)
		for i, text := range lines {
			if i > 0 {
				if in.H < lh {
					break
				}
				line, in = in.CutTop(lh)
				_, rest = line.CutLeft(tok.W)
			}
			th.DrawTextIn(dst, graphics.Ellipsize(text, th.Small, rest.W), th.Small, rest, clr, graphics.AlignStart)
		}
	}
}

var _ graphics.ScoreExplainer = (*View)(nil)
