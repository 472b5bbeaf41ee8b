// The Burning Sands view without a GPU: the layout fits the table, every
// prompt option reached in random play is a target on the table or left
// to the bar (and at least 90% on the table), no hidden card reaches a
// hover text, every catalogue entry the view uses exists, the results
// breakdown counts what is left, and motion runs only when asked.
// (Ebitengine's init needs a display on Linux: run under xvfb-run.)
package sands

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"majlis/assets/i18n"
	"majlis/graphics"
	"majlis/graphics/tabletest"
	"majlis/rules"
	sd "majlis/rules/sands"
	"majlis/rules/sim"
)

// playTo plays a random game of n seats until stop says so and returns
// the whole state there.
func playTo(t testing.TB, n, index int, stop func(*sd.State) bool) *sd.State {
	t.Helper()
	return tabletest.PlayTo(t, sd.Game{}, n, 5, index, stop)
}

func TestLayoutFits(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {800, 600}, {800, 500}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for n := 2; n <= 6; n++ {
			// A quiet table, then one with a battle on (the centre grows
			// and the own area shrinks).
			for _, battle := range []bool{false, true} {
				st := playTo(t, n, n, func(s *sd.State) bool {
					if battle {
						b, ok := s.Battle()
						return ok && b.Section >= 0 && s.Turn().Number >= 2
					}
					return s.Turn().Number >= 3
				})
				tb := Place(th, area, st.View(0).(*sd.State), 0)
				rs := []graphics.Rect{tb.Status, tb.Stage}
				for _, a := range tb.Areas {
					rs = append(rs, a.Rect)
				}
				tabletest.Apart(t, fmt.Sprintf("%v, %d seats", size, n), area, rs)
				own := tb.Areas[0]
				for _, sl := range tb.Slots {
					r := sl.Rect
					if r.X < area.X-0.5 || r.Y < area.Y-0.5 || r.Right() > area.Right()+0.5 || r.Bottom() > area.Bottom()+0.5 {
						t.Errorf("%v, %d seats: card %d at %v is outside %v", size, n, sl.ID, r, area)
					}
					// The own hand's cards show their numbers at every size, and
					// no card covers the own name or piles.
					if c, ok := st.Card(sl.ID); ok && c.Zone == sd.InHand && c.Owner == 0 && sl.face() {
						if _, _, row := faceParts(th, r, false); row.H <= 0 {
							t.Errorf("%v, %d seats: hand card %d at %v is too short for its numbers", size, n, sl.ID, r)
						}
					}
					for _, part := range []graphics.Rect{own.Head, own.Piles} {
						if !sl.Pile && r.X < part.Right()-0.5 && part.X < r.Right()-0.5 && r.Y < part.Bottom()-0.5 && part.Y < r.Bottom()-0.5 {
							t.Errorf("%v, %d seats: card %d at %v covers the own name or piles %v", size, n, sl.ID, r, part)
						}
					}
				}
			}
		}
	}
}

// TestHiddenCardsNeverDrawn: a seat's view filled in twice with different
// rival hands (Determinize) gives the same hover texts once hands are
// hidden again: only what the view shows reaches the table.
func TestHiddenCardsNeverDrawn(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	st := playTo(t, 3, 2, func(s *sd.State) bool { return s.Turn().Number >= 2 })
	view := st.View(0).(*sd.State)
	tr := graphics.NewTr().ForSetup(st.Setup())
	a := view.Determinize(0, rules.NewRand(rules.Seed{1})).(*sd.State).View(0)
	b := view.Determinize(0, rules.NewRand(rules.Seed{2})).(*sd.State).View(0)
	la := New().Layout(th, area, graphics.TableState{State: a, Viewer: 0, Tr: tr})
	lb := New().Layout(th, area, graphics.TableState{State: b, Viewer: 0, Tr: tr})
	if !reflect.DeepEqual(la, lb) {
		t.Fatal("hover texts differ with the rivals' hidden cards")
	}
	for _, bt := range New().Layout(th, area, graphics.TableState{State: view, Viewer: 0, Tr: tr}) {
		for seat := rules.Seat(1); seat < 3; seat++ {
			for _, c := range st.Cards(seat, sd.InHand) {
				if strings.Contains(bt.Tip, tr.T(c.Def.Name())) && !onTable(st, c.Def.Key) {
					t.Fatalf("the tip %q names %s, in seat %d's hand", bt.Tip, c.Def.Key, seat)
				}
			}
		}
	}
}

// onTable says whether a card of design key is face up somewhere, so
// that its name on the table says nothing about a hand.
func onTable(s *sd.State, key string) bool {
	for seat := rules.Seat(0); int(seat) < s.Setup().Seats; seat++ {
		for _, z := range []sd.Zone{sd.AtHome, sd.InCity, sd.Attached, sd.InSaved, sd.InBuried, sd.AsOmen} {
			for _, c := range s.Cards(seat, z) {
				if c.Def.Key == key {
					return true
				}
			}
		}
		for _, c := range s.Cards(seat, sd.InHand) {
			if seat == 0 && c.Def.Key == key {
				return true
			}
		}
	}
	return false
}

func TestCatalogue(t *testing.T) {
	cat := i18n.English()
	tabletest.NoRawKeys(t, sd.Game{}, 2, 4, 11, func() graphics.GameView { return New() })
	for k := sd.ChoosePass; k <= sd.ChooseStory; k++ {
		if err := cat.Check(rules.M(k.Key())); err != nil {
			t.Errorf("choice %d: %v", k, err)
		}
	}
	for g := sd.SegDawn; g <= sd.SegOver; g++ {
		if err := cat.Check(rules.M(g.Key())); err != nil {
			t.Errorf("segment %d: %v", g, err)
		}
	}
}

func TestResultsCountWhatIsLeft(t *testing.T) {
	st := playTo(t, 3, 1, func(s *sd.State) bool { return s.Result().Done })
	rows, res := breakdown(st.View(1).(*sd.State))
	winners := 0
	for i, r := range rows {
		secs := st.Cards(rules.Seat(i), sd.InCity)
		water := 0
		for _, c := range secs {
			water += c.Water
		}
		if r.Sections != len(secs) || r.Water != water {
			t.Fatalf("seat %d: breakdown %+v, has %d sections with %d Water", i, r, len(secs), water)
		}
		if r.Winner {
			winners++
		}
	}
	if winners != len(res.Winners) || winners == 0 {
		t.Fatalf("%d winners marked, result has %v", winners, res.Winners)
	}
}

