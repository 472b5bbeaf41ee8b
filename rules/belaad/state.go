// The Belaad state: every pile, purse and board, the stack of pending
// decisions, and the contract plumbing (Clone, Hash, Result).
package belaad

import (
	"slices"

	"majlis/rules"
)

// task is one pending piece of work on the decision stack. Each kind uses
// only the fields its comment in flow.go names; the others stay zero.
type task struct {
	Kind      taskKind
	Seat      rules.Seat // who decides
	Card      int        // kCard: the card performed; kNegate: the card the Order may cancel
	Done      int        // kCard: what is done of it (fPrim, fSec, fBoost, fOne)
	Count     int        // kMain: cards played; kDraw: draws left; kSym, kBTeam: bonus symbols; kSteal: gold to take; kEmploy: cost reduction; kSpySteal, kSpyTok: picks left
	Negated   bool       // kMain: the card played was cancelled by the Order
	OneAction bool       // kTop: only one action of the top card
	Team      int        // kWipe, kSpoilTok: the losing team; kPlace: the team placing
	Char      int        // kElimReact: the character to be wiped
	Ordered   bool       // kPlace: the player chose which token goes first
	Payer     rules.Seat // kPay: the player paying
	Gold, Red int        // kPay: the cost
	Asking    []int      // kElimReact, kPay: seats still to ask, in order
	Tokens    []int      // kPlace: the drawn tokens still to place, the next first
	Move      rules.Move // kPay: the move made again once the payment is covered
}

