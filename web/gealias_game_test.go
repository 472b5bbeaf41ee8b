//go:build !js

// A whole two-player game of Gealias (10 rounds) against a bot in
// headless Chromium, set up on the home screen and played by clicking
// table targets at their canvas coordinates (the prompt bar only for what
// has no target), with screenshots just after the viewer's first fight and
// at the results, at 1280x800 and 390x844. It runs in make test: 86 s and
// 88 answers, all on the table, once shapes were drawn from masks (it
// answered about one prompt in 20 s before, and was kept out).
//
//	MAJLIS_WEB_DIR=build/web xvfb-run -a go test -run TestBrowserGealiasWholeGame ./web/
package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// homeClick clicks the home screen's button id once it shows.
func homeClick(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	in := waitFor(t, ctx, "the button "+id, 30*time.Second, func(in info) bool {
		_, _, got, ok := in.button(id)
		return ok && got == id
	})
	x, y, _, _ := in.button(id)
	click(t, ctx, x, y)
	waitFor(t, ctx, "a frame after "+id, 30*time.Second, func(n info) bool { return n.Frames > in.Frames })
}

// pickGealias chooses the answer to click: an intersection to build on
// when the main phase offers one, else the end of the turn (so that a
// refused offer is not made forever); a fight whenever one is offered;
// otherwise the table's options in turn.
func pickGealias(opts []option, k int) (option, bool) {
	var table []option
	end := -1
	for _, o := range opts {
		if o.table {
			table = append(table, o)
		}
		if o.id == "move:end" {
			end = len(table) - 1
		}
	}
	if len(table) == 0 {
		return opts[k%len(opts)], false
	}
	for _, o := range table {
		if o.id == "move:fight" || strings.HasPrefix(o.id, "move:fight:") {
			return o, true
		}
	}
	if end >= 0 {
		for _, o := range table {
			if strings.HasPrefix(o.id, "move:tent:") || strings.HasPrefix(o.id, "move:upgrade:") {
				return o, true
			}
		}
		return table[end], true
	}
	return table[k%len(table)], true
}

// TestBrowserGealiasWholeGame plays a two-player, 10-round game against a
// bot to the results by clicking table targets.
func TestBrowserGealiasWholeGame(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&botdelay=1ms")
	homeClick(t, ctx, "game:gealias")
	// From the default four players down to two, and from 60 rounds
	// through 30 and 100 to 10, the short game.
	homeClick(t, ctx, "seats-")
	homeClick(t, ctx, "seats-")
	for range 3 {
		homeClick(t, ctx, "opt:rounds")
	}
	shot(t, ctx, "gealias-home-1280x800.png")
	// A small window while playing: SwiftShader draws every changed
	// frame in software. The screenshots resize to their sizes.
	resize(t, ctx, 960, 600)
	homeClick(t, ctx, "play-bots")
	waitFor(t, ctx, "the table", 90*time.Second, func(in info) bool { return in.Screen == "table" })
	var p played
	fought := false
	end := time.Now().Add(20 * time.Minute)
	for k := 0; ; k++ {
		if time.Now().After(end) {
			t.Fatalf("after %d answers (%d on the table, %d in the bar) the game is still on", k, p.table, p.bar)
		}
		in := waitFor(t, ctx, "my prompt or the results", time.Until(end), func(in info) bool {
			return in.Screen == "results" || len(options(in)) > 0
		})
		if in.Screen == "results" {
			break
		}
		if k < 5 || k%20 == 0 {
			t.Logf("%s: %d answers so far (%d on the table, %d in the bar), step %d", time.Now().Format("15:04:05"), k, p.table, p.bar, in.Step)
		}
		pick, onTable := pickGealias(options(in), k)
		if onTable {
			p.table++
		} else {
			p.bar++
		}
		click(t, ctx, pick.x, pick.y)
		next := waitFor(t, ctx, "the move "+pick.id, 60*time.Second, func(n info) bool { return n.Step > in.Step || n.Screen == "results" })
		if !fought && next.Screen == "table" && (pick.id == "move:fight" || strings.HasPrefix(pick.id, "move:fight:")) {
			fought = true
			shots(t, ctx, "gealias-2p-fight")
		}
	}
	shots(t, ctx, "gealias-2p-results")
	t.Logf("a whole two-player game: %d answers clicked on the table, %d in the bar; a fight of the viewer's reached: %v", p.table, p.bar, fought)
	if p.table == 0 || p.table < 9*p.bar {
		t.Errorf("%d answers on the table and %d in the bar: want at least 90%% on the table", p.table, p.bar)
	}
}
