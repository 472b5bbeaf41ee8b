// Drawing the table: the status strip, every castle board, the die, the
// kingdom, the creature piles, the chest piles and the reserves. It draws
// from the castle model (castleOf) and the view's public parts only.
package bellum

import (
	"image/color"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	bm "majlis/rules/bellum"
)

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
	v.motion.observe(th, s, l, ts, now)
	d, asked := mine(s, ts)
	bs := v.Layout(th, area, ts)
	hot := func(id string) bool { return id == hover }

	v.drawStatus(dst, th, tr, s, ts, l.Status)
	_, _, die := s.Day()
	for _, seat := range l.Order {
		c := castleOf(s, seat, ts.Viewer)
		v.drawCastle(dst, th, tr, c, l.Castles[seat], die, seat == ts.Viewer, ts.Waiting[seat], s.Decision().Seat == seat)
	}
	v.drawDie(dst, th, l.Die, die, now)
	row, _, pile := s.Kingdom()
	places := append([]int{0}, row...)
	for i, r := range l.Places {
		if i < len(places) {
			v.drawPlace(dst, th, tr, places[i], r, now)
		}
	}
	drawCount(dst, th, l.Pile, tr.T("bellum.table.kingdom"), strconv.Itoa(pile), th.InkDim)
	evil, most, evilPiles, mostPiles := s.FaceUp()
	ups := [4]int{evil[0], evil[1], most[0], most[1]}
	sizes := [4]int{evilPiles[0], evilPiles[1], mostPiles[0], mostPiles[1]}
	for i, c := range ups {
		v.drawCreature(dst, th, tr, c, sizes[i], i >= 2, l.Creatures[i], now)
	}
	drawSupply(dst, th, tr, s, l)
	if asked && d.Kind == bm.ChooseBoard {
		th.RoundRect(dst, l.Boards.X, l.Boards.Y, l.Boards.W, l.Boards.H, th.Unit, th.Palette.Panel)
		for i, r := range boardRects(th, l, len(d.Boards)) {
			b, _ := bm.BoardInfo(d.Boards[i].Board)
			drawBoardCard(dst, th, tr, b, r)
		}
	}
	// Targets drawn by the view are outlined; labelled answers are drawn
	// by the widgets.
	for _, b := range bs {
		if b.Style == graphics.StyleGhost {
			th.Highlight(dst, b.Rect, hot(b.ID))
		}
	}
	v.motion.draw(dst, th, now)
}

func drawCount(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, label, n string, clr color.RGBA) {
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, th.Unit*0.6, graphics.Darken(th.Felt, 15))
	top, bottom := r.Inset(th.Unit * 0.3).CutTop(r.H * 0.4)
	th.DrawTextIn(dst, label, th.Small, top, th.InkDim, graphics.AlignCenter)
	th.DrawTextIn(dst, n, th.Title, bottom, clr, graphics.AlignCenter)
}

