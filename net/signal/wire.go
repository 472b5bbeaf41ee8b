// Package signal is the room protocol of the signalling server: the wire
// messages (this file), the server that relays them (server.go, native
// only) and the client that native and WebAssembly peers use (client.go).
//
// A connection sends JSON text frames, one message each, at most MaxMessage
// bytes. A peer creates a room or joins one by its code, then relays opaque
// payloads (WebRTC offers, answers, ICE candidates) to other peers named by
// the ids the server gave them. The server holds no game state and never
// reads a payload.
package signal

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Version is the room protocol's version; a client sends it in create and
// join, and the server refuses one outside MinVersion..Version.
//
// Version 2 added ICE to welcome: the STUN and TURN servers (with TURN
// credentials) the client is to use. A version 1 client is welcomed
// without them.
//
// Version 3 added ping and pong: a client asks whether the server still
// answers with a message, since a browser's script cannot send a
// WebSocket ping. A client pings with messages only a server whose
// welcome says version 3 or later.
const Version = 3

// MinVersion is the oldest version a server still speaks.
const MinVersion = 1

// MaxMessage bounds one message in either direction.
const MaxMessage = 64 << 10

// Message types.
const (
	TypeCreate   = "create"   // client: make a room and enter it
	TypeJoin     = "join"     // client: enter the room named by Room
	TypeRelay    = "relay"    // both: Data for the peer To (server fills From)
	TypeLeave    = "leave"    // client: leave the room
	TypeWelcome  = "welcome"  // server: you are in Room as Peer; Peers are there already
	TypePresence = "presence" // server: Peer joined or left (Event)
	TypeError    = "error"    // server: a refusal (Code, Text)
	TypeShutdown = "shutdown" // server: the server is stopping
	TypePing     = "ping"     // client: answer with pong (version 3)
	TypePong     = "pong"     // server: the answer to a ping
)

// Error codes a server answers with; each comes with a sentence in Text.
const (
	ErrBadMessage   = "bad_message"
	ErrTooLarge     = "too_large"
	ErrRateLimited  = "rate_limited"
	ErrVersion      = "version"
	ErrNoRoom       = "no_room"
	ErrRoomFull     = "room_full"
	ErrServerFull   = "server_full"
	ErrTooManyConns = "too_many_connections"
	ErrNotInRoom    = "not_in_room"
	ErrAlreadyIn    = "already_in_room"
	ErrNoPeer       = "no_peer"
)

// Roles a peer joins as; the room bounds each separately.
const (
	RolePlayer    = "player"
	RoleSpectator = "spectator"
)

// Msg is every message of the protocol; the fields used depend on Type.
type Msg struct {
	V    int    `json:"v,omitempty"`
	Type string `json:"type"`
	// Room is a room code (create answers, join, welcome).
	Room string `json:"room,omitempty"`
	// Name is a display name; Role is RolePlayer (default) or RoleSpectator.
	Name string `json:"name,omitempty"`
	Role string `json:"role,omitempty"`
	// Resume, in join, is the secret a welcome gave: the server gives the
	// same peer id back, replacing a stale connection.
	Resume string `json:"resume,omitempty"`
	// Peer is the peer a message is about (welcome: you; presence: them).
	Peer  string `json:"peer,omitempty"`
	Peers []Peer `json:"peers,omitempty"`
	// ICE, in welcome (version 2), is the STUN and TURN servers to use.
	ICE   []ICEServer `json:"ice,omitempty"`
	Event string      `json:"event,omitempty"` // presence: "joined" or "left"
	// To and From name peers of a relay; Data is its opaque payload.
	To   string          `json:"to,omitempty"`
	From string          `json:"from,omitempty"`
	Data json.RawMessage `json:"data,omitempty"`
	// Code and Text describe an error.
	Code string `json:"code,omitempty"`
	Text string `json:"text,omitempty"`
}

// Peer is one member of a room.
type Peer struct {
	ID   string `json:"id"`
	Name string `json:"name,omitempty"`
	Role string `json:"role,omitempty"`
}

// Error is a refusal from the server.
type Error struct {
	Code string
	Text string
}

func (e *Error) Error() string { return fmt.Sprintf("signalling server: %s (%s)", e.Text, e.Code) }

// Decode reads one message defensively: bounded, well-formed JSON, a known
// type, and fields that fit.
func Decode(b []byte) (Msg, error) {
	var m Msg
	if len(b) > MaxMessage {
		return m, fmt.Errorf("message of %d bytes exceeds %d", len(b), MaxMessage)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return Msg{}, fmt.Errorf("malformed message: %w", err)
	}
	switch m.Type {
	case TypeCreate, TypeJoin, TypeRelay, TypeLeave, TypeWelcome, TypePresence, TypeError, TypeShutdown, TypePing, TypePong:
	default:
		return Msg{}, fmt.Errorf("unknown message type %q", clip(m.Type))
	}
	if len(m.Name) > 64 {
		return Msg{}, fmt.Errorf("name of %d bytes exceeds 64", len(m.Name))
	}
	if m.Role != "" && m.Role != RolePlayer && m.Role != RoleSpectator {
		return Msg{}, fmt.Errorf("unknown role %q", clip(m.Role))
	}
	if err := checkICE(m.ICE); err != nil {
		return Msg{}, err
	}
	return m, nil
}

// CodeAlphabet has no look-alikes: no 0/O, no 1/I/L.
const CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// CodeLen is the length of a room code.
const CodeLen = 8

// NormalizeCode upper-cases a typed code and drops spaces and dashes; it
// reports whether the result is a well-formed code.
func NormalizeCode(s string) (string, bool) {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if r == ' ' || r == '-' {
			continue
		}
		if !strings.ContainsRune(CodeAlphabet, r) {
			return "", false
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLen {
		return "", false
	}
	return b.String(), true
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
