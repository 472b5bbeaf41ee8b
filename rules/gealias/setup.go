// Setup: the game's registration, dealing the tokens and civilizations, and
// the three placement rounds (first tents; fortresses with their Gealias in
// the standard order; second tents with their Gealias in reverse order).
package gealias

import (
	"fmt"
	"strconv"

	"majlis/rules"
)

// Game is Gealias's entry in the registry.
type Game struct{}

// ID is the game's registry id.
func (Game) ID() string { return "gealias" }

// Name is the game's name.
func (Game) Name() rules.Msg { return rules.M("gealias.name") }

// Seats is the range of players.
func (Game) Seats() (int, int) { return 2, maxSeats }

// maxSeats is the most players at a table.
const maxSeats = 6

// Options lists the table options: the round limit that ends a game nobody
// has won (a house rule; see NOTES.md). Ten rounds make a short game.
func (Game) Options() []rules.OptionSpec {
	return []rules.OptionSpec{{Key: "rounds", Values: []string{"60", "30", "100", "10"}, Label: rules.M("gealias.option.rounds")}}
}

// placement is one step of the placement rounds.
type placement struct {
	civ  Civ
	kind phase // phSetupTent or phSetupFort
}

// placementOrder is the fixed order of the three rounds, whatever civs are
// drawn; civs not in play are skipped.
var placementOrder = []placement{
	{Phoenicians, phSetupTent}, {Egypt, phSetupTent}, {NativeAmericans, phSetupTent},
	{Vikings, phSetupFort}, {Romans, phSetupFort}, {Shogunate, phSetupFort},
	{NativeAmericans, phSetupTent}, {Egypt, phSetupTent}, {Phoenicians, phSetupTent},
}

// New deals the tokens and the civilizations and starts the placement.
func (g Game) New(su rules.Setup, e rules.Entropy) (rules.State, []rules.Event, error) {
	if err := rules.ValidateSetup(g, su); err != nil {
		return nil, nil, err
	}
	rounds, err := strconv.Atoi(su.Option("rounds", "60"))
	if err != nil {
		return nil, nil, fmt.Errorf("gealias: rounds option: %w", err)
	}
	r := rules.NewRand(rules.Seed{}.Mix(e))
	s := &State{setup: su, maxRound: rounds, egypt: -1, chainSeat: -1}
	for k := range NumKinds {
		s.bank[k] = BankStock
	}
	s.deck = CardCounts
	tokens := make([]Kind, 0, NumResourceLands)
	for k := range Kind(NumResources) {
		for range NumResourceLands / NumResources {
			tokens = append(tokens, k)
		}
	}
	r.Shuffle(len(tokens), func(i, j int) { tokens[i], tokens[j] = tokens[j], tokens[i] })
	for i, l := range ResourceLands() {
		s.tokens[l] = tokens[i]
	}
	for _, l := range []Land{0, 1, 12, 13} {
		s.tokens[l] = Gold
	}
	civs := []Civ{Phoenicians, Egypt, NativeAmericans, Vikings, Romans, Shogunate}
	r.Shuffle(len(civs), func(i, j int) { civs[i], civs[j] = civs[j], civs[i] })
	s.players = make([]player, su.Seats)
	s.controls = make([]rules.Seat, su.Seats)
	s.knows = make([]seen, su.Seats*su.Seats)
	evs := []rules.Event{}
	for i := range s.players {
		s.players[i].civ = civs[i]
		s.controls[i] = -1
		evs = append(evs, rules.Event{Msg: rules.M("gealias.ev.civ", rules.SeatArg(rules.Seat(i)), rules.Key(civs[i].Key()))})
	}
	for _, pl := range placementOrder {
		if seat, ok := s.seatOf(pl.civ); ok {
			s.order = append(s.order, seat)
		}
	}
	s.startPlacement()
	return s, evs, nil
}

// seatOf finds the seat playing civ c.
func (s *State) seatOf(c Civ) (rules.Seat, bool) {
	for i, p := range s.players {
		if p.civ == c {
			return rules.Seat(i), true
		}
	}
	return -1, false
}

// placementSteps lists the placement steps of civs in play.
func (s *State) placementSteps() []placement {
	var ps []placement
	for _, pl := range placementOrder {
		if _, ok := s.seatOf(pl.civ); ok {
			ps = append(ps, pl)
		}
	}
	return ps
}

// startPlacement asks the next placer, or starts play once all have placed.
func (s *State) startPlacement() {
	steps := s.placementSteps()
	if s.setupAt >= len(steps) {
		// The last to place a Gealias plays first.
		s.round = 1
		s.first = s.turn
		s.startTurn(s.turn)
		return
	}
	s.turn = s.order[s.setupAt]
	s.phase = steps[s.setupAt].kind
}

// needsPawn reports whether this placement also places the Gealias: the
// fortress round, and a tent civ's second tent.
func (s *State) needsPawn() bool {
	steps := s.placementSteps()
	if steps[s.setupAt].kind == phSetupFort {
		return true
	}
	for _, pl := range steps[:s.setupAt] {
		if pl.civ == steps[s.setupAt].civ {
			return true
		}
	}
	return false
}

func (s *State) applyPlace(seat rules.Seat, d Dot, fortress bool) []rules.Event {
	s.dots[d] = Structure{Owner: seat, Fortress: fortress}
	s.built[d] = true
	n := 1
	if fortress {
		s.players[seat].fortsOut++
		n = 2
	} else {
		s.players[seat].tentsOut++
	}
	evs := []rules.Event{{Msg: rules.M(map[bool]string{false: "gealias.ev.tent", true: "gealias.ev.fortress"}[fortress], rules.SeatArg(seat), rules.Int(int(d)))}}
	for _, l := range d.Lands() {
		evs = append(evs, s.gain(seat, s.tokens[l], n)...)
	}
	s.pending.dot = d
	if s.needsPawn() {
		s.phase = phSetupPawn
	} else {
		s.setupAt++
		s.startPlacement()
	}
	return evs
}

func (s *State) applyPawn(seat rules.Seat, l Land) []rules.Event {
	s.placePawn(seat, l)
	s.setupAt++
	s.startPlacement()
	return []rules.Event{{Msg: rules.M("gealias.ev.pawn", rules.SeatArg(seat), rules.Int(int(l)))}}
}

// placePawn puts seat's Gealias on l behind any already holding it.
func (s *State) placePawn(seat rules.Seat, l Land) {
	p := &s.players[seat]
	p.placed = true
	p.land = l
	s.arrivals++
	p.arrival = s.arrivals
}
