// This file holds a link's WebRTC connection and data channel, kept as
// functions closed over them rather than as pion values in fields.
//
// Why: the client keeps its session behind an interface, and the browser
// build contains text/template (Ebitengine's shader sources), whose
// reflective method calls make Go's linker keep every exported method of
// every type reachable from such a value. A *webrtc.PeerConnection in a
// field was reachable, and its methods (OnICECandidate, through candidate
// parsing) linked pion's native ICE agent, DTLS, TURN and crypto/tls into
// the browser build, which uses the browser's own WebRTC: 8 MB of the
// wasm, 1.6 MB of its gzip. Functions hide the pion types: only the
// methods they call are linked.

package mesh

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/pion/webrtc/v4"
)

// rtc is one link's connection. Its functions take and return only plain
// values (see above).
type rtc struct {
	// offer makes and sets the local offer, waits for its candidates and
	// returns its SDP; answer does the same for the answer to an offer;
	// accept takes the answer to our offer.
	offer  func() (string, error)
	answer func(offer string) (string, error)
	accept func(answer string) error
	// connecting reports whether the connection is still being made or
	// works: the remote description is known and ICE has not broken.
	connecting func() bool
	send       func([]byte) error
	close      func()
	path       func() (Path, bool)
	// listen wires the connection's events to ev; until then none is
	// told.
	listen func(ev rtcEvents)
}

// rtcEvents are what a link hears from its connection.
type rtcEvents struct {
	open    func()
	message func([]byte)
	closed  func()
	failed  func() // the connection failed (no path, or the path broke)
}

// gatherTimeout bounds the wait for a description's candidates.
const gatherTimeout = 15 * time.Second

// dial makes a peer connection with the pre-negotiated data channel.
func dial(ctx context.Context, cfg Config, servers []webrtc.ICEServer) (rtc, error) {
	api, err := newAPI(cfg)
	if err != nil {
		return rtc{}, err
	}
	pc, err := api.NewPeerConnection(webrtc.Configuration{ICEServers: servers})
	if err != nil {
		return rtc{}, fmt.Errorf("new peer connection: %w", err)
	}
	// Both sides create the same pre-negotiated channel, so neither waits
	// for the other to announce it.
	ordered, negotiated, id := true, true, uint16(0)
	dc, err := pc.CreateDataChannel("majlis", &webrtc.DataChannelInit{Ordered: &ordered, Negotiated: &negotiated, ID: &id})
	if err != nil {
		pc.Close()
		return rtc{}, fmt.Errorf("data channel: %w", err)
	}
	// describe sets the local description d made, once its candidates
	// are gathered, and returns its SDP with them.
	describe := func(d webrtc.SessionDescription, err error) (string, error) {
		if err != nil {
			return "", err
		}
		if err := pc.SetLocalDescription(d); err != nil {
			return "", err
		}
		t := time.NewTimer(gatherTimeout)
		defer t.Stop()
		select {
		case <-gatheringComplete(pc):
		case <-t.C:
			return "", fmt.Errorf("ICE gathering did not complete within %s", gatherTimeout)
		case <-ctx.Done():
			return "", ctx.Err()
		}
		if ld := pc.LocalDescription(); ld != nil {
			return ld.SDP, nil
		}
		return "", errors.New("no local description after gathering")
	}
	return rtc{
		offer: func() (string, error) { return describe(pc.CreateOffer(nil)) },
		answer: func(offer string) (string, error) {
			if err := pc.SetRemoteDescription(webrtc.SessionDescription{Type: webrtc.SDPTypeOffer, SDP: offer}); err != nil {
				return "", err
			}
			return describe(pc.CreateAnswer(nil))
		},
		accept: func(answer string) error {
			return pc.SetRemoteDescription(webrtc.SessionDescription{Type: webrtc.SDPTypeAnswer, SDP: answer})
		},
		connecting: func() bool {
			s := pc.ICEConnectionState()
			broken := s == webrtc.ICEConnectionStateDisconnected || s == webrtc.ICEConnectionStateFailed || s == webrtc.ICEConnectionStateClosed
			return pc.RemoteDescription() != nil && !broken
		},
		send:  dc.Send,
		close: func() { dc.Close(); pc.Close() },
		path:  pathReader(pc),
		listen: func(ev rtcEvents) {
			dc.OnOpen(ev.open)
			dc.OnMessage(func(msg webrtc.DataChannelMessage) { ev.message(msg.Data) })
			dc.OnClose(ev.closed)
			pc.OnConnectionStateChange(func(s webrtc.PeerConnectionState) {
				switch s {
				case webrtc.PeerConnectionStateFailed:
					ev.failed()
				case webrtc.PeerConnectionStateClosed:
					ev.closed()
				}
			})
		},
	}, nil
}
