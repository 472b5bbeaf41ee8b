// This file is the lockstep wire format: one JSON object per data channel
// message, versioned and bounded, decoded defensively, and the hash
// constructions the protocol relies on (hash chains, entropy, sealed
// commitments, resume proofs).

package lockstep

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"majlis/rules"
)

// ProtocolVersion is the version of this wire format; peers with another
// version are refused in the lobby with both versions named. Version 3:
// a move that draws nothing is applied without reveals, and every move
// carries its mover's state hash.
const ProtocolVersion = 3

// MaxMessage bounds one lockstep message. A log travels in chunks below it.
const MaxMessage = 32 << 10

// maxChat bounds a chat line in bytes.
const maxChat = 500

// Message types.
const (
	tHello  = "hello"  // first message on every channel: who I am
	tRefuse = "refuse" // versions differ or the peer is unknown; then the channel closes
	tLobby  = "lobby"  // creator: the lobby as it stands
	tClaim  = "claim"  // joiner to creator: I take seat Seat (-1: I leave my seat)
	tLinks  = "links"  // to creator: the peers I have an open channel with
	tStart  = "start"  // creator: the game starts with Start
	tMove   = "move"   // a non-sealed move for Step, its mover's hash before it (Hash) and, if it draws, its reveal (Pre)
	tCommit = "commit" // a sealed answer's commitment for Step
	tOpen   = "open"   // the opening of a commitment
	tReveal = "reveal" // my chain preimage for Step, my hash before it, the move I saw
	tChat   = "chat"
	tFault  = "fault" // I stopped the table: Text says why in detail, Fault for the player
	tSync   = "sync"  // to a resuming peer: the game so far, in parts
	tDrop   = "drop"  // I agree that Peer is gone and its seats go to a bot
	tDone   = "done"  // I have applied the game's last step
	// tEcho, to a peer that (re)connects during the game: Data holds (as
	// a JSON list) the messages of that peer's own that this peer holds
	// for steps not yet applied, so that a peer that dropped right after
	// sending says the same again instead of deciding anew.
	tEcho = "echo"
)

// wire is every message; the fields used depend on T.
type wire struct {
	V int    `json:"v"`
	T string `json:"t"`

	// to is the peer a copy is for, set for Config.tamper (never sent).
	to string

	// hello
	Proto   int    `json:"proto,omitempty"`
	Rules   string `json:"rules,omitempty"`
	Peer    string `json:"peer,omitempty"`
	Name    string `json:"name,omitempty"`
	Head    string `json:"head,omitempty"`    // chain head H^L(s)
	Auth    string `json:"auth,omitempty"`    // H(resume proof)
	Proof   string `json:"proof,omitempty"`   // resume proof, when resuming
	Creator bool   `json:"creator,omitempty"` // the sender created the room
	Watch   bool   `json:"watch,omitempty"`   // the sender is a spectator

	Lobby *Lobby     `json:"lobby,omitempty"`
	Start *startInfo `json:"start,omitempty"`
	Peers []string   `json:"peers,omitempty"` // links

	Step   int        `json:"step,omitempty"`
	Seat   int        `json:"seat,omitempty"`
	Move   string     `json:"move,omitempty"`
	Pre    string     `json:"pre,omitempty"`
	Hash   string     `json:"hash,omitempty"`
	Commit string     `json:"commit,omitempty"`
	Salt   string     `json:"salt,omitempty"`
	Text   string     `json:"text,omitempty"`
	Fault  *faultWire `json:"fault,omitempty"` // fault: what the player reads

	// sync: Part of Parts of the sync record's JSON.
	Part  int    `json:"part,omitempty"`
	Parts int    `json:"parts,omitempty"`
	Data  string `json:"data,omitempty"`
}

// startInfo fixes everything the game needs besides the moves.
type startInfo struct {
	Setup rules.Setup `json:"setup"`
	// Owners[seat] is the peer that moves for the seat; bot seats are
	// owned by BotHost. Bots lists the bot seats.
	Owners  []string `json:"owners"`
	Bots    []int    `json:"bots,omitempty"`
	BotHost string   `json:"bothost"`
	// Levels, when set, holds each bot seat's level (bot.Levels; "" for
	// the bot host's own bot), so that every peer can say how its bots
	// play and a new bot host runs them alike.
	Levels []string `json:"levels,omitempty"`
	// Participants reveal entropy every step, in this order; Heads are
	// their chain heads.
	Participants []string          `json:"participants"`
	Heads        map[string]string `json:"heads"`
}

// syncInfo is what a resuming peer is sent: the game so far.
type syncInfo struct {
	Start   startInfo         `json:"start"`
	Log     string            `json:"log"`
	Last    map[string]string `json:"last"`              // each participant's last verified reveal
	Pending []relayed         `json:"pending"`           // messages for steps not yet applied
	Planned map[int]planned   `json:"planned,omitempty"` // opened sealed answers not yet applied
	Chats   []chatRec         `json:"chats,omitempty"`
	Lobby   *Lobby            `json:"lobby,omitempty"`
}

type relayed struct {
	From string `json:"from"`
	Msg  wire   `json:"msg"`
}

type chatRec struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
	Text string `json:"text"`
}

