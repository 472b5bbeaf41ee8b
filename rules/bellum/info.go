// This file is the read-only face of the game for the table view and the
// log panel: what the components show and what a state (usually a view)
// holds, as copies, so that nothing outside can change a state.
package bellum

import (
	"slices"

	"majlis/rules"
)

// Line is what one horde line shows or adds up to.
type Line struct {
	Food, Glyph, Treasure int // left side: production and exploration
	Sword, Magic, Thief   int // right side: attack
}

func lineOf(s stats) Line { return Line(s) }

// Counts of components, for drawing.
const (
	Boards    = numBoards
	Creatures = numCreature
	Places    = numPlaces
	Lines     = numLines
)

// Creature tiers and place kinds as the info functions report them.
const (
	TierGoblin  = tierGoblin
	TierEvil    = tierEvil
	TierMost    = tierMost
	KindTavern  = kindTavern
	KindFarm    = kindFarm
	KindVillage = kindVillage
	KindTown    = kindTown
)

// Board describes a castle board.
type Board struct {
	NameKey string
	Shield  int
	Lines   [Lines]Line
}

// BoardInfo describes board b (0–4); ok is false for any other number.
func BoardInfo(b int) (Board, bool) {
	if b < 0 || b >= numBoards {
		return Board{}, false
	}
	out := Board{NameKey: boardKey(b), Shield: boards[b].shield}
	for i, l := range boards[b].lines {
		out.Lines[i] = lineOf(l)
	}
	return out, true
}

// Creature describes a creature card: both sides on every line, and the
// catalogue key of its bonus token ("" when it has none).
type Creature struct {
	NameKey  string
	Tier     int
	Lines    [Lines]Line
	BonusKey string
}

// CreatureInfo describes creature id; ok is false for a hidden or unknown
// id.
func CreatureInfo(id int) (Creature, bool) {
	if id < 0 || id >= numCreature {
		return Creature{}, false
	}
	c := creatures[id]
	out := Creature{NameKey: creatureKey(id), Tier: c.tier}
	for i, l := range c.lines {
		out.Lines[i] = lineOf(l)
	}
	if c.bonus != noBonus {
		out.BonusKey = bonusKeys[c.bonus]
	}
	return out, true
}

// Place describes a place card: its defence and its spoils.
type Place struct {
	NameKey             string
	Kind                int
	Shield, Magic       int
	Food, Glyph, Barrel int
	Wooden, Metal, Gold int
}

// PlaceInfo describes place id; ok is false for a hidden or unknown id.
func PlaceInfo(id int) (Place, bool) {
	if id < 0 || id >= numPlaces {
		return Place{}, false
	}
	p := places[id]
	return Place{placeKey(id), p.kind, p.shield, p.magic, p.res[food], p.res[glyph], p.res[barrel],
		p.chests[wooden], p.chests[metal], p.chests[gold]}, true
}

// Chest is a chest as a viewer sees it: its kind key always, its value
// only when known (0 otherwise).
type Chest struct {
	KindKey string
	Value   int
}

// Holding is what a player has in front of its castle.
type Holding struct {
	// Chosen says whether the castle board is known: false only while
	// boards are chosen (option castles=choose), for the players still to
	// choose. Board is then -1, and Defence 0.
	Chosen      bool
	Board       int
	Left, Right []int // creature ids in the order slid in
	// Hand is the goblins dealt and not yet placed; in another player's
	// view they are hidden (below 0), so only their number shows.
	Hand                  []int
	Food, Glyphs, Barrels int
	Shields, Spells       int // shield tokens; confusion spells
	SpellsUsed            int
	MagicShields          int
	Chests                []Chest
	// Defence is the castle's printed shield plus its shield tokens.
	Defence int
}

// Player returns seat's holding, or false for a seat not at the table.
func (s *State) Player(seat rules.Seat) (Holding, bool) {
	if seat < 0 || int(seat) >= s.n() {
		return Holding{}, false
	}
	p := &s.players[seat]
	h := Holding{Board: p.board, Hand: slices.Clone(p.hand), Left: slices.Clone(p.left), Right: slices.Clone(p.right),
		Food: p.res[food], Glyphs: p.res[glyph], Barrels: p.res[barrel],
		Shields: p.bonus[shieldTok], Spells: p.bonus[spellTok], SpellsUsed: p.spellsUsed, MagicShields: p.bonus[magicTok]}
	h.Chosen = s.boardChosen(int(seat))
	if h.Chosen {
		h.Defence, _ = s.castleDefence(int(seat))
	} else {
		h.Board = -1
	}
	for _, c := range p.chests {
		ch := Chest{KindKey: kindKeys[chestKindOf(c)]}
		if c >= 0 {
			ch.Value = chestValue[c]
		}
		h.Chests = append(h.Chests, ch)
	}
	return h, true
}

// Horde adds up seat's line (1–6) as the rules count it; false for a bad
// seat or line, or a castle whose board is not chosen yet.
func (s *State) Horde(seat rules.Seat, line int) (Line, bool) {
	if seat < 0 || int(seat) >= s.n() || line < 1 || line > numLines || !s.boardChosen(int(seat)) {
		return Line{}, false
	}
	return lineOf(s.horde(int(seat), line-1)), true
}

// boardChosen says whether p's castle board is set: always once the
// boards are chosen; while they are, for those before the chooser in
// turn (from the Captain).
func (s *State) boardChosen(p int) bool {
	if s.phase != phChoose {
		return true
	}
	return (p-s.captain+s.n())%s.n() < s.k
}

// Day is the day number (from 1), the Captain and the die (0 before the
// first roll).
func (s *State) Day() (day int, captain rules.Seat, die int) {
	return s.day, rules.Seat(s.captain), s.die
}

// Kingdom returns the face-up places beside the Tavern, the discarded
// places, and how many cards the face-down pile holds.
func (s *State) Kingdom() (row, discard []int, pile int) {
	return slices.Clone(s.row), slices.Clone(s.discard), s.pileSize()
}

// FaceUp returns the face-up Evil and Most Evil creatures under their
// piles (-1 for an empty slot) and the piles' sizes.
func (s *State) FaceUp() (evil, most [2]int, evilPiles, mostPiles [2]int) {
	for i := 0; i < 2; i++ {
		evil[i], most[i] = max(s.evilUp[i], -1), max(s.mostUp[i], -1)
		evilPiles[i], mostPiles[i] = s.evil.size[i], s.most.size[i]
	}
	return
}

// Reserves returns what the reserves hold: food, glyphs, barrels; shield
// tokens, confusion spells, magic shields; and the chest piles' sizes
// (wooden, metal, gold).
func (s *State) Reserves() (res [3]int, bonus [3]int, chests [3]int) {
	for k := range s.chestPile {
		chests[k] = len(s.chestPile[k])
	}
	return s.res, s.bonus, chests
}
