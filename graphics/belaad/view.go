// Package belaad draws the Belaad table from a seat's view: each team's
// character boards with their symbols, slots, tokens and abilities, every
// player's coins, swords, cards and spoils, the centre (the three action
// decks, the revealed scholars, the token bag, the battle deck, the sword
// pool), the viewer's hand and the card being performed, a battle in the
// middle, and a dialog for a question out of turn. Every option that names
// a thing on the table is answered by clicking that thing.
package belaad

import (
	"image/color"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"majlis/graphics"
	"majlis/rules"
	bel "majlis/rules/belaad"
)

// View is the Belaad table view. It remembers what the table showed when
// last drawn, so that what changed can travel across it.
type View struct {
	prev   *snapshot
	tweens graphics.Tweens
	now    func() time.Time
}

// New returns the view.
func New() *View { return &View{now: time.Now} }

func state(ts graphics.TableState) (*bel.State, bool) {
	s, ok := ts.State.(*bel.State)
	return s, ok
}

// decision is the question for the viewer, if it is the one asked.
func decision(s *bel.State, ts graphics.TableState) (bel.Decision, bool) {
	if ts.Prompt == nil || ts.Prompt.Seat != ts.Viewer {
		return bel.Decision{}, false
	}
	d, ok := s.Decision()
	if !ok || d.Seat != ts.Viewer {
		return bel.Decision{}, false
	}
	return d, true
}

// Layout returns the targets of the viewer's options and a hover area with
// the full text of every card, board, scholar, token and pile.
func (v *View) Layout(th *graphics.Theme, area graphics.Rect, ts graphics.TableState) graphics.Buttons {
	s, ok := state(ts)
	if !ok {
		return nil
	}
	tr := ts.Tr
	l := Place(th, area, s, ts.Viewer)
	bs := tips(th, tr, l, s, ts)
	d, asked := decision(s, ts)
	if !asked {
		return bs
	}
	if isDialog(d) {
		// The dialog covers the centre (and with its answers stacked,
		// some of the boards): nothing under it answers.
		ask := tr.M(ts.Prompt.Ask)
		box := cutDialog(th, l, ask, dialogLabels(tr, d, ts.Prompt)).Box
		var out graphics.Buttons
		for _, b := range bs {
			if !overlaps(b.Rect, box) {
				out = append(out, b)
			}
		}
		bs = append(out, graphics.Button{ID: "tip:dialog", Rect: box, Style: graphics.StyleTip, Tip: ask})
	}
	for _, t := range placeTargets(th, tr, l, s, d, ts.Prompt) {
		o, _ := ts.Prompt.Find(t.Choice.Move)
		b := graphics.Button{ID: graphics.MoveID(t.Choice.Move), Rect: t.Rect, Style: graphics.StyleGhost, Tip: tr.M(o.Label)}
		if t.Button {
			b.Label, b.Icon, b.Style = t.Label, t.Icon, graphics.StylePrimary
		}
		bs = append(bs, b)
	}
	return bs
}

