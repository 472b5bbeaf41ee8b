//go:build linux

// Package nattest plays whole games between headless peers across real
// NATs: the test builds a small internet of network namespaces (a public
// network with the signalling and STUN/TURN server, home networks behind
// NAT routers made with nftables) and runs the real programs in them. It
// needs root and a network and mount namespace of its own, so it runs
// only when asked, as `make net-nat` does:
//
//	unshare -n -m sh -c 'mount -t tmpfs tmpfs /run && MAJLIS_NAT_TEST=1 go test ./net/nattest/'
//
// All addresses are from the documentation ranges (203.0.113.0/24 for
// the "internet", 198.51.100.0/24 for the homes), inside namespaces the
// test made; nothing leaves them.
package nattest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The internet: one bridge in "pub" with the server at serverIP; each
// router's WAN address on it; each home a /26 behind its router.
const (
	serverIP = "203.0.113.1"
	signalWS = "ws://" + serverIP + ":8080/ws"
	// A second signalling server, on the same machine, that hands out the
	// first one's STUN server and no TURN relay.
	noRelayWS = "ws://" + serverIP + ":8081/ws"
)

// home is a network behind a NAT router.
type home struct {
	name      string
	wan       string // router's public address
	lan       string // router's home address; hosts take the next ones
	prefix    int
	symmetric bool // a new public port for every destination
	hosts     []string
}

var homes = []home{
	{name: "conea", wan: "203.0.113.11", lan: "198.51.100.1", prefix: 26, hosts: []string{"198.51.100.2", "198.51.100.3"}},
	{name: "coneb", wan: "203.0.113.12", lan: "198.51.100.65", prefix: 26, hosts: []string{"198.51.100.66"}},
	{name: "syma", wan: "203.0.113.13", lan: "198.51.100.129", prefix: 26, symmetric: true, hosts: []string{"198.51.100.130"}},
	{name: "symb", wan: "203.0.113.14", lan: "198.51.100.193", prefix: 26, symmetric: true, hosts: []string{"198.51.100.194"}},
}

// lab is the built network and the programs.
type lab struct {
	signal, game string // binaries
}

var (
	labOnce sync.Once
	theLab  *lab
	labErr  error
)

// setUp builds the programs and the network once for the package.
func setUp(t testing.TB) *lab {
	t.Helper()
	if os.Getenv("MAJLIS_NAT_TEST") == "" {
		t.Skip("NAT test not asked for: `make net-nat` runs it as root in namespaces of its own (see the package comment)")
	}
	labOnce.Do(func() { theLab, labErr = build() })
	if labErr != nil {
		t.Fatal(labErr)
	}
	return theLab
}

