// The Gealias view without a GPU: the layout fits the table at desktop and
// phone sizes, every prompt option reached in random play is a target on
// the table (lands, intersections, the dialog), no rival's hand reaches
// the hover texts, every catalogue text the view uses exists, the results
// breakdown adds up to the scores, and motion runs only when asked. (Ebitengine's init
// needs a display on Linux: run under xvfb-run.)
package gealias

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/assets/i18n"
	"majlis/graphics"
	"majlis/graphics/tabletest"
	"majlis/rules"
	ge "majlis/rules/gealias"
	"majlis/rules/sim"
)

// playTo plays a random game of n seats until stop says so and returns
// the whole state there.
func playTo(t testing.TB, n, index int, stop func(*ge.State) bool) *ge.State {
	t.Helper()
	return tabletest.PlayTo(t, ge.Game{}, n, 9, index, stop)
}

func inside(outer, inner graphics.Rect) bool {
	return inner.W > 0 && inner.H > 0 && inner.X >= outer.X-0.5 && inner.Y >= outer.Y-0.5 && inner.Right() <= outer.Right()+0.5 && inner.Bottom() <= outer.Bottom()+0.5
}

func overlap(a, b graphics.Rect) bool {
	return a.X < b.Right()-0.5 && b.X < a.Right()-0.5 && a.Y < b.Bottom()-0.5 && b.Y < a.Bottom()-0.5
}

func TestLayoutFits(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {1024, 768}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for n := 2; n <= 6; n++ {
			l := Place(th, area, n, 1)
			rs := []graphics.Rect{l.Status, l.Board, l.Dialog}
			for _, s := range l.Order {
				rs = append(rs, l.Panels[s])
			}
			for i, a := range rs {
				if !inside(area, a) {
					t.Errorf("%v, %d seats: part %d at %v is outside %v", size, n, i, a, area)
				}
				for j, b := range rs[i+1:] {
					if overlap(a, b) {
						t.Errorf("%v, %d seats: part %d %v overlaps part %d %v", size, n, i, a, i+1+j, b)
					}
				}
			}
			// Every land and intersection target lies on the board, and
			// no two of them overlap.
			var ts []graphics.Rect
			for land := ge.Land(0); land < ge.NumLands; land++ {
				ts = append(ts, l.Ring.LandRect(land))
			}
			for d := ge.Dot(0); d < ge.NumDots; d++ {
				ts = append(ts, l.Ring.DotRect(d))
			}
			for i, a := range ts {
				if !inside(l.Board, a) {
					t.Errorf("%v: target %d at %v is off the board %v", size, i, a, l.Board)
				}
				for j, b := range ts[i+1:] {
					if overlap(a, b) {
						t.Errorf("%v: target %d %v overlaps target %d %v", size, i, a, i+1+j, b)
					}
				}
			}
		}
	}
}

// TestMovesOnTheLands: after a roll, each reachable land is the target of
// the move that walks there.
func TestMovesOnTheLands(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	st := playTo(t, 3, 1, func(s *ge.State) bool { d := s.Decision(); return d.Kind == ge.MoveSteps && d.Roll >= 3 })
	d := st.Decision()
	v := st.View(d.Seat)
	p := v.Prompts()[0]
	bs := New().Layout(th, area, graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: graphics.NewTr().ForSetup(st.Setup())})
	l := Place(th, area, 3, d.Seat)
	for _, c := range d.Choices {
		b, ok := bs.Find(graphics.MoveID(c.Move))
		if !ok || b.Rect != l.Ring.LandRect(c.Land) || c.Land != d.From.Step(c.Steps) {
			t.Fatalf("move %q: target %v, land %d's place %v", c.Move, b.Rect, c.Land, l.Ring.LandRect(c.Land))
		}
	}
}

// TestRivalHandsNeverShown: the hover texts and labels of one seat's table
// stay the same when the rivals' hidden hands are dealt differently.
func TestRivalHandsNeverShown(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	st := playTo(t, 4, 2, func(s *ge.State) bool {
		return !s.InSetup() && s.HandSize(1) >= 3 && s.HandSize(2) >= 3 && s.Round() > 3
	})
	view := st.View(0).(*ge.State)
	a := view.Determinize(0, rules.NewRand(rules.Seed{1})).(*ge.State)
	b := view.Determinize(0, rules.NewRand(rules.Seed{2})).(*ge.State)
	ca, _, _ := a.Hand(1)
	cb, _, _ := b.Hand(1)
	if ca == cb {
		t.Skip("the two deals gave seat 1 the same hand; the comparison would prove nothing")
	}
	tr := graphics.NewTr().ForSetup(st.Setup())
	la := New().Layout(th, area, graphics.TableState{State: a, Viewer: 0, Tr: tr})
	lb := New().Layout(th, area, graphics.TableState{State: b, Viewer: 0, Tr: tr})
	if len(la) != len(lb) {
		t.Fatal("layouts differ in size")
	}
	for i := range la {
		if !reflect.DeepEqual(la[i], lb[i]) {
			t.Fatalf("%s differs with the rivals' hidden hands:\n%q\n%q", la[i].ID, la[i].Tip, lb[i].Tip)
		}
	}
}

