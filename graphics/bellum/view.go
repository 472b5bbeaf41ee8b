// Package bellum draws the Bellum Magia table from a seat's view: every
// castle board with its six horde lines (the active one highlighted after
// each roll), tokens, stock and chests; the die; the human kingdom; the
// creature piles with their face-up creatures; the chest piles and the
// reserves. The decision the rules name (bellum.State.Decision) becomes
// targets where its things lie: the re-roll round beside the die, attacks
// on the places and castles, recruits on the face-up creatures, the side
// on the castle's halves.
package bellum

import (
	"image/color"
	"strconv"
	"time"

	"majlis/graphics"
	"majlis/rules"
	bm "majlis/rules/bellum"
)

// View is the Bellum Magia table view.
type View struct {
	motion motion
	now    func() time.Time
}

// New returns the view.
func New() *View { return &View{now: time.Now} }

func state(ts graphics.TableState) (*bm.State, bool) {
	s, ok := ts.State.(*bm.State)
	return s, ok
}

// castle is what a castle board shows to the viewer: everything public,
// and the owner's secrets (goblins in hand, chest values) only when the
// view holds them and the viewer is the owner, or the game is over.
type castle struct {
	Seat rules.Seat
	// Chosen is false while the player is still to choose a board
	// (option castles=choose): Board and Lines are then empty.
	Chosen                bool
	Board                 bm.Board
	Defence, Shields      int
	MagicShields          int
	Spells, SpellsUsed    int
	Food, Glyphs, Barrels int
	Hand                  int   // goblins dealt and not placed
	HandKnown             []int // their ids, for the owner only
	Left, Right           []int
	Lines                 [bm.Lines]bm.Line
	Kinds                 [3]int // chests held by kind (public)
	Values                []int  // chest values, for the owner (or everyone once the game is over)
	Total                 int
	Known                 bool // Values and Total are shown
}

var kindIndex = map[string]int{"bellum.kind.wooden": 0, "bellum.kind.metal": 1, "bellum.kind.gold": 2}

// castleOf builds what seat's castle shows to viewer. Values the view
// holds for another seat (a state that is not a view, or the end of the
// game) are dropped unless the game is over: the view never draws a
// rival's chest values in play.
func castleOf(s *bm.State, seat, viewer rules.Seat) castle {
	h, _ := s.Player(seat)
	b, _ := bm.BoardInfo(h.Board)
	c := castle{Seat: seat, Chosen: h.Chosen, Board: b, Defence: h.Defence, Shields: h.Shields, MagicShields: h.MagicShields,
		Spells: h.Spells, SpellsUsed: h.SpellsUsed, Food: h.Food, Glyphs: h.Glyphs, Barrels: h.Barrels,
		Hand: len(h.Hand), Left: h.Left, Right: h.Right}
	for i := range c.Lines {
		c.Lines[i], _ = s.Horde(seat, i+1)
	}
	over := s.Result().Done
	c.Known = seat == viewer || over
	if seat == viewer {
		for _, g := range h.Hand {
			if g >= 0 {
				c.HandKnown = append(c.HandKnown, g)
			}
		}
	}
	for _, ch := range h.Chests {
		c.Kinds[kindIndex[ch.KindKey]]++
		if c.Known {
			c.Values = append(c.Values, ch.Value)
			c.Total += ch.Value
		}
	}
	return c
}

// tip adds a hover area.
func tip(bs *graphics.Buttons, id string, r graphics.Rect, text string) {
	*bs = append(*bs, graphics.Button{ID: id, Rect: r, Style: graphics.StyleTip, Tip: text})
}

// target adds a target drawn by the view.
func target(bs *graphics.Buttons, m rules.Move, r graphics.Rect, text string) {
	*bs = append(*bs, graphics.Button{ID: graphics.MoveID(m), Rect: r, Style: graphics.StyleGhost, Tip: text})
}

// answer adds a labelled button.
func answer(bs *graphics.Buttons, m rules.Move, r graphics.Rect, label, icon, text string) {
	*bs = append(*bs, graphics.Button{ID: graphics.MoveID(m), Rect: r, Label: label, Icon: icon, Style: graphics.StylePrimary, Tip: text})
}

// mine is the decision when the viewer is the one asked.
func mine(s *bm.State, ts graphics.TableState) (bm.Decision, bool) {
	d := s.Decision()
	if ts.Prompt == nil || ts.Prompt.Seat != ts.Viewer || d.Seat != ts.Viewer {
		return d, false
	}
	return d, true
}

