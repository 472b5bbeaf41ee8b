// This file holds the day's play: the prompts each phase asks, the moves
// that answer them, and settle, which carries out everything automatic
// (gathering, scouting, the end of the attack phase, the end of the day)
// until somebody must decide again.
package bellum

import (
	"fmt"
	"strconv"
	"strings"

	"majlis/rules"
)

// Moves.
const (
	mvLeft   = "left"
	mvRight  = "right"
	mvRoll   = "roll"
	mvPass   = "pass"
	mvBarrel = "barrel"
	mvSpell  = "spell"
	mvNone   = "none"
	mvTavern = "tavern"
	mvDone   = "done"
)

// Moves that name a place, a castle or a recruit, made once: search asks
// for them at every step.
var (
	placeMoves  = numbered("place:", numPlaces)
	castleMoves = numbered("castle:", maxSeats)
	evilMoves   = [2]rules.Move{"evil:0", "evil:1"}
	mostMoves   = [2][PayGlyphs + 1]rules.Move{
		{PayMixed: "most:0:mixed", PayGlyphs: "most:0:glyphs"},
		{PayMixed: "most:1:mixed", PayGlyphs: "most:1:glyphs"},
	}
)

var kindNames = [numKinds]string{"wooden", "metal", "gold"}

var gainKeys = [numRes]string{"bellum.ev.gain_food", "bellum.ev.gain_glyph", "bellum.ev.gain_barrel"}

// Prompts lists the one decision awaited now.
func (s *State) Prompts() []rules.Prompt {
	if s.phase == phOver {
		return nil
	}
	var os rules.OptionList
	p, ask := s.prompt(&os)
	return []rules.Prompt{{Seat: rules.Seat(p), Ask: ask, Options: os.Options()}}
}

// prompt is the seat asked and the question; it adds the legal answers to
// os.
func (s *State) prompt(os *rules.OptionList) (int, rules.Msg) {
	p := s.seat(s.k)
	var ask rules.Msg
	switch s.phase {
	case phChoose:
		ask = rules.M("bellum.ask.board")
		for _, b := range s.boardsLeft {
			os.Add(rules.Move("board:"+strconv.Itoa(b)), "bellum.opt.board", rules.Key(boardKey(b)), rules.Int(boards[b].shield))
		}
	case phGoblin:
		g := s.players[p].hand[0]
		ask = rules.M("bellum.ask.goblin", rules.Key(creatureKey(g)))
		sideOptions(os)
	case phRoll:
		p = s.captain
		ask = rules.M("bellum.ask.roll")
		os.Add(mvRoll, "bellum.opt.roll")
	case phReroll:
		ask = rules.M("bellum.ask.reroll", rules.Int(s.die))
		s.rerollOptions(os, p)
	case phAttack:
		ask = rules.M("bellum.ask.attack", rules.Int(s.die))
		s.attackOptions(os, p)
	case phSteal:
		ask = rules.M("bellum.ask.steal", rules.SeatArg(rules.Seat(s.victim)), rules.Int(s.steals))
		have := s.kindsHeld(s.victim)
		for k := 0; k < numKinds; k++ {
			if have[k] > 0 {
				os.Add(rules.Move("steal:"+kindNames[k]), "bellum.opt.steal", rules.Key(kindKeys[k]))
			}
		}
	case phRecruit:
		ask = rules.M("bellum.ask.recruit")
		s.recruitOptions(os, p)
	case phSide:
		ask = rules.M("bellum.ask.side", rules.Key(creatureKey(s.pending)))
		sideOptions(os)
	}
	return p, ask
}

func sideOptions(os *rules.OptionList) {
	os.Add(mvLeft, "bellum.opt.left")
	os.Add(mvRight, "bellum.opt.right")
}

// canForce says whether p may force a re-roll: any barrel, or for the
// Captain an unused confusion spell.
func (s *State) canForce(p int) bool {
	pl := &s.players[p]
	return pl.res[barrel] > 0 || (p == s.captain && pl.bonus[spellTok] > pl.spellsUsed)
}

