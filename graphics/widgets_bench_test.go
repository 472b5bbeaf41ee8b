package graphics

import (
	"strconv"
	"testing"
)

// BenchmarkWidgetsSyncNew is a screen's first layout on its widgets: 60
// buttons with hover texts (a table's cards), all new. Per op, the 60.
func BenchmarkWidgetsSyncNew(b *testing.B) {
	th := NewTheme(1280, 800, 1)
	var bs Buttons
	for i := range 60 {
		id := "card:" + strconv.Itoa(i)
		bs = append(bs, Button{ID: id, Rect: R(float64(i%10)*120, float64(i/10)*100, 110, 90), Label: "Card " + strconv.Itoa(i), Tip: "The card called " + id + ", with its whole text"})
	}
	for b.Loop() {
		w := NewWidgets(th)
		w.Sync(bs, Extras{})
	}
}
