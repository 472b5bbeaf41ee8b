//go:build !js

// Browser end-to-end tests: the web client served by cmd/signal, driven in
// headless Chromium with chromedp. They run in a network namespace that
// has nothing but loopback (TESTING.md): TestMain re-executes the test
// binary under `unshare -n` when it is not in one already.
//
// Needs: chromium (MAJLIS_CHROMIUM overrides /usr/bin/chromium), root and
// unshare for the namespace. MAJLIS_WEB_DIR names a built web client
// (web/build.sh); without it the test builds one. Screenshots go to
// MAJLIS_TEST_OUT (default build/test-out). Without the tools the tests
// skip saying why, except under CI=true, where they fail.
package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"majlis/net/signal"
)

func TestMain(m *testing.M) {
	if os.Getenv("MAJLIS_NETNS") == "" && !onlyLoopback() {
		if why := reexecInNetns(); why != "" {
			// Tests will skip (or fail under CI) with this reason.
			os.Setenv("MAJLIS_NO_NETNS", why)
		}
	}
	os.Exit(m.Run())
}

// onlyLoopback reports whether this network namespace has no interface
// but lo.
func onlyLoopback() bool {
	ents, err := os.ReadDir("/sys/class/net")
	if err != nil {
		return false
	}
	for _, e := range ents {
		if e.Name() != "lo" {
			return false
		}
	}
	return true
}

// reexecInNetns runs this test binary again in a fresh network namespace
// and exits with its status; it returns why it could not.
func reexecInNetns() string {
	if os.Geteuid() != 0 {
		return "not root: cannot make a loopback-only network namespace"
	}
	if _, err := exec.LookPath("unshare"); err != nil {
		return "no unshare: cannot make a loopback-only network namespace"
	}
	args := append([]string{"-n", "sh", "-c", `ip link set lo up && exec "$0" "$@"`, os.Args[0]}, os.Args[1:]...)
	cmd := exec.Command("unshare", args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), "MAJLIS_NETNS=1", "GOPROXY=off", "GOFLAGS=-mod=readonly")
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			os.Exit(ee.ExitCode())
		}
		return "unshare failed: " + err.Error()
	}
	os.Exit(0)
	return ""
}

// need skips (or fails under CI=true) when a tool is missing.
func need(t testing.TB, why string) {
	t.Helper()
	if why == "" {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("browser test cannot run: %s", why)
	}
	t.Skipf("browser test skipped: %s", why)
}

func repoRoot(t testing.TB) string {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Dir(wd)
}

func outDir(t *testing.T) string {
	d := os.Getenv("MAJLIS_TEST_OUT")
	if d == "" {
		d = filepath.Join(repoRoot(t), "build", "test-out")
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		t.Fatal(err)
	}
	return d
}

// server builds (when needed) and serves the web client with cmd/signal
// on a loopback port; it returns the base URL.
func server(t testing.TB) string {
	t.Helper()
	return serve(t, webDir(t))
}

// webDir is the built web client: MAJLIS_WEB_DIR's, or one built now.
func webDir(t testing.TB) string {
	t.Helper()
	need(t, os.Getenv("MAJLIS_NO_NETNS"))
	chromium := chromiumPath()
	if _, err := os.Stat(chromium); err != nil {
		need(t, "no Chromium at "+chromium+" (install chromium, or set MAJLIS_CHROMIUM)")
	}
	root := repoRoot(t)
	dir := os.Getenv("MAJLIS_WEB_DIR")
	if dir == "" {
		dir = t.TempDir()
		cmd := exec.Command(filepath.Join(root, "web", "build.sh"), dir)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("web/build.sh: %v\n%s", err, out)
		}
	} else if !filepath.IsAbs(dir) {
		// A relative MAJLIS_WEB_DIR names a folder of the repository, as
		// `make browser` passes it; the test itself runs inside web/.
		dir = filepath.Join(root, dir)
	}
	return dir
}

