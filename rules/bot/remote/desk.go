// The far side: a Desk replays the steps it is sent and lets the level's
// bot decide from the seat's view.

package remote

import (
	"encoding/json"
	"fmt"
	"sync"

	"majlis/rules"
	"majlis/rules/bot"
)

// MaxRequest bounds a request's size in bytes: a whole long game's log is
// a few megabytes as JSON.
const MaxRequest = 64 << 20

// Desk is the far side: it holds one game, as far as the requests have
// taken it, and answers decisions in it. Its methods may be called from
// several goroutines; the replay is done one request at a time, the
// searches side by side.
type Desk struct {
	lookup func(game string) (rules.Game, error)

	mu    sync.Mutex
	state rules.State // nil: no game held
	steps int         // how many steps state has had
}

// NewDesk returns a Desk that finds games with lookup (rules/games.Lookup).
func NewDesk(lookup func(game string) (rules.Game, error)) *Desk {
	return &Desk{lookup: lookup}
}

// Answer decodes a request, decides and returns the encoded reply. It
// never fails: what goes wrong is the reply's Error.
func (d *Desk) Answer(data []byte) []byte {
	var req Request
	var r Reply
	switch {
	case len(data) > MaxRequest:
		r.Error = fmt.Sprintf("request of %d bytes (at most %d)", len(data), MaxRequest)
	default:
		if err := json.Unmarshal(data, &req); err != nil {
			r.Error = fmt.Sprintf("request: %v", err)
			break
		}
		r = d.Decide(req)
	}
	out, err := json.Marshal(r)
	if err != nil { // a Reply holds strings and a number: cannot happen
		return []byte(`{"error":"reply could not be encoded"}`)
	}
	return out
}

// Decide answers one request.
func (d *Desk) Decide(req Request) Reply {
	r := Reply{ID: req.ID}
	b, err := bot.ForLevel(req.Level)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	seed, err := parseSeed(req.Seed)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	view, resend, err := d.follow(req)
	switch {
	case resend:
		r.Resend = true
		return r
	case err != nil:
		r.Error = err.Error()
		return r
	}
	var p rules.Prompt
	found := false
	for _, q := range view.State().Prompts() {
		if q.Seat == req.Seat {
			p, found = q, true
			break
		}
	}
	if !found {
		r.Error = fmt.Sprintf("seat %d has nothing to decide after step %d", req.Seat, req.From+len(req.Steps))
		return r
	}
	m, err := b.Choose(view, p, rules.NewRand(seed))
	if err != nil {
		r.Error = fmt.Sprintf("bot %s: %v", b.Name(), err)
		return r
	}
	r.Move = m
	return r
}

// follow brings the Desk's game to the request's last step and returns the
// seat's view there; resend says the Desk lacks the steps before From.
func (d *Desk) follow(req Request) (v bot.View, resend bool, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if req.Start != nil {
		if req.From != 0 {
			return v, false, fmt.Errorf("a new game's steps start at 0, not %d", req.From)
		}
		if err := d.begin(*req.Start); err != nil {
			d.state = nil
			return v, false, err
		}
	} else if d.state == nil || req.From != d.steps {
		return v, true, nil
	}
	for i, s := range req.Steps {
		n := d.steps + 1
		if err := d.apply(s); err != nil {
			d.state = nil
			return v, false, fmt.Errorf("step %d (%d of the request): %w", n, i+1, err)
		}
	}
	if int(req.Seat) < 0 || int(req.Seat) >= d.state.Setup().Seats {
		return v, false, fmt.Errorf("seat %d is not at this table of %d", req.Seat, d.state.Setup().Seats)
	}
	return bot.ViewOf(d.state, req.Seat), false, nil
}

func (d *Desk) begin(s Start) error {
	g, err := d.lookup(s.Setup.Game)
	if err != nil {
		return err
	}
	if err := rules.ValidateSetup(g, s.Setup); err != nil {
		return err
	}
	e, err := rules.ParseEntropy(s.Entropy)
	if err != nil {
		return err
	}
	h, err := rules.ParseHash(s.Hash)
	if err != nil {
		return err
	}
	st, _, err := g.New(s.Setup, e)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if got := st.Hash(); got != h {
		return fmt.Errorf("state hash %s after setup, the request says %s", got, h)
	}
	d.state, d.steps = st, 0
	return nil
}

func (d *Desk) apply(w Step) error {
	s, err := w.parse()
	if err != nil {
		return err
	}
	if _, err := d.state.Apply(s.Seat, s.Move, s.Entropy); err != nil {
		return fmt.Errorf("seat %d move %s refused: %w", s.Seat, s.Move, err)
	}
	if got := d.state.Hash(); got != s.Hash {
		return fmt.Errorf("state hash %s, the request says %s", got, s.Hash)
	}
	d.steps++
	return nil
}
