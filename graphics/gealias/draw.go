// Drawing the table: the status line, the round board with its lands,
// path, intersections, structures and Gealias units, the centre (deck,
// discard, die, prison, the last fight's dice), the panels and the dialog.
package gealias

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"majlis/graphics"
	"majlis/rules"
	ge "majlis/rules/gealias"
)

// kindColors are the lands' and cards' colours by kind.
var kindColors = [ge.NumKinds]color.RGBA{
	{0xb8, 0x62, 0x3a, 0xff}, // clay
	{0x3f, 0x7d, 0x3a, 0xff}, // wood
	{0x8c, 0x8a, 0x86, 0xff}, // rock
	{0xa9, 0xb8, 0x52, 0xff}, // cattle: pasture
	{0x4d, 0x62, 0x7a, 0xff}, // iron
	{0xe8, 0xc1, 0x4a, 0xff}, // gold
}

var redCard = color.RGBA{0xb0, 0x2e, 0x2e, 0xff}

// Draw draws the table.
func (v *View) Draw(dst *ebiten.Image, th *graphics.Theme, area graphics.Rect, ts graphics.TableState, hover string) {
	s, ok := state(ts)
	if !ok {
		return
	}
	if v.now == nil {
		v.now = time.Now
	}
	tr := ts.Tr
	n := s.Setup().Seats
	l := Place(th, area, n, ts.Viewer)
	now := v.now()
	v.motion.observe(s, l, ts, now)
	lt := v.lay(th, area, ts)

	th.DrawTextIn(dst, graphics.Ellipsize(statusText(tr, s), th.Bold, l.Status.W), th.Bold, l.Status, th.Ink, graphics.AlignStart)
	v.drawBoard(dst, th, tr, s, l.Ring, now)
	v.drawCentre(dst, th, tr, s, l.Ring, ts, now)
	for _, seat := range l.Order {
		v.drawPanel(dst, th, tr, s, seat, ts, l.Panels[seat], l.Narrow && seat != ts.Viewer)
	}
	if lt.dialog {
		d := l.Dialog
		th.RoundRect(dst, d.X, d.Y, d.W, d.H, th.Unit, th.Palette.Panel)
		if lines, title, _ := dialogTitle(th, l, lt.title); len(lines) > 0 {
			for i, r := range title.Rows(len(lines), 0) {
				th.DrawTextIn(dst, lines[i], th.Small, r, th.Gold, graphics.AlignStart)
			}
		}
		for _, t := range lt.tabs {
			if t.shown && lt.shownRows.W > 0 {
				// The tab's folder: its column down to the rows, and the rows.
				pad := th.Unit * 0.2
				c := withAlpha(tabColor(th, t.giveTab), 60)
				tab, rows := t.r.Inset(-pad), lt.shownRows.Inset(-pad)
				rect(dst, tab.X, tab.Y, tab.W, rows.Y-tab.Y, c)
				th.RoundRect(dst, rows.X, rows.Y, rows.W, rows.H, th.Unit*0.6, c)
			}
		}
		for _, h := range lt.heads {
			if h.note && graphics.TextWidth(h.text, th.Small) > h.r.W {
				th.DrawParagraph(dst, h.text, th.Small, h.r, th.Ink)
				continue
			}
			th.DrawTextIn(dst, graphics.Ellipsize(h.text, th.Small, h.r.W), th.Small, h.r, th.Ink, graphics.AlignStart)
			if h.tile.W > 0 {
				if h.mixed {
					anyTile(dst, th, h.tile, tr.T("gealias.table.three_cards"))
				} else {
					kindTile(dst, th, h.tile, h.give, threeOf(tr, h.give))
				}
				drawArrow(dst, th, h.arrow)
			}
		}
		for _, o := range lt.offers {
			drawOffer(dst, th, tr, o)
		}
		for _, t := range lt.tiles {
			kindTile(dst, th, t.r, t.kind, t.label)
		}
		for _, t := range lt.tabs {
			giveTabCard(dst, th, t)
		}
	}
	for _, sp := range lt.spots {
		v.drawSpot(dst, th, s, sp, hover)
	}
	v.motion.draw(dst, th, now)
}

