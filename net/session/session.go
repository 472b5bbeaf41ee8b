// Package session defines what a user interface or a command needs to drive
// one game, whether the table is on this device (against bots, hot-seat) or
// spread over peers (net/lockstep). The client is written against Session
// and never knows which kind it holds.
package session

import "majlis/rules"

// Session drives one game. Its methods are safe to call from the UI's
// goroutine while the session works in the background.
type Session interface {
	// Setup is the game's setup; Game its rules.
	Setup() rules.Setup
	Game() rules.Game
	// Local lists the seats whose decisions people on this device make,
	// ascending (one online; several in hot-seat; none for a spectator).
	Local() []rules.Seat
	// Version changes whenever anything observable changes, so that a UI
	// redraws only then.
	Version() uint64
	// View is the current state as viewer may see it.
	View(viewer rules.Seat) rules.State
	// History returns the applied steps from index from on (0 is the first
	// step after setup). Private events are included; show each only to
	// the seats it is visible to.
	History(from int) []Entry
	// Status says what the table is waiting for.
	Status() Status
	// Submit answers a prompt for a local seat. It is checked against the
	// rules at once; a refusal returns an error and changes nothing.
	Submit(seat rules.Seat, m rules.Move) error
	// Chat sends a line to the table; Chats returns lines from index from on.
	Chat(text string) error
	Chats(from int) []ChatLine
	// Log is the record so far: a save file and a replay.
	Log() *rules.Log
	// Close leaves the table.
	Close() error
}

// Watched is a Session that can tell when its Version changes, so that a
// client with nothing to do sleeps until then rather than polling (and
// shows a bot's or a peer's move as soon as it is applied).
type Watched interface {
	// Changed returns a channel closed at the next change of Version.
	Changed() <-chan struct{}
}

// Entry is one applied step.
type Entry struct {
	Step   int // from 1
	Seat   rules.Seat
	Move   rules.Move
	Label  rules.Msg
	Events []rules.Event
}

// Status is what a table waits for.
type Status struct {
	Step    int // steps applied so far
	Waiting []Waiting
	Done    bool
	// Fault, when set, has stopped the table (a desync, a cheating peer);
	// it says what happened in detail, in English, for logs and
	// diagnostic files. FaultMsg says it for the player: a catalogue
	// message (core.fault.*) set whenever Fault is.
	Fault    string
	FaultMsg rules.Msg
}

// Waiting is one seat the table waits for.
type Waiting struct {
	Seat     rules.Seat
	Name     string
	Sealed   bool // a sealed prompt ...
	Answered bool // ... that this seat has answered already (still secret)
	Away     bool // the seat's peer has dropped and may resume
	Bot      bool
}

// ChatLine is one chat message.
type ChatLine struct {
	From rules.Seat // rules.Spectator for a spectator or the lobby
	Name string
	Text string
}
