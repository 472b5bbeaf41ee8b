// Determinize and what every seat saw on the table: the cards on an open
// offer, a red card drawn in prison and played there.
package gealias

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"majlis/rules"
	"majlis/rules/sim"
)

// offerTable is a trader (seat 0, Romans) on the Vikings' (seat 1)
// territory in its trade-and-build phase, with the Shogunate (seat 2)
// elsewhere holding many cards, so that a hand dealt at random to the
// trader seldom holds what it offers. Knowledge is blank: nobody saw the
// cards come in.
func offerTable(t *testing.T, trader Cards) *State {
	t.Helper()
	s := blank(t, Romans, Vikings, Shogunate)
	s.put(1, 0, false)
	s.players[2].land = 20
	s.give(0, trader)
	s.give(1, Cards{Iron: 2, Clay: 1, Rock: 1})
	s.give(2, Cards{Clay: 9, Cattle: 9, Iron: 9, Rock: 3})
	s.phase = phMain
	return s
}

// A hand dealt to the trader holds the cards on its offer, whoever
// imagines it (the partner, a seat not asked, a spectator); a trader still
// putting cards holds enough others than the kind asked for to finish the
// offer, as it did to open it; and the imagined game goes on: the trader's
// further cards and the partner's accept apply, every card conserved and
// no count below zero.
func TestDeterminizeKeepsTheOffer(t *testing.T) {
	for _, tc := range []struct {
		name   string
		trader Cards
		moves  []string // by seat 0
	}{
		{"one card put", Cards{Rock: 2, Gold: 1, Wood: 1, Iron: 2}, []string{"trade:1:4", "put:2"}},
		{"two cards put", Cards{Rock: 2, Gold: 1, Wood: 1, Iron: 2}, []string{"trade:1:4", "put:2", "put:5"}},
		{"offer made", Cards{Rock: 2, Gold: 1, Wood: 1, Iron: 2}, []string{"trade:1:4", "put:2", "put:5", "put:2"}},
		{"bank trade asked", Cards{Rock: 3, Wood: 1, Iron: 2}, []string{"askbank:1:2:0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := offerTable(t, tc.trader)
			for _, m := range tc.moves {
				play(t, s, 0, m)
			}
			o, ok := s.OpenOffer()
			if !ok {
				t.Fatalf("no offer open (phase %d)", s.phase)
			}
			for _, viewer := range []rules.Seat{1, 2, rules.Spectator} {
				view := s.View(viewer).(*State)
				if _, _, ok := view.Hand(0); ok {
					t.Fatalf("seat %d sees the trader's hand", viewer)
				}
				for seed := range 200 {
					d := view.Determinize(viewer, rules.NewRand(rules.Seed{byte(seed), byte(viewer + 1)})).(*State)
					checkDealtOffer(t, d, o, viewer, seed)
					if t.Failed() {
						return
					}
				}
			}
		})
	}
}

