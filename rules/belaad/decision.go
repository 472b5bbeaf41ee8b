// The decision awaited, in named terms for a table view: what kind of
// question it is, what it is about, and for every option what thing on the
// table it names (a card, a deck, a character, a scholar, a seat, ...), so
// that a view never parses moves or reads the stack's task kinds.
package belaad

import (
	"majlis/rules"
)

// DecisionKind says what kind of question the table is asked.
type DecisionKind int

// The kinds of decision.
const (
	DecideTurn               DecisionKind = iota // play a card, employ with swords, use a Hashash card or end the turn
	DecideDraw                                   // draw the top card of a deck
	DecideCardActions                            // perform the primary and secondary actions of Card
	DecideSymbol                                 // activate one symbol of the team
	DecideStealFrom                              // choose whom to steal gold from
	DecideEmploy                                 // choose a scholar to employ
	DecideAttackTeam                             // choose the team to attack
	DecideBattle                                 // a battle turn: reveal, concede or strengthen
	DecideGrayCard                               // a gray card was revealed: negate it or lose
	DecideWipe                                   // the winner wipes a character of Team
	DecideSpoilToken                             // the Order assassinates a token of Team
	DecideEliminate                              // choose an opponent's character to wipe
	DecideEliminateReaction                      // negate the wipe of Char, or allow it
	DecideTopCard                                // choose a deck whose top card to perform
	DecidePlaceToken                             // place Token (the first of Tokens)
	DecideSultan                                 // the Sultan's choice of action
	DecideSheriff                                // whose gold the Sheriff takes
	DecideAltruist                               // which two players swap coins
	DecidePreacher                               // which ability the Preacher copies
	DecideBahloolCharacter                       // which strongest character Bahlool empties
	DecideBahloolScholar                         // which scholar Bahlool employs
	DecideSectLeader                             // what the Sect Leader assassinates
	DecideKeepHashash                            // which drawn Hashash card goes under the deck
	DecideSpy                                    // the Spy's choice of action
	DecideSpySteal                               // which coin the Spy takes next
	DecideSpyToken                               // which token the Spy removes next
	DecideSpySword                               // whose sword the Spy discards
	DecideConsent                                // may Payer use this seat's coins
	DecideNegate                                 // may the Order cancel Card
	DecideHashashBoost                           // which Order character gains two symbols
	DecideHashashAssassinate                     // what the Dagger assassinates
	DecideHashashOrange                          // which orange token Sabotage removes
	DecideExchange                               // which way the Moneychanger changes
)

var decisionOfTask = [...]DecisionKind{
	kMain: DecideTurn, kDraw: DecideDraw, kCard: DecideCardActions, kSym: DecideSymbol,
	kSteal: DecideStealFrom, kEmploy: DecideEmploy, kBTeam: DecideAttackTeam, kBattle: DecideBattle,
	kGray: DecideGrayCard, kWipe: DecideWipe, kSpoilTok: DecideSpoilToken, kElim: DecideEliminate,
	kElimReact: DecideEliminateReaction, kTop: DecideTopCard, kPlace: DecidePlaceToken,
	kSultan: DecideSultan, kSheriff: DecideSheriff, kAltruist: DecideAltruist, kPreacher: DecidePreacher,
	kBahChar: DecideBahloolCharacter, kBahSch: DecideBahloolScholar, kSect: DecideSectLeader,
	kKeep: DecideKeepHashash, kSpy: DecideSpy, kSpySteal: DecideSpySteal, kSpyTok: DecideSpyToken,
	kSpySword: DecideSpySword, kPay: DecideConsent, kNegate: DecideNegate, kHBoost: DecideHashashBoost,
	kHAss: DecideHashashAssassinate, kHOrange: DecideHashashOrange, kHExch: DecideExchange,
}

