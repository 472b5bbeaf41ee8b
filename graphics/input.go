// Input: one frame's pointer, touch and keyboard state, read from
// Ebitengine in one place so that everything deciding on input works on a
// plain value (and is tested without a window).
package graphics

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is what the player did during one tick.
type Input struct {
	X, Y               float64 // pointer position
	Click              bool    // a press was released at X, Y (mouse or touch)
	Pressed            bool    // the button is held down now
	Wheel              float64 // scroll, positive upwards
	Runes              []rune  // typed characters
	Enter, Left, Right bool    // the keys screens answer
	// Key says some other key went down or repeats (a field's editing,
	// a focus move): the picture may change.
	Key bool
	// Touch says the pointer is a finger this tick (held or just
	// lifted): a finger has no hover.
	Touch bool
}

// ReadInput collects this tick's input from Ebitengine.
func ReadInput() Input {
	var in Input
	x, y := ebiten.CursorPosition()
	in.X, in.Y = float64(x), float64(y)
	in.Click = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.Pressed = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	// A finger held down is a pressed pointer where it is, so that a
	// long press and a drag work by touch as with the mouse.
	if ids := ebiten.AppendTouchIDs(nil); len(ids) > 0 {
		tx, ty := ebiten.TouchPosition(ids[0])
		in.X, in.Y, in.Pressed, in.Touch = float64(tx), float64(ty), true, true
	}
	for _, id := range inpututil.AppendJustReleasedTouchIDs(nil) {
		tx, ty := inpututil.TouchPositionInPreviousTick(id)
		in.X, in.Y, in.Click, in.Touch = float64(tx), float64(ty), true, true
	}
	_, wy := ebiten.Wheel()
	in.Wheel = wy
	in.Runes = ebiten.AppendInputChars(nil)
	rep := func(k ebiten.Key) bool {
		d := inpututil.KeyPressDuration(k)
		return d == 1 || (d > 30 && d%4 == 0)
	}
	in.Enter = inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
	in.Left = rep(ebiten.KeyArrowLeft)
	in.Right = rep(ebiten.KeyArrowRight)
	in.Key = len(inpututil.AppendJustPressedKeys(nil)) > 0 || rep(ebiten.KeyBackspace) || rep(ebiten.KeyDelete)
	return in
}

// Any reports whether anything happened that may change what is drawn
// (a hover change is checked by the caller, which knows its widgets).
func (in Input) Any() bool {
	return in.Click || in.Wheel != 0 || len(in.Runes) > 0 || in.Enter || in.Left || in.Right || in.Key
}

// HoldTime is how long a press held still takes to become a long press.
const HoldTime = 500 * time.Millisecond

// Press follows one press of the mouse button or of a finger, from down
// to release, and says what it became: a click (left to the widgets), a
// long press (held still for HoldTime on something that shows more when
// held) or a drag (moved beyond Slop from something that can be picked
// up). A long press or a drag claims the press: its release is no click.
// It reads only Input values and the time it is given, so the gestures
// are tested without a window.
type Press struct {
	Slop float64 // how far, in pixels, a press may wander and stay still

	down, released bool
	x0, y0         float64
	at             time.Time
	from           string
	drag, hold     bool // what the thing pressed allows
	wandered       bool // moved beyond Slop at some point
	dragging, held bool
	touch          bool // the last press was a finger's
	tx, ty         float64
}

// Grab tells what the thing under a press at x, y allows: its ID, whether
// it may be dragged, and whether a long press shows more of it.
type Grab func(x, y float64) (id string, drag, hold bool)

// PressEvent is what one tick's input made of the press.
type PressEvent int

const (
	PressNone    PressEvent = iota
	PressHeld               // a long press began
	PressDropped            // a drag ended: From was dropped at the release point
	PressLetGo              // a long press ended
)

// Step follows the press through one tick's input.
func (p *Press) Step(in Input, now time.Time, grab Grab) PressEvent {
	p.released = false
	if in.Touch {
		p.touch, p.tx, p.ty = true, in.X, in.Y
	} else if p.touch && (in.X != p.tx || in.Y != p.ty) {
		p.touch = false // the mouse moved: it hovers again
	}
	if !p.down {
		if in.Pressed && !in.Click {
			*p = Press{Slop: p.Slop, down: true, x0: in.X, y0: in.Y, at: now, touch: p.touch, tx: p.tx, ty: p.ty}
			p.from, p.drag, p.hold = grab(in.X, in.Y)
		}
		return PressNone
	}
	if in.Click || !in.Pressed {
		p.down, p.released = false, true
		switch {
		case p.dragging:
			return PressDropped
		case p.held:
			return PressLetGo
		}
		return PressNone
	}
	if math.Hypot(in.X-p.x0, in.Y-p.y0) > p.Slop {
		p.wandered = true
	}
	switch {
	case p.dragging || p.held:
	case p.wandered && p.drag:
		p.dragging = true
	case !p.wandered && p.hold && now.Sub(p.at) >= HoldTime:
		p.held = true
		return PressHeld
	}
	return PressNone
}

// From is the ID of the thing pressed (or dropped, on the tick of a drop).
func (p *Press) From() string { return p.from }

// Dragging reports whether a drag is under way, and of what.
func (p *Press) Dragging() (string, bool) { return p.from, p.down && p.dragging }

// Claims reports whether this tick's input belongs to a long press or a
// drag (down, or let go this tick): the widgets must not take it for a
// click.
func (p *Press) Claims() bool { return (p.down || p.released) && (p.dragging || p.held) }

// Hover is what a view should show as hovered: the thing held by a long
// press; nothing during a drag or after a finger, which has no hover;
// otherwise under, the button under the pointer.
func (p *Press) Hover(under string) string {
	switch {
	case p.down && p.held:
		return p.from
	case p.down && p.dragging, p.touch:
		return ""
	}
	return under
}
