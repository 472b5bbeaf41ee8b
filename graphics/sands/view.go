// Package sands draws the Legend of the Burning Sands table from a seat's
// view: every player's Stronghold and City Sections with their Water,
// Home with Heroes (their Followers, Items and Spells tucked under them)
// and Holdings, bowed cards turned, the piles and the deck, the viewer's
// hand face up; the battle, the raids and the duel in the centre. The
// decision the rules name (sands.State.Decision) becomes targets on the
// cards and players it concerns; what has no card to sit on is answered
// by buttons in the centre.
package sands

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"majlis/graphics"
	"majlis/rules"
	sd "majlis/rules/sands"
)

// View is the Burning Sands table view.
type View struct {
	motion motion
	now    func() time.Time
	menu   menuState
}

// New returns the view.
func New() *View { return &View{now: time.Now} }

func state(ts graphics.TableState) (*sd.State, bool) {
	s, ok := ts.State.(*sd.State)
	return s, ok
}

// decision is the viewer's decision when the viewer is asked now.
func decision(s *sd.State, ts graphics.TableState) (sd.Decision, bool) {
	if ts.Prompt == nil || ts.Prompt.Seat != ts.Viewer {
		return sd.Decision{}, false
	}
	return s.Decision(ts.Viewer)
}

func tip(bs *graphics.Buttons, id string, r graphics.Rect, text string) {
	*bs = append(*bs, graphics.Button{ID: id, Rect: r, Style: graphics.StyleTip, Tip: text})
}

// cardTipID is the hover area of a card.
func cardTipID(id int) string { return "tip:card:" + strconv.Itoa(id) }

// Layout returns the table's targets and hover areas.
func (v *View) Layout(th *graphics.Theme, r graphics.Rect, ts graphics.TableState) graphics.Buttons {
	s, ok := state(ts)
	if !ok {
		return nil
	}
	tr := ts.Tr
	t := Place(th, r, s, ts.Viewer)
	var bs graphics.Buttons
	tip(&bs, "tip:status", t.Status, statusTip(tr, s))
	for _, seat := range t.Order {
		a := t.Areas[seat]
		tip(&bs, "tip:seat:"+strconv.Itoa(int(seat)), a.Head, seatTip(tr, s, seat))
		tip(&bs, "tip:deck:"+strconv.Itoa(int(seat)), a.Deck, tr.T("sands.table.deck_tip", rules.Int(s.Player(seat).Deck)))
	}
	for _, sl := range t.Slots {
		if c, ok := s.Card(sl.ID); ok {
			tip(&bs, cardTipID(sl.ID), sl.Rect, cardTip(tr, c))
		}
	}
	if round, ok := s.Reactions(); ok {
		_, chips := queueRects(th, tr, t.Queue, round)
		for i, cr := range chips {
			seat := rules.SeatArg(round.Order[i])
			key := "sands.table.react_next"
			switch {
			case i < round.Now:
				key = "sands.table.react_passed"
			case i == round.Now:
				key = "sands.table.react_now"
			}
			tip(&bs, "tip:react:"+strconv.Itoa(i), cr, tr.T(key, seat))
		}
	}
	d, asked := decision(s, ts)
	if !asked {
		return bs
	}
	spots, loose, ms := t.places(th, s, d.Choices)
	for _, sp := range spots {
		if len(sp.choices) == 1 {
			c := sp.choices[0].Choice
			bs = append(bs, graphics.Button{ID: graphics.MoveID(c.Move), Rect: sp.r, Style: graphics.StyleGhost, Tip: tr.M(c.Label)})
			continue
		}
		for i, cr := range chipRects(th, sp.chipArea(th), len(sp.choices), sp.named()) {
			pc := sp.choices[i]
			b := graphics.Button{ID: graphics.MoveID(pc.Move), Rect: cr, Style: graphics.StylePlain, Tip: tr.M(pc.Label)}
			b.Label = pc.chip(th, tr, s, th.LabelRoom(b))
			bs = append(bs, b)
		}
	}
	bs = append(bs, answers(th, tr, s, t.Answers, loose)...)
	return v.menuButtons(th, tr, s, r, ts, ms, bs)
}

