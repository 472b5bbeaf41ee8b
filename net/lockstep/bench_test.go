//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"majlis/net/mesh"
	"majlis/net/signal"
)

// BenchmarkMoveLatency plays whole Ayubistan games between n pion peers
// on loopback, all in this process. It reports the time from a move's
// decision to its being applied on every peer, at the 50th and 99th
// percentiles, beside the raw data channel echo round trip measured in the
// same run, their ratio, and the bytes and data channel messages all peers
// sent per step. In one process the
// peers' goroutines share one scheduler, which is part of what this
// measures; BenchmarkMoveLatencyProcs gives every peer a process.
func BenchmarkMoveLatency(b *testing.B) {
	for _, n := range []int{2, 6} {
		b.Run(fmt.Sprintf("%d-peers", n), func(b *testing.B) {
			load := loadAvg()
			var lat []time.Duration
			steps, bytes, msgs := 0, int64(0), int64(0)
			for range b.N {
				b.StopTimer()
				recs := make([]*stepTimes, n)
				peers := table(b, "ayubistan", n, 0, nil, func(i int, c *Config) {
					recs[i] = newStepTimes()
					c.timing = recs[i].record
				})
				b.StartTimer()
				finishAll(b, peers)
				b.StopTimer()
				steps += len(peers[0].Log().Steps)
				for _, p := range peers {
					bytes += p.sent.Load()
					msgs += p.sentMsgs.Load()
					p.Close()
				}
				times := make([]timings, n)
				for i, r := range recs {
					times[i] = r.done()
				}
				lat = append(lat, moveLatencies(b, times, nil)...)
			}
			echo := echoRTT(b, 300)
			reportLatency(b, lat, echo, load)
			b.ReportMetric(float64(bytes)/float64(steps), "B/step")
			b.ReportMetric(float64(msgs)/float64(steps), "msgs/step")
			b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
		})
	}
}

// timings are one peer's: when it decided each of its moves and when it
// applied each step, by step, in Unix nanoseconds, so that peers in
// different processes can be compared.
type timings struct {
	Decided map[int]int64 `json:"decided"`
	Applied map[int]int64 `json:"applied"`
}

// stepTimes gathers a peer's timings from its hook (Config.timing).
type stepTimes struct {
	mu sync.Mutex
	t  timings
}

func newStepTimes() *stepTimes {
	return &stepTimes{t: timings{Decided: map[int]int64{}, Applied: map[int]int64{}}}
}

func (r *stepTimes) record(k int, decided bool, at time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if decided {
		r.t.Decided[k] = at.UnixNano()
	} else {
		r.t.Applied[k] = at.UnixNano()
	}
}

// done returns the timings; the peer records no more.
func (r *stepTimes) done() timings {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.t
}

// moveLatencies is, for every step whose move a peer decided, the time
// from that decision to the step's being applied on the last peer (only
// the steps keep keeps, if it is not nil).
func moveLatencies(b *testing.B, peers []timings, keep func(step int) bool) []time.Duration {
	var out []time.Duration
	for _, p := range peers {
		for k, at := range p.Decided {
			if keep != nil && !keep(k) {
				continue
			}
			last := int64(0)
			for _, q := range peers {
				t, ok := q.Applied[k]
				if !ok {
					b.Fatalf("step %d was decided but not applied on every peer", k)
				}
				last = max(last, t)
			}
			out = append(out, time.Duration(last-at))
		}
	}
	return out
}

// reportLatency reports move latencies beside the echo round trip, with
// the load average when the run began (other work on the machine shows in
// latency more than in anything else).
func reportLatency(b *testing.B, lat []time.Duration, echo time.Duration, load float64) {
	p50, p99 := percentile(lat, 50), percentile(lat, 99)
	b.ReportMetric(float64(p50.Microseconds()), "p50-µs")
	b.ReportMetric(float64(p99.Microseconds()), "p99-µs")
	b.ReportMetric(float64(echo.Microseconds()), "echo-p50-µs")
	b.ReportMetric(float64(p50)/float64(echo), "p50/echo")
	b.ReportMetric(float64(len(lat)), "moves")
	b.ReportMetric(load, "load1")
}

// loadAvg is the machine's one-minute load average (0 where unknown).
func loadAvg() float64 {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f, _, _ := strings.Cut(string(raw), " ")
	l, _ := strconv.ParseFloat(f, 64)
	return l
}

func percentile(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*p/100)]
}

// echoMsg is what the echo benchmarks bounce: a reveal as peers send it.
func echoMsg() []byte {
	b, _ := encode(wire{T: tReveal, Step: 123, Pre: strings.Repeat("0", 64), Hash: strings.Repeat("1", 64), Move: "march/3/4"})
	return b
}

// echoRTT is the median round trip of a small message between two pion
// peers in this process over the same kind of data channel.
func echoRTT(b *testing.B, rounds int) time.Duration {
	url := startSignal(b)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ca, err := signal.Create(ctx, signal.Config{URL: url})
	if err != nil {
		b.Fatal(err)
	}
	a, _ := mesh.New(ca, mesh.Config{Loopback: true})
	defer a.Close()
	cb, err := signal.Join(ctx, signal.Config{URL: url}, ca.Room())
	if err != nil {
		b.Fatal(err)
	}
	m, _ := mesh.New(cb, mesh.Config{Loopback: true})
	defer m.Close()
	if _, err := awaitMesh(ctx, a, mesh.EventUp); err != nil {
		b.Fatal(err)
	}
	if _, err := awaitMesh(ctx, m, mesh.EventUp); err != nil {
		b.Fatal(err)
	}
	msg := echoMsg()
	var rtts []time.Duration
	for range rounds {
		t0 := time.Now()
		a.Send(cb.ID(), msg)
		if _, err := awaitMesh(ctx, m, mesh.EventMessage); err != nil {
			b.Fatal(err)
		}
		m.Send(ca.ID(), msg)
		if _, err := awaitMesh(ctx, a, mesh.EventMessage); err != nil {
			b.Fatal(err)
		}
		rtts = append(rtts, time.Since(t0))
	}
	return percentile(rtts, 50)
}

// awaitMesh waits for the next event of a kind from x.
func awaitMesh(ctx context.Context, x *mesh.Mesh, kind string) (mesh.Event, error) {
	for {
		select {
		case e, ok := <-x.Events():
			if !ok {
				return mesh.Event{}, fmt.Errorf("mesh closed before %s", kind)
			}
			if e.Kind == kind {
				return e, nil
			}
			if e.Kind == mesh.EventDown {
				return e, fmt.Errorf("channel to %s down before %s", e.Peer, kind)
			}
		case <-ctx.Done():
			return mesh.Event{}, fmt.Errorf("no %s: %w", kind, ctx.Err())
		}
	}
}
