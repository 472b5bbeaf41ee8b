//go:build !js

// The bots' Web Worker, when it cannot run (here bot.wasm is not served):
// the page says so on the console and its bots think on the page, so the
// game goes on.
package web

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

func TestBrowserBotsWithoutTheirWorker(t *testing.T) {
	// The built client, less bot.wasm.
	dir, web := t.TempDir(), webDir(t)
	files, err := os.ReadDir(web)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !strings.HasPrefix(f.Name(), "bot.wasm") {
			if err := os.Symlink(filepath.Join(web, f.Name()), filepath.Join(dir, f.Name())); err != nil {
				t.Fatal(err)
			}
		}
	}
	base := serve(t, dir)
	ctx := tab(t, browser(t, base))
	warned := make(chan string, 1)
	chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*runtime.EventConsoleAPICalled); ok && ev.Type == runtime.ConsoleAPICalledTypeWarning {
			for _, a := range ev.Args {
				if s := string(a.Value); strings.Contains(s, "bots think on the page") {
					select {
					case warned <- s:
					default:
					}
				}
			}
		}
	})
	if _, err := chromedp.Call(ctx, runtime.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	setSpeed(t, ctx, base, 0)
	// Normal bots, as a first visit has them.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`localStorage.setItem("majlis.settings", JSON.stringify({name: "Tester", speed: 0})); true`)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&autoplay=1&botdelay=0s")
	in := waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("play-bots")
		return in.Screen == "home" && ok
	})
	select {
	case s := <-warned:
		t.Logf("the page said: %s", s)
	case <-time.After(30 * time.Second):
		t.Fatal("the page did not say that its bots think on the page")
	}
	x, y, _, _ := in.button("play-bots")
	click(t, ctx, x, y)
	waitFor(t, ctx, "the table", 30*time.Second, func(in info) bool { return in.Screen == "table" })
	// A few decisions that searched, all on the page.
	deadline := time.Now().Add(2 * time.Minute)
	for {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`majlisThinks()`))
		if err != nil {
			t.Fatal(err)
		}
		var thinks [][3]float64
		if err := json.Unmarshal([]byte(s), &thinks); err != nil {
			t.Fatalf("think log %q: %v", s, err)
		}
		thinks = slices.DeleteFunc(thinks, func(th [3]float64) bool { return th[1]-th[0] < 5 })
		if len(thinks) >= 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d searching bot decisions within 2 minutes without the worker", len(thinks))
		}
		time.Sleep(200 * time.Millisecond)
	}
	far, err := chromedp.Run(ctx, chromedp.Evaluate[int](`majlisWorkerDecisions()`))
	if err != nil {
		t.Fatal(err)
	}
	if far != 0 {
		t.Errorf("a blocked worker answered %d decisions", far)
	}
	if in, _ := read(t, ctx); in.Error != "" {
		t.Errorf("the page shows an error: %s", in.Error)
	}
}