// TestMotion: with Motion set, a card brought into play travels from the
// hand; with Motion zero nothing moves.
func TestMotion(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	// From a payment's first pick to the card in play.
	before := playTo(t, 2, 1, func(s *sd.State) bool {
		d, ok := s.Decision(s.Prompts()[0].Seat)
		return ok && len(d.Choices) > 0 && d.Choices[0].Kind == sd.ChooseCopper
	})
	d, _ := before.Decision(before.Prompts()[0].Seat)
	after := before.Clone().(*sd.State)
	for i := 0; i < 10; i++ {
		ad, ok := after.Decision(d.Seat)
		if !ok || ad.Choices[0].Kind != sd.ChooseCopper && ad.Choices[0].Kind != sd.ChooseWater && ad.Choices[0].Kind != sd.ChooseInfluence {
			break
		}
		if _, err := after.Apply(d.Seat, ad.Choices[0].Move, rules.Entropy{7}); err != nil {
			t.Fatal(err)
		}
	}
	for _, m := range []time.Duration{0, time.Second} {
		v := New()
		now := time.Unix(100, 0)
		v.now = func() time.Time { return now }
		tr := graphics.NewTr()
		for _, st := range []*sd.State{before, after} {
			vs := st.View(d.Seat).(*sd.State)
			v.motion.observe(vs, Place(th, area, vs, d.Seat), graphics.TableState{State: vs, Viewer: d.Seat, Tr: tr, Motion: m}, now)
		}
		if got := v.Animating(now.Add(time.Millisecond)); got != (m > 0) {
			t.Fatalf("motion %v: animating %v after a payment", m, got)
		}
		if v.Animating(now.Add(2 * time.Second)) {
			t.Fatalf("motion %v: still animating after it ended", m)
		}
	}
}

// TestOnTable measures the share of options answered on the table, and
// requires every option of the Day's loop on the table at both sizes: a
// phone left 36 of them to the prompt bar (Blood Challenges, more pairs
// of Heroes than the card's menu holds). Set MAJLIS_TABLE_GAMES for a
// longer run (the report's figure).
func TestOnTable(t *testing.T) {
	covs := tabletest.RequireOnTable(t, tabletest.Config{
		Game: sd.Game{}, Setups: tabletest.Seats(sd.ID, 2, 6, nil), Games: 1, Seed: 1,
		View: func() graphics.GameView { return New() },
	})
	for size, cov := range covs {
		if n := cov.InBar["sands.ask.day"]; n > 0 {
			t.Errorf("%v: %d options of the Day are answered only in the prompt bar", size, n)
		}
	}
}

// TestAlliesStandWithTheirSide: at a battle where a Defender's ally has
// units, every unit is drawn on the side its owner fights for: the
// Attacker's and his allies' on the left, the Defender's and its allies'
// on the right.
func TestAlliesStandWithTheirSide(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {800, 600}, {800, 500}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for n := 3; n <= 5; n++ {
			st := playTo(t, n, 0, defenderAllyFights)
			b, _ := st.Battle()
			for viewer := rules.Seat(0); int(viewer) < n; viewer++ {
				vs := st.View(viewer).(*sd.State)
				tb := Place(th, area, vs, viewer)
				for _, id := range tb.Battle {
					c, _ := vs.Card(id)
					side, name := tb.BattleR, "defending"
					if b.Side[c.Owner] == b.Attacker {
						side, name = tb.BattleL, "attacking"
					}
					if r := tb.Cards[id].Rect; !inside(r, side) {
						t.Errorf("%v, %d seats, viewer %d: seat %d's unit %d at %v is not on the %s side %v", size, n, viewer, c.Owner, id, r, name, side)
					}
					// A unit is read by its name and its Strength and Ka:
					// at 800×500 it once stood two units tall.
					if h := tb.Cards[id].Rect.H; h < th.Unit*4.5 {
						t.Errorf("%v, %d seats, viewer %d: unit %d is %.1f units tall", size, n, viewer, id, h/th.Unit)
					}
				}
			}
		}
	}
}

// defenderAllyFights says whether a battle is fought with a unit of a
// Defender's ally at it.
func defenderAllyFights(s *sd.State) bool {
	b, ok := s.Battle()
	if !ok || b.Section < 0 {
		return false
	}
	sec, _ := s.Card(b.Section)
	for seat := rules.Seat(0); int(seat) < s.Setup().Seats; seat++ {
		if seat == sec.Owner || b.Side[seat] != sec.Owner {
			continue
		}
		for _, c := range s.Cards(seat, sd.AtHome) {
			if c.At == b.Section && isUnit(c) {
				return true
			}
		}
	}
	return false
}

func inside(r, in graphics.Rect) bool {
	return r.X >= in.X-0.5 && r.Y >= in.Y-0.5 && r.Right() <= in.Right()+0.5 && r.Bottom() <= in.Bottom()+0.5
}

// TestChipsLeaveNameAndNumbersClear: on a phone and on a desktop, the
// chips of several options on one card never cover its row of numbers (a
// unit's Strength and Ka are what an engagement or an absorption is
// weighed by) nor its name (a phone's hand card read "GO (2)", "GO (3)"
// and its numbers when a raid could be defended with it by two Heroes).
func TestChipsLeaveNameAndNumbersClear(t *testing.T) {
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		tr := graphics.NewTr()
		chips := 0
		for n := 2; n <= 4; n++ {
			_, err := sim.Play(sim.Game{Rules: sd.Game{}, Setup: rules.Setup{Game: sd.ID, Seats: n}, Seed: 5, Index: n,
				OnStep: func(step int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
					for _, p := range st.Prompts() {
						vs := st.View(p.Seat).(*sd.State)
						ts := graphics.TableState{State: vs, Viewer: p.Seat, Prompt: &p, Tr: tr.ForSetup(st.Setup())}
						tb := Place(th, area, vs, p.Seat)
						d, _ := vs.Decision(p.Seat)
						spots, _, _ := tb.places(th, vs, d.Choices)
						chipped := chippedCards(spots)
						for _, b := range New().Layout(th, area, ts) {
							if b.Style != graphics.StylePlain || !strings.HasPrefix(b.ID, "move:") {
								continue
							}
							sl, ok := topSlot(tb, b.Rect)
							if !ok || !sl.face() {
								continue
							}
							chips++
							// Draw leaves the words off the card the chip
							// stands on, or they show between the chips.
							under := false
							for id := range chipped {
								under = under || inside(b.Rect, tb.Cards[id].Rect)
							}
							if !under {
								t.Fatalf("%v, %d seats, step %d: the chip %q at %v stands on no card drawn without its words (%v)", size, n, step, b.Label, b.Rect, chipped)
							}
							band, _, row := faceParts(th, sl.Rect, false)
							if row.H > 0 && overlaps(b.Rect, row) {
								t.Fatalf("%v, %d seats, step %d: the chip %q at %v covers card %d's numbers at %v", size, n, step, b.Label, b.Rect, sl.ID, row)
							}
							if overlaps(b.Rect, band) {
								t.Fatalf("%v, %d seats, step %d: the chip %q at %v covers card %d's name at %v", size, n, step, b.Label, b.Rect, sl.ID, band)
							}
						}
					}
				}})
			if err != nil {
				t.Fatal(err)
			}
		}
		if chips == 0 {
			t.Fatalf("%v: no chip on a card in three games", size)
		}
	}
}

