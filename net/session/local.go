// Local session: a whole table on this device, for play against bots and
// hot-seat. Entropy comes from crypto/rand, bots decide on a goroutine of
// their own from their seat's view, and every step is recorded as a
// rules.Log that is a save file and a replay.
package session

import (
	"crypto/rand"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"majlis/rules"
	"majlis/rules/bot"
)

// LocalConfig describes a table on this device.
type LocalConfig struct {
	Game  rules.Game
	Setup rules.Setup
	// Humans are the seats people on this device play (ascending or not;
	// the session sorts them). Every other seat is a bot.
	Humans []rules.Seat
	// Bot decides for the bot seats; nil means bot.Random.
	Bot bot.Bot
	// Levels, when given, holds each seat's bot level (bot.Levels; "" for
	// a human seat or for Bot), so that every bot plays at its own level.
	Levels []string
	// Thinker, when set, decides for the seats whose level searches away
	// from the session's goroutine (in the browser, in a Web Worker: see
	// rules/bot/remote); when it fails the seat's bot decides here.
	Thinker bot.Thinker
	// Thought, when set, hears how long each bot decision took (the
	// browser's test hook measures the table's frames against it).
	Thought func(seat rules.Seat, took time.Duration)
	// BotDelay lets people follow the bots: a bot answers no sooner than
	// this after the table last changed. Zero plays at once (tests).
	BotDelay time.Duration
	// Entropy supplies each step's randomness; nil means crypto/rand.
	// Tests pass a deterministic source.
	Entropy func() (rules.Entropy, error)
}

// Local is a Session whose every seat is on this device.
type Local struct {
	cfg    LocalConfig
	humans []rules.Seat
	bots   []bot.Bot // by seat: the bot that plays it

	mu      sync.Mutex
	state   rules.State
	log     rules.Log
	history []Entry
	chats   []ChatLine
	version uint64
	changed chan struct{} // closed and replaced at each change of version
	fault   string
	// answered holds the seats that have answered the sealed round in
	// progress (their prompt is gone but others remain).
	sealedRound []rules.Seat
	closed      bool

	wake chan struct{}
	done chan struct{}
	wg   sync.WaitGroup
}

var _ Session = (*Local)(nil)

var _ Watched = (*Local)(nil)

// NewLocal deals a new game and starts the bots.
func NewLocal(cfg LocalConfig) (*Local, error) {
	if cfg.Game == nil {
		return nil, errors.New("local session: no game")
	}
	if err := rules.ValidateSetup(cfg.Game, cfg.Setup); err != nil {
		return nil, fmt.Errorf("local session: %w", err)
	}
	if cfg.Bot == nil {
		cfg.Bot = bot.Random{}
	}
	if cfg.Entropy == nil {
		cfg.Entropy = cryptoEntropy
	}
	humans := slices.Clone(cfg.Humans)
	slices.Sort(humans)
	humans = slices.Compact(humans)
	for _, h := range humans {
		if h < 0 || int(h) >= cfg.Setup.Seats {
			return nil, fmt.Errorf("local session: seat %d is not at a table of %d", h, cfg.Setup.Seats)
		}
	}
	bots, err := seatBots(cfg)
	if err != nil {
		return nil, fmt.Errorf("local session: %w", err)
	}
	e, err := cfg.Entropy()
	if err != nil {
		return nil, fmt.Errorf("local session: entropy: %w", err)
	}
	st, evs, err := cfg.Game.New(cfg.Setup, e)
	if err != nil {
		return nil, fmt.Errorf("local session: new game: %w", err)
	}
	l := &Local{
		cfg:     cfg,
		humans:  humans,
		bots:    bots,
		state:   st,
		log:     rules.Log{Setup: cfg.Setup, Entropy: e, Hash: st.Hash()},
		wake:    make(chan struct{}, 1),
		done:    make(chan struct{}),
		changed: make(chan struct{}),
	}
	if len(evs) > 0 {
		// The deal's events are step 0 of the history, so a log panel can
		// show them; they are not a move.
		l.history = append(l.history, Entry{Step: 0, Seat: rules.Spectator, Events: evs})
	}
	l.version = 1
	l.wg.Add(1)
	go l.runBots()
	l.poke()
	return l, nil
}

