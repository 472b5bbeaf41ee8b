// Where each option of the decision lives on the table: a card in the
// hand, an action on the card in play, a board or one of its slots, a
// scholar, a deck, a player, a team; a battle's answers beside it and a
// question out of turn in a dialog. What has no place stays in the bar.
package belaad

import (
	"slices"

	"majlis/graphics"
	"majlis/rules"
	bel "majlis/rules/belaad"
)

// target is one option placed on the table.
type target struct {
	Choice bel.Choice
	Rect   graphics.Rect
	Label  string // drawn on a button ("" for a thing the view draws)
	Icon   string
	Button bool // a button of its own, not a thing on the table
}

// dialogKinds are the questions asked in a dialog: out of turn, or a
// reaction the table waits on.
var dialogKinds = []bel.DecisionKind{bel.DecideConsent, bel.DecideNegate, bel.DecideEliminateReaction, bel.DecideGrayCard, bel.DecideKeepHashash}

func isDialog(d bel.Decision) bool { return slices.Contains(dialogKinds, d.Kind) }

// placeTargets maps the decision's choices to rectangles. Only the seat
// asked gets targets.
func placeTargets(th *graphics.Theme, tr *graphics.Tr, l Layout, s *bel.State, d bel.Decision, prompt *rules.Prompt) []target {
	u := th.Unit
	var out []target
	label := func(m rules.Move) string { return optionLabel(tr, prompt, m) }
	if isDialog(d) {
		labels := dialogLabels(tr, d, prompt)
		rows := dialogButtons(th, l, tr.M(prompt.Ask), labels)
		for i, c := range d.Choices {
			out = append(out, target{Choice: c, Rect: rows[i], Label: labels[i], Icon: choiceIcon(c), Button: true})
		}
		return out
	}
	if b, ok := s.Battle(); ok && d.Kind == bel.DecideBattle {
		_ = b
		rows := battleButtons(th, l, len(d.Choices))
		for i, c := range d.Choices {
			out = append(out, target{Choice: c, Rect: rows[i], Label: label(c.Move), Icon: choiceIcon(c), Button: true})
		}
		return out
	}
	tm := s.Team(d.Seat)
	hand := s.Hand(d.Seat)
	revealed, _, _ := s.Scholars()
	// Chips on a board for an ability's modes, stacked from its foot.
	modes := 0
	for _, c := range d.Choices {
		var r graphics.Rect
		ok := true
		switch c.Kind {
		case bel.ChoosePlay:
			i := slices.Index(hand, c.Card)
			ok = i >= 0 && i < len(l.Hand)
			if ok {
				r = l.Hand[i]
			}
		case bel.ChooseSwords, bel.ChooseScholar:
			i := slices.Index(revealed, c.Scholar)
			ok = i >= 0 && i < len(l.Scholars)
			if ok {
				r = l.Scholars[i]
			}
		case bel.ChooseHashash:
			r, ok = hashashRect(th, l, s, c.Hashash)
		case bel.ChooseEnd:
			r, ok = l.Done, l.Done.W > 0
		case bel.ChooseDeck:
			r = l.Decks[c.Deck]
		case bel.ChoosePrimary, bel.ChooseSecondary:
			ok = l.InPlay.W > 0 && d.Card >= 0
			if ok {
				prim, sec, _ := cardParts(th, l.InPlay, d.Card)
				if c.Kind == bel.ChooseSecondary {
					r = sec
				} else if c.Index < len(prim) {
					r = prim[c.Index]
				} else {
					ok = false
				}
			}
		case bel.ChooseSymbol:
			var ch int
			ch, ok = bel.CharOf(tm, c.Symbol)
			if ok {
				r, ok = l.Boards[ch]
			}
		case bel.ChooseSeat, bel.ChooseTakeGold, bel.ChooseTakeRed:
			r, ok = l.Players[c.Seat]
			if ok && c.Kind != bel.ChooseSeat {
				chips := playerChipRects(th, r)
				r = chips[0]
				if c.Kind == bel.ChooseTakeRed {
					r = chips[1]
				}
			}
		case bel.ChooseTeam:
			r, ok = l.TeamHead[c.Team]
		case bel.ChooseChar:
			r, ok = l.Boards[c.Char]
		case bel.ChooseToken:
			r, ok = tokenRect(th, l, s, c.Char, c.Token)
		case bel.ChooseBottom, bel.ChooseOrangeBottom:
			var br graphics.Rect
			br, ok = l.Boards[c.Char]
			if ok {
				p := partsOf(th, br, c.Char)
				r = boundsOf(p.Bottom)
			}
		case bel.ChooseOnTop:
			var br graphics.Rect
			br, ok = l.Boards[c.Char]
			if ok {
				p := partsOf(th, br, c.Char)
				r = boundsOf(p.Top)
			}
		case bel.ChooseOrangeTop:
			r, ok = tokenRect(th, l, s, c.Char, bel.TokOrange)
		case bel.ChooseBag:
			r = l.Bag
		case bel.ChoosePut, bel.ChoosePlaceFirst:
			toks := d.Tokens
			i := 0
			if c.Kind == bel.ChoosePlaceFirst {
				i = slices.Index(toks, c.Token)
			}
			rs := trayRects(th, l.Tray, len(toks))
			ok = i >= 0 && i < len(rs)
			if ok {
				r = rs[i]
			}
		case bel.ChooseMode:
			ch, has := modeChar(s, d)
			var br graphics.Rect
			br, ok = l.Boards[ch]
			if has && ok {
				h := min(u*4, br.H/4)
				r = graphics.R(br.X+u*0.3, br.Bottom()-float64(modes+1)*(h+u*0.3), br.W-u*0.6, h)
				modes++
				out = append(out, target{Choice: c, Rect: r, Label: label(c.Move), Button: true})
				continue
			}
			ok = false
		case bel.ChooseSkip, bel.ChooseStop:
			r, ok = l.Done, l.Done.W > 0
			if ok {
				out = append(out, target{Choice: c, Rect: r, Label: doneLabel(th, tr, r, label(c.Move), "belaad.view.skip_short"), Icon: "exit-door", Button: true})
				continue
			}
		default:
			ok = false
		}
		if ok && r.W > 0 && r.H > 0 {
			t := target{Choice: c, Rect: r}
			if c.Kind == bel.ChooseEnd {
				t.Label, t.Icon, t.Button = doneLabel(th, tr, r, label(c.Move), "belaad.view.done_short"), "next-button", true
			}
			out = append(out, t)
		}
	}
	return out
}

