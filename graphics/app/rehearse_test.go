package app

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
)

// TestRehearsalLeavesHomeAsItWas: with Config.Rehearse the home screen
// rehearses the table of the game it shows once it has shown it for
// rehearseAfter, and of each game picked after; each once. Nothing is
// saved, the home screen's buttons are the same after, and the client is
// idle again.
func TestRehearsalLeavesHomeAsItWas(t *testing.T) {
	pf := &fakePlatform{}
	a := testApp(t, pf)
	a.cfg.Rehearse = true
	before := slices.Clone(a.Buttons())
	h := a.screen.(*home)
	first := h.game
	a.Step(graphics.Input{})
	a.rehearseNext(graphics.Input{})
	if a.rehearsal.game != first || a.rehearsing() {
		t.Fatalf("rehearsing %q (%v) at once, want %q noted and not yet rehearsed", a.rehearsal.game, a.rehearsing(), first)
	}
	a.rehearsal.since = time.Now().Add(-rehearseAfter)
	if !a.rehearsing() || a.Idle() {
		t.Fatalf("after %v on the home screen: rehearsing %v, idle %v", rehearseAfter, a.rehearsing(), a.Idle())
	}
	rehearseWhole(t, a)
	if !slices.Equal(a.rehearsal.done, []string{first}) {
		t.Fatalf("rehearsed %v, want %s", a.rehearsal.done, first)
	}
	a.Draw(ebiten.NewImage(1280, 800))
	a.Step(graphics.Input{})
	if !a.Idle() || a.rehearsing() {
		t.Errorf("the home screen is not idle after its game's rehearsal (rehearsing %v)", a.rehearsing())
	}
	if !slices.EqualFunc(a.Buttons(), before, func(x, y graphics.Button) bool {
		return x.ID == y.ID && x.Rect == y.Rect && x.Label == y.Label
	}) {
		t.Error("the home screen's buttons changed")
	}
	if pf.current != nil || len(pf.saved) > 0 {
		t.Error("a rehearsal saved something")
	}
	// Another game picked is rehearsed in its turn; the first is not again.
	for _, g := range a.cfg.Games {
		if g.ID() == first {
			continue
		}
		h.pickGame(a, g.ID())
		a.rehearseNext(graphics.Input{})
		a.rehearsal.since = time.Now().Add(-rehearseAfter)
		rehearseWhole(t, a)
	}
	h.pickGame(a, first)
	a.rehearseNext(graphics.Input{})
	a.rehearsal.since = time.Now().Add(-rehearseAfter)
	if a.rehearsing() {
		t.Error("a game already rehearsed is rehearsed again")
	}
	if len(a.rehearsal.done) != len(a.cfg.Games) {
		t.Errorf("rehearsed %v of %d games", a.rehearsal.done, len(a.cfg.Games))
	}
}

// rehearseWhole ticks a rehearsal due now until it is over, a stage a
// tick, and checks that it took as many ticks as its stages.
func rehearseWhole(t *testing.T, a *App) {
	t.Helper()
	if !a.rehearsing() {
		t.Fatal("no rehearsal is due")
	}
	for ticks := 1; ; ticks++ {
		if a.Idle() {
			t.Fatal("idle with a rehearsal under way")
		}
		stage := 0
		if a.rehearsal.run != nil {
			stage = a.rehearsal.run.stage
		}
		a.rehearseNext(graphics.Input{})
		// Ebitengine's catch-up ticks come at once: they play no stage.
		a.rehearseNext(graphics.Input{})
		if a.rehearsal.run != nil && a.rehearsal.run.stage != stage+1 {
			t.Fatalf("two ticks at once played stages %d to %d", stage, a.rehearsal.run.stage)
		}
		a.rehearsal.last = time.Now().Add(-rehearseGap)
		if a.rehearsal.run == nil {
			if want := rehearsalStages; ticks != want {
				t.Errorf("a rehearsal took %d ticks, want %d", ticks, want)
			}
			return
		}
		if ticks > 100 {
			t.Fatal("a rehearsal does not end")
		}
	}
}

// TestRehearsalPlaysEveryGame: each game's rehearsal opens its table and
// plays moves on it.
func TestRehearsalPlaysEveryGame(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	for _, g := range a.cfg.Games {
		start := time.Now()
		r := &rehearsalRun{home: a, game: g}
		for r.next() {
		}
		if r.sess == nil {
			t.Fatalf("%s: the rehearsal opened no table", g.ID())
		}
		r.sess.Close()
		if r.stage != rehearsalStages {
			t.Errorf("%s: the rehearsal stopped at stage %d of %d", g.ID(), r.stage, rehearsalStages)
		}
		t.Logf("%s: %d moves in %v", g.ID(), r.moves, time.Since(start).Round(time.Millisecond))
		if r.moves != rehearsalMoves {
			t.Errorf("%s: the rehearsal played %d moves, want %d", g.ID(), r.moves, rehearsalMoves)
		}
	}
}

// TestRehearsalWaitsForThePlayer: a press holds the rehearsal back, and a
// screen other than home has none; without Config.Rehearse there is none.
func TestRehearsalWaitsForThePlayer(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	a.rehearseNext(graphics.Input{})
	a.rehearsal.since = time.Now().Add(-rehearseAfter)
	if a.rehearsing() {
		t.Fatal("a rehearsal without Config.Rehearse")
	}
	a.cfg.Rehearse = true
	a.rehearseNext(graphics.Input{})
	a.rehearsal.since = time.Now().Add(-rehearseAfter)
	a.rehearseNext(graphics.Input{X: 5, Y: 5, Pressed: true})
	if len(a.rehearsal.done) != 0 {
		t.Fatal("a table was rehearsed while the player pressed")
	}
	a.rehearseNext(graphics.Input{}) // the rehearsal's first stage
	if a.rehearsal.run == nil {
		t.Fatal("no rehearsal under way")
	}
	a.StartBots("ayubistan", 2)
	if a.rehearsing() {
		t.Fatal("the table screen rehearses")
	}
	a.rehearseNext(graphics.Input{})
	if a.rehearsal.run != nil {
		t.Fatal("the rehearsal under way goes on on the table screen")
	}
}

// TestRehearsalInTheLobby: a lobby rehearses its game's table as the home
// screen does.
func TestRehearsalInTheLobby(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	a.cfg.Rehearse = true
	a.goTo(newLobby(a, &fakeLobby{info: LobbyInfo{Game: "sands", Seats: []LobbySeat{{Kind: "person", Name: "Amal", Mine: true}, {Kind: "open"}}}}))
	a.Step(graphics.Input{})
	a.rehearseNext(graphics.Input{})
	if a.rehearsal.game != "sands" {
		t.Fatalf("the lobby's rehearsal is of %q, want sands", a.rehearsal.game)
	}
	a.rehearsal.since = time.Now().Add(-rehearseAfter)
	rehearseWhole(t, a)
	if !slices.Equal(a.rehearsal.done, []string{"sands"}) {
		t.Fatalf("rehearsed %v, want sands", a.rehearsal.done)
	}
}
