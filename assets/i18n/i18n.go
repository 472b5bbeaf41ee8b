// Package i18n is the translation catalogue: every sentence a player reads
// comes from here, addressed by the message keys the rules and the client
// use. English is complete; each language is a folder of JSON files, one
// per game plus "core" for the client, mapping keys to templates, a key
// to a line (a file in another shape of JSON is read too, more slowly).
//
// A template refers to its arguments by position: "{0} pays {1}". A
// numeric argument may choose a plural form: "{1|Dirham|Dirhams}".
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"

	"majlis/rules"
)

//go:embed en/*.json
var files embed.FS

// Catalogue maps message keys to templates in one language. A key's first
// part names the file it lives in ("core.home.title" is in core.json), and
// a file is parsed when a key of it is first asked for: the home screen
// needs only the client's file and the chosen game's, not every game's
// (parsing them all cost some 30 ms before the first frame in the browser).
type Catalogue struct {
	Lang string

	mu        sync.Mutex
	names     []string          // every file part, sorted
	files     map[string]string // file part → embedded path, for those not parsed yet
	templates map[string]string // the parsed files' keys
	bad       map[string]error  // files that did not parse
}

// Load finds the embedded catalogue of lang; its files are parsed as
// their keys are asked for.
func Load(lang string) (*Catalogue, error) {
	// The directory's own listing, not fs.Glob: io/fs's ReadDir, under
	// Glob, sorts with an instantiation of slices' sort (14 kB of the
	// browser's download); an embed.FS lists its files in order.
	ents, _ := files.ReadDir(lang)
	c := &Catalogue{Lang: lang, files: map[string]string{}, templates: map[string]string{}, bad: map[string]error{}}
	for _, e := range ents {
		if part, ok := strings.CutSuffix(e.Name(), ".json"); ok && !e.IsDir() {
			c.files[part] = path.Join(lang, e.Name())
			c.names = append(c.names, part)
		}
	}
	if len(c.names) == 0 {
		return nil, fmt.Errorf("no catalogue for language %q", lang)
	}
	slices.Sort(c.names)
	return c, nil
}

// LoadAll parses every file of lang's catalogue at once and reports the
// first that is broken: a file that does not parse, or a key outside its
// file's part.
func LoadAll(lang string) (*Catalogue, error) {
	c, err := Load(lang)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.parseAllLocked()
	for _, part := range slices.Sorted(maps.Keys(c.bad)) {
		return nil, c.bad[part]
	}
	return c, nil
}

// parseLocked parses the file that key lives in, if it has not been.
func (c *Catalogue) parseLocked(key string) {
	part, _, _ := strings.Cut(key, ".")
	n, ok := c.files[part]
	if !ok {
		return
	}
	delete(c.files, part)
	b, err := files.ReadFile(n)
	var m map[string]string
	if err == nil {
		m, err = parseFile(b)
	}
	if err != nil {
		c.bad[part] = fmt.Errorf("catalogue %s: %w", path.Base(n), err)
		return
	}
	for k, v := range m {
		if p, _, _ := strings.Cut(k, "."); p != part {
			c.bad[part] = fmt.Errorf("catalogue %s: key %q belongs in %s.json", path.Base(n), k, p)
			continue
		}
		c.templates[k] = v
	}
}

// parseFile reads one catalogue file. Ours are written a key to a line
// ("key": "template",) with no escapes but \n and \", which readLines
// takes with strconv; a file in any other shape of JSON goes to
// encoding/json. (In the browser the JSON decoder's first run, compiled
// as it first runs, cost some 40 ms before the home screen's first frame.)
func parseFile(b []byte) (map[string]string, error) {
	if m, ok := readLines(string(b)); ok {
		return m, nil
	}
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	return m, nil
}

// readLines reads a JSON object of strings written a key to a line, and
// reports false for anything else, so that encoding/json decides.
func readLines(s string) (map[string]string, bool) {
	s = strings.TrimSpace(s)
	body, ok := strings.CutPrefix(s, "{")
	if !ok {
		return nil, false
	}
	if body, ok = strings.CutSuffix(body, "}"); !ok {
		return nil, false
	}
	m := map[string]string{}
	lines := strings.Split(strings.TrimSpace(body), "\n")
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" && len(lines) == 1 {
			break // {}
		}
		if i < len(lines)-1 {
			if l, ok = strings.CutSuffix(l, ","); !ok {
				return nil, false
			}
		}
		k, rest, ok := quoted(l)
		if !ok {
			return nil, false
		}
		rest, ok = strings.CutPrefix(strings.TrimSpace(rest), ":")
		if !ok {
			return nil, false
		}
		v, rest, ok := quoted(strings.TrimSpace(rest))
		if !ok || rest != "" {
			return nil, false
		}
		m[k] = v
	}
	return m, true
}

