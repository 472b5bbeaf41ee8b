// Tests of the English catalogue for Bellum Magia: what a few messages read
// like once rendered, and that every entry is something the rules can say.
package bellum

import (
	"slices"
	"strings"
	"testing"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/sim"
)

func TestCatalogueReadsWell(t *testing.T) {
	cat := i18n.English()
	for _, c := range []struct {
		m    rules.Msg
		want string
	}{
		{rules.M("bellum.ev.side", rules.SeatArg(0), rules.Key(creatureKey(0)), rules.Key("bellum.side.left")),
			"Player 1 slides a Goblin Forager into the left side of their castle."},
		{rules.M("bellum.ev.reserve_dry", rules.Key(resKeys[food]), rules.Int(2)),
			"Not enough food left in the reserve: 2 could not be handed out."},
		{rules.M("bellum.ev.bonus_dry", rules.Key(bonusKeys[shieldTok])),
			"No shield tokens are left in the reserve."},
		{rules.M("bellum.ev.bonus", rules.SeatArg(1), rules.Key(bonusKeys[spellTok])),
			"Player 2 takes a confusion spell token."},
		{rules.M("bellum.ev.barrel_refused", rules.SeatArg(2), rules.Int(1)),
			"Player 3 cannot hold more than two barrels and refuses 1 barrel."},
		{rules.M("bellum.opt.most_mixed", rules.Key(creatureKey(56)), rules.Int(2)),
			"a Dragon from pile 2 for 1 glyph and 4 food"},
		{rules.M("bellum.ask.steal", rules.SeatArg(1), rules.Int(2)),
			"Your thieves raid Player 2: pick the kind of chest to steal (2 thefts left)."},
		{rules.M("bellum.ev.chest_value", rules.Key(kindKeys[gold]), rules.Int(7)),
			"Your new gold chest is worth 7."},
		{rules.M("bellum.ev.kingdom_out", rules.Int(1)),
			"The human kingdom is exhausted: 1 place remains beside the Tavern."},
	} {
		if err := cat.Check(c.m); err != nil {
			t.Errorf("%v: %v", c.m, err)
		}
		if got := cat.Format(c.m, nil); got != c.want {
			t.Errorf("%s renders as %q, want %q", c.m.Key, got, c.want)
		}
	}
}

// Every entry of bellum.json is a component's name or a message the rules
// produce in play: no stale entries.
func TestCatalogueHasNoStaleEntries(t *testing.T) {
	used := map[string]bool{}
	var note func(m rules.Msg)
	note = func(m rules.Msg) {
		used[m.Key] = true
		for _, a := range m.Args {
			if a.Kind == rules.ArgKey {
				note(rules.M(a.S))
			}
		}
	}
	note(Game{}.Name())
	for _, o := range (Game{}).Options() {
		note(o.Label)
	}
	for b := 0; b < numBoards; b++ {
		note(rules.M(boardKey(b)))
	}
	for c := -1; c < numCreature; c++ {
		note(rules.M(creatureKey(c)))
	}
	for p := -1; p < numPlaces; p++ {
		note(rules.M(placeKey(p)))
	}
	for _, keys := range [][]string{kindKeys[:], resKeys[:], bonusKeys[:]} {
		for _, k := range keys {
			note(rules.M(k))
		}
	}
	for i := 0; i < 150; i++ {
		s := rules.Setup{Game: ID, Seats: 2 + i%4}
		if i%2 == 1 {
			s.Options = map[string]string{"castles": "choose"}
		}
		out, err := sim.Play(sim.Game{Rules: Game{}, Setup: s, Seed: 5, Index: i,
			OnStep: func(_ int, _ rules.Seat, o rules.Option, evs []rules.Event, st rules.State) {
				note(o.Label)
				for _, e := range evs {
					note(e.Msg)
				}
				for _, p := range st.Prompts() {
					note(p.Ask)
					for _, o := range p.Options {
						note(o.Label)
					}
				}
				if r := st.Result(); r.Done {
					note(r.Reason)
					note(r.TieBreak)
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range out.Start {
			note(e.Msg)
		}
	}
	// Rare in random play (a dry reserve, an empty chest pile, an
	// exhausted kingdom, a shared victory) but said by the rules.
	for _, k := range []string{"bellum.ev.reserve_dry", "bellum.ev.bonus_dry", "bellum.ev.chests_out",
		"bellum.ev.kingdom_out", "bellum.end.chests_out", "bellum.tie.chests", "bellum.tie.shared"} {
		used[k] = true
	}
	var stale []string
	for _, k := range i18n.English().Keys() {
		// bellum.table.* belongs to the table view (graphics/bellum), which
		// checks its own entries.
		if strings.HasPrefix(k, ID+".") && !strings.HasPrefix(k, ID+".table.") && !used[k] {
			stale = append(stale, k)
		}
	}
	slices.Sort(stale)
	if len(stale) > 0 {
		t.Fatalf("catalogue entries the rules never use: %v", stale)
	}
}
