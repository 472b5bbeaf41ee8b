//go:build !headless

// The client: with no verb the program opens the table, a desktop window
// or the page's canvas under WebAssembly. This file wires the screens
// (graphics/app) to the sessions (net/session) and the game views; the
// platform's storage and files are in client_desktop.go and client_js.go.
package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/graphics/app"
	ayuview "majlis/graphics/ayubistan"
	belview "majlis/graphics/belaad"
	bellumview "majlis/graphics/bellum"
	gealiasview "majlis/graphics/gealias"
	sandsview "majlis/graphics/sands"
	"majlis/net/session"
	"majlis/rules"
	"majlis/rules/bot"
	"majlis/rules/games"
)

// clientFlags are the client's options (command line on the desktop, the
// address's query in the browser).
type clientFlags struct {
	replay   string // a log to open in the replay viewer
	autoplay bool   // local seats play random legal options by clicking
	test     bool   // expose the test hooks
	start    string // "GAME:SEATS": start a game against bots at once
	rehearse bool   // the home screen rehearses tables (app.Config.Rehearse)
	botDelay time.Duration
	report   func(app.TestInfo)
	// thought hears each local bot decision's think time (test hooks).
	thought func(seat rules.Seat, took time.Duration)
	// thinker, when set, decides for the bots away from the window's
	// thread (the browser's Web Worker: thinker_js.go).
	thinker bot.Thinker
	// warm, when set, readies the thinker for a game as a table with
	// searching bots opens.
	warm func(game string)
}

// warmFor readies f's thinker for game when levels name a bot that
// searches.
func (f clientFlags) warmFor(game string, levels []string) {
	if f.warm == nil {
		return
	}
	for _, l := range levels {
		if b, err := bot.ForLevel(l); err == nil {
			if _, random := b.(bot.Random); !random {
				f.warm(game)
				return
			}
		}
	}
}

func newClient(pf app.Platform, f clientFlags, replay []byte) *app.App {
	botDelay := f.botDelay
	cfg := app.Config{
		Platform: pf,
		Games:    games.All(),
		Views: map[string]func() graphics.GameView{
			"ayubistan": func() graphics.GameView { return ayuview.New() },
			"belaad":    func() graphics.GameView { return belview.New() },
			"bellum":    func() graphics.GameView { return bellumview.New() },
			"sands":     func() graphics.GameView { return sandsview.New() },
			"gealias":   func() graphics.GameView { return gealiasview.New() },
		},
		ReplayFile: replay,
		Test:       f.test,
		Autoplay:   f.autoplay,
		Rehearse:   f.rehearse,
		Report:     f.report,
	}
	cfg.NewLocal = func(s rules.Setup, humans []rules.Seat, levels []string) (session.Session, error) {
		g, err := games.Lookup(s.Game)
		if err != nil {
			return nil, err
		}
		f.warmFor(s.Game, levels)
		return session.NewLocal(session.LocalConfig{Game: g, Setup: s, Humans: humans, Levels: levels, BotDelay: botDelay, Thought: f.thought, Thinker: f.thinker})
	}
	cfg.ResumeLocal = func(lg *rules.Log, humans []rules.Seat, levels []string) (session.Session, error) {
		g, err := games.Lookup(lg.Setup.Game)
		if err != nil {
			return nil, err
		}
		f.warmFor(lg.Setup.Game, levels)
		return session.ResumeLocal(session.LocalConfig{Game: g, Humans: humans, Levels: levels, BotDelay: botDelay, Thought: f.thought, Thinker: f.thinker}, lg)
	}
	a := app.New(cfg)
	if f.start != "" {
		// GAME:SEATS, or GAME:SEATS:LEVEL for bots at a level other than
		// the easy one.
		parts := strings.Split(f.start, ":")
		id, seats, level := parts[0], 0, ""
		if len(parts) > 1 {
			seats, _ = strconv.Atoi(parts[1])
		}
		if len(parts) > 2 {
			level = parts[2]
		}
		if level == "" {
			a.StartBots(id, seats)
		} else {
			a.StartBotsAt(id, seats, level)
		}
	}
	return a
}

// windowOptions say how the window runs.
type windowOptions struct {
	// pace ticks only while the client is busy (pace.go).
	pace bool
	// printTicks prints how many ticks and frames ran, at most once a
	// second (tests).
	printTicks bool
	// drawn, if set, is told the count of drawn frames after each frame
	// that drew (tests: a frame that redrew the table from one that
	// did not).
	drawn func(frames uint64)
}

// runWindow opens the window (or canvas) and runs the client until it is
// closed.
func runWindow(a *app.App, o windowOptions) error {
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowTitle(a.Tr().T("core.title"))
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Idle frames are not redrawn: the screen keeps its last picture.
	ebiten.SetScreenClearedEveryFrame(false)
	p := newPaced(a, o.printTicks)
	p.drawn = o.drawn
	if o.pace {
		stop := p.start()
		defer stop()
	}
	if err := ebiten.RunGame(p); err != nil {
		return fmt.Errorf("window: %w", err)
	}
	return nil
}
