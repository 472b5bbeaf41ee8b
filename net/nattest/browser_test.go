//go:build linux

// A browser in a home network: headless Chromium, in a namespace behind
// a symmetric NAT, plays a whole game against a native peer behind the
// other symmetric NAT, through the server's TURN relay. Chromium and its
// driver must share the home's namespace (DevTools listens on its
// loopback), so the test binary runs itself there as the driver.
package nattest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// driverRoom names the room the test binary joins as a browser driver.
const driverRoom = "MAJLIS_NAT_BROWSER_ROOM"

func TestMain(m *testing.M) {
	if room := os.Getenv(driverRoom); room != "" {
		out := driveBrowser(room)
		b, _ := json.Marshal(out)
		fmt.Printf("%s\n", b)
		if out.Error != "" {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// browserResult is what the driver prints when the page's game ends.
type browserResult struct {
	Hash  string `json:"hash"`
	Steps int    `json:"steps"`
	Error string `json:"error,omitempty"`
	// SetupMS is from the page's load to its table.
	SetupMS int64 `json:"setup_ms"`
}

// pageInfo is the part of the page's test hook (majlisTest()) read here.
type pageInfo struct {
	Screen string `json:"screen"`
	Step   int    `json:"step"`
	Hash   string `json:"hash"`
	Error  string `json:"error"`
	Note   string `json:"note"`
}

// driveBrowser opens the room's link in a headless Chromium that plays
// its seat by autoplay, and waits for the results.
func driveBrowser(room string) browserResult {
	base := "http://" + serverIP + ":8080"
	exe := os.Getenv("MAJLIS_CHROMIUM")
	if exe == "" {
		exe = "/usr/bin/chromium"
	}
	dir, err := os.MkdirTemp("", "majlis-nat-chromium")
	if err != nil {
		return browserResult{Error: err.Error()}
	}
	defer os.RemoveAll(dir)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.UserDataDir(dir),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-features", "WebRtcHideLocalIpsWithMdns,Translate"),
		chromedp.WindowSize(960, 600),
		// A public server is reached over https; this one, over plain
		// http, is given the same standing.
		chromedp.Flag("unsafely-treat-insecure-origin-as-secure", base),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 8*time.Minute)
	defer cancel()
	fail := func(what string, err error) browserResult {
		return browserResult{Error: fmt.Sprintf("%s: %v", what, err)}
	}
	// Settings first (a name, animations off), on the page's origin.
	if _, err := chromedp.Run(ctx, chromedp.Navigate(base+"/favicon.svg")); err != nil {
		return fail("open the server's page", err)
	}
	js := `localStorage.setItem("majlis.settings", JSON.stringify({name: "Browser", speed: 0})); true`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js)); err != nil {
		return fail("store settings", err)
	}
	t0 := time.Now()
	if _, err := chromedp.Run(ctx, chromedp.Navigate(base+"/?test=1&autoplay=1#"+room)); err != nil {
		return fail("open the room's link", err)
	}
	var out browserResult
	for {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.majlisTest ? majlisTest() : ""`))
		if err != nil {
			return fail("read the page", err)
		}
		var in pageInfo
		if s != "" {
			if err := json.Unmarshal([]byte(s), &in); err != nil {
				return fail("the page's test hook", err)
			}
		}
		if in.Error != "" {
			return browserResult{Error: "the page says: " + in.Error}
		}
		if in.Screen == "table" && out.SetupMS == 0 {
			out.SetupMS = time.Since(t0).Milliseconds()
		}
		if out.SetupMS == 0 && time.Since(t0) > 3*time.Minute {
			return browserResult{Error: fmt.Sprintf("no table after 3 minutes: the page shows %q (%s)", in.Screen, in.Note)}
		}
		if in.Screen == "results" {
			out.Hash, out.Steps = in.Hash, in.Step
			return out
		}
		select {
		case <-ctx.Done():
			return fail(fmt.Sprintf("no results (screen %q, step %d)", in.Screen, in.Step), ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}