// ResumeLocal replays a saved log, checking every hash, and carries on from
// its end. The humans and bots are as in cfg; the setup is the log's.
func ResumeLocal(cfg LocalConfig, lg *rules.Log) (*Local, error) {
	if cfg.Game == nil {
		return nil, errors.New("local session: no game")
	}
	cfg.Setup = lg.Setup
	e := lg.Entropy
	first := true
	cfg2 := cfg
	cfg2.Entropy = func() (rules.Entropy, error) {
		if first {
			first = false
			return e, nil
		}
		return rules.Entropy{}, errors.New("replay asked for more entropy than the log holds")
	}
	cfg2.Humans = nil
	for s := 0; s < lg.Setup.Seats; s++ {
		cfg2.Humans = append(cfg2.Humans, rules.Seat(s))
	}
	l, err := NewLocal(cfg2)
	if err != nil {
		return nil, fmt.Errorf("resume: %w", err)
	}
	// Every seat is "human" while the log is replayed, so no bot moves.
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.state.Hash() != lg.Hash {
		l.abortLocked()
		return nil, fmt.Errorf("resume: setup hash differs from the log's")
	}
	for i, st := range lg.Steps {
		step := st
		l.cfg.Entropy = func() (rules.Entropy, error) { return step.Entropy, nil }
		if err := l.applyLocked(st.Seat, st.Move); err != nil {
			l.abortLocked()
			return nil, fmt.Errorf("resume: step %d: %w", i+1, err)
		}
		if h := l.state.Hash(); h != st.Hash {
			l.abortLocked()
			return nil, fmt.Errorf("resume: step %d: state hash %s, log says %s", i+1, h, st.Hash)
		}
	}
	l.cfg = cfg
	if l.cfg.Bot == nil {
		l.cfg.Bot = bot.Random{}
	}
	if l.bots, err = seatBots(l.cfg); err != nil {
		l.abortLocked()
		return nil, fmt.Errorf("resume: %w", err)
	}
	if l.cfg.Entropy == nil {
		l.cfg.Entropy = cryptoEntropy
	}
	l.humans = slices.Sorted(slices.Values(cfg.Humans))
	l.humans = slices.Compact(l.humans)
	l.bumpLocked()
	l.poke()
	return l, nil
}

// seatBots is the bot of every seat of cfg's table: its level's, or
// cfg.Bot.
func seatBots(cfg LocalConfig) ([]bot.Bot, error) {
	if len(cfg.Levels) > cfg.Setup.Seats {
		return nil, fmt.Errorf("%d bot levels for a table of %d", len(cfg.Levels), cfg.Setup.Seats)
	}
	out := make([]bot.Bot, cfg.Setup.Seats)
	for i := range out {
		out[i] = cfg.Bot
		if i < len(cfg.Levels) && cfg.Levels[i] != "" {
			b, err := bot.ForLevel(cfg.Levels[i])
			if err != nil {
				return nil, fmt.Errorf("seat %d: %w", i+1, err)
			}
			out[i] = b
		}
	}
	return out, nil
}

// level is seat's bot level, "" for a seat without one.
func (l *Local) level(seat rules.Seat) string {
	if int(seat) < len(l.cfg.Levels) {
		return l.cfg.Levels[seat]
	}
	return ""
}

// BotLevels is each seat's bot level as the session was given it ("" for
// a human seat or a seat without one).
func (l *Local) BotLevels() []string {
	out := make([]string, l.cfg.Setup.Seats)
	for i := range out {
		if i < len(l.cfg.Levels) && !slices.Contains(l.humans, rules.Seat(i)) {
			out[i] = strings.ToLower(l.cfg.Levels[i])
		}
	}
	return out
}

func cryptoEntropy() (rules.Entropy, error) {
	var e rules.Entropy
	_, err := rand.Read(e[:])
	return e, err
}

// Setup is the game's setup.
func (l *Local) Setup() rules.Setup { return l.cfg.Setup }

// Game is the game's rules.
func (l *Local) Game() rules.Game { return l.cfg.Game }

// Local lists the human seats.
func (l *Local) Local() []rules.Seat { return slices.Clone(l.humans) }