// serve runs cmd/signal on a loopback port with its pages from dir and
// returns the base URL.
func serve(t testing.TB, dir string) string {
	t.Helper()
	root := repoRoot(t)
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		t.Fatalf("no built web client in %s: %v", dir, err)
	}
	bin := filepath.Join(t.TempDir(), "signal")
	build := exec.Command("go", "build", "-o", bin, "./cmd/signal")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build cmd/signal: %v\n%s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	// The server pings every two seconds and closes a connection silent
	// for four, so that every online test shows the browser answering
	// pings by itself (a member dropped mid-test would fail it).
	args := []string{"-addr", addr, "-web", dir, "-silence", "4s"}
	if os.Getenv("MAJLIS_CONSOLE") == "1" {
		args = append(args, "-v")
	}
	srv := exec.Command(bin, args...)
	srv.Stderr = os.Stderr
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Process.Kill(); srv.Wait() })
	base := "http://" + addr
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get(base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("cmd/signal did not answer on %s: %v", addr, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	return base
}

func chromiumPath() string {
	if p := os.Getenv("MAJLIS_CHROMIUM"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
}

// browser starts a headless Chromium for the pages of base; each tab is a
// new context from it.
func browser(t testing.TB, base string) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath()),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("allow-loopback-in-peer-connection", true),
		chromedp.Flag("disable-features", "WebRtcHideLocalIpsWithMdns,Translate"),
		chromedp.WindowSize(1280, 800),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	bctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	if _, err := chromedp.Run(bctx, chromedp.Evaluate[bool]("true")); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	// Without camera or microphone permission Chromium offers WebRTC only
	// a candidate on the default route, which a namespace with nothing but
	// lo lacks (found by the networking engineer, net/lockstep).
	for _, perm := range []string{"camera", "microphone"} {
		if _, err := chromedp.CallBrowser(bctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: perm}, Setting: cdpbrowser.PermissionSettingGranted, Origin: base}); err != nil {
			t.Fatalf("grant %s: %v", perm, err)
		}
	}
	return bctx
}

func tab(t testing.TB, b context.Context) context.Context {
	ctx, cancel := chromedp.NewContext(b)
	t.Cleanup(cancel)
	if os.Getenv("MAJLIS_CONSOLE") == "1" {
		// The page's console, for debugging a failing test.
		chromedp.Listen(ctx, func(ev any) {
			switch ev := ev.(type) {
			case *runtime.EventConsoleAPICalled:
				var parts []string
				for _, a := range ev.Args {
					parts = append(parts, string(a.Value))
				}
				t.Logf("console: %s", strings.Join(parts, " "))
			case *runtime.EventExceptionThrown:
				t.Logf("exception: %s", ev.ExceptionDetails.Text)
			}
		})
		if _, err := chromedp.Call(ctx, runtime.Enable, cdp.Empty{}); err != nil {
			t.Fatal(err)
		}
	}
	return ctx
}

// info is what the page's test hook tells.
type info struct {
	Screen  string `json:"screen"`
	Seat    int    `json:"seat"`
	Step    int    `json:"step"`
	Done    bool   `json:"done"`
	Hash    string `json:"hash"`
	Code    string `json:"code"`
	Frames  uint64 `json:"frames"`
	Pressed bool   `json:"pressed"`
	Error   string `json:"error"`
	Note    string `json:"note"`
	// Rehearsed names the games whose tables the home screen rehearsed.
	Rehearsed []string `json:"rehearsed"`
	Buttons   []struct {
		ID    string     `json:"id"`
		Rect  [4]float64 `json:"rect"`
		Where string     `json:"where"` // for a prompt's option: "table" or "bar"
	} `json:"buttons"`
}

func (in info) button(prefix string) (x, y float64, id string, ok bool) {
	for _, b := range in.Buttons {
		if strings.HasPrefix(b.ID, prefix) {
			return b.Rect[0] + b.Rect[2]/2, b.Rect[1] + b.Rect[3]/2, b.ID, true
		}
	}
	return 0, 0, "", false
}