// TestKindLineClearOfNumbers: at any height a small card is given, its
// kind's line, when written, stays above its row of numbers, bowed or
// not (the coins once covered it on a wrapped rival's row).
func TestKindLineClearOfNumbers(t *testing.T) {
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		_, lh := faceFont(th, false)
		written := 0
		for h := 10.0; h <= 200; h += 0.25 {
			_, top, row := faceParts(th, graphics.R(0, 0, 80, h), false)
			if row.H == 0 {
				continue
			}
			for _, bottom := range []float64{top.Bottom(), top.Bottom() - graphics.LineHeight(th.Small)*bowedTag} {
				kr, ok := kindLine(th, top, bottom, lh)
				if !ok {
					continue
				}
				written++
				if kr.Bottom() > min(row.Y, bottom)+0.5 {
					t.Fatalf("%v: on a card %.2f high the kind's line %v runs past %.2f (numbers at %v)", size, h, kr, min(row.Y, bottom), row)
				}
			}
		}
		if written == 0 {
			t.Fatalf("%v: no height wrote a kind line", size)
		}
	}
}

// topSlot is the card a chip at r sits on: the topmost that holds it
// whole (in a fanned row a card's chips may reach over the next card,
// which covers that card anyway).
func topSlot(tb Table, r graphics.Rect) (slot, bool) {
	for i := len(tb.Slots) - 1; i >= 0; i-- {
		if inside(r, tb.Slots[i].Rect) {
			return tb.Slots[i], true
		}
	}
	return slot{}, false
}

// TestReactionRound: in a Reaction window where a seat has already passed,
// every seat sees the round beside the answers: one chip per seat in the
// order asked, the passed one told as passed, the one asked now as asked,
// clear of the answers.
func TestReactionRound(t *testing.T) {
	st := playTo(t, 3, 3, func(s *sd.State) bool {
		r, ok := s.Reactions()
		return ok && r.Now > 0
	})
	round, _ := st.Reactions()
	tr := graphics.NewTr().ForSetup(st.Setup())
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for viewer := rules.Seat(0); viewer < 3; viewer++ {
			vs := st.View(viewer).(*sd.State)
			var p *rules.Prompt
			for _, q := range vs.Prompts() {
				if q.Seat == viewer {
					p = &q
				}
			}
			tb := Place(th, area, vs, viewer)
			bs := New().Layout(th, area, graphics.TableState{State: vs, Viewer: viewer, Prompt: p, Tr: tr})
			if tb.Queue.H <= 0 || overlaps(tb.Queue, tb.Answers) || !inside(tb.Queue, tb.Stage) {
				t.Fatalf("%v, viewer %d: the round at %v, the answers at %v, the stage %v", size, viewer, tb.Queue, tb.Answers, tb.Stage)
			}
			for i, seat := range round.Order {
				b, ok := bs.Find("tip:react:" + strconv.Itoa(i))
				if !ok || !inside(b.Rect, tb.Queue) {
					t.Fatalf("%v, viewer %d: no chip for seat %d, %d-th in the round %+v, inside %v", size, viewer, seat, i, round, tb.Queue)
				}
				key := "sands.table.react_next"
				switch {
				case i < round.Now:
					key = "sands.table.react_passed"
				case i == round.Now:
					key = "sands.table.react_now"
				}
				if want := tr.T(key, rules.SeatArg(seat)); b.Tip != want {
					t.Errorf("%v, viewer %d: chip %d says %q, want %q", size, viewer, i, b.Tip, want)
				}
				for _, a := range bs {
					if strings.HasPrefix(a.ID, "move:") && overlaps(a.Rect, b.Rect) {
						t.Errorf("%v, viewer %d: the answer %q covers the round's chip %d", size, viewer, a.ID, i)
					}
				}
			}
		}
	}
}

// TestDragPlaysWhereItDrops: a card of the viewer's hand dropped on the
// place an option sends it (the Hero it attaches to; its own row for a
// Hero brought into play; the Hero that defends a raid with it), or a
// Hero of the viewer's Home dropped on the
// City Section it is sent to fight at or raid, makes that option's move;
// dropped elsewhere, none. A rival's card may be held to show it large,
// not dragged.
func TestDragPlaysWhereItDrops(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	tr := graphics.NewTr()
	for _, kind := range []sd.ChoiceKind{sd.ChooseAttach, sd.ChooseHero, sd.ChooseCommit, sd.ChooseRaider, sd.ChooseDefend} {
		st := playTo(t, 2, 1, func(s *sd.State) bool {
			for _, p := range s.Prompts() {
				d, _ := s.Decision(p.Seat)
				for _, c := range d.Choices {
					if c.Kind == kind {
						return true
					}
				}
			}
			return false
		})
		p := st.Prompts()[0]
		vs := st.View(p.Seat).(*sd.State)
		ts := graphics.TableState{State: vs, Viewer: p.Seat, Prompt: &p, Tr: tr.ForSetup(st.Setup())}
		d, _ := vs.Decision(p.Seat)
		var ch sd.Choice
		for _, c := range d.Choices {
			if c.Kind == kind {
				ch = c
				break
			}
		}
		v := New()
		tb := Place(th, area, vs, p.Seat)
		pick, onto := carried(ch)
		from := cardTipID(pick)
		if drag, hold := v.Grab(ts, from); !drag || !hold {
			t.Fatalf("%v: the card %d may be dragged %v, held %v", kind, pick, drag, hold)
		}
		at := tb.Areas[p.Seat].City
		if onto >= 0 {
			at = tb.Cards[onto].Rect
		}
		m, ok := v.Drop(th, area, ts, from, at.CX(), at.CY())
		if !ok || m != ch.Move {
			// Several options sharing that place make no move; the one
			// sought must then be one of them.
			var same []rules.Move
			for _, c := range d.Choices {
				if c.Card == ch.Card && c.Kind == kind && c.To == ch.To {
					same = append(same, c.Move)
				}
			}
			if len(same) == 1 || ok {
				t.Fatalf("%v: dropped on %v it makes %q %v, want %q", kind, at, m, ok, ch.Move)
			}
		}
		if m, ok := v.Drop(th, area, ts, from, tb.Status.CX(), tb.Status.CY()); ok {
			t.Fatalf("%v: dropped on the status line it makes %q", kind, m)
		}
		rival := tb.Areas[1-p.Seat]
		for _, sl := range tb.Slots {
			if c, ok := vs.Card(sl.ID); ok && c.Owner != p.Seat && c.Known && inside(sl.Rect, rival.Rect) {
				if drag, hold := v.Grab(ts, cardTipID(sl.ID)); drag || !hold {
					t.Fatalf("a rival's card may be dragged %v, held %v", drag, hold)
				}
				break
			}
		}
	}
}

