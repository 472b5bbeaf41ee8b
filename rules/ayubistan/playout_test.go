// Random playouts at every table size and option, with the game's
// conservation laws checked after every step, and the playout benchmark.
package ayubistan

import (
	"fmt"
	"strings"
	"testing"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/ruletest"
	"majlis/rules/sim"
)

// invariant checks what the game conserves: money cards of each
// denomination, Ayubistan and Mushrikeen troops, Hasanaat and Sayi'aat
// (supply plus what players hold, never negative) and the 44 action cards
// (deck, discard, card in play and kept Khalifas, each kind exactly its
// number of copies).
func invariant(x rules.State) error {
	s, ok := x.(*State)
	if !ok {
		return fmt.Errorf("state is %T", x)
	}
	money := s.treasury
	troops := s.troops + s.committedTroops()
	h, y := s.hasanaat, s.sayiaat
	var cards [NumCards]int
	for _, c := range s.deck {
		cards[c]++
	}
	for _, c := range s.discard {
		cards[c]++
	}
	if s.inPlay != noCard {
		cards[s.inPlay]++
	}
	for i, p := range s.players {
		for d := range 3 {
			if p.money[d] < 0 {
				return fmt.Errorf("seat %d holds %d cards of denomination %d", i, p.money[d], denom[d])
			}
		}
		if p.troops < 0 || p.hasanaat < 0 || p.sayiaat < 0 || p.khalifa < 0 || s.wContrib[i] < 0 {
			return fmt.Errorf("seat %d has a negative count: %+v, contribution %d", i, p, s.wContrib[i])
		}
		money.add(p.money)
		troops += p.troops
		h += p.hasanaat
		y += p.sayiaat
		cards[Khalifa] += p.khalifa
	}
	for d := range 3 {
		if s.treasury[d] < 0 {
			return fmt.Errorf("treasury holds %d cards of denomination %d", s.treasury[d], denom[d])
		}
	}
	if money != (purse{TotalOnes, TotalFives, TotalDinars}) {
		return fmt.Errorf("money cards %v, want %v", money, purse{TotalOnes, TotalFives, TotalDinars})
	}
	if s.troops < 0 || troops != TotalTroops {
		return fmt.Errorf("Ayubistan troops: treasury %d, total %d, want %d", s.troops, troops, TotalTroops)
	}
	if s.mush < 0 || s.mush+s.wWarMush != TotalMush {
		return fmt.Errorf("Mushrikeen: supply %d + at war %d, want %d", s.mush, s.wWarMush, TotalMush)
	}
	wantH := StdHasanaat
	if s.extended {
		wantH = TotalHasanaat
	}
	if s.hasanaat < 0 || h != wantH {
		return fmt.Errorf("Hasanaat: supply %d, total %d, want %d", s.hasanaat, h, wantH)
	}
	if s.sayiaat < 0 || y != TotalSayiaat {
		return fmt.Errorf("Sayi'aat: supply %d, total %d, want %d", s.sayiaat, y, TotalSayiaat)
	}
	for c := range NumCards {
		if cards[c] != cardCopies[c] {
			return fmt.Errorf("card %s: %d copies found, the deck has %d", Card(c).NameKey(), cards[c], cardCopies[c])
		}
	}
	return nil
}

func setups() []rules.Setup {
	var out []rules.Setup
	for n := 2; n <= 6; n++ {
		for _, l := range []string{LenStandard, LenExtended} {
			out = append(out, rules.Setup{Game: ID, Seats: n, First: rules.Seat(n - 1), Options: map[string]string{OptLength: l}})
		}
	}
	for _, n := range []int{2, 4, 6} {
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("Team %c", 'A'+i)
		}
		out = append(out, rules.Setup{Game: ID, Seats: n, Names: names, Options: map[string]string{OptLength: LenExtended, OptTeams: TeamsYes}})
	}
	return out
}

func TestPlayouts(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	ruletest.Playouts(t, ruletest.Config{
		Game: Game{}, Setups: setups(), Games: games, Seed: 1, Invariant: invariant, DeepEvery: 7,
	})
}

// peaceful is a random bot that never attacks, steals or takes usury and
// always sends troops to a war when it can, so that its games last until
// the deck is spent or the Hasanaat run out (random bots nearly always
// exhaust the Sayi'aat first).
type peaceful struct{}

func (peaceful) Name() string { return "peaceful" }

func (peaceful) Choose(_ bot.View, p rules.Prompt, r *rules.Rand) (rules.Move, error) {
	var ok []rules.Move
	for _, o := range p.Options {
		m := string(o.Move)
		if strings.HasPrefix(m, pfAttack) || strings.HasPrefix(m, pfSteal) || m == mvTake || m == "give:0" ||
			m == mvTrade || strings.HasPrefix(m, pfPrice) {
			continue
		}
		ok = append(ok, o.Move)
	}
	if len(ok) == 0 {
		return p.Options[r.IntN(len(p.Options))].Move, nil
	}
	return ok[r.IntN(len(ok))], nil
}

// TestPeacefulPlayouts plays games that end by the deck or the Hasanaat,
// with the same checks as the random playouts.
func TestPeacefulPlayouts(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 3
	}
	cat := i18n.English()
	reasons := map[string]int{}
	for si, s := range setups() {
		bots := make([]bot.Bot, s.Seats)
		for i := range bots {
			bots[i] = peaceful{}
		}
		for i := range games {
			var failure error
			out, err := sim.Play(sim.Game{Rules: Game{}, Setup: s, Seed: 5, Index: si*games + i, Bots: bots,
				OnStep: func(step int, _ rules.Seat, o rules.Option, evs []rules.Event, st rules.State) {
					if failure != nil {
						return
					}
					if err := invariant(st); err != nil {
						failure = fmt.Errorf("step %d: %w", step, err)
					} else if err := ruletest.CheckMessages(cat, o.Label, evs, st); err != nil {
						failure = fmt.Errorf("step %d: %w", step, err)
					} else if step%11 == 0 {
						if err := ruletest.CheckState(st, entropy(step)); err != nil {
							failure = fmt.Errorf("step %d: %w", step, err)
						}
					}
				}})
			if err == nil {
				err = failure
			}
			if err != nil {
				t.Fatalf("%d seats %v game %d: %v", s.Seats, s.Options, i, err)
			}
			reasons[out.Result.Reason.Key]++
		}
	}
	t.Logf("peaceful games ended by: %v", reasons)
	for _, r := range []string{"end.deck", "end.hasanaat"} {
		if reasons[key(r)] == 0 {
			t.Errorf("no peaceful game ended by %s: %v", r, reasons)
		}
	}
}

func BenchmarkPlayout(b *testing.B) {
	ruletest.BenchPlayouts(b, Game{}, setups(), 7)
}
