// Package bellum holds the rules of Bellum Magia for 2–5 players: castles
// with six horde lines, a daily die roll that the table may force again
// with barrels and confusion spells, gathering, scouting, attacks on the
// human kingdom and on each other's castles, recruiting, and hidden chest
// values. This file holds the game, the state and setup; play.go the
// prompts and moves; view.go hashing, views and determinizing.
package bellum

import (
	"fmt"
	"slices"
	"strconv"

	"majlis/rules"
)

// ID is the game's id in the registry.
const ID = "bellum"

// Game is Bellum Magia's rules.
type Game struct{}

// ID returns "bellum".
func (Game) ID() string { return ID }

// Name is the game's title.
func (Game) Name() rules.Msg { return rules.M("bellum.name") }

// Seats is 2 to 5.
func (Game) Seats() (int, int) { return 2, maxSeats }

// maxSeats is the most players at a table.
const maxSeats = 5

// Options: castle boards are dealt at random (default) or chosen in turn
// order from the first Captain.
func (Game) Options() []rules.OptionSpec {
	return []rules.OptionSpec{{Key: "castles", Values: []string{"deal", "choose"}, Label: rules.M("bellum.option.castles")}}
}

// Phases of the game. A state at rest is always in a phase that asks
// somebody something, or over.
const (
	phChoose  = iota // choosing castle boards
	phGoblin         // placing the two dealt goblins
	phRoll           // the Captain rolls the die
	phReroll         // a round in which anyone may force a re-roll
	phAttack         // one attack (or none) per player
	phSteal          // each thief of a castle attack picks a chest
	phRecruit        // recruiting in turn order, as many as affordable
	phSide           // placing the creature just recruited
	phOver
)

type player struct {
	board       int
	hand        []int // goblins dealt and not yet placed
	left, right []int // creatures slid in on each side, in order
	res         [numRes]int
	bonus       [numBonus]int
	spellsUsed  int   // confusion spells turned face up this captaincy
	chests      []int // chest ids; hidden ones are -1-kind in a view
}

// State is a game of Bellum Magia in progress.
type State struct {
	drew    bool // the last Apply drew on its randomness; not part of the state
	setup   rules.Setup
	seed    rules.Seed
	phase   int
	day     int
	captain int
	k       int // the acting seat is captain+k in phases taken in turn
	die     int // 1–6; 0 before the first roll
	pending int // the creature awaiting a side in phSide
	victim  int // the castle attacked in phSteal
	steals  int // thieves still to steal in phSteal
	// boardsLeft are the boards still to choose in phChoose.
	boardsLeft []int
	players    []player

	// Hidden piles keep no order (see NOTES.md, "Hidden piles are drawn
	// at random"): each is a pool in id order, and the card or chest taken
	// from it is chosen with the Rand of the step that takes it. A peer
	// running the whole state therefore knows a pile's contents but never
	// what it gives next.
	goblinBox []int // goblins not dealt, back in the box, in id order
	// unseen holds every place that is neither face up, discarded nor the
	// Tavern, in id order: the face-down kingdom pile and the cards left
	// in the box together. pileLeft says how many farms, villages and
	// towns (by place kind) the pile still holds; which unseen cards they
	// are is decided only as each is turned over.
	unseen   []int
	pileLeft [numPlaceKinds]int
	row      []int // face-up places beside the Tavern
	discard  []int // places attacked and discarded

	evil, most     creaturePile
	evilUp, mostUp [2]int // the face-up creature below each pile, or noCard
	chestPile      [numKinds][]int

	res   [numRes]int   // the resource reserve
	bonus [numBonus]int // the bonus reserve
}

// noCard marks an empty face-up creature slot.
const noCard = -100

// creaturePile is the two face-down piles of one creature kind. Their
// cards form one pool in id order and each pile keeps only its size: the
// card a pile turns over is chosen at random among the pool when it is
// turned over, which is what an honest player expects of two shuffled
// halves of one deck.
type creaturePile struct {
	cards []int
	size  [2]int
}

func (p creaturePile) clone() creaturePile {
	p.cards = slices.Clone(p.cards)
	return p
}

// drawRandom removes and returns a random element, chosen with r, among
// those of pool for which ok holds (every element when ok is nil); false
// when there is none. pool keeps its order.
func drawRandom(pool *[]int, r *rules.Rand, ok func(int) bool) (int, bool) {
	var idx []int
	for i, c := range *pool {
		if ok == nil || ok(c) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return 0, false
	}
	i := idx[r.IntN(len(idx))]
	c := (*pool)[i]
	*pool = slices.Delete(*pool, i, i+1)
	return c, true
}

