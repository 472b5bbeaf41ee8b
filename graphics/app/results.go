// The results screen: scores, winners, why the game ended and how a tie
// was broken; play again, save the game, back home.
package app

import (
	"slices"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
)

type results struct {
	st     rules.State // the final state, seen by nobody in particular
	view   graphics.GameView
	sess   session.Session
	tr     *graphics.Tr
	res    rules.Result
	setup  rules.Setup
	humans []rules.Seat
	levels []string // the bots', by seat, for the next game
	local  bool
	// detail draws the game's own breakdown of the count, when its view
	// has one, from the finished game as the viewer sees it.
	detail graphics.ResultsView
	final  graphics.TableState
}

func newResults(a *App, t *table) *results {
	st := t.sess.View(rules.Spectator)
	r := &results{st: st, view: t.view, sess: t.sess, tr: t.tr, res: st.Result(), setup: t.sess.Setup(), humans: t.sess.Local(), levels: sessionLevels(t.sess), local: t.local}
	if rv, ok := t.view.(graphics.ResultsView); ok {
		r.detail = rv
		r.final = graphics.TableState{State: t.sess.View(t.viewer), Viewer: t.viewer, Tr: t.tr}
	}
	return r
}

func (r *results) version() uint64 { return 0 }

func (r *results) testInfo(ti *TestInfo) {
	ti.Done = true
	lg := r.sess.Log()
	ti.Step = len(lg.Steps)
	ti.Hash = lg.Hash.String()
	if len(lg.Steps) > 0 {
		ti.Hash = lg.Steps[len(lg.Steps)-1].Hash.String()
	}
}

func (r *results) layout(a *App, area graphics.Rect) graphics.Buttons {
	u := a.th.Unit
	bot, _ := area.Inset(u * 3).CutBottom(u * 7)
	cols := bot.Columns(3, u*2)
	again := graphics.Button{ID: "again", Rect: cols[0], Label: a.tr.T("core.results.again"), Icon: "play-button", Style: graphics.StylePrimary}
	if !r.local {
		again.Style = graphics.StyleDisabled
	}
	return graphics.Buttons{
		again,
		{ID: "save", Rect: cols[1], Label: a.tr.T("core.table.save"), Icon: "scroll-unfurled"},
		{ID: "home", Rect: cols[2], Label: a.tr.T("core.results.home"), Icon: "house"},
	}
}

func (r *results) update(a *App, in graphics.Input, b graphics.Button, ok bool) {
	if !ok {
		return
	}
	switch b.ID {
	case "again":
		r.sess.Close()
		startLocal(a, r.setup, r.humans, r.levels)
	case "save":
		saveLog(a, r.sess)
	case "home":
		r.sess.Close()
		a.goTo(newHome(a))
	}
}

func (r *results) draw(a *App, dst *ebiten.Image) {
	th, tr := a.th, a.tr
	u := th.Unit
	area := graphics.R(0, 0, float64(a.w), float64(a.h)).Inset(u * 3)
	title, rest := area.CutTop(graphics.LineHeight(th.Huge) * 1.3)
	th.DrawTextIn(dst, tr.T("core.results.title"), th.Huge, title, th.Accent, graphics.AlignStart)
	y := rest.Y
	if r.res.Reason.Key != "" {
		y += th.DrawParagraph(dst, r.reason(), th.Body, graphics.R(rest.X, y, rest.W, u*10), th.InkDim)
	}
	var win []string
	for _, s := range r.res.Winners {
		win = append(win, r.tr.Names(s))
	}
	if len(win) > 0 {
		s := tr.T("core.results.winners", rules.Int(len(win)), rules.Text(joinNames(tr, win)))
		th.DrawText(dst, s, th.Title, rest.X, y+u, th.Gold, graphics.AlignStart)
		y += graphics.LineHeight(th.Title) + u*2
	}
	if r.res.TieBreak.Key != "" {
		y += th.DrawParagraph(dst, r.tr.M(r.res.TieBreak), th.Body, graphics.R(rest.X, y, rest.W, u*10), th.Ink)
	}
	y += u * 2
	// Scores, best first.
	order := make([]int, len(r.res.Scores))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return r.res.Scores[order[i]] > r.res.Scores[order[j]] })
	rowH := graphics.LineHeight(th.Bold) * 1.6
	ranks := rankOf(r.res.Scores, order)
	for k, s := range order {
		rank := ranks[k] - 1
		row := graphics.R(rest.X, y, min(rest.W-rowH-u, u*80), rowH)
		bg := th.Palette.Panel
		if slices.Contains(r.res.Winners, rules.Seat(s)) {
			bg = th.PanelHi
		}
		th.RoundRect(dst, row.X, row.Y, row.W, row.H-u*0.5, u*0.6, bg)
		in := row.Inset(u * 0.5)
		rk, in := in.CutLeft(u * 5)
		th.DrawTextIn(dst, tr.T("core.results.rank", rules.Int(rank+1)), th.Bold, rk, th.InkDim, graphics.AlignCenter)
		tok, in := in.CutLeft(in.H)
		th.Token(dst, tok.CX(), tok.CY(), tok.H*0.45, "person", th.SeatColor(s))
		_, in = in.CutLeft(u)
		sc, in := in.CutRight(u * 14)
		if se, ok := r.view.(graphics.ScoreExplainer); ok && r.st != nil {
			// What the score is made of, beside it.
			if d := se.ScoreDetail(r.st, r.tr, rules.Seat(s)); d != "" {
				dr, rest := in.CutRight(min(graphics.TextWidth(d, th.Small)+u, in.W*0.5))
				th.DrawTextIn(dst, graphics.Ellipsize(d, th.Small, dr.W), th.Small, dr, th.InkDim, graphics.AlignEnd)
				in = rest
			}
		}
		th.DrawTextIn(dst, graphics.Ellipsize(r.tr.Names(rules.Seat(s)), th.Bold, in.W), th.Bold, in, th.Ink, graphics.AlignStart)
		th.DrawTextIn(dst, tr.T("core.results.score", rules.Int(r.res.Scores[s])), th.Bold, sc, th.Ink, graphics.AlignEnd)
		if slices.Contains(r.res.Winners, rules.Seat(s)) {
			th.DrawIcon(dst, "laurels-trophy", graphics.R(row.Right()+u, row.Y, row.H, row.H), th.Gold)
		}
		y += rowH
	}
	if r.detail != nil {
		buttons, _ := area.CutBottom(u * 8)
		r.detail.DrawResults(dst, th, graphics.R(rest.X, y+u, rest.W, buttons.Y-y-u*2), r.final)
	}
}

// rankOf numbers the seats of order (best first) as standings do: equal
// scores share a rank, and the next rank counts the seats before it (1,
// 1, 3).
func rankOf(scores []int, order []int) []int {
	ranks := make([]int, len(order))
	for k, s := range order {
		ranks[k] = k + 1
		if k > 0 && scores[s] == scores[order[k-1]] {
			ranks[k] = ranks[k-1]
		}
	}
	return ranks
}

// reason says why the game ended, as a sentence of its own: every game's
// Result.Reason key is one (ruletest checks), not a fragment of the log's
// "game over" line.
func (r *results) reason() string { return r.tr.M(r.res.Reason) }

// joinNames joins names as a sentence ("A, B and C").
func joinNames(tr *graphics.Tr, names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	s := names[0]
	for _, n := range names[1 : len(names)-1] {
		s = tr.T("core.list.comma", rules.Text(s), rules.Text(n))
	}
	return tr.T("core.list.and", rules.Text(s), rules.Text(names[len(names)-1]))
}
