// The game state: players' purses and troops, the Treasury and supplies,
// the action deck, the turn and whatever decision is pending; with its
// clone, canonical hash, per-seat views, determinization and result, and
// read-only accessors for the table view.
package ayubistan

import (
	"iter"
	"slices"

	"majlis/rules"
)

type phase uint8

const (
	phAction       phase = iota // the turn's seat chooses an action
	phTradePick                 // the buyer picks a seller and a number of troops
	phTradePrice                // the buyer names a price
	phTradeReply                // the other side of a trade answers
	phCommit                    // attacker and defender commit troops (sealed)
	phContribute                // a seat contributes troops to a war
	phKhalifaUse                // a Khalifa holder may redo a lost war
	phKhalifaDrawn              // the drawer keeps the Khalifa or takes 3 Dinars
	phThief                     // the drawer may steal
	phMercy                     // a creditor forces a troop sale or forgives
	phCard                      // the drawer decides an optional card
	phDone
)

// noCard marks "no card in play".
const noCard = Card(255)

type player struct {
	money    purse
	troops   int
	hasanaat int
	sayiaat  int
	khalifa  int // Khalifa cards held for later
	// hidden marks a view in which this seat's money and troops are not
	// known; cards is then how many money and troop cards it holds.
	hidden bool
	cards  int
}

// debt is money owed because of an action card or a war; creditor
// treasuryH is the Treasury.
type debt struct{ debtor, creditor, amount int }

// State is a game of Ayubistan in progress.
type State struct {
	drew     bool // the last Apply drew on its randomness; not part of the state
	setup    rules.Setup
	extended bool
	teams    bool
	seed     rules.Seed

	players  []player
	treasury purse
	troops   int // Ayubistan troops in the Treasury
	mush     int // Mushrikeen troops in the supply
	hasanaat int // Hasanaat left to earn
	sayiaat  int // Sayi'aat left to earn

	// deck holds the face-down cards in sorted order: a draw takes a
	// random one with the step's entropy, which no peer knows before the
	// move (a deck shuffled at setup could be foreseen from the setup's
	// entropy).
	deck       []Card
	discard    []Card
	inPlay     Card // the card being resolved, or noCard
	pass       int  // which use of the deck (1, or 2 in extended play)
	thiefDraws int  // Thief's Temptation draws so far

	turn          rules.Seat
	donated       bool // a Hasanah was bought by donation this turn
	attacked      bool // an attack was declared this turn
	tradeDeclined bool // a trade failed this turn
	again         bool // the card in play grants another action
	bonus         bool // the action being chosen is such an extra one

	phase phase

	// trade negotiation: the turn's seat buys count troops from partner
	tPartner   rules.Seat
	tCount     int
	tPrice     int
	tResponder rules.Seat
	tCounters  int

	// attack between players
	aTarget   rules.Seat
	aAtk      int
	aDef      int
	aAtkIn    bool
	aDefIn    bool
	aDefAsked bool

	// war against an invasion
	wCard     Card
	wDrawer   rules.Seat
	wContrib  []int // per seat, troops committed so far
	wNext     int   // offset from the drawer of the next seat to contribute or be asked
	wWarMush  int   // Mushrikeen taken from the supply for the war
	wAutoLost bool

	// the thief's take, the mercy rule's debt and debts still to settle
	thiefAmount int
	mDebt       debt
	debts       []debt

	done   bool
	reason string

	// only is the move Apply checks, while it checks it: prompts then
	// copy no long price list but that move's option (see span). It is
	// not part of the state.
	only rules.Move
}

func (s *State) n() int { return len(s.players) }

// after returns the seat k places to the right of seat (seat+k, mod n).
func (s *State) after(seat rules.Seat, k int) rules.Seat {
	return rules.Seat((int(seat) + k) % s.n())
}

func (s *State) next(seat rules.Seat) rules.Seat { return s.after(seat, 1) }

// around yields every seat in turn order, starting with from.
func (s *State) around(from rules.Seat) iter.Seq[rules.Seat] {
	return func(yield func(rules.Seat) bool) {
		for k := range s.n() {
			if !yield(s.after(from, k)) {
				return
			}
		}
	}
}

