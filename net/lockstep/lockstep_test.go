//go:build !js

// Native only: these tests run pion peers and the signalling server, which
// need real sockets.

package lockstep

import (
	"testing"

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
