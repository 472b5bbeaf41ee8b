// This file is the step engine: it buffers step messages by step number,
// checks each against this peer's own state when its step comes, answers
// with reveals when the step's move draws on its randomness, plays bot
// seats, opens sealed commitments, applies a step when its move is known
// and, if it draws, every participant's reveal is in, and stops the table
// on a fault.

package lockstep

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"majlis/net/session"
	"majlis/rules"
	"majlis/rules/bot"
)

// ahead bounds how far past this peer's current step a message may be. A
// step whose move draws nothing completes on each peer as soon as the move
// reaches it, so one peer may run ahead of another by a run of such steps
// (while a message to the other is delayed); one that draws needs every
// participant's reveal, so no participant gets past it before the others
// reach it. Spectators do not hold the table back and may lag further;
// they buffer up to maxBuffered messages.
const (
	ahead       = 1 << 10
	maxBuffered = 1 << 16
	keepSteps   = 64
)

type game struct {
	info    startInfo
	rules   rules.Game
	st      rules.State // nil until step 0 is applied
	applied int         // steps applied after the setup
	hash    rules.Hash  // of st
	// prompts are st's: every message's checks ask for them, and a game's
	// rules may take long to build them (Ayubistan's were most of the
	// step engine's processor time), so they are built once per step.
	prompts []rules.Prompt
	log     rules.Log
	history []session.Entry
	// lastDraw is the last step that drew, whose reveals are in last (-1
	// before the deal): a reveal for step k hashes to its peer's last one
	// in k-lastDraw steps of the chain.
	lastDraw int
	// undrawn are the open moves applied since lastDraw (none drew, so
	// none waited for the others): a peer that dropped may have said one
	// to only some peers, and is given them back when it resumes.
	undrawn []wire
	// opened are the openings of sealed answers taken since lastDraw:
	// the steps they planned may be applied here and not yet elsewhere,
	// so a peer that resumes is given its own back and a vote for a
	// departed peer passes its on.
	opened []relayed

	steps   map[int]*stepState
	planned map[int]planned // opened sealed answers, one step each
	last    map[string]digest
	bots    []bool
	sealed  map[int]rules.Move        // this peer's sealed answers for the group in progress, by seat
	outbox  []wire                    // this peer's step messages for steps in progress
	votes   map[string]map[string]int // gone peer -> voter -> the voter's next step
	dropAt  map[string]int            // gone peer -> first step without it
	gone    map[string]bool
	prev    map[string]revealRec // reveals of the last completed step
	prevK   int
	// botArmed and botReady are the steps whose bot delay was started and
	// has passed (see botMayActLocked).
	botArmed, botReady int
	botTimer           *time.Timer
	// thought is the decision this peer's bot is making, or has made,
	// off the session's lock (see thinkLocked); one at a time.
	thought   *thought
	levelBots map[string]bot.Bot
	// stalled is what the table waits for from connected peers without a
	// person deciding, and since when (see checkStallLocked).
	stalled    string
	stallSince time.Time
	// echoWait holds the peers whose echo a resuming peer still awaits,
	// until echoUntil (see echo.go).
	echoWait  map[string]bool
	echoUntil time.Time
	// behindAt is the step a spectator holds later steps' messages
	// beyond, since behindSince (see behind.go).
	behindAt    int
	behindSince time.Time
}

type stepState struct {
	inbox    []relayed
	seen     []relayed
	move     *planned
	commits  map[int]commitRec
	opens    map[int]rules.Move
	reveals  map[string]revealRec
	revealed bool
	draw     *stepDraw // once the move is known
}

// stepDraw says whether a step's move draws on its randomness; if it does
// not, the step is already played (with the zero entropy) in after.
type stepDraw struct {
	move  planned
	draws bool
	after rules.State
	evs   []rules.Event
}

type planned struct {
	Seat  rules.Seat
	Move  rules.Move
	Group int // for an opened sealed answer: the step of its commitment
}

type commitRec struct {
	c    digest
	from string
}

type revealRec struct {
	pre  digest
	hash string
	move string
}

// stateChanged takes in a new state: its hash and its prompts.
func (g *game) stateChanged() {
	g.hash = g.st.Hash()
	g.prompts = g.st.Prompts()
}

// held lists, in order, the steps not yet applied that this peer holds
// messages for.
func (g *game) held() []int {
	ks := make([]int, 0, len(g.steps))
	for k := range g.steps {
		if k >= g.next() {
			ks = append(ks, k)
		}
	}
	slices.Sort(ks)
	return ks
}

func (g *game) next() int {
	if g.st == nil {
		return 0
	}
	return g.applied + 1
}

func (g *game) step(k int) *stepState {
	ss := g.steps[k]
	if ss == nil {
		ss = &stepState{commits: map[int]commitRec{}, opens: map[int]rules.Move{}, reveals: map[string]revealRec{}}
		g.steps[k] = ss
	}
	return ss
}

func (g *game) seatsOf(peer string) []rules.Seat {
	var out []rules.Seat
	for i, o := range g.info.Owners {
		if o == peer && !g.bots[i] {
			out = append(out, rules.Seat(i))
		}
	}
	return out
}

func (g *game) participant(peer string) bool { return slices.Contains(g.info.Participants, peer) }

// startLocked begins the game from a start message, or from a sync record
// when this peer resumes or arrives late.
func (s *Session) startLocked(info startInfo, sy *syncInfo) {
	if s.g != nil {
		return
	}
	if err := s.checkStartLocked(info); err != nil {
		s.faultLocked("the start is invalid: "+err.Error(), rules.M(faultStart, s.meLocked()), true)
		s.readyLocked(err)
		return
	}
	rg, _ := s.cfg.game(info.Setup.Game)
	g := &game{info: info, rules: rg, steps: map[int]*stepState{}, planned: map[int]planned{},
		last: map[string]digest{}, sealed: map[int]rules.Move{}, votes: map[string]map[string]int{},
		dropAt: map[string]int{}, gone: map[string]bool{},
		bots: make([]bool, info.Setup.Seats), botArmed: -1, botReady: -1, lastDraw: -1}
	for _, b := range info.Bots {
		g.bots[b] = true
	}
	for _, p := range info.Participants {
		g.last[p], _ = parseDigest(info.Heads[p])
	}
	early := s.earlyMsgs
	s.earlyMsgs, s.g = nil, g
	s.lobby.Started = true
	if sy != nil {
		if err := s.replayLocked(sy); err != nil {
			s.g = nil
			s.readyLocked(fmt.Errorf("resume: %w", err))
			return
		}
		s.creator = s.lobby.Creator == s.me.id
	}
	s.readyLocked(nil)
	for _, r := range early {
		s.queueLocked(r)
	}
	s.bumpLocked()
	s.advanceLocked()
}