// TestCatalogue: no text the view shows is a raw key, and every
// gealias.table.* entry is well formed.
func TestCatalogue(t *testing.T) {
	cat := i18n.English()
	tabletest.NoRawKeys(t, ge.Game{}, 2, 6, 5, func() graphics.GameView { return New() })
	tabletest.WellFormed(t, cat, "gealias.table.")
}

func TestResultsAddUp(t *testing.T) {
	st := playTo(t, 3, 2, func(s *ge.State) bool { return s.Result().Done })
	v := st.View(1).(*ge.State)
	rows, res := breakdown(v, 1)
	winners := 0
	for i, r := range rows {
		if r.Points != res.Scores[i] || r.Points != 2*r.Forts+r.Tents {
			t.Fatalf("seat %d: breakdown %+v, score %d", i, r, res.Scores[i])
		}
		if r.Known != (i == 1) {
			t.Fatalf("seat %d: hand known %v to seat 1", i, r.Known)
		}
		if r.Winner {
			winners++
		}
	}
	if winners != len(res.Winners) || winners == 0 {
		t.Fatalf("%d winners marked, result has %v", winners, res.Winners)
	}
}

// TestMotion: with Motion set, a move walks the Gealias and the die
// tumbles; with Motion zero nothing moves.
func TestMotion(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	before := playTo(t, 2, 3, func(s *ge.State) bool { return s.Decision().Kind == ge.MoveSteps && s.Decision().Roll >= 2 })
	d := before.Decision()
	after := before.Clone()
	if _, err := after.Apply(d.Seat, d.Choices[len(d.Choices)-1].Move, rules.Entropy{7}); err != nil {
		t.Fatal(err)
	}
	for _, m := range []time.Duration{0, time.Second} {
		v := New()
		now := time.Unix(100, 0)
		tr := graphics.NewTr()
		l := Place(th, area, 2, 0)
		v.motion.observe(before.View(0).(*ge.State), l, graphics.TableState{State: before.View(0), Viewer: 0, Tr: tr, Motion: m}, now)
		v.motion.observe(after.View(0).(*ge.State), l, graphics.TableState{State: after.View(0), Viewer: 0, Tr: tr, Motion: m}, now)
		if got := v.Animating(now.Add(time.Millisecond)); got != (m > 0) {
			t.Fatalf("motion %v: animating %v after a move", m, got)
		}
		if _, _, walking := v.motion.pawnAt(d.For, now.Add(time.Millisecond)); walking != (m > 0) {
			t.Fatalf("motion %v: walking %v", m, walking)
		}
		if v.Animating(now.Add(time.Minute)) {
			t.Fatalf("motion %v: still animating after it ended", m)
		}
	}
}

// TestOnTable measures the share of options answered on the table. Set
// MAJLIS_TABLE_GAMES for a longer run (the report's figure).
func TestOnTable(t *testing.T) {
	tabletest.RequireOnTable(t, tabletest.Config{
		Game: ge.Game{}, Setups: tabletest.Seats("gealias", 2, 6, nil), Games: 2, Seed: 1,
		View: func() graphics.GameView { return New() },
	})
}

// TestBoardAnswers: the answers with a place on the board are targets
// there, never dialog buttons, over random playouts at every table size:
// a Prison Order on the rival's unit, a Viking's ways to the raided land
// on that land (cut in parts) and on the units, Escape for a structure
// also paid for on the prison, a fortress's fight for its partner tent's
// share on that tent; and no two targets overlap.
func TestBoardAnswers(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	cat := graphics.NewTr()
	seen := map[ge.Action]int{}
	for n := 2; n <= 6; n++ {
		for i := range 4 {
			_, err := sim.Play(sim.Game{Rules: ge.Game{}, Setup: rules.Setup{Game: "gealias", Seats: n}, Seed: 3, Index: i,
				OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
					d := st.(*ge.State).Decision()
					if d.Kind == ge.NoDecision {
						return
					}
					// Laying out every step of twenty games is slow: the
					// answers sought at once, the overlaps every few steps.
					sought := d.Kind == ge.VikingMove
					for _, c := range d.Choices {
						sought = sought || c.Action == ge.ActPrisonOrder || c.Action == ge.ActEscapeDot || c.Action == ge.ActFightShare
					}
					if !sought && step%7 != 0 {
						return
					}
					v := st.View(d.Seat)
					p := v.Prompts()[0]
					bs := New().Layout(th, area, graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: cat.ForSetup(st.Setup())})
					var ts []graphics.Button
					for _, b := range bs {
						if b.Enabled() {
							ts = append(ts, b)
						}
					}
					for i, a := range ts {
						for _, b := range ts[i+1:] {
							if overlap(a.Rect, b.Rect) {
								t.Fatalf("%d seats, step %d: %s %v overlaps %s %v", n, step, a.ID, a.Rect, b.ID, b.Rect)
							}
						}
					}
					dots := map[ge.Dot]int{}
					for _, c := range d.Choices {
						if c.Dot >= 0 {
							dots[c.Dot]++
						}
					}
					for _, c := range d.Choices {
						board := false
						switch {
						case c.Action == ge.ActPrisonOrder:
						case d.Kind == ge.VikingMove:
						case c.Action == ge.ActEscapeDot && dots[c.Dot] > 1:
						case c.Action == ge.ActFightShare && c.Source != c.Dot:
						default:
							board = true
						}
						if board {
							continue
						}
						seen[c.Action]++
						b, ok := bs.Find(graphics.MoveID(c.Move))
						if !ok || b.Style != graphics.StyleGhost {
							t.Fatalf("%d seats, step %d: %q is not on the board (%v)", n, step, c.Move, b.Style)
						}
					}
				}})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, a := range []ge.Action{ge.ActPrisonOrder, ge.ActWalk, ge.ActRaidTake, ge.ActRaidSend, ge.ActStay, ge.ActEscapeDot, ge.ActFightShare} {
		if seen[a] == 0 {
			t.Errorf("the playouts never offered action %d where it was checked", a)
		}
	}
	t.Logf("checked on the board: %v", seen)
}