var _ rules.State = (*State)(nil)

// New deals a game: boards (dealt, or chosen in the first prompts),
// goblins, the human kingdom, the creature piles and the chest piles.
func (g Game) New(s rules.Setup, e rules.Entropy) (rules.State, []rules.Event, error) {
	if err := rules.ValidateSetup(g, s); err != nil {
		return nil, nil, fmt.Errorf("bellum setup: %w", err)
	}
	n := s.Seats
	st := &State{setup: s, seed: rules.Seed{}.Mix(e), captain: int(s.First), players: make([]player, n)}
	r := rules.NewRand(st.seed)
	st.res = resTotal
	st.bonus = bonusTotal
	var evs []rules.Event

	perm := func(ids []int) {
		r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	}
	ids := func(lo, hi int) []int {
		out := make([]int, 0, hi-lo)
		for i := lo; i < hi; i++ {
			out = append(out, i)
		}
		return out
	}

	if s.Option("castles", "deal") == "choose" {
		st.phase = phChoose
		st.boardsLeft = ids(0, numBoards)
	} else {
		bs := ids(0, numBoards)
		perm(bs)
		for i := range st.players {
			st.players[i].board = bs[i]
			evs = append(evs, rules.Event{Msg: rules.M("bellum.ev.board", rules.SeatArg(rules.Seat(i)), rules.Key(boardKey(bs[i])))})
		}
		st.phase = phGoblin
	}

	gob := ids(0, numGoblins)
	perm(gob)
	for i := range st.players {
		st.players[i].hand = []int{gob[2*i], gob[2*i+1]}
	}
	st.goblinBox = slices.Clone(gob[2*n:])
	slices.Sort(st.goblinBox) // the box has no order

	// The kingdom pile: towns at the bottom, villages, then farms on top.
	// Which cards of each kind it holds and in what order is left open;
	// each is chosen among the unseen ones as it is turned over.
	st.unseen = ids(1, numPlaces)
	st.pileLeft[kindFarm], st.pileLeft[kindVillage], st.pileLeft[kindTown] = kingdomSize(n)
	for i := 0; i < n; i++ {
		if c, ok := st.drawPlace(r); ok {
			st.row = append(st.row, c)
		}
	}

	st.evil = creaturePile{cards: ids(numGoblins, numGoblins+numEvil), size: [2]int{numEvil / 2, numEvil - numEvil/2}}
	st.most = creaturePile{cards: ids(numGoblins+numEvil, numCreature), size: [2]int{numMostEvil / 2, numMostEvil - numMostEvil/2}}
	for i := 0; i < 2; i++ {
		st.evilUp[i] = st.refill(&st.evil, i, r)
		st.mostUp[i] = st.refill(&st.most, i, r)
	}

	for k := 0; k < numKinds; k++ {
		st.chestPile[k] = chestIDs(k)
	}
	evs = append(evs, rules.Event{Msg: rules.M("bellum.ev.captain", rules.SeatArg(s.First))})
	return st, evs, nil
}

// refill turns over a card of pile i, or of the other pile of the same
// kind when pile i is empty; noCard when both are empty. The card is
// chosen with r among the kind's face-down cards now.
func (s *State) refill(p *creaturePile, i int, r *rules.Rand) int {
	for _, j := range []int{i, 1 - i} {
		if p.size[j] > 0 {
			c, ok := drawRandom(&p.cards, r, nil)
			if !ok {
				return noCard
			}
			p.size[j]--
			return c
		}
	}
	return noCard
}

// drawPlace turns over a place of the kingdom pile: one of the top layer
// still holding cards (farms, then villages, then towns), chosen with r
// among the unseen places of that kind. False when the pile is empty.
func (s *State) drawPlace(r *rules.Rand) (int, bool) {
	for kind := kindFarm; kind <= kindTown; kind++ {
		if s.pileLeft[kind] == 0 {
			continue
		}
		c, ok := drawRandom(&s.unseen, r, func(id int) bool { return placeKindOf(id) == kind })
		if !ok {
			return 0, false
		}
		s.pileLeft[kind]--
		return c, true
	}
	return 0, false
}

// pileSize is how many places the kingdom pile holds.
func (s *State) pileSize() int {
	t := 0
	for _, n := range s.pileLeft {
		t += n
	}
	return t
}

// Setup returns the game's setup.
func (s *State) Setup() rules.Setup { return s.setup }