func (s *Session) checkStartLocked(info startInfo) error {
	rg, err := s.cfg.game(info.Setup.Game)
	if err != nil {
		return err
	}
	if err := rules.ValidateSetup(rg, info.Setup); err != nil {
		return err
	}
	if len(info.Owners) != info.Setup.Seats || !slices.Contains(info.Participants, info.BotHost) {
		return fmt.Errorf("seat owners or bot host do not fit the table")
	}
	for _, b := range info.Bots {
		if b < 0 || b >= info.Setup.Seats || info.Owners[b] != info.BotHost {
			return fmt.Errorf("bot seat %d is not the bot host's", b)
		}
	}
	if len(info.Levels) > info.Setup.Seats {
		return fmt.Errorf("%d bot levels for %d seats", len(info.Levels), info.Setup.Seats)
	}
	for i, l := range info.Levels {
		if l == "" {
			continue
		}
		if _, err := bot.ForLevel(l); err != nil || !slices.Contains(info.Bots, i) {
			return fmt.Errorf("seat %d is given bot level %q", i, clip(l))
		}
	}
	for _, o := range info.Owners {
		if !slices.Contains(info.Participants, o) {
			return fmt.Errorf("seat owner %s does not reveal entropy", o)
		}
	}
	for _, p := range info.Participants {
		h, err := parseDigest(info.Heads[p])
		if err != nil {
			return fmt.Errorf("chain head of %s: %v", p, err)
		}
		if known := s.peers[p]; known != nil && known.head != h && p != s.me.id {
			return fmt.Errorf("chain head of %s is %s, but it told this peer %s", p, info.Heads[p], hexOf(known.head))
		}
		if p == s.me.id && h != s.me.chain.head() {
			return fmt.Errorf("this peer's chain head is given as %s, not %s", info.Heads[p], hexOf(s.me.chain.head()))
		}
	}
	return nil
}

// stepMsgLocked files a step message (or a drop vote) from a peer.
func (s *Session) stepMsgLocked(from string, w wire) {
	if w.T == tDrop {
		s.voteLocked(from, w.Peer, w.Step)
		return
	}
	if (w.T == tReveal || w.T == tOpen) && w.Peer != "" && w.Peer != from {
		// A reveal or an opening relayed for a departed peer: its hash
		// chain, or the commitment it must match, authenticates it,
		// whoever forwards it.
		from = w.Peer
	}
	r := relayed{From: from, Msg: w}
	if s.g == nil {
		// Before the start: step 0's reveals, or, for a peer that joins a
		// game in progress, anything sent before its sync arrives.
		if len(s.earlyMsgs) < maxBuffered {
			s.earlyMsgs = append(s.earlyMsgs, r)
		}
		return
	}
	s.queueLocked(r)
	s.advanceLocked()
}

func (s *Session) queueLocked(r relayed) {
	if w := r.Msg; w.T == tMove && w.Pre != "" {
		// A move with its mover's reveal (sendMoveLocked): filed as the
		// two messages it stands for, each checked as if it came alone.
		move := r
		move.Msg.Pre = ""
		s.queueOneLocked(move)
		s.queueOneLocked(relayed{From: r.From, Msg: wire{V: w.V, T: tReveal, Step: w.Step, Pre: w.Pre, Hash: w.Hash, Move: w.Move}})
		return
	}
	s.queueOneLocked(r)
}

func (s *Session) queueOneLocked(r relayed) {
	g := s.g
	k := r.Msg.Step
	if k < g.next() {
		s.checkPastLocked(r) // a step already applied: a message said again, or a split
		return
	}
	if k > g.next()+ahead && g.participant(s.me.id) {
		s.faultLocked(fmt.Sprintf("step %d: peer %s sent %s for step %d, too far ahead", g.next(), s.nameLocked(r.From), r.Msg.T, k), rules.M(faultProtocol, s.meLocked(), s.whoLocked(r.From), rules.Int(g.next())), true)
		return
	}
	ss := g.step(k)
	if len(ss.inbox) > 256 || len(g.steps) > maxBuffered/4 {
		s.faultLocked(fmt.Sprintf("step %d: peer %s floods the step with messages", k, s.nameLocked(r.From)), rules.M(faultProtocol, s.meLocked(), s.whoLocked(r.From), rules.Int(g.next())), true)
		return
	}
	ss.inbox = append(ss.inbox, r)
}

// checkPastLocked checks a message for a step this peer has applied. Said
// again (a resuming peer's, a late copy) it changes nothing. But a step
// that drew nothing was applied here as soon as its move came, without
// the others' reveals that would show a split: a move other than the one
// applied, or a reveal (a peer that saw a move that draws), shows it now.
func (s *Session) checkPastLocked(r relayed) {
	g, w := s.g, r.Msg
	k := w.Step
	if w.Peer != "" || k < 1 || k > len(g.log.Steps) || k <= g.next()-keepSteps {
		return
	}
	st := g.log.Steps[k-1]
	switch {
	case w.T == tMove && (rules.Move(w.Move) != st.Move || rules.Seat(w.Seat) != st.Seat):
		s.faultLocked(fmt.Sprintf("step %d: peer %s sent move %q for seat %d, but this peer applied %q of seat %d", k, s.nameLocked(r.From), clip(w.Move), w.Seat, st.Move, st.Seat), rules.M(faultDesync, s.meLocked(), s.whoLocked(r.From), rules.Int(k)), true)
	case w.T == tReveal && st.Entropy == (rules.Entropy{}):
		s.undrawnRevealLocked(k, r.From, w.Move, st.Move)
	}
}

// undrawnRevealLocked stops the table on a reveal from peer for step k,
// whose move (this peer's is mine) draws nothing: the peer saw another
// move, or played the rules otherwise.
func (s *Session) undrawnRevealLocked(k int, peer, saw string, mine rules.Move) {
	if rules.Move(saw) != mine {
		s.faultLocked(fmt.Sprintf("step %d: peer %s saw move %q, this peer saw %q", k, s.nameLocked(peer), clip(saw), mine), rules.M(faultDesync, s.meLocked(), s.whoLocked(peer), rules.Int(k)), true)
		return
	}
	s.faultLocked(fmt.Sprintf("step %d: peer %s revealed for a move that draws nothing", k, s.nameLocked(peer)), rules.M(faultProtocol, s.meLocked(), s.whoLocked(peer), rules.Int(k)), true)
}

// sendStepLocked broadcasts one of this peer's step messages, keeps it for
// peers that resume, and files it like a received one.
func (s *Session) sendStepLocked(w wire) {
	s.broadcastLocked(w)
	s.g.outbox = append(s.g.outbox, w)
	s.queueLocked(relayed{From: s.me.id, Msg: w})
}

