//go:build !js

// This file is the native connection to the signalling server: coder/websocket.

package signal

import (
	"context"
	"errors"

	"github.com/coder/websocket"
)

type wsConn struct{ ws *websocket.Conn }

func dial(ctx context.Context, url string, limit int) (socket, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(int64(limit))
	return wsConn{ws}, nil
}

func (c wsConn) Read(ctx context.Context) ([]byte, error) {
	_, b, err := c.ws.Read(ctx)
	if err == nil {
		return b, nil
	}
	if websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
		return nil, errTooBig
	}
	var ce websocket.CloseError
	if errors.As(err, &ce) {
		return nil, &closedError{Code: int(ce.Code), Reason: ce.Reason}
	}
	return nil, err
}

func (c wsConn) Write(ctx context.Context, msg []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, msg)
}

func (c wsConn) Ping(ctx context.Context) error { return c.ws.Ping(ctx) }

func (c wsConn) Close(reason string) error {
	return c.ws.Close(websocket.StatusNormalClosure, reason)
}

func (c wsConn) CloseNow() error { return c.ws.CloseNow() }
