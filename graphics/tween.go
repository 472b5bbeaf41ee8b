// Tweens: values that move from one place to another over a time, eased,
// for coins, troops and cards moving. A screen that has a tween running is
// redrawn every frame until it ends, and not otherwise.
package graphics

import "time"

// Tween moves a point from (X0, Y0) to (X1, Y1) during Dur from Start.
type Tween struct {
	X0, Y0, X1, Y1 float64
	Start          time.Time
	Dur            time.Duration
	// What identifies the moving thing for the view that draws it.
	What  string
	Label string
}

// At returns the position at now and whether the tween still runs.
func (tw Tween) At(now time.Time) (x, y float64, running bool) {
	if tw.Dur <= 0 || !now.Before(tw.Start.Add(tw.Dur)) {
		return tw.X1, tw.Y1, false
	}
	f := float64(now.Sub(tw.Start)) / float64(tw.Dur)
	if f < 0 {
		f = 0
	}
	e := easeInOut(f)
	return tw.X0 + (tw.X1-tw.X0)*e, tw.Y0 + (tw.Y1-tw.Y0)*e, true
}

// Tweens is a set of running tweens.
type Tweens []Tween

// Prune drops the tweens that have ended at now and reports whether any
// still runs.
func (ts *Tweens) Prune(now time.Time) bool {
	out := (*ts)[:0]
	for _, t := range *ts {
		if _, _, run := t.At(now); run {
			out = append(out, t)
		}
	}
	*ts = out
	return len(out) > 0
}

func easeInOut(f float64) float64 {
	if f < 0.5 {
		return 2 * f * f
	}
	return 1 - (-2*f+2)*(-2*f+2)/2
}
