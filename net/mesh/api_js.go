//go:build js

// In the browser, RTCPeerConnection chooses its own candidates; the
// Loopback setting has no equivalent there and is ignored. The path of a
// connection is read from the browser's own statistics (getStats), which
// answer later: a link keeps the last answer and asks again at most once
// a second.

package mesh

import (
	"sync"
	"syscall/js"
	"time"

	"github.com/pion/webrtc/v4"
)

func newAPI(Config) (*webrtc.API, error) { return webrtc.NewAPI(), nil }

// gatheringComplete is closed once pc has gathered its candidates. It
// watches the gathering state rather than the candidates, as
// webrtc.GatheringCompletePromise does: reading a candidate links pion's
// whole native ICE agent (and DTLS, TURN and crypto/tls behind it) into
// the browser build, which uses none of it: 2.6 MB gzip of the download.
func gatheringComplete(pc *webrtc.PeerConnection) <-chan struct{} {
	ch := make(chan struct{})
	var once sync.Once
	check := func() {
		if pc.ICEGatheringState() == webrtc.ICEGatheringStateComplete {
			once.Do(func() { close(ch) })
		}
	}
	pc.OnICEGatheringStateChange(check)
	check()
	return ch
}

// pathStats is a connection's last known path and when it was last asked
// for.
type pathStats struct {
	mu    sync.Mutex
	path  Path
	known bool
	asked time.Time
	busy  bool
}

// pathRefresh is how often a link asks the browser for its path again.
const pathRefresh = time.Second

// pathReader returns the path of pc as the browser last told it, and
// asks again when the answer is older than pathRefresh.
func pathReader(pc *webrtc.PeerConnection) func() (Path, bool) {
	s := &pathStats{}
	return func() (Path, bool) {
		s.mu.Lock()
		ask := !s.busy && time.Since(s.asked) >= pathRefresh
		if ask {
			s.busy, s.asked = true, time.Now()
		}
		p, known := s.path, s.known
		s.mu.Unlock()
		if ask {
			readPath(pc.JSValue(), func(p Path, ok bool) {
				s.mu.Lock()
				defer s.mu.Unlock()
				s.busy = false
				if ok {
					s.path, s.known = p, true
				}
			})
		}
		return p, known
	}
}

// readPath asks the RTCPeerConnection pc for its statistics and tells done
// the selected candidate pair's kinds and round-trip time.
func readPath(pc js.Value, done func(Path, bool)) {
	defer func() {
		if recover() != nil { // a closed connection, an old browser
			done(Path{}, false)
		}
	}()
	var then, fail js.Func
	release := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		p, ok := Path{}, false
		if len(args) > 0 {
			p, ok = pathFromStats(args[0])
		}
		done(p, ok)
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		defer release()
		done(Path{}, false)
		return nil
	})
	pc.Call("getStats").Call("then", then, fail)
}

// pathFromStats reads an RTCStatsReport: the transport's selected
// candidate pair (or, where the browser names none, the nominated pair
// that succeeded), its two candidates' types and its round-trip time.
func pathFromStats(report js.Value) (p Path, ok bool) {
	defer func() {
		if recover() != nil {
			p, ok = Path{}, false
		}
	}()
	stats := map[string]js.Value{}
	var selected string
	each := js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := args[0]
		id := v.Get("id").String()
		stats[id] = v
		if v.Get("type").String() == "transport" {
			if s := v.Get("selectedCandidatePairId"); s.Type() == js.TypeString {
				selected = s.String()
			}
		}
		return nil
	})
	defer each.Release()
	report.Call("forEach", each)
	pair, found := stats[selected]
	if !found {
		for _, v := range stats {
			if v.Get("type").String() == "candidate-pair" && v.Get("state").String() == "succeeded" && v.Get("nominated").Truthy() {
				pair, found = v, true
				break
			}
		}
	}
	if !found {
		return Path{}, false
	}
	local, lok := stats[pair.Get("localCandidateId").String()]
	remote, rok := stats[pair.Get("remoteCandidateId").String()]
	if !lok || !rok {
		return Path{}, false
	}
	p = Path{Local: local.Get("candidateType").String(), Remote: remote.Get("candidateType").String()}
	p.Kind = kindOf(p.Local, p.Remote)
	if rtt := pair.Get("currentRoundTripTime"); rtt.Type() == js.TypeNumber {
		p.RTT = time.Duration(rtt.Float() * float64(time.Second))
	}
	return p, true
}