// Decision is the question awaited now. Fields that do not concern its
// kind are zero (-1 for the card, character and team fields).
type Decision struct {
	Kind DecisionKind
	Seat rules.Seat // who answers

	Card          int        // DecideCardActions: the card performed; DecideNegate: the card played
	PrimaryDone   bool       // DecideCardActions: the primary action is done
	SecondaryDone bool       // DecideCardActions: the secondary action is done
	Bonus         int        // DecideSymbol, DecideAttackTeam, DecideCardActions: extra symbols bought with +2
	Left          int        // DecideDraw: cards still to draw; DecideSpySteal, DecideSpyToken: picks left
	Team          int        // DecideWipe, DecideSpoilToken: the losing team; DecidePlaceToken: the team placing
	Char          int        // DecideEliminateReaction: the character to be wiped
	Tokens        []int      // DecidePlaceToken: the drawn tokens to place, the next first
	Payer         rules.Seat // DecideConsent: the teammate paying
	Gold, Red     int        // DecideConsent: the cost

	Choices []Choice // one per option of the prompt, in its order
}

// ChoiceKind says what an option answers with.
type ChoiceKind int

// The kinds of choice and the Choice fields each sets.
const (
	ChoosePlay         ChoiceKind = iota // play Card from the hand
	ChooseSwords                         // employ Scholar with swords
	ChooseHashash                        // use Hashash card Hashash
	ChooseEnd                            // end the turn, or finish with the card
	ChooseDeck                           // draw from Deck, or perform its top card
	ChoosePrimary                        // the primary alternative Index of the card
	ChooseSecondary                      // the card's secondary action
	ChooseSymbol                         // Symbol of the team
	ChooseSeat                           // Seat (steal from it, take its gold, discard its sword)
	ChooseScholar                        // Scholar (employ, employ free, assassinate)
	ChooseTeam                           // attack Team
	ChooseReveal                         // reveal a battle card
	ChooseConcede                        // concede the battle
	ChooseSword                          // spend a sword to negate
	ChooseAccept                         // let it happen (a gray card's defeat, a wipe, a played card)
	ChooseChar                           // character Char (wipe, eliminate, copy, empty, strengthen)
	ChooseToken                          // token Token on top of Char
	ChooseBottom                         // an orange token to Char's bottom slot (its ability fires)
	ChooseOnTop                          // the token on top of Char
	ChooseBag                            // the token back to the bag
	ChoosePut                            // the token where it must go
	ChoosePlaceFirst                     // place Token before the others
	ChooseSkip                           // decline (employ, top card, assassinate)
	ChooseStop                           // stop taking
	ChooseMode                           // mode Index of an ability (Sultan, Spy, exchange)
	ChooseSwap                           // swap the coins of Seat and Other
	ChooseTakeGold                       // take a gold coin of Seat
	ChooseTakeRed                        // take a red coin of Seat
	ChooseDrop                           // put drawn Hashash card Index under the deck
	ChooseYes                            // consent
	ChooseNo                             // refuse
	ChooseNegate                         // cancel the card played
	ChooseOrangeBottom                   // remove the orange token from Char's bottom
	ChooseOrangeTop                      // remove the orange token from Char's top
)

// Choice is one option named by what it points at on the table. Fields
// that do not concern its kind are -1.
type Choice struct {
	Move    rules.Move
	Kind    ChoiceKind
	Card    int
	Deck    int
	Index   int
	Symbol  int
	Seat    rules.Seat
	Other   rules.Seat
	Scholar int
	Team    int
	Char    int
	Token   int
	Hashash int
}

