//go:build !headless

// Online play for the client: net/lockstep's networked session adapted to
// the screens' Online and Lobby contracts (graphics/app), so that the
// screens never import a transport.
package main

import (
	"context"
	"errors"
	"time"

	"majlis/graphics/app"
	"majlis/net/lockstep"
	"majlis/rules"
	"majlis/rules/bot"
)

// online reaches rooms through the signalling server at signal.
type online struct {
	signal string
	// loopback keeps native peers on loopback candidates (tests).
	loopback bool
	token    func() string
	save     func(string)
	// thinker decides for the table's bots, when this peer runs them,
	// away from the window's thread (clientFlags.thinker).
	thinker bot.Thinker
}

func (o *online) cfg(name string) lockstep.Config {
	return lockstep.Config{Signal: o.signal, Name: name, Loopback: o.loopback, Thinker: o.thinker}
}

// Connecting must not hang the screen forever.
const connectTimeout = 30 * time.Second

func (o *online) Create(game string, options map[string]string, seats int, name string) (app.Lobby, error) {
	if seats < 1 {
		return nil, errors.New("a table needs seats")
	}
	ks := make([]lockstep.SeatKind, seats)
	ks[0] = lockstep.SeatMine
	for i := 1; i < seats; i++ {
		ks[i] = lockstep.SeatOpen
	}
	ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
	defer cancel()
	s, err := lockstep.Create(ctx, o.cfg(name), lockstep.Table{Game: game, Options: options, Seats: ks})
	if err != nil {
		return nil, err
	}
	return &lobbyOf{s}, nil
}

func (o *online) Join(code, name string) (app.Lobby, error) {
	ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
	defer cancel()
	s, err := lockstep.Join(ctx, o.cfg(name), code)
	if err != nil {
		return nil, err
	}
	l := &lobbyOf{s}
	// Sit in the first open seat, as a guest following a link expects.
	if !s.Started() {
		for i, st := range s.Lobby().Seats {
			if st.Kind == lockstep.SeatOpen {
				if s.Claim(i) == nil {
					break
				}
			}
		}
	}
	return l, nil
}

func (o *online) Resume(token string) (app.Lobby, error) {
	ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
	defer cancel()
	s, err := lockstep.Resume(ctx, o.cfg(""), token)
	if err != nil {
		return nil, err
	}
	return &lobbyOf{s}, nil
}

func (o *online) SaveToken(t string) { o.save(t) }
func (o *online) Token() string      { return o.token() }

// lobbyOf adapts a lockstep session to app.Lobby.
type lobbyOf struct{ *lockstep.Session }

func (l *lobbyOf) Code() string { return l.Room() }

func (l *lobbyOf) Info() app.LobbyInfo {
	lb := l.Lobby()
	me := l.PeerID()
	info := app.LobbyInfo{Game: lb.Game, Options: lb.Options, Creator: lb.Creator == me}
	connected := map[string]bool{}
	for _, p := range lb.Peers {
		connected[p.ID] = p.Connected || p.ID == me
		info.Peers = append(info.Peers, p.Name)
	}
	paths := l.Paths()
	for _, p := range lb.Peers {
		if path, ok := paths[p.ID]; ok && p.ID != me {
			info.Paths = append(info.Paths, app.PeerPath{Name: p.Name, Kind: path.Kind, RTT: path.RTT})
		}
	}
	for _, s := range lb.Seats {
		ls := app.LobbySeat{Kind: string(s.Kind), Name: s.Name, Level: s.Level, Mine: s.Peer == me && s.Peer != ""}
		if s.Kind == lockstep.SeatPerson {
			ls.Kind = "person"
			ls.Away = !connected[s.Peer]
		}
		info.Seats = append(info.Seats, ls)
	}
	return info
}

func (l *lobbyOf) SetBot(seat int, level string) error {
	if level == "" {
		return l.SetSeat(seat, lockstep.SeatOpen)
	}
	return l.SetBotLevel(seat, level)
}

var _ app.Lobby = (*lobbyOf)(nil)

// The table offers to give a departed player's seat to a bot when its
// session has HandToBot with this signature (app's botHander).
var _ interface{ HandToBot(rules.Seat) error } = (*lobbyOf)(nil)
