//go:build !headless && js

// The browser platform: settings in localStorage, the running game in
// sessionStorage (a reload of the same tab resumes it), logs downloaded
// and uploaded through the page, the room code in the address's #fragment,
// and the test hooks when the address asks for them (?test=1).
package main

import (
	"encoding/json"
	"errors"
	"net/url"
	"runtime/debug"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"majlis/graphics/app"
	"majlis/rules"
)

func runClient([]string) error {
	// When main began, after the Go runtime and every package's
	// initialisation (web's BenchmarkFirstFrame splits the first frame
	// there, beside web/floor's).
	js.Global().Set("majlisMain", js.Global().Get("performance").Call("now"))
	// The page's Go heap lives at about 9 MB; a bot's search allocates
	// fast enough that the default GOGC collected every 30 ms while it
	// thought on the page (gctrace in headless Chromium), and every
	// collection's marking runs on the page's only thread. Searches run
	// in the bots' worker now (thinker_js.go), but on the page again if
	// it fails; four times the live heap between collections costs some
	// 40 MB and a quarter of them.
	//
	// A collection still makes one long task: when no goroutine can run,
	// the scheduler marks in idle time before it hands the thread back to
	// the page, and nothing in js/wasm interrupts that marking, so a
	// collection under way when the search pauses finishes in that task.
	// A Chromium trace of a table with normal bots put 50 to 100 ms tasks
	// down to it (the heap then 16 MB in 80,000 objects, half of it
	// Ebitengine's cache of shaped text, which ages by ticks, and ticks
	// are few on a paced page).
	debug.SetGCPercent(400)
	loc := js.Global().Get("location")
	q, _ := url.ParseQuery(strings.TrimPrefix(loc.Get("search").String(), "?"))
	f := clientFlags{
		test:     q.Get("test") == "1",
		autoplay: q.Get("autoplay") == "1",
		start:    q.Get("start"),
		botDelay: 500 * time.Millisecond,
		// The page compiles a table's code as it first runs it; the home
		// screen and a lobby run it first (?rehearse=0 do not, to
		// measure).
		rehearse: q.Get("rehearse") != "0",
	}
	if d, err := time.ParseDuration(q.Get("botdelay")); err == nil {
		f.botDelay = d
	}
	var thinks thinkLog
	if f.test {
		f.thought = thinks.add
	}
	// The bots search in a Web Worker (?worker=0: on the page, to
	// measure the difference).
	var far worker
	if q.Get("worker") != "0" {
		f.thinker, f.warm = newThinker(&far), far.warm
	}
	pf := &browser{}
	scheme := "ws://"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss://"
	}
	pf.online = &online{
		signal: scheme + loc.Get("host").String() + "/ws",
		token:  func() string { return string(getItem("sessionStorage", "majlis.token")) },
		save: func(t string) {
			defer func() { _ = recover() }()
			if t == "" {
				storage("sessionStorage").Call("removeItem", "majlis.token")
				return
			}
			storage("sessionStorage").Call("setItem", "majlis.token", t)
		},
	}
	pf.online.thinker = f.thinker
	if js.Global().Get("RTCPeerConnection").IsUndefined() {
		pf.online = nil
	}
	a := newClient(pf, f, nil)
	if f.test {
		// The page's test hook: the client's state as JSON.
		js.Global().Set("majlisTest", js.FuncOf(func(js.Value, []js.Value) any {
			b, _ := json.Marshal(a.Test())
			return string(b)
		}))
		// The local bots' decisions: [start, end] in the page's
		// performance.now() milliseconds, and the seat.
		js.Global().Set("majlisThinks", js.FuncOf(func(js.Value, []js.Value) any {
			return thinks.json()
		}))
		// How many of them the bot worker answered.
		js.Global().Set("majlisWorkerDecisions", js.FuncOf(func(js.Value, []js.Value) any {
			return far.decisions()
		}))
	}
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("majlis-ready"))
	// Paced as on the desktop: Ebitengine's requestAnimationFrame loop
	// still runs, but an idle table skips Update and Draw (?pace=0 turns
	// it off, to measure the difference).
	o := windowOptions{pace: q.Get("pace") != "0"}
	first := true
	o.drawn = func(n uint64) {
		if first {
			// When the first frame was drawn, in the page's clock (since
			// navigation): web's BenchmarkFirstFrame reads it, beside
			// web/floor's.
			first = false
			js.Global().Set("majlisFirstFrame", js.Global().Get("performance").Call("now"))
			// A page opened on the home screen most likely plays
			// against bots: the bots' worker is fetched and compiled a
			// second after the first frame, while the home screen
			// waits for a click, rather than as the first bot thinks
			// (its compiling held frames back 200 to 400 ms there), and
			// rehearses a decision in the game the home screen shows,
			// then in the others (cmd/botworker). A page opened to join
			// a room (a #code) starts it only if its table has
			// searching bots.
			if f.thinker != nil && loc.Get("hash").String() == "" {
				game := a.ShownGame()
				time.AfterFunc(time.Second, func() { far.warm(game) })
			}

		}
		if f.test {
			// The count of drawn frames as a plain property, cheap to
			// read in every animation frame: a test tells a gap spent
			// redrawing the table from a gap in which Go held the page.
			js.Global().Set("majlisDrawn", n)
		}
	}
	return runWindow(a, o)
}

