// Package remote lets a bot decide in another program than the table's: in
// the browser, a Web Worker (cmd/botworker), so that a search never holds
// the page's only thread. The near side, a Courier, is a bot.Thinker: it
// sends the game's steps the far side has not seen yet, the seat, the
// level and a seed. The far side, a Desk, replays them (checking every
// hash), takes the seat's view and lets the level's bot choose, exactly as
// a session would in-process: same view, same bot, same seed, same move.
//
// Requests and replies are JSON. The Desk trusts nothing it is sent: a
// malformed request, a refused move or a hash that does not match is an
// error reply, and the Desk forgets its game so that the next request
// starts afresh.
package remote

import (
	"encoding/hex"
	"fmt"

	"majlis/rules"
)

// Request asks the far side for one decision.
type Request struct {
	// ID numbers the request; its Reply carries it back.
	ID int `json:"id"`
	// Start, when set, begins a new game: Steps then count from its first.
	Start *Start `json:"start,omitempty"`
	// From is how many steps the far side holds already (0 with Start):
	// Steps follow on from them.
	From  int    `json:"from"`
	Steps []Step `json:"steps,omitempty"`
	// Seat, Level and Seed say who decides: the seat's prompt is answered
	// by bot.ForLevel(Level) with a Rand over Seed (64 hex digits).
	Seat  rules.Seat `json:"seat"`
	Level string     `json:"level"`
	Seed  string     `json:"seed"`
}

// Start is a game's beginning, as a log's first lines have it.
type Start struct {
	Setup   rules.Setup `json:"setup"`
	Entropy string      `json:"entropy"` // the setup's, 64 hex digits
	Hash    string      `json:"hash"`    // the state's after setup
}

// Step is one of the log's steps, its entropy and hash in hex.
type Step struct {
	Seat    rules.Seat `json:"seat"`
	Move    rules.Move `json:"move"`
	Entropy string     `json:"entropy"`
	Hash    string     `json:"hash"`
}

// Reply answers a Request: a move, an error, or Resend when the far side
// does not hold the steps the request builds on (it was restarted, or
// another table used it) and wants the game from its start.
type Reply struct {
	ID     int        `json:"id"`
	Move   rules.Move `json:"move,omitempty"`
	Error  string     `json:"error,omitempty"`
	Resend bool       `json:"resend,omitempty"`
}

func startOf(l *rules.Log) *Start {
	return &Start{Setup: l.Setup, Entropy: l.Entropy.String(), Hash: l.Hash.String()}
}

func stepsOf(steps []rules.Step) []Step {
	out := make([]Step, len(steps))
	for i, s := range steps {
		out[i] = Step{Seat: s.Seat, Move: s.Move, Entropy: s.Entropy.String(), Hash: s.Hash.String()}
	}
	return out
}

// parse checks a step as a log's reader would.
func (s Step) parse() (rules.Step, error) {
	if !rules.ValidMove(s.Move) {
		return rules.Step{}, fmt.Errorf("move %q is malformed", s.Move)
	}
	e, err := rules.ParseEntropy(s.Entropy)
	if err != nil {
		return rules.Step{}, err
	}
	h, err := rules.ParseHash(s.Hash)
	if err != nil {
		return rules.Step{}, err
	}
	return rules.Step{Seat: s.Seat, Move: s.Move, Entropy: e, Hash: h}, nil
}

func seedString(s rules.Seed) string { return hex.EncodeToString(s[:]) }

func parseSeed(s string) (rules.Seed, error) {
	var seed rules.Seed
	if len(s) != 2*len(seed) {
		return seed, fmt.Errorf("seed must be %d hex digits, got %d characters", 2*len(seed), len(s))
	}
	if _, err := hex.Decode(seed[:], []byte(s)); err != nil {
		return seed, fmt.Errorf("seed: %w", err)
	}
	return seed, nil
}
