// The flow of play: the decision stack, prompts, Apply, turns (play a
// card, draw a card, reshuffle the decks) and payments with a teammate's
// consent.
package belaad

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"majlis/rules"
)

// taskKind says what a task on the decision stack waits for. The numbers
// are hashed and name the catalogue's questions (belaad.ask.N): never
// reorder them.
type taskKind int

// Task kinds, with the task fields each uses.
const (
	kMain      taskKind = iota // the turn: Count cards played, Negated
	kDraw                      // draw from a deck: Count draws left
	kCard                      // performing a card: Card, Done
	kSym                       // choose a symbol to activate: Count bonus symbols
	kSteal                     // choose whom to steal from: Count gold
	kEmploy                    // choose a scholar to employ: Count cost reduction
	kBTeam                     // choose the team to attack: Count bonus symbols
	kBattle                    // a battle turn (seat from the battle)
	kGray                      // a gray card was revealed by Seat
	kWipe                      // the winner wipes a character of Team
	kSpoilTok                  // the Order assassinates a token of Team
	kElim                      // choose an opponent character to wipe
	kElimReact                 // Seat may negate the wipe of Char; Asking
	kTop                       // choose a top card to perform: OneAction
	kPlace                     // place the drawn Tokens for Team: Ordered
	kSultan
	kSheriff
	kAltruist
	kPreacher
	kBahChar
	kBahSch
	kSect
	kKeep
	kSpy
	kSpySteal // Count picks left
	kSpyTok   // Count picks left
	kSpySword
	kPay    // Seat asked to let Payer use their coins for Gold and Red; Asking; Move
	kNegate // the Order may cancel Card
	kHBoost
	kHAss
	kHOrange
	kHExch
)

// Card frame flags.
const (
	fPrim  = 1
	fSec   = 2
	fBoost = 4
	fOne   = 8
)

func (s *State) push(t task) { s.stack = append(s.stack, t) }
func (s *State) pop() {
	if len(s.stack) > 0 {
		s.stack = s.stack[:len(s.stack)-1]
	}
}
func (s *State) topIdx() int { return len(s.stack) - 1 }

// Prompts lists the single decision awaited now.
func (s *State) Prompts() []rules.Prompt {
	if s.over || len(s.stack) == 0 {
		return nil
	}
	t := s.stack[s.topIdx()]
	var o rules.OptionList
	seat, ask := s.prompt(&o, t)
	if o.Len() == 0 {
		return nil
	}
	return []rules.Prompt{{Seat: seat, Ask: ask, Options: o.Options()}}
}

// Apply plays seat's move.
func (s *State) Apply(seat rules.Seat, m rules.Move, e rules.Entropy) ([]rules.Event, error) {
	// The move is checked without labelling every option; the prompt
	// itself says why a move is refused.
	if !s.legal(seat, m) {
		_, err := rules.CheckMove(s.Prompts(), seat, m)
		return nil, fmt.Errorf("belaad: %w", err)
	}
	if s.isView {
		// A view's hidden cards are placeholders: playing on would reveal
		// them as nonsense. Search bots determinize first.
		return nil, fmt.Errorf("belaad: a view cannot be played on; determinize it first")
	}
	s.evs = nil
	s.seed = s.seed.Mix(e)
	s.rng = rules.NewRand(s.seed)
	s.handle(seat, m)
	s.run()
	evs := s.evs
	s.drew = s.rng.Drawn()
	s.evs, s.rng = nil, nil
	return evs, nil
}

// Drew reports whether the last Apply drew on its randomness (rules.Drawer).
func (s *State) Drew() bool { return s.drew }

// legal reports whether seat may play m now, as Prompts would say.
func (s *State) legal(seat rules.Seat, m rules.Move) bool {
	if s.over || len(s.stack) == 0 {
		return false
	}
	o := rules.CheckingFor(m)
	asked, _ := s.prompt(&o, s.stack[s.topIdx()])
	return asked == seat && o.Found()
}

// moveNums are the numbers of a move after its word. No move has more than
// two, so they are held without allocating: Apply parses a move at every
// step of search.
type moveNums struct {
	n  int
	vs [4]int
}

