//go:build !js

// Gealias at its own table in headless Chromium: a six-player table at the
// viewer's first prompt, with its targets on the table. The whole game
// played by clicking is in gealias_game_test.go. Screenshots at 1280x800
// and 390x844 go to build/test-out.
package web

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
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