// decode reads one message from a peer defensively.
func decode(b []byte) (wire, error) {
	var w wire
	if len(b) > MaxMessage {
		return w, fmt.Errorf("message of %d bytes exceeds the limit of %d", len(b), MaxMessage)
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return wire{}, fmt.Errorf("undecodable message: %v", err)
	}
	if w.V != ProtocolVersion && w.T != tHello && w.T != tRefuse {
		return wire{}, fmt.Errorf("message of protocol version %d, this peer speaks %d", w.V, ProtocolVersion)
	}
	switch w.T {
	case tHello, tRefuse, tLobby, tClaim, tLinks, tStart, tMove, tCommit, tOpen, tReveal, tChat, tFault, tSync, tDrop, tDone, tEcho:
	default:
		return wire{}, fmt.Errorf("unknown message type %q", clip(w.T))
	}
	if w.Step < 0 || w.Seat < -1 || w.Seat > 64 || w.Part < 0 || w.Parts < 0 || w.Parts > 4096 {
		return wire{}, fmt.Errorf("%s message has out-of-range numbers", w.T)
	}
	if w.Move != "" && !rules.ValidMove(rules.Move(w.Move)) {
		return wire{}, fmt.Errorf("%s message carries a malformed move", w.T)
	}
	return w, nil
}

func encode(w wire) ([]byte, error) {
	w.V = ProtocolVersion
	b, err := json.Marshal(w)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", w.T, err)
	}
	if len(b) > MaxMessage {
		return nil, fmt.Errorf("%s message of %d bytes exceeds %d", w.T, len(b), MaxMessage)
	}
	return b, nil
}

type digest = [32]byte

func tagged(tag string, parts ...[]byte) digest {
	h := sha256.New()
	h.Write([]byte(tag))
	for _, p := range parts {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(p)))
		h.Write(n[:])
		h.Write(p)
	}
	var d digest
	h.Sum(d[:0])
	return d
}

func num(n int) []byte {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], uint64(int64(n)))
	return b[:]
}

func hexOf(d digest) string { return hex.EncodeToString(d[:]) }

func parseDigest(s string) (digest, error) {
	var d digest
	if len(s) != 64 {
		return d, fmt.Errorf("expected 64 hex digits, got %d characters", len(s))
	}
	if _, err := hex.Decode(d[:], []byte(s)); err != nil {
		return d, fmt.Errorf("not hex: %w", err)
	}
	return d, nil
}

// ChainLen is how many steps one hash chain covers (setup included).
const ChainLen = 1 << 16

// chain is a peer's hash chain: c[0] is the seed, c[i] = H(c[i-1]), and
// the head c[ChainLen] is committed before the game. Step k reveals
// c[ChainLen-1-k]; steps that draw nothing reveal nothing, so a reveal
// hashes to the previous one (or the head) in as many steps as lie
// between them.
type chain []digest

func newChain(seed digest) chain {
	c := make(chain, ChainLen+1)
	c[0] = seed
	for i := 1; i <= ChainLen; i++ {
		c[i] = chainNext(c[i-1])
	}
	return c
}

func chainNext(d digest) digest { return sha256.Sum256(d[:]) }

// chainAfter hashes d n times (1 <= n <= ChainLen): a reveal for a step n
// steps after its peer's last one hashes to that one. Out of range it
// gives the zero digest, which is no chain's.
func chainAfter(d digest, n int) digest {
	if n < 1 || n > ChainLen {
		return digest{}
	}
	for range n {
		d = chainNext(d)
	}
	return d
}

func (c chain) head() digest { return c[ChainLen] }

// reveal returns the preimage for step k, or false past the chain's end.
func (c chain) reveal(k int) (digest, bool) {
	if k < 0 || k >= ChainLen {
		return digest{}, false
	}
	return c[ChainLen-1-k], true
}

// entropy of step k from every participant's reveal, in order.
func entropy(k int, reveals []digest) rules.Entropy {
	parts := [][]byte{num(k)}
	for i := range reveals {
		parts = append(parts, reveals[i][:])
	}
	return rules.Entropy(tagged("majlis/entropy", parts...))
}

// commitment binds a sealed answer: H(step, seat, move, salt).
func commitment(step, seat int, m rules.Move, salt digest) digest {
	return tagged("majlis/commit", num(step), num(seat), []byte(m), salt[:])
}

// identity derives everything a peer's secret stands for.
type identity struct {
	secret digest
	id     string // public peer id
	proof  digest // shown when resuming
	auth   digest // H(proof), announced in hello
	chain  chain
}

func newIdentity(secret digest) *identity {
	p := tagged("majlis/resume", secret[:])
	id := tagged("majlis/peer", secret[:])
	return &identity{
		secret: secret,
		id:     hex.EncodeToString(id[:8]),
		proof:  p,
		auth:   sha256.Sum256(p[:]),
		chain:  newChain(tagged("majlis/chain", secret[:])),
	}
}

// salt for a sealed answer: derived from the secret, so a peer that
// resumes can reopen a commitment it made before it dropped.
func (id *identity) salt(step, seat int) digest {
	return tagged("majlis/salt", id.secret[:], num(step), num(seat))
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