// sendMoveLocked broadcasts this peer's move for seat at step k with its
// state hash before the move (the others check it, so that a table that
// splits stops at once) and, when the move draws, its reveal for the step
// in the same message: a reveal waits only for the move to be known, and
// the mover knows it first.
func (s *Session) sendMoveLocked(k int, ss *stepState, seat rules.Seat, m rules.Move) {
	g := s.g
	w := wire{T: tMove, Step: k, Seat: int(seat), Move: string(m), Hash: g.hash.String()}
	if !s.drawsLocked(ss, planned{Seat: seat, Move: m}) {
		s.sendStepLocked(w)
		return
	}
	if pre, ok := s.me.chain.reveal(k); ok && !ss.revealed && g.participant(s.me.id) {
		// (A chain too short is left to actLocked, which stops the table.)
		w.Pre = hexOf(pre)
		ss.revealed = true
	}
	s.sendStepLocked(w)
}

// drawsLocked reports whether move p, the move of the current step, draws
// on the step's randomness: the rules play it on a copy of the state with
// the zero entropy and say (rules.Drawer). A move that draws nothing is
// then already played, and the step needs no reveals; one that draws is
// played again with the entropy of every participant's reveal.
func (s *Session) drawsLocked(ss *stepState, p planned) bool {
	g := s.g
	if d := ss.draw; d != nil && d.move == p {
		return d.draws
	}
	d := &stepDraw{move: p, draws: true}
	after := g.st.Clone()
	if evs, err := after.Apply(p.Seat, p.Move, rules.Entropy{}); err == nil && !rules.Draws(after) {
		// (A refused move is left to completeLocked, which stops the table.)
		d.draws, d.after, d.evs = false, after, evs
	}
	ss.draw = d
	return d.draws
}

// decidedLocked tells the benchmarks' timing hook when the move of step k
// was decided.
func (s *Session) decidedLocked(k int, at time.Time) {
	if s.cfg.timing != nil {
		s.cfg.timing(k, true, at)
	}
}

// resendLocked sends this peer's messages of the recent steps to a peer
// that has just (re)connected; it ignores those of steps it has applied.
func (g *game) resendLocked(s *Session, conn string) {
	for _, w := range g.outbox {
		s.sendTo(conn, w)
	}
}

// advanceLocked runs the current step as far as the messages allow.
func (s *Session) advanceLocked() {
	g := s.g
	// Accepted messages change what Status reports even when no step
	// completes (an answer sealed, a reveal in).
	defer s.bumpLocked()
	for range 1 << 20 {
		if s.fault != "" || g == nil || s.closed {
			return
		}
		k := g.next()
		for gone, at := range g.dropAt {
			if k >= at {
				s.handOverLocked(gone)
			}
		}
		ss := g.step(k)
		if s.drainLocked(k, ss); s.fault != "" {
			return
		}
		s.actLocked(k, ss)
		if s.fault != "" || !s.completeLocked(k, ss) {
			return
		}
	}
}

// known returns the move of step k, if it is known yet.
func (g *game) known(k int, ss *stepState) (planned, bool) {
	if p, ok := g.planned[k]; ok {
		return p, true
	}
	if ss.move != nil {
		return *ss.move, true
	}
	return planned{}, false
}

// group lists the seats of the sealed prompts now (none: not sealed).
func group(ps []rules.Prompt) []rules.Seat {
	var out []rules.Seat
	for _, p := range ps {
		if p.Sealed {
			out = append(out, p.Seat)
		}
	}
	return out
}

// acceptLocked checks one message of the current step; a non-empty why
// is what is wrong with it, and key the kind of fault it is for the player.
func (s *Session) acceptLocked(k int, ss *stepState, r relayed) (why, key string) {
	g, w := s.g, r.Msg
	var ps []rules.Prompt
	if g.st != nil {
		ps = g.prompts
	}
	_, plannedNow := g.planned[k]
	seat := rules.Seat(w.Seat)
	owner := ""
	if w.Seat >= 0 && w.Seat < len(g.info.Owners) {
		owner = g.info.Owners[w.Seat]
	}
	if plannedNow && (w.T == tCommit || w.T == tOpen) {
		// The answers are opened already (a resuming peer learnt them
		// from its sync): late copies change nothing.
		return "", ""
	}
	switch w.T {
	case tMove:
		if k == 0 || plannedNow || len(group(ps)) > 0 {
			return fmt.Sprintf("sent move %q for seat %d, but no open move is awaited", w.Move, w.Seat), faultProtocol
		}
		if len(ps) == 0 {
			return fmt.Sprintf("sent move %q, but the game is over", w.Move), faultProtocol
		}
		if owner != r.From {
			return fmt.Sprintf("sent move %q for seat %d, which belongs to peer %s", w.Move, w.Seat, s.nameLocked(owner)), faultProtocol
		}
		if ps[0].Seat != seat {
			return fmt.Sprintf("sent move %q for seat %d, but the table waits for seat %d", w.Move, w.Seat, ps[0].Seat), faultProtocol
		}
		if _, err := rules.CheckMove(ps, seat, rules.Move(w.Move)); err != nil {
			return fmt.Sprintf("sent an illegal move: %v", err), faultIllegal
		}
		// A move said again (a resuming peer's) may come without the hash.
		if w.Hash != "" && w.Hash != g.hash.String() {
			return fmt.Sprintf("has state hash %s before the step (in its move), this peer has %s", clip(w.Hash), g.hash), faultDesync
		}
		if ss.move != nil {
			if ss.move.Move != rules.Move(w.Move) {
				return fmt.Sprintf("sent move %q, but %q was already played for this step", w.Move, ss.move.Move), faultDesync
			}
			return "", ""
		}
		ss.move = &planned{Seat: seat, Move: rules.Move(w.Move)}
	case tCommit:
		c, err := parseDigest(w.Commit)
		if err != nil || !slices.Contains(group(ps), seat) || plannedNow || owner != r.From {
			return fmt.Sprintf("sent a commitment for seat %d, which it may not answer now", w.Seat), faultProtocol
		}
		if old, ok := ss.commits[w.Seat]; ok {
			if old.c != c {
				return fmt.Sprintf("committed twice for seat %d: %s, then %s", w.Seat, hexOf(old.c), w.Commit), faultSealed
			}
			return "", ""
		}
		ss.commits[w.Seat] = commitRec{c: c, from: r.From}
	case tOpen:
		c, ok := ss.commits[w.Seat]
		if !ok || c.from != r.From {
			if w.Peer != "" {
				// Relayed by a voter (HandToBot) to a peer that never
				// had the commitment, or gave it to the bot: nothing
				// to open.
				return "", ""
			}
			return fmt.Sprintf("opened seat %d without its commitment", w.Seat), faultProtocol
		}
		salt, err := parseDigest(w.Salt)
		if err != nil {
			return fmt.Sprintf("opened seat %d with a malformed salt", w.Seat), faultProtocol
		}
		if got := commitment(k, w.Seat, rules.Move(w.Move), salt); got != c.c {
			return fmt.Sprintf("opened seat %d to move %q, which hashes to %s, not the commitment %s", w.Seat, w.Move, hexOf(got), hexOf(c.c)), faultSealed
		}
		if _, err := rules.CheckMove(ps, seat, rules.Move(w.Move)); err != nil {
			return fmt.Sprintf("opened an illegal sealed answer: %v", err), faultIllegal
		}
		if old, ok := ss.opens[w.Seat]; ok && old != rules.Move(w.Move) {
			return fmt.Sprintf("opened seat %d twice, to %q and %q", w.Seat, old, w.Move), faultSealed
		}
		ss.opens[w.Seat] = rules.Move(w.Move)
		g.opened = append(g.opened, r)
	case tReveal:
		if g.gone[r.From] {
			return "", "" // handed over: its reveals no longer count
		}
		if !g.participant(r.From) {
			return "sent a reveal but does not take part in the entropy", faultProtocol
		}
		pre, err := parseDigest(w.Pre)
		if err != nil {
			return "sent a malformed reveal", faultProtocol
		}
		if old, ok := ss.reveals[r.From]; ok {
			if old.pre != pre || old.hash != w.Hash || old.move != w.Move {
				return "sent two different reveals", faultProtocol
			}
			return "", ""
		}
		if got := chainAfter(pre, k-g.lastDraw); got != g.last[r.From] {
			return fmt.Sprintf("revealed %s, which hashes in %d steps to %s, not to its previous value %s", w.Pre, k-g.lastDraw, hexOf(got), hexOf(g.last[r.From])), faultChain
		}
		mine := ""
		if g.st != nil {
			mine = g.hash.String()
		}
		if w.Hash != mine {
			return fmt.Sprintf("has state hash %s before the step, this peer has %s", clip(w.Hash), mine), faultDesync
		}
		ss.reveals[r.From] = revealRec{pre: pre, hash: w.Hash, move: w.Move}
	default:
		return fmt.Sprintf("sent an unexpected %s", w.T), faultProtocol
	}
	ss.seen = append(ss.seen, r)
	return "", ""
}

