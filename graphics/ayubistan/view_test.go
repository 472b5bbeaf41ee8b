// The Ayubistan view's layout without a GPU: panels fit the table and do
// not overlap, every option that names a player is a button on that
// player's panel, and the view shows only what the seat's view holds.
// (Ebitengine's init needs a display on Linux: run under xvfb-run.)
package ayubistan

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"majlis/graphics"
	"majlis/graphics/tabletest"
	"majlis/rules"
	ayu "majlis/rules/ayubistan"
	"majlis/rules/sim"
)

func TestPanelsFitAndDoNotOverlap(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := graphics.R(0, 56, 900, 560)
	for n := 2; n <= 6; n++ {
		for viewer := rules.Seat(-1); int(viewer) < n; viewer++ {
			l := Place(th, graphics.NewTr(), area, n, viewer)
			want := n // a spectator sees every seat along the top
			if len(l.Panels) != want {
				t.Fatalf("%d seats, viewer %d: %d panels", n, viewer, len(l.Panels))
			}
			rs := []graphics.Rect{l.Treasury, l.Deck, l.Discard, l.InPlay, l.Fight, l.Banner}
			for _, r := range l.Panels {
				rs = append(rs, r)
			}
			for i, a := range rs {
				if a.X < area.X || a.Y < area.Y || a.Right() > area.Right()+0.01 || a.Bottom() > area.Bottom()+0.01 {
					t.Errorf("%d seats: %v outside the table %v", n, a, area)
				}
				for _, b := range rs[i+1:] {
					if a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom() {
						t.Errorf("%d seats, viewer %d: %v overlaps %v", n, viewer, a, b)
					}
				}
			}
		}
	}
}

func TestOptionsSitOnTheirTargets(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := graphics.R(0, 56, 900, 560)
	st, _, err := ayu.Game{}.New(rules.Setup{Game: "ayubistan", Seats: 4}, rules.Entropy{1})
	if err != nil {
		t.Fatal(err)
	}
	ps := st.Prompts()
	if len(ps) != 1 {
		t.Fatalf("%d prompts at the start", len(ps))
	}
	seat := ps[0].Seat
	view := st.View(seat)
	p := view.Prompts()[0]
	ts := graphics.TableState{State: view, Viewer: seat, Prompt: &p, Tr: graphics.NewTr()}
	bs := New().Layout(th, area, ts)
	l := Place(th, graphics.NewTr(), area, 4, seat)
	onPanel := 0
	for _, o := range p.Options {
		target, ok := targetSeat(o.Move)
		if !ok {
			continue
		}
		b, found := bs.Find(graphics.MoveID(o.Move))
		if !found {
			t.Errorf("option %s has no button on the table", o.Move)
			continue
		}
		r := l.Panels[target]
		if !(b.Rect.X >= r.X && b.Rect.Right() <= r.Right() && b.Rect.Y >= r.Y && b.Rect.Bottom() <= r.Bottom()) {
			t.Errorf("option %s at %v is not on %s's panel %v", o.Move, b.Rect, ts.Tr.Names(target), r)
		}
		if b.Tip == "" {
			t.Errorf("option %s has no hover text", o.Move)
		}
		onPanel++
	}
	if onPanel == 0 {
		t.Fatal("no option names a player at the start: the test checks nothing")
	}
	if _, ok := bs.Find("move:draw"); !ok {
		t.Error("drawing a card is not a click on the deck")
	}
}

func TestViewShowsOnlyWhatTheSeatKnows(t *testing.T) {
	st, _, err := ayu.Game{}.New(rules.Setup{Game: "ayubistan", Seats: 3}, rules.Entropy{2})
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(0).(*ayu.State)
	if !v.Player(0).Known {
		t.Fatal("a seat does not see its own money")
	}
	if v.Player(1).Known || v.Player(1).Value() != 0 {
		t.Fatal("a seat sees an opponent's money")
	}
}

// TestDonationFlies: a donation sends a Hasanah from the supply to the
// donor's panel, and the view asks for frames only while it moves.
func TestDonationFlies(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := graphics.R(0, 56, 900, 560)
	st, _, err := ayu.Game{}.New(rules.Setup{Game: "ayubistan", Seats: 3}, rules.Entropy{3})
	if err != nil {
		t.Fatal(err)
	}
	p := st.Prompts()[0]
	var donate rules.Move
	for _, o := range p.Options {
		if strings.HasPrefix(string(o.Move), "donate:") {
			donate = o.Move
			break
		}
	}
	if donate == "" {
		t.Fatal("no donation offered at the start")
	}
	now := time.Unix(1000, 0)
	v := &View{now: func() time.Time { return now }}
	l := Place(th, graphics.NewTr(), area, 3, p.Seat)
	v.observe(st.View(p.Seat).(*ayu.State), l, time.Second)
	if v.Animating(now) {
		t.Fatal("animating before anything changed")
	}
	if _, err := st.Apply(p.Seat, donate, rules.Entropy{4}); err != nil {
		t.Fatal(err)
	}
	v.observe(st.View(p.Seat).(*ayu.State), l, time.Second)
	found := false
	for _, tw := range v.tweens {
		if tw.What == "angel-wings" && tw.X1 == l.Panels[p.Seat].CX() && tw.Y1 == l.Panels[p.Seat].CY() {
			found = true
		}
	}
	if !found {
		t.Fatalf("no Hasanah flies to the donor: %+v", v.tweens)
	}
	if !v.Animating(now.Add(500 * time.Millisecond)) {
		t.Fatal("not animating mid-flight")
	}
	if v.Animating(now.Add(2 * time.Second)) {
		t.Fatal("still animating after the flight")
	}
}