// drawStatus draws the day, the Captain, the turn order and the stages of
// the day with the current one lit.
func (v *View) drawStatus(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *bm.State, ts graphics.TableState, r graphics.Rect) {
	day, captain, _ := s.Day()
	u := th.Unit
	x := r
	head := tr.T("bellum.table.day", rules.Int(day)) + " · " + tr.T("bellum.table.captain", rules.SeatArg(captain))
	w := graphics.TextWidth(head, th.Bold) + u
	hr, x := x.CutLeft(w)
	th.DrawTextIn(dst, head, th.Bold, hr, th.Ink, graphics.AlignStart)
	// Turn order: seat tokens from the Captain on.
	n := s.Setup().Seats
	dot := r.H * 0.7
	for k := 0; k < n; k++ {
		seat := (int(captain) + k) % n
		cell, rest := x.CutLeft(dot * 1.2)
		th.Token(dst, cell.CX(), cell.CY(), dot/2, "person", th.SeatColor(seat))
		if k == 0 {
			th.Outline(dst, cell.X, cell.Y, cell.W, cell.H, u*0.3, th.Gold)
		}
		x = rest
	}
	_, x = x.CutLeft(u)
	stage := s.Stage()
	names := []string{"horde", "gather", "scouts", "attack", "recruit", "end"}
	lit := map[bm.Stage]string{bm.StageHorde: "horde", bm.StageAttack: "attack", bm.StageRecruit: "recruit"}[stage]
	if stage == bm.StageSetup || stage == bm.StageOver {
		key := "setup"
		if stage == bm.StageOver {
			key = "over"
		}
		th.DrawTextIn(dst, tr.T("bellum.table.stage."+key), th.Bold, x, th.Accent, graphics.AlignStart)
		return
	}
	// The whole day when it fits, else the stage now alone.
	need := 0.0
	for _, nm := range names {
		need += graphics.TextWidth(tr.T("bellum.table.stage."+nm), th.Small) + u*1.3
	}
	if need > x.W {
		names = []string{lit}
	}
	for _, nm := range names {
		label := tr.T("bellum.table.stage." + nm)
		cw := graphics.TextWidth(label, th.Small) + u
		if cw > x.W {
			break
		}
		cell, rest := x.CutLeft(cw)
		clr := th.InkDim
		if nm == lit {
			th.RoundRect(dst, cell.X, cell.Y, cell.W, cell.H, u*0.5, th.Accent)
			clr = th.AccentInk
		}
		th.DrawTextIn(dst, label, th.Small, cell, clr, graphics.AlignCenter)
		_, x = rest.CutLeft(u * 0.3)
	}
}

// pipsWidth is the width pips takes to draw items (in a row of height h
// or more).
func pipsWidth(th *graphics.Theme, items []pip) float64 {
	h := graphics.LineHeight(th.Small)
	w := 0.0
	for _, it := range items {
		if it.n > 0 {
			w += graphics.TextWidth(strconv.Itoa(it.n)+it.sym, th.Small) + h*0.5 + th.Unit*0.3
		}
	}
	return w
}

// pips draws counts as small coloured badges from the start of r.
func pips(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, items []pip) {
	h := min(r.H*0.9, graphics.LineHeight(th.Small))
	x := r
	for _, it := range items {
		if it.n <= 0 {
			continue
		}
		label := strconv.Itoa(it.n) + it.sym
		w := graphics.TextWidth(label, th.Small) + h*0.5
		if w > x.W {
			return
		}
		cell, rest := x.CutLeft(w)
		c := cell.Centered(cell.W, h)
		th.RoundRect(dst, c.X, c.Y, c.W, c.H, h/2, it.clr)
		th.DrawTextIn(dst, label, th.Small, c, th.AccentInk, graphics.AlignCenter)
		_, x = rest.CutLeft(th.Unit * 0.3)
	}
}

type pip struct {
	n   int
	sym string
	clr color.RGBA
}

func leftPips(l bm.Line) []pip {
	return []pip{{l.Food, "F", foodColor}, {l.Glyph, "G", glyphColor}, {l.Treasure, "T", treasureColor}}
}

func rightPips(l bm.Line) []pip {
	return []pip{{l.Sword, "S", swordColor}, {l.Magic, "M", magicColor}, {l.Thief, "H", thiefColor}}
}

