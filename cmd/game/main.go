// Command game is Majlis: with no verb it opens the table (a desktop window,
// or the page's canvas under WebAssembly); its verbs run without a window:
//
//	game sim -game ID -players N [-games K] [-seed S] [-opt KEY=VALUE] [-save DIR] [-show] [-json]
//	game replay FILE
//	game peer  -signal ws://HOST:PORT/ws (-create -game ID -players N [-bots N] | -join CODE)
//
// Built with -tags headless it needs no X11 or GL libraries and keeps only
// the verbs.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "game:", err)
		}
		os.Exit(1)
	}
}

const usage = `usage:
  game                         open the table
  game sim -game ID -players N [-games K] [-seed S] [-opt KEY=VALUE] [-first SEAT] [-save DIR] [-show] [-json]
  game replay FILE             verify a saved game hash by hash
  game peer -signal URL (-create -game ID -players N [-bots N] [-seed S] | -join CODE)
                               play a networked seat with the random bot
  game help                    this text
`

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || len(args[0]) > 0 && args[0][0] == '-' {
		return runClient(args)
	}
	switch args[0] {
	case "sim":
		return runSim(args[1:], stdout, stderr)
	case "replay":
		return runReplay(args[1:], stdout, stderr)
	case "peer":
		return runPeer(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("unknown verb %q", args[0])
}