// actLocked does this peer's part in step k: bot and auto-played moves,
// sealed openings, and its reveal once the move is known.
func (s *Session) actLocked(k int, ss *stepState) {
	g := s.g
	if k > 0 {
		if _, ok := g.known(k, ss); !ok {
			s.decideLocked(k, ss)
			if s.fault != "" {
				return
			}
		}
	}
	p, ok := g.known(k, ss)
	if k > 0 && !ok {
		return
	}
	if k > 0 {
		if _, err := rules.CheckMove(g.prompts, p.Seat, p.Move); err != nil {
			s.faultLocked(fmt.Sprintf("step %d: the sealed answer %q of seat %d is no longer legal: %v", k, p.Move, p.Seat, err), rules.M(faultInternal, s.meLocked(), rules.Int(k)), true)
			return
		}
	}
	if ss.revealed || !g.participant(s.me.id) || (k > 0 && !s.drawsLocked(ss, p)) {
		return
	}
	pre, ok := s.me.chain.reveal(k)
	if !ok {
		s.faultLocked(fmt.Sprintf("step %d: this peer's hash chain covers only %d steps", k, ChainLen), rules.M(faultInternal, s.meLocked(), rules.Int(k)), true)
		return
	}
	ss.revealed = true
	h := ""
	if g.st != nil {
		h = g.hash.String()
	}
	s.sendStepLocked(wire{T: tReveal, Step: k, Pre: hexOf(pre), Hash: h, Move: string(p.Move)})
	s.drainLocked(k, ss)
}

// drainLocked checks the messages filed for step k, the current step; the
// first bad one stops the table.
func (s *Session) drainLocked(k int, ss *stepState) {
	for len(ss.inbox) > 0 && s.fault == "" {
		r := ss.inbox[0]
		ss.inbox = ss.inbox[1:]
		if why, key := s.acceptLocked(k, ss, r); why != "" {
			s.faultLocked(fmt.Sprintf("step %d: peer %s %s", k, s.nameLocked(r.From), why), rules.M(key, s.meLocked(), s.whoLocked(r.From), rules.Int(k)), true)
		}
	}
}

// auto reports whether this peer decides for seat without a person.
func (s *Session) auto(seat rules.Seat) bool {
	g := s.g
	return g.info.Owners[seat] == s.me.id && (g.bots[seat] || s.cfg.AutoPlay)
}

// thought is one decision of a bot (or an auto-played seat) of this peer.
type thought struct {
	step int
	seat rules.Seat
	move rules.Move
	at   time.Time // when the bot answered
	ok   bool      // the bot answered (false: it failed, or is still thinking)
	done bool
}

// thinkLocked returns this peer's bot's move for seat at step k once it is
// made, and when it was made. The bot thinks on a goroutine of its own from the seat's view,
// without the session's lock, so that the screen and the network are
// served meanwhile (a search takes a while); when it is done the step is
// advanced again and this returns its move. One decision runs at a time,
// so the bots' random source is used in a fixed order.
func (s *Session) thinkLocked(k int, seat rules.Seat) (rules.Move, time.Time, bool) {
	g := s.g
	if t := g.thought; t != nil {
		if !t.done {
			return "", time.Time{}, false
		}
		g.thought = nil
		if t.step == k && t.seat == seat {
			return t.move, t.at, t.ok
		}
		// A decision for a step that has passed (a seat handed over, a
		// resume): forget it and decide again.
	}
	v := bot.ViewOf(g.st, seat)
	var p rules.Prompt
	found := false
	for _, q := range v.State().Prompts() {
		if q.Seat == seat {
			p, found = q, true
			break
		}
	}
	if !found {
		return "", time.Time{}, false
	}
	b, level, seed := s.botFor(seat), s.levelOf(seat), bot.SeedFrom(s.rng)
	var lg *rules.Log
	if s.cfg.Thinker != nil && level != "" {
		lg = g.log.Shared() // the log as it stands, while the bot thinks
	}
	t := &thought{step: k, seat: seat}
	g.thought = t
	go func() {
		m, err := bot.Decide(s.cfg.Thinker, lg, level, b, v, p, seed)
		at := time.Now()
		s.mu.Lock()
		defer s.mu.Unlock()
		t.move, t.at, t.ok, t.done = m, at, err == nil, true
		if s.g == g && !s.closed {
			s.advanceLocked()
		}
	}()
	return "", time.Time{}, false
}

// botFor is the bot that decides for seat: its level's, else Config.Bot.
func (s *Session) botFor(seat rules.Seat) bot.Bot {
	g := s.g
	if int(seat) < len(g.info.Levels) && g.bots[seat] {
		if l := g.info.Levels[seat]; l != "" {
			if b, ok := g.levelBots[l]; ok {
				return b
			}
			if b, err := bot.ForLevel(l); err == nil {
				if g.levelBots == nil {
					g.levelBots = map[string]bot.Bot{}
				}
				g.levelBots[l] = b
				return b
			}
		}
	}
	return s.bot
}