// drawCastle draws one castle board.
func (v *View) drawCastle(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, c castle, r graphics.Rect, die int, me bool, mark graphics.WaitMark, acting bool) {
	u := th.Unit
	bg := th.Palette.Panel
	if me {
		bg = th.PanelHi
	}
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u, bg)
	if acting || mark == graphics.Waiting {
		th.Outline(dst, r.X, r.Y, r.W, r.H, u*0.3, th.Gold)
	}
	p := Parts(th, r)
	// Header: seat, name, board, defence.
	head := p.Header
	tok, head := head.CutLeft(head.H)
	th.Token(dst, tok.CX(), tok.CY(), tok.H*0.45, "person", th.SeatColor(int(c.Seat)))
	if !c.Chosen {
		// No board yet: no lines, no shield; only the name and the goblins
		// dealt (the stock below).
		_, head = head.CutLeft(u * 0.4)
		th.DrawTextIn(dst, graphics.Ellipsize(seatName(tr, c.Seat), th.Small, head.W), th.Small, head, th.Ink, graphics.AlignStart)
		body := graphics.R(p.Sides.X, p.Sides.Y, p.Sides.W, p.Lines[5].Bottom()-p.Sides.Y).Inset(u * 0.5)
		th.RoundRect(dst, body.X, body.Y, body.W, body.H, u*0.6, graphics.Darken(bg, 12))
		lines := graphics.Wrap(tr.T("bellum.table.unchosen"), th.Small, body.W-u)
		lh := graphics.LineHeight(th.Small)
		text := body.Centered(body.W, min(body.H, lh*float64(len(lines))))
		for i, lr := range text.Rows(len(lines), 0) {
			th.DrawTextIn(dst, lines[i], th.Small, lr, th.InkDim, graphics.AlignCenter)
		}
		v.drawStock(dst, th, c, p)
		return
	}
	def := tr.T("bellum.table.shield", rules.Int(c.Defence))
	if c.MagicShields > 0 {
		def += "+" + strconv.Itoa(c.MagicShields) + "M"
	}
	dw := graphics.TextWidth(def, th.Small) + u
	dr, head := head.CutRight(dw)
	th.RoundRect(dst, dr.X, dr.Y+dr.H*0.1, dr.W, dr.H*0.8, u*0.5, swordColor)
	th.DrawTextIn(dst, def, th.Small, dr, th.AccentInk, graphics.AlignCenter)
	_, head = head.CutLeft(u * 0.4)
	name := graphics.Ellipsize(seatName(tr, c.Seat)+" · "+tr.T(c.Board.NameKey), th.Small, head.W)
	th.DrawTextIn(dst, name, th.Small, head, th.Ink, graphics.AlignStart)
	// The creatures tucked in on each side (a compact castle has no row
	// for them: its header's hover text tells them).
	if p.Sides.H > 0 {
		th.DrawTextIn(dst, "< "+tr.T("bellum.table.left")+" "+strconv.Itoa(len(c.Left)), th.Small, p.LeftCards, th.InkDim, graphics.AlignCenter)
		th.DrawTextIn(dst, tr.T("bellum.table.right")+" "+strconv.Itoa(len(c.Right))+" >", th.Small, p.RightCards, th.InkDim, graphics.AlignCenter)
	}
	// Six lines: the active one lit.
	for i := range p.Lines {
		row := p.Lines[i]
		if die == i+1 {
			th.RoundRect(dst, row.X, row.Y, row.W, row.H, u*0.4, graphics.Darken(th.Accent, 60))
			th.Outline(dst, row.X, row.Y, row.W, row.H, u*0.25, th.Accent)
		} else if i%2 == 0 {
			th.RoundRect(dst, row.X, row.Y, row.W, row.H, u*0.3, graphics.Darken(bg, 12))
		}
		th.DrawTextIn(dst, strconv.Itoa(i+1), th.Small, p.Num[i], th.Ink, graphics.AlignCenter)
		pips(dst, th, p.LeftCell[i].Inset(u*0.15), leftPips(c.Lines[i]))
		pips(dst, th, p.RightCell[i].Inset(u*0.15), rightPips(c.Lines[i]))
	}
	// The divide between the sides.
	mid := p.RightCell[0]
	th.RoundRect(dst, mid.X-u*0.1, p.Lines[0].Y, u*0.2, p.Lines[5].Bottom()-p.Lines[0].Y, 0, th.InkDim)
	kinds := []pip{{c.Kinds[0], "W", chestColors[0]}, {c.Kinds[1], "M", chestColors[1]}, {c.Kinds[2], "G", chestColors[2]}}
	if p.Stock.Y == p.Chests.Y && !c.Known {
		// One row for both (a compact castle): the chests keep what they
		// need at the end, the stock has the rest.
		foot := graphics.R(p.Stock.X, p.Stock.Y, p.Chests.Right()-p.Stock.X, p.Stock.H)
		p.Chests, p.Stock = foot.CutRight(min(pipsWidth(th, kinds), foot.W*0.4))
	}
	v.drawStock(dst, th, c, p)
	// Chests: kinds always; values and the total for the owner.
	ch := p.Chests
	if c.Known {
		total := tr.T("bellum.table.total", rules.Int(c.Total))
		tw := graphics.TextWidth(total, th.Bold) + u
		var tr2 graphics.Rect
		tr2, ch = ch.CutRight(tw)
		th.DrawTextIn(dst, total, th.Bold, tr2, th.Gold, graphics.AlignEnd)
		var items []pip
		for _, val := range c.Values {
			items = append(items, pip{val, "", chestColors[valueKind(val)]})
		}
		pips(dst, th, ch, items)
		return
	}
	pips(dst, th, ch, kinds)
}

