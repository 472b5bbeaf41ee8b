// Components of Belaad: the five character symbols, the fourteen boards,
// the token mix, and the designed decks (57 action cards, 30 scholars, 24
// battle cards, 14 Hashash cards). NOTES.md describes each in words.
package belaad

// Teams.
const (
	Kingdom = 0
	People  = 1
	Order   = 2
)

// The five character symbols. A character's index on its team's board row
// is its symbol, so Kingdom character 3 is the Commander (military).
const (
	SymGold     = 0 // Treasurer / Trustworthy / Hashash
	SymSteal    = 1 // Sheriff / Altruist / Spy
	SymTokens   = 2 // Vizier / Preacher / Sect Leader
	SymMilitary = 3 // Commander / Folk Hero / Assassin
	SymEmploy   = 4 // Sultan / Bahlool; the Order has none
	numSyms     = 5
)

// Token types: the five symbols, the wild white token and the orange one.
const (
	TokWild   = 5
	TokOrange = 6
	numTok    = 7
)

// tokenMix is the bag at setup: 9 white tokens of each symbol, 5 wild white
// tokens and 20 orange tokens, 70 in all.
var tokenMix = [numTok]int{9, 9, 9, 9, 9, 5, 20}

const (
	totalTokens = 70
	totalSwords = 5
	topSlots    = 5 // every board holds five tokens on top
)

// Characters are numbered team*5+symbol: 0–4 Kingdom, 5–9 People, 10–13
// Order (the Order has no employ character).
const (
	Treasurer   = 0
	Sheriff     = 1
	Vizier      = 2
	Commander   = 3
	Sultan      = 4
	Trustworthy = 5
	Altruist    = 6
	Preacher    = 7
	FolkHero    = 8
	Bahlool     = 9
	Hashash     = 10
	Spy         = 11
	SectLeader  = 12
	Assassin    = 13
	numChars    = 14
)

func charOf(team, sym int) int   { return team*5 + sym }
func teamOfChar(c int) int       { return c / 5 }
func symOfChar(c int) int        { return c % 5 }
func hasChar(team, sym int) bool { return team != Order || sym != SymEmploy }

// bottomSlots is the number of orange slots at the bottom of a board: one,
// two for the Commander.
func bottomSlots(c int) int {
	if c == Commander {
		return 2
	}
	return 1
}

// Primary action kinds.
const (
	PrimGold   = iota // collect N gold
	PrimRed           // collect N red
	PrimTokens        // draw N tokens
	PrimSymbol        // a character symbol action (N is the symbol)
	PrimAny           // activate any symbol of the team
)

// Secondary action kinds.
const (
	SecGold      = iota // collect N gold
	SecRed              // collect N red
	SecTokens           // draw N tokens
	SecPlus2            // two more symbols for this card's symbol action
	SecTreasury         // move the team's gold into its treasury
	SecEliminate        // wipe an opponent character's tokens
	SecTopCard          // perform a top card of the three decks
	SecAny              // activate any symbol of the team
)

type Prim struct{ Kind, N int }

// ActionCard is one of the 57 action cards: alternatives for the primary
// action (several symbols mean "choose one"), one secondary action and its
// cost.
type ActionCard struct {
	Prim         []Prim
	Sec, SecN    int
	CostG, CostR int
}

var anyP = []Prim{{PrimAny, 0}}

const (
	G = SymGold
	S = SymSteal
	T = SymTokens
	M = SymMilitary
	E = SymEmploy
)

