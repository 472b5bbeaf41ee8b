// Autoplay for tests: with the URL or command-line flag, the client
// answers its own seats' prompts by clicking a random option, through the
// same path as a player's click (an Input at the button's centre).
package app

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"majlis/graphics"
)

// autoClick returns a click on a random prompt option (or the hot-seat
// reveal button) on the table screen, at most every few ticks so that
// layout and session catch up.
func (a *App) autoClick() (graphics.Input, bool) {
	a.autoTick++
	if n, ok := a.screen.(*askName); ok {
		// A test's tab gives a name of its own, so two tabs differ.
		if n.name.Value == "" {
			n.name.Value = fmt.Sprintf("Tester %d", rand.IntN(1000))
			return graphics.Input{}, false
		}
		if b, ok := a.buttons.Find("name-ok"); ok && b.Enabled() {
			return graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true}, true
		}
		return graphics.Input{}, false
	}
	t, ok := a.screen.(*table)
	if !ok || t.sess.Version() != t.sessVer {
		// Not at a table, or the table changed since the buttons were
		// laid out: click only what is current.
		return graphics.Input{}, false
	}
	// Mostly answer; now and then move a picker so that numeric answers
	// vary too.
	var cands graphics.Buttons
	for _, b := range a.buttons {
		// A view's tab (view:) brings other answers onto the table.
		if b.Enabled() && (strings.HasPrefix(b.ID, "move:") || strings.HasPrefix(b.ID, "view:") || b.ID == "reveal") {
			cands = append(cands, b)
		}
		if b.Enabled() && strings.HasPrefix(b.ID, "pick:") && rand.IntN(4) == 0 {
			cands = append(cands, b)
		}
	}
	if len(cands) == 0 {
		return graphics.Input{}, false
	}
	b := cands[rand.IntN(len(cands))]
	return graphics.Input{X: b.Rect.CX(), Y: b.Rect.CY(), Click: true}, true
}
