package rules

import "slices"

// OptionList collects a prompt's options in order; made by CheckingFor or
// Counting, it keeps none and only looks at their moves. A game writes its
// options once, into an OptionList, and both Prompts and Apply use that
// code: Apply checks every move, and labelling every option only to find
// one move (or to learn that there is any) doubled what a step of search
// cost. The zero value is an empty list.
type OptionList struct {
	opts     []Option
	n        int // options added
	checking bool
	want     Move
	found    bool
}

// CheckingFor returns a list that keeps no options: it counts them and
// records whether m is among them.
func CheckingFor(m Move) OptionList {
	return OptionList{checking: true, want: m}
}

// Counting returns a list that keeps no options and only counts them.
func Counting() OptionList {
	return OptionList{checking: true}
}

// Add appends the option m labelled by key and args.
func (l *OptionList) Add(m Move, key string, args ...Arg) {
	l.n++
	if l.checking {
		// No move is empty (ValidMove), so Counting finds nothing.
		l.found = l.found || (m == l.want && m != "")
		return
	}
	l.keep(m, key, args)
}

// keep appends the option to the list. Out of Add, so that the checking
// path stays inlined at each of the games' hundreds of Add calls while
// this part, the larger, is compiled once (the browser download).
//
//go:noinline
func (l *OptionList) keep(m Move, key string, args []Arg) {
	// The label copies args, which so stay on the caller's stack when the
	// list only checks.
	label := Msg{Key: key}
	if len(args) > 0 {
		label.Args = slices.Clone(args)
	}
	if l.opts == nil {
		// Most prompts have a few options: room for them at once spares
		// the first doublings.
		l.opts = make([]Option, 0, 4)
	}
	l.opts = append(l.opts, Option{Move: m, Label: label})
}

// Grow makes room for n more options, for a caller about to add many.
func (l *OptionList) Grow(n int) {
	if !l.checking {
		l.opts = slices.Grow(l.opts, n)
	}
}

// Len is the number of options added.
func (l *OptionList) Len() int { return l.n }

// Options returns the options added, in order; nil when there are none or
// the list only checks.
func (l *OptionList) Options() []Option { return l.opts }

// Found reports whether a checking list was given its move.
func (l *OptionList) Found() bool { return l.found }