// actionCards is the designed deck: every primary and secondary action, a
// spread of costs. Index is the card id. The deck and the scholars are
// written as plain literals, which the linker lays out as data: built by
// helper calls they were 26 kB of initialisation code in the page's
// download.
var actionCards = [57]ActionCard{
	// Fixed primaries.
	{[]Prim{{PrimGold, 2}}, SecRed, 2, 1, 0},
	{[]Prim{{PrimGold, 2}}, SecTokens, 2, 1, 1},
	{[]Prim{{PrimGold, 3}}, SecTreasury, 0, 0, 1},
	{[]Prim{{PrimGold, 3}}, SecEliminate, 0, 2, 1},
	{[]Prim{{PrimGold, 4}}, SecTopCard, 0, 2, 0}, // the combo example's played card
	{[]Prim{{PrimGold, 4}}, SecAny, 0, 1, 2},
	{[]Prim{{PrimRed, 2}}, SecGold, 2, 0, 1},
	{[]Prim{{PrimRed, 2}}, SecTreasury, 0, 0, 1},
	{[]Prim{{PrimRed, 3}}, SecTokens, 3, 2, 0},
	{[]Prim{{PrimRed, 3}}, SecTopCard, 0, 0, 2},
	{[]Prim{{PrimTokens, 2}}, SecGold, 3, 0, 2},
	{[]Prim{{PrimTokens, 2}}, SecRed, 3, 2, 0},
	{[]Prim{{PrimTokens, 2}}, SecEliminate, 0, 2, 1},
	{[]Prim{{PrimTokens, 3}}, SecAny, 0, 1, 2},
	{[]Prim{{PrimTokens, 3}}, SecGold, 2, 0, 1},
	// One symbol.
	{[]Prim{{PrimSymbol, G}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, G}}, SecTokens, 2, 1, 1},
	{[]Prim{{PrimSymbol, G}}, SecTopCard, 0, 2, 0},
	{[]Prim{{PrimSymbol, G}}, SecRed, 2, 1, 0},
	{[]Prim{{PrimSymbol, S}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, S}}, SecGold, 2, 0, 1},
	{[]Prim{{PrimSymbol, S}}, SecEliminate, 0, 2, 1},
	{[]Prim{{PrimSymbol, S}}, SecTreasury, 0, 0, 1},
	{[]Prim{{PrimSymbol, T}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, T}}, SecGold, 3, 0, 2},
	{[]Prim{{PrimSymbol, T}}, SecAny, 0, 1, 2},
	{[]Prim{{PrimSymbol, T}}, SecTopCard, 0, 0, 2},
	{[]Prim{{PrimSymbol, M}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, M}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, M}}, SecRed, 3, 2, 0},
	{[]Prim{{PrimSymbol, M}}, SecTokens, 2, 1, 1},
	{[]Prim{{PrimSymbol, M}}, SecGold, 2, 0, 1},
	{[]Prim{{PrimSymbol, E}}, SecTopCard, 0, 0, 2}, // the combo example's left card
	{[]Prim{{PrimSymbol, E}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, E}}, SecGold, 3, 0, 2},
	{[]Prim{{PrimSymbol, E}}, SecTreasury, 0, 0, 1},
	{[]Prim{{PrimSymbol, E}}, SecTokens, 3, 2, 0},
	{[]Prim{{PrimSymbol, E}}, SecRed, 2, 1, 0},
	// Two symbols.
	{[]Prim{{PrimSymbol, G}, {PrimSymbol, S}}, SecEliminate, 0, 2, 1},
	{[]Prim{{PrimSymbol, G}, {PrimSymbol, T}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, G}, {PrimSymbol, M}}, SecTopCard, 0, 2, 0},
	{[]Prim{{PrimSymbol, G}, {PrimSymbol, E}}, SecRed, 3, 2, 0},
	{[]Prim{{PrimSymbol, S}, {PrimSymbol, T}}, SecGold, 2, 0, 1},
	{[]Prim{{PrimSymbol, S}, {PrimSymbol, M}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, S}, {PrimSymbol, E}}, SecTokens, 2, 1, 1},
	{[]Prim{{PrimSymbol, T}, {PrimSymbol, M}}, SecTreasury, 0, 0, 1},
	{[]Prim{{PrimSymbol, T}, {PrimSymbol, E}}, SecAny, 0, 1, 2},
	{[]Prim{{PrimSymbol, M}, {PrimSymbol, E}}, SecEliminate, 0, 2, 1},
	// Three symbols.
	{[]Prim{{PrimSymbol, G}, {PrimSymbol, S}, {PrimSymbol, T}}, SecTopCard, 0, 0, 2},
	{[]Prim{{PrimSymbol, S}, {PrimSymbol, M}, {PrimSymbol, E}}, SecGold, 3, 0, 2},
	{[]Prim{{PrimSymbol, G}, {PrimSymbol, T}, {PrimSymbol, E}}, SecPlus2, 0, 0, 2},
	{[]Prim{{PrimSymbol, T}, {PrimSymbol, M}, {PrimSymbol, E}}, SecRed, 2, 1, 0},
	// Any symbol.
	{anyP, SecTopCard, 0, 2, 0}, // the rulebook's "perform a top card" example
	{anyP, SecPlus2, 0, 0, 2},
	{anyP, SecGold, 2, 0, 1},
	{anyP, SecEliminate, 0, 2, 1},
	{anyP, SecTokens, 2, 1, 1},
}