// Decision returns the question awaited now, if any. On a view it reads
// what the viewer may see.
func (s *State) Decision() (Decision, bool) {
	ps := s.Prompts()
	if len(ps) == 0 || len(s.stack) == 0 {
		return Decision{}, false
	}
	t := s.stack[s.topIdx()]
	d := Decision{Kind: decisionOfTask[t.Kind], Seat: ps[0].Seat, Card: -1, Team: -1, Char: -1, Payer: -1}
	switch t.Kind {
	case kCard:
		d.Card = t.Card
		d.PrimaryDone, d.SecondaryDone = t.Done&fPrim != 0, t.Done&fSec != 0
		if t.Done&fBoost != 0 {
			d.Bonus = 2
		}
	case kNegate:
		d.Card = t.Card
	case kSym, kBTeam:
		d.Bonus = t.Count
	case kDraw, kSpySteal, kSpyTok:
		d.Left = t.Count
	case kWipe, kSpoilTok:
		d.Team = t.Team
	case kPlace:
		d.Team = t.Team
		d.Tokens = append([]int(nil), t.Tokens...)
	case kElimReact:
		d.Char = t.Char
	case kPay:
		d.Payer, d.Gold, d.Red = t.Payer, t.Gold, t.Red
	}
	for _, o := range ps[0].Options {
		d.Choices = append(d.Choices, s.choiceOf(t, o.Move))
	}
	return d, true
}

// choiceOf names what move m of task t points at.
func (s *State) choiceOf(t task, m rules.Move) Choice {
	w, ns := parseMove(m)
	a, b := arg(ns, 0), arg(ns, 1)
	c := Choice{Move: m, Kind: -1, Card: -1, Deck: -1, Index: -1, Symbol: -1, Seat: -1, Other: -1, Scholar: -1, Team: -1, Char: -1, Token: -1, Hashash: -1}
	switch w {
	case "play":
		c.Kind, c.Card = ChoosePlay, a
	case "sw":
		if t.Kind == kSpySword {
			c.Kind, c.Seat = ChooseSeat, rules.Seat(a)
		} else {
			c.Kind, c.Scholar = ChooseSwords, a
		}
	case "hh":
		c.Kind, c.Hashash = ChooseHashash, a
	case "end":
		c.Kind = ChooseEnd
	case "deck", "top":
		c.Kind, c.Deck = ChooseDeck, a
	case "p":
		c.Kind, c.Index = ChoosePrimary, a
	case "s":
		c.Kind = ChooseSecondary
	case "sym":
		c.Kind, c.Symbol = ChooseSymbol, a
	case "st", "sh":
		c.Kind, c.Seat = ChooseSeat, rules.Seat(a)
	case "emp", "bs", "sch":
		c.Kind, c.Scholar = ChooseScholar, a
	case "team":
		c.Kind, c.Team = ChooseTeam, a
	case "reveal":
		c.Kind = ChooseReveal
	case "concede":
		c.Kind = ChooseConcede
	case "sword":
		c.Kind = ChooseSword
	case "accept", "allow":
		c.Kind = ChooseAccept
	case "wipe", "elim", "copy", "bc", "hb":
		c.Kind, c.Char = ChooseChar, a
	case "tok":
		c.Kind, c.Char, c.Token = ChooseToken, a, b
	case "bot":
		c.Kind, c.Char = ChooseBottom, a
	case "up":
		c.Kind, c.Char = ChooseOnTop, a
	case "bag":
		c.Kind = ChooseBag
	case "put":
		c.Kind = ChoosePut
	case "next":
		c.Kind, c.Token = ChoosePlaceFirst, a
	case "skip":
		c.Kind = ChooseSkip
	case "stop":
		c.Kind = ChooseStop
	case "sul", "spy", "ex":
		c.Kind, c.Index = ChooseMode, a
	case "alt":
		c.Kind, c.Seat, c.Other = ChooseSwap, rules.Seat(a), rules.Seat(b)
	case "sg":
		c.Kind, c.Seat = ChooseTakeGold, rules.Seat(a)
	case "sr":
		c.Kind, c.Seat = ChooseTakeRed, rules.Seat(a)
	case "drop":
		c.Kind, c.Index = ChooseDrop, a
		if a >= 0 && a < len(s.hhHand) {
			c.Hashash = s.hhHand[a]
		}
	case "yes":
		c.Kind = ChooseYes
	case "no":
		c.Kind = ChooseNo
	case "negate":
		c.Kind = ChooseNegate
	case "ob":
		c.Kind, c.Char = ChooseOrangeBottom, a
	case "ot":
		c.Kind, c.Char = ChooseOrangeTop, a
	}
	return c
}