// parseMove splits "word:1:2" into the word and its numbers (-1 for a part
// that is not a number).
func parseMove(m rules.Move) (string, moveNums) {
	word, rest, more := strings.Cut(string(m), ":")
	var ns moveNums
	for more && ns.n < len(ns.vs) {
		var p string
		p, rest, more = strings.Cut(rest, ":")
		v, err := strconv.Atoi(p)
		if err != nil {
			v = -1
		}
		ns.vs[ns.n] = v
		ns.n++
	}
	return word, ns
}

func arg(ns moveNums, i int) int {
	if i < ns.n {
		return ns.vs[i]
	}
	return -1
}

// run advances through everything that needs no decision.
func (s *State) run() {
	for guard := 0; guard < 10000 && !s.over; guard++ {
		if len(s.stack) == 0 {
			s.endTurn()
			continue
		}
		i := s.topIdx()
		t := s.stack[i]
		switch t.Kind {
		case kCard:
			if t.Done&(fPrim|fSec) == fPrim|fSec || (t.Done&fOne != 0 && t.Done&(fPrim|fSec) != 0) {
				s.pop()
				continue
			}
		case kPlace:
			if len(t.Tokens) == 0 {
				s.pop()
				continue
			}
			if s.autoPlace(i) {
				continue
			}
		case kBattle:
			if s.bPile.size() == 0 {
				s.endBattleByStrength()
				continue
			}
		}
		o := rules.Counting()
		s.prompt(&o, t)
		if o.Len() == 0 {
			// A decision with no possible answer has no effect.
			s.pop()
			continue
		}
		return
	}
}

// startTurn begins seat's turn.
func (s *State) startTurn(seat rules.Seat) {
	s.cur = seat
	s.turnNo++
	s.employed = false
	s.usedTop = nil
	s.hhUsed = nil
	s.refused = nil
	s.granted = nil
	s.tBoost = [numChars]int{}
	if seat == s.orderAt {
		s.negUsed = false
	}
	s.push(task{Kind: kMain, Seat: seat})
	s.emit("belaad.ev.turn", rules.SeatArg(seat))
}

// endTurn returns full rows of orange tokens to the bag and passes the turn.
func (s *State) endTurn() {
	for _, tm := range s.teams() {
		if s.bottomFull(tm) {
			for _, c := range chars(tm) {
				s.bag[TokOrange] += s.bottom[c]
				s.bottom[c] = 0
			}
			s.emit("belaad.ev.orange_reset", rules.Key(teamKey(tm)))
		}
	}
	next := (s.cur + 1) % rules.Seat(s.n)
	if s.extra {
		s.extra = false
		next = s.cur
		s.emit("belaad.ev.extra_turn", rules.SeatArg(s.cur))
	}
	s.startTurn(next)
}

func teamKey(t int) string {
	return [...]string{"belaad.team.kingdom", "belaad.team.people", "belaad.team.order"}[t]
}

func charKey(c int) string { return charKeys.key(c) }

// cardKey names action card id with its number and what it does;
// abilityKey says in short what a character's ability does; infoKey gives a
// scholar's points and extra condition; costKey a price in coins.
func cardKey(id int) string {
	if id < 0 || id >= len(actionCards) {
		return "belaad.card.hidden"
	}
	return cardKeys.key(id)
}
func abilityKey(c int) string { return abilityKeys.key(c) }
func infoKey(id int) string {
	if id < 0 || id >= len(scholars) {
		return "belaad.none"
	}
	return infoKeys[id]
}
func costKey(g, r int) string {
	if g >= 0 && g < len(costKeys) && r >= 0 && r < len(costKeys[g]) {
		return costKeys[g][r]
	}
	return "belaad.cost." + strconv.Itoa(g) + "." + strconv.Itoa(r)
}
func symKey(sym int) string { return symKeys.key(sym) }
func tokKey(tk int) string  { return tokKeys.key(tk) }

// schKey and hhKey name a card; a hidden card (in a view) has a generic name.
func schKey(id int) string {
	if id < 0 || id >= len(scholars) {
		return "belaad.scholar.hidden"
	}
	return schKeys[id]
}

func hhKey(id int) string {
	if id < 0 || id >= len(hashashCards) {
		return "belaad.hh.hidden"
	}
	return hhKeys.key(hashashCards[id].Effect)
}