// Layout returns the table's targets and hover areas.
func (v *View) Layout(th *graphics.Theme, area graphics.Rect, ts graphics.TableState) graphics.Buttons {
	s, ok := state(ts)
	if !ok {
		return nil
	}
	tr := ts.Tr
	n := s.Setup().Seats
	l := Place(th, area, n, ts.Viewer)
	var bs graphics.Buttons
	u := th.Unit

	// Hover text for everything on the table.
	day, captain, die := s.Day()
	tip(&bs, "tip:status", l.Status, statusTip(tr, s, ts))
	tip(&bs, "tip:die", l.Die, dieTip(tr, captain, die, day))
	for _, seat := range l.Order {
		c := castleOf(s, seat, ts.Viewer)
		p := Parts(th, l.Castles[seat])
		head := castleTip(tr, c)
		if p.Sides.H == 0 {
			// A compact castle has no row of side counts: its header tells them.
			head += " " + sideTip(tr, c.Left, true) + " " + sideTip(tr, c.Right, false)
		}
		tip(&bs, "tip:castle:"+strconv.Itoa(int(seat)), p.Header, head)
		for i := range p.Lines {
			tip(&bs, "tip:line:"+strconv.Itoa(int(seat))+":"+strconv.Itoa(i), p.Lines[i], lineTip(tr, c, i))
		}
		if p.Sides.H > 0 {
			tip(&bs, "tip:left:"+strconv.Itoa(int(seat)), p.LeftCards, sideTip(tr, c.Left, true))
			tip(&bs, "tip:right:"+strconv.Itoa(int(seat)), p.RightCards, sideTip(tr, c.Right, false))
		}
		tip(&bs, "tip:stock:"+strconv.Itoa(int(seat)), p.Stock, stockTip(tr, c))
		tip(&bs, "tip:chests:"+strconv.Itoa(int(seat)), p.Chests, chestTip(tr, c))
	}
	row, _, pile := s.Kingdom()
	places := append([]int{0}, row...)
	for i, id := range places {
		if i < len(l.Places) {
			tip(&bs, "tip:place:"+strconv.Itoa(id), l.Places[i], placeTip(tr, id))
		}
	}
	tip(&bs, "tip:pile", l.Pile, pileTip(tr, pile))
	evil, most, evilPiles, mostPiles := s.FaceUp()
	ups := [4]int{evil[0], evil[1], most[0], most[1]}
	sizes := [4]int{evilPiles[0], evilPiles[1], mostPiles[0], mostPiles[1]}
	for i, c := range ups {
		tip(&bs, "tip:creature:"+strconv.Itoa(i), l.Creatures[i], slotTip(tr, c, i >= 2, sizes[i]))
	}
	tip(&bs, "tip:chestpiles", l.Chests, chestPilesTip(tr, s))
	tip(&bs, "tip:reserves", l.Reserves, reservesTip(tr, s))

	d, asked := mine(s, ts)
	if !asked {
		return bs
	}
	ansRows := func(k int) []graphics.Rect {
		h := min(u*5.5, (l.Answers.H-u*float64(k-1))/float64(k))
		col := l.Answers.Centered(l.Answers.W, h*float64(k)+u*0.5*float64(k-1))
		return col.Rows(k, u*0.5)
	}
	own := Parts(th, l.Castles[ts.Viewer])
	switch d.Kind {
	case bm.ChooseBoard:
		for i, r := range boardRects(th, l, len(d.Boards)) {
			b, _ := bm.BoardInfo(d.Boards[i].Board)
			target(&bs, d.Boards[i].Move, r, boardTip(tr, b))
		}
	case bm.PlaceGoblin, bm.PlaceRecruit:
		name := tr.T(creatureKey(d.Creature))
		target(&bs, d.Left, own.Left, tr.T("bellum.table.slide_left", rules.Key(creatureKey(d.Creature)))+" "+creatureTip(tr, d.Creature))
		target(&bs, d.Right, own.Right, tr.T("bellum.table.slide_right", rules.Key(creatureKey(d.Creature)))+" "+name)
	case bm.Roll:
		target(&bs, d.Roll, l.Die, tr.T("bellum.table.roll"))
		r := ansRows(1)
		answer(&bs, d.Roll, r[0], tr.T("bellum.table.roll_short"), "dice-six-faces-five", tr.T("bellum.table.roll"))
	case bm.Reroll:
		k := 1
		if d.Barrel != "" {
			k++
		}
		r := ansRows(k)
		if d.Barrel != "" {
			answer(&bs, d.Barrel, r[0], tr.T("bellum.table.buy"), "dice-six-faces-five", tr.T("bellum.table.buy_tip"))
		}
		answer(&bs, d.Pass, r[k-1], tr.T("bellum.table.pass"), "next-button", tr.T("bellum.table.pass_tip", rules.Int(die)))
		if d.Spell != "" {
			answer(&bs, d.Spell, own.Spell, tr.T("bellum.table.spell"), "", tr.T("bellum.table.spell_tip"))
		}
	case bm.Attack:
		r := ansRows(1)
		answer(&bs, d.None, r[0], tr.T("bellum.table.none"), "exit-door", tr.M(rules.M("bellum.opt.none")))
		for _, t := range d.Targets {
			var rect graphics.Rect
			if t.Place >= 0 {
				i := indexOf(places, t.Place)
				if i < 0 || i >= len(l.Places) {
					continue
				}
				rect = l.Places[i]
			} else {
				rect = Parts(th, l.Castles[t.Castle]).Header
			}
			text := targetTip(tr, t, die)
			if t.Move != "" {
				target(&bs, t.Move, rect, text)
			} else {
				tip(&bs, "tip:why:"+strconv.Itoa(t.Place)+":"+strconv.Itoa(int(t.Castle)), rect, text)
			}
		}
	case bm.Steal:
		p := Parts(th, l.Castles[d.Victim])
		for i, r := range p.Chests.Columns(len(d.Steals), u*0.5) {
			st := d.Steals[i]
			answer(&bs, st.Move, r, tr.T(st.KindKey), "", tr.T("bellum.table.steal", rules.Key(st.KindKey), rules.SeatArg(d.Victim), rules.Int(d.Thefts)))
		}
	case bm.Recruit:
		byCard := map[int][]bm.RecruitChoice{}
		for _, rc := range d.Recruits {
			i := rc.Slot
			if rc.Most {
				i += 2
			}
			byCard[i] = append(byCard[i], rc)
		}
		for i := 0; i < 4; i++ {
			cs := byCard[i]
			switch len(cs) {
			case 0:
			case 1:
				target(&bs, cs[0].Move, l.Creatures[i], payTip(tr, cs[0]))
			default:
				_, bottom := l.Creatures[i].CutTop(l.Creatures[i].H * 0.55)
				for j, r := range bottom.Inset(u*0.3).Rows(len(cs), u*0.3) {
					answer(&bs, cs[j].Move, r, payLabel(tr, cs[j].Payment), "", payTip(tr, cs[j]))
				}
			}
		}
		if d.Done != "" {
			answer(&bs, d.Done, l.Done, tr.T("bellum.table.done"), "", tr.M(rules.M("bellum.opt.done")))
		}
	}
	return bs
}

