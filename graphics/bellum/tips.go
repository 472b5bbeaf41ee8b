// Hover texts: everything on the table told in words from the catalogue
// (bellum.table.* in assets/i18n/en/bellum.json).
package bellum

import (
	"strings"

	"majlis/graphics"
	"majlis/rules"
	bm "majlis/rules/bellum"
)

// list joins phrases with the catalogue's separator.
func list(tr *graphics.Tr, parts []string) string {
	if len(parts) == 0 {
		return tr.T("bellum.table.nothing")
	}
	return strings.Join(parts, tr.T("bellum.table.sep"))
}

// leftPhrases and rightPhrases say a line's sides ("2 food", "1 thief").
func leftPhrases(tr *graphics.Tr, l bm.Line) []string {
	var out []string
	for _, x := range []struct {
		n   int
		key string
	}{{l.Food, "bellum.table.n_food"}, {l.Glyph, "bellum.table.n_glyph"}, {l.Treasure, "bellum.table.n_treasure"}} {
		if x.n > 0 {
			out = append(out, tr.T(x.key, rules.Int(x.n)))
		}
	}
	return out
}

func rightPhrases(tr *graphics.Tr, l bm.Line) []string {
	var out []string
	for _, x := range []struct {
		n   int
		key string
	}{{l.Sword, "bellum.table.n_sword"}, {l.Magic, "bellum.table.n_magic"}, {l.Thief, "bellum.table.n_thief"}} {
		if x.n > 0 {
			out = append(out, tr.T(x.key, rules.Int(x.n)))
		}
	}
	return out
}

func seatName(tr *graphics.Tr, s rules.Seat) string {
	return tr.T("bellum.table.name", rules.SeatArg(s))
}

func castleTip(tr *graphics.Tr, c castle) string {
	if !c.Chosen {
		return tr.T("bellum.table.unchosen_tip", rules.SeatArg(c.Seat))
	}
	return tr.T("bellum.table.castle_tip", rules.SeatArg(c.Seat), rules.Key(c.Board.NameKey),
		rules.Int(c.Board.Shield), rules.Int(c.Shields), rules.Int(c.MagicShields))
}

func lineTip(tr *graphics.Tr, c castle, i int) string {
	if !c.Chosen {
		return tr.T("bellum.table.unchosen_tip", rules.SeatArg(c.Seat))
	}
	l := c.Lines[i]
	return tr.T("bellum.table.line_tip", rules.Int(i+1), rules.SeatArg(c.Seat),
		rules.Text(list(tr, leftPhrases(tr, l))), rules.Text(list(tr, rightPhrases(tr, l))))
}

func sideTip(tr *graphics.Tr, ids []int, left bool) string {
	key := "bellum.table.side_right"
	if left {
		key = "bellum.table.side_left"
	}
	var names []string
	for _, id := range ids {
		names = append(names, tr.T(creatureKey(id)))
	}
	return tr.T(key, rules.Int(len(ids)), rules.Text(list(tr, names)))
}

func stockTip(tr *graphics.Tr, c castle) string {
	spell := tr.T("bellum.table.spells", rules.Int(c.Spells), rules.Int(c.Spells-c.SpellsUsed))
	goblins := tr.T("bellum.table.hand_hidden", rules.Int(c.Hand))
	if len(c.HandKnown) > 0 {
		var names []string
		for _, g := range c.HandKnown {
			names = append(names, tr.T(creatureKey(g)))
		}
		goblins = tr.T("bellum.table.hand_known", rules.Text(list(tr, names)))
	}
	return tr.T("bellum.table.stock_tip", rules.SeatArg(c.Seat), rules.Int(c.Food), rules.Int(c.Glyphs), rules.Int(c.Barrels),
		rules.Int(c.Shields), rules.Int(c.MagicShields), rules.Text(spell)) + " " + goblins
}

func chestTip(tr *graphics.Tr, c castle) string {
	n := c.Kinds[0] + c.Kinds[1] + c.Kinds[2]
	s := tr.T("bellum.table.chests_tip", rules.SeatArg(c.Seat), rules.Int(n), rules.Int(c.Kinds[0]), rules.Int(c.Kinds[1]), rules.Int(c.Kinds[2]))
	if c.Known {
		return s + " " + tr.T("bellum.table.chests_known", rules.Int(c.Total))
	}
	return s + " " + tr.T("bellum.table.chests_hidden")
}

func creatureTip(tr *graphics.Tr, id int) string {
	c, ok := bm.CreatureInfo(id)
	if !ok {
		return tr.T("bellum.creature.hidden")
	}
	var left, right []string
	for i, l := range c.Lines {
		if p := leftPhrases(tr, l); len(p) > 0 {
			left = append(left, tr.T("bellum.table.on_line", rules.Int(i+1), rules.Text(list(tr, p))))
		}
		if p := rightPhrases(tr, l); len(p) > 0 {
			right = append(right, tr.T("bellum.table.on_line", rules.Int(i+1), rules.Text(list(tr, p))))
		}
	}
	s := tr.T("bellum.table.creature_tip", rules.Key(c.NameKey), rules.Key(tierKeys[c.Tier]),
		rules.Text(list(tr, left)), rules.Text(list(tr, right)))
	if c.BonusKey != "" {
		s += " " + tr.T("bellum.table.bonus_tip", rules.Key(c.BonusKey))
	}
	return s
}

var tierKeys = map[int]string{bm.TierGoblin: "bellum.table.tier.goblin", bm.TierEvil: "bellum.table.tier.evil", bm.TierMost: "bellum.table.tier.most"}