// waterStep plays random games of n seats and returns the states before
// and after the first step that moved Water as want says (given the
// cards that lost and gained some).
func waterStep(t *testing.T, n int, want func(s *sd.State, lost, gained map[int]bool) bool) (*sd.State, *sd.State) {
	t.Helper()
	for index := 0; index < 20; index++ {
		var prev, before, after *sd.State
		_, err := sim.Play(sim.Game{Rules: sd.Game{}, Setup: rules.Setup{Game: sd.ID, Seats: n}, Seed: 5, Index: index,
			OnStep: func(_ int, _ rules.Seat, _ rules.Option, _ []rules.Event, st rules.State) {
				s := st.(*sd.State)
				if after == nil && prev != nil {
					lost, gained := map[int]bool{}, map[int]bool{}
					for seat := rules.Seat(0); int(seat) < n; seat++ {
						for _, z := range []sd.Zone{sd.InCity, sd.AtHome} {
							for _, c := range s.Cards(seat, z) {
								if b, _ := prev.Card(c.ID); b.Zone == c.Zone && b.Water > c.Water {
									lost[c.ID] = true
								} else if b.Zone == c.Zone && b.Water < c.Water {
									gained[c.ID] = true
								}
							}
						}
					}
					if (len(lost) > 0 || len(gained) > 0) && want(s, lost, gained) {
						before, after = prev, s.Clone().(*sd.State)
					}
				}
				if after == nil {
					prev = s.Clone().(*sd.State)
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		if after != nil {
			return before, after
		}
	}
	t.Fatalf("no such movement of Water in 20 games of %d seats", n)
	return nil, nil
}

// TestWaterFlies: Water paid flies from the City Section that paid it to
// the pool in the middle of the table; Water raided flies from the City
// Section to the raiding Hero.
func TestWaterFlies(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	tr := graphics.NewTr()
	cases := []struct {
		name string
		want func(s *sd.State, lost, gained map[int]bool) bool
	}{
		{"payment", func(_ *sd.State, lost, gained map[int]bool) bool { return len(lost) == 1 && len(gained) == 0 }},
		{"raid", func(s *sd.State, lost, gained map[int]bool) bool {
			for id := range gained {
				if c, _ := s.Card(id); len(lost) == 1 && len(gained) == 1 && c.Def.Kind == sd.Hero {
					return true
				}
			}
			return false
		}},
	}
	for _, tc := range cases {
		before, after := waterStep(t, 2, tc.want)
		v := New()
		now := time.Unix(100, 0)
		var places []Table
		for _, st := range []*sd.State{before, after} {
			vs := st.View(0).(*sd.State)
			tb := Place(th, area, vs, 0)
			places = append(places, tb)
			v.motion.observe(vs, tb, graphics.TableState{State: vs, Viewer: 0, Tr: tr, Motion: time.Second}, now)
		}
		var lost, gained []int
		for id := range places[1].Cards {
			b, _ := before.Card(id)
			a, _ := after.Card(id)
			if b.Water > a.Water {
				lost = append(lost, id)
			} else if b.Water < a.Water {
				gained = append(gained, id)
			}
		}
		if len(lost) != 1 {
			t.Fatalf("%s: cards that lost Water on the table: %v", tc.name, lost)
		}
		src := places[0].Cards[lost[0]].Rect
		dst := places[1].Stage.Centered(0, 0)
		if len(gained) == 1 {
			dst = places[1].Cards[gained[0]].Rect
		}
		flew := false
		for _, tw := range v.motion.tweens {
			if strings.HasPrefix(tw.What, "water:") && tw.X0 == src.CX() && tw.Y0 == src.CY() && tw.X1 == dst.CX() && tw.Y1 == dst.CY() {
				flew = true
			}
		}
		if !flew {
			t.Fatalf("%s: no token flies from %v to %v: %+v", tc.name, src, dst, v.motion.tweens)
		}
	}
}

// TestBigCardAtTheEdge: the card shown large sits at the table's end
// edge, inside it, clear of the middle where the hover text comes.
func TestBigCardAtTheEdge(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		big := bigCardRect(th, area, Table{})
		if !inside(big, area) || area.Right()-big.Right() > th.Unit*1.5 {
			t.Errorf("%v: the large card at %v is not at the end edge of %v", size, big, area)
		}
	}
}

// TestChipText: a chip too narrow for a Hero's name names it by its
// initials rather than by "Ta…"; a wider one keeps the name cut short; an
// action's words are never reduced to initials.
func TestChipText(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	name := "Tarik of the Long Knife"
	narrow := graphics.TextWidth("TLK", th.Small) + 1
	if got := chipText(th, name, narrow, true); got != "TLK" {
		t.Errorf("in %v px: %q, want TLK", narrow, got)
	}
	wide := graphics.TextWidth("Tarik of t", th.Small)
	if got := chipText(th, name, wide, true); !strings.HasPrefix(got, "Tarik") || !strings.HasSuffix(got, "…") {
		t.Errorf("in %v px: %q, want the name cut short", wide, got)
	}
	if got := chipText(th, name, graphics.TextWidth(name, th.Small)+1, true); got != name {
		t.Errorf("with room: %q", got)
	}
	if got := chipText(th, "Go Home", narrow, false); got == "GH" {
		t.Errorf("an action's words became %q", got)
	}
}

// TestRivalsCardsReadable: on a desktop, a rival's crowded row of cards in
// play wraps onto more lines rather than standing each card on end one or
// two letters wide (twelve cards in a row were two units wide each): every
// card of a rival's at least four and a half units wide, four letters of
// its name or more, each line clear of the next.
func TestRivalsCardsReadable(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	u := th.Unit
	wrapped := 0
	for n := 2; n <= 6; n++ {
		st := playTo(t, n, n, func(s *sd.State) bool { return s.Turn().Number >= 8 })
		tb := Place(th, area, st.View(0).(*sd.State), 0)
		for seat, a := range tb.Areas {
			if seat == 0 {
				continue
			}
			var lines []float64
			for _, sl := range tb.Slots {
				if sl.Pile || sl.Small || !inside(sl.Rect, a.City) {
					continue
				}
				if sl.Rect.W < u*4.5 {
					t.Errorf("%d seats: seat %d's card %d is %.0f wide (%.1f units) in %v", n, seat, sl.ID, sl.Rect.W, sl.Rect.W/u, a.City)
				}
				if !slices.Contains(lines, sl.Rect.Y) {
					lines = append(lines, sl.Rect.Y)
				}
			}
			if len(lines) > 1 {
				wrapped++
			}
			for _, sl := range tb.Slots {
				for _, o := range tb.Slots {
					if !sl.Small && !o.Small && !sl.Pile && !o.Pile && inside(sl.Rect, a.City) && inside(o.Rect, a.City) && sl.Rect.Y < o.Rect.Y && sl.Rect.Bottom() > o.Rect.Y+0.5 {
						t.Errorf("%d seats: seat %d's card %d at %v reaches into the next line's card %d at %v", n, seat, sl.ID, sl.Rect, o.ID, o.Rect)
					}
				}
			}
		}
	}
	if wrapped == 0 {
		t.Error("no rival's row wrapped: the test saw no crowded table")
	}
}

// TestBattleChipsReadable: at 1280×800, a unit's options in a battle
// ("Engage", "Go Home") show their words whole: as chips on the unit
// where they fit between its name and its numbers, else in the unit's
// menu, which a click on the unit opens. Upright cards under a short
// centre were too narrow for them ("Eng…", "Go …"); then their chips
// covered the unit's name.
func TestBattleChipsReadable(t *testing.T) {
	th := graphics.NewTheme(1280, 800, 1)
	area := tabletest.Area(th, 1280, 800)
	tr := graphics.NewTr()
	for n := 2; n <= 6; n += 2 {
		st := playTo(t, n, n, func(s *sd.State) bool {
			d, ok := s.Decision(0)
			return ok && slices.ContainsFunc(d.Choices, func(c sd.Choice) bool { return c.Kind == sd.ChooseGoHome })
		})
		vs, ts := asked(st, 0, tr)
		tb := Place(th, area, vs, 0)
		read := 0
		v := New()
		for _, b := range v.Layout(th, area, ts) {
			sl, ok := topSlot(tb, b.Rect)
			if !ok || !tb.inBattle(sl.ID) {
				continue
			}
			if strings.HasPrefix(b.ID, menuPrefix) {
				v.Choose(ts, b.ID)
				for _, m := range v.Layout(th, area, ts) {
					if m.Style == graphics.StylePrimary && strings.HasPrefix(m.ID, "move:") && inside(m.Rect, area) {
						read++
						if strings.HasSuffix(m.Label, "…") {
							t.Errorf("%d seats: unit %d's menu reads %q", n, sl.ID, m.Label)
						}
					}
				}
				v.Choose(ts, closeID)
			}
			if b.Style != graphics.StylePlain || !strings.HasPrefix(b.ID, "move:") {
				continue
			}
			read++
			if strings.HasSuffix(b.Label, "…") {
				t.Errorf("%d seats: a battle chip reads %q at %v on card %d at %v", n, b.Label, b.Rect, sl.ID, sl.Rect)
			}
		}
		if read == 0 {
			t.Errorf("%d seats: no option of a unit in the battle on it or in its menu", n)
		}
	}
}

// asked is seat's view of st and the table state of its prompt.
func asked(st *sd.State, seat rules.Seat, tr *graphics.Tr) (*sd.State, graphics.TableState) {
	vs := st.View(seat).(*sd.State)
	ts := graphics.TableState{State: vs, Viewer: seat, Tr: tr.ForSetup(st.Setup())}
	for _, q := range vs.Prompts() {
		if q.Seat == seat {
			ts.Prompt = &q
		}
	}
	return vs, ts
}

// TestPilesShowTheirCounts: at every size and table, each pile's text
// holds its count whole and fits its pile, however its name is cut; and
// so in a pile of any size that has room for the count alone.
func TestPilesShowTheirCounts(t *testing.T) {
	tr := graphics.NewTr()
	labels := []string{tr.T("sands.table.deck"), tr.T("sands.table.saved"), tr.T("sands.table.buried")}
	th := graphics.NewTheme(800, 600, 1)
	for w := graphics.TextWidth("47", th.Small); w < th.Unit*30; w += 3 {
		for _, h := range []float64{th.Unit, th.Unit * 2, th.Unit * 4} {
			r := graphics.R(0, 0, w, h)
			for _, l := range labels {
				lines := pileLines(th, r, l, 47, "Tale of a Thousand Nights")
				if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "47") }) {
					t.Errorf("a pile %.0f×%.0f reads %q: the count is cut", w, h, lines)
				}
				for _, l := range lines {
					if lw := graphics.TextWidth(l, th.Small); lw > w+0.5 {
						t.Errorf("a pile %.0f×%.0f: %q is %.0f wide", w, h, l, lw)
					}
				}
			}
		}
	}
	for _, size := range [][2]int{{1280, 800}, {800, 600}, {800, 500}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		for n := 2; n <= 6; n++ {
			// A quiet table, then one with a battle on, whose centre
			// leaves the rivals less room.
			quiet := playTo(t, n, n, func(s *sd.State) bool { return s.Turn().Number >= 3 })
			battle := playTo(t, n, n, func(s *sd.State) bool {
				b, ok := s.Battle()
				return ok && b.Section >= 0 && s.Turn().Number >= 2
			})
			for _, st := range []*sd.State{quiet, battle} {
				tb := Place(th, area, st.View(0).(*sd.State), 0)
				for seat, a := range tb.Areas {
					for i, r := range []graphics.Rect{a.Deck, a.Saved, a.Buried} {
						in := r.Inset(th.Unit * 0.2)
						lines := pileLines(th, in, labels[i], 47, "Tale of a Thousand Nights")
						if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "47") }) {
							t.Errorf("%v, %d seats: seat %d's pile %v reads %q: the count is cut", size, n, seat, in, lines)
						}
						for _, l := range lines {
							if w := graphics.TextWidth(l, th.Small); w > in.W+0.5 {
								t.Errorf("%v, %d seats: seat %d's pile line %q is %.0f wide in %v", size, n, seat, l, w, in)
							}
						}
					}
				}
			}
		}
	}
}