func overlaps(a, b graphics.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// Draw draws the table.
func (v *View) Draw(dst *ebiten.Image, th *graphics.Theme, area graphics.Rect, ts graphics.TableState, hover string) {
	th.Board(dst, area)
	s, ok := state(ts)
	if !ok {
		return
	}
	tr := ts.Tr
	l := Place(th, area, s, ts.Viewer)
	v.observe(th, s, l, ts)
	drawStatus(dst, th, tr, l, s, ts)
	drawCentre(dst, th, tr, l, s)
	for _, tm := range teamsOf(s) {
		drawTeam(dst, th, tr, l, s, tm, ts)
	}
	drawHand(dst, th, tr, l, s, ts)
	d, asked := decision(s, ts)
	if b, ok := s.Battle(); ok {
		drawBattle(dst, th, tr, l, s, b, ts)
	}
	if asked && isDialog(d) {
		drawDialog(dst, th, tr, l, s, d, ts)
	}
	if asked {
		for _, t := range placeTargets(th, tr, l, s, d, ts.Prompt) {
			if t.Button {
				continue // the table screen draws buttons
			}
			th.Highlight(dst, t.Rect, hover == graphics.MoveID(t.Choice.Move))
		}
	}
	v.drawMoving(dst, th)
}

// Symbol icons: gold, steal, tokens, military, employ.
var symIcons = [...]string{"coins", "receive-money", "scroll-unfurled", "crossed-swords", "crown"}

func symIcon(sym int) string {
	if sym >= 0 && sym < len(symIcons) {
		return symIcons[sym]
	}
	return "laurels-trophy"
}

// Team colours: the Kingdom blue, the People red, the Order purple.
func teamColor(th *graphics.Theme, tm int) color.RGBA {
	switch tm {
	case bel.Kingdom:
		return color.RGBA{0x3d, 0x7b, 0xc9, 0xff}
	case bel.People:
		return color.RGBA{0xc9, 0x5d, 0x3d, 0xff}
	}
	return color.RGBA{0x8d, 0x5c, 0xb6, 0xff}
}

var (
	white  = color.RGBA{0xf4, 0xee, 0xe0, 0xff}
	orange = color.RGBA{0xf0, 0x8a, 0x24, 0xff}
	red    = color.RGBA{0xc8, 0x3c, 0x3c, 0xff}
	paper  = color.RGBA{0xf4, 0xea, 0xd5, 0xff}
	ink    = color.RGBA{0x26, 0x1c, 0x12, 0xff}
)

// drawToken draws a token of type tk in r.
func drawToken(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, tk int) {
	rad := min(r.W, r.H) * 0.42
	switch {
	case tk == bel.TokOrange:
		th.Token(dst, r.CX(), r.CY(), rad, "", orange)
	case tk == bel.TokWild:
		th.Token(dst, r.CX(), r.CY(), rad, "laurels-trophy", white)
	default:
		th.Token(dst, r.CX(), r.CY(), rad, symIcon(tk), white)
	}
}

// emptySlot draws a free slot.
func emptySlot(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, clr color.RGBA) {
	rad := min(r.W, r.H) * 0.42
	th.Outline(dst, r.CX()-rad, r.CY()-rad, rad*2, rad*2, max(1, th.Unit*0.2), clr)
}

func drawStatus(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State, ts graphics.TableState) {
	u := th.Unit
	r := l.Status
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, graphics.Darken(th.Felt, 20))
	in := r.Inset(u * 0.3)
	var text string
	if res := s.Result(); res.Done {
		text = tr.T("belaad.view.over")
	} else {
		turn := s.Turn()
		text = tr.T("belaad.view.turn", rules.SeatArg(turn), rules.Key(bel.TeamKey(s.Team(turn))))
		if d, ok := s.Decision(); ok {
			switch {
			case d.Seat == ts.Viewer && ts.Prompt != nil && !l.Short: // a short table leaves it to the prompt bar
				text += " · " + tr.M(ts.Prompt.Ask)
			case d.Seat != turn:
				text += " · " + tr.T("belaad.view.waiting", rules.SeatArg(d.Seat))
			}
		}
	}
	ic, in := in.CutLeft(in.H)
	clr := th.Ink
	if !s.Result().Done {
		clr = teamColor(th, s.Team(s.Turn()))
	}
	th.DrawIcon(dst, "hourglass", ic, clr)
	_, in = in.CutLeft(u * 0.5)
	th.DrawTextIn(dst, text, th.Bold, in, th.Ink, graphics.AlignStart)
}

func drawCentre(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State) {
	u := th.Unit
	c := l.Centre
	th.RoundRect(dst, c.X, c.Y, c.W, c.H, u, graphics.Darken(th.Felt, 12))
	decks, discard := s.Decks()
	for i, r := range l.Decks {
		if len(decks[i]) > 0 {
			drawActionCard(dst, th, tr, r, decks[i][0])
		} else {
			th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, th.Shadow)
		}
		cr := l.DeckCaps[i]
		th.DrawTextIn(dst, deckCaption(th, tr, cr, i, len(decks[i])), th.Small, cr, th.InkDim, graphics.AlignCenter)
	}
	_ = discard
	revealed, gen, taken := s.Scholars()
	left, _, _ := s.DeckSizes()
	th.DrawTextIn(dst, fit(th.Small, l.ScholarHead.W,
		tr.T("belaad.view.generation", rules.Int(gen), rules.Int(3-taken), rules.Int(left)),
		tr.T("belaad.view.generation_short", rules.Int(gen), rules.Int(3-taken), rules.Int(left))), th.Small, l.ScholarHead, th.Ink, graphics.AlignStart)
	for i, r := range l.Scholars {
		drawScholar(dst, th, tr, r, revealed[i])
	}
	bag := s.Bag()
	whites := 0
	for tk := 0; tk < bel.TokOrange; tk++ {
		whites += bag[tk]
	}
	pile := func(r graphics.Rect, icon string, clr color.RGBA, text, short string) {
		th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, graphics.Darken(th.Palette.Panel, 10))
		if lines := graphics.Wrap(text, th.Small, r.W*0.7); len(lines) > 2 || graphics.LineHeight(th.Small)*float64(len(lines)) > r.H-u*0.6+2 {
			// Too little room for the words: the icon and the count.
			iconCount(dst, th, r.Inset(u*0.3), icon, clr, th.Ink, short)
			return
		}
		ic, rest := r.Inset(u * 0.3).CutLeft(min(r.H-u*0.6, r.W*0.25))
		th.DrawIcon(dst, icon, ic, clr)
		_, rest = rest.CutLeft(u * 0.4)
		lines := graphics.Wrap(text, th.Small, rest.W)
		lh := graphics.LineHeight(th.Small)
		y := rest.CY() - lh*float64(len(lines))/2
		for _, ln := range lines {
			if y >= rest.Y-1 && y+lh <= rest.Bottom()+1 {
				th.DrawText(dst, graphics.Ellipsize(ln, th.Small, rest.W), th.Small, rest.X, y, th.Ink, graphics.AlignStart)
			}
			y += lh
		}
	}
	pile(l.Bag, "scroll-unfurled", white, tr.T("belaad.view.bag", rules.Int(whites), rules.Int(bag[bel.TokOrange])),
		tr.T("belaad.view.bag_short", rules.Int(whites), rules.Int(bag[bel.TokOrange])))
	_, battle, _ := s.DeckSizes()
	pile(l.BattleDeck, "card-random", th.Bad, tr.T("belaad.view.battle_deck", rules.Int(battle)), strconv.Itoa(battle))
	pile(l.Pool, "swordman", th.Silver, tr.T("belaad.view.pool", rules.Int(s.PoolSwords())), strconv.Itoa(s.PoolSwords()))
}