// TestPileFromEvents: the pile is read from the events of a real battle.
func TestPileFromEvents(t *testing.T) {
	evs := []rules.Msg{
		rules.M("ayubistan.ev.attack", rules.SeatArg(0), rules.SeatArg(1)),
		rules.M("ayubistan.ev.shuffle", rules.Int(3), rules.Int(4), rules.Int(2)),
		rules.M("ayubistan.ev.draw_troop", rules.Int(1), rules.Key("ayubistan.side.mushrikeen"), rules.Int(1), rules.Int(0)),
		rules.M("ayubistan.ev.draw_troop", rules.Int(2), rules.Key("ayubistan.side.ayubistan"), rules.Int(1), rules.Int(1)),
	}
	p, ok := PileOf(evs)
	if !ok || p.Mushrikeen != 3 || p.Ayubistan != 4 || p.Need != 2 || len(p.Drawn) != 2 || !p.Drawn[0] || p.Drawn[1] {
		t.Fatalf("pile %+v %v", p, ok)
	}
	if _, ok := PileOf(evs[:1]); ok {
		t.Fatal("a pile without a shuffle")
	}
	// The battle over, the next turn clears it from the table.
	if _, ok := PileOf(append(evs, rules.M("ayubistan.ev.turn", rules.SeatArg(1)))); ok {
		t.Fatal("a finished battle's pile stays on the table into the next turn")
	}
	// The catalogue says what the rules emit: the keys read here exist.
	tr := graphics.NewTr()
	for _, k := range []string{"ayubistan.ev.shuffle", "ayubistan.ev.shuffle_one", "ayubistan.ev.draw_troop", "ayubistan.side.mushrikeen", "ayubistan.side.ayubistan"} {
		if !tr.Cat.Has(k) {
			t.Errorf("the rules' catalogue has no %s", k)
		}
	}
}

// tradeReply plays a 3-seat game to a trade offer: the first seat recruits
// troops, the second offers to buy one of them. It returns the state and
// the seller (asked), the buyer (waiting) and the third seat.
func tradeReply(t *testing.T) (rules.State, rules.Seat, rules.Seat, rules.Seat) {
	t.Helper()
	st, _, err := ayu.Game{}.New(rules.Setup{Game: "ayubistan", Seats: 3}, rules.Entropy{5})
	if err != nil {
		t.Fatal(err)
	}
	e := byte(6)
	play := func(m rules.Move) rules.Seat {
		t.Helper()
		ps := st.Prompts()
		if len(ps) != 1 {
			t.Fatalf("%d prompts before %s", len(ps), m)
		}
		if _, err := st.Apply(ps[0].Seat, m, rules.Entropy{e}); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		e++
		return ps[0].Seat
	}
	seller := play("recruit:3")
	buyer := st.Prompts()[0].Seat
	play("trade")
	play(rules.Move("trade:" + strconv.Itoa(int(seller)) + ":1"))
	play("price:6")
	if p := st.Prompts(); len(p) != 1 || p[0].Seat != seller || p[0].Ask.Key != "ayubistan.ask.reply" {
		t.Fatalf("not at the seller's answer: %+v", p)
	}
	third := rules.Seat(3) - seller - buyer
	return st, seller, buyer, third
}

