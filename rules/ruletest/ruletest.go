// Package ruletest checks the properties every game owes the contract,
// over random playouts: games end; refused moves change nothing; clones are
// deep; views redact without losing the viewer's own decisions; every
// message is in the catalogue; and the game's own invariants hold after
// every step. Each game's tests call Playouts.
package ruletest

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"majlis/assets/i18n"
	"majlis/rules"
	"majlis/rules/sim"
)

// Config describes a batch of playouts.
type Config struct {
	Game   rules.Game
	Setups []rules.Setup
	Games  int // per setup
	Seed   int64
	// Invariant checks a game's own conservation laws; nil skips.
	Invariant func(st rules.State) error
	// DeepEvery runs the costly checks (clone independence, refusals,
	// views, determinize) every so many steps; 0 means every 5th.
	DeepEvery int
}

// Playouts plays c.Games random games per setup and checks every step.
func Playouts(t testing.TB, c Config) {
	t.Helper()
	cat := i18n.English()
	every := c.DeepEvery
	if every <= 0 {
		every = 5
	}
	for si, s := range c.Setups {
		for i := 0; i < c.Games; i++ {
			var failure error
			fail := func(err error) {
				if failure == nil {
					failure = err
				}
			}
			var prev rules.State
			g := sim.Game{
				Rules: c.Game, Setup: s, Seed: c.Seed, Index: si*c.Games + i,
				OnStep: func(step int, seat rules.Seat, o rules.Option, evs []rules.Event, st rules.State) {
					if failure != nil {
						return
					}
					if err := CheckMessages(cat, o.Label, evs, st); err != nil {
						fail(fmt.Errorf("step %d: %w", step, err))
					}
					if c.Invariant != nil {
						if err := c.Invariant(st); err != nil {
							fail(fmt.Errorf("step %d: invariant: %w", step, err))
						}
					}
					if step%every == 0 {
						if err := CheckState(st, rules.Entropy{byte(step)}); err != nil {
							fail(fmt.Errorf("step %d: %w", step, err))
						}
					}
					prev = st
				},
			}
			out, err := sim.Play(g)
			if err == nil {
				err = failure
			}
			if err == nil && prev != nil {
				err = CheckMessages(cat, rules.Msg{}, nil, out.Final)
			}
			if err != nil {
				t.Fatalf("%s %d seats %v, game %d (seed %d index %d): %v", s.Game, s.Seats, s.Options, i, c.Seed, g.Index, err)
			}
		}
	}
}

// CheckMessages checks a move's label, events, the prompts now awaited and
// the result against the catalogue. An empty label is skipped.
func CheckMessages(cat *i18n.Catalogue, label rules.Msg, evs []rules.Event, st rules.State) error {
	if label.Key != "" {
		if err := cat.Check(label); err != nil {
			return fmt.Errorf("move label: %w", err)
		}
	}
	n := st.Setup().Seats
	for _, e := range evs {
		if err := cat.Check(e.Msg); err != nil {
			return fmt.Errorf("event: %w", err)
		}
		for _, s := range e.To {
			if s < 0 || int(s) >= n {
				return fmt.Errorf("event %q addressed to seat %d", e.Key, s)
			}
		}
	}
	for _, p := range st.Prompts() {
		if err := cat.Check(p.Ask); err != nil {
			return fmt.Errorf("prompt: %w", err)
		}
		if len(p.Options) == 0 {
			return fmt.Errorf("prompt %q for seat %d has no options", p.Ask.Key, p.Seat)
		}
		seen := make(map[rules.Move]bool, len(p.Options))
		for _, o := range p.Options {
			if !rules.ValidMove(o.Move) {
				return fmt.Errorf("prompt %q: malformed move %q", p.Ask.Key, o.Move)
			}
			if seen[o.Move] {
				return fmt.Errorf("prompt %q: move %q offered twice", p.Ask.Key, o.Move)
			}
			seen[o.Move] = true
			if err := cat.Check(o.Label); err != nil {
				return fmt.Errorf("option %s: %w", o.Move, err)
			}
		}
	}
	if r := st.Result(); r.Done {
		if err := cat.Check(r.Reason); err != nil {
			return fmt.Errorf("result reason: %w", err)
		}
		if err := Sentence(cat, r.Reason); err != nil {
			return fmt.Errorf("result reason: %w", err)
		}
		if r.TieBreak.Key != "" {
			if err := cat.Check(r.TieBreak); err != nil {
				return fmt.Errorf("result tie-break: %w", err)
			}
			if err := Sentence(cat, r.TieBreak); err != nil {
				return fmt.Errorf("result tie-break: %w", err)
			}
		}
		if len(r.Scores) != n || len(r.Winners) == 0 {
			return fmt.Errorf("result has %d scores and %d winners at %d seats", len(r.Scores), len(r.Winners), n)
		}
	}
	return nil
}

// Sentence reports a message that does not render as a sentence of its
// own (starting with a capital, ending with a stop): the results screen
// shows a result's reason and tie-break alone, so a fragment meant to be
// embedded in another sentence reads wrongly there.
func Sentence(cat *i18n.Catalogue, m rules.Msg) error {
	s := strings.TrimSpace(cat.Format(m, nil))
	first, _ := utf8.DecodeRuneInString(s)
	last, _ := utf8.DecodeLastRuneInString(s)
	if s == "" || unicode.IsLower(first) || !strings.ContainsRune(".!?", last) {
		return fmt.Errorf("%q renders as %q, not a sentence of its own", m.Key, s)
	}
	return nil
}