// others yields every other seat in turn order, starting after from.
func (s *State) others(from rules.Seat) iter.Seq[rules.Seat] {
	return func(yield func(rules.Seat) bool) {
		for k := 1; k < s.n(); k++ {
			if !yield(s.after(from, k)) {
				return
			}
		}
	}
}

func (s *State) passes() int {
	if s.extended {
		return 2
	}
	return 1
}

// Setup returns the setup the game was started with.
func (s *State) Setup() rules.Setup { return s.setup }

// Clone returns a deep copy.
func (s *State) Clone() rules.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.players = slices.Clone(s.players)
	c.deck = slices.Clone(s.deck)
	c.discard = slices.Clone(s.discard)
	c.wContrib = slices.Clone(s.wContrib)
	c.debts = slices.Clone(s.debts)
	return &c
}

// Hash digests every field in a fixed order, hidden ones included.
func (s *State) Hash() rules.Hash {
	e := rules.NewEncoder(ID)
	e.Setup(s.setup)
	e.Bytes(s.seed[:])
	e.Int(len(s.players))
	for _, p := range s.players {
		e.Ints(p.money[:])
		e.Int(p.troops)
		e.Int(p.hasanaat)
		e.Int(p.sayiaat)
		e.Int(p.khalifa)
		e.Bool(p.hidden)
		e.Int(p.cards)
	}
	e.Ints(s.treasury[:])
	e.Int(s.troops)
	e.Int(s.mush)
	e.Int(s.hasanaat)
	e.Int(s.sayiaat)
	rules.EncodeInts(e, s.deck)
	rules.EncodeInts(e, s.discard)
	e.Int(int(s.inPlay))
	e.Int(s.pass)
	e.Int(s.thiefDraws)
	e.Int(int(s.turn))
	e.Bool(s.donated)
	e.Bool(s.attacked)
	e.Bool(s.tradeDeclined)
	e.Bool(s.again)
	e.Bool(s.bonus)
	e.Int(int(s.phase))
	e.Int(int(s.tPartner))
	e.Int(s.tCount)
	e.Int(s.tPrice)
	e.Int(int(s.tResponder))
	e.Int(s.tCounters)
	e.Int(int(s.aTarget))
	e.Int(s.aAtk)
	e.Int(s.aDef)
	e.Bool(s.aAtkIn)
	e.Bool(s.aDefIn)
	e.Bool(s.aDefAsked)
	e.Int(int(s.wCard))
	e.Int(int(s.wDrawer))
	e.Ints(s.wContrib)
	e.Int(s.wNext)
	e.Int(s.wWarMush)
	e.Bool(s.wAutoLost)
	e.Int(s.thiefAmount)
	e.Ints([]int{s.mDebt.debtor, s.mDebt.creditor, s.mDebt.amount})
	e.Int(len(s.debts))
	for _, d := range s.debts {
		e.Ints([]int{d.debtor, d.creditor, d.amount})
	}
	e.Bool(s.done)
	e.String(s.reason)
	return e.Sum()
}

// View hides what viewer may not know: other seats' money and troops (only
// how many such cards they hold shows) and a sealed troop commitment made
// by someone else. The deck has no order to hide (see State.deck).
func (s *State) View(viewer rules.Seat) rules.State {
	c := s.clone()
	// The running seed is no viewer's business (and a move that draws
	// nothing leaves every view the same whatever its entropy).
	c.seed = rules.Seed{}
	for i := range c.players {
		if rules.Seat(i) == viewer || c.players[i].hidden {
			continue
		}
		p := &c.players[i]
		p.hidden = true
		p.cards = p.money.cards() + p.troops
		p.money = purse{}
		p.troops = 0
	}
	if c.phase == phCommit {
		if viewer != c.turn && c.aAtkIn {
			c.aAtk = -1
		}
		if viewer != c.aTarget && c.aDefIn {
			c.aDef = -1
		}
	}
	return c
}

