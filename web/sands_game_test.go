//go:build !js

// Legend of the Burning Sands played whole in headless Chromium by
// clicking: a two-player game of five turns (the turn-limit option)
// against a bot, by table targets at their canvas coordinates (the prompt
// bar only for what has no target), with screenshots in the first battle,
// raid and duel of the viewer's and at the results; and a four-player
// table until the viewer's first battle. They run in make test: the whole
// game took 73 s once shapes were drawn from masks (it had not finished
// in fifteen minutes before, and was kept out). TestBrowserSandsScenes
// photographs the same moments by resuming saved games. The helpers
// shots, options and played are belaad_browser_test.go's.
package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// sandsMoment names the scene the viewer's options show, for screenshots.
func sandsMoment(opts []option) string {
	for _, o := range opts {
		switch {
		case strings.HasPrefix(o.id, "move:absorb-") || strings.HasPrefix(o.id, "move:engage") || strings.HasPrefix(o.id, "move:home:"):
			return "battle"
		case strings.HasPrefix(o.id, "move:face-down:") || strings.HasPrefix(o.id, "move:defend:") || o.id == "move:no-defender":
			return "raid"
		case o.id == "move:thrust" || o.id == "move:no-thrust" || strings.HasPrefix(o.id, "move:parry") || strings.HasPrefix(o.id, "move:thrust-card:") || o.id == "move:accept":
			return "duel"
		}
	}
	return ""
}

// sandsPick prefers what brings the game on (attacks, raids, duels,
// engaging, the first City Section) and otherwise passes, so that a whole
// game stays short; every pick is a table target when one is offered.
func sandsPick(opts []option, k int) (option, bool) {
	var table []option
	for _, o := range opts {
		if o.table {
			table = append(table, o)
		}
	}
	from := table
	if len(from) == 0 {
		from = opts
	}
	prefer := []string{"move:attack", "move:defender:", "move:declare", "move:commit:", "move:battle:", "move:engage",
		"move:raid", "move:raider:", "move:accept", "move:thrust", "move:absorb-", "move:copper:", "move:water:", "move:influence:"}
	for _, p := range prefer {
		for _, o := range from {
			if strings.HasPrefix(o.id, p) {
				return o, len(table) > 0
			}
		}
	}
	for _, p := range []string{"move:hero:", "move:pass", "move:done", "move:raid-done", "move:no-", "move:invites-done", "move:refuse"} {
		for _, o := range from {
			if o.id == p || strings.HasPrefix(o.id, p) {
				return o, len(table) > 0
			}
		}
	}
	return from[k%len(from)], len(table) > 0
}

// playSands answers the viewer's prompts by clicking until stop says so
// or the results show.
func playSands(t *testing.T, ctx context.Context, deadline time.Duration, stop func(in info, opts []option) bool) (info, played) {
	t.Helper()
	var p played
	end := time.Now().Add(deadline)
	for k := 0; ; k++ {
		if time.Now().After(end) {
			t.Fatalf("after %d answers (%d on the table, %d in the bar) the game is still on", k, p.table, p.bar)
		}
		if k%20 == 0 {
			last, _ := read(t, ctx)
			t.Logf("%s: %d answers so far, step %d, frames %d", time.Now().Format("15:04:05"), k, last.Step, last.Frames)
		}
		in := waitFor(t, ctx, "my prompt or the results", time.Until(end), func(in info) bool {
			return in.Screen == "results" || len(options(in)) > 0
		})
		opts := options(in)
		if in.Screen == "results" || stop(in, opts) {
			return in, p
		}
		pick, onTable := sandsPick(opts, k)
		if onTable {
			p.table++
		} else {
			p.bar++
		}
		click(t, ctx, pick.x, pick.y)
		waitFor(t, ctx, "the move "+pick.id, 60*time.Second, func(n info) bool { return n.Step > in.Step || n.Screen == "results" })
	}
}

// startSandsShort opens the home screen, picks Burning Sands, two players
// and the five-turn limit (the shortest whole game), and plays against a
// bot.
func startSandsShort(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	navigate(t, ctx, base+"/?test=1&botdelay=1ms")
	press := func(id string, cond func(info) bool) {
		t.Helper()
		in := waitFor(t, ctx, "the button "+id, 90*time.Second, func(in info) bool {
			_, _, _, ok := in.button(id)
			return ok
		})
		x, y, _, _ := in.button(id)
		click(t, ctx, x, y)
		waitFor(t, ctx, "the click on "+id, 30*time.Second, cond)
	}
	press("game:sands", func(in info) bool {
		_, _, _, ok := in.button("opt:turns")
		return ok
	})
	for seats := 4; seats > 2; seats-- {
		before, _ := read(t, ctx)
		press("seats-", func(in info) bool { return in.Frames > before.Frames })
	}
	before, _ := read(t, ctx)
	press("opt:turns", func(in info) bool { return in.Frames > before.Frames })
	press("play-bots", func(in info) bool { return in.Screen == "table" })
}

// TestBrowserSandsWholeGame plays a two-player game of five turns against
// a bot to the results by clicking, with screenshots of the first battle,
// raid and duel the viewer takes part in, and of the results.
func TestBrowserSandsWholeGame(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	startSandsShort(t, ctx, base)
	seen := map[string]bool{}
	_, p := playSands(t, ctx, 15*time.Minute, func(in info, opts []option) bool {
		if m := sandsMoment(opts); m != "" && !seen[m] {
			seen[m] = true
			shots(t, ctx, "sands-2p-"+m)
		}
		return false
	})
	shots(t, ctx, "sands-2p-results")
	t.Logf("a whole two-player game: %d answers clicked on the table, %d in the bar; scenes photographed: %v", p.table, p.bar, seen)
	if p.table == 0 || p.table < 9*p.bar {
		t.Errorf("%d answers on the table and %d in the bar: want at least 90%% on the table", p.table, p.bar)
	}
}

// TestBrowserSandsFourPlayers opens a four-player table, photographs its
// first prompt and plays on until the viewer's first battle (or sixty
// answers).
func TestBrowserSandsFourPlayers(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&start=sands:4&botdelay=1ms")
	in := waitFor(t, ctx, "my first prompt", 120*time.Second, func(in info) bool { return len(options(in)) > 0 })
	shots(t, ctx, "sands-4p-first")
	table := 0
	for _, o := range options(in) {
		if o.table {
			table++
		}
	}
	if table == 0 {
		t.Errorf("no option of the first prompt is on the table")
	}
	answered := 0
	in, _ = playSands(t, ctx, 6*time.Minute, func(in info, opts []option) bool {
		answered++
		return sandsMoment(opts) == "battle" || answered > 60
	})
	if sandsMoment(options(in)) == "battle" {
		shots(t, ctx, "sands-4p-battle")
	} else {
		t.Logf("no battle of the viewer's in its first %d answers: no battle picture", answered)
	}
}
