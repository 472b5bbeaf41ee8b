//go:build js

package bot

import (
	"syscall/js"
	"time"
)

// In the browser Go runs on the page's only thread and is never preempted:
// a search that did not block would hold back every frame until it ended.
// So a search stops whenever it has run for pauseSlice and waits for a
// message it posts to itself through a MessageChannel: while it waits no
// goroutine can run, the runtime hands the thread back to the page, and
// the page draws a frame if one is due before the message comes back.
// (A timer would do the same, but browsers hold nested timers back by 4
// ms; waiting for an animation frame instead halves the bot's speed and
// stops it in a hidden tab.)
const pauseSlice = 8 * time.Millisecond

type pauser struct {
	since time.Time
	port  js.Value // the channel's sending end
	back  js.Func  // its other end's message handler
	woken chan struct{}
	timer bool // no MessageChannel here: sleep instead
}

// pause waits for the page when the search has run for pauseSlice since
// the last pause.
func (p *pauser) pause() {
	now := time.Now()
	if p.since.IsZero() {
		p.since = now
		return
	}
	if now.Sub(p.since) < pauseSlice {
		return
	}
	if p.woken == nil && !p.timer {
		p.timer = !p.open()
	}
	if p.timer {
		time.Sleep(time.Millisecond)
	} else {
		p.port.Call("postMessage", nil)
		<-p.woken
	}
	p.since = time.Now()
}

// open makes the MessageChannel, reporting whether the platform has one.
func (p *pauser) open() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	mc := js.Global().Get("MessageChannel")
	if mc.Type() != js.TypeFunction {
		return false
	}
	ch := mc.New()
	p.woken = make(chan struct{}, 1)
	p.back = js.FuncOf(func(js.Value, []js.Value) any {
		p.woken <- struct{}{}
		return nil
	})
	ch.Get("port1").Set("onmessage", p.back)
	p.port = ch.Get("port2")
	return true
}

// close releases the channel once the search is over (no message is
// pending then: every pause waited for its own).
func (p *pauser) close() {
	if p.woken == nil {
		return
	}
	p.port.Call("close")
	p.back.Release()
	p.woken = nil
}
