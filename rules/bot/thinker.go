// Deciding away from the session: a Thinker takes a bot's decision to
// another thread (the browser's bots' worker), and Decide falls back to
// deciding here.

package bot

import (
	"encoding/binary"

	"majlis/rules"
)

// A Thinker decides a bot seat's prompt away from the caller: in the
// browser, in a Web Worker, so that a search never holds the page's only
// thread (rules/bot/remote). It is handed the game's log rather than a
// view, because a view cannot cross to another program; the far side
// replays the log and hands the level's bot the seat's view, as a session
// does. A session given a Thinker uses it for the seats whose level
// searches and decides in-process when it fails.
type Thinker interface {
	Think(l *rules.Log, seat rules.Seat, level string, seed rules.Seed) (rules.Move, error)
}

// SeedFrom draws a seed for one decision's Rand from r, so that a source
// shared by many decisions can give each its own.
func SeedFrom(r *rules.Rand) rules.Seed {
	var s rules.Seed
	for i := 0; i < len(s); i += 8 {
		binary.LittleEndian.PutUint64(s[i:], r.Uint64())
	}
	return s
}

// Decide is a session's decision for the seat of v, which plays at level
// ("" for a bot without one): t's, when t is given, the seat has a level
// that searches and t answers with one of p's moves; else b's, in-process
// (the random bot takes no time worth sending away). Either way the
// decision's randomness comes from seed alone, so that both decide alike.
// A Thinker that fails says so itself (it knows how it failed).
func Decide(t Thinker, l *rules.Log, level string, b Bot, v View, p rules.Prompt, seed rules.Seed) (rules.Move, error) {
	if _, instant := b.(Random); t != nil && level != "" && !instant {
		if m, err := t.Think(l, v.Seat(), level, seed); err == nil {
			if _, ok := p.Find(m); ok {
				return m, nil
			}
		}
	}
	return b.Choose(v, p, rules.NewRand(seed))
}