// drawStock draws a castle's stock: food, glyphs, barrels; tokens; the
// confusion spell; goblins in hand.
func (v *View) drawStock(dst *ebiten.Image, th *graphics.Theme, c castle, p CastleParts) {
	u := th.Unit
	stock := []pip{{c.Food, "F", foodColor}, {c.Glyphs, "G", glyphColor}, {c.Barrels, "B", barrelColor},
		{c.Shields, "Sh", swordColor}, {c.MagicShields, "MSh", magicColor}}
	// The spell and the goblins in hand take their room at the end first,
	// the stock the rest, so that none covers another.
	st := p.Stock
	if c.Spells > 0 {
		ready := c.Spells - c.SpellsUsed
		label := "Sp" + strconv.Itoa(ready) + "/" + strconv.Itoa(c.Spells)
		w := graphics.TextWidth(label, th.Small) + u
		var sr graphics.Rect
		sr, st = st.CutRight(w)
		clr := glyphColor
		if ready == 0 {
			clr = th.InkDim
		}
		th.RoundRect(dst, sr.X, sr.Y+sr.H*0.1, sr.W, sr.H*0.8, u*0.5, clr)
		th.DrawTextIn(dst, label, th.Small, sr, th.AccentInk, graphics.AlignCenter)
	}
	if c.Hand > 0 {
		label := "g×" + strconv.Itoa(c.Hand)
		w := graphics.TextWidth(label, th.Small) + u
		var gr graphics.Rect
		gr, st = st.CutRight(w + u*0.3)
		gr, _ = gr.CutLeft(w)
		th.RoundRect(dst, gr.X, gr.Y+gr.H*0.1, gr.W, gr.H*0.8, u*0.5, graphics.Darken(foodColor, 40))
		th.DrawTextIn(dst, label, th.Small, gr, th.Ink, graphics.AlignCenter)
	}
	pips(dst, th, st, stock)
}

// valueKind is the chest kind a value belongs to, for its colour only
// (wooden 1–3, metal 3–5, gold 6–8; a 3 is drawn wooden).
func valueKind(v int) int {
	switch {
	case v >= 6:
		return 2
	case v >= 4:
		return 1
	}
	return 0
}

// drawDie draws the die, tumbling while it rolls.
func (v *View) drawDie(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, die int, now time.Time) {
	face, rr := v.motion.dieFace(die, r, now)
	if face == 0 {
		th.RoundRect(dst, rr.X, rr.Y, rr.W, rr.H, rr.W*0.18, th.InkDim)
		th.DrawTextIn(dst, "?", th.Title, rr, th.AccentInk, graphics.AlignCenter)
		return
	}
	th.Die(dst, rr, face, th.Ink)
}