// Determinize deals the cards a view hides so that the result is a
// playable state consistent with the view: the hidden money cards and
// troops (what the box holds less what is seen) are shuffled and dealt to
// each hidden seat up to the number of cards it is seen to hold, a troop
// first to a seat in an attack; a hidden sealed commitment becomes a
// random legal one.
func (s *State) Determinize(viewer rules.Seat, r *rules.Rand) rules.State {
	c := s.clone()
	missing := purse{TotalOnes, TotalFives, TotalDinars}
	missing.sub(c.treasury)
	troops := TotalTroops - c.troops - c.committedTroops()
	for _, p := range c.players {
		if !p.hidden {
			missing.sub(p.money)
			troops -= p.troops
		}
	}
	// Seats in an attack are known to hold a troop: the attacker could
	// not have declared it without one, nor the defender been asked to
	// commit (troops committed stay in hand until the reveal). Dealt
	// none, the attacker would be asked for a commitment it cannot make,
	// and the guess would stop there.
	if c.phase == phCommit {
		need := []rules.Seat{c.turn}
		if c.aDefAsked {
			need = append(need, c.aTarget)
		}
		for _, i := range need {
			if p := &c.players[i]; p.hidden && p.cards > 0 && troops > 0 {
				p.troops++
				p.cards--
				troops--
			}
		}
	}
	var pool []int8 // 0,1,2 money denominations, 3 a troop
	for d := range 3 {
		for range max(missing[d], 0) {
			pool = append(pool, int8(d))
		}
	}
	for range max(troops, 0) {
		pool = append(pool, 3)
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := range c.players {
		p := &c.players[i]
		if !p.hidden {
			continue
		}
		k := min(p.cards, len(pool))
		for _, x := range pool[:k] {
			if x == 3 {
				p.troops++
			} else {
				p.money[x]++
			}
		}
		pool = pool[k:]
		p.hidden = false
		p.cards = 0
	}
	if c.phase == phCommit {
		if c.aAtkIn && c.aAtk < 0 {
			c.aAtk = 1 + r.IntN(max(min(c.players[c.turn].troops, c.mush), 1))
		}
		if c.aDefIn && c.aDef < 0 {
			c.aDef = r.IntN(c.players[c.aTarget].troops + 1)
		}
	}
	return c
}

// committedTroops counts Ayubistan troops out of hands and Treasury: those
// given to a war in progress. (Attack commitments stay in hand until the
// reveal.)
func (s *State) committedTroops() int {
	t := 0
	for _, v := range s.wContrib {
		t += v
	}
	return t
}

// Result scores Hasanaat minus Sayi'aat; every seat with the best score wins.
func (s *State) Result() rules.Result {
	if !s.done {
		return rules.Result{}
	}
	res := rules.Result{Done: true, Scores: make([]int, s.n()), Reason: rules.M(s.reason)}
	best := 0
	for i, p := range s.players {
		res.Scores[i] = p.hasanaat - p.sayiaat
		if i == 0 || res.Scores[i] > best {
			best = res.Scores[i]
		}
	}
	for i, sc := range res.Scores {
		if sc == best {
			res.Winners = append(res.Winners, rules.Seat(i))
		}
	}
	if len(res.Winners) > 1 {
		res.TieBreak = rules.M(ID + ".result.shared")
	}
	return res
}

// ---- read-only accessors for the table view and tests ----

// Holding is what a seat holds, as far as the state knows it.
type Holding struct {
	Known    bool // false: Ones, Fives, Dinars and Troops are not known
	Ones     int
	Fives    int
	Dinars   int
	Troops   int
	Cards    int // money and troop cards held (always known)
	Hasanaat int
	Sayiaat  int
	Khalifa  int // Khalifa cards kept for later
}

// Value is the holding's money in Dirhams (0 when not known).
func (h Holding) Value() int { return h.Ones + 5*h.Fives + DinarValue*h.Dinars }

// Player returns what seat holds; out of range gives the zero Holding.
func (s *State) Player(seat rules.Seat) Holding {
	if seat < 0 || int(seat) >= s.n() {
		return Holding{}
	}
	p := s.players[seat]
	h := Holding{Known: !p.hidden, Hasanaat: p.hasanaat, Sayiaat: p.sayiaat, Khalifa: p.khalifa}
	if p.hidden {
		h.Cards = p.cards
	} else {
		h.Ones, h.Fives, h.Dinars, h.Troops = p.money[0], p.money[1], p.money[2], p.troops
		h.Cards = p.money.cards() + p.troops
	}
	return h
}

// Treasury returns the Treasury's money cards (1s, 5s, Dinars) and troops.
func (s *State) Treasury() (ones, fives, dinars, troops int) {
	return s.treasury[0], s.treasury[1], s.treasury[2], s.troops
}

// Supplies returns the Mushrikeen troops, Hasanaat and Sayi'aat left.
func (s *State) Supplies() (mushrikeen, hasanaat, sayiaat int) {
	return s.mush, s.hasanaat, s.sayiaat
}

// Deck returns how many cards are face down, which use of the deck this is
// and how many uses the game allows.
func (s *State) Deck() (left, pass, passes int) { return len(s.deck), s.pass, s.passes() }

// Discard returns the face-up discard pile, oldest first.
func (s *State) Discard() []Card { return slices.Clone(s.discard) }

// InPlay returns the card being resolved, if any.
func (s *State) InPlay() (Card, bool) { return s.inPlay, s.inPlay != noCard }

// Turn returns the seat whose turn it is.
func (s *State) Turn() rules.Seat { return s.turn }

// ThiefDraws returns how many times a Thief's Temptation has been drawn.
func (s *State) ThiefDraws() int { return s.thiefDraws }

// Teams reports team play (each seat is a team).
func (s *State) Teams() bool { return s.teams }

// BattleInfo describes an attack waiting for the sealed commitments.
type BattleInfo struct {
	Attacker, Defender rules.Seat
	// DefenderAsked is false when the defender has no troops (and loses).
	DefenderAsked          bool
	AttackerIn, DefenderIn bool // which sides have committed
	// Attack and Defend are the commitments where this state knows them
	// (the committing seat's own view, or the full state); -1 otherwise.
	Attack, Defend int
}

// Battle returns the attack being prepared, if any. Once both sides have
// committed the battle is fought in the same step; its events tell the rest.
func (s *State) Battle() (BattleInfo, bool) {
	if s.phase != phCommit {
		return BattleInfo{}, false
	}
	b := BattleInfo{
		Attacker: s.turn, Defender: s.aTarget, DefenderAsked: s.aDefAsked,
		AttackerIn: s.aAtkIn, DefenderIn: s.aDefIn, Attack: -1, Defend: -1,
	}
	if s.aAtkIn {
		b.Attack = s.aAtk
	}
	if s.aDefIn {
		b.Defend = s.aDef
	}
	return b, true
}

// WarInfo describes a war in progress: the card, the seat that drew it and
// each seat's contribution so far.
func (s *State) WarInfo() (card Card, drawer rules.Seat, contrib []int, ok bool) {
	if s.phase != phContribute && s.phase != phKhalifaUse {
		return 0, 0, nil, false
	}
	return s.wCard, s.wDrawer, slices.Clone(s.wContrib), true
}

// Trade describes a trade under negotiation: buyer, seller, troops and the
// price on the table.
func (s *State) Trade() (buyer, seller rules.Seat, troops, price int, ok bool) {
	if s.phase != phTradePrice && s.phase != phTradeReply {
		// (while the buyer is still picking a seller there is no trade yet)
		return 0, 0, 0, 0, false
	}
	return s.turn, s.tPartner, s.tCount, s.tPrice, true
}

// PriceNamed reports whether the trade in progress has a price on the
// table: false while the buyer is still naming the first one.
func (s *State) PriceNamed() bool { return s.phase == phTradeReply }

// Debt describes a shortfall awaiting the creditor's mercy-rule decision:
// who owes whom how many Dirhams still.
func (s *State) Debt() (debtor, creditor rules.Seat, amount int, ok bool) {
	if s.phase != phMercy {
		return 0, 0, 0, false
	}
	return rules.Seat(s.mDebt.debtor), rules.Seat(s.mDebt.creditor), s.mDebt.amount, true
}

// Theft returns the Dinars the Thief's Temptation in play lets its drawer
// steal, while the drawer decides.
func (s *State) Theft() (dinars int, ok bool) {
	if s.phase != phThief {
		return 0, false
	}
	return s.thiefAmount / DinarValue, true
}