// drawSpot outlines an answer's place on the board (its drawn size, not
// its larger click area) and shows what arrives or is freed there.
func (v *View) drawSpot(dst *ebiten.Image, th *graphics.Theme, s *ge.State, sp spot, hover string) {
	m := sp.mark
	clr := th.Accent
	if graphics.MoveID(sp.c.Move) == hover {
		clr = th.Gold
	}
	if len(sp.pawns) > 0 || sp.dot >= 0 {
		rect(dst, m.X, m.Y, m.W, m.H, withAlpha(graphics.Darken(th.Felt, 40), 200))
	}
	for i, c := range m.Inset(m.W*0.08).Columns(max(1, len(sp.pawns)), 0) {
		if i < len(sp.pawns) {
			v.pawn(dst, th, c.CX(), c.CY(), min(c.H*0.8, c.W*1.3), sp.pawns[i], false)
		}
	}
	if sp.dot >= 0 {
		if st, ok := s.Structure(sp.dot); ok {
			v.structure(dst, th, st, m.CX(), m.CY(), min(m.W, m.H)*0.6)
		}
	}
	outline(dst, m.X, m.Y, m.W, m.H, max(1, min(th.Unit*0.4, m.W*0.12)), clr)
}

func hasAnswers(bs graphics.Buttons) bool {
	for _, b := range bs {
		if b.Style == graphics.StylePrimary {
			return true
		}
	}
	return false
}

// wedge is the outline of land l: a slice of its ring.
func wedge(r Ring, l ge.Land) *vector.Path {
	a0, a1 := angles(l.Triangle())
	r0, r1 := r.radii(l)
	var p vector.Path
	x, y := r.at(a0, r1)
	p.MoveTo(float32(x), float32(y))
	p.Arc(float32(r.CX), float32(r.CY), float32(r1), float32(a0), float32(a1), vector.Clockwise)
	x, y = r.at(a1, r0)
	p.LineTo(float32(x), float32(y))
	p.Arc(float32(r.CX), float32(r.CY), float32(r0), float32(a1), float32(a0), vector.CounterClockwise)
	p.Close()
	return &p
}

func fill(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, nil, op)
}

func stroke(dst *ebiten.Image, p *vector.Path, w float64, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: float32(w), LineJoin: vector.LineJoinRound}, op)
}

// drawBoard draws the ring: lands, the path with its arrows, the
// intersections and structures, and the Gealias units.
func (v *View) drawBoard(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *ge.State, r Ring, now time.Time) {
	u := th.Unit
	// The printed board never changes during a game: it is drawn once
	// into an image of its own (filling paths is slow under a software
	// renderer, as the browser tests run) and copied every frame.
	m := u * 1.5
	side := int(math.Ceil(2 * (r.Rim + m)))
	key := strconv.Itoa(side) + ":" + strconv.FormatFloat(u, 'f', 2, 64)
	for l := ge.Land(0); l < ge.NumLands; l++ {
		key += ":" + strconv.Itoa(int(s.Token(l)))
	}
	if v.board == nil || v.boardKey != key {
		if v.board != nil {
			v.board.Deallocate()
		}
		v.board = ebiten.NewImage(side, side)
		local := r
		local.CX, local.CY = float64(side)/2, float64(side)/2
		drawPrinted(v.board, th, tr, s, local)
		v.boardKey = key
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.CX-float64(side)/2), math.Round(r.CY-float64(side)/2))
	dst.DrawImage(v.board, op)
	v.drawPieces(dst, th, s, r, now)
}