// The catalogue keys that labels name at every prompt are made once here:
// search asks for a prompt at every step it plays.
var (
	askKeys     = numberedKeys("belaad.ask.", int(kHExch)+1)
	charKeys    = numberedKeys("belaad.char.", numChars)
	cardKeys    = numberedKeys("belaad.card.", len(actionCards))
	abilityKeys = numberedKeys("belaad.ability.", numChars)
	symKeys     = numberedKeys("belaad.sym.", numSyms)
	tokKeys     = numberedKeys("belaad.tok.", numTok)
	hhKeys      = numberedKeys("belaad.hh.", numHEffects)
	primKeys    = numberedKeys("belaad.opt.prim.", PrimAny+1)
	secKeys     = numberedKeys("belaad.opt.sec.", SecAny+1)
	symActKeys  = numberedKeys("belaad.opt.symact.", numSyms)
	schKeys     = scholarKeys("belaad.scholar.")
	infoKeys    = scholarKeys("belaad.info.")
	costKeys    = func() (ks [8][8]string) {
		for g := range ks {
			for r := range ks[g] {
				ks[g][r] = "belaad.cost." + strconv.Itoa(g) + "." + strconv.Itoa(r)
			}
		}
		return ks
	}()
)

// keyFamily is the catalogue keys prefix+N, made for N below some bound.
type keyFamily struct {
	prefix string
	keys   []string
}

func numberedKeys(prefix string, n int) keyFamily {
	f := keyFamily{prefix: prefix, keys: make([]string, n)}
	for i := range f.keys {
		f.keys[i] = prefix + strconv.Itoa(i)
	}
	return f
}

// key is prefix+i, made once when i is below the bound.
func (f keyFamily) key(i int) string {
	if i >= 0 && i < len(f.keys) {
		return f.keys[i]
	}
	return f.prefix + strconv.Itoa(i)
}

// scholarKeys is prefix+name for every scholar, by id.
func scholarKeys(prefix string) []string {
	ks := make([]string, len(scholars))
	for id, sc := range scholars {
		ks[id] = prefix + sc.Name
	}
	return ks
}

// toPlay is how many cards seat plays in a turn: two for the Order at five.
func (s *State) toPlay(seat rules.Seat) int {
	if seat == s.orderAt && s.n == 5 {
		return 2
	}
	return 1
}

