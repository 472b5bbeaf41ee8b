// This file is the ICE configuration a server hands its clients: STUN and
// TURN URLs, and short-lived TURN credentials in the TURN REST form
// (draft-uberti-behave-turn-rest): the user name is "EXPIRY:ID" with EXPIRY
// in Unix seconds, the password the base64 HMAC-SHA1 of that user name
// under a secret the signalling and the TURN server share. Any TURN server
// with the secret (the embedded one, coturn's use-auth-secret) checks them
// without asking anyone.

package signal

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ICEServer is one STUN or TURN server as a client is told it; it maps
// one to one onto RTCIceServer.
type ICEServer struct {
	URLs       []string `json:"urls"`
	Username   string   `json:"username,omitempty"`
	Credential string   `json:"credential,omitempty"`
}

// Bounds on the ICE configuration a client accepts.
const (
	maxICEServers = 8
	maxICEURLs    = 8
	maxICEField   = 256
)

// ICEConfig says which ICE servers a server hands out.
type ICEConfig struct {
	STUN []string // stun: URLs
	TURN []string // turn: or turns: URLs; each client gets a credential for them
	// Secret is shared with the TURN server; TTL is how long a credential
	// stays valid (a few hours: a credential is renewed on every resume).
	Secret string
	TTL    time.Duration
}

// DefaultTURNTTL is a credential's validity when ICEConfig.TTL is zero.
const DefaultTURNTTL = 6 * time.Hour

// Servers is the configuration handed to peer id at now: nil when nothing
// is configured.
func (c ICEConfig) Servers(id string, now time.Time) []ICEServer {
	var out []ICEServer
	if len(c.STUN) > 0 {
		out = append(out, ICEServer{URLs: c.STUN})
	}
	if len(c.TURN) > 0 && c.Secret != "" {
		ttl := c.TTL
		if ttl <= 0 {
			ttl = DefaultTURNTTL
		}
		user, pass := TURNCredential(c.Secret, id, now.Add(ttl))
		out = append(out, ICEServer{URLs: c.TURN, Username: user, Credential: pass})
	}
	return out
}

// TURNCredential is the TURN REST user name and password for id, valid
// until expiry.
func TURNCredential(secret, id string, expiry time.Time) (user, password string) {
	user = strconv.FormatInt(expiry.Unix(), 10) + ":" + id
	return user, turnPassword(secret, user)
}

func turnPassword(secret, user string) string {
	mac := hmac.New(sha1.New, []byte(secret))
	mac.Write([]byte(user))
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// Errors of CheckTURNUser.
var (
	ErrCredentialForm    = errors.New("the TURN user name is not EXPIRY:ID")
	ErrCredentialExpired = errors.New("the TURN credential has expired")
)

// CheckTURNUser checks that a TURN REST user name is well formed and not
// expired at now, and returns the password the secret gives it. (TURN
// never sends the password itself: the server proves the client knows it
// through the message integrity, which needs this password.)
func CheckTURNUser(secret, user string, now time.Time) (password string, err error) {
	exp, id, ok := strings.Cut(user, ":")
	if !ok || id == "" || len(user) > maxICEField {
		return "", ErrCredentialForm
	}
	t, err := strconv.ParseInt(exp, 10, 64)
	if err != nil || t <= 0 {
		return "", ErrCredentialForm
	}
	if now.Unix() >= t {
		return "", fmt.Errorf("%w (at %s)", ErrCredentialExpired, time.Unix(t, 0).UTC().Format(time.RFC3339))
	}
	return turnPassword(secret, user), nil
}

// checkICE bounds a received ICE configuration: few servers, short
// fields, and only stun:, stuns:, turn: and turns: URLs.
func checkICE(servers []ICEServer) error {
	if len(servers) > maxICEServers {
		return fmt.Errorf("%d ICE servers exceed %d", len(servers), maxICEServers)
	}
	for _, s := range servers {
		if len(s.URLs) == 0 || len(s.URLs) > maxICEURLs {
			return fmt.Errorf("an ICE server has %d URLs (1 to %d)", len(s.URLs), maxICEURLs)
		}
		if len(s.Username) > maxICEField || len(s.Credential) > maxICEField {
			return fmt.Errorf("an ICE credential exceeds %d bytes", maxICEField)
		}
		turn := false
		for _, u := range s.URLs {
			scheme, rest, _ := strings.Cut(u, ":")
			if len(u) > maxICEField || rest == "" {
				return fmt.Errorf("ICE server URL %q is not a STUN or TURN URL", clip(u))
			}
			switch scheme {
			case "stun", "stuns":
			case "turn", "turns":
				turn = true
			default:
				return fmt.Errorf("ICE server URL %q is not a STUN or TURN URL", clip(u))
			}
		}
		if turn && (s.Username == "" || s.Credential == "") {
			return errors.New("a TURN server comes without its credential")
		}
	}
	return nil
}
