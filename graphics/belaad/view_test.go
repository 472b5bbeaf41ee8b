// The Belaad view without a GPU's judgement: its targets answer only legal
// options and lie on the table, at least 90% of the options asked in
// random playouts are answered on the table, hover text covers every
// board and scholar, and Draw runs at every step of a game.
// (Ebitengine's init needs a display on Linux: run under xvfb-run.)
package belaad

import (
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/graphics/tabletest"
	"majlis/rules"
	bel "majlis/rules/belaad"
	"majlis/rules/sim"
)

// TestOnTable measures the share of options answered on the table;
// MAJLIS_TABLE_GAMES sets the games per seat count (the report's figure
// uses 200, over 2 to 6 players).
func TestOnTable(t *testing.T) {
	tabletest.RequireOnTable(t, tabletest.Config{
		Game: bel.Game{}, Setups: tabletest.Seats("belaad", 2, 6, nil), Games: 1, Seed: 1,
		View: func() graphics.GameView { return New() },
	})
}

// playTo plays a random game of n seats until stop says so and returns
// the whole state there.
func playTo(t testing.TB, n, index int, stop func(*bel.State) bool) *bel.State {
	t.Helper()
	return tabletest.PlayTo(t, bel.Game{}, n, 3, index, stop)
}

func tableState(s *bel.State, seat rules.Seat) graphics.TableState {
	v := s.View(seat)
	ts := graphics.TableState{State: v, Viewer: seat, Tr: graphics.NewTr().ForSetup(s.Setup())}
	for _, p := range v.Prompts() {
		if p.Seat == seat {
			ts.Prompt = &p
		}
	}
	return ts
}

func TestEveryBoardAndScholarHasHoverText(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	for n := 2; n <= 6; n++ {
		st, _, err := bel.Game{}.New(rules.Setup{Game: "belaad", Seats: n}, rules.Entropy{byte(n)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*bel.State)
		ts := tableState(s, 0)
		bs := New().Layout(th, area, ts)
		want := []string{"tip:bag", "tip:battle_deck", "tip:pool", "tip:deck:0", "tip:deck:2", "tip:hand:0"}
		for _, tm := range teamsOf(s) {
			want = append(want, "tip:team:"+strconv.Itoa(tm))
			for _, c := range bel.Characters(tm) {
				want = append(want, "tip:board:"+strconv.Itoa(c))
			}
		}
		for i := range 5 {
			want = append(want, "tip:scholar:"+strconv.Itoa(i))
		}
		for v := range n {
			want = append(want, "tip:player:"+strconv.Itoa(v))
		}
		for _, id := range want {
			b, ok := bs.Find(id)
			if !ok || b.Tip == "" {
				t.Errorf("%d seats: no hover text %s", n, id)
			}
		}
		// Nothing drawn for a board overlaps another board or a player.
		l := Place(th, area, s, 0)
		var rs []graphics.Rect
		for _, r := range l.Boards {
			rs = append(rs, r)
		}
		for _, r := range l.Players {
			rs = append(rs, r)
		}
		rs = append(rs, l.Centre, l.HandArea, l.Status)
		for i, a := range rs {
			for _, b := range rs[i+1:] {
				if overlaps(a, b) {
					t.Errorf("%d seats: %v overlaps %v", n, a, b)
				}
			}
		}
	}
}

// TestHandsStayHidden: a seat's view shows others' hands as counts only.
func TestHandsStayHidden(t *testing.T) {
	st, _, err := bel.Game{}.New(rules.Setup{Game: "belaad", Seats: 4}, rules.Entropy{9})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*bel.State)
	ts := tableState(s, 1)
	th := graphics.NewTheme(1280, 800, 1)
	bs := New().Layout(th, tabletest.Area(th, 1280, 800), ts)
	for _, c := range s.Hand(0) {
		text := ts.Tr.T(bel.CardKey(c))
		for _, b := range bs {
			if b.Tip == text {
				t.Fatalf("seat 1's table shows seat 0's card %q", text)
			}
		}
	}
}

