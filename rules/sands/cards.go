// The card model: every card of our own starter pool is a Def, plain data
// (type, costs, Strength and Ka, Fate, traits, the numbers its text uses);
// a card that acts also names an effect, a small function in effects.go.
// Names and texts live in the catalogue (assets/i18n/en/sands.json) under
// the Def's Key; every number a text shows comes from the Def (see
// TestCardTextsTakeEveryNumberFromTheDefinition).
package sands

import (
	"strconv"

	"majlis/rules"
)

// Kind is a card type of the rulebook.
type Kind uint8

const (
	Stronghold Kind = iota
	CitySection
	Hero
	Follower
	Item
	Holding
	Action
	Spell
	Story
	numKinds
)

var kindKeys = [numKinds]string{"stronghold", "city_section", "hero", "follower", "item", "holding", "action", "spell", "story"}

// Key names the kind in the catalogue ("sands.kind.hero").
func (k Kind) Key() string { return "sands.kind." + kindKeys[k] }

// Faction is a Stronghold's allegiance; Unaligned cards have none.
type Faction uint8

const (
	Unaligned Faction = iota
	AshenCourt
	SiroccoCompact
	NineScales
	DeepWells
	numFactions
)

var factionKeys = [numFactions]string{"unaligned", "ashen", "sirocco", "scales", "wells"}

// Key names the faction in the catalogue.
func (f Faction) Key() string { return "sands.faction." + factionKeys[f] }

// Timing is when an action (a card's or an ability's) may be played.
type Timing uint8

const (
	NoTiming Timing = iota
	Day
	Night
	Battle
	Open
	Reaction
	numTimings
)

var timingKeys = [numTimings]string{"", "day", "night", "battle", "open", "reaction"}

// Key names the timing in the catalogue ("sands.timing.day").
func (t Timing) Key() string { return "sands.timing." + timingKeys[t] }

// Trait is one of the rulebook's traits and identity keywords that the
// rules act on. A card's traits are a set of them.
type Trait uint8

const (
	Unique Trait = iota
	Flying
	Archery // with Def.Archery as its modifier
	Berserk
	Duelist
	Khadi
	Sahir
	Tactician
	Undead
	Jinn
	NonHuman
	Fortification
	Advisor
	Weapon
	Armor
	Omen
	Council // with Def.InfluenceNeed
	Curse
	Experienced // with Def.EarlierVersion
	MayRemainBowed
	CannotDefend
	Warrior
	Carpet
	Carry // with Def.Carry
	Raid  // with Def.Raid as its modifier
	numTraits
)

var traitKeys = [numTraits]string{"unique", "flying", "archery", "berserk", "duelist", "khadi", "sahir",
	"tactician", "undead", "jinn", "non_human", "fortification", "advisor", "weapon", "armor", "omen",
	"council", "curse", "experienced", "may_remain_bowed", "cannot_defend", "warrior", "carpet", "carry", "raid"}

// Key names the trait in the catalogue ("sands.trait.flying").
func (t Trait) Key() string { return "sands.trait." + traitKeys[t] }

// Traits is a set of traits.
type Traits uint32

// With returns the set with t added.
func (ts Traits) With(t Trait) Traits { return ts | 1<<t }

// Has reports whether t is in the set.
func (ts Traits) Has(t Trait) bool { return ts&(1<<t) != 0 }

// traits builds a set.
func traits(ts ...Trait) Traits {
	var s Traits
	for _, t := range ts {
		s = s.With(t)
	}
	return s
}

// Def is one card design. Numbers a card does not have are 0, as the
// Commands of the Sultan say.
type Def struct {
	Key     string // catalogue key suffix: sands.card.<Key> is the name, sands.card.<Key>.text the text
	Kind    Kind
	Faction Faction
	Traits  Traits

	// Strength and Ka. For a Follower or Item whose stat is printed "+X",
	// Bonus is set: the values add to the Hero rather than make a combatant.
	Str, Ka int
	Bonus   bool

	Water, Copper, Influence, Fate int

	Archery int // the modifier of Archery (+X)
	Carry   int // Carry +X
	Raid    int // Raid ±X

	// Stronghold.
	CityPoints, CopperProduction int
	// City Section.
	BaseStrength, Capacity, CityPointCost int
	// Holding: Copper it produces when bowed to pay a cost.
	Produces int

	// Actions, Spells and abilities: when they are played.
	Timing        Timing
	InfluenceNeed int // Council actions
	StoryPoints   int // Stories

	EarlierVersion string // Experienced Heroes: the Key they overlay

	// Effect names what the card does beyond its numbers and traits
	// (effects.go); Params are the numbers it uses, shown in its text as
	// {0}, {1}, ... in order.
	Effect Effect
	Params []int
}

// Name is the catalogue key of the card's name.
func (d *Def) Name() string { return "sands.card." + d.Key }

// Text is the catalogue key of the card's rules text.
func (d *Def) Text() string { return "sands.card." + d.Key + ".text" }

// InDeck reports whether the card goes in the deck (Strongholds and City
// Sections do not).
func (d *Def) InDeck() bool { return d.Kind != Stronghold && d.Kind != CitySection }

// Combatant reports whether the card engages and absorbs with a Strength of
// its own: Heroes, and Followers whose stats are not "+X".
func (d *Def) Combatant() bool {
	return d.Kind == Hero || d.Kind == Follower && !d.Bonus
}

// TraitLine lists the traits a card shows above its text, each a catalogue
// message whose numbers come from the definition: the bold first line of
// the printed card. Council shows the Influence it needs.
func (d *Def) TraitLine() []rules.Msg {
	var line []rules.Msg
	for t := Trait(0); t < numTraits; t++ {
		if !d.Traits.Has(t) {
			continue
		}
		switch {
		case t == Archery && d.Archery != 0:
			line = append(line, rules.M("sands.trait.archery_mod", rules.Text(signed(d.Archery))))
		case t == Raid:
			line = append(line, rules.M(t.Key(), rules.Text(signed(d.Raid))))
		case t == Carry:
			line = append(line, rules.M(t.Key(), rules.Int(d.Carry)))
		case t == Council:
			line = append(line, rules.M(t.Key(), rules.Int(d.InfluenceNeed)))
		default:
			line = append(line, rules.M(t.Key()))
		}
	}
	return line
}

// TextMsg is the card's rules text with its numbers filled in from Params;
// ok is false for a card with no text beyond its numbers and traits.
func (d *Def) TextMsg() (m rules.Msg, ok bool) {
	if d.Effect == NoEffect {
		return rules.Msg{}, false
	}
	args := make([]rules.Arg, len(d.Params))
	for i, p := range d.Params {
		args[i] = rules.Int(p)
	}
	return rules.M(d.Text(), args...), true
}

// signed writes a modifier with its sign: "+1", "-2".
func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
