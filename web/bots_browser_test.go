//go:build !js

// Bots in the browser: a bot's level is chosen on the home screen, kept in
// the settings and named at the table; and while a normal bot thinks the
// page keeps drawing. The search runs in the bots' Web Worker
// (cmd/botworker), never on the page's thread: every searched decision
// here is the worker's, no task of the page holds the thread for long,
// every decision that takes 100 ms or more sees frames drawn while it
// runs, and frames keep coming.
//
// The aim is also no gap between frames over 50 ms; in headless Chromium
// on two cores it is reached only after the first decision: SwiftShader
// draws in software on the same cores the search runs on, and a trace of
// the browser's processes (Tracing over CDP, on a loaded machine) put the
// long gaps in the GPU process (SkiaOutputSurfaceImplOnGpu::SwapBuffers
// took 0.4 to 1.2 s, and the compositor's MainFrame.Draw waited on it).
// Most of a redraw there was ebitenui's masks, four passes over the whole
// screen for each list and input (graphics/clip.go does without them):
// three runs each, builds alternating, put the longest gap after the first
// decision at 100 to 133 ms with the masks and at 67 ms without; three
// more runs without, on a quieter machine, at 33 to 67 ms (50 ms or less
// in two). During the first decision it is 83 to 117 ms: that decision
// overlaps the table's first drawing and the worker's first search. The gaps were the
// same with the search on the page (?worker=0) and in the worker. What the
// worker changes is the page's thread: a CDP trace of 12 s found it busy
// 68% of the time with the search on the page and 18% with the worker (at
// six-player Gealias, 69% and 19%, and the collector's marking in the
// long tasks 133 ms against 18). The test prints the longest gap, with and
// without a redraw, and after the first decision, and fails only on a page
// frozen for a second.
//
// Beside them the test prints the gaps of the same table with easy bots,
// which answer without searching, moving every 200 ms: what the table's
// own drawing costs. On another two-core machine (November 27, 2026) that
// was 83 to 117 ms, and with normal bots, after the first decision, 117 to
// 150 ms: there the table alone is over the aim, and the search adds a
// frame or two.
//
// A normal decision takes at most a second. The table's first one used to
// take 0.8 to 1.3 s on a two-core machine, against 0.1 to 0.4 s for the
// ones after it: the browser had compiled the worker's code for a quick
// start, not for speed. The worker now rehearses a decision in each game
// while the home screen waits (cmd/botworker), and the first takes 0.3 to
// 0.7 s.
//
// On a machine loaded far beyond its cores the operating system, not the
// bot, decides when the page runs: there the figures are printed but not
// held (the test says so).
package web

