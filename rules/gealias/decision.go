// This file names the decision a state awaits, for the table view: what
// kind of question it is, who answers it and for whom, what it is about
// (the asker, the fighters, the named kind, the trade), and every legal
// answer as a Choice saying what it does and to which land, intersection,
// seat or card. The view draws these; it never reads a move string.
// FightOf reads a fight's or raid's dice back from its event.
package gealias

import (
	"strconv"
	"strings"

	"majlis/rules"
)

// DecisionKind names what is asked.
type DecisionKind int

const (
	NoDecision      DecisionKind = iota // the game is over
	PlaceStructure                      // setup: a tent or the fortress on a free intersection
	PlacePawn                           // setup: the Gealias on a land beside it
	LeavePrison                         // pay, play Escape, or wait in prison
	DrawCard                            // draw a Gealiaction card (or free a structure, play a red card)
	HarvestKind                         // Good Harvest: choose a resource
	PlagueStructure                     // Plague: choose one of your structures
	LevyDemand                          // Levy: an opponent and a resource
	AskedForCard                        // give the named card or claim to have none
	BluffCall                           // believe the claim or challenge it
	RollDie                             // roll (Egypt: set) the movement die, or play a red card
	MoveSteps                           // walk 1 to the roll
	NiceTryCall                         // a defender may cancel the fight
	StakeShare                          // leave, or fight for a structure's share
	SellStructure                       // sell a tent or downgrade a fortress
	GiveBack                            // the Phoenicians hand cards back
	NativeName                          // the Native Americans name a kind
	NativeWalk                          // the Native Americans walk or stay
	AbilityTrade                        // out-of-turn bank trades and upgrades
	VikingRaid                          // the Vikings choose what to raid
	VikingMove                          // after a raid: stay or go
	RomanName                           // the Romans name a resource for a tent
	StrikeMove                          // the Shogunate walks in its swift strike
	StrikeFight                         // the Shogunate may fight where it stopped
	StrikeStop                          // the Shogunate may build where it stopped
	MainPhase                           // trade, build, play a red card, or end the turn
	TradeGive                           // a trader puts the three cards of an offer on it
	TradeReply                          // a territory owner answers a trade
	PressureCall                        // an opponent may challenge the hand just played
	PressureGive                        // the challenged player gives cards of their choice
)

// Action is what one answer does.
type Action int

const (
	ActPlace        Action = iota // Dot: a setup tent or fortress
	ActPawn                       // Land: the Gealias's setup land
	ActPayPrison                  // pay two cards to leave prison
	ActEscape                     // play Escape to leave prison
	ActWait                       // wait this turn out in prison
	ActDraw                       // draw a Gealiaction card
	ActPayDot                     // Dot: pay two cards to free a quarantined structure
	ActEscapeDot                  // Dot: play Escape on a quarantined structure
	ActPrisonOrder                // Seat: play Prison Order on that Gealias
	ActQuarantine                 // Dot, Seat (its owner): play Quarantine Order
	ActTake                       // Kind: Good Harvest
	ActPlague                     // Dot: quarantine one's own structure
	ActLevy                       // Seat, Kind: demand a resource
	ActGive                       // Kind: hand the named card over
	ActClaimNone                  // Kind: say you have none
	ActBelieve                    // believe a claim
	ActCallBluff                  // challenge a claim
	ActRoll                       // roll the movement die
	ActSetRoll                    // Steps: Egypt sets the die
	ActMove                       // Steps, Land: walk there
	ActFight                      // fight (accept a fight, or the Shogun's fight)
	ActNiceTry                    // cancel the fight with Nice Try but Don't Cry
	ActLeave                      // leave the structures' shares
	ActFightShare                 // Seat (owner), Dot, Amount: fight for a share
	ActSell                       // Dot (Fortress says downgrade): sell to pay
	ActHandCard                   // Kind, or Card when Red: a card from the hand
	ActName                       // Kind: name a kind (Native Americans, Romans)
	ActStay                       // stay where you are
	ActWalk                       // Land: walk there (Native Americans, Vikings alone)
	ActDone                       // finish the out-of-turn trades
	ActBank                       // Kind, Get: three for one with the bank
	ActTrade                      // Seat, Get: open an offer to a territory owner, three cards for one Get
	ActAskBank                    // Seat, Kind, Get: ask an owner to allow a bank trade
	ActUpgrade                    // Dot: tent to fortress
	ActTent                       // Dot: build a tent
	ActBuy                        // Kind: buy at the gold market
	ActNoRaid                     // no raid
	ActRaidFortress               // Dot: raid the fortress
	ActRaidTents                  // raid the tents
	ActRaidTake                   // Land: go there with the captive
	ActRaidSend                   // Land: stay, and leave the captive there
	ActStrikeOn                   // strike on
	ActPass                       // pass (no fight, no challenge)
	ActEnd                        // end the turn
	ActAccept                     // accept the trade
	ActRefuse                     // refuse the trade
	ActChallenge                  // challenge the hand of the player who just played
	ActPut                        // Kind: put one card of that kind on the offer
	ActWithdraw                   // take the offer back before it is made
)