// TestCoinsHoldTheirFigures: a hero's four numbers on a phone's card (56
// by 62, as a two-player hand has it) stand in two rows large enough
// for their figures; wherever the coins go they stay below the name's
// band, and never come out smaller than in one row.
func TestCoinsHoldTheirFigures(t *testing.T) {
	th := graphics.NewTheme(390, 844, 1)
	band, top, row := faceParts(th, graphics.R(0, 0, 56, 62), false)
	if one := coinRadius(row, 4, 1); one >= minCoinRadius(th) {
		t.Fatalf("one row of four coins has radius %.1f, enough for figures (%.1f): the case is not tested", one, minCoinRadius(th))
	}
	area, rows := coinRows(th, top, row, 4)
	if rows != 2 || coinRadius(area, 4, rows) < minCoinRadius(th) {
		t.Errorf("four coins on a 56×62 card: %d rows of radius %.1f (figures need %.1f)", rows, coinRadius(area, 4, rows), minCoinRadius(th))
	}
	for _, w := range []float64{40, 56, 80, 120} {
		for h := 10.0; h <= 200; h += 0.5 {
			band, top, row = faceParts(th, graphics.R(0, 0, w, h), false)
			if row.H == 0 {
				continue
			}
			for n := 1; n <= 4; n++ {
				area, rows := coinRows(th, top, row, n)
				if area.Y < band.Bottom()-0.5 || area.Bottom() > row.Bottom()+0.5 {
					t.Fatalf("%v×%v, %d coins: they go at %v, over the band %v", w, h, n, area, band)
				}
				if coinRadius(area, n, rows) < coinRadius(row, n, 1) {
					t.Fatalf("%v×%v, %d coins: %d rows make them smaller", w, h, n, rows)
				}
			}
		}
	}
	th = graphics.NewTheme(1280, 800, 1)
	_, top, row = faceParts(th, graphics.R(0, 0, 110, 150), false)
	if _, rows := coinRows(th, top, row, 4); rows != 1 {
		t.Errorf("four coins on a 110×150 card at 1280×800 take %d rows", rows)
	}
}

