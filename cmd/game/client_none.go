//go:build !headless

// Until the window lands (cmd/game/client.go), the program has only its
// verbs. The client's author deletes this file when adding client.go.
package main

import "errors"

func runClient([]string) error {
	return errors.New("the window is not part of this build yet; use a verb (game help)")
}
