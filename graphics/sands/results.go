// The results screen's breakdown: how the game ended (the victory and its
// reason), then each player's City Sections standing with their Water,
// Heroes in play and Story points, from the finished game's view.
package sands

import (
	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	sd "majlis/rules/sands"
)

// resultRow is one player's line of the breakdown.
type resultRow struct {
	Seat                          rules.Seat
	Sections, Water, Heroes, Tale int
	Out, Winner                   bool
}

// breakdown counts what each seat kept at the end.
func breakdown(s *sd.State) ([]resultRow, rules.Result) {
	res := s.Result()
	var out []resultRow
	for i := 0; i < s.Setup().Seats; i++ {
		seat := rules.Seat(i)
		row := resultRow{Seat: seat, Out: s.Player(seat).Out}
		for _, c := range s.Cards(seat, sd.InCity) {
			row.Sections++
			row.Water += c.Water
		}
		for _, c := range s.Cards(seat, sd.AtHome) {
			switch {
			case isUnit(c):
				row.Heroes++
			case c.Known && c.Def.Kind == sd.Story:
				row.Tale += c.Def.StoryPoints
			}
		}
		for _, w := range res.Winners {
			row.Winner = row.Winner || w == seat
		}
		out = append(out, row)
	}
	return out, res
}

// DrawResults draws the breakdown of the end of the game.
func (v *View) DrawResults(dst *ebiten.Image, th *graphics.Theme, area graphics.Rect, ts graphics.TableState) {
	s, ok := state(ts)
	if !ok {
		return
	}
	tr := ts.Tr
	rows, res := breakdown(s)
	lh := graphics.LineHeight(th.Small) * 1.4
	in := area
	if res.Reason.Key != "" {
		var head graphics.Rect
		head, in = in.CutTop(lh)
		th.DrawTextIn(dst, graphics.Ellipsize(tr.M(res.Reason), th.Bold, head.W), th.Bold, head, th.Gold, graphics.AlignStart)
	}
	for _, r := range rows {
		if in.H < lh {
			return
		}
		var line graphics.Rect
		line, in = in.CutTop(lh)
		tok, rest := line.CutLeft(line.H)
		th.Token(dst, tok.CX(), tok.CY(), tok.H*0.4, "person", th.SeatColor(int(r.Seat)))
		key := "sands.table.results_row"
		if r.Out {
			key = "sands.table.results_out"
		}
		txt := tr.T(key, rules.SeatArg(r.Seat), rules.Int(r.Sections), rules.Int(r.Water), rules.Int(r.Heroes), rules.Int(r.Tale))
		clr := th.Ink
		if r.Winner {
			clr = th.Gold
		}
		th.DrawTextIn(dst, graphics.Ellipsize(txt, th.Small, rest.W), th.Small, rest, clr, graphics.AlignStart)
	}
}
