// Tests of how a stopped table is shown: the session's catalogue message
// with the players' names, never its English detail.

package app

import (
	"strings"
	"testing"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
)

// faultSession is a table that has stopped with a fault, seen by seat.
type faultSession struct {
	session.Session
	msg  rules.Msg
	seat rules.Seat
}

func (s *faultSession) Local() []rules.Seat { return []rules.Seat{s.seat} }

func (s *faultSession) Status() session.Status {
	st := s.Session.Status()
	st.Fault = "step 4: peer \"Badr\" (0123456789abcdef) has state hash 00, this peer has 11"
	st.FaultMsg = s.msg
	return st
}

func TestFaultIsShownFromTheCatalogue(t *testing.T) {
	l := threePlayers(t)
	asked := l.View(rules.Spectator).Prompts()[0].Seat
	for _, c := range []struct {
		msg  rules.Msg
		want string
	}{
		{rules.M("core.fault.desync", rules.SeatArg(0), rules.SeatArg(1), rules.Int(4)),
			"Amal (you) stopped the table: at step 4, the game of Badr no longer matches the game of Amal (you)."},
		{rules.M("core.fault.peer", rules.Text("Watcher")), "Watcher stopped the table."},
		{rules.Msg{}, "The table has stopped."}, // a session that gives no message
	} {
		a := testApp(t, &fakePlatform{})
		a.goTo(newTable(a, &faultSession{Session: l, msg: c.msg, seat: asked}, false))
		a.Step(graphics.Input{})
		got := a.screen.(*table).statusLine(a)
		if got != c.want {
			t.Errorf("fault %+v shown as %q, want %q", c.msg, got, c.want)
		}
		if strings.Contains(got, "hash") {
			t.Errorf("the diagnostic detail reached the player: %q", got)
		}
		// A stopped table asks nothing, though the rules still would.
		for _, b := range a.Buttons() {
			if strings.HasPrefix(b.ID, "move:") {
				t.Fatalf("option %s offered on a stopped table", b.ID)
			}
		}
	}
}
