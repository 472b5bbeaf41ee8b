// Where the prompt bar's price picker starts: a counter-offer starts beside
// the price on the table rather than at nothing.

package ayubistan

import (
	"majlis/graphics"
	ayu "majlis/rules/ayubistan"
)

// PickStart implements graphics.PickStarter. The price on the table is no
// counter (the rules leave it out), so a buyer's counter starts one Dinar
// below it and a seller's one above: a step toward what each side wants.
func (v *View) PickStart(ts graphics.TableState, prefix string) (int, bool) {
	s, ok := ts.State.(*ayu.State)
	if !ok || prefix != "price:" {
		return 0, false
	}
	o, ok := tradeOffer(s, ts)
	if !ok || !o.asked || !o.counter {
		return 0, false
	}
	if ts.Viewer == o.buyer {
		return o.price - 1, true
	}
	return o.price + 1, true
}

// Numbers implements graphics.NumberPicker: a price, the troops given, the
// troops committed to a war are quantities.
func (v *View) Numbers(prefix string) bool {
	return prefix == "price:" || prefix == "give:" || prefix == "commit:"
}
