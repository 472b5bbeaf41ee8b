// This file holds Bellum Magia's components. The rulebook names them and
// counts them but never lists what each one shows, so the castles,
// creatures, places and chest values here are our own design, recorded in
// NOTES.md; the tables are built once and never modified.
package bellum

// Card and token counts from the rulebook.
const (
	numBoards   = 5
	numGoblins  = 10
	numEvil     = 46
	numMostEvil = 20
	numCreature = numGoblins + numEvil + numMostEvil
	numPlaces   = 25
	numChests   = 50
	numLines    = 6
	maxBarrels  = 2 // a player refuses a third barrel
	winChests   = 10
)

// Resource kinds, indexes into a resource array.
const (
	food = iota
	glyph
	barrel
	numRes
)

// Bonus token kinds, indexes into a bonus array.
const (
	shieldTok = iota
	spellTok  // a roll-again token, used as a confusion spell
	magicTok  // a magic shield
	numBonus
	noBonus = -1
)

// Chest kinds.
const (
	wooden = iota
	metal
	gold
	numKinds
)

// Creature tiers.
const (
	tierGoblin = iota
	tierEvil
	tierMost
)

// Place kinds.
const (
	kindTavern = iota
	kindFarm
	kindVillage
	kindTown
	numPlaceKinds
)

// Reserve sizes from the rulebook.
var (
	resTotal   = [numRes]int{30, 20, 10}
	bonusTotal = [numBonus]int{20, 17, 8}
)

// stats is what one horde line adds up to. A castle board counts all six
// fields; a creature counts the left three (production and exploration)
// when slid in on the left and the right three (attack) on the right.
type stats struct {
	Food, Glyph, Treasure int
	Sword, Magic, Thief   int
}

func (a *stats) addLeft(b stats) {
	a.Food += b.Food
	a.Glyph += b.Glyph
	a.Treasure += b.Treasure
}

func (a *stats) addRight(b stats) {
	a.Sword += b.Sword
	a.Magic += b.Magic
	a.Thief += b.Thief
}

type board struct {
	shield int
	lines  [numLines]stats
}

type creature struct {
	tier, arch int // arch indexes archetypes
	lines      [numLines]stats
	bonus      int // a bonus token kind or noBonus
}

type place struct {
	kind, num     int // num counts from 1 within a kind; the Tavern is 0
	shield, magic int
	res           [numRes]int
	chests        [numKinds]int
}

// ln reads one line as "FGT/SMH": food, glyph, treasure, then swords,
// magic swords, thieves, one digit each.
func ln(s string) stats {
	d := func(i int) int { return int(s[i] - '0') }
	return stats{d(0), d(1), d(2), d(4), d(5), d(6)}
}

var boards = [numBoards]board{
	{1, [numLines]stats{ln("101/100"), ln("200/000"), ln("010/100"), ln("101/000"), ln("010/100"), ln("100/101")}},
	{2, [numLines]stats{ln("010/100"), ln("101/000"), ln("200/000"), ln("000/101"), ln("101/000"), ln("010/100")}},
	{2, [numLines]stats{ln("100/000"), ln("010/100"), ln("101/000"), ln("100/100"), ln("000/101"), ln("101/000")}},
	{3, [numLines]stats{ln("001/000"), ln("100/100"), ln("010/001"), ln("101/000"), ln("100/100"), ln("010/000")}},
	{3, [numLines]stats{ln("100/100"), ln("001/000"), ln("100/000"), ln("010/000"), ln("001/100"), ln("100/001")}},
}

// mark is one icon of an archetype: amount of field at a line offset.
type mark struct {
	off, field, n int
}

// Fields of stats, for marks.
const (
	fFood = iota
	fGlyph
	fTreasure
	fSword
	fMagic
	fThief
)

type archetype struct {
	name   string // catalogue key suffix
	tier   int
	copies int
	marks  []mark
	bonus  int
}

