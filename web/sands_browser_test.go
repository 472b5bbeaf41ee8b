//go:build !js

// Legend of the Burning Sands at its own table in headless Chromium: the
// table at a battle, a raid, a duel and a Reaction window of the viewer's
// and at the results, at two and four players, at 1280x800 and 390x844,
// each reached by
// resuming a game played natively and saved at that moment (the page
// resumes the local game kept in its session storage); at each moment the
// viewer's options are on the table; and a Hero dragged by the mouse from
// Home onto an attacked City Section. The whole game played by clicking is
// sands_game_test.go.
package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"majlis/rules"
	sd "majlis/rules/sands"
	"majlis/rules/sim"
)

// sandsLogs plays a random game of n seats natively and returns its log
// cut at the first moment seat 0 is asked about each scene (a battle, a
// raid, a duel, a Reaction window) and the whole game's log ("results").
func sandsLogs(t *testing.T, n int) map[string]*rules.Log {
	t.Helper()
	scene := func(k sd.ChoiceKind) string {
		switch k {
		case sd.ChooseAbsorb, sd.ChooseEngage, sd.ChooseEngageOne, sd.ChooseGoHome, sd.ChooseAbsorbWater, sd.ChooseAbsorbSection:
			return "battle"
		case sd.ChooseFaceDown, sd.ChooseDefend:
			return "raid"
		case sd.ChooseThrust, sd.ChooseThrustCard, sd.ChooseParry, sd.ChooseParryDeck:
			return "duel"
		case sd.ChooseDefender, sd.ChooseInvite:
			return "attack"
		}
		return ""
	}
	for index := 0; index < 40; index++ {
		at := map[string]int{}
		out, err := sim.Play(sim.Game{Rules: sd.Game{}, Setup: rules.Setup{Game: sd.ID, Seats: n}, Seed: 11, Index: index, Record: true,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				d, ok := st.(*sd.State).Decision(0)
				if !ok {
					return
				}
				if d.Ask.Key == "sands.ask.react" {
					if _, seen := at["reaction"]; !seen {
						at["reaction"] = step
					}
				}
				for _, c := range d.Choices {
					if name := scene(c.Kind); name != "" {
						if _, seen := at[name]; !seen {
							at[name] = step
						}
					}
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		if len(at) < 2 || at["battle"] == 0 {
			continue // a game where seat 0 fought no battle and little else
		}
		logs := map[string]*rules.Log{"results": out.Log}
		for name, k := range at {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:k]
			logs[name] = &cut
		}
		return logs
	}
	t.Fatalf("no game of %d seats in 40 put seat 0 in a battle", n)
	return nil
}

// TestBrowserSandsScenes photographs the table at a battle, a raid, a
// duel and a Reaction window (those that came in a random game) and at the results, at two and
// four players and both sizes, by resuming a game saved at that moment
// (the page resumes a local game kept in its session storage).
func TestBrowserSandsScenes(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	for _, n := range []int{2, 4} {
		logs := sandsLogs(t, n)
		for _, name := range []string{"attack", "battle", "raid", "duel", "reaction", "results"} {
			lg, ok := logs[name]
			if !ok {
				t.Logf("%d players: no %s of seat 0's in the game played; no picture", n, name)
				continue
			}
			in := resumeLog(t, ctx, base, lg, name)
			if name != "results" {
				table := 0
				for _, o := range options(in) {
					if o.table {
						table++
					}
				}
				if table == 0 {
					t.Errorf("%d players, %s: no option on the table", n, name)
				}
			}
			shots(t, ctx, fmt.Sprintf("sands-%dp-%s", n, name))
			if n == 2 && name == "battle" {
				hoverCard(t, ctx, fmt.Sprintf("sands-%dp-%s-hover-1280x800.png", n, name))
			}
		}
	}
	groupMenu(t, ctx, base)
	challengeMenu(t, ctx, base)
}

// groupMenu resumes a two-player game where the viewer's unit may
// engage in groups, photographs it, clicks the unit (at 1280x800, then
// at 390x844) and photographs the menu that opens: each of the unit's
// engagements is then a button on the table.
func groupMenu(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	unit := -1
	lg := sandsScene(t, 2, "seat 0 a group engagement", func(st *sd.State) bool {
		d, _ := st.Decision(0)
		for _, c := range d.Choices {
			if c.Kind == sd.ChooseEngageGroup {
				if k, ok := st.Card(c.Group[0]); ok {
					unit = k.On
					if k.Def.Kind == sd.Hero {
						unit = k.ID
					}
				}
				return true
			}
		}
		return false
	})
	in := resumeLog(t, ctx, base, lg, "a group engagement")
	shots(t, ctx, "sands-2p-group")
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		resize(t, ctx, int64(size[0]), int64(size[1]))
		in = waitFor(t, ctx, "the unit's menu target", 30*time.Second, func(in info) bool {
			_, ok := buttonRect(in, fmt.Sprintf("view:menu:%d", unit))
			return ok
		})
		r, _ := buttonRect(in, fmt.Sprintf("view:menu:%d", unit))
		click(t, ctx, r[0]+r[2]/2, r[1]+r[3]/2)
		in = waitFor(t, ctx, "the menu", 30*time.Second, func(in info) bool {
			_, ok := buttonRect(in, "view:menu:close")
			return ok
		})
		// An option may show twice (in the centre and in the menu): the
		// page calls the first the table's, the other the bar's.
		groups := map[string]bool{}
		for _, o := range options(in) {
			if strings.HasPrefix(o.id, "move:engage-group:") {
				groups[o.id] = groups[o.id] || o.table
			}
		}
		for id, table := range groups {
			if !table {
				t.Errorf("%v: %s is not on the table with the menu open", size, id)
			}
		}
		if len(groups) == 0 {
			t.Errorf("%v: the menu holds no group engagement", size)
		}
		shootMenuAndClose(t, ctx, in, fmt.Sprintf("sands-2p-group-menu-%dx%d.png", size[0], size[1]))
	}
	resize(t, ctx, 1280, 800)
}

// shootMenuAndClose photographs the open menu as file, the pointer moved
// off it, then closes it with its Close button and waits until it is gone.
func shootMenuAndClose(t *testing.T, ctx context.Context, in info, file string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.MouseEvent(chromedp.MouseMoved, 1, 1)); err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, file)
	r, _ := buttonRect(in, "view:menu:close")
	click(t, ctx, r[0]+r[2]/2, r[1]+r[3]/2)
	waitFor(t, ctx, "the menu to close", 30*time.Second, func(in info) bool {
		_, ok := buttonRect(in, "view:menu:close")
		return !ok
	})
}

