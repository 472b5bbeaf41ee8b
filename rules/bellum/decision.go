// This file names the decision a state awaits, for the table view: what
// kind of choice it is, the things it concerns (boards, the creature to
// place, the castle raided, the face-up creatures and their prices), each
// with the move that answers it, and for attacks every place and rival
// castle with why the active horde can or cannot take it. The view draws
// these; it never reads the meaning of a move string.
package bellum

import (
	"strconv"

	"majlis/rules"
)

// DecisionKind names what is asked.
type DecisionKind int

const (
	NoDecision   DecisionKind = iota // the game is over
	ChooseBoard                      // pick a castle board
	PlaceGoblin                      // slide a dealt goblin in, left or right
	Roll                             // the Captain rolls the die
	Reroll                           // buy a round (barrel), cast a spell, or let the die stand
	Attack                           // pick one attack, or none
	Steal                            // a thief picks the kind of chest to steal
	Recruit                          // recruit a face-up creature, or finish
	PlaceRecruit                     // slide the creature just recruited in
)

// Stage is the part of the day the game is in. Gathering, scouting and
// the end of the day are carried out at once and never wait on anyone;
// they sit between the stages that do.
type Stage int

const (
	StageSetup   Stage = iota // boards and goblins
	StageHorde                // choosing the active horde: the roll and the re-roll rounds
	StageAttack               // after gathering and scouting
	StageRecruit              // then the day ends
	StageOver
)

// Payment is how a recruit is paid.
type Payment int

const (
	PayFood   Payment = iota // an Evil creature: 2 food
	PayMixed                 // a Most Evil creature: 1 glyph and 4 food
	PayGlyphs                // a Most Evil creature: 3 glyphs
)

// Bar says why an attack cannot be made.
type Bar int

const (
	CanTake   Bar = iota
	FewMagic      // fewer magic swords than magic shields
	FewSwords     // fewer swords of either kind than shields of either kind
	NoThief       // a castle is robbed only with a thief on the active line
	NoChest       // the castle holds no chest to steal
)

// Target is a place or a rival castle the active horde faces.
type Target struct {
	Place  int        // the place id (0 is the Tavern), or -1 for a castle
	Castle rules.Seat // the castle's seat when Place is -1
	// Shield and MagicShield are the defence: a place's printed values, a
	// castle's shield plus shield tokens and its magic shields.
	Shield, MagicShield int
	// Horde is the attacker's active line.
	Horde Line
	Bar   Bar
	Move  rules.Move // the option that attacks it; "" when Bar is not CanTake
}

// BoardChoice is a free castle board and the move that takes it.
type BoardChoice struct {
	Board int
	Move  rules.Move
}

// StealChoice is a kind of chest the raided castle holds.
type StealChoice struct {
	KindKey string
	Move    rules.Move
}

// RecruitChoice is one way to recruit one face-up creature.
type RecruitChoice struct {
	Most     bool // a Most Evil creature (else Evil)
	Slot     int  // under pile 0 or 1
	Creature int
	Payment  Payment
	Move     rules.Move
}

// Decision is what the state waits for, with what the table shows of it.
// Only the fields of its Kind are set.
type Decision struct {
	Kind DecisionKind
	Seat rules.Seat
	// Boards: ChooseBoard.
	Boards []BoardChoice
	// Creature is the goblin or recruit to place (hidden, below 0, in a
	// view that does not show it); Left and Right answer where.
	Creature    int
	Left, Right rules.Move
	// Roll: the Captain's roll.
	Roll rules.Move
	// Reroll: Pass always; Barrel and Spell when offered.
	Pass, Barrel, Spell rules.Move
	// Attack: every place and rival castle, takeable or not, and the move
	// that declines.
	Targets []Target
	None    rules.Move
	// Steal: the castle raided, the thefts still to make, the kinds held.
	Victim rules.Seat
	Thefts int
	Steals []StealChoice
	// Recruit: every affordable way to recruit, and the move that ends.
	Recruits []RecruitChoice
	Done     rules.Move
}

// Stage is the part of the day now.
func (s *State) Stage() Stage {
	switch s.phase {
	case phChoose, phGoblin:
		return StageSetup
	case phRoll, phReroll:
		return StageHorde
	case phAttack, phSteal:
		return StageAttack
	case phRecruit, phSide:
		return StageRecruit
	}
	return StageOver
}