func run(args ...string) error {
	out, err := exec.Command(args[0], args[1:]...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

func build() (*lab, error) {
	// The test must own its network namespace: nothing but lo (down or
	// up) may be there when it starts.
	ifs, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	for _, i := range ifs {
		if i.Name != "lo" {
			return nil, fmt.Errorf("the NAT test must run in a network namespace of its own (unshare -n -m); found interface %s", i.Name)
		}
	}
	if _, err := exec.LookPath("nft"); err != nil {
		return nil, fmt.Errorf("nftables is not installed (.ci/deps installs it): %w", err)
	}
	dir, err := os.MkdirTemp("", "majlis-nat")
	if err != nil {
		return nil, err
	}
	l := &lab{signal: filepath.Join(dir, "signal"), game: filepath.Join(dir, "game")}
	root, err := filepath.Abs("../..")
	if err != nil {
		return nil, err
	}
	for _, b := range [][]string{
		{"go", "build", "-o", l.signal, "./cmd/signal"},
		{"go", "build", "-tags", "headless", "-o", l.game, "./cmd/game"},
	} {
		cmd := exec.Command(b[0], b[1:]...)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("%s: %v\n%s", strings.Join(b, " "), err, out)
		}
	}

	cmds := [][]string{
		{"ip", "netns", "add", "pub"},
		{"ip", "-n", "pub", "link", "set", "lo", "up"},
		{"ip", "-n", "pub", "link", "add", "br0", "type", "bridge"},
		{"ip", "-n", "pub", "addr", "add", serverIP + "/24", "dev", "br0"},
		{"ip", "-n", "pub", "link", "set", "br0", "up"},
	}
	for i, h := range homes {
		r := "r" + h.name
		wan := fmt.Sprintf("w%d", i)
		cmds = append(cmds,
			[]string{"ip", "netns", "add", r},
			[]string{"ip", "-n", r, "link", "set", "lo", "up"},
			[]string{"ip", "link", "add", "wan", "netns", r, "type", "veth", "peer", "name", wan, "netns", "pub"},
			[]string{"ip", "-n", "pub", "link", "set", wan, "master", "br0", "up"},
			[]string{"ip", "-n", r, "addr", "add", h.wan + "/24", "dev", "wan"},
			[]string{"ip", "-n", r, "link", "set", "wan", "up"},
			[]string{"ip", "-n", r, "link", "add", "lan", "type", "bridge"},
			[]string{"ip", "-n", r, "addr", "add", fmt.Sprintf("%s/%d", h.lan, h.prefix), "dev", "lan"},
			[]string{"ip", "-n", r, "link", "set", "lan", "up"},
			[]string{"ip", "netns", "exec", r, "sysctl", "-q", "-w", "net.ipv4.ip_forward=1"},
		)
		for j, addr := range h.hosts {
			hn := hostNS(h, j)
			port := fmt.Sprintf("h%d", j)
			cmds = append(cmds,
				[]string{"ip", "netns", "add", hn},
				[]string{"ip", "-n", hn, "link", "set", "lo", "up"},
				[]string{"ip", "link", "add", "eth0", "netns", hn, "type", "veth", "peer", "name", port, "netns", r},
				[]string{"ip", "-n", r, "link", "set", port, "master", "lan", "up"},
				[]string{"ip", "-n", hn, "addr", "add", fmt.Sprintf("%s/%d", addr, h.prefix), "dev", "eth0"},
				[]string{"ip", "-n", hn, "link", "set", "eth0", "up"},
				[]string{"ip", "-n", hn, "route", "add", "default", "via", h.lan},
			)
		}
	}
	for _, c := range cmds {
		if err := run(c...); err != nil {
			return nil, err
		}
	}
	// The routers: plain masquerade keeps a flow's source port (one public
	// port per home socket, whoever it talks to: STUN's address works for
	// every peer); "random" picks a new port for every flow, as a
	// symmetric NAT does. Unsolicited packets from outside are dropped, as
	// home routers do: answered by the router itself, they would leave a
	// connection-tracking entry that takes the port a hole punch needs.
	for _, h := range homes {
		rule := "masquerade"
		if h.symmetric {
			rule = "masquerade random"
		}
		cmd := exec.Command("ip", "netns", "exec", "r"+h.name, "nft", "-f", "-")
		cmd.Stdin = strings.NewReader(`table ip nat {
	chain post {
		type nat hook postrouting priority srcnat; policy accept;
		oifname "wan" ` + rule + `
	}
}
table ip filter {
	chain in {
		type filter hook input priority filter; policy accept;
		iifname "wan" ct state new drop
	}
}
`)
		if out, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("nft in r%s: %v\n%s", h.name, err, out)
		}
	}
	return l, nil
}

func hostNS(h home, j int) string { return fmt.Sprintf("%s%d", h.name, j) }

// proc is a program running in a namespace.
type proc struct {
	cmd    *exec.Cmd
	lines  chan string
	stderr *syncBuf
	done   chan error
}