func indexOf(xs []int, x int) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// boardRects places the free boards while choosing, over the centre.
func boardRects(th *graphics.Theme, l Layout, k int) []graphics.Rect {
	if k == 0 {
		return nil
	}
	return l.Boards.Inset(th.Unit).Columns(k, th.Unit)
}

// creatureKey is a creature's catalogue key, as bellum.CreatureInfo says.
func creatureKey(id int) string {
	c, ok := bm.CreatureInfo(id)
	if !ok {
		return "bellum.creature.hidden"
	}
	return c.NameKey
}

// Stat colours: production and exploration on the left, attack on the
// right.
var (
	foodColor     = color.RGBA{0x7b, 0xb6, 0x4e, 0xff}
	glyphColor    = color.RGBA{0xa8, 0x7d, 0xe0, 0xff}
	treasureColor = color.RGBA{0xe8, 0xc1, 0x4a, 0xff}
	swordColor    = color.RGBA{0xc9, 0xcf, 0xd6, 0xff}
	magicColor    = color.RGBA{0x5a, 0xa8, 0xf0, 0xff}
	thiefColor    = color.RGBA{0xd0, 0x6a, 0x5a, 0xff}
	barrelColor   = color.RGBA{0xb0, 0x80, 0x50, 0xff}
	chestColors   = [3]color.RGBA{{0xa0, 0x70, 0x40, 0xff}, {0x9a, 0xa4, 0xae, 0xff}, {0xe8, 0xc1, 0x4a, 0xff}}
)

// Animating reports whether something still moves.
func (v *View) Animating(now time.Time) bool { return v.motion.animating(now) }

var _ graphics.GameView = (*View)(nil)
var _ graphics.Animator = (*View)(nil)
var _ graphics.ResultsView = (*View)(nil)
