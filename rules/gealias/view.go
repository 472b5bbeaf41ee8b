// Clone, canonical hash, per-seat views, determinization and the result.
package gealias

import (
	"slices"

	"majlis/rules"
)

// Clone copies the state; the copy shares nothing mutable.
func (s *State) Clone() rules.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.rnd = nil
	c.players = slices.Clone(s.players)
	for i := range c.players {
		c.players[i].red = slices.Clone(s.players[i].red)
	}
	c.order = slices.Clone(s.order)
	c.controls = slices.Clone(s.controls)
	c.knows = slices.Clone(s.knows)
	c.refused = slices.Clone(s.refused)
	c.fights = slices.Clone(s.fights)
	c.winners = slices.Clone(s.winners)
	c.pending.stakes = slices.Clone(s.pending.stakes)
	return &c
}

// Hash digests the whole state canonically.
func (s *State) Hash() rules.Hash {
	e := rules.NewEncoder("gealias")
	e.Setup(s.setup)
	e.Int(s.maxRound)
	for _, p := range s.players {
		e.Int(int(p.civ))
		rules.EncodeInts(e, p.cards[:])
		rules.EncodeInts(e, p.red)
		e.Bool(p.hidden)
		e.Int(p.handSize)
		e.Int(p.redSize)
		e.Bool(p.placed)
		e.Int(int(p.land))
		e.Bool(p.prison)
		e.Int(p.served)
		e.Bool(p.skipped)
		e.Int(p.arrival)
		e.Int(p.tentsOut)
		e.Int(p.fortsOut)
	}
	rules.EncodeInts(e, s.tokens[:])
	for d := range s.dots {
		st := s.dots[d]
		e.Bool(s.built[d])
		e.Int(int(st.Owner))
		e.Bool(st.Fortress)
		e.Bool(st.Quarantined)
		e.Int(st.Served)
	}
	rules.EncodeInts(e, s.bank[:])
	rules.EncodeInts(e, s.deck[:])
	rules.EncodeInts(e, s.discard[:])
	for _, v := range []int{s.arrivals, int(s.phase), int(s.turn), s.round, s.setupAt, s.roll, int(s.egypt), s.trades, int(s.first), int(s.chainSeat)} {
		e.Int(v)
	}
	e.Bool(s.redUsed)
	rules.EncodeInts(e, s.order)
	rules.EncodeInts(e, s.controls)
	rules.EncodeInts(e, s.winners)
	e.String(s.reason)
	e.String(s.tieBreak)
	for _, f := range s.fights {
		rules.EncodeInts(e, []int{int(f.attacker), int(f.defender), int(f.winner), int(f.loser), int(f.land)})
		e.Bool(f.chain)
	}
	p := s.pending
	rules.EncodeInts(e, []int{int(p.dot), int(p.ask), int(p.asker), int(p.asked), int(p.kind), p.tribute, p.fortsDue,
		int(p.attacker), int(p.defender), p.stakeFight, int(p.lander), int(p.land), int(p.seller), int(p.sellFor),
		p.giveBack, int(p.raidLand), p.rolls, int(p.tradeWith), int(p.tradeGet),
		int(p.challenger), p.nextAsk, p.toGive})
	rules.EncodeInts(e, p.tradeOffer[:])
	e.Bool(p.tradeBank)
	e.Int(int(p.trader))
	e.Int(int(p.tradeBack))
	e.Bool(p.raidCastle)
	rules.EncodeInts(e, []int{int(p.raidNext), p.raidCount, p.raidDue})
	e.Int(s.hiddenRed)
	for _, st := range p.stakes {
		rules.EncodeInts(e, []int{int(st.owner), int(st.dot), st.amount})
		e.Bool(st.fortress)
		e.Bool(st.open)
	}
	if s.abilityTrades != 0 {
		// Tagged and written only inside a window that traded, so that
		// every state without one hashes as it did before the count
		// existed and recorded logs still replay.
		e.String("abilityTrades")
		e.Int(s.abilityTrades)
	}
	return e.Sum()
}

// View hides every hand but the viewer's (and, during Egypt's control, the
// controlled hand from everyone but Egypt); sizes stay public. The face-down
// pile is public as counts: it is never in a known order.
func (s *State) View(viewer rules.Seat) rules.State {
	c := s.clone()
	// A seat knows only what it saw itself: what others saw would tell
	// it of hands it never saw.
	for v := range rules.Seat(len(c.players)) {
		if v != viewer {
			for h := range rules.Seat(len(c.players)) {
				*c.seenBy(v, h) = seen{}
			}
		}
	}
	for i := range c.players {
		seat := rules.Seat(i)
		if seat == viewer || (s.egypt >= 0 && viewer == s.egypt && seat == s.turn) {
			continue
		}
		p := &c.players[i]
		if p.hidden {
			continue
		}
		p.handSize = p.cards.Total()
		p.redSize = len(p.red)
		for _, rc := range p.red {
			c.deck[rc]++
		}
		c.hiddenRed += len(p.red)
		p.cards = Cards{}
		p.red = nil
		p.hidden = true
	}
	return c
}

