//go:build !headless && !js

// The desktop platform: settings and saved games in the user's
// configuration folder, logs opened from the command line or by dropping
// the file on the window.
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
	fs.StringVar(&f.start, "start", "", "GAME:SEATS, start a game against bots at once")
	signal := fs.String("signal", "ws://localhost:8080/ws", "the signalling server for online tables")
	join := fs.String("join", "", "join the online table with this room code")
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
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "."
	}
	pf := &desktop{dir: filepath.Join(dir, "majlis"), code: *join}
	var token string
	pf.online = &online{signal: *signal, token: func() string { return token }, save: func(t string) { token = t }}
	return runWindow(newClient(pf, f, replay))
}

type desktop struct {
	dir    string
	code   string
	online *online
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

func (d *desktop) SaveCurrent(b []byte) {
	p := filepath.Join(d.dir, "current.json")
	if b == nil {
		_ = os.Remove(p)
		return
	}
	if os.MkdirAll(d.dir, 0o755) == nil {
		_ = os.WriteFile(p, b, 0o644)
	}
}

// LoadCurrent does not resume on the desktop: a new window starts at home.
// (The browser resumes after a reload of the same tab.)
func (d *desktop) LoadCurrent() []byte { return nil }

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
