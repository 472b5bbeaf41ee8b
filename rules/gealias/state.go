// The game state and the read-only accessors a table view draws from: the
// dealt tokens, the structures on the dots, each Gealias and its prison, the
// hands (whose sizes are public), the bank, the deck, and the turn.
package gealias

import (
	"slices"

	"majlis/rules"
)

// player is one seat's civilization, hand and Gealias.
type player struct {
	civ   Civ
	cards Cards
	red   []Card // red cards held, kept sorted
	// hidden marks a view in which this hand is not known: handSize and
	// redSize then say how many cards it holds.
	hidden   bool
	handSize int
	redSize  int

	placed   bool // the Gealias is on the board
	land     Land
	prison   bool
	served   int  // turns waited in prison
	skipped  bool // chose to wait out this turn in prison
	arrival  int  // order of arrival on its land: lower holds the land
	tentsOut int  // tents on the board
	fortsOut int  // fortresses on the board
}

// State is a game of Gealias in progress.
type State struct {
	drew     bool // the last Apply drew on its randomness; not part of the state
	setup    rules.Setup
	maxRound int

	players []player
	tokens  [NumLands]Kind // the kind each land produces; Gold on gold lands
	dots    [NumDots]Structure
	built   [NumDots]bool
	bank    Cards
	deck    [NumCards]int // face-down cards by kind: a draw picks one at random
	// hiddenRed counts red cards of hidden hands that a view mixes back into
	// deck, so that the deck's make-up does not tell which red cards others
	// hold.
	hiddenRed int
	discard   [NumCards]int
	arrivals  int // counter giving each arrival its order

	phase     phase
	turn      rules.Seat
	round     int
	setupAt   int // index into the placement order
	order     []rules.Seat
	roll      int
	pending   pending
	egypt     rules.Seat   // the seat controlling this turn, or -1
	redUsed   bool         // Egypt has played one of the controlled hand's red cards
	controls  []rules.Seat // per seat: the Egypt seat that will control its next turn, or -1
	trades    int          // player trades made in this turn's trade-and-build phase
	first     rules.Seat   // the seat that played the first turn: a new round starts with it
	fights    []fight      // Gealias fights whose consequences are resolving, innermost last
	chainSeat rules.Seat   // the Shogunate seat in a swift strike, or -1
	rnd       *rules.Rand  // the step's randomness, set only while a move applies
	winners   []rules.Seat
	reason    string
	tieBreak  string

	// abilityTrades counts the player trades made in the ability window
	// open now (the Phoenicians' after a seizure, the Shogunate's in a
	// strike): a window of its own, outside the turn's trade-and-build
	// phase (NOTES.md, G6). It is zero whenever no window is open.
	abilityTrades int

	// refused lists the offers refused in the trading window open now, so
	// that bots do not make them again (Pesters). Like knows it is left out
	// of the hash: no rule reads it, and it follows from the moves since
	// the window opened.
	refused []refusal

	// knows is what each seat has seen of each hand, viewer by holder
	// (knowledge.go). It is left out of the hash: no rule reads it, it
	// follows from the moves the hashes already cover, and recorded logs
	// must replay as they were hashed.
	knows []seen
}

// Setup is the setup the game was started with.
func (s *State) Setup() rules.Setup { return s.setup }

// Civ is the civilization drawn by seat.
func (s *State) Civ(seat rules.Seat) Civ { return s.players[seat].civ }

// Token is the kind of card land l produces: a dealt resource, or Gold on
// a printed gold land.
func (s *State) Token(l Land) Kind { return s.tokens[l] }

// Structure is what stands on dot d, if anything.
func (s *State) Structure(d Dot) (Structure, bool) { return s.dots[d], s.built[d] }

// Gealias is where seat's Gealias stands, and whether it has been placed.
func (s *State) Gealias(seat rules.Seat) (Land, bool) {
	p := s.players[seat]
	return p.land, p.placed
}

// Imprisoned reports whether seat's Gealias is in prison.
func (s *State) Imprisoned(seat rules.Seat) bool { return s.players[seat].prison }

// Holders lists the Gealiases on land l, the one holding the land first.
func (s *State) Holders(l Land) []rules.Seat {
	var hs []rules.Seat
	for i, p := range s.players {
		if p.placed && p.land == l {
			hs = append(hs, rules.Seat(i))
		}
	}
	// By arrival, in place: a land holds a few Gealiases at most.
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && s.players[hs[j]].arrival < s.players[hs[j-1]].arrival; j-- {
			hs[j], hs[j-1] = hs[j-1], hs[j]
		}
	}
	return hs
}

