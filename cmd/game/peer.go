// The peer verb: a headless networked player. It creates a table (printing
// "room CODE" as soon as it has one) or joins one by code, plays its own
// seat with the random bot (the creator also runs the bot seats), and
// prints one JSON line when the game ends.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/pion/webrtc/v4"

	"majlis/net/lockstep"
	"majlis/rules"
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
	name := fs.String("name", "", "display name")
	timeout := fs.Duration("timeout", 30*time.Minute, "give up after this long")
	loopback := fs.Bool("loopback", false, "gather loopback ICE candidates only (implied when the signalling server is on a loopback address)")
	diag := fs.String("diag", "", "directory for a diagnostic file if the table faults")
	var ice, opts optionFlags
	fs.Var(&ice, "ice", "STUN/TURN server URL (repeatable)")
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
	cfg := lockstep.Config{Signal: *sig, Name: *name, Loopback: *loopback || loopbackURL(*sig), Seed: *seed, AutoPlay: true, AutoStart: true, DiagDir: *diag}
	if len(ice) > 0 {
		cfg.ICEServers = []webrtc.ICEServer{{URLs: ice}}
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()

	var s *lockstep.Session
	var err error
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
		s, err = lockstep.Join(ctx, cfg, *join)
		if err != nil {
			return fmt.Errorf("join %s: %w", *join, err)
		}
		defer s.Close()
		if _, err := s.ClaimAny(ctx); err != nil {
			return fmt.Errorf("take a seat: %w", err)
		}
	}

	v := uint64(0)
	for range 1 << 24 {
		st := s.Status()
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
	res := s.Result()
	out := peerResult{Room: s.Room(), Game: s.Setup().Game, Seat: -1, Steps: s.Status().Step, Winners: res.Winners, Scores: res.Scores, Hash: s.Hash().String()}
	if local := s.Local(); len(local) > 0 {
		out.Seat = int(local[0])
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