// TestTradeOfferDialog: the side asked answers a trade offer in a dialog
// (accept and decline buttons, the counter price from the bar's picker);
// the side that made it sees it pending; a third seat sees no dialog.
func TestTradeOfferDialog(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := graphics.R(0, 56, 900, 560)
	st, seller, buyer, third := tradeReply(t)
	tr := graphics.NewTr()
	tr.Names = func(s rules.Seat) string { return []string{"Amal", "Badr", "Chadi"}[s] }
	layout := func(viewer rules.Seat) (graphics.Buttons, Layout, *rules.Prompt) {
		view := st.View(viewer)
		ts := graphics.TableState{State: view, Viewer: viewer, Tr: tr}
		for _, p := range view.Prompts() {
			if p.Seat == viewer {
				ts.Prompt = &p
			}
		}
		return New().Layout(th, area, ts), Place(th, graphics.NewTr(), area, 3, viewer), ts.Prompt
	}

	bs, l, p := layout(seller)
	if p == nil {
		t.Fatal("the seller is not asked")
	}
	o, ok := tradeOffer(st.View(seller).(*ayu.State), graphics.TableState{State: st.View(seller), Viewer: seller, Prompt: p, Tr: tr})
	if !ok || !o.asked {
		t.Fatalf("no offer for the seller to answer: %+v", o)
	}
	d := offerRect(th, l, o)
	if d.X < area.X || d.Y < area.Y || d.Right() > area.Right() || d.Bottom() > area.Bottom() {
		t.Fatalf("the dialog %v is not on the table %v", d, area)
	}
	inside := func(r graphics.Rect) bool {
		return r.X >= d.X && r.Y >= d.Y && r.Right() <= d.Right() && r.Bottom() <= d.Bottom()
	}
	for _, id := range []string{"move:accept", "move:decline"} {
		b, ok := bs.Find(id)
		if !ok || !inside(b.Rect) || !b.Enabled() {
			t.Errorf("the seller's dialog lacks %s: %+v", id, b)
		}
	}
	tip, ok := bs.Find("tip:trade")
	if !ok || !inside(tip.Rect) {
		t.Fatalf("no text in the seller's dialog")
	}
	who, payer := tr.Names(buyer), tr.Names(seller) // the offer's maker and its answerer
	for _, want := range []string{"Trade offer from " + who, who + " buys 1 troop from " + payer + " for 6 Dirhams", "counter"} {
		if !strings.Contains(tip.Tip, want) {
			t.Errorf("the dialog says %q, without %q", tip.Tip, want)
		}
	}
	counters := 0
	for _, o := range p.Options {
		if strings.HasPrefix(string(o.Move), "price:") {
			counters++
		}
	}
	if counters == 0 {
		t.Fatal("the seller may not counter: the picker is not exercised")
	}
	// The seller's counter chips ask more than the 6 on the table, each an
	// offered price inside the dialog, between the text and the answers.
	accept, _ := bs.Find("move:accept")
	for _, want := range []string{"price:7", "price:8", "price:11", "price:16"} {
		b, ok := bs.Find("move:" + want)
		if !ok || !inside(b.Rect) || !b.Enabled() {
			t.Errorf("the seller's dialog lacks the counter %s: %+v", want, b)
			continue
		}
		if overlaps(b.Rect, tip.Rect) || overlaps(b.Rect, accept.Rect) || b.Rect.Y > accept.Rect.Y {
			t.Errorf("the counter %s at %v is not between the text %v and the answers %v", want, b.Rect, tip.Rect, accept.Rect)
		}
		if !strings.Contains(b.Tip, "Counter with") {
			t.Errorf("the counter %s says %q", want, b.Tip)
		}
		if !slices.ContainsFunc(p.Options, func(o rules.Option) bool { return string(o.Move) == want }) {
			t.Errorf("the counter %s is not an option of the prompt", want)
		}
	}
	if _, ok := bs.Find("move:price:5"); ok {
		t.Error("the seller is offered a counter below the price on the table")
	}
	// Nothing else answers the pointer under the dialog.
	for _, b := range bs {
		if b.ID != "tip:trade" && !strings.HasPrefix(b.ID, "move:") && overlaps(b.Rect, d) {
			t.Errorf("%s at %v lies under the dialog", b.ID, b.Rect)
		}
	}
	if a, _ := bs.Find("move:accept"); overlaps(a.Rect, tip.Rect) {
		t.Error("the accept button covers the dialog's text")
	}

	// The buyer sees the offer pending and cannot answer it.
	bs, _, p = layout(buyer)
	if p != nil {
		t.Fatalf("the buyer is asked too: %+v", p)
	}
	tip, ok = bs.Find("tip:trade")
	if !ok || !strings.Contains(tip.Tip, "Your offer to "+payer) || !strings.Contains(tip.Tip, "Waiting for "+payer) {
		t.Fatalf("the buyer's pending offer: %+v", tip)
	}
	if _, ok := bs.Find("move:accept"); ok {
		t.Fatal("the buyer may accept its own offer")
	}

	// A third seat is not part of it: no dialog.
	if bs, _, _ := layout(third); func() bool { _, ok := bs.Find("tip:trade"); return ok }() {
		t.Fatal("a third seat sees the offer dialog")
	}
}

// TestOnTable measures, over random playouts at every table size, how many
// of the options asked are answered on the table rather than in the
// prompt bar, on a large window and on a short one (its own arrangement,
// the chips beside the counters).
func TestOnTable(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	for _, size := range [][2]int{{1280, 800}, {800, 500}} {
		cov := tabletest.Measure(t, tabletest.Config{
			Game: ayu.Game{}, Setups: tabletest.Seats("ayubistan", 2, 6, nil), Games: games, Seed: 1,
			View: func() graphics.GameView { return New() }, Width: size[0], Height: size[1],
		})
		t.Logf("%dx%d: %v", size[0], size[1], cov)
		if cov.OnTable == 0 {
			t.Fatalf("%dx%d: no option is answered on the table", size[0], size[1])
		}
	}
}