func read(t *testing.T, ctx context.Context) (info, bool) {
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.majlisTest ? majlisTest() : ""`))
	if err != nil || s == "" {
		return info{}, false
	}
	var in info
	if err := json.Unmarshal([]byte(s), &in); err != nil {
		t.Fatalf("test hook: %v", err)
	}
	return in, true
}

// waitFor polls the page's hook until cond holds.
func waitFor(t *testing.T, ctx context.Context, what string, d time.Duration, cond func(info) bool) info {
	t.Helper()
	deadline := time.Now().Add(d)
	var last info
	for {
		if in, ok := read(t, ctx); ok {
			last = in
			if in.Error != "" {
				dumpLogs(t, ctx)
				t.Fatalf("waiting for %s: the table reports %s", what, in.Error)
			}
			if cond(in) {
				return in
			}
		}
		if time.Now().After(deadline) {
			dumpLogs(t, ctx)
			t.Fatalf("timed out waiting for %s (last: screen %q step %d %s)", what, last.Screen, last.Step, last.Note)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// dumpLogs prints the page's console (kept by the loader under ?test=1).
func dumpLogs(t *testing.T, ctx context.Context) {
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(window.majlisLogs || []).join("\n")`))
	if err == nil && s != "" {
		t.Logf("page console:\n%s", s)
	}
}

// click presses and releases the mouse at (x, y) in CSS pixels, waiting
// for the client to see the button down so the release is a click.
func click(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	// A previous click's release must have been seen first.
	waitFor(t, ctx, "the button to be up", 10*time.Second, func(in info) bool { return !in.Pressed })
	if _, err := chromedp.Run(ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the press to register", 10*time.Second, func(in info) bool { return in.Pressed })
	if _, err := chromedp.Run(ctx, chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
		t.Fatal(err)
	}
}

func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	p := filepath.Join(outDir(t), name)
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s", p)
}

func navigate(t testing.TB, ctx context.Context, url string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate %s: %v", url, err)
	}
}

// setSpeed stores the animation speed in the page's settings (0: off), so
// a whole game runs quickly; the bots of a game against bots play at
// random (the easy level), as the tests are about the table.
func setSpeed(t *testing.T, ctx context.Context, base string, speed int) {
	navigate(t, ctx, base+"/favicon.svg")
	js := fmt.Sprintf(`localStorage.setItem("majlis.settings", JSON.stringify({name: "Tester", speed: %d, bot_levels: ["easy", "easy", "easy", "easy", "easy"]})); true`, speed)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js)); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserHomeAndOneTurn loads the page, measures the time to the first
