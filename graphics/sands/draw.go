// Drawing the table: the status strip, each player's area (Stronghold,
// City Sections with Water, Home, piles, the viewer's hand), the card
// faces drawn in code (our own design: kind band, name, costs, Strength
// and Ka, traits and text as room allows), bowed cards turned, the
// battle, raids or duel in the centre, and a large card on hover.
package sands

import (
	"image/color"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"majlis/graphics"
	"majlis/rules"
	sd "majlis/rules/sands"
)

// Card colours by kind, and the marks' colours.
var (
	kindColors = map[sd.Kind]color.RGBA{
		sd.Stronghold:  {0x8a, 0x6a, 0x4a, 0xff},
		sd.CitySection: {0xc8, 0xa8, 0x70, 0xff},
		sd.Hero:        {0x4a, 0x7d, 0xb8, 0xff},
		sd.Follower:    {0x5d, 0xa0, 0x5a, 0xff},
		sd.Item:        {0x9a, 0xa4, 0xae, 0xff},
		sd.Holding:     {0xb0, 0x80, 0x50, 0xff},
		sd.Action:      {0xc8, 0x5a, 0x4a, 0xff},
		sd.Spell:       {0x9a, 0x6a, 0xd0, 0xff},
		sd.Story:       {0xd8, 0xb0, 0x40, 0xff},
	}
	parchment   = color.RGBA{0xf4, 0xea, 0xd5, 0xff}
	ink         = color.RGBA{0x26, 0x1c, 0x12, 0xff}
	sunColor    = color.RGBA{0xe8, 0xa8, 0x3a, 0xff}
	moonColor   = color.RGBA{0xb8, 0xc4, 0xe0, 0xff}
	waterColor  = color.RGBA{0x4a, 0x9a, 0xe0, 0xff}
	copperColor = color.RGBA{0xc8, 0x7a, 0x3a, 0xff}
	fateColor   = color.RGBA{0xa0, 0x90, 0xb8, 0xff}
)

