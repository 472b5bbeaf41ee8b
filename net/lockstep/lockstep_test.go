//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"slices"
	"testing"
	"time"

	"majlis/net/session"

	"majlis/rules"
)

func TestWholeGamesOfTheTestGame(t *testing.T) {
	for _, n := range []int{2, 3} {
		t.Run(string(rune('0'+n)), func(t *testing.T) {
			peers := table(t, testGameID, n, 1, nil, nil)
			h := finishAll(t, peers)
			t.Logf("%d peers: %d steps, final hash %s", n, len(peers[0].Log().Steps), h)
			l := peers[0].Log()
			if _, err := rules.Replay(testGame{}, l); err != nil {
				t.Fatalf("the log does not replay: %v", err)
			}
		})
	}
}

func TestBotDelayHoldsBotsBack(t *testing.T) {
	// Without a delay the creator's bot commits its bid the moment the
	// round starts, before any person's bid can arrive; with an hour's
	// delay it is still thinking once both people have answered.
	peers := table(t, testGameID, 2, 1, map[string]string{"rounds": "1"}, func(i int, c *Config) {
		if i == 0 {
			c.BotDelay = time.Hour
		}
	})
	answered := func(s *Session, seat rules.Seat) bool {
		return slices.ContainsFunc(s.Status().Waiting, func(w session.Waiting) bool { return w.Seat == seat && w.Answered })
	}
	waitFor(t, peers[0], 20*time.Second, "both people's bids", func(s *Session) bool { return answered(s, 0) && answered(s, 1) })
	if answered(peers[0], 2) {
		t.Fatal("the bot answered before its delay")
	}
	if st := peers[0].Status(); st.Step != 0 || st.Done {
		t.Fatalf("the table moved on without the bot: %+v", st)
	}
}