// drawScholar draws a revealed scholar: name, cost, sword price, main
// points, ribbon symbol and what else it scores.
func drawScholar(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, id int) {
	u := th.Unit
	sc, ok := bel.ScholarOf(id)
	th.RoundRect(dst, r.X, r.Y+u*0.3, r.W, r.H, u*0.6, th.Shadow)
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, paper)
	if !ok {
		return
	}
	p := scholarPartsOf(th, r)
	th.DrawTextIn(dst, tr.T(bel.ScholarKey(id)), th.Small, p.Name, ink, graphics.AlignCenter)
	if p.Foot.H > 0 {
		th.DrawTextIn(dst, tr.T("belaad.view.spec."+strconv.Itoa(auxShort(sc))), th.Small, p.Foot, ink, graphics.AlignCenter)
	}
	// Main points large, with the ribbon symbol beside.
	rib := p.Ribbon
	th.Token(dst, rib.CX(), rib.CY(), min(rib.W, rib.H)*0.4, symIcon(sc.Ribbon), teamColor(th, bel.Order))
	th.DrawTextIn(dst, strconv.Itoa(sc.Main), countFace(th, p.Points.H), p.Points, ink, graphics.AlignCenter)
	cost := p.Cost
	rad := min(cost.H, cost.W) * 0.4
	coin(dst, th, cost.CX(), cost.CY(), rad, th.Gold, sc.Cost)
	if sc.Swords > 0 {
		iconCount(dst, th, p.Swords.Centered(p.Swords.W, rad*2), "swordman", th.Silver, ink, strconv.Itoa(sc.Swords))
	}
}

// iconCount draws an icon badge with a count beside it, both as large as
// r allows (a chip that shrinks rather than spills).
func iconCount(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, icon string, clr, textClr color.RGBA, n string) {
	h := min(r.H, th.Unit*3.4)
	face := countFace(th, h)
	if graphics.TextWidth(n, face)+h+th.Unit*0.3 > r.W {
		face = th.Small
	}
	h = min(h, max(r.W-graphics.TextWidth(n, face)-th.Unit*0.6, r.H*0.4))
	ic, rest := r.Centered(r.W, h).CutLeft(h)
	th.RoundRect(dst, ic.X, ic.Y, ic.W, ic.H, h/2, graphics.Darken(clr, 90))
	th.DrawIcon(dst, icon, ic.Inset(h*0.15), clr)
	_, rest = rest.CutLeft(th.Unit * 0.3)
	th.DrawTextIn(dst, n, face, rest, textClr, graphics.AlignStart)
}

// coin draws a coin with n on it, in the small face when the bold one
// would not fit (a two-digit cost on a small card).
func coin(dst *ebiten.Image, th *graphics.Theme, cx, cy, rad float64, clr color.RGBA, n int) {
	label := strconv.Itoa(n)
	if graphics.TextWidth(label, th.Bold) <= rad*1.9 {
		th.Coin(dst, cx, cy, rad, clr, n)
		return
	}
	th.Coin(dst, cx, cy, rad, clr, -1)
	th.DrawTextIn(dst, label, th.Small, graphics.R(cx-rad, cy-rad, rad*2, rad*2), th.AccentInk, graphics.AlignCenter)
}