// TestTwinsNumbered: two copies of a Hero at Home, each offered to defend
// a raid, carry their numbers on their faces at every size, in the
// options and in the chips that name them, however narrow: no two read
// alike ("Grave-…" twice, before).
func TestTwinsNumbered(t *testing.T) {
	var seat rules.Seat
	st := playTo(t, 2, 4, func(s *sd.State) bool {
		for _, p := range s.Prompts() {
			d, _ := s.Decision(p.Seat)
			heroes := map[int]bool{}
			for _, c := range d.Choices {
				if k, _ := s.Card(c.Card); c.Kind == sd.ChooseDefend && k.Nth > 0 {
					heroes[c.Card] = true
				}
			}
			if len(heroes) >= 2 {
				seat = p.Seat
				return true
			}
		}
		return false
	})
	vs := st.View(seat).(*sd.State)
	tr := graphics.NewTr().ForSetup(st.Setup())
	d, _ := vs.Decision(seat)
	labels := map[string]bool{}
	byHero := map[int]sd.Choice{}
	for _, c := range d.Choices {
		l := tr.M(c.Label)
		if labels[l] {
			t.Fatalf("two options read %q", l)
		}
		labels[l] = true
		if c.Kind == sd.ChooseDefend {
			byHero[c.Card] = c
		}
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		tb := Place(th, area, vs, seat)
		chips := map[string]int{}
		for id, c := range byHero {
			k, _ := vs.Card(id)
			num := fmt.Sprintf("(%d)", k.Nth)
			band, _, _ := faceParts(th, tb.Cards[id].Rect, false)
			face, _ := faceFont(th, false)
			if got := numbered(th, tr, face, k, band.W-th.Unit*0.4, false); !strings.HasSuffix(got, num) {
				t.Errorf("%v: Hero %d's face reads %q, without %s", size, id, got, num)
			}
			for _, room := range []float64{th.Unit * 4, th.Unit * 8, th.Unit * 16} {
				l := placed{Choice: c, onSecond: true}.chip(th, tr, vs, room)
				if !strings.HasSuffix(l, num) || graphics.TextWidth(l, th.Small) > room+0.5 && l != num {
					t.Errorf("%v: in %.0f px Hero %d's chip reads %q", size, room, id, l)
				}
				if other, ok := chips[fmt.Sprint(room, l)]; ok {
					t.Errorf("%v: in %.0f px Heroes %d and %d's chips both read %q", size, room, other, id, l)
				}
				chips[fmt.Sprint(room, l)] = id
			}
		}
	}
}

// TestGroupEngagementNamesItsCards: a group engagement (Followers that
// engage together, with their Hero or without it) sits on no one card;
// it is answered in the centre after the unit's own moves, its label
// naming each card with its number among copies in play, at both sizes.
func TestGroupEngagementNamesItsCards(t *testing.T) {
	var seat rules.Seat
	st := playTo(t, 2, 0, func(s *sd.State) bool {
		for _, p := range s.Prompts() {
			d, _ := s.Decision(p.Seat)
			if slices.ContainsFunc(d.Choices, func(c sd.Choice) bool { return c.Kind == sd.ChooseEngageGroup }) {
				seat = p.Seat
				return true
			}
		}
		return false
	})
	vs := st.View(seat).(*sd.State)
	tr := graphics.NewTr().ForSetup(st.Setup())
	d, _ := vs.Decision(seat)
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		tb := Place(th, area, vs, seat)
		_, loose := tb.assign(th, vs, d.Choices)
		seen := false
		for _, c := range loose {
			if c.Kind != sd.ChooseEngageGroup {
				if seen {
					t.Errorf("%v: %q is answered after a group engagement", size, tr.M(c.Label))
				}
				continue
			}
			seen = true
			for _, room := range []float64{tb.Answers.W - th.Unit*2, th.Unit * 24} {
				l := groupText(th, tr, vs, c.Group, room)
				if strings.Count(l, " + ") != len(c.Group)-1 {
					t.Errorf("%v: group %v reads %q", size, c.Group, l)
				}
				for _, id := range c.Group {
					if k, _ := vs.Card(id); k.Nth > 0 && !strings.Contains(l, fmt.Sprintf("(%d)", k.Nth)) {
						t.Errorf("%v: group %v reads %q, without card %d's number %d", size, c.Group, l, id, k.Nth)
					}
				}
			}
		}
		if !seen {
			t.Errorf("%v: no group engagement in the centre's answers", size)
		}
	}
}

// TestRaidDefenceNamesItsHandCards: a raid that two Heroes may defend,
// each with any card in hand, leaves every hand card's name readable at
// 390×844, with the prompt bar grown to its rows (a hand a card's name
// and numbers high) and without them (the browser test's table, where a
// chip per Hero fits between a card's name and its numbers, side by
// side), and at 1280×800; every defence is still answered on the table.
// A phone's hand cards read "GO (2)", "GO (3)" and their numbers.
func TestRaidDefenceNamesItsHandCards(t *testing.T) {
	var seat rules.Seat
	st := playTo(t, 2, 4, func(s *sd.State) bool {
		for _, p := range s.Prompts() {
			d, _ := s.Decision(p.Seat)
			heroes := map[int]bool{}
			for _, c := range d.Choices {
				if c.Kind == sd.ChooseDefend {
					heroes[c.Card] = true
				}
			}
			if len(heroes) >= 2 {
				seat = p.Seat
				return true
			}
		}
		return false
	})
	vs, ts := asked(st, seat, graphics.NewTr())
	d, _ := vs.Decision(seat)
	heroes := map[int]bool{}
	for _, c := range d.Choices {
		if c.Kind == sd.ChooseDefend {
			heroes[c.Card] = true
		}
	}
	for _, size := range []struct {
		w, h, rows int
	}{{390, 844, graphics.PromptBarRows}, {390, 844, 0}, {1280, 800, graphics.PromptBarRows}} {
		th := graphics.NewTheme(size.w, size.h, 1)
		_, area := th.PromptBar(th.TableScreen(graphics.R(0, 0, float64(size.w), float64(size.h))).Main, size.rows)
		name := fmt.Sprintf("%dx%d, %d rows of the bar", size.w, size.h, size.rows)
		tb := Place(th, area, vs, seat)
		bs := New().Layout(th, area, ts)
		chips := map[int]int{}
		for _, c := range vs.Cards(seat, sd.InHand) {
			sl := tb.Cards[c.ID]
			band, _, _ := faceParts(th, sl.Rect, false)
			for _, b := range bs {
				if b.Style != graphics.StylePlain && b.Style != graphics.StylePrimary {
					continue
				}
				if inside(b.Rect, sl.Rect) {
					chips[c.ID]++
				}
				if overlaps(b.Rect, band) {
					t.Errorf("%s: %q at %v covers hand card %d's name at %v", name, b.Label, b.Rect, c.ID, band)
				}
			}
		}
		on := bs.Answers()
		for _, c := range d.Choices {
			if !on[graphics.MoveID(c.Move)] {
				t.Errorf("%s: %q is not answered on the table", name, ts.Tr.M(c.Label))
			}
		}
		menusOpen(t, name, th, area, ts, bs)
		if size.w == 390 && size.rows == 0 {
			for id, n := range chips {
				if n != len(heroes) {
					t.Errorf("%s: hand card %d carries %d chips, want one per Hero (%d)", name, id, n, len(heroes))
				}
			}
			if len(chips) == 0 {
				t.Errorf("%s: no chip on a hand card", name)
			}
		}
	}
}

