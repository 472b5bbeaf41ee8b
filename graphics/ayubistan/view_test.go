// The Ayubistan view's layout without a GPU: panels fit the table and do
// not overlap, every option that names a player is a button on that
// player's panel, and the view shows only what the seat's view holds.
// (Ebitengine's init needs a display on Linux: run under xvfb-run.)
package ayubistan

import (
	"strings"
	"testing"
	"time"

	"majlis/graphics"
	"majlis/rules"
	ayu "majlis/rules/ayubistan"
)

func TestPanelsFitAndDoNotOverlap(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := graphics.R(0, 56, 900, 560)
	for n := 2; n <= 6; n++ {
		for viewer := rules.Seat(-1); int(viewer) < n; viewer++ {
			l := Place(th, area, n, viewer)
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
	l := Place(th, area, 4, seat)
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
	l := Place(th, area, 3, p.Seat)
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
	// The catalogue says what the rules emit: the keys read here exist.
	tr := graphics.NewTr()
	for _, k := range []string{"ayubistan.ev.shuffle", "ayubistan.ev.shuffle_one", "ayubistan.ev.draw_troop", "ayubistan.side.mushrikeen", "ayubistan.side.ayubistan"} {
		if !tr.Cat.Has(k) {
			t.Errorf("the rules' catalogue has no %s", k)
		}
	}
}