// deckCaption names a deck and its count, or only the count when the
// words would run past the deck's column.
func deckCaption(th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, i, n int) string {
	return fit(th.Small, r.W, tr.T("belaad.view.deck", rules.Int(i+1), rules.Int(n)), strconv.Itoa(n))
}

// auxShort picks the short line under a scholar: its specialty, a coin
// condition, the six-scholar condition or nothing.
func auxShort(sc bel.Scholar) int {
	switch sc.Aux {
	case bel.AuxSpec:
		return sc.Spec
	case bel.AuxCoins:
		return 4
	case bel.AuxSix:
		return 5
	}
	return 0
}

// cardParts splits an action card: its primary alternatives, its
// secondary action, and its cost.
func cardParts(th *graphics.Theme, r graphics.Rect, id int) (prim []graphics.Rect, sec, cost graphics.Rect) {
	c, ok := bel.ActionCardOf(id)
	if !ok {
		return nil, graphics.Rect{}, graphics.Rect{}
	}
	in := r.Inset(r.W * 0.06)
	top, bottom := in.CutTop(in.H * 0.55)
	sec, cost = bottom.CutLeft(bottom.W * 0.55)
	return top.Columns(len(c.Prim), r.W*0.03), sec, cost
}

// drawActionCard draws an action card as icons with numbers: the primary
// alternatives above, the secondary action and its cost below.
func drawActionCard(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, id int) {
	u := th.Unit
	rad := r.W * 0.08
	th.RoundRect(dst, r.X, r.Y+u*0.3, r.W, r.H, rad, th.Shadow)
	c, ok := bel.ActionCardOf(id)
	if !ok {
		th.Card(dst, r, false, "", "scroll-unfurled", th.Accent)
		return
	}
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, rad, paper)
	prim, sec, cost := cardParts(th, r, id)
	num := func(box graphics.Rect, icon string, clr color.RGBA, n string) {
		ic, txt := box.CutTop(box.H * 0.62)
		if n != "" && box.W >= box.H && txt.H < graphics.LineHeight(th.Small) {
			// A small card: the number beside its icon, not over it.
			ic, txt = box.CutLeft(min(box.H, box.W*0.5))
		}
		th.DrawIcon(dst, icon, ic.Inset(ic.H*0.05), clr)
		if n != "" {
			th.DrawTextIn(dst, n, countFace(th, txt.H), txt, ink, graphics.AlignCenter)
		}
	}
	for i, p := range c.Prim {
		b := prim[i]
		th.RoundRect(dst, b.X, b.Y, b.W, b.H, rad*0.5, graphics.Darken(paper, 25))
		switch p.Kind {
		case bel.PrimGold:
			num(b, "coins", graphics.Darken(th.Gold, 40), strconv.Itoa(p.N))
		case bel.PrimRed:
			num(b, "coins", red, strconv.Itoa(p.N))
		case bel.PrimTokens:
			num(b, "scroll-unfurled", orange, strconv.Itoa(p.N))
		case bel.PrimSymbol:
			num(b, symIcon(p.N), ink, "")
		default:
			num(b, "laurels-trophy", ink, "")
		}
	}
	th.RoundRect(dst, sec.X, sec.Y, sec.W, sec.H, rad*0.5, graphics.Darken(paper, 45))
	n := strconv.Itoa(c.SecN)
	switch c.Sec {
	case bel.SecGold:
		num(sec, "coins", graphics.Darken(th.Gold, 40), n)
	case bel.SecRed:
		num(sec, "coins", red, n)
	case bel.SecTokens:
		num(sec, "scroll-unfurled", orange, n)
	case bel.SecPlus2:
		num(sec, "laurels-trophy", ink, "+2")
	case bel.SecTreasury:
		num(sec, "bank", ink, "")
	case bel.SecEliminate:
		num(sec, "plain-dagger", red, "")
	case bel.SecTopCard:
		num(sec, "card-random", ink, "")
	default:
		num(sec, "laurels-trophy", ink, "")
	}
	coins := cost.Rows(2, 0)
	cr := min(coins[0].H, coins[0].W) * 0.42
	if c.CostG > 0 {
		coin(dst, th, coins[0].CX(), coins[0].CY(), cr, th.Gold, c.CostG)
	}
	if c.CostR > 0 {
		coin(dst, th, coins[1].CX(), coins[1].CY(), cr, red, c.CostR)
	}
	if r.H < u*9 {
		return // the card's number is only decoration, and a small card has no room for it
	}
	th.DrawText(dst, "#"+strconv.Itoa(id+1), th.Small, r.X+r.W*0.06, r.Bottom()-graphics.LineHeight(th.Small)*0.1-graphics.LineHeight(th.Small), graphics.Darken(paper, 90), graphics.AlignStart)
}

