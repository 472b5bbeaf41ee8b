// The phases a game moves through and the decision pending in each.
package gealias

import "majlis/rules"

type phase uint8

const (
	phSetupTent    phase = iota // a tent civ places a tent
	phSetupFort                 // a fortress civ places its fortress
	phSetupPawn                 // the placer puts its Gealias beside what it just placed
	phDraw                      // the turn starts: leave prison or draw a Gealiaction card
	phHarvest                   // Good Harvest: choose a resource
	phPlague                    // Plague: choose one of your structures
	phLevy                      // Levy: choose an opponent and a resource
	phAskAnswer                 // a named card is asked for: give it or claim to have none
	phAskChallenge              // the asker believes the claim or challenges it
	phRoll                      // play a red card or roll the movement die
	phMove                      // choose how far to move
	phNiceTry                   // a defender may cancel the fight with "Nice try but don't cry"
	phStake                     // on another's structure: leave, or fight for a share
	phSell                      // a player short of cards sells a tent or downgrades a fortress
	phPhoenician                // the Phoenicians hand back cards from the pooled hands
	phNativeName                // the Native Americans name a card kind
	phNativeWalk                // the Native Americans choose where to walk
	phAbilityMain               // out-of-turn bank trades and upgrades (Native Americans)
	phVikingRaid                // the Vikings choose what to raid
	phVikingMove                // after a raid, the Vikings stay or go
	phRomanName                 // the Romans name a resource for one of the loser's tents
	phShogunMove                // the Shogunate moves in its swift strike
	phShogunFight               // the Shogunate may fight a Gealias where it stopped
	phShogunStop                // the Shogunate may build or upgrade where it stopped
	phMain                      // trade and build, play a red card, or end the turn
	phTradeGive                 // a trader puts the three cards of an offer on the table, one at a time
	phTradeReply                // a territory owner answers a trade
	phPressure                  // an opponent may challenge the hand of the player who just played
	phPressureGive              // the challenged player gives cards of their choice
	phDone
	// After phDone, so that the phases before keep the numbers recorded
	// logs hashed: a Prison Order or Quarantine Order drawn in prison that
	// can be played there is played (§9: "If it can be played, do so").
	phPrisonOrder      // the prisoner plays the Prison Order just drawn
	phPrisonQuarantine // the prisoner plays the Quarantine Order just drawn
)

// askFor says why a named card is being asked for.
type askFor uint8

const (
	askLevy askFor = iota
	askTribute
	askNative
)

// sellFor says why a player is selling, and so what follows the sale.
type sellFor uint8

const (
	sellBankrupt sellFor = iota // a Gealias lost with three cards or fewer
	sellNative                  // the Native Americans named a kind the loser lacks
	sellDebt                    // a Roman tribute found the loser with no cards
	sellRaid                    // a raided loser cannot pay what the Vikings take
)

// fight is a Gealias-against-Gealias combat whose consequences are still
// resolving: the loser's bankruptcy, the winner's ability, and then what the
// interrupted turn does next.
type fight struct {
	attacker, defender rules.Seat
	winner, loser      rules.Seat
	land               Land
	chain              bool // fought during a Shogunate swift strike
}

// stakeRaid marks the fight pending as a Viking raid on the structure at
// pending.dot (a fortress), or on the tents when it is -1.
const stakeRaid = -2

// pending holds the decision in progress.
type pending struct {
	dot Dot // the dot just placed in setup; the structure a stake fight is about

	// a named card asked for (Levy, Roman tribute, Native American theft)
	ask      askFor
	asker    rules.Seat
	asked    rules.Seat
	kind     Kind
	tribute  int // Roman tents still to settle
	fortsDue int // Roman fortresses to settle after the tents

	// a fight about to start
	attacker, defender rules.Seat
	stakeFight         int // index into stakes of a structure fight, -1 for Gealias, stakeRaid for a Viking raid (on dot)

	// the landing's production shares still to pay
	stakes []stake
	lander rules.Seat
	land   Land

	// a seat that must sell, and what happens after
	seller  rules.Seat
	sellFor sellFor

	// cards the Phoenicians still hand back
	giveBack int

	// Viking raid
	raidLand   Land
	raidCastle bool // the raid is on a fortress
	raidNext   Dot  // the next dot a tent raid looks at
	raidCount  int  // tents raided so far
	raidDue    int  // cards a raided loser owes once they have sold

	// Shogunate swift strike: rolls left
	rolls int

	// trade offered to a territory owner
	trader    rules.Seat // who offers: the active seat, the Phoenicians or the Shogunate in their ability
	tradeWith rules.Seat
	// tradeOffer is the cards offered: in a player trade any three of the
	// trader's resource and gold cards (put on it one at a time), for a
	// bank trade three of one resource.
	tradeOffer Cards
	tradeGet   Kind
	tradeBank  bool  // the owner is asked to allow a bank trade on their territory
	tradeBack  phase // where play returns once the owner answers, or the trader takes the offer back

	// pressure challenge
	challenger rules.Seat
	nextAsk    int // how many opponents have been asked
	toGive     int
}

// stake is one share of a landing's production: owner takes amount of kind
// unless the lander fights for it and wins.
type stake struct {
	owner    rules.Seat
	dot      Dot
	fortress bool // fought with a fortress's dice
	amount   int
	open     bool // the lander may still fight for it
}
