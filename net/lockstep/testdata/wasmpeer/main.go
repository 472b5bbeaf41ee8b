//go:build js

// Command wasmpeer is a lockstep peer in the browser, for the browser
// tests: it joins the room named in the page's URL (?signal=WS&code=CODE)
// and takes a free seat, or with ?create=1 creates a two-seat Ayubistan
// table (its code in window.peerRoom); it plays with the random bot
// through pion's WebAssembly build and leaves its outcome in
// window.peerResult, with the path the browser reports to the other peer.
package main

import (
	"context"
	"encoding/json"
	"net/url"
	"syscall/js"
	"time"

	"majlis/net/lockstep"
)

type result struct {
	Hash  string `json:"hash,omitempty"`
	Steps int    `json:"steps"`
	Error string `json:"error,omitempty"`
	// Path is how the connection to the other peer travels (direct,
	// reflexive, relayed), as the browser's statistics tell it, and
	// RTT its round-trip time in milliseconds.
	Path string  `json:"path,omitempty"`
	RTT  float64 `json:"rtt_ms,omitempty"`
}

func report(r result) {
	b, _ := json.Marshal(r)
	js.Global().Set("peerResult", string(b))
}

func main() {
	q, _ := url.ParseQuery(js.Global().Get("location").Get("search").String()[1:])
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cfg := lockstep.Config{Signal: q.Get("signal"), Name: "browser", AutoPlay: true, AutoStart: true}
	var s *lockstep.Session
	var err error
	if q.Get("create") == "1" {
		s, err = lockstep.Create(ctx, cfg, lockstep.Table{Game: "ayubistan", Seats: []lockstep.SeatKind{lockstep.SeatMine, lockstep.SeatOpen}})
		if err == nil {
			js.Global().Set("peerRoom", s.Room())
		}
	} else {
		s, err = lockstep.Join(ctx, cfg, q.Get("code"))
		if err == nil {
			_, err = s.ClaimAny(ctx)
		}
	}
	if err != nil {
		report(result{Error: err.Error()})
		return
	}
	v := uint64(0)
	var path string
	var rtt float64
	for range 1 << 20 {
		// The browser answers a path a moment after it is asked: look
		// at every change until one is known.
		for _, p := range s.Paths() {
			path, rtt = p.Kind, float64(p.RTT.Microseconds())/1000
		}
		st := s.Status()
		if st.Fault != "" {
			report(result{Steps: st.Step, Error: st.Fault})
			return
		}
		if st.Done {
			report(result{Hash: s.Hash().String(), Steps: st.Step, Path: path, RTT: rtt})
			s.Close()
			return
		}
		if v, err = s.Wait(ctx, v); err != nil {
			report(result{Steps: st.Step, Error: err.Error()})
			return
		}
	}
}