// drawPlace draws a place card (the Tavern first).
func (v *View) drawPlace(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, id int, r graphics.Rect, now time.Time) {
	p, ok := bm.PlaceInfo(id)
	if !ok {
		return
	}
	r = v.motion.flip(flipKey("place", id), r, now)
	if r.W < 2 {
		return
	}
	u := th.Unit
	th.RoundRect(dst, r.X, r.Y+u*0.3, r.W, r.H, u*0.6, th.Shadow)
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, color.RGBA{0xf4, 0xea, 0xd5, 0xff})
	in := r.Inset(u * 0.4)
	lh := graphics.LineHeight(th.Small)
	kindClr := map[int]color.RGBA{bm.KindTavern: barrelColor, bm.KindFarm: foodColor, bm.KindVillage: glyphColor, bm.KindTown: treasureColor}[p.Kind]
	items := []pip{{p.Food, "F", foodColor}, {p.Glyph, "G", glyphColor}, {p.Barrel, "B", barrelColor},
		{p.Wooden, "W", chestColors[0]}, {p.Metal, "M", chestColors[1]}, {p.Gold, "G", chestColors[2]}}
	if in.H < lh*5 {
		// Too small for its name (a phone's): the kind's colour with the
		// shield, then the spoils one to a row; the hover tells the rest.
		head, body := in.CutTop(lh)
		th.RoundRect(dst, head.X, head.Y, head.W, head.H, u*0.4, kindClr)
		label := strconv.Itoa(p.Shield)
		if p.Magic > 0 {
			label += "+" + strconv.Itoa(p.Magic) + "M"
		}
		th.DrawTextIn(dst, label, th.Small, head, th.AccentInk, graphics.AlignCenter)
		var some []pip
		for _, it := range items {
			if it.n > 0 {
				some = append(some, it)
			}
		}
		if len(some) == 0 {
			return
		}
		for i, rr := range body.Rows(len(some), 0) {
			pips(dst, th, rr, some[i:i+1])
		}
		return
	}
	head, body := in.CutTop(lh * 2.1)
	th.RoundRect(dst, head.X, head.Y, head.W, head.H, u*0.4, kindClr)
	name := tr.T(p.NameKey)
	lines := graphics.Wrap(name, th.Small, head.W-u*0.4)
	for i, rr := range head.Rows(2, 0) {
		if i < len(lines) {
			th.DrawTextIn(dst, lines[i], th.Small, rr, th.AccentInk, graphics.AlignCenter)
		}
	}
	def, spoils := body.CutTop(lh * 1.3)
	label := tr.T("bellum.table.shield", rules.Int(p.Shield))
	if p.Magic > 0 {
		label += "+" + strconv.Itoa(p.Magic) + "M"
	}
	th.DrawTextIn(dst, label, th.Small, def, th.AccentInk, graphics.AlignCenter)
	rows := spoils.Rows(2, 0)
	pips(dst, th, rows[0], items[:3])
	pips(dst, th, rows[1], items[3:])
}

