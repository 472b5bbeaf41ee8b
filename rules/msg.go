package rules

// Msg is user-visible text in translatable form: a catalogue key and its
// arguments. Rules never hold finished sentences; the client and the
// headless verbs render messages through the translation catalogue.
type Msg struct {
	Key  string
	Args []Arg
}

// M builds a message.
func M(key string, args ...Arg) Msg { return Msg{Key: key, Args: args} }

// ArgKind says how a message argument is rendered.
type ArgKind uint8

const (
	ArgInt  ArgKind = iota // a number; also selects plural forms
	ArgSeat                // a seat, rendered as that player's name
	ArgKey                 // another catalogue key, translated in turn
	ArgText                // text shown as it is (a room code, a name typed by a player)
)

// Arg is one argument of a message.
type Arg struct {
	Kind ArgKind
	N    int // the number or seat; for a key, its Nth number, if any
	S    string
}

// Int is a numeric argument.
func Int(n int) Arg { return Arg{Kind: ArgInt, N: n} }

// SeatArg names a seat.
func SeatArg(s Seat) Arg { return Arg{Kind: ArgSeat, N: int(s)} }

// Key is an argument translated from the catalogue.
func Key(k string) Arg { return Arg{Kind: ArgKey, S: k} }

// Nth is a key argument naming one of several things of the same name
// on the table, shown with its number n ("Grave-Captain Orun (2)") so
// that an option or an event says which; n = 0 is the name alone.
func Nth(k string, n int) Arg { return Arg{Kind: ArgKey, S: k, N: n} }

// Text is an argument shown verbatim.
func Text(s string) Arg { return Arg{Kind: ArgText, S: s} }
