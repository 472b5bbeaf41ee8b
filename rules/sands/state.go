// Package sands holds the rules of Legend of the Burning Sands, a trading
// card game, for 2 to 6 players with our own starter decks. This file holds
// the game, the state, its zones and setup (Game Setup, Determining Who
// Starts); turn.go the action loops of the Day and Night; battle.go the
// Attack Phase; raid.go the Raid Phase; end.go the End Phase; stats.go
// Strength, Ka and the other computed values; view.go hashing, views and
// determinizing; invariant.go the checked laws.
package sands

import (
	"fmt"
	"iter"
	"math/bits"
	"strconv"
	"strings"

	"majlis/rules"
)

// ID is the game's id.
const ID = "sands"

// Game is Legend of the Burning Sands' rules.
type Game struct{}

// ID returns "sands".
func (Game) ID() string { return ID }

// Name is the game's title.
func (Game) Name() rules.Msg { return rules.M("sands.name") }

// Seats is 2 to 6, as the game was sold.
func (Game) Seats() (int, int) { return 2, 6 }

// Options: which starter deck each seat plays ("decks", one letter per
// seat: a Ashen Court, s Sirocco Compact, n Nine Scales, w Deep Wells;
// default: in turn round the table) and a turn limit (see NOTES.md).
func (Game) Options() []rules.OptionSpec {
	return []rules.OptionSpec{
		{Key: "decks", Values: deckOptionValues(), Label: rules.M("sands.option.decks")},
		{Key: "turns", Values: []string{"none", "5", "30", "60"}, Label: rules.M("sands.option.turns")},
	}
}

// deckLetters name the starters in the "decks" option, in Decks order.
const deckLetters = "asnw"

// deckOptionValues lists "round" (seat i plays deck i mod 4) and every
// single-faction table ("all-a", ...), which is enough for tournaments
// of a deck against itself and, with "pair-xy", of two decks.
func deckOptionValues() []string {
	vs := []string{"round"}
	for _, a := range deckLetters {
		vs = append(vs, "all-"+string(a))
	}
	for _, a := range deckLetters {
		for _, b := range deckLetters {
			if a != b {
				vs = append(vs, "pair-"+string(a)+string(b))
			}
		}
	}
	return vs
}

// deckFor returns the deck index seat plays under option value v.
func deckFor(v string, seat int) int {
	switch {
	case strings.HasPrefix(v, "all-"):
		return strings.IndexByte(deckLetters, v[4])
	case strings.HasPrefix(v, "pair-"):
		return strings.IndexByte(deckLetters, v[5+seat%2])
	}
	return seat % len(Decks)
}

// Zone is where a card is. Every card is in exactly one zone.
type Zone uint8

const (
	InDeck   Zone = iota // its owner's deck: no order is kept
	InHand               // its owner's hand
	AtHome               // in play in its controller's Home (Stronghold, Heroes, Holdings, Stories)
	InCity               // a City Section in play
	Attached             // in play under another card (On): Followers, Items, Fortifications
	InSaved              // its owner's Saved pile
	InBuried             // its owner's Buried pile
	FaceDown             // placed face down on a raider (On)
	FaceUp               // placed face up on a raid defender (On)
	AsOmen               // the one Omen in play, shared by the table
	Removed              // out of the game with its eliminated owner
	numZones
)

// card is one physical card of the game.
type card struct {
	def   int // index in pool; unknown in a view is -1
	owner int
	zone  Zone
	on    int // the card it is attached to or placed on; -1
	at    int // the City Section whose battle its unit is committed to; -1 at Home
	bowed bool
	water int // Water tokens on it
	// Bonuses: tokens (until removed with the card), changes that last to
	// the end of the turn, permanent changes (kept through every zone).
	tokS, tokK, turnS, turnK, permS int
	turnRaid                        int // Raid ±X until the end of the turn
	// over is the earlier version an Experienced Hero lies on; -1.
	over int
}

