// The press gestures without a window: a click stays a click, a press
// held still becomes a long press, a press moved from something that can
// be picked up becomes a drag and drops where it is let go.
package graphics

import (
	"testing"
	"time"
)

// pressScript plays inputs a tick (16 ms) apart through a Press over a
// card that may be dragged and held at (0..100, 0..100), and a plain
// button elsewhere.
func pressScript(t *testing.T, ins []Input) (*Press, []PressEvent) {
	t.Helper()
	p := &Press{Slop: 8}
	grab := func(x, y float64) (string, bool, bool) {
		if x < 100 && y < 100 {
			return "card", true, true
		}
		return "button", false, false
	}
	now := time.Unix(1, 0)
	var evs []PressEvent
	for _, in := range ins {
		evs = append(evs, p.Step(in, now, grab))
		now = now.Add(16 * time.Millisecond)
	}
	return p, evs
}

func held(n int, in Input) []Input {
	out := make([]Input, n)
	for i := range out {
		out[i] = in
	}
	return out
}

func last(evs []PressEvent) PressEvent { return evs[len(evs)-1] }

func TestPressClick(t *testing.T) {
	ins := append(held(5, Input{X: 50, Y: 50, Pressed: true}), Input{X: 52, Y: 51, Click: true})
	p, evs := pressScript(t, ins)
	for i, ev := range evs {
		if ev != PressNone {
			t.Fatalf("tick %d: %v in a short click", i, ev)
		}
	}
	if p.Claims() {
		t.Fatal("a short click is claimed: the widgets would not see it")
	}
}

func TestPressLongPress(t *testing.T) {
	// 40 ticks of 16 ms: held past HoldTime, wobbling less than the slop.
	ins := held(40, Input{X: 50, Y: 50, Pressed: true, Touch: true})
	ins[20].X = 54
	p, evs := pressScript(t, ins)
	heldAt := -1
	for i, ev := range evs {
		if ev == PressHeld {
			heldAt = i
		}
	}
	if want := int(HoldTime / (16 * time.Millisecond)); heldAt < want || heldAt > want+1 {
		t.Fatalf("the long press began at tick %d, want %d", heldAt, want)
	}
	if p.Hover("") != "card" || !p.Claims() {
		t.Fatalf("held: hover %q, claimed %v", p.Hover(""), p.Claims())
	}
	ev := p.Step(Input{X: 50, Y: 50, Click: true, Touch: true}, time.Unix(3, 0), nil)
	if ev != PressLetGo || !p.Claims() {
		t.Fatalf("release of a long press: %v, claimed %v (its release must be no click)", ev, p.Claims())
	}
	if p.Hover("card") != "" {
		t.Fatal("a lifted finger still hovers")
	}
	if p.Step(Input{X: 50, Y: 50}, time.Unix(4, 0), nil); p.Claims() {
		t.Fatal("the next tick is still claimed")
	}
}

func TestPressHeldOnAButtonStaysAClick(t *testing.T) {
	ins := append(held(40, Input{X: 150, Y: 50, Pressed: true}), Input{X: 150, Y: 50, Click: true})
	p, evs := pressScript(t, ins)
	if last(evs) != PressNone || p.Claims() {
		t.Fatalf("a slow click on a plain button: %v, claimed %v", last(evs), p.Claims())
	}
}

func TestPressDrag(t *testing.T) {
	ins := held(3, Input{X: 50, Y: 50, Pressed: true})
	for x := 60.0; x <= 300; x += 40 {
		ins = append(ins, Input{X: x, Y: 200, Pressed: true})
	}
	p, evs := pressScript(t, ins)
	if from, ok := p.Dragging(); !ok || from != "card" {
		t.Fatalf("dragging %q %v after moving the card", from, ok)
	}
	if p.Hover("button") != "" {
		t.Fatal("a drag shows a hover")
	}
	for _, ev := range evs {
		if ev == PressHeld {
			t.Fatal("a moving press became a long press")
		}
	}
	if ev := p.Step(Input{X: 300, Y: 200, Click: true}, time.Unix(5, 0), nil); ev != PressDropped || p.From() != "card" || !p.Claims() {
		t.Fatalf("the drop: %v from %q, claimed %v", ev, p.From(), p.Claims())
	}
	if _, ok := p.Dragging(); ok {
		t.Fatal("still dragging after the drop")
	}
}

func TestPressMovedFromAButtonIsNoDrag(t *testing.T) {
	ins := []Input{{X: 150, Y: 50, Pressed: true}, {X: 250, Y: 50, Pressed: true}, {X: 250, Y: 50, Click: true}}
	p, evs := pressScript(t, ins)
	if last(evs) != PressNone || p.Claims() {
		t.Fatalf("a press moved from a plain button (a scrollbar's): %v, claimed %v", last(evs), p.Claims())
	}
}
