package rules

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// LogVersion is the version of the log format written by WriteLog.
const LogVersion = 1

// MaxLogSteps bounds how many steps a log may hold when read.
const MaxLogSteps = 1 << 20

const maxLogLine = 64 << 10

// Log is a game's record: the setup, the setup's entropy and resulting hash,
// then every step. It is a save file and a replay.
//
// Written as text, one record per line:
//
//	majlis-log 1
//	setup {"game":"ayubistan","seats":3,"first":0}
//	start ENTROPY HASH
//	step 1 SEAT MOVE ENTROPY HASH
//
// where ENTROPY and HASH are 64 hex digits and steps count from 1.
type Log struct {
	Setup   Setup
	Entropy Entropy // the setup's entropy
	Hash    Hash    // the state's hash after setup
	Steps   []Step
}

// Step is one applied move and the state hash after it.
type Step struct {
	Seat    Seat
	Move    Move
	Entropy Entropy
	Hash    Hash
}

// Shared returns a copy of l that shares its steps so far. A session that
// only appends steps can hand it to another goroutine (a bot's decision):
// the steps it holds never change, and none appended later show in it.
func (l Log) Shared() *Log {
	l.Steps = l.Steps[:len(l.Steps):len(l.Steps)]
	return &l
}

// WriteLog writes l in the text format.
func WriteLog(w io.Writer, l *Log) error {
	setup, err := json.Marshal(l.Setup)
	if err != nil {
		return fmt.Errorf("encode setup: %w", err)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "majlis-log %d\nsetup %s\nstart %s %s\n", LogVersion, setup, l.Entropy, l.Hash)
	// A step's line is appended by hand: a local game is saved again and
	// again as it goes (graphics/app's keep), and Fprintf made a
	// 3,000-step log cost 4 ms natively, several times that in a browser.
	line := make([]byte, 0, 256)
	for i, s := range l.Steps {
		if !ValidMove(s.Move) {
			return fmt.Errorf("step %d: move %q cannot be written", i+1, clip(string(s.Move)))
		}
		line = append(line[:0], "step "...)
		line = strconv.AppendInt(line, int64(i+1), 10)
		line = append(line, ' ')
		line = strconv.AppendInt(line, int64(s.Seat), 10)
		line = append(line, ' ')
		line = append(line, s.Move...)
		line = append(line, ' ')
		line = hex.AppendEncode(line, s.Entropy[:])
		line = append(line, ' ')
		line = hex.AppendEncode(line, s.Hash[:])
		line = append(line, '\n')
		bw.Write(line)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write log: %w", err)
	}
	return nil
}

// ReadLog reads a log in the text format. It checks the form of every line
// (not the game: see Replay) and says on which line it fails.
func ReadLog(r io.Reader) (*Log, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), maxLogLine)
	l := &Log{}
	line := 0
	next := func() (string, bool) {
		if !sc.Scan() {
			return "", false
		}
		line++
		return strings.TrimRight(sc.Text(), "\r"), true
	}
	fail := func(format string, args ...any) (*Log, error) {
		return nil, fmt.Errorf("log line %d: %s", line, fmt.Sprintf(format, args...))
	}

	head, ok := next()
	if !ok {
		return nil, scanErr(sc.Err(), "log is empty")
	}
	var version int
	if _, err := fmt.Sscanf(head, "majlis-log %d", &version); err != nil {
		return fail("not a Majlis log (expected \"majlis-log %d\")", LogVersion)
	}
	if version != LogVersion {
		return fail("log format version %d, this program reads version %d", version, LogVersion)
	}

	s, ok := next()
	if !ok {
		return nil, scanErr(sc.Err(), "log ends before its setup")
	}
	js, found := strings.CutPrefix(s, "setup ")
	if !found {
		return fail("expected the setup")
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(js)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l.Setup); err != nil {
		return fail("setup: %v", err)
	}

	s, ok = next()
	if !ok {
		return nil, scanErr(sc.Err(), "log ends before its start line")
	}
	f := strings.Fields(s)
	if len(f) != 3 || f[0] != "start" {
		return fail("expected \"start ENTROPY HASH\"")
	}
	var err error
	if l.Entropy, err = ParseEntropy(f[1]); err != nil {
		return fail("%v", err)
	}
	if l.Hash, err = ParseHash(f[2]); err != nil {
		return fail("%v", err)
	}

	for {
		s, ok := next()
		if !ok {
			break
		}
		if s == "" {
			continue
		}
		f := strings.Fields(s)
		if len(f) != 6 || f[0] != "step" {
			return fail("expected \"step N SEAT MOVE ENTROPY HASH\"")
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n != len(l.Steps)+1 {
			return fail("step number %q, expected %d", clip(f[1]), len(l.Steps)+1)
		}
		if len(l.Steps) >= MaxLogSteps {
			return fail("more than %d steps", MaxLogSteps)
		}
		seat, err := strconv.Atoi(f[2])
		if err != nil || seat < 0 || seat > 1<<16 {
			return fail("seat %q is not a seat number", clip(f[2]))
		}
		m := Move(f[3])
		if !ValidMove(m) {
			return fail("move %q is malformed", clip(f[3]))
		}
		st := Step{Seat: Seat(seat), Move: m}
		if st.Entropy, err = ParseEntropy(f[4]); err != nil {
			return fail("%v", err)
		}
		if st.Hash, err = ParseHash(f[5]); err != nil {
			return fail("%v", err)
		}
		l.Steps = append(l.Steps, st)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("log after line %d: %w", line, err)
	}
	return l, nil
}

func scanErr(err error, msg string) error {
	if err != nil {
		return fmt.Errorf("%s: %w", msg, err)
	}
	return errors.New(msg)
}

// ReplayError says at which step a replay failed; step 0 is the setup.
type ReplayError struct {
	Step int
	Err  error
}

func (e *ReplayError) Error() string {
	if e.Step == 0 {
		return fmt.Sprintf("setup: %v", e.Err)
	}
	return fmt.Sprintf("step %d: %v", e.Step, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay re-runs a log with g, checking every hash, and returns the final
// state. A failure is a *ReplayError naming the step.
func Replay(g Game, l *Log) (State, error) {
	if err := ValidateSetup(g, l.Setup); err != nil {
		return nil, &ReplayError{0, err}
	}
	st, _, err := g.New(l.Setup, l.Entropy)
	if err != nil {
		return nil, &ReplayError{0, err}
	}
	if h := st.Hash(); h != l.Hash {
		return nil, &ReplayError{0, fmt.Errorf("state hash %s, log says %s", h, l.Hash)}
	}
	for i, s := range l.Steps {
		if _, err := st.Apply(s.Seat, s.Move, s.Entropy); err != nil {
			return nil, &ReplayError{i + 1, fmt.Errorf("seat %d move %s refused: %w", s.Seat, s.Move, err)}
		}
		if h := st.Hash(); h != s.Hash {
			return nil, &ReplayError{i + 1, fmt.Errorf("state hash %s, log says %s", h, s.Hash)}
		}
	}
	return st, nil
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