// quoted reads the JSON string at the start of s, if it uses no escape
// but \n, \" and \\ (where JSON and Go agree), and returns what follows.
func quoted(s string) (string, string, bool) {
	q, err := strconv.QuotedPrefix(s)
	if err != nil || q[0] != '"' {
		return "", "", false
	}
	for i := 1; i < len(q)-1; i++ {
		if q[i] < ' ' {
			return "", "", false // JSON has no raw control characters
		}
		if q[i] == '\\' {
			if c := q[i+1]; c != 'n' && c != '"' && c != '\\' {
				return "", "", false
			}
			i++
		}
	}
	v, err := strconv.Unquote(q)
	if err != nil {
		return "", "", false
	}
	return v, s[len(q):], true
}

func (c *Catalogue) parseAllLocked() {
	for _, part := range slices.Sorted(maps.Keys(c.files)) {
		c.parseLocked(part + ".")
	}
}

// template returns key's template.
func (c *Catalogue) template(key string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.parseLocked(key)
	t, ok := c.templates[key]
	return t, ok
}

// English loads the English catalogue, which is embedded and checked by the
// tests, so it cannot fail at run time.
func English() *Catalogue {
	c, err := Load("en")
	if err != nil {
		// Only a broken build reaches this; the package tests catch it.
		return &Catalogue{Lang: "en", templates: map[string]string{}}
	}
	return c
}

// Parsed lists the files parsed so far, sorted ("core", "ayubistan", ...).
func (c *Catalogue) Parsed() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []string
	for _, n := range c.names {
		if _, waiting := c.files[n]; !waiting {
			out = append(out, n)
		}
	}
	return out
}

// Has reports whether key has a template.
func (c *Catalogue) Has(key string) bool {
	_, ok := c.template(key)
	return ok
}

// Keys lists every key, sorted.
func (c *Catalogue) Keys() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.parseAllLocked()
	ks := make([]string, 0, len(c.templates))
	for k := range c.templates {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// T renders a key with plain arguments.
func (c *Catalogue) T(key string, args ...rules.Arg) string {
	return c.Format(rules.M(key, args...), nil)
}

// Format renders a message; names turns a seat into a player's name (nil
// means "Player N"). A missing key renders as the key in brackets so that
// the gap is visible, and the tests make sure none is missing.
func (c *Catalogue) Format(m rules.Msg, names func(rules.Seat) string) string {
	return c.format(m, names, 0)
}

func (c *Catalogue) format(m rules.Msg, names func(rules.Seat) string, depth int) string {
	t, ok := c.template(m.Key)
	if !ok || depth > 4 {
		return "[" + m.Key + "]"
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(t)
			break
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			b.WriteString(t)
			break
		}
		b.WriteString(t[:i])
		b.WriteString(c.placeholder(t[i+1:i+j], m.Args, names, depth))
		t = t[i+j+1:]
	}
	return b.String()
}

func (c *Catalogue) placeholder(p string, args []rules.Arg, names func(rules.Seat) string, depth int) string {
	parts := strings.Split(p, "|")
	n, err := strconv.Atoi(parts[0])
	if err != nil || n < 0 || n >= len(args) {
		return "{" + p + "}"
	}
	a := args[n]
	if len(parts) == 3 {
		if a.N == 1 {
			return parts[1]
		}
		return parts[2]
	}
	switch a.Kind {
	case rules.ArgInt:
		return strconv.Itoa(a.N)
	case rules.ArgSeat:
		if names != nil {
			return names(rules.Seat(a.N))
		}
		return rules.Setup{}.Name(rules.Seat(a.N))
	case rules.ArgKey:
		if a.N > 0 {
			return c.format(rules.M("core.nth", rules.Key(a.S), rules.Int(a.N)), names, depth+1)
		}
		return c.format(rules.M(a.S), names, depth+1)
	default:
		return a.S
	}
}

// Check reports what is wrong with a message against the catalogue: a
// missing key (its own or a key argument's) or a placeholder that refers to
// an argument the message does not have.
func (c *Catalogue) Check(m rules.Msg) error {
	t, ok := c.template(m.Key)
	if !ok {
		return fmt.Errorf("no catalogue entry for %q", m.Key)
	}
	for _, a := range m.Args {
		if a.Kind == rules.ArgKey {
			am := rules.M(a.S)
			if a.N > 0 {
				am = rules.M("core.nth", rules.Key(a.S), rules.Int(a.N))
			}
			if err := c.Check(am); err != nil {
				return fmt.Errorf("argument of %q: %w", m.Key, err)
			}
		}
	}
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			return nil
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			return fmt.Errorf("%q: unclosed placeholder", m.Key)
		}
		p := strings.Split(t[i+1:i+j], "|")
		n, err := strconv.Atoi(p[0])
		if err != nil || n >= len(m.Args) || (len(p) != 1 && len(p) != 3) {
			return fmt.Errorf("%q: placeholder {%s} does not fit %d arguments", m.Key, t[i+1:i+j], len(m.Args))
		}
		t = t[i+j+1:]
	}
}