// HandSize is how many cards seat holds: resources, gold and red cards.
// Hand sizes are public.
func (s *State) HandSize(seat rules.Seat) int {
	p := s.players[seat]
	if p.hidden {
		return p.handSize + p.redSize
	}
	return p.cards.Total() + len(p.red)
}

// RedCount is how many red cards seat holds (public).
func (s *State) RedCount(seat rules.Seat) int {
	p := s.players[seat]
	if p.hidden {
		return p.redSize
	}
	return len(p.red)
}

// Hand is seat's resource and gold cards and red cards, when the state
// knows them (a view knows only its own seat's hand).
func (s *State) Hand(seat rules.Seat) (Cards, []Card, bool) {
	p := s.players[seat]
	if p.hidden {
		return Cards{}, nil, false
	}
	return p.cards, slices.Clone(p.red), true
}

// Pieces is how many tents and fortresses seat has on the board and in
// supply.
func (s *State) Pieces(seat rules.Seat) (tentsOut, fortsOut, tentsLeft, fortsLeft int) {
	p := s.players[seat]
	return p.tentsOut, p.fortsOut, Tents(len(s.players)) - p.tentsOut, Fortresses - p.fortsOut
}

// Bank is the bank's cards.
func (s *State) Bank() Cards { return s.bank }

// DeckSize is how many Gealiaction cards are face down, and discarded.
func (s *State) DeckSize() (deck, discard int) {
	for c := range NumCards {
		deck += s.deck[c]
		discard += s.discard[c]
	}
	return deck - s.hiddenRed, discard
}

// Turn is the seat whose turn it is (during setup, the seat placing).
func (s *State) Turn() rules.Seat { return s.turn }

// Round is the current round, counted from 1 after setup.
func (s *State) Round() int { return s.round }

// Roll is the movement die rolled this turn, or 0.
func (s *State) Roll() int { return s.roll }

// ControlledBy is the Egypt seat answering this turn's prompts for the
// active seat, if any.
func (s *State) ControlledBy() (rules.Seat, bool) { return s.egypt, s.egypt >= 0 }

// InSetup reports whether the placement rounds are still running.
func (s *State) InSetup() bool { return s.phase < phDraw }

// Offer is an offer on the table: Trader offers Partner the cards put on
// it so far for one card of Get or, when Bank, asks Partner to allow a
// trade of them with the bank on Partner's territory. ToPut is how many
// cards the trader has still to put on it; at none, Partner answers. The
// cards stay in the trader's hand until the trade is made.
type Offer struct {
	Trader, Partner rules.Seat
	Cards           Cards
	Get             Kind
	Bank            bool
	ToPut           int
}

// OpenOffer is the offer being made or answered, if any. What is on it is
// seen by every seat (every view holds it), as cards laid on the table are.
func (s *State) OpenOffer() (Offer, bool) {
	if s.phase != phTradeGive && s.phase != phTradeReply {
		return Offer{}, false
	}
	p := s.pending
	o := Offer{Trader: p.trader, Partner: p.tradeWith, Cards: p.tradeOffer, Get: p.tradeGet, Bank: p.tradeBank}
	if s.phase == phTradeGive {
		o.ToPut = OfferSize - p.tradeOffer.Total()
	}
	return o, true
}

// Fighting reports whether a Gealias fight is not over yet: what it
// brings (its winner's ability, a sale it forces, a raid) is still being
// decided. Once it is over, the turn goes on to trading and building, or
// to the next seat.
func (s *State) Fighting() bool { return len(s.fights) > 0 }

// Territory: land l is seat's territory when one of seat's structures stands
// on a dot touching it; "their territory" is another seat's; an empty land
// is one that no structure touches.

// Owners lists the seats with a structure touching land l, ascending.
func (s *State) Owners(l Land) []rules.Seat {
	var os []rules.Seat
	for _, d := range l.Dots() {
		if s.built[d] && !slices.Contains(os, s.dots[d].Owner) {
			os = append(os, s.dots[d].Owner)
		}
	}
	slices.Sort(os)
	return os
}

// OwnTerritory reports whether land l is seat's territory: one of seat's
// structures stands on a dot touching it.
func (s *State) OwnTerritory(seat rules.Seat, l Land) bool {
	for _, d := range l.Dots() {
		if s.built[d] && s.dots[d].Owner == seat {
			return true
		}
	}
	return false
}

// TheirTerritory reports whether land l is the territory of a seat other
// than seat.
func (s *State) TheirTerritory(seat rules.Seat, l Land) bool {
	for _, o := range s.Owners(l) {
		if o != seat {
			return true
		}
	}
	return false
}

// EmptyLand reports whether no structure touches land l.
func (s *State) EmptyLand(l Land) bool { return len(s.Owners(l)) == 0 }
