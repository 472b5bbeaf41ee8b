// Package rules is the contract every game of Majlis implements: setups,
// prompts that say who must decide what, atomic moves, deterministic
// application with outside entropy, canonical hashes, per-seat views and
// results. Rules are pure: no clocks, no floats, no goroutines, no map-order
// dependence, and nothing from graphics or net.
//
// Every peer runs the whole state, hidden parts included, and learns each
// step's entropy once the step is played. Views keep hidden things from the
// player's screen, not from the peer's memory. What no peer may know is the
// future: so no game keeps a hidden pile in a shuffled order; it draws the
// card at random when it is drawn, from that step's Rand, whose entropy
// nobody knew before the move was made.
package rules

import (
	"fmt"
	"slices"
	"strings"
)

// Seat is a place at the table, numbered from 0.
type Seat int

// Spectator is the viewer that holds no seat: it sees only public information.
const Spectator Seat = -1

// MaxMoveLen bounds the canonical encoding of a move; longer moves are never legal.
const MaxMoveLen = 256

// Move is one atomic decision in its canonical encoding: a short string of
// printable ASCII such as "recruit:3" or "commit:2". Two moves are the same
// decision exactly when their encodings are equal.
type Move string

// Option is one legal answer to a prompt, with a readable label.
type Option struct {
	Move  Move
	Label Msg
}

// Prompt asks one seat for a decision now.
type Prompt struct {
	Seat    Seat
	Ask     Msg      // what is being asked, in words
	Options []Option // the complete list of legal answers
	// Sealed marks a simultaneous decision whose answers must stay secret
	// until every seat asked has answered (a session commits, then opens).
	Sealed bool
}

// SortBySeat puts prompts in ascending seat order, as State.Prompts lists
// them. An insertion sort: a table has at most a few prompts at once, and
// slices.SortFunc over prompts was 15 kB of a browser's download.
func SortBySeat(ps []Prompt) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].Seat < ps[j-1].Seat; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// Find returns the option whose move is m.
func (p Prompt) Find(m Move) (Option, bool) {
	for _, o := range p.Options {
		if o.Move == m {
			return o, true
		}
	}
	return Option{}, false
}

// Moves lists the prompt's legal moves in order.
func (p Prompt) Moves() []Move {
	ms := make([]Move, len(p.Options))
	for i, o := range p.Options {
		ms[i] = o.Move
	}
	return ms
}

// Event reports one thing that happened during a step.
type Event struct {
	Msg
	// To lists the seats allowed to see the event; nil means everyone,
	// spectators included. Private events carry hidden information.
	To []Seat
}

// VisibleTo reports whether viewer may see the event.
func (e Event) VisibleTo(viewer Seat) bool {
	return e.To == nil || slices.Contains(e.To, viewer)
}

// Result says whether the game is over, and if so who won.
type Result struct {
	Done    bool
	Scores  []int  // per seat
	Winners []Seat // ascending; several when they share the victory
	// Reason says why the game ended; TieBreak how a tie on score was
	// resolved or that it was shared (empty Key when there was no tie).
	Reason   Msg
	TieBreak Msg
}

// OptionSpec describes one setup option and its allowed values; the first
// value is the default.
type OptionSpec struct {
	Key    string
	Values []string
	Label  Msg
}

// Setup is everything needed to start a game besides the first entropy.
type Setup struct {
	Game    string            `json:"game"`
	Seats   int               `json:"seats"`
	Options map[string]string `json:"options,omitempty"`
	// Names are the seats' display names; empty means "Player N".
	Names []string `json:"names,omitempty"`
	// First is the seat that starts, where the rulebook lets the table
	// choose (for example "the youngest player goes first").
	First Seat `json:"first"`
}

// Option returns the value of a setup option, or def when it is not set.
func (s Setup) Option(key, def string) string {
	if v, ok := s.Options[key]; ok {
		return v
	}
	return def
}

// Name returns the display name of seat.
func (s Setup) Name(seat Seat) string {
	if int(seat) >= 0 && int(seat) < len(s.Names) && s.Names[seat] != "" {
		return s.Names[seat]
	}
	if seat == Spectator {
		return "Spectator"
	}
	return fmt.Sprintf("Player %d", int(seat)+1)
}

