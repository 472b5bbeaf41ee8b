//go:build !js && belaadshots

// Belaad screenshots that take long to reach, run by hand with
// -tags belaadshots (kept out of make test, which has a time budget):
// two-, three- (with the Order) and six-player tables in the viewer's
// battle turn and at the results, at 1280x800 and 390x844, and the
// main thread's time per frame of a busy six-player table.
//
//	MAJLIS_WEB_DIR=build/web xvfb-run -a go test -tags belaadshots -run TestBrowserBelaad ./web/
package web

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

// battleAndResults plays seats-player Belaad by clicking until the viewer
// is in a battle (screenshots), measures the frame time there when asked,
// then lets autoplay finish the game for the results' screenshots.
func battleAndResults(t *testing.T, seats int, frameTime bool) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+fmt.Sprintf("/?test=1&start=belaad:%d&botdelay=1ms", seats))
	waitFor(t, ctx, "the table", 90*time.Second, func(in info) bool { return in.Screen == "table" })
	in, _ := playBelaad(t, ctx, 10*time.Minute, inBattle)
	name := fmt.Sprintf("belaad-%dp", seats)
	if in.Screen != "results" {
		shots(t, ctx, name+"-battle")
		if frameTime {
			measureFrames(t, ctx)
		}
		// The rest of the game by autoplay: the reload resumes it.
		navigate(t, ctx, base+"/?test=1&autoplay=1&botdelay=1ms")
		waitFor(t, ctx, "the results screen", 10*time.Minute, func(in info) bool { return in.Screen == "results" })
	} else {
		t.Logf("%d players: the game ended before the viewer's battle turn", seats)
	}
	shots(t, ctx, name+"-results")
}

func TestBrowserBelaadTwoPlayers(t *testing.T)   { battleAndResults(t, 2, false) }
func TestBrowserBelaadThreePlayers(t *testing.T) { battleAndResults(t, 3, false) }
func TestBrowserBelaadSixPlayers(t *testing.T)   { battleAndResults(t, 6, true) }

// measureFrames moves the pointer between two targets of the table so
// that each move redraws it (the hover changes), and reports the main
// thread's busy time per frame.
func measureFrames(t *testing.T, ctx context.Context) {
	t.Helper()
	in, _ := read(t, ctx)
	opts := options(in)
	if len(opts) < 2 {
		t.Logf("frame time: fewer than two targets to hover")
		return
	}
	if _, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	busy := func() float64 {
		m, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range m.Metrics {
			if x.Name == "TaskDuration" {
				return x.Value
			}
		}
		return 0
	}
	f0, _ := read(t, ctx)
	b0, start := busy(), time.Now()
	for i := range 20 {
		o := opts[i%2]
		before, _ := read(t, ctx)
		if _, err := chromedp.Run(ctx, chromedp.MouseEvent(chromedp.MouseMoved, o.x, o.y)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "a redraw", 10*time.Second, func(in info) bool { return in.Frames > before.Frames })
	}
	f1, _ := read(t, ctx)
	b1 := busy()
	frames := f1.Frames - f0.Frames
	t.Logf("busy six-player table in the browser: %d frames in %.1f s, main thread busy %.1f ms per frame (SwiftShader, software GL)",
		frames, time.Since(start).Seconds(), 1000*(b1-b0)/float64(max(frames, 1)))
}

// TestBrowserBelaadAutoplayResults lets autoplay (random options, clicked
// through the same path as the mouse) finish a three-player game with the
// Order, for the results screen at both sizes.
func TestBrowserBelaadAutoplayResults(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&autoplay=1&start=belaad:3&botdelay=1ms")
	waitFor(t, ctx, "the table", 90*time.Second, func(in info) bool { return in.Screen == "table" })
	waitFor(t, ctx, "the results screen", 15*time.Minute, func(in info) bool { return in.Screen == "results" })
	shots(t, ctx, "belaad-3p-autoplay-results")
}
