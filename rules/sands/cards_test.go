// Tests of the card pool and the starter decks: every text agrees with its
// definition, every deck is legal, and the pool covers every card type,
// action kind, trait and keyword the rulebook defines.
package sands

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"majlis/assets/i18n"
)

var placeholder = regexp.MustCompile(`\{(\d+)[^}]*\}`)

// A card's text may show a number only through a placeholder filled from
// its definition's Params, and must use every one of them: so the text and
// the definition cannot disagree on a number.
func TestCardTextsTakeEveryNumberFromTheDefinition(t *testing.T) {
	cat := i18n.English()
	keys := map[string]bool{}
	for i := range pool {
		d := &pool[i]
		if keys[d.Key] {
			t.Errorf("key %q is used twice", d.Key)
		}
		keys[d.Key] = true
		if !cat.Has(d.Name()) {
			t.Errorf("%s has no name in the catalogue", d.Key)
		}
		m, hasText := d.TextMsg()
		if hasText != cat.Has(d.Text()) {
			t.Errorf("%s: effect %d but catalogue text present = %v", d.Key, d.Effect, cat.Has(d.Text()))
			continue
		}
		for _, l := range d.TraitLine() {
			if err := cat.Check(l); err != nil {
				t.Errorf("%s trait line: %v", d.Key, err)
			}
		}
		if !hasText {
			continue
		}
		raw := cat.T(d.Text()) // unfilled: placeholders stay as they are
		stripped := placeholder.ReplaceAllString(raw, "")
		if strings.ContainsAny(stripped, "0123456789") {
			t.Errorf("%s: text %q writes a number of its own", d.Key, raw)
		}
		used := map[int]bool{}
		for _, g := range placeholder.FindAllStringSubmatch(raw, -1) {
			n, _ := strconv.Atoi(g[1])
			used[n] = true
		}
		for n := range used {
			if n >= len(d.Params) {
				t.Errorf("%s: text uses {%d} but the definition has %d numbers", d.Key, n, len(d.Params))
			}
		}
		if len(used) != len(d.Params) {
			t.Errorf("%s: text shows %d of the definition's %d numbers", d.Key, len(used), len(d.Params))
		}
		if err := cat.Check(m); err != nil {
			t.Errorf("%s: %v", d.Key, err)
		}
	}
	for _, k := range cat.Keys() {
		if rest, ok := strings.CutPrefix(k, "sands.card."); ok {
			if !keys[strings.TrimSuffix(rest, ".text")] {
				t.Errorf("catalogue entry %s names no card", k)
			}
		}
	}
}

// The rendered text of a card reads with its numbers in place.
func TestCardTextRendersItsNumbers(t *testing.T) {
	d := &pool[defByKey("curse_withering")]
	m, _ := d.TextMsg()
	want := "Night: target Hero gets -2 Strength / -1 Ka until the end of the turn."
	if got := i18n.English().Format(m, nil); got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	line := pool[defByKey("zahra_hawkrider")].TraitLine()
	var words []string
	for _, l := range line {
		words = append(words, i18n.English().Format(l, nil))
	}
	if got := strings.Join(words, " · "); got != "Unique · Flying · Archery +1" {
		t.Fatalf("trait line %q", got)
	}
}

// Preparing your Deck: at least 55 cards besides the Stronghold and City
// Sections, at most three copies of any; City Sections within the
// Stronghold's City Points.
func TestPreparingYourDeck(t *testing.T) {
	if len(Decks) < 4 {
		t.Fatalf("%d starter decks, want at least four factions", len(Decks))
	}
	factions := map[Faction]bool{}
	for _, dk := range Decks {
		h := defByKey(dk.Hold)
		if h < 0 || pool[h].Kind != Stronghold || pool[h].Faction != dk.Faction {
			t.Errorf("%v: stronghold %q is not this faction's", dk.Faction, dk.Hold)
			continue
		}
		factions[dk.Faction] = true
		cp := 0
		for _, s := range dk.Sections {
			i := defByKey(s)
			if i < 0 || pool[i].Kind != CitySection {
				t.Errorf("%s: %q is not a City Section", dk.Hold, s)
				continue
			}
			cp += pool[i].CityPointCost
		}
		if cp > pool[h].CityPoints {
			t.Errorf("%s: City Sections cost %d City Points of %d", dk.Hold, cp, pool[h].CityPoints)
		}
		n := 0
		seen := map[string]bool{}
		for _, e := range dk.Cards {
			i := defByKey(e.Key)
			switch {
			case i < 0:
				t.Errorf("%s: no card %q", dk.Hold, e.Key)
			case !pool[i].InDeck():
				t.Errorf("%s: %q cannot be in a deck", dk.Hold, e.Key)
			case e.Copies < 1 || e.Copies > 3:
				t.Errorf("%s: %d copies of %q", dk.Hold, e.Copies, e.Key)
			case seen[e.Key]:
				t.Errorf("%s: %q listed twice", dk.Hold, e.Key)
			}
			seen[e.Key] = true
			n += e.Copies
		}
		if n < 55 {
			t.Errorf("%s: %d cards, want at least 55", dk.Hold, n)
		}
	}
	if len(factions) < 4 {
		t.Errorf("%d factions, want four", len(factions))
	}
}

