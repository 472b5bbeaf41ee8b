//go:build js

// Command wasmpeer is a lockstep peer in the browser, for the browser
// tests: it joins the room named in the page's URL (?signal=WS&code=CODE)
// and takes a free seat, or with ?create=1 creates a two-seat Ayubistan
// table (its code in window.peerRoom); it plays with the random bot
// through pion's WebAssembly build and leaves its outcome in
// window.peerResult.
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
	for range 1 << 20 {
		st := s.Status()
		if st.Fault != "" {
			report(result{Steps: st.Step, Error: st.Fault})
			return
		}
		if st.Done {
			report(result{Hash: s.Hash().String(), Steps: st.Step})
			s.Close()
			return
		}
		if v, err = s.Wait(ctx, v); err != nil {
			report(result{Steps: st.Step, Error: err.Error()})
			return
		}
	}
}
