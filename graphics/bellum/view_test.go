// The Bellum Magia view without a GPU: the layout fits the table, every
// prompt option reached in random play is a target on the table, no
// rival's chest value or goblin reaches the drawing, every catalogue entry
// the view uses exists, and the breakdown of the final count sums every
// chest. (Ebitengine's init needs a display on Linux: run under xvfb-run.)
package bellum

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"majlis/assets/i18n"
	"majlis/graphics"
	"majlis/graphics/tabletest"
	"majlis/rules"
	bm "majlis/rules/bellum"
)

// playTo plays a random game of n seats until stop says so and returns
// the whole state there.
func playTo(t testing.TB, n, index int, stop func(*bm.State) bool) *bm.State {
	t.Helper()
	return tabletest.PlayTo(t, bm.Game{}, n, 9, index, stop)
}

func chestsHeld(s *bm.State, seat rules.Seat) int {
	h, _ := s.Player(seat)
	return len(h.Chests)
}

func TestLayoutFits(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {1024, 768}, {800, 600}, {800, 500}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for n := 2; n <= 5; n++ {
			l := Place(th, area, n, 0)
			rs := []graphics.Rect{l.Status, l.Die, l.Answers, l.Pile, l.Done, l.Chests, l.Reserves}
			rs = append(rs, l.Places...)
			rs = append(rs, l.Creatures[:]...)
			for _, r := range l.Castles {
				rs = append(rs, r)
			}
			tabletest.Apart(t, fmt.Sprintf("%v, %d seats", size, n), area, rs)
		}
	}
}

// TestRivalChestValuesNeverDrawn: the seat's view is filled in twice with
// different chest values for the rivals (Determinize); what the view draws
// of every castle and every hover text stays the same, and the rivals'
// castles carry no values at all. The owner's castle does show its own.
func TestRivalChestValuesNeverDrawn(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	for n := 2; n <= 5; n++ {
		st := playTo(t, n, n, func(s *bm.State) bool {
			return s.Stage() == bm.StageRecruit && chestsHeld(s, 1) >= 2 && chestsHeld(s, 0) >= 1
		})
		view := st.View(0).(*bm.State)
		a := view.Determinize(0, rules.NewRand(rules.Seed{1})).(*bm.State)
		b := view.Determinize(0, rules.NewRand(rules.Seed{2})).(*bm.State)
		differ := false
		for seat := rules.Seat(1); int(seat) < n; seat++ {
			ha, _ := a.Player(seat)
			hb, _ := b.Player(seat)
			differ = differ || !reflect.DeepEqual(ha.Chests, hb.Chests)
			ca, cb := castleOf(a, seat, 0), castleOf(b, seat, 0)
			if !reflect.DeepEqual(ca, cb) {
				t.Fatalf("%d seats: seat %d's castle is drawn differently when only hidden things differ:\n%+v\n%+v", n, seat, ca, cb)
			}
			if ca.Known || len(ca.Values) > 0 || ca.Total != 0 || len(ca.HandKnown) > 0 {
				t.Fatalf("%d seats: seat %d's chest values reach the drawing: %+v", n, seat, ca)
			}
		}
		if !differ {
			t.Fatalf("%d seats: the two fillings gave the rivals the same chests; the test proves nothing", n)
		}
		tr := graphics.NewTr().ForSetup(st.Setup())
		la := New().Layout(th, area, graphics.TableState{State: a, Viewer: 0, Tr: tr})
		lb := New().Layout(th, area, graphics.TableState{State: b, Viewer: 0, Tr: tr})
		if !reflect.DeepEqual(la, lb) {
			t.Fatalf("%d seats: hover texts differ with the rivals' hidden chests", n)
		}
		own := castleOf(view, 0, 0)
		h, _ := view.Player(0)
		sum := 0
		for _, c := range h.Chests {
			sum += c.Value
		}
		if !own.Known || len(own.Values) != len(h.Chests) || own.Total != sum || sum == 0 {
			t.Fatalf("%d seats: the owner does not see its chests: %+v", n, own)
		}
	}
}

func TestOptionsOnTheirThings(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	st := playTo(t, 3, 1, func(s *bm.State) bool {
		d := s.Decision()
		if d.Kind != bm.Attack {
			return false
		}
		for _, tg := range d.Targets {
			if tg.Move == "" {
				return true
			}
		}
		return false
	})
	d := st.Decision()
	v := st.View(d.Seat)
	p := v.Prompts()[0]
	ts := graphics.TableState{State: v, Viewer: d.Seat, Prompt: &p, Tr: graphics.NewTr().ForSetup(st.Setup())}
	bs := New().Layout(th, area, ts)
	l := Place(th, area, 3, d.Seat)
	for _, tg := range d.Targets {
		if tg.Move != "" {
			b, ok := bs.Find(graphics.MoveID(tg.Move))
			if !ok || b.Tip == "" {
				t.Fatalf("attack %s has no target with hover text", tg.Move)
			}
			continue
		}
		id := "tip:why:" + strconv.Itoa(tg.Place) + ":" + strconv.Itoa(int(tg.Castle))
		b, ok := bs.Find(id)
		if !ok || !strings.Contains(b.Tip, "Needs") && !strings.Contains(b.Tip, "thief") && !strings.Contains(b.Tip, "no chest") {
			t.Fatalf("untakeable %+v: hover %q does not say why", tg, b.Tip)
		}
		if tg.Place < 0 && !contains(Parts(th, l.Castles[tg.Castle]).Header, b.Rect) {
			t.Fatalf("castle %d's why is not on its castle", tg.Castle)
		}
	}
}

