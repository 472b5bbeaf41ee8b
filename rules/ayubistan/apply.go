// Apply: checking a move against the prompts, then carrying out the
// action, card, attack, war, trade or mercy decision it answers, with every
// random draw taken from the step's generator and every happening reported
// as an event.
package ayubistan

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"majlis/rules"
)

// House-card amounts (see NOTES.md).
const (
	harvestPay   = 10
	caravanPay   = 2 * DinarValue
	duesAmount   = 10
	weddingGift  = 5
	guestGift    = 5
	droughtDue   = 5
	loanAmount   = 10
	wellCost     = 3 * DinarValue
	wellHasanaat = 2
	mercCost     = 3
	orphanCost   = 10
	ribaGain     = 2 * DinarValue
)

// step carries one Apply's generator and events.
type step struct {
	*State
	r     *rules.Rand
	evs   []rules.Event
	notes []rules.Event // to follow the next event (overpayments)
}

// emit reports e, then any note about how the payment it reports was made.
func (t *step) emit(e rules.Event) {
	t.evs = append(t.evs, e)
	t.evs = append(t.evs, t.notes...)
	t.notes = t.notes[:0]
}

// holder is a message argument naming a seat or the Treasury.
func holder(h int) rules.Arg {
	if h < 0 {
		return rules.Key(ID + ".treasury")
	}
	return rules.SeatArg(rules.Seat(h))
}

// Apply plays seat's move. A refused move changes nothing.
func (s *State) Apply(seat rules.Seat, m rules.Move, e rules.Entropy) ([]rules.Event, error) {
	s.only = m
	ps := s.Prompts()
	s.only = ""
	if _, err := rules.CheckMove(ps, seat, m); err != nil {
		return nil, fmt.Errorf("ayubistan: %w", err)
	}
	s.seed = s.seed.Mix(e)
	// Most steps report one to four events.
	t := &step{State: s, r: rules.NewRand(s.seed), evs: make([]rules.Event, 0, 4)}
	t.play(seat, string(m))
	s.drew = t.r.Drawn()
	return t.evs, nil
}

// Drew reports whether the last Apply drew on its randomness (rules.Drawer).
func (s *State) Drew() bool { return s.drew }

// num reads the number after a move's last colon; moves reaching here are
// legal options, so they are well formed.
func num(m string) int {
	i := strings.LastIndexByte(m, ':')
	v, _ := strconv.Atoi(m[i+1:])
	return v
}

func (t *step) play(seat rules.Seat, m string) {
	if m == mvCancel {
		// The buyer gives up the trade before offering: like a declined
		// trade, it costs no action but rules out another trade this turn.
		t.emit(ev(evKey+"trade_cancelled", rules.SeatArg(seat)))
		t.tradeDeclined = true
		t.phase = phAction
		return
	}
	switch t.phase {
	case phAction, phTradePick:
		t.action(m)
	case phTradePrice:
		t.tPrice = num(m)
		t.tResponder = t.tPartner
		t.phase = phTradeReply
		t.emit(ev(evKey+"trade_offer", rules.SeatArg(t.turn), rules.SeatArg(t.tPartner), rules.Int(t.tCount), rules.Int(t.tPrice)))
	case phTradeReply:
		t.reply(seat, m)
	case phCommit:
		t.commit(seat, num(m))
	case phContribute:
		t.contribute(seat, num(m))
	case phKhalifaUse:
		if m == mvKhUse {
			t.players[seat].khalifa--
			t.discard = append(t.discard, Khalifa)
			t.emit(ev(evKey+"khalifa_redo", rules.SeatArg(seat)))
			if t.fight() {
				t.concludeWar(true)
			} else {
				t.wNext = 0
				t.askKhalifa()
			}
			return
		}
		t.wNext++
		t.askKhalifa()
	case phKhalifaDrawn:
		if m == mvKhKeep {
			t.players[t.turn].khalifa++
			t.inPlay = noCard
			t.emit(ev(evKey+"khalifa_keep", rules.SeatArg(t.turn)))
		} else {
			got := t.pay(treasuryH, int(t.turn), khalifaDinars)
			t.emit(ev(evKey+"paid", holder(treasuryH), rules.Int(got), holder(int(t.turn))))
		}
		t.finishCard()
	case phThief:
		if m == mvNoSteal {
			t.emit(ev(evKey+"no_steal", rules.SeatArg(t.turn)))
			t.finishCard()
			return
		}
		victim := num(m)
		t.emit(ev(evKey+"steal", rules.SeatArg(t.turn), rules.SeatArg(rules.Seat(victim)), rules.Int(t.thiefAmount)))
		if !t.earnSayiah(t.turn) {
			return
		}
		t.debts = append(t.debts, debt{victim, int(t.turn), t.thiefAmount})
		t.settle()
	case phMercy:
		t.mercy(m == mvForce)
	case phCard:
		t.cardChoice(m)
	}
}

