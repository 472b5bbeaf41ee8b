// Package verbs holds the commands that run without a window — sim, replay,
// peer and arena — shared by cmd/majlis (which never imports Ebitengine and
// so runs anywhere, with no display and no build tag) and cmd/game (the
// window, which keeps the verbs for compatibility by calling Run).
package verbs

import (
	"fmt"
	"io"
	"strings"
)

// Usage is the verbs' help text, naming the program as prog.
func Usage(prog string) string {
	return strings.ReplaceAll(`usage:
  PROG sim -game ID -players N [-games K] [-seed S] [-opt KEY=VALUE] [-first SEAT] [-save DIR] [-show] [-json] [-bots LEVEL,...]
  PROG arena -game ID -players N [-bots LEVEL,LEVEL...] [-games K] [-seed S] [-opt KEY=VALUE] [-json]
                               bots against bots, seats rotated: win rates and think times
  PROG replay FILE             verify a saved game hash by hash
  PROG peer -signal URL (-create -game ID -players N [-bots N] [-seed S] | -join CODE) [-level LEVEL]
                               play a networked seat with a bot (the random bot by default)
  PROG help                    this text
`, "PROG", prog)
}

// Run runs the verb args[0] with its arguments; prog names the program in
// messages.
func Run(prog string, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, Usage(prog))
		return fmt.Errorf("a verb is needed")
	}
	switch args[0] {
	case "sim":
		return runSim(args[1:], stdout, stderr)
	case "arena":
		return runArena(args[1:], stdout, stderr)
	case "replay":
		return runReplay(prog, args[1:], stdout, stderr)
	case "peer":
		return runPeer(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, Usage(prog))
		return nil
	}
	fmt.Fprint(stderr, Usage(prog))
	return fmt.Errorf("unknown verb %q", args[0])
}