// prompt builds the decision for task t.
func (s *State) prompt(o *rules.OptionList, t task) (rules.Seat, rules.Msg) {
	seat := t.Seat
	ask := rules.M(askKeys.key(int(t.Kind)))
	switch t.Kind {
	case kMain:
		if !t.Negated && t.Count < s.toPlay(seat) {
			for _, c := range s.hand[seat] {
				o.Add(rules.Move("play:"+strconv.Itoa(c)), "belaad.opt.play", rules.Key(cardKey(c)))
			}
		}
		s.swordEmployOptions(o, seat)
		if seat == s.orderAt {
			s.hhMainOptions(o)
		}
		if t.Negated || t.Count >= s.toPlay(seat) {
			o.Add("end", "belaad.opt.end_turn")
		}
	case kDraw:
		for d := 0; d < 3; d++ {
			if len(s.decks[d]) > 0 {
				o.Add(rules.Move("deck:"+strconv.Itoa(d)), "belaad.opt.deck", rules.Int(d+1), rules.Key(cardKey(s.decks[d][0])))
			}
		}
	case kCard:
		s.cardOptions(o, t)
	case kSym:
		for _, c := range chars(s.teamOf(seat)) {
			s.symOption(o, rules.Move("sym:"+strconv.Itoa(symOfChar(c))), seat, symOfChar(c), t.Count)
		}
	case kSteal:
		for _, v := range s.opponentSeats(seat) {
			if s.gold[v] > 0 {
				o.Add(rules.Move("st:"+strconv.Itoa(int(v))), "belaad.opt.steal_from", rules.SeatArg(v), rules.Int(min(t.Count, s.gold[v])))
			}
		}
	case kEmploy:
		if !s.employed {
			for _, id := range s.revealed {
				cost := s.employCost(id, t.Count)
				if s.afford(seat, cost, 0) {
					o.Add(rules.Move("emp:"+strconv.Itoa(id)), "belaad.opt.employ", rules.Key(schKey(id)), rules.Int(cost), rules.Key(infoKey(id)))
				}
			}
		}
		o.Add("skip", "belaad.opt.skip_employ")
	case kBTeam:
		for _, tm := range s.opponents(s.teamOf(seat)) {
			o.Add(rules.Move("team:"+strconv.Itoa(tm)), "belaad.opt.attack_team", rules.Key(teamKey(tm)), rules.SeatArg(s.defenderIn(seat, tm)))
		}
	case kBattle:
		return s.battlePrompt(o)
	case kGray:
		if s.swords[seat] > 0 {
			o.Add("sword", "belaad.opt.sword_negate")
		}
		if id, ok := s.hhReady(seat, EffWard); ok {
			o.Add(rules.Move("hh:"+strconv.Itoa(id)), "belaad.opt.hh_use", rules.Key(hhKey(id)))
		}
		o.Add("accept", "belaad.opt.accept_defeat")
	case kWipe:
		for _, c := range chars(t.Team) {
			o.Add(rules.Move("wipe:"+strconv.Itoa(c)), "belaad.opt.wipe", rules.Key(charKey(c)), rules.Int(len(s.top[c])+s.bottom[c]))
		}
	case kSpoilTok:
		s.tokenTargets(o, "tok", "belaad.opt.assassinate_token", []int{t.Team})
	case kElim:
		for _, tm := range s.opponents(s.teamOf(seat)) {
			for _, c := range chars(tm) {
				o.Add(rules.Move("elim:"+strconv.Itoa(c)), "belaad.opt.wipe", rules.Key(charKey(c)), rules.Int(len(s.top[c])+s.bottom[c]))
			}
		}
	case kElimReact:
		ask = rules.M("belaad.ask.elim_react", rules.Key(charKey(t.Char)))
		if s.swords[seat] > 0 {
			o.Add("sword", "belaad.opt.sword_negate")
		}
		if id, ok := s.hhReady(seat, EffWard); ok {
			o.Add(rules.Move("hh:"+strconv.Itoa(id)), "belaad.opt.hh_use", rules.Key(hhKey(id)))
		}
		o.Add("allow", "belaad.opt.allow")
	case kTop:
		for _, d := range s.topChoices() {
			o.Add(rules.Move("top:"+strconv.Itoa(d)), "belaad.opt.top", rules.Int(d+1), rules.Key(cardKey(s.decks[d][0])))
		}
		o.Add("skip", "belaad.opt.skip_top")
	case kPlace:
		ask = rules.M("belaad.ask.place", rules.Key(tokKey(t.Tokens[0])))
		s.placeOptions(o, t)
	case kPay:
		ask = rules.M("belaad.ask.consent", rules.SeatArg(t.Payer), rules.Int(t.Gold), rules.Int(t.Red), rules.Key(s.payFor(t)))
		o.Add("yes", "belaad.opt.yes", rules.SeatArg(t.Payer), rules.Int(t.Gold), rules.Int(t.Red))
		o.Add("no", "belaad.opt.no")
	case kNegate:
		ask = rules.M("belaad.ask.negate", rules.SeatArg(s.cur), rules.Key(cardKey(t.Card)))
		o.Add("negate", "belaad.opt.negate", rules.Key(cardKey(t.Card)))
		o.Add("allow", "belaad.opt.allow_card")
	default:
		s.abilityOptions(o, t)
	}
	return seat, ask
}