// Choice is one legal answer. Only the fields its Action names are set.
type Choice struct {
	Action Action
	Move   rules.Move
	Dot    Dot
	Land   Land
	Seat   rules.Seat
	Kind   Kind // the kind given, named, taken or put on an offer
	Get    Kind // the kind received in a trade
	Card   Card // a red card, when Red
	Red    bool
	Steps  int
	Amount int // the cards a share is worth
	// Source is the structure whose production a share is (ActFightShare):
	// Dot itself, or the tent beside a fortress that takes its share.
	Source   Dot
	Fortress bool // the structure is a fortress
}

// Decision is what the state waits for, with what the table shows of it.
type Decision struct {
	Kind DecisionKind
	// Seat answers; For is the seat whose decision it is (they differ
	// while Egypt controls a turn).
	Seat, For rules.Seat
	Choices   []Choice
	// Roll is this turn's movement die; From is the mover's land while
	// walking (MoveSteps, StrikeMove).
	Roll int
	From Land
	// Other is the seat the question concerns: the asker (AskedForCard),
	// the claimant (BluffCall), the attacker (NiceTryCall, StrikeFight:
	// the defender), the loser (abilities), the partner offered a trade
	// (TradeGive), the trader (TradeReply), the challenged (PressureCall),
	// the challenger (PressureGive).
	Other rules.Seat
	// Named is the kind asked for (AskedForCard, BluffCall). Offer is the
	// cards offered for one Get: so far (TradeGive), or in the trade
	// answered (TradeReply; BankAllowed says it is a bank trade, three of
	// one resource for one from the bank).
	Named       Kind
	Offer       Cards
	Get         Kind
	BankAllowed bool
	// Count is the cards still to hand back, give or put on an offer.
	Count int
	// Land is where a landing's shares are fought (StakeShare), or the
	// raided land (VikingMove).
	Land Land
}

var decisionKinds = map[phase]DecisionKind{
	phSetupTent: PlaceStructure, phSetupFort: PlaceStructure, phSetupPawn: PlacePawn,
	phHarvest: HarvestKind, phPlague: PlagueStructure, phLevy: LevyDemand,
	phAskAnswer: AskedForCard, phAskChallenge: BluffCall, phRoll: RollDie, phMove: MoveSteps,
	phNiceTry: NiceTryCall, phStake: StakeShare, phSell: SellStructure, phPhoenician: GiveBack,
	phNativeName: NativeName, phNativeWalk: NativeWalk, phAbilityMain: AbilityTrade,
	phVikingRaid: VikingRaid, phVikingMove: VikingMove, phRomanName: RomanName,
	phShogunMove: StrikeMove, phShogunFight: StrikeFight, phShogunStop: StrikeStop,
	phMain: MainPhase, phTradeGive: TradeGive, phTradeReply: TradeReply, phPressure: PressureCall, phPressureGive: PressureGive,
	// A red card drawn in prison and played there: its targets, as the
	// draw's red plays are.
	phPrisonOrder: DrawCard, phPrisonQuarantine: DrawCard,
}