// TestIntersectionTargets: on a phone an intersection is drawn about 8
// px across; its click area is larger (a fingertip's 24 px where no other
// target is near, the most a rect can have between partners 12 px apart
// when every intersection is offered), holds the drawn dot, overlaps no
// other, and a click anywhere in it is nearer its dot than any other
// offered intersection.
func TestIntersectionTargets(t *testing.T) {
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		tip := Fingertip(th)
		// Setup: every intersection is offered at once.
		st, _, err := ge.Game{}.New(rules.Setup{Game: "gealias", Seats: 4}, rules.Entropy{1})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*ge.State)
		d := s.Decision()
		if d.Kind != ge.PlaceStructure || len(d.Choices) != int(ge.NumDots) {
			t.Fatalf("the first decision is %d with %d choices", d.Kind, len(d.Choices))
		}
		v := s.View(d.Seat)
		p := v.Prompts()[0]
		l := Place(th, area, 4, d.Seat)
		bs := New().Layout(th, area, graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: graphics.NewTr().ForSetup(s.Setup())})
		hits := map[ge.Dot]graphics.Rect{}
		for _, c := range d.Choices {
			b, ok := bs.Find(graphics.MoveID(c.Move))
			if !ok {
				t.Fatalf("%v: %q has no target", size, c.Move)
			}
			hits[c.Dot] = b.Rect
		}
		for dot, r := range hits {
			drawn := l.Ring.DotRect(dot)
			if !inside(r, drawn) || min(r.W, r.H) < min(drawn.W*1.5, tip-th.Unit*0.2) || r.W > tip+0.01 || r.H > tip+0.01 {
				t.Errorf("%v: intersection %d: click area %v, drawn %v", size, dot, r, drawn)
			}
			for other, o := range hits {
				if other != dot && overlap(r, o) {
					t.Errorf("%v: intersections %d and %d overlap: %v, %v", size, dot, other, r, o)
				}
			}
			x0, y0 := l.Ring.DotPos(dot)
			for i := 0; i <= 8; i++ {
				for j := 0; j <= 8; j++ {
					x, y := r.X+r.W*float64(i)/8, r.Y+r.H*float64(j)/8
					own := (x-x0)*(x-x0) + (y-y0)*(y-y0)
					for other := range hits {
						ox, oy := l.Ring.DotPos(other)
						if other != dot && (x-ox)*(x-ox)+(y-oy)*(y-oy) < own-1e-6 {
							t.Fatalf("%v: (%.1f, %.1f) in intersection %d's area is nearer %d", size, x, y, dot, other)
						}
					}
				}
			}
		}
		// One intersection offered alone: a full fingertip.
		g := Grow([]graphics.Rect{l.Ring.DotRect(5)}, nil, l.Board, tip)[0]
		if g.W < tip-th.Unit*0.2 || g.H < tip-th.Unit*0.2 {
			t.Errorf("%v: a lone intersection's click area is %.1f×%.1f, want %.1f", size, g.W, g.H, tip)
		}
		if size[0] == 390 {
			var least float64 = 1e9
			for _, r := range hits {
				least = min(least, r.W, r.H)
			}
			t.Logf("phone: intersections drawn %.1f px, click areas at least %.1f px with all 20 offered, %.1f alone", l.Ring.DotRect(0).W, least, min(g.W, g.H))
		}
	}
}

// TestShortTableKeepsADialog: on a short window (800×500) at four to six
// players, the others' panels give way to the dialog, so that most
// answers are still given on the table (7% were, when the panels took
// the whole side and every answer went to the prompt bar).
func TestShortTableKeepsADialog(t *testing.T) {
	for n := 4; n <= 6; n++ {
		cov := tabletest.Measure(t, tabletest.Config{
			Game: ge.Game{}, Setups: tabletest.Seats("gealias", n, n, nil), Games: 1, Seed: 1,
			View: func() graphics.GameView { return New() }, Width: 800, Height: 500,
		})
		if cov.Percent() < 40 {
			t.Errorf("%d seats at 800×500: %v", n, cov)
		}
	}
}

