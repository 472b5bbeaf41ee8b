// Package ayubistan holds the rules of Ayubistan: donations, troops, work,
// action cards, attacks between players and wars against the Mushrikeen
// armies, with hidden money and troops. This file holds the game's
// identity, its setup options, its components and its action-card deck.
// NOTES.md beside this file records every reading of the rulebook.
package ayubistan

import (
	"fmt"

	"majlis/rules"
)

// ID is the game's id in the registry and the prefix of its message keys.
const ID = "ayubistan"

// Components in the box (the rulebook's component list).
const (
	TotalOnes      = 100 // 1-Dirham cards
	TotalFives     = 50  // 5-Dirham cards
	TotalDinars    = 50  // Dinar cards, worth 10 Dirhams each
	TotalTroops    = 80  // Ayubistan troops
	TotalMush      = 30  // Mushrikeen troops
	TotalHasanaat  = 99  // all used in extended play
	StdHasanaat    = 63  // used in standard play
	TotalSayiaat   = 23  // Sayi'aat cards
	DeckSize       = 44  // action cards
	DinarValue     = 10  // Dirhams per Dinar
	TotalMoney     = TotalOnes + 5*TotalFives + DinarValue*TotalDinars
	startOnes      = 10
	startFives     = 6
	startDinars    = 6
	startTroops    = 3
	donateCost     = 20
	donateTreasury = 15
	donateGift     = 5
	troopCost      = 5
	maxRecruit     = 3
	workPay        = 8
	attackSpoils   = 4 * DinarValue
	warLossFine    = 4 * DinarValue
	khalifaDinars  = 3 * DinarValue
	mercySale      = 3 // Dirhams the Treasury pays per troop sold under the mercy rule
	maxCounters    = 3 // counter-offers allowed in one trade negotiation
	// maxPrice bounds a trade price: no payer can ever hold more than all
	// the money in the box.
	maxPrice = TotalMoney
)

// Setup option keys and values.
const (
	OptLength   = "length"
	LenStandard = "standard"
	LenExtended = "extended"
	OptTeams    = "teams"
	TeamsNo     = "no"
	TeamsYes    = "yes"
)

// Card is the kind of an action card.
type Card uint8

// The action cards. The first five are the rulebook's; the rest are our
// house set (see NOTES.md).
const (
	Byzantines Card = iota
	Crusaders
	Mongols
	Khalifa
	Thief
	Harvest
	Caravan
	LostPurse
	MarketDues
	Wedding
	Guests
	Well
	Mercenaries
	Volunteers
	Fever
	Drought
	BlessedDay
	OldLoan
	Orphan
	Riba
	NumCards // number of card kinds
)

// cardCopies is how many copies of each kind the deck holds; they total
// DeckSize.
var cardCopies = [NumCards]int{
	Byzantines: 3, Crusaders: 2, Mongols: 2, Khalifa: 2, Thief: 2,
	Harvest: 3, Caravan: 3, LostPurse: 2, MarketDues: 3, Wedding: 2,
	Guests: 2, Well: 2, Mercenaries: 2, Volunteers: 2, Fever: 2,
	Drought: 2, BlessedDay: 2, OldLoan: 2, Orphan: 2, Riba: 2,
}

var cardKeys = [NumCards]string{
	"byzantines", "crusaders", "mongols", "khalifa", "thief",
	"harvest", "caravan", "lost_purse", "market_dues", "wedding",
	"guests", "well", "mercenaries", "volunteers", "fever",
	"drought", "blessed_day", "old_loan", "orphan", "riba",
}

// Copies returns how many copies of c the deck holds.
func Copies(c Card) int {
	if c >= NumCards {
		return 0
	}
	return cardCopies[c]
}

// NameKey is the catalogue key of the card's name.
func (c Card) NameKey() string {
	if c >= NumCards {
		return ID + ".card.unknown"
	}
	return cardNameKeys[c]
}

// cardNameKeys holds every card's NameKey, joined once: events and
// prompts name cards at every step.
var cardNameKeys = func() (k [NumCards]string) {
	for c := range k {
		k[c] = ID + ".card." + cardKeys[c]
	}
	return k
}()

// TextKey is the catalogue key of the card's full text.
func (c Card) TextKey() string {
	if c >= NumCards {
		return ID + ".card.unknown"
	}
	return ID + ".card." + cardKeys[c] + ".text"
}

// IsWar reports whether the card is an invasion.
func (c Card) IsWar() bool { return c <= Mongols }