func contains(outer, inner graphics.Rect) bool {
	return inner.X >= outer.X && inner.Y >= outer.Y && inner.Right() <= outer.Right() && inner.Bottom() <= outer.Bottom()
}

// TestCatalogue: every bellum.table.* text the view draws or shows exists
// (an unknown key would show as itself), over the states of a few games
// seen from every seat, and the results breakdown.
func TestCatalogue(t *testing.T) {
	cat := i18n.English()
	tabletest.NoRawKeys(t, bm.Game{}, 2, 5, 7, func() graphics.GameView { return New() })
	tabletest.WellFormed(t, cat, "bellum.table.")
}

func TestResultsSumEveryChest(t *testing.T) {
	st := playTo(t, 4, 2, func(s *bm.State) bool { return s.Result().Done })
	v := st.View(1).(*bm.State)
	rows, res := breakdown(v, 1)
	winners := 0
	for i, r := range rows {
		h, _ := st.Player(rules.Seat(i))
		sum := 0
		for _, c := range h.Chests {
			sum += c.Value
		}
		if len(r.Values) != len(h.Chests) || r.Total != sum || r.Total != res.Scores[i] {
			t.Fatalf("seat %d: breakdown %+v, holds %d chests worth %d, score %d", i, r, len(h.Chests), sum, res.Scores[i])
		}
		if r.Winner {
			winners++
		}
	}
	if winners != len(res.Winners) || winners == 0 {
		t.Fatalf("%d winners marked, result has %v", winners, res.Winners)
	}
}

// TestMotion: with Motion set, a roll tumbles the die and gains fly; with
// Motion zero nothing moves.
func TestMotion(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	before := playTo(t, 2, 3, func(s *bm.State) bool { return s.Decision().Kind == bm.Roll && s.Stage() == bm.StageHorde })
	after := before.Clone()
	if _, err := after.Apply(before.Decision().Seat, "roll", rules.Entropy{7}); err != nil {
		t.Fatal(err)
	}
	for _, m := range []time.Duration{0, time.Second} {
		v := New()
		now := time.Unix(100, 0)
		v.now = func() time.Time { return now }
		tr := graphics.NewTr()
		l := Place(th, area, 2, 0)
		v.motion.observe(th, before.View(0).(*bm.State), l, graphics.TableState{State: before.View(0), Viewer: 0, Tr: tr, Motion: m}, now)
		v.motion.observe(th, after.View(0).(*bm.State), l, graphics.TableState{State: after.View(0), Viewer: 0, Tr: tr, Motion: m}, now)
		if got := v.Animating(now.Add(time.Millisecond)); got != (m > 0) {
			t.Fatalf("motion %v: animating %v after a roll", m, got)
		}
		if v.Animating(now.Add(2 * time.Second)) {
			t.Fatalf("motion %v: still animating after it ended", m)
		}
	}
}

// TestOnTable measures the share of options answered on the table. Set
// MAJLIS_TABLE_GAMES for a longer run (the report's figure).
func TestOnTable(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	tabletest.RequireOnTable(t, tabletest.Config{
		Game: bm.Game{}, Setups: tabletest.Seats(bm.ID, 2, 5, nil), Games: games, Seed: 1,
		View: func() graphics.GameView { return New() },
	})
}

// TestUnchosenCastle: while boards are chosen (castles=choose), a castle
// still to choose is drawn with no board, no lines and no shield, and its
// hover says so; seat 0 choosing board 0 is drawn as chosen.
func TestUnchosenCastle(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	setup := rules.Setup{Game: bm.ID, Seats: 3, Options: map[string]string{"castles": "choose"}}
	st, _, err := bm.Game{}.New(setup, rules.Entropy{3})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*bm.State)
	if _, err := s.Apply(0, "board:0", rules.Entropy{4}); err != nil {
		t.Fatal(err)
	}
	tr := graphics.NewTr().ForSetup(setup)
	for viewer := rules.Seat(0); viewer < 3; viewer++ {
		v := s.View(viewer).(*bm.State)
		if c := castleOf(v, 0, viewer); !c.Chosen || c.Board.Shield == 0 || c.Lines == ([bm.Lines]bm.Line{}) {
			t.Fatalf("viewer %d: seat 0 chose board 0 and is drawn as %+v", viewer, c)
		}
		for seat := rules.Seat(1); seat < 3; seat++ {
			c := castleOf(v, seat, viewer)
			if c.Chosen || c.Board.NameKey != "" || c.Defence != 0 || c.Lines != ([bm.Lines]bm.Line{}) {
				t.Fatalf("viewer %d: seat %d has not chosen and is drawn as %+v", viewer, seat, c)
			}
			var p *rules.Prompt
			if ps := v.Prompts(); ps[0].Seat == viewer {
				p = &ps[0]
			}
			bs := New().Layout(th, area, graphics.TableState{State: v, Viewer: viewer, Prompt: p, Tr: tr})
			for _, id := range []string{"tip:castle:", "tip:line:"} {
				id += strconv.Itoa(int(seat))
				if id == "tip:line:"+strconv.Itoa(int(seat)) {
					id += ":0"
				}
				b, ok := bs.Find(id)
				if !ok || !strings.Contains(b.Tip, "not chosen") {
					t.Fatalf("viewer %d: %s says %q", viewer, id, b.Tip)
				}
			}
		}
	}
}
