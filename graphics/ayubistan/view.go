// Package ayubistan draws the Ayubistan table from a seat's view: every
// player's panel (Hasanaat, Sayi'aat, and money and troops where the view
// shows them), the Treasury and supplies, the action deck and discard, and
// the attack, war or trade in progress. Options that concern a player or a
// pile are buttons on that panel or pile.
package ayubistan

import (
	"image/color"
	"slices"
	"time"

	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"majlis/graphics"
	"majlis/rules"
	ayu "majlis/rules/ayubistan"
)

// View is the Ayubistan table view. It remembers what each seat held when
// last drawn, so that what changed can fly across the table.
type View struct {
	prev   map[rules.Seat]ayu.Holding
	tweens graphics.Tweens
	now    func() time.Time
	placed placedMemo
}

// placedMemo is the last Place asked and its answer: a frame places the
// table up to three times (the prompt bar's Layout, the table's, Draw),
// and placing measures text (BenchmarkPlace: 50 to 90 us natively). Place
// reads only what the key holds (of the translator, the Treasury's title).
type placedMemo struct {
	th     *graphics.Theme
	unit   float64
	tr     *graphics.Tr
	area   graphics.Rect
	n      int
	viewer rules.Seat
	l      Layout
	ok     bool
}

// place is Place, answered from the memo when nothing it reads changed.
func (v *View) place(th *graphics.Theme, tr *graphics.Tr, area graphics.Rect, n int, viewer rules.Seat) Layout {
	m := v.placed
	if m.ok && m.th == th && m.unit == th.Unit && m.tr == tr && m.area == area && m.n == n && m.viewer == viewer {
		return m.l
	}
	v.placed = placedMemo{th: th, unit: th.Unit, tr: tr, area: area, n: n, viewer: viewer, l: Place(th, tr, area, n, viewer), ok: true}
	return v.placed.l
}

// New returns the view.
func New() *View { return &View{now: time.Now} }

// Animating reports whether something is still moving.
func (v *View) Animating(now time.Time) bool { return v.tweens.Prune(now) }

// observe starts a tween for every change of what a seat holds since the
// last frame: Hasanaat and Sayi'aat come from the supply, money and troops
// from whichever seat (or the Treasury) lost them.
func (v *View) observe(s *ayu.State, l Layout, motion time.Duration) {
	n := s.Setup().Seats
	cur := map[rules.Seat]ayu.Holding{}
	for i := range n {
		cur[rules.Seat(i)] = s.Player(rules.Seat(i))
	}
	if v.prev == nil || motion <= 0 || len(v.prev) != n {
		v.prev = cur
		return
	}
	now := v.now()
	from := func(r graphics.Rect) (float64, float64) { return r.CX(), r.CY() }
	add := func(x0, y0 float64, to graphics.Rect, what string) {
		v.tweens = append(v.tweens, graphics.Tween{X0: x0, Y0: y0, X1: to.CX(), Y1: to.CY(), Start: now, Dur: motion, What: what})
	}
	// A seat that lost money or cards is where coins come from.
	var losers []rules.Seat
	for i := range n {
		seat := rules.Seat(i)
		p, c := v.prev[seat], cur[seat]
		if c.Known && p.Known && c.Value() < p.Value() || c.Cards < p.Cards {
			losers = append(losers, seat)
		}
	}
	for i := range n {
		seat := rules.Seat(i)
		p, c := v.prev[seat], cur[seat]
		to, ok := l.Panels[seat]
		if !ok {
			continue
		}
		tx, ty := from(l.Treasury)
		if c.Hasanaat > p.Hasanaat {
			add(tx, ty, to, "angel-wings")
		}
		if c.Sayiaat > p.Sayiaat {
			add(tx, ty, to, "devil-mask")
		}
		if c.Known && p.Known && c.Troops > p.Troops {
			add(tx, ty, to, "spartan-helmet")
		}
		if (c.Known && p.Known && c.Value() > p.Value()) || c.Cards > p.Cards {
			x0, y0 := tx, ty
			for _, ls := range losers {
				if ls != seat {
					if r, ok := l.Panels[ls]; ok {
						x0, y0 = from(r)
					}
					break
				}
			}
			add(x0, y0, to, "coins")
		}
	}
	v.prev = cur
}

// offer is a trade offer awaiting its answer, seen by one of the two
// sides: the side asked answers in a dialog, the other sees it pending.
type offer struct {
	buyer, seller rules.Seat
	from, to      rules.Seat // from made the offer (or the last counter), to answers
	troops, price int
	asked         bool                 // the viewer answers now
	answers       []rules.Option       // accept and decline, as the prompt offers them
	missing       []graphics.Unoffered // accept, when the viewer cannot
	counter       bool                 // the prompt offers counter prices (the bar's picker)
	counters      []counterChip        // the few of them the dialog offers as chips
}

// counterChip is a counter price the offer dialog offers, and its option.
type counterChip struct {
	price  int
	option rules.Option
}

// counterSteps are how far the dialog's counter chips lie from the price
// on the table, toward what the side asked wants: a buyer offers less, a
// seller asks more. Any other price is the bar's picker.
var counterSteps = [...]int{1, 2, 5, 10}

// tradeOffer finds the offer the viewer is a side of, if any.
func tradeOffer(s *ayu.State, ts graphics.TableState) (offer, bool) {
	buyer, seller, troops, price, ok := s.Trade()
	if !ok || (ts.Viewer != buyer && ts.Viewer != seller) {
		return offer{}, false
	}
	ps := s.Prompts()
	if len(ps) != 1 || ps[0].Ask.Key != "ayubistan.ask.reply" {
		// The buyer is still naming the first price.
		return offer{}, false
	}
	o := offer{buyer: buyer, seller: seller, to: ps[0].Seat, from: buyer, troops: troops, price: price}
	if o.to == buyer {
		o.from = seller
	}
	if p := ts.Prompt; p != nil && p.Seat == ts.Viewer && o.to == ts.Viewer {
		o.asked = true
		o.missing = unoffered(s, ts)
		for _, op := range p.Options {
			switch {
			case op.Move == "accept" || op.Move == "decline":
				o.answers = append(o.answers, op)
			case strings.HasPrefix(string(op.Move), "price:"):
				o.counter = true
			}
		}
		o.counters = counterChips(p.Options, o.price, ts.Viewer == buyer)
	}
	return o, true
}

// counterChips picks the counter prices at counterSteps from price, below
// it for the buyer and above it for the seller, among those offered.
func counterChips(opts []rules.Option, price int, buyer bool) []counterChip {
	offered := pricesOffered(opts)
	var out []counterChip
	for _, step := range counterSteps {
		want := price + step
		if buyer {
			want = price - step
		}
		if op, ok := offered[want]; ok {
			out = append(out, counterChip{price: want, option: op})
		}
	}
	return out
}

// pricesOffered maps each price the options offer (price:N) to its
// option.
func pricesOffered(opts []rules.Option) map[int]rules.Option {
	out := map[int]rules.Option{}
	for _, op := range opts {
		if n, ok := strings.CutPrefix(string(op.Move), "price:"); ok {
			if v, err := strconv.Atoi(n); err == nil {
				out[v] = op
			}
		}
	}
	return out
}

// askPrice is the prompt for a trade's first price.
const askPrice = "ayubistan.ask.price"