type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) { s.mu.Lock(); defer s.mu.Unlock(); return s.b.Write(p) }
func (s *syncBuf) String() string              { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

// start runs bin in namespace ns; it is killed when the test ends. With
// logLines, stderr lines are delivered too (the server logs there).
func start(t testing.TB, ns string, logLines bool, bin string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command("ip", append([]string{"netns", "exec", ns, bin}, args...)...)
	p := &proc{cmd: cmd, lines: make(chan string, 256), stderr: &syncBuf{}, done: make(chan error, 1)}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errw io.Writer = p.stderr
	var errr *io.PipeReader
	if logLines {
		var pw *io.PipeWriter
		errr, pw = io.Pipe()
		errw = io.MultiWriter(p.stderr, pw)
		defer func() {
			go func() { <-p.done; pw.Close() }()
		}()
	}
	cmd.Stderr = errw
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	read := func(r io.Reader) {
		defer wg.Done()
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
	}
	wg.Add(1)
	go read(out)
	if errr != nil {
		wg.Add(1)
		go read(errr)
	}
	go func() {
		err := cmd.Wait()
		p.done <- err
		close(p.done)
		wg.Wait()
		close(p.lines)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-p.done
	})
	return p
}

// line waits for a line containing want.
func (p *proc) line(t testing.TB, want string, within time.Duration) string {
	t.Helper()
	deadline := time.After(within)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				t.Fatalf("%s ended without printing %q; stderr:\n%s", p.cmd.Args[3], want, p.stderr)
			}
			if strings.Contains(l, want) {
				return l
			}
		case <-deadline:
			t.Fatalf("%s printed no %q within %s; stderr:\n%s", p.cmd.Args[3], want, within, p.stderr)
		}
	}
}

// servers starts both signalling servers in pub (once per test).
func servers(t testing.TB, l *lab) {
	t.Helper()
	// The web client, when built (`make net-nat` builds it), for the
	// browser's game.
	web := os.Getenv("MAJLIS_WEB_DIR")
	if web == "" {
		web = t.TempDir()
	}
	s := start(t, "pub", true, l.signal, "-addr", serverIP+":8080", "-web", web, "-turn-ip", serverIP, "-relay-ports", "50000-50999")
	s.line(t, `"msg":"serving"`, 10*time.Second)
	n := start(t, "pub", true, l.signal, "-addr", serverIP+":8081", "-web", web, "-turn=false", "-stun", "stun:"+serverIP+":3478")
	n.line(t, `"msg":"serving"`, 10*time.Second)
}

// result is what a peer prints at the end of a game (cmd/game peer).
type result struct {
	Room  string `json:"room"`
	Steps int    `json:"steps"`
	Hash  string `json:"hash"`
	Paths []struct {
		Kind, Local, Remote string
		RTTms               int64 `json:"rtt_ms"`
	} `json:"paths"`
	SetupMS int64 `json:"setup_ms"`
	GameMS  int64 `json:"game_ms"`
}

// game plays a two-player game of Bellum Magia between hosts a and b
// (namespaces) through the signalling server ws; it returns both results.
func game(t testing.TB, l *lab, ws, a, b string, seed int) (result, result) {
	t.Helper()
	args := []string{"peer", "-signal", ws, "-timeout", "3m", "-seed", fmt.Sprint(seed)}
	c := start(t, a, false, l.game, append(args, "-create", "-game", "bellum", "-players", "2")...)
	room := strings.TrimPrefix(c.line(t, "room ", 20*time.Second), "room ")
	j := start(t, b, false, l.game, append(args, "-join", room, "-seed", fmt.Sprint(seed+1))...)
	var rs [2]result
	for i, p := range []*proc{c, j} {
		line := p.line(t, `"hash"`, 3*time.Minute)
		if err := json.Unmarshal([]byte(line), &rs[i]); err != nil {
			t.Fatalf("result %q: %v", line, err)
		}
	}
	if rs[0].Hash != rs[1].Hash || rs[0].Steps != rs[1].Steps || rs[0].Steps < 20 {
		t.Fatalf("the peers disagree or played too little: %+v / %+v", rs[0], rs[1])
	}
	return rs[0], rs[1]
}