// handle applies a legal move to the task on top of the stack.
func (s *State) handle(seat rules.Seat, m rules.Move) {
	i := s.topIdx()
	t := s.stack[i]
	w, ns := parseMove(m)
	switch t.Kind {
	case kMain:
		switch w {
		case "play":
			s.playCard(i, seat, arg(ns, 0))
		case "sw":
			s.employBySwords(seat, arg(ns, 0))
		case "hh":
			s.useHashash(seat, arg(ns, 0), m)
		case "end":
			s.pop()
			s.push(task{Kind: kDraw, Seat: seat, Count: s.toPlay(seat)})
		}
	case kDraw:
		d := arg(ns, 0)
		c := s.takeTop(d)
		s.hand[seat] = append(s.hand[seat], c)
		s.emit("belaad.ev.draw", rules.SeatArg(seat), rules.Int(d+1))
		if len(s.decks[0]) == 0 || len(s.decks[1]) == 0 || len(s.decks[2]) == 0 {
			s.reshuffleDecks()
		}
		s.stack[i].Count--
		if s.stack[i].Count <= 0 {
			s.pop()
		}
	case kCard:
		s.handleCard(i, seat, w, ns, m)
	case kSym:
		s.pop()
		s.symAction(seat, arg(ns, 0), t.Count)
	case kSteal:
		s.pop()
		v := rules.Seat(arg(ns, 0))
		k := min(t.Count, s.gold[v])
		s.gold[v] -= k
		s.gold[seat] += k
		s.emit("belaad.ev.steal", rules.SeatArg(seat), rules.SeatArg(v), rules.Int(k))
	case kEmploy:
		if w == "skip" {
			s.pop()
			return
		}
		id := arg(ns, 0)
		if !s.charge(seat, s.employCost(id, t.Count), 0, m) {
			return
		}
		s.pop()
		s.employ(seat, id)
	case kBTeam:
		s.pop()
		s.startBattle(seat, s.defenderIn(seat, arg(ns, 0)), t.Count)
	case kBattle:
		s.handleBattle(seat, w, ns, m)
	case kGray:
		s.handleGray(seat, w, ns, m)
	case kWipe:
		s.pop()
		s.wipe(arg(ns, 0))
	case kSpoilTok:
		s.pop()
		s.assassinateToken(seat, arg(ns, 0), arg(ns, 1))
	case kElim:
		s.pop()
		s.eliminate(seat, arg(ns, 0))
	case kElimReact:
		s.handleElimReact(i, seat, w, ns, m)
	case kTop:
		s.pop()
		if w == "top" {
			d := arg(ns, 0)
			c := s.decks[d][0]
			s.usedTop = append(s.usedTop, c)
			flags := 0
			if t.OneAction {
				flags = fOne
			}
			s.emit("belaad.ev.perform_top", rules.SeatArg(seat), rules.Key(cardKey(c)))
			s.push(task{Kind: kCard, Seat: seat, Card: c, Done: flags})
		}
	case kPlace:
		s.handlePlace(i, seat, w, ns)
	case kPay:
		s.handlePay(i, seat, w)
	case kNegate:
		s.pop()
		if w == "negate" {
			id, _ := s.hhReady(seat, EffNegate)
			s.payHH(seat, id)
			s.negUsed = true
			s.pop() // the card frame under the question
			for j := s.topIdx(); j >= 0; j-- {
				if s.stack[j].Kind == kMain {
					s.stack[j].Negated = true
					break
				}
			}
			s.emit("belaad.ev.negated", rules.SeatArg(seat), rules.SeatArg(s.cur))
		}
	default:
		s.handleAbility(i, seat, w, ns, m)
	}
}

// playCard plays card c from seat's hand; the Order may cancel it.
func (s *State) playCard(i int, seat rules.Seat, c int) {
	s.hand[seat], _ = removeOne(s.hand[seat], c)
	s.discard = append(s.discard, c)
	s.stack[i].Count++
	s.emit("belaad.ev.play", rules.SeatArg(seat), rules.Key(cardKey(c)))
	s.push(task{Kind: kCard, Seat: seat, Card: c})
	if s.orderAt >= 0 && seat != s.orderAt && !s.negUsed {
		if _, ok := s.hhReady(s.orderAt, EffNegate); ok {
			s.push(task{Kind: kNegate, Seat: s.orderAt, Card: c})
		}
	}
}

// reshuffleDecks gathers the discards and the decks into three new decks.
func (s *State) reshuffleDecks() {
	all := slices.Clone(s.discard)
	for d := 0; d < 3; d++ {
		all = append(all, s.decks[d]...)
	}
	s.dealDecks(all)
	s.discard = []int{}
	s.emit("belaad.ev.reshuffle")
}

// topChoices lists the decks whose top card may be performed now.
func (s *State) topChoices() []int {
	var out []int
	for d := 0; d < 3; d++ {
		if len(s.decks[d]) > 0 && !slices.Contains(s.usedTop, s.decks[d][0]) {
			out = append(out, d)
		}
	}
	return out
}

// opponentSeats lists the seats of every team opposing seat's.
func (s *State) opponentSeats(seat rules.Seat) []rules.Seat {
	var out []rules.Seat
	for v := 0; v < s.n; v++ {
		if s.team[v] != s.team[seat] {
			out = append(out, rules.Seat(v))
		}
	}
	return out
}

// --- Payments -------------------------------------------------------------

