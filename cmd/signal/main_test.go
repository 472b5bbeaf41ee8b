package main

import (
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	sig "majlis/net/signal"
)

func TestServesFilesHealthAndShutsDownGracefully(t *testing.T) {
	web := t.TempDir()
	os.WriteFile(filepath.Join(web, "index.html"), []byte("<!doctype html><title>Majlis</title>"+strings.Repeat(" ", 2000)), 0o644)
	os.WriteFile(filepath.Join(web, "game.wasm"), []byte("\x00asm raw"), 0o644)
	os.WriteFile(filepath.Join(web, "game.wasm.br"), []byte("brotli bytes"), 0o644)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	var logs strings.Builder
	lw := &syncWriter{w: &logs}
	go func() {
		done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-web", web, "-turn=false"}, func(string) string { return "" }, lw, func(a string) { addrc <- a })
	}()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatalf("server stopped: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("server did not start")
	}
	base := "http://" + addr

	get := func(path, enc string) *http.Response {
		req, _ := http.NewRequest("GET", base+path, nil)
		if enc != "" {
			req.Header.Set("Accept-Encoding", enc)
		}
		// A transport of our own, so that Go does not decompress for us.
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { resp.Body.Close() })
		return resp
	}
	if r := get("/healthz", ""); r.StatusCode != 200 {
		t.Fatalf("healthz: %s", r.Status)
	}
	r := get("/", "gzip")
	if r.Header.Get("Content-Encoding") != "gzip" || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("index: %v", r.Header)
	}
	zr, err := gzip.NewReader(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(zr); !strings.Contains(string(b), "<title>Majlis") {
		t.Fatalf("index body %q", b)
	}
	r = get("/game.wasm", "gzip, br")
	if b, _ := io.ReadAll(r.Body); r.Header.Get("Content-Type") != "application/wasm" || r.Header.Get("Content-Encoding") != "br" || string(b) != "brotli bytes" {
		t.Fatalf("wasm with brotli: %v %q", r.Header, b)
	}
	r = get("/game.wasm", "")
	if b, _ := io.ReadAll(r.Body); r.Header.Get("Content-Encoding") != "" || string(b) != "\x00asm raw" {
		t.Fatalf("wasm plain: %v %q", r.Header, b)
	}

	// A client in a room hears of the shutdown.
	cctx, ccancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer ccancel()
	c, err := sig.Create(cctx, sig.Config{URL: "ws://" + addr + "/ws", Retries: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	cancel()
	for e := range c.Events() {
		if e.Kind == sig.EventShutdown {
			break
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("run: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("no graceful stop within 15s")
	}
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if !strings.Contains(logs.String(), `"msg":"stopped"`) {
		t.Fatalf("structured logs lack the stop:\n%s", logs.String())
	}
}

func TestListenAddress(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for want, m := range map[string]map[string]string{
		":8080":          {},
		":9000":          {"PORT": "9000"},
		"127.0.0.1:7000": {"PORT": "9000", "MAJLIS_ADDR": "127.0.0.1:7000"},
	} {
		if got := listenAddr(env(m)); got != want {
			t.Errorf("listenAddr(%v) = %q, want %q", m, got, want)
		}
	}
}

// syncWriter lets the server log from several goroutines into a builder.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(b)
}