// drawPrinted draws what is printed on the board: the lands in their
// colours, the gold markets, the centre, the lands' names and the path
// with its arrows.
func drawPrinted(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *ge.State, r Ring) {
	u := th.Unit
	vector.FillCircle(dst, float32(r.CX), float32(r.CY+u*0.4), float32(r.Rim+u*0.6), th.Shadow, true)
	vector.FillCircle(dst, float32(r.CX), float32(r.CY), float32(r.Rim+u*0.6), graphics.Darken(th.Felt, 25), true)
	for l := ge.Land(0); l < ge.NumLands; l++ {
		clr := kindColors[s.Token(l)]
		if l.Ring() == ge.Inner {
			clr = graphics.Darken(clr, 25)
		}
		p := wedge(r, l)
		fill(dst, p, clr)
		stroke(dst, p, u*0.25, graphics.Darken(th.Felt, 40))
	}
	// Gold triangles carry a rim band so they read as markets.
	for _, t := range []int{0, 6} {
		a0, a1 := angles(t)
		var p vector.Path
		p.Arc(float32(r.CX), float32(r.CY), float32(r.Rim-u*0.5), float32(a0+0.04), float32(a1-0.04), vector.Clockwise)
		stroke(dst, &p, u*0.5, th.Ink)
	}
	vector.FillCircle(dst, float32(r.CX), float32(r.CY), float32(r.Centre-u*0.1), th.Felt, true)
	// Land names, or initials where a name does not fit.
	for l := ge.Land(0); l < ge.NumLands; l++ {
		rect := r.LandRect(l)
		name := kindName(tr, s.Token(l))
		face := th.Small
		if graphics.TextWidth(name, face) > rect.W*1.5 {
			name = short(name, 1)
		}
		lab := graphics.R(rect.X-rect.W*0.3, rect.Y+rect.H*0.55, rect.W*1.6, rect.H*0.45)
		th.DrawTextIn(dst, name, face, lab, th.AccentInk, graphics.AlignCenter)
	}
	// The path: land centre to land centre, clockwise, an arrowhead on
	// each step (outer to inner is each triangle's arrow).
	for l := ge.Land(0); l < ge.NumLands; l++ {
		x0, y0 := r.LandCentre(l)
		x1, y1 := r.LandCentre(l.Next())
		x0, y0 = x0+(x1-x0)*0.3, y0+(y1-y0)*0.3
		x1, y1 = x0+(x1-x0)*0.55, y0+(y1-y0)*0.55
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(u*0.25), withAlpha(th.AccentInk, 0xa0), true)
		arrowHead(dst, x0, y0, x1, y1, u*0.9, withAlpha(th.AccentInk, 0xd0))
	}
}

// drawPieces draws what moves on the board: structures and Gealias units.
func (v *View) drawPieces(dst *ebiten.Image, th *graphics.Theme, s *ge.State, r Ring, now time.Time) {
	u := th.Unit
	// Intersections and structures.
	for d := ge.Dot(0); d < ge.NumDots; d++ {
		x, y := r.DotPos(d)
		st, built := s.Structure(d)
		if !built {
			rad := r.Rim * 0.022
			v.sprites.stamp(dst, "dot", x, y, rad*2.4, func(img *ebiten.Image, cx, cy float64) {
				vector.FillCircle(img, float32(cx), float32(cy), float32(rad), th.Ink, true)
				vector.StrokeCircle(img, float32(cx), float32(cy), float32(rad), float32(u*0.2), th.AccentInk, true)
			})
			continue
		}
		size := r.Rim * 0.085
		if g := v.motion.grow(d, now); g < 1 {
			drawStructure(dst, th, st, x, y, size*g)
			continue
		}
		v.structure(dst, th, st, x, y, size)
	}
	// Gealias units, several on a land side by side; a prisoner behind bars.
	for l := ge.Land(0); l < ge.NumLands; l++ {
		hs := s.Holders(l)
		for i, h := range hs {
			x, y := r.UnitPos(l, i, len(hs))
			if px, py, moving := v.motion.pawnAt(h, now); moving {
				x, y = px, py
			}
			v.pawn(dst, th, x, y, r.UnitHeight(), h, s.Imprisoned(h))
		}
	}
}

func withAlpha(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}

// arrowHead draws a small head at (x1, y1) pointing away from (x0, y0).
func arrowHead(dst *ebiten.Image, x0, y0, x1, y1, size float64, clr color.Color) {
	a := math.Atan2(y1-y0, x1-x0)
	var p vector.Path
	p.MoveTo(float32(x1+size*0.6*math.Cos(a)), float32(y1+size*0.6*math.Sin(a)))
	p.LineTo(float32(x1+size*0.5*math.Cos(a+2.5)), float32(y1+size*0.5*math.Sin(a+2.5)))
	p.LineTo(float32(x1+size*0.5*math.Cos(a-2.5)), float32(y1+size*0.5*math.Sin(a-2.5)))
	p.Close()
	fill(dst, &p, clr)
}

