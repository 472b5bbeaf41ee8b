// Prompts: who must decide now and the complete list of legal answers.
// Options never depend on what the asked seat cannot see, so a view
// produces its own seat's prompt exactly. Prompts are built cheaply: the
// long price lists share precomputed moves and one argument array.
package ayubistan

import (
	"strconv"

	"majlis/rules"
)

// Move encodings (see NOTES.md for the full list).
const (
	mvWork      = "work"
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

// numbered holds "prefix:N" moves for N in [0, size], built once; tables
// are never written after package initialization.
type numbered []rules.Move

func makeNumbered(prefix string, size int) numbered {
	t := make(numbered, size+1)
	for i := range t {
		t[i] = rules.Move(prefix + strconv.Itoa(i))
	}
	return t
}

var (
	priceMoves  = makeNumbered(pfPrice, maxPrice)
	commitMoves = makeNumbered(pfCommit, maxSmallArg)
	giveMoves   = makeNumbered(pfGive, maxSmallArg)
)

func key(k string) string { return ID + "." + k }

func opt(m rules.Move, k string, args ...rules.Arg) rules.Option {
	return rules.Option{Move: m, Label: rules.M(key("opt."+k), args...)}
}

// rangeOptions lists moves t[lo..hi] (skipping skip) labelled k with the
// number as argument, sharing one argument array.
func rangeOptions(t numbered, lo, hi, skip int, k string) []rules.Option {
	if hi < lo {
		return nil
	}
	args := make([]rules.Arg, hi-lo+1)
	opts := make([]rules.Option, 0, hi-lo+1)
	lk := key("opt." + k)
	for v := lo; v <= hi; v++ {
		if v == skip {
			continue
		}
		a := args[v-lo : v-lo+1 : v-lo+1]
		a[0] = rules.Int(v)
		opts = append(opts, rules.Option{Move: t[v], Label: rules.Msg{Key: lk, Args: a}})
	}
	return opts
}

func seatMove(prefix string, s rules.Seat) rules.Move {
	return rules.Move(prefix + strconv.Itoa(int(s)))
}

// Prompts lists the decisions awaited now.
func (s *State) Prompts() []rules.Prompt {
	if s.done {
		return nil
	}
	switch s.phase {
	case phAction:
		return []rules.Prompt{s.actionPrompt()}
	case phTradePrice:
		v := s.players[s.turn].money.value()
		return []rules.Prompt{{
			Seat:    s.turn,
			Ask:     rules.M(key("ask.price"), rules.SeatArg(s.tPartner), rules.Int(s.tCount)),
			Options: rangeOptions(priceMoves, 0, min(v, maxPrice), -1, "price"),
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
			Ask:     rules.M(key("ask.contribute"), rules.Key(s.wCard.NameKey()), rules.Int(ContributionCap(s.n()))),
			Options: rangeOptions(giveMoves, 0, hi, -1, "give"),
		}}
	case phKhalifaUse:
		return []rules.Prompt{{
			Seat: s.warSeat(),
			Ask:  rules.M(key("ask.khalifa_use"), rules.Key(s.wCard.NameKey())),
			Options: []rules.Option{
				opt(mvKhUse, "khalifa_use"),
				opt(mvKhPass, "khalifa_pass"),
			},
		}}
	case phKhalifaDrawn:
		return []rules.Prompt{{
			Seat: s.turn,
			Ask:  rules.M(key("ask.khalifa_drawn")),
			Options: []rules.Option{
				opt(mvKhKeep, "khalifa_keep"),
				opt(mvKhDinars, "khalifa_dinars", rules.Int(khalifaDinars/DinarValue)),
			},
		}}
	case phThief:
		opts := make([]rules.Option, 0, s.n())
		for k := 1; k < s.n(); k++ {
			t := rules.Seat((int(s.turn) + k) % s.n())
			opts = append(opts, opt(seatMove(pfSteal, t), "steal", rules.SeatArg(t), rules.Int(s.thiefAmount/DinarValue)))
		}
		opts = append(opts, opt(mvNoSteal, "nosteal"))
		return []rules.Prompt{{
			Seat:    s.turn,
			Ask:     rules.M(key("ask.thief"), rules.Int(s.thiefAmount/DinarValue), rules.Int(s.thiefDraws)),
			Options: opts,
		}}
	case phMercy:
		return []rules.Prompt{{
			Seat: rules.Seat(s.mDebt.creditor),
			Ask:  rules.M(key("ask.mercy"), rules.SeatArg(rules.Seat(s.mDebt.debtor)), rules.Int(s.mDebt.amount)),
			Options: []rules.Option{
				opt(mvForce, "force", rules.Int(mercySale)),
				opt(mvForgive, "forgive"),
			},
		}}
	case phCard:
		return []rules.Prompt{s.cardPrompt()}
	}
	return nil
}

func (s *State) warSeat() rules.Seat {
	return rules.Seat((int(s.wDrawer) + s.wNext) % s.n())
}

func (s *State) actionPrompt() rules.Prompt {
	me := s.players[s.turn]
	v := me.money.value()
	n := s.n()
	opts := make([]rules.Option, 0, 6*n)
	if !s.donated && v >= donateCost {
		for k := 1; k < n; k++ {
			t := rules.Seat((int(s.turn) + k) % n)
			opts = append(opts, opt(seatMove(pfDonate, t), "donate", rules.SeatArg(t)))
		}
	}
	for k := 1; k <= maxRecruit && k*troopCost <= v && k <= s.troops; k++ {
		opts = append(opts, opt(rules.Move(pfRecruit+strconv.Itoa(k)), "recruit", rules.Int(k), rules.Int(k*troopCost)))
	}
	if !s.tradeDeclined {
		for k := 1; k < n; k++ {
			t := rules.Seat((int(s.turn) + k) % n)
			for c := 1; c <= maxRecruit; c++ {
				opts = append(opts, opt(rules.Move(pfTrade+strconv.Itoa(int(t))+":"+strconv.Itoa(c)), "trade", rules.SeatArg(t), rules.Int(c)))
			}
		}
	}
	opts = append(opts, opt(mvWork, "work", rules.Int(workPay)))
	if len(s.deck) > 0 {
		opts = append(opts, opt(mvDraw, "draw"))
	}
	if me.troops > 0 && s.mush > 0 {
		for k := 1; k < n; k++ {
			t := rules.Seat((int(s.turn) + k) % n)
			opts = append(opts, opt(seatMove(pfAttack, t), "attack", rules.SeatArg(t)))
		}
	}
	ask := "ask.action"
	if s.again {
		ask = "ask.action_again"
	}
	return rules.Prompt{Seat: s.turn, Ask: rules.M(key(ask)), Options: opts}
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
		opts = append(opts, opt(mvAccept, "accept"))
	}
	opts = append(opts, opt(mvDecline, "decline"))
	// A seller accepts or counters only with the troops to deliver.
	if s.tCounters < maxCounters && (buyer || s.players[r].troops >= s.tCount) {
		hi := maxPrice
		if buyer {
			hi = min(s.players[r].money.value(), maxPrice)
		}
		opts = append(opts, rangeOptions(priceMoves, 0, hi, s.tPrice, "counter")...)
	}
	return rules.Prompt{
		Seat:    r,
		Ask:     rules.M(key("ask.reply"), rules.SeatArg(other), rules.Int(s.tCount), rules.Int(s.tPrice), rules.SeatArg(s.turn)),
		Options: opts,
	}
}