// Determinize deals the hidden hands from what the viewer cannot account
// for (the bank's missing cards and the deck's missing red cards): first
// the cards the viewer saw go to each hand and not leave it, and those
// every seat sees on the table (tableFloor), then the rest at random.
func (s *State) Determinize(viewer rules.Seat, r *rules.Rand) rules.State {
	c := s.clone()
	// Cards not in the bank or a known hand are in hidden hands.
	unplaced := Cards{}
	for k := range NumKinds {
		unplaced[k] = BankStock - c.bank[k]
	}
	for _, p := range c.players {
		if !p.hidden {
			for k := range NumKinds {
				unplaced[k] -= p.cards[k]
			}
		}
	}
	// Hidden red cards were mixed into the deck's red counts by View: a
	// red card the viewer saw go to a hand is taken back out of them.
	for i := range c.players {
		p := &c.players[i]
		if !p.hidden {
			continue
		}
		k := c.tableFloor(rules.Seat(i))
		if viewer >= 0 && int(viewer) < len(c.players) {
			k = k.atLeast(*c.seenBy(viewer, rules.Seat(i)))
		}
		for kind := range NumKinds {
			n := min(int(k.cards[kind]), unplaced[kind], p.handSize-p.cards.Total())
			p.cards[kind] += n
			unplaced[kind] -= n
		}
		for cd := CardNiceTry; cd < NumCards; cd++ {
			for range min(int(k.red[cd]), c.deck[cd], p.redSize-len(p.red)) {
				c.addRed(rules.Seat(i), cd)
				c.deck[cd]--
				c.hiddenRed--
			}
		}
	}
	var pool []Kind
	for k := range NumKinds {
		for range unplaced[k] {
			pool = append(pool, k)
		}
	}
	var reds []Card
	for cd := CardNiceTry; cd < NumCards; cd++ {
		for range c.deck[cd] {
			reds = append(reds, cd)
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	r.Shuffle(len(reds), func(i, j int) { reds[i], reds[j] = reds[j], reds[i] })
	// A trader still putting cards on an offer held three cards besides
	// the kind asked for when it opened it (canOffer), and its hand has not
	// changed since: it is dealt first, passing over cards of that kind
	// beyond what leaves room for them.
	order := make([]rules.Seat, 0, len(c.players))
	capped, capKind, capN := rules.Seat(-1), Kind(0), 0
	if o, ok := c.OpenOffer(); ok && o.ToPut > 0 && c.players[o.Trader].hidden {
		capped, capKind, capN = o.Trader, o.Get, c.players[o.Trader].handSize-OfferSize
		order = append(order, capped)
	}
	for i := range rules.Seat(len(c.players)) {
		if i != capped {
			order = append(order, i)
		}
	}
	for _, i := range order {
		p := &c.players[i]
		if !p.hidden {
			continue
		}
		for range p.handSize - p.cards.Total() {
			j := 0
			for i == capped && j < len(pool) && pool[j] == capKind && p.cards[capKind] >= capN {
				j++
			}
			if j == len(pool) {
				j = 0 // only the kind asked for is left: no deal keeps the cap
			}
			switch {
			case j > 0:
				p.cards[pool[j]]++
				pool = slices.Delete(pool, j, j+1)
			case len(pool) > 0:
				p.cards[pool[0]]++
				pool = pool[1:]
			}
		}
		for range p.redSize - len(p.red) {
			if len(reds) > 0 {
				c.addRed(i, reds[0])
				c.deck[reds[0]]--
				c.hiddenRed--
				reds = reds[1:]
			}
		}
		p.hidden, p.handSize, p.redSize = false, 0, 0
	}
	return c
}

// tableFloor is what every seat, a spectator too, knows hand h holds from
// what lies on the table, whatever it saw itself: the cards put on an open
// offer (or the three of a bank trade awaiting consent), which stay in the
// hand until the trade is made, and a red card drawn in prison in the open
// and awaiting play there.
func (s *State) tableFloor(h rules.Seat) seen {
	var k seen
	if o, ok := s.OpenOffer(); ok && o.Trader == h {
		for kind, n := range o.Cards {
			k.cards[kind] = int8(n)
		}
	}
	if h == s.turn {
		switch s.phase {
		case phPrisonOrder:
			k.red[CardPrisonOrder] = 1
		case phPrisonQuarantine:
			k.red[CardQuarantineOrder] = 1
		}
	}
	return k
}

// Result says whether the game is over and who won; scores are structure
// points.
func (s *State) Result() rules.Result {
	scores := make([]int, len(s.players))
	for i := range s.players {
		scores[i] = s.points(rules.Seat(i))
	}
	if s.phase != phDone {
		return rules.Result{Scores: scores}
	}
	res := rules.Result{Done: true, Scores: scores, Winners: slices.Clone(s.winners), Reason: rules.M(s.reason)}
	if s.tieBreak != "" {
		res.TieBreak = rules.M(s.tieBreak)
	}
	return res
}
