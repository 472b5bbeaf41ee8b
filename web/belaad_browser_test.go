//go:build !js

// Belaad at its own table in headless Chromium: a whole two-player game
// against bots played by clicking table targets at their canvas
// coordinates (the prompt bar only for what has no target), with
// screenshots in its first battle turn and at the results at 1280x800 and
// 390x844; a six-player table's first turn; hot-seat hiding each hand
// until the pass screen is confirmed. The longer screenshot runs (three
// and six players in a battle, the frame time) are in
// belaad_shots_test.go, built with -tags belaadshots.
package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// resize sets the page's size and waits until the table has settled at
// it (no new frame for a while: the canvas follows the new size over a
// frame or two, and a page already at that size draws nothing new).
func resize(t *testing.T, ctx context.Context, w, h int64) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(w, h)); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	last, _ := read(t, ctx)
	for still := 0; still < 3; {
		time.Sleep(200 * time.Millisecond)
		in, _ := read(t, ctx)
		if in.Frames == last.Frames {
			still++
		} else {
			still = 0
		}
		last = in
		if time.Now().After(deadline) {
			t.Fatalf("the table never settled at %dx%d", w, h)
		}
	}
}

// shots takes a screenshot at 1280x800 and at 390x844 (a phone) and comes
// back to 1280x800.
func shots(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	// The pointer leaves the table first: the hover text and large card
	// of the last thing clicked would cover the picture (and a phone has
	// no pointer).
	if _, err := chromedp.Run(ctx, chromedp.MouseEvent(chromedp.MouseMoved, 1, 1)); err != nil {
		t.Fatal(err)
	}
	resize(t, ctx, 1280, 800)
	shot(t, ctx, name+"-1280x800.png")
	resize(t, ctx, 390, 844)
	shot(t, ctx, name+"-390x844.png")
	resize(t, ctx, 1280, 800)
}

type option struct {
	id    string
	x, y  float64
	table bool
}

func options(in info) []option {
	var out []option
	for _, b := range in.Buttons {
		if strings.HasPrefix(b.ID, "move:") {
			out = append(out, option{b.ID, b.Rect[0] + b.Rect[2]/2, b.Rect[1] + b.Rect[3]/2, b.Where == "table"})
		}
	}
	return out
}

// played counts how the viewer's options were answered.
type played struct{ table, bar int }

// playBelaad answers the viewer's prompts by clicking, on the table when
// the option has a target there, until stop says so or the results show.
// It prefers options that start battles (a military symbol, a team to
// attack), so that battles come soon.
func playBelaad(t *testing.T, ctx context.Context, deadline time.Duration, stop func(in info, opts []option) bool) (info, played) {
	t.Helper()
	var p played
	end := time.Now().Add(deadline)
	for k := 0; ; k++ {
		if time.Now().After(end) {
			t.Fatalf("after %d answers (%d on the table, %d in the bar) the game is still on", k, p.table, p.bar)
		}
		if k%50 == 0 {
			last, _ := read(t, ctx)
			t.Logf("%d answers so far, step %d", k, last.Step)
		}
		in := waitFor(t, ctx, "my prompt or the results", time.Until(end), func(in info) bool {
			return in.Screen == "results" || len(options(in)) > 0 || stop(in, nil)
		})
		opts := options(in)
		if in.Screen == "results" || stop(in, opts) {
			return in, p
		}
		var table []option
		for _, o := range opts {
			if o.table {
				table = append(table, o)
			}
		}
		pick := opts[k%len(opts)]
		if len(table) > 0 {
			pick = table[k%len(table)]
			for _, o := range table {
				if o.id == "move:sym:3" || strings.HasPrefix(o.id, "move:team:") || o.id == "move:reveal" {
					pick = o
				}
			}
			p.table++
		} else {
			p.bar++
		}
		click(t, ctx, pick.x, pick.y)
		waitFor(t, ctx, "the move "+pick.id, 60*time.Second, func(n info) bool { return n.Step > in.Step || n.Screen == "results" })
	}
}

func inBattle(_ info, opts []option) bool {
	for _, o := range opts {
		if o.id == "move:reveal" || o.id == "move:concede" {
			return true
		}
	}
	return false
}

// TestBrowserBelaadWholeGame plays a two-player game against a bot to the
// results by clicking table targets, with screenshots in its first battle
// turn and at the results.
func TestBrowserBelaadWholeGame(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&start=belaad:2&botdelay=1ms")
	waitFor(t, ctx, "the table", 90*time.Second, func(in info) bool { return in.Screen == "table" })
	battle := false
	var total played
	_, p := playBelaad(t, ctx, 12*time.Minute, func(in info, opts []option) bool {
		if !battle && inBattle(in, opts) {
			battle = true
			shots(t, ctx, "belaad-2p-battle")
		}
		return false
	})
	total.table += p.table
	total.bar += p.bar
	shots(t, ctx, "belaad-2p-results")
	t.Logf("a whole two-player game: %d answers clicked on the table, %d in the bar; a battle turn reached: %v", total.table, total.bar, battle)
	if total.table == 0 || total.table < 9*total.bar {
		t.Errorf("%d answers on the table and %d in the bar: want at least 90%% on the table", total.table, total.bar)
	}
}

// TestBrowserBelaadHotSeat: at a hot-seat table each hand stays hidden
// (no card, no hover text, no option) until its player confirms the pass
// screen.
func TestBrowserBelaadHotSeat(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1")
	in := waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("game:belaad")
		return ok
	})
	x, y, _, _ := in.button("game:belaad")
	click(t, ctx, x, y)
	in = waitFor(t, ctx, "Belaad picked", 10*time.Second, func(in info) bool {
		_, _, _, ok := in.button("hotseat")
		return ok
	})
	x, y, _, _ = in.button("hotseat")
	click(t, ctx, x, y)
	hidden := func(in info) bool {
		for _, b := range in.Buttons {
			if strings.HasPrefix(b.ID, "move:") {
				return false
			}
		}
		return true
	}
	for turn := range 3 {
		in = waitFor(t, ctx, "the pass screen", 60*time.Second, func(in info) bool {
			_, _, _, ok := in.button("reveal")
			return in.Screen == "table" && ok
		})
		if !hidden(in) {
			t.Fatalf("turn %d: the pass screen shows a hand or an option", turn)
		}
		if turn == 0 {
			shot(t, ctx, "belaad-hotseat-pass.png")
		}
		x, y, _, _ = in.button("reveal")
		click(t, ctx, x, y)
		// The test hook lists clickable things only: once the pass screen
		// is confirmed the player's options are (the hand's cards when
		// the question is which to play; the other player may first have
		// something else to answer, such as a card given to them).
		in = waitFor(t, ctx, "the options after the pass screen", 30*time.Second, func(in info) bool {
			return !hidden(in)
		})
		// Play on until the table passes to the other player.
		_, _ = playBelaad(t, ctx, 2*time.Minute, func(in info, _ []option) bool {
			_, _, _, ok := in.button("reveal")
			return ok
		})
	}
}

// TestBrowserBelaadFirstTurn opens a six-player table and takes its
// picture at the first prompt, at both sizes.
func TestBrowserBelaadFirstTurn(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&start=belaad:6&botdelay=1ms")
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
	shots(t, ctx, "belaad-6p-first")
}