// TestShortTableFight: on a table too short for the fight to have a place
// of its own, a battle is shown over the Treasury and the cards, inside
// the table and off the panels, with its hover text; nothing under it
// answers the pointer.
func TestShortTableFight(t *testing.T) {
	th := graphics.NewTheme(800, 500, 1)
	area := tabletest.Area(th, 800, 500)
	st := tabletest.PlayTo(t, ayu.Game{}, 4, 7, 4, func(s *ayu.State) bool {
		_, ok := s.Battle()
		return ok
	})
	tr := graphics.NewTr().ForSetup(st.Setup())
	ts := graphics.TableState{State: st.View(0), Viewer: 0, Tr: tr}
	l := Place(th, tr, area, 4, 0)
	f, over := fightAt(ts.State.(*ayu.State), l)
	if !over {
		t.Fatalf("the battle is not shown over the middle: fight %v, over it %v", l.Fight, l.FightOver)
	}
	bs := New().Layout(th, area, ts)
	if b, ok := bs.Find("tip:fight"); !ok || b.Rect != f || b.Tip == "" {
		t.Errorf("the battle's hover text: %+v", b)
	}
	for _, b := range bs {
		if b.ID != "tip:fight" && overlaps(b.Rect, f) {
			t.Errorf("%s at %v lies under the battle %v", b.ID, b.Rect, f)
		}
	}
	for seat, r := range l.Panels {
		if overlaps(f, r) {
			t.Errorf("the battle %v covers panel %d %v", f, seat, r)
		}
	}
	if f.X < area.X || f.Y < area.Y || f.Right() > area.Right() || f.Bottom() > area.Bottom() {
		t.Errorf("the battle %v is outside the table %v", f, area)
	}
}

// TestEveryCounterExplainsItself: each counter on a panel and in the
// Treasury has a hover text of its own, inside its panel; a hidden hand
// says what it hides.
func TestEveryCounterExplainsItself(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := graphics.R(0, 56, 900, 560)
	st, _, err := ayu.Game{}.New(rules.Setup{Game: "ayubistan", Seats: 4}, rules.Entropy{1})
	if err != nil {
		t.Fatal(err)
	}
	ts := graphics.TableState{State: st.View(0), Viewer: 0, Tr: graphics.NewTr()}
	l := Place(th, graphics.NewTr(), area, 4, 0)
	bs := New().Layout(th, area, ts)
	perSeat := map[int]int{}
	treasury := 0
	for _, b := range bs {
		f := strings.Split(b.ID, ":")
		switch {
		case len(f) == 4 && f[1] == "seat":
			n, _ := strconv.Atoi(f[2])
			perSeat[n]++
			p := l.Panels[rules.Seat(n)]
			if b.Tip == "" || b.Rect.X < p.X || b.Rect.Right() > p.Right()+0.01 || b.Rect.Bottom() > p.Bottom()+0.01 {
				t.Errorf("%s at %v (panel %v): tip %q", b.ID, b.Rect, p, b.Tip)
			}
			if n != 0 && strings.Contains(b.Tip, "face down") {
				perSeat[-n]++
			}
		case len(f) == 3 && f[1] == "treasury":
			treasury++
			if b.Tip == "" {
				t.Errorf("%s has no hover text", b.ID)
			}
		}
	}
	if perSeat[0] != 6 || treasury != 7 {
		t.Fatalf("own panel %d counters explained, Treasury %d", perSeat[0], treasury)
	}
	for n := 1; n < 4; n++ {
		if perSeat[n] != 3 || perSeat[-n] != 1 {
			t.Errorf("seat %d: %d counters explained, hidden hand %d", n, perSeat[n], perSeat[-n])
		}
	}
}

