// The table's geometry: the status strip, rivals' areas along the top, the
// centre (the battle, the raids or the duel, and the answers that have no
// card to sit on), and the viewer's own area along the bottom with the
// hand. Every card drawn gets a rectangle by id, so that an option about
// a card becomes a target on it. Everything is cut with graphics.Rect's
// helpers so that a right-to-left layout stays a small change.
package sands

import (
	"majlis/graphics"
	"majlis/rules"
	sd "majlis/rules/sands"
)

// slot is one card drawn on the table.
type slot struct {
	ID    int
	Rect  graphics.Rect
	Small bool // an attachment's strip under its Hero or City Section
	Back  bool // drawn face down
	Pile  bool // stands for a pile (Saved, Buried): options go to the answers
}

// face says whether the slot shows a card's face rather than a strip.
func (sl slot) face() bool { return !sl.Small && !sl.Back }

// area is one player's part of the table.
type area struct {
	Seat rules.Seat
	Rect graphics.Rect
	Head graphics.Rect // the name line: a target when the option names the player
	City graphics.Rect
	Hand graphics.Rect // the viewer's own only
	// NameBeside: the name line is only over the piles' column (the
	// viewer's own area on a short table), so that the City and the hand
	// have the area's whole height.
	NameBeside bool
	Piles      graphics.Rect // deck, Saved, Buried
	Deck       graphics.Rect
	Saved      graphics.Rect
	Buried     graphics.Rect
}

// Table is where each thing goes.
type Table struct {
	Area    graphics.Rect // the whole table: an open menu's room
	Status  graphics.Rect
	Stage   graphics.Rect // the battle, raids or duel
	Answers graphics.Rect
	Areas   map[rules.Seat]*area
	Order   []rules.Seat
	Slots   []slot        // in drawing order
	Cards   map[int]slot  // the first place each card is drawn
	Battle  []int         // units in the battle now, in Stage
	BattleL graphics.Rect // attacking side
	BattleR graphics.Rect // defending side
	BattleS graphics.Rect // the City Section fought over
	Scene   graphics.Rect // what the stage shows beside the answers
	Queue   graphics.Rect // an open Reaction window's round, above the answers
	Phone   bool
	Short   bool // a short desktop table: a battle without its side names
}

// narrow says whether the area is a phone's: tall rather than wide.
func narrow(r graphics.Rect) bool { return r.H > r.W*1.2 }

