// The named decision against the prompts: over random playouts at every
// table size, each prompt's options are exactly the decision's choices, in
// order, asked of the same seat, and every choice names the things its
// action is about; every fight's dice read back from its event add up to
// the sums the event states.
package gealias

import (
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

func TestDecisionMatchesPrompts(t *testing.T) {
	kinds := map[DecisionKind]bool{}
	fights := 0
	for n := 2; n <= 6; n++ {
		for i := 0; i < 6; i++ {
			check := func(st rules.State) {
				s := st.(*State)
				d := s.Decision()
				ps := s.Prompts()
				if len(ps) == 0 {
					if d.Kind != NoDecision {
						t.Fatalf("no prompt, decision %d", d.Kind)
					}
					return
				}
				kinds[d.Kind] = true
				if d.Seat != ps[0].Seat || len(d.Choices) != len(ps[0].Options) {
					t.Fatalf("%s: decision seat %d with %d choices, prompt seat %d with %d options", ps[0].Ask.Key, d.Seat, len(d.Choices), ps[0].Seat, len(ps[0].Options))
				}
				for j, c := range d.Choices {
					if c.Move != ps[0].Options[j].Move {
						t.Fatalf("choice %d is %q, option %q", j, c.Move, ps[0].Options[j].Move)
					}
					switch c.Action {
					case ActPlace, ActPayDot, ActEscapeDot, ActQuarantine, ActPlague, ActSell, ActUpgrade, ActTent, ActRaidFortress, ActFightShare:
						if !c.Dot.Valid() {
							t.Fatalf("%q: no intersection", c.Move)
						}
						if c.Action == ActFightShare {
							// The share comes from a structure touching
							// the landing: the fortress itself, or the
							// tent beside it whose share it takes.
							src, ok := s.Structure(c.Source)
							fort, _ := s.Structure(c.Dot)
							if !ok || !c.Source.Touches(d.Land) || (c.Source != c.Dot && (src.Fortress || !fort.Fortress || c.Source != c.Dot.Partner())) {
								t.Fatalf("%q: share of %d, on %d, landing on %d", c.Move, c.Source, c.Dot, d.Land)
							}
						}
					case ActPawn, ActMove, ActWalk, ActRaidTake, ActRaidSend:
						if !c.Land.Valid() {
							t.Fatalf("%q: no land", c.Move)
						}
					case ActLevy, ActTrade, ActAskBank, ActPrisonOrder:
						if c.Seat < 0 || int(c.Seat) >= n {
							t.Fatalf("%q: no seat", c.Move)
						}
					}
				}
				// The view of the answering seat names the same decision.
				v := s.View(d.Seat).(*State).Decision()
				if v.Kind != d.Kind || len(v.Choices) != len(d.Choices) {
					t.Fatalf("%s: the answering seat's view names another decision", ps[0].Ask.Key)
				}
			}
			_, err := sim.Play(sim.Game{Rules: Game{}, Setup: rules.Setup{Game: "gealias", Seats: n}, Seed: 5, Index: n*10 + i,
				OnStep: func(_ int, _ rules.Seat, _ rules.Option, evs []rules.Event, st rules.State) {
					for _, e := range evs {
						f, ok := FightOf(e.Msg)
						if !ok {
							if e.Key == "gealias.ev.fight" || e.Key == "gealias.ev.raid" {
								t.Fatalf("%s: no dice", e.Key)
							}
							continue
						}
						fights++
						if !f.Raid && (sumOf(f.AttackDice) != e.Args[2].N || sumOf(f.DefendDice) != e.Args[3].N) {
							t.Fatalf("%s: dice %v against %v, sums %d and %d", e.Key, f.AttackDice, f.DefendDice, e.Args[2].N, e.Args[3].N)
						}
						if len(f.AttackDice) == 0 || len(f.DefendDice) == 0 {
							t.Fatalf("%s: a side without dice", e.Key)
						}
					}
					check(st)
				}})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if fights == 0 || len(kinds) < 15 {
		t.Fatalf("playouts reached %d decision kinds and %d fights: the test proves little", len(kinds), fights)
	}
	t.Logf("%d decision kinds reached, %d fights read back", len(kinds), fights)
}

func sumOf(ds []int) int {
	t := 0
	for _, d := range ds {
		t += d
	}
	return t
}
