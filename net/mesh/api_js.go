//go:build js

// In the browser, RTCPeerConnection chooses its own candidates; the
// Loopback setting has no equivalent there and is ignored.

package mesh

import "github.com/pion/webrtc/v4"

func newAPI(Config) (*webrtc.API, error) { return webrtc.NewAPI(), nil }
