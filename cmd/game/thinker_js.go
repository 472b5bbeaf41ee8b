//go:build !headless && js

// The bots' Web Worker: a search runs there (cmd/botworker, started by
// web/botworker.js), never on the page's thread, so that the table keeps
// drawing while a bot thinks. The worker is started a second after the
// page's first frame (client_js.go), or as a table with searching bots
// opens, or at the first decision sent to it; if it cannot start or stops
// answering, the bots think on the page as before (and the console says
// why).
package main

import (
	"errors"
	"fmt"
	"net/url"
	"sync"
	"sync/atomic"
	"syscall/js"
	"time"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/bot/remote"
)

// workerPatience is how long a decision may take in the worker before the
// page gives up on it and its bots think on the page: far beyond a hard
// decision (0.7 s in a worker on this two-core machine).
const workerPatience = time.Minute

// worker carries requests to the Web Worker, one at a time (its Courier
// asks one at a time).
type worker struct {
	mu      sync.Mutex // held through a decision
	w       js.Value
	replies chan workerReply
	// broken, once set, says why the worker is given up; the worker's
	// callbacks set it too, so it is read and written without mu.
	broken atomic.Pointer[error]
	// sent counts the decisions answered (the test hook reads it while
	// a decision holds mu).
	sent atomic.Int64
}

type workerReply struct {
	data []byte
	err  error
}

// newThinker returns the Thinker of the page's bot worker.
func newThinker(w *worker) bot.Thinker { return sayingThinker{remote.NewCourier(w.send), w} }

// sayingThinker says on the console why a decision could not be the
// worker's (the bot then decides on the page): a worker given up says so
// once (fail), any other failure each time, for it is a bug.
type sayingThinker struct {
	c *remote.Courier
	w *worker
}

func (t sayingThinker) Think(l *rules.Log, seat rules.Seat, level string, seed rules.Seed) (rules.Move, error) {
	if err := t.w.gone(); err != nil {
		return "", err // before the Courier encodes the whole game for nothing
	}
	m, err := t.c.Think(l, seat, level, seed)
	if err != nil && t.w.gone() == nil {
		js.Global().Get("console").Call("warn", "Majlis: a bot decided on the page: "+err.Error())
	}
	return m, err
}

func (w *worker) send(req []byte) ([]byte, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.gone(); err != nil {
		return nil, err
	}
	if w.replies == nil {
		if err := w.start(""); err != nil {
			return nil, w.fail(err)
		}
	}
	w.w.Call("postMessage", string(req))
	t := time.NewTimer(workerPatience)
	defer t.Stop()
	select {
	case r := <-w.replies:
		if r.err != nil {
			return nil, w.fail(r.err)
		}
		w.sent.Add(1)
		return r.data, nil
	case <-t.C:
		return nil, w.fail(fmt.Errorf("no answer in %s", workerPatience))
	}
}

// warm starts the worker ahead of its first decision, so that bot.wasm is
// fetched and compiled before the first bot thinks, and the search
// rehearsed, game first (cmd/botworker).
func (w *worker) warm(game string) {
	if !w.mu.TryLock() {
		return // a decision is under way: it is started
	}
	defer w.mu.Unlock()
	if w.gone() == nil && w.replies == nil {
		if err := w.start(game); err != nil {
			w.fail(err)
		}
	}
}

// start makes the worker, asking it to rehearse game first, and hears its
// messages and errors.
func (w *worker) start(game string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("starting it: %v", r)
		}
	}()
	ctor := js.Global().Get("Worker")
	if ctor.Type() != js.TypeFunction {
		return errors.New("this browser has no Web Workers")
	}
	w.replies = make(chan workerReply, 1)
	deliver := func(r workerReply) {
		if r.err != nil {
			// Said and given up at once, whether or not a decision
			// waits for it.
			r.err = w.fail(r.err)
		}
		select {
		case w.replies <- r:
		default: // a message while none is awaited: dropped
		}
	}
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		d := args[0].Get("data")
		if d.Type() == js.TypeString {
			deliver(workerReply{data: []byte(d.String())})
		} else {
			// web/botworker.js: {fatal: why} when bot.wasm cannot run.
			deliver(workerReply{err: errors.New(d.Get("fatal").String())})
		}
		return nil
	})
	onError := js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := "its script failed or could not be fetched"
		if len(args) > 0 {
			if m := args[0].Get("message"); m.Type() == js.TypeString {
				why = m.String()
			}
		}
		deliver(workerReply{err: errors.New(why)})
		return nil
	})
	// The callbacks live as long as the page: one that was released
	// would fail a message still queued when the worker was stopped.
	script := "botworker.js"
	if game != "" {
		script += "?rehearse=" + url.QueryEscape(game)
	}
	w.w = ctor.New(script)
	w.w.Set("onmessage", onMessage)
	w.w.Set("onerror", onError)
	return nil
}

// gone is why the worker was given up, nil while it serves.
func (w *worker) gone() error {
	if p := w.broken.Load(); p != nil {
		return *p
	}
	return nil
}

// fail gives up on the worker for good, the first time it is called (the
// console says why): the page's bots think on the page. It returns why.
func (w *worker) fail(err error) error {
	broken := fmt.Errorf("bot worker: %w", err)
	if !w.broken.CompareAndSwap(nil, &broken) {
		return w.gone()
	}
	js.Global().Get("console").Call("warn", "Majlis: the bots think on the page, not in a worker: "+broken.Error())
	if w.w.Truthy() {
		w.w.Call("terminate")
	}
	return broken
}

// decisions is how many decisions the worker has answered.
func (w *worker) decisions() int { return int(w.sent.Load()) }