func (s *State) rerollOptions(os *rules.OptionList, p int) {
	pl := &s.players[p]
	os.Add(mvPass, "bellum.opt.pass")
	if pl.res[barrel] > 0 {
		os.Add(mvBarrel, "bellum.opt.barrel")
	}
	if p == s.captain && pl.bonus[spellTok] > pl.spellsUsed {
		os.Add(mvSpell, "bellum.opt.spell")
	}
}

// attackOptions lists p's legal attacks ("none" first): the targets of
// Targets its active horde can take, in the same order.
func (s *State) attackOptions(os *rules.OptionList, p int) {
	os.Add(mvNone, "bellum.opt.none")
	if p < 0 || p >= s.n() {
		return
	}
	s.eachTarget(p, func(t Target) {
		switch {
		case t.Bar != CanTake:
		case t.Place >= 0:
			os.Add(t.Move, "bellum.opt.place", rules.Key(placeKey(t.Place)))
		default:
			os.Add(t.Move, "bellum.opt.castle", rules.SeatArg(t.Castle))
		}
	})
}

// Recruiting costs.
const (
	evilFood   = 2
	mixedGlyph = 1
	mixedFood  = 4
	allGlyphs  = 3
)

func (s *State) recruitOptions(os *rules.OptionList, p int) {
	s.eachRecruit(p, func(c RecruitChoice) {
		name, pile := rules.Key(creatureKey(c.Creature)), rules.Int(c.Slot+1)
		switch c.Payment {
		case PayFood:
			os.Add(c.Move, "bellum.opt.evil", name, pile)
		case PayMixed:
			os.Add(c.Move, "bellum.opt.most_mixed", name, pile)
		case PayGlyphs:
			os.Add(c.Move, "bellum.opt.most_glyphs", name, pile)
		}
	})
	if os.Len() > 0 {
		os.Add(mvDone, "bellum.opt.done")
	}
}

func (s *State) canAttack(p int) bool {
	os := rules.Counting()
	s.attackOptions(&os, p)
	return os.Len() > 1
}

func (s *State) canRecruit(p int) bool {
	os := rules.Counting()
	s.recruitOptions(&os, p)
	return os.Len() > 0
}

func (s *State) kindsHeld(p int) [numKinds]int {
	var have [numKinds]int
	for _, c := range s.players[p].chests {
		have[chestKindOf(c)]++
	}
	return have
}

// legal reports whether seat may play m now, as Prompts would say.
func (s *State) legal(seat rules.Seat, m rules.Move) bool {
	if s.phase == phOver {
		return false
	}
	os := rules.CheckingFor(m)
	p, _ := s.prompt(&os)
	return rules.Seat(p) == seat && os.Found()
}

// Drew reports whether the last Apply drew on its randomness (rules.Drawer).
func (s *State) Drew() bool { return s.drew }

// Apply plays seat's move. It refuses anything not offered now and then
// changes nothing.
func (s *State) Apply(seat rules.Seat, m rules.Move, e rules.Entropy) ([]rules.Event, error) {
	// The move is checked without labelling every option; the prompt
	// itself says why a move is refused.
	if !s.legal(seat, m) {
		_, err := rules.CheckMove(s.Prompts(), seat, m)
		return nil, fmt.Errorf("bellum: %w", err)
	}
	s.seed = s.seed.Mix(e)
	r := rules.NewRand(s.seed)
	p := int(seat)
	mv := string(m)
	var evs []rules.Event
	ev := func(key string, args ...rules.Arg) { evs = append(evs, rules.Event{Msg: rules.M(key, args...)}) }
	who := rules.SeatArg(seat)

	switch s.phase {
	case phChoose:
		b, _ := strconv.Atoi(strings.TrimPrefix(mv, "board:"))
		s.players[p].board = b
		for i, x := range s.boardsLeft {
			if x == b {
				s.boardsLeft = append(s.boardsLeft[:i:i], s.boardsLeft[i+1:]...)
				break
			}
		}
		ev("bellum.ev.board", who, rules.Key(boardKey(b)))
		s.k++
	case phGoblin:
		pl := &s.players[p]
		g := pl.hand[0]
		pl.hand = pl.hand[1:]
		s.slide(p, g, mv == mvLeft)
		ev("bellum.ev.side", who, rules.Key(creatureKey(g)), rules.Key("bellum.side."+mv))
		if len(pl.hand) == 0 {
			pl.hand = nil
			s.k++
		}
	case phRoll:
		s.die = r.IntN(6) + 1
		ev("bellum.ev.roll", who, rules.Int(s.die))
		s.phase = phReroll
		s.k = 0
	case phReroll:
		switch mv {
		case mvPass:
			s.k++
		case mvBarrel:
			s.players[p].res[barrel]--
			s.res[barrel]++
			ev("bellum.ev.force_barrel", who)
			s.phase = phRoll
		case mvSpell:
			s.players[p].spellsUsed++
			ev("bellum.ev.force_spell", who)
			s.phase = phRoll
		}
	case phAttack:
		s.attack(p, mv, r, &evs)
	case phSteal:
		s.steal(p, mv, r, &evs)
	case phRecruit:
		if mv == mvDone {
			s.k++
			break
		}
		s.recruit(p, mv, r, &evs)
	case phSide:
		s.slide(p, s.pending, mv == mvLeft)
		ev("bellum.ev.side", who, rules.Key(creatureKey(s.pending)), rules.Key("bellum.side."+mv))
		s.pending = 0
		s.phase = phRecruit
	}
	s.settle(r, &evs)
	s.drew = r.Drawn()
	return evs, nil
}