func (t *step) action(m string) {
	me := int(t.turn)
	switch {
	case strings.HasPrefix(m, pfDonate):
		to := num(m)
		got := t.payShares(me, share{treasuryH, donateTreasury}, share{to, donateGift})
		t.donated = true
		t.emit(ev(evKey+"donate", rules.SeatArg(t.turn), rules.Int(got[0]+got[1]), rules.Int(got[0]), rules.Int(got[1]), rules.SeatArg(rules.Seat(to))))
		if t.earnHasanah(t.turn) {
			t.endTurn()
		}
	case strings.HasPrefix(m, pfRecruit):
		k := num(m)
		t.pay(me, treasuryH, k*troopCost)
		t.troops -= k
		t.players[me].troops += k
		t.emit(ev(evKey+"recruit", rules.SeatArg(t.turn), rules.Int(k), rules.Int(k*troopCost)))
		t.endTurn()
	case m == mvTrade:
		t.phase = phTradePick
	case strings.HasPrefix(m, pfTrade):
		parts := strings.Split(m, ":")
		p, _ := strconv.Atoi(parts[1])
		t.tPartner = rules.Seat(p)
		t.tCount = num(m)
		t.tPrice = 0
		t.tCounters = 0
		t.phase = phTradePrice
		t.emit(ev(evKey+"trade_open", rules.SeatArg(t.turn), rules.SeatArg(t.tPartner), rules.Int(t.tCount)))
	case m == mvWork:
		got := t.pay(treasuryH, me, workPay)
		t.emit(ev(evKey+"work", rules.SeatArg(t.turn), rules.Int(got)))
		t.endTurn()
	case m == mvDraw:
		t.drawCard()
	case strings.HasPrefix(m, pfAttack):
		t.aTarget = rules.Seat(num(m))
		t.attacked = true
		t.emit(ev(evKey+"attack", rules.SeatArg(t.turn), rules.SeatArg(t.aTarget)))
		if !t.earnSayiah(t.turn) {
			return
		}
		t.aAtk, t.aDef, t.aAtkIn, t.aDefIn = 0, 0, false, false
		t.aDefAsked = t.players[t.aTarget].troops > 0
		t.phase = phCommit
	}
}

// reply answers a trade offer: accept, decline, or counter with a price.
func (t *step) reply(seat rules.Seat, m string) {
	switch m {
	case mvAccept:
		buyer, seller := int(t.turn), int(t.tPartner)
		paid := t.pay(buyer, seller, t.tPrice)
		t.players[seller].troops -= t.tCount
		t.players[buyer].troops += t.tCount
		t.emit(ev(evKey+"trade_done", rules.SeatArg(seat), rules.SeatArg(t.turn), rules.Int(t.tCount), rules.SeatArg(t.tPartner), rules.Int(paid)))
		t.endTurn()
	case mvDecline:
		t.emit(ev(evKey+"trade_declined", rules.SeatArg(seat)))
		t.tradeDeclined = true
		t.phase = phAction
	default:
		t.tPrice = num(m)
		t.tCounters++
		if seat == t.turn {
			t.tResponder = t.tPartner
		} else {
			t.tResponder = t.turn
		}
		t.emit(ev(evKey+"trade_counter", rules.SeatArg(seat), rules.Int(t.tPrice)))
	}
}

// commit records one side's sealed commitment, and fights once both are in.
func (t *step) commit(seat rules.Seat, k int) {
	if seat == t.turn && !t.aAtkIn {
		t.aAtk, t.aAtkIn = k, true
	} else {
		t.aDef, t.aDefIn = k, true
	}
	t.emit(ev(evKey+"committed", rules.SeatArg(seat)))
	t.emit(private([]rules.Seat{seat}, evKey+"committed_own", rules.Int(k)))
	if t.aAtkIn && (t.aDefIn || !t.aDefAsked) {
		t.battle()
	}
}