// Every card type, action kind, trait and keyword of the rulebook is on
// some card a starter deck plays; every deck can reach a Story Victory;
// some Story opens an Alternate Victory; every Experienced Hero's earlier
// version is in its deck.
func TestStarterPoolCoversTheRulebook(t *testing.T) {
	kinds := map[Kind]bool{}
	timings := map[Timing]bool{}
	has := map[Trait]bool{}
	var battleOmen, jinnSpell, curseSpell, alternate, advisor, water, copper bool
	for _, dk := range Decks {
		kinds[Stronghold], kinds[CitySection] = true, true
		story := map[string]int{}
		keys := map[string]bool{}
		for _, e := range dk.Cards {
			keys[e.Key] = true
		}
		for _, e := range dk.Cards {
			d := &pool[defByKey(e.Key)]
			kinds[d.Kind] = true
			if d.Kind == Action || d.Kind == Spell {
				timings[d.Timing] = true
			}
			for tr := Trait(0); tr < numTraits; tr++ {
				if d.Traits.Has(tr) {
					has[tr] = true
				}
			}
			battleOmen = battleOmen || d.Traits.Has(Omen) && d.Timing == Battle
			jinnSpell = jinnSpell || d.Kind == Spell && d.Traits.Has(Jinn)
			curseSpell = curseSpell || d.Kind == Spell && d.Traits.Has(Curse)
			alternate = alternate || d.Effect == TaleOfThousand
			advisor = advisor || d.Traits.Has(Advisor)
			water = water || d.Effect == WaterWell
			copper = copper || d.Produces > 0
			if d.Kind == Story {
				story[d.Key] = d.StoryPoints
			}
			if d.Traits.Has(Experienced) && !keys[d.EarlierVersion] {
				t.Errorf("%s plays %s without %s", dk.Hold, d.Key, d.EarlierVersion)
			}
		}
		sp := 0
		for _, p := range story { // one of each Story in play
			sp += p
		}
		if sp < 5 {
			t.Errorf("%s: its Stories total %d points; a Story Victory needs 5", dk.Hold, sp)
		}
	}
	for k := Kind(0); k < numKinds; k++ {
		if !kinds[k] {
			t.Errorf("no %s in any deck", k.Key())
		}
	}
	for tm := Day; tm < numTimings; tm++ {
		if !timings[tm] {
			t.Errorf("no %s action in any deck", tm.Key())
		}
	}
	for tr := Trait(0); tr < numTraits; tr++ {
		if !has[tr] {
			t.Errorf("no card in a deck has %s", tr.Key())
		}
	}
	for name, ok := range map[string]bool{"Battle Omen": battleOmen, "Jinn spell": jinnSpell, "curse": curseSpell,
		"Alternate Victory": alternate, "Advisor": advisor, "Water producer": water, "Copper producer": copper} {
		if !ok {
			t.Errorf("no %s in any deck", name)
		}
	}
}

// TestSeatsFitTheirZoneSets: a seat's zone sets (player.in) hold a bit
// per card, so no table may deal a seat more than 64 cards.
func TestSeatsFitTheirZoneSets(t *testing.T) {
	for i, d := range Decks {
		if n := 1 + len(d.Sections) + len(deckDefs[i]); n > 64 {
			t.Errorf("deck %d deals %d cards", i, n)
		}
	}
}