// player is one seat.
type player struct {
	deck     int // index in Decks
	hold     int // the Stronghold's card id
	lo, hi   int // the ids of the seat's cards, lo <= id < hi (see own)
	out      bool
	attacked bool // has created an Attack Phase this turn
	raided   bool // has created a Raid Phase this turn
	// in[z] holds bit i when card lo+i lies in zone z: what looks for a
	// seat's cards in a zone visits those alone. setZone keeps it up to
	// date; a seat has at most 64 cards (TestSeatsFitTheirZoneSets).
	in [numZones]uint64
}

// phase says what the state is waiting for.
type phase uint8

const (
	phDawn       phase = iota // players with "may remain bowed" cards choose
	phDay                     // the Day action loop
	phPay                     // paying for a card being brought into play
	phDefenders               // the Attacker names Defenders
	phAssign                  // Ground or Flying Maneuvers
	phPickBattle              // the Attacker picks the next battle
	phBattle                  // a side acts in a battle
	phArchery                 // the engaging player picks an Archery target
	phAbsorb                  // the absorbing player picks what absorbs damage
	phNight                   // the Night action loop
	phRaiders                 // the Raider assigns raiding Heroes
	phRaidCards               // sealed: raider and defender choose their Fate cards
	phDiscard                 // End Phase: discarding to maximum hand size
	phWater                   // End Phase: Water from Heroes back to City Sections
	phWindow                  // a Reaction window
	phChallenge               // the challenged player accepts or refuses
	phThrust                  // the thruster thrusts or passes
	phDuelCards               // sealed: the thrust and the parry
	phDuelist                 // a Duelist may raise its parry
	phDuelOver                // passing: a duel just ended
	phInvite                  // Declaration Segment: invitations to ally
	phDemand                  // Declaration Segment: Water promises
	phOver
)

// State is a game in progress.
type State struct {
	setup   rules.Setup
	seed    rules.Seed
	phase   phase
	turn    int
	blessed int // the Blessed player
	// The action loop of the Day or Night: whose action it is and how many
	// players have passed consecutively.
	actor, passes int
	dawn          []int // bowed cards that may remain bowed, awaiting their controller's choice
	cards         []card
	players       []player
	pay           payment
	atk           attack
	raid          raid
	winner        int // the winning seat once over; -1
	reason        string
	maxTurns      int   // 0: no limit
	raidTargets   []int // City Sections raided this turn
	act           action
	win           window
	duel          duel
	tales         []tale      // Tale Reactions offered at the next pause (story.go)
	omenAt        int         // the battle a Battle Omen was played at; -1
	rnd           *rules.Rand // the current step's randomness (rand); not part of the state
	rand          rules.Rand  // where rnd points, so that a step allocates none
	only          rules.Move  // the move Apply checks; not part of the state (see optionList)
}

func (s *State) seats() int { return len(s.players) }

// next returns the first live seat after p, going left.
func (s *State) next(p int) int {
	for i := 1; i <= s.seats(); i++ {
		q := (p + i) % s.seats()
		if !s.players[q].out {
			return q
		}
	}
	return p
}

// live counts the players still in the game.
func (s *State) live() int {
	n := 0
	for _, p := range s.players {
		if !p.out {
			n++
		}
	}
	return n
}

