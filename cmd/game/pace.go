//go:build !headless

// Pacing: the window ticks only while the client has something to do.
// Ebitengine's loop otherwise runs 60 times a second even when Draw skips
// every frame; on the desktop under a software GL (Mesa's llvmpipe, Xvfb)
// that loop alone kept an idle table at about 5% of a core. In
// FPSModeVsyncOffMinimum the loop waits for input or for ScheduleFrame,
// and a goroutine here asks for frames: 60 a second while the client is
// busy and for a moment after; then only when the session on screen
// changes (a bot's or a peer's move, a lobby's news) and once a second,
// which is enough for what else happens outside the client (a message
// expiring). In the browser the requestAnimationFrame loop
// keeps running in that mode (skipping Update and Draw when no frame was
// asked for), so while idle the pacer also holds the page's frame gate
// (web/loader.js), which parks those frames until input or the next look.
package main

import (
	"encoding/json"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics/app"
)

const (
	// frameEvery is the frame rate while something moves.
	frameEvery = time.Second / 60
	// busyLinger keeps the full rate briefly after the last busy tick.
	// It was a second, but a move wakes an idle pacer at once anyway
	// (App.Changed), and in the browser every frame Ebitengine presents
	// costs the GPU process, which in headless Chromium on two cores
	// shares them with the search: over four runs each of web's
	// TestBrowserBotLevelsAndFrames, normal decisions took 194 ms on
	// average with 50 ms here against 222 ms with a second, and the
	// longest gap between frames without a redraw was 67 to 117 ms
	// against 67 to 150 ms.
	busyLinger = 50 * time.Millisecond
	// idleEvery is how often an idle client looks for outside changes
	// other than its session's, which wake it at once (App.Changed): a
	// message expiring, a lobby's news of a peer's path.
	idleEvery = time.Second
)

// paced is the client with its frames asked for by a pacing goroutine.
type paced struct {
	*app.App
	wake       chan struct{} // a busy tick wakes the pacer at once
	lastBusy   atomic.Int64  // unix nanoseconds of the last busy tick
	ticks      uint64        // Update calls, for the tests
	printTicks bool
	printedAt  time.Time
	drawn      func(frames uint64) // windowOptions.drawn
	lastFrames uint64
}

func newPaced(a *app.App, printTicks bool) *paced {
	p := &paced{App: a, wake: make(chan struct{}, 1), printTicks: printTicks}
	p.lastBusy.Store(time.Now().UnixNano())
	return p
}

// tickReport is the line the tests read to see that an idle window
// neither ticks often nor draws.
type tickReport struct {
	Ticks  uint64 `json:"ticks"`
	Frames uint64 `json:"frames"`
}

// Update runs the client's tick and tells the pacer whether it is busy.
func (p *paced) Update() error {
	err := p.App.Update()
	p.ticks++
	if !p.App.Idle() {
		p.lastBusy.Store(time.Now().UnixNano())
		select {
		case p.wake <- struct{}{}:
		default:
		}
	}
	if p.printTicks && time.Since(p.printedAt) >= time.Second {
		p.printedAt = time.Now()
		if b, err := json.Marshal(tickReport{Ticks: p.ticks, Frames: p.App.Frames()}); err == nil {
			fmt.Println("majlis-ticks " + string(b))
		}
	}
	return err
}

// Draw draws the client and tells drawn when the frame was redrawn.
func (p *paced) Draw(screen *ebiten.Image) {
	p.App.Draw(screen)
	if n := p.App.Frames(); p.drawn != nil && n != p.lastFrames {
		p.lastFrames = n
		p.drawn(n)
	}
}

// start switches Ebitengine to frames on demand and starts the pacer;
// the returned function stops it.
func (p *paced) start() (stop func()) {
	// FPSModeVsyncOffMinimum and ScheduleFrame are marked deprecated since
	// v2.5 in favour of SetScreenClearedEveryFrame(false), which we also
	// use; but that only skips the present, while the loop, its thread
	// hand-offs and GL frame keep running at 60 Hz. They still work in
	// v2.9.9 and are the only way to let the loop wait.
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	done := make(chan struct{})
	go func() {
		// Timers of Go 1.23 and later deliver no stale tick after Reset.
		t := time.NewTimer(frameEvery)
		defer t.Stop()
		// sleep waits d, or less when wake or news comes; news (the
		// session on screen changed) also cuts the frame's wait after.
		sleep := func(d time.Duration, wake, news <-chan struct{}) (ok, hurry bool) {
			t.Reset(d)
			select {
			case <-done:
				return false, false
			case <-wake:
			case <-news:
				return true, true
			case <-t.C:
			}
			return true, false
		}
		// heard is the news channel that last woke the pacer. A session's
		// is replaced as it closes, but a connection's answer stays
		// closed until Update takes it; listening to it again would spin,
		// and in the browser, where nothing preempts the pacer, starve
		// that very Update.
		var heard <-chan struct{}
		defer holdFrames(false)
		for {
			ebiten.ScheduleFrame()
			if time.Since(time.Unix(0, p.lastBusy.Load())) < busyLinger {
				holdFrames(false)
				if ok, _ := sleep(frameEvery, nil, nil); !ok {
					return
				}
				continue
			}
			// Where the platform's loop runs on without us (the browser's
			// animation frames), hold it, letting through the one frame
			// just asked for.
			holdFrames(true)
			wakeFrame()
			// Idle: look again after idleEvery, at once when the session
			// on screen changes, or sooner when a tick (run for input)
			// turned busy; then at the busy rate.
			news := p.App.Changed()
			if news == heard {
				news = nil
			}
			ok, hurry := sleep(idleEvery, p.wake, news)
			if !ok {
				return
			}
			if hurry {
				heard = news
			} else if ok, _ := sleep(frameEvery, nil, nil); !ok {
				return
			}
		}
	}()
	return func() { close(done) }
}