func drawTeam(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State, tm int, ts graphics.TableState) {
	u := th.Unit
	row := l.Teams[tm]
	clr := teamColor(th, tm)
	th.RoundRect(dst, row.X, row.Y, row.W, row.H, u*0.8, graphics.Darken(th.Felt, 18))
	drawTeamHead(dst, th, tr, l, s, tm)
	for _, c := range bel.Characters(tm) {
		drawBoard(dst, th, tr, l.Boards[c], s, c, clr)
	}
	for seat, pr := range l.Players {
		if s.Team(seat) == tm {
			drawPlayer(dst, th, tr, pr, s, seat, ts)
		}
	}
}

// teamHead is where a low team head puts its name (none when there is no
// room: the team's colour names it, and its hover text) and its counters.
type teamHead struct {
	Name, Chips graphics.Rect
	Text        string    // the name, or its short form when the whole would be cut
	Face        text.Face // the name's: bold, or small on a head too low for bold
}

// compactHead splits a team head too low for lines of words around its k
// counters; ok is false for a head that has room for the lines.
func compactHead(th *graphics.Theme, tr *graphics.Tr, l Layout, tm, k int) (teamHead, bool) {
	u := th.Unit
	head := l.TeamHead[tm].Inset(u * 0.3)
	if head.H >= graphics.LineHeight(th.Small)*4 {
		return teamHead{}, false
	}
	var h teamHead
	full, short := tr.T(bel.TeamKey(tm)), tr.T("belaad.view.team_short."+strconv.Itoa(tm))
	switch {
	case l.Narrow:
		h.Name, h.Chips = head.CutLeft(min(head.W*0.3, graphics.TextWidth(full, th.Bold)+u*2))
		_, h.Chips = h.Chips.CutLeft(u * 0.5)
	case head.H >= graphics.LineHeight(th.Bold)*1.1+u*2:
		h.Name, h.Chips = head.CutTop(graphics.LineHeight(th.Bold) * 1.1)
		_, h.Chips = h.Chips.CutTop(u * 0.2)
		if counterRects(th, h.Chips, k)[0].H < u*1.5 {
			h.Name, h.Chips = graphics.Rect{}, head // the counters before the name
		}
	default:
		h.Chips = head
		// Too low for a bold name above the counters: a small one, if
		// the counters keep their height under it.
		name, chips := head.CutTop(graphics.LineHeight(th.Small) * 1.05)
		if cs := counterRects(th, chips, k); cs[0].H >= graphics.LineHeight(th.Small)*0.8 {
			h.Name, h.Chips, h.Face = name, chips, th.Small
		}
	}
	if h.Face == nil {
		h.Face = th.Bold
	}
	h.Text = fit(h.Face, h.Name.W-u*0.6, full, short)
	return h, true
}

// counter is a team's number shown as an icon with a count.
type counter struct {
	icon string
	clr  color.RGBA
	n    int
}

// teamCounters are the numbers a team's head shows: its treasury, and
// its employed scholars or, for the Order, its active symbols, the
// assassinated scholars and the Hashash deck.
func teamCounters(th *graphics.Theme, s *bel.State, tm int) []counter {
	g, r := s.Treasury(tm)
	out := []counter{{"coins", th.Gold, g}, {"coins", red, r}}
	if tm == bel.Order {
		_, schs := s.Assassinated()
		_, _, hh := s.DeckSizes()
		return append(out, counter{"laurels-trophy", white, s.OrderActive()}, counter{"plain-dagger", red, len(schs)}, counter{"card-random", teamColor(th, bel.Order), hh})
	}
	return append(out, counter{"scroll-unfurled", paper, len(s.Employed(tm))})
}

// counterRects places the counters in a low head's chip strip, in the
// rows that let them be largest.
func counterRects(th *graphics.Theme, chips graphics.Rect, k int) []graphics.Rect {
	return playerChips(th, chips, k)
}