// answers lays the options with no place of their own out as buttons in
// r, as many as fit; the rest stay in the prompt bar. An option about a
// card whose own place is too small for all its options says which card
// it is about.
func answers(th *graphics.Theme, tr *graphics.Tr, s *sd.State, r graphics.Rect, cs []sd.Choice) graphics.Buttons {
	if len(cs) == 0 || r.W <= 0 {
		return nil
	}
	u := th.Unit
	h := min(graphics.LineHeight(th.Bold)*1.35, r.H)
	var ws []float64
	var labels []string
	for _, c := range cs {
		l := tr.M(c.Label)
		if k, ok := s.Card(c.Card); ok && k.Known && c.Card >= 0 && c.Kind != sd.ChooseAbsorbWater && c.Kind != sd.ChooseAbsorbSection {
			l = tr.T("sands.table.on_card", k.Name(), rules.Text(chipLabel(tr, s, c)))
		}
		if len(c.Group) > 0 {
			l = groupText(th, tr, s, c.Group, r.W-u*2)
		}
		l = graphics.Ellipsize(l, th.Bold, r.W-u*2)
		labels = append(labels, l)
		ws = append(ws, min(graphics.TextWidth(l, th.Bold)+u*2, r.W))
	}
	rects := r.Flow(ws, h, u*0.4)
	var bs graphics.Buttons
	for i, c := range cs {
		rr := rects[i]
		if rr.Bottom() > r.Bottom()+0.5 || rr.Right() > r.Right()+0.5 {
			continue
		}
		style := graphics.StylePrimary
		if c.Kind == sd.ChoosePass {
			style = graphics.StylePlain
		}
		bs = append(bs, graphics.Button{ID: graphics.MoveID(c.Move), Rect: rr, Label: labels[i], Style: style, Tip: tr.M(c.Label)})
	}
	return bs
}

// groupText names the cards of a group engagement, joined by "+", as an
// answer about a card names it ("A + B: Engage together"), in room: each
// name is cut to its share where the whole does not fit, never its
// number, which tells copies apart.
func groupText(th *graphics.Theme, tr *graphics.Tr, s *sd.State, group []int, room float64) string {
	var cards []sd.Card
	for _, id := range group {
		if k, ok := s.Card(id); ok && k.Known {
			cards = append(cards, k)
		}
	}
	if len(cards) == 0 {
		return ""
	}
	join := func(names []string) string {
		l := names[0]
		for _, n := range names[1:] {
			l = tr.T("sands.table.plus", rules.Text(l), rules.Text(n))
		}
		return tr.T("sands.table.on_card", rules.Text(l), rules.Key(sd.ChooseEngageGroup.Key()))
	}
	names := make([]string, len(cards))
	for i, k := range cards {
		names[i] = cardName(tr, k)
	}
	full := join(names)
	over := graphics.TextWidth(full, th.Bold) - room
	if over <= 0 {
		return full
	}
	// The names share what is left once the joins and the closing words
	// are written (the option's hover text gives the group's Strength).
	fixed := graphics.TextWidth(full, th.Bold)
	for _, n := range names {
		fixed -= graphics.TextWidth(n, th.Bold)
	}
	// Short names keep their whole width; the long ones share the rest.
	left, long := room-fixed, len(names)
	whole := make([]bool, len(names))
	for again := true; again && long > 0; {
		again = false
		share := left / float64(long)
		for i, n := range names {
			if w := graphics.TextWidth(n, th.Bold); !whole[i] && w <= share {
				whole[i], left, long, again = true, left-w, long-1, true
			}
		}
	}
	for i, k := range cards {
		if !whole[i] && long > 0 {
			names[i] = numbered(th, tr, th.Bold, k, left/float64(long), false)
		}
	}
	return join(names)
}