// Draw draws the table.
func (v *View) Draw(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, ts graphics.TableState, hover string) {
	s, ok := state(ts)
	if !ok {
		return
	}
	if v.now == nil {
		v.now = time.Now
	}
	tr := ts.Tr
	t := Place(th, r, s, ts.Viewer)
	now := v.now()
	v.motion.observe(s, t, ts, now)
	drawStatus(dst, th, tr, s, ts, t.Status)
	tu := s.Turn()
	for _, seat := range t.Order {
		a := t.Areas[seat]
		p := s.Player(seat)
		active := ts.Waiting[seat] == graphics.Waiting
		// Beside the name: the Blessing as a crown (the seat's tip says it
		// in words), the hand's size. The name gives way to them on a
		// narrow panel.
		info := tr.T("sands.table.hand_count", rules.Int(p.Hand))
		if a.NameBeside {
			info = "" // the own hand is in sight below, and the name needs the room
		}
		if p.Out {
			info = tr.T("sands.table.out")
		}
		textR := a.Head.Inset(th.Unit * 0.2)
		infoW := graphics.TextWidth(info, th.Small)
		var crown graphics.Rect
		if tu.Blessed == seat && !p.Out {
			side := min(textR.H, th.Unit*2.4)
			_, before := textR.CutRight(infoW + th.Unit*0.3)
			crown, _ = before.CutRight(side)
			infoW += side + th.Unit*0.3
		}
		// PlayerPanel's name line, or on an area with the name beside its
		// cards the same line over the piles' column; either way it ends
		// where what is written beside the name begins (a wait mark then
		// stands between the two).
		lh := graphics.LineHeight(th.Bold) * 1.2
		head, _ := a.Rect.Inset(th.Unit).CutTop(lh)
		if a.NameBeside {
			head, _ = a.Head.CutBottom(lh)
		}
		head, _ = head.CutLeft(textR.Right() - head.X - infoW - th.Unit*0.6)
		th.PlayerPanelHead(dst, a.Rect, head, seat, tr.T("sands.table.name", rules.SeatArg(seat)), seat == ts.Viewer, active, ts.Waiting[seat])
		th.DrawTextIn(dst, info, th.Small, textR, th.Gold, graphics.AlignEnd)
		if crown.W > 0 {
			th.DrawIcon(dst, "crown", crown, th.Gold)
		}
		drawPiles(dst, th, tr, s, a, p)
	}
	drawScene(dst, th, tr, s, t)
	drawQueue(dst, th, tr, s, t.Queue)
	moving := v.motion.moving(now)
	// A card being dragged follows the pointer instead of its slot.
	var ds []drop
	dragged := -1
	if ts.Drag.From != "" {
		if ds = drops(t, s, ts, ts.Drag.From); len(ds) > 0 {
			dragged, _ = hoveredCard(s, ts, ts.Drag.From)
		}
	}
	// Where the viewer's options are answered, once for the frame.
	var spots []*spot
	var ms []menu
	if d, asked := decision(s, ts); asked {
		spots, _, ms = t.places(th, s, d.Choices)
	}
	chipped := chippedCards(spots)
	for _, sl := range t.Slots {
		if moving[sl.ID] || sl.ID == dragged {
			continue
		}
		c, ok := s.Card(sl.ID)
		if !ok || sl.Pile {
			continue
		}
		look := lookFace
		switch {
		case sl.Small || sl.Back:
			look = lookStrip
		case chipped[sl.ID]:
			look = lookChipped
		}
		drawCard(dst, th, tr, c, sl.Rect, look)
	}
	v.motion.draw(dst, th, tr, s, now)
	if m, lay, ok := v.openLayout(th, tr, s, r, ts, ms); ok {
		drawMenu(dst, th, tr, s, m, lay)
	}
	if c, ok := s.Card(dragged); ok {
		// The places it may be dropped on, the one under the pointer
		// brighter, and the card itself under the pointer.
		for _, d := range ds {
			th.Highlight(dst, d.r, d.r.Contains(ts.Drag.X, ts.Drag.Y))
		}
		r := t.Cards[dragged].Rect
		drawCard(dst, th, tr, c, graphics.R(ts.Drag.X-r.W/2, ts.Drag.Y-r.H/2, r.W, r.H), lookFace)
	}
	// Hovering a card, or a target about one, shows it large.
	if id, ok := hoveredCard(s, ts, hover); ok {
		if c, ok := s.Card(id); ok && c.Known {
			big := bigCardRect(th, r, t)
			drawFace(dst, th, tr, c, big, true, true)
		}
	}
}

// hoveredCard is the card under the pointer: its hover area, or a target
// whose option concerns it.
func hoveredCard(s *sd.State, ts graphics.TableState, hover string) (int, bool) {
	if rest, ok := strings.CutPrefix(hover, menuPrefix); ok && hover != closeID {
		n, err := strconv.Atoi(rest)
		return n, err == nil
	}
	if rest, ok := strings.CutPrefix(hover, "tip:card:"); ok {
		n, err := strconv.Atoi(rest)
		return n, err == nil
	}
	if m, ok := strings.CutPrefix(hover, "move:"); ok {
		if d, asked := decision(s, ts); asked {
			for _, c := range d.Choices {
				if string(c.Move) == m && c.Card >= 0 {
					return c.Card, true
				}
			}
		}
	}
	return 0, false
}

// bigCardRect is where a hovered card is shown large: at the table's
// end edge, over whatever lies there while the pointer rests (CutRight
// gives the strip first; taking the rest had put it mid-table, under the
// hover text).
func bigCardRect(th *graphics.Theme, r graphics.Rect, t Table) graphics.Rect {
	h := min(r.H*0.55, th.Unit*40, r.W*0.6/0.72)
	w := h * 0.72
	right, _ := r.CutRight(w + th.Unit)
	return right.Centered(w, h)
}