// Decision says what is awaited now; its choices are exactly the options
// of Prompts, in their order.
func (s *State) Decision() Decision {
	var os rules.OptionList
	seat, _ := s.decision(&os)
	if os.Len() == 0 {
		return Decision{Kind: NoDecision, Seat: -1, For: -1, Other: -1}
	}
	p := s.pending
	d := Decision{Kind: decisionKinds[s.phase], Seat: s.answerer(seat), For: seat, Roll: s.roll, Other: -1}
	if s.phase == phDraw {
		d.Kind = DrawCard
		if pl := s.players[s.turn]; pl.prison && !pl.skipped {
			d.Kind = LeavePrison
		}
	}
	if pl := s.players[seat]; pl.placed {
		d.From = pl.land
	}
	switch s.phase {
	case phAskAnswer:
		d.Other, d.Named = p.asker, p.kind
	case phAskChallenge:
		d.Other, d.Named = p.asked, p.kind
	case phNiceTry:
		d.Other = p.attacker
	case phStake:
		d.Land = p.land
	case phPhoenician:
		d.Count = p.giveBack
		_, d.Other = s.winnerLoser()
	case phNativeName, phNativeWalk, phAbilityMain, phVikingRaid, phRomanName:
		_, d.Other = s.winnerLoser()
	case phVikingMove:
		_, d.Other = s.winnerLoser()
		d.Land = p.raidLand
	case phShogunFight:
		d.Other = p.defender
	case phTradeGive:
		d.Other, d.Offer, d.Get, d.Count = p.tradeWith, p.tradeOffer, p.tradeGet, OfferSize-p.tradeOffer.Total()
	case phTradeReply:
		d.Other, d.Offer, d.Get, d.BankAllowed = p.trader, p.tradeOffer, p.tradeGet, p.tradeBank
		if p.tradeBank {
			d.Other = s.turn
		}
	case phPressure:
		d.Other = s.turn
	case phPressureGive:
		d.Other, d.Count = p.challenger, p.toGive
	}
	for _, o := range os.Options() {
		d.Choices = append(d.Choices, s.choiceOf(o.Move))
	}
	return d
}

// choiceOf reads one of this phase's own moves back into a Choice.
func (s *State) choiceOf(m rules.Move) Choice {
	parts := strings.Split(string(m), ":")
	arg := func(i int) int {
		if i >= len(parts) {
			return -1
		}
		n, err := strconv.Atoi(parts[i])
		if err != nil {
			return -1
		}
		return n
	}
	c := Choice{Move: m, Dot: -1, Land: -1, Seat: -1, Source: -1}
	dot := func(a Action) Choice {
		c.Action, c.Dot = a, Dot(arg(1))
		if c.Dot.Valid() {
			c.Fortress = s.dots[c.Dot].Fortress
		}
		return c
	}
	switch verb := parts[0]; verb {
	case "place":
		return dot(ActPlace)
	case "pawn":
		c.Action, c.Land = ActPawn, Land(arg(1))
	case "pay":
		c.Action = ActPayPrison
	case "escape":
		c.Action = ActEscape
	case "wait":
		c.Action = ActWait
	case "draw":
		c.Action = ActDraw
	case "paydot":
		return dot(ActPayDot)
	case "escapedot":
		return dot(ActEscapeDot)
	case "prison":
		c.Action, c.Seat = ActPrisonOrder, rules.Seat(arg(1))
	case "quarantine":
		c = dot(ActQuarantine)
		if c.Dot.Valid() {
			c.Seat = s.dots[c.Dot].Owner
		}
	case "take":
		if s.phase == phVikingMove {
			c.Action, c.Land = ActRaidTake, Land(arg(1))
		} else {
			c.Action, c.Kind = ActTake, Kind(arg(1))
		}
	case "plague":
		return dot(ActPlague)
	case "levy":
		c.Action, c.Seat, c.Kind = ActLevy, rules.Seat(arg(1)), Kind(arg(2))
	case "give":
		if s.phase == phAskAnswer {
			c.Action, c.Kind = ActGive, s.pending.kind
		} else {
			c.Action, c.Kind = ActHandCard, Kind(arg(1))
		}
	case "back":
		c.Action, c.Kind = ActHandCard, Kind(arg(1))
	case "givered", "backred":
		c.Action, c.Red, c.Card = ActHandCard, true, Card(arg(1))
	case "none":
		c.Action, c.Kind = ActClaimNone, s.pending.kind
	case "believe":
		c.Action = ActBelieve
	case "challenge":
		c.Action = ActChallenge
		if s.phase == phAskChallenge {
			c.Action = ActCallBluff
		}
	case "roll":
		c.Action = ActRoll
		if n := arg(1); n > 0 {
			c.Action, c.Steps = ActSetRoll, n
		}
	case "move":
		seat := s.turn
		if s.phase == phShogunMove {
			seat = s.chainSeat
		}
		c.Action, c.Steps = ActMove, arg(1)
		c.Land = s.players[seat].land.Step(c.Steps)
	case "fight":
		c.Action = ActFight
		if s.phase == phStake {
			i := arg(1)
			if i >= 0 && i < len(s.pending.stakes) {
				st := s.pending.stakes[i]
				c.Action, c.Seat, c.Dot, c.Amount, c.Fortress = ActFightShare, st.owner, st.dot, st.amount, st.fortress
				c.Source = st.dot
				if st.fortress && st.amount == 1 {
					// production: a fortress's share of one is the one it
					// takes from the tent on its partner dot.
					c.Source = st.dot.Partner()
				}
			}
		}
	case "nicetry":
		c.Action = ActNiceTry
	case "leave":
		c.Action = ActLeave
	case "sell":
		return dot(ActSell)
	case "name":
		c.Action, c.Kind = ActName, Kind(arg(1))
	case "stay":
		c.Action = ActStay
	case "walk":
		c.Action, c.Land = ActWalk, Land(arg(1))
	case "send":
		c.Action, c.Land = ActRaidSend, Land(arg(1))
	case "done":
		c.Action = ActDone
	case "bank":
		c.Action, c.Kind, c.Get = ActBank, Kind(arg(1)), Kind(arg(2))
	case "trade":
		c.Action, c.Seat, c.Get = ActTrade, rules.Seat(arg(1)), Kind(arg(2))
	case "askbank":
		c.Action, c.Seat, c.Kind, c.Get = ActAskBank, rules.Seat(arg(1)), Kind(arg(2)), Kind(arg(3))
	case "put":
		c.Action, c.Kind = ActPut, Kind(arg(1))
	case "withdraw":
		c.Action = ActWithdraw
	case "upgrade":
		return dot(ActUpgrade)
	case "tent":
		return dot(ActTent)
	case "buy":
		c.Action, c.Kind = ActBuy, Kind(arg(1))
	case "noraid":
		c.Action = ActNoRaid
	case "raid":
		return dot(ActRaidFortress)
	case "raidtents":
		c.Action = ActRaidTents
	case "go":
		c.Action = ActStrikeOn
	case "pass":
		c.Action = ActPass
	case "end":
		c.Action = ActEnd
	case "accept":
		c.Action = ActAccept
	case "refuse":
		c.Action = ActRefuse
	}
	return c
}

