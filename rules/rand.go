package rules

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
)

// Entropy is a step's 32 bytes of outside randomness: from crypto/rand in a
// local session, from every peer's reveals in a networked one, from a seed
// in the simulator.
type Entropy [32]byte

// String returns the entropy in hex.
func (e Entropy) String() string { return hex.EncodeToString(e[:]) }

// ParseEntropy reads 64 hex digits.
func ParseEntropy(s string) (Entropy, error) {
	var e Entropy
	if len(s) != 64 {
		return e, fmt.Errorf("entropy must be 64 hex digits, got %d characters", len(s))
	}
	if _, err := hex.Decode(e[:], []byte(s)); err != nil {
		return e, fmt.Errorf("entropy: %w", err)
	}
	return e, nil
}

// Seed is a state's running seed. Every step mixes its entropy into it, so
// a step's randomness depends on all earlier entropy and no peer's alone.
type Seed [32]byte

// Mix returns the seed that follows s after a step with entropy e.
func (s Seed) Mix(e Entropy) Seed {
	// One array on the stack rather than a hash.Hash on the heap: every
	// step of every search mixes a seed.
	const tag = "majlis/seed"
	var b [len(tag) + len(s) + len(e)]byte
	copy(b[:], tag)
	copy(b[len(tag):], s[:])
	copy(b[len(tag)+len(s):], e[:])
	return sha256.Sum256(b[:])
}

// Rand is the only source of randomness inside rules: SHA-256 in counter
// mode over a seed. Its output is fixed by this code alone, so every
// platform and Go release draws the same numbers.
type Rand struct {
	seed    Seed
	counter uint64
	buf     [32]byte
	used    int
}

// NewRand returns a generator over seed.
func NewRand(seed Seed) *Rand { return &Rand{seed: seed, used: 32} }

// Drawn reports whether anything was drawn from r.
func (r *Rand) Drawn() bool { return r.counter > 0 }

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 {
	if r.used+8 > len(r.buf) {
		var block [40]byte
		copy(block[:], r.seed[:])
		binary.BigEndian.PutUint64(block[32:], r.counter)
		r.counter++
		r.buf = sha256.Sum256(block[:])
		r.used = 0
	}
	v := binary.BigEndian.Uint64(r.buf[r.used:])
	r.used += 8
	return v
}

// IntN returns a uniform integer in [0, n); n must be positive.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	// Rejection sampling keeps the draw unbiased.
	limit := ^uint64(0) - (^uint64(0)%uint64(n)+1)%uint64(n)
	for {
		if v := r.Uint64(); v <= limit {
			return int(v % uint64(n))
		}
	}
}

// Shuffle permutes n elements uniformly (Fisher–Yates) through swap.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}