func drawStatus(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *sd.State, ts graphics.TableState, r graphics.Rect) {
	tu := s.Turn()
	txt := tr.T("sands.table.status", rules.Int(tu.Number), rules.Key(tu.Segment.Key()), rules.SeatArg(tu.Blessed))
	if c, ok := s.Card(tu.Omen); ok && c.Known {
		txt += "  ·  " + tr.T("sands.table.omen", rules.Key(c.Def.Name()))
	}
	var waits []string
	for seat := rules.Seat(0); int(seat) < s.Setup().Seats; seat++ {
		if ts.Waiting[seat] == graphics.Waiting {
			waits = append(waits, tr.T("sands.table.name", rules.SeatArg(seat)))
		}
	}
	if len(waits) > 0 && !s.Result().Done {
		txt += "  ·  " + tr.T("sands.table.waiting", rules.Text(strings.Join(waits, ", ")))
	}
	th.DrawTextIn(dst, graphics.Ellipsize(txt, th.Small, r.W), th.Small, r, th.Ink, graphics.AlignStart)
}

// drawPiles draws the deck's size and the Saved and Buried piles.
func drawPiles(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *sd.State, a *area, p sd.SeatState) {
	pile := func(r graphics.Rect, label string, n int, top int) {
		if r.W <= 0 || r.H <= 0 {
			return
		}
		bg := graphics.Darken(th.Palette.Panel, 20)
		th.RoundRect(dst, r.X, r.Y, r.W, r.H, th.Unit*0.4, bg)
		name := ""
		if c, ok := s.Card(top); ok && c.Known && top >= 0 {
			name = tr.T(c.Def.Name())
		}
		in := r.Inset(th.Unit * 0.2)
		lines := pileLines(th, in, label, n, name)
		for i, l := range lines {
			lr := in
			if len(lines) > 1 {
				lr = in.Rows(len(lines), 0)[i]
			}
			th.DrawTextIn(dst, l, th.Small, lr, th.InkDim, graphics.AlignStart)
		}
	}
	last := func(ids []int) int {
		if len(ids) == 0 {
			return -1
		}
		return ids[len(ids)-1]
	}
	pile(a.Deck, tr.T("sands.table.deck"), p.Deck, -1)
	pile(a.Saved, tr.T("sands.table.saved"), len(p.Saved), last(p.Saved))
	pile(a.Buried, tr.T("sands.table.buried"), len(p.Buried), last(p.Buried))
}

// pileLines is the text of a pile in r: its name, its count and the name
// of its top card if known ("Saved 9 · Tale of…"), on one line where it
// fits. Where it does not, the count is never what is cut: a rival's
// narrow pile puts the name over the count, and a phone's, too low for
// two lines, cuts the name to make room, or shows its initial where not
// a letter of it would be left ("D 35"), or the count alone where not
// even that fits.
func pileLines(th *graphics.Theme, r graphics.Rect, label string, n int, top string) []string {
	count := strconv.Itoa(n)
	if top != "" {
		count += " · " + top
	}
	one := label + " " + count
	switch {
	case graphics.TextWidth(one, th.Small) <= r.W:
		return []string{one}
	case r.H >= graphics.LineHeight(th.Small)*2:
		under := graphics.Ellipsize(count, th.Small, r.W)
		if !strings.HasPrefix(under, strconv.Itoa(n)+" ") && under != count {
			under = strconv.Itoa(n)
		}
		return []string{initialIfCut(graphics.Ellipsize(label, th.Small, r.W), label), under}
	}
	num := " " + strconv.Itoa(n)
	name := initialIfCut(graphics.Ellipsize(label, th.Small, r.W-graphics.TextWidth(num, th.Small)), label)
	if graphics.TextWidth(name+num, th.Small) > r.W {
		return []string{strconv.Itoa(n)} // the hover text names it
	}
	return []string{name + num}
}

// initialIfCut is cut, a pile's name shortened, or the name's initial
// where the cut left not a letter of it.
func initialIfCut(cut, name string) string {
	if cut != "…" {
		return cut
	}
	first, _ := utf8.DecodeRuneInString(name)
	return string(first)
}

