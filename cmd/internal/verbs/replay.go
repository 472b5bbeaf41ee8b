// The replay verb: re-run a saved game and verify it hash by hash.
package verbs

import (
	"fmt"
	"io"
	"os"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/games"
)

func runReplay(prog string, args []string, stdout, _ io.Writer) error {
	if len(args) != 1 {
		return fmt.Errorf("replay: usage: %s replay FILE", prog)
	}
	f, err := os.Open(args[0])
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	defer f.Close()
	l, err := rules.ReadLog(io.LimitReader(f, 256<<20))
	if err != nil {
		return fmt.Errorf("replay %s: %w", args[0], err)
	}
	g, err := games.Lookup(l.Setup.Game)
	if err != nil {
		return fmt.Errorf("replay %s: %w", args[0], err)
	}
	st, err := rules.Replay(g, l)
	if err != nil {
		return fmt.Errorf("replay %s: %w", args[0], err)
	}
	r := st.Result()
	cat := i18n.English()
	status := "in progress"
	if r.Done {
		status = "over: " + cat.Format(r.Reason, l.Setup.Name)
	}
	fmt.Fprintf(stdout, "%s: %s, %d players, %d steps verified; game %s; final hash %s\n",
		args[0], g.ID(), l.Setup.Seats, len(l.Steps), status, st.Hash())
	return nil
}