// drawTeamHead draws the team's name, treasury and scholars (or the
// Order's symbols).
func drawTeamHead(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State, tm int) {
	u := th.Unit
	clr := teamColor(th, tm)
	cs := teamCounters(th, s, tm)
	if h, ok := compactHead(th, tr, l, tm, len(cs)); ok {
		if h.Name.W > 0 {
			th.RoundRect(dst, h.Name.X, h.Name.Y, h.Name.W, h.Name.H, u*0.5, clr)
			th.DrawTextIn(dst, h.Text, h.Face, h.Name.Inset(u*0.3), th.Ink, graphics.AlignCenter)
		} else {
			th.RoundRect(dst, h.Chips.X, h.Chips.Y, h.Chips.W, h.Chips.H, u*0.5, graphics.Darken(clr, 40))
		}
		for i, r := range counterRects(th, h.Chips, len(cs)) {
			iconCount(dst, th, r, cs[i].icon, cs[i].clr, th.Ink, strconv.Itoa(cs[i].n))
		}
		return
	}
	head := l.TeamHead[tm].Inset(u * 0.3)
	lh := graphics.LineHeight(th.Small)
	name, body := head.CutTop(graphics.LineHeight(th.Bold) * 1.2)
	line := func(text string) {
		var r graphics.Rect
		r, body = body.CutTop(lh)
		th.DrawTextIn(dst, text, th.Small, r, th.Ink, graphics.AlignStart)
	}
	th.RoundRect(dst, name.X, name.Y, name.W, name.H, u*0.5, clr)
	th.DrawTextIn(dst, fit(th.Bold, name.W-u*0.6, tr.T(bel.TeamKey(tm)), tr.T("belaad.view.team_short."+strconv.Itoa(tm))), th.Bold, name.Inset(u*0.3), th.Ink, graphics.AlignCenter)
	g, r := s.Treasury(tm)
	line(fit(th.Small, body.W, tr.T("belaad.view.treasury", rules.Int(g), rules.Int(r)), tr.T("belaad.view.treasury_short", rules.Int(g), rules.Int(r))))
	if tm == bel.Order {
		toks, schs := s.Assassinated()
		_, _, hh := s.DeckSizes()
		line(tr.T("belaad.view.order_symbols", rules.Int(s.OrderActive()), rules.Int(len(schs)), rules.Int(len(toks))))
		line(tr.T("belaad.view.hashash_deck", rules.Int(hh)))
	} else {
		line(fit(th.Small, body.W, tr.T("belaad.view.scholars", rules.Int(len(s.Employed(tm)))), tr.T("belaad.view.scholars_short", rules.Int(len(s.Employed(tm))))))
	}
	// Employed (or assassinated) scholars as small tiles.
	var ids []int
	if tm == bel.Order {
		_, ids = s.Assassinated()
	} else {
		ids = s.Employed(tm)
	}
	if len(ids) > 0 && body.H > lh {
		tiles := body.Flow(repeat(lh*1.6, len(ids)), lh, u*0.2)
		for i, t := range tiles {
			if t.Bottom() > body.Bottom()+0.5 {
				break
			}
			sc, _ := bel.ScholarOf(ids[i])
			th.RoundRect(dst, t.X, t.Y, t.W, t.H, u*0.3, paper)
			th.DrawTextIn(dst, strconv.Itoa(sc.Main), th.Small, t, ink, graphics.AlignCenter)
		}
	}
}

func repeat(w float64, k int) []float64 {
	out := make([]float64, k)
	for i := range out {
		out[i] = w
	}
	return out
}

// drawBoard draws a character board: its name, its printed symbol with the
// count, the top slots with their tokens, the bottom slots (an orange
// token there makes the ability active: ongoing ones glow green) and,
// for the Order, the Hashash cards placed under it.
func drawBoard(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, s *bel.State, c int, clr color.RGBA) {
	u := th.Unit
	b := s.Board(c)
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, graphics.Darken(clr, 70))
	p := partsOf(th, r, c)
	if p.Name.H > 0 {
		th.DrawTextIn(dst, tr.T(bel.CharKey(c)), th.Small, p.Name, th.Ink, graphics.AlignCenter)
	}
	icon := p.Symbol
	th.Token(dst, icon.CX(), icon.CY(), min(icon.W, icon.H)*0.42, symIcon(bel.SymbolOfChar(c)), th.Gold)
	th.DrawTextIn(dst, strconv.Itoa(b.Symbols), countFace(th, p.Count.H), p.Count, th.Ink, graphics.AlignCenter)
	for i, sr := range p.Top {
		if i < len(b.Top) {
			drawToken(dst, th, sr, b.Top[i])
		} else {
			emptySlot(dst, th, sr, th.InkDim)
		}
	}
	active := b.Bottom > 0
	for i, sr := range p.Bottom {
		if i < b.Bottom {
			drawToken(dst, th, sr, bel.TokOrange)
		} else {
			emptySlot(dst, th, sr, orange)
		}
	}
	if active {
		// Immediate abilities fired when placed; an ongoing one lasts.
		mark := th.Accent
		if bel.Ongoing(c) {
			mark = th.Good
		}
		th.Outline(dst, r.X, r.Y, r.W, r.H, u*0.35, mark)
	}
	for i, hr := range hashashRects(th, p.Hashash, len(b.Hashash)) {
		th.RoundRect(dst, hr.X, hr.Y, hr.W, hr.H, u*0.3, teamColor(th, bel.Order))
		hc, _ := bel.HashashCardOf(b.Hashash[i])
		th.DrawTextIn(dst, strconv.Itoa(bel.HashashPrice(hc.Effect)), th.Small, hr, th.Ink, graphics.AlignCenter)
	}
}