// chippedCards are the cards whose choices stand on their faces as chips
// (Layout puts them there): their kind, traits and text would show in
// pieces between the chips, so they are left off (the card's hover text
// and large face still say them).
func chippedCards(spots []*spot) map[int]bool {
	chipped := map[int]bool{}
	for _, sp := range spots {
		if len(sp.choices) > 1 && sp.face && sp.card >= 0 {
			chipped[sp.card] = true
		}
	}
	return chipped
}

// cardLook is how much of a card is drawn.
type cardLook int

const (
	lookFace    cardLook = iota // its face, as much of it as fits
	lookStrip                   // a strip with its name (and numbers)
	lookChipped                 // its face under chips: the name and numbers only
)

// drawCard draws a card in its slot: face up, turned when bowed, or as a
// strip when it is tucked under another (look says which, and whether
// chips stand on it).
func drawCard(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, c sd.Card, r graphics.Rect, look cardLook) {
	if look == lookStrip {
		clr := kindColors[c.Def.Kind]
		if !c.Known {
			clr = th.PanelHi
		}
		th.RoundRect(dst, r.X, r.Y, r.W, r.H, th.Unit*0.3, clr)
		label := tr.T("sands.table.face_down")
		if c.Known {
			label = cardName(tr, c)
			if c.Strength != 0 || c.Ka != 0 {
				label = tr.T("sands.table.strip", rules.Text(label), rules.Int(c.Strength), rules.Int(c.Ka))
			}
		}
		in := r
		if c.Bowed {
			in = bowedEdge(dst, th, r)
		}
		if r.H < graphics.LineHeight(th.Small)*0.75 {
			return // too thin for a name to be read: its tip says it
		}
		th.DrawTextIn(dst, graphics.Ellipsize(label, th.Small, in.W-th.Unit*0.4), th.Small, in.Inset(th.Unit*0.2), ink, graphics.AlignStart)
		return
	}
	if !c.Known {
		th.Card(dst, r, false, "", "card-random", th.SeatColor(int(c.Owner)))
		return
	}
	drawFace(dst, th, tr, c, r, false, look != lookChipped)
	if !c.Bowed {
		return
	}
	// Bowed: darkened, with a turned tag just above its numbers, which
	// stay readable; a card too short for the tag has the bowed edge a
	// strip has.
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, min(r.W, r.H)*0.07, color.RGBA{0, 0, 0, 0x60})
	if !roomForBowedTag(th, r) {
		bowedEdge(dst, th, r)
		return
	}
	lh := graphics.LineHeight(th.Small)
	above := r
	if _, _, row := faceParts(th, r, false); row.H > 0 {
		_, above = r.CutBottom(r.Bottom() - row.Y)
	}
	tag, _ := above.CutBottom(lh * bowedTag)
	th.RoundRect(dst, tag.X, tag.Y, tag.W, tag.H, lh*0.3, th.Bad)
	th.DrawTextIn(dst, tr.T("sands.table.bowed_mark"), th.Small, tag, th.Ink, graphics.AlignCenter)
}

// bowedEdge marks a strip or a short card as bowed with a bar of the
// bowed tag's colour along its starting edge, and returns the rest of r
// for its name. (A turned-arrow glyph would say it in less room, but the
// Go fonts have none.)
func bowedEdge(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect) graphics.Rect {
	bar, rest := r.CutLeft(min(th.Unit*0.6, r.W*0.2))
	th.RoundRect(dst, bar.X, bar.Y, bar.W, bar.H, bar.W*0.4, th.Bad)
	return rest
}