// Decision says what is awaited now; its options are exactly those of
// Prompts.
func (s *State) Decision() Decision {
	ps := s.Prompts()
	if len(ps) == 0 {
		return Decision{Kind: NoDecision, Seat: -1}
	}
	p := int(ps[0].Seat)
	d := Decision{Seat: ps[0].Seat}
	switch s.phase {
	case phChoose:
		d.Kind = ChooseBoard
		for _, b := range s.boardsLeft {
			d.Boards = append(d.Boards, BoardChoice{Board: b, Move: rules.Move("board:" + strconv.Itoa(b))})
		}
	case phGoblin:
		d.Kind, d.Creature, d.Left, d.Right = PlaceGoblin, s.players[p].hand[0], mvLeft, mvRight
	case phRoll:
		d.Kind, d.Roll = Roll, mvRoll
	case phReroll:
		d.Kind, d.Pass = Reroll, mvPass
		for _, o := range ps[0].Options {
			switch o.Move {
			case mvBarrel:
				d.Barrel = mvBarrel
			case mvSpell:
				d.Spell = mvSpell
			}
		}
	case phAttack:
		d.Kind, d.None, d.Targets = Attack, mvNone, s.Targets(ps[0].Seat)
	case phSteal:
		d.Kind, d.Victim, d.Thefts = Steal, rules.Seat(s.victim), s.steals
		have := s.kindsHeld(s.victim)
		for k := 0; k < numKinds; k++ {
			if have[k] > 0 {
				d.Steals = append(d.Steals, StealChoice{KindKey: kindKeys[k], Move: rules.Move("steal:" + kindNames[k])})
			}
		}
	case phRecruit:
		d.Kind, d.Recruits = Recruit, s.recruitChoices(p)
		if len(d.Recruits) > 0 {
			d.Done = mvDone
		}
	case phSide:
		d.Kind, d.Creature, d.Left, d.Right = PlaceRecruit, s.pending, mvLeft, mvRight
	}
	return d
}

// Targets lists what seat's active horde faces today: the Tavern, the
// face-up places and every rival castle (from seat + 1 on), each with
// whether it can be attacked and why not. Before the first roll the
// horde is empty and nothing can be taken.
func (s *State) Targets(seat rules.Seat) []Target {
	p := int(seat)
	if p < 0 || p >= s.n() {
		return nil
	}
	out := make([]Target, 0, 1+len(s.row)+s.n()-1)
	s.eachTarget(p, func(t Target) { out = append(out, t) })
	return out
}

// eachTarget calls f with each of Targets in turn. The prompt and settle
// ask for the targets at every step of a day's attacks, and need not keep
// them.
func (s *State) eachTarget(p int, f func(Target)) {
	var h stats
	if s.die > 0 {
		h = s.active(p)
	}
	bar := func(shield, magic int) Bar {
		switch {
		case h.Magic < magic:
			return FewMagic
		case !beats(h, shield, magic):
			return FewSwords
		}
		return CanTake
	}
	add := func(t Target, mv string) {
		t.Horde = lineOf(h)
		if t.Bar == CanTake {
			t.Move = rules.Move(mv)
		}
		f(t)
	}
	add(Target{Place: 0, Shield: places[0].shield, MagicShield: places[0].magic, Bar: bar(places[0].shield, places[0].magic)}, mvTavern)
	for _, c := range s.row {
		if c < 0 {
			continue
		}
		pc := places[c]
		add(Target{Place: c, Shield: pc.shield, MagicShield: pc.magic, Bar: bar(pc.shield, pc.magic)}, placeMoves[c])
	}
	for k := 1; k < s.n(); k++ {
		v := (p + k) % s.n()
		sh, mg := s.castleDefence(v)
		t := Target{Place: -1, Castle: rules.Seat(v), Shield: sh, MagicShield: mg, Bar: bar(sh, mg)}
		switch {
		case h.Thief == 0:
			t.Bar = NoThief
		case len(s.players[v].chests) == 0:
			t.Bar = NoChest
		}
		add(t, castleMoves[v])
	}
}

// recruitChoices lists every affordable recruit of p in the order the
// prompt offers them.
func (s *State) recruitChoices(p int) []RecruitChoice {
	var out []RecruitChoice
	s.eachRecruit(p, func(c RecruitChoice) { out = append(out, c) })
	return out
}

// eachRecruit calls f with each of recruitChoices in turn, for the prompt
// and settle, which need not keep them.
func (s *State) eachRecruit(p int, f func(RecruitChoice)) {
	pl := &s.players[p]
	for i, c := range s.evilUp {
		if c >= 0 && pl.res[food] >= evilFood {
			f(RecruitChoice{Slot: i, Creature: c, Payment: PayFood, Move: evilMoves[i]})
		}
	}
	for i, c := range s.mostUp {
		if c < 0 {
			continue
		}
		if pl.res[glyph] >= mixedGlyph && pl.res[food] >= mixedFood {
			f(RecruitChoice{Most: true, Slot: i, Creature: c, Payment: PayMixed, Move: mostMoves[i][PayMixed]})
		}
		if pl.res[glyph] >= allGlyphs {
			f(RecruitChoice{Most: true, Slot: i, Creature: c, Payment: PayGlyphs, Move: mostMoves[i][PayGlyphs]})
		}
	}
}