// Game is one game's rules, registered by id in package games.
type Game interface {
	ID() string
	Name() Msg
	// Seats returns the inclusive range of seat counts.
	Seats() (min, max int)
	// Options lists the setup options the game understands.
	Options() []OptionSpec
	// New checks the setup and deals the initial state; the setup's
	// randomness (shuffles, draws) comes from entropy.
	New(s Setup, e Entropy) (State, []Event, error)
}

// State is a game in progress. Methods that do not say otherwise must not
// modify the state.
type State interface {
	Setup() Setup
	// Prompts lists the decisions awaited now, one per seat asked, in
	// ascending seat order; none once the game is over.
	Prompts() []Prompt
	// Apply plays seat's move with a step's entropy. On error the state is
	// unchanged and the error says why the move was refused.
	Apply(seat Seat, m Move, e Entropy) ([]Event, error)
	Result() Result
	// Hash digests a canonical encoding of the whole state, equal on every
	// platform.
	Hash() Hash
	Clone() State
	// View returns a copy holding only what viewer may know; hidden things
	// are redacted. A view answers Prompts for the viewer's own seat.
	View(viewer Seat) State
	// Determinize fills the hidden things of a view in a way consistent
	// with what viewer knows, so that a search bot can play without peeking.
	Determinize(viewer Seat, r *Rand) State
}

// A Drawer is a State that can tell whether its last Apply drew on the
// step's randomness (a card drawn, a die rolled, a shuffle). A move that
// draws nothing is the same whatever the entropy, so a networked table
// need not gather entropy from every peer for it: it plays it with the
// zero Entropy as soon as the move arrives. Every game implements it; a
// State that does not is taken to draw at every step.
type Drawer interface {
	// Drew reports whether the last successful Apply drew from its Rand.
	Drew() bool
}

// Draws reports whether st's last Apply drew on its entropy: true unless
// st is a Drawer that says it did not.
func Draws(st State) bool {
	d, ok := st.(Drawer)
	return !ok || d.Drew()
}

// ValidateSetup checks what every game shares: the game id, the seat count,
// the option keys and values, and the first seat.
func ValidateSetup(g Game, s Setup) error {
	if s.Game != g.ID() {
		return fmt.Errorf("setup is for game %q, not %q", s.Game, g.ID())
	}
	lo, hi := g.Seats()
	if s.Seats < lo || s.Seats > hi {
		return fmt.Errorf("%s is played by %d to %d players, not %d", g.ID(), lo, hi, s.Seats)
	}
	if len(s.Names) != 0 && len(s.Names) != s.Seats {
		return fmt.Errorf("setup names %d seats but has %d", len(s.Names), s.Seats)
	}
	if s.First < 0 || int(s.First) >= s.Seats {
		return fmt.Errorf("first seat %d is not at a table of %d", s.First, s.Seats)
	}
	specs := g.Options()
	for _, k := range sortedKeys(s.Options) {
		i := slices.IndexFunc(specs, func(o OptionSpec) bool { return o.Key == k })
		if i < 0 {
			return fmt.Errorf("%s has no option %q", g.ID(), k)
		}
		if !slices.Contains(specs[i].Values, s.Options[k]) {
			return fmt.Errorf("option %s=%q is not one of %s", k, s.Options[k], strings.Join(specs[i].Values, ", "))
		}
	}
	return nil
}

// CheckMove returns the option seat may play as m among prompts, or an error
// saying why the move is refused. Games call it first thing in Apply.
func CheckMove(prompts []Prompt, seat Seat, m Move) (Option, error) {
	if len(prompts) == 0 {
		return Option{}, fmt.Errorf("no decision is awaited: the game is over")
	}
	for _, p := range prompts {
		if p.Seat != seat {
			continue
		}
		if o, ok := p.Find(m); ok {
			return o, nil
		}
		return Option{}, fmt.Errorf("%q is not a legal answer for seat %d now", clip(string(m)), seat)
	}
	waiting := make([]string, len(prompts))
	for i, p := range prompts {
		waiting[i] = fmt.Sprint(int(p.Seat))
	}
	return Option{}, fmt.Errorf("seat %d is not asked anything now (waiting for seat %s)", seat, strings.Join(waiting, ", "))
}

// clip shortens untrusted text for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// ValidMove reports whether m is a well-formed move encoding: non-empty,
// bounded, printable ASCII without spaces.
func ValidMove(m Move) bool {
	if len(m) == 0 || len(m) > MaxMoveLen {
		return false
	}
	for i := 0; i < len(m); i++ {
		if m[i] <= ' ' || m[i] > '~' {
			return false
		}
	}
	return true
}
