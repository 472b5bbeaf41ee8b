// The designed board, "a ring of twelve triangles": its lands, the clockwise
// path a Gealias walks, the intersections (dots) where tents and fortresses
// stand, the triangles that decide production theft, and the printed gold.
// The rulebook has no picture; NOTES.md draws this board and says why it is
// shaped so. Everything here is constant: the lands' resources are dealt at
// setup and live in the State.
package gealias

// The ring is cut into NumTriangles pie slices numbered clockwise from twelve
// o'clock. A chord cuts each slice into an outer land (by the rim) and an
// inner land (by the centre, where the deck lies). Land 2t is the outer land
// of triangle t and land 2t+1 its inner land.
const (
	NumTriangles = 12
	NumLands     = 2 * NumTriangles
	// NumDots is the number of intersections: two on the chord of each of
	// the ten resource triangles. The two gold triangles have none.
	NumDots = 20
	// NumResourceLands is the number of lands dealt a resource token.
	NumResourceLands = 20
)

// Land is a land of the board, 0..NumLands-1, numbered along the path.
type Land int

// Dot is an intersection where a tent or fortress stands, 0..NumDots-1.
type Dot int

// Ring says whether a land lies by the rim or by the centre.
type Ring uint8

const (
	Outer Ring = iota
	Inner
)

// goldTriangles are the two triangles whose lands are printed gold markets;
// they never change and hold no dots, so no structure touches gold.
var goldTriangles = [2]int{0, 6}

// Triangle is the triangle the land lies in.
func (l Land) Triangle() int { return int(l) / 2 }

// Ring says whether the land is an outer or an inner land.
func (l Land) Ring() Ring { return Ring(int(l) % 2) }

// Valid reports whether l names a land of the board.
func (l Land) Valid() bool { return l >= 0 && l < NumLands }

// Next is the land a Gealias reaches by one step clockwise. The path goes
// outer → inner within a triangle and then on to the next triangle's outer
// land: every triangle is an arrow triangle (the path enters from outside,
// turns in, and leaves outward again).
func (l Land) Next() Land { return (l + 1) % NumLands }

// Step is the land reached by n steps clockwise.
func (l Land) Step(n int) Land { return Land((int(l) + n) % NumLands) }

// Gold reports whether the land is a printed gold market.
func (l Land) Gold() bool {
	t := l.Triangle()
	return t == goldTriangles[0] || t == goldTriangles[1]
}

// Dots lists the intersections touching the land: the two dots of its
// triangle, or none on a gold triangle.
func (l Land) Dots() []Dot {
	i := resourceTriangleIndex(l.Triangle())
	if i < 0 {
		return nil
	}
	return []Dot{Dot(2 * i), Dot(2*i + 1)}
}

// Valid reports whether d names an intersection of the board.
func (d Dot) Valid() bool { return d >= 0 && d < NumDots }

// Triangle is the triangle whose chord holds the dot.
func (d Dot) Triangle() int { return ResourceTriangles()[int(d)/2] }

// Lands are the two lands the dot touches, outer then inner: exactly the
// lands a structure on it collects from.
func (d Dot) Lands() [2]Land {
	t := d.Triangle()
	return [2]Land{Land(2 * t), Land(2*t + 1)}
}

// Partner is the other dot of the same triangle: a fortress there takes
// this dot's tent's production (the proximity rule).
func (d Dot) Partner() Dot { return d ^ 1 }

// Touches reports whether the dot touches land l.
func (d Dot) Touches(l Land) bool {
	ls := d.Lands()
	return ls[0] == l || ls[1] == l
}

// ResourceTriangles lists, in clockwise order, the ten triangles whose lands
// take resource tokens and whose chords hold dots.
func ResourceTriangles() [10]int {
	return [10]int{1, 2, 3, 4, 5, 7, 8, 9, 10, 11}
}

// ResourceLands lists the twenty lands dealt a resource token, in path order.
func ResourceLands() []Land {
	var ls []Land
	for l := Land(0); l < NumLands; l++ {
		if !l.Gold() {
			ls = append(ls, l)
		}
	}
	return ls
}

func resourceTriangleIndex(t int) int {
	for i, rt := range ResourceTriangles() {
		if rt == t {
			return i
		}
	}
	return -1
}
