// Geometry for layout and hit testing: rectangles in screen pixels and the
// ways screens cut them up. Pure arithmetic, so layouts are tested without
// a GPU.
package graphics

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// R builds a rectangle.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// Contains reports whether the point lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset shrinks r by d on every side (never below zero size).
func (r Rect) Inset(d float64) Rect {
	w, h := r.W-2*d, r.H-2*d
	if w < 0 {
		w = 0
	}
	if h < 0 {
		h = 0
	}
	return Rect{r.X + d, r.Y + d, w, h}
}

// Union is the smallest rectangle holding r and o; an empty one (no
// width or height) adds nothing.
func (r Rect) Union(o Rect) Rect {
	switch {
	case o.W <= 0 || o.H <= 0:
		return r
	case r.W <= 0 || r.H <= 0:
		return o
	}
	x, y := min(r.X, o.X), min(r.Y, o.Y)
	return Rect{x, y, max(r.Right(), o.Right()) - x, max(r.Bottom(), o.Bottom()) - y}
}

// Right and Bottom are the far edges; CX and CY the centre.
func (r Rect) Right() float64  { return r.X + r.W }
func (r Rect) Bottom() float64 { return r.Y + r.H }
func (r Rect) CX() float64     { return r.X + r.W/2 }
func (r Rect) CY() float64     { return r.Y + r.H/2 }

// CutTop removes a strip of height h from the top: it returns the strip
// and what remains.
func (r Rect) CutTop(h float64) (Rect, Rect) {
	h = clampF(h, 0, r.H)
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h, r.W, r.H - h}
}

// CutBottom removes a strip of height h from the bottom.
func (r Rect) CutBottom(h float64) (Rect, Rect) {
	h = clampF(h, 0, r.H)
	return Rect{r.X, r.Bottom() - h, r.W, h}, Rect{r.X, r.Y, r.W, r.H - h}
}

// CutLeft removes a strip of width w from the left.
func (r Rect) CutLeft(w float64) (Rect, Rect) {
	w = clampF(w, 0, r.W)
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w, r.Y, r.W - w, r.H}
}

// CutRight removes a strip of width w from the right.
func (r Rect) CutRight(w float64) (Rect, Rect) {
	w = clampF(w, 0, r.W)
	return Rect{r.Right() - w, r.Y, w, r.H}, Rect{r.X, r.Y, r.W - w, r.H}
}

// Centered returns a w×h rectangle centred in r.
func (r Rect) Centered(w, h float64) Rect {
	return Rect{r.CX() - w/2, r.CY() - h/2, w, h}
}

// Columns splits r into n equal columns separated by gap.
func (r Rect) Columns(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	w := (r.W - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// Rows splits r into n equal rows separated by gap.
func (r Rect) Rows(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	h := (r.H - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
	}
	return out
}

// Flow places n boxes of width w and height h left to right, wrapping at
// r's right edge, and returns where each goes. Boxes past r's bottom are
// still placed (the caller pages or scrolls).
func (r Rect) Flow(ws []float64, h, gap float64) []Rect {
	out := make([]Rect, len(ws))
	x, y := r.X, r.Y
	for i, w := range ws {
		if x > r.X && x+w > r.Right() {
			x = r.X
			y += h + gap
		}
		out[i] = Rect{x, y, w, h}
		x += w + gap
	}
	return out
}

func clampF(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}
