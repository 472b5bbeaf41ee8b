// Prompts: who must decide now and the complete list of legal answers.
// Options never depend on what the asked seat cannot see, so a view
// produces its own seat's prompt exactly. Prompts are built cheaply: the
// long price lists share precomputed moves and one argument array.
package ayubistan

import (
	"slices"
	"strconv"

	"majlis/rules"
)

// Move encodings (see NOTES.md for the full list).
const (
	mvWork      = "work"
	mvTrade     = "trade"
	mvCancel    = "cancel"
	mvDraw      = "draw"
	mvAccept    = "accept"
	mvDecline   = "decline"
	mvForce     = "force"
	mvForgive   = "forgive"
	mvSkip      = "skip"
	mvBuild     = "build"
	mvPay       = "pay"
	mvTake      = "take"
	mvNoSteal   = "nosteal"
	mvKhUse     = "khalifa:use"
	mvKhPass    = "khalifa:pass"
	mvKhKeep    = "khalifa:keep"
	mvKhDinars  = "khalifa:dinars"
	pfDonate    = "donate:"
	pfRecruit   = "recruit:"
	pfTrade     = "trade:"
	pfAttack    = "attack:"
	pfPrice     = "price:"
	pfCommit    = "commit:"
	pfGive      = "give:"
	pfSteal     = "steal:"
	pfHire      = "hire:"
	pfCollect   = "collect:"
	maxSmallArg = 80 // no count in a move exceeds the troops in the box
)

// numbered holds the options "prefix:N" for N in [0, size] with their
// labels, built once at package initialization and never written after:
// prompts copy ranges of them instead of building hundreds of options.
type numbered []rules.Option

func makeNumbered(prefix, label string, size int) numbered {
	t := make(numbered, size+1)
	args := make([]rules.Arg, size+1)
	for i := range t {
		args[i] = rules.Int(i)
		t[i] = rules.Option{
			Move:  rules.Move(prefix + strconv.Itoa(i)),
			Label: rules.Msg{Key: key("opt." + label), Args: args[i : i+1 : i+1]},
		}
	}
	return t
}

var (
	priceOpts   = makeNumbered(pfPrice, "price", maxPrice)
	counterOpts = makeNumbered(pfPrice, "counter", maxPrice)
	commitOpts  = makeNumbered(pfCommit, "commit", maxSmallArg)
	giveOpts    = makeNumbered(pfGive, "give", maxSmallArg)
)

func key(k string) string { return ID + "." + k }

// Catalogue key prefixes; a key written optKey+"work" is a constant, so
// building a prompt joins no strings.
const (
	optKey = ID + ".opt."
	askKey = ID + ".ask."
)

// options starts a prompt's option list; while Apply checks a move it
// keeps only that move's option, without building the others' labels.
func (s *State) options() rules.OptionList {
	if s.only != "" {
		return rules.Only(s.only)
	}
	return rules.OptionList{}
}

// span offers t[lo..hi] but t[skip]. While Apply checks a move, it offers
// at most the one entry that could be that move, found by its number
// rather than among hundreds of prices.
func (s *State) span(o *rules.OptionList, t numbered, lo, hi, skip int) {
	hi = min(hi, len(t)-1)
	if hi < lo {
		return
	}
	if s.only != "" {
		if i := num(string(s.only)); i >= lo && i <= hi && i != skip {
			o.AddAll(t[i])
		}
		return
	}
	o.Grow(hi - lo + 1)
	if skip >= lo && skip <= hi {
		o.AddAll(t[lo:skip]...)
		o.AddAll(t[skip+1 : hi+1]...)
		return
	}
	o.AddAll(t[lo : hi+1]...)
}

// seatMoves holds "prefix:S" for every seat S, built once and never
// written after, so that building a prompt does not format strings.
type seatMoves [maxSeats]rules.Move

const maxSeats = 6

func makeSeatMoves(prefix string) seatMoves {
	var t seatMoves
	for i := range t {
		t[i] = rules.Move(prefix + strconv.Itoa(i))
	}
	return t
}

var (
	donateMoves  = makeSeatMoves(pfDonate)
	attackMoves  = makeSeatMoves(pfAttack)
	stealMoves   = makeSeatMoves(pfSteal)
	collectMoves = makeSeatMoves(pfCollect)
	recruitMoves = [maxRecruit + 1]rules.Move{"", pfRecruit + "1", pfRecruit + "2", pfRecruit + "3"}
	hireMoves    = [maxRecruit + 1]rules.Move{"", pfHire + "1", pfHire + "2", pfHire + "3"}
)

// tradeMoves holds "trade:T:C" for every seat T and count C.
var tradeMoves = func() (t [maxSeats][maxRecruit + 1]rules.Move) {
	for seat := range t {
		for c := 1; c <= maxRecruit; c++ {
			t[seat][c] = rules.Move(pfTrade + strconv.Itoa(seat) + ":" + strconv.Itoa(c))
		}
	}
	return t
}()

// seatOptions holds, for every seat S, the option "prefix:S" labelled
// with S, built once and never written after: the action prompt offers
// them to every other seat without building labels.
type seatOptions [maxSeats]rules.Option

