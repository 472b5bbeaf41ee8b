package rules

import (
	"slices"
	"strings"
)

// OptionList collects a prompt's options in order. A game writes its
// options once, into an OptionList, and both Prompts and Apply use that
// code: Apply checks every move, and labelling every option only to find
// one move (or to learn that there is any) doubled what a step of search
// cost. The zero value is an empty list that keeps every option;
// CheckingFor, Counting and Only make lists that keep fewer.
type OptionList struct {
	opts []Option
	// args holds the labels' arguments, one array for many labels, so
	// that a list costs a few allocations rather than one per option.
	args []Arg
	// moves holds the encodings of the moves AddBytes keeps, one buffer
	// for many moves rather than a string each: a Builder never writes
	// over the bytes of a string it has returned.
	moves strings.Builder
	n     int // options added
	mode  listMode
	want  Move
	found bool
}

type listMode uint8

const (
	keepAll  listMode = iota
	keepNone          // CheckingFor and Counting
	keepWant          // Only
)

// CheckingFor returns a list that keeps no options: it counts them and
// records whether m is among them.
func CheckingFor(m Move) OptionList {
	return OptionList{mode: keepNone, want: m}
}

// Counting returns a list that keeps no options and only counts them.
func Counting() OptionList {
	return OptionList{mode: keepNone}
}

// Only returns a list that keeps just the option whose move is m, without
// its label, and counts them all: prompts built with it name the seats
// asked and hold m where it is offered, which is all CheckMove needs.
func Only(m Move) OptionList {
	return OptionList{mode: keepWant, want: m}
}

// Add appends the option m labelled by key and args.
func (l *OptionList) Add(m Move, key string, args ...Arg) {
	l.n++
	if l.mode != keepAll {
		// No move is empty (ValidMove), so Counting finds nothing.
		if m != l.want || m == "" {
			return
		}
		l.found = true
		if l.mode == keepWant {
			l.opts = append(l.opts, Option{Move: l.want})
		}
		return
	}
	l.add(m, key, args)
}

// AddBytes is Add with the move given by its encoding, which the list
// turns into a Move only if it keeps the option: a list that checks
// allocates nothing for the others.
func (l *OptionList) AddBytes(m []byte, key string, args ...Arg) {
	l.n++
	if l.mode != keepAll {
		if string(m) != string(l.want) || len(m) == 0 {
			return
		}
		l.found = true
		if l.mode == keepWant {
			l.opts = append(l.opts, Option{Move: l.want}) // equal to m, and no new string
		}
		return
	}
	l.add(l.keep(m), key, args)
}

// keep returns m as a Move that shares the list's buffer of moves.
func (l *OptionList) keep(m []byte) Move {
	if len(m) > l.moves.Cap()-l.moves.Len() {
		// A new buffer, as long as the last (room for a few options'
		// moves at first): the moves kept so far stay in the old one.
		n := max(l.moves.Cap(), 64, 2*len(m))
		l.moves = strings.Builder{}
		l.moves.Grow(n)
	}
	i := l.moves.Len()
	l.moves.Write(m)
	return Move(l.moves.String()[i:])
}

// add keeps the option m. Its label's arguments are copied (so that the
// caller's stay on its stack) into an array that many labels share; when
// it is full the next labels start another, and the labels made so far
// keep theirs, so nothing is copied twice. It stays out of line, so that
// only Add's checking path is inlined at the games' hundreds of calls
// (the browser download).
//
//go:noinline
func (l *OptionList) add(m Move, key string, args []Arg) {
	label := Msg{Key: key}
	if len(args) > 0 {
		if len(args) > cap(l.args)-len(l.args) {
			// The first array has room for four labels like this one,
			// as opts has for four options.
			l.args = make([]Arg, 0, max(4*len(args), cap(l.args)))
		}
		i := len(l.args)
		l.args = append(l.args, args...)
		// A full slice expression: a caller appending to one label's
		// arguments must not write into the next label's.
		label.Args = l.args[i:len(l.args):len(l.args)]
	}
	if l.opts == nil {
		// Most prompts have a few options: room for them at once spares
		// the first doublings.
		l.opts = make([]Option, 0, 4)
	}
	l.opts = append(l.opts, Option{Move: m, Label: label})
}

// AddAll appends opts, options built once (a table of prices, say) that
// nothing writes afterwards. Lists that check compare every move.
func (l *OptionList) AddAll(opts ...Option) {
	l.n += len(opts)
	if l.mode != keepAll {
		if l.want == "" || (l.found && l.mode == keepNone) {
			return
		}
		i := slices.IndexFunc(opts, func(o Option) bool { return o.Move == l.want })
		if i < 0 {
			return
		}
		l.found = true
		if l.mode == keepWant {
			l.opts = append(l.opts, Option{Move: l.want})
		}
		return
	}
	l.opts = append(l.opts, opts...)
}

// Grow makes room for n more options, for a caller about to add many.
func (l *OptionList) Grow(n int) {
	if l.mode == keepAll {
		l.opts = slices.Grow(l.opts, n)
	}
}

// Len is the number of options added.
func (l *OptionList) Len() int { return l.n }

// Options returns the options kept, in order; nil when there are none.
// A list made by Only leaves them unlabelled.
func (l *OptionList) Options() []Option {
	if len(l.opts) == 0 {
		return nil // even after Grow
	}
	return l.opts
}

// Found reports whether a list made by CheckingFor or Only was given its
// move.
func (l *OptionList) Found() bool { return l.found }