// offerRect is the dialog's box: Layout.Dialog's width, as tall as its
// title, two lines of two rows each and the answers need.
func offerRect(th *graphics.Theme, l Layout, o offer) graphics.Rect {
	u := th.Unit
	h := u*3 + graphics.LineHeight(th.Title)*1.3 + u*1.5 + graphics.LineHeight(th.Bold)*2 + graphics.LineHeight(th.Body)*2
	if len(o.answers)+len(o.missing) > 0 {
		h += u * 7
	}
	if len(o.counters) > 0 {
		h += u * 6
	}
	return l.Dialog.Centered(l.Dialog.W, min(l.Dialog.H, h))
}

// dialogParts splits the offer dialog into its text, its row of answer
// buttons (n of them) and above it its row of counter chips (c of them).
func dialogParts(th *graphics.Theme, d graphics.Rect, n, c int) (text graphics.Rect, buttons, chips []graphics.Rect) {
	u := th.Unit
	text = d.Inset(u * 1.5)
	if n > 0 {
		var row graphics.Rect
		row, text = text.CutBottom(u * 6)
		_, text = text.CutBottom(u)
		buttons = row.Centered(min(row.W, float64(n)*u*24+float64(n-1)*u), row.H).Columns(n, u)
	}
	if c > 0 {
		var row graphics.Rect
		row, text = text.CutBottom(u * 5)
		_, text = text.CutBottom(u)
		chips = row.Centered(min(row.W, float64(c)*u*12+float64(c-1)*u), row.H).Columns(c, u)
	}
	return text, buttons, chips
}

// offerText is what the dialog says: its title and lines.
func offerText(tr *graphics.Tr, o offer) (string, []string) {
	terms := tr.T("core.ayu.offer_terms", rules.SeatArg(o.buyer), rules.SeatArg(o.seller), rules.Int(o.troops), rules.Int(o.price))
	switch {
	case !o.asked:
		return tr.T("core.ayu.offer_yours", rules.SeatArg(o.to)), []string{terms, tr.T("core.ayu.offer_pending", rules.SeatArg(o.to))}
	case o.counter:
		return tr.T("core.ayu.offer_title", rules.SeatArg(o.from)), []string{terms, tr.T("core.ayu.offer_hint_counter")}
	}
	return tr.T("core.ayu.offer_title", rules.SeatArg(o.from)), []string{terms, tr.T("core.ayu.offer_hint")}
}

// offerButtons are the dialog's answers (the prompt bar keeps them too,
// and its price picker is the counter-offer) and a hover area over its
// text saying it all.
func offerButtons(th *graphics.Theme, tr *graphics.Tr, l Layout, o offer) graphics.Buttons {
	text, rows, chips := dialogParts(th, offerRect(th, l, o), len(o.answers)+len(o.missing), len(o.counters))
	title, lines := offerText(tr, o)
	bs := graphics.Buttons{{ID: "tip:trade", Rect: text, Style: graphics.StyleTip, Tip: title + ". " + strings.Join(lines, " ")}}
	// A missing Accept stands first, disabled, saying why.
	for i, m := range o.missing {
		bs = append(bs, graphics.Button{ID: graphics.UnofferedID(m.Move), Rect: rows[i], Label: m.Label, Icon: "shaking-hands", Style: graphics.StyleDisabled, Tip: m.Why})
	}
	for i, a := range o.answers {
		b := graphics.Button{ID: graphics.MoveID(a.Move), Rect: rows[len(o.missing)+i], Label: tr.M(a.Label), Icon: "shaking-hands", Style: graphics.StylePrimary}
		if a.Move == "decline" {
			b.Icon, b.Style = "exit-door", graphics.StylePlain
		}
		bs = append(bs, b)
	}
	for i, c := range o.counters {
		bs = append(bs, graphics.Button{ID: graphics.MoveID(c.option.Move), Rect: chips[i], Label: tr.T("core.ayu.count", rules.Int(c.price)),
			Icon: "two-coins", Style: graphics.StylePlain, Tip: tr.M(c.option.Label)})
	}
	return bs
}

// drawOffer draws the dialog box of a trade offer.
func drawOffer(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, l Layout, o offer) {
	u := th.Unit
	d := offerRect(th, l, o)
	th.RoundRect(dst, d.X, d.Y+u*0.6, d.W, d.H, u, th.Shadow)
	th.RoundRect(dst, d.X, d.Y, d.W, d.H, u, th.PanelHi)
	th.Highlight(dst, d, false)
	text, _, _ := dialogParts(th, d, len(o.answers)+len(o.missing), len(o.counters))
	title, lines := offerText(tr, o)
	head, body := text.CutTop(graphics.LineHeight(th.Title) * 1.3)
	ic, head := head.CutLeft(head.H)
	th.DrawIcon(dst, "shaking-hands", ic, th.Accent)
	_, head = head.CutLeft(u)
	th.DrawTextIn(dst, title, th.Title, head, th.Accent, graphics.AlignStart)
	y := body.Y + u*0.5
	for i, ln := range lines {
		face, clr := th.Bold, th.Ink
		if i > 0 {
			face, clr = th.Body, th.InkDim
		}
		y += th.DrawParagraph(dst, ln, face, graphics.R(body.X, y, body.W, body.Bottom()-y), clr) + u*0.5
	}
}

// kind and icon of each option prefix.
var moveIcons = map[string]string{
	"donate": "receive-money", "attack": "crossed-swords", "trade": "shaking-hands",
	"steal": "plain-dagger", "collect": "bank", "recruit": "swordman", "work": "hammer-drop",
	"draw": "card-random", "hire": "swordman",
}

// targetSeat returns the seat an option concerns ("attack:2", "trade:1:3").
func targetSeat(m rules.Move) (rules.Seat, bool) {
	parts := strings.Split(string(m), ":")
	switch parts[0] {
	case "donate", "attack", "trade", "steal", "collect":
		if len(parts) >= 2 {
			if n, err := strconv.Atoi(parts[1]); err == nil {
				return rules.Seat(n), true
			}
		}
	}
	return 0, false
}

// Unoffered names the answers the viewer may look for and cannot give
// now (graphics.UnofferedLister), with the rules' reasons.
func (v *View) Unoffered(ts graphics.TableState) []graphics.Unoffered {
	s, ok := state(ts)
	if !ok || ts.Prompt == nil {
		return nil
	}
	return unoffered(s, ts)
}

func unoffered(s *ayu.State, ts graphics.TableState) []graphics.Unoffered {
	var out []graphics.Unoffered
	for _, u := range s.Unoffered(ts.Viewer) {
		out = append(out, graphics.Unoffered{Move: u.Move, Label: ts.Tr.M(u.Label), Why: ts.Tr.M(u.Why)})
	}
	return out
}

// ScoreDetail says what makes up a seat's score: its Hasanaat and
// Sayi'aat (graphics.ScoreExplainer).
func (v *View) ScoreDetail(st rules.State, tr *graphics.Tr, seat rules.Seat) string {
	s, ok := st.(*ayu.State)
	if !ok {
		return ""
	}
	h := s.Player(seat)
	return tr.T("core.ayu.score_detail", rules.Int(h.Hasanaat), rules.Int(h.Sayiaat))
}

