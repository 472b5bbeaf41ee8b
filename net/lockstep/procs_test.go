//go:build !js

// BenchmarkMoveLatencyProcs runs every peer in a process of its own: this
// test binary, started again with procEnv set, is the peer (or one end of
// the echo), so that it plays with exactly this package's code.

package lockstep

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"majlis/net/mesh"
	"majlis/net/signal"
)

// procEnv, set in this test binary's environment, makes it one process of
// BenchmarkMoveLatencyProcs instead of running tests; its arguments say
// which (see runProc).
const procEnv = "MAJLIS_BENCH_PROC"

func TestMain(m *testing.M) {
	if os.Getenv(procEnv) != "" {
		if err := runProc(os.Args[1:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "bench process:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// BenchmarkMoveLatencyProcs plays whole Ayubistan games between n peers,
// each in its own OS process, through the signalling server (in the
// benchmark's process, idle once the mesh is made) over pion data
// channels on loopback. Every seat is a peer's, answered at once by the
// random bot, so no thinking is measured. A move's latency is the time
// from its decision on the mover's peer to its being applied on the last
// peer (clocks of one machine agree); it is reported at the 50th and 99th
// percentiles beside the median echo round trip of a reveal-sized message
// between two other processes over the same kind of channel, measured in
// the same run, and the ratio of the two.
//
// The protocol's minimum is one echo round trip: the mover broadcasts its
// move and at once its reveal; every other participant, once it has the
// move, broadcasts its reveal; a step is applied when every reveal is in.
// The mover waits for the others' reveals (move out, reveal back: a round
// trip), and each other peer for the reveals of the rest, which left them
// when the move reached them (half a round trip for the move, half for
// the reveal). No peer can apply a step before every participant has
// answered the move, so none can do better than a round trip, whatever
// the number of peers. With n peers each also sends n-1 copies of each
// message and receives 2(n-1) messages a step, work that a machine with
// fewer cores than peers does one after another.
func BenchmarkMoveLatencyProcs(b *testing.B) {
	for _, n := range []int{2, 6} {
		b.Run(fmt.Sprintf("%d-peers", n), func(b *testing.B) {
			url := startSignal(b)
			load := loadAvg()
			var lat []time.Duration
			for range b.N {
				lat = append(lat, playProcs(b, url, n)...)
			}
			echo := echoProcs(b, url, 300)
			reportLatency(b, lat, echo, load)
		})
	}
}

// procResult is the last line a peer process prints.
type procResult struct {
	Hash  string `json:"hash"`
	Steps int    `json:"steps"`
	timings
}

// playProcs plays one game between n peer processes and returns its move
// latencies.
func playProcs(b *testing.B, url string, n int) []time.Duration {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	creator := startProc(b, ctx, "create", url, strconv.Itoa(n))
	line, err := creator.line()
	code, ok := strings.CutPrefix(line, "room ")
	if err != nil || !ok {
		b.Fatalf("creator: no room: %q, %v\n%s", line, err, creator.finishErr())
	}
	procs := []*proc{creator}
	for range n - 1 {
		procs = append(procs, startProc(b, ctx, "join", url, code))
	}
	results := make([]procResult, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i, p := range procs {
		wg.Go(func() {
			var last string
			if last, errs[i] = p.finish(); errs[i] == nil {
				errs[i] = json.Unmarshal([]byte(last), &results[i])
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		b.Fatal(err)
	}
	times := make([]timings, n)
	for i, r := range results {
		if r.Hash != results[0].Hash || r.Steps != results[0].Steps {
			b.Fatalf("peer %d ends with %s after %d steps, the creator with %s after %d", i, r.Hash, r.Steps, results[0].Hash, results[0].Steps)
		}
		times[i] = r.timings
	}
	return moveLatencies(b, times)
}

// echoProcs is the median round trip of a reveal-sized message between
// two processes over a data channel, as mesh delivers it.
func echoProcs(b *testing.B, url string, rounds int) time.Duration {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a := startProc(b, ctx, "echo", url, strconv.Itoa(rounds))
	line, err := a.line()
	code, ok := strings.CutPrefix(line, "room ")
	if err != nil || !ok {
		b.Fatalf("echo: no room: %q, %v\n%s", line, err, a.finishErr())
	}
	back := startProc(b, ctx, "echo-back", url, code)
	last, err := a.finish()
	if err != nil {
		b.Fatal(err)
	}
	if _, err := back.finish(); err != nil {
		b.Fatal(err)
	}
	var rtts []time.Duration
	if err := json.Unmarshal([]byte(last), &rtts); err != nil {
		b.Fatalf("echo: %v in %q", err, last)
	}
	return percentile(rtts, 50)
}

// proc is a process of this test binary playing a part.
type proc struct {
	name   string
	cmd    *exec.Cmd
	out    *bufio.Scanner
	stderr bytes.Buffer // read only once the process has ended
	once   sync.Once
	err    error
}

func startProc(b *testing.B, ctx context.Context, args ...string) *proc {
	b.Helper()
	p := &proc{name: strings.Join(args[:1], " ")}
	p.cmd = exec.CommandContext(ctx, os.Args[0], args...)
	p.cmd.Env = append(os.Environ(), procEnv+"=1")
	p.cmd.Stderr = &p.stderr
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	p.out = bufio.NewScanner(out)
	p.out.Buffer(nil, 1<<20)
	if err := p.cmd.Start(); err != nil {
		b.Fatalf("start %s: %v", p.name, err)
	}
	// A benchmark that fails half-way leaves no process behind.
	b.Cleanup(func() { p.kill() })
	return p
}

// line is the next line the process prints.
func (p *proc) line() (string, error) {
	if p.out.Scan() {
		return p.out.Text(), nil
	}
	if err := p.out.Err(); err != nil {
		return "", fmt.Errorf("%s: %w", p.name, err)
	}
	return "", fmt.Errorf("%s: %w", p.name, io.EOF)
}

// finish reads the process's output to its end, waits for it, and returns
// its last line.
func (p *proc) finish() (string, error) {
	last := ""
	for p.out.Scan() {
		last = p.out.Text()
	}
	if err := p.wait(); err != nil {
		return "", err
	}
	return last, nil
}

// finishErr kills the process and says what it printed on stderr.
func (p *proc) finishErr() string {
	p.kill()
	return p.stderr.String()
}

func (p *proc) wait() error {
	p.once.Do(func() {
		if err := p.cmd.Wait(); err != nil {
			p.err = fmt.Errorf("%s: %w\n%s", p.name, err, p.stderr.String())
		}
	})
	return p.err
}

func (p *proc) kill() {
	p.cmd.Process.Kill()
	p.wait()
}

// runProc plays one part of BenchmarkMoveLatencyProcs, in a process of its
// own:
//
//	create URL N       create an Ayubistan table of N peers, print "room CODE"
//	join URL CODE      join it and take a seat
//	echo URL ROUNDS    print "room CODE", bounce ROUNDS messages off echo-back
//	echo-back URL CODE send back every message, until the channel closes
//
// A peer prints its procResult at the end; echo prints its round trips in
// nanoseconds.
func runProc(args []string, out io.Writer) error {
	if len(args) != 3 {
		return fmt.Errorf("want PART URL ARG, got %q", args)
	}
	part, url, arg := args[0], args[1], args[2]
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	switch part {
	case "create", "join":
		return procPeer(ctx, out, part == "create", url, arg)
	case "echo":
		rounds, err := strconv.Atoi(arg)
		if err != nil {
			return fmt.Errorf("rounds: %w", err)
		}
		return procEcho(ctx, out, url, rounds)
	case "echo-back":
		return procEchoBack(ctx, url, arg)
	}
	return fmt.Errorf("unknown part %q", part)
}

func procPeer(ctx context.Context, out io.Writer, create bool, url, arg string) error {
	times := newStepTimes()
	cfg := Config{Signal: url, Name: "joiner", Loopback: true, AutoPlay: true, timing: times.record}
	var s *Session
	if create {
		n, err := strconv.Atoi(arg)
		if err != nil {
			return fmt.Errorf("peers: %w", err)
		}
		seats := []SeatKind{SeatMine}
		for range n - 1 {
			seats = append(seats, SeatOpen)
		}
		cfg.Name, cfg.AutoStart = "creator", true
		if s, err = Create(ctx, cfg, Table{Game: "ayubistan", Seats: seats}); err != nil {
			return fmt.Errorf("create: %w", err)
		}
		fmt.Fprintf(out, "room %s\n", s.Room())
	} else {
		var err error
		if s, err = Join(ctx, cfg, arg); err != nil {
			return fmt.Errorf("join: %w", err)
		}
		if _, err := s.ClaimAny(ctx); err != nil {
			s.Close()
			return fmt.Errorf("claim: %w", err)
		}
	}
	defer s.Close()
	for v := uint64(0); !done(s); {
		var err error
		if v, err = s.Wait(ctx, v); err != nil {
			return fmt.Errorf("the game did not end: %w (at step %d)", err, s.Status().Step)
		}
	}
	if f := s.Status().Fault; f != "" {
		return fmt.Errorf("the table stopped: %s", f)
	}
	res := procResult{Hash: s.Hash().String(), Steps: s.Status().Step}
	// Close lingers for the others to finish too; after it nothing records.
	s.Close()
	res.timings = times.done()
	b, err := json.Marshal(res)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", b)
	return err
}

func procEcho(ctx context.Context, out io.Writer, url string, rounds int) error {
	c, err := signal.Create(ctx, signal.Config{URL: url})
	if err != nil {
		return err
	}
	m, err := mesh.New(c, mesh.Config{Loopback: true})
	if err != nil {
		return err
	}
	defer m.Close()
	fmt.Fprintf(out, "room %s\n", c.Room())
	up, err := awaitMesh(ctx, m, mesh.EventUp)
	if err != nil {
		return err
	}
	msg := echoMsg()
	const warm = 20 // the first round trips set up pion's buffers
	var rtts []time.Duration
	for i := range warm + rounds {
		t0 := time.Now()
		if err := m.Send(up.Peer, msg); err != nil {
			return err
		}
		if _, err := awaitMesh(ctx, m, mesh.EventMessage); err != nil {
			return err
		}
		if i >= warm {
			rtts = append(rtts, time.Since(t0))
		}
	}
	b, err := json.Marshal(rtts)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", b)
	return err
}

func procEchoBack(ctx context.Context, url, code string) error {
	c, err := signal.Join(ctx, signal.Config{URL: url}, code)
	if err != nil {
		return err
	}
	m, err := mesh.New(c, mesh.Config{Loopback: true})
	if err != nil {
		return err
	}
	defer m.Close()
	for {
		select {
		case e, ok := <-m.Events():
			if !ok || e.Kind == mesh.EventDown {
				return nil
			}
			if e.Kind == mesh.EventMessage {
				if err := m.Send(e.Peer, e.Data); err != nil {
					return err
				}
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}