// drawStructure draws a tent (a triangle) or a fortress (a walled square
// with battlements) in its owner's colour; quarantine rings it in red.
func drawStructure(dst *ebiten.Image, th *graphics.Theme, st ge.Structure, x, y, size float64) {
	if size <= 0.5 {
		return
	}
	clr := th.SeatColor(int(st.Owner))
	edge := graphics.Darken(clr, 90)
	var p vector.Path
	if st.Fortress {
		w := size
		x0, y0 := x-w/2, y-w/2
		c := w / 5
		p.MoveTo(float32(x0), float32(y0+w))
		p.LineTo(float32(x0), float32(y0))
		for i := 0; i < 5; i++ {
			top := y0
			if i%2 == 1 {
				top = y0 + c
			}
			p.LineTo(float32(x0+float64(i)*c), float32(top))
			p.LineTo(float32(x0+float64(i+1)*c), float32(top))
		}
		p.LineTo(float32(x0+w), float32(y0+w))
		p.Close()
	} else {
		p.MoveTo(float32(x), float32(y-size*0.55))
		p.LineTo(float32(x+size*0.5), float32(y+size*0.4))
		p.LineTo(float32(x-size*0.5), float32(y+size*0.4))
		p.Close()
	}
	fill(dst, &p, clr)
	stroke(dst, &p, max(1, size*0.08), edge)
	if st.Quarantined {
		vector.StrokeCircle(dst, float32(x), float32(y), float32(size*0.75), float32(max(1.5, size*0.1)), th.Bad, true)
	}
}

// drawPawn draws a Gealias unit: a standing figure in its seat's colour,
// behind bars while imprisoned.
func drawPawn(dst *ebiten.Image, th *graphics.Theme, x, y, h float64, clr color.RGBA, prison bool) {
	vector.FillCircle(dst, float32(x), float32(y+h*0.45), float32(h*0.36), th.Shadow, true)
	var body vector.Path
	body.MoveTo(float32(x-h*0.3), float32(y+h*0.45))
	body.LineTo(float32(x-h*0.12), float32(y-h*0.1))
	body.LineTo(float32(x+h*0.12), float32(y-h*0.1))
	body.LineTo(float32(x+h*0.3), float32(y+h*0.45))
	body.Close()
	fill(dst, &body, clr)
	stroke(dst, &body, max(1, h*0.06), graphics.Darken(clr, 100))
	vector.FillCircle(dst, float32(x), float32(y-h*0.25), float32(h*0.2), clr, true)
	vector.StrokeCircle(dst, float32(x), float32(y-h*0.25), float32(h*0.2), float32(max(1, h*0.06)), graphics.Darken(clr, 100), true)
	if prison {
		for i := -2; i <= 2; i++ {
			bx := float32(x + float64(i)*h*0.16)
			vector.StrokeLine(dst, bx, float32(y-h*0.55), bx, float32(y+h*0.5), float32(max(1, h*0.07)), th.AccentInk, true)
		}
	}
}

// kindName is the kind's name; short, its first two letters for a chip.
func kindName(tr *graphics.Tr, k ge.Kind) string { return tr.T(k.Key()) }

func short(s string, n int) string {
	rs := []rune(s)
	return string(rs[:min(n, len(rs))])
}

// drawCentre draws the deck and discard, the die, the prison and, until
// it is over and told, the last fight's dice.
func (v *View) drawCentre(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *ge.State, r Ring, ts graphics.TableState, now time.Time) {
	u := th.Unit
	deck, discard := s.DeckSize()
	deckLabel, discardLabel := tr.T("gealias.table.deck"), tr.T("gealias.table.discard")
	w := pileWidth(th, r.Deck, deckLabel, discardLabel)
	drawPile(dst, th, r.Deck, w, deckLabel, deck, true)
	drawPile(dst, th, r.Discard, w, discardLabel, discard, false)
	face, dr := v.motion.dieFace(s.Roll(), r.Die, now)
	if face == 0 {
		th.RoundRect(dst, dr.X, dr.Y, dr.W, dr.H, dr.W*0.18, graphics.Darken(th.Ink, 60))
	} else {
		th.Die(dst, dr, face, th.Ink)
	}
	// The prison: bars with the prisoners' colours behind them.
	p := r.Prison.Inset(u * 0.2)
	th.RoundRect(dst, p.X, p.Y, p.W, p.H, u*0.4, graphics.Darken(th.Felt, 30))
	head, cells := p.CutTop(p.H * 0.38)
	th.DrawTextIn(dst, tr.T("gealias.table.prison"), th.Small, head, th.InkDim, graphics.AlignCenter)
	var in []rules.Seat
	for i := 0; i < s.Setup().Seats; i++ {
		if s.Imprisoned(rules.Seat(i)) {
			in = append(in, rules.Seat(i))
		}
	}
	if len(in) > 0 {
		for i, c := range cells.Columns(len(in), 0) {
			v.pawn(dst, th, c.CX(), c.CY(), min(c.H*0.9, c.W*1.4), in[i], true)
		}
	}
	if f, ok := shownFight(s, ts.Events); ok {
		drawFight(dst, th, tr, f, r.Fight)
	}
}