func (s *State) slide(p, c int, left bool) {
	pl := &s.players[p]
	if left {
		pl.left = append(pl.left, c)
	} else {
		pl.right = append(pl.right, c)
	}
}

// gain moves up to n of a resource from the reserve to p: a player holds
// at most two barrels, and an empty reserve gives nothing more.
func (s *State) gain(p, kind, n int, evs *[]rules.Event) {
	if n <= 0 {
		return
	}
	pl := &s.players[p]
	take := n
	if kind == barrel && pl.res[barrel]+take > maxBarrels {
		take = max(0, maxBarrels-pl.res[barrel])
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.barrel_refused", rules.SeatArg(rules.Seat(p)), rules.Int(n-take))})
	}
	if take > s.res[kind] {
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.reserve_dry", rules.Key(resKeys[kind]), rules.Int(take-s.res[kind]))})
		take = s.res[kind]
	}
	if take > 0 {
		s.res[kind] -= take
		pl.res[kind] += take
		*evs = append(*evs, rules.Event{Msg: rules.M(gainKeys[kind], rules.SeatArg(rules.Seat(p)), rules.Int(take))})
	}
}

// gainBonus gives p one bonus token of a kind if the reserve still has one.
func (s *State) gainBonus(p, kind int, evs *[]rules.Event) {
	if s.bonus[kind] == 0 {
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.bonus_dry", rules.Key(bonusKeys[kind]))})
		return
	}
	s.bonus[kind]--
	s.players[p].bonus[kind]++
	*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.bonus", rules.SeatArg(rules.Seat(p)), rules.Key(bonusKeys[kind]))})
}

// fallback lists where a chest comes from when its own pile is empty: the
// nearest kind below, then above.
var fallback = [numKinds][numKinds]int{{wooden, metal, gold}, {metal, wooden, gold}, {gold, metal, wooden}}

// gainChest gives p a chest of a kind from its pile (or of a fallback
// pile). Which chest, and so its value, is chosen with r now among the
// pile's chests; the value is told to p alone.
func (s *State) gainChest(p, kind int, r *rules.Rand, evs *[]rules.Event) {
	for _, k := range fallback[kind] {
		c, ok := drawRandom(&s.chestPile[k], r, nil)
		if !ok {
			continue
		}
		s.players[p].chests = append(s.players[p].chests, c)
		seat := rules.Seat(p)
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.chest", rules.SeatArg(seat), rules.Key(kindKeys[k]))})
		if c >= 0 { // hidden only in a view played on without determinizing
			*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.chest_value", rules.Key(kindKeys[k]), rules.Int(chestValue[c])), To: []rules.Seat{seat}})
		}
		return
	}
	*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.chests_out")})
}

func (s *State) spoils(p int, pc place, r *rules.Rand, evs *[]rules.Event) {
	for k := 0; k < numRes; k++ {
		s.gain(p, k, pc.res[k], evs)
	}
	for k := 0; k < numKinds; k++ {
		for i := 0; i < pc.chests[k]; i++ {
			s.gainChest(p, k, r, evs)
		}
	}
}