// queueRects lays out an open Reaction window's round in r: its heading,
// then a chip per seat in the order asked. Where that is too wide (a
// phone) the heading goes, the chips' hover texts telling what they are,
// and then the chips share r equally, their names cut.
func queueRects(th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, round sd.ReactionState) (graphics.Rect, []graphics.Rect) {
	if r.W <= 0 || r.H <= 0 || len(round.Order) == 0 {
		return graphics.Rect{}, nil
	}
	u := th.Unit
	gap := u * 0.4
	var ws []float64
	total := gap * float64(len(round.Order)-1)
	for _, seat := range round.Order {
		name := tr.T("sands.table.name", rules.SeatArg(seat))
		w := r.H + graphics.TextWidth(name, th.Small) + u*1.2
		ws = append(ws, w)
		total += w
	}
	headW := graphics.TextWidth(tr.T("sands.table.reactions"), th.Small) + u*0.6
	var head graphics.Rect
	rest := r
	switch {
	case headW+gap+total <= r.W:
		head, rest = r.CutLeft(headW)
		_, rest = rest.CutLeft(gap)
	case total > r.W:
		return graphics.Rect{}, r.Columns(len(round.Order), gap)
	}
	return head, rest.Flow(ws, r.H, gap)
}

// placed is a choice on one of its places: on its own card (or player),
// or on the second card it names.
type placed struct {
	sd.Choice
	onSecond bool
}

// chip is a chip's short label, fitted to room: the other card the
// choice names (the one it does not sit on), or the player, or what it
// does. A card's number, which tells copies in play apart, stays whole.
func (pc placed) chip(th *graphics.Theme, tr *graphics.Tr, s *sd.State, room float64) string {
	if pc.onSecond {
		if k, ok := s.Card(pc.Card); ok && k.Known {
			return numbered(th, tr, th.Small, k, room, true)
		}
	}
	if k, ok := s.Card(pc.To); ok && k.Known {
		arrow := tr.T("sands.table.to", rules.Text(""))
		return tr.T("sands.table.to", rules.Text(numbered(th, tr, th.Small, k, room-graphics.TextWidth(arrow, th.Small), false)))
	}
	return chipText(th, chipLabel(tr, s, pc.Choice), room, false)
}

// cardName is a known card's name as the table writes it, with its
// number where another copy of it is in play.
func cardName(tr *graphics.Tr, c sd.Card) string { return tr.T("sands.table.name", c.Name()) }

// numbered fits a known card's name to room in face, cutting the name
// (on a chip, to its initials where a cut keeps too little: chipText)
// and never its number: a narrow card reads "Gr… (2)", or "(2)" alone.
func numbered(th *graphics.Theme, tr *graphics.Tr, face text.Face, c sd.Card, room float64, chip bool) string {
	fit := func(l string, room float64) string {
		if chip {
			return chipText(th, l, room, true)
		}
		return graphics.Ellipsize(l, face, room)
	}
	name := tr.T(c.Def.Name())
	if c.Nth == 0 {
		return fit(name, room)
	}
	with := func(name string) string { return tr.T("core.nth", rules.Text(name), rules.Int(c.Nth)) }
	full := with(name)
	if graphics.TextWidth(full, face) <= room {
		return full
	}
	left := room - (graphics.TextWidth(full, face) - graphics.TextWidth(name, face))
	if cut := fit(name, left); left > 0 && cut != "…" && graphics.TextWidth(cut, face) <= left {
		return with(cut)
	}
	return strings.TrimSpace(with(""))
}

// spot is a place on the table with the choices it answers.
type spot struct {
	r       graphics.Rect
	card    int  // the card it is, or -1 for a seat's name
	face    bool // a card's face, whose numbers its chips leave clear
	choices []placed
}

// chipArea is where chips sit on the spot: on a card's face, between
// its name and its row of numbers (the Strength and Ka an engagement or
// an absorption is weighed by), both of which they leave clear; nowhere
// on a card too short for the three (its choices go to the second card
// they name, or to the centre and the card's menu). Chips over the name
// left a phone's hand card reading "GO (2)", "GO (3)" and its numbers.
func (sp *spot) chipArea(th *graphics.Theme) graphics.Rect {
	if !sp.face {
		return sp.r
	}
	_, mid, row := faceParts(th, sp.r, false)
	if row.H == 0 {
		return graphics.Rect{}
	}
	return mid
}

