package rules

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash"
)

// Hash is the digest of a state's canonical encoding.
type Hash [32]byte

// String returns the hash in hex.
func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// ParseHash reads 64 hex digits.
func ParseHash(s string) (Hash, error) {
	var h Hash
	if len(s) != 64 {
		return h, fmt.Errorf("hash must be 64 hex digits, got %d characters", len(s))
	}
	if _, err := hex.Decode(h[:], []byte(s)); err != nil {
		return h, fmt.Errorf("hash: %w", err)
	}
	return h, nil
}

// Encoder writes a canonical encoding of a state into a digest: fixed-width
// big-endian integers and length-prefixed strings, so that no two different
// states encode alike and every platform agrees.
type Encoder struct {
	h   hash.Hash
	buf [8]byte
}

// NewEncoder starts an encoding for the named game.
func NewEncoder(game string) *Encoder {
	e := &Encoder{h: sha256.New()}
	e.String(game)
	return e
}

// Int writes an integer.
func (e *Encoder) Int(v int) {
	binary.BigEndian.PutUint64(e.buf[:], uint64(int64(v)))
	e.h.Write(e.buf[:])
}

// Bool writes a boolean.
func (e *Encoder) Bool(v bool) {
	if v {
		e.Int(1)
	} else {
		e.Int(0)
	}
}

// String writes a length-prefixed string.
func (e *Encoder) String(s string) {
	e.Int(len(s))
	e.h.Write([]byte(s))
}

// Ints writes a length-prefixed list of integers.
func (e *Encoder) Ints(vs []int) {
	e.Int(len(vs))
	for _, v := range vs {
		e.Int(v)
	}
}

// Bytes writes length-prefixed bytes.
func (e *Encoder) Bytes(b []byte) {
	e.Int(len(b))
	e.h.Write(b)
}

// Setup writes the parts of a setup that change the game (names do not).
func (e *Encoder) Setup(s Setup) {
	e.String(s.Game)
	e.Int(s.Seats)
	e.Int(int(s.First))
	keys := sortedKeys(s.Options)
	e.Int(len(keys))
	for _, k := range keys {
		e.String(k)
		e.String(s.Options[k])
	}
}

// Sum returns the digest.
func (e *Encoder) Sum() Hash {
	var h Hash
	e.h.Sum(h[:0])
	return h
}

// EncodeInts writes a length-prefixed list of any integer type (cards,
// seats, tokens), exactly as Encoder.Ints would write it converted to int.
func EncodeInts[T ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32](e *Encoder, vs []T) {
	e.Int(len(vs))
	for _, v := range vs {
		e.Int(int(v))
	}
}
