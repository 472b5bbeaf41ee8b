package bot

import (
	"fmt"
	"strings"
)

// Levels are the strengths a player chooses for a bot seat, weakest first.
var Levels = []string{"easy", "normal", "hard"}

// Budgets of the search levels, in iterations per decision, so that a
// level plays alike on every machine and is repeatable from a seed. A
// normal decision measured about 0.2 s natively on a loaded 2-core machine
// (arena's think times); in headless Chromium on that machine, at a load
// of 12 runnable tasks per core, a normal Ayubistan decision at four
// players took 3.0 s on average (web's TestBrowserBotLevelsAndFrames).
const (
	NormalIterations = 200
	HardIterations   = 1000
	// PlayoutDepth cuts playouts off where the game can estimate its
	// scores (Estimator); elsewhere playouts run to the end.
	PlayoutDepth = 40
)

// ForLevel returns the bot that plays at level: "easy" is the random bot,
// honestly named; "normal" and "hard" search. "random" is accepted for
// "easy".
func ForLevel(level string) (Bot, error) {
	switch strings.ToLower(level) {
	case "easy", "random":
		return Random{}, nil
	case "normal":
		return Search{Label: "normal", Iterations: NormalIterations, Depth: PlayoutDepth}, nil
	case "hard":
		return Search{Label: "hard", Iterations: HardIterations, Depth: PlayoutDepth}, nil
	case CheatLevel:
		// The cheat reads the whole state: tournaments only (Omniscient).
		return nil, fmt.Errorf("bot level %q is for tournaments only, never a seat of a game (levels: %s)", level, strings.Join(Levels, ", "))
	}
	return nil, fmt.Errorf("unknown bot level %q (levels: %s)", level, strings.Join(Levels, ", "))
}