// pileWidth is the width of the deck's and the discard's cards in r: a
// card's, unless a name needs more ("Discard" was cut to "Disc…" at
// 1280×800), then as wide as the longer name, up to r's width. Both
// piles take it, so that they stay a pair.
func pileWidth(th *graphics.Theme, r graphics.Rect, labels ...string) float64 {
	w := r.H * 0.72
	for _, l := range labels {
		w = max(w, graphics.TextWidth(l, th.Small)+th.Unit*0.8)
	}
	return min(w, r.W)
}

// drawPile draws a pile as a card w wide in r, its name over its count.
func drawPile(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, w float64, label string, n int, back bool) {
	u := th.Unit
	c := r.Centered(w, r.H)
	if n > 0 {
		clr := color.RGBA{0x6b, 0x3e, 0x8e, 0xff}
		if !back {
			clr = graphics.Darken(th.Ink, 40)
		}
		th.RoundRect(dst, c.X, c.Y, c.W, c.H, u*0.4, clr)
		th.Outline(dst, c.X, c.Y, c.W, c.H, u*0.2, th.Ink)
	} else {
		th.Outline(dst, c.X, c.Y, c.W, c.H, u*0.2, th.InkDim)
	}
	top, bottom := c.CutTop(c.H * 0.45)
	th.DrawTextIn(dst, graphics.Ellipsize(label, th.Small, top.W+u), th.Small, top, th.Ink, graphics.AlignCenter)
	th.DrawTextIn(dst, strconv.Itoa(n), th.Bold, bottom, th.Ink, graphics.AlignCenter)
}

// lastFight is the newest fight or raid among the events, unless the
// Gealias has moved or a die has been rolled since.
func lastFight(evs []rules.Msg) (ge.FightRoll, bool) {
	for i := len(evs) - 1; i >= 0; i-- {
		if f, ok := ge.FightOf(evs[i]); ok {
			return f, true
		}
		switch evs[i].Key {
		case "gealias.ev.move", "gealias.ev.roll", "gealias.ev.strike_roll", "gealias.ev.draw_white", "gealias.ev.draw_red", "gealias.ev.draw_red_card":
			return ge.FightRoll{}, false
		}
	}
	return ge.FightRoll{}, false
}

// shownFight is the fight whose dice lie over the centre: the newest,
// until it is over and told. The dice are then picked up, for the deck,
// the die and the prison beneath them (the log keeps the fight's line): a
// fight for a share once the landing's shares are settled, a Gealias fight
// or a raid once what it brings is decided (State.Fighting).
func shownFight(s *ge.State, evs []rules.Msg) (ge.FightRoll, bool) {
	f, ok := lastFight(evs)
	if !ok {
		return f, false
	}
	switch s.Decision().Kind {
	case ge.MoveSteps, ge.NiceTryCall, ge.StakeShare:
		// The walk or the question that started the fight (the state
		// shown while the log still tells its step), or the landing's
		// other shares still to fight for.
		return f, true
	}
	return f, !f.Structure && s.Fighting()
}

// drawFight shows both sides' dice side by side with who won.
func drawFight(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, f ge.FightRoll, r graphics.Rect) {
	u := th.Unit
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.8, th.Palette.Panel)
	th.Outline(dst, r.X, r.Y, r.W, r.H, u*0.25, th.Gold)
	in := r.Inset(u * 0.4)
	lh := graphics.LineHeight(th.Small)
	title, in := in.CutTop(lh)
	result, in := in.CutBottom(lh)
	var head, res string
	if f.Raid {
		head = tr.T("gealias.table.raid_title", rules.SeatArg(f.Attacker), rules.Int(int(f.Dot)))
		res = tr.T("gealias.table.raid_dice")
	} else {
		head = tr.T("gealias.table.fight_title", rules.SeatArg(f.Attacker), rules.SeatArg(f.Defender))
		res = tr.T("gealias.table.fight_winner", rules.SeatArg(f.Winner))
	}
	th.DrawTextIn(dst, graphics.Ellipsize(head, th.Small, title.W), th.Small, title, th.Ink, graphics.AlignCenter)
	th.DrawTextIn(dst, graphics.Ellipsize(res, th.Small, result.W), th.Small, result, th.Gold, graphics.AlignCenter)
	left, right := in.CutLeft(in.W / 2)
	side := func(rr graphics.Rect, dice []int, clr color.RGBA) {
		if len(dice) == 0 {
			return
		}
		sz := min(rr.H*0.8, (rr.W-u*0.3*float64(len(dice)))/float64(len(dice)))
		row := rr.Centered(sz*float64(len(dice))+u*0.3*float64(len(dice)-1), sz)
		for i, c := range row.Columns(len(dice), u*0.3) {
			th.Die(dst, c, dice[i], clr)
		}
	}
	ac := th.SeatColor(int(f.Attacker))
	dc := th.Ink
	if f.Defender >= 0 {
		dc = th.SeatColor(int(f.Defender))
	}
	side(left, f.AttackDice, ac)
	side(right, f.DefendDice, dc)
}

