// Benchmarks of the scrolling lists (make bench).

package graphics

import (
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table's log as a game grows it: drawing a frame with n lines, and
// taking one new line (the one before it dimmed, as the table does).
func BenchmarkLog(b *testing.B) {
	for _, n := range []int{50, 1000} {
		lines := make([]Line, n)
		for i := range lines {
			lines[i] = Line{Text: "Player " + strconv.Itoa(i%6+1) + " recruits 3 troops from the Treasury for 6 Dirhams.", Dim: i < n-1}
		}
		b.Run("draw/"+strconv.Itoa(n), func(b *testing.B) {
			w := NewWidgets(NewTheme(1280, 800, 1))
			screen := ebiten.NewImage(1280, 800)
			list := &TextList{ID: "log", Rect: R(930, 60, 330, 700), Lines: lines}
			w.Sync(nil, Extras{Lists: []*TextList{list}})
			for b.Loop() {
				w.Draw(screen, nil)
			}
		})
		b.Run("add/"+strconv.Itoa(n), func(b *testing.B) {
			w := NewWidgets(NewTheme(1280, 800, 1))
			screen := ebiten.NewImage(1280, 800)
			list := &TextList{ID: "log", Rect: R(930, 60, 330, 700), Lines: lines[:n-1]}
			w.Sync(nil, Extras{Lists: []*TextList{list}})
			w.Draw(screen, nil)
			even := true
			for b.Loop() {
				// Alternate between n-1 and n lines, the newest bright.
				if even {
					list.Lines = lines
				} else {
					list.Lines = lines[:n-1]
				}
				even = !even
				w.Sync(nil, Extras{Lists: []*TextList{list}})
				w.Draw(screen, nil)
			}
		})
	}
}