// TestUnitMenuAnswersItsEngagements: on a phone and on a desktop, a
// unit whose cards may engage in groups is a target on the table (its
// Hero) whose menu holds every engagement of the unit, groups included,
// and its Go Home; opened, each of them is a button of its own on the
// table, on top; nothing the panel covers is lost (Close brings it
// back); a second click on the unit closes the menu, and so does the
// decision's answer. On a phone the groups, the Hero's Engage and its Go
// Home were answered only in the prompt bar.
func TestUnitMenuAnswersItsEngagements(t *testing.T) {
	var seat rules.Seat
	st := playTo(t, 2, 0, func(s *sd.State) bool {
		for _, p := range s.Prompts() {
			d, _ := s.Decision(p.Seat)
			if slices.ContainsFunc(d.Choices, func(c sd.Choice) bool { return c.Kind == sd.ChooseEngageGroup }) {
				seat = p.Seat
				return true
			}
		}
		return false
	})
	vs, ts := asked(st, seat, graphics.NewTr())
	d, _ := vs.Decision(seat)
	unit := -1
	var want []sd.Choice
	for _, c := range d.Choices {
		if len(c.Group) > 0 {
			unit = unitOf(vs, c.Group)
		}
	}
	for _, c := range d.Choices {
		k, _ := vs.Card(c.Card)
		if len(c.Group) > 0 || c.Card == unit || c.Kind == sd.ChooseEngageOne && k.On == unit {
			want = append(want, c)
		}
	}
	if unit < 0 || !slices.ContainsFunc(want, func(c sd.Choice) bool { return c.Kind == sd.ChooseGoHome }) {
		t.Fatalf("the state has no unit with groups and Go Home: %v", want)
	}
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		tb := Place(th, area, vs, seat)
		v := New()
		closed := v.Layout(th, area, ts)
		target, ok := closed.Find(menuID(unit))
		if !ok || target.Rect != tb.Cards[unit].Rect || target.Style != graphics.StyleGhost {
			t.Fatalf("%v: no menu target on the unit's Hero %d at %v: %+v", size, unit, tb.Cards[unit].Rect, target)
		}
		for _, c := range want {
			if !slices.Contains(target.Reveals, c.Move) {
				t.Errorf("%v: the unit's menu lacks %q", size, ts.Tr.M(c.Label))
			}
		}
		menusOpen(t, fmt.Sprint(size), th, area, ts, closed)
		v.Choose(ts, target.ID)
		if _, ok := v.Layout(th, area, ts).Find(closeID); !ok {
			t.Fatalf("%v: the menu opened without its Close button", size)
		}
		v.Choose(ts, target.ID)
		if _, ok := v.Layout(th, area, ts).Find(closeID); ok {
			t.Errorf("%v: a second click on the unit left its menu open", size)
		}
		v.Choose(ts, target.ID)
		next := st.Clone().(*sd.State)
		if _, err := next.Apply(seat, want[0].Move, rules.Entropy{3}); err != nil {
			t.Fatal(err)
		}
		_, nts := asked(next, seat, graphics.NewTr())
		if _, ok := v.Layout(th, area, nts).Find(closeID); ok {
			t.Errorf("%v: the menu stayed open once the decision was answered", size)
		}
	}
}

// menusOpen opens in turn each menu among bs, laid out for ts in area:
// each option it reveals is then a labelled button inside the table, on
// top where it is clicked, and no answer of the closed table is lost.
func menusOpen(t *testing.T, name string, th *graphics.Theme, area graphics.Rect, ts graphics.TableState, bs graphics.Buttons) {
	t.Helper()
	for _, target := range bs {
		if !strings.HasPrefix(target.ID, menuPrefix) {
			continue
		}
		v := New()
		v.Choose(ts, target.ID)
		open := v.Layout(th, area, ts)
		for _, m := range target.Reveals {
			b, ok := open.Find(graphics.MoveID(m))
			for _, o := range open {
				if o.ID == graphics.MoveID(m) && o.Style == graphics.StylePrimary && inside(o.Rect, area) {
					b, ok = o, true // the last: the menu's, over the centre's
				}
			}
			if !ok || !inside(b.Rect, area) {
				t.Errorf("%s: %s's menu has no button inside the table for %s", name, target.ID, m)
				continue
			}
			if top, _ := open.At(b.Rect.CX(), b.Rect.CY()); top.ID != b.ID || b.Label == "" {
				t.Errorf("%s: %s's %s reads %q at %v, under %q", name, target.ID, m, b.Label, b.Rect, top.ID)
			}
		}
		after := open.Answers()
		for id := range bs.Answers() {
			if !after[id] {
				t.Errorf("%s: %s is lost while %s's menu is open", name, id, target.ID)
			}
		}
	}
}

// challenges are the options of seat's decision in s that play a Blood
// Challenge.
func challenges(s *sd.State, seat rules.Seat) []sd.Choice {
	d, _ := s.Decision(seat)
	return slices.DeleteFunc(d.Choices, func(c sd.Choice) bool { return c.Label.Key != "sands.opt.play_challenge" })
}

// TestChallengesOfAHeroStayTogether: of a Blood Challenge's options,
// those naming one Hero go to it together or stay with the card
// together: a Hero's own target never answers for one of several
// challenges of it (a click on a rival's Hero made one of three).
func TestChallengesOfAHeroStayTogether(t *testing.T) {
	var seat rules.Seat
	st := playTo(t, 4, 2, func(s *sd.State) bool {
		for _, p := range s.Prompts() {
			if len(challenges(s, p.Seat)) >= 30 {
				seat = p.Seat
				return true
			}
		}
		return false
	})
	vs, ts := asked(st, seat, graphics.NewTr())
	cs := challenges(vs, seat)
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		bs := New().Layout(th, area, ts)
		tb := Place(th, area, vs, seat)
		direct := map[int]int{}
		for _, c := range cs {
			if b, ok := bs.Find(graphics.MoveID(c.Move)); ok && inside(b.Rect, tb.Cards[c.To].Rect) {
				direct[c.To]++
			}
		}
		for to, n := range direct {
			if all := len(slices.DeleteFunc(slices.Clone(cs), func(c sd.Choice) bool { return c.To != to })); n != all {
				t.Errorf("%v: Hero %d's own targets answer %d of its %d challenges", size, to, n, all)
			}
		}
		menusOpen(t, fmt.Sprint(size), th, area, ts, bs)
	}
}

