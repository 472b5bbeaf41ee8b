//go:build js

// This file is the browser's connection to the signalling server: the
// page's own WebSocket. A script cannot send a WebSocket ping, so the
// client asks with a ping message instead (client.go); a connection it
// gives up on, like one the browser saw close, ends every read at once.

package signal

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

type browserConn struct {
	ws        js.Value
	limit     int
	listeners []listener // removed and released once the socket closes

	opened, closed      chan struct{}
	ready               chan struct{} // a message was queued
	openOnce, closeOnce sync.Once

	mu    sync.Mutex
	queue [][]byte
	err   *closedError // why it closed; nil while open
}

func dial(ctx context.Context, url string, limit int) (socket, error) {
	ctor := js.Global().Get("WebSocket")
	if ctor.Type() != js.TypeFunction {
		return nil, errors.New("this browser offers no WebSocket")
	}
	c := &browserConn{limit: limit, opened: make(chan struct{}), closed: make(chan struct{}), ready: make(chan struct{}, 1)}
	if err := catch(func() { c.ws = ctor.New(url) }); err != nil {
		return nil, err
	}
	c.ws.Set("binaryType", "arraybuffer")
	c.on("open", func(js.Value) { c.openOnce.Do(func() { close(c.opened) }) })
	c.on("message", c.message)
	c.on("close", func(e js.Value) {
		c.shut(&closedError{Code: e.Get("code").Int(), Reason: e.Get("reason").String()})
	})
	select {
	case <-c.opened:
		return c, nil
	case <-c.closed:
		return nil, c.closedErr()
	case <-ctx.Done():
		c.CloseNow()
		return nil, ctx.Err()
	}
}

// catch turns an exception thrown by the browser into an error.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	f()
	return nil
}

// listener is one of the socket's event listeners.
type listener struct {
	event string
	fn    js.Func
}

func (c *browserConn) on(event string, f func(js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	c.listeners = append(c.listeners, listener{event, fn})
	c.ws.Call("addEventListener", event, fn)
}

// message queues a message; it runs in the browser's event loop, so it
// must not wait.
func (c *browserConn) message(e js.Value) {
	data := e.Get("data")
	var b []byte
	if data.Type() == js.TypeString {
		b = []byte(data.String())
	} else {
		u := js.Global().Get("Uint8Array").New(data)
		b = make([]byte, u.Length())
		js.CopyBytesToGo(b, u)
	}
	c.mu.Lock()
	c.queue = append(c.queue, b)
	c.mu.Unlock()
	c.signal()
}

func (c *browserConn) signal() {
	select {
	case c.ready <- struct{}{}:
	default:
	}
}

func (c *browserConn) shut(e *closedError) {
	c.closeOnce.Do(func() {
		c.mu.Lock()
		c.err = e
		c.mu.Unlock()
		close(c.closed)
		for _, l := range c.listeners {
			// Removed first: a socket dropped by this side may still
			// fire its close event later.
			c.ws.Call("removeEventListener", l.event, l.fn)
			l.fn.Release() // allowed while it runs
		}
	})
}

func (c *browserConn) closedErr() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err == nil {
		return nil
	}
	return c.err
}

// Read returns the messages that came before the close, then the close.
func (c *browserConn) Read(ctx context.Context) ([]byte, error) {
	for {
		c.mu.Lock()
		if len(c.queue) > 0 {
			b := c.queue[0]
			c.queue[0] = nil
			c.queue = c.queue[1:]
			if len(c.queue) > 0 {
				c.signal()
			}
			c.mu.Unlock()
			if len(b) > c.limit {
				// A script may close only with 1000 or 3000-4999, not
				// with 1009 (too big): the socket is simply dropped.
				c.CloseNow()
				return nil, errTooBig
			}
			return b, nil
		}
		c.mu.Unlock()
		if err := c.closedErr(); err != nil {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-c.ready:
		case <-c.closed:
		}
	}
}

func (c *browserConn) Write(ctx context.Context, msg []byte) error {
	if err := c.closedErr(); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return catch(func() { c.ws.Call("send", string(msg)) })
}

func (c *browserConn) Ping(context.Context) error { return c.closedErr() }

func (c *browserConn) Close(reason string) error {
	return catch(func() { c.ws.Call("close", 1000, reason) })
}

// CloseNow drops the connection. Over a network that went away the
// browser may take long to fire the close event, so reads end now.
func (c *browserConn) CloseNow() error {
	err := catch(func() { c.ws.Call("close") })
	c.shut(&closedError{Code: 1006, Reason: "dropped by this client"})
	return err
}
