// The board keeps step with its story: while the log is still telling
// events one at a time, the table shows the state as of the event being
// told, not the final numbers, and the viewer's prompt waits until the
// telling reaches it. The state of an earlier step is the setup replayed
// from the session's log up to that step (the same deterministic rules
// every peer runs), kept and moved forward as the telling goes on.
package app

import (
	"majlis/rules"
)

// caughtUp reports whether every event has been told.
func (t *table) caughtUp() bool { return t.shown >= len(t.events) }

// toldStep is the step whose state the table shows while the telling is
// behind: the step before the first event not yet told (its own state
// shows only once all its events are told).
func (t *table) toldStep() int {
	return t.evStep[t.shown] - 1
}

// syncState sets the state the table shows: the session's own when the
// telling has caught up, else the state as of the event being told.
func (t *table) syncState() {
	t.st = t.cur
	if t.caughtUp() || t.cur == nil {
		return
	}
	if st, ok := t.stateAt(t.toldStep()); ok {
		t.st = st.View(t.viewer)
	}
}

// stateAt is the whole state after step n (0: after setup), replayed from
// the session's log; false when the log cannot give it (then the table
// shows the present).
func (t *table) stateAt(n int) (rules.State, bool) {
	if t.shadow != nil && t.shadowStep == n {
		return t.shadow, true
	}
	lg := t.sess.Log()
	if lg == nil || n > len(lg.Steps) || n < 0 {
		return nil, false
	}
	if t.shadow == nil || t.shadowStep > n {
		st, _, err := t.game.New(lg.Setup, lg.Entropy)
		if err != nil {
			return nil, false
		}
		t.shadow, t.shadowStep = st, 0
	}
	for t.shadowStep < n {
		s := lg.Steps[t.shadowStep]
		if _, err := t.shadow.Apply(s.Seat, s.Move, s.Entropy); err != nil {
			t.shadow = nil
			return nil, false
		}
		t.shadowStep++
	}
	return t.shadow, true
}

// skip tells every event at once: the table shows the present.
func (t *table) skip() {
	if !t.caughtUp() {
		t.shown = len(t.events)
		t.reelVer++
		t.syncState()
	}
}