func (s *State) attack(p int, mv string, r *rules.Rand, evs *[]rules.Event) {
	who := rules.SeatArg(rules.Seat(p))
	switch {
	case mv == mvNone:
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.no_attack", who)})
		s.k++
	case mv == mvTavern:
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.attack_place", who, rules.Key(placeKey(0)))})
		s.spoils(p, places[0], r, evs)
		s.k++
	case strings.HasPrefix(mv, "place:"):
		c, _ := strconv.Atoi(strings.TrimPrefix(mv, "place:"))
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.attack_place", who, rules.Key(placeKey(c)))})
		for i, x := range s.row {
			if x == c {
				s.row = append(s.row[:i:i], s.row[i+1:]...)
				break
			}
		}
		s.discard = append(s.discard, c)
		s.spoils(p, places[c], r, evs)
		s.k++
	case strings.HasPrefix(mv, "castle:"):
		v, _ := strconv.Atoi(strings.TrimPrefix(mv, "castle:"))
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.attack_castle", who, rules.SeatArg(rules.Seat(v)))})
		s.victim = v
		s.steals = min(s.active(p).Thief, len(s.players[v].chests))
		s.phase = phSteal
	}
}

// steal moves one chest of the chosen kind, picked at random among the
// victim's, to the thief; the victim earns one shield token per attack.
func (s *State) steal(p int, mv string, r *rules.Rand, evs *[]rules.Event) {
	kind := 0
	for k, name := range kindNames {
		if mv == "steal:"+name {
			kind = k
		}
	}
	v := &s.players[s.victim]
	var idx []int
	for i, c := range v.chests {
		if chestKindOf(c) == kind {
			idx = append(idx, i)
		}
	}
	i := idx[r.IntN(len(idx))]
	c := v.chests[i]
	v.chests = append(v.chests[:i:i], v.chests[i+1:]...)
	s.players[p].chests = append(s.players[p].chests, c)
	thief, victim := rules.Seat(p), rules.Seat(s.victim)
	*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.steal", rules.SeatArg(thief), rules.Key(kindKeys[kind]), rules.SeatArg(victim))})
	if c >= 0 {
		*evs = append(*evs,
			rules.Event{Msg: rules.M("bellum.ev.chest_value", rules.Key(kindKeys[kind]), rules.Int(chestValue[c])), To: []rules.Seat{thief}},
			rules.Event{Msg: rules.M("bellum.ev.chest_lost", rules.Key(kindKeys[kind]), rules.Int(chestValue[c])), To: []rules.Seat{victim}})
	}
	s.steals--
	if s.steals == 0 || len(v.chests) == 0 {
		s.gainBonus(s.victim, shieldTok, evs)
		s.steals = 0
		s.phase = phAttack
		s.k++
	}
}

func (s *State) recruit(p int, mv string, r *rules.Rand, evs *[]rules.Event) {
	// "evil:slot", or "most:slot:payment"
	pile, rest, _ := strings.Cut(mv, ":")
	slot, payment, _ := strings.Cut(rest, ":")
	i, _ := strconv.Atoi(slot)
	pl := &s.players[p]
	var c int
	if pile == "evil" {
		c = s.evilUp[i]
		pl.res[food] -= evilFood
		s.res[food] += evilFood
		s.evilUp[i] = s.refill(&s.evil, i, r)
	} else {
		c = s.mostUp[i]
		if payment == "mixed" {
			pl.res[glyph] -= mixedGlyph
			pl.res[food] -= mixedFood
			s.res[glyph] += mixedGlyph
			s.res[food] += mixedFood
		} else {
			pl.res[glyph] -= allGlyphs
			s.res[glyph] += allGlyphs
		}
		s.mostUp[i] = s.refill(&s.most, i, r)
	}
	*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.recruit", rules.SeatArg(rules.Seat(p)), rules.Key(creatureKey(c)))})
	if up := s.faceUpAt(pile == "evil", i); up >= 0 {
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.creature_up", rules.Key(creatureKey(up)))})
	}
	// c < 0 only in a view played on without determinizing.
	if c >= 0 && creatures[c].bonus != noBonus {
		s.gainBonus(p, creatures[c].bonus, evs)
	}
	s.pending = c
	s.phase = phSide
}

