// The components besides the board: resource and gold cards, the six
// civilizations, the pieces each player owns, the Gealiaction deck and the
// printed build costs.
package gealias

import "majlis/rules"

// Kind is a resource or gold card. The board's tokens use the five resource
// kinds; gold lands are printed with Gold.
type Kind uint8

const (
	Clay Kind = iota // also called Mud in the rulebook
	Wood
	Rock
	Cattle
	Iron
	Gold
	NumKinds
)

// NumResources is the number of resource kinds (all kinds but Gold).
const NumResources = 5

var kindKeys = [NumKinds]string{
	"gealias.kind.clay", "gealias.kind.wood", "gealias.kind.rock",
	"gealias.kind.cattle", "gealias.kind.iron", "gealias.kind.gold",
}

// Key is the kind's catalogue key, e.g. "gealias.kind.clay".
func (k Kind) Key() string { return kindKeys[k] }

// Cards counts resource and gold cards by kind: a hand, the bank, a cost.
type Cards [NumKinds]int

// Total is the number of cards.
func (c Cards) Total() int {
	n := 0
	for _, v := range c {
		n += v
	}
	return n
}

// Resources is the number of resource cards (gold not counted).
func (c Cards) Resources() int { return c.Total() - c[Gold] }

// Most is the kind c holds most of (the first such kind): the kind of
// three identical cards.
func (c Cards) Most() Kind {
	most := Kind(0)
	for k := range NumKinds {
		if c[k] > c[most] {
			most = k
		}
	}
	return most
}

// Covers reports whether c holds at least the cards of cost.
func (c Cards) Covers(cost Cards) bool {
	for k := range c {
		if c[k] < cost[k] {
			return false
		}
	}
	return true
}

// The printed costs, the same for every civilization.
var (
	TentCost     = Cards{Clay: 2, Wood: 2, Cattle: 1}
	FortressCost = Cards{Clay: 2, Rock: 3, Iron: 2}
)

// BankStock is how many cards of each kind the bank holds at the start. The
// rulebook gives no number; a finite bank makes card conservation checkable
// and a short bank pays what it has.
const BankStock = 30

// Civ is a civilization card: it fixes colour, starting structure, ability
// and place in the placement order.
type Civ uint8

const (
	Phoenicians Civ = iota
	Egypt
	NativeAmericans
	Vikings
	Romans
	Shogunate
	NumCivs
)

var civKeys = [NumCivs]string{
	"gealias.civ.phoenicians", "gealias.civ.egypt", "gealias.civ.native",
	"gealias.civ.vikings", "gealias.civ.romans", "gealias.civ.shogunate",
}

// Key is the civilization's catalogue key, e.g. "gealias.civ.vikings".
func (c Civ) Key() string { return civKeys[c] }

// StartsWithTents reports whether the civilization places two tents at
// setup (rounds 1 and 3); the others place one fortress (round 2).
func (c Civ) StartsWithTents() bool { return c <= NativeAmericans }

// Colour is the civilization's designed colour as 0xRRGGBB, for the table.
func (c Civ) Colour() uint32 {
	return [NumCivs]uint32{0x7b3fa0, 0x2ab3a6, 0xe07b24, 0xa86b32, 0xb0202e, 0x202020}[c]
}

// Pieces owned by each player: fortresses, and tents by the number of
// players (every piece on the board wins).
const Fortresses = 2

// Tents is how many tents each player owns at a table of n.
func Tents(n int) int {
	if n >= 5 {
		return 2
	}
	return 3
}

// Card is a Gealiaction card. White cards resolve when drawn; red cards are
// kept in the hand.
type Card uint8

const (
	// The rulebook's dice-resources white card, removed in this version:
	// drawing it discards it and the drawer draws again.
	CardDiceHarvest     Card = iota
	CardGoodHarvest          // white: take one resource of your choice from the bank
	CardGoldVein             // white: take one gold from the bank
	CardArrest               // white: your own Gealias goes to prison
	CardPlague               // white: one of your structures (your choice) is quarantined
	CardLevy                 // white: name a resource and an opponent, who gives you one (bluffable)
	CardNiceTry              // red: "Nice try but don't cry" cancels a fight started against you
	CardEscape               // red: frees your Gealias or one of your structures
	CardPrisonOrder          // red: imprison an opponent's Gealias on your land
	CardQuarantineOrder      // red: quarantine an opponent's structure touching your land
	NumCards
)

var cardKeys = [NumCards]string{
	"gealias.card.diceharvest", "gealias.card.harvest", "gealias.card.goldvein",
	"gealias.card.arrest", "gealias.card.plague", "gealias.card.levy",
	"gealias.card.nicetry", "gealias.card.escape", "gealias.card.prisonorder",
	"gealias.card.quarantineorder",
}

// Key is the card's catalogue key, e.g. "gealias.card.escape".
func (c Card) Key() string { return cardKeys[c] }

// Red reports whether the card is kept in the hand.
func (c Card) Red() bool { return c >= CardNiceTry }

// CardCounts is how many copies of each card the deck holds (26 in all).
var CardCounts = [NumCards]int{1, 4, 3, 2, 1, 3, 4, 4, 2, 2}

// Structure is a tent or fortress standing on a dot.
type Structure struct {
	Owner    rules.Seat
	Fortress bool
	// Quarantined structures produce for whoever lands, not their owner;
	// Served counts the owner's turns waited so far.
	Quarantined bool
	Served      int
}
