//go:build !js

// Gealias at its own table in headless Chromium: a six-player table at the
// viewer's first prompt, with its targets on the table, and in a fight, at
// a turn with trades and at the results (games played natively, resumed at
// those moments). The
// whole game played by clicking is in gealias_game_test.go. Screenshots at
// 1280x800 and 390x844 go to build/test-out.
package web

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"majlis/rules"
	ge "majlis/rules/gealias"
	"majlis/rules/sim"
)

// TestBrowserGealiasSixPlayers opens a six-player table and takes its
// picture at the viewer's first prompt, at both sizes.
func TestBrowserGealiasSixPlayers(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&start=gealias:6&botdelay=1ms")
	in := waitFor(t, ctx, "my first prompt", 120*time.Second, func(in info) bool { return len(options(in)) > 0 })
	table := 0
	for _, o := range options(in) {
		if o.table {
			table++
		}
	}
	if table == 0 {
		t.Errorf("no option of the first prompt is on the table")
	}
	shots(t, ctx, "gealias-6p-first")
}

// TestBrowserGealiasSixPlayersScenes plays six-player games natively until
// they put the viewer (seat 0) to a fight and to a turn with trades in
// several rows (with the bank, another player, or the owner of the land),
// and photographs the table at those decisions and at the fight's game's
// results, by resuming the games saved at those moments.
func TestBrowserGealiasSixPlayersScenes(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	var fightLog, tradeLog, whole *rules.Log
	for index := 0; index < 20 && (fightLog == nil || tradeLog == nil); index++ {
		fight, trade := 0, 0
		out, err := sim.Play(sim.Game{Rules: ge.Game{}, Setup: rules.Setup{Game: ge.Game{}.ID(), Seats: 6, Options: map[string]string{"rounds": "10"}}, Seed: 7, Index: index, Record: true,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				d := st.(*ge.State).Decision()
				if d.Seat != 0 {
					return
				}
				rows := map[[3]int]bool{}
				for _, c := range d.Choices {
					switch c.Action {
					case ge.ActFight, ge.ActFightShare:
						if fight == 0 {
							fight = step
						}
					case ge.ActBank, ge.ActTrade, ge.ActAskBank:
						rows[[3]int{int(c.Action), int(c.Seat), int(c.Kind)}] = true
					}
				}
				if trade == 0 && len(rows) >= 2 {
					trade = step
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		if fight > 0 && fightLog == nil {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:fight]
			fightLog, whole = &cut, out.Log
		}
		if trade > 0 && tradeLog == nil {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:trade]
			tradeLog = &cut
		}
	}
	if fightLog == nil || tradeLog == nil {
		t.Fatalf("no six-player game in 20 put seat 0 to a fight (%v) or to trades in two rows (%v)", fightLog != nil, tradeLog != nil)
	}
	in := resumeLog(t, ctx, base, fightLog, "a fight")
	if onTable(in, "move:fight") == 0 {
		t.Errorf("the viewer's fight is not on the table: %v", options(in))
	}
	shots(t, ctx, "gealias-6p-fight")
	in = resumeLog(t, ctx, base, whole, "the results")
	if in.Screen != "results" {
		t.Errorf("the whole game resumed on the %s screen, not the results", in.Screen)
	}
	shots(t, ctx, "gealias-6p-results")
	in = resumeLog(t, ctx, base, tradeLog, "trades")
	if n := onTable(in, "move:bank:", "move:trade:", "move:askbank:"); n == 0 {
		t.Errorf("none of the viewer's trades is on the table: %v", options(in))
	} else {
		t.Logf("trades on the table at 1280x800: %d", n)
	}
	shots(t, ctx, "gealias-6p-trade")
}

// onTable counts the options on the table whose IDs start with a prefix.
func onTable(in info, prefixes ...string) int {
	n := 0
	for _, o := range options(in) {
		for _, p := range prefixes {
			if o.table && strings.HasPrefix(o.id, p) {
				n++
				break
			}
		}
	}
	return n
}
