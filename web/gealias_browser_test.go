//go:build !js

// Gealias at its own table in headless Chromium: a six-player table at the
// viewer's first prompt, with its targets on the table, and in a fight and
// at the results (a game played natively, resumed at those moments). The
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
// one puts the viewer (seat 0) to a fight, and photographs the table at
// that decision and at the game's results, by resuming the game saved at
// those moments.
func TestBrowserGealiasSixPlayersScenes(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	for index := 0; index < 20; index++ {
		fight := 0
		out, err := sim.Play(sim.Game{Rules: ge.Game{}, Setup: rules.Setup{Game: ge.Game{}.ID(), Seats: 6, Options: map[string]string{"rounds": "10"}}, Seed: 7, Index: index, Record: true,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				d := st.(*ge.State).Decision()
				if fight > 0 || d.Seat != 0 {
					return
				}
				for _, c := range d.Choices {
					if c.Action == ge.ActFight || c.Action == ge.ActFightShare {
						fight = step
					}
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		if fight == 0 {
			continue
		}
		cut := *out.Log
		cut.Steps = out.Log.Steps[:fight]
		in := resumeLog(t, ctx, base, &cut, "a fight")
		fights := 0
		for _, o := range options(in) {
			if o.table && strings.HasPrefix(o.id, "move:fight") {
				fights++
			}
		}
		if fights == 0 {
			t.Errorf("the viewer's fight is not on the table: %v", options(in))
		}
		shots(t, ctx, "gealias-6p-fight")
		in = resumeLog(t, ctx, base, out.Log, "the results")
		if in.Screen != "results" {
			t.Errorf("the whole game resumed on the %s screen, not the results", in.Screen)
		}
		shots(t, ctx, "gealias-6p-results")
		return
	}
	t.Fatal("no six-player game in 20 put seat 0 to a fight")
}