// New deals a game: strongholds in play, City Sections bought and full of
// Water, the Blessing cut, opening hands drawn.
func (Game) New(su rules.Setup, e rules.Entropy) (rules.State, []rules.Event, error) {
	if err := rules.ValidateSetup(Game{}, su); err != nil {
		return nil, nil, err
	}
	s := &State{setup: su, seed: rules.Seed{}.Mix(e), winner: -1, omenAt: -1}
	if n, err := strconv.Atoi(su.Option("turns", "none")); err == nil {
		s.maxTurns = n
	}
	r := rules.NewRand(s.seed)
	opt := su.Option("decks", "round")
	n := 0 // every card of the table: the Stronghold, City Sections, the deck
	for seat := 0; seat < su.Seats; seat++ {
		dk := deckFor(opt, seat)
		n += 1 + len(Decks[dk].Sections) + len(deckDefs[dk])
	}
	s.cards = make([]card, 0, n)
	s.players = make([]player, 0, su.Seats)
	var evs []rules.Event
	for seat := 0; seat < su.Seats; seat++ {
		dk := deckFor(opt, seat)
		p := player{deck: dk, lo: len(s.cards)}
		d := Decks[dk]
		p.hold = s.addCard(defByKey(d.Hold), seat, AtHome)
		for _, k := range d.Sections {
			id := s.addCard(defByKey(k), seat, InCity)
			s.cards[id].water = pool[s.cards[id].def].Capacity
		}
		for _, en := range d.Cards {
			for c := 0; c < en.Copies; c++ {
				s.addCard(defByKey(en.Key), seat, InDeck)
			}
		}
		p.hi = len(s.cards)
		s.players = append(s.players, p)
		s.index(seat)
		evs = append(evs, rules.Event{Msg: rules.M("sands.ev.deck", rules.SeatArg(rules.Seat(seat)), rules.Key(pool[s.cards[p.hold].def].Name()))})
	}
	// Determining Who Starts: every player cuts (a random card of their
	// deck, shown and put back); the highest Fate is Blessed; ties cut again.
	contenders := make([]int, su.Seats)
	for i := range contenders {
		contenders[i] = i
	}
	for len(contenders) > 1 {
		best, top := -1, []int(nil)
		for _, p := range contenders {
			c := s.nth(p, InDeck, r.IntN(s.count(p, InDeck)))
			f := pool[s.cards[c].def].Fate
			evs = append(evs, rules.Event{Msg: rules.M("sands.ev.cut", rules.SeatArg(rules.Seat(p)), rules.Key(pool[s.cards[c].def].Name()), rules.Int(f))})
			switch {
			case f > best:
				best, top = f, []int{p}
			case f == best:
				top = append(top, p)
			}
		}
		contenders = top
	}
	s.blessed = contenders[0]
	evs = append(evs, rules.Event{Msg: rules.M("sands.ev.blessed", rules.SeatArg(rules.Seat(s.blessed)))})
	for seat := 0; seat < su.Seats; seat++ {
		n := 4 + s.count(seat, InCity)
		s.draw(seat, n, r)
	}
	s.turn = 1
	evs = append(evs, s.startDawn()...)
	return s, evs, nil
}

// addCard puts a new card of def into the game and returns its id.
func (s *State) addCard(def, owner int, z Zone) int {
	s.cards = append(s.cards, card{def: def, owner: owner, zone: z, on: -1, at: -1, over: -1})
	return len(s.cards) - 1
}

// own returns the ids of p's cards, lo <= id < hi: a seat's cards are
// dealt together and never change owner, so what looks at one seat's
// cards scans these alone.
func (s *State) own(p int) (lo, hi int) { return s.players[p].lo, s.players[p].hi }

// setZone moves card c to zone z.
func (s *State) setZone(c int, z Zone) {
	k := &s.cards[c]
	p := &s.players[k.owner]
	bit := uint64(1) << (c - p.lo)
	p.in[k.zone] &^= bit
	p.in[z] |= bit
	k.zone = z
}

// index sets the zone sets of seat p from where its cards lie.
func (s *State) index(p int) {
	pl := &s.players[p]
	pl.in = [numZones]uint64{}
	for i := pl.lo; i < pl.hi; i++ {
		pl.in[s.cards[i].zone] |= 1 << (i - pl.lo)
	}
}

