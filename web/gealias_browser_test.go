//go:build !js

// Gealias at its own table in headless Chromium: a six-player table at the
// viewer's first prompt, with its targets on the table, and in a fight, at
// a turn with trades and at the results (games played natively, resumed at
// those moments). The
// whole game played by clicking is in gealias_game_test.go. Screenshots at
// 1280x800 and 390x844 go to build/test-out.
package web

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"majlis/rules"
	ge "majlis/rules/gealias"
	"majlis/rules/sim"
)

// TestBrowserGealiasSixPlayers opens a six-player table and takes its
// picture at the viewer's first prompt, at both sizes.
func TestBrowserGealiasSixPlayers(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	setSpeed(t, ctx, base, 0)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, base+"/?test=1&start=gealias:6&botdelay=1ms")
	in := waitFor(t, ctx, "my first prompt", 120*time.Second, func(in info) bool { return len(options(in)) > 0 })
	table := 0
	for _, o := range options(in) {
		if o.table {
			table++
		}
	}
	if table == 0 {
		t.Errorf("no option of the first prompt is on the table")
	}
	shots(t, ctx, "gealias-6p-first")
}

// TestBrowserGealiasSixPlayersScenes plays six-player games natively until
// they put the viewer (seat 0) to a fight, to a turn with trades in
// several rows (with the bank, another player, or the owner of the land),
// to a player's offer and to a bank trade on its territory to allow, and
// photographs the table at those decisions and at the fight's game's
// results, by resuming the games saved at those moments.
func TestBrowserGealiasSixPlayersScenes(t *testing.T) {
	base := server(t)
	ctx := tab(t, browser(t, base))
	var fightLog, tradeLog, manyLog, offeredLog, waitingLog, allowLog, whole *rules.Log
	for index := 0; index < 100 && (fightLog == nil || tradeLog == nil || manyLog == nil || offeredLog == nil || waitingLog == nil || allowLog == nil); index++ {
		fight, trade, many, offered, waiting, allow := 0, 0, 0, 0, 0, 0
		out, err := sim.Play(sim.Game{Rules: ge.Game{}, Setup: rules.Setup{Game: ge.Game{}.ID(), Seats: 6, Options: map[string]string{"rounds": "10"}}, Seed: 7, Index: index, Record: true,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				s := st.(*ge.State)
				d := s.Decision()
				// Seat 0's offer of mixed cards made, another seat to answer.
				if o, ok := s.OpenOffer(); waiting == 0 && ok && o.Trader == 0 && o.ToPut == 0 && !o.Bank && d.Seat != 0 {
					kinds := 0
					for _, n := range o.Cards {
						if n > 0 {
							kinds++
						}
					}
					if kinds > 1 {
						waiting = step
					}
				}
				if d.Seat != 0 {
					return
				}
				if offered == 0 && d.Kind == ge.TradeReply && !d.BankAllowed {
					offered = step
				}
				if allow == 0 && d.Kind == ge.TradeReply && d.BankAllowed {
					allow = step
				}
				rows, gives := map[[3]int]bool{}, map[ge.Kind]bool{}
				player := false
				for _, c := range d.Choices {
					switch c.Action {
					case ge.ActFight, ge.ActFightShare:
						if fight == 0 {
							fight = step
						}
					case ge.ActTrade:
						rows[[3]int{int(c.Action), int(c.Seat)}] = true
						player = true
					case ge.ActBank, ge.ActAskBank:
						rows[[3]int{int(c.Action), int(c.Seat), int(c.Kind)}] = true
						gives[c.Kind] = true
					}
				}
				// Trades in two rows or more, a player trade among them.
				if trade == 0 && len(rows) >= 2 && player {
					trade = step
				}
				// More rows than the dialog holds at 1280x800 (five at six
				// players): tabs.
				if many == 0 && len(rows) >= 8 && len(gives) >= 3 {
					many = step
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		if fight > 0 && fightLog == nil {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:fight]
			fightLog, whole = &cut, out.Log
		}
		if trade > 0 && tradeLog == nil {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:trade]
			tradeLog = &cut
		}
		if offered > 0 && offeredLog == nil {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:offered]
			offeredLog = &cut
		}
		if many > 0 && manyLog == nil {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:many]
			manyLog = &cut
		}
		if waiting > 0 && waitingLog == nil {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:waiting]
			waitingLog = &cut
		}
		if allow > 0 && allowLog == nil {
			cut := *out.Log
			cut.Steps = out.Log.Steps[:allow]
			allowLog = &cut
		}
	}
	if fightLog == nil || tradeLog == nil || manyLog == nil || offeredLog == nil || waitingLog == nil || allowLog == nil {
		t.Fatalf("no six-player game in 100 put seat 0 to a fight (%v), to trades in two rows (%v), to trades in eight rows (%v), to a player's offer (%v), to wait on its own offer (%v) or to allow a bank trade (%v)",
			fightLog != nil, tradeLog != nil, manyLog != nil, offeredLog != nil, waitingLog != nil, allowLog != nil)
	}
	in := resumeLog(t, ctx, base, fightLog, "a fight")
	if onTable(in, "move:fight") == 0 {
		t.Errorf("the viewer's fight is not on the table: %v", options(in))
	}
	shots(t, ctx, "gealias-6p-fight")
	in = resumeLog(t, ctx, base, whole, "the results")
	if in.Screen != "results" {
		t.Errorf("the whole game resumed on the %s screen, not the results", in.Screen)
	}
	shots(t, ctx, "gealias-6p-results")
	in = resumeLog(t, ctx, base, tradeLog, "trades")
	if n := onTable(in, "move:bank:", "move:trade:", "move:askbank:"); n == 0 {
		t.Errorf("none of the viewer's trades is on the table: %v", options(in))
	} else {
		t.Logf("trades on the table at 1280x800: %d", n)
	}
	shots(t, ctx, "gealias-6p-trade")

	// A player trade is made on the table: its card opens the offer, and
	// the cards put on it are clicked there too.
	var trade option
	for _, o := range options(in) {
		if o.table && strings.HasPrefix(o.id, "move:trade:") {
			trade = o
		}
	}
	if trade.id == "" {
		t.Fatalf("no player trade on the table: %v", options(in))
	}
	click(t, ctx, trade.x, trade.y)
	in = waitFor(t, ctx, "the offer", 20*time.Second, func(in info) bool { return onTable(in, "move:put:") > 0 })
	for _, o := range options(in) {
		if o.table && strings.HasPrefix(o.id, "move:put:") {
			click(t, ctx, o.x, o.y)
			break
		}
	}
	in = waitFor(t, ctx, "a card on the offer", 20*time.Second, func(in info) bool {
		return onTable(in, "move:put:") > 0 && onTable(in, "move:withdraw") == 1
	})
	shots(t, ctx, "gealias-6p-offer")

	// The owner asked sees the offer above Accept and Refuse.
	in = resumeLog(t, ctx, base, offeredLog, "an offer")
	if onTable(in, "move:accept", "move:refuse") == 0 {
		t.Errorf("the answers to an offer are not on the table: %v", options(in))
	}
	shots(t, ctx, "gealias-6p-offered")

	// The owner asked to allow a bank trade on their territory answers
	// Allow or Refuse.
	in = resumeLog(t, ctx, base, allowLog, "a bank trade to allow")
	if onTable(in, "move:accept", "move:refuse") != 2 {
		t.Errorf("the answers to a bank trade to allow are not on the table: %v", options(in))
	}
	shots(t, ctx, "gealias-6p-allow")

	// The trader waits on its offer made: its cards lie on the offer, in
	// its hand and in the dialog, while the partner (a bot held back by a
	// long delay) is to answer.
	resumeLogWith(t, ctx, base, waitingLog, "an offer made", "1h", func(in info) bool {
		_, _, _, ok := in.button("tip:offer")
		return in.Screen == "table" && ok
	})
	shots(t, ctx, "gealias-6p-waiting")

	// Trades in more rows than the dialog holds: a tab per kind given;
	// clicking another kind's tab brings its trades onto the table.
	in = resumeLog(t, ctx, base, manyLog, "many trades")
	given := func(in info) map[string]bool {
		out := map[string]bool{}
		for _, o := range options(in) {
			// The tab a trade is behind: the kind it gives three of, or
			// any (a player trade).
			f := strings.Split(strings.TrimPrefix(o.id, "move:"), ":")
			switch {
			case !o.table:
			case f[0] == "trade":
				out["any"] = true
			case len(f) >= 3 && (f[0] == "bank" || f[0] == "askbank"):
				out[f[len(f)-2]] = true
			}
		}
		return out
	}
	shots(t, ctx, "gealias-6p-tabs")
	// Read again: the phone's picture may have grown the prompt bar,
	// which stays grown for the prompt and moves the table's targets.
	in, _ = read(t, ctx)
	shown := given(in)
	if len(shown) != 1 {
		t.Fatalf("the table shows trades giving %d kinds at once, want one tab's: %v", len(shown), options(in))
	}
	var other string
	var ox, oy float64
	for _, b := range in.Buttons {
		if k, ok := strings.CutPrefix(b.ID, "view:give:"); ok && !shown[k] {
			other, ox, oy = k, b.Rect[0]+b.Rect[2]/2, b.Rect[1]+b.Rect[3]/2
		}
	}
	if other == "" {
		t.Fatalf("no tab for another kind given: %v", in.Buttons)
	}
	click(t, ctx, ox, oy)
	waitFor(t, ctx, "the other tab's trades", 20*time.Second, func(in info) bool {
		g := given(in)
		return len(g) == 1 && g[other]
	})
}

// onTable counts the options on the table whose IDs start with a prefix.
func onTable(in info, prefixes ...string) int {
	n := 0
	for _, o := range options(in) {
		for _, p := range prefixes {
			if o.table && strings.HasPrefix(o.id, p) {
				n++
				break
			}
		}
	}
	return n
}
