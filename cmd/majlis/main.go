// Command majlis runs Majlis without a window: the simulator, replays and headless networked peers. It never imports
// Ebitengine, so it needs no display, no X11 or GL libraries and no build
// tag (cmd/game is the window):
//
//	majlis sim -game ID -players N [-games K] [-seed S] [-opt KEY=VALUE] [-save DIR] [-show] [-json]
//	majlis replay FILE
//	majlis peer -signal ws://HOST:PORT/ws (-create -game ID -players N [-bots N] | -join CODE)
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"majlis/cmd/internal/verbs"
)

func main() {
	if err := verbs.Run("majlis", os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "majlis:", err)
		}
		os.Exit(1)
	}
}
