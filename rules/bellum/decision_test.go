// Tests of Decision: over random playouts its moves are exactly the
// prompt's options, and every place or castle an attack cannot reach says
// why in a way the horde's figures bear out.
package bellum

import (
	"slices"
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

// decisionMoves lists every move a decision offers.
func decisionMoves(d Decision) []rules.Move {
	var ms []rules.Move
	add := func(m rules.Move) {
		if m != "" {
			ms = append(ms, m)
		}
	}
	for _, b := range d.Boards {
		add(b.Move)
	}
	for _, m := range []rules.Move{d.Left, d.Right, d.Roll, d.Pass, d.Barrel, d.Spell, d.None, d.Done} {
		add(m)
	}
	for _, t := range d.Targets {
		add(t.Move)
	}
	for _, s := range d.Steals {
		add(s.Move)
	}
	for _, r := range d.Recruits {
		add(r.Move)
	}
	return ms
}

func TestDecisionMatchesPrompts(t *testing.T) {
	kinds := map[DecisionKind]int{}
	for i := 0; i < 40; i++ {
		s := rules.Setup{Game: ID, Seats: 2 + i%4}
		if i%3 == 0 {
			s.Options = map[string]string{"castles": "choose"}
		}
		check := func(st rules.State) {
			for _, v := range []rules.State{st, st.View(0)} {
				bs := v.(*State)
				d := bs.Decision()
				kinds[d.Kind]++
				ps := bs.Prompts()
				if len(ps) == 0 {
					if d.Kind != NoDecision {
						t.Fatalf("no prompt but decision %d", d.Kind)
					}
					continue
				}
				if d.Seat != ps[0].Seat {
					t.Fatalf("decision seat %d, prompt seat %d", d.Seat, ps[0].Seat)
				}
				var want []rules.Move
				for _, o := range ps[0].Options {
					want = append(want, o.Move)
				}
				got := decisionMoves(d)
				slices.Sort(want)
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Fatalf("decision %d offers %v, prompt %v", d.Kind, got, want)
				}
				for _, tg := range d.Targets {
					h := tg.Horde
					switch tg.Bar {
					case CanTake:
						if h.Magic < tg.MagicShield || h.Sword+h.Magic < tg.Shield+tg.MagicShield {
							t.Fatalf("target %+v taken without the swords", tg)
						}
					case FewMagic:
						if h.Magic >= tg.MagicShield {
							t.Fatalf("target %+v barred for magic with enough", tg)
						}
					case FewSwords:
						if h.Sword+h.Magic >= tg.Shield+tg.MagicShield {
							t.Fatalf("target %+v barred for swords with enough", tg)
						}
					case NoThief:
						if tg.Place >= 0 || h.Thief > 0 {
							t.Fatalf("target %+v barred for want of a thief", tg)
						}
					}
				}
			}
		}
		st, _, err := Game{}.New(s, sim.Entropy(3, i, 0))
		if err != nil {
			t.Fatal(err)
		}
		check(st)
		if _, err := sim.Play(sim.Game{Rules: Game{}, Setup: s, Seed: 3, Index: i,
			OnStep: func(_ int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) { check(st) }}); err != nil {
			t.Fatal(err)
		}
	}
	for k := NoDecision; k <= PlaceRecruit; k++ {
		if kinds[k] == 0 {
			t.Errorf("decision kind %d never reached", k)
		}
	}
}