// encode writes t as the stack has always been hashed (a kind, a seat,
// four numbers, a list and a move), so that renaming the fields left every
// recorded game's hashes as they were.
func (t task) encode(e *rules.Encoder) {
	var a, b, c int
	l := t.Asking
	switch t.Kind {
	case kCard:
		a, b = t.Card, t.Done
	case kNegate:
		a = t.Card
	case kMain:
		a, b = t.Count, b2i(t.Negated)
	case kTop:
		a = b2i(t.OneAction)
	case kWipe, kSpoilTok:
		a = t.Team
	case kPlace:
		a, b, l = t.Team, b2i(t.Ordered), t.Tokens
	case kElimReact:
		a = t.Char
	case kPay:
		a, b, c = int(t.Payer), t.Gold, t.Red
	default:
		a = t.Count
	}
	e.Int(int(t.Kind))
	e.Int(int(t.Seat))
	e.Ints([]int{a, b, c, 0})
	e.Ints(l)
	e.String(string(t.Move))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// battle is the battle in progress, if any.
type battle struct {
	Active   bool
	Agg, Def rules.Seat
	Str      [2]int // current strength of aggressor and defender
}

// State is a game of Belaad in progress.
type State struct {
	drew  bool // the last Apply drew on its randomness; not part of the state
	setup rules.Setup
	seed  rules.Seed
	n     int
	team  []int // per seat

	hand    [][]int // action cards per seat
	decks   [3][]int
	discard []int

	gold, red, swords []int // per seat
	poolSwords        int
	tGold, tRed       [3]int // treasuries per team

	top    [numChars][]int // token types on top of each board
	bottom [numChars]int   // orange tokens at the bottom
	bag    [numTok]int
	assTok []int // tokens the Order assassinated

	// schPile holds every scholar not yet revealed: the face-down deck and
	// the ten removed unseen are one unordered set, since which ten leave
	// the game is never decided (only twenty are ever revealed, drawn at
	// random when revealed).
	schPile    pile
	revealed   []int
	schDiscard []int
	gen        int // 1..4
	genTaken   int
	won        [3][]int // employed scholars (Kingdom, People), assassinated (Order)

	bPile  pile
	bShown []int
	spoils [][]int // battle cards won as an aggressor, face down, per seat

	hhPile  pile  // the Hashash deck: unordered, above the cards put under it
	hhHand  []int // Hashash cards drawn and not yet placed (seen by the Order only)
	hhBoard [numChars][]int

	cur     rules.Seat // whose turn it is
	turnNo  int
	first   rules.Seat
	orderAt rules.Seat // the Order's seat, or -1

	// Per turn.
	employed bool
	usedTop  []int         // action cards performed from the decks this turn
	hhUsed   []int         // Hashash cards used this turn
	tBoost   [numChars]int // Hashash boosts this turn
	negUsed  bool          // the negation was used since the Order's last turn
	extra    bool          // the Order takes another turn after this one
	granted  []rules.Seat  // teammates who consented to the payment under way
	refused  []rules.Seat  // teammates who refused their coins this turn
	stack    []task
	bt       battle

	isView bool // a redacted view: prompts only, no moves

	over     bool
	winners  []rules.Seat
	scores   []int
	reason   string
	tiebreak string

	evs []rules.Event // events of the step being applied; not state
	rng *rules.Rand   // the step's randomness; not state
}

func (s *State) Setup() rules.Setup { return s.setup }

// Clone returns a deep copy.
func (s *State) Clone() rules.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.team = slices.Clone(s.team)
	c.hand = cloneSets(s.hand)
	for i := range s.decks {
		c.decks[i] = slices.Clone(s.decks[i])
	}
	c.discard = slices.Clone(s.discard)
	c.gold = slices.Clone(s.gold)
	c.red = slices.Clone(s.red)
	c.swords = slices.Clone(s.swords)
	for i := range s.top {
		c.top[i] = slices.Clone(s.top[i])
		c.hhBoard[i] = slices.Clone(s.hhBoard[i])
	}
	c.assTok = slices.Clone(s.assTok)
	c.schPile = s.schPile.clone()
	c.revealed = slices.Clone(s.revealed)
	c.schDiscard = slices.Clone(s.schDiscard)
	for i := range s.won {
		c.won[i] = slices.Clone(s.won[i])
	}
	c.bPile = s.bPile.clone()
	c.bShown = slices.Clone(s.bShown)
	c.spoils = cloneSets(s.spoils)
	c.hhPile = s.hhPile.clone()
	c.hhHand = slices.Clone(s.hhHand)
	c.usedTop = slices.Clone(s.usedTop)
	c.hhUsed = slices.Clone(s.hhUsed)
	c.granted = slices.Clone(s.granted)
	c.refused = slices.Clone(s.refused)
	c.stack = make([]task, len(s.stack))
	for i, t := range s.stack {
		t.Asking = slices.Clone(t.Asking)
		t.Tokens = slices.Clone(t.Tokens)
		c.stack[i] = t
	}
	c.winners = slices.Clone(s.winners)
	c.scores = slices.Clone(s.scores)
	c.evs = nil
	c.rng = nil
	return &c
}

func cloneSets(xs [][]int) [][]int {
	out := make([][]int, len(xs))
	for i, x := range xs {
		out[i] = slices.Clone(x)
	}
	return out
}