// drawFace draws a known card's face in r: the kind's band with the
// name, the costs, the numbers, and, when words is set, as much of the
// kind, traits and text as fits (all of it when large).
func drawFace(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, c sd.Card, r graphics.Rect, large, words bool) {
	u := th.Unit
	d := &c.Def
	rad := min(r.W, r.H) * 0.07
	th.RoundRect(dst, r.X, r.Y+u*0.2, r.W, r.H, rad, th.Shadow)
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, rad, parchment)
	face, lh := faceFont(th, large)
	band, top, row := faceParts(th, r, large)
	clr := kindColors[d.Kind]
	th.RoundRect(dst, band.X, band.Y, band.W, band.H, rad*0.6, clr)
	name := numbered(th, tr, face, c, band.W-u*0.4, false)
	th.DrawTextIn(dst, name, face, band.Inset(u*0.2), ink, graphics.AlignCenter)
	if row.H == 0 {
		return
	}
	// The numbers along the bottom: coins and moons as the card's kind has them.
	var nums []pip
	for _, st := range stats(c) {
		if !large && !keyStat(c, st.key) {
			continue
		}
		switch st.key {
		case "strength", "base":
			nums = append(nums, pip{st.n, "S", sunColor})
		case "ka":
			nums = append(nums, pip{st.n, "K", moonColor})
		case "copper", "copper_prod", "produces":
			nums = append(nums, pip{st.n, "C", copperColor})
		case "water", "water_on", "water_carried":
			nums = append(nums, pip{st.n, "W", waterColor})
		case "influence":
			nums = append(nums, pip{st.n, "I", th.Gold})
		case "fate":
			if large || d.Kind == sd.Action || d.Kind == sd.Spell {
				nums = append(nums, pip{st.n, "F", fateColor})
			}
		}
	}
	// A small card's text is left off where no chip or bowed tag lies
	// on it and its coins need the room.
	coins, rows := row, 1
	if !large && words && !c.Bowed {
		coins, rows = coinRows(th, top, row, len(nums))
	}
	pips(dst, th, coins, nums, rows)
	if rows > 1 || !words || top.H < lh*0.9 {
		return
	}
	// Traits in bold, then the text.
	var lines []string
	if line := d.TraitLine(); len(line) > 0 {
		var ts []string
		for _, m := range line {
			ts = append(ts, tr.M(m))
		}
		lines = append(lines, strings.Join(ts, " · "))
	}
	kind := tr.T(d.Kind.Key())
	if d.Faction != sd.Unaligned && large {
		kind += " — " + tr.T(d.Faction.Key())
	}
	// Lines stop above the bowed tag drawCard lays over the text's foot,
	// rather than showing half a line beneath it.
	bottom := top.Bottom()
	if c.Bowed && !large {
		bottom -= graphics.LineHeight(th.Small) * bowedTag
	}
	kr, ok := kindLine(th, top, bottom, lh)
	if !ok {
		return
	}
	th.DrawTextIn(dst, graphics.Ellipsize(kind, face, top.W), face, kr, th.InkDim, graphics.AlignCenter)
	y := kr.Bottom()
	bold := th.Small
	if large {
		bold = th.Bold
	}
	for _, l := range lines {
		for _, w := range graphics.Wrap(l, bold, top.W) {
			if y+lh > bottom {
				return
			}
			th.DrawTextIn(dst, w, bold, graphics.R(top.X, y, top.W, lh), ink, graphics.AlignCenter)
			y += lh
		}
	}
	if m, ok := d.TextMsg(); ok && (large || top.H > lh*4) {
		for _, w := range graphics.Wrap(tr.M(m), face, top.W) {
			if y+lh > bottom {
				return
			}
			th.DrawTextIn(dst, w, face, graphics.R(top.X, y, top.W, lh), ink, graphics.AlignStart)
			y += lh
		}
	}
}

// kindLine is where a card's kind is written in top, above bottom:
// nearer the name on a short card, and nowhere when it would run into the
// numbers (a wrapped rival's row; the band's colour and the hover text
// still say it).
func kindLine(th *graphics.Theme, top graphics.Rect, bottom, lh float64) (graphics.Rect, bool) {
	y := top.Y + min(th.Unit*0.2, max(top.H-lh, 0))
	if y+lh > bottom+0.5 {
		return graphics.Rect{}, false
	}
	return graphics.R(top.X, y, top.W, lh), true
}

// bowedTag is the height of a bowed card's tag, in lines of the small face.
const bowedTag = 1.1