// cardsIn yields the ids of owner's cards in any of the zones zs, in id
// order, as they lay when it began.
func (s *State) cardsIn(owner int, zs ...Zone) iter.Seq[int] {
	p := &s.players[owner]
	var m uint64
	for _, z := range zs {
		m |= p.in[z]
	}
	return func(yield func(int) bool) {
		for ; m != 0; m &= m - 1 {
			if !yield(p.lo + bits.TrailingZeros64(m)) {
				return
			}
		}
	}
}

// zoneCards lists the ids of owner's cards in zone z, in id order.
func (s *State) zoneCards(owner int, z Zone) []int {
	// Room for most zones; inlined, the array stays on the caller's
	// stack when the list does not outlive it.
	ids := make([]int, 0, 8)
	p := &s.players[owner]
	for m := p.in[z]; m != 0; m &= m - 1 {
		ids = append(ids, p.lo+bits.TrailingZeros64(m))
	}
	return ids
}

// count is how many of owner's cards are in zone z.
func (s *State) count(owner int, z Zone) int { return bits.OnesCount64(s.players[owner].in[z]) }

// draw takes n cards from seat's deck into the hand, each chosen at random
// when drawn; an empty deck is replaced at once by the Saved pile.
func (s *State) draw(seat, n int, r *rules.Rand) int {
	drawn := 0
	for ; n > 0; n-- {
		c, ok := s.drawOne(seat, r)
		if !ok {
			break
		}
		s.setZone(c, InHand)
		drawn++
	}
	return drawn
}

// drawOne picks the card a draw from the top of seat's deck takes (the
// deck keeps no order, so any card in it is equally likely), reshuffling
// the Saved pile in if the deck is empty. The caller moves it.
func (s *State) drawOne(seat int, r *rules.Rand) (int, bool) {
	n := s.count(seat, InDeck)
	if n == 0 {
		for _, c := range s.zoneCards(seat, InSaved) {
			s.setZone(c, InDeck)
		}
		n = s.count(seat, InDeck)
	}
	if n == 0 {
		return -1, false
	}
	return s.nth(seat, InDeck, r.IntN(n)), true
}

// nth is zoneCards(owner, z)[i], found without listing the zone: a deck
// is long, and every draw picks from it.
func (s *State) nth(owner int, z Zone, i int) int {
	p := &s.players[owner]
	for m := p.in[z]; m != 0; m &= m - 1 {
		if i == 0 {
			return p.lo + bits.TrailingZeros64(m)
		}
		i--
	}
	return s.zoneCards(owner, z)[i] // out of range, as the list would be
}

// Setup returns the game's setup.
func (s *State) Setup() rules.Setup { return s.setup }

// Result says whether the game is over and who won.
func (s *State) Result() rules.Result {
	if s.phase != phOver {
		return rules.Result{}
	}
	res := rules.Result{Done: true, Scores: make([]int, s.seats())}
	if s.winner >= 0 {
		res.Scores[s.winner] = 1
		res.Winners = []rules.Seat{rules.Seat(s.winner)}
		res.Reason = rules.M(s.reason, rules.SeatArg(rules.Seat(s.winner)))
		return res
	}
	// The turn limit ran out: the players still in share the game.
	for p := range s.players {
		if !s.players[p].out {
			res.Scores[p] = 1
			res.Winners = append(res.Winners, rules.Seat(p))
		}
	}
	res.Reason = rules.M(s.reason)
	return res
}

// Clone copies the state deeply.
func (s *State) Clone() rules.State {
	c := *s
	c.cards = append([]card(nil), s.cards...)
	c.players = append([]player(nil), s.players...)
	c.dawn = append([]int(nil), s.dawn...)
	c.raidTargets = append([]int(nil), s.raidTargets...)
	c.win.seats = append([]int(nil), s.win.seats...)
	c.tales = append([]tale(nil), s.tales...)
	c.atk = s.atk.clone()
	c.raid = s.raid.clone()
	return &c
}

