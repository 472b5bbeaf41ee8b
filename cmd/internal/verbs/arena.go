// The arena verb: bots against bots, seats rotated from game to game, with
// each level's share of the wins, a 95% confidence interval, its fair share
// and its mean think time per decision. Deterministic from the seed (think
// times aside).
package verbs

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"
	"time"

	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
	"majlis/rules/sim"
)

// arenaRow is one level's line of the table (and of -json).
type arenaRow struct {
	Bot       string  `json:"bot"`
	Seats     float64 `json:"seats"` // seats it holds at a table, averaged over the games
	Wins      float64 `json:"wins"`  // games won; a shared win counts its share
	Rate      float64 `json:"rate"`
	Low       float64 `json:"low"`  // 95% Wilson interval of the rate
	High      float64 `json:"high"` //
	Fair      float64 `json:"fair"` // the rate of a bot no better than the others: its share of the seats
	ThinkMS   float64 `json:"think_ms"`
	Decisions int     `json:"decisions"`
}

// clock adds up one level's think time over all its seats.
type clock struct {
	total     time.Duration
	decisions int
}

func (c *clock) add(start time.Time) {
	c.total += time.Since(start)
	c.decisions++
}

// timed measures a bot's think time.
type timed struct {
	bot.Bot
	*clock
}

func (t timed) Choose(v bot.View, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	defer t.add(time.Now())
	return t.Bot.Choose(v, p, r)
}

// timedSeer measures the cheat's think time.
type timedSeer struct {
	bot.Seer
	*clock
}

func (t timedSeer) ChooseSeeing(st rules.State, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	defer t.add(time.Now())
	return t.Seer.ChooseSeeing(st, p, r)
}

// arenaLevel is one distinct level named in -bots: a bot that gets seats'
// views, or the cheat that gets the state.
type arenaLevel struct {
	name string
	bot  bot.Bot
	seer bot.Seer
	*clock
}

func newArenaLevel(level string) (arenaLevel, error) {
	c := &clock{}
	if strings.EqualFold(level, bot.CheatLevel) {
		o := bot.NewOmniscient()
		return arenaLevel{name: o.Name(), seer: timedSeer{o, c}, clock: c}, nil
	}
	b, err := bot.ForLevel(level)
	if err != nil {
		return arenaLevel{}, err
	}
	return arenaLevel{name: b.Name(), bot: timed{b, c}, clock: c}, nil
}

// arenaSeats is the fair reading of -bots at any table: the levels are
// dealt round the table in the order named, repeating, and from one game
// to the next the deal moves on by one, so that every seat (the first
// player's too) is played by every level in turn. At two players that is
// the usual swap; at six, normal,random is three against three; at an odd
// table the extra seat goes to each level in turn. It returns the index
// into levels of the level of each seat in game i.
func arenaSeats(levels, players, i int) []int {
	out := make([]int, players)
	for s := range out {
		out[s] = (s + i) % levels
	}
	return out
}

