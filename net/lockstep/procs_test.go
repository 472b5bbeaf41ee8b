//go:build !js

// BenchmarkMoveLatencyProcs runs every peer in a process of its own: this
// test binary, started again with procEnv set, is the peer (or one end of
// the echo, or of the fan-out), so that it plays with exactly this
// package's code.

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
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"majlis/net/mesh"
	"majlis/net/signal"
	"majlis/rules"
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
// The protocol's minimum depends on the move. One that draws nothing
// (most of Ayubistan's) is applied on each peer when it arrives: n-1
// messages, half an echo round trip at two peers. At more, the mover's
// copies go out one after another and every peer's process must take its
// turn on the machine's cores: fanout-p50-µs measures that floor in the
// same run, a reveal-sized message sent by one process to each of the
// n-1 others in turn until the last has it, with no game behind it, and
// p50/fanout says how far the moves are from it.
//
// One that draws (p50-draw-µs, over those moves alone) waits for every
// participant's reveal: the mover broadcasts its move with its reveal;
// every other participant, once it has the move, broadcasts its reveal;
// the mover hears the last a round trip after its move left, and no peer
// can do better, whatever the number of peers.
// Such a step's work grows with the square of the peers: n(n-1) messages
// and an acknowledgement for about every second one, each encrypted,
// sent, received and decrypted by pion in its own goroutines. On a
// machine with fewer cores than peers that work queues, and cpu-µs/step,
// beside echo-cpu-µs, says how much of it there is.
func BenchmarkMoveLatencyProcs(b *testing.B) {
	for _, n := range []int{2, 6} {
		b.Run(fmt.Sprintf("%d-peers", n), func(b *testing.B) {
			url := startSignal(b)
			load := loadAvg()
			var lat, drawLat []time.Duration
			var cpu time.Duration
			msgs := 0.0
			for range b.N {
				l, dl, c, m := playProcs(b, url, n)
				lat, drawLat, cpu, msgs = append(lat, l...), append(drawLat, dl...), cpu+c, msgs+m
			}
			echo, echoCPU := echoProcs(b, url, 300)
			reportLatency(b, lat, echo, load)
			fan := fanProcs(b, url, n-1, 300)
			b.ReportMetric(float64(fan.Microseconds()), "fanout-p50-µs")
			b.ReportMetric(float64(percentile(lat, 50))/float64(fan), "p50/fanout")
			b.ReportMetric(float64(percentile(drawLat, 50).Microseconds()), "p50-draw-µs")
			b.ReportMetric(float64(len(drawLat))/float64(max(1, len(lat))), "drawing-share")
			// The processor time of a step and of an echo round trip,
			// summed over the processes: what the machine's cores share
			// out.
			b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/step")
			b.ReportMetric(float64(echoCPU.Microseconds()), "echo-cpu-µs")
			b.ReportMetric(msgs/float64(b.N), "msgs/step")
		})
	}
}

// procResult is the last line a peer process prints.
type procResult struct {
	Hash  string `json:"hash"`
	Steps int    `json:"steps"`
	// CPU is the processor time the process spent from the game's start
	// to its end, in nanoseconds.
	CPU int64 `json:"cpu"`
	// Msgs is how many data channel messages it sent in that time.
	Msgs int64 `json:"msgs"`
	// Drew lists the steps whose move drew (the log gives them entropy).
	Drew []int `json:"drew"`
	timings
}

// playProcs plays one game between n peer processes and returns its move
// latencies, those of the moves that drew, the processor time all peers
// spent per step, and the messages they sent per step.
func playProcs(b *testing.B, url string, n int) (lat, drawLat []time.Duration, cpu time.Duration, msgs float64) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	creator, code := startRoom(b, ctx, "create", url, strconv.Itoa(n))
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
	var cpuSum, msgSum int64
	for i, r := range results {
		if r.Hash != results[0].Hash || r.Steps != results[0].Steps {
			b.Fatalf("peer %d ends with %s after %d steps, the creator with %s after %d", i, r.Hash, r.Steps, results[0].Hash, results[0].Steps)
		}
		times[i] = r.timings
		cpuSum += r.CPU
		msgSum += r.Msgs
	}
	steps := int64(max(1, results[0].Steps))
	drew := func(k int) bool { return slices.Contains(results[0].Drew, k) }
	return moveLatencies(b, times, nil), moveLatencies(b, times, drew), time.Duration(cpuSum / steps), float64(msgSum) / float64(steps)
}

