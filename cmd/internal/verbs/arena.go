// The arena verb: bots against bots, seats rotated from game to game, with
// each bot's share of the wins, a 95% confidence interval and its mean
// think time per decision. Deterministic from the seed (think times aside).
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

// arenaRow is one bot's line of the table (and of -json).
type arenaRow struct {
	Bot       string  `json:"bot"`
	Seats     int     `json:"seats"` // seats it holds at every table
	Wins      float64 `json:"wins"`  // games won; a shared win counts its share
	Rate      float64 `json:"rate"`
	Low       float64 `json:"low"`  // 95% Wilson interval of the rate
	High      float64 `json:"high"` //
	Fair      float64 `json:"fair"` // the rate of a bot no better than the others
	ThinkMS   float64 `json:"think_ms"`
	Decisions int     `json:"decisions"`
}

// timed measures a bot's think time.
type timed struct {
	bot.Bot
	total     time.Duration
	decisions int
}

func (t *timed) Choose(v bot.View, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	start := time.Now()
	m, err := t.Bot.Choose(v, p, r)
	t.total += time.Since(start)
	t.decisions++
	return m, err
}

func runArena(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	id := fs.String("game", "", "game id: "+strings.Join(gameIDs(), ", "))
	players := fs.Int("players", 0, "number of seats")
	list := fs.String("bots", "normal,random", "bot levels for the seats ("+strings.Join(bot.Levels, ", ")+"); the last fills the seats left")
	count := fs.Int("games", 20, "how many games to play")
	seed := fs.Int64("seed", 1, "seed: the same arguments always give the same games")
	asJSON := fs.Bool("json", false, "print the table as JSON")
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
	levels := strings.Split(*list, ",")
	if len(levels) > *players {
		return fmt.Errorf("arena: %d bots for %d seats", len(levels), *players)
	}
	// One bot per distinct level, shared by its seats, so its think time
	// is measured over all of them.
	var kinds []*timed
	byLevel := map[string]int{}
	seatKind := make([]int, *players)
	for i := range seatKind {
		level := levels[min(i, len(levels)-1)]
		k, ok := byLevel[level]
		if !ok {
			b, err := bot.ForLevel(level)
			if err != nil {
				return fmt.Errorf("arena: %w", err)
			}
			k = len(kinds)
			byLevel[level] = k
			kinds = append(kinds, &timed{Bot: b})
		}
		seatKind[i] = k
	}
	if len(kinds) < 2 {
		return fmt.Errorf("arena: name at least two different levels in -bots")
	}
	wins := make([]float64, len(kinds))
	for i := range *count {
		// Seats rotate: in game i, seat s is played by the bot of seat
		// (s+i) mod players of the list.
		bots := make([]bot.Bot, *players)
		for s := range bots {
			bots[s] = kinds[seatKind[(s+i)%*players]]
		}
		out, err := sim.Play(sim.Game{Rules: g, Setup: setup, Seed: *seed, Index: i, Bots: bots})
		if err != nil {
			return fmt.Errorf("arena: game %d: %w", i+1, err)
		}
		for _, w := range out.Result.Winners {
			wins[seatKind[(int(w)+i)%*players]] += 1 / float64(len(out.Result.Winners))
		}
	}
	var rows []arenaRow
	for k, t := range kinds {
		seats := 0
		for _, sk := range seatKind {
			if sk == k {
				seats++
			}
		}
		rate := wins[k] / float64(*count)
		lo, hi := wilson(rate, *count)
		row := arenaRow{Bot: t.Name(), Seats: seats, Wins: wins[k], Rate: rate, Low: lo, High: hi,
			Fair: float64(seats) / float64(*players), Decisions: t.decisions}
		if t.decisions > 0 {
			row.ThinkMS = float64(t.total.Microseconds()) / 1000 / float64(t.decisions)
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
	fmt.Fprintf(stdout, "arena: %s, %d players, %d games, seed %d, seats rotated\n", g.ID(), *players, *count, *seed)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tseats\twins\twin rate\t95% interval\tfair share\tthink/decision\tdecisions\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%d\t%.1f\t%.1f%%\t%.1f–%.1f%%\t%.1f%%\t%.2f ms\t%d\t\n",
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