// named says whether every chip on the spot names the other card its
// choice is about: such a label stays telling when cut to a Hero's
// initials or a copy's number ("(2)"), so those chips may stand in narrow
// columns side by side.
func (sp *spot) named() bool {
	for _, pc := range sp.choices {
		if !pc.onSecond {
			return false
		}
	}
	return true
}

// chipGrid says how k chips sit in r, in rows and columns: in one
// column where it holds them, else in two where r is wide enough for
// two labels; named chips (spot.named) also side by side in as many
// narrow columns as r has room for, so that a phone's hand card, with
// room for one row between its name and its numbers, holds a chip per
// Hero that may defend a raid with it. ok is false where they do not fit.
func chipGrid(th *graphics.Theme, r graphics.Rect, k int, named bool) (rows, cols int, ok bool) {
	chipH := graphics.LineHeight(th.Small) * 1.15
	rows = int(r.H / chipH)
	if rows <= 0 || k <= 0 {
		return 0, 0, false
	}
	most := 1
	if r.W >= th.Unit*16 {
		most = 2
	}
	if named {
		// 2.9 units hold "(2)" with a narrow chip's padding.
		most = max(most, int(r.W/(th.Unit*2.9)))
	}
	cols = (k + rows - 1) / rows
	if cols > most {
		return 0, 0, false
	}
	return (k + cols - 1) / cols, cols, true
}

// chipRects cuts r into k chips, in columns when one column is too short
// (chipGrid).
func chipRects(th *graphics.Theme, r graphics.Rect, k int, named bool) []graphics.Rect {
	rows, cols, ok := chipGrid(th, r, k, named)
	if !ok {
		return nil
	}
	h := min(r.H/float64(rows), graphics.LineHeight(th.Small)*1.5)
	var out []graphics.Rect
	for ci, col := range r.Columns(cols, 0) {
		c := col.Centered(col.W, h*float64(rows))
		for i := 0; i < rows && ci*rows+i < k; i++ {
			out = append(out, graphics.R(c.X, c.Y+h*float64(i), c.W, h).Inset(th.Unit*0.1))
		}
	}
	return out
}

