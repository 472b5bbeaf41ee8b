//go:build !js

package verbs

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"majlis/net/signal"
)

// TestPeerVerbPlaysAyubistan runs a creator and two joiners as the verb
// runs them, through a loopback signalling server, to one final hash.
func TestPeerVerbPlaysAyubistan(t *testing.T) {
	hs := httptest.NewServer(signal.NewServer(signal.DefaultLimits(), nil))
	defer hs.Close()
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"

	pr, pw := io.Pipe()
	type outcome struct {
		out string
		err error
	}
	results := make(chan outcome, 3)
	var creatorOut strings.Builder
	go func() {
		err := runPeer([]string{"-signal", url, "-loopback", "-create", "-game", "ayubistan", "-players", "4", "-bots", "1", "-seed", "3", "-timeout", "2m"}, io.MultiWriter(pw, &creatorOut), io.Discard)
		pw.Close()
		results <- outcome{creatorOut.String(), err}
	}()
	sc := bufio.NewScanner(pr)
	code := ""
	if sc.Scan() {
		code, _ = strings.CutPrefix(sc.Text(), "room ")
	}
	go io.Copy(io.Discard, pr)
	if len(code) != signal.CodeLen {
		t.Fatalf("first line is not \"room CODE\": %q", sc.Text())
	}
	var wg sync.WaitGroup
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var out strings.Builder
			err := runPeer([]string{"-signal", url, "-loopback", "-join", code, "-name", fmt.Sprint("j", i), "-timeout", "2m"}, &out, io.Discard)
			results <- outcome{out.String(), err}
		}()
	}
	hashes := map[string]bool{}
	seats := map[int]bool{}
	deadline := time.After(3 * time.Minute)
	for range 3 {
		select {
		case r := <-results:
			if r.err != nil {
				t.Fatalf("peer failed: %v", r.err)
			}
			lines := strings.Split(strings.TrimSpace(r.out), "\n")
			var res peerResult
			if err := json.Unmarshal([]byte(lines[len(lines)-1]), &res); err != nil {
				t.Fatalf("last line is not JSON: %q", lines[len(lines)-1])
			}
			if res.Room != code || res.Steps == 0 || len(res.Hash) != 64 || len(res.Winners) == 0 {
				t.Fatalf("incomplete result %+v", res)
			}
			hashes[res.Hash] = true
			seats[res.Seat] = true
		case <-deadline:
			t.Fatal("the peers did not finish within 3 minutes")
		}
	}
	wg.Wait()
	if len(hashes) != 1 || len(seats) != 3 {
		t.Fatalf("peers disagree: hashes %v, seats %v", hashes, seats)
	}
}

func TestLoopbackURL(t *testing.T) {
	for raw, want := range map[string]bool{"ws://127.0.0.1:8080/ws": true, "ws://localhost/ws": true, "ws://[::1]:1/ws": true, "wss://majlis.example/ws": false, "ws://10.0.0.2/ws": false, "::": false} {
		if got := loopbackURL(raw); got != want {
			t.Errorf("loopbackURL(%q) = %v", raw, got)
		}
	}
}

func TestPeerVerbRefusesBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-signal", "ws://127.0.0.1:1/ws"},
		{"-signal", "ws://127.0.0.1:1/ws", "-create", "-join", "ABCDEFGH"},
		{"-signal", "ws://127.0.0.1:1/ws", "-create", "-game", "ayubistan", "-players", "3", "-bots", "3"},
		{"-signal", "ws://127.0.0.1:1/ws", "-create", "-game", "ayubistan", "-players", "3", "-level", "genius"},
	} {
		if err := runPeer(args, io.Discard, io.Discard); err == nil {
			t.Errorf("runPeer(%q) succeeded", args)
		}
	}
}