func (s *State) n() int { return len(s.players) }

// seat returns the seat k places after the Captain: seat+1 is the next
// player clockwise (to the left).
func (s *State) seat(k int) int { return (s.captain + k) % s.n() }

// horde adds up a player's line (0–5): the board's printed values, the
// left creatures' production and exploration, the right creatures' attack.
func (s *State) horde(p int, line int) stats {
	pl := &s.players[p]
	h := boards[pl.board].lines[line]
	for _, c := range pl.left {
		if c >= 0 {
			h.addLeft(creatures[c].lines[line])
		}
	}
	for _, c := range pl.right {
		if c >= 0 {
			h.addRight(creatures[c].lines[line])
		}
	}
	return h
}

func (s *State) active(p int) stats { return s.horde(p, s.die-1) }

// beats says whether a horde's swords overcome a defence: every magic
// shield needs its own magic sword, and the plain shield needs as many
// more swords of either kind.
func beats(h stats, shield, magic int) bool {
	return h.Magic >= magic && h.Sword+h.Magic >= shield+magic
}

// castleDefence is a castle's printed shield plus its shield tokens, and
// its magic shield tokens.
func (s *State) castleDefence(p int) (shield, magic int) {
	pl := &s.players[p]
	return boards[pl.board].shield + pl.bonus[shieldTok], pl.bonus[magicTok]
}

// Result says who is richest once the game is over.
func (s *State) Result() rules.Result {
	if s.phase != phOver {
		return rules.Result{}
	}
	n := s.n()
	res := rules.Result{Done: true, Scores: make([]int, n)}
	best := -1
	for i, p := range s.players {
		for _, c := range p.chests {
			if c >= 0 {
				res.Scores[i] += chestValue[c]
			}
		}
		if len(p.chests) >= winChests && res.Reason.Key == "" {
			res.Reason = rules.M("bellum.end.chests", rules.SeatArg(rules.Seat(i)), rules.Int(len(p.chests)))
		}
		best = max(best, res.Scores[i])
	}
	if res.Reason.Key == "" {
		res.Reason = rules.M("bellum.end.chests_out")
	}
	var top []int
	for i := range s.players {
		if res.Scores[i] == best {
			top = append(top, i)
		}
	}
	if len(top) > 1 {
		mc := 0
		for _, i := range top {
			mc = max(mc, len(s.players[i].chests))
		}
		var by []int
		for _, i := range top {
			if len(s.players[i].chests) == mc {
				by = append(by, i)
			}
		}
		if len(by) == 1 {
			res.TieBreak = rules.M("bellum.tie.chests", rules.Int(mc))
		} else {
			res.TieBreak = rules.M("bellum.tie.shared")
		}
		top = by
	}
	for _, i := range top {
		res.Winners = append(res.Winners, rules.Seat(i))
	}
	return res
}

// Catalogue keys of components.
func boardKey(b int) string {
	if b >= 0 && b < len(boardKeys) {
		return boardKeys[b]
	}
	return "bellum.board." + strconv.Itoa(b)
}

func creatureKey(c int) string {
	if c < 0 {
		return "bellum.creature.hidden"
	}
	return creatureKeys[c]
}

func placeKey(p int) string {
	if p < 0 {
		return "bellum.place.hidden"
	}
	if p < len(placeKeys) {
		return placeKeys[p]
	}
	return "bellum.place." + strconv.Itoa(p)
}

// The keys of numbered components are made once here: labels name them at
// every prompt, and search asks for a prompt at every step it plays.
var (
	boardKeys    = numbered("bellum.board.", numBoards)
	placeKeys    = numbered("bellum.place.", numPlaces)
	creatureKeys = func() (ks [numCreature]string) {
		for c := range ks {
			ks[c] = "bellum.creature." + archetypes[creatures[c].arch].name
		}
		return ks
	}()
)

// numbered lists prefix+i for i below n: keys, or moves.
func numbered(prefix string, n int) []string {
	ks := make([]string, n)
	for i := range ks {
		ks[i] = prefix + strconv.Itoa(i)
	}
	return ks
}

var kindKeys = [numKinds]string{"bellum.kind.wooden", "bellum.kind.metal", "bellum.kind.gold"}
var resKeys = [numRes]string{"bellum.res.food", "bellum.res.glyph", "bellum.res.barrel"}
var bonusKeys = [numBonus]string{"bellum.bonus.shield", "bellum.bonus.spell", "bellum.bonus.magic"}