func state(ts graphics.TableState) (*ayu.State, bool) {
	s, ok := ts.State.(*ayu.State)
	return s, ok
}

// Layout returns the option targets on panels and piles and the hover
// areas of the cards.
func (v *View) Layout(th *graphics.Theme, area graphics.Rect, ts graphics.TableState) graphics.Buttons {
	s, ok := state(ts)
	if !ok {
		return nil
	}
	u := th.Unit
	n := s.Setup().Seats
	l := v.place(th, ts.Tr, area, n, ts.Viewer)
	var bs graphics.Buttons
	tip := func(id string, r graphics.Rect, text string) {
		bs = append(bs, graphics.Button{ID: id, Rect: r, Style: graphics.StyleTip, Tip: text})
	}
	tr := ts.Tr
	deckLeft, pass, passes := s.Deck()
	tip("tip:deck", l.Deck, tr.T("core.ayu.deck_tip", rules.Int(deckLeft), rules.Int(pass), rules.Int(passes)))
	if d := s.Discard(); len(d) > 0 {
		c := d[len(d)-1]
		tip("tip:discard", l.Discard, tr.T(c.NameKey())+": "+tr.T(c.TextKey()))
	}
	if c, ok := s.InPlay(); ok {
		tip("tip:inplay", l.InPlay, tr.T(c.NameKey())+": "+tr.T(c.TextKey()))
	}
	for k, sp := range treasurySpots(th, tr, s, l) {
		tip("tip:treasury:"+strconv.Itoa(k), sp.r, sp.tip)
	}
	fight, over := fightAt(s, l)
	if over {
		// The fight is shown over the Treasury and the cards: nothing
		// under it answers the pointer.
		bs = slices.DeleteFunc(bs, func(b graphics.Button) bool { return overlaps(b.Rect, fight) })
	}
	// A battle or a war in progress explains its rules on hover.
	if _, ok := s.Battle(); ok {
		tip("tip:fight", fight, tr.T("ayubistan.help.attack"))
	} else if _, _, _, ok := s.WarInfo(); ok {
		tip("tip:fight", fight, tr.T("ayubistan.help.war"))
	}
	// Every counter explains itself on hover.
	for i := range n {
		seat := rules.Seat(i)
		r, ok := l.Panels[seat]
		if !ok {
			continue
		}
		for k, sp := range playerSpots(th, tr, s, seat, r, l) {
			if sp != nil {
				tip("tip:seat:"+strconv.Itoa(int(seat))+":"+strconv.Itoa(k), sp.r, sp.tip)
			}
		}
	}
	if o, ok := tradeOffer(s, ts); ok {
		// The dialog covers the middle of the table: nothing under it
		// answers the pointer.
		var out graphics.Buttons
		for _, b := range bs {
			if !overlaps(b.Rect, offerRect(th, l, o)) {
				out = append(out, b)
			}
		}
		return append(out, offerButtons(th, tr, l, o)...)
	}
	if ts.Prompt == nil {
		return bs
	}
	// Chips: a row of icon buttons at the foot of each target's panel or
	// beside the Treasury, one per option; the prompt bar has them all too.
	chipH := u * optChip
	rows := map[string][]rules.Option{}
	for _, o := range ts.Prompt.Options {
		if seat, ok := targetSeat(o.Move); ok {
			k := "seat:" + strconv.Itoa(int(seat))
			rows[k] = append(rows[k], o)
			continue
		}
		p := strings.SplitN(string(o.Move), ":", 2)[0]
		switch p {
		case "draw":
			// At least a finger's width, however small the card.
			// One hover text for the deck: what drawing does, then what
			// the deck holds (two areas would show two texts at once).
			hit := l.Deck.Centered(max(l.Deck.W, chipH), max(l.Deck.H, chipH))
			deckTip := ""
			bs = slices.DeleteFunc(bs, func(b graphics.Button) bool {
				if b.ID == "tip:deck" {
					deckTip = b.Tip
					return true
				}
				return false
			})
			bs = append(bs, graphics.Button{ID: graphics.MoveID(o.Move), Rect: hit, Style: graphics.StyleGhost, Tip: tr.M(o.Label) + ". " + deckTip})
		case "work", "recruit", "hire":
			rows["treasury"] = append(rows["treasury"], o)
		case "trade", "cancel":
			// Opening a trade, or backing out of one before a price is
			// named: the viewer's own doing, on the own panel.
			if ts.Prompt.Ask.Key != askPrice {
				rows["own"] = append(rows["own"], o)
			}
		}
	}
	chip := func(o rules.Option) (icon, label string, w float64) {
		p := strings.SplitN(string(o.Move), ":", 2)[0]
		if parts := strings.Split(string(o.Move), ":"); (p == "trade" && len(parts) == 3) || p == "recruit" || p == "hire" {
			label = parts[len(parts)-1]
			return moveIcons[p], label, numberedChipW(th, label)
		}
		if p == "cancel" {
			return "exit-door", "", chipH
		}
		return moveIcons[p], "", chipH
	}
	place := func(r graphics.Rect, opts []rules.Option, atTop bool) {
		w := -u * 0.5
		for _, o := range opts {
			_, _, cw := chip(o)
			w += cw + u*0.5
		}
		// A narrow panel's chips come closer to its edges.
		pad := u
		if w > r.W-u*2 {
			pad = u * 0.5
		}
		row := r.Inset(pad)
		x, y := row.X, row.Bottom()-chipH
		switch {
		case atTop:
			// The Treasury's options sit on its title line, from the
			// end, closer to the edge where the title leaves less room.
			end := u
			if w > headRoom(th, tr, r.W)-u*0.5 {
				end = u * 0.5
			}
			row = graphics.R(r.X, r.Y, r.W-end, r.H)
			x, y = row.Right()-w, r.Y+u*0.5
		case w <= row.W:
			// A panel's sit at its foot on the right, clear of the
			// counters that start on the left.
			x = row.Right() - w
		}
		for _, o := range opts {
			icon, label, w := chip(o)
			if x+w > row.Right()+0.01 {
				x = row.X
				y -= chipH + u*0.5
			}
			bs = append(bs, graphics.Button{ID: graphics.MoveID(o.Move), Rect: graphics.R(x, y, w, chipH),
				Icon: icon, Label: label, Style: graphics.StylePrimary, Tip: tr.M(o.Label)})
			x += w + u*0.5
		}
	}
	// With chips beside the counters: in columns at the panel's end side,
	// from the top of its body, the first column innermost so that they
	// read in the options' order.
	beside := func(r graphics.Rect, opts []rules.Option) {
		room := th.PanelBody(r)
		per := max(1, int((room.H+u*0.5)/(chipH+u*0.5)))
		var cols [][]rules.Option
		for i := 0; i < len(opts); i += per {
			cols = append(cols, opts[i:min(i+per, len(opts))])
		}
		for j := len(cols) - 1; j >= 0; j-- {
			w := 0.0
			for _, o := range cols[j] {
				_, _, cw := chip(o)
				w = max(w, cw)
			}
			var col graphics.Rect
			col, room = room.CutRight(w)
			_, room = room.CutRight(u * 0.5)
			for _, o := range cols[j] {
				icon, label, cw := chip(o)
				var line graphics.Rect
				line, col = col.CutTop(chipH)
				_, col = col.CutTop(u * 0.5)
				c, _ := line.CutRight(cw)
				bs = append(bs, graphics.Button{ID: graphics.MoveID(o.Move), Rect: c,
					Icon: icon, Label: label, Style: graphics.StylePrimary, Tip: tr.M(o.Label)})
			}
		}
	}
	for k, opts := range rows {
		if k == "treasury" {
			// A Treasury without a title line (a short or narrow
			// table) has no room for them: they stand above the own
			// panel where there is room, else in the prompt bar.
			switch {
			case l.TreasuryHead:
				place(l.Treasury, opts, true)
			case l.Options.W > 0:
				bs = append(bs, endRow(th, tr, l.Options, opts, chip)...)
			}
			continue
		}
		if k == "own" {
			if r, ok := l.Panels[ts.Viewer]; ok {
				bs = append(bs, ownChips(th, tr, s, ts.Viewer, r, l, opts, chip)...)
			}
			continue
		}
		n, _ := strconv.Atoi(strings.TrimPrefix(k, "seat:"))
		r, ok := l.Panels[rules.Seat(n)]
		switch {
		case ok && l.ChipsBeside && rules.Seat(n) != ts.Viewer:
			beside(r, opts)
		case ok:
			place(r, opts, false)
		}
	}
	// The troops to commit to a battle or give to a war, a trade's first
	// price, and what a card, a lost war or a debt asks, in its box.
	if _, _, lines, ok := fightText(tr, s, ts); ok {
		_, chips, rs := fightChips(th, fight, lines, promptChips(tr, ts.Prompt))
		for i, c := range chips {
			style := graphics.StylePrimary
			if c.way {
				style = graphics.StylePlain
			}
			bs = append(bs, graphics.Button{ID: graphics.MoveID(c.option.Move), Rect: rs[i],
				Icon: c.icon, Label: c.label, Style: style, Tip: tr.M(c.option.Label)})
		}
	}
	return bs
}

