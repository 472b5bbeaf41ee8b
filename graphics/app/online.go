// Online tables: the contract the client needs from the networked session
// (net/lockstep, adapted by the program), and the screens that use it:
// creating a table, joining by code or link, and the lobby.
package app

import (
	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/net/session"
	"majlis/rules"
)

// Online creates and joins rooms.
type Online interface {
	Create(setup rules.Setup, name string) (Lobby, error)
	Join(code, name string) (Lobby, error)
}

// Lobby is a room before (and while) its game runs.
type Lobby interface {
	Code() string
	// State is the lobby as it stands; Version changes when it does.
	State() LobbyState
	Version() uint64
	// Creator-only edits; others get an error.
	SetBot(seat rules.Seat, bot bool) error
	SetOption(key, value string) error
	Claim(seat rules.Seat) error
	Start() error
	Chat(text string) error
	// Session is the game once it has started (nil before).
	Session() session.Session
	Close() error
}

// LobbyState describes the room.
type LobbyState struct {
	Setup   rules.Setup
	Seats   []LobbySeat
	Me      rules.Seat // the seat this peer holds, rules.Spectator for none
	Creator bool
	Chat    []session.ChatLine
	Err     string
	Started bool
}

// LobbySeat is one seat of the room.
type LobbySeat struct {
	Name     string
	Bot      bool
	Open     bool
	Here     bool
	ThisPeer bool
}

type lobby struct{ l Lobby }

type joining struct{ code string }

func newJoining(a *App, code string) screen {
	if a.cfg.Platform.Online() == nil {
		return nil
	}
	return &joining{code: code}
}

func newCreating(a *App, s rules.Setup) screen { return newHome(a) }

func (j *joining) version() uint64                                              { return 0 }
func (j *joining) layout(a *App, r graphics.Rect) graphics.Buttons              { return nil }
func (j *joining) update(a *App, in graphics.Input, b graphics.Button, ok bool) {}
func (j *joining) draw(a *App, dst *ebiten.Image)                               {}
func (l *lobby) version() uint64                                                { return 0 }
func (l *lobby) layout(a *App, r graphics.Rect) graphics.Buttons                { return nil }
func (l *lobby) update(a *App, in graphics.Input, b graphics.Button, ok bool)   {}
func (l *lobby) draw(a *App, dst *ebiten.Image)                                 {}