// archetypes lists the creature designs; copy k of the a-th archetype of a
// tier is shifted down by (k+a) mod 6 lines, so the copies cover every line.
var archetypes = []archetype{
	{"forager", tierGoblin, 5, []mark{{0, fFood, 1}, {3, fFood, 1}, {0, fSword, 1}, {3, fSword, 1}}, noBonus},
	{"sneak", tierGoblin, 5, []mark{{0, fTreasure, 1}, {3, fGlyph, 1}, {0, fThief, 1}, {3, fSword, 1}}, noBonus},

	{"orc", tierEvil, 6, []mark{{0, fFood, 2}, {0, fSword, 1}, {1, fSword, 1}}, noBonus},
	{"kobold", tierEvil, 6, []mark{{0, fTreasure, 1}, {2, fFood, 1}, {0, fThief, 1}, {2, fSword, 1}}, noBonus},
	{"imp", tierEvil, 6, []mark{{0, fGlyph, 1}, {3, fGlyph, 1}, {0, fMagic, 1}}, noBonus},
	{"troll", tierEvil, 6, []mark{{0, fFood, 1}, {2, fFood, 1}, {0, fSword, 2}}, noBonus},
	{"skeleton", tierEvil, 6, []mark{{0, fFood, 1}, {1, fGlyph, 1}, {0, fSword, 1}, {3, fSword, 1}}, noBonus},
	{"harpy", tierEvil, 6, []mark{{0, fTreasure, 1}, {1, fFood, 1}, {0, fSword, 1}, {1, fThief, 1}}, noBonus},
	{"gargoyle", tierEvil, 6, []mark{{0, fFood, 1}, {0, fSword, 1}, {4, fSword, 1}}, shieldTok},
	{"witch", tierEvil, 4, []mark{{0, fGlyph, 1}, {3, fFood, 1}, {0, fMagic, 1}}, spellTok},

	{"dragon", tierMost, 4, []mark{{0, fFood, 2}, {0, fTreasure, 1}, {0, fSword, 2}, {0, fMagic, 1}, {3, fSword, 2}}, magicTok},
	{"lich", tierMost, 4, []mark{{0, fGlyph, 2}, {2, fGlyph, 1}, {0, fMagic, 2}, {2, fMagic, 1}}, spellTok},
	{"demon", tierMost, 4, []mark{{0, fFood, 2}, {3, fTreasure, 1}, {0, fSword, 3}, {3, fThief, 1}}, shieldTok},
	{"vampire", tierMost, 4, []mark{{0, fTreasure, 2}, {2, fGlyph, 1}, {0, fThief, 2}, {1, fSword, 2}}, magicTok},
	{"wraith", tierMost, 4, []mark{{0, fFood, 1}, {1, fFood, 1}, {2, fFood, 1}, {0, fSword, 1}, {1, fMagic, 1}, {2, fSword, 1}}, spellTok},
}

// creatures holds every creature by id: goblins 0–9, Evil 10–55, Most
// Evil 56–75, in archetype order.
var creatures = buildCreatures()

func buildCreatures() []creature {
	var cs []creature
	idx := map[int]int{} // archetype index within its tier
	for ai, a := range archetypes {
		pos := idx[a.tier]
		idx[a.tier]++
		for k := 0; k < a.copies; k++ {
			c := creature{tier: a.tier, arch: ai, bonus: a.bonus}
			shift := (k + pos) % numLines
			for _, m := range a.marks {
				l := &c.lines[(m.off+shift)%numLines]
				switch m.field {
				case fFood:
					l.Food += m.n
				case fGlyph:
					l.Glyph += m.n
				case fTreasure:
					l.Treasure += m.n
				case fSword:
					l.Sword += m.n
				case fMagic:
					l.Magic += m.n
				case fThief:
					l.Thief += m.n
				}
			}
			cs = append(cs, c)
		}
	}
	return cs
}

func tierOf(id int) int {
	switch {
	case id < numGoblins:
		return tierGoblin
	case id < numGoblins+numEvil:
		return tierEvil
	default:
		return tierMost
	}
}

func pl(kind, num, shield, magic, f, g, b, w, m, au int) place {
	return place{kind, num, shield, magic, [numRes]int{f, g, b}, [numKinds]int{w, m, au}}
}