// ownChips places the viewer's own options (opening a trade, backing
// out of one) at the foot of the own panel, from its end, where they
// cover none of its counters nor its worth line; none where they would
// (the prompt bar has them).
func ownChips(th *graphics.Theme, tr *graphics.Tr, s *ayu.State, seat rules.Seat, r graphics.Rect, l Layout, opts []rules.Option, chip func(rules.Option) (string, string, float64)) graphics.Buttons {
	u := th.Unit
	chipH := u * optChip
	row, _ := r.Inset(u * 0.5).CutBottom(chipH)
	sps := playerSpots(th, tr, s, seat, r, l)
	worth := worthLine(th, r, sps)
	worth.W = graphics.TextWidth(tr.T("core.ayu.worth", rules.Int(s.Player(seat).Value())), th.Small)
	bs := endRow(th, tr, row, opts, chip)
	for _, b := range bs {
		if b.Rect.Y < r.Y || overlaps(b.Rect, worth) {
			return nil
		}
		for _, sp := range sps {
			if sp != nil && overlaps(b.Rect, sp.r) {
				return nil
			}
		}
	}
	return bs
}

// endRow lays the chips of opts along row from its end, so that they
// read in the options' order, half a unit apart; none when they do not
// all fit.
func endRow(th *graphics.Theme, tr *graphics.Tr, row graphics.Rect, opts []rules.Option, chip func(rules.Option) (string, string, float64)) graphics.Buttons {
	var bs graphics.Buttons
	for i := len(opts) - 1; i >= 0; i-- {
		o := opts[i]
		icon, label, w := chip(o)
		var c graphics.Rect
		c, row = row.CutRight(w)
		_, row = row.CutRight(th.Unit * 0.5)
		if c.W < w-0.01 {
			return nil
		}
		bs = append(bs, graphics.Button{ID: graphics.MoveID(o.Move), Rect: c,
			Icon: icon, Label: label, Style: graphics.StylePrimary, Tip: tr.M(o.Label)})
	}
	return bs
}

// Draw draws the table.
func (v *View) Draw(dst *ebiten.Image, th *graphics.Theme, area graphics.Rect, ts graphics.TableState, hover string) {
	s, ok := state(ts)
	th.Board(dst, area)
	if !ok {
		return
	}
	tr := ts.Tr
	u := th.Unit
	n := s.Setup().Seats
	l := v.place(th, ts.Tr, area, n, ts.Viewer)
	v.observe(s, l, ts.Motion)
	turn := s.Turn()
	for seat, r := range l.Panels {
		v.drawPlayer(dst, th, tr, s, seat, r, l, seat == ts.Viewer, seat == turn && !s.Result().Done, ts.Waiting[seat])
	}
	// Highlight the panels an option concerns.
	if ts.Prompt != nil {
		for _, o := range ts.Prompt.Options {
			if seat, ok := targetSeat(o.Move); ok {
				if r, ok := l.Panels[seat]; ok {
					th.Highlight(dst, r, strings.HasPrefix(hover, "move:") && hoverSeat(hover) == int(seat))
				}
			}
		}
	}
	v.drawTreasury(dst, th, tr, s, l)
	// Deck, discard and the card in play.
	left, _, _ := s.Deck()
	if left > 0 {
		th.Card(dst, l.Deck, false, "", "card-random", th.Accent)
	} else {
		th.RoundRect(dst, l.Deck.X, l.Deck.Y, l.Deck.W, l.Deck.H, u, th.Shadow)
	}
	if d := s.Discard(); len(d) > 0 {
		c := d[len(d)-1]
		th.Card(dst, l.Discard, true, tr.T(c.NameKey()), cardIcon(c), cardColor(th, c))
	}
	if c, ok := s.InPlay(); ok {
		th.Card(dst, l.InPlay, true, tr.T(c.NameKey()), cardIcon(c), cardColor(th, c))
	}
	for _, c := range captions(th, tr, s, l) {
		th.DrawText(dst, c.text, th.Small, c.r.X, c.r.Y, c.clr, graphics.AlignStart)
	}
	if fight, over := fightAt(s, l); over {
		th.RoundRect(dst, fight.X, fight.Y+u*0.6, fight.W, fight.H, u, th.Shadow)
		v.drawFight(dst, th, tr, s, ts, fight)
	} else if fight.W > 0 && fight.H > 0 {
		v.drawFight(dst, th, tr, s, ts, fight)
	}
	drawBanner(dst, th, tr, ts, l.Banner)
	offered, isOffer := tradeOffer(s, ts)
	if isOffer {
		drawOffer(dst, th, tr, l, offered)
	}
	// Things in flight, on top of everything.
	now := v.now()
	for _, tw := range v.tweens {
		x, y, run := tw.At(now)
		if !run {
			continue
		}
		clr := th.Gold
		switch tw.What {
		case "angel-wings":
			clr = th.Good
		case "devil-mask":
			clr = th.Bad
		case "spartan-helmet":
			clr = th.Silver
		}
		th.Token(dst, x, y, u*2.5, tw.What, clr)
	}
}

// drawBanner shows the latest events, newest last and brightest: battles
// and wars are told draw by draw as the events arrive. A short table has
// no banner.
func drawBanner(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, ts graphics.TableState, r graphics.Rect) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	u := th.Unit
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u, graphics.Darken(th.Felt, 20))
	in := r.Inset(u)
	lh := graphics.LineHeight(th.Body)
	event := func(i int) string { return tr.M(ts.Events[i]) }
	lines, fresh := bannerLines(len(ts.Events), event, th.Body, in.W, int(in.H/lh))
	y := in.Y
	for i, ln := range lines {
		c := th.InkDim
		if fresh[i] {
			c = th.Ink
		}
		th.DrawText(dst, ln, th.Body, in.X, y, c, graphics.AlignStart)
		y += lh
	}
}

