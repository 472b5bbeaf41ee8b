// Package lockstep is the networked session of Majlis: hostless lockstep
// over a full mesh of WebRTC data channels (net/mesh), met through the
// signalling server (net/signal). Every peer runs the same rules on the
// same moves; only moves, commitments and entropy reveals travel.
//
// # Using it from a UI
//
// A table is created, joined or resumed; each returns a *Session that is
// in the lobby until the creator starts it, and then satisfies
// session.Session, so the table screen drives it exactly like a local game.
//
//	cfg := lockstep.Config{Signal: "ws://host:8080/ws", Name: "Amal"}
//	s, err := lockstep.Create(ctx, cfg, lockstep.Table{
//		Game:  "ayubistan",
//		Seats: []lockstep.SeatKind{lockstep.SeatMine, lockstep.SeatOpen, lockstep.SeatBot},
//	})
//	s.Room()              // the code to share: "http://host/#"+s.Room()
//	s.Token()             // keep it (localStorage): Resume(ctx, cfg, token) rejoins
//
//	j, err := lockstep.Join(ctx, cfg, "K7QX2MPA") // returns once the lobby is known
//	j.Lobby()             // seats (kind, peer, name), peers (name, connected), creator
//	j.Claim(1)            // take seat 1; Claim(-1) gives it back (spectate)
//	s.SetSeat(2, lockstep.SeatOpen) // creator: turn a bot seat into an open one, or back
//	s.AddSeat(lockstep.SeatBot)     // creator: one more seat (RemoveSeat(i) takes one away)
//	s.SetOptions(map[string]string{"length": "extended"}) // creator: checked against the game
//	s.Chat("salaam")      // lobby and table alike; Chats(from) reads them
//	s.Ready()             // creator: nil when every seat is filled and the mesh is complete
//	s.Start()             // creator: the game begins on every peer
//	s.Started()           // then use the session.Session methods
//	s.Wait(ctx, v)        // blocks until Version() differs from v (headless drivers)
//	s.HandToBot(seat)     // vote to give a departed player's seat to a bot
//
// Config.BotDelay paces the bots for people to follow (zero in tests and
// headless peers). Lobby() and Version() work in every phase; View, History and Log return
// nothing useful before Started(). Errors are sentences a UI can show.
//
// # The protocol (DESIGN.md, "Sessions and lockstep")
//
// Every data channel starts with hello: protocol version, rules version,
// peer id, name, the head of the peer's hash chain, and the hash of its
// resume proof. Different versions are refused with both named.
//
// The creator keeps the lobby and broadcasts it; joiners claim seats and
// report which peers they have channels with; the creator may start once
// every seat is filled and the mesh is complete. The start message fixes
// the setup, who owns each seat, the bot host (the creator) and the
// participants: the peers holding seats, plus the creator. Spectators
// follow every step but neither move nor reveal.
//
// Step 0 deals the game; step k ≥ 1 applies one move. For a step, its move
// is known first: a non-sealed move is broadcast by the peer owning the
// seat of the first prompt (only that seat may answer: with several
// non-sealed prompts the lowest seat goes first). Sealed prompts are
// answered by commitments H(step, seat, move, salt) from every seat asked;
// when all are in, each opens its own, and the opened moves are applied
// one step each in seat order. A non-sealed move carries its mover's hash
// of the state before it.
//
// Once a step's move is known, each peer plays it on a copy of its state
// with the zero entropy and asks the rules whether it drew on its
// randomness (rules.Drawer): a card drawn, a die rolled. Most moves do not
// (in random games, 75 to 99% of steps, by game), and such a step is
// applied as it was played there, with the zero entropy, as soon as the
// move is known: no reveals. For a move that draws, every participant
// broadcasts a reveal: the preimage of its hash chain for the step, its
// hash of the state before the move and the move it saw (the mover of a
// non-sealed move sends its reveal in the move's own message). The step
// completes when every participant's reveal is in; its entropy is
// H(step, reveals in participant order), so no peer alone can predict or
// steer it. A move that draws nothing has nothing to steer: the seed it
// mixes in is known to all, and the next move that draws mixes in fresh
// entropy before anything is drawn.
//
// A non-sealed move that draws nothing is therefore applied on every peer
// half a round trip after it leaves, with n-1 messages among n peers. One
// that draws costs one round trip at best, at any number of peers: the
// mover's peer hears the last reveal a round trip after its move left, and
// every other peer hears the others' reveals half a round trip after the
// move reached it. No reveal may leave before its peer knows the move (a
// mover that knew the step's entropy could choose by it), so this is the
// protocol's floor for it; it costs n(n-1) messages (the mover's move
// carries its reveal). A sealed group adds a round trip (commitments, then
// openings). SCTP acknowledges about every second packet, and each packet
// costs pion a few hundred microseconds of processor time here, so at six
// peers a machine with fewer cores than peers works through a step's
// packets one after another. BenchmarkMoveLatencyProcs measures a move
// from its decision to its being applied on every peer, one process per
// peer, against the data channel's echo round trip, and against the time
// one process's message takes to reach all the others (its fan-out), the
// floor any protocol has for a move on that machine.
//
// A peer may thus run ahead of another by steps that drew nothing (while a
// message to the other is delayed), never past one that draws: that one
// waits for everyone's reveal. What a dropped peer said may have reached
// only some peers, and those may have applied it: when it resumes it says
// again its open moves and openings since the last step that drew, from
// the game so far or from the echoes of the peers that applied them (see
// below), each opening after its commitment (made again from the move and
// its salt, for a peer that never had it), and a voter for a departed
// peer passes on its openings since then.
//
// Every peer checks every message against its own state before anything
// is applied: a move from a peer not owning the seat, a move for a seat not
// asked, an illegal move, two different moves for one step, a preimage that
// does not hash to the previous one, a different state hash (in a move or a
// reveal), a move or a reveal showing that a step this peer applied without
// reveals was seen otherwise elsewhere, an opening
// that does not match its commitment, an oversize or undecodable message.
// Each is a fault: the table stops, Status().Fault says what happened with
// the step, the peer and both values (in English, for diagnostics),
// Status().FaultMsg says it for the player as a catalogue message
// (core.fault.*, naming peers by their seats), the fault is broadcast, and
// a diagnostic (the log plus every peer's reports for the failing step) is
// kept (Diagnostic) and written to Config.DiagDir when set. A broadcast
// fault carries both: the detail, clipped, goes into the receiver's
// diagnostic; the message is checked against the fixed list of fault keys
// and their arguments (seats of the table, bounded numbers and names), its
// first argument (who stopped the table) is replaced by the sender, and
// anything else becomes the plain "a peer stopped the table".
//
// A peer that drops comes back with Resume and its token: it re-enters the
// room, asks one peer for the game so far (setup, log, the last verified
// reveals, the messages of the step in progress), replays the log checking
// every hash, and carries on; its chain and its sealed salts derive from
// the token's secret, so it can even reopen a commitment it made before
// dropping. Meanwhile Status().Waiting marks its seats Away. If it is gone
// for good, every remaining participant calls HandToBot for its seat,
// which passes on the departed peer's last reveals and its openings of
// sealed answers that this peer holds (the hash chain checks a relayed
// reveal, the commitment a relayed opening); when all agree its seats go
// to the bot host, as bots of the normal level, and it stops revealing.
//
// A connected peer that holds back what its software sends by itself (a
// reveal once the move is known, an opening once every commitment is in)
// for longer than Config.StallTimeout stops the table with a fault naming
// it; a person thinking is never timed. When the game ends each peer says
// done, and Close waits (at most 3s) for the others' done, so that leaving
// never cuts off the last reveal a slower peer needs.
//
// # Decisions
//
//   - With several non-sealed prompts at once, only the lowest seat's
//     answer is taken; Submit for another seat says whom the table waits
//     for. (Concurrent answers would race; the rules re-prompt.)
//   - Opened sealed answers are applied one step each, in seat order, each
//     with its own entropy if it draws; the rules must keep asking the
//     later seats.
//   - A step that draws nothing is logged with the zero entropy. A
//     resuming peer's replay checks that every step that draws has entropy
//     and every other has none.
//   - Step 0 (the deal) takes its entropy from reveals like any step, so
//     the setup is as unpredictable as a draw.
//   - The rules version is the build's module version or VCS revision
//     (RulesVersion); two builds of different commits refuse each other.
//   - The resume proof travels in hello once the game is on, so links made
//     again are accepted; anyone it reached could then claim that peer's
//     id, but without its chain it cannot reveal, so this can only stall.
//   - A spectator joining late gets the game like a resuming peer; peers
//     re-send their last 64 steps of messages to every newcomer. The table
//     does not wait for spectators, so one whose link to a peer opened
//     later than that may lack a step's move for good: holding messages
//     for later steps for 2 s, it asks a participant for the game again
//     (behind.go), and peers answer a spectator at most once a second.
//   - A resuming peer's last move may have reached some peers and not the
//     one whose sync it replays: every peer echoes back the newcomer's own
//     messages for the steps in progress and its open moves applied since
//     the last step that drew, and a resuming peer decides nothing for its
//     seats until each connected peer has echoed (at most 3 s), then says
//     again what any echo held (echo.go).
//   - Malformed, oversize or out-of-turn messages from a table member stop
//     the table (a conformant peer never sends one); from a connection that
//     never said hello they only get it refused.
//   - Offers and answers carry complete SDP (net/mesh gathers first), so
//     no ICE candidates are trickled.
//
// Known limits: one hash chain covers ChainLen steps; a table split by a
// mover that tells peers different moves that draw nothing stops at the
// next move or reveal that carries a state hash, not at once; the peer
// that sends the log to a resuming peer is trusted for the steps' entropy
// (every hash is checked); a creator that drops before the start cannot
// resume the lobby; a move or a commitment that reached only some peers
// before its player was handed to a bot can leave the others waiting
// (nothing checks either when another peer relays it).
package lockstep