// places holds every place by id: the Tavern 0, farms 1–7, villages 8–14,
// towns 15–24. Columns: shield, magic shield, then spoils: food, glyphs,
// barrels, wooden, metal and gold chests.
var places = [numPlaces]place{
	pl(kindTavern, 0, 2, 0, 1, 0, 1, 0, 0, 0),

	pl(kindFarm, 1, 1, 0, 2, 0, 0, 0, 0, 0),
	pl(kindFarm, 2, 1, 0, 1, 1, 0, 0, 0, 0),
	pl(kindFarm, 3, 2, 0, 3, 0, 0, 0, 0, 0),
	pl(kindFarm, 4, 2, 0, 0, 0, 0, 1, 0, 0),
	pl(kindFarm, 5, 2, 0, 2, 0, 1, 0, 0, 0),
	pl(kindFarm, 6, 3, 0, 1, 0, 0, 1, 0, 0),
	pl(kindFarm, 7, 3, 0, 2, 1, 0, 0, 0, 0),

	pl(kindVillage, 1, 3, 0, 2, 0, 0, 1, 0, 0),
	pl(kindVillage, 2, 4, 0, 0, 0, 0, 0, 1, 0),
	pl(kindVillage, 3, 4, 0, 1, 2, 0, 0, 0, 0),
	pl(kindVillage, 4, 4, 1, 0, 1, 0, 0, 1, 0),
	pl(kindVillage, 5, 5, 0, 0, 0, 0, 2, 0, 0),
	pl(kindVillage, 6, 5, 0, 2, 0, 0, 0, 1, 0),
	pl(kindVillage, 7, 5, 1, 0, 0, 0, 1, 1, 0),

	pl(kindTown, 1, 5, 1, 0, 0, 0, 0, 0, 1),
	pl(kindTown, 2, 6, 0, 1, 0, 0, 0, 0, 1),
	pl(kindTown, 3, 6, 1, 0, 1, 0, 0, 0, 1),
	pl(kindTown, 4, 6, 0, 0, 0, 0, 0, 2, 0),
	pl(kindTown, 5, 7, 0, 0, 0, 0, 0, 1, 1),
	pl(kindTown, 6, 7, 1, 2, 0, 0, 0, 0, 1),
	pl(kindTown, 7, 7, 2, 0, 0, 0, 0, 0, 2),
	pl(kindTown, 8, 8, 0, 1, 0, 0, 0, 1, 1),
	pl(kindTown, 9, 8, 1, 0, 1, 0, 0, 0, 2),
	pl(kindTown, 10, 8, 2, 0, 0, 0, 0, 1, 2),
}

// kingdomSize is how many farms, villages and towns a table of n uses.
func kingdomSize(n int) (farms, villages, towns int) {
	switch n {
	case 2:
		return 3, 3, 10
	case 3:
		return 4, 4, 10
	case 4:
		return 6, 6, 10
	default:
		return 7, 7, 10
	}
}

// chestValue gives each chest id its value: wooden 0–19, metal 20–39,
// gold 40–49.
var chestValue = buildChests()

func buildChests() [numChests]int {
	var v [numChests]int
	fill := func(from int, counts ...[2]int) {
		i := from
		for _, c := range counts {
			for j := 0; j < c[0]; j++ {
				v[i] = c[1]
				i++
			}
		}
	}
	fill(0, [2]int{6, 1}, [2]int{8, 2}, [2]int{6, 3})
	fill(20, [2]int{6, 3}, [2]int{8, 4}, [2]int{6, 5})
	fill(40, [2]int{3, 6}, [2]int{4, 7}, [2]int{3, 8})
	return v
}

func chestKind(id int) int {
	switch {
	case id < 20:
		return wooden
	case id < 40:
		return metal
	default:
		return gold
	}
}

// chestIDs returns the ids of one kind of chest.
func chestIDs(kind int) []int {
	lo, hi := [numKinds]int{0, 20, 40}[kind], [numKinds]int{20, 40, 50}[kind]
	ids := make([]int, 0, hi-lo)
	for i := lo; i < hi; i++ {
		ids = append(ids, i)
	}
	return ids
}

// Hidden things in a view keep their category so that prompts and counts
// stay right: a chest becomes -1-kind, a creature -1-tier, a place
// -1-kind.
func hideChest(id int) int {
	if id < 0 {
		return id
	}
	return -1 - chestKind(id)
}

func chestKindOf(id int) int {
	if id < 0 {
		return -1 - id
	}
	return chestKind(id)
}

func hideCreature(id int) int {
	if id < 0 {
		return id
	}
	return -1 - tierOf(id)
}

func hidePlace(id int) int {
	if id < 0 {
		return id
	}
	return -1 - places[id].kind
}

func placeKindOf(id int) int {
	if id < 0 {
		return -1 - id
	}
	return places[id].kind
}
