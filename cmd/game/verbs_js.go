package main

import (
	"fmt"
	"io"
)

// runVerb refuses: a page has no command line, and leaving the verbs out
// keeps them (and the flag and tabwriter packages) out of the download.
func runVerb(args []string, _, _ io.Writer) error {
	return fmt.Errorf("%q: the verbs run from a command line (cmd/majlis), not in the browser", args[0])
}

// isHelp is false: a page has no flags to ask for help with (and naming
// flag.ErrHelp would link the flag package after all).
func isHelp(error) bool { return false }