// bannerLines are the lines the banner shows of n events (event(i) says
// the i-th, oldest first) in fit lines of width, and which are the newest
// event's: the newest events that fit whole (of the newest, its end when
// it alone is longer). They are said and wrapped from the newest back:
// doing so for all the events the table passes (two dozen) formatted and
// measured every word of them in every frame drawn, for the few lines
// shown. An older event's tail alone would read as a fragment ("deck is
// used once.").
func bannerLines(n int, event func(i int) string, face text.Face, width float64, fit int) (lines []string, fresh []bool) {
	for i := n - 1; i >= 0 && len(lines) < fit; i-- {
		wrapped := graphics.Wrap(event(i), face, width)
		if i < n-1 && len(lines)+len(wrapped) > fit {
			break
		}
		for j := len(wrapped) - 1; j >= 0 && len(lines) < fit; j-- {
			lines = append(lines, wrapped[j])
			fresh = append(fresh, i == n-1)
		}
	}
	slices.Reverse(lines)
	slices.Reverse(fresh)
	return lines, fresh
}

// cardCaption is a caption under one of the cards: what it says, where,
// and in which colour.
type cardCaption struct {
	text string
	r    graphics.Rect
	clr  color.RGBA
}

// captions are the deck's, the discard pile's and the card in play's
// captions. A caption too wide for the cards area, or running into a
// neighbour's, says its count alone (the hover text says it all).
func captions(th *graphics.Theme, tr *graphics.Tr, s *ayu.State, l Layout) []cardCaption {
	type entry struct {
		full, short string
		card        graphics.Rect
		clr         color.RGBA
	}
	left, pass, passes := s.Deck()
	es := []entry{{tr.T("core.ayu.deck", rules.Int(left), rules.Int(pass), rules.Int(passes)), tr.T("core.ayu.count", rules.Int(left)), l.Deck, th.Ink}}
	if d := s.Discard(); len(d) > 0 {
		es = append(es, entry{tr.T("core.ayu.discard", rules.Int(len(d))), tr.T("core.ayu.count", rules.Int(len(d))), l.Discard, th.Ink})
	}
	if _, ok := s.InPlay(); ok {
		in := tr.T("core.ayu.in_play")
		es = append(es, entry{in, in, l.InPlay, th.Accent})
	}
	out := make([]cardCaption, len(es))
	for i, e := range es {
		out[i] = cardCaption{e.full, captionRect(th, e.full, e.card, l.Cards), e.clr}
	}
	// Shorten, left to right, whatever is too wide or meets another.
	for i, e := range es {
		clash := out[i].r.W > l.Cards.W
		for j := range out {
			clash = clash || (j != i && overlaps(out[i].r, out[j].r))
		}
		if clash {
			out[i] = cardCaption{e.short, captionRect(th, e.short, e.card, l.Cards), e.clr}
		}
	}
	// Cards too small for even the counts keep the first that fits (the
	// deck's); the others' hover texts still tell.
	kept := out[:0]
	for _, c := range out {
		if !slices.ContainsFunc(kept, func(k cardCaption) bool { return overlaps(k.r, c.r) }) {
			kept = append(kept, c)
		}
	}
	return kept
}

// captionRect is where caption writes s.
func captionRect(th *graphics.Theme, s string, card, bounds graphics.Rect) graphics.Rect {
	w := graphics.TextWidth(s, th.Small)
	x := min(max(card.CX()-w/2, bounds.X), bounds.Right()-w)
	return graphics.R(x, card.Bottom()+th.Unit*0.5, w, graphics.LineHeight(th.Small))
}

