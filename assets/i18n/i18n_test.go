package i18n

import (
	"encoding/json"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"testing"

	"majlis/rules"
)

func TestEnglishLoads(t *testing.T) {
	c, err := LoadAll("en")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Keys()) == 0 {
		t.Fatal("the English catalogue is empty")
	}
	if _, err := Load("xx"); err == nil {
		t.Fatal("a missing language loaded")
	}
}

// A file is parsed when one of its keys is first asked for: the home
// screen's first frame waits only for the client's file.
func TestFilesParseWhenAskedFor(t *testing.T) {
	c, err := Load("en")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.templates) != 0 {
		t.Fatalf("%d keys parsed before any was asked for", len(c.templates))
	}
	if !c.Has("core.ayu.battle") {
		t.Fatal("core.ayu.battle is missing")
	}
	for k := range c.templates {
		if !strings.HasPrefix(k, "core.") {
			t.Fatalf("asking for a core key parsed %q too", k)
		}
	}
	if len(c.templates) == 0 {
		t.Fatal("asking for a core key parsed nothing")
	}
	if got := c.Parsed(); !slices.Equal(got, []string{"core"}) {
		t.Fatalf("after a core key, the files parsed are %v", got)
	}
	all, _ := LoadAll("en")
	if !c.Has("sands.name") || len(c.Keys()) != len(all.Keys()) {
		t.Fatalf("a lazily parsed catalogue has %d keys, the whole one %d", len(c.Keys()), len(all.Keys()))
	}
	if got := c.Parsed(); !slices.Equal(got, c.names) || len(got) < 6 {
		t.Fatalf("after every key, the files parsed are %v of %v", got, c.names)
	}
}

func TestFormat(t *testing.T) {
	c := &Catalogue{templates: map[string]string{
		"pay":      "{0} pays {1} {1|Dirham|Dirhams} to {2}.",
		"what":     "Card: {0}",
		"name":     "the Khalifa",
		"open":     "broken {0",
		"extra":    "{5} stays",
		"core.nth": "{0} ({1})",
	}}
	names := func(s rules.Seat) string { return []string{"Amina", "Bilal"}[s] }
	cases := []struct {
		m    rules.Msg
		want string
	}{
		{rules.M("pay", rules.SeatArg(0), rules.Int(1), rules.SeatArg(1)), "Amina pays 1 Dirham to Bilal."},
		{rules.M("pay", rules.SeatArg(1), rules.Int(20), rules.Text("the Treasury")), "Bilal pays 20 Dirhams to the Treasury."},
		{rules.M("what", rules.Key("name")), "Card: the Khalifa"},
		{rules.M("what", rules.Nth("name", 2)), "Card: the Khalifa (2)"},
		{rules.M("what", rules.Nth("name", 0)), "Card: the Khalifa"},
		{rules.M("missing"), "[missing]"},
		{rules.M("open", rules.Int(1)), "broken {0"},
		{rules.M("extra"), "{5} stays"},
	}
	for _, tc := range cases {
		if got := c.Format(tc.m, names); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.m.Key, got, tc.want)
		}
	}
	if got := c.Format(rules.M("pay", rules.SeatArg(2), rules.Int(2), rules.SeatArg(0)), nil); got != "Player 3 pays 2 Dirhams to Player 1." {
		t.Errorf("default names: %q", got)
	}
}

func TestCheck(t *testing.T) {
	c := &Catalogue{templates: map[string]string{"a": "{0} and {1}", "b": "plain", "c": "{0|x}"}}
	if err := c.Check(rules.M("a", rules.Int(1), rules.Int(2))); err != nil {
		t.Error(err)
	}
	if err := c.Check(rules.M("a", rules.Int(1))); err == nil {
		t.Error("a missing argument passed")
	}
	if err := c.Check(rules.M("zzz")); err == nil {
		t.Error("a missing key passed")
	}
	if err := c.Check(rules.M("b", rules.Key("zzz"))); err == nil {
		t.Error("a missing key argument passed")
	}
	if err := c.Check(rules.M("c", rules.Int(1))); err == nil {
		t.Error("a malformed plural passed")
	}
	// A numbered key argument needs core.nth as well as its key.
	if err := c.Check(rules.M("a", rules.Nth("b", 2), rules.Int(1))); err == nil || !strings.Contains(err.Error(), `argument of "a"`) {
		t.Errorf("a numbered key without core.nth: %v", err)
	}
	c.templates["core.nth"] = "{0} ({1})"
	if err := c.Check(rules.M("a", rules.Nth("b", 2), rules.Int(1))); err != nil {
		t.Error(err)
	}
	if err := c.Check(rules.M("a", rules.Nth("zzz", 2), rules.Int(1))); err == nil {
		t.Error("a missing numbered key argument passed")
	}
}

// TestFilesReadAsJSON: every catalogue file reads a key to a line, without
// the JSON decoder, to exactly what encoding/json makes of it; a file in
// another shape goes to the decoder, and one that is not JSON is refused.
func TestFilesReadAsJSON(t *testing.T) {
	names, err := fs.Glob(files, "*/*.json")
	if err != nil || len(names) == 0 {
		t.Fatalf("no catalogue files: %v", err)
	}
	for _, n := range names {
		b, err := files.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		var want map[string]string
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		got, ok := readLines(string(b))
		if !ok {
			t.Fatalf("%s is not written a key to a line with no escapes but \\n, \\\" and \\\\; the JSON decoder would read it, slower, before the first frame", n)
		}
		if !maps.Equal(got, want) {
			t.Fatalf("%s reads differently a line at a time", n)
		}
	}
	for _, tc := range []struct {
		file  string
		lines bool // read a key to a line
		err   bool
	}{
		{"{}", true, false},
		{"{\n}", true, false},
		{"{\n  \"a.b\": \"x\",\n  \"a.c\": \"y \\\"z\\\"\\n\"\n}", true, false},
		{"{\"a.b\": \"x\", \"a.c\": \"y\"}", false, false},        // two keys on a line
		{"{\n  \"a.b\": \"\\u00e9\"\n}", false, false},            // an escape only JSON has
		{"{\n  \"a.b\": \"x\",\n}", false, true},                  // a comma too many
		{"{\n  \"a.b\": \"x\"\n  \"a.c\": \"y\"\n}", false, true}, // a comma missing
		{"{\n  \"a.b\": \"\\x41\"\n}", false, true},               // an escape only Go has
		{"{\n  \"a.b\": \"\tx\"\n}", false, true},                 // a raw tab
		{"{\n  \"a.b\": 'x'\n}", false, true},
		{"[\"a.b\"]", false, true},
	} {
		m, ok := readLines(tc.file)
		if ok != tc.lines {
			t.Errorf("%q: read a line at a time %v, want %v", tc.file, ok, tc.lines)
		}
		var want map[string]string
		jerr := json.Unmarshal([]byte(tc.file), &want)
		if ok && (jerr != nil || !maps.Equal(m, want)) {
			t.Errorf("%q: read as %v, JSON says %v (%v)", tc.file, m, want, jerr)
		}
		got, err := parseFile([]byte(tc.file))
		if (err != nil) != tc.err {
			t.Errorf("%q: error %v, want one: %v", tc.file, err, tc.err)
		}
		if err == nil && !maps.Equal(got, want) {
			t.Errorf("%q: parsed as %v, JSON says %v", tc.file, got, want)
		}
	}
}
