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
	pGold = iota // collect N gold
	pRed         // collect N red
	pTok         // draw N tokens
	pSym         // a character symbol action (N is the symbol)
	pAny         // activate any symbol of the team
)

// Secondary action kinds.
const (
	sGold     = iota // collect N gold
	sRed             // collect N red
	sTok             // draw N tokens
	sPlus2           // two more symbols for this card's symbol action
	sTreasury        // move the team's gold into its treasury
	sElim            // wipe an opponent character's tokens
	sTop             // perform a top card of the three decks
	sAny             // activate any symbol of the team
)

type prim struct{ Kind, N int }

// ActionCard is one of the 57 action cards: alternatives for the primary
// action (several symbols mean "choose one"), one secondary action and its
// cost.
type ActionCard struct {
	Prim         []prim
	Sec, SecN    int
	CostG, CostR int
}

func fx(kind, n int) []prim { return []prim{{kind, n}} }
func sy(syms ...int) []prim {
	ps := make([]prim, len(syms))
	for i, s := range syms {
		ps[i] = prim{pSym, s}
	}
	return ps
}

var anyP = []prim{{pAny, 0}}

const (
	G = SymGold
	S = SymSteal
	T = SymTokens
	M = SymMilitary
	E = SymEmploy
)

// actionCards is the designed deck: every primary and secondary action, a
// spread of costs. Index is the card id.
var actionCards = [57]ActionCard{
	// Fixed primaries.
	{fx(pGold, 2), sRed, 2, 1, 0},
	{fx(pGold, 2), sTok, 2, 1, 1},
	{fx(pGold, 3), sTreasury, 0, 0, 1},
	{fx(pGold, 3), sElim, 0, 2, 1},
	{fx(pGold, 4), sTop, 0, 2, 0}, // the combo example's played card
	{fx(pGold, 4), sAny, 0, 1, 2},
	{fx(pRed, 2), sGold, 2, 0, 1},
	{fx(pRed, 2), sTreasury, 0, 0, 1},
	{fx(pRed, 3), sTok, 3, 2, 0},
	{fx(pRed, 3), sTop, 0, 0, 2},
	{fx(pTok, 2), sGold, 3, 0, 2},
	{fx(pTok, 2), sRed, 3, 2, 0},
	{fx(pTok, 2), sElim, 0, 2, 1},
	{fx(pTok, 3), sAny, 0, 1, 2},
	{fx(pTok, 3), sGold, 2, 0, 1},
	// One symbol.
	{sy(G), sPlus2, 0, 0, 2},
	{sy(G), sTok, 2, 1, 1},
	{sy(G), sTop, 0, 2, 0},
	{sy(G), sRed, 2, 1, 0},
	{sy(S), sPlus2, 0, 0, 2},
	{sy(S), sGold, 2, 0, 1},
	{sy(S), sElim, 0, 2, 1},
	{sy(S), sTreasury, 0, 0, 1},
	{sy(T), sPlus2, 0, 0, 2},
	{sy(T), sGold, 3, 0, 2},
	{sy(T), sAny, 0, 1, 2},
	{sy(T), sTop, 0, 0, 2},
	{sy(M), sPlus2, 0, 0, 2},
	{sy(M), sPlus2, 0, 0, 2},
	{sy(M), sRed, 3, 2, 0},
	{sy(M), sTok, 2, 1, 1},
	{sy(M), sGold, 2, 0, 1},
	{sy(E), sTop, 0, 0, 2}, // the combo example's left card
	{sy(E), sPlus2, 0, 0, 2},
	{sy(E), sGold, 3, 0, 2},
	{sy(E), sTreasury, 0, 0, 1},
	{sy(E), sTok, 3, 2, 0},
	{sy(E), sRed, 2, 1, 0},
	// Two symbols.
	{sy(G, S), sElim, 0, 2, 1},
	{sy(G, T), sPlus2, 0, 0, 2},
	{sy(G, M), sTop, 0, 2, 0},
	{sy(G, E), sRed, 3, 2, 0},
	{sy(S, T), sGold, 2, 0, 1},
	{sy(S, M), sPlus2, 0, 0, 2},
	{sy(S, E), sTok, 2, 1, 1},
	{sy(T, M), sTreasury, 0, 0, 1},
	{sy(T, E), sAny, 0, 1, 2},
	{sy(M, E), sElim, 0, 2, 1},
	// Three symbols.
	{sy(G, S, T), sTop, 0, 0, 2},
	{sy(S, M, E), sGold, 3, 0, 2},
	{sy(G, T, E), sPlus2, 0, 0, 2},
	{sy(T, M, E), sRed, 2, 1, 0},
	// Any symbol.
	{anyP, sTop, 0, 2, 0}, // the rulebook's "perform a top card" example
	{anyP, sPlus2, 0, 0, 2},
	{anyP, sGold, 2, 0, 1},
	{anyP, sElim, 0, 2, 1},
	{anyP, sTok, 2, 1, 1},
}

// Specialties of scholars (0 = none).
const (
	specNone = iota
	specAstronomy
	specMedicine
	specEngineering
)