func overlaps(a, b graphics.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

func hoverSeat(id string) int {
	if s, ok := targetSeat(rules.Move(strings.TrimPrefix(id, "move:"))); ok {
		return int(s)
	}
	return -1
}

// spot is a counter on a panel or the Treasury: where it is, what it
// shows (in full, or short where the full labels would not fit) and what
// hovering it says.
type spot struct {
	r                  graphics.Rect
	icon, label, short string
	clr                color.RGBA
	tip                string
}

// flow places counters of height h left to right in body from its top,
// the first line starting x0 in, wrapping; a nil entry starts a new line.
// It returns the number of lines used.
func flow(th *graphics.Theme, body graphics.Rect, x0, h float64, spots []*spot) int {
	u := th.Unit
	x, y := body.X+x0, body.Y
	lines := 1
	newLine := func() { x, y, lines = body.X, y+pitch(th, h), lines+1 }
	for i, sp := range spots {
		if sp == nil {
			if i < len(spots)-1 {
				newLine()
			}
			continue
		}
		w := th.ChipWidth(h, sp.label)
		if x > body.X && x+w > body.Right() {
			newLine()
		}
		sp.r = graphics.R(x, y, w, h)
		x += w + u
	}
	return lines
}

// fit flows spots into at most lines lines, with their short labels if
// the full ones need more, and on one line (breaks dropped) if lines is 1.
func fit(th *graphics.Theme, body graphics.Rect, x0, h float64, lines int, spots []*spot) []*spot {
	if lines < 2 {
		spots = slices.DeleteFunc(spots, func(sp *spot) bool { return sp == nil })
	}
	wide := func() bool {
		return slices.ContainsFunc(spots, func(sp *spot) bool { return sp != nil && sp.r.Right() > body.Right()+0.01 })
	}
	if flow(th, body, x0, h, spots) > lines || wide() {
		for _, sp := range spots {
			if sp != nil {
				sp.label = sp.short
			}
		}
		flow(th, body, x0, h, spots)
	}
	return spots
}

// counters are a holding's counters: Hasanaat, Sayi'aat and Khalifa
// cards, then money and troops or, hidden, the number of cards; a nil
// entry between the two groups.
func counters(th *graphics.Theme, tr *graphics.Tr, h ayu.Holding, seat rules.Seat) []*spot {
	who := rules.SeatArg(seat)
	num := func(n int) string { return tr.T("core.ayu.count", rules.Int(n)) }
	sp := []*spot{
		{icon: "angel-wings", clr: th.Good, label: num(h.Hasanaat), short: num(h.Hasanaat), tip: tr.T("core.ayu.tip.hasanaat", who, rules.Int(h.Hasanaat))},
		{icon: "devil-mask", clr: th.Bad, label: num(h.Sayiaat), short: num(h.Sayiaat), tip: tr.T("core.ayu.tip.sayiaat", who, rules.Int(h.Sayiaat))},
	}
	if h.Khalifa > 0 {
		sp = append(sp, &spot{icon: "crown", clr: th.Gold, label: num(h.Khalifa), short: num(h.Khalifa), tip: tr.T("core.ayu.tip.khalifa", who, rules.Int(h.Khalifa))})
	}
	if !h.Known {
		// On the first line, clear of the option chips.
		return append(sp, &spot{icon: "card-random", clr: th.Ink, label: tr.T("core.ayu.hidden_cards", rules.Int(h.Cards)), short: num(h.Cards), tip: tr.T("core.ayu.tip.hidden", who, rules.Int(h.Cards))})
	}
	ones, fives := tr.T("core.ayu.ones", rules.Int(h.Ones)), tr.T("core.ayu.fives", rules.Int(h.Fives))
	return append(sp, nil,
		&spot{icon: "two-coins", clr: th.Silver, label: ones, short: ones, tip: tr.T("core.ayu.tip.ones", who, rules.Int(h.Ones))},
		&spot{icon: "two-coins", clr: th.Silver, label: fives, short: fives, tip: tr.T("core.ayu.tip.fives", who, rules.Int(h.Fives))},
		&spot{icon: "coins", clr: th.Gold, label: tr.T("core.ayu.dinars", rules.Int(h.Dinars)), short: num(h.Dinars), tip: tr.T("core.ayu.tip.dinars", who, rules.Int(h.Dinars))},
		&spot{icon: "spartan-helmet", clr: th.Ink, label: num(h.Troops), short: num(h.Troops), tip: tr.T("core.ayu.tip.troops", who, rules.Int(h.Troops))},
	)
}

// playerSpots are a seat's counters on its panel at r, laid out as l
// lays out panels.
func playerSpots(th *graphics.Theme, tr *graphics.Tr, s *ayu.State, seat rules.Seat, r graphics.Rect, l Layout) []*spot {
	h := s.Player(seat)
	body, lines := counterBox(th, r, l.Chip, h.Known, l.ChipsBeside)
	return fit(th, body, 0, l.Chip, lines, counters(th, tr, h, seat))
}

// fightAt is where the fight goes: its place on the table, or on a table
// too short for one, over the Treasury and the cards while a battle, war
// or trade lasts (over is true then; the rect is empty when nothing is to
// be shown).
func fightAt(s *ayu.State, l Layout) (r graphics.Rect, over bool) {
	if l.Fight.W > 0 && l.Fight.H > 0 || l.FightOver.W <= 0 {
		return l.Fight, false
	}
	_, battle := s.Battle()
	_, _, _, war := s.WarInfo()
	_, _, _, _, trade := s.Trade()
	if battle || war || trade {
		return l.FightOver, true
	}
	return graphics.Rect{}, false
}

// worthLine is where a panel's worth line goes: below its counters.
func worthLine(th *graphics.Theme, r graphics.Rect, sps []*spot) graphics.Rect {
	body := th.PanelBody(r)
	bottom := body.Y
	for _, sp := range sps {
		if sp != nil {
			bottom = max(bottom, sp.r.Bottom())
		}
	}
	_, below := body.CutTop(bottom - body.Y + th.Unit*0.3)
	line, _ := below.CutTop(graphics.LineHeight(th.Small))
	return line
}

func treasuryCounters(th *graphics.Theme, tr *graphics.Tr, ones, fives, dinars, troops, mush, has, say int) []*spot {
	num := func(n int) string { return tr.T("core.ayu.count", rules.Int(n)) }
	o, f := tr.T("core.ayu.ones", rules.Int(ones)), tr.T("core.ayu.fives", rules.Int(fives))
	return []*spot{
		{icon: "two-coins", clr: th.Silver, label: o, short: o, tip: tr.T("core.ayu.tip.t_ones", rules.Int(ones))},
		{icon: "two-coins", clr: th.Silver, label: f, short: f, tip: tr.T("core.ayu.tip.t_fives", rules.Int(fives))},
		{icon: "coins", clr: th.Gold, label: tr.T("core.ayu.dinars", rules.Int(dinars)), short: num(dinars), tip: tr.T("core.ayu.tip.t_dinars", rules.Int(dinars))},
		{icon: "spartan-helmet", clr: th.Ink, label: tr.T("core.ayu.troops", rules.Int(troops)), short: num(troops), tip: tr.T("core.ayu.tip.t_troops", rules.Int(troops))},
		{icon: "mounted-knight", clr: th.Bad, label: tr.T("core.ayu.mushrikeen", rules.Int(mush)), short: num(mush), tip: tr.T("core.ayu.tip.mushrikeen", rules.Int(mush))},
		{icon: "angel-wings", clr: th.Good, label: tr.T("core.ayu.hasanaat_left", rules.Int(has)), short: num(has), tip: tr.T("core.ayu.tip.hasanaat_left", rules.Int(has))},
		{icon: "devil-mask", clr: th.Bad, label: tr.T("core.ayu.sayiaat_left", rules.Int(say)), short: num(say), tip: tr.T("core.ayu.tip.sayiaat_left", rules.Int(say))},
	}
}

// treasuryParts splits the Treasury at r into its title and the body
// its counters flow in, from x0 on the first line, for chips of height
// ch. With head, the title has a line of its own, where the options of
// a wide table sit; otherwise it starts the counters' first line.
func treasuryParts(th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, ch float64, head bool) (title, body graphics.Rect, x0 float64) {
	u := th.Unit
	body = r.Inset(u)
	if head {
		title, body = body.CutTop(u * 5)
		_, body = body.CutTop(u * 0.5)
		return title, body, 0
	}
	title, _ = body.CutTop(ch)
	title, _ = title.CutLeft(th.ChipWidth(ch, tr.T("core.ayu.treasury")))
	return title, body, title.W + u
}

// treasurySpots are the Treasury's and the supplies' counters.
func treasurySpots(th *graphics.Theme, tr *graphics.Tr, s *ayu.State, l Layout) []*spot {
	ch := min(l.Chip, th.Unit*3.6)
	ones, fives, dinars, troops := s.Treasury()
	mush, has, say := s.Supplies()
	_, body, x0 := treasuryParts(th, tr, l.Treasury, ch, l.TreasuryHead)
	lines := max(1, int((body.H+th.Unit*0.5)/pitch(th, ch)+0.01))
	return fit(th, body, x0, ch, lines, treasuryCounters(th, tr, ones, fives, dinars, troops, mush, has, say))
}

func drawSpots(dst *ebiten.Image, th *graphics.Theme, sps []*spot) {
	for _, sp := range sps {
		if sp != nil {
			th.Chip(dst, sp.r.X, sp.r.Y, sp.r.H, sp.icon, sp.clr, sp.label)
		}
	}
}

func (v *View) drawPlayer(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *ayu.State, seat rules.Seat, r graphics.Rect, l Layout, me, turn bool, mark graphics.WaitMark) {
	th.PlayerPanel(dst, r, seat, tr.Names(seat), me, turn, mark)
	sps := playerSpots(th, tr, s, seat, r, l)
	drawSpots(dst, th, sps)
	if h := s.Player(seat); h.Known {
		th.DrawTextIn(dst, tr.T("core.ayu.worth", rules.Int(h.Value())), th.Small, worthLine(th, r, sps), th.InkDim, graphics.AlignStart)
	}
}

func (v *View) drawTreasury(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *ayu.State, l Layout) {
	r := l.Treasury
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, th.Unit, graphics.Darken(th.Felt, 15))
	sps := treasurySpots(th, tr, s, l)
	title, _, _ := treasuryParts(th, tr, r, min(l.Chip, th.Unit*3.6), l.TreasuryHead)
	ic, head := title.CutLeft(title.H)
	th.DrawIcon(dst, "bank", ic, th.Gold)
	_, head = head.CutLeft(th.Unit * 0.5)
	th.DrawTextIn(dst, tr.T("core.ayu.treasury"), th.Bold, head, th.Ink, graphics.AlignStart)
	drawSpots(dst, th, sps)
}