// Version changes whenever the table changes.
func (l *Local) Version() uint64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.version
}

// Changed returns a channel closed at the next change of Version.
func (l *Local) Changed() <-chan struct{} {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.changed
}

// bumpLocked marks a change for Version and Changed.
func (l *Local) bumpLocked() {
	l.version++
	close(l.changed)
	l.changed = make(chan struct{})
}

// View is the state as viewer may see it.
func (l *Local) View(viewer rules.Seat) rules.State {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.state.View(viewer)
}

// History returns steps from index from on.
func (l *Local) History(from int) []Entry {
	l.mu.Lock()
	defer l.mu.Unlock()
	if from < 0 {
		from = 0
	}
	if from >= len(l.history) {
		return nil
	}
	return slices.Clone(l.history[from:])
}

// Status says what the table waits for.
func (l *Local) Status() Status {
	l.mu.Lock()
	defer l.mu.Unlock()
	st := Status{Step: len(l.log.Steps), Done: l.state.Result().Done, Fault: l.fault}
	if l.fault != "" {
		st.FaultMsg = rules.M("core.fault.bot")
	}
	ps := l.state.Prompts()
	seen := map[rules.Seat]bool{}
	for _, p := range ps {
		seen[p.Seat] = true
		st.Waiting = append(st.Waiting, Waiting{
			Seat: p.Seat, Name: l.cfg.Setup.Name(p.Seat), Sealed: p.Sealed,
			Bot: !slices.Contains(l.humans, p.Seat),
		})
	}
	for _, s := range l.sealedRound {
		if !seen[s] {
			st.Waiting = append(st.Waiting, Waiting{
				Seat: s, Name: l.cfg.Setup.Name(s), Sealed: true, Answered: true,
				Bot: !slices.Contains(l.humans, s),
			})
		}
	}
	sort.Slice(st.Waiting, func(i, j int) bool { return st.Waiting[i].Seat < st.Waiting[j].Seat })
	return st
}

// Submit answers a prompt for a human seat.
func (l *Local) Submit(seat rules.Seat, m rules.Move) error {
	if !slices.Contains(l.humans, seat) {
		return fmt.Errorf("seat %d is not played on this device", seat)
	}
	l.mu.Lock()
	err := l.applyLocked(seat, m)
	l.mu.Unlock()
	if err != nil {
		return err
	}
	l.poke()
	return nil
}

// applyLocked plays one move; l.mu is held.
func (l *Local) applyLocked(seat rules.Seat, m rules.Move) error {
	if l.closed {
		return errors.New("the table is closed")
	}
	if l.fault != "" {
		return errors.New("the table has stopped") // the detail is in Status().Fault
	}
	ps := l.state.Prompts()
	opt, err := rules.CheckMove(ps, seat, m)
	if err != nil {
		return err
	}
	e, err := l.cfg.Entropy()
	if err != nil {
		return fmt.Errorf("entropy: %w", err)
	}
	evs, err := l.state.Apply(seat, m, e)
	if err != nil {
		return err
	}
	l.log.Steps = append(l.log.Steps, rules.Step{Seat: seat, Move: m, Entropy: e, Hash: l.state.Hash()})
	l.history = append(l.history, Entry{Step: len(l.log.Steps), Seat: seat, Move: m, Label: opt.Label, Events: evs})
	l.trackSealed(ps)
	l.bumpLocked()
	return nil
}

// trackSealed remembers who has answered a sealed round: before is the
// prompt list the move answered.
func (l *Local) trackSealed(before []rules.Prompt) {
	now := l.state.Prompts()
	sealedNow := slices.ContainsFunc(now, func(p rules.Prompt) bool { return p.Sealed })
	if !sealedNow {
		l.sealedRound = nil
		return
	}
	if l.sealedRound == nil {
		for _, p := range before {
			if p.Sealed {
				l.sealedRound = append(l.sealedRound, p.Seat)
			}
		}
	}
}