// roomForBowedTag says whether a small card in r has room for the bowed
// tag between its name and its numbers; a shorter one (a wrapped rival's
// row) has a bowed edge, as a strip does.
func roomForBowedTag(th *graphics.Theme, r graphics.Rect) bool {
	_, top, _ := faceParts(th, r, false)
	return top.H >= graphics.LineHeight(th.Small)*bowedTag-0.5
}

// faceFont is the face a card's text is set in, and its line height.
func faceFont(th *graphics.Theme, large bool) (text.Face, float64) {
	face := th.Small
	if large {
		face = th.Body
	}
	return face, graphics.LineHeight(face)
}

// faceParts cuts a card's face: the kind's band with the name, the
// traits and text, and the row of numbers along the bottom (empty when
// the card is too short for more than its name).
func faceParts(th *graphics.Theme, r graphics.Rect, large bool) (band, top, row graphics.Rect) {
	_, lh := faceFont(th, large)
	in := r.Inset(min(r.W, r.H) * 0.05)
	band, body := in.CutTop(min(lh*1.2, in.H*0.4))
	if body.H < lh {
		return in, graphics.Rect{}, graphics.Rect{} // the name fills the card
	}
	// A small card's coins take up to half its body, so that their
	// figures stay readable on a phone.
	numH := min(lh*1.5, body.H*0.5)
	if large {
		numH = lh * 1.8
	}
	// A card too short for a line of text over its numbers (a wrapped
	// rival's row) gives them the whole body, so that its coins are not
	// smaller than their figures.
	if !large && body.H-numH < lh {
		numH = min(lh*1.5, body.H)
	}
	row, top = body.CutBottom(numH)
	return band, top, row
}

// keyStat says whether a small card shows a number: what it costs while
// in hand; its Strength and Ka, Base Strength and Water, or what it
// produces once in play.
func keyStat(c sd.Card, key string) bool {
	if c.Zone == sd.InHand {
		switch key {
		case "copper", "water", "fate":
			return c.Def.Kind != sd.Hero || key != "fate"
		case "strength", "ka":
			return c.Def.Kind == sd.Hero
		}
		return false
	}
	switch key {
	case "strength", "ka", "base", "water_on", "copper_prod", "produces", "influence", "story", "water_carried":
		return true
	}
	return false
}

// pip is one number on a card: its value, its letter, its colour.
type pip struct {
	n      int
	letter string
	clr    color.RGBA
}

// pips draws numbers as coins in rows, the first rows full and the last
// centred (the letter beside each when every one fits whole).
func pips(dst *ebiten.Image, th *graphics.Theme, r graphics.Rect, items []pip, rows int) {
	if len(items) == 0 || r.W <= 0 {
		return
	}
	per := (len(items) + rows - 1) / rows
	ch := r.H / float64(rows)
	cw := min(r.W/float64(per), ch*1.9)
	rad := coinRadius(r, len(items), rows)
	// Letters only where every one fits whole: a cut one reads as "…",
	// and a row with some letters and not others reads as a mistake (the
	// coins' colours still tell the numbers apart).
	letters := cw > rad*3.4
	for _, it := range items {
		letters = letters && graphics.TextWidth(it.letter, th.Small) <= cw-rad*2.2
	}
	for i, it := range items {
		// A last row not full is centred under the ones above.
		x := r.X + cw*float64(i%per)
		if rows > 1 && i/per == rows-1 {
			x += cw * float64(rows*per-len(items)) / 2
		}
		cell := graphics.R(x, r.Y+ch*float64(i/per), cw, ch)
		if letters {
			lr, cr := cell.CutLeft(cw - rad*2.2)
			th.DrawTextIn(dst, it.letter, th.Small, lr, th.InkDim, graphics.AlignEnd)
			th.Coin(dst, cr.CX(), cr.CY(), rad, it.clr, it.n)
			continue
		}
		th.Coin(dst, cell.CX(), cell.CY(), rad, it.clr, it.n)
	}
}

