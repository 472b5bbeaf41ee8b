// Command botworker is the bots' program in the browser: web/botworker.js
// runs it in a Web Worker, where a search may take all the time it needs
// without holding the page's thread. The page's client sends it decisions
// (rules/bot/remote's requests, as JSON strings) and gets back moves.
// Natively the bots think inside the program that plays, so here it only
// says where it belongs.
package main

import (
	"majlis/rules/bot/remote"
	"majlis/rules/games"
)

func main() {
	serve(remote.NewDesk(games.Lookup))
}