// sandsScene plays random games of seats players (seed 11, up to 40) and
// returns the first game's log in which want holds, cut at the step where
// it first does: a scene to resume and photograph. The games are the same
// in every run, so a scene none of them reaches fails the test: the rules
// or the bots changed under it.
func sandsScene(t *testing.T, seats int, what string, want func(*sd.State) bool) *rules.Log {
	t.Helper()
	for index := 0; index < 40; index++ {
		at := 0
		out, err := sim.Play(sim.Game{Rules: sd.Game{}, Setup: rules.Setup{Game: sd.ID, Seats: seats}, Seed: 11, Index: index, Record: true,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				if at == 0 && want(st.(*sd.State)) {
					at = step
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		if at > 0 {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:at]
			return &cut
		}
	}
	t.Fatalf("no %d-player game in 40 offered %s", seats, what)
	return nil
}

// challengeMenu resumes a four-player game where the viewer may play a
// Blood Challenge with any of its Heroes on any rival's, more pairs than
// the card's menu holds on a phone, photographs it, and at each size
// clicks a challenged Hero (or, where the card's menu holds them all,
// the card) and photographs the menu that opens: each challenge there is
// a button on the table.
func challengeMenu(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	var cs []sd.Choice
	lg := sandsScene(t, 4, "seat 0 two dozen challenges", func(st *sd.State) bool {
		d, _ := st.Decision(0)
		var found []sd.Choice
		for _, c := range d.Choices {
			if c.Label.Key == "sands.opt.play_challenge" {
				found = append(found, c)
			}
		}
		if len(found) < 24 {
			return false
		}
		cs = found
		return true
	})
	in := resumeLog(t, ctx, base, lg, "a Blood Challenge")
	shots(t, ctx, "sands-4p-challenge")
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		resize(t, ctx, int64(size[0]), int64(size[1]))
		var target string
		var of []sd.Choice
		in = waitFor(t, ctx, "a challenge's menu target", 30*time.Second, func(in info) bool {
			for _, c := range cs {
				for _, id := range []int{c.To, c.Card} {
					if _, ok := buttonRect(in, fmt.Sprintf("view:menu:%d", id)); ok {
						target = fmt.Sprintf("view:menu:%d", id)
						of = nil
						for _, o := range cs {
							if o.To == id || o.Card == id {
								of = append(of, o)
							}
						}
						return true
					}
				}
			}
			return false
		})
		r, _ := buttonRect(in, target)
		click(t, ctx, r[0]+r[2]/2, r[1]+r[3]/2)
		in = waitFor(t, ctx, "the menu", 30*time.Second, func(in info) bool {
			_, ok := buttonRect(in, "view:menu:close")
			return ok
		})
		table := map[string]bool{}
		for _, o := range options(in) {
			table[o.id] = table[o.id] || o.table
		}
		shown := 0
		for _, c := range of {
			if table["move:"+string(c.Move)] {
				shown++
			}
		}
		if shown == 0 {
			t.Errorf("%v: %s's menu holds none of its %d challenges on the table", size, target, len(of))
		}
		t.Logf("%v: %s's menu: %d of its %d challenges on the table", size, target, shown, len(of))
		shootMenuAndClose(t, ctx, in, fmt.Sprintf("sands-4p-challenge-menu-%dx%d.png", size[0], size[1]))
	}
	resize(t, ctx, 1280, 800)
}

// resumeLog opens the page on the local game lg, seat 0 played by the
// viewer, as the page resumes one kept in its session storage, and waits
// for the viewer's prompt (or the results) at 1280x800.
func resumeLog(t *testing.T, ctx context.Context, base string, lg *rules.Log, name string) info {
	t.Helper()
	return resumeLogWith(t, ctx, base, lg, name, "1ms", func(in info) bool {
		return in.Screen == "results" || in.Screen == "table" && len(options(in)) > 0
	})
}

// resumeLogWith resumes lg as resumeLog does, its bots waiting botDelay
// before each move, until ready: a long delay holds the table where the
// log ends while others are to move.
func resumeLogWith(t *testing.T, ctx context.Context, base string, lg *rules.Log, name, botDelay string, ready func(info) bool) info {
	t.Helper()
	var buf bytes.Buffer
	if err := rules.WriteLog(&buf, lg); err != nil {
		t.Fatal(err)
	}
	saved, err := json.Marshal(map[string]any{"humans": []int{0}, "log": buf.String()})
	if err != nil {
		t.Fatal(err)
	}
	setSpeed(t, ctx, base, 0)
	js := fmt.Sprintf(`sessionStorage.setItem("majlis.current", %q); true`, saved)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&botdelay="+botDelay)
	return waitFor(t, ctx, name+" resumed", 3*time.Minute, ready)
}

// hoverCard rests the pointer on the first option on the table, which
// shows the card it concerns large, and photographs that at 1280x800.
func hoverCard(t *testing.T, ctx context.Context, file string) {
	t.Helper()
	before, _ := read(t, ctx)
	for _, o := range options(before) {
		if !o.table || !strings.HasPrefix(o.id, "move:") {
			continue
		}
		if _, err := chromedp.Run(ctx, chromedp.MouseEvent(chromedp.MouseMoved, o.x, o.y)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "a redraw", 10*time.Second, func(in info) bool { return in.Frames > before.Frames })
		shot(t, ctx, file)
		return
	}
	t.Logf("no option on the table to hover; no %s", file)
}

// TestBrowserSandsDragHeroToBattle resumes a two-player game where the
// viewer sends Heroes to an attacked City Section, drags a Hero of its
// Home by the mouse onto the section and checks that the Hero went: the
// step advanced with nobody else asked, and that Hero's move to that
// section is no longer offered.
func TestBrowserSandsDragHeroToBattle(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	for index := 0; index < 20; index++ {
		at := 0
		var ch sd.Choice
		out, err := sim.Play(sim.Game{Rules: sd.Game{}, Setup: rules.Setup{Game: sd.ID, Seats: 2}, Seed: 5, Index: index, Record: true,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				if at > 0 {
					return
				}
				d, ok := st.(*sd.State).Decision(0)
				if !ok {
					return
				}
				for _, c := range d.Choices {
					if c.Kind == sd.ChooseCommit {
						at, ch = step, c
						return
					}
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		if at == 0 {
			continue
		}
		cut := *out.Log
		cut.Steps = out.Log.Steps[:at]
		before := resumeLog(t, ctx, base, &cut, "a commitment")
		from, ok1 := buttonRect(before, fmt.Sprintf("tip:card:%d", ch.Card))
		to, ok2 := buttonRect(before, fmt.Sprintf("tip:card:%d", ch.To))
		if !ok1 || !ok2 {
			t.Fatalf("the Hero %d (%v) or the City Section %d (%v) is not on the page", ch.Card, ok1, ch.To, ok2)
		}
		// By their name lines, clear of the chips in the cards' middles.
		fx, fy := from[0]+from[2]/2, from[1]+from[3]*0.12
		tx, ty := to[0]+to[2]/2, to[1]+to[3]*0.12
		mouse := func(typ string, x, y float64) {
			t.Helper()
			var act chromedp.Action[chromedp.Void]
			switch typ {
			case "down":
				act = chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
			case "up":
				act = chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
			default:
				act = chromedp.MouseEvent(chromedp.MouseMoved, x, y, chromedp.ButtonLeft)
			}
			if _, err := chromedp.Run(ctx, act); err != nil {
				t.Fatal(err)
			}
		}
		// Moving at once, as a hand does: a press held still for half a
		// second opens the card large instead (a long press).
		mouse("move", fx, fy)
		mouse("down", fx, fy)
		for i := 1; i <= 12; i++ {
			time.Sleep(25 * time.Millisecond)
			mouse("move", fx+(tx-fx)*float64(i)/12, fy+(ty-fy)*float64(i)/12)
		}
		time.Sleep(100 * time.Millisecond)
		mouse("up", tx, ty)
		// Only the viewer's answer moves the game on from here, so a step
		// made is the drop's move; at the next step (the viewer asked
		// again), that Hero's move to that section is gone.
		after := waitFor(t, ctx, "the dragged Hero's move", 30*time.Second, func(in info) bool { return in.Step > before.Step })
		if after.Step == before.Step+1 {
			for _, o := range options(after) {
				if o.id == "move:"+string(ch.Move) {
					t.Errorf("after the drag %q is still offered", ch.Move)
				}
			}
		}
		return
	}
	t.Fatal("no two-player game in 20 asked seat 0 to send a Hero to a battle")
}

// buttonRect is the rect of the button with the given id.
func buttonRect(in info, id string) ([4]float64, bool) {
	for _, b := range in.Buttons {
		if b.ID == id {
			return b.Rect, true
		}
	}
	return [4]float64{}, false
}