// fightText is what the fight's box says: its icon, title and lines for
// the attack, war, trade or unpaid debt in progress, or the card in play
// being decided on; ok is false when there is none.
func fightText(tr *graphics.Tr, s *ayu.State, ts graphics.TableState) (icon, title string, lines []string, ok bool) {
	if b, ok := s.Battle(); ok {
		side := func(seat rules.Seat, in bool, n int, asked bool) string {
			switch {
			case !asked:
				return tr.T("core.ayu.no_defence", rules.SeatArg(seat))
			case in && n >= 0:
				return tr.T("core.ayu.commits", rules.SeatArg(seat), rules.Int(n))
			case in:
				return tr.T("core.ayu.sealed", rules.SeatArg(seat))
			}
			return tr.T("core.ayu.deciding", rules.SeatArg(seat))
		}
		return "crossed-swords", tr.T("core.ayu.battle", rules.SeatArg(b.Attacker), rules.SeatArg(b.Defender)),
			[]string{side(b.Attacker, b.AttackerIn, b.Attack, true), side(b.Defender, b.DefenderIn, b.Defend, b.DefenderAsked)}, true
	}
	if card, drawer, contrib, ok := s.WarInfo(); ok {
		w := ayu.WarOf(card)
		total := 0
		for _, c := range contrib {
			total += c
		}
		lines = append(lines, tr.T("core.ayu.war_drawer", rules.SeatArg(drawer)), tr.T("core.ayu.war_total", rules.Int(total), rules.Int(w.Need())))
		for i, c := range contrib {
			lines = append(lines, tr.T("core.ayu.war_contrib", rules.SeatArg(rules.Seat(i)), rules.Int(c)))
		}
		return "mounted-knight", tr.T("core.ayu.war", rules.Key(card.NameKey()), rules.Int(w.Mushrikeen), rules.Int(w.Best)), lines, true
	}
	if buyer, seller, troops, price, ok := s.Trade(); ok {
		terms := tr.T("core.ayu.trade_terms", rules.Int(troops), rules.Int(price))
		if !s.PriceNamed() {
			terms = tr.T("core.ayu.trade_unpriced", rules.Int(troops))
		}
		lines = append(lines, terms)
		if ts.Prompt != nil {
			lines = append(lines, tr.M(ts.Prompt.Ask))
		}
		return "shaking-hands", tr.T("core.ayu.trade", rules.SeatArg(buyer), rules.SeatArg(seller)), lines, true
	}
	if debtor, creditor, amount, ok := s.Debt(); ok {
		return "receive-money", tr.T("core.ayu.debt", rules.SeatArg(debtor), rules.SeatArg(creditor), rules.Int(amount)),
			[]string{tr.T("ayubistan.help.mercy")}, true
	}
	if c, ok := s.InPlay(); ok {
		// A card being decided on: what it does.
		return cardIcon(c), tr.T(c.NameKey()), []string{tr.T(c.TextKey())}, true
	}
	return "", "", nil, false
}

// answerIcons are the icons of the answers a card in play, a lost war or
// an unpaid debt asks for, shown as chips with their words in the box;
// wayOut marks those that let the moment pass, drawn plain.
var (
	answerIcons = map[rules.Move]string{
		"build": "house", "pay": "receive-money", "take": "coins", "khalifa:dinars": "coins",
		"khalifa:use": "crown", "skip": "next-button", "nosteal": "next-button",
		"khalifa:pass": "next-button", "khalifa:keep": "crown",
		"force": "two-coins", "forgive": "angel-wings",
	}
	wayOut = map[rules.Move]bool{"skip": true, "nosteal": true, "khalifa:pass": true}
)

// fightParts splits the fight's box r into its title line and the body
// its lines are written in.
func fightParts(th *graphics.Theme, r graphics.Rect) (head, body graphics.Rect) {
	return r.Inset(th.Unit).CutTop(graphics.LineHeight(th.Bold) * 1.3)
}

// linesHeight is the height lines take written in w.
func linesHeight(th *graphics.Theme, lines []string, w float64) float64 {
	h := 0.0
	for _, l := range lines {
		h += float64(len(graphics.Wrap(l, th.Body, w))) * graphics.LineHeight(th.Body)
	}
	return h
}

// boxChip is an option answered by a chip in the fight's box: a number
// of troops or Dirhams with its icon, or an answer with its words.
type boxChip struct {
	option      rules.Option
	icon, label string
	way         bool // a way out rather than an answer: drawn plain
}

// boxChoices are the chips a prompt gives the fight's box: take(m) are
// those to show with m of its numbers, m from most down to fewest, as
// many as fit.
type boxChoices struct {
	most, fewest int
	take         func(m int) []boxChip
}

// priceLadder are the first prices a buyer is offered as chips in the
// trade's box, in order, as many as fit; any other price is the bar's
// picker.
var priceLadder = [...]int{1, 2, 3, 5, 8, 10, 15, 20, 30, 50}

// promptChips are the chips for a prompt's options the fight's box
// shows: the troops to commit to a battle or give to a war (commit:N,
// give:N; every count, or the smallest and the largest), the answers a
// card in play, a lost war or a debt asks for (answerIcons, all or
// none), or a trade's first price (price:N along priceLadder, at least
// three of them, then Cancel).
func promptChips(tr *graphics.Tr, p *rules.Prompt) boxChoices {
	if p == nil {
		return boxChoices{}
	}
	var troops, prices, cancel, answers []boxChip
	for _, o := range p.Options {
		if n, ok := troopCount(o); ok {
			troops = append(troops, boxChip{option: o, icon: "spartan-helmet", label: tr.T("core.ayu.count", rules.Int(n))})
			continue
		}
		if icon, ok := answerIcons[o.Move]; ok {
			answers = append(answers, boxChip{option: o, icon: icon, label: tr.M(o.Label), way: wayOut[o.Move]})
			continue
		}
		if o.Move == "cancel" && p.Ask.Key == askPrice {
			cancel = append(cancel, boxChip{option: o, icon: "exit-door", label: tr.M(o.Label), way: true})
		}
	}
	if len(troops) > 0 {
		return boxChoices{most: len(troops), fewest: min(2, len(troops)), take: func(m int) []boxChip {
			if m == len(troops) {
				return troops
			}
			return append(slices.Clone(troops[:m-1]), troops[len(troops)-1])
		}}
	}
	if len(answers) > 0 {
		// Words, all of them or none.
		return boxChoices{most: len(answers), fewest: len(answers), take: func(int) []boxChip { return answers }}
	}
	if p.Ask.Key != askPrice {
		return boxChoices{}
	}
	priced := pricesOffered(p.Options)
	for _, v := range priceLadder {
		if o, ok := priced[v]; ok {
			prices = append(prices, boxChip{option: o, icon: "two-coins", label: tr.T("core.ayu.count", rules.Int(v))})
		}
	}
	// Fewer than three prices are no choice worth the room: the bar's.
	if len(prices) < 3 {
		return boxChoices{}
	}
	return boxChoices{most: len(prices), fewest: 3, take: func(m int) []boxChip {
		return append(slices.Clone(prices[:m]), cancel...)
	}}
}

