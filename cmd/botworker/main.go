// Command botworker is the bots' program in the browser: web/botworker.js
// runs it in a Web Worker, where a search may take all the time it needs
// without holding the page's thread. The page's client sends it decisions
// (rules/bot/remote's requests, as JSON strings) and gets back moves.
// Natively the bots think inside the program that plays, so here it only
// says where it belongs.
package main

import (
	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/bot/remote"
	"majlis/rules/games"
)

// rehearsalIterations is the search of each game's rehearsal
// (bot.Rehearse), a tenth of a normal decision: enough for the browser to
// find the search and the game's rules hot and compile them for speed.
const rehearsalIterations = bot.NormalIterations / 10

func main() {
	serve(remote.NewDesk(games.Lookup), games.All())
}

// rehearsalOrder is the order in which the worker rehearses the games:
// first the one the page named (its home screen's, or its table's), then
// the others as all lists them. A name of no game changes nothing.
func rehearsalOrder(all []rules.Game, first string) []rules.Game {
	order := make([]rules.Game, 0, len(all))
	for _, g := range all {
		if g.ID() == first {
			order = append(order, g)
		}
	}
	for _, g := range all {
		if g.ID() != first {
			order = append(order, g)
		}
	}
	return order
}
