// The cost of placing the table, which Layout and Draw do every frame.
package ayubistan

import (
	"strconv"
	"testing"

	"majlis/graphics"
	"majlis/graphics/tabletest"
)

// BenchmarkPlace places a six-seat table on a large window, a short one
// (the short arrangement) and a phone (the tall one tried first).
func BenchmarkPlace(b *testing.B) {
	for _, size := range [][2]int{{1280, 800}, {800, 500}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		tr := graphics.NewTr()
		b.Run(strconv.Itoa(size[0])+"x"+strconv.Itoa(size[1]), func(b *testing.B) {
			for range b.N {
				Place(th, tr, area, 6, 0)
			}
		})
	}
}