func runArena(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	id := fs.String("game", "", "game id: "+strings.Join(gameIDs(), ", "))
	players := fs.Int("players", 0, "number of seats")
	list := fs.String("bots", "normal,random", "bot levels ("+strings.Join(bot.Levels, ", ")+
		", or "+bot.CheatLevel+": the normal search reading the whole state, a ceiling for tournaments only), "+
		"dealt round the table in this order and repeated (normal,random at 5 players: normal, random, normal, random, normal); "+
		"each game deals them one seat further on, so every level plays every seat and, at an odd table, has the extra seat in turn. "+
		"A level's win rate is the share of the games one of its seats won (a shared win split); its fair share is its share of the seats")
	count := fs.Int("games", 20, "how many games to play (a multiple of the number of levels balances the seats)")
	seed := fs.Int64("seed", 1, "seed: the same arguments always give the same games")
	asJSON := fs.Bool("json", false, "print the table as JSON")
	verbose := fs.Bool("v", false, "tell each game's winners on stderr as it ends (a long tournament shows its progress)")
	var opts optionFlags
	fs.Var(&opts, "opt", "game option KEY=VALUE, or a VALUE that names its option (repeatable)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("arena: unexpected argument %q", fs.Arg(0))
	}
	g, err := games.Lookup(*id)
	if err != nil {
		return fmt.Errorf("arena: %w", err)
	}
	if *count < 1 {
		return fmt.Errorf("arena: -games must be at least 1")
	}
	options, err := parseOptions(g, opts)
	if err != nil {
		return fmt.Errorf("arena: %w", err)
	}
	setup := rules.Setup{Game: g.ID(), Seats: *players, Options: options}
	if err := rules.ValidateSetup(g, setup); err != nil {
		return fmt.Errorf("arena: %w", err)
	}
	names := strings.Split(*list, ",")
	if len(names) > *players {
		return fmt.Errorf("arena: %d bots for %d seats", len(names), *players)
	}
	// One bot per distinct level, shared by its seats, so its think time
	// is measured over all of them.
	var levels []arenaLevel
	byName := map[string]int{}
	kindOf := make([]int, len(names)) // the level of each name in the list
	for j, name := range names {
		k, ok := byName[name]
		if !ok {
			l, err := newArenaLevel(name)
			if err != nil {
				return fmt.Errorf("arena: %w", err)
			}
			k = len(levels)
			byName[name] = k
			levels = append(levels, l)
		}
		kindOf[j] = k
	}
	if len(levels) < 2 {
		return fmt.Errorf("arena: name at least two different levels in -bots")
	}
	start := time.Now()
	wins := make([]float64, len(levels))
	seats := make([]int, len(levels)) // seats held, summed over the games
	for i := range *count {
		kinds := make([]int, *players)
		bots := make([]bot.Bot, *players)
		seers := make([]bot.Seer, *players)
		for s, j := range arenaSeats(len(names), *players, i) {
			k := kindOf[j]
			kinds[s] = k
			seats[k]++
			bots[s], seers[s] = levels[k].bot, levels[k].seer
		}
		out, err := sim.Play(sim.Game{Rules: g, Setup: setup, Seed: *seed, Index: i, Bots: bots, Seers: seers})
		if err != nil {
			return fmt.Errorf("arena: game %d: %w", i+1, err)
		}
		var won []string
		for _, w := range out.Result.Winners {
			wins[kinds[w]] += 1 / float64(len(out.Result.Winners))
			won = append(won, fmt.Sprintf("%s (seat %d)", levels[kinds[w]].name, w))
		}
		if *verbose {
			fmt.Fprintf(stderr, "game %d/%d: %s won, %d steps, %s\n", i+1, *count, strings.Join(won, ", "), out.Steps, time.Since(start).Round(time.Second))
		}
	}
	var rows []arenaRow
	for k, l := range levels {
		rate := wins[k] / float64(*count)
		lo, hi := wilson(rate, *count)
		row := arenaRow{Bot: l.name, Seats: float64(seats[k]) / float64(*count), Wins: wins[k], Rate: rate, Low: lo, High: hi,
			Fair: float64(seats[k]) / float64(*count**players), Decisions: l.decisions}
		if l.decisions > 0 {
			row.ThinkMS = float64(l.total.Microseconds()) / 1000 / float64(l.decisions)
		}
		rows = append(rows, row)
	}
	if *asJSON {
		b, err := json.Marshal(rows)
		if err != nil {
			return fmt.Errorf("arena: %w", err)
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return nil
	}
	fmt.Fprintf(stdout, "arena: %s, %d players, %d games, seed %d, levels %s dealt round the table, one seat further each game\n",
		g.ID(), *players, *count, *seed, strings.Join(names, ","))
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tseats\twins\twin rate\t95% interval\tfair share\tthink/decision\tdecisions\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%.2g\t%.1f\t%.1f%%\t%.1f–%.1f%%\t%.1f%%\t%.2f ms\t%d\t\n",
			r.Bot, r.Seats, r.Wins, 100*r.Rate, 100*r.Low, 100*r.High, 100*r.Fair, r.ThinkMS, r.Decisions)
	}
	return tw.Flush()
}

// wilson is the 95% Wilson score interval of a rate p observed over n games.
func wilson(p float64, n int) (lo, hi float64) {
	const z = 1.96
	fn := float64(n)
	den := 1 + z*z/fn
	mid := (p + z*z/(2*fn)) / den
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / den
	return max(0, mid-half), min(1, mid+half)
}
