// Hands and the bank: paying, gaining (to Egypt during its control), random
// steals in a canonical hand order, and drawing Gealiaction cards at random
// from the face-down pile.
package gealias

import (
	"slices"

	"majlis/rules"
)

// handCard is one card of a hand: a resource or gold kind, or a red card.
type handCard struct {
	red  bool
	kind Kind
	card Card
}

// key is the catalogue key naming the card.
func (h handCard) key() string {
	if h.red {
		return h.card.Key()
	}
	return h.kind.Key()
}

// receiver is who takes what seat gains: Egypt, during the turn it controls.
func (s *State) receiver(seat rules.Seat) rules.Seat {
	if seat == s.turn && s.egypt >= 0 && s.phase >= phDraw {
		return s.egypt
	}
	return seat
}

// gain gives seat n cards of kind from the bank, as many as it holds.
func (s *State) gain(seat rules.Seat, k Kind, n int) []rules.Event {
	n = min(n, s.bank[k])
	if n <= 0 {
		return nil
	}
	to := s.receiver(seat)
	s.bank[k] -= n
	s.players[to].cards[k] += n
	s.sawGain(to, handCard{kind: k}, n, nil)
	return []rules.Event{{Msg: rules.M("gealias.ev.gain", rules.SeatArg(to), rules.Int(n), rules.Key(k.Key()))}}
}

// pay returns cost to the bank.
func (s *State) pay(seat rules.Seat, cost Cards) {
	for k := range NumKinds {
		s.players[seat].cards[k] -= cost[k]
		s.bank[k] += cost[k]
		if cost[k] > 0 {
			s.sawLoss(seat, handCard{kind: k}, cost[k], nil)
		}
	}
}

// handCards lists seat's hand in canonical order: kinds, then red cards.
func (s *State) handCards(seat rules.Seat) []handCard {
	p := s.players[seat]
	var hs []handCard
	for k := range NumKinds {
		for range p.cards[k] {
			hs = append(hs, handCard{kind: k})
		}
	}
	for _, c := range p.red {
		hs = append(hs, handCard{red: true, card: c})
	}
	return hs
}

// handCardAt is card i of seat's hand in the order of handCards, found
// without listing the hand: a theft draws one at every step it takes.
func (s *State) handCardAt(seat rules.Seat, i int) handCard {
	p := &s.players[seat]
	for k := range NumKinds {
		if i < p.cards[k] {
			return handCard{kind: k}
		}
		i -= p.cards[k]
	}
	return handCard{red: true, card: p.red[i]}
}

// move takes one card from seat from and gives it to seat to (or the bank
// when to is -1, or the discard pile for a red card). A card to the bank
// or the discards is shown to everyone; one between two hands only to
// those two.
func (s *State) move(from, to rules.Seat, h handCard) {
	var seers []rules.Seat
	if to >= 0 {
		seers = pair(from, to)
		s.sawGain(to, h, 1, seers)
	}
	s.sawLoss(from, h, 1, seers)
	if h.red {
		fp := &s.players[from]
		i := slices.Index(fp.red, h.card)
		fp.red = slices.Delete(fp.red, i, i+1)
		if to < 0 {
			s.discard[h.card]++
			return
		}
		s.addRed(to, h.card)
		return
	}
	s.players[from].cards[h.kind]--
	if to < 0 {
		s.bank[h.kind]++
		return
	}
	s.players[to].cards[h.kind]++
}

func (s *State) addRed(seat rules.Seat, c Card) {
	p := &s.players[seat]
	i, _ := slices.BinarySearch(p.red, c)
	p.red = slices.Insert(p.red, i, c)
}

// steal moves n random cards from one seat to another (to -1: the bank).
// Only the two seats learn which cards moved.
func (s *State) steal(from, to rules.Seat, n int, r *rules.Rand) []rules.Event {
	var evs []rules.Event
	for range n {
		size := s.players[from].cards.Total() + len(s.players[from].red)
		if size == 0 {
			break
		}
		h := s.handCardAt(from, r.IntN(size))
		dest := to
		if to >= 0 {
			dest = s.receiver(to)
		}
		s.move(from, dest, h)
		if to < 0 {
			evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.to_bank", rules.SeatArg(from), rules.Key(h.key()))})
			continue
		}
		evs = append(evs,
			rules.Event{Msg: rules.M("gealias.ev.steal_card", rules.SeatArg(dest), rules.SeatArg(from), rules.Key(h.key())), To: pair(from, dest)},
			rules.Event{Msg: rules.M("gealias.ev.steal", rules.SeatArg(dest), rules.SeatArg(from)), To: s.others(from, dest)})
	}
	return evs
}

// pair lists two seats (once if they are the same).
func pair(a, b rules.Seat) []rules.Seat {
	if a == b {
		return []rules.Seat{a}
	}
	return []rules.Seat{a, b}
}

// others lists every seat but a and b; an empty list is replaced by a seat
// that cannot see it (the event then goes to nobody else).
func (s *State) others(a, b rules.Seat) []rules.Seat {
	var os []rules.Seat
	for i := range s.players {
		if rules.Seat(i) != a && rules.Seat(i) != b {
			os = append(os, rules.Seat(i))
		}
	}
	if len(os) == 0 {
		return []rules.Seat{a}
	}
	return os
}

// drawCard takes a random face-down card, reshuffling the discards when
// the pile is empty; ok is false when both are empty.
func (s *State) drawCard(r *rules.Rand) (Card, bool) {
	n := 0
	for _, c := range s.deck {
		n += c
	}
	if n == 0 {
		s.deck, s.discard = s.discard, [NumCards]int{}
		for _, c := range s.deck {
			n += c
		}
		if n == 0 {
			return 0, false
		}
	}
	i := r.IntN(n)
	for c := range NumCards {
		if i < s.deck[c] {
			s.deck[c]--
			return c, true
		}
		i -= s.deck[c]
	}
	return 0, false
}