// echoProcs is the median round trip of a reveal-sized message between
// two processes over a data channel, as mesh delivers it, and the
// processor time of a round trip in both.
func echoProcs(b *testing.B, url string, rounds int) (rtt, cpu time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a, code := startRoom(b, ctx, "echo", url, strconv.Itoa(rounds))
	back := startProc(b, ctx, "echo-back", url, code)
	last, err := a.finish()
	if err != nil {
		b.Fatal(err)
	}
	backCPU, err := back.finish()
	if err != nil {
		b.Fatal(err)
	}
	var res echoResult
	if err := json.Unmarshal([]byte(last), &res); err != nil {
		b.Fatalf("echo: %v in %q", err, last)
	}
	backNS, err := strconv.ParseInt(backCPU, 10, 64)
	if err != nil {
		b.Fatalf("echo-back: %v", err)
	}
	return percentile(res.RTTs, 50), time.Duration(res.CPU + backNS)
}

// fanProcs is the median time a reveal-sized message takes from one
// process to the last of k others over data channels, as mesh delivers
// it, sent to each in turn as a broadcast is: the least a move that draws
// nothing can take to be known to every peer, whatever the protocol.
func fanProcs(b *testing.B, url string, k, rounds int) time.Duration {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a, code := startRoom(b, ctx, "fan", url, fmt.Sprintf("%d:%d", k, rounds))
	var backs []*proc
	for range k {
		backs = append(backs, startProc(b, ctx, "fan-back", url, code))
	}
	last, err := a.finish()
	if err != nil {
		b.Fatal(err)
	}
	for _, p := range backs {
		if _, err := p.finish(); err != nil {
			b.Fatal(err)
		}
	}
	var fans []time.Duration
	if err := json.Unmarshal([]byte(last), &fans); err != nil {
		b.Fatalf("fan: %v in %q", err, last)
	}
	return percentile(fans, 50)
}

// procFan sends a message to each of k other processes in turn, as a
// broadcast does, and prints, for every round after the warm ones, the
// time from the first send to the last arrival (each answers with the
// time it had the message; the clocks are one machine's).
func procFan(ctx context.Context, out io.Writer, url string, k, rounds int) error {
	m, err := roomMesh(ctx, out, url)
	if err != nil {
		return err
	}
	defer m.Close()
	var peers []string
	for len(peers) < k {
		up, err := awaitMesh(ctx, m, mesh.EventUp)
		if err != nil {
			return err
		}
		peers = append(peers, up.Peer)
	}
	msg := echoMsg()
	var fans []time.Duration
	for i := range echoWarm + rounds {
		t0 := time.Now()
		for _, p := range peers {
			if err := m.Send(p, msg); err != nil {
				return err
			}
		}
		var lastAt int64
		for range peers {
			e, err := awaitMesh(ctx, m, mesh.EventMessage)
			if err != nil {
				return err
			}
			at, err := strconv.ParseInt(string(e.Data), 10, 64)
			if err != nil {
				return fmt.Errorf("answer %q: %w", e.Data, err)
			}
			lastAt = max(lastAt, at)
		}
		if i >= echoWarm {
			fans = append(fans, time.Duration(lastAt-t0.UnixNano()))
		}
	}
	b, err := json.Marshal(fans)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", b)
	return err
}