// assign puts each choice on a place: its own card, or when that card
// holds more choices than fit, the second card it names; the choices
// left over are answered in the centre (and in their card's menu). A
// unit whose cards may engage in groups keeps its Hero's own choices
// with its groups, in the centre and its menu, so that one target opens
// all it may do.
func (t *Table) assign(th *graphics.Theme, s *sd.State, cs []sd.Choice) ([]*spot, []sd.Choice) {
	var spots []*spot
	byKey := map[string]*spot{}
	var loose, groups []sd.Choice
	put := func(key string, card int, r graphics.Rect, face bool, pc placed) {
		sp := byKey[key]
		if sp == nil {
			sp = &spot{r: r, card: card, face: face}
			byKey[key] = sp
			spots = append(spots, sp)
		}
		sp.choices = append(sp.choices, pc)
	}
	cardKey := func(id int) (string, slot, bool) {
		sl, ok := t.Cards[id]
		if !ok || id < 0 || sl.Pile {
			return "", slot{}, false
		}
		return "c" + strconv.Itoa(id), sl, true
	}
	// extra choices come named, on their second card.
	fits := func(sp *spot, extra int) bool {
		n := len(sp.choices) + extra
		if n <= 1 {
			return true
		}
		// Chips on a player's name line covered the name: several
		// options about a player are the player's menu's, the line its
		// target. An option with a card acting for it is read whole, in
		// a menu: a chip has no room for both cards.
		for _, pc := range sp.choices {
			if pc.By >= 0 {
				return false
			}
		}
		_, _, ok := chipGrid(th, sp.chipArea(th), n, sp.named())
		return ok && sp.card >= 0
	}
	grouped := map[int]bool{}
	for _, c := range cs {
		if len(c.Group) > 0 {
			grouped[unitOf(s, c.Group)] = true
		}
	}
	for _, c := range cs {
		if len(c.Group) > 0 {
			// A group engagement sits on no one card: it is answered in
			// the centre, after what the cards could not hold (a unit's
			// own moves first).
			groups = append(groups, c)
			continue
		}
		if grouped[c.Card] {
			loose = append(loose, c)
			continue
		}
		if key, sl, ok := cardKey(c.Card); ok {
			put(key, c.Card, sl.Rect, sl.face(), placed{Choice: c})
		} else if a, ok := t.Areas[c.Seat]; ok && c.Seat >= 0 && c.Card < 0 {
			put("s"+strconv.Itoa(int(c.Seat)), -1, a.Head, false, placed{Choice: c})
		} else {
			loose = append(loose, c)
		}
	}
	// Spots too full send the choices that name a second card there: all
	// those naming one card, or none of them, so that a card's one target
	// never answers for one of several options about it (a click on a
	// rival's Hero made one of the three challenges it could be met with).
	for _, sp := range spots {
		if fits(sp, 0) {
			continue
		}
		var keep []placed
		stays := map[int]bool{}
		for i, pc := range sp.choices {
			key, sl, ok := cardKey(pc.To)
			if !ok || pc.onSecond || stays[pc.To] {
				keep = append(keep, pc)
				continue
			}
			// The choices naming this card that are still to go, this one
			// among them: they go together or stay together.
			n := 0
			for _, o := range sp.choices[i:] {
				if o.To == pc.To {
					n++
				}
			}
			fit := n <= 1
			switch other := byKey[key]; {
			case pc.By >= 0:
				fit = fit && other == nil // alone, or read whole in a menu
			case other != nil:
				fit = fits(other, n)
			case !fit:
				_, _, fit = chipGrid(th, (&spot{r: sl.Rect, face: sl.face()}).chipArea(th), n, true)
			}
			if !fit {
				stays[pc.To] = true
				keep = append(keep, pc)
				continue
			}
			pc.onSecond = true
			put(key, pc.To, sl.Rect, sl.face(), pc)
		}
		sp.choices = keep
	}
	var out []*spot
	for _, sp := range spots {
		switch {
		case len(sp.choices) == 0:
		case fits(sp, 0):
			out = append(out, sp)
		default:
			for _, pc := range sp.choices {
				loose = append(loose, pc.Choice)
			}
		}
	}
	return out, append(loose, groups...)
}

// chipText fits a chip's label to room: cut short where the cut keeps a
// few letters; on a chip narrower than that, a card's name of two
// capitalised words or more by its initials ("Tarik of the Long Knife" →
// TLK), which tell three Heroes' chips apart where "Ta…" and "…" do not.
// An action's words ("Go Home") are only ever cut.
func chipText(th *graphics.Theme, label string, room float64, name bool) string {
	cut := graphics.Ellipsize(label, th.Small, room)
	if !name || cut == label || utf8.RuneCountInString(cut) >= 6 {
		return cut
	}
	var caps []rune
	for _, w := range strings.Fields(label) {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
			caps = append(caps, r)
		}
	}
	if len(caps) >= 2 && graphics.TextWidth(string(caps), th.Small) <= room {
		return string(caps)
	}
	return cut
}

// chipLabel is the short label of one of several options on a card: the
// other card or player it names, or what it does; with the card acting
// for it, if any ("Dust Khadi (1) → Orun"): a Blood Challenge's
// options on one Hero by each Hero of one's own read alike.
func chipLabel(tr *graphics.Tr, s *sd.State, c sd.Choice) string {
	if k, ok := s.Card(c.To); ok && k.Known {
		if b, ok := s.Card(c.By); ok && b.Known {
			return tr.T("sands.table.by_to", b.Name(), k.Name())
		}
		return tr.T("sands.table.to", k.Name())
	}
	if c.Seat >= 0 {
		return tr.T("sands.table.to_seat", rules.SeatArg(c.Seat))
	}
	return tr.T(c.Kind.Key())
}

