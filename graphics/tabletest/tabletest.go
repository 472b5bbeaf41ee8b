// Package tabletest measures how much of a game is played on its table:
// over random playouts, every option of every prompt reached is either a
// target the game's view lays out on the table (a button "move:"+move) or
// left to the prompt bar. Each game's view tests report the share on the
// table and check that no target answers anything but a legal option.
package tabletest

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"majlis/assets/i18n"
	"majlis/graphics"
	"majlis/rules"
	"majlis/rules/sim"
)

// Config describes the playouts to measure.
type Config struct {
	Game   rules.Game
	Setups []rules.Setup
	Games  int // per setup
	Seed   int64
	// View makes the game's table view.
	View func() graphics.GameView
	// Width and Height are the window the table is laid out in (the table
	// screen's main area is cut from it as the client does); 0 means
	// 1280×800.
	Width, Height int
}

// Coverage counts options over every prompt reached.
type Coverage struct {
	Options int // options asked, over every prompt reached
	OnTable int // of those, answered by a target on the table
	// BehindTab counts those of OnTable a view's tab brings onto the
	// table (graphics.Button.Reveals): a click away.
	BehindTab int
	// InBar counts the options left to the prompt bar, per prompt
	// (its Ask key), so that a view's author sees what is still missing.
	InBar map[string]int
}

// Percent is the share of options on the table, rounded down.
func (c Coverage) Percent() int {
	if c.Options == 0 {
		return 0
	}
	return c.OnTable * 100 / c.Options
}

// String reports the figure and the prompts that still use the bar, the
// most frequent first.
func (c Coverage) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d of %d options on the table (%d%%)", c.OnTable, c.Options, c.Percent())
	if c.BehindTab > 0 {
		fmt.Fprintf(&b, ", %d of them behind a tab", c.BehindTab)
	}
	keys := make([]string, 0, len(c.InBar))
	for k := range c.InBar {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if c.InBar[keys[i]] != c.InBar[keys[j]] {
			return c.InBar[keys[i]] > c.InBar[keys[j]]
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		fmt.Fprintf(&b, "\n  in the bar: %6d × %s", c.InBar[k], k)
	}
	return b.String()
}

// Area is the part of a w×h window the table screen gives a game's view
// once the prompt bar has grown to its rows (it keeps them from the first
// prompt that needs them on): the client's own division of the screen,
// so targets are placed as they will be.
func Area(th *graphics.Theme, w, h int) graphics.Rect {
	_, table := th.PromptBar(th.TableScreen(graphics.R(0, 0, float64(w), float64(h))).Main, graphics.PromptBarRows)
	return table
}

// Measure plays the configured games with random bots and, at every
// prompt, lays out the asked seat's table. It fails the test when a target
// answers a move that is not a legal option of that prompt, or lies outside
// the table's area.
func Measure(t testing.TB, c Config) Coverage {
	t.Helper()
	w, h := c.Width, c.Height
	if w == 0 {
		w, h = 1280, 800
	}
	th := graphics.NewTheme(w, h, 1)
	area := Area(th, w, h)
	view := c.View()
	cov := Coverage{InBar: map[string]int{}}
	var failure error
	cat := graphics.NewTr() // loading the catalogue at every prompt would cost more than the layout
	check := func(st rules.State) {
		for _, p := range st.Prompts() {
			v := st.View(p.Seat)
			var vp *rules.Prompt
			for _, q := range v.Prompts() {
				if q.Seat == p.Seat {
					vp = &q
					break
				}
			}
			if vp == nil {
				failure = fmt.Errorf("seat %d's view has no prompt for it", p.Seat)
				return
			}
			tr := cat.ForSetup(st.Setup())
			ts := graphics.TableState{State: v, Viewer: p.Seat, Prompt: vp, Tr: tr}
			bs := view.Layout(th, area, ts)
			targets := Targets(bs)
			answers := bs.Answers()
			for m, r := range targets {
				if _, ok := vp.Find(m); !ok {
					failure = fmt.Errorf("prompt %s: a target answers %q, which is not an option", vp.Ask.Key, m)
					return
				}
				if r.W <= 0 || r.H <= 0 || r.X < area.X-0.5 || r.Y < area.Y-0.5 || r.Right() > area.Right()+0.5 || r.Bottom() > area.Bottom()+0.5 {
					failure = fmt.Errorf("prompt %s: the target of %q at %v is outside the table %v", vp.Ask.Key, m, r, area)
					return
				}
			}
			for _, o := range vp.Options {
				cov.Options++
				if _, ok := targets[o.Move]; ok {
					cov.OnTable++
				} else if answers[graphics.MoveID(o.Move)] {
					cov.OnTable++
					cov.BehindTab++
				} else {
					cov.InBar[vp.Ask.Key]++
				}
			}
		}
	}
	for si, s := range c.Setups {
		for i := 0; i < c.Games && failure == nil; i++ {
			g := sim.Game{Rules: c.Game, Setup: s, Seed: c.Seed, Index: si*c.Games + i,
				OnStep: func(_ int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
					if failure == nil {
						check(st)
					}
				},
			}
			st, _, err := c.Game.New(s, sim.Entropy(c.Seed, g.Index, 0))
			if err != nil {
				t.Fatalf("%s %d seats: %v", s.Game, s.Seats, err)
			}
			check(st)
			if _, err := sim.Play(g); err != nil {
				t.Fatalf("%s %d seats, game %d: %v", s.Game, s.Seats, i, err)
			}
			if failure != nil {
				t.Fatalf("%s %d seats, game %d: %v", s.Game, s.Seats, i, failure)
			}
		}
	}
	return cov
}