import (
	"context"
	"encoding/json"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

const (
	// maxTask is the longest a task of the page may hold the thread
	// while a bot thinks: the search is in the worker, but the page
	// redraws the table after each move, 40 to 55 ms of Go under
	// WebAssembly at 800×500, and a collection of the page's heap can
	// follow.
	maxTask = 250 * time.Millisecond
	// maxNormalThink is the longest a normal decision may take here.
	maxNormalThink = time.Second
	// aimFrameGap is the gap between frames aimed at (and printed).
	aimFrameGap = 50 * time.Millisecond
	// maxFrameGap is the longest a page may go without a frame while a
	// bot thinks: longer, it looks frozen.
	maxFrameGap = time.Second
)

func TestBrowserBotLevelsAndFrames(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	// The bots' levels as a first visit has them (setSpeed makes them easy).
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`localStorage.setItem("majlis.settings", JSON.stringify({name: "Tester", speed: 0})); true`)); err != nil {
		t.Fatal(err)
	}
	// A small window: SwiftShader draws every changed frame in software.
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(800, 500)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&autoplay=1&botdelay=0s")
	in := waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("level:1")
		return in.Screen == "home" && ok
	})
	// Bot 1's level, clicked round: normal -> hard -> random -> normal;
	// the settings keep each choice.
	levels := func() []string {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("majlis.settings") || "{}"`))
		if err != nil {
			t.Fatal(err)
		}
		var p struct {
			Levels []string `json:"bot_levels"`
		}
		if err := json.Unmarshal([]byte(s), &p); err != nil {
			t.Fatalf("settings %q: %v", s, err)
		}
		return p.Levels
	}
	x, y, _, _ := in.button("level:1")
	for _, want := range []string{"hard", "easy", "normal"} {
		click(t, ctx, x, y)
		deadline := time.Now().Add(10 * time.Second)
		for l := levels(); len(l) == 0 || l[0] != want; l = levels() {
			if time.Now().After(deadline) {
				t.Fatalf("after a click Bot 1's level is kept as %q, want %s", l, want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	shot(t, ctx, "bots-home.png")

	// Every animation frame's time from before the game starts, and every
	// task longer than 50 ms (start, end) since the page opened.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`
		window.majlisFrames = [];
		window.majlisLong = [];
		(function () {
			// The page's frames, past the gate that parks the client's
			// own while it is idle (web/loader.js).
			const raf = majlisFrameGate.raw;
			const f = (t) => { majlisFrames.push([t, window.majlisDrawn || 0]); raf(f); };
			raf(f);
			new PerformanceObserver((l) => {
				for (const e of l.getEntries()) majlisLong.push([e.startTime, e.startTime + e.duration]);
			}).observe({type: "longtask", buffered: true});
		})();
		true`)); err != nil {
		t.Fatal(err)
	}
	// The home screen rehearses the table of the game it shows a second
	// after showing it; the idle figure below is taken after it.
	rehearsed := waitFor(t, ctx, "the shown game's rehearsal", 30*time.Second, func(in info) bool { return len(in.Rehearsed) > 0 })
	t.Logf("the home screen rehearsed %v", rehearsed.Rehearsed)
	// The page's own cadence with nothing to do, as a floor for the gaps
	// below: three seconds of the home screen, no bot thinking.
	idleFrom, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`performance.now()`))
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	in, _ = read(t, ctx)
	x, y, _, _ = in.button("play-bots")
	playAt, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`performance.now()`))
	if err != nil {
		t.Fatal(err)
	}
	firstFrame, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`majlisFirstFrame`))
	if err != nil {
		t.Fatal(err)
	}
	click(t, ctx, x, y)
	waitFor(t, ctx, "the table", 30*time.Second, func(in info) bool { return in.Screen == "table" })

	// Three normal bots against the autoplayed seat, until a dozen
	// decisions have searched (a prompt with one option takes no search).
	const searched = 12
	var thinks [][3]float64
	deadline := time.Now().Add(4 * time.Minute)
	for {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.majlisThinks ? majlisThinks() : "[]"`))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(s), &thinks); err != nil {
			t.Fatalf("think log %q: %v", s, err)
		}
		thinks = slices.DeleteFunc(thinks, func(th [3]float64) bool { return th[1]-th[0] < 5 })
		if len(thinks) >= searched {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d searching bot decisions within 4 minutes", len(thinks))
		}
		time.Sleep(500 * time.Millisecond)
	}
	shot(t, ctx, "bots-table.png")
	marks, err := chromedp.Run(ctx, chromedp.Evaluate[[][2]float64](`majlisFrames`))
	if err != nil {
		t.Fatal(err)
	}
	frames := make([]float64, len(marks))
	for i, m := range marks {
		frames[i] = m[0]
	}
	// redrew says the table was redrawn in the frame before frame i or in
	// it (the page's callback and ours run in either order): the gap
	// before frame i then includes drawing the whole table, which
	// software GL takes long over whatever the bot does.
	redrew := func(i int) bool { return i >= 2 && marks[i][1] != marks[i-2][1] }
	long, err := chromedp.Run(ctx, chromedp.Evaluate[[][2]float64](`majlisLong`))
	if err != nil {
		t.Fatal(err)
	}
	overlaps := func(a, b float64) bool {
		for _, th := range thinks {
			if b > th[0] && a < th[1] {
				return true
			}
		}
		return false
	}
	var longest, opening, rehearsal, homeIdle float64
	for _, lt := range long {
		if overlaps(lt[0], lt[1]) {
			longest = max(longest, lt[1]-lt[0])
		}
		switch {
		case lt[0] >= playAt && lt[0] < playAt+2000:
			opening = max(opening, lt[1]-lt[0])
		case lt[0] >= idleFrom && lt[0] < playAt:
			homeIdle = max(homeIdle, lt[1]-lt[0])
		case lt[0] > firstFrame+500 && lt[0] < idleFrom:
			rehearsal = max(rehearsal, lt[1]-lt[0])
		}
	}
	t.Logf("the longest task in the 2 s after the click that opened the table: %.1f ms; on the home screen from half a second after its first frame while it rehearsed: %.1f ms, then idle: %.1f ms", opening, rehearsal, homeIdle)
	if len(frames) > 1 {
		t.Logf("%d frames in all over %.1f s; thinks from %.0f to %.0f ms, frames from %.0f to %.0f ms", len(frames), (frames[len(frames)-1]-frames[0])/1000,
			thinks[0][0], thinks[len(thinks)-1][1], frames[0], frames[len(frames)-1])
	}
	var idleGap float64
	idleFrames := 0
	for i := 1; i < len(frames) && frames[i] < idleFrom+3000; i++ {
		if frames[i-1] >= idleFrom {
			idleGap = max(idleGap, frames[i]-frames[i-1])
			idleFrames++
		}
	}
	t.Logf("the home screen with nothing to do: %d frames in 3 s, longest gap %.1f ms", idleFrames, idleGap)
	// The longest gap between frames that overlaps a decision: apart,
	// the gaps in which the table was redrawn (what a frame costs to
	// draw) and the others (how long Go held the page).
	var gap, drawGap, later, total, slowest float64
	during, draws := 0, 0
	for i := 1; i < len(frames); i++ {
		if overlaps(frames[i-1], frames[i]) {
			during++
			if frames[i-1] >= thinks[0][1] {
				later = max(later, frames[i]-frames[i-1])
			}
			if redrew(i) {
				draws++
				drawGap = max(drawGap, frames[i]-frames[i-1])
			} else {
				gap = max(gap, frames[i]-frames[i-1])
			}
		}
	}
	for _, th := range thinks {
		total += th[1] - th[0]
		slowest = max(slowest, th[1]-th[0])
	}
	t.Logf("%d normal decisions that searched: mean %.0f ms, slowest %.0f ms; %d frames while they thought, longest gap %.1f ms; %d of them redrew the table, the longest gap with a redraw %.1f ms; after the first decision (the worker's start) the longest gap %.1f ms; longest task %.1f ms",
		len(thinks), total/float64(len(thinks)), slowest, during, gap, draws, drawGap, later, longest)
	// Every decision that searched was the worker's.
	far, err := chromedp.Run(ctx, chromedp.Evaluate[int](`majlisWorkerDecisions()`))
	if err != nil {
		t.Fatal(err)
	}
	if far < len(thinks) {
		t.Errorf("the bot worker answered %d decisions of %d that searched: the others were made on the page", far, len(thinks))
	}
	ms := func(f float64) time.Duration { return time.Duration(f * float64(time.Millisecond)) }
	t.Logf("the aim of at most %s between frames: met %v", aimFrameGap, ms(max(gap, drawGap)) <= aimFrameGap)
	own, redraws := tableOwnGaps(t, ctx, base)
	t.Logf("the same table with easy bots, which do not search, moving every 200 ms: %d redraws in 4 s, longest gap %.1f ms (what the table's drawing costs here without a bot thinking)", redraws, own)
	if load, cores := loadPerCore(); load > 1.5 {
		t.Logf("not held: this machine runs %.1f runnable tasks per core (of %d), so the scheduler, not the bot, sets these figures", load, cores)
		return
	}
	if during == 0 {
		t.Fatal("no frame was drawn while the bots thought")
	}
	for _, th := range thinks {
		if th[1]-th[0] < 100 {
			continue
		}
		seen := false
		for _, f := range frames {
			seen = seen || (f > th[0] && f < th[1])
		}
		if !seen {
			t.Errorf("no frame while a bot thought for %.0f ms: its search did not let the page draw", th[1]-th[0])
		}
	}
	if ms(slowest) > maxNormalThink {
		t.Errorf("a normal decision took %.0f ms (at most %s)", slowest, maxNormalThink)
	}
	if g := max(gap, drawGap); ms(g) > maxFrameGap {
		t.Errorf("a gap of %.1f ms between frames while a bot thought (at most %s)", g, maxFrameGap)
	}
	if ms(longest) > maxTask {
		t.Errorf("a task of %.1f ms held the page while a bot thought (at most %s)", longest, maxTask)
	}
}