// draws shuffles a pile of mush Mushrikeen and ayub Ayubistan troops and
// draws until one side has need cards; it reports whether the Mushrikeen
// side got there first.
func (t *step) draws(mush, ayub, need int) bool {
	pile := make([]bool, mush+ayub) // true: an Ayubistan troop
	for i := mush; i < len(pile); i++ {
		pile[i] = true
	}
	t.r.Shuffle(len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
	k := evKey + "shuffle"
	if need == 1 {
		k = evKey + "shuffle_one"
	}
	t.emit(ev(k, rules.Int(mush), rules.Int(ayub), rules.Int(need)))
	m, a := 0, 0
	for i := 0; i < len(pile) && m < need && a < need; i++ {
		side := ID + ".side.mushrikeen"
		if pile[i] {
			a++
			side = ID + ".side.ayubistan"
		} else {
			m++
		}
		t.emit(ev(evKey+"draw_troop", rules.Int(i+1), rules.Key(side), rules.Int(m), rules.Int(a)))
	}
	return m >= need
}

// battle resolves an attack once both commitments are known.
func (t *step) battle() {
	atk, def := int(t.turn), int(t.aTarget)
	// The clamps only matter in a determinized view; in a real game the
	// prompts already bound both numbers.
	a := max(min(t.aAtk, t.players[atk].troops, t.mush), 0)
	d := 0
	if t.aDefAsked {
		d = max(min(t.aDef, t.players[def].troops), 0)
	}
	t.emit(ev(evKey+"reveal", rules.SeatArg(t.turn), rules.Int(a), rules.SeatArg(t.aTarget), rules.Int(d)))
	t.players[atk].troops -= a
	t.players[def].troops -= d
	t.mush -= a // the attacker's troops fight as Mushrikeen
	t.emit(ev(evKey+"masked", rules.SeatArg(t.turn), rules.Int(a)))
	need := 1
	if a+d >= 5 {
		need = 2
	}
	var won bool
	switch {
	case d == 0:
		t.emit(ev(evKey+"no_defence", rules.SeatArg(t.aTarget)))
		won = true
	case a < need:
		t.emit(ev(evKey+"cannot_win", rules.SeatArg(t.turn), rules.Int(need)))
	case d < need:
		t.emit(ev(evKey+"cannot_win", rules.SeatArg(t.aTarget), rules.Int(need)))
		won = true
	default:
		won = t.draws(a, d, need)
	}
	t.mush += a
	if won {
		lost := a / 2
		t.players[atk].troops += a - lost
		t.troops += lost + d
		t.emit(ev(evKey+"battle_won", rules.SeatArg(t.turn)))
		t.emit(ev(evKey+"troops_back", rules.SeatArg(t.turn), rules.Int(lost), rules.Int(a-lost)))
		t.emit(ev(evKey+"troops_back", rules.SeatArg(t.aTarget), rules.Int(d), rules.Int(0)))
		got := t.pay(def, atk, attackSpoils)
		t.emit(ev(evKey+"paid", holder(def), rules.Int(got), holder(atk)))
	} else {
		lost := d / 2
		t.players[def].troops += d - lost
		t.troops += a + lost
		t.emit(ev(evKey+"battle_won", rules.SeatArg(t.aTarget)))
		t.emit(ev(evKey+"troops_back", rules.SeatArg(t.turn), rules.Int(a), rules.Int(0)))
		t.emit(ev(evKey+"troops_back", rules.SeatArg(t.aTarget), rules.Int(lost), rules.Int(d-lost)))
	}
	t.aAtk, t.aDef, t.aAtkIn, t.aDefIn, t.aDefAsked = 0, 0, false, false, false
	t.aTarget = 0
	t.endTurn()
}

// drawCard takes a random card from the deck and starts resolving it.
func (t *step) drawCard() {
	i := t.r.IntN(len(t.deck))
	c := t.deck[i]
	t.deck = slices.Delete(t.deck, i, i+1)
	t.inPlay = c
	t.emit(ev(evKey+"draw", rules.SeatArg(t.turn), rules.Key(c.NameKey()), rules.Int(len(t.deck))))
	me := int(t.turn)
	switch c {
	case Byzantines, Crusaders, Mongols:
		t.startWar(c)
	case Khalifa:
		t.phase = phKhalifaDrawn
	case Thief:
		t.thiefDraws++
		t.thiefAmount = ThiefDinars(t.thiefDraws) * DinarValue
		t.phase = phThief
	case Harvest, Caravan:
		amount := harvestPay
		if c == Caravan {
			amount = caravanPay
		}
		got := t.pay(treasuryH, me, amount)
		t.emit(ev(evKey+"paid", holder(treasuryH), rules.Int(got), holder(me)))
		t.finishCard()
	case LostPurse:
		if t.earnHasanah(t.turn) {
			t.finishCard()
		}
	case MarketDues:
		t.debts = append(t.debts, debt{me, treasuryH, duesAmount})
		t.settle()
	case Wedding, Guests:
		for o := range t.others(t.turn) {
			if c == Wedding {
				t.debts = append(t.debts, debt{int(o), me, weddingGift})
			} else {
				t.debts = append(t.debts, debt{me, int(o), guestGift})
			}
		}
		t.settle()
	case Drought:
		for o := range t.around(t.turn) {
			t.debts = append(t.debts, debt{int(o), treasuryH, droughtDue})
		}
		t.settle()
	case Volunteers:
		if t.troops > 0 {
			t.troops--
			t.players[me].troops++
			t.emit(ev(evKey+"troop_gained", rules.SeatArg(t.turn)))
		}
		t.finishCard()
	case Fever:
		if t.players[me].troops > 0 {
			t.players[me].troops--
			t.troops++
			t.emit(ev(evKey+"troop_lost", rules.SeatArg(t.turn)))
		}
		t.finishCard()
	case BlessedDay:
		t.again = true
		t.finishCard()
	default: // Well, Mercenaries, Orphan, Riba, OldLoan: the drawer decides
		t.phase = phCard
	}
}

func (t *step) cardChoice(m string) {
	me := int(t.turn)
	switch {
	case m == mvSkip:
		t.emit(ev(evKey+"card_skipped", rules.SeatArg(t.turn)))
	case m == mvBuild:
		t.pay(me, treasuryH, wellCost)
		t.emit(ev(evKey+"paid", holder(me), rules.Int(wellCost), holder(treasuryH)))
		for range wellHasanaat {
			if !t.earnHasanah(t.turn) {
				return
			}
		}
	case strings.HasPrefix(m, pfHire):
		k := num(m)
		t.pay(me, treasuryH, k*mercCost)
		t.troops -= k
		t.players[me].troops += k
		t.emit(ev(evKey+"recruit", rules.SeatArg(t.turn), rules.Int(k), rules.Int(k*mercCost)))
	case m == mvPay:
		t.pay(me, treasuryH, orphanCost)
		t.emit(ev(evKey+"paid", holder(me), rules.Int(orphanCost), holder(treasuryH)))
		if !t.earnHasanah(t.turn) {
			return
		}
	case m == mvTake:
		got := t.pay(treasuryH, me, ribaGain)
		t.emit(ev(evKey+"paid", holder(treasuryH), rules.Int(got), holder(me)))
		if !t.earnSayiah(t.turn) {
			return
		}
	case strings.HasPrefix(m, pfCollect):
		t.debts = append(t.debts, debt{num(m), me, loanAmount})
		t.settle()
		return
	}
	t.finishCard()
}

// settle collects the pending debts in order. A debtor pays what it can; a
// seat owed the rest may invoke the mercy rule (a prompt) when the debtor
// has troops to sell; otherwise the rest is written off.
func (t *step) settle() {
	for len(t.debts) > 0 && !t.done {
		d := t.debts[0]
		t.debts = t.debts[1:]
		got := t.pay(d.debtor, d.creditor, d.amount)
		t.emit(ev(evKey+"paid", holder(d.debtor), rules.Int(got), holder(d.creditor)))
		short := d.amount - got
		if short <= 0 {
			continue
		}
		if d.creditor >= 0 && t.players[d.debtor].troops > 0 {
			t.mDebt = debt{d.debtor, d.creditor, short}
			t.phase = phMercy
			t.emit(ev(evKey+"short", holder(d.debtor), rules.Int(short), holder(d.creditor)))
			return
		}
		t.emit(ev(evKey+"written_off", holder(d.debtor), rules.Int(short), holder(d.creditor)))
	}
	if len(t.debts) == 0 {
		t.debts = nil
	}
	t.finishCard()
}

// mercy applies the creditor's choice: force the debtor to sell troops to
// the Treasury at 3 Dirhams each as needed, or forgive the rest.
func (t *step) mercy(force bool) {
	d := t.mDebt
	t.mDebt = debt{}
	if !force {
		t.emit(ev(evKey+"forgiven", holder(d.creditor), holder(d.debtor), rules.Int(d.amount)))
		t.settle()
		return
	}
	k := min((d.amount+mercySale-1)/mercySale, t.players[d.debtor].troops, t.treasury.value()/mercySale)
	t.players[d.debtor].troops -= k
	t.troops += k
	got := t.pay(treasuryH, d.debtor, k*mercySale)
	t.emit(ev(evKey+"sold", holder(d.debtor), rules.Int(k), rules.Int(got)))
	paid := t.pay(d.debtor, d.creditor, d.amount)
	t.emit(ev(evKey+"paid", holder(d.debtor), rules.Int(paid), holder(d.creditor)))
	if rest := d.amount - paid; rest > 0 {
		t.emit(ev(evKey+"written_off", holder(d.debtor), rules.Int(rest), holder(d.creditor)))
	}
	t.settle()
}

// finishCard puts the card in play on the discard pile (a kept Khalifa is
// already in its holder's hand) and ends the turn, or lets the seat act
// again after a Blessed Day.
func (t *step) finishCard() {
	if t.done {
		return
	}
	if t.inPlay != noCard {
		t.discard = append(t.discard, t.inPlay)
		t.inPlay = noCard
	}
	if t.again {
		t.again = false
		t.bonus = true
		t.phase = phAction
		t.emit(ev(evKey+"act_again", rules.SeatArg(t.turn)))
		return
	}
	t.endTurn()
}

// endTurn passes play to the next seat (seat+1, "to the right"), first
// reusing the deck in extended play or ending the game when it is spent.
func (t *step) endTurn() {
	if t.done {
		return
	}
	t.again = false
	t.bonus = false
	if len(t.deck) == 0 {
		if t.pass < t.passes() && len(t.discard) > 0 {
			t.deck = t.discard
			sortCards(t.deck)
			t.discard = nil
			t.pass++
			t.emit(ev(evKey+"reshuffle", rules.Int(len(t.deck)), rules.Int(t.pass)))
		} else {
			t.finish("end.deck")
			return
		}
	}
	t.turn = t.next(t.turn)
	t.donated = false
	t.attacked = false
	t.tradeDeclined = false
	t.phase = phAction
	t.emit(ev(evKey+"turn", rules.SeatArg(t.turn)))
}

func (t *step) finish(reason string) {
	t.done = true
	t.phase = phDone
	t.reason = key(reason)
	t.emit(ev(evKey+"game_over", rules.Key(t.reason)))
}

// earnHasanah gives seat a Hasanah; it reports false when the game has
// ended (the last one was taken now or earlier).
func (t *step) earnHasanah(seat rules.Seat) bool {
	return t.earn(&t.hasanaat, &t.players[seat].hasanaat, seat, evKey+"hasanah", "end.hasanaat")
}

// earnSayiah gives seat a Sayi'ah, like earnHasanah.
func (t *step) earnSayiah(seat rules.Seat) bool {
	return t.earn(&t.sayiaat, &t.players[seat].sayiaat, seat, evKey+"sayiah", "end.sayiaat")
}

// earn moves one deed card from its supply to a seat's hand; taking the
// last one ends the game.
func (t *step) earn(supply, held *int, seat rules.Seat, event, end string) bool {
	if t.done || *supply == 0 {
		return false
	}
	*supply--
	*held++
	t.emit(ev(event, rules.SeatArg(seat), rules.Int(*supply)))
	if *supply == 0 {
		t.finish(end)
		return false
	}
	return true
}

// sortCards puts a pile of cards in order. A counting sort: slices.Sort
// over cards (a uint8) was 10 kB of a browser's download for this one
// call.
func sortCards(cs []Card) {
	var n [256]int
	for _, c := range cs {
		n[c]++
	}
	i := 0
	for c := range n {
		for ; n[c] > 0; n[c]-- {
			cs[i] = Card(c)
			i++
		}
	}
}
