// A cross-check against the rulebook (bellum-magia.md): random
// playouts in which every step is compared with the book's rules as
// computed here from the printed components alone, independently of the
// package's own horde and target code.
package bellum

import (
	"fmt"
	"slices"
	"sort"
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

// bookLine adds up a castle's line from the printed cards: the board's
// line, the left side of the creatures slid in on the left and the right
// side of those slid in on the right.
func bookLine(s *State, p, line int) (f, g, t, sw, mg, th int) {
	b := boards[s.players[p].board].lines[line]
	f, g, t, sw, mg, th = b.Food, b.Glyph, b.Treasure, b.Sword, b.Magic, b.Thief
	for _, c := range s.players[p].left {
		l := creatures[c].lines[line]
		f, g, t = f+l.Food, g+l.Glyph, t+l.Treasure
	}
	for _, c := range s.players[p].right {
		l := creatures[c].lines[line]
		sw, mg, th = sw+l.Sword, mg+l.Magic, th+l.Thief
	}
	return
}

// bookAttacks lists p's attacks as "4) Attack" allows them (with NOTES'
// sword rule): the Tavern and the face-up places its swords beat, and
// another castle with a chest when it has a thief and beats the printed
// shield plus shield tokens and the magic shield tokens.
func bookAttacks(s *State, p int) []string {
	_, _, _, sw, mg, th := bookLine(s, p, s.die-1)
	beat := func(shield, magic int) bool { return mg >= magic && sw+mg >= shield+magic }
	out := []string{mvNone}
	if beat(places[0].shield, places[0].magic) {
		out = append(out, mvTavern)
	}
	for _, c := range s.row {
		if beat(places[c].shield, places[c].magic) {
			out = append(out, fmt.Sprintf("place:%d", c))
		}
	}
	for v, pl := range s.players {
		if v != p && th > 0 && len(pl.chests) > 0 && beat(boards[pl.board].shield+pl.bonus[shieldTok], pl.bonus[magicTok]) {
			out = append(out, fmt.Sprintf("castle:%d", v))
		}
	}
	sort.Strings(out)
	return out
}

// bookRecruits lists p's recruits as "5) Recruit creatures" prices them:
// an Evil creature 2 food, a Most Evil one 1 glyph + 4 food or 3 glyphs.
func bookRecruits(s *State, p int) []string {
	var out []string
	r := s.players[p].res
	for i := 0; i < 2; i++ {
		if s.evilUp[i] >= 0 && r[food] >= 2 {
			out = append(out, fmt.Sprintf("evil:%d", i))
		}
		if s.mostUp[i] >= 0 && r[food] >= 4 && r[glyph] >= 1 {
			out = append(out, fmt.Sprintf("most:%d:mixed", i))
		}
		if s.mostUp[i] >= 0 && r[glyph] >= 3 {
			out = append(out, fmt.Sprintf("most:%d:glyphs", i))
		}
	}
	if len(out) > 0 {
		out = append(out, mvDone)
	}
	sort.Strings(out)
	return out
}

// TestBookCrossCheck plays random games at 2–5 players and checks each
// step against the book: the re-roll offers (a barrel for anyone, a
// confusion spell for the Captain once per spell per day), gathering the
// active line's food and glyphs, the scouts' metal chest or tied wooden
// chests, every legal attack and recruit, the end after the attack phase
// exactly when somebody holds 10 chests, the die passing to the left and
// the places refilled to one per player.
func TestBookCrossCheck(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	for n := 2; n <= maxSeats; n++ {
		for i := 0; i < games; i++ {
			var prev *State
			var fail error
			spellsToday, spellDay := 0, -1
			_, err := sim.Play(sim.Game{Rules: Game{}, Setup: rules.Setup{Game: ID, Seats: n, First: rules.Seat(i % n)}, Seed: 11, Index: i,
				OnStep: func(step int, _ rules.Seat, o rules.Option, _ []rules.Event, st rules.State) {
					s := st.(*State)
					defer func() { prev = s.clone() }()
					if fail != nil {
						return
					}
					failf := func(f string, a ...any) { fail = fmt.Errorf("step %d: "+f, append([]any{step}, a...)...) }
					if o.Move == mvSpell {
						if spellDay != prev.day {
							spellsToday, spellDay = 0, prev.day
						}
						spellsToday++
					}
					if spellDay != s.day {
						spellsToday, spellDay = 0, s.day
					}
					if ps := s.Prompts(); len(ps) > 0 {
						p := int(ps[0].Seat)
						var got []string
						for _, m := range ps[0].Moves() {
							got = append(got, string(m))
						}
						sort.Strings(got)
						var want []string
						switch s.phase {
						case phReroll:
							want = []string{mvPass}
							if s.players[p].res[barrel] > 0 {
								want = append(want, mvBarrel)
							}
							if p == s.captain && s.players[p].bonus[spellTok] > spellsToday {
								want = append(want, mvSpell)
							}
							sort.Strings(want)
						case phAttack:
							want = bookAttacks(s, p)
						case phRecruit:
							want = bookRecruits(s, p)
						default:
							want = got
						}
						if !slices.Equal(got, want) {
							failf("phase %d seat %d is offered %v, the book allows %v", s.phase, p, got, want)
						}
					}
					if prev == nil {
						return
					}
					// "2) Gather resources" and "3) Call back scouts", done
					// once nobody forces a re-roll.
					if (prev.phase == phReroll || prev.phase == phRoll) && s.phase != phReroll && s.phase != phRoll {
						best := 0
						for p := range s.players {
							_, _, tr, _, _, _ := bookLine(s, p, s.die-1)
							best = max(best, tr)
						}
						var top []int
						for p := range s.players {
							if _, _, tr, _, _, _ := bookLine(s, p, s.die-1); best > 0 && tr == best {
								top = append(top, p)
							}
						}
						for p := range s.players {
							f, g, _, _, _, _ := bookLine(s, p, s.die-1)
							df := s.players[p].res[food] - prev.players[p].res[food]
							dg := s.players[p].res[glyph] - prev.players[p].res[glyph]
							if (df != f && s.res[food] != 0) || (dg != g && s.res[glyph] != 0) {
								failf("seat %d gathered %d food %d glyphs on line %d, the book gives %d and %d", p, df, dg, s.die, f, g)
							}
							want := 0
							if slices.Contains(top, p) {
								want = 1
							}
							if dc := len(s.players[p].chests) - len(prev.players[p].chests); dc != want {
								failf("seat %d won %d chests from the scouts, want %d (leaders %v)", p, dc, want, top)
							}
							if want == 1 {
								kind, wantKind := chestKindOf(s.players[p].chests[len(s.players[p].chests)-1]), metal
								if len(top) > 1 {
									wantKind = wooden
								}
								if kind != wantKind && len(prev.chestPile[wantKind]) >= len(top) {
									failf("seat %d won a chest of kind %d from the scouts, want %d", p, kind, wantKind)
								}
							}
						}
					}
					// "End of the Game": after the attack phase.
					if (prev.phase == phAttack || prev.phase == phSteal) && s.phase != phAttack && s.phase != phSteal {
						ten := slices.ContainsFunc(s.players, func(p player) bool { return len(p.chests) >= winChests })
						if ten != (s.phase == phOver) {
							failf("after the attacks somebody holds 10 chests: %v, game over: %v", ten, s.phase == phOver)
						}
					}
					// "6) End of the Turn".
					if prev.day > 0 && s.day == prev.day+1 {
						if s.captain != (prev.captain+1)%n {
							failf("the die went from %d to %d", prev.captain, s.captain)
						}
						if len(s.row) != min(n, len(prev.row)+prev.pileSize()) {
							failf("%d places show at %d players", len(s.row), n)
						}
					}
				}})
			if err != nil {
				t.Fatal(err)
			}
			if fail != nil {
				t.Fatalf("%d players, game %d: %v", n, i, fail)
			}
		}
	}
}
