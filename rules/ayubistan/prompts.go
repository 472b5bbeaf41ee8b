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

func opt(m rules.Move, key string, args ...rules.Arg) rules.Option {
	return rules.Option{Move: m, Label: rules.M(key, args...)}
}

// room returns an empty option list with room for n options, or none
// while Apply checks a move: offer then keeps one option at most.
func (s *State) room(n int) []rules.Option {
	if s.only != "" {
		return nil
	}
	return make([]rules.Option, 0, n)
}

// offer appends the option m to opts; while Apply checks a move, only
// that move's option, without building the others' labels.
func (s *State) offer(opts []rules.Option, m rules.Move, key string, args ...rules.Arg) []rules.Option {
	if s.only != "" && m != s.only {
		return opts
	}
	return append(opts, opt(m, key, args...))
}

// span copies t[lo..hi] (without index skip) after the options before.
// While Apply checks a move, only that move's option is copied.
func (s *State) span(before []rules.Option, t numbered, lo, hi, skip int) []rules.Option {
	hi = min(hi, len(t)-1)
	if hi < lo {
		return before
	}
	if s.only != "" {
		if i := num(string(s.only)); i >= lo && i <= hi && i != skip && t[i].Move == s.only {
			return append(before, t[i])
		}
		return before
	}
	out := make([]rules.Option, 0, len(before)+hi-lo+1)
	out = append(out, before...)
	if skip >= lo && skip <= hi {
		out = append(out, t[lo:skip]...)
		return append(out, t[skip+1:hi+1]...)
	}
	return append(out, t[lo:hi+1]...)
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
		opts := s.room(3 * s.n())
		for t := range s.others(s.turn) {
			for c := 1; c <= maxRecruit; c++ {
				opts = s.offer(opts, rules.Move(pfTrade+strconv.Itoa(int(t))+":"+strconv.Itoa(c)), optKey+"trade_with", rules.SeatArg(t), rules.Int(c))
			}
		}
		opts = s.offer(opts, mvCancel, optKey+"cancel")
		return []rules.Prompt{{Seat: s.turn, Ask: rules.M(askKey + "trade"), Options: opts}}
	case phTradePrice:
		v := s.players[s.turn].money.value()
		return []rules.Prompt{{
			Seat:    s.turn,
			Ask:     rules.M(askKey+"price", rules.SeatArg(s.tPartner), rules.Int(s.tCount)),
			Options: s.span([]rules.Option{opt(mvCancel, optKey+"cancel")}, priceOpts, 0, v, -1),
		}}
	case phTradeReply:
		return []rules.Prompt{s.replyPrompt()}
	case phCommit:
		return s.commitPrompts()
	case phContribute:
		seat := s.warSeat()
		hi := min(ContributionCap(s.n()), s.players[seat].troops)
		return []rules.Prompt{{
			Seat:    seat,
			Ask:     rules.M(askKey+"contribute", rules.Key(s.wCard.NameKey()), rules.Int(ContributionCap(s.n()))),
			Options: s.span(nil, giveOpts, 0, hi, -1),
		}}
	case phKhalifaUse:
		return []rules.Prompt{{
			Seat: s.warSeat(),
			Ask:  rules.M(askKey+"khalifa_use", rules.Key(s.wCard.NameKey())),
			Options: []rules.Option{
				opt(mvKhUse, optKey+"khalifa_use"),
				opt(mvKhPass, optKey+"khalifa_pass"),
			},
		}}
	case phKhalifaDrawn:
		return []rules.Prompt{{
			Seat: s.turn,
			Ask:  rules.M(askKey + "khalifa_drawn"),
			Options: []rules.Option{
				opt(mvKhKeep, optKey+"khalifa_keep"),
				opt(mvKhDinars, optKey+"khalifa_dinars", rules.Int(khalifaDinars/DinarValue)),
			},
		}}
	case phThief:
		opts := s.room(s.n())
		for t := range s.others(s.turn) {
			opts = s.offer(opts, seatMove(&stealMoves, t), optKey+"steal", rules.SeatArg(t), rules.Int(s.thiefAmount/DinarValue))
		}
		opts = s.offer(opts, mvNoSteal, optKey+"nosteal")
		return []rules.Prompt{{
			Seat:    s.turn,
			Ask:     rules.M(askKey+"thief", rules.Int(s.thiefAmount/DinarValue), rules.Int(s.thiefDraws)),
			Options: opts,
		}}
	case phMercy:
		return []rules.Prompt{{
			Seat: rules.Seat(s.mDebt.creditor),
			Ask:  rules.M(askKey+"mercy", rules.SeatArg(rules.Seat(s.mDebt.debtor)), rules.Int(s.mDebt.amount)),
			Options: []rules.Option{
				opt(mvForce, optKey+"force", rules.Int(mercySale)),
				opt(mvForgive, optKey+"forgive"),
			},
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
	opts := s.room(2*(s.n()-1) + 6)
	if !s.donated && v >= donateCost {
		for t := range s.others(s.turn) {
			opts = s.offer(opts, seatMove(&donateMoves, t), optKey+"donate", rules.SeatArg(t))
		}
	}
	for k := 1; k <= maxRecruit && k*troopCost <= v && k <= s.troops; k++ {
		opts = s.offer(opts, recruitMoves[k], optKey+"recruit", rules.Int(k), rules.Int(k*troopCost))
	}
	if !s.tradeDeclined {
		opts = s.offer(opts, mvTrade, optKey+"trade")
	}
	opts = s.offer(opts, mvWork, optKey+"work", rules.Int(workPay))
	if len(s.deck) > 0 {
		opts = s.offer(opts, mvDraw, optKey+"draw")
	}
	if me.troops > 0 && s.mush > 0 && !s.attacked {
		for t := range s.others(s.turn) {
			opts = s.offer(opts, seatMove(&attackMoves, t), optKey+"attack", rules.SeatArg(t))
		}
	}
	ask := askKey + "action"
	if s.bonus {
		ask = askKey + "action_again"
	}
	return rules.Prompt{Seat: s.turn, Ask: rules.M(ask), Options: opts}
}

func (s *State) replyPrompt() rules.Prompt {
	r := s.tResponder
	buyer := r == s.turn
	other := s.tPartner
	if r == s.tPartner {
		other = s.turn
	}
	opts := []rules.Option{}
	if (buyer && s.players[r].money.value() >= s.tPrice) || (!buyer && s.players[r].troops >= s.tCount) {
		opts = s.offer(opts, mvAccept, optKey+"accept")
	}
	opts = s.offer(opts, mvDecline, optKey+"decline")
	// A seller accepts or counters only with the troops to deliver.
	if s.tCounters < maxCounters && (buyer || s.players[r].troops >= s.tCount) {
		hi := maxPrice
		if buyer {
			hi = min(s.players[r].money.value(), maxPrice)
		}
		opts = s.span(opts, counterOpts, 0, hi, s.tPrice)
	}
	return rules.Prompt{
		Seat:    r,
		Ask:     rules.M(askKey+"reply", rules.SeatArg(other), rules.Int(s.tCount), rules.Int(s.tPrice), rules.SeatArg(s.turn)),
		Options: opts,
	}
}

func (s *State) commitPrompts() []rules.Prompt {
	var ps []rules.Prompt
	if !s.aAtkIn {
		ps = append(ps, rules.Prompt{
			Seat:    s.turn,
			Ask:     rules.M(askKey+"commit_attack", rules.SeatArg(s.aTarget)),
			Options: s.span(nil, commitOpts, 1, min(s.players[s.turn].troops, s.mush), -1),
			Sealed:  true,
		})
	}
	if s.aDefAsked && !s.aDefIn {
		ps = append(ps, rules.Prompt{
			Seat:    s.aTarget,
			Ask:     rules.M(askKey+"commit_defend", rules.SeatArg(s.turn)),
			Options: s.span(nil, commitOpts, 0, s.players[s.aTarget].troops, -1),
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
	var opts []rules.Option
	switch s.inPlay {
	case Well:
		if v >= wellCost {
			opts = s.offer(opts, mvBuild, optKey+"well_build", rules.Int(wellCost/DinarValue), rules.Int(wellHasanaat))
		}
	case Mercenaries:
		for k := 1; k <= maxRecruit && k*mercCost <= v && k <= s.troops; k++ {
			opts = s.offer(opts, rules.Move(pfHire+strconv.Itoa(k)), optKey+"hire", rules.Int(k), rules.Int(k*mercCost))
		}
	case Orphan:
		if v >= orphanCost {
			opts = s.offer(opts, mvPay, optKey+"orphan_pay", rules.Int(orphanCost))
		}
	case Riba:
		opts = s.offer(opts, mvTake, optKey+"riba_take", rules.Int(ribaGain/DinarValue))
	case OldLoan:
		for t := range s.others(s.turn) {
			opts = s.offer(opts, seatMove(&collectMoves, t), optKey+"collect", rules.SeatArg(t), rules.Int(loanAmount))
		}
		return rules.Prompt{Seat: s.turn, Ask: rules.M(askKey+"card", rules.Key(s.inPlay.NameKey())), Options: opts}
	}
	opts = s.offer(opts, mvSkip, optKey+"skip")
	return rules.Prompt{Seat: s.turn, Ask: rules.M(askKey+"card", rules.Key(s.inPlay.NameKey())), Options: opts}
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
	accept := opt(mvAccept, optKey+"accept")
	switch {
	case seat == s.turn && p.money.value() < s.tPrice:
		return []Unoffered{{mvAccept, accept.Label, rules.M(key("why.cannot_pay"), rules.Int(p.money.value()), rules.Int(s.tPrice))}}
	case seat != s.turn && p.troops < s.tCount:
		return []Unoffered{{mvAccept, accept.Label, rules.M(key("why.no_troops"), rules.Int(p.troops), rules.Int(s.tCount))}}
	}
	return nil
}