// thinkLog keeps the local bots' decisions for the test hook, so that a
// test can tell the frames drawn while a bot thought.
type thinkLog struct {
	mu   sync.Mutex
	list [][3]float64 // start, end (page milliseconds), seat
}

func (l *thinkLog) add(seat rules.Seat, took time.Duration) {
	end := js.Global().Get("performance").Call("now").Float()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.list = append(l.list, [3]float64{end - float64(took.Microseconds())/1000, end, float64(seat)})
}

func (l *thinkLog) json() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, _ := json.Marshal(l.list)
	return string(b)
}

type browser struct{ online *online }

func storage(name string) js.Value { return js.Global().Get(name) }

func getItem(store, key string) []byte {
	v := storage(store).Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return nil
	}
	return []byte(v.String())
}

func (*browser) LoadPrefs() []byte { return getItem("localStorage", "majlis.settings") }

func (*browser) SavePrefs(b []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("the browser refused to store the settings")
		}
	}()
	storage("localStorage").Call("setItem", "majlis.settings", string(b))
	return nil
}

// SaveLog downloads the log as a file.
func (*browser) SaveLog(name string, b []byte) (string, error) {
	doc := js.Global().Get("document")
	arr := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(arr, b)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "text/plain"})
	href := js.Global().Get("URL").Call("createObjectURL", blob)
	el := doc.Call("createElement", "a")
	el.Set("href", href)
	el.Set("download", name)
	doc.Get("body").Call("appendChild", el)
	el.Call("click")
	el.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", href)
	return name, nil
}

// PickLog opens the browser's file chooser.
// SavedLogs is empty in the browser: a saved log is a download, opened
// again by upload.
func (*browser) SavedLogs() []string { return nil }

func (*browser) OpenSaved(string) ([]byte, error) {
	return nil, errors.New("the browser keeps no saved games")
}

func (*browser) PickLog(done func(string, []byte, error)) bool {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		if files.Length() == 0 {
			return nil
		}
		file := files.Index(0)
		name := file.Get("name").String()
		var then, fail js.Func
		then = js.FuncOf(func(_ js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			arr := js.Global().Get("Uint8Array").New(args[0])
			b := make([]byte, arr.Length())
			js.CopyBytesToGo(b, arr)
			done(name, b, nil)
			return nil
		})
		fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			done(name, nil, errors.New("the file could not be read"))
			return nil
		})
		file.Call("arrayBuffer").Call("then", then, fail)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
	return true
}

func (*browser) SaveCurrent(b []byte) {
	defer func() { _ = recover() }()
	if b == nil {
		storage("sessionStorage").Call("removeItem", "majlis.current")
		return
	}
	storage("sessionStorage").Call("setItem", "majlis.current", string(b))
}

func (*browser) LoadCurrent() []byte { return getItem("sessionStorage", "majlis.current") }

func (*browser) LinkCode() string {
	return strings.TrimPrefix(js.Global().Get("location").Get("hash").String(), "#")
}

// Link is the page's own address with the room's code, or, when the page
// was opened with ?public=ADDRESS (the address others reach this server
// at, for a server that knows itself only as localhost), that address.
func (*browser) Link(code string) string {
	loc := js.Global().Get("location")
	params := js.Global().Get("URLSearchParams").New(loc.Get("search"))
	if pub := params.Call("get", "public"); pub.Type() == js.TypeString && pub.String() != "" {
		return strings.TrimRight(pub.String(), "/") + "/#" + code
	}
	return loc.Get("origin").String() + loc.Get("pathname").String() + "#" + code
}

func (*browser) SetLinkCode(code string) {
	h := ""
	if code != "" {
		h = "#" + code
	}
	js.Global().Get("history").Call("replaceState", nil, "", js.Global().Get("location").Get("pathname").String()+js.Global().Get("location").Get("search").String()+h)
}

func (*browser) CopyText(s string) error {
	c := js.Global().Get("navigator").Get("clipboard")
	if c.IsUndefined() {
		return errors.New("the browser offers no clipboard here")
	}
	c.Call("writeText", s)
	return nil
}

func (b *browser) Online() app.Online {
	if b.online == nil {
		return nil
	}
	return b.online
}