// cardTip is a card's full description.
func cardTip(tr *graphics.Tr, c sd.Card) string {
	if !c.Known {
		return tr.T("sands.table.hidden_tip", rules.SeatArg(c.Owner))
	}
	d := &c.Def
	var b strings.Builder
	b.WriteString(cardName(tr, c))
	b.WriteString(" — ")
	b.WriteString(tr.T(d.Kind.Key()))
	if d.Faction != sd.Unaligned {
		b.WriteString(", " + tr.T(d.Faction.Key()))
	}
	for _, st := range stats(c) {
		b.WriteString("\n" + tr.T("sands.table.stat."+st.key, rules.Int(st.n)))
	}
	if line := d.TraitLine(); len(line) > 0 {
		var ts []string
		for _, m := range line {
			ts = append(ts, tr.M(m))
		}
		b.WriteString("\n" + strings.Join(ts, " · "))
	}
	if m, ok := d.TextMsg(); ok {
		b.WriteString("\n" + tr.M(m))
	}
	if c.Bowed {
		b.WriteString("\n" + tr.T("sands.table.bowed"))
	}
	return b.String()
}

// stat is one number a card shows.
type stat struct {
	key string
	n   int
}

// stats lists the numbers a card shows, in the order of its face.
func stats(c sd.Card) []stat {
	d := &c.Def
	var out []stat
	add := func(key string, n int, show bool) {
		if show {
			out = append(out, stat{key, n})
		}
	}
	switch d.Kind {
	case sd.Stronghold:
		add("copper_prod", d.CopperProduction, true)
		add("influence", d.Influence, true)
		add("fate", d.Fate, true)
	case sd.CitySection:
		add("base", c.Base, true)
		add("water_on", c.Water, true)
		add("capacity", c.Capacity, true)
	default:
		add("copper", d.Copper, d.Kind != sd.Story)
		add("water", d.Water, d.Water > 0)
		add("strength", c.Strength, d.Kind == sd.Hero || d.Kind == sd.Follower || d.Kind == sd.Item || c.Strength != 0)
		add("ka", c.Ka, d.Kind == sd.Hero || d.Kind == sd.Follower || d.Kind == sd.Item || c.Ka != 0)
		add("influence", d.Influence, d.Influence > 0)
		add("produces", d.Produces, d.Produces > 0)
		add("story", d.StoryPoints, d.StoryPoints > 0)
		add("fate", d.Fate, true)
	}
	add("tok_s", c.TokS, c.TokS != 0)
	add("tok_k", c.TokK, c.TokK != 0)
	add("water_carried", c.Water, d.Kind != sd.CitySection && c.Water > 0)
	return out
}

func statusTip(tr *graphics.Tr, s *sd.State) string {
	tu := s.Turn()
	txt := tr.T("sands.table.status_tip", rules.Int(tu.Number), rules.Key(tu.Segment.Key()), rules.SeatArg(tu.Blessed))
	if c, ok := s.Card(tu.Omen); ok && c.Known {
		txt += "\n" + tr.T("sands.table.omen", rules.Key(c.Def.Name()))
	}
	return txt
}

func seatTip(tr *graphics.Tr, s *sd.State, seat rules.Seat) string {
	p := s.Player(seat)
	water := 0
	for _, c := range s.Cards(seat, sd.InCity) {
		water += c.Water
	}
	txt := tr.T("sands.table.seat_tip", rules.SeatArg(seat), rules.Key(p.Faction.Key()), rules.Int(p.Hand), rules.Int(p.Deck),
		rules.Int(len(p.Saved)), rules.Int(len(p.Buried)), rules.Int(water))
	if s.Turn().Blessed == seat {
		txt += "\n" + tr.T("sands.table.blessed_tip")
	}
	return txt
}

// Animating reports whether something still moves.
func (v *View) Animating(now time.Time) bool { return v.motion.animating(now) }

var _ graphics.GameView = (*View)(nil)
var _ graphics.Animator = (*View)(nil)
var _ graphics.ResultsView = (*View)(nil)
