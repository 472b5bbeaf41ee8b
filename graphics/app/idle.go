// Idle: whether the client needs another tick soon, so that the program
// can stop ticking an idle table (on the desktop Ebitengine otherwise runs
// its loop at 60 Hz, which costs a software-rendered window several per cent
// of a core with nothing to show). Kept apart from app.go so that it reads
// the App's fields without changing how Update and Draw work.
package app

import "majlis/net/session"

// Idle reports, after an Update, that nothing is changing on its own: the
// last tick changed nothing on screen (no new session version, layout,
// hover, input or animation frame), no button is held, and the screen has
// nothing timed to show next (the table's log reel). An idle client still
// needs a tick now and then to notice what happens outside it (a bot's or
// a peer's move, a lobby's news, a message expiring); how often is the
// program's choice. Idle is called on the game's goroutine.
func (a *App) Idle() bool {
	// A frame for the caret alone does not make the client busy: the
	// program's occasional ticks blink it slower, which is fine.
	if a.dirty && !a.blink || a.relayout || a.in.Pressed || a.in.Any() {
		return false
	}
	if b, ok := a.screen.(interface{ busy() bool }); ok && b.busy() {
		return false
	}
	if a.rehearsing() {
		return false // a table to rehearse, one a tick (rehearse.go)
	}
	return true
}

// busy: the log reel reveals its next event after the step delay, which
// an idle client's occasional tick would delay and make uneven.
func (t *table) busy() bool {
	return !t.finished && t.shown < len(t.events)
}

// Changed returns a channel closed when the session on screen next
// changes: nil (never ready) when the screen shows none or its session
// cannot tell. Unlike the rest of App it may be called on any goroutine:
// the program's pacer sleeps on it, so that an idle client shows a bot's
// or a peer's move as soon as it is applied, not at its next look.
func (a *App) Changed() <-chan struct{} {
	if w := a.watch.Load(); w != nil && *w != nil {
		return (*w).Changed()
	}
	return nil
}

func (t *table) watched() session.Watched {
	w, _ := t.sess.(session.Watched)
	return w
}

func (l *lobby) watched() session.Watched {
	w, _ := l.l.(session.Watched)
	return w
}

// A connection's answer wakes an idle client as a session's change does.
func (c *connecting) watched() session.Watched { return closedOnEnd(c.ended) }

type closedOnEnd <-chan struct{}

func (c closedOnEnd) Changed() <-chan struct{} { return c }
