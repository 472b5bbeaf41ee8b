package main

import (
	"context"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/pion/turn/v5"

	sig "majlis/net/signal"
)

// startServer runs the command with args on loopback until the test ends.
func startServer(t *testing.T, args []string, env map[string]string) (string, *syncWriter, *strings.Builder) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	var logs strings.Builder
	lw := &syncWriter{w: &logs}
	go func() {
		done <- run(ctx, append([]string{"-addr", "127.0.0.1:0", "-web", t.TempDir()}, args...), func(k string) string { return env[k] }, lw, func(a string) { addrc <- a })
	}()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case a := <-addrc:
		return a, lw, &logs
	case err := <-done:
		t.Fatalf("server stopped: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("server did not start")
	}
	return "", nil, nil
}

func TestEmbeddedTURNCredentialsWork(t *testing.T) {
	// The relay's address and ports come from the environment here.
	addr, _, _ := startServer(t, nil, map[string]string{"MAJLIS_TURN_IP": "127.0.0.1", "MAJLIS_TURN_PORT": "0", "MAJLIS_RELAY_PORTS": "41000-41099"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := sig.Create(ctx, sig.Config{URL: "ws://" + addr + "/ws", Retries: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ice := c.ICEServers()
	if len(ice) != 2 || len(ice[0].URLs) != 1 || !strings.HasPrefix(ice[0].URLs[0], "stun:127.0.0.1:") || len(ice[1].URLs) != 2 || ice[1].Username == "" {
		t.Fatalf("handed out %+v", ice)
	}
	// The credential opens a relay allocation on the embedded server.
	turnAddr := strings.TrimSuffix(strings.TrimPrefix(ice[1].URLs[0], "turn:"), "?transport=udp")
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	tc, err := turn.NewClient(&turn.ClientConfig{STUNServerAddr: turnAddr, TURNServerAddr: turnAddr, Conn: conn, Username: ice[1].Username, Password: ice[1].Credential, Realm: "majlis"})
	if err != nil {
		t.Fatal(err)
	}
	defer tc.Close()
	if err := tc.Listen(); err != nil {
		t.Fatal(err)
	}
	relayed, err := tc.Allocate()
	if err != nil {
		t.Fatalf("allocate with the handed-out credential: %v", err)
	}
	if p := relayed.LocalAddr().(*net.UDPAddr).Port; p < 41000 || p > 41099 {
		t.Errorf("relay port %d outside 41000-41099", p)
	}
}

func TestExternalTURN(t *testing.T) {
	addr, _, _ := startServer(t, []string{"-turn=false", "-turn-url", "turn:turn.example.org:3478?transport=udp", "-stun", "stun:turn.example.org:3478"}, map[string]string{"MAJLIS_TURN_SECRET": "shared"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := sig.Create(ctx, sig.Config{URL: "ws://" + addr + "/ws", Retries: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ice := c.ICEServers()
	if len(ice) != 2 || ice[0].URLs[0] != "stun:turn.example.org:3478" || ice[1].URLs[0] != "turn:turn.example.org:3478?transport=udp" {
		t.Fatalf("handed out %+v", ice)
	}
	if pass, err := sig.CheckTURNUser("shared", ice[1].Username, time.Now()); err != nil || pass != ice[1].Credential {
		t.Fatalf("credential does not check under the shared secret: %v", err)
	}
}

func TestICEFlagErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-turn=false", "-turn-url", "turn:x:3478"}, "needs -turn-secret"},
		{[]string{"-turn-url", "turn:x:3478", "-turn-secret", "s"}, "give -turn=false"},
		{[]string{"-turn-ip", "nonsense"}, "not an IPv4 address"},
		{[]string{"-turn-ip", "127.0.0.1", "-relay-ports", "5-1"}, "not MIN-MAX"},
	} {
		err := run(context.Background(), append([]string{"-addr", "127.0.0.1:0"}, c.args...), func(string) string { return "" }, io.Discard, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}