// Hash digests every field in a fixed order, hidden ones included.
func (s *State) Hash() rules.Hash {
	e := rules.NewEncoder("belaad")
	e.Setup(s.setup)
	e.Bytes(s.seed[:])
	e.Ints(s.team)
	sets := func(xs [][]int) {
		e.Int(len(xs))
		for _, x := range xs {
			e.Ints(x)
		}
	}
	sets(s.hand)
	sets(s.decks[:])
	e.Ints(s.discard)
	e.Ints(s.gold)
	e.Ints(s.red)
	e.Ints(s.swords)
	e.Int(s.poolSwords)
	e.Ints(s.tGold[:])
	e.Ints(s.tRed[:])
	sets(s.top[:])
	e.Ints(s.bottom[:])
	e.Ints(s.bag[:])
	e.Ints(s.assTok)
	s.schPile.hash(e)
	e.Ints(s.revealed)
	e.Ints(s.schDiscard)
	e.Int(s.gen)
	e.Int(s.genTaken)
	sets(s.won[:])
	s.bPile.hash(e)
	e.Ints(s.bShown)
	sets(s.spoils)
	s.hhPile.hash(e)
	e.Ints(s.hhHand)
	sets(s.hhBoard[:])
	e.Int(int(s.cur))
	e.Int(s.turnNo)
	e.Int(int(s.first))
	e.Int(int(s.orderAt))
	e.Bool(s.employed)
	e.Ints(s.usedTop)
	e.Ints(s.hhUsed)
	e.Ints(s.tBoost[:])
	e.Bool(s.negUsed)
	e.Bool(s.extra)
	rules.EncodeInts(e, s.granted)
	rules.EncodeInts(e, s.refused)
	e.Int(len(s.stack))
	for _, t := range s.stack {
		t.encode(e)
	}
	e.Bool(s.bt.Active)
	e.Int(int(s.bt.Agg))
	e.Int(int(s.bt.Def))
	e.Ints(s.bt.Str[:])
	e.Bool(s.isView)
	e.Bool(s.over)
	rules.EncodeInts(e, s.winners)
	e.Ints(s.scores)
	e.String(s.reason)
	e.String(s.tiebreak)
	return e.Sum()
}

// Result reports the end of the game.
func (s *State) Result() rules.Result {
	if !s.over {
		return rules.Result{}
	}
	r := rules.Result{Done: true, Scores: slices.Clone(s.scores), Winners: slices.Clone(s.winners), Reason: rules.M(s.reason)}
	if s.tiebreak != "" {
		r.TieBreak = rules.M(s.tiebreak)
	}
	return r
}

func (s *State) emit(key string, args ...rules.Arg) {
	s.evs = append(s.evs, rules.Event{Msg: rules.M(key, args...)})
}

func (s *State) emitTo(to rules.Seat, key string, args ...rules.Arg) {
	s.evs = append(s.evs, rules.Event{Msg: rules.M(key, args...), To: []rules.Seat{to}})
}

// seatsOf lists the seats of team, in seat order.
func (s *State) seatsOf(team int) []rules.Seat {
	var out []rules.Seat
	for i, t := range s.team {
		if t == team {
			out = append(out, rules.Seat(i))
		}
	}
	return out
}

func (s *State) teamOf(seat rules.Seat) int { return s.team[seat] }

// teams lists the teams in play.
func (s *State) teams() []int {
	if s.orderAt >= 0 {
		return []int{Kingdom, People, Order}
	}
	return []int{Kingdom, People}
}

// opponents lists the teams opposing team.
func (s *State) opponents(team int) []int {
	var out []int
	for _, t := range s.teams() {
		if t != team {
			out = append(out, t)
		}
	}
	return out
}

// chars lists team's characters. The lists are made once and shared (the
// callers only read them): labels and costs ask for them at every prompt.
func chars(team int) []int {
	if team >= 0 && team < len(teamChars) {
		return teamChars[team]
	}
	return listChars(team)
}

var teamChars = [...][]int{listChars(Kingdom), listChars(People), listChars(Order)}

func listChars(team int) []int {
	var out []int
	for sym := 0; sym < numSyms; sym++ {
		if hasChar(team, sym) {
			out = append(out, charOf(team, sym))
		}
	}
	return out
}

// symbols is a character's symbol count: the printed one plus its top
// tokens plus this turn's Hashash boost.
func (s *State) symbols(c int) int { return 1 + len(s.top[c]) + s.tBoost[c] }

// bottomFull reports whether every orange slot of team is taken.
func (s *State) bottomFull(team int) bool {
	for _, c := range chars(team) {
		if s.bottom[c] < bottomSlots(c) {
			return false
		}
	}
	return true
}

func removeOne(xs []int, v int) ([]int, bool) {
	i := slices.Index(xs, v)
	if i < 0 {
		return xs, false
	}
	return slices.Delete(xs, i, i+1), true
}