// tableOwnGaps opens the table again with easy bots, which answer at once,
// moving every 200 ms, and returns the longest gap between frames over 4
// s, from a second after the table opened, and how many frames redrew it:
// the gaps the table's own drawing makes, with no search beside it.
func tableOwnGaps(t *testing.T, ctx context.Context, base string) (float64, int) {
	t.Helper()
	// setSpeed leaves the page, whose table saves itself, and makes the
	// bots easy; then the game in progress (kept in the tab's
	// sessionStorage) is forgotten, or the page would resume it.
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`sessionStorage.clear(); true`)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&autoplay=1&botdelay=200ms")
	waitFor(t, ctx, "the home screen", 90*time.Second, func(in info) bool {
		_, _, _, ok := in.button("play-bots")
		return in.Screen == "home" && ok
	})
	homeClick(t, ctx, "play-bots")
	waitFor(t, ctx, "the table", 30*time.Second, func(in info) bool { return in.Screen == "table" })
	time.Sleep(time.Second)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`
		window.majlisOwnFrames = [];
		(function () {
			const raf = majlisFrameGate.raw;
			const f = (t) => { majlisOwnFrames.push([t, window.majlisDrawn || 0]); raf(f); };
			raf(f);
		})();
		true`)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(4 * time.Second)
	marks, err := chromedp.Run(ctx, chromedp.Evaluate[[][2]float64](`majlisOwnFrames`))
	if err != nil {
		t.Fatal(err)
	}
	longest, redraws := 0.0, 0
	for i := 1; i < len(marks); i++ {
		longest = max(longest, marks[i][0]-marks[i-1][0])
		if marks[i][1] != marks[i-1][1] {
			redraws++
		}
	}
	if redraws == 0 {
		t.Fatalf("the table with easy bots was not redrawn in 4 s (%d frames)", len(marks))
	}
	return longest, redraws
}

// loadPerCore is the last minute's load average per core (0 where it
// cannot be read).
func loadPerCore() (float64, int) {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0, runtime.NumCPU()
	}
	f, err := strconv.ParseFloat(strings.Fields(string(b))[0], 64)
	if err != nil {
		return 0, runtime.NumCPU()
	}
	return f / float64(runtime.NumCPU()), runtime.NumCPU()
}
