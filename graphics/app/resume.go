// Resume failures: a kept local game that cannot be carried on (a damaged
// file, a log its rules refuse) is reported in words and set aside where
// the platform can keep it, so that the next game does not overwrite it.
package app

import "majlis/rules"

// CurrentKeeper is a platform that can move a kept game that failed to
// resume out of the way instead of forgetting it (the desktop renames the
// file). SetAsideCurrent says where the data went.
type CurrentKeeper interface {
	SetAsideCurrent() (string, error)
}

// resumeFailed tells why the kept game was not resumed and opens the home
// screen (it returns nil, as resumeCurrent does when there is nothing to
// resume).
func resumeFailed(a *App, err error) screen {
	why := rules.Text(err.Error())
	if k, ok := a.cfg.Platform.(CurrentKeeper); ok {
		if where, kerr := k.SetAsideCurrent(); kerr == nil {
			a.say(a.tr.T("core.error.resume_kept", why, rules.Text(where)))
			return nil
		}
		// Not moved: it stays where it was and is tried again next time
		// (unless a new local game replaces it).
	} else {
		// Where nothing can be kept (a tab's storage), a game that cannot
		// be resumed is forgotten, or every reload would fail the same way.
		a.cfg.Platform.SaveCurrent(nil)
	}
	a.say(a.tr.T("core.error.resume", why))
	return nil
}