// twoLines fits a line of text to width: on a second line where there is
// room for one (a narrow panel would cut a civilization's ability
// mid-sentence, the dialog's title a long question), shortened with "…"
// where it still does not fit.
func twoLines(th *graphics.Theme, text string, width float64, room bool) []string {
	lines := []string{text}
	if room && graphics.TextWidth(text, th.Small) > width {
		lines = graphics.Wrap(text, th.Small, width)
		if len(lines) > 2 {
			lines = []string{lines[0], strings.Join(lines[1:], " ")}
		}
	}
	for i, l := range lines {
		lines[i] = graphics.Ellipsize(l, th.Small, width)
	}
	return lines
}

// belowCiv is the height a panel's lines below the civilization take: the
// pieces, and the viewer's cards.
func belowCiv(lh float64, viewer bool) float64 {
	if viewer {
		return lh * 2.3
	}
	return lh * 1.1
}

// panelAt is where a panel's lines go below its name: the civilization
// (on one line or two), the pieces and hand size, and the viewer's cards.
// A line the panel has no room for is left empty.
type panelAt struct {
	civ          []string
	civAt        []graphics.Rect
	pieces, hand graphics.Rect
}

// layPanel lays out the lines of seat's panel, whose body (below the
// name) is body.
func layPanel(th *graphics.Theme, tr *graphics.Tr, s *ge.State, seat, viewer rules.Seat, body graphics.Rect, compact bool) panelAt {
	var p panelAt
	lh := graphics.LineHeight(th.Small)
	if body.H < lh*0.8 {
		// A panel in a phone's full column has room for the name alone;
		// its hover text names the civilization.
		return p
	}
	c := s.Civ(seat)
	line, rest := body.CutTop(min(lh, body.H))
	civ := tr.T(c.Key())
	if !compact {
		civ += " · " + abilityLine(tr, c)
	}
	if e, ok := s.ControlledBy(); ok && s.Turn() == seat {
		civ = tr.T("gealias.table.controlled_short", rules.SeatArg(e)) + " · " + civ
	}
	for i, text := range twoLines(th, civ, line.W, rest.H >= lh+belowCiv(lh, seat == viewer)) {
		if i > 0 {
			line, rest = rest.CutTop(lh)
		}
		p.civ, p.civAt = append(p.civ, text), append(p.civAt, line)
	}
	if rest.H < lh*0.8 {
		return p
	}
	p.pieces, rest = rest.CutTop(min(lh*1.1, rest.H))
	if seat == viewer && rest.H >= lh*0.8 {
		p.hand, _ = rest.CutTop(min(lh*1.2, rest.H))
	}
	return p
}