// levelOf is seat's bot level as the table's start named it, "" for a
// seat without one (a person's, or one Config.Bot plays).
func (s *Session) levelOf(seat rules.Seat) string {
	g := s.g
	if int(seat) < len(g.info.Levels) && g.bots[seat] {
		return g.info.Levels[seat]
	}
	return ""
}

// BotLevels is each seat's bot level as the table's start named it ("" for
// a person's seat or a bot without a level); nil before the start.
func (s *Session) BotLevels() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g == nil {
		return nil
	}
	out := make([]string, s.g.info.Setup.Seats)
	for i := range out {
		if i < len(s.g.info.Levels) && s.g.bots[i] {
			out[i] = s.g.info.Levels[i]
		}
	}
	return out
}

// botMayActLocked reports whether this peer's bots may decide at step k:
// at once, or Config.BotDelay after the step came up, so that people can
// follow them. The first call for a step arms the timer.
func (s *Session) botMayActLocked(k int) bool {
	g := s.g
	if s.cfg.BotDelay <= 0 || g.botReady == k {
		return true
	}
	if g.botArmed != k {
		g.botArmed = k
		if g.botTimer != nil {
			g.botTimer.Stop()
		}
		g.botTimer = time.AfterFunc(s.cfg.BotDelay, func() {
			s.mu.Lock()
			defer s.mu.Unlock()
			if s.g == g && !s.closed && g.next() == k {
				g.botReady = k
				s.advanceLocked()
			}
		})
	}
	return false
}

// decideLocked moves for the seats this peer decides when step k's move
// is not known, and opens sealed answers once every commitment is in.
func (s *Session) decideLocked(k int, ss *stepState) {
	g := s.g
	ps := g.prompts
	if len(ps) == 0 || g.catchingUp(time.Now()) {
		return
	}
	grp := group(ps)
	if len(grp) == 0 {
		if seat := ps[0].Seat; ss.move == nil && s.auto(seat) && (!g.bots[seat] || s.botMayActLocked(k)) {
			if m, at, ok := s.thinkLocked(k, seat); ok {
				s.sendMoveLocked(k, ss, seat, m)
				s.decidedLocked(k, at)
				s.drainLocked(k, ss)
			}
		}
		return
	}
	for _, seat := range grp {
		if _, done := ss.commits[int(seat)]; !done && s.auto(seat) && (!g.bots[seat] || s.botMayActLocked(k)) {
			if m, _, ok := s.thinkLocked(k, seat); ok {
				s.commitLocked(k, ss, seat, m)
			}
		}
	}
	for _, seat := range grp {
		if _, ok := ss.commits[int(seat)]; !ok {
			return
		}
	}
	for _, seat := range grp {
		c := ss.commits[int(seat)]
		if _, opened := ss.opens[int(seat)]; opened || c.from != s.me.id {
			continue
		}
		m, ok := g.sealed[int(seat)]
		if !ok {
			m, ok = s.recoverLocked(k, seat, c.c, ps)
		}
		if !ok {
			s.faultLocked(fmt.Sprintf("step %d: this peer cannot open its commitment for seat %d", k, seat), rules.M(faultInternal, s.meLocked(), rules.Int(k)), true)
			return
		}
		salt := s.me.salt(k, int(seat))
		s.sendStepLocked(wire{T: tOpen, Step: k, Seat: int(seat), Move: string(m), Salt: hexOf(salt)})
		s.drainLocked(k, ss)
	}
	for _, seat := range grp {
		if _, ok := ss.opens[int(seat)]; !ok {
			return
		}
	}
	for i, seat := range grp {
		g.planned[k+i] = planned{Seat: seat, Move: ss.opens[int(seat)], Group: k}
	}
	clear(g.sealed)
}

// recoverLocked finds which of a prompt's options this peer committed to
// before it dropped: the salt derives from the secret it still holds.
func (s *Session) recoverLocked(k int, seat rules.Seat, c digest, ps []rules.Prompt) (rules.Move, bool) {
	salt := s.me.salt(k, int(seat))
	for _, p := range ps {
		if p.Seat != seat {
			continue
		}
		for _, o := range p.Options {
			if commitment(k, int(seat), o.Move, salt) == c {
				return o.Move, true
			}
		}
	}
	return "", false
}

func (s *Session) commitLocked(k int, ss *stepState, seat rules.Seat, m rules.Move) {
	s.g.sealed[int(seat)] = m
	c := commitment(k, int(seat), m, s.me.salt(k, int(seat)))
	s.sendStepLocked(wire{T: tCommit, Step: k, Seat: int(seat), Commit: hexOf(c)})
	s.drainLocked(k, ss)
}

// completeLocked applies step k once every participant's reveal is in.
func (s *Session) completeLocked(k int, ss *stepState) bool {
	g := s.g
	p, known := g.known(k, ss)
	if k > 0 && !known {
		return false
	}
	if k > 0 && !s.drawsLocked(ss, p) {
		return s.completeUndrawnLocked(k, ss, p)
	}
	reveals := make([]digest, 0, len(g.info.Participants))
	for _, id := range g.info.Participants {
		r, ok := ss.reveals[id]
		if !ok {
			return false
		}
		if k > 0 && r.move != string(p.Move) {
			s.faultLocked(fmt.Sprintf("step %d: peer %s saw move %q, this peer saw %q", k, s.nameLocked(id), clip(r.move), p.Move), rules.M(faultDesync, s.meLocked(), s.whoLocked(id), rules.Int(k)), true)
			return false
		}
		reveals = append(reveals, r.pre)
	}
	e := entropy(k, reveals)
	if k == 0 {
		st, _, err := g.rules.New(g.info.Setup, e)
		if err != nil {
			s.faultLocked(fmt.Sprintf("setup: %v", err), rules.M(faultStart, s.meLocked()), true)
			return false
		}
		g.st = st
		g.stateChanged()
		g.log = rules.Log{Setup: g.info.Setup, Entropy: e, Hash: g.hash}
	} else {
		o, _ := rules.CheckMove(g.prompts, p.Seat, p.Move)
		evs, err := g.st.Apply(p.Seat, p.Move, e)
		if err != nil {
			s.faultLocked(fmt.Sprintf("step %d: the rules refused seat %d's move %q: %v", k, p.Seat, p.Move, err), rules.M(faultInternal, s.meLocked(), rules.Int(k)), true)
			return false
		}
		g.applied = k
		g.stateChanged()
		g.log.Steps = append(g.log.Steps, rules.Step{Seat: p.Seat, Move: p.Move, Entropy: e, Hash: g.hash})
		g.history = append(g.history, session.Entry{Step: k, Seat: p.Seat, Move: p.Move, Label: o.Label, Events: evs})
		delete(g.planned, k)
	}
	for i, id := range g.info.Participants {
		g.last[id] = reveals[i]
	}
	g.prev, g.prevK = ss.reveals, k
	g.lastDraw, g.undrawn, g.opened = k, nil, nil
	s.stepDoneLocked(k)
	return true
}

