//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"majlis/net/mesh"
	"majlis/net/signal"
)

// BenchmarkMoveLatency plays whole Ayubistan games between n pion peers
// on loopback. It reports the time from a move's broadcast to its being
// applied on the mover's peer (one round of reveals from every peer), at
// the 50th and 99th percentiles, beside the raw data channel echo round
// trip measured in the same run, their ratio, and bytes sent per step.
func BenchmarkMoveLatency(b *testing.B) {
	for _, n := range []int{2, 6} {
		b.Run(fmt.Sprintf("%d-peers", n), func(b *testing.B) {
			var mu sync.Mutex
			var lat []time.Duration
			hook := func(d time.Duration) { mu.Lock(); lat = append(lat, d); mu.Unlock() }
			steps, bytes := 0, int64(0)
			for range b.N {
				b.StopTimer()
				peers := table(b, "ayubistan", n, 0, nil, func(i int, c *Config) {
					c.applied = hook
				})
				b.StartTimer()
				finishAll(b, peers)
				b.StopTimer()
				steps += len(peers[0].Log().Steps)
				for _, p := range peers {
					bytes += p.sent.Load()
					p.Close()
				}
			}
			echo := echoRTT(b, 300)
			p50, p99 := percentile(lat, 50), percentile(lat, 99)
			b.ReportMetric(float64(p50.Microseconds()), "p50-µs")
			b.ReportMetric(float64(p99.Microseconds()), "p99-µs")
			b.ReportMetric(float64(echo.Microseconds()), "echo-p50-µs")
			b.ReportMetric(float64(p50)/float64(echo), "p50/echo")
			b.ReportMetric(float64(bytes)/float64(steps), "B/step")
			b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
		})
	}
}

func percentile(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*p/100)]
}

// echoRTT is the median round trip of a small message between two pion
// peers over the same kind of data channel.
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
	wait := func(x *mesh.Mesh, kind string) mesh.Event {
		for {
			select {
			case e := <-x.Events():
				if e.Kind == kind {
					return e
				}
			case <-ctx.Done():
				b.Fatalf("echo: no %s", kind)
			}
		}
	}
	wait(a, mesh.EventUp)
	wait(m, mesh.EventUp)
	msg := []byte(`{"v":1,"t":"reveal","step":12,"pre":"0000000000000000000000000000000000000000000000000000000000000000"}`)
	var rtts []time.Duration
	for range rounds {
		t0 := time.Now()
		a.Send(cb.ID(), msg)
		wait(m, mesh.EventMessage)
		m.Send(ca.ID(), msg)
		wait(a, mesh.EventMessage)
		rtts = append(rtts, time.Since(t0))
	}
	return percentile(rtts, 50)
}