// drawPanel draws a player's panel: civilization and ability, pieces built
// and to build, hand size and red cards; the viewer's own cards.
func (v *View) drawPanel(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *ge.State, seat rules.Seat, ts graphics.TableState, r graphics.Rect, compact bool) {
	u := th.Unit
	d := s.Decision()
	body := th.PlayerPanel(dst, r, seat, seatName(tr, seat), seat == ts.Viewer, d.Seat == seat || s.Turn() == seat, ts.Waiting[seat])
	p := layPanel(th, tr, s, seat, ts.Viewer, body, compact)
	for i, text := range p.civ {
		th.DrawTextIn(dst, text, th.Small, p.civAt[i], th.InkDim, graphics.AlignStart)
	}
	if p.pieces.H == 0 {
		return
	}
	line := p.pieces
	// Pieces: filled when on the board, hollow while still to build.
	to, fo, tl, fl := s.Pieces(seat)
	sz := line.H * 0.8
	x := line
	for i := 0; i < to+tl; i++ {
		var cell graphics.Rect
		cell, x = x.CutLeft(sz * 1.1)
		st := ge.Structure{Owner: seat}
		if i < to {
			v.structure(dst, th, st, cell.CX(), cell.CY(), sz)
		} else {
			v.hollow(dst, th, cell, sz, false)
		}
	}
	_, x = x.CutLeft(u * 0.4)
	for i := 0; i < fo+fl; i++ {
		var cell graphics.Rect
		cell, x = x.CutLeft(sz * 1.1)
		st := ge.Structure{Owner: seat, Fortress: true}
		if i < fo {
			v.structure(dst, th, st, cell.CX(), cell.CY(), sz*0.9)
		} else {
			v.hollow(dst, th, cell, sz*0.9, true)
		}
	}
	_, x = x.CutLeft(u * 0.6)
	hand := tr.T("gealias.table.hand", rules.Int(s.HandSize(seat)), rules.Int(s.RedCount(seat)))
	th.DrawTextIn(dst, graphics.Ellipsize(hand, th.Small, x.W), th.Small, x, th.Ink, graphics.AlignStart)
	if p.hand.H == 0 {
		return
	}
	cards, red, ok := s.Hand(seat)
	if !ok {
		return
	}
	o, open := s.OpenOffer()
	drawHand(dst, th, layHand(th, tr, cards, red, seat, o, open, p.hand))
}

// drawHand draws the viewer's hand line: the kinds' chips (the kind an
// offer asks of the viewer ringed, in red when none is held), the tray of
// the viewer's offer with a shadow under it (the cards put there, and an
// empty place for each still to put, as the dialog draws them), the red
// cards.
func drawHand(dst *ebiten.Image, th *graphics.Theme, h handLine) {
	u := th.Unit
	if t := h.tray; t.W > 0 {
		th.RoundRect(dst, t.X+u*0.2, t.Y+u*0.35, t.W, t.H, u*0.5, th.Shadow)
		th.RoundRect(dst, t.X, t.Y, t.W, t.H, u*0.5, th.Palette.Panel)
		outline(dst, t.X, t.Y, t.W, t.H, max(1, u*0.2), th.Gold)
	}
	for _, c := range h.chips {
		r := c.r
		switch {
		case c.empty:
			outline(dst, r.X, r.Y, r.W, r.H, max(1, u*0.15), th.InkDim)
		case c.red:
			th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.4, redCard)
			th.DrawTextIn(dst, graphics.Ellipsize(c.label, th.Small, r.W-u*0.4), th.Small, r, th.Ink, graphics.AlignCenter)
		default:
			th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.4, kindColors[c.kind])
			th.DrawTextIn(dst, c.label, th.Small, r, th.AccentInk, graphics.AlignCenter)
		}
		if c.asked {
			clr := th.Gold
			if c.none {
				clr = th.Bad
			}
			// Outside the chip, a hair apart: a ring on the chip itself
			// was lost on the clay's colour.
			o := r.Inset(-u * 0.45)
			outline(dst, o.X, o.Y, o.W, o.H, max(1.5, u*0.25), clr)
		}
	}
}

// giveTabCard draws a tab of the trades giving a kind as a card of it:
// the one shown in full colour, the others dimmed.
func giveTabCard(dst *ebiten.Image, th *graphics.Theme, t tabAt) {
	u := th.Unit
	r := t.r
	if t.shown && t.any {
		anyTile(dst, th, r, t.label)
		return
	}
	if t.shown {
		kindTile(dst, th, r, t.give, t.label)
		return
	}
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, withAlpha(tabColor(th, t.giveTab), 90))
	th.DrawTextIn(dst, graphics.Ellipsize(t.label, th.Small, r.W-u*0.6), th.Small, r, th.Ink, graphics.AlignCenter)
}

// tabColor is a tab's colour: its kind's, or for the player trades the
// colour of the tile of any three cards.
func tabColor(th *graphics.Theme, t giveTab) color.RGBA {
	if t.any {
		return th.Palette.PanelHi
	}
	return kindColors[t.give]
}