// TestTradeGrid: trades and levies are cards of the kind received, in
// that kind's column on every row (so that the rows read as a table), each
// a target inside the dialog, named alike (all in full or all by their
// first letters), after a head that fits.
func TestTradeGrid(t *testing.T) {
	cat := graphics.NewTr()
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for n := 3; n <= 6; n++ {
			st := playTo(t, n, 0, func(s *ge.State) bool {
				rows := map[[2]int]bool{}
				for _, c := range s.Decision().Choices {
					if c.Action == ge.ActBank || c.Action == ge.ActTrade || c.Action == ge.ActAskBank {
						rows[[2]int{int(c.Action)*8 + int(c.Seat), int(c.Kind)}] = true
					}
				}
				return len(rows) >= 2
			})
			d := st.Decision()
			v := st.View(d.Seat)
			p := v.Prompts()[0]
			ts := graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: cat.ForSetup(st.Setup())}
			view := New()
			lt := view.lay(th, area, ts)
			l := Place(th, area, n, d.Seat)
			if len(lt.tiles) == 0 {
				t.Fatalf("%dx%d, %d seats: no trade card in the dialog", size[0], size[1], n)
			}
			col := map[ge.Kind]float64{}
			short := 0
			for _, tl := range lt.tiles {
				b, ok := lt.bs.Find(graphics.MoveID(tl.move))
				if !ok || b.Style != graphics.StyleGhost || b.Rect != tl.r || !inside(l.Dialog, tl.r) {
					t.Fatalf("%dx%d, %d seats: trade %q is not a target on its card inside the dialog (%v, %v)", size[0], size[1], n, tl.move, b.Rect, l.Dialog)
				}
				if x, ok := col[tl.kind]; ok && x != tl.r.X {
					t.Errorf("%dx%d, %d seats: %s cards at x=%v and x=%v", size[0], size[1], n, tl.label, x, tl.r.X)
				}
				col[tl.kind] = tl.r.X
				if len([]rune(tl.label)) <= 2 {
					short++
				}
				if graphics.TextWidth(tl.label, th.Small) > tl.r.W {
					t.Errorf("%dx%d, %d seats: %q does not fit its card (%v wide)", size[0], size[1], n, tl.label, tl.r.W)
				}
			}
			if short != 0 && short != len(lt.tiles) {
				t.Errorf("%dx%d, %d seats: %d of %d cards named by their first letters", size[0], size[1], n, short, len(lt.tiles))
			}
			for _, h := range lt.heads {
				if h.tile.W > 0 && graphics.TextWidth(threeOf(ts.Tr, h.give), th.Small) > h.tile.W {
					t.Errorf("%dx%d, %d seats: %q does not fit its card", size[0], size[1], n, threeOf(ts.Tr, h.give))
				}
				if h.tile.W == 0 {
					continue
				}
				// The arrow from the cards given to the cards received is
				// seen at a glance (it was a head 6 px long), between them.
				x0, x1, head := arrowIn(h.arrow)
				if x1+head*0.6-x0 < 15 || head < 6.5 || x0 < h.tile.Right() {
					t.Errorf("%dx%d, %d seats: an arrow %.1f px long with a head of %.1f px after a card ending at %.1f", size[0], size[1], n, x1+head*0.6-x0, head, h.tile.Right())
				}
				for _, tl := range lt.tiles {
					if overlap(tl.r, h.arrow) {
						t.Errorf("%dx%d, %d seats: the arrow %v overlaps the card %q", size[0], size[1], n, h.arrow, tl.label)
					}
				}
			}
		}
	}
}