func slotTip(tr *graphics.Tr, id int, most bool, pile int) string {
	cost := "bellum.table.cost_evil"
	if most {
		cost = "bellum.table.cost_most"
	}
	s := tr.T(cost) + " " + tr.T("bellum.table.pile_left", rules.Int(pile))
	if id < 0 {
		return tr.T("bellum.table.slot_empty") + " " + s
	}
	return creatureTip(tr, id) + " " + s
}

func spoilsPhrases(tr *graphics.Tr, p bm.Place) []string {
	var out []string
	for _, x := range []struct {
		n   int
		key string
	}{{p.Food, "bellum.table.n_food"}, {p.Glyph, "bellum.table.n_glyph"}, {p.Barrel, "bellum.table.n_barrel"},
		{p.Wooden, "bellum.table.n_wooden"}, {p.Metal, "bellum.table.n_metal"}, {p.Gold, "bellum.table.n_gold"}} {
		if x.n > 0 {
			out = append(out, tr.T(x.key, rules.Int(x.n)))
		}
	}
	return out
}

func placeTip(tr *graphics.Tr, id int) string {
	p, ok := bm.PlaceInfo(id)
	if !ok {
		return tr.T("bellum.place.hidden")
	}
	s := tr.T("bellum.table.place_tip", rules.Key(p.NameKey), rules.Key(placeKindKeys[p.Kind]),
		rules.Int(p.Shield), rules.Int(p.Magic), rules.Text(list(tr, spoilsPhrases(tr, p))))
	if p.Kind == bm.KindTavern {
		s += " " + tr.T("bellum.table.tavern_tip")
	}
	return s
}

var placeKindKeys = map[int]string{bm.KindTavern: "bellum.table.kind.tavern", bm.KindFarm: "bellum.table.kind.farm",
	bm.KindVillage: "bellum.table.kind.village", bm.KindTown: "bellum.table.kind.town"}

func pileTip(tr *graphics.Tr, pile int) string {
	return tr.T("bellum.table.kingdom_pile", rules.Int(pile))
}

func boardTip(tr *graphics.Tr, b bm.Board) string {
	var lines []string
	for i, l := range b.Lines {
		lines = append(lines, tr.T("bellum.table.board_line", rules.Int(i+1),
			rules.Text(list(tr, leftPhrases(tr, l))), rules.Text(list(tr, rightPhrases(tr, l)))))
	}
	return tr.T("bellum.table.board_tip", rules.Key(b.NameKey), rules.Int(b.Shield)) + " " + strings.Join(lines, " ")
}

func chestPilesTip(tr *graphics.Tr, s *bm.State) string {
	_, _, ch := s.Reserves()
	return tr.T("bellum.table.chest_piles", rules.Int(ch[0]), rules.Int(ch[1]), rules.Int(ch[2]))
}

func reservesTip(tr *graphics.Tr, s *bm.State) string {
	res, bonus, _ := s.Reserves()
	return tr.T("bellum.table.reserves", rules.Int(res[0]), rules.Int(res[1]), rules.Int(res[2]),
		rules.Int(bonus[0]), rules.Int(bonus[1]), rules.Int(bonus[2]))
}

func dieTip(tr *graphics.Tr, captain rules.Seat, die, day int) string {
	if die == 0 {
		return tr.T("bellum.table.die_none", rules.SeatArg(captain))
	}
	return tr.T("bellum.table.die_tip", rules.Int(day), rules.SeatArg(captain), rules.Int(die))
}

func statusTip(tr *graphics.Tr, s *bm.State, ts graphics.TableState) string {
	day, captain, _ := s.Day()
	n := s.Setup().Seats
	var order []string
	for k := 0; k < n; k++ {
		order = append(order, seatName(tr, rules.Seat((int(captain)+k)%n)))
	}
	return tr.T("bellum.table.status_tip", rules.Int(day), rules.SeatArg(captain), rules.Text(list(tr, order)))
}

// targetTip says what an attack would take, or why it cannot be made:
// the swords needed against the swords the active line has.
func targetTip(tr *graphics.Tr, t bm.Target, die int) string {
	var what string
	if t.Place >= 0 {
		what = placeTip(tr, t.Place)
	} else {
		what = tr.T("bellum.table.castle_target", rules.SeatArg(t.Castle), rules.Int(t.Shield), rules.Int(t.MagicShield))
	}
	h := t.Horde
	var why string
	switch t.Bar {
	case bm.CanTake:
		why = tr.T("bellum.table.can_take", rules.Int(die), rules.Int(h.Sword), rules.Int(h.Magic))
	case bm.FewMagic:
		why = tr.T("bellum.table.few_magic", rules.Int(t.MagicShield), rules.Int(die), rules.Int(h.Magic))
	case bm.FewSwords:
		why = tr.T("bellum.table.few_swords", rules.Int(t.Shield+t.MagicShield), rules.Int(die), rules.Int(h.Sword+h.Magic))
	case bm.NoThief:
		why = tr.T("bellum.table.no_thief", rules.Int(die))
	case bm.NoChest:
		why = tr.T("bellum.table.no_chest", rules.SeatArg(t.Castle))
	}
	return what + " " + why
}

func payLabel(tr *graphics.Tr, p bm.Payment) string {
	switch p {
	case bm.PayMixed:
		return tr.T("bellum.table.pay_mixed")
	case bm.PayGlyphs:
		return tr.T("bellum.table.pay_glyphs")
	}
	return tr.T("bellum.table.pay_food")
}

func payTip(tr *graphics.Tr, rc bm.RecruitChoice) string {
	return tr.T("bellum.table.recruit_tip", rules.Key(creatureKey(rc.Creature)), rules.Text(payLabel(tr, rc.Payment))) + " " + creatureTip(tr, rc.Creature)
}