func pathKinds(r result) []string {
	var out []string
	for _, p := range r.Paths {
		out = append(out, p.Kind)
	}
	return out
}

func TestNAT(t *testing.T) {
	l := setUp(t)
	servers(t, l)
	conea, coneb, syma, symb := homes[0], homes[1], homes[2], homes[3]

	t.Run("same home: direct", func(t *testing.T) {
		a, b := game(t, l, signalWS, hostNS(conea, 0), hostNS(conea, 1), 1)
		for _, r := range []result{a, b} {
			if k := pathKinds(r); len(k) != 1 || k[0] != "direct" {
				t.Errorf("paths %+v, want one direct", r.Paths)
			}
		}
		t.Logf("direct: set-up %d ms, %d steps in %d ms", b.SetupMS, b.Steps, b.GameMS)
	})

	t.Run("cone NATs: through NAT, no relay", func(t *testing.T) {
		a, b := game(t, l, signalWS, hostNS(conea, 0), hostNS(coneb, 0), 3)
		for _, r := range []result{a, b} {
			if k := pathKinds(r); len(k) != 1 || k[0] != "reflexive" {
				t.Errorf("paths %+v, want one reflexive (srflx) pair", r.Paths)
			}
		}
		t.Logf("reflexive: set-up %d ms, %d steps in %d ms, rtt %d ms", b.SetupMS, b.Steps, b.GameMS, b.Paths[0].RTTms)
	})

	t.Run("symmetric NATs: through the relay", func(t *testing.T) {
		a, b := game(t, l, signalWS, hostNS(syma, 0), hostNS(symb, 0), 5)
		for _, r := range []result{a, b} {
			if k := pathKinds(r); len(k) != 1 || k[0] != "relayed" {
				t.Errorf("paths %+v, want one relayed", r.Paths)
			}
		}
		t.Logf("relayed: set-up %d ms, %d steps in %d ms, rtt %d ms", b.SetupMS, b.Steps, b.GameMS, b.Paths[0].RTTms)
	})

	t.Run("a browser across symmetric NATs: through the relay", func(t *testing.T) {
		if os.Getenv("MAJLIS_WEB_DIR") == "" {
			if os.Getenv("CI") == "true" {
				t.Fatal("MAJLIS_WEB_DIR names no built web client (`make net-nat` builds one)")
			}
			t.Skip("no web client: MAJLIS_WEB_DIR is unset (`make net-nat` builds one and sets it)")
		}
		self, err := os.Executable()
		if err != nil {
			t.Fatal(err)
		}
		c := start(t, hostNS(symb, 0), false, l.game, "peer", "-signal", signalWS, "-create", "-game", "bellum", "-players", "2", "-seed", "7", "-timeout", "9m")
		room := strings.TrimPrefix(c.line(t, "room ", 20*time.Second), "room ")
		d := start(t, hostNS(syma, 0), false, "env", driverRoom+"="+room, self)
		// The driver prints its result, or what went wrong, within its
		// own deadlines; then the native peer's must follow.
		var page browserResult
		line := d.line(t, `"hash"`, 9*time.Minute)
		if err := json.Unmarshal([]byte(line), &page); err != nil || page.Error != "" {
			t.Fatalf("the browser: %s (%v); its driver's stderr:\n%s", line, err, d.stderr)
		}
		var native result
		if err := json.Unmarshal([]byte(c.line(t, `"hash"`, time.Minute)), &native); err != nil {
			t.Fatal(err)
		}
		if page.Hash != native.Hash || page.Steps != native.Steps {
			t.Fatalf("the browser ended at step %d with %s, the native peer at step %d with %s", page.Steps, page.Hash, native.Steps, native.Hash)
		}
		if k := pathKinds(native); len(k) != 1 || k[0] != "relayed" {
			t.Errorf("the native peer's paths %+v, want one relayed", native.Paths)
		}
		t.Logf("browser relayed: page to table %d ms, %d steps in %d ms (native side), rtt %d ms", page.SetupMS, native.Steps, native.GameMS, native.Paths[0].RTTms)
	})

	t.Run("symmetric NATs without a relay: a clear message within 30s", func(t *testing.T) {
		c := start(t, hostNS(syma, 0), false, l.game, "peer", "-signal", noRelayWS, "-create", "-game", "bellum", "-players", "2")
		room := strings.TrimPrefix(c.line(t, "room ", 20*time.Second), "room ")
		t0 := time.Now()
		j := start(t, hostNS(symb, 0), false, l.game, "peer", "-signal", noRelayWS, "-join", room)
		select {
		case err := <-j.done:
			took := time.Since(t0)
			msg := j.stderr.String()
			if err == nil || !strings.Contains(msg, "no network path") || !strings.Contains(msg, "no relay (TURN) server is configured") {
				t.Fatalf("the joiner ended with %v after %s, saying:\n%s", err, took, msg)
			}
			if took > 30*time.Second {
				t.Errorf("the message came after %s, more than 30s", took)
			}
			t.Logf("after %s: %s", took.Round(time.Millisecond), strings.TrimSpace(msg))
		case <-time.After(35 * time.Second):
			t.Fatalf("the joiner is still waiting after 35s; stderr:\n%s", j.stderr)
		}
	})
}

