// This file is what the table view may read of a state (usually a seat's
// view): every card with its zone, numbers and marks, each player's piles,
// the turn's segment, the battle, the raids and the duel in progress, and
// the decision asked of a seat with, for each option, the card or player it
// concerns. The view draws these; it never reads the meaning of a move
// string nor computes a rule.
package sands

import (
	"slices"

	"majlis/rules"
)

// Card is one card as the table shows it.
type Card struct {
	ID    int
	Known bool // false for a card the state does not show (another's hand, a face-down card)
	Def   Def  // the design, when Known
	Owner rules.Seat
	Zone  Zone
	On    int // the card it is attached to or lies on; -1
	At    int // the City Section its unit is committed to; -1 at Home
	Bowed bool
	Water int
	// Strength and Ka now (a Hero with its "+X" cards), and tokens.
	Strength, Ka int
	TokS, TokK   int
	// Base is a City Section's Base Strength with its Fortifications;
	// Capacity its Water capacity.
	Base, Capacity int
	// Nth is its number among its owner's copies when another is in play
	// (State.Nth); 0 where the name says which card it is.
	Nth int
}

// Name is the card's name as options and events give it, with its
// number where it has one.
func (c Card) Name() rules.Arg { return rules.Nth(c.Def.Name(), c.Nth) }

// Card returns card id as the table shows it.
func (s *State) Card(id int) (Card, bool) {
	if id < 0 || id >= len(s.cards) {
		return Card{}, false
	}
	k := &s.cards[id]
	c := Card{ID: id, Known: k.def >= 0, Owner: rules.Seat(k.owner), Zone: k.zone, On: k.on, At: k.at,
		Bowed: k.bowed, Water: k.water, TokS: k.tokS, TokK: k.tokK}
	if !c.Known {
		return c, true
	}
	c.Def = pool[k.def]
	c.Def.Params = slices.Clone(c.Def.Params)
	c.Nth = s.Nth(id)
	switch {
	case k.zone == InCity:
		c.Base, c.Capacity = s.baseStrength(id), s.capacity(id)
	case s.isHero(id):
		c.Strength, c.Ka = s.strength(id), s.ka(id)
	case k.zone == Attached && c.Def.Kind == Follower && !c.Def.Bonus:
		c.Strength = s.strength(id)
	default:
		c.Strength, c.Ka = s.printed(id)
	}
	return c, true
}

// Cards lists seat's cards in zone z, in id order.
func (s *State) Cards(seat rules.Seat, z Zone) []Card {
	var out []Card
	for _, id := range s.zoneCards(int(seat), z) {
		c, _ := s.Card(id)
		out = append(out, c)
	}
	return out
}

// Under lists the cards attached to or lying on card id (Followers,
// Items, Fortifications, a raid card), not an Experienced Hero's earlier
// version.
func (s *State) Under(id int) []Card {
	var out []Card
	for i := range s.cards {
		k := &s.cards[i]
		if k.on != id || k.zone != Attached && k.zone != FaceDown && k.zone != FaceUp {
			continue
		}
		if k.def >= 0 && pool[k.def].Kind == Hero {
			continue
		}
		c, _ := s.Card(i)
		out = append(out, c)
	}
	return out
}

// Seat is one player's public state.
type SeatState struct {
	Stronghold int
	Faction    Faction
	Out        bool
	Hand, Deck int // card counts
	Saved      []int
	Buried     []int
}

// Player returns seat's piles and counts.
func (s *State) Player(seat rules.Seat) SeatState {
	p := int(seat)
	if p < 0 || p >= len(s.players) {
		return SeatState{Stronghold: -1}
	}
	return SeatState{Stronghold: s.players[p].hold, Faction: Decks[s.players[p].deck].Faction, Out: s.players[p].out,
		Hand: s.count(p, InHand), Deck: s.count(p, InDeck),
		Saved: s.zoneCards(p, InSaved), Buried: s.zoneCards(p, InBuried)}
}

// Segment names the part of the turn the game is in.
type Segment int

const (
	SegDawn Segment = iota
	SegDay
	SegDeclare // the Attack Phase's Declaration Segment
	SegManeuvers
	SegBattle
	SegNight
	SegRaid
	SegEnd
	SegOver
)

var segmentKeys = [...]string{"dawn", "day", "declare", "maneuvers", "battle", "night", "raid", "end", "over"}

// Key is the segment's catalogue key.
func (g Segment) Key() string { return "sands.seg." + segmentKeys[g] }

// Turn is the turn's public state.
type TurnState struct {
	Number  int
	Blessed rules.Seat
	Segment Segment
	Omen    int // the Omen in play; -1
}

