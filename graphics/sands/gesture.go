// Gestures: a card held (a long press) shows large as a hovered one does;
// a card of the viewer's hand dragged onto where an option of the prompt
// sends it (the Hero it attaches to, the City Section it fortifies, the
// player it names, the viewer's own play area for a card that goes into
// play with no target, the Hero that defends a raid with it), or a Hero
// of the viewer's Home dragged onto the City Section it is sent to fight
// at or raid, makes that option's move, as a click on the option's target
// does. The places come from the decision's choices, so the view still
// computes no rule.
package sands

import (
	"majlis/graphics"
	"majlis/rules"
	sd "majlis/rules/sands"
)

// drop is a place a dragged card may be dropped on, and the move made.
type drop struct {
	r    graphics.Rect
	move rules.Move
}

// dragged reports whether an option of kind k takes a card lying in zone
// from there to a place on the table: from the hand into play, or a Hero
// from Home to a battle or a raid.
func dragged(k sd.ChoiceKind, zone sd.Zone) bool {
	switch k {
	case sd.ChooseHero, sd.ChooseHolding, sd.ChooseFortify, sd.ChooseAttach, sd.ChooseOverlay, sd.ChoosePlay, sd.ChooseReact, sd.ChooseDefend:
		return zone == sd.InHand
	case sd.ChooseCommit, sd.ChooseRaider:
		return zone == sd.AtHome
	}
	return false
}

// carried is the card an option takes somewhere and the card it goes
// onto (-1 when it goes to a player or into play): a raid's defence
// takes the card from the hand to the Hero (Card), every other option
// takes Card to To.
func carried(ch sd.Choice) (card, onto int) {
	if ch.Kind == sd.ChooseDefend {
		return ch.To, ch.Card
	}
	return ch.Card, ch.To
}

// dragChoices are the options that take the viewer's card picked up by
// button id somewhere: none when the viewer is not asked.
func dragChoices(s *sd.State, ts graphics.TableState, id string) []sd.Choice {
	card, ok := hoveredCard(s, ts, id)
	d, asked := decision(s, ts)
	c, known := s.Card(card)
	if !ok || !asked || !known || c.Owner != ts.Viewer {
		return nil
	}
	var out []sd.Choice
	for _, ch := range d.Choices {
		if from, _ := carried(ch); from == card && dragged(ch.Kind, c.Zone) {
			out = append(out, ch)
		}
	}
	return out
}

// drops lists where the card picked up by button id may go now.
func drops(t Table, s *sd.State, ts graphics.TableState, id string) []drop {
	var out []drop
	for _, ch := range dragChoices(s, ts, id) {
		var r graphics.Rect
		_, onto := carried(ch)
		switch {
		case onto >= 0:
			sl, ok := t.Cards[onto]
			if !ok {
				continue
			}
			r = sl.Rect
		case ch.Seat >= 0:
			a, ok := t.Areas[ch.Seat]
			if !ok {
				continue
			}
			r = a.Head
		default:
			// Into play with no target: onto the viewer's own row.
			a, ok := t.Areas[ts.Viewer]
			if !ok {
				continue
			}
			r = a.City
		}
		out = append(out, drop{r, ch.Move})
	}
	return out
}

// Grab says that any card shown may be held to see it large, and that a
// card of the viewer's with somewhere to go may be dragged there.
func (v *View) Grab(ts graphics.TableState, id string) (drag, hold bool) {
	s, ok := state(ts)
	if !ok {
		return false, false
	}
	card, ok := hoveredCard(s, ts, id)
	if !ok {
		return false, false
	}
	c, _ := s.Card(card)
	return len(dragChoices(s, ts, id)) > 0, c.Known
}

// Drop is the move of the one option whose place is under x, y; a drop
// on no place, or on a place several options share, makes none (their
// chips stay to be clicked).
func (v *View) Drop(th *graphics.Theme, area graphics.Rect, ts graphics.TableState, id string, x, y float64) (rules.Move, bool) {
	s, ok := state(ts)
	if !ok {
		return "", false
	}
	ds := drops(Place(th, area, s, ts.Viewer), s, ts, id)
	var found []rules.Move
	for _, d := range ds {
		if d.r.Contains(x, y) {
			found = append(found, d.move)
		}
	}
	if len(found) != 1 {
		return "", false
	}
	return found[0], true
}

var _ graphics.Gestures = (*View)(nil)