// Targets maps each move a view's buttons answer to the button's place.
func Targets(bs graphics.Buttons) map[rules.Move]graphics.Rect {
	out := map[rules.Move]graphics.Rect{}
	for _, b := range bs {
		if m, ok := strings.CutPrefix(b.ID, "move:"); ok && b.Enabled() {
			out[rules.Move(m)] = b.Rect
		}
	}
	return out
}

// Seats lists one setup per seat count from lo to hi, for Config.Setups.
func Seats(game string, lo, hi int, options map[string]string) []rules.Setup {
	var out []rules.Setup
	for n := lo; n <= hi; n++ {
		out = append(out, rules.Setup{Game: game, Seats: n, Options: maps.Clone(options)})
	}
	return slices.Clip(out)
}

// RequireOnTable measures c at 1280×800 and 390×844 and fails when less
// than 90% of the options are on the table; it returns each size's
// figures, for a view's own stricter checks. c.Games is the default games
// per setup; MAJLIS_TABLE_GAMES overrides it for the long run a report
// quotes, which measures the desktop table only (the phone lays out the
// same options smaller).
func RequireOnTable(t *testing.T, c Config) map[[2]int]Coverage {
	t.Helper()
	if g, err := strconv.Atoi(os.Getenv("MAJLIS_TABLE_GAMES")); err == nil && g > 0 {
		c.Games = g
	}
	sizes := [][2]int{{1280, 800}, {390, 844}}
	if c.Games > 10 {
		sizes = sizes[:1]
	}
	out := map[[2]int]Coverage{}
	for _, size := range sizes {
		c.Width, c.Height = size[0], size[1]
		cov := Measure(t, c)
		t.Logf("%dx%d, %d games per setup: %v", size[0], size[1], c.Games, cov)
		if cov.Percent() < 90 {
			t.Fatalf("%dx%d: only %d%% of options on the table, want at least 90%%", size[0], size[1], cov.Percent())
		}
		out[size] = cov
	}
	return out
}

// NoRawKeys plays one game per table size from lo to hi seats and, every
// few steps, lays out every seat's table: no label or hover text may show
// a raw catalogue key (one starting with the game's id and a dot).
func NoRawKeys(t *testing.T, game rules.Game, lo, hi, every int, view func() graphics.GameView) {
	t.Helper()
	th := graphics.NewTheme(1280, 800, 1)
	area := Area(th, 1280, 800)
	cat := graphics.NewTr()
	raw := game.ID() + "."
	for n := lo; n <= hi; n++ {
		_, err := sim.Play(sim.Game{Rules: game, Setup: rules.Setup{Game: game.ID(), Seats: n}, Seed: 4, Index: n,
			OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				if step%every != 0 {
					return
				}
				for s := range rules.Seat(n) {
					v := st.View(s)
					var p *rules.Prompt
					for _, q := range v.Prompts() {
						if q.Seat == s {
							p = &q
							break
						}
					}
					ts := graphics.TableState{State: v, Viewer: s, Prompt: p, Tr: cat.ForSetup(st.Setup())}
					for _, b := range view().Layout(th, area, ts) {
						for _, txt := range []string{b.Tip, b.Label} {
							if strings.Contains(txt, raw) {
								t.Fatalf("%d seats, step %d, seat %d: a text shows a raw key: %q", n, step, s, txt)
							}
						}
					}
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Apart fails t for each of parts that is empty or lies outside area, and
// for each two that overlap, by more than half a pixel: a view's regions
// fit the table and share none of it.
func Apart(t testing.TB, name string, area graphics.Rect, parts []graphics.Rect) {
	t.Helper()
	for i, a := range parts {
		if a.W <= 0 || a.H <= 0 || a.X < area.X-0.5 || a.Y < area.Y-0.5 || a.Right() > area.Right()+0.5 || a.Bottom() > area.Bottom()+0.5 {
			t.Errorf("%s: part %d at %v is outside %v", name, i, a, area)
		}
		for j, b := range parts[i+1:] {
			if a.X < b.Right()-0.5 && b.X < a.Right()-0.5 && a.Y < b.Bottom()-0.5 && b.Y < a.Bottom()-0.5 {
				t.Errorf("%s: part %d %v overlaps part %d %v", name, i, a, i+1+j, b)
			}
		}
	}
}

// PlayTo plays a random game of g at n seats (the simulator's seed and
// game index) until stop holds, and returns the whole state then; the
// test fails if that state never comes.
func PlayTo[S rules.State](t testing.TB, g rules.Game, n int, seed int64, index int, stop func(S) bool) S {
	t.Helper()
	var found S
	seen := false
	_, err := sim.Play(sim.Game{Rules: g, Setup: rules.Setup{Game: g.ID(), Seats: n}, Seed: seed, Index: index,
		OnStep: func(_ int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
			if !seen && stop(st.(S)) {
				found, seen = st.Clone().(S), true
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if !seen {
		t.Fatalf("%s, %d seats, game %d: the state sought never came", g.ID(), n, index)
	}
	return found
}

// WellFormed checks every catalogue entry under prefix (a view's
// "<game>.table.") for a malformed text; entries that want arguments are
// checked for their form only.
func WellFormed(t *testing.T, cat *i18n.Catalogue, prefix string) {
	t.Helper()
	for _, k := range cat.Keys() {
		if strings.HasPrefix(k, prefix) {
			if err := cat.Check(rules.M(k)); err != nil && !strings.Contains(err.Error(), "argument") {
				t.Errorf("%s: %v", k, err)
			}
		}
	}
}