// Turn returns the turn number, the Blessed player, the segment and the Omen.
func (s *State) Turn() TurnState {
	return TurnState{Number: s.turn, Blessed: rules.Seat(s.blessed), Segment: s.segment(), Omen: s.omen()}
}

func (s *State) segment() Segment {
	switch s.phase {
	case phDawn:
		return SegDawn
	case phDay:
		return SegDay
	case phDefenders, phInvite, phDemand:
		return SegDeclare
	case phAssign, phPickBattle:
		return SegManeuvers
	case phBattle, phArchery, phAbsorb:
		return SegBattle
	case phNight:
		return SegNight
	case phRaiders, phRaidCards:
		return SegRaid
	case phDiscard, phWater:
		return SegEnd
	case phOver:
		return SegOver
	}
	// A Reaction window, a payment or a duel happens inside another
	// segment: name that one.
	switch {
	case s.inAttack():
		return SegBattle
	case s.inRaid():
		return SegRaid
	}
	back := s.act.origin
	if s.phase == phPay && s.pay.kind != payAction && s.pay.kind != payReaction {
		back = s.pay.back
	}
	switch back {
	case phNight:
		return SegNight
	case phBattle:
		return SegBattle
	}
	return SegDay
}

// inAttack and inRaid tell a Reaction window inside a battle or a raid
// from one in the Day or Night loop.
func (s *State) inAttack() bool { return s.phase == phWindow && s.win.kind == winEngage }
func (s *State) inRaid() bool   { return s.phase == phWindow && s.win.kind == winRaider }

// Battle is the Attack Phase in progress.
type BattleState struct {
	Attacker  rules.Seat
	Defenders []rules.Seat
	Section   int // the City Section fought over now; -1 between battles
	Damage    int // the engagement's damage, and what is still to absorb
	Remaining int
	Absorber  rules.Seat // -1 when nobody absorbs
	Engaged   []int
	ToAct     rules.Seat
	// Side is, per seat, the main player of the army it fights in at
	// the battle being fought (itself for the Attacker and for the
	// City Section's owner, the side it joined for an ally), -1 for a
	// seat in neither army: an ally's units are drawn with its side.
	Side []rules.Seat
}

// Battle returns the attack in progress, if any.
func (s *State) Battle() (BattleState, bool) {
	switch s.phase {
	case phDefenders, phInvite, phDemand, phAssign, phPickBattle, phBattle, phArchery, phAbsorb:
	case phWindow, phChallenge, phThrust, phDuelCards, phDuelist, phPay:
		if s.segment() != SegBattle {
			return BattleState{}, false
		}
	default:
		return BattleState{}, false
	}
	a := &s.atk
	b := BattleState{Attacker: rules.Seat(a.attacker), Section: a.section, Absorber: -1, Engaged: slices.Clone(a.engaged), ToAct: rules.Seat(a.toAct)}
	for _, d := range a.defenders {
		b.Defenders = append(b.Defenders, rules.Seat(d))
	}
	for p := range s.players {
		side := rules.Seat(-1)
		if a.section >= 0 {
			if m := s.mainOf(p); m == a.attacker || m == s.cards[a.section].owner {
				side = rules.Seat(m)
			}
		}
		b.Side = append(b.Side, side)
	}
	if s.phase == phAbsorb || s.phase == phArchery || s.inAttack() {
		b.Damage, b.Remaining, b.Absorber = a.dmg, a.rem, rules.Seat(a.absorber)
	}
	return b, true
}

// ReactionState is an open Reaction window: who may react, in the order
// they are asked this round.
type ReactionState struct {
	// Order is the round: those who passed in a row, the seat asked
	// now (Order[Now]), then those still to be asked; the window closes
	// when the last of them passes, and a Reaction starts a new round.
	Order []rules.Seat
	Now   int
}

// Reactions returns the Reaction window open now, if any.
func (s *State) Reactions() (ReactionState, bool) {
	w := &s.win
	n := len(w.seats)
	if s.phase != phWindow || n == 0 {
		return ReactionState{}, false
	}
	first := ((w.idx-w.passes)%n + n) % n
	r := ReactionState{Now: w.passes}
	for i := range n {
		r.Order = append(r.Order, rules.Seat(w.seats[(first+i)%n]))
	}
	return r, true
}

// Raid is one raiding Hero against one City Section.
type RaidState struct {
	Hero, Section int
	Card          int // the face-down card; -1 until placed
	Defender      int // the defending Hero; -1
	DefenceCard   int // its face-up card; -1
	Current       bool
}

