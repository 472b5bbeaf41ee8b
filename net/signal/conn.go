// This file is the connection to the signalling server as the client
// uses it: whole text messages both ways. Natively it is coder/websocket
// (conn_other.go); in the browser it is the page's own WebSocket
// (conn_js.go), which keeps net/http out of the browser build and says
// when the server closed the connection.

package signal

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// socket is one WebSocket connection to the signalling server.
type socket interface {
	// Read waits for the next message. It fails with errTooBig for a
	// message over the limit given to dial, and with a *closedError once
	// the connection has closed.
	Read(ctx context.Context) ([]byte, error)
	// Write sends one text message.
	Write(ctx context.Context, msg []byte) error
	// Ping checks that the server still answers where the platform can
	// (a browser's script cannot send a ping; there it fails only on a
	// closed connection).
	Ping(ctx context.Context) error
	// Close says goodbye with a normal closure; CloseNow just drops the
	// connection.
	Close(reason string) error
	CloseNow() error
}

// errTooBig is a message from the server over the read limit.
var errTooBig = errors.New("message over the read limit")

// closedError is a connection closed by either side or by the network.
type closedError struct {
	Code   int // the WebSocket close code, 1006 when none was received
	Reason string
}

func (e *closedError) Error() string {
	if e.Reason == "" {
		return fmt.Sprintf("connection closed (%d)", e.Code)
	}
	return fmt.Sprintf("connection closed (%d: %s)", e.Code, e.Reason)
}

// pingLoop pings every interval until ctx ends, giving each ping as long
// again to be answered, and calls lost with the error and returns when
// one is not: the client checks the server so, and the server each
// client.
func pingLoop(ctx context.Context, every time.Duration, ping func(context.Context) error, lost func(error)) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		pctx, cancel := context.WithTimeout(ctx, every)
		err := ping(pctx)
		cancel()
		if err != nil && ctx.Err() == nil {
			lost(err)
			return
		}
	}
}
