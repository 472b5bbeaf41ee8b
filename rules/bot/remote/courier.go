// The near side: a Courier sends a Desk what it has not seen of the game
// and the decision asked for.

package remote

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"majlis/rules"
	"majlis/rules/bot"
)

// Courier is the near side: a bot.Thinker that sends each decision to a
// Desk through send (a request's JSON out, the reply's JSON back) and
// remembers how far the Desk's game has gone, so that a decision sends
// only the steps since the last one.
type Courier struct {
	send func(request []byte) ([]byte, error)

	mu   sync.Mutex
	next int // the next request's ID
	// The game the far side holds, by its start, and its step count and
	// last step's hash (so that a log which went another way, a resumed
	// save for one, is sent whole); sent < 0: none that is known.
	entropy rules.Entropy
	start   rules.Hash
	sent    int
	last    rules.Hash
}

var _ bot.Thinker = (*Courier)(nil)

// NewCourier returns a Courier over send, which must return the far side's
// reply to the request it is given (Desk.Answer, across a thread).
func NewCourier(send func(request []byte) ([]byte, error)) *Courier {
	return &Courier{send: send, sent: -1}
}

// Think asks the far side for seat's move after the last of l's steps.
// One decision is asked at a time.
func (c *Courier) Think(l *rules.Log, seat rules.Seat, level string, seed rules.Seed) (rules.Move, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	whole := !c.holds(l)
	r, err := c.ask(l, seat, level, seed, whole)
	if err == nil && r.Resend && !whole {
		r, err = c.ask(l, seat, level, seed, true)
	}
	if err == nil {
		switch {
		case r.Resend:
			err = errors.New("the far side asked for the whole game again")
		case r.Error != "":
			err = errors.New(r.Error)
		case r.Move == "":
			err = errors.New("the reply holds no move")
		}
	}
	if err != nil {
		c.sent = -1 // send the whole game next time
		return "", fmt.Errorf("remote bot: %w", err)
	}
	c.entropy, c.start, c.sent = l.Entropy, l.Hash, len(l.Steps)
	if c.sent > 0 {
		c.last = l.Steps[c.sent-1].Hash
	}
	return r.Move, nil
}

// holds reports whether the far side has a beginning of l.
func (c *Courier) holds(l *rules.Log) bool {
	if c.sent < 0 || c.entropy != l.Entropy || c.start != l.Hash || c.sent > len(l.Steps) {
		return false
	}
	return c.sent == 0 || l.Steps[c.sent-1].Hash == c.last
}

func (c *Courier) ask(l *rules.Log, seat rules.Seat, level string, seed rules.Seed, whole bool) (Reply, error) {
	c.next++
	req := Request{ID: c.next, Seat: seat, Level: level, Seed: seedString(seed)}
	from := 0
	if whole {
		req.Start = startOf(l)
	} else {
		from = c.sent
	}
	req.From, req.Steps = from, stepsOf(l.Steps[from:])
	data, err := json.Marshal(req)
	if err != nil {
		return Reply{}, fmt.Errorf("encode request: %w", err)
	}
	out, err := c.send(data)
	if err != nil {
		return Reply{}, err
	}
	var r Reply
	if err := json.Unmarshal(out, &r); err != nil {
		return Reply{}, fmt.Errorf("reply: %w", err)
	}
	if r.ID != req.ID {
		if r.Error != "" { // the far side could not read the request
			return Reply{}, errors.New(r.Error)
		}
		return Reply{}, fmt.Errorf("reply to request %d, not %d", r.ID, req.ID)
	}
	return r, nil
}
