// Read-only accessors for the table view, bots and tests. They return
// copies, so a caller can never change a state through them; on a view,
// hidden cards read as -1.
package belaad

import (
	"slices"

	"majlis/rules"
)

// Hidden is the id a view shows for a card its viewer may not see.
const Hidden = hidden

// ActionCardOf describes action card id (0–56).
func ActionCardOf(id int) (ActionCard, bool) {
	if id < 0 || id >= len(actionCards) {
		return ActionCard{}, false
	}
	c := actionCards[id]
	c.Prim = slices.Clone(c.Prim)
	return c, true
}

// ScholarOf describes scholar id (0–29).
func ScholarOf(id int) (Scholar, bool) {
	if id < 0 || id >= len(scholars) {
		return Scholar{}, false
	}
	return scholars[id], true
}

// BattleCardOf describes battle card id (0–23).
func BattleCardOf(id int) (BattleCard, bool) {
	if id < 0 || id >= len(battleCards) {
		return BattleCard{}, false
	}
	return battleCards[id], true
}

// HashashCardOf describes Hashash card id (0–13).
func HashashCardOf(id int) (HashashCard, bool) {
	if id < 0 || id >= len(hashashCards) {
		return HashashCard{}, false
	}
	return hashashCards[id], true
}

// HashashPrice is the gold an effect costs to use.
func HashashPrice(effect int) int {
	if effect < 0 || effect >= numHEffects {
		return 0
	}
	return hhCost[effect]
}

// CharKey, ScholarKey and HashashKey are the catalogue keys of names.
func CharKey(c int) string      { return charKey(c) }
func ScholarKey(id int) string  { return schKey(id) }
func HashashKey(id int) string  { return hhKey(id) }
func TeamKey(team int) string   { return teamKey(team) }
func SymbolKey(sym int) string  { return symKey(sym) }
func TokenKey(tok int) string   { return tokKey(tok) }
func BottomSlots(c int) int     { return bottomSlots(c) }
func TopSlots() int             { return topSlots }
func Characters(team int) []int { return slices.Clone(chars(team)) }

// HelpKeys lists the catalogue keys of our reference texts for a help panel.
func HelpKeys() []string {
	return []string{"belaad.help.turn", "belaad.help.symbols", "belaad.help.tokens",
		"belaad.help.battle", "belaad.help.order", "belaad.help.end"}
}

// Team is seat's team (Kingdom, People or Order).
func (s *State) Team(seat rules.Seat) int {
	if seat < 0 || int(seat) >= s.n {
		return -1
	}
	return s.team[seat]
}

// OrderSeat is the Order's seat, if the Order plays.
func (s *State) OrderSeat() (rules.Seat, bool) { return s.orderAt, s.orderAt >= 0 }

// Turn is the seat whose turn it is.
func (s *State) Turn() rules.Seat { return s.cur }

// Purse is what a seat holds.
type Purse struct{ Gold, Red, Swords int }

// Purse returns seat's coins and swords.
func (s *State) Purse(seat rules.Seat) Purse {
	if seat < 0 || int(seat) >= s.n {
		return Purse{}
	}
	return Purse{s.gold[seat], s.red[seat], s.swords[seat]}
}

// Treasury returns team's treasury.
func (s *State) Treasury(team int) (gold, red int) {
	if team < 0 || team > 2 {
		return 0, 0
	}
	return s.tGold[team], s.tRed[team]
}

// PoolSwords is the swords left in the pool.
func (s *State) PoolSwords() int { return s.poolSwords }

// Hand returns seat's action cards (Hidden in others' views).
func (s *State) Hand(seat rules.Seat) []int {
	if seat < 0 || int(seat) >= s.n {
		return nil
	}
	return slices.Clone(s.hand[seat])
}

// Decks returns the three action decks, the face-up top first, and the
// discard pile. The cards below the tops have no order (the next top is
// chosen when a top is taken); a view shows them as Hidden.
func (s *State) Decks() (decks [3][]int, discard []int) {
	for d := range decks {
		decks[d] = slices.Clone(s.decks[d])
	}
	return decks, slices.Clone(s.discard)
}

// Board is one character board.
type Board struct {
	Top     []int // token types on top
	Bottom  int   // orange tokens at the bottom
	Symbols int   // printed symbol + top tokens + this turn's boost
	Hashash []int // Hashash cards placed under it (Order only)
}

// Board returns character c's board.
func (s *State) Board(c int) Board {
	if c < 0 || c >= numChars || (teamOfChar(c) == Order && symOfChar(c) == SymEmploy) {
		return Board{}
	}
	return Board{Top: slices.Clone(s.top[c]), Bottom: s.bottom[c], Symbols: s.symbols(c), Hashash: slices.Clone(s.hhBoard[c])}
}

// Bag returns the tokens in the bag by type.
func (s *State) Bag() [numTok]int { return s.bag }

// Assassinated returns the Order's assassinated tokens and scholars.
func (s *State) Assassinated() (tokens, scholars []int) {
	return slices.Clone(s.assTok), slices.Clone(s.won[Order])
}

// Scholars returns the revealed scholars, the generation (1–4) and how many
// of it were taken.
func (s *State) Scholars() (revealed []int, generation, taken int) {
	return slices.Clone(s.revealed), s.gen, s.genTaken
}

// Employed returns the scholars team employed.
func (s *State) Employed(team int) []int {
	if team < 0 || team > 2 {
		return nil
	}
	return slices.Clone(s.won[team])
}

// Spoils returns seat's face-down battle cards (Hidden in others' views).
func (s *State) Spoils(seat rules.Seat) []int {
	if seat < 0 || int(seat) >= s.n {
		return nil
	}
	return slices.Clone(s.spoils[seat])
}

// DeckSizes returns how many cards the face-down scholar deck (the twenty
// in play less those revealed), the battle deck and the Hashash deck hold.
func (s *State) DeckSizes() (scholars, battle, hashash int) {
	return s.schDeckSize(), s.bPile.size(), s.hhPile.size()
}

// BattleInfo is the battle under way.
type BattleInfo struct {
	Aggressor, Defender rules.Seat
	Strength            [2]int // aggressor's, defender's
	Shown               []int  // battle cards revealed so far
}

// Battle returns the battle under way, if any.
func (s *State) Battle() (BattleInfo, bool) {
	if !s.bt.Active {
		return BattleInfo{}, false
	}
	return BattleInfo{s.bt.Agg, s.bt.Def, s.bt.Str, slices.Clone(s.bShown)}, true
}

// CharOf is team's character of symbol sym (the Order has no employ
// character: ok is false).
func CharOf(team, sym int) (c int, ok bool) {
	if team < 0 || team > Order || sym < 0 || sym >= numSyms || !hasChar(team, sym) {
		return -1, false
	}
	return charOf(team, sym), true
}

// SymbolOfChar and TeamOfChar read a character's number.
func SymbolOfChar(c int) int { return symOfChar(c) }
func TeamOfChar(c int) int   { return teamOfChar(c) }

// Ongoing reports whether character c's ability lasts while its orange
// token stays (the Folk Hero) rather than acting once when placed.
func Ongoing(c int) bool { return c == FolkHero }

// CardKey, AbilityKey and InfoKey are the catalogue keys of an action
// card's text, a character's ability and a scholar's points.
func CardKey(id int) string   { return cardKey(id) }
func AbilityKey(c int) string { return abilityKey(c) }
func InfoKey(id int) string   { return infoKey(id) }