// coinRows is where a small card's n coins go, and in how many rows:
// along the bottom, or, where they would be too small there for their
// figures (a hero's four numbers in a phone's hand), in two rows over the
// text above too, when that makes them a good deal larger (a card with no
// room for its kind would only crowd its name).
func coinRows(th *graphics.Theme, top, row graphics.Rect, n int) (graphics.Rect, int) {
	one := coinRadius(row, n, 1)
	if top.H <= 0 || one >= minCoinRadius(th) {
		return row, 1
	}
	both := graphics.R(row.X, top.Y, row.W, row.Bottom()-top.Y)
	if coinRadius(both, n, 2) < one*1.25 {
		return row, 1
	}
	return both, 2
}

// coinRadius is the radius of n coins in rows across r.
func coinRadius(r graphics.Rect, n, rows int) float64 {
	if n == 0 {
		return 0
	}
	per := (n + rows - 1) / rows
	cw := min(r.W/float64(per), r.H/float64(rows)*1.9)
	return min(r.H/float64(rows)*0.45, cw*0.42)
}

// minCoinRadius is the smallest coin whose figure stays inside it: a
// coin's figure is set in the bold face whatever the coin's size.
func minCoinRadius(th *graphics.Theme) float64 {
	return graphics.TextWidth("0", th.Bold) * 0.8
}

// drawQueue draws an open Reaction window's round: the seats in the
// order asked, the one asked now outlined, those who passed dimmed, so
// that the countdown to the window's close is seen at a glance.
func drawQueue(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *sd.State, r graphics.Rect) {
	round, ok := s.Reactions()
	if !ok {
		return
	}
	u := th.Unit
	head, chips := queueRects(th, tr, r, round)
	if head.W > 0 {
		th.DrawTextIn(dst, tr.T("sands.table.reactions"), th.Small, head, th.InkDim, graphics.AlignStart)
	}
	for i, cr := range chips {
		seat := round.Order[i]
		bg, ink, clr := th.PanelHi, th.Ink, th.SeatColor(int(seat))
		if i < round.Now {
			bg, ink, clr = graphics.Darken(th.Palette.Panel, 20), th.InkDim, graphics.Darken(clr, 90)
		}
		th.RoundRect(dst, cr.X, cr.Y, cr.W, cr.H, cr.H*0.5, bg)
		if i == round.Now {
			th.Highlight(dst, cr, true)
		}
		tok, rest := cr.CutLeft(cr.H)
		th.Token(dst, tok.CX(), tok.CY(), tok.H*0.36, "person", clr)
		name := tr.T("sands.table.name", rules.SeatArg(seat))
		th.DrawTextIn(dst, graphics.Ellipsize(name, th.Small, rest.W-u*0.6), th.Small, rest.Inset(u*0.2), ink, graphics.AlignStart)
	}
}

