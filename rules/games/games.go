// Package games lists every game Majlis plays, by id. It is the one place
// that knows them all; the client, the simulator and the sessions look
// games up here.
package games

import (
	"fmt"
	"strings"

	"majlis/rules"
	"majlis/rules/ayubistan"
	"majlis/rules/belaad"
	"majlis/rules/bellum"
	"majlis/rules/gealias"
	"majlis/rules/sands"
)

// All returns the games in the order the home screen shows them.
func All() []rules.Game {
	return []rules.Game{
		belaad.Game{},
		ayubistan.Game{},
		bellum.Game{},
		gealias.Game{},
		sands.Game{},
	}
}

// Lookup finds a game by id.
func Lookup(id string) (rules.Game, error) {
	ids := []string{}
	for _, g := range All() {
		if g.ID() == id {
			return g, nil
		}
		ids = append(ids, g.ID())
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", id, strings.Join(ids, ", "))
}
