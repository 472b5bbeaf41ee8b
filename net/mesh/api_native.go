//go:build !js

// Native builds configure pion's ICE agent: loopback-only gathering for
// tests, no multicast DNS then.

package mesh

import (
	"net"

	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"
)

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