// CheckState checks the contract's structural promises on one state:
// refusals leave it untouched, clones are independent, views keep the
// viewer's own decisions, determinized views of a game under way ask
// someone, and a move that draws nothing (rules.Drawer)
// does not depend on the entropy.
func CheckState(st rules.State, e rules.Entropy) error {
	h := st.Hash()
	ps := st.Prompts()
	if _, err := st.Apply(rules.Seat(st.Setup().Seats), "no-such-move", e); err == nil {
		return fmt.Errorf("a move from a seat that is not at the table was accepted")
	}
	if len(ps) > 0 {
		p := ps[0]
		if _, err := st.Apply(p.Seat, "no-such-move", e); err == nil {
			return fmt.Errorf("an illegal move was accepted for seat %d", p.Seat)
		}
		for s := 0; s < st.Setup().Seats; s++ {
			if !asked(ps, rules.Seat(s)) {
				if _, err := st.Apply(rules.Seat(s), p.Options[0].Move, e); err == nil {
					return fmt.Errorf("seat %d moved though only seat %d was asked", s, p.Seat)
				}
				break
			}
		}
	}
	if st.Hash() != h {
		return fmt.Errorf("a refused move changed the state")
	}
	c := st.Clone()
	if c.Hash() != h {
		return fmt.Errorf("clone hashes differently")
	}
	if len(ps) > 0 {
		if _, err := c.Apply(ps[0].Seat, ps[0].Options[len(ps[0].Options)-1].Move, e); err != nil {
			return fmt.Errorf("clone refused a legal move: %w", err)
		}
		if st.Hash() != h {
			return fmt.Errorf("playing on a clone changed the original")
		}
	}
	viewers := []rules.Seat{rules.Spectator}
	for s := 0; s < st.Setup().Seats; s++ {
		viewers = append(viewers, rules.Seat(s))
	}
	if err := checkDraws(st, ps, viewers, e); err != nil {
		return err
	}
	r := rules.NewRand(rules.Seed(e))
	for _, v := range viewers {
		view := st.View(v)
		if st.Hash() != h {
			return fmt.Errorf("taking seat %d's view changed the state", v)
		}
		det := view.Determinize(v, r)
		// A game under way stays under way in any guess at what the
		// viewer cannot see: a guess that asks no one and is not over is
		// a dead end for the search bot that made it.
		if len(ps) > 0 && len(det.Prompts()) == 0 && !det.Result().Done {
			return fmt.Errorf("seat %d's determinized view asks no one and is not over", v)
		}
		for _, p := range ps {
			if p.Seat != v {
				continue
			}
			for name, s := range map[string]rules.State{"view": view, "determinized view": det} {
				if err := samePrompt(p, s.Prompts()); err != nil {
					return fmt.Errorf("seat %d's %s: %w", v, name, err)
				}
			}
		}
	}
	return nil
}

// checkDraws checks what a Drawer promises, on the first options of the
// first prompt: a move draws or not whatever the entropy, and one that
// draws nothing has the same events and leaves every view the same under
// another entropy (so a networked table may play it with none).
func checkDraws(st rules.State, ps []rules.Prompt, viewers []rules.Seat, e rules.Entropy) error {
	if _, ok := st.(rules.Drawer); !ok || len(ps) == 0 {
		return nil
	}
	other := e
	other[len(other)-1] ^= 0xff
	p := ps[0]
	for _, o := range p.Options[:min(len(p.Options), 4)] {
		a, b := st.Clone(), st.Clone()
		evA, errA := a.Apply(p.Seat, o.Move, e)
		evB, errB := b.Apply(p.Seat, o.Move, other)
		if errA != nil || errB != nil {
			return fmt.Errorf("a legal move %q was refused: %v, %v", o.Move, errA, errB)
		}
		if rules.Draws(a) != rules.Draws(b) {
			return fmt.Errorf("move %q drew with one entropy and not with another", o.Move)
		}
		if rules.Draws(a) {
			continue
		}
		if !reflect.DeepEqual(evA, evB) {
			return fmt.Errorf("move %q draws nothing, but its events depend on the entropy", o.Move)
		}
		for _, v := range viewers {
			if a.View(v).Hash() != b.View(v).Hash() {
				return fmt.Errorf("move %q draws nothing, but seat %d's view after it depends on the entropy", o.Move, v)
			}
		}
	}
	return nil
}

func asked(ps []rules.Prompt, s rules.Seat) bool {
	for _, p := range ps {
		if p.Seat == s {
			return true
		}
	}
	return false
}

func samePrompt(want rules.Prompt, got []rules.Prompt) error {
	for _, p := range got {
		if p.Seat != want.Seat {
			continue
		}
		if len(p.Options) != len(want.Options) {
			return fmt.Errorf("offers %d options, the state %d", len(p.Options), len(want.Options))
		}
		for i := range p.Options {
			if p.Options[i].Move != want.Options[i].Move {
				return fmt.Errorf("option %d is %s, the state's is %s", i, p.Options[i].Move, want.Options[i].Move)
			}
		}
		return nil
	}
	return fmt.Errorf("does not ask the seat its own question")
}