// completeUndrawnLocked applies step k, whose move p draws nothing, as
// drawsLocked played it: with the zero entropy, without reveals.
func (s *Session) completeUndrawnLocked(k int, ss *stepState, p planned) bool {
	g := s.g
	d := ss.draw
	for _, id := range g.info.Participants {
		if r, ok := ss.reveals[id]; ok {
			s.undrawnRevealLocked(k, id, r.move, p.Move)
			return false
		}
	}
	o, _ := rules.CheckMove(g.prompts, p.Seat, p.Move)
	before := g.hash
	g.st = d.after
	g.applied = k
	g.stateChanged()
	g.log.Steps = append(g.log.Steps, rules.Step{Seat: p.Seat, Move: p.Move, Hash: g.hash})
	g.history = append(g.history, session.Entry{Step: k, Seat: p.Seat, Move: p.Move, Label: o.Label, Events: d.evs})
	if _, sealed := g.planned[k]; !sealed && len(g.undrawn) < maxBuffered {
		g.undrawn = append(g.undrawn, wire{T: tMove, Step: k, Seat: int(p.Seat), Move: string(p.Move), Hash: before.String()})
	}
	delete(g.planned, k)
	s.stepDoneLocked(k)
	return true
}

// stepDoneLocked finishes step k, applied.
func (s *Session) stepDoneLocked(k int) {
	g := s.g
	if s.cfg.timing != nil {
		s.cfg.timing(k, false, time.Now())
	}
	delete(g.steps, k)
	if g.st.Result().Done {
		// With the final hash: the last steps may have drawn nothing, so
		// no reveal after them shows whether every peer ended alike.
		s.broadcastLocked(wire{T: tDone, Step: k, Hash: g.hash.String()})
	}
	if len(s.doneSaid) > 0 {
		s.checkDoneLocked()
	}
	// Keep this peer's recent messages: a spectator that joins late gets
	// the game from one peer and the recent steps' reveals from each; a
	// peer whose link comes back may lack any since the last step that
	// drew (it has those before: that step waited for its reveal).
	g.outbox = slices.DeleteFunc(g.outbox, func(w wire) bool { return w.Step <= k-keepSteps && w.Step < g.lastDraw })
	s.bumpLocked()
}

// checkDoneLocked compares the final state hash of every peer that said
// it ended the game with this peer's state after that step: a split in
// steps that drew nothing would otherwise end the game differently on
// different screens.
func (s *Session) checkDoneLocked() {
	g := s.g
	if g == nil || s.fault != "" {
		return
	}
	for _, id := range slices.Sorted(maps.Keys(s.doneSaid)) {
		w := s.doneSaid[id]
		if w.Hash == "" || w.Step < 1 || w.Step > len(g.log.Steps) {
			continue // not reached here yet
		}
		if mine := g.log.Steps[w.Step-1].Hash.String(); mine != w.Hash {
			s.faultLocked(fmt.Sprintf("step %d: peer %s ended the game with state hash %s, this peer has %s", w.Step, s.nameLocked(id), clip(w.Hash), mine), rules.M(faultDesync, s.meLocked(), s.whoLocked(id), rules.Int(w.Step)), true)
			return
		}
	}
}

// checkStallLocked stops the table when a connected peer holds back, for
// longer than limit, a message its software sends by itself: a reveal once
// the step's move is known, an opening once every commitment is in.
func (s *Session) checkStallLocked(now time.Time, limit time.Duration) {
	g := s.g
	if g == nil || s.fault != "" || s.closed {
		return
	}
	k := g.next()
	ss := g.steps[k]
	if ss == nil {
		ss = &stepState{}
	}
	connected := func(id string) bool { p := s.peers[id]; return id != s.me.id && p != nil && p.conn != "" }
	var culprits []string
	what := "reveal"
	if p, known := g.known(k, ss); k == 0 || (known && s.drawsLocked(ss, p)) {
		for _, id := range g.info.Participants {
			if _, in := ss.reveals[id]; !in && connected(id) {
				culprits = append(culprits, id)
			}
		}
	} else if grp := group(g.prompts); len(grp) > 0 && len(ss.commits) == len(grp) {
		what = "opening"
		for _, seat := range grp {
			if _, in := ss.opens[int(seat)]; !in && connected(ss.commits[int(seat)].from) {
				culprits = append(culprits, ss.commits[int(seat)].from)
			}
		}
	}
	if len(culprits) == 0 {
		g.stalled = ""
		return
	}
	key := fmt.Sprintf("%d %s %v", k, what, culprits)
	if key != g.stalled {
		g.stalled, g.stallSince = key, now
		return
	}
	if now.Sub(g.stallSince) > limit {
		s.faultLocked(fmt.Sprintf("step %d: peer %s has held back its %s for %s: it stalls the table", k, s.nameLocked(culprits[0]), what, limit.Round(time.Millisecond)),
			rules.M(faultStall, s.meLocked(), s.whoLocked(culprits[0]), rules.Int(k), rules.Int(int(max(time.Second, limit.Round(time.Second))/time.Second))), true)
	}
}

// faultLocked stops the table: text is the detail kept for diagnostics,
// msg what the player reads (a core.fault.* message); tell broadcasts both
// to the others.
func (s *Session) faultLocked(text string, msg rules.Msg, tell bool) {
	if s.fault != "" {
		return
	}
	s.fault, s.faultMsg = text, msg
	if tell {
		s.broadcastLocked(wire{T: tFault, Text: clipFault(text), Fault: faultToWire(msg)})
	}
	s.diag = s.diagnosticLocked()
	if s.cfg.DiagDir != "" {
		name := fmt.Sprintf("majlis-fault-%s-%s-%s.txt", s.mesh.Room(), s.me.id, time.Now().UTC().Format("20060102T150405"))
		_ = os.WriteFile(filepath.Join(s.cfg.DiagDir, name), []byte(s.diag), 0o644)
	}
	s.readyLocked(fmt.Errorf("the table stopped: %s", text))
	s.bumpLocked()
}

