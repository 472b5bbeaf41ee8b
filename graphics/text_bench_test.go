package graphics

import (
	"strconv"
	"testing"
)

// BenchmarkEllipsize shortens names never shaped before (text/v2 caches
// what it shaped), as a first frame meets them: per op, one name.
func BenchmarkEllipsize(b *testing.B) {
	th := NewTheme(1280, 800, 1)
	for i := 0; b.Loop(); i++ {
		s := "Player " + strconv.Itoa(i) + " of the Ancient Egypt table, raiding the loser's fortress"
		Ellipsize(s, th.Small, th.Unit*18)
	}
}
