package main

import (
	"slices"
	"testing"

	"majlis/rules"
	"majlis/rules/games"
)

func ids(gs []rules.Game) []string {
	var out []string
	for _, g := range gs {
		out = append(out, g.ID())
	}
	return out
}

// TestRehearsalOrder: the game the page names comes first, every game is
// rehearsed once, and a name of no game leaves the registry's order.
func TestRehearsalOrder(t *testing.T) {
	all := games.All()
	for _, first := range append(ids(all), "", "chess") {
		got := ids(rehearsalOrder(all, first))
		if want := ids(all); !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))) {
			t.Fatalf("rehearse %q first: %v, not each of %v once", first, got, want)
		}
		named := slices.Contains(ids(all), first)
		if named && got[0] != first {
			t.Errorf("rehearse %q first: the order starts with %s", first, got[0])
		}
		if !named && !slices.Equal(got, ids(all)) {
			t.Errorf("rehearse %q first: %v, want the registry's order %v", first, got, ids(all))
		}
	}
}