// interactive frame, checks that an idle screen is not redrawn, opens a
// game against bots and plays one real turn by clicking at the canvas
// coordinates the layout gives.
func TestBrowserHomeAndOneTurn(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	navigate(t, ctx, base+"/?test=1")
	in := waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("play-bots")
		return in.Screen == "home" && ok
	})
	ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`performance.now()`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("navigation to first interactive frame: %.0f ms", ms)
	// game.wasm comes once and streams into the compiler.
	fetches, err := chromedp.Run(ctx, chromedp.Evaluate[int](`performance.getEntriesByType("resource").filter(e => new URL(e.name).pathname === "/game.wasm").length`))
	if err != nil {
		t.Fatal(err)
	}
	if fetches != 1 {
		t.Errorf("game.wasm was fetched %d times, want once", fetches)
	}
	if streamed, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`majlisLoad.streamed === true`)); err != nil || !streamed {
		t.Errorf("game.wasm was not compiled as it streamed in (%v)", err)
	}
	shot(t, ctx, "home.png")

	// Idle: with nothing moving, no frame is drawn over a second.
	before := in.Frames
	time.Sleep(time.Second) // an interval to observe, not a wait for something
	if in2, _ := read(t, ctx); in2.Frames != before {
		t.Errorf("an idle home screen drew %d frames in a second", in2.Frames-before)
	}

	x, y, _, _ := in.button("play-bots")
	click(t, ctx, x, y)
	in = waitFor(t, ctx, "my first prompt at the table", 30*time.Second, func(in info) bool {
		_, _, _, ok := in.button("move:")
		return in.Screen == "table" && ok
	})
	shot(t, ctx, "table.png")
	// Every option says whether it is answered on the table or in the
	// bar, and each is offered in one place only, but for a number
	// picker's value that is also a chip on the table.
	where := map[string]string{}
	for _, b := range in.Buttons {
		if !strings.HasPrefix(b.ID, "move:") {
			continue
		}
		if b.Where != "table" && b.Where != "bar" {
			t.Errorf("option %s is neither on the table nor in the bar (where %q)", b.ID, b.Where)
		}
		_, err := strconv.Atoi(b.ID[strings.LastIndexByte(b.ID, ':')+1:])
		if w, dup := where[b.ID]; dup && (err != nil || w == b.Where) {
			t.Errorf("option %s is offered twice (%s and %s)", b.ID, w, b.Where)
		}
		where[b.ID] = b.Where
	}
	if where["move:draw"] != "table" {
		t.Errorf("drawing a card is not a click on the deck: %v", where)
	}
	step := in.Step
	x, y, id, _ := in.button("move:")
	t.Logf("clicking %s at (%.0f, %.0f)", id, x, y)
	click(t, ctx, x, y)
	waitFor(t, ctx, "the move to be applied", 30*time.Second, func(in info) bool { return in.Step > step })

	// Idle table: once the bots have answered and the table waits for me,
	// nothing is drawn and the page's main thread is nearly idle.
	waitFor(t, ctx, "my next prompt", 60*time.Second, func(in info) bool {
		_, _, _, ok := in.button("move:")
		return ok
	})
	// Enabling the metrics first: it may disturb the page once.
	if _, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	// The last events are told one at a time: wait until two seconds pass
	// without a frame.
	settle := time.Now().Add(30 * time.Second)
	for {
		a, _ := read(t, ctx)
		time.Sleep(2 * time.Second)
		b, _ := read(t, ctx)
		if a.Frames == b.Frames {
			break
		}
		if time.Now().After(settle) {
			t.Fatalf("the table never stopped drawing (%d frames in the last second)", b.Frames-a.Frames)
		}
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
	// idle is the share of the main thread's time spent in tasks over d,
	// and the frames drawn meanwhile.
	idle := func(d time.Duration) (float64, uint64) {
		f0, _ := read(t, ctx)
		b0, t0 := busy(), time.Now()
		time.Sleep(d)
		b1, el := busy(), time.Since(t0).Seconds()
		f1, _ := read(t, ctx)
		return 100 * (b1 - b0) / el, f1.Frames - f0.Frames
	}
	gated, frames := idle(10 * time.Second)
	// The same table with the frame gate open (web/loader.js), as it
	// was before the gate: Ebitengine's loop asks for every frame.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(function () {
		const g = majlisFrameGate;
		g.setHold = function () {};
		g.hold = false;
		g.wake();
		return true; })()`)); err != nil {
		t.Fatal(err)
	}
	open, _ := idle(5 * time.Second)
	load, _ := loadPerCore()
	t.Logf("idle table in the browser: main thread busy %.1f%% of the time over 10 s (%d frames drawn); with the frame gate open %.1f%% (load %.1f per core)", gated, frames, open, load)
	// Drawing every frame would be about 600 in 10 s. An occasional stray
	// frame has been seen (cause not found yet; see the report), so the
	// bound is loose but still fails a client that redraws when idle.
	if frames > 5 {
		t.Errorf("an idle table drew %d frames in 10 s", frames)
	}
	// The figures move with the machine's load, their ratio much less.
	if gated > open/2 {
		t.Errorf("the frame gate did not halve an idle table's main thread: %.1f%% held, %.1f%% open", gated, open)
	}
}

// TestBrowserSettings types a name into the settings screen's text input
// and finds it kept in the page's storage.
func TestBrowserSettings(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	navigate(t, ctx, base+"/?test=1")
	in := waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("settings")
		return in.Screen == "home" && ok
	})
	x, y, _, _ := in.button("settings")
	click(t, ctx, x, y)
	in = waitFor(t, ctx, "the settings screen", 20*time.Second, func(in info) bool { return in.Screen == "settings" })
	if _, err := chromedp.Run(ctx, chromedp.KeyEvent("Amal")); err != nil {
		t.Fatal(err)
	}
	x, y, _, _ = in.button("speed:3")
	click(t, ctx, x, y)
	shot(t, ctx, "settings.png")
	x, y, _, _ = in.button("done")
	click(t, ctx, x, y)
	waitFor(t, ctx, "the home screen again", 20*time.Second, func(in info) bool { return in.Screen == "home" })
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("majlis.settings") || ""`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, `"name":"Amal"`) || !strings.Contains(got, `"speed":3`) {
		t.Fatalf("kept settings: %s", got)
	}
}

