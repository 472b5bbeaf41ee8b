// The peer verb: a headless networked player. It creates a table (printing
// "room CODE" as soon as it has one) or joins one by code (printing "seat
// N" once it holds one), plays its own seat with a bot of -level (the
// random bot by default; the creator also runs the bot seats), and
// prints one JSON line when the game ends.
package verbs

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"net"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/pion/webrtc/v4"

	"majlis/net/lockstep"
	"majlis/rules"
	"majlis/rules/bot"
)

// peerResult is the JSON line printed at the end of a game.
type peerResult struct {
	Room    string       `json:"room"`
	Game    string       `json:"game"`
	Seat    int          `json:"seat"`
	Steps   int          `json:"steps"`
	Winners []rules.Seat `json:"winners"`
	Scores  []int        `json:"scores"`
	Hash    string       `json:"hash"`
	// Paths says how the connection to each other peer traveled at the
	// end: direct, reflexive (through NAT) or relayed.
	Paths []peerPath `json:"paths"`
	// SetupMS is how long a joiner took from entering the room to holding
	// a seat (the connection's set-up); GameMS the game from its first
	// step to its end (divided by Steps: the time a step takes).
	SetupMS int64 `json:"setup_ms"`
	GameMS  int64 `json:"game_ms"`
}

type peerPath struct {
	Peer   string `json:"peer"`
	Kind   string `json:"kind"`
	Local  string `json:"local"`  // candidate types at each end
	Remote string `json:"remote"` // (host, srflx, prflx, relay)
	RTTms  int64  `json:"rtt_ms"`
}

func runPeer(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("peer", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sig := fs.String("signal", "", "signalling server WebSocket URL, ws://HOST:PORT/ws")
	create := fs.Bool("create", false, "create a table")
	join := fs.String("join", "", "join the table with this room code")
	game := fs.String("game", "", "game id (with -create)")
	players := fs.Int("players", 0, "seats at the table, bots included (with -create)")
	bots := fs.Int("bots", 0, "seats this peer fills with bots (with -create)")
	seed := fs.Int64("seed", 0, "seed of this peer's bot choices (0: random)")
	level := fs.String("level", "easy", "level of this peer's bots and of its own seat: "+strings.Join(bot.Levels, ", "))
	name := fs.String("name", "", "display name")
	timeout := fs.Duration("timeout", 30*time.Minute, "give up after this long")
	loopback := fs.Bool("loopback", false, "gather loopback ICE candidates only (implied when the signalling server is on a loopback address)")
	diag := fs.String("diag", "", "directory for a diagnostic file if the table faults")
	var ice, opts optionFlags
	fs.Var(&ice, "ice", "STUN/TURN server URL (repeatable; replaces the servers the signalling server names)")
	fs.Var(&opts, "opt", "game option KEY=VALUE (repeatable, with -create)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *sig == "" || *create == (*join != "") {
		return errors.New("peer needs -signal and exactly one of -create or -join CODE")
	}
	if *create && (*game == "" || *players < 1 || *bots < 0 || *bots > *players-1) {
		return errors.New("-create needs -game, -players N and 0 <= -bots < N")
	}
	player, err := bot.ForLevel(*level)
	if err != nil {
		return err
	}
	options := map[string]string{}
	for _, o := range opts {
		k, v, ok := strings.Cut(o, "=")
		if !ok {
			return fmt.Errorf("-opt %q is not KEY=VALUE", o)
		}
		options[k] = v
	}
	if len(options) == 0 {
		options = nil
	}
	// Peers that meet through a server on this host are on this host: keep
	// their traffic on loopback too.
	cfg := lockstep.Config{Signal: *sig, Name: *name, Loopback: *loopback || loopbackURL(*sig), Seed: *seed, AutoPlay: true, AutoStart: true, DiagDir: *diag, Bot: player}
	if len(ice) > 0 {
		cfg.ICEServers = []webrtc.ICEServer{{URLs: ice}}
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()

	var s *lockstep.Session
	var setup time.Duration
	if *create {
		if cfg.Name == "" {
			cfg.Name = "creator"
		}
		seats := []lockstep.SeatKind{lockstep.SeatMine}
		for i := 1; i < *players; i++ {
			kind := lockstep.SeatOpen
			if i >= *players-*bots {
				kind = lockstep.SeatBot
			}
			seats = append(seats, kind)
		}
		s, err = lockstep.Create(ctx, cfg, lockstep.Table{Game: *game, Options: options, Seats: seats})
		if err != nil {
			return fmt.Errorf("create a table: %w", err)
		}
		defer s.Close()
		fmt.Fprintf(stdout, "room %s\n", s.Room())
		// AutoStart reacts to seats being claimed; a table of bots only has
		// nothing to wait for and starts here (otherwise Start says why not).
		_ = s.Start()
	} else {
		if cfg.Name == "" {
			cfg.Name = "joiner"
		}
		t0 := time.Now()
		s, err = lockstep.Join(ctx, cfg, *join)
		if err != nil {
			return fmt.Errorf("join %s: %w", *join, err)
		}
		defer s.Close()
		seat, err := s.ClaimAny(ctx)
		if err != nil {
			return fmt.Errorf("take a seat: %w", err)
		}
		setup = time.Since(t0)
		fmt.Fprintf(stdout, "seat %d\n", seat+1)
	}

	v := uint64(0)
	var began time.Time
	for range 1 << 24 {
		st := s.Status()
		if began.IsZero() && s.Started() {
			began = time.Now()
		}
		if st.Fault != "" {
			return fmt.Errorf("room %s: the table stopped: %s", s.Room(), st.Fault)
		}
		if st.Done {
			break
		}
		if v, err = s.Wait(ctx, v); err != nil {
			return fmt.Errorf("room %s: the game did not end: %w (at step %d)", s.Room(), err, s.Status().Step)
		}
	}
	paths := s.Paths()
	res := s.Result()
	out := peerResult{Room: s.Room(), Game: s.Setup().Game, Seat: -1, Steps: s.Status().Step, Winners: res.Winners, Scores: res.Scores, Hash: s.Hash().String(),
		SetupMS: setup.Milliseconds()}
	if !began.IsZero() {
		out.GameMS = time.Since(began).Milliseconds()
	}
	if local := s.Local(); len(local) > 0 {
		out.Seat = int(local[0])
	}
	for _, id := range slices.Sorted(maps.Keys(paths)) {
		p := paths[id]
		out.Paths = append(out.Paths, peerPath{Peer: id, Kind: p.Kind, Local: p.Local, Remote: p.Remote, RTTms: p.RTT.Milliseconds()})
	}
	if out.Paths == nil {
		out.Paths = []peerPath{}
	}
	if out.Winners == nil {
		out.Winners = []rules.Seat{}
	}
	b, err := json.Marshal(out)
	if err != nil {
		return fmt.Errorf("encode result: %w", err)
	}
	fmt.Fprintf(stdout, "%s\n", b)
	return nil
}

// loopbackURL reports whether a URL names a loopback host.
func loopbackURL(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	h := u.Hostname()
	if h == "localhost" {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}