// Place lays out the table for s as viewer sees it.
func Place(th *graphics.Theme, r graphics.Rect, s *sd.State, viewer rules.Seat) Table {
	u := th.Unit
	n := s.Setup().Seats
	me := viewer
	if me < 0 || int(me) >= n {
		me = 0
	}
	t := Table{Area: r, Areas: map[rules.Seat]*area{}, Cards: map[int]slot{}, Phone: narrow(r)}
	var rivals []rules.Seat
	for k := 1; k < n; k++ {
		rivals = append(rivals, rules.Seat((int(me)+k)%n))
	}
	t.Order = append(append(t.Order, rivals...), me)
	in := r
	t.Status, in = in.CutTop(graphics.LineHeight(th.Small) * 1.5)
	_, in = in.CutTop(u * 0.4)
	cols := len(rivals)
	if cols > 3 {
		cols = 3
	}
	if t.Phone && cols > 2 {
		cols = 2
	}
	rows := (len(rivals) + cols - 1) / cols
	// The centre is as tall as a battle, the raids or a duel need, and
	// only as tall as a few answers otherwise.
	_, duel := s.Duel()
	b, attack := s.Battle()
	busy := duel || len(s.Raids()) > 0 || attack && b.Section >= 0
	// A short desktop table (800×500 under the prompt bar) left a
	// battle's units two units tall: there the centre grows a little and
	// the battle gives up its line of side names.
	t.Short = !t.Phone && r.H < u*40
	topShare := 0.3
	if rows > 1 {
		topShare = 0.36
	}
	top, rest := in.CutTop(in.H * topShare)
	rowRects := top.Rows(rows, u*0.5)
	for i, seat := range rivals {
		ar := rowRects[i/cols].Columns(cols, u*0.5)[i%cols]
		t.Areas[seat] = cutArea(th, seat, ar, false, false)
	}
	_, rest = rest.CutTop(u * 0.5)
	stageH := rest.H * 0.34
	if busy && t.Short {
		stageH = rest.H * 0.38
	}
	if busy && t.Phone {
		// A phone's centre is narrow: the units of a battle need its
		// height to be read.
		stageH = rest.H * 0.46
	}
	if !busy {
		stageH = min(rest.H*0.2, graphics.LineHeight(th.Small)*1.4+graphics.LineHeight(th.Bold)*1.45*3+u*2)
	}
	stage, own := rest.CutTop(stageH)
	_, own = own.CutTop(u * 0.5)
	t.Areas[me] = cutArea(th, me, own, true, t.Short)
	t.Stage = stage
	// The answers share the centre with a battle, the raids or a duel,
	// and have it all otherwise.
	switch {
	case !busy:
		t.Scene, t.Answers = stage.CutTop(graphics.LineHeight(th.Small) * 1.4)
	case t.Phone:
		t.Scene, t.Answers = stage.CutTop(stage.H * 0.7)
	default:
		t.Scene, t.Answers = stage.CutLeft(stage.W * 0.55)
		_, t.Answers = t.Answers.CutLeft(u * 0.5)
	}
	t.Answers = t.Answers.Inset(u * 0.3)
	// Beside the answers (a Reaction or "No Reaction"), the round of
	// seats asked in turn, so that everyone sees who is left to ask.
	if _, ok := s.Reactions(); ok {
		t.Queue, t.Answers = t.Answers.CutTop(graphics.LineHeight(th.Small) * 1.5)
		_, t.Answers = t.Answers.CutTop(u * 0.3)
	}

	// The battle being fought is drawn in the scene: its units are
	// placed there first, so that targets about them land there.
	if attack && b.Section >= 0 {
		sc := t.Scene.Inset(u * 0.3)
		// The scene's title, then a line naming the two sides.
		head := graphics.LineHeight(th.Small)*1.2 + graphics.LineHeight(th.Small)*1.1
		if t.Short {
			head = graphics.LineHeight(th.Small) * 1.2 // no line of side names: attackers stand left
		}
		_, sc = sc.CutTop(head)
		left, rest := sc.CutLeft(sc.W * 0.42)
		mid, right := rest.CutLeft(rest.W * 0.28)
		t.BattleL, t.BattleS, t.BattleR = left, mid.Inset(u*0.3), right
		// Each unit stands with the army its owner fights in: an
		// ally's with the side it joined.
		var att, def []int
		for _, seat := range t.Order {
			for _, c := range s.Cards(seat, sd.AtHome) {
				if c.At != b.Section || !isUnit(c) {
					continue
				}
				if int(c.Owner) < len(b.Side) && b.Side[c.Owner] == b.Attacker {
					att = append(att, c.ID)
				} else {
					def = append(def, c.ID)
				}
			}
		}
		for _, side := range []struct {
			r   graphics.Rect
			ids []int
		}{{left, att}, {right, def}} {
			if side.r.H >= u*9 || !t.placeBeside(th, s, side.r, side.ids) {
				t.placeRow(th, s, side.r, side.ids, playRow)
			}
		}
		t.Battle = append(att, def...)
	}
	for _, seat := range t.Order {
		t.placeArea(th, s, t.Areas[seat], seat == me, viewer)
	}
	return t
}

// isUnit says whether a card at Home is a Hero (a unit heads it).
func isUnit(c sd.Card) bool {
	return c.Known && (c.Def.Kind == sd.Hero || c.Def.Kind == sd.Spell)
}

// cutArea cuts a player's rectangle into its rows. The viewer's own
// (own) has a hand; on a short table its name stands over the piles'
// column only, and the hand has half the height it leaves, so that its
// cards are tall enough for their numbers.
func cutArea(th *graphics.Theme, seat rules.Seat, r graphics.Rect, own, short bool) *area {
	u := th.Unit
	a := &area{Seat: seat, Rect: r}
	in := r.Inset(u * 0.4)
	// The head reaches down to the foot of the name PlayerPanel writes
	// (a unit in from the panel's edge), so that no card covers it.
	headH := th.PanelBody(r).Y - in.Y
	var piles graphics.Rect
	handShare := 0.4
	if own && short {
		a.NameBeside = true
		// Wider than the piles need: the name and the crown share its
		// head.
		piles, in = in.CutRight(min(in.W*0.25, u*19))
		a.Head, piles = piles.CutTop(headH)
		handShare = 0.5
	} else {
		a.Head, in = in.CutTop(headH)
	}
	if own {
		var hand graphics.Rect
		hand, in = in.CutBottom(in.H * handShare)
		_, a.Hand = hand.CutTop(u * 0.3)
	}
	// City and Home share one row, so that the cards stand tall in the
	// room a player has.
	if a.NameBeside {
		a.Piles, a.City = piles, in
	} else {
		a.Piles, a.City = in.CutRight(min(in.W*0.18, u*14))
	}
	ps := a.Piles.Inset(u*0.2).Rows(3, u*0.2)
	a.Deck, a.Saved, a.Buried = ps[0], ps[1], ps[2]
	return a
}

