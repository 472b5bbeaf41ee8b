// What each seat has seen of the others' hidden hands. No rule reads it:
// it is kept so that a seat's view, and a bot's determinization of it,
// leave in a rival's hand the cards the seat saw go there (a card it gave,
// a hand shown to it, a card the rival took from the bank in the open)
// instead of dealing that hand anew from everything unaccounted for.
package gealias

import (
	"slices"

	"majlis/rules"
)

// seen is one hand as one seat knows it: a lower bound, at least these
// cards of each kind and red card. A card leaving the hand unseen may have
// been any of them, so it lowers every count; the bound thus never counts
// a card the hand does not hold (the playouts check it). Counts are
// bytes (a kind has BankStock cards, a red card a few): bots clone the
// state for every playout, and the table is seats² of these.
type seen struct {
	cards [NumKinds]int8
	red   [NumCards]int8
}

// seenBy is what viewer knows of holder's hand.
func (s *State) seenBy(viewer, holder rules.Seat) *seen {
	return &s.knows[int(viewer)*len(s.players)+int(holder)]
}

// sees reports whether v is among seers; nil seers means everyone.
func sees(seers []rules.Seat, v rules.Seat) bool {
	return seers == nil || slices.Contains(seers, v)
}

// add counts n more (or fewer, with n negative, never below zero) of h.
func (k *seen) add(h handCard, n int) {
	c := &k.cards[h.kind]
	if h.red {
		c = &k.red[h.card]
	}
	*c = int8(min(127, max(0, int(*c)+n)))
}

// sawGain records that holder took n of h in front of seers (nil: every
// seat); the others learn nothing of its kind.
func (s *State) sawGain(holder rules.Seat, h handCard, n int, seers []rules.Seat) {
	for v := range rules.Seat(len(s.players)) {
		if v != holder && sees(seers, v) {
			s.seenBy(v, holder).add(h, n)
		}
	}
}

// sawLoss records that holder gave up n of h: seers (nil: every seat) saw
// which; the others only that n cards left, which may have been any they
// counted.
func (s *State) sawLoss(holder rules.Seat, h handCard, n int, seers []rules.Seat) {
	for v := range rules.Seat(len(s.players)) {
		if v == holder {
			continue
		}
		k := s.seenBy(v, holder)
		if sees(seers, v) {
			k.add(h, -n)
			continue
		}
		for i := range k.cards {
			k.cards[i] = int8(max(0, int(k.cards[i])-n))
		}
		for i := range k.red {
			k.red[i] = int8(max(0, int(k.red[i])-n))
		}
	}
}

// sawHandOver records n of kind going from one hand to another in front of
// seers (nil: every seat).
func (s *State) sawHandOver(from, to rules.Seat, k Kind, n int, seers []rules.Seat) {
	s.sawLoss(from, handCard{kind: k}, n, seers)
	s.sawGain(to, handCard{kind: k}, n, seers)
}

// sawOnTable records that holder laid cards on the table (an offer): every
// seat sees them, and they stay holder's whether the trade is made or not
// (a trade made then takes them out in the open).
func (s *State) sawOnTable(holder rules.Seat, cards Cards) {
	for v := range rules.Seat(len(s.players)) {
		if v == holder {
			continue
		}
		k := s.seenBy(v, holder)
		for i, n := range cards {
			k.cards[i] = max(k.cards[i], int8(min(127, n)))
		}
	}
}

// sawHand records that viewer now sees holder's whole hand; withRed says
// whether the red cards were shown too, not only counted.
func (s *State) sawHand(viewer, holder rules.Seat, withRed bool) {
	k := s.seenBy(viewer, holder)
	p := s.players[holder]
	for i, n := range p.cards {
		k.cards[i] = int8(min(127, n))
	}
	if withRed {
		k.red = [NumCards]int8{}
		for _, c := range p.red {
			k.red[c]++
		}
	}
}

// sawEgyptsHand keeps Egypt's knowledge of the hand it controls whole:
// its view shows that hand for the whole turn.
func (s *State) sawEgyptsHand() {
	if s.egypt >= 0 {
		s.sawHand(s.egypt, s.turn, true)
	}
}

// atLeast is k raised, count by count, to o.
func (k seen) atLeast(o seen) seen {
	for i := range k.cards {
		k.cards[i] = max(k.cards[i], o.cards[i])
	}
	for i := range k.red {
		k.red[i] = max(k.red[i], o.red[i])
	}
	return k
}