// drawCreature draws a face-up creature under its pile, with the pile's
// count and the kind's cost.
func (v *View) drawCreature(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, id, pile int, most bool, r graphics.Rect, now time.Time) {
	u := th.Unit
	lh := graphics.LineHeight(th.Small)
	if r.H < lh*6 {
		// Too small for its lines (a phone's): the tier's colour with the
		// pile's count; the hover tells the creature and its cost.
		c, ok := bm.CreatureInfo(id)
		clr := graphics.Darken(th.Felt, 20)
		if ok {
			clr = glyphColor
			if c.Tier == bm.TierMost {
				clr = thiefColor
			}
		}
		card := v.motion.flip(flipKey("creature", id), r, now)
		if card.W < 2 {
			return
		}
		th.RoundRect(dst, card.X, card.Y, card.W, card.H, u*0.6, clr)
		th.DrawTextIn(dst, strconv.Itoa(pile), th.Small, card, th.AccentInk, graphics.AlignCenter)
		return
	}
	foot, card := r.CutBottom(lh * 2.2)
	cost := tr.T("bellum.table.pay_food")
	if most {
		cost = tr.T("bellum.table.cost_short_most")
	}
	fr := foot.Rows(2, 0)
	th.DrawTextIn(dst, graphics.Ellipsize(tr.T("bellum.table.pile", rules.Int(pile)), th.Small, fr[0].W), th.Small, fr[0], th.InkDim, graphics.AlignCenter)
	th.DrawTextIn(dst, graphics.Ellipsize(cost, th.Small, fr[1].W), th.Small, fr[1], th.Ink, graphics.AlignCenter)
	c, ok := bm.CreatureInfo(id)
	if !ok {
		th.RoundRect(dst, card.X, card.Y, card.W, card.H, u*0.6, graphics.Darken(th.Felt, 20))
		return
	}
	card = v.motion.flip(flipKey("creature", id), card, now)
	if card.W < 2 {
		return
	}
	clr := glyphColor
	if most {
		clr = thiefColor
	}
	th.RoundRect(dst, card.X, card.Y+u*0.3, card.W, card.H, u*0.6, th.Shadow)
	th.RoundRect(dst, card.X, card.Y, card.W, card.H, u*0.6, color.RGBA{0xf4, 0xea, 0xd5, 0xff})
	in := card.Inset(u * 0.3)
	head, body := in.CutTop(lh * 1.1)
	th.RoundRect(dst, head.X, head.Y, head.W, head.H, u*0.4, clr)
	th.DrawTextIn(dst, graphics.Ellipsize(tr.T(c.NameKey), th.Small, head.W), th.Small, head, th.AccentInk, graphics.AlignCenter)
	// Six small rows: left | right, only the lines it adds to.
	for i, row := range body.Rows(6, 0) {
		l, rr := row.CutLeft(row.W / 2)
		num, l := l.CutLeft(min(l.W*0.3, lh))
		th.DrawTextIn(dst, strconv.Itoa(i+1), th.Small, num, th.AccentInk, graphics.AlignCenter)
		pips(dst, th, l, leftPips(c.Lines[i]))
		pips(dst, th, rr, rightPips(c.Lines[i]))
	}
}

// drawBoardCard draws a free castle board while choosing.
func drawBoardCard(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, b bm.Board, r graphics.Rect) {
	u := th.Unit
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, th.PanelHi)
	in := r.Inset(u * 0.4)
	head, body := in.CutTop(graphics.LineHeight(th.Small) * 2.4)
	top, bot := head.CutTop(head.H / 2)
	th.DrawTextIn(dst, graphics.Ellipsize(tr.T(b.NameKey), th.Small, top.W), th.Small, top, th.Ink, graphics.AlignCenter)
	th.DrawTextIn(dst, tr.T("bellum.table.shield", rules.Int(b.Shield)), th.Small, bot, th.InkDim, graphics.AlignCenter)
	for i, row := range body.Rows(6, 0) {
		l, rr := row.CutLeft(row.W / 2)
		pips(dst, th, l, leftPips(b.Lines[i]))
		pips(dst, th, rr, rightPips(b.Lines[i]))
	}
}

// drawSupply draws the chest piles and the reserves.
func drawSupply(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *bm.State, l Layout) {
	res, bonus, chests := s.Reserves()
	u := th.Unit
	cols := l.Chests.Columns(3, u*0.5)
	for k, c := range cols {
		r := c.Centered(min(c.W, c.H*0.9), c.H)
		th.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.6, chestColors[k])
		th.DrawTextIn(dst, strconv.Itoa(chests[k]), th.Title, r, th.AccentInk, graphics.AlignCenter)
	}
	_, rr := l.Reserves.CutTop(u * 0.5)
	rows := rr.Rows(2, u*0.3)
	pips(dst, th, rows[0], []pip{{res[0], "F", foodColor}, {res[1], "G", glyphColor}, {res[2], "B", barrelColor}})
	pips(dst, th, rows[1], []pip{{bonus[0], "Sh", swordColor}, {bonus[1], "Sp", glyphColor}, {bonus[2], "MSh", magicColor}})
}