// playerChipRects are a player's gold, red, swords, cards and spoils.
func playerChipRects(th *graphics.Theme, r graphics.Rect) []graphics.Rect {
	_, chips := playerParts(th, r)
	return chips
}

func drawPlayer(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, s *bel.State, seat rules.Seat, ts graphics.TableState) {
	u := th.Unit
	me := seat == ts.Viewer
	bg := th.Palette.Panel
	if me {
		bg = th.PanelHi
	}
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, bg)
	if seat == s.Turn() && !s.Result().Done {
		th.Outline(dst, r.X, r.Y, r.W, r.H, u*0.3, th.Accent)
	}
	lh := graphics.LineHeight(th.Bold) * 1.1
	head, chips := playerParts(th, r)
	tok, head := head.CutLeft(min(head.H, lh))
	th.Token(dst, tok.CX(), tok.CY(), tok.H*0.42, "person", th.SeatColor(int(seat)))
	if mark := ts.Waiting[seat]; mark != graphics.NotWaiting && head.W >= head.H {
		var ic graphics.Rect
		ic, head = head.CutRight(head.H)
		icon, clr := "hourglass", th.Accent
		if mark == graphics.Away {
			icon, clr = "exit-door", th.Bad
		}
		th.DrawIcon(dst, icon, ic, clr)
	}
	_, head = head.CutLeft(u * 0.4)
	if head.W > u*2 {
		name := tr.Names(seat)
		th.DrawTextIn(dst, name, th.NameFace(name, head), head, th.Ink, graphics.AlignStart)
	}
	p := s.Purse(seat)
	ch := chips[0].H
	chip := func(r graphics.Rect, icon string, clr color.RGBA, n int) {
		if th.ChipWidth(ch, strconv.Itoa(n)) <= r.W {
			th.Chip(dst, r.X, r.CY()-ch/2, ch, icon, clr, strconv.Itoa(n))
		} else {
			iconCount(dst, th, r, icon, clr, th.Ink, strconv.Itoa(n)) // a narrow chip: the small face
		}
	}
	chip(chips[0], "coins", th.Gold, p.Gold)
	chip(chips[1], "coins", red, p.Red)
	chip(chips[2], "swordman", th.Silver, p.Swords)
	chip(chips[3], "scroll-unfurled", paper, len(s.Hand(seat)))
	chip(chips[4], "card-random", th.Bad, len(s.Spoils(seat)))
}

func drawHand(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State, ts graphics.TableState) {
	u := th.Unit
	if l.HandArea.W <= 0 {
		return
	}
	r := l.HandArea
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.8, graphics.Darken(th.Felt, 18))
	hand := s.Hand(ts.Viewer)
	for i, hr := range l.Hand {
		drawActionCard(dst, th, tr, hr, hand[i])
	}
	// The card being performed, its owner's or anyone's.
	if d, ok := s.Decision(); ok && d.Kind == bel.DecideCardActions && d.Card >= 0 {
		drawActionCard(dst, th, tr, l.InPlay, d.Card)
		prim, sec, _ := cardParts(th, l.InPlay, d.Card)
		if d.PrimaryDone {
			for _, p := range prim {
				th.RoundRect(dst, p.X, p.Y, p.W, p.H, u*0.3, th.Shadow)
			}
		}
		if d.SecondaryDone {
			th.RoundRect(dst, sec.X, sec.Y, sec.W, sec.H, u*0.3, th.Shadow)
		}
		th.DrawTextIn(dst, tr.T("belaad.view.in_play", rules.SeatArg(d.Seat)), th.Small,
			graphics.R(l.InPlay.X-u*4, l.InPlay.Y-graphics.LineHeight(th.Small), l.InPlay.W+u*8, graphics.LineHeight(th.Small)), th.Ink, graphics.AlignCenter)
	}
	// Drawn tokens waiting to be placed.
	if d, ok := s.Decision(); ok && d.Kind == bel.DecidePlaceToken {
		head, _ := l.Tray.CutTop(graphics.LineHeight(th.Small) * 1.2)
		th.DrawTextIn(dst, tr.T("belaad.view.tray"), th.Small, head, th.Ink, graphics.AlignCenter)
		for i, tr := range trayRects(th, l.Tray, len(d.Tokens)) {
			drawToken(dst, th, tr, d.Tokens[i])
		}
	}
}

