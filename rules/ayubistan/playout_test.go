// Random playouts at every table size and option, with the game's
// conservation laws checked after every step, and the playout benchmark.
package ayubistan

import (
	"fmt"
	"testing"

	"majlis/rules"
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

func BenchmarkPlayout(b *testing.B) {
	ss := setups()
	steps := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		out, err := sim.Play(sim.Game{Rules: Game{}, Setup: ss[i%len(ss)], Seed: 7, Index: i})
		if err != nil {
			b.Fatal(err)
		}
		steps += out.Steps
	}
	sec := b.Elapsed().Seconds()
	if sec > 0 {
		b.ReportMetric(float64(steps)/sec, "steps/s")
		b.ReportMetric(float64(b.N)/sec, "games/s")
	}
}