func makeSeatOptions(moves *seatMoves, key string) seatOptions {
	var t seatOptions
	args := make([]rules.Arg, maxSeats)
	for i := range t {
		args[i] = rules.SeatArg(rules.Seat(i))
		t[i] = rules.Option{Move: moves[i], Label: rules.Msg{Key: key, Args: args[i : i+1 : i+1]}}
	}
	return t
}

var (
	donateOpts = makeSeatOptions(&donateMoves, optKey+"donate")
	attackOpts = makeSeatOptions(&attackMoves, optKey+"attack")
	// recruitOpts[k] recruits k troops; workOpt works.
	recruitOpts = func() (t [maxRecruit + 1]rules.Option) {
		for k := 1; k <= maxRecruit; k++ {
			t[k] = rules.Option{Move: recruitMoves[k], Label: rules.M(optKey+"recruit", rules.Int(k), rules.Int(k*troopCost))}
		}
		return t
	}()
	workOpt = rules.Option{Move: mvWork, Label: rules.M(optKey+"work", rules.Int(workPay))}
)

func seatMove(t *seatMoves, s rules.Seat) rules.Move {
	if s < 0 || int(s) >= len(t) {
		return ""
	}
	return t[s]
}

// Prompts lists the decisions awaited now.
func (s *State) Prompts() []rules.Prompt {
	if s.done {
		return nil
	}
	switch s.phase {
	case phAction:
		return []rules.Prompt{s.actionPrompt()}
	case phTradePick:
		o := s.options()
		o.Grow(maxRecruit*(s.n()-1) + 1)
		for t := range s.others(s.turn) {
			for c := 1; c <= maxRecruit; c++ {
				o.Add(tradeMoves[t][c], optKey+"trade_with", rules.SeatArg(t), rules.Int(c))
			}
		}
		o.Add(mvCancel, optKey+"cancel")
		return []rules.Prompt{{Seat: s.turn, Ask: rules.M(askKey + "trade"), Options: o.Options()}}
	case phTradePrice:
		return []rules.Prompt{s.priced().prompt(s, rules.M(askKey+"price", rules.SeatArg(s.tPartner), rules.Int(s.tCount)))}
	case phTradeReply:
		other := s.tPartner
		if s.tResponder == s.tPartner {
			other = s.turn
		}
		return []rules.Prompt{s.priced().prompt(s, rules.M(askKey+"reply", rules.SeatArg(other), rules.Int(s.tCount), rules.Int(s.tPrice), rules.SeatArg(s.turn)))}
	case phCommit:
		return s.commitPrompts()
	case phContribute:
		seat := s.warSeat()
		hi := min(ContributionCap(s.n()), s.players[seat].troops)
		o := s.options()
		s.span(&o, giveOpts, 0, hi, -1)
		return []rules.Prompt{{
			Seat:    seat,
			Ask:     rules.M(askKey+"contribute", rules.Key(s.wCard.NameKey()), rules.Int(ContributionCap(s.n()))),
			Options: o.Options(),
		}}
	case phKhalifaUse:
		o := s.options()
		o.Add(mvKhUse, optKey+"khalifa_use")
		o.Add(mvKhPass, optKey+"khalifa_pass")
		return []rules.Prompt{{
			Seat:    s.warSeat(),
			Ask:     rules.M(askKey+"khalifa_use", rules.Key(s.wCard.NameKey())),
			Options: o.Options(),
		}}
	case phKhalifaDrawn:
		o := s.options()
		o.Add(mvKhKeep, optKey+"khalifa_keep")
		o.Add(mvKhDinars, optKey+"khalifa_dinars", rules.Int(khalifaDinars/DinarValue))
		return []rules.Prompt{{Seat: s.turn, Ask: rules.M(askKey + "khalifa_drawn"), Options: o.Options()}}
	case phThief:
		o := s.options()
		for t := range s.others(s.turn) {
			o.Add(seatMove(&stealMoves, t), optKey+"steal", rules.SeatArg(t), rules.Int(s.thiefAmount/DinarValue))
		}
		o.Add(mvNoSteal, optKey+"nosteal")
		return []rules.Prompt{{
			Seat:    s.turn,
			Ask:     rules.M(askKey+"thief", rules.Int(s.thiefAmount/DinarValue), rules.Int(s.thiefDraws)),
			Options: o.Options(),
		}}
	case phMercy:
		o := s.options()
		o.Add(mvForce, optKey+"force", rules.Int(mercySale))
		o.Add(mvForgive, optKey+"forgive")
		return []rules.Prompt{{
			Seat:    rules.Seat(s.mDebt.creditor),
			Ask:     rules.M(askKey+"mercy", rules.SeatArg(rules.Seat(s.mDebt.debtor)), rules.Int(s.mDebt.amount)),
			Options: o.Options(),
		}}
	case phCard:
		return []rules.Prompt{s.cardPrompt()}
	}
	return nil
}

func (s *State) warSeat() rules.Seat {
	return s.after(s.wDrawer, s.wNext)
}

