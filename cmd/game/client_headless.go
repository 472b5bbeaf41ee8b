//go:build headless

// This build has no window: it was compiled with -tags headless so that the
// verbs run on machines without X11 or GL libraries.
package main

import "errors"

func runClient([]string) error {
	return errors.New("this binary was built with -tags headless and has no window; use a verb (game help), or build without the tag")
}