func (s *State) commitPrompts() []rules.Prompt {
	var ps []rules.Prompt
	atk := rules.Prompt{}
	hasAtk := false
	if !s.aAtkIn {
		hi := min(s.players[s.turn].troops, s.mush)
		atk = rules.Prompt{
			Seat:    s.turn,
			Ask:     rules.M(key("ask.commit_attack"), rules.SeatArg(s.aTarget)),
			Options: rangeOptions(commitMoves, 1, hi, -1, "commit"),
			Sealed:  true,
		}
		hasAtk = len(atk.Options) > 0
	}
	def := rules.Prompt{}
	hasDef := false
	if s.aDefAsked && !s.aDefIn {
		def = rules.Prompt{
			Seat:    s.aTarget,
			Ask:     rules.M(key("ask.commit_defend"), rules.SeatArg(s.turn)),
			Options: rangeOptions(commitMoves, 0, s.players[s.aTarget].troops, -1, "commit"),
			Sealed:  true,
		}
		hasDef = true
	}
	switch {
	case hasAtk && hasDef && s.aTarget < s.turn:
		ps = append(ps, def, atk)
	default:
		if hasAtk {
			ps = append(ps, atk)
		}
		if hasDef {
			ps = append(ps, def)
		}
	}
	return ps
}

func (s *State) cardPrompt() rules.Prompt {
	v := s.players[s.turn].money.value()
	var opts []rules.Option
	switch s.inPlay {
	case Well:
		if v >= wellCost {
			opts = append(opts, opt(mvBuild, "well_build", rules.Int(wellCost/DinarValue), rules.Int(wellHasanaat)))
		}
	case Mercenaries:
		for k := 1; k <= maxRecruit && k*mercCost <= v && k <= s.troops; k++ {
			opts = append(opts, opt(rules.Move(pfHire+strconv.Itoa(k)), "hire", rules.Int(k), rules.Int(k*mercCost)))
		}
	case Orphan:
		if v >= orphanCost {
			opts = append(opts, opt(mvPay, "orphan_pay", rules.Int(orphanCost)))
		}
	case Riba:
		opts = append(opts, opt(mvTake, "riba_take", rules.Int(ribaGain/DinarValue)))
	case OldLoan:
		for k := 1; k < s.n(); k++ {
			t := rules.Seat((int(s.turn) + k) % s.n())
			opts = append(opts, opt(seatMove(pfCollect, t), "collect", rules.SeatArg(t), rules.Int(loanAmount)))
		}
		return rules.Prompt{Seat: s.turn, Ask: rules.M(key("ask.card"), rules.Key(s.inPlay.NameKey())), Options: opts}
	}
	opts = append(opts, opt(mvSkip, "skip"))
	return rules.Prompt{Seat: s.turn, Ask: rules.M(key("ask.card"), rules.Key(s.inPlay.NameKey())), Options: opts}
}
