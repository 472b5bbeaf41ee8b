// The results screen's breakdown, counted as the rulebook counts: per team
// its main points, the auxiliary points with the scholars whose coin
// conditions its coins meet, specialty sets, the six-scholar condition and
// military points, each player's coins, swords and spoils; the Order's
// active symbols from what it assassinated; the tie-break used.
package belaad

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	bel "majlis/rules/belaad"
)

// ResultLines is the breakdown in sentences, one block per team.
func ResultLines(tr *graphics.Tr, s *bel.State) [][]string {
	var out [][]string
	for _, tm := range teamsOf(s) {
		var ls []string
		if tm == bel.Order {
			toks, schs := s.Assassinated()
			ls = append(ls, tr.T("belaad.res.order", rules.Key(bel.TeamKey(tm)), rules.Int(s.OrderActive())),
				tr.T("belaad.res.order_detail", rules.Int(len(schs)), rules.Int(len(toks))))
			var names []string
			for _, tk := range toks {
				names = append(names, tr.T(bel.TokenKey(tk)))
			}
			if len(names) > 0 {
				ls = append(ls, tr.T("belaad.res.order_tokens", rules.Text(strings.Join(names, ", "))))
			}
		} else {
			sc := s.TeamScore(tm)
			ls = append(ls, tr.T("belaad.res.team", rules.Key(bel.TeamKey(tm)), rules.Int(sc.Total)),
				tr.T("belaad.res.points", rules.Int(sc.Main), rules.Int(sc.Coins), rules.Int(sc.Spec), rules.Int(sc.Six), rules.Int(sc.Military)))
			var paid []string
			for _, id := range sc.Paid {
				paid = append(paid, tr.T(bel.ScholarKey(id)))
			}
			if len(paid) > 0 {
				ls = append(ls, tr.T("belaad.res.paid", rules.Int(sc.Gold), rules.Int(sc.Red), rules.Text(strings.Join(paid, ", "))))
			} else {
				ls = append(ls, tr.T("belaad.res.unpaid", rules.Int(sc.Gold), rules.Int(sc.Red)))
			}
		}
		for v := range s.Setup().Seats {
			seat := rules.Seat(v)
			if s.Team(seat) != tm {
				continue
			}
			p := s.Purse(seat)
			ls = append(ls, tr.T("belaad.res.player", rules.SeatArg(seat), rules.Int(p.Gold), rules.Int(p.Red), rules.Int(p.Swords), rules.Int(len(s.Spoils(seat)))))
		}
		out = append(out, ls)
	}
	if res := s.Result(); res.Done && res.TieBreak.Key != "" {
		out = append(out, []string{tr.M(res.TieBreak)})
	}
	return out
}

// DrawResults implements graphics.ResultsView: one column per team.
func (v *View) DrawResults(dst *ebiten.Image, th *graphics.Theme, area graphics.Rect, ts graphics.TableState) {
	s, ok := state(ts)
	if !ok || area.W <= 0 || area.H <= 0 {
		return
	}
	u := th.Unit
	blocks := ResultLines(ts.Tr, s)
	narrow := area.W < u*90
	var cols []graphics.Rect
	if narrow {
		cols = area.Rows(len(blocks), u*0.5)
	} else {
		cols = area.Columns(len(blocks), u)
	}
	for i, b := range blocks {
		r := cols[i]
		th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, th.Palette.Panel)
		in := r.Inset(u * 0.6)
		y := in.Y
		for j, ln := range b {
			face, clr := th.Small, th.Ink
			if j == 0 {
				face, clr = th.Bold, th.Accent
			}
			y += th.DrawParagraph(dst, ln, face, graphics.R(in.X, y, in.W, in.Bottom()-y), clr)
		}
	}
}
