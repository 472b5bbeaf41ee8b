//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"majlis/cmd/internal/verbs"
)

// runVerb runs one of cmd/majlis's verbs, or says what there is.
func runVerb(args []string, stdout, stderr io.Writer) error {
	if args[0] == "help" {
		fmt.Fprint(stdout, "usage:\n  game                         open the table (game -h lists its flags)\n"+strings.TrimPrefix(verbs.Usage("game"), "usage:\n"))
		return nil
	}
	return verbs.Run("game", args, stdout, stderr)
}

// isHelp reports whether err is a -h's, whose usage is already printed.
func isHelp(err error) bool { return errors.Is(err, flag.ErrHelp) }