// anyTile draws three cards of any kind as one tile: a player trade's.
func anyTile(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, label string) {
	u := th.Unit
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, th.Palette.PanelHi)
	outline(dst, r.X, r.Y, r.W, r.H, max(1, u*0.15), th.InkDim)
	th.DrawTextIn(dst, graphics.Ellipsize(label, th.Small, r.W-u*0.6), th.Small, r, th.Ink, graphics.AlignCenter)
}

// drawOffer draws an offer: the cards put on it, its empty places, an
// arrow and the card asked for, each card named (by its first letters
// where a name does not fit).
func drawOffer(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, o offerAt) {
	u := th.Unit
	full := kindNamesFit(th, tr, o.want.W-u*0.6)
	name := func(k ge.Kind) string {
		if full {
			return kindName(tr, k)
		}
		return short(kindName(tr, k), 2)
	}
	for i, r := range o.places {
		if i < len(o.put) {
			kindTile(dst, th, r, o.put[i], name(o.put[i]))
			continue
		}
		outline(dst, r.X, r.Y, r.W, r.H, max(1, u*0.15), th.InkDim)
	}
	drawArrow(dst, th, o.arrow)
	kindTile(dst, th, o.want, o.get, name(o.get))
}

// arrowIn is the arrow drawn across a, from the cards given to the card
// received: its shaft from x0 to x1, then a head of size (its tip 0.6 head
// past x1).
func arrowIn(a graphics.Rect) (x0, x1, head float64) {
	head = min(a.W*0.35, a.H*0.6)
	return a.X + a.W*0.1, a.Right() - a.W*0.1 - head*0.6, head
}

// drawArrow draws arrowIn(a), in ink: dimmed, it was lost on the panel.
func drawArrow(dst *ebiten.Image, th *graphics.Theme, a graphics.Rect) {
	x0, x1, head := arrowIn(a)
	vector.StrokeLine(dst, float32(x0), float32(a.CY()), float32(x1), float32(a.CY()), float32(max(1.5, th.Unit*0.3)), th.Ink, true)
	arrowHead(dst, x0, a.CY(), x1, a.CY(), head, th.Ink)
}

// kindTile draws a card of kind k as a tile in its colour, labelled.
func kindTile(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, k ge.Kind, label string) {
	u := th.Unit
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, kindColors[k])
	th.DrawTextIn(dst, graphics.Ellipsize(label, th.Small, r.W-u*0.6), th.Small, r, th.AccentInk, graphics.AlignCenter)
}

// structure, pawn and hollow stamp their pieces' sprites.
func (v *View) structure(dst *ebiten.Image, th *graphics.Theme, st ge.Structure, x, y, size float64) {
	key := "st:" + strconv.Itoa(int(st.Owner)) + ":" + strconv.FormatBool(st.Fortress) + ":" + strconv.FormatBool(st.Quarantined)
	v.sprites.stamp(dst, key, x, y, size, func(img *ebiten.Image, cx, cy float64) { drawStructure(img, th, st, cx, cy, size) })
}

func (v *View) pawn(dst *ebiten.Image, th *graphics.Theme, x, y, h float64, seat rules.Seat, prison bool) {
	key := "pawn:" + strconv.Itoa(int(seat)) + ":" + strconv.FormatBool(prison)
	v.sprites.stamp(dst, key, x, y, h, func(img *ebiten.Image, cx, cy float64) {
		drawPawn(img, th, cx, cy, h, th.SeatColor(int(seat)), prison)
	})
}

func (v *View) hollow(dst *ebiten.Image, th *graphics.Theme, cell graphics.Rect, sz float64, fortress bool) {
	v.sprites.stamp(dst, "hollow:"+strconv.FormatBool(fortress), cell.CX(), cell.CY(), sz, func(img *ebiten.Image, cx, cy float64) {
		hollow(img, th, cx, cy, sz, fortress)
	})
}

// hollow outlines a piece still in the supply.
func hollow(dst *ebiten.Image, th *graphics.Theme, x, y, sz float64, fortress bool) {
	if fortress {
		vector.StrokeRect(dst, float32(x-sz/2), float32(y-sz/2), float32(sz), float32(sz), 1.5, th.InkDim, true)
		return
	}
	var p vector.Path
	p.MoveTo(float32(x), float32(y-sz*0.55))
	p.LineTo(float32(x+sz*0.5), float32(y+sz*0.4))
	p.LineTo(float32(x-sz*0.5), float32(y+sz*0.4))
	p.Close()
	stroke(dst, &p, 1.5, th.InkDim)
}