// drawScene draws the centre: the battle, the raids or the duel.
func drawScene(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *sd.State, t Table) {
	u := th.Unit
	sc := t.Scene
	th.RoundRect(dst, t.Stage.X, t.Stage.Y, t.Stage.W, t.Stage.H, u, graphics.Darken(th.Felt, 10))
	lh := graphics.LineHeight(th.Small) * 1.2
	head, body := sc.Inset(u * 0.3).CutTop(lh)
	switch {
	case len(t.Battle) > 0 || t.BattleS.W > 0:
		b, _ := s.Battle()
		sec, _ := s.Card(b.Section)
		txt := tr.T("sands.table.battle", rules.Key(sec.Def.Name()), rules.SeatArg(sec.Owner), rules.SeatArg(b.Attacker))
		if b.Absorber >= 0 && b.Remaining > 0 {
			txt += "  ·  " + tr.T("sands.table.damage", rules.Int(b.Remaining), rules.Int(b.Damage), rules.SeatArg(b.Absorber))
		}
		th.DrawTextIn(dst, graphics.Ellipsize(txt, th.Small, head.W), th.Small, head, th.Gold, graphics.AlignStart)
		drawCard(dst, th, tr, sec, t.BattleS, lookFace)
		if t.Short {
			return
		}
		side := graphics.LineHeight(th.Small) * 1.1
		th.DrawTextIn(dst, tr.T("sands.table.attackers"), th.Small, graphics.R(t.BattleL.X, t.BattleL.Y-side, t.BattleL.W, side), th.InkDim, graphics.AlignCenter)
		th.DrawTextIn(dst, tr.T("sands.table.defenders"), th.Small, graphics.R(t.BattleR.X, t.BattleR.Y-side, t.BattleR.W, side), th.InkDim, graphics.AlignCenter)
		return
	}
	if du, ok := s.Duel(); ok {
		th.DrawTextIn(dst, tr.T("sands.table.duel"), th.Small, head, th.Gold, graphics.AlignStart)
		l, rr := body.CutLeft(body.W / 2)
		side := func(r graphics.Rect, h, ka int, thrusting bool) {
			c, ok := s.Card(h)
			if !ok {
				return
			}
			kaR, cr := r.CutRight(min(r.W*0.4, u*10))
			cw := min(cr.H*0.72, cr.W)
			drawCard(dst, th, tr, c, cr.Centered(cw, cr.H), lookFace)
			th.Coin(dst, kaR.CX(), kaR.CY(), min(kaR.W, kaR.H)*0.3, moonColor, ka)
			if thrusting {
				th.DrawTextIn(dst, tr.T("sands.table.thrusting"), th.Small, graphics.R(kaR.X, kaR.Bottom()-lh, kaR.W, lh), th.Gold, graphics.AlignCenter)
			}
		}
		side(l, du.Challenger, du.KaChallenger, du.Thruster == du.Challenger)
		side(rr, du.Challenged, du.KaChallenged, du.Thruster == du.Challenged)
		if du.Thrust >= 0 {
			tc, _ := s.Card(du.Thrust)
			pc, _ := s.Card(du.Parry)
			txt := tr.T("sands.table.thrust_parry", rules.Int(tc.Def.Fate), rules.Int(pc.Def.Fate))
			th.DrawTextIn(dst, txt, th.Small, graphics.R(body.X, body.Bottom()-lh, body.W, lh), th.Ink, graphics.AlignCenter)
		}
		return
	}
	if raids := s.Raids(); len(raids) > 0 {
		th.DrawTextIn(dst, tr.T("sands.table.raids"), th.Small, head, th.Gold, graphics.AlignStart)
		rows := body.Rows(max(len(raids), 3), u*0.2)
		for i, rd := range raids {
			if i >= len(rows) {
				break
			}
			h, _ := s.Card(rd.Hero)
			sec, _ := s.Card(rd.Section)
			card := tr.T("sands.table.no_card")
			if rd.Card >= 0 {
				card = tr.T("sands.table.face_down")
			}
			def := tr.T("sands.table.undefended")
			if rd.Defender >= 0 {
				dh, _ := s.Card(rd.Defender)
				def = tr.T("sands.table.defended_by", dh.Name())
			}
			txt := tr.T("sands.table.raid_row", h.Name(), rules.Key(sec.Def.Name()), rules.SeatArg(sec.Owner), rules.Text(card), rules.Text(def))
			clr := th.Ink
			if rd.Current {
				clr = th.Gold
			}
			th.DrawTextIn(dst, graphics.Ellipsize(txt, th.Small, rows[i].W), th.Small, rows[i], clr, graphics.AlignStart)
		}
		return
	}
	if b, ok := s.Battle(); ok {
		var names []string
		for _, d := range b.Defenders {
			names = append(names, tr.T("sands.table.name", rules.SeatArg(d)))
		}
		txt := tr.T("sands.table.attack", rules.SeatArg(b.Attacker), rules.Text(strings.Join(names, ", ")))
		th.DrawTextIn(dst, graphics.Ellipsize(txt, th.Small, head.W), th.Small, head, th.Gold, graphics.AlignStart)
		return
	}
	tu := s.Turn()
	th.DrawTextIn(dst, tr.T(tu.Segment.Key()), th.Small, head, th.InkDim, graphics.AlignStart)
}
