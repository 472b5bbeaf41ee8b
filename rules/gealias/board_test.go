package gealias

import "testing"

// Every land is reached from every other by walking clockwise: the path is
// one cycle through all the lands.
func TestBoardEveryLandReachable(t *testing.T) {
	seen := map[Land]bool{}
	l := Land(0)
	for range NumLands {
		if seen[l] {
			t.Fatalf("land %d visited twice before the path closed", l)
		}
		seen[l] = true
		l = l.Next()
	}
	if l != 0 || len(seen) != NumLands {
		t.Fatalf("path closes at %d after visiting %d lands, want 0 and %d", l, len(seen), NumLands)
	}
}

// Each triangle is an arrow triangle: the path enters its outer land from
// outside, turns in, and leaves outward to the next triangle.
func TestBoardArrowTriangles(t *testing.T) {
	for l := Land(0); l < NumLands; l++ {
		n := l.Next()
		if l.Ring() == Outer && (n.Ring() != Inner || n.Triangle() != l.Triangle()) {
			t.Errorf("outer land %d leads to %d, not inward in its triangle", l, n)
		}
		if l.Ring() == Inner && (n.Ring() != Outer || n.Triangle() != (l.Triangle()+1)%NumTriangles) {
			t.Errorf("inner land %d leads to %d, not out to the next triangle", l, n)
		}
	}
}

// Every dot touches exactly one outer and one inner land of its own
// triangle, shares that triangle with exactly one partner, and each land's
// dots touch it: every dot is buildable from a land a Gealias can reach.
func TestBoardEveryDotBuildable(t *testing.T) {
	count := map[int]int{}
	for d := Dot(0); d < NumDots; d++ {
		ls := d.Lands()
		if ls[0].Ring() != Outer || ls[1].Ring() != Inner || ls[0].Triangle() != ls[1].Triangle() {
			t.Errorf("dot %d touches %v, not one outer and one inner land of a triangle", d, ls)
		}
		for _, l := range ls {
			if l.Gold() {
				t.Errorf("dot %d touches gold land %d", d, l)
			}
			found := false
			for _, e := range l.Dots() {
				found = found || e == d
			}
			if !found {
				t.Errorf("land %d does not list dot %d that touches it", l, d)
			}
		}
		p := d.Partner()
		if p == d || p.Triangle() != d.Triangle() || p.Partner() != d {
			t.Errorf("dot %d has partner %d", d, p)
		}
		count[d.Triangle()]++
	}
	for _, tri := range ResourceTriangles() {
		if count[tri] != 2 {
			t.Errorf("triangle %d holds %d dots, want 2", tri, count[tri])
		}
	}
}

// Twenty lands take resource tokens; the other four are printed gold and
// touch no dot.
func TestBoardResourceAndGoldLands(t *testing.T) {
	if n := len(ResourceLands()); n != NumResourceLands {
		t.Fatalf("%d resource lands, want %d", n, NumResourceLands)
	}
	gold := 0
	for l := Land(0); l < NumLands; l++ {
		if l.Gold() {
			gold++
			if len(l.Dots()) != 0 {
				t.Errorf("gold land %d has dots", l)
			}
		} else if len(l.Dots()) != 2 {
			t.Errorf("resource land %d has %d dots, want 2", l, len(l.Dots()))
		}
	}
	if gold != 4 {
		t.Errorf("%d gold lands, want 4", gold)
	}
}

// The board can never fill up before someone wins: at most everyone's
// pieces less one each stand on the twenty dots.
func TestBoardSizedForSix(t *testing.T) {
	for n := 2; n <= 6; n++ {
		if most := n * (Fortresses + Tents(n) - 1); most > NumDots {
			t.Errorf("%d players can hold %d structures without winning, more than %d dots", n, most, NumDots)
		}
	}
}