// placeArea places a player's Stronghold and City Sections, Home and hand.
func (t *Table) placeArea(th *graphics.Theme, s *sd.State, a *area, own bool, viewer rules.Seat) {
	p := s.Player(a.Seat)
	city := []int{p.Stronghold}
	for _, c := range s.Cards(a.Seat, sd.InCity) {
		city = append(city, c.ID)
	}
	var home []int
	for _, c := range s.Cards(a.Seat, sd.AtHome) {
		if c.ID == p.Stronghold || t.inBattle(c.ID) {
			continue
		}
		home = append(home, c.ID)
	}
	kind := rivalRow
	if own {
		kind = playRow
	}
	t.placeRow(th, s, a.City, append(city, home...), kind)
	if own {
		var hand []int
		for _, c := range s.Cards(a.Seat, sd.InHand) {
			hand = append(hand, c.ID)
		}
		t.placeRow(th, s, a.Hand, hand, handRow)
	}
	// The top of each pile stands for it (a Khadi returns from Buried).
	if len(p.Buried) > 0 {
		for _, id := range p.Buried {
			t.add(slot{ID: id, Rect: a.Buried, Pile: true})
		}
	}
	if len(p.Saved) > 0 {
		t.add(slot{ID: p.Saved[len(p.Saved)-1], Rect: a.Saved, Pile: true})
	}
}

func (t *Table) inBattle(id int) bool {
	for _, b := range t.Battle {
		if b == id {
			return true
		}
	}
	return false
}

// add records a card's place; the first place a card gets is its target.
func (t *Table) add(sl slot) {
	t.Slots = append(t.Slots, sl)
	if _, ok := t.Cards[sl.ID]; !ok {
		t.Cards[sl.ID] = sl
	}
}

// row says what a row of cards holds.
type row int

const (
	handRow  row = iota // a hand: fanned when crowded
	playRow             // cards in play, attachments tucked under them
	rivalRow            // a rival's cards in play, which wrap when crowded
)

// placeRow lays cards side by side in r, each with its attachments as
// strips tucked below it when in play. A card that does not fit overlaps
// its neighbour, as a fanned hand does. A rival's cards that would stand
// too narrow for their names wrap onto more lines instead (wrapLines),
// as a player spreads a crowded row. The viewer's own cards do not: they
// carry the chips of the viewer's options, which need a card's height.
func (t *Table) placeRow(th *graphics.Theme, s *sd.State, r graphics.Rect, ids []int, kind row) {
	if len(ids) == 0 || r.W <= 0 || r.H <= 0 {
		return
	}
	gap := th.Unit * 0.4
	lines := 1
	if kind == rivalRow {
		lines = wrapLines(th, r, len(ids))
	}
	per := (len(ids) + lines - 1) / lines
	for i, line := range r.Rows(lines, gap) {
		from := i * per
		t.placeLine(th, s, line, ids[from:min(len(ids), from+per)], per, kind != handRow, lines > 1)
	}
}