// doneLabel is the label of the button that ends: the option's words, or
// a short word when they would not fit the button even in the small face
// (a phone's narrow button showed "E…").
func doneLabel(th *graphics.Theme, tr *graphics.Tr, r graphics.Rect, full, short string) string {
	return fit(th.Small, r.W-th.Unit*2, full, tr.T(short))
}

// modeChar is the board an ability's modes are shown on.
func modeChar(s *bel.State, d bel.Decision) (int, bool) {
	switch d.Kind {
	case bel.DecideSultan:
		return bel.Sultan, true
	case bel.DecideSpy:
		return bel.Spy, true
	case bel.DecideExchange:
		return bel.Hashash, true
	}
	return -1, false
}

func boundsOf(rs []graphics.Rect) graphics.Rect {
	if len(rs) == 0 {
		return graphics.Rect{}
	}
	a, b := rs[0], rs[len(rs)-1]
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	return graphics.R(x0, y0, max(a.Right(), b.Right())-x0, max(a.Bottom(), b.Bottom())-y0)
}

// tokenRect is the top slot of character c holding a token of type tk.
func tokenRect(th *graphics.Theme, l Layout, s *bel.State, c, tk int) (graphics.Rect, bool) {
	br, ok := l.Boards[c]
	if !ok {
		return graphics.Rect{}, false
	}
	p := partsOf(th, br, c)
	i := slices.Index(s.Board(c).Top, tk)
	if i < 0 || i >= len(p.Top) {
		return graphics.Rect{}, false
	}
	return p.Top[i], true
}

// hashashRect is where Hashash card id lies under an Order board.
func hashashRect(th *graphics.Theme, l Layout, s *bel.State, id int) (graphics.Rect, bool) {
	hc, ok := bel.HashashCardOf(id)
	if !ok {
		return graphics.Rect{}, false
	}
	br, ok := l.Boards[hc.Char]
	if !ok {
		return graphics.Rect{}, false
	}
	cards := s.Board(hc.Char).Hashash
	i := slices.Index(cards, id)
	rs := hashashRects(th, partsOf(th, br, hc.Char).Hashash, len(cards))
	if i < 0 || i >= len(rs) {
		return graphics.Rect{}, false
	}
	return rs[i], true
}

// trayRects places the drawn tokens waiting to be placed.
func trayRects(th *graphics.Theme, tray graphics.Rect, k int) []graphics.Rect {
	if k == 0 || tray.W <= 0 {
		return nil
	}
	u := th.Unit
	_, body := tray.CutTop(graphics.LineHeight(th.Small) * 1.2)
	d := min(body.H*0.6, (body.W-u)/float64(min(k, 6))-u*0.3)
	var out []graphics.Rect
	row := body.Centered(body.W, d)
	for i := range k {
		// More than six wrap under the first row.
		x := row.X + float64(i%6)*(d+u*0.3)
		y := row.Y + float64(i/6)*(d*0.5)
		out = append(out, graphics.R(x, y, d, d))
	}
	return out
}

// dialogButtons are the answers in a dialog: a row along its foot, or one
// above another, each as wide as the dialog, when a label would not fit
// whole side by side (an answer may be a sentence: "Let Player 1 use your
// coins (0 gold, 2 red needed)").
func dialogButtons(th *graphics.Theme, l Layout, ask string, labels []string) []graphics.Rect {
	p := cutDialog(th, l, ask, labels)
	if p.Stacked {
		return p.Answers.Rows(len(labels), th.Unit*0.5)
	}
	return sideBySide(th, p.Answers, len(labels))
}

