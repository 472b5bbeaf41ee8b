//go:build !js

// The first frame, measured against the floor (issue 19): the time from
// navigation to the first drawn frame of the client's home screen, beside
// that of web/floor (the least an Ebitengine + ebitenui + pion client with
// text must load), both loaded by the same page and loader from cmd/signal,
// with the browser's cache off. A benchmark, in make bench:
//
//	MAJLIS_WEB_DIR=build/web xvfb-run -a go test -run '^$' -bench FirstFrame -benchtime 3x ./web/
package web

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// floorSite builds web/floor into a copy of the client's page (the same
// index.html, loader and wasm_exec.js, with the floor as game.wasm) and
// serves it.
func floorSite(b *testing.B, webDir string) string {
	b.Helper()
	dir := b.TempDir()
	for _, f := range []string{"index.html", "loader.js", "style.css", "favicon.svg", "wasm_exec.js"} {
		data, err := os.ReadFile(filepath.Join(webDir, f))
		if err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	wasm := filepath.Join(dir, "game.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./web/floor")
	build.Dir = repoRoot(b)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("build web/floor: %v\n%s", err, out)
	}
	st, err := os.Stat(wasm)
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "build.json"), fmt.Appendf(nil, `{"wasmSize": %d}`, st.Size()), 0o644); err != nil {
		b.Fatal(err)
	}
	// Compressed as the client's is, so both travel alike.
	if out, err := exec.Command("gzip", "-9", "-k", wasm).CombinedOutput(); err != nil {
		b.Fatalf("gzip: %v\n%s", err, out)
	}
	return serve(b, dir)
}

// loadTimes are the moments of a page's start, in milliseconds since
// navigation: the module compiled and instantiated, main begun (the Go
// runtime and every package initialised), the first frame drawn.
type loadTimes struct{ compiled, main, frame float64 }

// firstFrame loads url in a fresh tab with the cache off and returns when
// its start's moments came.
func firstFrame(b *testing.B, br context.Context, url string) loadTimes {
	ctx, cancel := chromedp.NewContext(br)
	defer cancel()
	ctx, stop := context.WithTimeout(ctx, 2*time.Minute)
	defer stop()
	var ms float64
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("true"))
	if err == nil {
		_, err = chromedp.Call(ctx, network.Enable, network.EnableParams{})
	}
	if err == nil {
		_, err = chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
	}
	if err == nil {
		_, err = chromedp.Run(ctx, chromedp.Navigate(url))
	}
	for err == nil && ms == 0 {
		time.Sleep(5 * time.Millisecond) // polling the page; its timestamp is what counts
		ms, err = chromedp.Run(ctx, chromedp.Evaluate[float64]("window.majlisFirstFrame || 0"))
	}
	lt := loadTimes{frame: ms}
	if err == nil {
		lt.compiled, err = chromedp.Run(ctx, chromedp.Evaluate[float64]("majlisLoad.started + majlisLoad.downloaded"))
	}
	if err == nil {
		lt.main, err = chromedp.Run(ctx, chromedp.Evaluate[float64]("window.majlisMain || 0"))
	}
	if err != nil {
		b.Fatalf("first frame of %s: %v", url, err)
	}
	return lt
}

func BenchmarkFirstFrame(b *testing.B) {
	webDir := os.Getenv("MAJLIS_WEB_DIR")
	if webDir == "" {
		b.Fatal("set MAJLIS_WEB_DIR to the built client (make wasm), whose page the floor shares")
	}
	if !filepath.IsAbs(webDir) {
		webDir = filepath.Join(repoRoot(b), webDir)
	}
	base := server(b)
	floor := floorSite(b, webDir)
	br := browser(b, base)
	var floors, games []loadTimes
	b.ResetTimer()
	for range b.N {
		floors = append(floors, firstFrame(b, br, floor+"/"))
		games = append(games, firstFrame(b, br, base+"/"))
	}
	b.StopTimer()
	median := func(lts []loadTimes, at func(loadTimes) float64) float64 {
		var xs []float64
		for _, lt := range lts {
			xs = append(xs, at(lt))
		}
		slices.Sort(xs)
		return xs[len(xs)/2]
	}
	frame := func(lt loadTimes) float64 { return lt.frame }
	f, g := median(floors, frame), median(games, frame)
	b.ReportMetric(f, "floor-ms")
	b.ReportMetric(g, "majlis-ms")
	b.ReportMetric(g/f, "majlis/floor")
	// Where the difference lies: compiling, Go's start (runtime and
	// package initialisation), and main to the first frame.
	for _, side := range []struct {
		name string
		lts  []loadTimes
	}{{"floor", floors}, {"majlis", games}} {
		b.ReportMetric(median(side.lts, func(lt loadTimes) float64 { return lt.compiled }), side.name+"-compiled-ms")
		b.ReportMetric(median(side.lts, func(lt loadTimes) float64 { return lt.main - lt.compiled }), side.name+"-init-ms")
		b.ReportMetric(median(side.lts, func(lt loadTimes) float64 { return lt.frame - lt.main }), side.name+"-main-to-frame-ms")
	}
	b.Logf("first frame, median of %d: floor %.0f ms %v, majlis %.0f ms %v: %.2fx", b.N, f, floors, g, games, g/f)
}
