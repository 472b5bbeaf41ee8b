//go:build !headless && js

package main

import "syscall/js"

// holdFrames holds or opens the page's frame gate (web/loader.js): held,
// Ebitengine's animation frames wait for input or for wakeFrame. A page
// without the gate (an older loader) runs every frame, as before.
func holdFrames(hold bool) {
	if g := js.Global().Get("majlisFrameGate"); g.Truthy() && g.Get("hold").Bool() != hold {
		g.Call("setHold", hold)
	}
}

// wakeFrame lets the parked frames through once.
func wakeFrame() {
	if g := js.Global().Get("majlisFrameGate"); g.Truthy() {
		g.Call("wake")
	}
}
