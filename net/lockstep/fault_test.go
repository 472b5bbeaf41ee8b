// Tests of the player's fault messages: every key is in the catalogue, and
// a fault from the wire is bounded and checked before it is shown.

package lockstep

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"majlis/assets/i18n"
	"majlis/rules"
)

// sampleFault builds a message of key with the arguments its signature asks.
func sampleFault(key string) rules.Msg {
	sig, _ := faultSig(key)
	var args []rules.Arg
	for i, c := range sig {
		if c == 'w' {
			args = append(args, rules.SeatArg(rules.Seat(i)))
		} else {
			args = append(args, rules.Int(7))
		}
	}
	return rules.M(key, args...)
}

func TestFaultKeysInCatalogue(t *testing.T) {
	cat := i18n.English()
	for _, k := range faultKeys() {
		if _, ok := faultSig(k); !ok {
			t.Fatalf("%s has no signature", k)
		}
		m := sampleFault(k)
		if err := cat.Check(m); err != nil {
			t.Fatal(err)
		}
		if s := cat.Format(m, nil); strings.ContainsAny(s, "[{") {
			t.Fatalf("%s renders as %q", k, s)
		}
	}
	for _, k := range []string{"core.fault.bot", "core.fault.unknown"} { // net/session's and the client's
		if !cat.Has(k) {
			t.Fatalf("%s is not in the catalogue", k)
		}
	}
	// Seats count from 1 for the player, as everywhere else.
	if s := cat.Format(rules.M(faultDesync, rules.SeatArg(0), rules.SeatArg(2), rules.Int(5)), nil); !strings.Contains(s, "Player 1") || !strings.Contains(s, "Player 3") || strings.Contains(s, "Player 0") {
		t.Fatalf("seats 0 and 2 render as %q", s)
	}
}

func TestFaultRoundTrip(t *testing.T) {
	sender := rules.SeatArg(3)
	for _, k := range faultKeys() {
		m := sampleFault(k)
		b, err := json.Marshal(faultToWire(m))
		if err != nil {
			t.Fatal(err)
		}
		var fw faultWire
		if err := json.Unmarshal(b, &fw); err != nil {
			t.Fatal(err)
		}
		got := faultFromWire(&fw, 4, sender)
		want := rules.M(k, append([]rules.Arg{sender}, m.Args[1:]...)...)
		if got.Key != want.Key || !slices.Equal(got.Args, want.Args) {
			t.Fatalf("%s: %+v came back as %+v", k, want, got)
		}
	}
	// A spectator's name travels as text.
	m := rules.M(faultProtocol, rules.SeatArg(0), rules.Text("Watcher"), rules.Int(3))
	if got := faultFromWire(faultToWire(m), 4, sender); got.Args[1] != rules.Text("Watcher") {
		t.Fatalf("a name came back as %+v", got.Args[1])
	}
}

func TestFaultFromWireRefusesBadInput(t *testing.T) {
	sender := rules.Text("Mallory")
	generic := rules.M(faultPeer, sender)
	w, n, i := func(s int) faultArg { return faultArg{K: "seat", N: s} }, func(s string) faultArg { return faultArg{K: "name", S: s} }, func(v int) faultArg { return faultArg{K: "int", N: v} }
	for name, fw := range map[string]*faultWire{
		"none":           nil,
		"unknown key":    {Key: "core.table.leave"},
		"empty key":      {},
		"another game's": {Key: "ayubistan.prompt.action", Args: []faultArg{w(0)}},
		"too few":        {Key: faultDesync, Args: []faultArg{w(0), w(1)}},
		"too many":       {Key: faultDesync, Args: []faultArg{w(0), w(1), i(2), i(3)}},
		"seat too high":  {Key: faultDesync, Args: []faultArg{w(0), w(4), i(2)}},
		"negative seat":  {Key: faultDesync, Args: []faultArg{w(0), w(-1), i(2)}},
		"negative step":  {Key: faultDesync, Args: []faultArg{w(0), w(1), i(-2)}},
		"huge step":      {Key: faultDesync, Args: []faultArg{w(0), w(1), i(maxFaultInt + 1)}},
		"int for seat":   {Key: faultDesync, Args: []faultArg{w(0), i(1), i(2)}},
		"seat for int":   {Key: faultDesync, Args: []faultArg{w(0), w(1), w(2)}},
		"empty name":     {Key: faultDesync, Args: []faultArg{w(0), n(""), i(2)}},
		"unknown kind":   {Key: faultDesync, Args: []faultArg{w(0), {K: "key", S: "core.fault.peer"}, i(2)}},
	} {
		if got := faultFromWire(fw, 4, sender); got.Key != generic.Key || !slices.Equal(got.Args, generic.Args) {
			t.Errorf("%s: shown as %+v, want the generic message", name, got)
		}
	}
	// The sender cannot speak for another peer: its own first argument is
	// replaced.
	got := faultFromWire(&faultWire{Key: faultStart, Args: []faultArg{w(2)}}, 4, sender)
	if got.Args[0] != sender {
		t.Fatalf("the sender's claim of who stopped the table was kept: %+v", got)
	}
	// A long name with control characters and broken UTF-8 is cut short
	// and cleaned.
	long := strings.Repeat("é", 40) + "\n\x1b[31m\xff"
	got = faultFromWire(&faultWire{Key: faultDesync, Args: []faultArg{w(0), n("x\x00y\nz" + long), i(1)}}, 4, sender)
	s := got.Args[1].S
	if len(s) > maxFaultName || !utf8.ValidString(s) || strings.ContainsAny(s, "\x00\n\x1b") || !strings.HasPrefix(s, "xyzé") {
		t.Fatalf("name shown as %q", s)
	}
}

// FuzzFaultFromWire: any fault message from the wire becomes a message the
// catalogue renders fully, without a panic.
func FuzzFaultFromWire(f *testing.F) {
	for _, k := range faultKeys() {
		b, _ := json.Marshal(faultToWire(sampleFault(k)))
		f.Add(b)
	}
	f.Add([]byte(`{"key":"core.fault.stall","args":[{"k":"seat"},{"k":"name","s":"\u0000"},{"k":"int","n":-1},{}]}`))
	cat := i18n.English()
	f.Fuzz(func(t *testing.T, b []byte) {
		var fw faultWire
		if json.Unmarshal(b, &fw) != nil {
			return
		}
		m := faultFromWire(&fw, 3, rules.SeatArg(1))
		if err := cat.Check(m); err != nil {
			t.Fatalf("%s gave %+v: %v", b, m, err)
		}
		for _, a := range m.Args {
			if a.Kind == rules.ArgKey || (a.Kind == rules.ArgSeat && (a.N < 0 || a.N >= 3)) || len(a.S) > maxFaultName {
				t.Fatalf("%s gave argument %+v", b, a)
			}
		}
	})
}