// Raids lists the raids of the Raid Phase in progress.
func (s *State) Raids() []RaidState {
	if s.phase != phRaiders && s.phase != phRaidCards && !s.inRaid() {
		return nil
	}
	var out []RaidState
	for i, sl := range s.raid.slots {
		card, dc := sl.card, sl.defCard
		if !sl.raiderIn {
			card = -1
		}
		if !sl.defenderIn {
			dc = -1
		}
		out = append(out, RaidState{Hero: sl.hero, Section: sl.section, Card: card, Defender: sl.defHero, DefenceCard: dc,
			Current: s.phase == phRaidCards && i == s.raid.idx})
	}
	return out
}

// Duel is a challenge or duel in progress.
type DuelState struct {
	Challenger, Challenged int // the Heroes
	KaChallenger           int // duel Ka now
	KaChallenged           int
	Thruster               int // the Hero whose side thrusts now
	Thrust, Parry          int // the round's cards once shown; -1
}

// Duel returns the duel in progress, if any.
func (s *State) Duel() (DuelState, bool) {
	switch s.phase {
	case phChallenge, phThrust, phDuelCards, phDuelist:
	case phWindow:
		if s.win.kind != winDuel {
			return DuelState{}, false
		}
	default:
		return DuelState{}, false
	}
	du := &s.duel
	d := DuelState{Challenger: du.challenger, Challenged: du.challenged, Thruster: du.thruster,
		KaChallenger: s.duelKa(du.challenger), KaChallenged: s.duelKa(du.challenged), Thrust: -1, Parry: -1}
	if s.phase == phDuelist {
		d.Thrust, d.Parry = du.thrust, du.parry
	}
	return d, true
}

// ChoiceKind names what an option does.
type ChoiceKind int

const (
	ChoosePass       ChoiceKind = iota // pass, finish, decline: the prompt's "no"
	ChooseStraighten                   // Dawn: straighten a card that may remain bowed
	ChooseKeepBowed
	ChooseHero    // bring a Hero into play (Card from hand)
	ChooseHolding // bring a Holding into play
	ChooseFortify // a Fortification (Card) on a City Section (To)
	ChooseAttach  // a Follower or Item (Card) on a Hero (To)
	ChooseOverlay // an Experienced Hero (Card) over its earlier version (To)
	ChooseMove    // move an attachment (Card) to another Hero (To)
	ChooseAttack  // start an Attack Phase
	ChooseRaid    // start a Raid Phase
	ChooseKhadi   // return a Khadi (Card) from the Buried pile
	ChoosePlay    // play an action card or ability (Card), on To if any
	ChooseCopper  // bow Card for Copper
	ChooseInfluence
	ChooseWater    // pay a Water token from City Section Card
	ChooseDefender // name Seat as a Defender
	ChooseDeclare  // declare the Defenders named
	ChooseInvite   // invite Seat to ally
	ChooseDemand   // demand a Water token for the promise
	ChoosePayAlly  // pay the promised token from City Section Card
	ChooseCommit   // send unit Card to the battle at City Section To
	ChooseBattle   // fight at City Section Card next
	ChooseEngage   // engage with unit Card (the whole unit)
	ChooseEngageOne
	ChooseEngageGroup // engage with the cards Group of one unit together
	ChooseGoHome      // send unit Card Home
	ChooseTactic      // Tactician Hero Card discards To for its Fate
	ChooseArcher      // Archery destroys Card
	ChooseAbsorb      // Card absorbs damage
	ChooseAbsorbWater
	ChooseAbsorbSection
	ChooseDiscard // discard Card (from hand: to absorb, at the End Phase)
	ChooseRaider  // Hero Card raids City Section To
	ChooseFaceDown
	ChooseDefend // Hero Card defends with face-up hand card To
	ChooseWaterHome
	ChooseReact
	ChooseAccept
	ChooseThrust
	ChooseThrustCard
	ChooseParry
	ChooseParryDeck
	ChooseBump
	ChooseStory
)

var choiceKeys = [...]string{"pass", "straighten", "keep_bowed", "hero", "holding", "fortify", "attach", "overlay", "move",
	"attack", "raid", "khadi", "play", "copper", "influence", "water", "defender", "declare", "invite", "demand", "pay_ally",
	"commit", "battle", "engage", "engage_one", "engage_group", "go_home", "tactic", "archer", "absorb", "absorb_water", "absorb_section",
	"discard", "raider", "face_down", "defend", "water_home", "react", "accept", "thrust", "thrust_card", "parry", "parry_deck",
	"bump", "story"}

// Key is the catalogue key of the kind's short label.
func (k ChoiceKind) Key() string {
	if int(k) < len(choiceKeys) {
		return "sands.choice." + choiceKeys[k]
	}
	return "sands.choice.pass"
}

// Choice is one option with the things it concerns.
type Choice struct {
	Move  rules.Move
	Label rules.Msg
	Kind  ChoiceKind
	Card  int        // the card it is placed on; -1
	To    int        // the second card; -1
	By    int        // the card acting with Card on To (the Hero that challenges, the Sahir that casts); -1
	Seat  rules.Seat // the player it concerns; -1
	// Group lists the cards that engage together (ChooseEngageGroup), in
	// deck order: no one of them is the choice's place, so Card is -1.
	Group []int
}

