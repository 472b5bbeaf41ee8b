//go:build !js

// The browser test: a native pion peer and a peer built for WebAssembly,
// running in headless Chromium, play a whole Ayubistan game through the
// signalling server. It needs a network namespace that has nothing but lo
// (Chromium offers only the machine's external interface otherwise, and
// tests send nothing there), so it runs only when asked:
//
//	unshare -n sh -c 'ip link set lo up && MAJLIS_BROWSER_TEST=1 go test -run Browser ./net/lockstep/'

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
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"majlis/net/signal"
)

func TestBrowserPeerPlaysAyubistan(t *testing.T) {
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
	defer hs.Close()
	wsURL := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cfg := testConfig(wsURL, "native")
	cfg.AutoStart = true
	host, err := Create(ctx, cfg, Table{Game: "ayubistan", Seats: []SeatKind{SeatMine, SeatOpen}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()

	alloc, acancel := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.NoFirstRun,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("allow-loopback-in-peer-connection", true),
		chromedp.Flag("disable-features", "WebRtcHideLocalIpsWithMdns"),
	)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(alloc)
	defer bcancel()
	page := hs.URL + "/?signal=" + wsURL + "&code=" + host.Room()
	if err := chromedp.Do(bctx, chromedp.Navigate(page)); err != nil {
		t.Fatalf("open the page: %v", err)
	}
	raw, err := chromedp.Run(bctx, chromedp.Poll[string]("window.peerResult",
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(2*time.Minute)))
	if err != nil {
		t.Fatalf("the browser peer did not finish: %v (native peer at step %d: %s)", err, host.Status().Step, dump(host))
	}
	var res struct {
		Hash  string `json:"hash"`
		Steps int    `json:"steps"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal([]byte(raw), &res); err != nil || res.Error != "" {
		t.Fatalf("browser peer: %q (%v)", res.Error, err)
	}
	waitFor(t, host, 30*time.Second, "the end", done)
	if st := host.Status(); st.Fault != "" || host.Hash().String() != res.Hash || st.Step != res.Steps {
		t.Fatalf("native ends at step %d with %s (fault %q), the browser at step %d with %s", st.Step, host.Hash(), st.Fault, res.Steps, res.Hash)
	}
	t.Logf("native and browser peers agree after %d steps: %s", res.Steps, res.Hash)
}