// parseMove splits "verb:1:2" into its verb and numbers, which it appends
// to nums: Apply passes room for four on its stack.
func parseMove(m rules.Move, nums []int) (string, []int, error) {
	verb, rest, more := strings.Cut(string(m), ":")
	for more {
		var p string
		p, rest, more = strings.Cut(rest, ":")
		n, err := strconv.Atoi(p)
		if err != nil {
			return "", nil, fmt.Errorf("move %q: %w", m, err)
		}
		nums = append(nums, n)
	}
	return verb, nums, nil
}

// mv encodes a move from a verb and numbers.
func mv(verb string, nums ...int) rules.Move { return newMove(verb, nums...).encode() }

// move is a verb and at most four numbers, encoded "verb:1:2" only where
// an option keeps it.
type move struct {
	verb string
	nums [4]int
	n    int
}

func newMove(verb string, nums ...int) move {
	m := move{verb: verb, n: len(nums)}
	copy(m.nums[:], nums)
	return m
}

// appendTo appends m's encoding to b.
func (m move) appendTo(b []byte) []byte {
	b = append(b, m.verb...)
	for _, n := range m.nums[:m.n] {
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return b
}

func (m move) encode() rules.Move {
	if m.n == 0 {
		return rules.Move(m.verb)
	}
	var buf [32]byte
	return rules.Move(m.appendTo(buf[:0]))
}

// name is a card's name as a message argument.
func (s *State) name(c int) rules.Arg {
	if s.cards[c].def < 0 {
		return rules.Key("sands.hidden_card")
	}
	return rules.Nth(cardNames[s.cards[c].def], s.Nth(c))
}

// Nth is card c's number among its owner's copies of its design, counted
// along the deck list (public, as the ids are), when it and another of
// them are in play: two Grave-Captain Oruns at Home are Orun (1) and
// Orun (3) in options, events and on the table. It is 0 where the name
// alone says which card it is, for a card in hand (copies there are one
// choice) or in a pile, and for a card the state hides.
func (s *State) Nth(c int) int {
	if c < 0 || c >= len(s.cards) {
		return 0
	}
	k := &s.cards[c]
	p := &s.players[k.owner]
	defs := deckDefs[p.deck]
	first := p.hi - len(defs) // the deck list's cards are the seat's last ids
	j := c - first
	if k.def < 0 || j < 0 || j >= len(defs) || defs[j] != k.def {
		return 0 // hidden, a Stronghold or City Section, or given a design by Determinize
	}
	// The seat's cards in play, as bits of their places in the list (a
	// seat has at most 64 cards).
	play := (p.in[AtHome] | p.in[InCity] | p.in[Attached]) >> (first - p.lo)
	same := deckTwins[p.deck][j]
	if play&(1<<j) == 0 || same&^(1<<j)&play == 0 {
		return 0
	}
	return bits.OnesCount64(same & (1<<(j+1) - 1))
}

// ev is a public event.
func ev(key string, args ...rules.Arg) rules.Event { return rules.Event{Msg: rules.M(key, args...)} }

func seatArg(p int) rules.Arg { return rules.SeatArg(rules.Seat(p)) }

// optionList builds a prompt's options from moves that are encoded only
// where an option is kept.
type optionList struct{ rules.OptionList }

// options starts a prompt's option list; while Apply checks a move it
// keeps only that move's option.
func (s *State) options() optionList {
	if s.only != "" {
		return optionList{rules.Only(s.only)}
	}
	return optionList{}
}

// done reports whether the list checks a move and has found it: what is
// added later cannot change what it keeps, so Apply's check may skip the
// rest of a prompt. A list that keeps every option is never done.
func (l *optionList) done() bool { return l.Found() }

// add offers move m with the label key and args.
func (l *optionList) add(m move, key string, args ...rules.Arg) {
	if m.n == 0 {
		l.Add(rules.Move(m.verb), key, args...) // a verb alone needs no new string
		return
	}
	var buf [32]byte
	l.AddBytes(m.appendTo(buf[:0]), key, args...)
}
