//go:build js

package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"

	"majlis/rules/bot/remote"
)

// serve answers the page's requests for as long as the worker lives. The
// worker's script queues what arrives before Go is ready; majlisThink
// takes each request, and the reply goes back by postMessage. A request is
// answered on a goroutine of its own, so that the callback returns at once.
func serve(d *remote.Desk) {
	self := js.Global()
	think := js.FuncOf(func(_ js.Value, args []js.Value) any {
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
	select {}
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
