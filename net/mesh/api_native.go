//go:build !js

// Native builds configure pion's ICE agent: loopback-only gathering for
// tests, no multicast DNS then.

package mesh

import (
	"net"
	"time"

	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"
)

// gatheringComplete is closed once pc has gathered its candidates.
func gatheringComplete(pc *webrtc.PeerConnection) <-chan struct{} {
	return webrtc.GatheringCompletePromise(pc)
}

func newAPI(cfg Config) (*webrtc.API, error) {
	var se webrtc.SettingEngine
	if cfg.Loopback {
		se.SetIncludeLoopbackCandidate(true)
		se.SetInterfaceFilter(func(name string) bool { return name == "lo" })
		se.SetIPFilter(func(ip net.IP) bool { return ip.IsLoopback() })
		se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
		se.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	}
	return webrtc.NewAPI(webrtc.WithSettingEngine(se)), nil
}

// pathReader reads the selected candidate pair of pc and its round-trip
// time: pion answers at once.
func pathReader(pc *webrtc.PeerConnection) func() (Path, bool) {
	return func() (Path, bool) { return pathOf(pc) }
}

func pathOf(pc *webrtc.PeerConnection) (Path, bool) {
	sctp := pc.SCTP()
	if sctp == nil || sctp.Transport() == nil || sctp.Transport().ICETransport() == nil {
		return Path{}, false
	}
	pair, err := sctp.Transport().ICETransport().GetSelectedCandidatePair()
	if err != nil || pair == nil || pair.Local == nil || pair.Remote == nil {
		return Path{}, false
	}
	p := Path{Local: pair.Local.Typ.String(), Remote: pair.Remote.Typ.String()}
	p.Kind = kindOf(p.Local, p.Remote)
	for _, s := range pc.GetStats() {
		if cp, ok := s.(webrtc.ICECandidatePairStats); ok && cp.Nominated && cp.State == webrtc.StatsICECandidatePairStateSucceeded {
			p.RTT = time.Duration(cp.CurrentRoundTripTime * float64(time.Second))
		}
	}
	return p, true
}
