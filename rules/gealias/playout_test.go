// Random playouts at every table size, with the game's conservation laws
// checked after every step, and the playout benchmark.
package gealias

import (
	"fmt"
	"testing"

	"majlis/rules"
	"majlis/rules/ruletest"
)

// invariant checks what the game conserves: every resource and gold card is
// in the bank or a hand; every Gealiaction card is face down, discarded or
// held; structures on the board match each player's count and never exceed
// the pieces they own; what a seat saw of another's hand is in that hand;
// the printed gold lands and the dealt tokens never move.
func invariant(x rules.State) error {
	s, ok := x.(*State)
	if !ok {
		return fmt.Errorf("state is %T", x)
	}
	total := s.bank
	cards := s.deck
	for c := range NumCards {
		cards[c] += s.discard[c]
	}
	for i, p := range s.players {
		for k := range NumKinds {
			if p.cards[k] < 0 {
				return fmt.Errorf("seat %d holds %d %s", i, p.cards[k], k.Key())
			}
			total[k] += p.cards[k]
		}
		for _, c := range p.red {
			cards[c]++
		}
		tents, forts := 0, 0
		for d := Dot(0); d < NumDots; d++ {
			if s.built[d] && s.dots[d].Owner == rules.Seat(i) {
				if s.dots[d].Fortress {
					forts++
				} else {
					tents++
				}
			}
		}
		if tents != p.tentsOut || forts != p.fortsOut {
			return fmt.Errorf("seat %d: board holds %d tents and %d fortresses, counted %d and %d", i, tents, forts, p.tentsOut, p.fortsOut)
		}
		if tents > Tents(len(s.players)) || forts > Fortresses {
			return fmt.Errorf("seat %d has %d tents and %d fortresses, owns %d and %d", i, tents, forts, Tents(len(s.players)), Fortresses)
		}
	}
	for k := range NumKinds {
		if s.bank[k] < 0 || total[k] != BankStock {
			return fmt.Errorf("%s: bank %d, total %d, want %d", k.Key(), s.bank[k], total[k], BankStock)
		}
	}
	// What a seat saw of a hand is never more than the hand holds.
	for v := range rules.Seat(len(s.players)) {
		for h, p := range s.players {
			k := s.seenBy(v, rules.Seat(h))
			var red [NumCards]int
			for _, c := range p.red {
				red[c]++
			}
			for kind := range NumKinds {
				if int(k.cards[kind]) > p.cards[kind] {
					return fmt.Errorf("seat %d is sure seat %d holds %d %s; it holds %d", v, h, k.cards[kind], kind.Key(), p.cards[kind])
				}
			}
			for c := range NumCards {
				if int(k.red[c]) > red[c] {
					return fmt.Errorf("seat %d is sure seat %d holds %d %s; it holds %d", v, h, k.red[c], c.Key(), red[c])
				}
			}
		}
	}
	if cards != CardCounts {
		return fmt.Errorf("Gealiaction cards %v, want %v", cards, CardCounts)
	}
	var tokens [NumKinds]int
	for l := Land(0); l < NumLands; l++ {
		if l.Gold() != (s.tokens[l] == Gold) {
			return fmt.Errorf("land %d holds %s", l, s.tokens[l].Key())
		}
		tokens[s.tokens[l]]++
	}
	if tokens != [NumKinds]int{4, 4, 4, 4, 4, 4} {
		return fmt.Errorf("tokens by kind %v", tokens)
	}
	return nil
}

// setups lists every table size with the given round limit.
func setups(rounds string) []rules.Setup {
	var out []rules.Setup
	for n := 2; n <= 6; n++ {
		out = append(out, rules.Setup{Game: "gealias", Seats: n, Options: map[string]string{"rounds": rounds}})
	}
	return out
}

// TestPlayouts plays many short games (30 rounds) and fewer full-length
// ones (60 rounds, the default) at every table size.
func TestPlayouts(t *testing.T) {
	short, full := 100, 6
	if testing.Short() {
		short, full = 10, 2
	}
	ruletest.Playouts(t, ruletest.Config{
		Game: Game{}, Setups: setups("30"), Games: short, Seed: 1, Invariant: invariant, DeepEvery: 13,
	})
	ruletest.Playouts(t, ruletest.Config{
		Game: Game{}, Setups: setups("60"), Games: full, Seed: 2, Invariant: invariant, DeepEvery: 13,
	})
}

func BenchmarkPlayout(b *testing.B) {
	ruletest.BenchPlayouts(b, Game{}, setups("60"), 7)
}