// wrapLines is how many lines n cards in play take in r. One, unless
// one line leaves each card narrower than about seven letters of its
// name: then as many (up to three) as make the cards widest, a line
// that leaves too little height for a card's numbers counting for less.
func wrapLines(th *graphics.Theme, r graphics.Rect, n int) int {
	u := th.Unit
	gap := u * 0.4
	lh := graphics.LineHeight(th.Small)
	one := cardWidth(th, r.W, r.H, n, false)
	if one >= u*8 {
		return 1
	}
	best, bestScore := 1, one
	for k := 2; k <= 3 && k <= n; k++ {
		h := (r.H - gap*float64(k-1)) / float64(k)
		if h < lh*1.1 { // not even the name
			break
		}
		per := (n + k - 1) / k
		score := cardWidth(th, r.W, h, per, true)
		if h < numberedHeight(th) {
			score *= 0.6
		}
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	return best
}

// cardWidth is the width of each of n cards side by side in a line w
// wide and h high: upright on one line; on a wrapped one, where a card
// shows its name and numbers only, up to about twice as wide as high, or
// three times when it shows only its name.
func cardWidth(th *graphics.Theme, w, h float64, n int, wrapped bool) float64 {
	u := th.Unit
	gap := u * 0.4
	shape := 0.8
	switch {
	case wrapped && h >= numberedHeight(th):
		shape = 2.2
	case wrapped:
		shape = 3
	}
	return min(h*shape, u*18, (w-gap*float64(n-1))/float64(n))
}

// numberedHeight is the least height at which a small card's face has a
// row of numbers under its name (faceParts).
func numberedHeight(th *graphics.Theme) float64 {
	return graphics.LineHeight(th.Small) * 2.6
}

// placeLine lays one line of cards, sized as per cards would be.
func (t *Table) placeLine(th *graphics.Theme, s *sd.State, r graphics.Rect, ids []int, per int, under, wrapped bool) {
	u := th.Unit
	gap := u * 0.4
	w := cardWidth(th, r.W, r.H, per, wrapped)
	// An upright card in a low line (a hand or a battle under a short
	// centre) is too narrow for its name and its chips ("Engage unit",
	// "Go Home"): where the line has room, the cards widen to about
	// a dozen letters of a name, as cards laid sideways would.
	w = max(w, min(u*12, (r.W-gap*float64(per-1))/float64(per)), min(r.W, u*4))
	step := w + gap
	if len(ids) > 1 && step*float64(len(ids)-1)+w > r.W {
		step = (r.W - w) / float64(len(ids)-1)
	}
	x := r.X
	for _, id := range ids {
		cell := graphics.R(x, r.Y, w, r.H)
		x += step
		var kids []sd.Card
		if under {
			kids = s.Under(id)
		}
		stripH := graphics.LineHeight(th.Small) * 1.05
		if k := float64(len(kids)); k > 0 && stripH*k > cell.H*0.5 {
			stripH = cell.H * 0.5 / k
		}
		body, strips := cell.CutTop(cell.H - stripH*float64(len(kids)))
		t.add(slot{ID: id, Rect: body})
		for i, k := range kids {
			sr := graphics.R(strips.X, strips.Y+stripH*float64(i), strips.W, stripH)
			t.add(slot{ID: k.ID, Rect: sr, Small: true, Back: !k.Known})
		}
	}
}

// placeBeside lays a low row (a battle's side on a short table) with each
// card's attachments as strips beside it rather than under it, so that the
// card keeps the row's height: under it, four attachments left a unit two
// units tall. It places nothing and says false when the row is too narrow.
func (t *Table) placeBeside(th *graphics.Theme, s *sd.State, r graphics.Rect, ids []int) bool {
	u := th.Unit
	gap := u * 0.4
	withKids := 0
	for _, id := range ids {
		if len(s.Under(id)) > 0 {
			withKids++
		}
	}
	if withKids == 0 {
		return false
	}
	const stripShare = 0.9 // a strip column's width, to a card's
	w := min(r.H*0.8, u*18, (r.W-gap*float64(len(ids)-1))/(float64(len(ids))+stripShare*float64(withKids)))
	if w < u*4 {
		return false
	}
	x := r
	for _, id := range ids {
		var body graphics.Rect
		body, x = x.CutLeft(w)
		t.add(slot{ID: id, Rect: body})
		if kids := s.Under(id); len(kids) > 0 {
			var col graphics.Rect
			col, x = x.CutLeft(w * stripShare)
			stripH := min(graphics.LineHeight(th.Small)*1.05, col.H/float64(len(kids)))
			for _, k := range kids {
				var sr graphics.Rect
				sr, col = col.CutTop(stripH)
				t.add(slot{ID: k.ID, Rect: sr, Small: true, Back: !k.Known})
			}
		}
		_, x = x.CutLeft(gap)
	}
	return true
}