// TestTradeGiveTabs: where a turn's trades have more rows than the dialog
// holds, a tab per kind given ("3 Clay") shows the trades giving that
// kind, a row per partner, and a tab ("3 cards") the player trades, which
// give any three cards; the other trades are on the table behind their
// tabs, not in the prompt bar; choosing a tab shows its trades (those
// whose rows fit; a tab reveals no more than it shows).
func TestTradeGiveTabs(t *testing.T) {
	cat := graphics.NewTr()
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		// More rows than the dialog holds, giving three kinds or more.
		fit := len(dialogRows(th, Place(th, area, 6, 0), "", 100))
		st := playTo(t, 6, 0, func(s *ge.State) bool {
			rows, gives := map[[3]int]bool{}, map[ge.Kind]bool{}
			for _, c := range s.Decision().Choices {
				switch c.Action {
				case ge.ActTrade:
					rows[[3]int{int(c.Action), int(c.Seat)}] = true
				case ge.ActBank, ge.ActAskBank:
					rows[[3]int{int(c.Action), int(c.Seat), int(c.Kind)}] = true
					gives[c.Kind] = true
				}
			}
			return len(rows) > fit && len(gives) >= 3
		})
		d := st.Decision()
		v := st.View(d.Seat)
		p := v.Prompts()[0]
		ts := graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: cat.ForSetup(st.Setup())}
		l := Place(th, area, 6, d.Seat)
		// gives is each trade's tab: the kind it gives three of, or any.
		gives := map[rules.Move]giveTab{}
		for _, c := range d.Choices {
			switch c.Action {
			case ge.ActBank, ge.ActAskBank:
				gives[c.Move] = giveTab{give: c.Kind}
			case ge.ActTrade:
				gives[c.Move] = giveTab{any: true}
			}
		}
		view := New()
		lt := view.lay(th, area, ts)
		if len(lt.tabs) < 3 {
			t.Fatalf("%v: %d tabs for trades giving three kinds or more in more rows than fit (%d)", size, len(lt.tabs), fit)
		}
		answers := lt.bs.Answers()
		onTable := 0
		for m := range gives {
			if answers[graphics.MoveID(m)] {
				onTable++
			}
		}
		// At 1280x800 every trade is on the table or behind a tab; on a
		// phone the dialog may not hold all of one kind's rows.
		if size[0] > 390 && onTable != len(gives) {
			t.Errorf("%v: %d trades of %d on the table or behind a tab", size, onTable, len(gives))
		}
		t.Logf("%v: %d trades in %d tabs, %d of them on the table or behind a tab", size, len(gives), len(lt.tabs), onTable)
		for _, tab := range lt.tabs {
			id := graphics.ViewID(giveID(tab.giveTab))
			b, ok := lt.bs.Find(id)
			if !ok || b.Rect != tab.r || !inside(l.Dialog, tab.r) {
				t.Fatalf("%v: tab %q is not a target on its card inside the dialog", size, tab.label)
			}
			// Inside the outline the widgets draw over a target.
			if graphics.TextWidth(tab.label, th.Small) > tab.r.W-th.Unit {
				t.Errorf("%v: tab %q does not fit its card (%v wide)", size, tab.label, tab.r.W)
			}
			view.Choose(ts, id)
			shown := view.lay(th, area, ts)
			n := 0
			for _, st := range shown.tabs {
				if st.shown {
					n++
					if st.give != tab.give || st.any != tab.any {
						t.Errorf("%v: after choosing %q, %q is shown", size, tab.label, st.label)
					}
				}
			}
			if n != 1 {
				t.Errorf("%v: %d tabs shown at once", size, n)
			}
			// What the tab revealed is what it shows once chosen.
			var tiles []rules.Move
			for _, tl := range shown.tiles {
				tiles = append(tiles, tl.move)
			}
			if len(tiles) == 0 || !slices.Equal(tiles, tab.moves) {
				t.Errorf("%v: %q revealed %d trades and shows %d", size, tab.label, len(tab.moves), len(tiles))
			}
			for _, tl := range shown.tiles {
				if g := gives[tl.move]; g.any != tab.any || g.give != tab.give {
					t.Errorf("%v: %q's tab shows %q, which gives another kind", size, tab.label, tl.move)
				}
				if b, ok := shown.bs.Find(graphics.MoveID(tl.move)); !ok || b.Rect != tl.r || !inside(l.Dialog, tl.r) {
					t.Errorf("%v: trade %q is not a target on its card inside the dialog", size, tl.move)
				}
			}
		}
	}
}

// TestPilesNamedWhole: on a desktop the deck's and the discard's cards
// are wide enough for their names ("Discard" was cut to "Disc…" at
// 1280×800), stay a pair, and stay in their places.
func TestPilesNamedWhole(t *testing.T) {
	tr := graphics.NewTr()
	labels := []string{tr.T("gealias.table.deck"), tr.T("gealias.table.discard")}
	for _, size := range [][2]int{{1280, 800}, {1024, 768}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for n := 2; n <= 6; n++ {
			ring := Place(th, area, n, 0).Ring
			w := pileWidth(th, ring.Deck, labels...)
			for _, l := range labels {
				// drawPile's room for the name: the card's width and a unit.
				if graphics.Ellipsize(l, th.Small, w+th.Unit) != l {
					t.Errorf("%v, %d seats: %q is cut on a pile %.0f wide", size, n, l, w)
				}
			}
			if w > ring.Deck.W || w > ring.Discard.W {
				t.Errorf("%v, %d seats: piles %.0f wide in %v and %v", size, n, w, ring.Deck, ring.Discard)
			}
		}
	}
}

// TestRivalsAbilitiesWhole: at 1280×800 a rival's panel says its
// civilization's ability whole, on a second line where one is too
// narrow, whatever the civilization and the number of players.
func TestRivalsAbilitiesWhole(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	tr := graphics.NewTr()
	scratch := ebiten.NewImage(1280, 800)
	lh := graphics.LineHeight(th.Small)
	screen := th.TableScreen(graphics.R(0, 0, 1280, 800)).Main
	// The table above a prompt bar of one row (the board is larger, the
	// panels narrower) and of the most.
	for _, rows := range []int{1, graphics.PromptBarRows} {
		_, area := th.PromptBar(screen, rows)
		for n := 2; n <= 6; n++ {
			l := Place(th, area, n, 0)
			for _, seat := range l.Order[1:] {
				body := th.PlayerPanel(scratch, l.Panels[seat], seat, "Player", false, false, graphics.NotWaiting)
				_, rest := body.CutTop(lh)
				for c := ge.Civ(0); c < ge.NumCivs; c++ {
					civ := tr.T(c.Key()) + " · " + abilityLine(tr, c)
					lines := twoLines(th, civ, body.W, rest.H >= lh+belowCiv(lh, false))
					if got := strings.Join(lines, " "); got != civ {
						t.Errorf("a prompt bar of %d rows, %d players, seat %d: %q is written %q", rows, n, seat, civ, lines)
					}
				}
			}
		}
	}
}

