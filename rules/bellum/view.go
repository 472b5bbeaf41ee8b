// This file holds what is not play: the canonical hash, deep clones, the
// per-seat views that hide chest values and pile orders, determinizing a
// view, and the conservation invariant the tests check after every step.
package bellum

import (
	"fmt"
	"slices"

	"majlis/rules"
)

// Hash digests the whole state, hidden things and the running seed
// included, in a fixed order.
func (s *State) Hash() rules.Hash {
	e := rules.NewEncoder(ID)
	e.Setup(s.setup)
	e.Bytes(s.seed[:])
	for _, v := range []int{s.phase, s.day, s.captain, s.k, s.die, s.pending, s.victim, s.steals} {
		e.Int(v)
	}
	e.Ints(s.boardsLeft)
	e.Int(len(s.players))
	for _, p := range s.players {
		e.Int(p.board)
		e.Ints(p.hand)
		e.Ints(p.left)
		e.Ints(p.right)
		e.Ints(p.res[:])
		e.Ints(p.bonus[:])
		e.Int(p.spellsUsed)
		e.Ints(p.chests)
	}
	for _, l := range [][]int{s.goblinBox, s.unseen, s.pileLeft[:], s.row, s.discard,
		s.evil.cards, s.evil.size[:], s.most.cards, s.most.size[:],
		s.evilUp[:], s.mostUp[:], s.chestPile[0], s.chestPile[1], s.chestPile[2],
		s.res[:], s.bonus[:]} {
		e.Ints(l)
	}
	return e.Sum()
}

// Clone copies the state deeply.
func (s *State) Clone() rules.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.boardsLeft = slices.Clone(s.boardsLeft)
	c.players = make([]player, len(s.players))
	for i, p := range s.players {
		p.hand = slices.Clone(p.hand)
		p.left = slices.Clone(p.left)
		p.right = slices.Clone(p.right)
		p.chests = slices.Clone(p.chests)
		c.players[i] = p
	}
	c.goblinBox = slices.Clone(s.goblinBox)
	c.unseen = slices.Clone(s.unseen)
	c.row = slices.Clone(s.row)
	c.discard = slices.Clone(s.discard)
	c.evil = s.evil.clone()
	c.most = s.most.clone()
	for k := range s.chestPile {
		c.chestPile[k] = slices.Clone(s.chestPile[k])
	}
	return &c
}

// View hides from viewer what it may not know: the values of chests it
// does not hold (everyone still sees how many of each kind each player
// has), the goblins other players were dealt and have not placed yet, the
// contents of every face-down pile (their sizes, and each hidden card's
// kind, stay public), and the cards left in the box. Once the game is
// over every chest is shown.
func (s *State) View(viewer rules.Seat) rules.State {
	c := s.clone()
	// The running seed is no business of a player's either; Determinize
	// invents one.
	c.seed = rules.Seed{}
	hide := func(ids []int, f func(int) int) {
		for i, id := range ids {
			ids[i] = f(id)
		}
	}
	for i := range c.players {
		if rules.Seat(i) == viewer {
			continue
		}
		// Goblins dealt and not yet placed are in their holder's hand.
		hide(c.players[i].hand, hideCreature)
		if s.phase != phOver {
			hide(c.players[i].chests, hideChest)
		}
	}
	for k := range c.chestPile {
		hide(c.chestPile[k], hideChest)
	}
	hide(c.goblinBox, hideCreature)
	hide(c.evil.cards, hideCreature)
	hide(c.most.cards, hideCreature)
	hide(c.unseen, hidePlace)
	return c
}

// Determinize fills every hidden thing of a view with a random choice
// among the cards and chests the view does not show, keeping each hidden
// item's kind (chest kind, creature tier, place kind). It ignores what the
// viewer may remember of chests it once held: an honest, simple fill.
func (s *State) Determinize(viewer rules.Seat, r *rules.Rand) rules.State {
	c := s.clone()
	// Chests: everything hidden of kind k is drawn from the chests of kind
	// k that are nowhere visible.
	var chestSlots [][]int
	for i := range c.players {
		chestSlots = append(chestSlots, c.players[i].chests)
	}
	for k := range c.chestPile {
		chestSlots = append(chestSlots, c.chestPile[k])
	}
	fillHidden(r, chestSlots, numChests, hideChest)

	var creatureSlots [][]int
	for i := range c.players {
		creatureSlots = append(creatureSlots, c.players[i].hand, c.players[i].left, c.players[i].right)
	}
	creatureSlots = append(creatureSlots, c.goblinBox, c.evil.cards, c.most.cards, c.evilUp[:], c.mostUp[:])
	if c.phase == phSide {
		creatureSlots = append(creatureSlots, []int{c.pending})
	}
	fillHidden(r, creatureSlots, numCreature, hideCreature)

	placeSlots := [][]int{c.unseen, c.row, c.discard}
	fillHidden(r, placeSlots, numPlaces, hidePlace)
	// Hidden pools are kept in id order (what is drawn from them is chosen
	// at the draw), so the filled ones are put back in order.
	for _, l := range [][]int{c.goblinBox, c.evil.cards, c.most.cards, c.unseen,
		c.chestPile[0], c.chestPile[1], c.chestPile[2]} {
		slices.Sort(l)
	}
	if c.seed == (rules.Seed{}) {
		for i := range c.seed {
			c.seed[i] = byte(r.IntN(256))
		}
	}
	return c
}

