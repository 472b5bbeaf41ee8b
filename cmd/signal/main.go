// Command signal is Majlis's signalling server: it serves the web client's
// files and the WebSocket endpoint (/ws) where peers meet in rooms and
// exchange WebRTC offers, answers and candidates. It never sees a move.
//
//	signal [-addr :8080] [-web DIR] [-turn-ip IP] [-turn=false -turn-url URL -turn-secret S]
//
// The address comes from -addr, else MAJLIS_ADDR, else PORT (":"+PORT),
// else :8080. SIGINT or SIGTERM tells connected clients and stops.
//
// Every client is handed its ICE servers when it enters a room: by
// default the embedded STUN/TURN server (UDP and TCP on -turn-port), with
// TURN credentials valid for -turn-ttl; see ice.go and the README.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	sig "majlis/net/signal"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stderr, nil); err != nil {
		fmt.Fprintln(os.Stderr, "signal:", err)
		os.Exit(1)
	}
}

// run serves until ctx ends. ready, when set, is told the bound address.
func run(ctx context.Context, args []string, getenv func(string) string, logw io.Writer, ready func(addr string)) error {
	fs := flag.NewFlagSet("signal", flag.ContinueOnError)
	fs.SetOutput(logw)
	addr := fs.String("addr", "", "listen address (default $MAJLIS_ADDR, else :$PORT, else :8080)")
	web := fs.String("web", "build/web", "directory of the web client's files")
	lim := sig.DefaultLimits()
	fs.IntVar(&lim.Players, "players", lim.Players, "players per room")
	fs.IntVar(&lim.Spectators, "spectators", lim.Spectators, "spectators per room")
	fs.IntVar(&lim.Rooms, "rooms", lim.Rooms, "rooms per server")
	fs.IntVar(&lim.ConnsPerAddr, "conns-per-addr", lim.ConnsPerAddr, "connections per remote address")
	fs.DurationVar(&lim.IdleRoom, "idle-room", lim.IdleRoom, "a room without activity for this long closes")
	fs.DurationVar(&lim.Silence, "silence", lim.Silence, "a connection that leaves a WebSocket ping unanswered for this long is closed (0: no pings)")
	verbose := fs.Bool("v", false, "log every connection")
	var ice iceFlags
	ice.register(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := applyEnv(fs, getenv); err != nil {
		return err
	}
	if *addr == "" {
		*addr = listenAddr(getenv)
	}
	level := slog.LevelInfo
	if *verbose {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewJSONHandler(logw, &slog.HandlerOptions{Level: level}))

	srv := sig.NewServer(lim, log)
	iceCfg, rel, err := ice.startICE(log)
	if err != nil {
		return err
	}
	if rel != nil {
		defer rel.Close()
	}
	srv.SetICE(iceCfg)
	h := handler(srv, *web)
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", *addr, err)
	}
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	log.Info("serving", "addr", ln.Addr().String(), "web", *web)
	if ready != nil {
		ready(ln.Addr().String())
	}

	// Idle rooms are swept once a minute besides on every create and join.
	go func() {
		t := time.NewTicker(time.Minute)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				srv.Sweep()
			}
		}
	}()

	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// Tell WebSocket clients first: http.Server.Shutdown does not wait
	// for hijacked connections.
	if err := srv.Shutdown(sctx); err != nil {
		log.Warn("closing rooms", "err", err)
	}
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	log.Info("stopped")
	return nil
}

func listenAddr(getenv func(string) string) string {
	if a := getenv("MAJLIS_ADDR"); a != "" {
		return a
	}
	if p := getenv("PORT"); p != "" {
		return ":" + p
	}
	return ":8080"
}

func handler(srv *sig.Server, web string) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/ws", srv)
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		rooms, conns := srv.Stats()
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, "{\"ok\":true,\"rooms\":%d,\"connections\":%d}\n", rooms, conns)
	})
	mux.Handle("/", static(web))
	return mux
}
