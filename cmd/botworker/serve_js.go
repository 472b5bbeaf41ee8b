//go:build js

package main

import (
	"encoding/json"
	"fmt"
	"sync/atomic"
	"syscall/js"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/bot/remote"
)

// serve answers the page's requests for as long as the worker lives. The
// worker's script queues what arrives before Go is ready; majlisThink
// takes each request, and the reply goes back by postMessage. A request is
// answered on a goroutine of its own, so that the callback returns at once.
//
// Until the first request comes, the worker rehearses a decision in each
// game (bot.Rehearse), the one its address names first (botworker.js?
// rehearse=ayubistan, as the page starts it). A table's first normal
// decision, in headless Chromium on two cores, took 0.8 to 1.3 s without
// rehearsals and 0.3 to 0.7 s with them (the ones after it 0.1 to 0.4 s).
func serve(d *remote.Desk, all []rules.Game) {
	self := js.Global()
	var asked atomic.Bool
	think := js.FuncOf(func(_ js.Value, args []js.Value) any {
		asked.Store(true)
		if len(args) == 0 || args[0].Type() != js.TypeString {
			self.Call("postMessage", `{"error":"a request must be a string of JSON"}`)
			return nil
		}
		req := args[0].String()
		go func() {
			self.Call("postMessage", string(answer(d, req)))
		}()
		return nil
	})
	self.Set("majlisThink", think)
	if ready := self.Get("majlisReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	for _, g := range rehearsalOrder(all, rehearsalFirst()) {
		if asked.Load() {
			break // a player waits: the rest of the rehearsals would slow it
		}
		if err := rehearse(g); err != nil {
			self.Get("console").Call("warn", "Majlis bot worker: "+err.Error())
		}
	}
	select {}
}

// rehearsalFirst is the game the worker's address names to rehearse
// first, if any.
func rehearsalFirst() string {
	loc := js.Global().Get("location")
	params := js.Global().Get("URLSearchParams")
	if !loc.Truthy() || params.Type() != js.TypeFunction {
		return ""
	}
	v := params.New(loc.Get("search")).Call("get", "rehearse")
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// rehearse is bot.Rehearse, with a panic in a game's rules (a bug) said as
// an error rather than ending the worker.
func rehearse(g rules.Game) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("rehearsing %s: %v", g.ID(), r)
		}
	}()
	return bot.Rehearse(g, rehearsalIterations)
}

// answer is the Desk's reply; a panic in a game's rules (a bug) is an error
// reply too, so that the page falls back to thinking itself rather than
// waiting for ever.
func answer(d *remote.Desk, req string) (out []byte) {
	defer func() {
		if r := recover(); r != nil {
			out, _ = json.Marshal(remote.Reply{Error: fmt.Sprintf("the bot worker failed: %v", r)})
		}
	}()
	return d.Answer([]byte(req))
}