// TestOfferOnTable: an offer being made is drawn in the dialog as its
// three places (the cards put so far, then empty ones) and the card asked
// for; every card the trader may put on it is a target on a card of its
// kind in that kind's column, and taking the offer back a button, all
// inside the dialog at desktop and phone sizes. The owner asked sees the
// same offer above Accept and Refuse.
func TestOfferOnTable(t *testing.T) {
	cat := graphics.NewTr()
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for _, kind := range []ge.DecisionKind{ge.TradeGive, ge.TradeReply} {
			st := playTo(t, 4, 0, func(s *ge.State) bool {
				d := s.Decision()
				return d.Kind == kind && !d.BankAllowed && (kind != ge.TradeGive || d.Count == 2)
			})
			d := st.Decision()
			v := st.View(d.Seat)
			p := v.Prompts()[0]
			ts := graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: cat.ForSetup(st.Setup())}
			lt := New().lay(th, area, ts)
			l := Place(th, area, 4, d.Seat)
			if len(lt.offers) != 1 {
				t.Fatalf("%v, %d: %d offers drawn", size, kind, len(lt.offers))
			}
			o := lt.offers[0]
			if len(o.places) != ge.OfferSize || len(o.put) != d.Offer.Total() || o.get != d.Get || !inside(l.Dialog, o.want) {
				t.Errorf("%v, %d: offer %+v for %v and %v", size, kind, o, d.Offer, d.Get)
			}
			for _, r := range o.places {
				if !inside(l.Dialog, r) {
					t.Errorf("%v, %d: a place of the offer %v is outside the dialog", size, kind, r)
				}
			}
			answers := lt.bs.Answers()
			tiles := map[rules.Move]tileAt{}
			for _, tl := range lt.tiles {
				tiles[tl.move] = tl
			}
			for _, c := range d.Choices {
				if !answers[graphics.MoveID(c.Move)] {
					t.Errorf("%v, %d: %q is not on the table", size, kind, c.Move)
				}
				b, _ := lt.bs.Find(graphics.MoveID(c.Move))
				if !inside(l.Dialog, b.Rect) {
					t.Errorf("%v, %d: %q at %v is outside the dialog", size, kind, c.Move, b.Rect)
				}
				if c.Action == ge.ActPut {
					if tl, ok := tiles[c.Move]; !ok || tl.kind != c.Kind || tl.r != b.Rect {
						t.Errorf("%v: %q is not a card of its kind", size, c.Move)
					}
				}
				for _, r := range append(o.places, o.want) {
					if overlap(r, b.Rect) {
						t.Errorf("%v, %d: %q overlaps the offer", size, kind, c.Move)
					}
				}
			}
		}
	}
}