// funds is what payer may spend: the team treasury, their own coins and
// those of teammates who consented (or, with all, of every teammate who
// has not refused this turn).
func (s *State) funds(payer rules.Seat, all bool) (int, int) {
	tm := s.teamOf(payer)
	g, r := s.tGold[tm]+s.gold[payer], s.tRed[tm]+s.red[payer]
	for i, t := range s.team {
		v := rules.Seat(i)
		if t == tm && v != payer && ((all && !slices.Contains(s.refused, v)) || slices.Contains(s.granted, v)) {
			g += s.gold[v]
			r += s.red[v]
		}
	}
	return g, r
}

// afford reports whether payer's team could cover a cost, teammates willing:
// a teammate who refused this turn no longer counts, so an option only
// their coins could pay for is not offered again this turn.
func (s *State) afford(payer rules.Seat, g, r int) bool {
	hg, hr := s.funds(payer, true)
	return hg >= g && hr >= r
}

// charge pays g gold and r red for payer: the treasury first, then payer's
// own coins, then consenting teammates'. When a teammate's coins are needed
// and not yet granted it asks them (a prompt each, in seat order) and
// returns false; the move m is replayed once they agree.
func (s *State) charge(payer rules.Seat, g, r int, m rules.Move) bool {
	if g == 0 && r == 0 {
		return true
	}
	hg, hr := s.funds(payer, false)
	if hg >= g && hr >= r {
		s.payNow(payer, g, r)
		return true
	}
	// Ask only the teammates holding a colour still missing.
	tm := s.teamOf(payer)
	var ask []int
	for k := 1; k < s.n; k++ {
		v := (payer + rules.Seat(k)) % rules.Seat(s.n)
		helps := (hg < g && s.gold[v] > 0) || (hr < r && s.red[v] > 0)
		if s.team[v] == tm && !slices.Contains(s.granted, v) && !slices.Contains(s.refused, v) && helps {
			ask = append(ask, int(v))
		}
	}
	if len(ask) == 0 {
		s.granted = nil
		s.emit("belaad.ev.cannot_pay", rules.SeatArg(payer))
		return false
	}
	s.push(task{Kind: kPay, Seat: rules.Seat(ask[0]), Payer: payer, Gold: g, Red: r, Asking: ask[1:], Move: m})
	return false
}

func (s *State) payNow(payer rules.Seat, g, r int) {
	tm := s.teamOf(payer)
	take := func(have *int, need *int) {
		k := min(*have, *need)
		*have -= k
		*need -= k
	}
	take(&s.tGold[tm], &g)
	take(&s.tRed[tm], &r)
	take(&s.gold[payer], &g)
	take(&s.red[payer], &r)
	for _, v := range s.granted {
		if g > 0 || r > 0 {
			pg, pr := g, r
			take(&s.gold[v], &g)
			take(&s.red[v], &r)
			if pg != g || pr != r {
				s.emit("belaad.ev.teammate_paid", rules.SeatArg(v), rules.Int(pg-g), rules.Int(pr-r))
			}
		}
	}
	s.granted = nil
}

// payFor names what the payment under consent t buys: the card whose
// secondary action it pays, or the scholar it employs.
func (s *State) payFor(t task) string {
	if len(s.stack) < 2 {
		return "belaad.none"
	}
	switch below := s.stack[len(s.stack)-2]; below.Kind {
	case kCard:
		return cardKey(below.Card)
	case kEmploy:
		if w, ns := parseMove(t.Move); w == "emp" {
			return schKey(arg(ns, 0))
		}
	}
	return "belaad.none"
}

func (s *State) handlePay(i int, seat rules.Seat, w string) {
	t := s.stack[i]
	payer := t.Payer
	if w == "yes" {
		s.granted = append(s.granted, seat)
		s.emit("belaad.ev.consent", rules.SeatArg(seat), rules.SeatArg(payer))
		if hg, hr := s.funds(payer, false); hg >= t.Gold && hr >= t.Red {
			s.pop()
			s.handle(payer, t.Move)
			return
		}
	} else {
		// A refusal stands for the rest of the turn: the teammate is not
		// asked again, and what only their coins could buy is not offered.
		s.refused = append(s.refused, seat)
		s.emit("belaad.ev.refuse", rules.SeatArg(seat), rules.SeatArg(payer))
	}
	if len(t.Asking) > 0 {
		s.stack[i].Seat = rules.Seat(t.Asking[0])
		s.stack[i].Asking = t.Asking[1:]
		return
	}
	s.pop()
	s.granted = nil
	s.emit("belaad.ev.payment_cancelled", rules.SeatArg(payer))
}