// TestBattleAndDialogTargets: in a battle, reveal and concede are buttons
// beside it; a teammate's consent is a dialog for the teammate only.
func TestBattleAndDialogTargets(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	seen := map[bel.DecisionKind]bool{}
	for i := 0; i < 30 && !(seen[bel.DecideBattle] && seen[bel.DecideConsent]); i++ {
		s := playTo(t, 4, i, func(s *bel.State) bool {
			d, ok := s.Decision()
			return ok && !seen[d.Kind] && (d.Kind == bel.DecideBattle || d.Kind == bel.DecideConsent)
		})
		if s == nil {
			continue
		}
		d, _ := s.Decision()
		seen[d.Kind] = true
		ts := tableState(s, d.Seat)
		bs := New().Layout(th, area, ts)
		l := Place(th, area, s, d.Seat)
		// Beside the battle: in the centre's right quarter, clear of the
		// two strengths and the revealed cards.
		box, _ := l.Centre.CutRight(l.Centre.W * 0.3)
		if d.Kind == bel.DecideConsent {
			box = l.Dialog
		}
		for _, c := range d.Choices {
			b, ok := bs.Find(graphics.MoveID(c.Move))
			if !ok || b.Label == "" {
				t.Fatalf("%v: option %s is no labelled button", d.Kind, c.Move)
			}
			if b.Rect.X < box.X || b.Rect.Right() > box.Right() || b.Rect.Y < box.Y || b.Rect.Bottom() > box.Bottom() {
				t.Fatalf("%v: %s at %v is not beside the battle or in the dialog %v", d.Kind, c.Move, b.Rect, box)
			}
		}
		// Another seat sees no dialog and no targets.
		other := (d.Seat + 1) % 4
		for _, b := range New().Layout(th, area, tableState(s, other)) {
			if b.Enabled() {
				t.Fatalf("seat %d, not asked, has a target %s", other, b.ID)
			}
		}
	}
	if !seen[bel.DecideBattle] {
		t.Error("no battle reached in 30 games")
	}
}

// TestDrawEveryStep draws every seat's table at every step of a game of
// each size, with animations on, and the results at the end.
func TestDrawEveryStep(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	dst := ebiten.NewImage(1280, 800)
	for n := 2; n <= 6; n++ {
		views := make([]*View, n)
		for i := range views {
			views[i] = New()
		}
		var last *bel.State
		g := sim.Game{Rules: bel.Game{}, Setup: rules.Setup{Game: "belaad", Seats: n}, Seed: 5, Index: n,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				s := st.(*bel.State)
				last = s
				// Ebitengine queues what is drawn before its loop runs:
				// a sample of steps keeps the queue small.
				if step%60 != 0 {
					return
				}
				v := step / 60 % n
				ts := tableState(s, rules.Seat(v))
				ts.Motion = 300_000_000
				views[v].Draw(dst, th, area, ts, "")
			}}
		if _, err := sim.Play(g); err != nil {
			t.Fatal(err)
		}
		ts := tableState(last, 0)
		views[0].DrawResults(dst, th, graphics.R(0, 400, 1280, 400), ts)
		blocks := ResultLines(ts.Tr, last.View(0).(*bel.State))
		if len(blocks) < 2 {
			t.Fatalf("%d seats: %d result blocks", n, len(blocks))
		}
	}
}

// BenchmarkDrawBusySixPlayers lays out and draws a six-player table in the
// middle of a game (boards filled, a hand, a decision on the table). Before
// Ebitengine's loop runs it queues what is drawn, so this counts the CPU
// cost of issuing a frame plus the queue's growth, not the GPU's work: the
// browser test measures a real frame.
func BenchmarkDrawBusySixPlayers(b *testing.B) {
	s := busySix(b)
	d, _ := s.Decision()
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	dst := ebiten.NewImage(1280, 800)
	ts := tableState(s, d.Seat)
	v := New()
	b.ResetTimer()
	for b.Loop() {
		v.Layout(th, area, ts)
		v.Draw(dst, th, area, ts, "")
	}
}

// BenchmarkLayoutBusySixPlayers lays out the same table: targets and hover
// text, done whenever the table changes.
func BenchmarkLayoutBusySixPlayers(b *testing.B) {
	s := busySix(b)
	d, _ := s.Decision()
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	ts := tableState(s, d.Seat)
	v := New()
	for b.Loop() {
		v.Layout(th, area, ts)
	}
}

func busySix(b *testing.B) *bel.State {
	s := playTo(b, 6, 1, func(s *bel.State) bool {
		d, ok := s.Decision()
		if !ok || d.Kind != bel.DecideCardActions {
			return false
		}
		_, gen, _ := s.Scholars()
		return gen >= 2
	})
	if s == nil {
		b.Fatal("no busy table reached")
	}
	return s
}
