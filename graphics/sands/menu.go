// Menus: a card whose options do not fit on it as chips (a unit in a
// battle on a phone with Engage, Engage unit and Go Home; a Hero offered
// to defend a raid with each card in hand), a unit whose cards may
// engage together in groups, a card named second by more options than
// the first card's menu holds (the Heroes a Blood Challenge may target)
// and a player named by several options are one target each. A click on
// it opens a panel beside it naming each of its options, a click on one
// of those makes the move, and a click on the target again, on the
// panel's Close or any move closes it. The options come from the
// decision as they are, so the view still computes no rule; the panel
// only arranges them.
package sands

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	sd "majlis/rules/sands"
)

// menuState is the menu the viewer opened, if any: its card, and the
// decision it was opened in, so that it closes by itself once that
// decision is answered or replaced.
type menuState struct {
	open bool
	card int
	key  string
}

// menu is a card's or a player's options gathered where its own place
// cannot hold them.
type menu struct {
	card    int           // the card, or a player's seatKey
	r       graphics.Rect // the card's place or the name line: the target that opens it
	choices []sd.Choice
}

// seatKey stands for a player where menus are kept by card: no card has
// a negative id, and -1 is none.
func seatKey(seat rules.Seat) int { return -2 - int(seat) }

// menuID is the ID of a menu's target; closeID that of its Close button.
func menuID(card int) string { return menuPrefix + strconv.Itoa(card) }

var (
	menuPrefix = graphics.ViewID("menu:")
	closeID    = menuPrefix + "close"
)

// decisionKey names the viewer's decision by its options.
func decisionKey(ts graphics.TableState) string {
	if ts.Prompt == nil {
		return ""
	}
	var b strings.Builder
	for _, o := range ts.Prompt.Options {
		b.WriteString(string(o.Move))
		b.WriteByte('\n')
	}
	return b.String()
}

// unitOf is the Hero heading the unit whose cards make up a group
// engagement: the group's Hero, or the Hero its Followers are attached
// to; -1 when the view does not show it.
func unitOf(s *sd.State, group []int) int {
	if len(group) == 0 {
		return -1
	}
	k, ok := s.Card(group[0])
	switch {
	case !ok || !k.Known:
		return -1
	case isUnit(k):
		return k.ID
	}
	return k.On
}

// places places the viewer's choices: as targets and chips on their
// spots, in the centre (loose: assign's), and gathered in menus. A spot on
// a card that has a menu joins it (and is left empty), so that the card
// is one target.
func (t *Table) places(th *graphics.Theme, s *sd.State, cs []sd.Choice) ([]*spot, []sd.Choice, []menu) {
	spots, loose := t.assign(th, s, cs)
	ms := t.menus(th, s, cs, loose)
	for _, sp := range spots {
		for i := range ms {
			if ms[i].card == sp.card {
				for _, pc := range sp.choices {
					ms[i].choices = append(ms[i].choices, pc.Choice)
				}
				sp.choices = nil
			}
		}
	}
	return spots, loose, ms
}

// addMenu adds to ms a menu for a card (or a player's seatKey) the table
// shows, unless it has one.
func (t *Table) addMenu(ms []menu, card int) []menu {
	for _, m := range ms {
		if m.card == card {
			return ms
		}
	}
	m := menu{card: card}
	if sl, ok := t.Cards[card]; ok && card >= 0 && !sl.Pile {
		m.r = sl.Rect
	} else if a, ok := t.Areas[rules.Seat(-2-card)]; ok && card < -1 {
		m.r = a.Head
	} else {
		return ms
	}
	return append(ms, m)
}

// menus gathers the loose choices (those assign left for the centre) by
// the card they are about, a group by its unit's Hero, or by the player
// they name, where that has a place of its own. A card with more options
// than a panel surely shows sends those that name a second card to that
// card's menu, to be answered by a click on the thing they are about: a
// Blood Challenge with two Heroes of one's own and a dozen of the
// rivals' showed 26 of its 39 options on a phone and left the rest to
// the prompt bar; each rival Hero now lists the challenges it may be met
// with. A unit's menu also names its Followers' single engagements,
// which have their strips too, so that it lists all the unit may do.
func (t *Table) menus(th *graphics.Theme, s *sd.State, cs, loose []sd.Choice) []menu {
	most := menuRows(th, t.Area.H)
	n := map[int]int{}
	for _, c := range loose {
		n[c.Card]++
	}
	place := func(c sd.Choice) int {
		switch sl, ok := t.Cards[c.To]; {
		case len(c.Group) > 0:
			return unitOf(s, c.Group)
		case ok && n[c.Card] > most && c.To != c.Card && !sl.Pile:
			return c.To
		case c.Card < 0 && c.Seat >= 0:
			return seatKey(c.Seat)
		}
		return c.Card
	}
	var out []menu
	for _, c := range loose {
		out = t.addMenu(out, place(c))
	}
	if len(out) == 0 {
		return nil
	}
	inLoose := map[rules.Move]bool{}
	for _, c := range loose {
		inLoose[c.Move] = true
	}
	// In the decision's order, which is the rules' order of a unit's moves.
	for _, c := range cs {
		id := place(c)
		if !inLoose[c.Move] {
			k, ok := s.Card(c.Card)
			if c.Kind != sd.ChooseEngageOne || !ok {
				continue
			}
			id = k.On
		}
		for i, m := range out {
			if m.card == id {
				out[i].choices = append(out[i].choices, c)
			}
		}
	}
	return out
}

