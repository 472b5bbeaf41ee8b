package app

import (
	"testing"

	"majlis/graphics"
	ayuview "majlis/graphics/ayubistan"
	belview "majlis/graphics/belaad"
	bellumview "majlis/graphics/bellum"
	gealiasview "majlis/graphics/gealias"
	sandsview "majlis/graphics/sands"
)

// TestNumberPickersAreTheViewsOwn: of the five tables only Ayubistan's
// counts in its moves (a price, troops given or committed); the others'
// long runs of "prefix:N" are cards and places, never a picker (a Blood
// Challenge's targets were offered in the bar as "-10 -1 Play Blood C…
// +1 +10").
func TestNumberPickersAreTheViewsOwn(t *testing.T) {
	a := testApp(t, &fakePlatform{})
	a.cfg.Views = map[string]func() graphics.GameView{
		"ayubistan": func() graphics.GameView { return ayuview.New() },
		"belaad":    func() graphics.GameView { return belview.New() },
		"bellum":    func() graphics.GameView { return bellumview.New() },
		"sands":     func() graphics.GameView { return sandsview.New() },
		"gealias":   func() graphics.GameView { return gealiasview.New() },
	}
	for _, g := range a.cfg.Games {
		a.StartBots(g.ID(), 2)
		tb := a.screen.(*table)
		for _, prefix := range []string{"price:", "give:", "commit:", "place:", "play:164:135:", "battle:"} {
			want := g.ID() == "ayubistan" && (prefix == "price:" || prefix == "give:" || prefix == "commit:")
			if got := tb.numbers(prefix); got != want {
				t.Errorf("%s: %q a number: %v, want %v", g.ID(), prefix, got, want)
			}
		}
	}
}