// TestBrowserWholeGame plays a whole game against bots with the autoplay
// flag (random legal options, clicked through the same path as a mouse)
// and reaches the results screen.
func TestBrowserWholeGame(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	// A small window: SwiftShader draws every changed frame in software.
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(960, 600)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&autoplay=1&start=ayubistan:2&botdelay=1ms")
	waitFor(t, ctx, "the table", 90*time.Second, func(in info) bool { return in.Screen == "table" })
	waitFor(t, ctx, "the results screen", 8*time.Minute, func(in info) bool { return in.Screen == "results" })
	shot(t, ctx, "results.png")
}

// TestBrowserReloadResumes reloads the tab in the middle of a local game
// and finds the same game at the same step.
func TestBrowserReloadResumes(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	navigate(t, ctx, base+"/?test=1&start=ayubistan:2&botdelay=1ms")
	in := waitFor(t, ctx, "my prompt", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("move:")
		return in.Screen == "table" && ok
	})
	x, y, _, _ := in.button("move:")
	click(t, ctx, x, y)
	in = waitFor(t, ctx, "a step", 30*time.Second, func(in info) bool { return in.Step > 0 })
	step, hash := in.Step, in.Hash
	navigate(t, ctx, base+"/?test=1")
	in = waitFor(t, ctx, "the resumed table", 90*time.Second, func(in info) bool { return in.Screen == "table" })
	if in.Step < step {
		t.Fatalf("resumed at step %d, was at %d", in.Step, step)
	}
	if in.Step == step && in.Hash != hash {
		t.Fatalf("resumed at step %d with hash %s, was %s", in.Step, in.Hash, hash)
	}
}