// menuLayout is an open menu's panel: its heading with the card's name
// and the Close button, and a button per option that fits.
type menuLayout struct {
	panel, head, close graphics.Rect
	items              []graphics.Rect
	labels             []string
	shown              []sd.Choice
}

// lay places m's panel in area beside the card, above or below it where
// there is more room, as wide as the table on a phone and a part of it
// on a desktop, as tall as its options need; over the card too where
// neither side holds them all (its heading names the card). Options that
// still do not fit stay in the centre or the prompt bar.
func (m menu) lay(th *graphics.Theme, tr *graphics.Tr, s *sd.State, area graphics.Rect) menuLayout {
	u := th.Unit
	w := min(area.W, u*64)
	// Centred on the card, and inside the table.
	x := min(max(m.r.CX()-w/2, area.X), area.Right()-w)
	col := graphics.R(x, area.Y, w, area.H)
	gap := u * 0.4
	above, _ := col.CutTop(max(m.r.Y-gap-area.Y, 0))
	_, below := col.CutTop(min(m.r.Bottom()+gap-area.Y, area.H))
	side, nearFoot := below, false
	if above.H > below.H {
		side, nearFoot = above, true
	}
	out := m.layIn(th, tr, s, side, nearFoot)
	if len(out.shown) < len(m.choices) {
		if all := m.layIn(th, tr, s, col, false); len(all.shown) > len(out.shown) {
			out = all
		}
	}
	return out
}

// menuRows is how many options a panel as tall as h surely holds: a row
// each, however long their words (layIn's padding, heading and rows).
func menuRows(th *graphics.Theme, h float64) int {
	lh := graphics.LineHeight(th.Bold)
	return int((h-th.Unit*1.6-lh*2.75)/(lh*1.35+th.Unit*0.4)) + 1
}

// layIn lays the panel out in side, at its top, or at its foot when
// nearFoot (the card is below it).
func (m menu) layIn(th *graphics.Theme, tr *graphics.Tr, s *sd.State, side graphics.Rect, nearFoot bool) menuLayout {
	u := th.Unit
	pad, gap := u*0.6, u*0.4
	headH := graphics.LineHeight(th.Bold) * 1.4
	rowH := graphics.LineHeight(th.Bold) * 1.35
	inner := side.Inset(pad)
	_, inner = inner.CutTop(headH + gap)
	var labels []string
	var ws []float64
	for _, c := range m.choices {
		l := menuLabel(th, tr, s, m.card, c, inner.W-u*2)
		labels = append(labels, l)
		ws = append(ws, min(graphics.TextWidth(l, th.Bold)+u*2, inner.W))
	}
	var out menuLayout
	bottom := inner.Y
	for i, r := range inner.Flow(ws, rowH, gap) {
		if r.Bottom() > inner.Bottom()+0.5 {
			break
		}
		out.items = append(out.items, r)
		out.labels = append(out.labels, labels[i])
		out.shown = append(out.shown, m.choices[i])
		bottom = r.Bottom()
	}
	h := bottom - side.Y + pad
	out.panel, _ = side.CutTop(h)
	if nearFoot {
		out.panel, _ = side.CutBottom(h)
		for i := range out.items {
			out.items[i].Y += out.panel.Y - side.Y
		}
	}
	out.head, _ = out.panel.Inset(pad).CutTop(headH)
	closeW := graphics.TextWidth(tr.T("sands.table.close"), th.Bold) + u*2
	out.close, out.head = out.head.CutRight(closeW)
	return out
}

// menuLabel is an option's words in a menu about card: what it does
// ("Engage unit", "→ Samadi" for a second card it names), with the name
// of the card it is about where that is another (a Follower of the
// unit), and a group's cards as the centre names them. In a player's
// menu (card is a seatKey), or one about the card the option names
// second, the option's own words say it whole ("Play Blood Challenge:
// Tarik challenges Orun"; the panel's heading names Orun).
func menuLabel(th *graphics.Theme, tr *graphics.Tr, s *sd.State, card int, c sd.Choice, room float64) string {
	l := chipLabel(tr, s, c)
	switch {
	case len(c.Group) > 0:
		l = groupText(th, tr, s, c.Group, room)
	case card < -1 || c.To == card && c.Card != card:
		l = tr.M(c.Label)
	case c.Card != card:
		if k, ok := s.Card(c.Card); ok && k.Known {
			l = tr.T("sands.table.on_card", k.Name(), rules.Text(l))
		}
	}
	return graphics.Ellipsize(l, th.Bold, room)
}