// Specialties of scholars (0 = none).
const (
	SpecNone = iota
	SpecAstronomy
	SpecMedicine
	SpecEngineering
)

// Auxiliary condition kinds.
const (
	AuxNone  = iota
	AuxCoins // pay Red red, Gold gold and Any coins of either colour for Pts
	AuxSpec  // counts towards its specialty set
	AuxSix   // one point when the team employs at least six scholars
)

// Scholar is one of the 30 scholar cards.
type Scholar struct {
	Name   string // a catalogue key suffix: belaad.scholar.<Name>
	Main   int    // scientific symbols (main points)
	Aux    int    // auxiliary condition kind
	Spec   int
	Red    int // coins the auxiliary condition asks for
	Gold   int
	Any    int
	Pts    int // auxiliary points when the condition is met
	Cost   int // gold to employ
	Swords int // swords to employ instead (0: cannot)
	Ribbon int // the Order's symbol on the top ribbon
}

// scholars follows the rulebook's scholar table (main and auxiliary points
// in its order); names, costs, sword prices and ribbons are ours.
var scholars = [30]Scholar{
	{Name: "kindi", Main: 2, Aux: AuxCoins, Red: 1, Pts: 1, Cost: 6, Ribbon: G},
	{Name: "farabi", Main: 1, Aux: AuxCoins, Gold: 4, Pts: 1, Cost: 4, Swords: 1, Ribbon: S},
	{Name: "dinawari", Main: 1, Cost: 3, Swords: 1, Ribbon: T},
	{Name: "sufi", Main: 1, Aux: AuxSpec, Spec: SpecAstronomy, Cost: 4, Ribbon: M},
	{Name: "masudi", Main: 1, Aux: AuxCoins, Red: 1, Pts: 1, Cost: 4, Ribbon: E},
	{Name: "hunayn", Main: 1, Cost: 3, Ribbon: G},
	{Name: "zuhr", Main: 1, Aux: AuxSpec, Spec: SpecMedicine, Cost: 4, Swords: 1, Ribbon: S},
	{Name: "karaji", Main: 1, Aux: AuxCoins, Red: 2, Pts: 1, Cost: 4, Ribbon: T},
	{Name: "ibnsina", Main: 4, Cost: 9, Swords: 2, Ribbon: M},
	{Name: "battani", Main: 3, Aux: AuxSpec, Spec: SpecAstronomy, Cost: 8, Swords: 2, Ribbon: E},
	{Name: "uqlidisi", Main: 1, Aux: AuxCoins, Red: 3, Pts: 1, Cost: 3, Ribbon: G},
	{Name: "abukamil", Main: 1, Aux: AuxCoins, Gold: 1, Pts: 1, Cost: 4, Ribbon: S},
	{Name: "haytham", Main: 3, Aux: AuxSpec, Spec: SpecMedicine, Cost: 8, Ribbon: T},
	{Name: "khwarizmi", Main: 2, Aux: AuxCoins, Gold: 2, Pts: 1, Cost: 6, Swords: 1, Ribbon: M},
	{Name: "mahani", Main: 1, Aux: AuxCoins, Gold: 3, Pts: 1, Cost: 4, Ribbon: E},
	{Name: "hayyan", Main: 3, Aux: AuxCoins, Any: 2, Pts: 1, Cost: 10, Ribbon: G}, // 10 gold: the combo example
	{Name: "biruni", Main: 2, Aux: AuxSpec, Spec: SpecAstronomy, Cost: 6, Swords: 1, Ribbon: S},
	{Name: "majriti", Main: 1, Aux: AuxCoins, Red: 1, Gold: 2, Pts: 1, Cost: 4, Ribbon: T},
	{Name: "mawsili", Main: 1, Aux: AuxSpec, Spec: SpecMedicine, Cost: 4, Ribbon: E},
	{Name: "tusi", Main: 2, Aux: AuxSpec, Spec: SpecAstronomy, Cost: 6, Ribbon: G},
	{Name: "kushyar", Main: 1, Aux: AuxCoins, Red: 1, Gold: 2, Pts: 1, Cost: 4, Swords: 1, Ribbon: S},
	{Name: "zahrawi", Main: 2, Aux: AuxSpec, Spec: SpecMedicine, Cost: 6, Ribbon: T},
	{Name: "thabit", Main: 2, Aux: AuxSix, Cost: 6, Swords: 1, Ribbon: M},
	{Name: "razi", Main: 2, Aux: AuxCoins, Red: 2, Gold: 1, Pts: 1, Cost: 6, Ribbon: E},
	{Name: "jazari", Main: 2, Aux: AuxSpec, Spec: SpecEngineering, Cost: 6, Swords: 1, Ribbon: G},
	{Name: "firnas", Main: 2, Aux: AuxCoins, Any: 3, Pts: 1, Cost: 7, Ribbon: S},
	{Name: "banumusa", Main: 1, Aux: AuxSpec, Spec: SpecEngineering, Cost: 4, Ribbon: T},
	{Name: "khayyam", Main: 3, Aux: AuxSpec, Spec: SpecEngineering, Cost: 10, Swords: 2, Ribbon: M}, // 10 gold: the employment example
	{Name: "nafis", Main: 3, Aux: AuxCoins, Any: 3, Pts: 2, Cost: 9, Ribbon: E},
	{Name: "zarqali", Main: 2, Aux: AuxSpec, Spec: SpecEngineering, Cost: 6, Ribbon: T},
}

