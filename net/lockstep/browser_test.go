//go:build !js

// The browser tests: peers built for WebAssembly, running in headless
// Chromium on pion's WebAssembly build, play whole Ayubistan games with a
// native pion peer and with each other, through the signalling server.
// They need a network namespace that has nothing but lo (Chromium offers
// only the machine's external interface otherwise, and tests send nothing
// there), so they run only when asked:
//
//	unshare -n sh -c 'ip link set lo up && MAJLIS_BROWSER_TEST=1 go test -run Browser ./net/lockstep/'
//
// Chromium gathers loopback candidates there only when the page holds
// camera and microphone permission (see open): without it, it offers only
// an address on the default route, which such a namespace lacks, and two
// browsers then have no candidate at all between them.

package lockstep

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"majlis/net/signal"
)

// browserRig serves the browser peer and the signalling server on
// loopback and opens pages in headless Chromium.
type browserRig struct {
	base, ws string
	chromium string
	mu       sync.Mutex
	console  []string
}

func newBrowserRig(t *testing.T) *browserRig {
	if os.Getenv("MAJLIS_BROWSER_TEST") == "" {
		t.Skip("browser test not asked for: set MAJLIS_BROWSER_TEST=1 inside a namespace with only lo (see the file's comment)")
	}
	ifs, err := net.Interfaces()
	if err != nil || len(ifs) != 1 || ifs[0].Name != "lo" {
		t.Fatalf("the browser test must run in a network namespace with only lo; interfaces: %v", ifs)
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed: %v", err)
	}
	dir := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "peer.wasm"), "./testdata/wasmpeer")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build the browser peer: %v\n%s", err, out)
	}
	wasmExec, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "wasm_exec.js"), wasmExec, 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(`<!doctype html><script src="wasm_exec.js"></script><script>
const go = new Go();
WebAssembly.instantiateStreaming(fetch("peer.wasm"), go.importObject)
  .then(r => go.run(r.instance))
  .catch(e => { window.peerResult = JSON.stringify({error: String(e)}); });
</script>`), 0o644)
	mux := http.NewServeMux()
	mux.Handle("/ws", signal.NewServer(signal.DefaultLimits(), nil))
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	r := &browserRig{base: hs.URL, ws: "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws", chromium: chromium}
	t.Cleanup(func() {
		if t.Failed() {
			r.mu.Lock()
			t.Logf("browser console:\n%s", strings.Join(r.console, "\n"))
			r.mu.Unlock()
		}
	})
	return r
}

// open starts a browser of its own (a background tab would be throttled)
// on the peer page with the given query.
func (r *browserRig) open(t *testing.T, name, query string) context.Context {
	alloc, acancel := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(r.chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.NoFirstRun,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("allow-loopback-in-peer-connection", true),
		chromedp.Flag("disable-features", "WebRtcHideLocalIpsWithMdns"),
	)
	t.Cleanup(acancel)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*cdpruntime.EventConsoleAPICalled); ok {
			var parts []string
			for _, a := range ev.Args {
				parts = append(parts, string(a.Value))
			}
			r.mu.Lock()
			r.console = append(r.console, name+": "+strings.Join(parts, " "))
			r.mu.Unlock()
		}
	})
	// Without camera or microphone permission Chromium gathers only a
	// candidate on the default route, and a namespace with only lo has
	// none: no candidates at all. Granted, it offers every network,
	// loopback included (allow-loopback-in-peer-connection).
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("true")); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	for _, perm := range []string{"camera", "microphone"} {
		if _, err := chromedp.CallBrowser(ctx, browser.SetPermission, browser.SetPermissionParams{
			Permission: &browser.PermissionDescriptor{Name: perm}, Setting: browser.PermissionSettingGranted, Origin: r.base}); err != nil {
			t.Fatalf("grant %s: %v", perm, err)
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(r.base+"/?signal="+r.ws+"&"+query)); err != nil {
		t.Fatalf("open the page: %v", err)
	}
	return ctx
}

type browserResult struct {
	Hash  string  `json:"hash"`
	Steps int     `json:"steps"`
	Error string  `json:"error"`
	Path  string  `json:"path"`
	RTT   float64 `json:"rtt_ms"`
}

// result waits for the page's outcome.
func (r *browserRig) result(t *testing.T, ctx context.Context, name string) browserResult {
	raw, err := chromedp.Run(ctx, chromedp.Poll[string]("window.peerResult",
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(2*time.Minute)))
	if err != nil {
		t.Fatalf("the %s peer did not finish: %v", name, err)
	}
	var res browserResult
	if err := json.Unmarshal([]byte(raw), &res); err != nil || res.Error != "" {
		t.Fatalf("%s peer: %q (%v)", name, res.Error, err)
	}
	return res
}

func TestBrowserPeerPlaysANativePeer(t *testing.T) {
	r := newBrowserRig(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cfg := testConfig(r.ws, "native")
	cfg.AutoStart = true
	host, err := Create(ctx, cfg, Table{Game: "ayubistan", Seats: []SeatKind{SeatMine, SeatOpen}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	res := r.result(t, r.open(t, "browser", "code="+host.Room()), "browser")
	waitFor(t, host, 30*time.Second, "the end", done)
	if st := host.Status(); st.Fault != "" || host.Hash().String() != res.Hash || st.Step != res.Steps {
		t.Fatalf("native ends at step %d with %s (fault %q), the browser at step %d with %s", st.Step, host.Hash(), st.Fault, res.Steps, res.Hash)
	}
	t.Logf("native and browser peers agree after %d steps: %s", res.Steps, res.Hash)
	// The browser tells its path from its own statistics: on loopback,
	// host candidates at both ends.
	if res.Path != "direct" {
		t.Errorf("the browser reports its path to the native peer as %q, want direct", res.Path)
	}
	t.Logf("the browser's path: %s, round trip %.2f ms", res.Path, res.RTT)
}

func TestBrowserPeersPlayEachOther(t *testing.T) {
	r := newBrowserRig(t)
	a := r.open(t, "creator", "create=1")
	room, err := chromedp.Run(a, chromedp.Poll[string]("window.peerRoom",
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(time.Minute)))
	if err != nil {
		t.Fatalf("the creating page has no room: %v", err)
	}
	b := r.open(t, "joiner", "code="+room)
	ra, rb := r.result(t, a, "creator"), r.result(t, b, "joiner")
	if ra.Hash != rb.Hash || ra.Steps != rb.Steps {
		t.Fatalf("creator ends at step %d with %s, joiner at step %d with %s", ra.Steps, ra.Hash, rb.Steps, rb.Hash)
	}
	t.Logf("two browser peers agree after %d steps: %s", ra.Steps, ra.Hash)
}
