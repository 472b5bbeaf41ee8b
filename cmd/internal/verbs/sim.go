// The sim verb: bot games without a window, deterministic from a seed, as
// readable lines or one JSON object per game.
package verbs

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
	"majlis/rules/sim"
)

// optionFlags collects repeated -opt values.
type optionFlags []string

func (o *optionFlags) String() string     { return strings.Join(*o, ",") }
func (o *optionFlags) Set(v string) error { *o = append(*o, v); return nil }

// simResult is one game's JSON line; the field order is the output order.
type simResult struct {
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Options map[string]string `json:"options,omitempty"`
	Seed    int64             `json:"seed"`
	Index   int               `json:"index"`
	Steps   int               `json:"steps"`
	Scores  []int             `json:"scores"`
	Winners []int             `json:"winners"`
	Hash    string            `json:"hash"`
	Log     string            `json:"log,omitempty"`
}

func runSim(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	id := fs.String("game", "", "game id: "+strings.Join(gameIDs(), ", "))
	players := fs.Int("players", 0, "number of seats")
	count := fs.Int("games", 1, "how many games to play")
	seed := fs.Int64("seed", 1, "seed: the same arguments always give the same games")
	first := fs.Int("first", 0, "seat that starts, where the rules let the table choose")
	save := fs.String("save", "", "directory to save each game's log in")
	show := fs.Bool("show", false, "print every step as sentences")
	asJSON := fs.Bool("json", false, "one JSON object per game")
	levels := fs.String("bots", "easy", "bot level of each seat in order, comma-separated ("+strings.Join(bot.Levels, ", ")+"); the last fills the seats left")
	var opts optionFlags
	fs.Var(&opts, "opt", "game option KEY=VALUE, or a VALUE that names its option (repeatable)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("sim: unexpected argument %q", fs.Arg(0))
	}
	if *id == "" {
		return fmt.Errorf("sim: -game is required (one of %s)", strings.Join(gameIDs(), ", "))
	}
	g, err := games.Lookup(*id)
	if err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	if *players == 0 {
		lo, hi := g.Seats()
		return fmt.Errorf("sim: -players is required (%s takes %d to %d)", g.ID(), lo, hi)
	}
	if *count < 1 {
		return fmt.Errorf("sim: -games must be at least 1")
	}
	options, err := parseOptions(g, opts)
	if err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	setup := rules.Setup{Game: g.ID(), Seats: *players, Options: options, First: rules.Seat(*first)}
	if err := rules.ValidateSetup(g, setup); err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	if *save != "" {
		if err := os.MkdirAll(*save, 0o755); err != nil {
			return fmt.Errorf("sim: %w", err)
		}
	}
	var bots []bot.Bot
	levelNames := strings.Split(*levels, ",")
	if len(levelNames) > *players {
		return fmt.Errorf("sim: %d bots for %d seats", len(levelNames), *players)
	}
	for s := range *players {
		b, err := bot.ForLevel(levelNames[min(s, len(levelNames)-1)])
		if err != nil {
			return fmt.Errorf("sim: %w", err)
		}
		bots = append(bots, b)
	}
	cat := i18n.English()
	for i := 0; i < *count; i++ {
		sg := sim.Game{Rules: g, Setup: setup, Seed: *seed, Index: i, Record: *save != "", Bots: bots}
		if *show {
			fmt.Fprintf(stdout, "— game %d —\n", i+1)
			sg.OnStep = func(step int, seat rules.Seat, o rules.Option, evs []rules.Event, _ rules.State) {
				fmt.Fprintf(stdout, "%4d  %s: %s\n", step, setup.Name(seat), cat.Format(o.Label, setup.Name))
				for _, e := range evs {
					if e.VisibleTo(rules.Spectator) {
						fmt.Fprintf(stdout, "      %s\n", cat.Format(e.Msg, setup.Name))
					}
				}
			}
		}
		out, err := sim.Play(sg)
		if err != nil {
			return fmt.Errorf("sim: game %d: %w", i+1, err)
		}
		res := simResult{
			Game: g.ID(), Players: *players, Options: options, Seed: *seed, Index: i,
			Steps: out.Steps, Scores: out.Result.Scores, Hash: out.Hash.String(),
		}
		for _, w := range out.Result.Winners {
			res.Winners = append(res.Winners, int(w))
		}
		if *save != "" {
			res.Log = filepath.Join(*save, fmt.Sprintf("%s-%dp-seed%d-%d.log", g.ID(), *players, *seed, i))
			if err := writeLogFile(res.Log, out.Log); err != nil {
				return fmt.Errorf("sim: %w", err)
			}
		}
		if *asJSON {
			b, err := json.Marshal(res)
			if err != nil {
				return fmt.Errorf("sim: %w", err)
			}
			fmt.Fprintf(stdout, "%s\n", b)
			continue
		}
		names := make([]string, len(out.Result.Winners))
		for j, w := range out.Result.Winners {
			names[j] = setup.Name(w)
		}
		fmt.Fprintf(stdout, "game %d: %s, %d players, seed %d: %d steps; scores %v; won by %s (%s); hash %s\n",
			i+1, g.ID(), *players, *seed, out.Steps, out.Result.Scores, strings.Join(names, " and "),
			cat.Format(out.Result.Reason, setup.Name), out.Hash)
		if out.Result.TieBreak.Key != "" {
			fmt.Fprintf(stdout, "  %s\n", cat.Format(out.Result.TieBreak, setup.Name))
		}
		if res.Log != "" {
			fmt.Fprintf(stdout, "  saved %s\n", res.Log)
		}
	}
	return nil
}

// parseOptions turns -opt values into a setup's options: KEY=VALUE, or a bare
// VALUE when exactly one of the game's options allows it.
func parseOptions(g rules.Game, opts []string) (map[string]string, error) {
	if len(opts) == 0 {
		return nil, nil
	}
	out := map[string]string{}
	for _, o := range opts {
		k, v, ok := strings.Cut(o, "=")
		if !ok {
			v = o
			k = ""
			for _, spec := range g.Options() {
				if slices.Contains(spec.Values, v) {
					if k != "" {
						return nil, fmt.Errorf("option value %q is ambiguous: say %s=%s or %s=%s", v, k, v, spec.Key, v)
					}
					k = spec.Key
				}
			}
			if k == "" {
				return nil, fmt.Errorf("%s has no option value %q (options: %s)", g.ID(), v, describeOptions(g))
			}
		}
		out[k] = v
	}
	return out, nil
}

func describeOptions(g rules.Game) string {
	var parts []string
	for _, o := range g.Options() {
		parts = append(parts, o.Key+"="+strings.Join(o.Values, "|"))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func gameIDs() []string {
	var ids []string
	for _, g := range games.All() {
		ids = append(ids, g.ID())
	}
	return ids
}

func writeLogFile(path string, l *rules.Log) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := rules.WriteLog(f, l); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}