// diagnosticLocked is the fault, the log so far, and every peer's
// messages for the steps in progress (their hashes and moves).
func (s *Session) diagnosticLocked() string {
	var b strings.Builder
	fmt.Fprintf(&b, "majlis-diagnostic 1\nroom %s\npeer %s\nfault %s\n", s.mesh.Room(), s.me.id, s.fault)
	g := s.g
	if g == nil {
		return b.String()
	}
	ks := make([]int, 0, len(g.steps))
	for k := range g.steps {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	for _, k := range ks {
		ss := g.steps[k]
		for _, r := range append(slices.Clone(ss.seen), ss.inbox...) {
			w := r.Msg
			fmt.Fprintf(&b, "peer %s step %d %s seat=%d move=%q hash=%s pre=%s commit=%s\n", r.From, k, w.T, w.Seat, w.Move, w.Hash, w.Pre, w.Commit)
		}
	}
	fmt.Fprintf(&b, "this peer's hash before step %d: %s\n", g.next(), g.hash)
	if g.st != nil {
		b.WriteString("log:\n")
		rules.WriteLog(&b, &g.log)
	}
	return b.String()
}

// Diagnostic is the record kept when the table faulted ("" otherwise).
func (s *Session) Diagnostic() string { s.mu.Lock(); defer s.mu.Unlock(); return s.diag }

// HandToBot votes to give seat, whose player has left, to a bot. Once
// every other participant still connected agrees, the departed peer stops
// revealing from the latest step any voter had reached, and its seats go
// to the bot host.
func (s *Session) HandToBot(seat rules.Seat) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.g
	if g == nil || g.st == nil {
		return fmt.Errorf("the game has not started")
	}
	if seat < 0 || int(seat) >= len(g.info.Owners) || g.bots[seat] {
		return fmt.Errorf("seat %d is not a player's seat", seatNo(seat))
	}
	gone := g.info.Owners[seat]
	if gone == s.me.id {
		return fmt.Errorf("seat %d is this peer's own", seatNo(seat))
	}
	if p := s.peers[gone]; p != nil && p.conn != "" {
		return fmt.Errorf("the player of seat %d is still connected", seatNo(seat))
	}
	// Peers a step behind may lack the departed peer's last reveals:
	// forward the ones this peer holds.
	if r, ok := g.prev[gone]; ok {
		s.broadcastLocked(wire{T: tReveal, Peer: gone, Step: g.prevK, Pre: hexOf(r.pre), Hash: r.hash, Move: r.move})
	}
	if ss := g.steps[g.next()]; ss != nil {
		if r, ok := ss.reveals[gone]; ok {
			s.broadcastLocked(wire{T: tReveal, Peer: gone, Step: g.next(), Pre: hexOf(r.pre), Hash: r.hash, Move: r.move})
		}
	}
	// So may they lack its openings of sealed answers (of a group this
	// peer may have played on from, since nothing drew): without them a
	// peer would have the bot answer afresh what the others hold opened,
	// and the table would split.
	for _, r := range g.opened {
		if r.From == gone {
			w := r.Msg
			w.Peer = gone
			s.broadcastLocked(w)
		}
	}
	s.broadcastLocked(wire{T: tDrop, Peer: gone, Step: g.next()})
	s.voteLocked(s.me.id, gone, g.next())
	return nil
}

func (s *Session) voteLocked(voter, gone string, step int) {
	g := s.g
	if g == nil || !g.participant(voter) || !g.participant(gone) || voter == gone {
		return
	}
	if _, ok := g.dropAt[gone]; ok {
		return
	}
	if g.votes[gone] == nil {
		g.votes[gone] = map[string]int{}
	}
	g.votes[gone][voter] = step
	at := 0
	for _, p := range g.info.Participants {
		if p == gone {
			continue
		}
		connected := p == s.me.id || (s.peers[p] != nil && s.peers[p].conn != "")
		v, voted := g.votes[gone][p]
		if connected && !voted {
			s.bumpLocked()
			return
		}
		at = max(at, v)
	}
	delete(g.votes, gone)
	g.dropAt[gone] = at
	s.advanceLocked()
}

// handOverLevel is the level of the bot that takes a departed player's
// seats.
const handOverLevel = "normal"

// handOverLocked takes a departed peer out of the table: it stops
// revealing and its seats become bots of the bot host.
func (s *Session) handOverLocked(gone string) {
	g := s.g
	delete(g.dropAt, gone)
	g.gone[gone] = true
	g.info.Participants = slices.DeleteFunc(g.info.Participants, func(p string) bool { return p == gone })
	if len(g.info.Participants) == 0 {
		s.faultLocked("no participant is left", rules.M(faultEmpty, s.meLocked()), false)
		return
	}
	if g.info.BotHost == gone {
		g.info.BotHost = g.info.Participants[0]
		for i := range g.info.Owners {
			if g.bots[i] {
				g.info.Owners[i] = g.info.BotHost
			}
		}
	}
	for i, o := range g.info.Owners {
		if o == gone {
			g.info.Owners[i] = g.info.BotHost
			g.bots[i] = true
			g.info.Bots = append(g.info.Bots, i)
			// A player's seat goes to a bot that plays, not to the
			// random one: the others were playing a person.
			if g.info.Levels == nil {
				g.info.Levels = make([]string, len(g.info.Owners))
			}
			g.info.Levels[i] = handOverLevel
		}
	}
	for _, ss := range g.steps {
		delete(ss.reveals, gone)
		if len(ss.opens) < len(ss.commits) {
			// Sealed answers not all opened: the bot answers afresh.
			for seat, c := range ss.commits {
				if c.from == gone {
					delete(ss.commits, seat)
				}
			}
		}
	}
	s.bumpLocked()
}

// withCommitment is what says again this peer's message w: w itself and,
// before an opening of a sealed answer, its commitment, made again from
// the move and this peer's salt. A peer that never had the commitment
// (this peer dropped between sending the two) refuses an opening without
// it; one that has it sees the same commitment twice, which changes
// nothing.
func (s *Session) withCommitment(w wire) []wire {
	if w.T != tOpen || w.Peer != "" {
		return []wire{w}
	}
	c := commitment(w.Step, w.Seat, rules.Move(w.Move), s.me.salt(w.Step, w.Seat))
	return []wire{{T: tCommit, Step: w.Step, Seat: w.Seat, Commit: hexOf(c)}, w}
}

// syncBuf gathers a sync record's parts from one peer.
type syncBuf struct {
	conn  string
	parts []string
	n     int
}

const syncPart = 20 << 10

// syncLocked answers a sync request, or takes in a part of our own.
func (s *Session) syncLocked(conn, from string, w wire) {
	if w.Parts == 0 {
		// One record per connection, a log can be large: a peer asks
		// once when it arrives, and a spectator again when it has fallen
		// behind (behind.go), at most every againEvery.
		last, sent := s.synced[conn]
		p := s.peers[from]
		if s.g != nil && s.g.st != nil && (!sent || p != nil && p.spectator && time.Since(last) >= againEvery) {
			s.synced[conn] = time.Now()
			s.sendSyncLocked(conn)
		}
		return
	}
	sb := s.sync
	if sb == nil || sb.conn != conn || w.Part != len(sb.parts) || (sb.n != 0 && w.Parts != sb.n) || len(w.Data) > 2*syncPart {
		return
	}
	if s.g != nil && s.g.participant(s.me.id) {
		return // a participant takes the game once, when it arrives or resumes
	}
	sb.n = w.Parts
	sb.parts = append(sb.parts, w.Data)
	if len(sb.parts) < sb.n {
		return
	}
	raw, err := base64.StdEncoding.DecodeString(strings.Join(sb.parts, ""))
	var info syncInfo
	if err == nil {
		err = json.Unmarshal(raw, &info)
	}
	s.sync = nil
	if s.g != nil {
		// A spectator that asked again: a record it cannot read leaves
		// it as it was, to ask again later.
		if err == nil {
			s.caughtUpLocked(&info)
		}
		return
	}
	if err != nil {
		s.readyLocked(fmt.Errorf("resume: peer %s sent an unreadable game record: %v", s.nameLocked(from), err))
		return
	}
	if info.Lobby != nil {
		s.lobby = *info.Lobby
		s.lobby.Room = s.mesh.Room()
	}
	s.startLocked(info.Start, &info)
}