// checkDealtOffer checks one deal of a state with offer o open.
func checkDealtOffer(t *testing.T, d *State, o Offer, viewer rules.Seat, seed int) {
	t.Helper()
	at := func() string { return "viewer " + itoa(int(viewer)) + ", seed " + itoa(seed) }
	if err := invariant(d); err != nil {
		t.Errorf("%s: the deal: %v", at(), err)
		return
	}
	hand := d.players[o.Trader].cards
	if !hand.Covers(o.Cards) {
		t.Errorf("%s: the trader is dealt %v, and has %v on the offer", at(), hand, o.Cards)
		return
	}
	if o.ToPut > 0 && hand.Total()-hand[o.Get]-o.Cards.Total() < o.ToPut {
		t.Errorf("%s: the trader is dealt %v: %v on the offer for %s, and not %d more to put", at(), hand, o.Cards, o.Get.Key(), o.ToPut)
		return
	}
	// The trader puts its further cards, each legal put tried.
	for d.phase == phTradeGive {
		var puts []rules.Move
		for _, p := range d.Prompts() {
			for _, op := range p.Options {
				if op.Move != "withdraw" {
					puts = append(puts, op.Move)
				}
			}
		}
		if len(puts) == 0 {
			t.Errorf("%s: the trader is dealt %v and has no card to put", at(), d.players[o.Trader].cards)
			return
		}
		for _, m := range puts[1:] {
			c := d.clone()
			if _, err := c.Apply(o.Trader, m, entropy(seed)); err != nil {
				t.Errorf("%s: %s: %v", at(), m, err)
			} else if err := invariant(c); err != nil {
				t.Errorf("%s: after %s: %v", at(), m, err)
			}
		}
		if _, err := d.Apply(o.Trader, puts[0], entropy(seed)); err != nil {
			t.Errorf("%s: %s: %v", at(), puts[0], err)
			return
		}
	}
	if d.phase != phTradeReply {
		t.Errorf("%s: phase %d after the offer", at(), d.phase)
		return
	}
	// The partner who holds the kind asked for (it does in the partner's
	// own view; a bank trade asks nothing of it) may accept.
	mustAccept := o.Bank || viewer == o.Partner
	if !has(d, o.Partner, "accept") {
		if mustAccept {
			t.Errorf("%s: the partner may not accept", at())
		}
		return
	}
	trader := d.players[o.Trader].cards
	if _, err := d.Apply(o.Partner, "accept", entropy(seed)); err != nil {
		t.Errorf("%s: accept: %v", at(), err)
		return
	}
	if err := invariant(d); err != nil {
		t.Errorf("%s: the trader dealt %v, after the accept: %v", at(), trader, err)
	}
}

// A Prison Order or Quarantine Order drawn in prison and awaiting play was
// shown to every seat: a deal of the prisoner's hand holds it, and the
// card can be played in the imagined game.
func TestDeterminizeKeepsTheCardDrawnInPrison(t *testing.T) {
	for _, tc := range []struct {
		card Card
		ph   phase
	}{{CardPrisonOrder, phPrisonOrder}, {CardQuarantineOrder, phPrisonQuarantine}} {
		t.Run(tc.card.Key(), func(t *testing.T) {
			s := blank(t, Romans, Vikings, Shogunate)
			s.put(1, 0, false) // the Vikings' tent beside land 2
			s.giveRed(0, CardNiceTry)
			s.giveRed(2, CardEscape)
			s.giveRed(2, CardNiceTry)
			s.players[0].prison = true
			s.startTurn(0)
			play(t, s, 0, "wait")
			until(t, s, 0, "draw", func(c *State) bool { return c.phase == tc.ph })
			moves := s.Prompts()[0].Options
			for _, viewer := range []rules.Seat{1, 2, rules.Spectator} {
				view := s.View(viewer).(*State)
				for seed := range 200 {
					d := view.Determinize(viewer, rules.NewRand(rules.Seed{byte(seed), byte(viewer + 1)})).(*State)
					if err := invariant(d); err != nil {
						t.Fatalf("viewer %d, seed %d: the deal: %v", viewer, seed, err)
					}
					if !slices.Contains(d.players[0].red, tc.card) {
						t.Fatalf("viewer %d, seed %d: the prisoner, who drew %s in the open, is dealt %v", viewer, seed, tc.card.Key(), d.players[0].red)
					}
					for _, op := range moves {
						c := d.clone()
						if _, err := c.Apply(0, op.Move, entropy(seed)); err != nil {
							t.Fatalf("viewer %d, seed %d: %s: %v", viewer, seed, op.Move, err)
						}
						if err := invariant(c); err != nil {
							t.Fatalf("viewer %d, seed %d: after %s: %v", viewer, seed, op.Move, err)
						}
					}
				}
			}
		})
	}
}

