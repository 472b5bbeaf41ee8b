//go:build !headless && !js

// The desktop platform: settings, saved games and the unfinished local
// game (current.json, resumed by the next window) in the user's
// configuration folder (-config-dir or MAJLIS_CONFIG_DIR chooses another,
// as the tests do), logs opened from the command line or by dropping the
// file on the window.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"majlis/graphics/app"
)

func runClient(args []string) error {
	fs := flag.NewFlagSet("game", flag.ContinueOnError)
	var f clientFlags
	fs.StringVar(&f.replay, "replay", "", "open this saved log in the replay viewer")
	fs.BoolVar(&f.autoplay, "autoplay", false, "play random legal options for the local seats by clicking them (tests)")
	fs.BoolVar(&f.test, "test", false, "print test information")
	fs.StringVar(&f.start, "start", "", "GAME:SEATS[:LEVEL], start a game against bots at once (LEVEL easy, normal or hard; easy when not given)")
	signal := fs.String("signal", "ws://localhost:8080/ws", "the signalling server for online tables")
	join := fs.String("join", "", "join the online table with this room code")
	configDir := fs.String("config-dir", os.Getenv("MAJLIS_CONFIG_DIR"), "the folder for settings, saved games and the unfinished game (default: majlis in the user's configuration folder; also MAJLIS_CONFIG_DIR)")
	fs.DurationVar(&f.botDelay, "bot-delay", 500*time.Millisecond, "how long bots wait before they answer")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if f.test {
		// One JSON line per screen or step change, for the desktop test.
		f.report = func(t app.TestInfo) {
			t.Buttons = nil
			if b, err := json.Marshal(t); err == nil {
				fmt.Println("majlis-test " + string(b))
			}
		}
	}
	var replay []byte
	if f.replay != "" {
		b, err := os.ReadFile(f.replay)
		if err != nil {
			return fmt.Errorf("replay: %w", err)
		}
		replay = b
	}
	dir := *configDir
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			base = "."
		}
		dir = filepath.Join(base, "majlis")
	}
	// -start asks for a new game, which replaces the unfinished one (as a
	// game started from the home screen does): it is not resumed first.
	pf := &desktop{dir: dir, code: *join, noResume: f.start != ""}
	var token string
	pf.online = &online{signal: *signal, token: func() string { return token }, save: func(t string) { token = t }}
	return runWindow(newClient(pf, f, replay), windowOptions{pace: true, printTicks: f.test})
}

var _ app.CurrentKeeper = (*desktop)(nil)

type desktop struct {
	dir      string
	code     string
	online   *online
	noResume bool
	warned   bool // a failed save of current.json was reported once
}

func (d *desktop) LoadPrefs() []byte {
	b, _ := os.ReadFile(filepath.Join(d.dir, "settings.json"))
	return b
}

func (d *desktop) SavePrefs(b []byte) error {
	if err := os.MkdirAll(d.dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(d.dir, "settings.json"), b, 0o644)
}

func (d *desktop) SaveLog(name string, b []byte) (string, error) {
	dir := filepath.Join(d.dir, "games")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	p := filepath.Join(dir, filepath.Base(name))
	return p, os.WriteFile(p, b, 0o644)
}

// PickLog has no file dialog on the desktop: the replay viewer lists the
// saved games (SavedLogs), and other logs are dropped on the window or
// given with -replay.
func (d *desktop) PickLog(func(string, []byte, error)) bool { return false }

// SavedLogs lists the games folder, newest first.
func (d *desktop) SavedLogs() []string {
	ents, err := os.ReadDir(filepath.Join(d.dir, "games"))
	if err != nil {
		return nil
	}
	type saved struct {
		name string
		at   time.Time
	}
	var list []saved
	for _, e := range ents {
		if info, err := e.Info(); err == nil && info.Mode().IsRegular() {
			list = append(list, saved{e.Name(), info.ModTime()})
		}
	}
	sort.Slice(list, func(i, j int) bool {
		if !list[i].at.Equal(list[j].at) {
			return list[i].at.After(list[j].at)
		}
		return list[i].name < list[j].name
	})
	names := make([]string, len(list))
	for i, s := range list {
		names[i] = s.name
	}
	return names
}

// OpenSaved reads a log from the games folder; a name cannot leave it.
func (d *desktop) OpenSaved(name string) ([]byte, error) {
	if name != filepath.Base(name) || name == "." || name == ".." {
		return nil, fmt.Errorf("not a saved game: %q", name)
	}
	f, err := os.Open(filepath.Join(d.dir, "games", name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, 64<<20))
}

// SaveCurrent keeps the running local game (the table says when: after
// a move made here, at rest, and every two seconds while bots play),
// replacing the file in one rename so that a window killed mid-write
// leaves the previous file, never half of one.
func (d *desktop) SaveCurrent(b []byte) {
	p := d.currentPath()
	if b == nil {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			d.warn(err)
		}
		return
	}
	if err := writeFileAtomic(p, b); err != nil {
		d.warn(err)
	}
}

func (d *desktop) currentPath() string { return filepath.Join(d.dir, "current.json") }

// warn reports a failed save of the unfinished game on stderr, once: the
// window goes on, the game just will not resume.
func (d *desktop) warn(err error) {
	if !d.warned {
		d.warned = true
		fmt.Fprintf(os.Stderr, "game: the unfinished game is not kept: %v\n", err)
	}
}

func writeFileAtomic(p string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("keep %s: %w", p, err)
	}
	f, err := os.CreateTemp(filepath.Dir(p), filepath.Base(p)+".*.tmp")
	if err != nil {
		return fmt.Errorf("keep %s: %w", p, err)
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), p)
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("keep %s: %w", p, err)
	}
	return nil
}

// LoadCurrent returns the unfinished local game of the last window, which
// the client resumes (as a reload does in the browser). A file that
// cannot be read is reported and left alone.
func (d *desktop) LoadCurrent() []byte {
	if d.noResume {
		return nil
	}
	b, err := os.ReadFile(d.currentPath())
	if err != nil {
		if !errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(os.Stderr, "game: the unfinished game is not resumed: %v\n", err)
		}
		return nil
	}
	return b
}

// SetAsideCurrent renames an unfinished game that failed to resume to
// current-TIME.bad.json beside it, so that it is neither lost nor tried
// again.
func (d *desktop) SetAsideCurrent() (string, error) {
	p := filepath.Join(d.dir, "current-"+time.Now().Format("20060102-150405")+".bad.json")
	if err := os.Rename(d.currentPath(), p); err != nil {
		return "", fmt.Errorf("set aside: %w", err)
	}
	return p, nil
}

// LinkCode is the code given with -join, once.
func (d *desktop) LinkCode() string {
	c := d.code
	d.code = ""
	return c
}

// Link is a link to the room on the signalling server's web client.
func (d *desktop) Link(code string) string {
	u := strings.Replace(strings.Replace(d.online.signal, "wss://", "https://", 1), "ws://", "http://", 1)
	return strings.TrimSuffix(u, "/ws") + "/#" + code
}

func (d *desktop) SetLinkCode(string)    {}
func (d *desktop) CopyText(string) error { return errors.New("no clipboard on this platform") }
func (d *desktop) Online() app.Online    { return d.online }