// fightChips places a prompt's chips in the fight's box r below the
// lines it says, as many of them as fit. Where not even its fewest fit,
// the box says fewer lines, the last first; shown is how many it says.
func fightChips(th *graphics.Theme, r graphics.Rect, lines []string, c boxChoices) (shown int, chips []boxChip, rs []graphics.Rect) {
	u := th.Unit
	chipH := u * optChip
	_, body := fightParts(th, r)
	place := func(room graphics.Rect, cs []boxChip) []graphics.Rect {
		ws := make([]float64, len(cs))
		for i, c := range cs {
			ws[i] = numberedChipW(th, c.label)
		}
		rs := room.Flow(ws, chipH, u*0.5)
		for _, r := range rs {
			if r.Bottom() > room.Bottom()+0.01 || r.Right() > room.Right()+0.01 {
				return nil
			}
		}
		return rs
	}
	if c.most == 0 {
		return len(lines), nil, nil
	}
	for shown = len(lines); shown >= 0; shown-- {
		// The chips come right below the text (its lines have their own
		// leading) and half a unit closer to the box's foot than it.
		_, room := body.CutTop(linesHeight(th, lines[:shown], body.W))
		room.H += u * 0.5
		for m := c.most; m >= c.fewest; m-- {
			if rs := place(room, c.take(m)); rs != nil {
				return shown, c.take(m), rs
			}
		}
	}
	return len(lines), nil, nil
}

// troopCount is the number of troops a commit:N or give:N option
// commits or gives; ok is false for other options.
func troopCount(o rules.Option) (n int, ok bool) {
	s, ok := strings.CutPrefix(string(o.Move), "commit:")
	if !ok {
		s, ok = strings.CutPrefix(string(o.Move), "give:")
	}
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// drawFight shows the attack, war, trade or debt in progress, or the
// card being decided on (fightText), and otherwise the last pile drawn.
func (v *View) drawFight(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, s *ayu.State, ts graphics.TableState, r graphics.Rect) {
	u := th.Unit
	icon, title, lines, ok := fightText(tr, s, ts)
	if !ok {
		v.drawPile(dst, th, tr, ts, r)
		return
	}
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u, graphics.Darken(th.Palette.Panel, 10))
	th.Highlight(dst, r, false)
	head, body := fightParts(th, r)
	ic, head := head.CutLeft(head.H)
	th.DrawIcon(dst, icon, ic, th.Accent)
	th.DrawTextIn(dst, title, th.Bold, head.Inset(u*0.3), th.Accent, graphics.AlignStart)
	shown, _, _ := fightChips(th, r, lines, promptChips(tr, ts.Prompt))
	y := body.Y
	for _, l := range lines[:shown] {
		y += th.DrawParagraph(dst, l, th.Body, graphics.R(body.X, y, body.W, body.Bottom()-y), th.Ink)
	}
}

// Pile is the shuffled pile of the last battle or war as the events told
// it so far: how many of each side went in, what has been drawn, and how
// many draws win.
type Pile struct {
	Mushrikeen, Ayubistan, Need int
	Drawn                       []bool // true: a Mushrikeen troop
}

// PileOf reads the latest pile from events (oldest first); ok is false
// when they hold none, or when the turn has passed since: a finished
// battle or war leaves the table with the next turn.
func PileOf(events []rules.Msg) (p Pile, ok bool) {
	for _, m := range events {
		switch m.Key {
		case "ayubistan.ev.turn":
			p, ok = Pile{}, false
		case "ayubistan.ev.shuffle", "ayubistan.ev.shuffle_one":
			p, ok = Pile{Need: 1}, true
			if len(m.Args) >= 2 {
				p.Mushrikeen, p.Ayubistan = m.Args[0].N, m.Args[1].N
			}
			if len(m.Args) >= 3 {
				p.Need = m.Args[2].N
			}
		case "ayubistan.ev.draw_troop":
			if ok && len(m.Args) >= 2 {
				p.Drawn = append(p.Drawn, strings.HasSuffix(m.Args[1].S, "mushrikeen"))
			}
		}
	}
	return p, ok
}

// drawPile shows the pile of the last battle or war: face-down cards
// left, and each draw face up as the events reveal it.
func (v *View) drawPile(dst *ebiten.Image, th *graphics.Theme, tr *graphics.Tr, ts graphics.TableState, r graphics.Rect) {
	p, ok := PileOf(ts.Events)
	if !ok {
		return
	}
	u := th.Unit
	th.RoundRect(dst, r.X, r.Y, r.W, r.H, u, graphics.Darken(th.Palette.Panel, 10))
	in := r.Inset(u)
	head, body := in.CutTop(graphics.LineHeight(th.Bold) * 1.3)
	ic, head := head.CutLeft(head.H)
	th.DrawIcon(dst, "crossed-swords", ic, th.Accent)
	m, a := 0, 0
	for _, d := range p.Drawn {
		if d {
			m++
		} else {
			a++
		}
	}
	th.DrawTextIn(dst, tr.T("core.ayu.pile", rules.Int(m), rules.Int(a), rules.Int(p.Need)), th.Bold, head.Inset(u*0.3), th.Accent, graphics.AlignStart)
	left := p.Mushrikeen + p.Ayubistan - len(p.Drawn)
	ch := min(body.H*0.8, u*9)
	cw := ch * 0.7
	// The face-down pile, fanned a little, its count below it; then the
	// draws so far, as many as the box holds. Cut from the box's start
	// edge, so that a mirrored layout mirrors them.
	pile, drawn := body.CutLeft(cw + u*3)
	faces, below := pile.CutTop(ch)
	for i := range min(left, 6) {
		_, c := faces.CutLeft(float64(i) * u * 0.4)
		c, _ = c.CutLeft(cw)
		th.Card(dst, c, false, "", "spartan-helmet", th.Accent)
	}
	_, below = below.CutTop(u * 0.3)
	below, _ = below.CutTop(graphics.LineHeight(th.Small))
	th.DrawTextIn(dst, tr.T("core.ayu.pile_left", rules.Int(left)), th.Small, below, th.InkDim, graphics.AlignStart)
	drawn, _ = drawn.CutTop(ch)
	for _, mush := range p.Drawn {
		if drawn.W < cw-0.01 {
			break
		}
		name, icon, clr := tr.T("ayubistan.side.ayubistan"), "spartan-helmet", th.SeatColor(0)
		if mush {
			name, icon, clr = tr.T("ayubistan.side.mushrikeen"), "mounted-knight", th.Bad
		}
		var c graphics.Rect
		c, drawn = drawn.CutLeft(cw)
		_, drawn = drawn.CutLeft(u * 0.6)
		th.Card(dst, c, true, name, icon, clr)
	}
}

func cardIcon(c ayu.Card) string {
	switch {
	case c.IsWar():
		return "mounted-knight"
	case c == ayu.Khalifa:
		return "crown"
	case c == ayu.Thief:
		return "plain-dagger"
	}
	return "scroll-unfurled"
}

func cardColor(th *graphics.Theme, c ayu.Card) color.RGBA {
	switch {
	case c.IsWar():
		return th.Bad
	case c == ayu.Khalifa:
		return th.Gold
	case c == ayu.Thief:
		return th.SeatColor(3)
	}
	return th.Accent
}
