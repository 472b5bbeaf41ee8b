package web

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserScreensAtSizes lays out every screen a newcomer meets at a
// phone held upright (390×844), a small window (800×600) and a laptop
// (1280×800): home, How to play, settings, the name before an online
// table, the lobby, and a table against bots. Every button is on the
// screen and, as a touch target, at least 40 CSS pixels each way; a
// screenshot of each is written (screens-*.png) to be looked at.
func TestBrowserScreensAtSizes(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	for _, sz := range [][2]int{{390, 844}, {800, 600}, {1280, 800}} {
		w, h := sz[0], sz[1]
		name := func(screen string) string { return fmt.Sprintf("screens-%s-%dx%d.png", screen, w, h) }
		if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(int64(w), int64(h))); err != nil {
			t.Fatal(err)
		}
		navigate(t, ctx, base+"/?test=1")
		check := func(in info) {
			t.Helper()
			for _, b := range in.Buttons {
				x, y, bw, bh := b.Rect[0], b.Rect[1], b.Rect[2], b.Rect[3]
				if x < -0.5 || y < -0.5 || x+bw > float64(w)+0.5 || y+bh > float64(h)+0.5 {
					t.Errorf("%dx%d %s: %s at %v is off the screen", w, h, in.Screen, b.ID, b.Rect)
				}
				if min(bw, bh) < 39.5 && !strings.HasPrefix(b.ID, "tip:") {
					t.Errorf("%dx%d %s: %s is %.0f×%.0f, under 40 pixels", w, h, in.Screen, b.ID, bw, bh)
				}
			}
		}
		go_ := func(in info, id, want string) info {
			t.Helper()
			x, y, _, ok := in.button(id)
			if !ok {
				t.Fatalf("%dx%d: no %s on the %s screen", w, h, id, in.Screen)
			}
			click(t, ctx, x, y)
			return waitFor(t, ctx, want, 30*time.Second, func(in info) bool {
				_, _, _, ok := in.button("")
				return in.Screen == want && ok
			})
		}
		in := waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
			_, _, _, ok := in.button("play-bots")
			return in.Screen == "home" && ok
		})
		check(in)
		shot(t, ctx, name("home"))
		in = go_(in, "help:ayubistan", "howto")
		check(in)
		shot(t, ctx, name("howto"))
		in = go_(in, "back", "home")
		in = go_(in, "settings", "settings")
		check(in)
		shot(t, ctx, name("settings"))
		in = go_(in, "done", "home")
		in = go_(in, "create", "name")
		check(in)
		shot(t, ctx, name("name"))
		in = go_(in, "name-ok", "lobby")
		in = waitFor(t, ctx, "the lobby's code", 30*time.Second, func(in info) bool { return in.Code != "" })
		check(in)
		shot(t, ctx, name("lobby"))
		in = go_(in, "leave", "home")
		in = go_(in, "play-bots", "table")
		in = waitFor(t, ctx, "a prompt", 60*time.Second, func(in info) bool {
			_, _, _, ok := in.button("move:")
			return ok
		})
		check(in)
		shot(t, ctx, name("table"))
		// Leaving a game against bots asks first.
		in = go_(in, "leave", "table")
		go_(in, "leave", "home")
	}
}
