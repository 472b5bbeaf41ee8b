// Input: one frame's pointer, touch and keyboard state, read from
// Ebitengine in one place so that everything deciding on input works on a
// plain value (and is tested without a window).
package graphics

import (
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
}

// ReadInput collects this tick's input from Ebitengine.
func ReadInput() Input {
	var in Input
	x, y := ebiten.CursorPosition()
	in.X, in.Y = float64(x), float64(y)
	in.Click = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.Pressed = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	for _, id := range inpututil.AppendJustReleasedTouchIDs(nil) {
		tx, ty := inpututil.TouchPositionInPreviousTick(id)
		in.X, in.Y, in.Click = float64(tx), float64(ty), true
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
