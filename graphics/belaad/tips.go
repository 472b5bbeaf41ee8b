// Hover text for everything on the table, in words from the catalogue:
// cards, boards (with their ability and tokens), scholars, piles, players.
package belaad

import (
	"strconv"
	"strings"

	"majlis/graphics"
	"majlis/rules"
	bel "majlis/rules/belaad"
)

func tips(th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State, ts graphics.TableState) graphics.Buttons {
	var bs graphics.Buttons
	tip := func(id string, r graphics.Rect, text string) {
		if r.W > 0 && r.H > 0 {
			bs = append(bs, graphics.Button{ID: id, Rect: r, Style: graphics.StyleTip, Tip: text})
		}
	}
	decks, discard := s.Decks()
	for i, r := range l.Decks {
		text := tr.T("belaad.view.deck_tip", rules.Int(i+1), rules.Int(len(decks[i])), rules.Int(len(discard)))
		if len(decks[i]) > 0 {
			text += " " + tr.T(bel.CardKey(decks[i][0]))
		}
		tip("tip:deck:"+strconv.Itoa(i), r, text)
	}
	revealed, _, _ := s.Scholars()
	for i, r := range l.Scholars {
		tip("tip:scholar:"+strconv.Itoa(i), r, scholarTip(tr, revealed[i]))
	}
	bag := s.Bag()
	var parts []string
	for tk, k := range bag {
		parts = append(parts, tr.T("belaad.view.count_of", rules.Int(k), rules.Key(bel.TokenKey(tk))))
	}
	tip("tip:bag", l.Bag, tr.T("belaad.view.bag_tip")+" "+strings.Join(parts, ", "))
	_, battle, hh := s.DeckSizes()
	tip("tip:battle_deck", l.BattleDeck, tr.T("belaad.view.battle_deck_tip", rules.Int(battle)))
	tip("tip:pool", l.Pool, tr.T("belaad.view.pool_tip", rules.Int(s.PoolSwords())))
	for _, tm := range teamsOf(s) {
		g, r := s.Treasury(tm)
		text := tr.T(bel.TeamKey(tm)) + ": " + tr.T("belaad.view.treasury", rules.Int(g), rules.Int(r))
		var ids []int
		if tm == bel.Order {
			toks, schs := s.Assassinated()
			ids = schs
			text += ". " + tr.T("belaad.view.order_tip", rules.Int(s.OrderActive()), rules.Int(len(toks)), rules.Int(hh))
		} else {
			ids = s.Employed(tm)
		}
		for _, id := range ids {
			text += " " + scholarTip(tr, id) + "."
		}
		tip("tip:team:"+strconv.Itoa(tm), l.TeamHead[tm], text)
		for _, c := range bel.Characters(tm) {
			tip("tip:board:"+strconv.Itoa(c), l.Boards[c], boardTip(tr, s, c))
		}
	}
	for seat, r := range l.Players {
		p := s.Purse(seat)
		tip("tip:player:"+strconv.Itoa(int(seat)), r, tr.T("belaad.view.player_tip", rules.SeatArg(seat), rules.Key(bel.TeamKey(s.Team(seat))),
			rules.Int(p.Gold), rules.Int(p.Red), rules.Int(p.Swords), rules.Int(len(s.Hand(seat))), rules.Int(len(s.Spoils(seat)))))
	}
	hand := s.Hand(ts.Viewer)
	for i, r := range l.Hand {
		tip("tip:hand:"+strconv.Itoa(i), r, tr.T(bel.CardKey(hand[i])))
	}
	if d, ok := s.Decision(); ok && d.Kind == bel.DecideCardActions && d.Card >= 0 && l.InPlay.W > 0 {
		tip("tip:inplay", l.InPlay, tr.T(bel.CardKey(d.Card)))
	}
	if b, ok := s.Battle(); ok {
		text := tr.T("belaad.view.battle_tip", rules.SeatArg(b.Aggressor), rules.Int(b.Strength[0]), rules.SeatArg(b.Defender), rules.Int(b.Strength[1]), rules.Int(len(b.Shown)))
		tip("tip:battle", l.Centre, text)
	}
	return bs
}

func scholarTip(tr *graphics.Tr, id int) string {
	sc, ok := bel.ScholarOf(id)
	if !ok {
		return tr.T(bel.ScholarKey(id))
	}
	text := tr.T("belaad.view.scholar_tip", rules.Key(bel.ScholarKey(id)), rules.Key(bel.InfoKey(id)), rules.Int(sc.Cost), rules.Key(bel.SymbolKey(sc.Ribbon)))
	if sc.Swords > 0 {
		text += " " + tr.T("belaad.view.scholar_swords", rules.Int(sc.Swords))
	}
	return text
}

func boardTip(tr *graphics.Tr, s *bel.State, c int) string {
	b := s.Board(c)
	kind := "belaad.view.immediate"
	if bel.Ongoing(c) {
		kind = "belaad.view.ongoing"
	}
	text := tr.T("belaad.view.board_tip", rules.Key(bel.CharKey(c)), rules.Key(bel.SymbolKey(bel.SymbolOfChar(c))), rules.Int(b.Symbols),
		rules.Key(bel.AbilityKey(c)), rules.Key(kind))
	var toks []string
	for _, tk := range b.Top {
		toks = append(toks, tr.T(bel.TokenKey(tk)))
	}
	if len(toks) > 0 {
		text += " " + tr.T("belaad.view.on_top", rules.Text(strings.Join(toks, ", ")))
	}
	if b.Bottom > 0 {
		text += " " + tr.T("belaad.view.active", rules.Int(b.Bottom))
	}
	for _, id := range b.Hashash {
		text += " " + tr.T(bel.HashashKey(id)) + "."
	}
	return text
}