// TestBrowserLobby creates an online table from the home screen and finds
// the lobby with its room code (the signalling server made the room).
func TestBrowserLobby(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0) // and the name "Tester"
	navigate(t, ctx, base+"/?test=1")
	in := waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("create")
		return in.Screen == "home" && ok
	})
	x, y, _, _ := in.button("create")
	click(t, ctx, x, y)
	// The name is asked first, prefilled from the settings.
	in = waitFor(t, ctx, "the name", 20*time.Second, func(in info) bool {
		_, _, _, ok := in.button("name-ok")
		return in.Screen == "name" && ok
	})
	shot(t, ctx, "name.png")
	x, y, _, _ = in.button("name-ok")
	click(t, ctx, x, y)
	in = waitFor(t, ctx, "the lobby", 60*time.Second, func(in info) bool { return in.Screen == "lobby" && in.Code != "" })
	hash, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.hash`))
	if err != nil {
		t.Fatal(err)
	}
	if hash != "#"+in.Code {
		t.Errorf("the address says %q, the room is %s", hash, in.Code)
	}
	for _, id := range []string{"copy", "leave", "claim:1", "bot:1"} {
		if _, _, _, ok := in.button(id); !ok {
			t.Errorf("the lobby has no %s button", id)
		}
	}
	if _, _, _, ok := in.button("start"); ok {
		t.Error("start is offered with open seats")
	}
	shot(t, ctx, "lobby.png")
	// Filling the open seats with bots makes the table ready.
	for i := 1; i < 4; i++ {
		x, y, _, ok := in.button("bot:" + fmt.Sprint(i))
		if !ok {
			t.Fatalf("no add-bot button for seat %d", i)
		}
		click(t, ctx, x, y)
		in = waitFor(t, ctx, "the bot to sit", 20*time.Second, func(in info) bool {
			_, _, _, ok := in.button("open:" + fmt.Sprint(i))
			return ok
		})
	}
	in = waitFor(t, ctx, "the start button", 20*time.Second, func(in info) bool {
		_, _, _, ok := in.button("start")
		return ok
	})
	shot(t, ctx, "lobby-ready.png")
	x, y, _, _ = in.button("start")
	click(t, ctx, x, y)
	waitFor(t, ctx, "the online table", 60*time.Second, func(in info) bool { return in.Screen == "table" })
	shot(t, ctx, "online-table.png")
}

// TestBrowserOnlineTwoTabs: one tab creates a table, the other joins by
// the room's link; both play a whole Ayubistan game (random legal options
// clicked by autoplay for each tab's own seat) to identical final hashes,
// the guest's tab reloaded (and resumed) on the way.
// Screenshots of the lobby and both tables are written.
func TestBrowserOnlineTwoTabs(t *testing.T) {
	base := server(t)
	b := browser(t, base)
	host := tab(t, b)
	setSpeed(t, host, base, 0)
	for _, c := range []context.Context{host} {
		if _, err := chromedp.Run(c, chromedp.EmulateViewport(960, 600)); err != nil {
			t.Fatal(err)
		}
	}
	code := createTwoSeats(t, host, base)
	t.Logf("room %s", code)

	guest := tab(t, b)
	if _, err := chromedp.Run(guest, chromedp.EmulateViewport(960, 600)); err != nil {
		t.Fatal(err)
	}
	navigate(t, guest, base+"/?test=1&autoplay=1#"+code)
	waitFor(t, guest, "the guest in the lobby", 90*time.Second, func(in info) bool { return in.Screen == "lobby" })
	shot(t, guest, "lobby-guest.png")
	in := waitFor(t, host, "the start button", 60*time.Second, func(in info) bool {
		_, _, _, ok := in.button("start")
		return ok
	})
	shot(t, host, "lobby.png")
	x, y, _, _ := in.button("start")
	click(t, host, x, y)
	waitFor(t, host, "the host's table", 60*time.Second, func(in info) bool { return in.Screen == "table" })
	waitFor(t, guest, "the guest's table", 60*time.Second, func(in info) bool { return in.Screen == "table" })
	shot(t, host, "online-table-host.png")
	shot(t, guest, "online-table-guest.png")
	// A reload of the guest's tab in the middle of the game rejoins as
	// the same player (the token the tab keeps in sessionStorage), and
	// the game goes on to the same end.
	before := waitFor(t, guest, "a few steps", 5*time.Minute, func(in info) bool { return in.Screen != "table" || in.Step >= 4 })
	if before.Screen != "table" || before.Seat != 1 {
		t.Fatalf("before the reload the guest is on %s at seat %d (step %d)", before.Screen, before.Seat, before.Step)
	}
	if _, err := chromedp.Run(guest, chromedp.Reload()); err != nil {
		t.Fatalf("reload the guest's tab: %v", err)
	}
	after := waitFor(t, guest, "the guest's resumed table", 2*time.Minute, func(in info) bool { return in.Screen == "table" || in.Screen == "results" })
	if after.Seat != before.Seat || after.Step < before.Step {
		t.Fatalf("after the reload the guest is at seat %d step %d; before, seat %d step %d", after.Seat, after.Step, before.Seat, before.Step)
	}
	t.Logf("the guest reloaded at step %d and resumed at step %d", before.Step, after.Step)
	// A whole game at autoplay pace under software GL took ten minutes
	// on two shared cores: the deadline leaves room.
	h := waitFor(t, host, "the host's results", 14*time.Minute, func(in info) bool { return in.Screen == "results" })
	g := waitFor(t, guest, "the guest's results", 2*time.Minute, func(in info) bool { return in.Screen == "results" })
	shot(t, host, "online-results.png")
	if h.Hash == "" || h.Hash != g.Hash || h.Step != g.Step {
		t.Fatalf("final states differ: host step %d %s, guest step %d %s", h.Step, h.Hash, g.Step, g.Hash)
	}
	t.Logf("both tabs ended at step %d with hash %s", h.Step, h.Hash)
}

// TestBrowserSignallingComesBack: the connection of the creator's tab to
// the signalling server is cut under it (the tab talks to the server
// through a proxy that drops every connection at once). The tab must
// notice, connect again as the same peer in the same room, and so hear
// of a guest who joins afterwards and make the guest's data channel
// through the server: the creator can start.
func TestBrowserSignallingComesBack(t *testing.T) {
	signallingComesBack(t, (*proxy).cut)
}

// TestBrowserSignallingGoesSilent: as above, but the proxy stops
// forwarding without closing anything, as a network that went away does
// (a laptop asleep, a phone between networks). The browser sees no close
// and its script cannot send a WebSocket ping: the tab's ping message
// goes unanswered, and it connects again.
func TestBrowserSignallingGoesSilent(t *testing.T) {
	signallingComesBack(t, (*proxy).silence)
}

// TestBrowserAnswersServerPings: the signalling server pings every
// client and closes one that does not answer (serve's -silence of 4 s);
// a tab in its lobby answers by itself, so a spectator watching the room
// for three silences never hears the creator leave.
func TestBrowserAnswersServerPings(t *testing.T) {
	base := server(t)
	host := tab(t, browser(t, base))
	setSpeed(t, host, base, 0)
	code := createTwoSeats(t, host, base)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	watcher, err := signal.Join(ctx, signal.Config{URL: "ws" + strings.TrimPrefix(base, "http") + "/ws", Name: "watcher", Role: signal.RoleSpectator}, code)
	if err != nil {
		t.Fatal(err)
	}
	defer watcher.Close()
	quiet := time.After(12 * time.Second)
	for {
		select {
		case e := <-watcher.Events():
			if e.Kind == signal.EventLeft {
				t.Fatalf("the tab's peer %s left the room: its connection answered no ping", e.Peer)
			}
		case <-quiet:
			return
		}
	}
}

// signallingComesBack makes a room in a tab that talks to the server
// through a proxy, lets drop take the tab's connections away, and checks
// that a guest joining afterwards is heard: the creator can start.
func signallingComesBack(t *testing.T, drop func(*proxy) int) {
	base := server(t)
	p, via := cutProxy(t, base)
	b := browser(t, base)
	host := tab(t, b)
	setSpeed(t, host, via, 0)
	code := createTwoSeats(t, host, via)
	if n := drop(p); n == 0 {
		t.Fatal("the creator's tab had no connection through the proxy to take away")
	}
	guest := tab(t, b)
	navigate(t, guest, base+"/?test=1&autoplay=1#"+code)
	waitFor(t, guest, "the guest in the lobby", 90*time.Second, func(in info) bool { return in.Screen == "lobby" && in.Code == code })
	in := waitFor(t, host, "the start button after the connection went", 60*time.Second, func(in info) bool {
		_, _, _, ok := in.button("start")
		return ok
	})
	if in.Code != code {
		t.Errorf("the creator's lobby shows room %s, was %s", in.Code, code)
	}
}

// createTwoSeats opens the page at base in ctx, makes a room for a table
// of two (the default is four) and returns its code once the lobby shows.
func createTwoSeats(t *testing.T, ctx context.Context, base string) string {
	t.Helper()
	navigate(t, ctx, base+"/?test=1&autoplay=1")
	waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("create")
		return in.Screen == "home" && ok
	})
	homeClick(t, ctx, "seats-")
	homeClick(t, ctx, "seats-")
	homeClick(t, ctx, "create")
	in := waitFor(t, ctx, "the lobby", 60*time.Second, func(in info) bool { return in.Screen == "lobby" && in.Code != "" })
	return in.Code
}

// proxy forwards TCP connections to a server and can cut every one it
// holds open, or silence them.
type proxy struct {
	mu    sync.Mutex
	conns []net.Conn
	quiet []*atomic.Bool // one for each pair in conns: forward nothing more
}

// cutProxy starts a proxy in front of base's server and returns it with
// its own base address.
func cutProxy(t *testing.T, base string) (*proxy, string) {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	p := &proxy{}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", u.Host)
			if err != nil {
				c.Close()
				continue
			}
			quiet := &atomic.Bool{}
			p.mu.Lock()
			p.conns = append(p.conns, c, s)
			p.quiet = append(p.quiet, quiet)
			p.mu.Unlock()
			pipe := func(dst, src net.Conn) {
				defer dst.Close()
				buf := make([]byte, 32<<10)
				for {
					n, err := src.Read(buf)
					if err != nil {
						return
					}
					if !quiet.Load() {
						if _, err := dst.Write(buf[:n]); err != nil {
							return
						}
					}
				}
			}
			go pipe(s, c)
			go pipe(c, s)
		}
	}()
	t.Cleanup(func() { p.cut() })
	return p, "http://" + ln.Addr().String()
}

// cut closes every connection the proxy has made so far and says how
// many pairs there were.
func (p *proxy) cut() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	n := len(p.conns) / 2
	p.conns, p.quiet = nil, nil
	return n
}

// silence stops forwarding on every connection the proxy has made so far,
// keeping them open, and says how many pairs there were; new connections
// are forwarded.
func (p *proxy) silence() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, q := range p.quiet {
		q.Store(true)
	}
	return len(p.quiet)
}