// fillHidden replaces every hidden id (negative: hiddenOf of its true id)
// in slots by a distinct id of that category that no slot shows. Empty
// slot markers (noCard) are left alone.
func fillHidden(r *rules.Rand, slots [][]int, total int, hiddenOf func(int) int) {
	seen := make([]bool, total)
	for _, sl := range slots {
		for _, id := range sl {
			if id >= 0 && id < total {
				seen[id] = true
			}
		}
	}
	// Pools are indexed by -1-marker; markers are small, so a slice keeps
	// the shuffles in a fixed order.
	var pools [][]int
	for id := 0; id < total; id++ {
		if !seen[id] {
			h := -1 - hiddenOf(id)
			for len(pools) <= h {
				pools = append(pools, nil)
			}
			pools[h] = append(pools[h], id)
		}
	}
	for _, pool := range pools {
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	}
	for _, sl := range slots {
		for i, id := range sl {
			h := -1 - id
			if id < 0 && id != noCard && h < len(pools) && len(pools[h]) > 0 {
				pool := pools[h]
				sl[i] = pool[len(pool)-1]
				pools[h] = pool[:len(pool)-1]
			}
		}
	}
}

// Invariant checks what Bellum Magia conserves: every chest, creature and
// place is in exactly one spot, tokens and resources add up to their
// totals, no count is negative, and no player holds more than two barrels.
func Invariant(st rules.State) error {
	s, ok := st.(*State)
	if !ok {
		return fmt.Errorf("bellum invariant: not a bellum state but %T", st)
	}
	count := func(what string, total int, lists ...[]int) error {
		seen := make([]int, total)
		for _, l := range lists {
			for _, id := range l {
				if id == noCard {
					continue
				}
				if id < 0 || id >= total {
					return fmt.Errorf("%s id %d out of range", what, id)
				}
				seen[id]++
			}
		}
		for id, n := range seen {
			if n != 1 {
				return fmt.Errorf("%s %d is in %d places", what, id, n)
			}
		}
		return nil
	}
	var chests, cres [][]int
	for _, p := range s.players {
		chests = append(chests, p.chests)
		cres = append(cres, p.hand, p.left, p.right)
	}
	chests = append(chests, s.chestPile[:]...)
	cres = append(cres, s.goblinBox, s.evil.cards, s.most.cards, s.evilUp[:], s.mostUp[:])
	if s.phase == phSide {
		cres = append(cres, []int{s.pending}) // recruited, awaiting its side
	}
	if err := count("chest", numChests, chests...); err != nil {
		return err
	}
	if err := count("creature", numCreature, cres...); err != nil {
		return err
	}
	if slices.Contains(s.row, 0) || slices.Contains(s.discard, 0) || slices.Contains(s.unseen, 0) {
		return fmt.Errorf("the Tavern left its place")
	}
	if err := count("place", numPlaces, []int{0}, s.unseen, s.row, s.discard); err != nil {
		return err
	}
	// Hidden pools keep no order but id order: nothing about the next draw
	// may be stored in them.
	for _, l := range []struct {
		what string
		ids  []int
	}{{"goblin box", s.goblinBox}, {"Evil pile", s.evil.cards}, {"Most Evil pile", s.most.cards},
		{"kingdom", s.unseen}, {"wooden chests", s.chestPile[wooden]},
		{"metal chests", s.chestPile[metal]}, {"gold chests", s.chestPile[gold]}} {
		if !slices.IsSorted(l.ids) {
			return fmt.Errorf("the %s is not in id order: %v", l.what, l.ids)
		}
	}
	for _, p := range []creaturePile{s.evil, s.most} {
		if p.size[0] < 0 || p.size[1] < 0 || p.size[0]+p.size[1] != len(p.cards) {
			return fmt.Errorf("creature piles of %v cards hold %d", p.size, len(p.cards))
		}
	}
	var unseenOf [numPlaceKinds]int
	for _, c := range s.unseen {
		unseenOf[places[c].kind]++
	}
	for k, n := range s.pileLeft {
		if n < 0 || n > unseenOf[k] || (k == kindTavern && n != 0) {
			return fmt.Errorf("the kingdom pile holds %d of kind %d with %d unseen", n, k, unseenOf[k])
		}
	}
	for k := 0; k < numRes; k++ {
		if err := s.conserved(resKeys[k], s.res[k], resTotal[k], func(p *player) int { return p.res[k] }); err != nil {
			return err
		}
	}
	for k := 0; k < numBonus; k++ {
		if err := s.conserved(bonusKeys[k], s.bonus[k], bonusTotal[k], func(p *player) int { return p.bonus[k] }); err != nil {
			return err
		}
	}
	for i, p := range s.players {
		if p.res[barrel] > maxBarrels {
			return fmt.Errorf("seat %d holds %d barrels", i, p.res[barrel])
		}
		if p.spellsUsed < 0 || p.spellsUsed > p.bonus[spellTok] {
			return fmt.Errorf("seat %d has used %d of %d spells", i, p.spellsUsed, p.bonus[spellTok])
		}
	}
	if s.phase >= phRoll && s.phase != phOver && len(s.row) > s.n() {
		return fmt.Errorf("%d places face up at %d players", len(s.row), s.n())
	}
	return nil
}

// conserved checks one reserve: nothing negative, and the reserve plus
// every player's holding adds up to the box's total.
func (s *State) conserved(name string, reserve, total int, held func(*player) int) error {
	if reserve < 0 {
		return fmt.Errorf("reserve of %s is %d", name, reserve)
	}
	sum := reserve
	for i := range s.players {
		n := held(&s.players[i])
		if n < 0 {
			return fmt.Errorf("seat %d has %d %s", i, n, name)
		}
		sum += n
	}
	if sum != total {
		return fmt.Errorf("%s adds up to %d, not %d", name, sum, total)
	}
	return nil
}
