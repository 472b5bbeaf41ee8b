// Wars against the Mushrikeen invasions (Byzantines, Crusaders, Mongols):
// contributions in seat order from the drawer, the fight, the Khalifa's
// redo, and the spoils or losses with Hasanaat awarded one at a time.
package ayubistan

import (
	"slices"

	"majlis/rules"
)

// startWar opens the war drawn by the turn's seat.
func (t *step) startWar(c Card) {
	w := WarOf(c)
	t.wCard = c
	t.wDrawer = t.turn
	for i := range t.wContrib {
		t.wContrib[i] = 0
	}
	t.wNext = 0
	t.wAutoLost = false
	t.wWarMush = w.Mushrikeen
	t.mush -= w.Mushrikeen
	t.emit(ev(evKey+"war", rules.Key(c.NameKey()), rules.Int(w.Mushrikeen), rules.Int(w.Best), rules.Int(w.Need()), rules.Int(ContributionCap(t.n()))))
	t.advanceWar()
}

// advanceWar asks the next seat that holds troops to contribute; a seat
// with none earns its Sayi'ah without being asked. After the last seat the
// war is fought.
func (t *step) advanceWar() {
	for t.wNext < t.n() {
		seat := t.warSeat()
		if t.players[seat].troops > 0 {
			t.phase = phContribute
			return
		}
		t.emit(ev(evKey+"no_troops", rules.SeatArg(seat)))
		if !t.earnSayiah(seat) {
			return
		}
		t.wNext++
	}
	if t.fight() {
		t.concludeWar(true)
		return
	}
	if t.wAutoLost {
		t.concludeWar(false)
		return
	}
	t.wNext = 0
	t.askKhalifa()
}

// contribute records a seat's irrevocable contribution.
func (t *step) contribute(seat rules.Seat, k int) {
	if k > 0 {
		t.players[seat].troops -= k
		t.wContrib[seat] += k
		t.emit(ev(evKey+"contributed", rules.SeatArg(seat), rules.Int(k)))
	} else {
		t.emit(ev(evKey+"no_contribution", rules.SeatArg(seat)))
		if !t.earnSayiah(seat) {
			return
		}
	}
	t.wNext++
	t.advanceWar()
}

// fight shuffles the committed troops with the invaders and draws; too few
// troops to reach the needed draws lose at once.
func (t *step) fight() bool {
	w := WarOf(t.wCard)
	total := t.committedTroops()
	if total < w.Need() {
		t.wAutoLost = true
		t.emit(ev(evKey+"war_hopeless", rules.Int(total), rules.Int(w.Need())))
		return false
	}
	return !t.draws(w.Mushrikeen, total, w.Need())
}

// askKhalifa offers a lost war's redo to Khalifa holders in seat order
// from the drawer; when nobody uses one, the loss stands.
func (t *step) askKhalifa() {
	if t.wNext == 0 {
		for _, p := range t.players {
			if p.khalifa > 0 {
				t.emit(ev(evKey+"war_lost_pending", rules.Key(t.wCard.NameKey())))
				break
			}
		}
	}
	for t.wNext < t.n() {
		if t.players[t.warSeat()].khalifa > 0 {
			t.phase = phKhalifaUse
			return
		}
		t.wNext++
	}
	t.concludeWar(false)
}

// concludeWar applies the outcome: committed troops go to the Treasury for
// good and the invaders back to their supply; spoils or fines; then
// Hasanaat one at a time in seat order from the drawer.
func (t *step) concludeWar(won bool) {
	t.troops += t.committedTroops()
	t.mush += t.wWarMush
	t.wWarMush = 0
	owed := slices.Clone(t.wContrib)
	for i := range t.wContrib {
		t.wContrib[i] = 0
	}
	if won {
		t.emit(ev(evKey+"war_won", rules.Key(t.wCard.NameKey())))
		for seat := range t.around(t.wDrawer) {
			if owed[seat] > 0 {
				got := t.pay(treasuryH, int(seat), owed[seat]*DinarValue)
				t.emit(ev(evKey+"spoils", rules.SeatArg(seat), rules.Int(got)))
			}
		}
	} else {
		t.emit(ev(evKey+"war_lost", rules.Key(t.wCard.NameKey())))
		for seat := range t.around(t.wDrawer) {
			got := t.pay(int(seat), treasuryH, warLossFine)
			t.emit(ev(evKey+"fined", rules.SeatArg(seat), rules.Int(got)))
		}
	}
	for more := true; more; {
		more = false
		for seat := range t.around(t.wDrawer) {
			if owed[seat] == 0 {
				continue
			}
			owed[seat]--
			more = true
			if !t.earnHasanah(seat) {
				return
			}
		}
	}
	t.finishCard()
}
