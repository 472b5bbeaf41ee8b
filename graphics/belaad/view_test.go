// The Belaad view without a GPU's judgement: its targets answer only legal
// options and lie on the table, at least 90% of the options asked in
// random playouts are answered on the table, hover text covers every
// board and scholar, and Draw runs at every step of a game.
// (Ebitengine's init needs a display on Linux: run under xvfb-run.)
package belaad

import (
	"strconv"
	"strings"
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
// beside it (along its foot on a phone), whole labels and clear of the two
// strengths and the revealed cards; a teammate's consent is a dialog for
// the teammate only.
func TestBattleAndDialogTargets(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
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
			_, body, box := battleParts(th, l)
			if d.Kind == bel.DecideConsent {
				p := cutDialog(th, l, ts.Tr.M(ts.Prompt.Ask), dialogLabels(ts.Tr, d, ts.Prompt))
				box, body = p.Answers, p.Question
				// Nothing under the dialog, however far down it reaches,
				// shows its tip through it.
				for _, b := range bs {
					if b.ID != "tip:dialog" && !strings.HasPrefix(b.ID, "move:") && b.Rect.X < p.Box.Right() && p.Box.X < b.Rect.Right() && b.Rect.Y < p.Box.Bottom() && p.Box.Y < b.Rect.Bottom() {
						t.Errorf("%v: %s at %v is under the dialog %v", size, b.ID, b.Rect, p.Box)
					}
				}
			}
			for _, c := range d.Choices {
				b, ok := bs.Find(graphics.MoveID(c.Move))
				if !ok || b.Label == "" {
					t.Fatalf("%v %v: option %s is no labelled button", size, d.Kind, c.Move)
				}
				if b.Rect.X < box.X || b.Rect.Right() > box.Right() || b.Rect.Y < box.Y || b.Rect.Bottom() > box.Bottom() {
					t.Fatalf("%v %v: %s at %v is not beside the battle or in the dialog %v", size, d.Kind, c.Move, b.Rect, box)
				}
				if b.Rect.X < body.Right() && body.X < b.Rect.Right() && b.Rect.Y < body.Bottom() && body.Y < b.Rect.Bottom() {
					t.Fatalf("%v %v: %s at %v covers the battle %v", size, d.Kind, c.Move, b.Rect, body)
				}
				// Whole in the small face at least, without the icon,
				// which the button drops when the label needs the room.
				if w, room := graphics.TextWidth(b.Label, th.Small), th.LabelRoom(graphics.Button{Rect: b.Rect}); w > room {
					t.Errorf("%v %v: %q is %.0f wide in a button with room for %.0f", size, d.Kind, b.Label, w, room)
				}
			}
			// Another seat sees no dialog and no targets.
			other := (d.Seat + 1) % 4
			for _, b := range New().Layout(th, area, tableState(s, other)) {
				if b.Enabled() {
					t.Fatalf("%v: seat %d, not asked, has a target %s", size, other, b.ID)
				}
			}
		}
		if !seen[bel.DecideBattle] {
			t.Errorf("%v: no battle reached in 30 games", size)
		}
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

// TestSmallTablesFit: at every window size a player meets (a large and a
// small desktop window, a short one, a phone), under the prompt bar's two
// rows, and every number of seats, a game some way in lays out with every
// part inside the table and no two parts over each other; every number
// (a board's count, a scholar's points, cost and swords, a team's and a
// player's counters, a deck's count) has the room its text needs, the
// deck captions and the button that ends fit without being cut, and the
// hand's cards keep a readable size. 1280×800 keeps its words.
func TestSmallTablesFit(t *testing.T) {
	cat := graphics.NewTr()
	for _, size := range [][2]int{{1280, 800}, {800, 600}, {800, 500}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		u := th.Unit
		small := graphics.LineHeight(th.Small)
		area := tabletest.Area(th, size[0], size[1])
		inside := func(a, b graphics.Rect) bool {
			return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.Right() <= b.Right()+0.5 && a.Bottom() <= b.Bottom()+0.5
		}
		apart := func(a, b graphics.Rect) bool {
			return a.X >= b.Right()-0.5 || b.X >= a.Right()-0.5 || a.Y >= b.Bottom()-0.5 || b.Y >= a.Bottom()-0.5
		}
		for n := 2; n <= 6; n++ {
			name := strconv.Itoa(size[0]) + "x" + strconv.Itoa(size[1]) + ", " + strconv.Itoa(n) + " seats"
			steps := 0
			st := playTo(t, n, n, func(s *bel.State) bool {
				steps++
				_, ok := s.Decision()
				return steps >= 40 && ok
			})
			d, _ := st.Decision()
			ts := tableState(st, d.Seat)
			tr := cat.ForSetup(st.Setup())
			s := ts.State.(*bel.State)
			l := Place(th, area, s, ts.Viewer)
			if size == [2]int{1280, 800} && (l.Short || l.Narrow) {
				t.Fatalf("%s: laid out as a small table", name)
			}
			parts := map[string]graphics.Rect{"status": l.Status, "bag": l.Bag, "battle deck": l.BattleDeck, "pool": l.Pool, "done": l.Done, "in play": l.InPlay}
			for i := range l.Decks {
				parts["deck "+strconv.Itoa(i)] = l.Decks[i]
				parts["deck caption "+strconv.Itoa(i)] = l.DeckCaps[i]
				decks, _ := s.Decks()
				if c := deckCaption(th, tr, l.DeckCaps[i], i, len(decks[i])); graphics.TextWidth(c, th.Small) > l.DeckCaps[i].W {
					t.Errorf("%s: deck %d's caption %q is cut", name, i, c)
				}
			}
			for i, r := range l.Scholars {
				parts["scholar "+strconv.Itoa(i)] = r
				p := scholarPartsOf(th, r)
				nums := []graphics.Rect{p.Ribbon, p.Points, p.Cost, p.Swords}
				for j, a := range nums {
					if !inside(a, r) || a.H < u*1.5 {
						t.Errorf("%s: scholar %d's part %d %v is outside its card %v or too low", name, i, j, a, r)
					}
					for _, b := range nums[j+1:] {
						if !apart(a, b) {
							t.Errorf("%s: scholar %d's parts %v and %v overlap", name, i, a, b)
						}
					}
				}
				revealed, _, _ := s.Scholars()
				sc, _ := bel.ScholarOf(revealed[i])
				if graphics.TextWidth(strconv.Itoa(sc.Main), countFace(th, p.Points.H)) > p.Points.W {
					t.Errorf("%s: scholar %d's points have no room", name, i)
				}
			}
			for tm, r := range l.TeamHead {
				parts["team head "+strconv.Itoa(tm)] = r
				k := len(teamCounters(th, s, tm))
				h, ok := compactHead(th, tr, l, tm, k)
				if !ok {
					continue
				}
				if h.Name.W > 0 && graphics.TextWidth(h.Text, h.Face) > h.Name.W-u*0.6 {
					t.Errorf("%s: team %d's name %q is cut", name, tm, h.Text)
				}
				cs := counterRects(th, h.Chips, k)
				for j, c := range cs {
					if !inside(c, r) || th.ChipWidth(min(c.H, u*2.6), "10")-u*0.4 > c.W && graphics.TextWidth("10", th.Small)+c.H*0.4+u*0.6 > c.W {
						t.Errorf("%s: team %d's counter %d %v is outside its head %v or too narrow for two digits", name, tm, j, c, r)
					}
					if c.H < small*0.8 {
						t.Errorf("%s: team %d's counter %d is %.1f units tall", name, tm, j, c.H/u)
					}
				}
			}
			for c, r := range l.Boards {
				parts["board "+strconv.Itoa(c)] = r
				p := partsOf(th, r, c)
				if !inside(p.Count, r) || p.Count.H < small*0.8 || graphics.TextWidth("10", countFace(th, p.Count.H)) > p.Count.W {
					t.Errorf("%s: board %d's count %v has no room in %v", name, c, p.Count, r)
				}
				if p.Name.H > 0 && !apart(p.Name, p.Count) {
					t.Errorf("%s: board %d's name runs into its count", name, c)
				}
				for _, sl := range append(p.Top, p.Bottom...) {
					if !inside(sl, r) || !apart(sl, p.Count) || !apart(sl, p.Symbol) {
						t.Errorf("%s: board %d's slot %v is outside it or over its count", name, c, sl)
					}
				}
			}
			for seat, r := range l.Players {
				parts["player "+strconv.Itoa(int(seat))] = r
				// Three to a team on a short table leave a panel one line of
				// the small face: its chips' icons shrink, not their numbers.
				head, chips := playerParts(th, r)
				for j, c := range chips {
					if !inside(c, r) || !apart(c, head) || c.H < u*1.4 && (c.H < u || r.H < small) || th.ChipWidth(c.H, "10") > c.W+0.5 && c.H*0.4+u*0.6+graphics.TextWidth("10", th.Small) > c.W {
						t.Errorf("%s: player %d's chip %d %v is outside its panel %v, under its name or too small", name, seat, j, c, r)
					}
				}
			}
			for i, r := range l.Hand {
				parts["hand "+strconv.Itoa(i)] = r
				if r.H < u*6 || r.W < u*5 {
					t.Errorf("%s: hand card %d is %.1f×%.1f units", name, i, r.W/u, r.H/u)
				}
			}
			if l.Done.W > 0 {
				for _, full := range []string{tr.T("belaad.opt.end_turn"), tr.T("belaad.opt.card_done"), tr.T("belaad.opt.skip_employ")} {
					if lb := doneLabel(th, tr, l.Done, full, "belaad.view.done_short"); graphics.TextWidth(lb, th.Small) > l.Done.W-u*2 {
						t.Errorf("%s: the button that ends, %.1f units wide, cuts %q", name, l.Done.W/u, lb)
					}
				}
			}
			for k, r := range parts {
				if r.W <= 0 {
					continue
				}
				if !inside(r, area) {
					t.Errorf("%s: %s %v is outside the table %v", name, k, r, area)
				}
				for k2, r2 := range parts {
					if k < k2 && r2.W > 0 && !apart(r, r2) {
						t.Errorf("%s: %s %v overlaps %s %v", name, k, r, k2, r2)
					}
				}
			}
		}
	}
}

// TestPlayerNamesFit: at 1280x800 every player's panel has room for a
// name as long as "Player 6" in bold beside its token, at every player count,
// without its chips growing smaller for it.
func TestPlayerNamesFit(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	tr := graphics.NewTr()
	for n := 2; n <= 6; n++ {
		st, _, err := bel.Game{}.New(rules.Setup{Game: "belaad", Seats: n}, rules.Entropy{byte(n)})
		if err != nil {
			t.Fatal(err)
		}
		l := Place(th, area, st.(*bel.State), 0)
		tr := tr.ForSetup(st.Setup())
		for seat, r := range l.Players {
			head, chips := playerParts(th, r)
			lh := graphics.LineHeight(th.Bold) * 1.1
			name := tr.Names(seat)
			if need := min(head.H, lh) + th.Unit*0.4 + graphics.TextWidth(name, th.Bold); head.W < need {
				t.Errorf("%d seats: player %d's head is %.0f wide, %q needs %.0f", n, seat, head.W, name, need)
			}
			if chips[0].H < th.Unit*1.4 {
				t.Errorf("%d seats: player %d's chips are %.1f units high", n, seat, chips[0].H/th.Unit)
			}
		}
	}
}