func (s *Session) sendSyncLocked(conn string) {
	g := s.g
	info := syncInfo{Start: g.info, Last: map[string]string{}, Lobby: s.lobbyCopyLocked(), Planned: g.planned}
	info.Start.Owners = slices.Clone(g.info.Owners)
	var lb bytes.Buffer
	rules.WriteLog(&lb, &g.log)
	info.Log = lb.String()
	for id, d := range g.last {
		info.Last[id] = hexOf(d)
	}
	for _, r := range g.opened {
		if r.Msg.Step < g.next() {
			info.Pending = append(info.Pending, r) // the others may still need them
		}
	}
	for _, k := range g.held() {
		ss := g.steps[k]
		info.Pending = append(info.Pending, ss.seen...)
		info.Pending = append(info.Pending, ss.inbox...)
	}
	for _, c := range s.chats {
		info.Chats = append(info.Chats, chatRec{Seat: int(c.From), Name: c.Name, Text: c.Text})
	}
	raw, err := json.Marshal(info)
	if err != nil {
		return
	}
	data := base64.StdEncoding.EncodeToString(raw)
	n := (len(data) + syncPart - 1) / syncPart
	for i := range n {
		end := min((i+1)*syncPart, len(data))
		s.sendTo(conn, wire{T: tSync, Part: i, Parts: n, Data: data[i*syncPart : end]})
	}
}

// replayLocked rebuilds the game from a sync record, checking every hash.
func (s *Session) replayLocked(sy *syncInfo) error {
	g := s.g
	l, err := rules.ReadLog(strings.NewReader(sy.Log))
	if err != nil {
		return err
	}
	if l.Setup.Game != g.info.Setup.Game || l.Setup.Seats != g.info.Setup.Seats {
		return fmt.Errorf("the log is of another table")
	}
	st, _, err := g.rules.New(l.Setup, l.Entropy)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if st.Hash() != l.Hash {
		return fmt.Errorf("setup: state hash %s, log says %s", st.Hash(), l.Hash)
	}
	var hist []session.Entry
	lastDraw := 0
	var undrawn []wire
	for i, stp := range l.Steps {
		ps := st.Prompts()
		o, err := rules.CheckMove(ps, stp.Seat, stp.Move)
		if err != nil {
			return fmt.Errorf("step %d: %w", i+1, err)
		}
		before := st.Hash()
		evs, err := st.Apply(stp.Seat, stp.Move, stp.Entropy)
		if err != nil {
			return fmt.Errorf("step %d: %w", i+1, err)
		}
		if h := st.Hash(); h != stp.Hash {
			return fmt.Errorf("step %d: state hash %s, log says %s", i+1, h, stp.Hash)
		}
		switch {
		case rules.Draws(st):
			if stp.Entropy == (rules.Entropy{}) {
				return fmt.Errorf("step %d draws, but the log gives it no entropy", i+1)
			}
			lastDraw, undrawn = i+1, nil
		case stp.Entropy != (rules.Entropy{}):
			return fmt.Errorf("step %d draws nothing, but the log gives it entropy", i+1)
		case !slices.ContainsFunc(ps, func(p rules.Prompt) bool { return p.Seat == stp.Seat && p.Sealed }):
			undrawn = append(undrawn, wire{T: tMove, Step: i + 1, Seat: int(stp.Seat), Move: string(stp.Move), Hash: before.String()})
		}
		hist = append(hist, session.Entry{Step: i + 1, Seat: stp.Seat, Move: stp.Move, Label: o.Label, Events: evs})
	}
	g.st, g.log, g.history, g.applied = st, *l, hist, len(l.Steps)
	g.lastDraw, g.undrawn = lastDraw, undrawn
	g.stateChanged()
	for _, id := range g.info.Participants {
		d, err := parseDigest(sy.Last[id])
		if err != nil {
			return fmt.Errorf("last reveal of %s: %v", id, err)
		}
		g.last[id] = d
	}
	for k, p := range sy.Planned {
		if k > g.applied && k <= g.applied+len(g.info.Owners) {
			g.planned[k] = p
		}
	}
	for _, c := range sy.Chats {
		if len(s.chats) < 10000 {
			s.chats = append(s.chats, session.ChatLine{From: rules.Seat(c.Seat), Name: c.Name, Text: cleanText(c.Text)})
		}
	}
	// What this peer said before it dropped may have reached only some
	// peers: say it again (to everyone now, and to peers that connect
	// later through the outbox). Its reveal for the last step that drew,
	// its open moves since (none waited for the others), its opened
	// sealed answers and the messages the sync gives back are all it can
	// have said that the others may still need.
	var again []wire
	if n := g.lastDraw; n > 0 && g.participant(s.me.id) {
		pre, _ := s.me.chain.reveal(n)
		before := l.Hash
		if n > 1 {
			before = l.Steps[n-2].Hash
		}
		again = append(again, wire{T: tReveal, Step: n, Pre: hexOf(pre), Hash: before.String(), Move: string(l.Steps[n-1].Move)})
	}
	for _, w := range g.undrawn {
		if g.info.Owners[w.Seat] == s.me.id {
			again = append(again, w)
		}
	}
	ks := make([]int, 0, len(g.planned))
	for k := range g.planned {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	for _, k := range ks {
		p := g.planned[k]
		if g.info.Owners[p.Seat] == s.me.id {
			again = append(again, s.withCommitment(wire{T: tOpen, Step: p.Group, Seat: int(p.Seat), Move: string(p.Move), Salt: hexOf(s.me.salt(p.Group, int(p.Seat)))})...)
		}
	}
	for _, r := range sy.Pending {
		if r.From == s.me.id {
			if r.Msg.T == tReveal {
				continue // this peer reveals again when its turn comes
			}
			again = append(again, s.withCommitment(r.Msg)...)
		}
		s.queueLocked(r)
	}
	for _, w := range again {
		s.broadcastLocked(w)
		g.outbox = append(g.outbox, w)
	}
	s.awaitEchoesLocked(time.Now())
	return nil
}