// FightRoll is the dice of a fight or raid as its event tells them.
type FightRoll struct {
	Attacker, Defender rules.Seat // for a raid: the Vikings, and nobody (-1)
	Winner             rules.Seat // -1 for a raid
	AttackDice         []int
	DefendDice         []int
	Structure          bool // a fight for a structure's share
	Raid               bool
	Dot                Dot // the raided intersection
}

// FightOf reads the dice from a fight, structure-fight or raid event.
// The events carry each die after the sums: the number of attacking dice,
// their faces, then the defending dice's faces.
func FightOf(m rules.Msg) (FightRoll, bool) {
	var f FightRoll
	var head int
	switch m.Key {
	case "gealias.ev.fight", "gealias.ev.fight_structure":
		head = 5
		f.Structure = m.Key == "gealias.ev.fight_structure"
	case "gealias.ev.raid":
		head = 4
		f.Raid = true
	default:
		return f, false
	}
	if len(m.Args) <= head {
		return f, false
	}
	n := m.Args[head].N
	faces := m.Args[head+1:]
	if n < 0 || n > len(faces) {
		return f, false
	}
	for i, a := range faces {
		if i < n {
			f.AttackDice = append(f.AttackDice, a.N)
		} else {
			f.DefendDice = append(f.DefendDice, a.N)
		}
	}
	f.Attacker = rules.Seat(m.Args[0].N)
	if f.Raid {
		f.Defender, f.Winner, f.Dot = -1, -1, Dot(m.Args[1].N)
	} else {
		f.Defender, f.Winner = rules.Seat(m.Args[1].N), rules.Seat(m.Args[4].N)
	}
	return f, true
}

// diceArgs are the faces a fight event carries after its sums.
func diceArgs(att, def []int) []rules.Arg {
	out := []rules.Arg{rules.Int(len(att))}
	for _, d := range append(append([]int{}, att...), def...) {
		out = append(out, rules.Int(d))
	}
	return out
}