func (s *State) actionPrompt() rules.Prompt {
	me := s.players[s.turn]
	v := me.money.value()
	// At most a donation to and an attack on each other seat, three
	// recruits, trade, work and draw.
	o := s.options()
	o.Grow(2*(s.n()-1) + 6)
	if !s.donated && v >= donateCost {
		for t := range s.others(s.turn) {
			o.AddAll(donateOpts[t])
		}
	}
	for k := 1; k <= maxRecruit && k*troopCost <= v && k <= s.troops; k++ {
		o.AddAll(recruitOpts[k])
	}
	if !s.tradeDeclined {
		o.Add(mvTrade, optKey+"trade")
	}
	o.AddAll(workOpt)
	if len(s.deck) > 0 {
		o.Add(mvDraw, optKey+"draw")
	}
	if me.troops > 0 && s.mush > 0 && !s.attacked {
		for t := range s.others(s.turn) {
			o.AddAll(attackOpts[t])
		}
	}
	ask := askKey + "action"
	if s.bonus {
		ask = askKey + "action_again"
	}
	return rules.Prompt{Seat: s.turn, Ask: rules.M(ask), Options: o.Options()}
}

func (s *State) commitPrompts() []rules.Prompt {
	var ps []rules.Prompt
	if !s.aAtkIn {
		o := s.options()
		s.span(&o, commitOpts, 1, min(s.players[s.turn].troops, s.mush), -1)
		ps = append(ps, rules.Prompt{
			Seat:    s.turn,
			Ask:     rules.M(askKey+"commit_attack", rules.SeatArg(s.aTarget)),
			Options: o.Options(),
			Sealed:  true,
		})
	}
	if s.aDefAsked && !s.aDefIn {
		o := s.options()
		s.span(&o, commitOpts, 0, s.players[s.aTarget].troops, -1)
		ps = append(ps, rules.Prompt{
			Seat:    s.aTarget,
			Ask:     rules.M(askKey+"commit_defend", rules.SeatArg(s.turn)),
			Options: o.Options(),
			Sealed:  true,
		})
	}
	// A prompt without options only arises in a view, for a seat whose
	// troops it hides; leave it out rather than ask for the impossible.
	ps = slices.DeleteFunc(ps, func(p rules.Prompt) bool { return len(p.Options) == 0 })
	if len(ps) == 2 && ps[1].Seat < ps[0].Seat {
		ps[0], ps[1] = ps[1], ps[0]
	}
	return ps
}

func (s *State) cardPrompt() rules.Prompt {
	v := s.players[s.turn].money.value()
	o := s.options()
	switch s.inPlay {
	case Well:
		if v >= wellCost {
			o.Add(mvBuild, optKey+"well_build", rules.Int(wellCost/DinarValue), rules.Int(wellHasanaat))
		}
	case Mercenaries:
		for k := 1; k <= maxRecruit && k*mercCost <= v && k <= s.troops; k++ {
			o.Add(hireMoves[k], optKey+"hire", rules.Int(k), rules.Int(k*mercCost))
		}
	case Orphan:
		if v >= orphanCost {
			o.Add(mvPay, optKey+"orphan_pay", rules.Int(orphanCost))
		}
	case Riba:
		o.Add(mvTake, optKey+"riba_take", rules.Int(ribaGain/DinarValue))
	case OldLoan:
		for t := range s.others(s.turn) {
			o.Add(seatMove(&collectMoves, t), optKey+"collect", rules.SeatArg(t), rules.Int(loanAmount))
		}
		return rules.Prompt{Seat: s.turn, Ask: rules.M(askKey+"card", rules.Key(s.inPlay.NameKey())), Options: o.Options()}
	}
	o.Add(mvSkip, optKey+"skip")
	return rules.Prompt{Seat: s.turn, Ask: rules.M(askKey+"card", rules.Key(s.inPlay.NameKey())), Options: o.Options()}
}

// Unoffered is an answer a seat may look for that the rules do not offer
// now, with the reason, so that a table can show it disabled.
type Unoffered struct {
	Move  rules.Move // the move it would be
	Label rules.Msg
	Why   rules.Msg
}

// Unoffered lists the answers missing from seat's prompt for want of
// money or troops: accepting a trade the buyer cannot pay for or the
// seller cannot deliver.
func (s *State) Unoffered(seat rules.Seat) []Unoffered {
	if s.phase != phTradeReply || s.tResponder != seat || seat < 0 || int(seat) >= len(s.players) {
		return nil
	}
	p := s.players[seat]
	accept := rules.M(optKey + "accept")
	switch {
	case seat == s.turn && p.money.value() < s.tPrice:
		return []Unoffered{{mvAccept, accept, rules.M(key("why.cannot_pay"), rules.Int(p.money.value()), rules.Int(s.tPrice))}}
	case seat != s.turn && p.troops < s.tCount:
		return []Unoffered{{mvAccept, accept, rules.M(key("why.no_troops"), rules.Int(p.troops), rules.Int(s.tCount))}}
	}
	return nil
}