// procStats reads a process's CPU time (user+system) and resident memory.
func procStats(tb testing.TB, pid int) (cpu time.Duration, rssKB int64) {
	tb.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		tb.Fatal(err)
	}
	// Fields after the command's closing parenthesis: utime and stime are
	// the 12th and 13th, in clock ticks (100 a second on Linux).
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	var ut, st int64
	fmt.Sscan(f[11], &ut)
	fmt.Sscan(f[12], &st)
	s, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		tb.Fatal(err)
	}
	for _, line := range strings.Split(string(s), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			fmt.Sscan(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), &rssKB)
		}
	}
	return time.Duration(ut+st) * 10 * time.Millisecond, rssKB
}

// BenchmarkNATPaths plays a two-player Bellum game per iteration on each
// path and reports the connection's set-up time (a joiner entering the
// room to holding its seat), the time a step takes (moves, commitments
// and reveals crossing the path), and, for the relay, the signalling and
// TURN server's CPU time per game and its resident memory after it.
func BenchmarkNATPaths(b *testing.B) {
	l := setUp(b)
	web := b.TempDir()
	srv := start(b, "pub", true, l.signal, "-addr", serverIP+":8080", "-web", web, "-turn-ip", serverIP, "-relay-ports", "50000-50999")
	srv.line(b, `"msg":"serving"`, 10*time.Second)
	conea, coneb, syma, symb := homes[0], homes[1], homes[2], homes[3]
	for _, c := range []struct {
		name, a, b string
	}{
		{"direct", hostNS(conea, 0), hostNS(conea, 1)},
		{"reflexive", hostNS(conea, 0), hostNS(coneb, 0)},
		{"relayed", hostNS(syma, 0), hostNS(symb, 0)},
	} {
		b.Run(c.name, func(b *testing.B) {
			var setup, step float64
			cpu0, _ := procStats(b, srv.cmd.Process.Pid)
			for i := 0; b.Loop(); i++ {
				_, r := game(b, l, signalWS, c.a, c.b, 11+2*i)
				setup += float64(r.SetupMS)
				step += float64(r.GameMS) / float64(r.Steps)
			}
			cpu1, rss := procStats(b, srv.cmd.Process.Pid)
			b.ReportMetric(setup/float64(b.N), "setup-ms")
			b.ReportMetric(step/float64(b.N), "ms/step")
			if c.name == "relayed" {
				b.ReportMetric(float64((cpu1-cpu0).Milliseconds())/float64(b.N), "server-cpu-ms/game")
				b.ReportMetric(float64(rss), "server-rss-KB")
			}
		})
	}
}