// Decision is what seat is asked now, if anything.
type Decision struct {
	Seat    rules.Seat
	Ask     rules.Msg
	Sealed  bool
	Choices []Choice
}

// Decision returns what seat is asked now; ok is false when it is not.
func (s *State) Decision(seat rules.Seat) (Decision, bool) {
	for _, p := range s.Prompts() {
		if p.Seat != seat {
			continue
		}
		d := Decision{Seat: seat, Ask: p.Ask, Sealed: p.Sealed}
		for _, o := range p.Options {
			d.Choices = append(d.Choices, s.choiceOf(o))
		}
		return d, true
	}
	return Decision{}, false
}

// choiceKinds maps each verb to its kind.
var choiceKinds = map[string]ChoiceKind{
	"pass": ChoosePass, "done": ChoosePass, "no-reaction": ChoosePass, "no-story": ChoosePass, "invites-done": ChoosePass,
	"no-demand": ChoosePass, "refuse-pay": ChoosePass, "no-archery": ChoosePass, "raid-done": ChoosePass,
	"no-defender": ChoosePass, "refuse": ChoosePass, "no-thrust": ChoosePass, "no-bump": ChoosePass, "absorb-stop": ChoosePass, "absorb-keep": ChoosePass,
	"straighten": ChooseStraighten, "keep": ChooseKeepBowed, "hero": ChooseHero, "holding": ChooseHolding,
	"fort": ChooseFortify, "attach": ChooseAttach, "overlay": ChooseOverlay, "move": ChooseMove,
	"attack": ChooseAttack, "raid": ChooseRaid, "khadi": ChooseKhadi, "play": ChoosePlay, "cast": ChoosePlay, "use": ChoosePlay,
	"copper": ChooseCopper, "influence": ChooseInfluence, "water": ChooseWater, "defender": ChooseDefender,
	"declare": ChooseDeclare, "invite": ChooseInvite, "demand": ChooseDemand, "pay-ally": ChoosePayAlly,
	"commit": ChooseCommit, "battle": ChooseBattle, "engage": ChooseEngage, "engage1": ChooseEngageOne, "engage-group": ChooseEngageGroup,
	"home": ChooseGoHome, "tactic": ChooseTactic, "archer": ChooseArcher, "absorb-hero": ChooseAbsorb,
	"absorb-follower": ChooseAbsorb, "absorb-water": ChooseAbsorbWater, "absorb-section": ChooseAbsorbSection,
	"absorb-discard": ChooseDiscard, "discard": ChooseDiscard, "raider": ChooseRaider, "face-down": ChooseFaceDown,
	"defend": ChooseDefend, "water-home": ChooseWaterHome, "react": ChooseReact, "accept": ChooseAccept,
	"thrust": ChooseThrust, "thrust-card": ChooseThrustCard, "parry": ChooseParry, "parry-deck": ChooseParryDeck,
	"bump": ChooseBump, "story": ChooseStory,
}

// choiceOf names an option of this package's own making.
func (s *State) choiceOf(o rules.Option) Choice {
	c := Choice{Move: o.Move, Label: o.Label, Card: -1, To: -1, By: -1, Seat: -1}
	verb, n, err := parseMove(o.Move, nil)
	if err != nil {
		return c
	}
	c.Kind = choiceKinds[verb]
	card := func(i int) int {
		if i < len(n) && n[i] >= 0 && n[i] < len(s.cards) {
			return n[i]
		}
		return -1
	}
	switch c.Kind {
	case ChooseDefender, ChooseInvite:
		if len(n) > 0 {
			c.Seat = rules.Seat(n[0])
		}
	case ChooseAbsorbWater, ChooseAbsorbSection:
		c.Card = s.atk.section
	case ChoosePlay:
		c.Card = card(0)
		if len(n) > 2 {
			c.By = card(len(n) - 2)
		}
		if len(n) > 1 {
			last := n[len(n)-1]
			if c.Card >= 0 && s.cards[c.Card].def >= 0 && pool[s.cards[c.Card].def].Effect == CouncilDiscard {
				c.Seat = rules.Seat(last)
			} else {
				c.To = card(len(n) - 1)
			}
		}
	case ChooseReact:
		c.Card = card(0)
	case ChooseEngageGroup:
		if h := card(0); h >= 0 && len(n) > 1 && n[1] > 0 {
			c.Group = groupCards(s.combatants(h), engageMask(n[1]))
		}
	default:
		c.Card, c.To = card(0), card(1)
	}
	return c
}
