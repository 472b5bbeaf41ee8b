// Command game is Majlis's window: with no verb it opens the table (a
// desktop window, or the page's canvas under WebAssembly). For
// compatibility the native program also runs the verbs of cmd/majlis
// (sim, arena, replay, peer), which live in cmd/internal/verbs; on a
// machine without a display use cmd/majlis, which never imports
// Ebitengine. The browser build leaves them out.
//
// Built with -tags headless it needs no X11 or GL libraries and keeps only
// the verbs.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !isHelp(err) {
			fmt.Fprintln(os.Stderr, "game:", err)
		}
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || len(args[0]) > 0 && args[0][0] == '-' {
		return runClient(args)
	}
	return runVerb(args, stdout, stderr)
}