// openMenu is the index in ms of the menu the viewer opened, if it is
// still one of the decision's; -1 when none is open.
func (v *View) openMenu(ts graphics.TableState, ms []menu) int {
	if !v.menu.open || v.menu.key != decisionKey(ts) {
		return -1
	}
	for i, m := range ms {
		if m.card == v.menu.card {
			return i
		}
	}
	return -1
}

// openLayout is the open menu among ms, if any, and its panel.
func (v *View) openLayout(th *graphics.Theme, tr *graphics.Tr, s *sd.State, area graphics.Rect, ts graphics.TableState, ms []menu) (menu, menuLayout, bool) {
	i := v.openMenu(ts, ms)
	if i < 0 {
		return menu{}, menuLayout{}, false
	}
	lay := ms[i].lay(th, tr, s, area)
	return ms[i], lay, len(lay.shown) > 0
}

// menuButtons are the menus' targets on their cards and, for the one
// open, its panel's buttons. What the panel covers is out of reach while
// it is open (its buttons would be drawn over it): bs loses those, and
// the Close button brings their answers back (Reveals), so that they
// still count as the table's and the prompt bar does not repeat them.
func (v *View) menuButtons(th *graphics.Theme, tr *graphics.Tr, s *sd.State, area graphics.Rect, ts graphics.TableState, ms []menu, bs graphics.Buttons) graphics.Buttons {
	open := v.openMenu(ts, ms)
	var lay menuLayout
	for i, m := range ms {
		l := m.lay(th, tr, s, area)
		if i == open {
			lay = l
		}
		var moves []rules.Move
		var names []string
		for _, c := range l.shown {
			moves = append(moves, c.Move)
			names = append(names, tr.M(c.Label))
		}
		if len(moves) == 0 {
			continue
		}
		tip := tr.T("sands.table.menu_tip", rules.Text(m.name(tr, s))) + "\n" + strings.Join(names, "\n")
		bs = append(bs, graphics.Button{ID: menuID(m.card), Rect: m.r, Style: graphics.StyleGhost, Tip: tip, Selected: i == open, Reveals: moves})
	}
	if open < 0 || len(lay.shown) == 0 {
		return bs
	}
	var kept graphics.Buttons
	var hidden []rules.Move
	for _, b := range bs {
		if !overlaps(b.Rect, lay.panel) {
			kept = append(kept, b)
			continue
		}
		if m, ok := strings.CutPrefix(b.ID, "move:"); ok && b.Enabled() {
			hidden = append(hidden, rules.Move(m))
		}
		hidden = append(hidden, b.Reveals...)
	}
	kept = append(kept, graphics.Button{ID: closeID, Rect: lay.close, Label: tr.T("sands.table.close"), Style: graphics.StylePlain, Reveals: hidden})
	for i, c := range lay.shown {
		kept = append(kept, graphics.Button{ID: graphics.MoveID(c.Move), Rect: lay.items[i], Label: lay.labels[i], Style: graphics.StylePrimary, Tip: tr.M(c.Label)})
	}
	return kept
}

// overlaps says whether a and b share more than a sliver.
func overlaps(a, b graphics.Rect) bool {
	return a.X < b.Right()-0.5 && b.X < a.Right()-0.5 && a.Y < b.Bottom()-0.5 && b.Y < a.Bottom()-0.5
}

// name is what the menu is about: a known card's name, or the player's.
func (m menu) name(tr *graphics.Tr, s *sd.State) string {
	if m.card < -1 {
		return tr.T("sands.table.name", rules.SeatArg(rules.Seat(-2-m.card)))
	}
	if k, ok := s.Card(m.card); ok && k.Known {
		return cardName(tr, k)
	}
	return ""
}

// drawMenu draws the open menu's panel under its buttons, with the name
// of the card or player it is about, and marks that card or name line.
func drawMenu(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *sd.State, m menu, lay menuLayout) {
	th.Highlight(dst, m.r, true)
	p := lay.panel
	th.RoundRect(dst, p.X, p.Y+th.Unit*0.3, p.W, p.H, th.Unit, th.Shadow)
	th.RoundRect(dst, p.X, p.Y, p.W, p.H, th.Unit, th.PanelHi)
	th.Highlight(dst, p, false)
	if name := m.name(tr, s); name != "" {
		face := th.NameFace(name, lay.head)
		th.DrawTextIn(dst, graphics.Ellipsize(name, face, lay.head.W-th.Unit*0.6), face, lay.head, th.Ink, graphics.AlignStart)
	}
}

// Choose opens the menu whose target was clicked, or closes it (its
// Close button, or the target clicked again).
func (v *View) Choose(ts graphics.TableState, id string) {
	rest, ok := strings.CutPrefix(id, menuPrefix)
	if !ok {
		return
	}
	n, err := strconv.Atoi(rest)
	if err != nil || v.menu.open && v.menu.card == n {
		v.menu = menuState{}
		return
	}
	v.menu = menuState{open: true, card: n, key: decisionKey(ts)}
}

var _ graphics.Chooser = (*View)(nil)