// Chat adds a line to the table.
func (l *Local) Chat(text string) error {
	if text == "" {
		return errors.New("empty chat line")
	}
	if len(text) > 500 {
		return errors.New("chat line longer than 500 bytes")
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	from := rules.Spectator
	if len(l.humans) > 0 {
		from = l.humans[0]
	}
	l.chats = append(l.chats, ChatLine{From: from, Name: l.cfg.Setup.Name(from), Text: text})
	l.bumpLocked()
	return nil
}

// Chats returns chat lines from index from on.
func (l *Local) Chats(from int) []ChatLine {
	l.mu.Lock()
	defer l.mu.Unlock()
	if from < 0 || from >= len(l.chats) {
		return nil
	}
	return slices.Clone(l.chats[from:])
}

// Log returns a copy of the record so far.
func (l *Local) Log() *rules.Log {
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.log
	c.Steps = slices.Clone(l.log.Steps)
	return &c
}

// Close stops the bots and leaves the table.
func (l *Local) Close() error {
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		return nil
	}
	l.closed = true
	l.bumpLocked()
	l.mu.Unlock()
	close(l.done)
	l.wg.Wait()
	return nil
}

// abortLocked stops a session that failed to start; l.mu is held.
func (l *Local) abortLocked() {
	if !l.closed {
		l.closed = true
		close(l.done)
	}
}

func (l *Local) poke() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// runBots answers every bot prompt until the table closes. It waits for a
// poke (a human move, the start) rather than polling.
func (l *Local) runBots() {
	defer l.wg.Done()
	for {
		select {
		case <-l.done:
			return
		case <-l.wake:
		}
		for {
			l.mu.Lock()
			delay := l.cfg.BotDelay
			l.mu.Unlock()
			if delay > 0 {
				t := time.NewTimer(delay)
				select {
				case <-l.done:
					t.Stop()
					return
				case <-t.C:
				}
			}
			moved, err := l.botStep()
			if err != nil {
				l.mu.Lock()
				l.fault = err.Error()
				l.bumpLocked()
				l.mu.Unlock()
				break
			}
			if !moved {
				break
			}
		}
	}
}

// botStep lets the first bot that is asked something answer; it reports
// whether one did (or whether the table changed while it thought, so that
// it must look again). The bot thinks without the session's lock, so that
// the screen can read the table meanwhile; its move is dropped if anything
// happened in between.
func (l *Local) botStep() (bool, error) {
	l.mu.Lock()
	if l.closed || l.fault != "" {
		l.mu.Unlock()
		return false, nil
	}
	var p rules.Prompt
	found := false
	for _, q := range l.state.Prompts() {
		if !slices.Contains(l.humans, q.Seat) {
			p, found = q, true
			break
		}
	}
	if !found {
		l.mu.Unlock()
		return false, nil
	}
	// The bot's randomness is its own business, not the table's: it comes
	// from the session's entropy source too.
	e, err := l.cfg.Entropy()
	if err != nil {
		l.mu.Unlock()
		return false, fmt.Errorf("entropy: %w", err)
	}
	view, version, b, thought := bot.ViewOf(l.state, p.Seat), l.version, l.bots[p.Seat], l.cfg.Thought
	var lg *rules.Log
	level := l.level(p.Seat)
	if l.cfg.Thinker != nil && level != "" {
		lg = l.log.Shared() // the log as it stands, while the bot thinks
	}
	l.mu.Unlock()

	began := time.Now()
	m, err := bot.Decide(l.cfg.Thinker, lg, level, b, view, p, rules.Seed{}.Mix(e))
	if thought != nil {
		thought(p.Seat, time.Since(began))
	}

	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed || l.fault != "" {
		return false, nil
	}
	if l.version != version {
		return true, nil // the table changed while the bot thought: ask again
	}
	if err != nil {
		return false, fmt.Errorf("bot for %s: %w", l.cfg.Setup.Name(p.Seat), err)
	}
	if err := l.applyLocked(p.Seat, m); err != nil {
		return false, fmt.Errorf("bot for %s played %q: %w", l.cfg.Setup.Name(p.Seat), m, err)
	}
	return true, nil
}

// BotSeats lists the seats the session plays itself.
func (l *Local) BotSeats() []rules.Seat {
	var out []rules.Seat
	for s := rules.Seat(0); int(s) < l.cfg.Setup.Seats; s++ {
		if !slices.Contains(l.humans, s) {
			out = append(out, s)
		}
	}
	return out
}