// Auxiliary condition kinds.
const (
	auxNone  = iota
	auxCoins // pay Red red, Gold gold and Any coins of either colour for Pts
	auxSpec  // counts towards its specialty set
	auxSix   // one point when the team employs at least six scholars
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

func coins(main, red, gold, anyc, pts, cost, swords, ribbon int, name string) Scholar {
	return Scholar{Name: name, Main: main, Aux: auxCoins, Red: red, Gold: gold, Any: anyc, Pts: pts, Cost: cost, Swords: swords, Ribbon: ribbon}
}
func spec(main, sp, cost, swords, ribbon int, name string) Scholar {
	return Scholar{Name: name, Main: main, Aux: auxSpec, Spec: sp, Cost: cost, Swords: swords, Ribbon: ribbon}
}
func plain(main, cost, swords, ribbon int, name string) Scholar {
	return Scholar{Name: name, Main: main, Cost: cost, Swords: swords, Ribbon: ribbon}
}

// scholars follows the rulebook's scholar table (main and auxiliary points
// in its order); names, costs, sword prices and ribbons are ours.
var scholars = [30]Scholar{
	coins(2, 1, 0, 0, 1, 6, 0, G, "kindi"),
	coins(1, 0, 4, 0, 1, 4, 1, S, "farabi"),
	plain(1, 3, 1, T, "dinawari"),
	spec(1, specAstronomy, 4, 0, M, "sufi"),
	coins(1, 1, 0, 0, 1, 4, 0, E, "masudi"),
	plain(1, 3, 0, G, "hunayn"),
	spec(1, specMedicine, 4, 1, S, "zuhr"),
	coins(1, 2, 0, 0, 1, 4, 0, T, "karaji"),
	plain(4, 9, 2, M, "ibnsina"),
	spec(3, specAstronomy, 8, 2, E, "battani"),
	coins(1, 3, 0, 0, 1, 3, 0, G, "uqlidisi"),
	coins(1, 0, 1, 0, 1, 4, 0, S, "abukamil"),
	spec(3, specMedicine, 8, 0, T, "haytham"),
	coins(2, 0, 2, 0, 1, 6, 1, M, "khwarizmi"),
	coins(1, 0, 3, 0, 1, 4, 0, E, "mahani"),
	coins(3, 0, 0, 2, 1, 10, 0, G, "hayyan"), // 10 gold: the combo example
	spec(2, specAstronomy, 6, 1, S, "biruni"),
	coins(1, 1, 2, 0, 1, 4, 0, T, "majriti"),
	spec(1, specMedicine, 4, 0, E, "mawsili"),
	spec(2, specAstronomy, 6, 0, G, "tusi"),
	coins(1, 1, 2, 0, 1, 4, 1, S, "kushyar"),
	spec(2, specMedicine, 6, 0, T, "zahrawi"),
	{Name: "thabit", Main: 2, Aux: auxSix, Cost: 6, Swords: 1, Ribbon: M},
	coins(2, 2, 1, 0, 1, 6, 0, E, "razi"),
	spec(2, specEngineering, 6, 1, G, "jazari"),
	coins(2, 0, 0, 3, 1, 7, 0, S, "firnas"),
	spec(1, specEngineering, 4, 0, T, "banumusa"),
	spec(3, specEngineering, 10, 2, M, "khayyam"), // 10 gold: the employment example
	coins(3, 0, 0, 3, 2, 9, 0, E, "nafis"),
	spec(2, specEngineering, 6, 0, T, "zarqali"),
}

// Battle card colours.
const (
	bGreen = iota
	bRed
	bGray
)

// BattleCard is one of the 24 battle cards: its colour, its strength
// change and the victory points printed on its top.
type BattleCard struct{ Color, Value, VP int }

var battleCards = [24]BattleCard{
	{bGreen, 1, 2}, {bGreen, 1, 2}, {bGreen, 1, 2}, {bGreen, 1, 2},
	{bGreen, 2, 2}, {bGreen, 2, 1}, {bGreen, 2, 1}, {bGreen, 2, 1},
	{bGreen, 3, 1}, {bGreen, 3, 1}, {bGreen, 3, 1},
	{bGreen, 4, 1}, {bGreen, 4, 1}, {bGreen, 4, 1},
	{bGreen, 5, 1}, {bGreen, 5, 1},
	{bRed, -1, 2}, {bRed, -1, 2}, {bRed, -2, 2}, {bRed, -3, 3},
	{bGray, 0, 3}, {bGray, 0, 3}, {bGray, 0, 3}, {bGray, 0, 3},
}

// Hashash card effects.
const (
	hAction   = iota // pay 2 gold: perform one action of a top card
	hExtra           // pay 3 gold: another turn after this one
	hBoost           // pay 2 gold: +2 symbols to one character this turn
	hNegate          // pay 4 gold in an opponent's turn: cancel the card played
	hDraw            // pay 6 gold: draw one Hashash card at random
	hAssass          // pay 4 gold: assassinate a scholar or a token
	hOrange          // pay 2 gold: remove an orange token from any board
	hTokens          // pay 2 gold: draw two tokens
	hMight3          // pay 2 gold: +3 military in a battle
	hTax             // ongoing: employing costs 3 gold or 1 sword more
	hExchange        // 2 gold for 3 red, or 2 red for 3 gold
	hMight5          // pay 3 gold: +5 military in a battle
	hWard            // pay 3 gold: negate a skull (gray card or elimination)
	numHEffects
)

// HashashCard is one of the 14 Hashash cards: its effect and the Order
// character whose symbol is on its back (where it is placed).
type HashashCard struct{ Effect, Char int }

var hashashCards = [14]HashashCard{
	{hAction, Spy}, {hExtra, Hashash}, {hBoost, SectLeader}, {hNegate, Spy},
	{hDraw, Hashash}, {hAssass, Assassin}, {hOrange, Spy}, {hTokens, SectLeader},
	{hMight3, Assassin}, {hTax, Hashash}, {hExchange, Hashash}, {hMight5, Assassin},
	{hWard, Assassin}, {hTokens, SectLeader},
}

// hhCost is the gold each Hashash effect costs (exchange: see its use).
var hhCost = [numHEffects]int{2, 3, 2, 4, 6, 4, 2, 2, 2, 0, 2, 3, 3}