// TestOfferMarkedInHand: the cards a trader has put on an open offer
// (a player trade half made or made, a bank trade the owner is asked to
// allow) leave the counts of the trader's hand line and lie apart on a
// tray in their panel, with an empty place for each card still to put;
// the partner asked sees the kind asked of them marked, and every seat not
// asked sees the offer in its dialog, headed by who offers whom. The
// trader's hover text says what is on the offer.
func TestOfferMarkedInHand(t *testing.T) {
	cat := graphics.NewTr()
	cases := []struct {
		name string
		stop func(d ge.Decision) bool
	}{
		{"half made", func(d ge.Decision) bool { return d.Kind == ge.TradeGive && d.Count == 2 }},
		{"made", func(d ge.Decision) bool { return d.Kind == ge.TradeReply && !d.BankAllowed }},
		{"bank", func(d ge.Decision) bool { return d.Kind == ge.TradeReply && d.BankAllowed }},
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for _, c := range cases {
			const n = 4
			st := playTo(t, n, 0, func(s *ge.State) bool { return c.stop(s.Decision()) })
			o, ok := st.OpenOffer()
			if !ok {
				t.Fatalf("%v, %s: no open offer", size, c.name)
			}
			tr := cat.ForSetup(st.Setup())
			for viewer := range rules.Seat(n) {
				v := st.View(viewer).(*ge.State)
				var p *rules.Prompt
				for _, q := range v.Prompts() {
					if q.Seat == viewer {
						p = &q
					}
				}
				ts := graphics.TableState{State: v, Viewer: viewer, Prompt: p, Tr: tr}
				l := Place(th, area, n, viewer)
				lt := New().lay(th, area, ts)
				if len(lt.offers) != 1 || !lt.dialog {
					t.Fatalf("%v, %s, seat %d: %d offers in the dialog", size, c.name, viewer, len(lt.offers))
				}
				if got := lt.offers[0]; len(got.put) != o.Cards.Total() || got.get != o.Get || !inside(l.Dialog, got.want) {
					t.Errorf("%v, %s, seat %d: the dialog shows %+v of %+v", size, c.name, viewer, got, o)
				}
				if p == nil && lt.title == "" {
					t.Errorf("%v, %s, seat %d: no line says who is awaited", size, c.name, viewer)
				}
				if want := offerHead(tr, o, viewer); !slices.ContainsFunc(lt.heads, func(h headAt) bool { return h.text == want }) {
					t.Errorf("%v, %s, seat %d: the offer is not headed %q", size, c.name, viewer, want)
				}
				if tip := panelTip(tr, v, o.Trader, viewer); !strings.Contains(tip, offerText(tr, o)) {
					t.Errorf("%v, %s, seat %d: the trader's hover text does not say what is on the offer: %q", size, c.name, viewer, tip)
				}
				if b, ok := lt.bs.Find("tip:offer"); !ok || b.Tip != offerText(tr, o) || !inside(l.Dialog, b.Rect) {
					t.Errorf("%v, %s, seat %d: the offer's hover text is %q at %v", size, c.name, viewer, b.Tip, b.Rect)
				}
				panel := l.Panels[viewer]
				pa := layPanel(th, tr, v, viewer, viewer, th.PanelBody(panel), false)
				cards, red, _ := v.Hand(viewer)
				h := layHand(th, tr, cards, red, viewer, o, true, pa.hand)
				var put, empty, asked int
				var kinds ge.Cards
				for i, ch := range h.chips {
					if !inside(panel, ch.r) {
						t.Errorf("%v, %s, seat %d: chip %q at %v is outside the panel %v", size, c.name, viewer, ch.label, ch.r, panel)
					}
					for _, other := range h.chips[i+1:] {
						if overlap(ch.r, other.r) {
							t.Errorf("%v, %s, seat %d: chips %q and %q overlap", size, c.name, viewer, ch.label, other.label)
						}
					}
					switch {
					case ch.empty:
						empty++
					case ch.offer:
						put++
						kinds[ch.kind]++
					case !ch.red:
						if want := cards[ch.kind]; viewer == o.Trader && ch.n != want-o.Cards[ch.kind] || viewer != o.Trader && ch.n != want {
							t.Errorf("%v, %s, seat %d: %q shown for %d held, %d on the offer", size, c.name, viewer, ch.label, want, o.Cards[ch.kind])
						}
					}
					if ch.asked {
						asked++
						if ch.kind != o.Get || ch.none != (cards[o.Get] == 0) {
							t.Errorf("%v, %s, seat %d: %q marked as asked for %v", size, c.name, viewer, ch.label, o.Get)
						}
					}
				}
				if viewer == o.Trader {
					t.Logf("%v, %s: seat %d offers %v (%d to put) to seat %d for %v, holding %v: %d chips", size, c.name, viewer, o.Cards, o.ToPut, o.Partner, o.Get, cards, len(h.chips))
					if kinds != o.Cards || empty != o.ToPut || !inside(panel, h.tray) {
						t.Errorf("%v, %s: the trader's tray holds %v and %d empty places (tray %v), the offer %v and %d to put", size, c.name, kinds, empty, h.tray, o.Cards, o.ToPut)
					}
				} else if put+empty != 0 || h.tray.W != 0 {
					t.Errorf("%v, %s, seat %d: a tray in the hand of a seat not offering", size, c.name, viewer)
				}
				if wantAsked := viewer == o.Partner && !o.Bank; wantAsked != (asked == 1) || asked > 1 {
					t.Errorf("%v, %s, seat %d: %d chips marked as asked for", size, c.name, viewer, asked)
				}
			}
		}
	}
}

// TestOfferNoneToGive: an owner offered a trade for a kind they hold none
// of is told why Refuse is their only answer.
func TestOfferNoneToGive(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	st := playTo(t, 4, 0, func(s *ge.State) bool {
		d := s.Decision()
		if d.Kind != ge.TradeReply || d.BankAllowed {
			return false
		}
		cards, _, _ := s.Hand(d.Seat)
		return cards[d.Get] == 0
	})
	d := st.Decision()
	v := st.View(d.Seat)
	p := v.Prompts()[0]
	tr := graphics.NewTr().ForSetup(st.Setup())
	lt := New().lay(th, area, graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: tr})
	want := tr.T("gealias.table.none_to_give", rules.Key(d.Get.Key()))
	if !slices.ContainsFunc(lt.heads, func(h headAt) bool { return h.text == want }) {
		t.Errorf("no line says %q", want)
	}
	if _, ok := lt.bs.Find(graphics.MoveID("refuse")); !ok {
		t.Error("Refuse is not on the table")
	}
}

// TestAllowBankAnswers: the owner asked to allow a bank trade on their
// territory ("Allow it?") answers Allow or Refuse, not Accept, in the
// dialog as in the prompt bar; a player trade is still accepted.
func TestAllowBankAnswers(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	for _, bank := range []bool{true, false} {
		st := playTo(t, 4, 0, func(s *ge.State) bool {
			d := s.Decision()
			return d.Kind == ge.TradeReply && d.BankAllowed == bank && slices.ContainsFunc(d.Choices, func(c ge.Choice) bool { return c.Action == ge.ActAccept })
		})
		d := st.Decision()
		v := st.View(d.Seat)
		p := v.Prompts()[0]
		tr := graphics.NewTr().ForSetup(st.Setup())
		bs := New().Layout(th, area, graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: tr})
		want := tr.T("gealias.opt.accept")
		if bank {
			want = tr.T("gealias.opt.allow")
		}
		b, ok := bs.Find(graphics.MoveID("accept"))
		if !ok || b.Label != want {
			t.Errorf("bank %v: the answer to %q is labelled %q, want %q", bank, tr.M(p.Ask), b.Label, want)
		}
		if b, ok := bs.Find(graphics.MoveID("refuse")); !ok || b.Label != tr.T("gealias.opt.refuse") {
			t.Errorf("bank %v: Refuse is labelled %q", bank, b.Label)
		}
	}
}