// TestDeckHasOneHoverText: with drawing offered, the deck's hover text is
// one (what drawing does and what the deck holds), not two drawn over
// each other.
func TestDeckHasOneHoverText(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := graphics.R(0, 56, 900, 560)
	st, _, err := ayu.Game{}.New(rules.Setup{Game: "ayubistan", Seats: 3}, rules.Entropy{1})
	if err != nil {
		t.Fatal(err)
	}
	seat := st.Prompts()[0].Seat
	view := st.View(seat)
	p := view.Prompts()[0]
	ts := graphics.TableState{State: view, Viewer: seat, Prompt: &p, Tr: graphics.NewTr()}
	l := Place(th, graphics.NewTr(), area, 3, seat)
	n := 0
	for _, b := range New().Layout(th, area, ts) {
		if b.Tip != "" && overlaps(b.Rect, l.Deck) {
			n++
			if !strings.Contains(b.Tip, "left face down") {
				t.Errorf("the deck's hover text %q does not say what it holds", b.Tip)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d hover texts over the deck", n)
	}
}

// TestSmallTablesFit: at every window size a player meets (a large and a
// small desktop window, a short one, a phone), the table as the client
// gives it under the prompt bar's two rows, and every number of seats,
// with counters grown to two digits, every counter lies inside its panel
// or the Treasury and is readable, the own panel's worth line is inside
// it, the cards' captions stay off the panels, and no two regions overlap.
func TestSmallTablesFit(t *testing.T) {
	tr := graphics.NewTr()
	for _, size := range [][2]int{{1280, 800}, {800, 600}, {800, 500}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		u := th.Unit
		area := tabletest.Area(th, size[0], size[1])
		inside := func(a, b graphics.Rect) bool {
			return a.X >= b.X-0.01 && a.Y >= b.Y-0.01 && a.Right() <= b.Right()+0.01 && a.Bottom() <= b.Bottom()+0.01
		}
		for n := 2; n <= 6; n++ {
			// A game some way in: deeds, money and troops have moved.
			steps := 0
			st := tabletest.PlayTo(t, ayu.Game{}, n, 7, n, func(s *ayu.State) bool {
				steps++
				_, _, _, troops := s.Treasury()
				return steps >= 40 && troops >= 10
			})
			viewer := rules.Seat(0)
			ts := graphics.TableState{State: st.View(viewer), Viewer: viewer, Tr: tr.ForSetup(st.Setup())}
			for _, p := range ts.State.Prompts() {
				if p.Seat == viewer {
					ts.Prompt = &p
				}
			}
			name := strconv.Itoa(size[0]) + "x" + strconv.Itoa(size[1]) + ", " + strconv.Itoa(n) + " seats"
			l := Place(th, ts.Tr, area, n, viewer)
			if l.Chip < u*3 {
				t.Errorf("%s: counters %.1f units tall", name, l.Chip/u)
			}
			counted := 0
			for _, b := range New().Layout(th, area, ts) {
				f := strings.Split(b.ID, ":")
				var box graphics.Rect
				switch {
				case len(f) == 4 && f[0] == "tip" && f[1] == "seat":
					k, _ := strconv.Atoi(f[2])
					box = l.Panels[rules.Seat(k)]
				case len(f) == 3 && f[0] == "tip" && f[1] == "treasury":
					box = l.Treasury
				default:
					continue
				}
				counted++
				if !inside(b.Rect, box) {
					t.Errorf("%s: %s at %v outside its box %v", name, b.ID, b.Rect, box)
				}
				if b.Rect.H < u*3-0.01 {
					t.Errorf("%s: %s is %.1f units tall", name, b.ID, b.Rect.H/u)
				}
			}
			if counted < 7+2*n {
				t.Fatalf("%s: only %d counters", name, counted)
			}
			s := ts.State.(*ayu.State)
			own := l.Panels[viewer]
			if w := worthLine(th, own, playerSpots(th, ts.Tr, s, viewer, own, l)); !inside(w, th.PanelBody(own)) {
				t.Errorf("%s: the worth line %v is outside the own panel %v", name, w, own)
			}
			cs := captions(th, ts.Tr, s, l)
			capt := cs[0].r
			for i := range cs {
				for j := range i {
					if overlaps(cs[i].r, cs[j].r) {
						t.Errorf("%s: the captions %q and %q overlap", name, cs[i].text, cs[j].text)
					}
				}
			}
			regions := map[string]graphics.Rect{"treasury": l.Treasury, "cards": l.Cards, "fight": l.Fight, "banner": l.Banner, "options": l.Options}
			for seat, r := range l.Panels {
				regions["panel "+strconv.Itoa(int(seat))] = r
			}
			for k, r := range regions {
				if r.W > 0 && r.H > 0 && !inside(r, area) {
					t.Errorf("%s: %s %v outside the table %v", name, k, r, area)
				}
				if strings.HasPrefix(k, "panel") && overlaps(capt, r) {
					t.Errorf("%s: the deck's caption %v overlaps %s %v", name, capt, k, r)
				}
				for k2, r2 := range regions {
					if k < k2 && overlaps(r, r2) {
						t.Errorf("%s: %s %v overlaps %s %v", name, k, r, k2, r2)
					}
				}
			}
			// A fight shown over the Treasury and the cards covers no
			// panel.
			if f := l.FightOver; f.W > 0 {
				if !inside(f, area) {
					t.Errorf("%s: the fight's place over the middle %v is outside the table %v", name, f, area)
				}
				for seat, r := range l.Panels {
					if overlaps(f, r) {
						t.Errorf("%s: the fight's place over the middle %v covers panel %d %v", name, f, seat, r)
					}
				}
			}
			for _, c := range []graphics.Rect{l.Deck, l.Discard, l.InPlay, capt} {
				if !inside(c, l.Cards) {
					t.Errorf("%s: a card or caption %v outside the cards' place %v", name, c, l.Cards)
				}
			}
		}
	}
}

// TestSmallTreasuryOptions: recruiting and work are chips on small
// tables too: a phone held upright with up to four seats gives the
// Treasury a title line for them, as a wide table does; 800x500 with two
// or three seats puts them above the own panel. Either way they are
// clear of the title, the panels and each other.
func TestSmallTreasuryOptions(t *testing.T) {
	tr := graphics.NewTr()
	for _, c := range []struct {
		w, h, most int
		head       bool
	}{{390, 844, 4, true}, {800, 500, 3, false}} {
		th := graphics.NewTheme(c.w, c.h, 1)
		area := tabletest.Area(th, c.w, c.h)
		for n := 2; n <= c.most; n++ {
			name := strconv.Itoa(c.w) + "x" + strconv.Itoa(c.h) + ", " + strconv.Itoa(n) + " seats"
			st := tabletest.PlayTo(t, ayu.Game{}, n, 7, n, func(s *ayu.State) bool {
				ps := s.Prompts()
				return len(ps) == 1 && slices.ContainsFunc(ps[0].Options, func(o rules.Option) bool { return o.Move == "recruit:3" })
			})
			p := st.Prompts()[0]
			ts := graphics.TableState{State: st.View(p.Seat), Viewer: p.Seat, Prompt: &p, Tr: tr.ForSetup(st.Setup())}
			l := Place(th, ts.Tr, area, n, p.Seat)
			var row, title graphics.Rect
			switch {
			case c.head && l.TreasuryHead:
				title, _, _ = treasuryParts(th, ts.Tr, l.Treasury, l.Chip, true)
				title.W = headTitleW(th, ts.Tr)
				row = l.Treasury
				row.H = title.Bottom() + th.Unit - row.Y
			case !c.head && !l.TreasuryHead && l.Options.W > 0:
				row = l.Options
			default:
				t.Fatalf("%s: no place for the Treasury's options (title line %v, row %v)", name, l.TreasuryHead, l.Options)
			}
			bs := New().Layout(th, area, ts)
			var chips []graphics.Rect
			for _, o := range p.Options {
				if k := strings.SplitN(string(o.Move), ":", 2)[0]; k != "recruit" && k != "work" {
					continue
				}
				b, ok := bs.Find(graphics.MoveID(o.Move))
				if !ok {
					t.Errorf("%s: %s is not on the table", name, o.Move)
					continue
				}
				r := b.Rect
				if r.X < row.X-0.01 || r.Right() > row.Right()+0.01 || r.Y < row.Y-0.01 || r.Bottom() > row.Bottom()+0.01 {
					t.Errorf("%s: %s at %v is not in its row %v", name, o.Move, r, row)
				}
				if overlaps(r, title) {
					t.Errorf("%s: %s at %v covers the title %v", name, o.Move, r, title)
				}
				for seat, pr := range l.Panels {
					if overlaps(r, pr) {
						t.Errorf("%s: %s at %v covers panel %d %v", name, o.Move, r, seat, pr)
					}
				}
				if !c.head && overlaps(r, l.Treasury) {
					t.Errorf("%s: %s at %v covers the Treasury %v", name, o.Move, r, l.Treasury)
				}
				for _, c := range chips {
					if overlaps(r, c) {
						t.Errorf("%s: %s at %v covers another chip %v", name, o.Move, r, c)
					}
				}
				chips = append(chips, r)
			}
			if len(chips) != 4 {
				t.Errorf("%s: %d recruit and work chips, want 4", name, len(chips))
			}
		}
	}
}

// TestFightChips: the troops to commit to a battle or give to a war are
// chips in its box, below what it says, every count where they fit;
// where they do not, the smallest counts and the largest; in a box too
// short for both, the box says fewer lines. A trade's first price has
// chips along a ladder of prices.
func TestFightChips(t *testing.T) {
	tr := graphics.NewTr()
	th := graphics.NewTheme(1280, 800, 1)
	u := th.Unit
	area := tabletest.Area(th, 1280, 800)
	for _, ask := range []string{"ayubistan.ask.commit_attack", "ayubistan.ask.contribute"} {
		asked := func(s *ayu.State) (rules.Prompt, bool) {
			for _, p := range s.Prompts() {
				if p.Ask.Key == ask && len(p.Options) >= 2 {
					return p, true
				}
			}
			return rules.Prompt{}, false
		}
		st := tabletest.PlayTo(t, ayu.Game{}, 4, 7, 4, func(s *ayu.State) bool { _, ok := asked(s); return ok })
		p, _ := asked(st)
		ts := graphics.TableState{State: st.View(p.Seat), Viewer: p.Seat, Prompt: &p, Tr: tr.ForSetup(st.Setup())}
		s := ts.State.(*ayu.State)
		fight, _ := fightAt(s, Place(th, ts.Tr, area, 4, p.Seat))
		_, _, lines, _ := fightText(ts.Tr, s, ts)
		// A battle's box says both lines above its chips; a war's may
		// leave out the last contributions for them.
		shown, _, _ := fightChips(th, fight, lines, promptChips(ts.Tr, &p))
		if ask == "ayubistan.ask.commit_attack" && shown != len(lines) {
			t.Errorf("%s: the box says %d of its %d lines", ask, shown, len(lines))
		}
		_, body := fightParts(th, fight)
		textBottom := body.Y + linesHeight(th, lines[:shown], body.W)
		bs := New().Layout(th, area, ts)
		var got []graphics.Rect
		for _, o := range p.Options {
			b, ok := bs.Find(graphics.MoveID(o.Move))
			if !ok {
				t.Errorf("%s: %s is not on the table", ask, o.Move)
				continue
			}
			r := b.Rect
			if r.X < fight.X || r.Right() > fight.Right() || r.Y < textBottom || r.Bottom() > fight.Bottom() {
				t.Errorf("%s: %s at %v is not in the box %v below its text (%.0f)", ask, o.Move, r, fight, textBottom)
			}
			if n, _ := troopCount(o); b.Label != ts.Tr.T("core.ayu.count", rules.Int(n)) || b.Tip == "" {
				t.Errorf("%s: %s: label %q, tip %q", ask, o.Move, b.Label, b.Tip)
			}
			for _, c := range got {
				if overlaps(r, c) {
					t.Errorf("%s: %s at %v covers another chip %v", ask, o.Move, r, c)
				}
			}
			got = append(got, r)
		}
		if len(got) > 0 {
			if hit, ok := bs.At(got[0].X+1, got[0].Y+1); !ok || hit.ID != graphics.MoveID(p.Options[0].Move) {
				t.Errorf("%s: a click on the first chip finds %q", ask, hit.ID)
			}
		}
	}
	// A trade's first price: chips along the ladder, as many as the
	// buyer can pay, and a way out.
	st := tabletest.PlayTo(t, ayu.Game{}, 3, 7, 3, func(s *ayu.State) bool {
		ps := s.Prompts()
		return len(ps) == 1 && ps[0].Ask.Key == "ayubistan.ask.price" && len(ps[0].Options) > 60
	})
	p := st.Prompts()[0]
	ts := graphics.TableState{State: st.View(p.Seat), Viewer: p.Seat, Prompt: &p, Tr: tr.ForSetup(st.Setup())}
	fight, _ := fightAt(ts.State.(*ayu.State), Place(th, ts.Tr, area, 3, p.Seat))
	_, _, troops, _, _ := ts.State.(*ayu.State).Trade()
	if _, _, said, _ := fightText(ts.Tr, ts.State.(*ayu.State), ts); said[0] != ts.Tr.T("core.ayu.trade_unpriced", rules.Int(troops)) {
		t.Errorf("before a price is named the trade's box says %q", said[0])
	}
	var want []string
	for _, v := range priceLadder {
		want = append(want, "move:price:"+strconv.Itoa(v))
	}
	want = append(want, "move:cancel")
	var got []string
	for _, b := range New().Layout(th, area, ts) {
		if strings.HasPrefix(b.ID, "move:") && overlaps(b.Rect, fight) {
			got = append(got, b.ID)
			if b.Rect.X < fight.X || b.Rect.Right() > fight.Right() || b.Rect.Bottom() > fight.Bottom() || b.Tip == "" {
				t.Errorf("price chip %s at %v outside the trade's box %v or without a tip", b.ID, b.Rect, fight)
			}
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("the trade's box has %v, want %v", got, want)
	}

	lines := []string{"Player 1 is choosing troops", "Player 2 is choosing troops"}

	// Twenty counts in a box with room for a row: the smallest and the
	// largest.
	var many []rules.Option
	for k := 1; k <= 20; k++ {
		many = append(many, rules.Option{Move: rules.Move("commit:" + strconv.Itoa(k))})
	}
	box := graphics.R(0, 0, u*40, u*17)
	shown, pick, rs := fightChips(th, box, lines, promptChips(tr, &rules.Prompt{Options: many}))
	if shown != len(lines) || len(pick) < 3 || len(pick) >= len(many) {
		t.Fatalf("a row's room for 20 counts: %d lines, %d chips", shown, len(pick))
	}
	if pick[0].option.Move != "commit:1" || pick[len(pick)-1].option.Move != "commit:20" || pick[len(pick)-2].option.Move != rules.Move("commit:"+strconv.Itoa(len(pick)-1)) {
		t.Errorf("picked %v", pick)
	}
	for _, r := range rs {
		if r.X < box.X || r.Right() > box.Right() || r.Bottom() > box.Bottom() {
			t.Errorf("chip %v outside the box %v", r, box)
		}
	}
	// A box without room below both lines says one.
	box.H = u * 14
	if shown, pick, _ := fightChips(th, box, lines, promptChips(tr, &rules.Prompt{Options: many[:3]})); shown != 1 || len(pick) != 3 {
		t.Errorf("a short box: %d lines, %d chips; want 1 line and 3 chips", shown, len(pick))
	}
}

// TestOwnChips: at 1280x800 opening a trade, and backing out of one
// before a price is named, are chips on the viewer's own panel, clear of
// its counters and its worth line.
func TestOwnChips(t *testing.T) {
	tr := graphics.NewTr()
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	for n := 2; n <= 6; n++ {
		for _, want := range []rules.Move{"trade", "cancel"} {
			st := tabletest.PlayTo(t, ayu.Game{}, n, 7, n, func(s *ayu.State) bool {
				ps := s.Prompts()
				return len(ps) == 1 && ps[0].Ask.Key != "ayubistan.ask.price" && slices.ContainsFunc(ps[0].Options, func(o rules.Option) bool { return o.Move == want })
			})
			p := st.Prompts()[0]
			ts := graphics.TableState{State: st.View(p.Seat), Viewer: p.Seat, Prompt: &p, Tr: tr.ForSetup(st.Setup())}
			l := Place(th, ts.Tr, area, n, p.Seat)
			b, ok := New().Layout(th, area, ts).Find(graphics.MoveID(want))
			if !ok {
				t.Errorf("%d seats, %s: no chip on the table", n, want)
				continue
			}
			own := l.Panels[p.Seat]
			if b.Rect.X < own.X || b.Rect.Right() > own.Right() || b.Rect.Y < own.Y || b.Rect.Bottom() > own.Bottom() || b.Tip == "" {
				t.Errorf("%d seats, %s: chip at %v is not on the own panel %v, or has no tip", n, want, b.Rect, own)
			}
			s := ts.State.(*ayu.State)
			sps := playerSpots(th, ts.Tr, s, p.Seat, own, l)
			for _, sp := range sps {
				if sp != nil && overlaps(b.Rect, sp.r) {
					t.Errorf("%d seats, %s: chip at %v covers a counter at %v", n, want, b.Rect, sp.r)
				}
			}
			if w := worthLine(th, own, sps); overlaps(b.Rect, graphics.R(w.X, w.Y, graphics.TextWidth(ts.Tr.T("core.ayu.worth", rules.Int(s.Player(p.Seat).Value())), th.Small), w.H)) {
				t.Errorf("%d seats, %s: chip at %v covers the worth line", n, want, b.Rect)
			}
		}
	}
}

// TestAnswerChips: at 1280x800 what a card in play, a lost war or an
// unpaid debt asks (build, pay, take, let it pass, resist, reveal or keep
// the Khalifa, force a sale or forgive) is answered by chips with their
// words in the box that shows the card, the war or the debt.
func TestAnswerChips(t *testing.T) {
	tr := graphics.NewTr()
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	for _, ask := range []string{"ayubistan.ask.card", "ayubistan.ask.thief", "ayubistan.ask.khalifa_drawn", "ayubistan.ask.khalifa_use", "ayubistan.ask.mercy"} {
		var found *ayu.State
		for index := 0; index < 40 && found == nil; index++ {
			_, err := sim.Play(sim.Game{Rules: ayu.Game{}, Setup: rules.Setup{Game: "ayubistan", Seats: 3}, Seed: 11, Index: index,
				OnStep: func(_ int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
					if ps := st.Prompts(); found == nil && len(ps) == 1 && ps[0].Ask.Key == ask && slices.ContainsFunc(ps[0].Options, func(o rules.Option) bool { _, ok := answerIcons[o.Move]; return ok }) {
						found = st.Clone().(*ayu.State)
					}
				}})
			if err != nil {
				t.Fatal(err)
			}
		}
		if found == nil {
			t.Fatalf("%s: not asked in 40 games", ask)
		}
		p := found.Prompts()[0]
		ts := graphics.TableState{State: found.View(p.Seat), Viewer: p.Seat, Prompt: &p, Tr: tr.ForSetup(found.Setup())}
		fight, _ := fightAt(ts.State.(*ayu.State), Place(th, ts.Tr, area, 3, p.Seat))
		bs := New().Layout(th, area, ts)
		for _, o := range p.Options {
			if _, ok := answerIcons[o.Move]; !ok {
				continue
			}
			b, ok := bs.Find(graphics.MoveID(o.Move))
			if !ok {
				t.Errorf("%s: %s is not on the table", ask, o.Move)
				continue
			}
			if b.Rect.X < fight.X || b.Rect.Right() > fight.Right() || b.Rect.Y < fight.Y || b.Rect.Bottom() > fight.Bottom() || b.Label != tr.ForSetup(found.Setup()).M(o.Label) {
				t.Errorf("%s: %s at %v, %q: not in the box %v with its words", ask, o.Move, b.Rect, b.Label, fight)
			}
		}
	}
}

// TestPlaceMemo: the view's memo of Place answers as Place does, for a
// change of area, seats, viewer or size as for a repeat.
func TestPlaceMemo(t *testing.T) {
	v := New()
	tr := graphics.NewTr()
	for _, size := range [][2]int{{1280, 800}, {1280, 800}, {390, 844}, {800, 500}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for _, n := range []int{2, 6, 6} {
			for _, viewer := range []rules.Seat{0, 1, 1} {
				if got, want := v.place(th, tr, area, n, viewer), Place(th, tr, area, n, viewer); !reflect.DeepEqual(got, want) {
					t.Fatalf("%v, %d seats, viewer %d: the memo placed %+v, Place %+v", size, n, viewer, got, want)
				}
			}
		}
	}
}

// TestBannerShowsWholeEvents: the banner shows the newest events that fit
// whole, oldest first, never an older event's tail ("deck is used once."),
// and of a newest event longer than the banner its end; and it says only
// the events it shows.
func TestBannerShowsWholeEvents(t *testing.T) {
	th := graphics.NewTheme(390, 844, 1)
	long := "A game with 63 Hasanaat; the action deck is used once."
	width := graphics.TextWidth(long, th.Body) * 0.6 // two lines
	if n := len(graphics.Wrap(long, th.Body, width)); n != 2 {
		t.Fatalf("the long event wraps to %d lines, want 2", n)
	}
	cases := []struct {
		events    []string
		fit       int
		want      []string
		wantFresh []bool
		said      int // how many events were said
	}{
		{[]string{"Older.", long, "Tester (you)'s turn."}, 2, []string{"Tester (you)'s turn."}, []bool{true}, 2},
		{[]string{"Older.", long, "Tester (you)'s turn."}, 3, append(graphics.Wrap(long, th.Body, width), "Tester (you)'s turn."), []bool{false, false, true}, 2},
		{[]string{"Older.", long, "Tester (you)'s turn."}, 4, append(append([]string{"Older."}, graphics.Wrap(long, th.Body, width)...), "Tester (you)'s turn."), []bool{false, false, false, true}, 3},
		{[]string{"Older.", long}, 1, graphics.Wrap(long, th.Body, width)[1:], []bool{true}, 1},
		{nil, 3, nil, nil, 0},
	}
	for i, c := range cases {
		said := 0
		lines, fresh := bannerLines(len(c.events), func(k int) string { said++; return c.events[k] }, th.Body, width, c.fit)
		if !slices.Equal(lines, c.want) || !slices.Equal(fresh, c.wantFresh) || said != c.said {
			t.Errorf("case %d: lines %q fresh %v (said %d), want %q %v (said %d)", i, lines, fresh, said, c.want, c.wantFresh, c.said)
		}
	}
}