// Cards laid on an offer stay in the trader's hand when the offer is
// refused or taken back, and every seat saw them there: a later deal still
// holds them.
func TestDeterminizeKeepsAnOfferRefused(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moves [][2]string // seat, move
		want  Cards
	}{
		{"refused", [][2]string{{"0", "trade:1:4"}, {"0", "put:2"}, {"0", "put:5"}, {"0", "put:2"}, {"1", "refuse"}}, Cards{Rock: 2, Gold: 1}},
		{"taken back", [][2]string{{"0", "trade:1:4"}, {"0", "put:5"}, {"0", "withdraw"}}, Cards{Gold: 1}},
		{"bank trade refused", [][2]string{{"0", "askbank:1:2:0"}, {"1", "refuse"}}, Cards{Rock: 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := offerTable(t, Cards{Rock: 3, Gold: 1, Wood: 1, Iron: 2})
			for _, m := range tc.moves {
				seat, _ := strconv.Atoi(m[0])
				play(t, s, rules.Seat(seat), m[1])
			}
			if _, ok := s.OpenOffer(); ok || s.phase != phMain {
				t.Fatalf("phase %d after the offer", s.phase)
			}
			for _, viewer := range []rules.Seat{1, 2} {
				view := s.View(viewer).(*State)
				for seed := range 100 {
					d := view.Determinize(viewer, rules.NewRand(rules.Seed{byte(seed), byte(viewer)})).(*State)
					if hand := d.players[0].cards; !hand.Covers(tc.want) {
						t.Fatalf("viewer %d, seed %d: the trader is dealt %v; all saw %v on its offer", viewer, seed, hand, tc.want)
					}
				}
			}
		})
	}
}

// Every seat's (and a spectator's) imagined game of random playouts goes
// on as the game does: every option of its prompts applies, without a
// panic, and leaves every card conserved and no count below zero. This is
// how a search bot uses a deal; before the table's cards were kept, an
// imagined trader's offer accepted left counts below zero, and a Prison or
// Quarantine Order drawn in prison and missing from the deal panicked.
func TestDeterminizedGamesGoOn(t *testing.T) {
	games, every := 6, 5
	if testing.Short() {
		games, every = 2, 7
	}
	for si, su := range setups("30") {
		for i := range games {
			var failure error
			g := sim.Game{Rules: Game{}, Setup: su, Seed: 77, Index: si*games + i,
				OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
					if failure == nil && step%every == 0 {
						failure = dealsGoOn(st.(*State), step)
					}
				}}
			if _, err := sim.Play(g); err != nil {
				t.Fatal(err)
			}
			if failure != nil {
				t.Fatalf("%d seats, game %d: %v", su.Seats, i, failure)
			}
		}
	}
}

// dealsGoOn determinizes every view of s and plays every option of the
// deal's prompts on a copy of it.
func dealsGoOn(s *State, step int) error {
	for v := rules.Spectator; int(v) < len(s.players); v++ {
		d := s.View(v).Determinize(v, rules.NewRand(rules.Seed{byte(step), byte(step >> 8), byte(v + 1)})).(*State)
		if err := invariant(d); err != nil {
			return fmt.Errorf("step %d, phase %d, viewer %d: the deal: %w", step, s.phase, v, err)
		}
		for _, p := range d.Prompts() {
			for _, o := range p.Options {
				c := d.clone()
				if err := applyNoPanic(c, p.Seat, o.Move, entropy(step)); err != nil {
					return fmt.Errorf("step %d, phase %d, viewer %d: %s by %d: %w", step, s.phase, v, o.Move, p.Seat, err)
				}
				if err := invariant(c); err != nil {
					return fmt.Errorf("step %d, phase %d, viewer %d: after %s by %d: %w", step, s.phase, v, o.Move, p.Seat, err)
				}
			}
		}
	}
	return nil
}

// applyNoPanic applies m, a panic reported as an error.
func applyNoPanic(s *State, seat rules.Seat, m rules.Move, e rules.Entropy) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	_, err = s.Apply(seat, m, e)
	return err
}
