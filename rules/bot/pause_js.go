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
// goroutine can run, and the runtime hands the thread back to the page.
// (A timer would do the same, but browsers hold nested timers back by 4
// ms.)
//
// A stream of such messages alone starves the page's frames: Chromium ran
// the search's messages before its animation frames, and frames came 100
// to 450 ms apart while a bot thought. So once a frame is due (frameDue
// after the last one the search saw), the search waits for the next
// animation frame instead, and posts its message from there: it resumes
// in a task after that frame is drawn. A hidden page draws no frames, so
// there the search takes messages only and thinks at full speed.
//
// In the bots' Web Worker (cmd/botworker) a search holds no page's thread,
// but on a machine of two cores or fewer it holds half the machine, and the
// page, the compositor and the GPU process share the other half. There the
// search rests as long as it works. In headless Chromium on two cores, with
// normal bots, frames came 83 to 117 ms apart while the worker searched
// at full speed and 67 to 83 ms apart while it rested, decisions taking
// 210 ms on average instead of 135.
const (
	pauseSlice = 8 * time.Millisecond
	frameDue   = 16 * time.Millisecond
	// frameWait bounds a wait for a frame: a page hidden meanwhile draws
	// none (its late frame, or message, is then ignored by number).
	frameWait = 100 * time.Millisecond
)

type pauser struct {
	since time.Time // the end of the last pause
	frame time.Time // the last animation frame the search waited for
	port  js.Value  // the channel's sending end
	back  js.Func   // its other end's message handler
	drawn js.Func   // the animation frame's callback
	woken chan struct{}
	// wait numbers the pauses: a message carries its pause's number, and
	// only the current one's wakes the search. framing is the pause
	// waiting for a frame, if any.
	wait, framing int
	// pending counts the messages and frames asked for whose callbacks
	// have not run: the callbacks are released only once none is left.
	pending int
	closed  bool
	timer   bool // no MessageChannel here: sleep instead
	// rest: a worker on a machine of two cores or fewer (above), which
	// sleeps instead.
	rest bool
}

// pause waits for the page when the search has run for pauseSlice since
// the last pause.
func (p *pauser) pause() {
	now := time.Now()
	if p.since.IsZero() {
		p.since, p.frame = now, now
		p.rest = fewCoresWorker()
		return
	}
	if now.Sub(p.since) < pauseSlice {
		return
	}
	if p.woken == nil && !p.timer && !p.rest {
		p.timer = !p.open()
	}
	p.wait++
	switch {
	case p.rest:
		time.Sleep(pauseSlice)
	case p.timer:
		time.Sleep(time.Millisecond)
	case now.Sub(p.frame) >= frameDue && drawsFrames():
		p.framing = p.wait
		p.pending++
		frames().Invoke(p.drawn)
		t := time.NewTimer(frameWait)
		select {
		case <-p.woken:
		case <-t.C:
		}
		t.Stop()
		p.framing = 0
		p.frame = time.Now()
	default:
		p.post(p.wait)
		<-p.woken
	}
	p.since = time.Now()
}

func (p *pauser) post(n int) {
	p.pending++
	p.port.Call("postMessage", n)
}

// fewCoresWorker reports whether this is a Web Worker on a machine of two
// logical cores or fewer.
func fewCoresWorker() bool {
	g := js.Global()
	scope := g.Get("WorkerGlobalScope")
	if scope.Type() != js.TypeFunction || !g.InstanceOf(scope) {
		return false
	}
	n := g.Get("navigator").Get("hardwareConcurrency")
	return n.Type() == js.TypeNumber && n.Int() <= 2
}

// drawsFrames reports whether there is a page, shown, and so drawing
// frames (not so under Node, or in a hidden tab).
func drawsFrames() bool {
	d := js.Global().Get("document")
	return d.Truthy() && d.Get("visibilityState").String() == "visible" && frames().Type() == js.TypeFunction
}

// frames is the page's requestAnimationFrame: past the gate of Majlis'
// loader (web/loader.js), which parks the client's own frames while it is
// idle, as it is while a bot thinks.
func frames() js.Value {
	if g := js.Global().Get("majlisFrameGate"); g.Truthy() {
		return g.Get("raw")
	}
	return js.Global().Get("requestAnimationFrame")
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
	p.back = js.FuncOf(func(_ js.Value, args []js.Value) any {
		p.pending--
		if len(args) > 0 && args[0].Get("data").Int() == p.wait {
			select {
			case p.woken <- struct{}{}:
			default:
			}
		}
		p.release()
		return nil
	})
	ch.Get("port1").Set("onmessage", p.back)
	p.port = ch.Get("port2")
	p.drawn = js.FuncOf(func(js.Value, []js.Value) any {
		p.pending--
		if p.framing != 0 && p.framing == p.wait {
			p.post(p.wait)
		}
		p.release()
		return nil
	})
	return true
}

// close releases the channel once the search is over, or, where a late
// frame or message is still to come (the page was hidden during a wait),
// when its callback has run.
func (p *pauser) close() {
	p.closed = true
	p.release()
}

func (p *pauser) release() {
	if !p.closed || p.pending > 0 || p.woken == nil {
		return
	}
	p.port.Call("close")
	p.back.Release()
	p.drawn.Release()
	p.woken = nil
}