// TestChallengesReadApart: with two Heroes of one's own that may
// challenge one Hero, and with more than a dozen pairs, no two of a Blood
// Challenge's options read alike in the centre or in an open menu, at
// both sizes: the two on one Hero read "→ Drowned Sentinel" twice.
func TestChallengesReadApart(t *testing.T) {
	for _, many := range []bool{false, true} {
		var seat rules.Seat
		st := playTo(t, 4, 2, func(s *sd.State) bool {
			for _, p := range s.Prompts() {
				cs := challenges(s, p.Seat)
				on := map[int]int{}
				for _, c := range cs {
					on[c.To]++
				}
				if many && len(cs) >= 30 || !many && slices.Contains(slices.Collect(maps.Values(on)), 2) {
					seat = p.Seat
					return true
				}
			}
			return false
		})
		vs, ts := asked(st, seat, graphics.NewTr())
		for _, size := range [][2]int{{390, 844}, {1280, 800}} {
			th := graphics.NewTheme(size[0], size[1], 1)
			area := tabletest.Area(th, size[0], size[1])
			name := fmt.Sprint(size, " ", len(challenges(vs, seat)), " challenges")
			bs := New().Layout(th, area, ts)
			tb := Place(th, area, vs, seat)
			centre := map[string]bool{}
			for _, b := range bs {
				if strings.HasPrefix(b.ID, "move:") && inside(b.Rect, tb.Answers) {
					if centre[b.Label] {
						t.Errorf("%s: two answers in the centre read %q", name, b.Label)
					}
					centre[b.Label] = true
				}
			}
			menus := 0
			for _, target := range bs {
				if !strings.HasPrefix(target.ID, menuPrefix) {
					continue
				}
				menus++
				v := New()
				v.Choose(ts, target.ID)
				open := v.Layout(th, area, ts)
				seen := map[string]bool{}
				for _, b := range open[len(open)-len(target.Reveals):] {
					if seen[b.Label] {
						t.Errorf("%s: %s reads %q twice", name, target.ID, b.Label)
					}
					seen[b.Label] = true
				}
			}
			if menus == 0 {
				t.Errorf("%s: no menu", name)
			}
		}
	}
}

// TestChallengesOnTheirHeroes: a Blood Challenge that may pair any of
// the viewer's Heroes with any rival's offers more options than the
// card's menu holds on a phone (13 of 39 were answered only in the
// prompt bar): each is then answered on the Hero it challenges, whose
// menu lists the challenges it may be met with, as well as the other
// options about that Hero (an action in hand that may target it), so
// that the Hero is one target. At 1280×800 the challenges are in the
// card's menu or their Heroes' too. The table answers every option.
func TestChallengesOnTheirHeroes(t *testing.T) {
	var seat rules.Seat
	st := playTo(t, 4, 2, func(s *sd.State) bool {
		for _, p := range s.Prompts() {
			if len(challenges(s, p.Seat)) >= 30 {
				seat = p.Seat
				return true
			}
		}
		return false
	})
	vs, ts := asked(st, seat, graphics.NewTr())
	d, _ := vs.Decision(seat)
	cs := challenges(vs, seat)
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		bs := New().Layout(th, area, ts)
		on := bs.Answers()
		for _, c := range d.Choices {
			if !on[graphics.MoveID(c.Move)] {
				t.Errorf("%v: %q is answered only in the prompt bar", size, ts.Tr.M(c.Label))
			}
		}
		spilled := 0
		for _, c := range cs {
			card, _ := bs.Find(menuID(c.Card))
			hero, _ := bs.Find(menuID(c.To))
			switch {
			case slices.Contains(hero.Reveals, c.Move):
				spilled++
			case !slices.Contains(card.Reveals, c.Move):
				t.Errorf("%v: %q is in neither its card's menu nor its Hero's", size, ts.Tr.M(c.Label))
			}
		}
		if size[0] == 390 && spilled != len(cs) {
			t.Errorf("%v: %d of %d challenges are on the Hero they challenge", size, spilled, len(cs))
		}
		for _, target := range bs {
			if !strings.HasPrefix(target.ID, menuPrefix) {
				continue
			}
			for _, b := range bs {
				if strings.HasPrefix(b.ID, "move:") && inside(b.Rect, target.Rect) {
					t.Errorf("%v: %s lies under %s", size, b.ID, target.ID)
				}
			}
		}
		menusOpen(t, fmt.Sprint(size), th, area, ts, bs)
	}
}

// TestSeveralOptionsAboutAPlayer: one option about a player is a
// target over the player's name line; several (here an attack and an
// invitation for each rival, as no one prompt yet asks) are the player's
// menu, which the name line opens, and never chips on the line: spread
// over it, they covered the name.
func TestSeveralOptionsAboutAPlayer(t *testing.T) {
	var seat rules.Seat
	st := playTo(t, 4, 1, func(s *sd.State) bool {
		for _, p := range s.Prompts() {
			d, _ := s.Decision(p.Seat)
			n := 0
			for _, c := range d.Choices {
				if c.Kind == sd.ChooseDefender {
					n++
				}
			}
			if n >= 2 {
				seat = p.Seat
				return true
			}
		}
		return false
	})
	vs, ts := asked(st, seat, graphics.NewTr())
	d, _ := vs.Decision(seat)
	// The first rival named keeps its one option.
	cs := d.Choices
	one := rules.Seat(-1)
	for _, c := range d.Choices {
		if c.Kind != sd.ChooseDefender {
			continue
		}
		if one < 0 {
			one = c.Seat
			continue
		}
		cs = append(cs, sd.Choice{Move: rules.Move("invite:" + strconv.Itoa(int(c.Seat))), Label: rules.M("sands.opt.invite", rules.SeatArg(c.Seat)),
			Kind: sd.ChooseInvite, Card: -1, To: -1, Seat: c.Seat})
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		th := graphics.NewTheme(size[0], size[1], 1)
		area := tabletest.Area(th, size[0], size[1])
		tb := Place(th, area, vs, seat)
		spots, _, ms := tb.places(th, vs, cs)
		for _, sp := range spots {
			if sp.card < 0 && (len(sp.choices) != 1 || sp.choices[0].Seat != one || sp.r != tb.Areas[one].Head) {
				t.Errorf("%v: the name line %v carries %d options about seat %d", size, sp.r, len(sp.choices), sp.choices[0].Seat)
			}
		}
		menus := 0
		for _, m := range ms {
			if m.card >= 0 {
				continue
			}
			menus++
			q := rules.Seat(-2 - m.card)
			if len(m.choices) != 2 || m.choices[0].Seat != q || m.r != tb.Areas[q].Head {
				t.Errorf("%v: seat %d's menu at %v holds %d options", size, q, m.r, len(m.choices))
			}
			if lay := m.lay(th, ts.Tr, vs, area); len(lay.shown) != len(m.choices) || !inside(lay.panel, area) {
				t.Errorf("%v: seat %d's menu shows %d of %d options at %v", size, q, len(lay.shown), len(m.choices), lay.panel)
			}
		}
		if menus != len(cs)-len(d.Choices) {
			t.Errorf("%v: %d players' menus for %d players with two options", size, menus, len(cs)-len(d.Choices))
		}
	}
}
