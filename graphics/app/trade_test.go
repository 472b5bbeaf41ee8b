// Tests of the trade counter-offer in the prompt bar: the price picker
// starts beside the price on the table, not at nothing.

package app

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	ayuview "majlis/graphics/ayubistan"
	"majlis/net/session"
	"majlis/rules"
	ayu "majlis/rules/ayubistan"
	"majlis/rules/games"
)

func ayuState(t *testing.T, l session.Session) *ayu.State {
	t.Helper()
	s, ok := l.View(rules.Spectator).(*ayu.State)
	if !ok {
		t.Fatalf("the state is a %T", l.View(rules.Spectator))
	}
	return s
}

// pickerPrice is the price the bar's picker shows now.
func pickerPrice(t *testing.T, a *App) string {
	t.Helper()
	// The picker's value stands in the bar, on the row of its steps (a
	// few prices may be chips on the table too).
	step, ok := a.Buttons().Find("pick:+1")
	if !ok {
		t.Fatalf("no price picker among %d buttons", len(a.Buttons()))
	}
	for _, b := range a.Buttons() {
		if strings.HasPrefix(b.ID, "move:price:") && b.Style == graphics.StylePrimary && b.Rect.Y == step.Rect.Y {
			return strings.TrimPrefix(b.ID, "move:price:")
		}
	}
	t.Fatalf("no price picker among %d buttons", len(a.Buttons()))
	return ""
}

func TestCounterOfferPickerStartsAtThePrice(t *testing.T) {
	g, err := games.Lookup("ayubistan")
	if err != nil {
		t.Fatal(err)
	}
	setup := rules.Setup{Game: "ayubistan", Seats: 3, Names: []string{"Amal", "Badr", "Chadi"}}
	var n byte
	entropy := func() (rules.Entropy, error) { n++; return rules.Entropy{n}, nil }
	l, err := session.NewLocal(session.LocalConfig{Game: g, Setup: setup, Humans: []rules.Seat{0, 1, 2}, Entropy: entropy})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	ps := l.View(rules.Spectator).Prompts()
	if len(ps) != 1 || !slices.ContainsFunc(ps[0].Options, func(o rules.Option) bool { return o.Move == "trade" }) {
		t.Fatalf("the first prompt offers no trade: %+v", ps)
	}
	buyer := ps[0].Seat
	// Hot-seat: one table object shows every seat in turn, behind a pass
	// screen.
	a := testApp(t, &fakePlatform{})
	a.cfg.Views = map[string]func() graphics.GameView{"ayubistan": func() graphics.GameView { return ayuview.New() }}
	tb := newTable(a, l, true)
	a.goTo(tb)
	// Each frame is drawn too, as in the program: input layers that a
	// drawing registers are global to the process, and without a draw
	// those an earlier test drew would still be in the way.
	screen := ebiten.NewImage(1280, 800)
	step := func() {
		for range 2 { // the table reads the session in one frame, lays out in the next
			a.Step(graphics.Input{})
			a.dirty = true
			a.Draw(screen)
		}
		if _, ok := a.Buttons().Find("reveal"); ok {
			clickID(t, a, "reveal")
			a.Step(graphics.Input{})
		}
	}
	click := func(id string) {
		t.Helper()
		step()
		clickID(t, a, id)
		step()
	}

	// The buyer asks a seller for a troop: the first price starts at 0.
	// The bar pages its options: turn to the one with the trade.
	step()
	for range 5 {
		if _, ok := a.Buttons().Find("move:trade"); ok {
			break
		}
		click("page+")
	}
	click("move:trade")
	var seller rules.Seat = -1
	for _, b := range a.Buttons() {
		if f := strings.Split(b.ID, ":"); len(f) == 4 && f[1] == "trade" {
			n, _ := strconv.Atoi(f[2])
			seller = rules.Seat(n)
			click(b.ID)
			break
		}
	}
	if seller < 0 {
		t.Fatal("no trade partner offered")
	}
	if got := pickerPrice(t, a); got != "0" {
		t.Fatalf("the first price starts at %s, want 0", got)
	}
	for range 5 {
		click("pick:+1")
	}
	click("move:price:5")

	// The seller, asked, counters: the picker starts one above the offer.
	step()
	if tb.viewer != seller {
		t.Fatalf("after the offer the table shows seat %d, want the seller %d", tb.viewer, seller)
	}
	if got := pickerPrice(t, a); got != "6" {
		t.Fatalf("the seller's counter starts at %s, want 6 (the offer is 5)", got)
	}
	// One down skips the offer's own price, which is no counter.
	click("pick:-1")
	if got := pickerPrice(t, a); got != "4" {
		t.Fatalf("one below the seller's start is %s, want 4", got)
	}
	click("pick:+1")
	click("pick:+1")
	click("move:price:7")
	if _, _, _, price, ok := ayuState(t, l).Trade(); !ok || price != 7 {
		t.Fatalf("after the counter the trade is at %d (ok %v), want 7", price, ok)
	}

	// The buyer, asked again, counters from one below 7: the picker
	// showed other prices just before, on this same table.
	step()
	if tb.viewer != buyer {
		t.Fatalf("after the counter the table shows seat %d, want the buyer %d", tb.viewer, buyer)
	}
	if got := pickerPrice(t, a); got != "6" {
		t.Fatalf("the buyer's counter starts at %s, want 6 (the counter is 7)", got)
	}
	// The bar's buttons fit the screen and do not overlap.
	var bar []graphics.Button
	for _, b := range a.Buttons() {
		if strings.HasPrefix(b.ID, "pick:") || strings.HasPrefix(b.ID, "move:price:") || b.ID == "move:accept" || b.ID == "move:decline" {
			bar = append(bar, b)
		}
	}
	checkOnScreen(t, bar)
}