// sideBySide is a dialog's k answers in a row.
func sideBySide(th *graphics.Theme, answers graphics.Rect, k int) []graphics.Rect {
	u := th.Unit
	return answers.Centered(min(answers.W, float64(k)*u*40), answers.H).Columns(k, u)
}

// dialogParts is a dialog cut up: its box, its title, the question and
// the answers, and whether the answers stand one above another.
type dialogParts struct {
	Box, Title, Question, Answers graphics.Rect
	Stacked                       bool
}

// cutDialog cuts the dialog asking ask with answers labelled labels. A
// dialog whose answers are stacked reaches further down, over the boards,
// as far as its question needs.
func cutDialog(th *graphics.Theme, l Layout, ask string, labels []string) dialogParts {
	u := th.Unit
	p := dialogParts{Box: l.Dialog}
	cut := func(answersH float64) {
		d := p.Box.Inset(u)
		p.Answers, p.Question = d.CutBottom(min(answersH, d.H*0.7))
		_, p.Question = p.Question.Inset(u * 0.2).CutBottom(u * 0.8)
		p.Title, p.Question = p.Question.CutTop(graphics.LineHeight(th.Bold) * 1.3)
	}
	rowH := min(u*5, p.Box.Inset(u).H*0.3)
	cut(rowH)
	for i, r := range sideBySide(th, p.Answers, len(labels)) {
		p.Stacked = p.Stacked || graphics.TextWidth(labels[i], th.Small) > th.LabelRoom(graphics.Button{Rect: r})
	}
	if !p.Stacked {
		return p
	}
	k := float64(len(labels))
	stackH := k*u*4.2 + (k-1)*u*0.5
	need := float64(len(graphics.Wrap(ask, th.Body, p.Question.W))) * graphics.LineHeight(th.Body)
	grow := max(0, stackH-rowH, stackH-rowH+need-p.Question.H)
	p.Box.H = min(p.Box.H+grow, l.HandArea.Bottom()-p.Box.Y)
	cut(stackH)
	return p
}

// dialogLabels are the labels of a dialog's answers, as the prompt words
// them.
func dialogLabels(tr *graphics.Tr, d bel.Decision, prompt *rules.Prompt) []string {
	out := make([]string, len(d.Choices))
	for i, c := range d.Choices {
		out[i] = optionLabel(tr, prompt, c.Move)
	}
	return out
}

// optionLabel is the label the prompt gives move, or "" when it offers
// no such move.
func optionLabel(tr *graphics.Tr, prompt *rules.Prompt, m rules.Move) string {
	if o, ok := prompt.Find(m); ok {
		return tr.M(o.Label)
	}
	return ""
}

// battleButtons are the answers to a battle: a column beside it, or on a
// narrow table (a phone) a row along its foot, where "Reveal a card" and
// "Concede" fit whole.
func battleButtons(th *graphics.Theme, l Layout, k int) []graphics.Rect {
	u := th.Unit
	_, _, answers := battleParts(th, l)
	if narrowBattle(th, l) {
		return answers.Columns(k, u*0.6)
	}
	return answers.Centered(answers.W, min(answers.H, float64(k)*u*5.5)).Rows(k, u*0.6)
}

// narrowBattle says whether the centre is too narrow for a column of
// answers beside the battle.
func narrowBattle(th *graphics.Theme, l Layout) bool { return l.Centre.W < th.Unit*60 }

// battleParts cuts the centre for a battle: its title, the two sides with
// the cards revealed, and the answers (see battleButtons).
func battleParts(th *graphics.Theme, l Layout) (head, body, answers graphics.Rect) {
	u := th.Unit
	in := l.Centre.Inset(u)
	head, body = in.CutTop(graphics.LineHeight(th.Bold) * 1.3)
	if narrowBattle(th, l) {
		answers, body = body.CutBottom(u * 4.2)
		_, answers = answers.CutTop(u * 0.5)
		return head, body, answers
	}
	answers, _ = in.CutRight(in.W * 0.26)
	_, body = body.CutRight(body.W * 0.28)
	return head, body, answers
}

// choiceIcon is the icon of a dialog or battle answer.
func choiceIcon(c bel.Choice) string {
	switch c.Kind {
	case bel.ChooseReveal:
		return "card-random"
	case bel.ChooseConcede, bel.ChooseNo, bel.ChooseAccept:
		return "exit-door"
	case bel.ChooseSword:
		return "swordman"
	case bel.ChooseHashash, bel.ChooseDrop:
		return "plain-dagger"
	case bel.ChooseYes:
		return "shaking-hands"
	case bel.ChooseNegate:
		return "devil-mask"
	}
	return ""
}