// faceUpAt is the face-up creature of slot i of the Evil or Most Evil
// kind (noCard when empty).
func (s *State) faceUpAt(evil bool, i int) int {
	if evil {
		return s.evilUp[i]
	}
	return s.mostUp[i]
}

// settle carries out everything automatic until somebody must decide or
// the game is over. Players who have nothing to decide in a phase taken
// in turn (no way to force a re-roll, no legal attack, nothing
// affordable) are passed over without a prompt.
func (s *State) settle(r *rules.Rand, evs *[]rules.Event) {
	n := s.n()
	for {
		switch s.phase {
		case phChoose:
			if s.k < n {
				return
			}
			s.phase, s.k = phGoblin, 0
		case phGoblin:
			if s.k < n {
				return
			}
			s.startDay(evs)
			return
		case phReroll:
			for s.k < n && !s.canForce(s.seat(s.k)) {
				s.k++
			}
			if s.k < n {
				return
			}
			s.gather(evs)
			s.scouts(r, evs)
			s.phase, s.k = phAttack, 0
		case phAttack:
			for s.k < n && !s.canAttack(s.seat(s.k)) {
				s.k++
			}
			if s.k < n {
				return
			}
			for _, p := range s.players {
				if len(p.chests) >= winChests {
					s.phase = phOver
					*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.game_over")})
					return
				}
			}
			s.phase, s.k = phRecruit, 0
		case phRecruit:
			for s.k < n && !s.canRecruit(s.seat(s.k)) {
				s.k++
			}
			if s.k < n {
				return
			}
			s.endDay(r, evs)
			s.startDay(evs)
			return
		default:
			return
		}
	}
}

func (s *State) startDay(evs *[]rules.Event) {
	s.day++
	s.phase, s.k = phRoll, 0
	// The Captain's confusion spells turn back: they are usable again on
	// each day that player is Captain.
	s.players[s.captain].spellsUsed = 0
	*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.day", rules.Int(s.day), rules.SeatArg(rules.Seat(s.captain)))})
}

// gather: each player takes the active line's food and glyphs, in turn
// order from the Captain while the reserve lasts.
func (s *State) gather(evs *[]rules.Event) {
	*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.active", rules.Int(s.die))})
	for k := 0; k < s.n(); k++ {
		p := s.seat(k)
		h := s.active(p)
		s.gain(p, food, h.Food, evs)
		s.gain(p, glyph, h.Glyph, evs)
	}
}

// scouts: the single player with the most treasure on the active line
// wins a metal chest; tied leaders each win a wooden chest.
func (s *State) scouts(r *rules.Rand, evs *[]rules.Event) {
	best := 0
	var top []int
	for k := 0; k < s.n(); k++ {
		p := s.seat(k)
		t := s.active(p).Treasure
		switch {
		case t > best:
			best, top = t, []int{p}
		case t == best && t > 0:
			top = append(top, p)
		}
	}
	switch len(top) {
	case 0:
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.scouts_none")})
	case 1:
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.scouts_win", rules.SeatArg(rules.Seat(top[0])), rules.Int(best))})
		s.gainChest(top[0], metal, r, evs)
	default:
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.scouts_tie", rules.Int(len(top)), rules.Int(best))})
		for _, p := range top {
			s.gainChest(p, wooden, r, evs)
		}
	}
}

// endDay refills the places beside the Tavern to one per player while the
// kingdom pile lasts (each place chosen with r as it is turned over), and
// passes the die to the left.
func (s *State) endDay(r *rules.Rand, evs *[]rules.Event) {
	for len(s.row) < s.n() {
		c, ok := s.drawPlace(r)
		if !ok {
			break
		}
		s.row = append(s.row, c)
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.reveal", rules.Key(placeKey(c)))})
	}
	if len(s.row) < s.n() && s.pileSize() == 0 {
		*evs = append(*evs, rules.Event{Msg: rules.M("bellum.ev.kingdom_out", rules.Int(len(s.row)))})
	}
	s.captain = (s.captain + 1) % s.n()
}
