package gealias

import (
	"testing"

	"majlis/rules"
	"majlis/rules/bot"
)

// TestBotsDoNotPesterWithOffers: an offer refused is not made again by a
// bot in the same trading window, nor any offer to a partner who refused
// two; the rules still allow them, the record is out of the hash, and the
// next window starts afresh.
func TestBotsDoNotPesterWithOffers(t *testing.T) {
	s := blank(t, Romans, Vikings, Vikings)
	s.phase = phMain
	s.give(0, Cards{Rock: 9, Clay: 3})
	s.give(1, Cards{Iron: 5, Wood: 2})
	s.give(2, Cards{Iron: 2})
	s.put(1, 0, false)
	for _, d := range Land(2).Dots() {
		if !s.built[d] {
			s.put(2, d, false)
			break
		}
	}
	if got := s.Owners(2); len(got) != 2 {
		t.Fatalf("land 2's owners: %v, want seats 1 and 2", got)
	}
	if s.Pesters(0, "trade:1:4") {
		t.Fatal("an offer pesters before anyone refused")
	}
	play(t, s, 0, "trade:1:4")
	// An offer opened is made: taking it back half made would let a
	// search open and withdraw offers without end.
	if !s.Pesters(0, "withdraw") || s.Pesters(0, "put:2") {
		t.Error("a bot may take an offer back half made, or may not make it")
	}
	for range 3 {
		play(t, s, 0, "put:2")
	}
	play(t, s, 1, "refuse")
	if c := s.clone(); len(c.refused) != 1 {
		t.Fatalf("refusals recorded: %v, want the one", c.refused)
	} else if c.refused = nil; c.Hash() != s.Hash() {
		t.Error("a refusal is in the hash: recorded logs would no longer replay")
	}
	if !has(s, 0, "trade:1:4") {
		t.Fatal("the rules no longer allow an offer refused once")
	}
	// Seat 1 refused an iron for three rock: it is not asked for an iron
	// again, whatever the cards, but may be for wood.
	for m, want := range map[rules.Move]bool{
		"trade:1:4": true, "askbank:1:2:4": false, "trade:1:1": false, "trade:2:4": false,
		"end": false,
	} {
		if got := s.Pesters(0, m); got != want {
			t.Errorf("after one refusal, Pesters(%s) = %v, want %v", m, got, want)
		}
	}
	offer(t, s, 0, 1, Wood, Clay, Rock, Clay)
	play(t, s, 1, "refuse")
	for m, want := range map[rules.Move]bool{"trade:1:3": true, "askbank:1:2:0": true, "trade:2:4": false} {
		if got := s.Pesters(0, m); got != want {
			t.Errorf("after two refusals by seat 1, Pesters(%s) = %v, want %v", m, got, want)
		}
	}
	// Bots choose among the rest: offers to seat 2, building, ending.
	p := s.Prompts()[0]
	for i := range 40 {
		var b bot.Bot = bot.Random{}
		if i%8 == 0 {
			b = bot.Search{Iterations: 40, Depth: 20}
		}
		m, err := b.Choose(bot.ViewOf(s, 0), p, rules.NewRand(rules.Seed{byte(i)}))
		if err != nil {
			t.Fatal(err)
		}
		if c := s.choiceOf(m); (c.Action == ActTrade || c.Action == ActAskBank) && c.Seat == 1 {
			t.Fatalf("%s offered seat 1 %q after two refusals", b.Name(), m)
		}
	}
	play(t, s, 0, "end")
	if len(s.refused) != 0 {
		t.Errorf("the next turn remembers the last window's refusals: %v", s.refused)
	}
}