// procFanBack answers every message with the time it arrived, until the
// one sending them (the room's creator) leaves.
func procFanBack(ctx context.Context, url, code string) error {
	m, err := joinMesh(ctx, url, code)
	if err != nil {
		return err
	}
	defer m.Close()
	from := "" // the creator, once it has sent
	for {
		select {
		case e, ok := <-m.Events():
			if !ok || e.Kind == mesh.EventDown && e.Peer == from {
				return nil
			}
			if e.Kind == mesh.EventMessage {
				from = e.Peer
				at := strconv.FormatInt(time.Now().UnixNano(), 10)
				if err := m.Send(e.Peer, []byte(at)); err != nil {
					return err
				}
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// startRoom starts the process that makes a room, and reads the room's
// code from it.
func startRoom(b *testing.B, ctx context.Context, part, url, arg string) (*proc, string) {
	b.Helper()
	p := startProc(b, ctx, part, url, arg)
	line, err := p.line()
	code, ok := strings.CutPrefix(line, "room ")
	if err != nil || !ok {
		b.Fatalf("%s: no room: %q, %v\n%s", part, line, err, p.finishErr())
	}
	return p, code
}

// roomMesh makes a room, tells out its code ("room CODE") and returns its
// creator's mesh.
func roomMesh(ctx context.Context, out io.Writer, url string) (*mesh.Mesh, error) {
	c, err := signal.Create(ctx, signal.Config{URL: url})
	if err != nil {
		return nil, err
	}
	m, err := mesh.New(c, mesh.Config{Loopback: true})
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(out, "room %s\n", c.Room())
	return m, nil
}

// joinMesh joins room code and returns the mesh.
func joinMesh(ctx context.Context, url, code string) (*mesh.Mesh, error) {
	c, err := signal.Join(ctx, signal.Config{URL: url}, code)
	if err != nil {
		return nil, err
	}
	return mesh.New(c, mesh.Config{Loopback: true})
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
// A peer prints its procResult at the end, echo its echoResult, echo-back
// the processor time of a round on its side. With MAJLIS_BENCH_PROF=DIR a
// peer writes its CPU profile there.
func runProc(args []string, out io.Writer) error {
	if len(args) != 3 {
		return fmt.Errorf("want PART URL ARG, got %q", args)
	}
	part, url, arg := args[0], args[1], args[2]
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	switch part {
	case "create", "join":
		if dir := os.Getenv("MAJLIS_BENCH_PROF"); dir != "" {
			f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%d.prof", part, os.Getpid())))
			if err != nil {
				return err
			}
			defer f.Close()
			if err := pprof.StartCPUProfile(f); err != nil {
				return err
			}
			defer pprof.StopCPUProfile()
		}
		return procPeer(ctx, out, part == "create", url, arg)
	case "echo":
		rounds, err := strconv.Atoi(arg)
		if err != nil {
			return fmt.Errorf("rounds: %w", err)
		}
		return procEcho(ctx, out, url, rounds)
	case "echo-back":
		return procEchoBack(ctx, out, url, arg)
	case "fan":
		others, rounds, ok := strings.Cut(arg, ":")
		k, err1 := strconv.Atoi(others)
		r, err2 := strconv.Atoi(rounds)
		if !ok || err1 != nil || err2 != nil {
			return fmt.Errorf("want OTHERS:ROUNDS, got %q", arg)
		}
		return procFan(ctx, out, url, k, r)
	case "fan-back":
		return procFanBack(ctx, url, arg)
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
	cpu0, msgs0 := int64(-1), int64(0)
	for v := uint64(0); !done(s); {
		if cpu0 < 0 && s.Started() {
			cpu0, msgs0 = cpuTime(), s.sentMsgs.Load()
		}
		var err error
		if v, err = s.Wait(ctx, v); err != nil {
			return fmt.Errorf("the game did not end: %w (at step %d)", err, s.Status().Step)
		}
	}
	if f := s.Status().Fault; f != "" {
		return fmt.Errorf("the table stopped: %s", f)
	}
	res := procResult{Hash: s.Hash().String(), Steps: s.Status().Step, CPU: cpuTime() - max(cpu0, 0), Msgs: s.sentMsgs.Load() - msgs0}
	for i, st := range s.Log().Steps {
		if st.Entropy != (rules.Entropy{}) {
			res.Drew = append(res.Drew, i+1)
		}
	}
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

// cpuTime is the processor time this process has used, in nanoseconds.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// echoWarm is how many round trips the echo makes before it measures:
// the first set up pion's buffers.
const echoWarm = 20

// echoResult is what echo prints: its round trips, and the processor time
// of one (on its side), in nanoseconds.
type echoResult struct {
	RTTs []time.Duration `json:"rtts"`
	CPU  int64           `json:"cpu"`
}

func procEcho(ctx context.Context, out io.Writer, url string, rounds int) error {
	m, err := roomMesh(ctx, out, url)
	if err != nil {
		return err
	}
	defer m.Close()
	up, err := awaitMesh(ctx, m, mesh.EventUp)
	if err != nil {
		return err
	}
	msg := echoMsg()
	var rtts []time.Duration
	var c0 int64
	for i := range echoWarm + rounds {
		if i == echoWarm {
			c0 = cpuTime()
		}
		t0 := time.Now()
		if err := m.Send(up.Peer, msg); err != nil {
			return err
		}
		if _, err := awaitMesh(ctx, m, mesh.EventMessage); err != nil {
			return err
		}
		if i >= echoWarm {
			rtts = append(rtts, time.Since(t0))
		}
	}
	b, err := json.Marshal(echoResult{RTTs: rtts, CPU: (cpuTime() - c0) / int64(rounds)})
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", b)
	return err
}

func procEchoBack(ctx context.Context, out io.Writer, url, code string) error {
	m, err := joinMesh(ctx, url, code)
	if err != nil {
		return err
	}
	defer m.Close()
	c0, n := int64(0), 0
	for {
		select {
		case e, ok := <-m.Events():
			if !ok || e.Kind == mesh.EventDown {
				// The processor time of a round, counted like echo's.
				_, err := fmt.Fprintf(out, "%d\n", (cpuTime()-c0)/int64(max(1, n-echoWarm)))
				return err
			}
			if e.Kind == mesh.EventMessage {
				if n++; n == echoWarm+1 {
					c0 = cpuTime()
				}
				if err := m.Send(e.Peer, e.Data); err != nil {
					return err
				}
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}