// Battle card colours.
const (
	BattleGreen = iota
	BattleRed
	BattleGray
)

// BattleCard is one of the 24 battle cards: its colour, its strength
// change and the victory points printed on its top.
type BattleCard struct{ Color, Value, VP int }

var battleCards = [24]BattleCard{
	{BattleGreen, 1, 2}, {BattleGreen, 1, 2}, {BattleGreen, 1, 2}, {BattleGreen, 1, 2},
	{BattleGreen, 2, 2}, {BattleGreen, 2, 1}, {BattleGreen, 2, 1}, {BattleGreen, 2, 1},
	{BattleGreen, 3, 1}, {BattleGreen, 3, 1}, {BattleGreen, 3, 1},
	{BattleGreen, 4, 1}, {BattleGreen, 4, 1}, {BattleGreen, 4, 1},
	{BattleGreen, 5, 1}, {BattleGreen, 5, 1},
	{BattleRed, -1, 2}, {BattleRed, -1, 2}, {BattleRed, -2, 2}, {BattleRed, -3, 3},
	{BattleGray, 0, 3}, {BattleGray, 0, 3}, {BattleGray, 0, 3}, {BattleGray, 0, 3},
}

// Hashash card effects.
const (
	EffAction      = iota // pay 2 gold: perform one action of a top card
	EffExtra              // pay 3 gold: another turn after this one
	EffBoost              // pay 2 gold: +2 symbols to one character this turn
	EffNegate             // pay 4 gold in an opponent's turn: cancel the card played
	EffDraw               // pay 6 gold: draw one Hashash card at random
	EffAssassinate        // pay 4 gold: assassinate a scholar or a token
	EffOrange             // pay 2 gold: remove an orange token from any board
	EffTokens             // pay 2 gold: draw two tokens
	EffMight3             // pay 2 gold: +3 military in a battle
	EffTax                // ongoing: employing costs 3 gold or 1 sword more
	EffExchange           // 2 gold for 3 red, or 2 red for 3 gold
	EffMight5             // pay 3 gold: +5 military in a battle
	EffWard               // pay 3 gold: negate a skull (gray card or elimination)
	numHEffects
)

// HashashCard is one of the 14 Hashash cards: its effect and the Order
// character whose symbol is on its back (where it is placed).
type HashashCard struct{ Effect, Char int }

var hashashCards = [14]HashashCard{
	{EffAction, Spy}, {EffExtra, Hashash}, {EffBoost, SectLeader}, {EffNegate, Spy},
	{EffDraw, Hashash}, {EffAssassinate, Assassin}, {EffOrange, Spy}, {EffTokens, SectLeader},
	{EffMight3, Assassin}, {EffTax, Hashash}, {EffExchange, Hashash}, {EffMight5, Assassin},
	{EffWard, Assassin}, {EffTokens, SectLeader},
}

// hhCost is the gold each Hashash effect costs (exchange: see its use).
var hhCost = [numHEffects]int{2, 3, 2, 4, 6, 4, 2, 2, 2, 0, 2, 3, 3}