// drawBattle shows the battle in the middle: both sides' strengths, the
// revealed cards with the last one large.
func drawBattle(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State, b bel.BattleInfo, ts graphics.TableState) {
	u := th.Unit
	c := l.Centre
	th.RoundRect(dst, c.X, c.Y+u*0.4, c.W, c.H, u, th.Shadow)
	th.RoundRect(dst, c.X, c.Y, c.W, c.H, u, graphics.Darken(th.Palette.Panel, 5))
	head, body, _ := battleParts(th, l)
	th.DrawTextIn(dst, tr.T("belaad.view.battle", rules.SeatArg(b.Aggressor), rules.SeatArg(b.Defender)), th.Bold, head, th.Accent, graphics.AlignStart)
	side := func(r graphics.Rect, seat rules.Seat, str int, role string) {
		th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, graphics.Darken(teamColor(th, s.Team(seat)), 60))
		name, rest := r.Inset(u * 0.4).CutTop(graphics.LineHeight(th.Small) * 1.2)
		th.DrawTextIn(dst, tr.T(role, rules.SeatArg(seat)), th.Small, name, th.Ink, graphics.AlignCenter)
		th.DrawTextIn(dst, strconv.Itoa(str), th.Huge, rest, th.Ink, graphics.AlignCenter)
	}
	agg, rest := body.CutLeft(body.W * 0.24)
	def, rest := rest.CutRight(rest.W * 0.32)
	side(agg, b.Aggressor, b.Strength[0], "belaad.view.aggressor")
	side(def, b.Defender, b.Strength[1], "belaad.view.defender")
	rest = rest.Inset(u * 0.5)
	if len(b.Shown) == 0 {
		// Wrapped: on a phone the line is wider than the room between the sides.
		lines := graphics.Wrap(tr.T("belaad.view.no_reveal"), th.Small, rest.W)
		lh := graphics.LineHeight(th.Small)
		y := rest.CY() - lh*float64(len(lines))/2
		for _, line := range lines {
			th.DrawTextIn(dst, line, th.Small, graphics.R(rest.X, y, rest.W, lh), th.InkDim, graphics.AlignCenter)
			y += lh
		}
		return
	}
	last := b.Shown[len(b.Shown)-1]
	big, small := rest.CutLeft(min(rest.W*0.5, rest.H*0.72))
	drawBattleCard(dst, th, tr, cardIn(big), last)
	_, small = small.CutLeft(u * 0.5)
	for i := len(b.Shown) - 2; i >= 0; i-- {
		var r graphics.Rect
		r, small = small.CutLeft(min(small.H*0.5, u*6))
		if r.W < u*2 {
			break
		}
		drawBattleCard(dst, th, tr, cardIn(r), b.Shown[i])
		_, small = small.CutLeft(u * 0.3)
	}
}

// drawBattleCard draws a battle card: green adds, red subtracts, gray
// loses the battle.
func drawBattleCard(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, id int) {
	bc, ok := bel.BattleCardOf(id)
	if !ok {
		th.Card(dst, r, false, "", "card-random", th.Bad)
		return
	}
	clr := th.Good
	label := "+" + strconv.Itoa(bc.Value)
	icon := "crossed-swords"
	switch bc.Color {
	case bel.BattleRed:
		clr, label = th.Bad, strconv.Itoa(bc.Value)
	case bel.BattleGray:
		clr, label, icon = th.InkDim, tr.T("belaad.view.skull"), "devil-mask"
	}
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, r.W*0.08, clr)
	ic, txt := r.Inset(r.W * 0.1).CutTop(r.H * 0.55)
	th.DrawIcon(dst, icon, ic, ink)
	face := th.Title
	if r.W < th.Unit*8 {
		face = th.Small
	}
	th.DrawTextIn(dst, label, face, txt, ink, graphics.AlignCenter)
}

// drawDialog draws the question asked out of turn, with its reason.
func drawDialog(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State, d bel.Decision, ts graphics.TableState) {
	u := th.Unit
	ask := tr.M(ts.Prompt.Ask)
	p := cutDialog(th, l, ask, dialogLabels(tr, d, ts.Prompt))
	r := p.Box
	th.RoundRect(dst, r.X, r.Y+u*0.6, r.W, r.H, u, th.Shadow)
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u, th.PanelHi)
	th.Outline(dst, r.X, r.Y, r.W, r.H, u*0.3, th.Accent)
	th.DrawTextIn(dst, tr.T("belaad.view.dialog."+strconv.Itoa(int(d.Kind))), th.Bold, p.Title, th.Accent, graphics.AlignStart)
	body := p.Question
	h := th.DrawParagraph(dst, ask, th.Body, body, th.Ink)
	if d.Kind == bel.DecideNegate && d.Card >= 0 {
		_, rest := body.CutTop(h + u*0.5)
		drawActionCard(dst, th, tr, cardIn(rest), d.Card)
	}
}