// TestFightDicePickedUp: the last fight's dice lie over the deck, the die
// and the prison while its step is told (the table still shows the state
// before it) and while what it brings is decided (its winner's ability, the
// other shares of a landing), and are picked up once it is over: never in
// the trade-and-build phase that follows it, where they hid the centre for
// the whole phase.
func TestFightDicePickedUp(t *testing.T) {
	var told, after, main int
	for n := 4; n <= 6; n++ {
		var evs []rules.Msg
		var prev rules.State
		_, err := sim.Play(sim.Game{Rules: ge.Game{}, Setup: rules.Setup{Game: "gealias", Seats: n, Options: map[string]string{"rounds": "10"}}, Seed: 5,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, es []rules.Event, st rules.State) {
				before := prev
				prev = st.Clone()
				for _, e := range es {
					evs = append(evs, e.Msg)
					if _, ok := ge.FightOf(e.Msg); ok && before != nil {
						// Told with the state before its step.
						told++
						if _, shown := shownFight(before.View(0).(*ge.State), evs[max(0, len(evs)-24):]); !shown {
							t.Errorf("%d seats, step %d: the dice of %q are not shown while it is told (decision %d)", n, step, e.Msg.Key, before.(*ge.State).Decision().Kind)
						}
					}
				}
				evs = evs[max(0, len(evs)-24):]
				s := st.View(0).(*ge.State)
				f, ok := lastFight(evs)
				if !ok {
					return
				}
				_, shown := shownFight(s, evs)
				switch k := s.Decision().Kind; {
				case k == ge.MainPhase:
					main++
					if shown {
						t.Errorf("%d seats, step %d: the dice of %+v still lie over the centre in the trade-and-build phase", n, step, f)
					}
				case s.Fighting() && !f.Structure:
					after++
					if !shown {
						t.Errorf("%d seats, step %d: the dice of %+v are picked up while the fight brings decision %d", n, step, f, k)
					}
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
	}
	if told == 0 || after == 0 || main == 0 {
		t.Fatalf("the games told %d fights, decided %d times after one, reached trade-and-build %d times after one", told, after, main)
	}
	t.Logf("fights told: %d; decisions while a fight was not over: %d; trade-and-build phases after a fight: %d", told, after, main)
}

// TestDialogTitleWhole: on a desktop the dialog's title asks the whole
// question, on two lines where one would cut it (the prompt to put three
// cards on an offer was cut after "for one Go…" at 1280×800), above the
// dialog's rows, and every answer is still on the table.
func TestDialogTitleWhole(t *testing.T) {
	cases := []struct {
		name string
		stop func(d ge.Decision) bool
	}{
		{"put", func(d ge.Decision) bool { return d.Kind == ge.TradeGive && d.Count == 2 }},
		{"offered", func(d ge.Decision) bool { return d.Kind == ge.TradeReply && !d.BankAllowed }},
		{"allow", func(d ge.Decision) bool { return d.Kind == ge.TradeReply && d.BankAllowed }},
	}
	for _, size := range [][2]int{{1280, 800}, {1024, 768}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for _, c := range cases {
			st := playTo(t, 6, 0, func(s *ge.State) bool { return c.stop(s.Decision()) })
			d := st.Decision()
			v := st.View(d.Seat)
			p := v.Prompts()[0]
			tr := graphics.NewTr().ForSetup(st.Setup())
			lt := New().lay(th, area, graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: tr})
			l := Place(th, area, 6, d.Seat)
			lines, title, _ := dialogTitle(th, l, lt.title)
			if got, want := strings.Join(lines, " "), tr.M(p.Ask); got != want {
				t.Errorf("%v, %s: the dialog's title says %q of %q", size, c.name, got, want)
			}
			for _, line := range lines {
				if graphics.TextWidth(line, th.Small) > title.W {
					t.Errorf("%v, %s: the title's line %q is wider than %.0f", size, c.name, line, title.W)
				}
			}
			rows := dialogRows(th, l, lt.title, 1)
			if len(rows) == 0 || !inside(l.Dialog, title) || title.Bottom() > rows[0].Y+0.5 {
				t.Errorf("%v, %s: the title at %v, the first row at %v", size, c.name, title, rows)
			}
			answers := lt.bs.Answers()
			for _, ch := range d.Choices {
				if !answers[graphics.MoveID(ch.Move)] {
					t.Errorf("%v, %s: %q is not on the table", size, c.name, ch.Move)
				}
			}
		}
	}
}