// War describes an invasion: the Mushrikeen troops it brings and the
// length of the war (best of Best draws; the first side to (Best+1)/2 wins).
type War struct{ Mushrikeen, Best int }

// Need is how many draws a side must win.
func (w War) Need() int { return (w.Best + 1) / 2 }

var wars = [3]War{{7, 7}, {12, 9}, {17, 11}}

// WarOf returns the invasion of a war card.
func WarOf(c Card) War {
	if !c.IsWar() {
		return War{}
	}
	return wars[c]
}

// ContributionCap is the most troops each seat may give to a war at a table
// of n seats (teams count as seats).
func ContributionCap(n int) int {
	switch {
	case n <= 2:
		return 8
	case n == 3:
		return 6
	case n == 4:
		return 5
	case n == 5:
		return 4
	default:
		return 3
	}
}

// ThiefDinars is what the Thief's Temptation lets its drawer steal on the
// k-th draw of any copy (k from 1).
func ThiefDinars(k int) int {
	return min(max(k, 1), 4) + 2
}

// HelpKeys lists the catalogue keys of the reference texts (our own
// summaries of the rulebook's reference cards) for the table's help panel.
func HelpKeys() []string {
	return []string{
		ID + ".help.turn", ID + ".help.attack", ID + ".help.war",
		ID + ".help.thief", ID + ".help.mercy", ID + ".help.end",
	}
}

// Game is Ayubistan's rules.
type Game struct{}

// ID returns "ayubistan".
func (Game) ID() string { return ID }

// Name is the game's display name.
func (Game) Name() rules.Msg { return rules.M(ID + ".name") }

// Seats: two to six players, or two to six teams.
func (Game) Seats() (int, int) { return 2, 6 }

// Options lists standard/extended play and team play.
func (Game) Options() []rules.OptionSpec {
	return []rules.OptionSpec{
		{Key: OptLength, Values: []string{LenStandard, LenExtended}, Label: rules.M(ID + ".option.length")},
		{Key: OptTeams, Values: []string{TeamsNo, TeamsYes}, Label: rules.M(ID + ".option.teams")},
	}
}

// New deals the initial state: every seat's money and troops, the shuffled
// action deck, and the first seat's turn.
func (g Game) New(setup rules.Setup, e rules.Entropy) (rules.State, []rules.Event, error) {
	st, evs, err := newState(setup, e)
	if err != nil {
		return nil, nil, err
	}
	return st, evs, nil
}

func newState(setup rules.Setup, e rules.Entropy) (*State, []rules.Event, error) {
	if err := rules.ValidateSetup(Game{}, setup); err != nil {
		return nil, nil, fmt.Errorf("ayubistan setup: %w", err)
	}
	n := setup.Seats
	s := &State{
		setup:    setup,
		extended: setup.Option(OptLength, LenStandard) == LenExtended,
		teams:    setup.Option(OptTeams, TeamsNo) == TeamsYes,
		players:  make([]player, n),
		treasury: purse{TotalOnes, TotalFives, TotalDinars},
		troops:   TotalTroops,
		mush:     TotalMush,
		hasanaat: StdHasanaat,
		sayiaat:  TotalSayiaat,
		inPlay:   noCard,
		pass:     1,
		turn:     setup.First,
		wContrib: make([]int, n),
	}
	if s.extended {
		s.hasanaat = TotalHasanaat
	}
	start := purse{startOnes, startFives, startDinars}
	for i := range s.players {
		s.players[i].money = start
		s.treasury.sub(start)
		s.players[i].troops = startTroops
		s.troops -= startTroops
	}
	s.deck = make([]Card, 0, DeckSize)
	for c := Card(0); c < NumCards; c++ {
		for range cardCopies[c] {
			s.deck = append(s.deck, c)
		}
	}
	// The deck stays sorted: each draw picks a random card (see State.deck).
	s.seed = rules.Seed{}.Mix(e)
	evs := []rules.Event{
		ev(evKey+"setup", rules.Int(s.hasanaat), rules.Int(s.passes())),
		ev(evKey+"turn", rules.SeatArg(s.turn)),
	}
	return s, evs, nil
}

// evKey prefixes events' catalogue keys; a key written evKey+"turn" is a
// constant, so reporting an event joins no strings.
const evKey = ID + ".ev."

// ev builds a public event.
func ev(key string, args ...rules.Arg) rules.Event {
	return rules.Event{Msg: rules.M(key, args...)}
}

// private builds an event only the listed seats see.
func private(to []rules.Seat, key string, args ...rules.Arg) rules.Event {
	return rules.Event{Msg: rules.M(key, args...), To: to}
}
