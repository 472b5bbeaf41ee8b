// Motion: between two frames the view compares what the table shows and
// sends what changed across it — tokens from the bag to their slots (and
// back), coins between players and the treasuries, cards from the decks
// to a hand and from a hand into play, scholars to the team that took
// them, each battle card from the battle deck into the fight. With
// TableState.Motion at zero nothing moves.
package belaad

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
	bel "majlis/rules/belaad"
)

// snapshot is what the table showed at the last frame.
type snapshot struct {
	seats    int
	gold     []int
	red      []int
	hand     []int
	tokens   [14]int // per character: top and bottom
	treasury [3]int
	scholars [3]int // employed or assassinated per team
	decks    [3]int
	shown    int
}

func snap(s *bel.State) *snapshot {
	n := s.Setup().Seats
	sn := &snapshot{seats: n}
	for v := range n {
		p := s.Purse(rules.Seat(v))
		sn.gold = append(sn.gold, p.Gold)
		sn.red = append(sn.red, p.Red)
		sn.hand = append(sn.hand, len(s.Hand(rules.Seat(v))))
	}
	for c := range sn.tokens {
		b := s.Board(c)
		sn.tokens[c] = len(b.Top) + b.Bottom
	}
	for _, tm := range teamsOf(s) {
		g, r := s.Treasury(tm)
		sn.treasury[tm] = g + r
		if tm == bel.Order {
			_, ids := s.Assassinated()
			sn.scholars[tm] = len(ids)
		} else {
			sn.scholars[tm] = len(s.Employed(tm))
		}
	}
	decks, _ := s.Decks()
	for i := range decks {
		sn.decks[i] = len(decks[i])
	}
	if b, ok := s.Battle(); ok {
		sn.shown = len(b.Shown)
	}
	return sn
}

// Tween kinds (Tween.What).
const (
	flyToken   = "token"
	flyOrange  = "orange"
	flyGold    = "gold"
	flyRed     = "red"
	flyCard    = "card"
	flyScholar = "scholar"
	flyBattle  = "battle"
)

// observe starts a tween for every change since the last frame.
func (v *View) observe(th *graphics.Theme, s *bel.State, l Layout, ts graphics.TableState) {
	cur := snap(s)
	prev := v.prev
	v.prev = cur
	if prev == nil || ts.Motion <= 0 || prev.seats != cur.seats {
		return
	}
	now := v.now()
	add := func(from, to graphics.Rect, what string, k int) {
		for i := range min(k, 4) {
			v.tweens = append(v.tweens, graphics.Tween{X0: from.CX(), Y0: from.CY(), X1: to.CX(), Y1: to.CY(),
				Start: now.Add(time.Duration(i) * ts.Motion / 6), Dur: ts.Motion, What: what})
		}
	}
	for c := range cur.tokens {
		br, ok := l.Boards[c]
		if !ok {
			continue
		}
		if d := cur.tokens[c] - prev.tokens[c]; d > 0 {
			what := flyToken
			if s.Board(c).Bottom > 0 {
				what = flyOrange
			}
			add(l.Bag, br, what, d)
		} else if d < 0 {
			add(br, l.Bag, flyToken, -d)
		}
	}
	// Coins: from whoever lost them (a player or a treasury), else from
	// the supply at the centre.
	var losers []graphics.Rect
	for i := range cur.seats {
		if cur.gold[i]+cur.red[i] < prev.gold[i]+prev.red[i] {
			losers = append(losers, l.Players[rules.Seat(i)])
		}
	}
	for tm := range cur.treasury {
		if cur.treasury[tm] < prev.treasury[tm] {
			losers = append(losers, l.TeamHead[tm])
		}
	}
	from := func() graphics.Rect {
		if len(losers) > 0 {
			return losers[0]
		}
		return l.Centre
	}
	for i := range cur.seats {
		to := l.Players[rules.Seat(i)]
		if d := cur.gold[i] - prev.gold[i]; d > 0 {
			add(from(), to, flyGold, d)
		}
		if d := cur.red[i] - prev.red[i]; d > 0 {
			add(from(), to, flyRed, d)
		}
		if cur.hand[i] > prev.hand[i] {
			deck := l.Decks[0]
			for j := range cur.decks {
				if cur.decks[j] < prev.decks[j] {
					deck = l.Decks[j]
				}
			}
			add(deck, to, flyCard, cur.hand[i]-prev.hand[i])
		} else if cur.hand[i] < prev.hand[i] {
			dest := l.InPlay
			if dest.W <= 0 {
				dest = l.Centre
			}
			add(to, dest, flyCard, prev.hand[i]-cur.hand[i])
		}
	}
	for tm := range cur.treasury {
		if d := cur.treasury[tm] - prev.treasury[tm]; d > 0 {
			add(from(), l.TeamHead[tm], flyGold, d)
		}
		if d := cur.scholars[tm] - prev.scholars[tm]; d > 0 {
			add(l.Centre, l.TeamHead[tm], flyScholar, d)
		}
	}
	if cur.shown > prev.shown {
		add(l.BattleDeck, l.Centre, flyBattle, 1)
	}
}

// Animating reports whether something is still moving.
func (v *View) Animating(now time.Time) bool { return v.tweens.Prune(now) }

// drawMoving draws the things in flight, on top of everything.
func (v *View) drawMoving(dst *ebiten.Image, th *graphics.Theme) {
	u := th.Unit
	now := v.now()
	for _, tw := range v.tweens {
		if now.Before(tw.Start) {
			continue
		}
		x, y, run := tw.At(now)
		if !run {
			continue
		}
		switch tw.What {
		case flyToken:
			th.Token(dst, x, y, u*1.4, "scroll-unfurled", white)
		case flyOrange:
			th.Token(dst, x, y, u*1.4, "", orange)
		case flyGold:
			th.Coin(dst, x, y, u*1.3, th.Gold, -1)
		case flyRed:
			th.Coin(dst, x, y, u*1.3, red, -1)
		case flyCard:
			th.Card(dst, graphics.R(x-u*2.5, y-u*3.5, u*5, u*7), false, "", "scroll-unfurled", th.Accent)
		case flyScholar:
			th.RoundRect(dst, x-u*2.5, y-u*3.5, u*5, u*7, u*0.5, paper)
		case flyBattle:
			th.Card(dst, graphics.R(x-u*3, y-u*4, u*6, u*8), false, "", "card-random", th.Bad)
		}
	}
}
