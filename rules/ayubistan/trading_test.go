package ayubistan

import (
	"slices"
	"strings"
	"testing"

	"majlis/rules"
)

// TestPlayoutMovePicksFromThePricedPrompts: in every trade prompt that
// lists prices met in random games, the lazy description lists exactly
// the prompt's options in its order, for the prompt's seat, and
// PlayoutMove picks one of them; elsewhere it leaves the choice alone.
// The bots' shortlist of each is checked too (checkShortlist).
func TestPlayoutMovePicksFromThePricedPrompts(t *testing.T) {
	priced, declined, counters := 0, 0, 0
	for g := range 40 {
		n := 2 + g%5
		s := fresh(t, n)
		r := rules.NewRand(rules.Seed{byte(g), 7})
		for step := 0; step < 3000 && !s.done; step++ {
			ps := s.Prompts()
			if len(ps) == 0 {
				break
			}
			seat, m, ok := s.PlayoutMove(r)
			if s.phase != phTradePrice && s.phase != phTradeReply {
				if ok {
					t.Fatalf("PlayoutMove chose %q in phase %v", m, s.phase)
				}
				if l := s.Shortlist(ps[0]); l != nil {
					t.Fatalf("a shortlist %v in phase %v", l, s.phase)
				}
			} else {
				priced++
				p, lazy := ps[0], s.priced()
				if !ok || seat != p.Seat || lazy.seat != p.Seat {
					t.Fatalf("PlayoutMove: seat %d, %v; the prompt's seat %d", seat, ok, p.Seat)
				}
				if lazy.count() != len(p.Options) {
					t.Fatalf("%d options described, %d listed", lazy.count(), len(p.Options))
				}
				for i, o := range p.Options {
					if lazy.move(i) != o.Move {
						t.Fatalf("option %d described as %q, listed as %q", i, lazy.move(i), o.Move)
					}
				}
				if _, found := p.Find(m); !found {
					t.Fatalf("PlayoutMove chose %q, not an option", m)
				}
				if lazy.hi < lazy.lo {
					declined++
				} else if s.phase == phTradeReply {
					counters++
				}
				checkShortlist(t, s, p)
			}
			// Trades are rare among a turn's actions: take one whenever
			// it is offered, so that every kind of priced prompt comes up.
			o := ps[0].Options[r.IntN(len(ps[0].Options))]
			if s.phase == phAction {
				if f, ok := ps[0].Find(mvTrade); ok && r.IntN(2) == 0 {
					o = f
				}
			}
			if _, err := s.Apply(ps[0].Seat, o.Move, entropy(step)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if priced < 200 || declined == 0 || counters == 0 {
		t.Fatalf("too few priced prompts to tell: %d, %d without prices, %d answers that may counter", priced, declined, counters)
	}
	t.Logf("%d priced prompts checked (%d without prices, %d answers that may counter)", priced, declined, counters)
}

// checkShortlist: a trade prompt's shortlist holds options of the prompt
// only, every answer that is not a price, at most one price per entry of
// pricesPerTroop, a price to name whenever one may be named, and counters
// only upward from a seller and downward from a buyer.
func checkShortlist(t *testing.T, s *State, p rules.Prompt) {
	t.Helper()
	list := s.Shortlist(p)
	prices := 0
	for _, m := range list {
		if _, ok := p.Find(m); !ok {
			t.Fatalf("shortlisted %q is not an option of %v", m, p.Moves())
		}
		if !strings.HasPrefix(string(m), pfPrice) {
			continue
		}
		prices++
		n := num(string(m))
		switch {
		case s.phase == phTradeReply && p.Seat != s.turn && n <= s.tPrice:
			t.Fatalf("the seller's shortlist counters %d against an offer of %d", n, s.tPrice)
		case s.phase == phTradeReply && p.Seat == s.turn && n >= s.tPrice:
			t.Fatalf("the buyer's shortlist counters %d against a price of %d", n, s.tPrice)
		}
	}
	for _, o := range p.Options {
		if !strings.HasPrefix(string(o.Move), pfPrice) && !slices.Contains(list, o.Move) {
			t.Fatalf("the shortlist %v leaves out %q", list, o.Move)
		}
	}
	if prices > len(pricesPerTroop) {
		t.Fatalf("%d prices shortlisted", prices)
	}
	if s.phase == phTradePrice && prices == 0 && len(p.Options) > 1 {
		t.Fatalf("no price shortlisted of %d options", len(p.Options))
	}
}
