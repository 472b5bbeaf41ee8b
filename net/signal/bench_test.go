//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package signal

import (
	"context"
	"runtime"
	"testing"
	"time"
)

// BenchmarkIdleConnectionMemory opens idle connections, each in a room of
// its own peers (rooms of 5), and reports heap bytes per connection. Both
// ends live in this process, so the figure bounds the server's share from
// above.
func BenchmarkIdleConnectionMemory(b *testing.B) {
	const n = 500
	l := DefaultLimits()
	l.ConnsPerAddr = 2 * n
	_, url := serve(b, l)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for range b.N {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		var cs []*Client
		room := ""
		for i := range n {
			var c *Client
			var err error
			if i%5 == 0 {
				c, err = Create(ctx, Config{URL: url})
				room = c.Room()
			} else {
				c, err = Join(ctx, Config{URL: url}, room)
			}
			if err != nil {
				b.Fatal(err)
			}
			cs = append(cs, c)
		}
		// Drain presence so that every queue is empty: idle.
		for _, c := range cs {
		drain:
			for {
				select {
				case <-c.Events():
				default:
					break drain
				}
			}
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/n, "B/conn")
		for _, c := range cs {
			c.Close()
		}
	}
}
