package main

import "syscall/js"

// started tells the page when main began (majlisMain), after the Go
// runtime and every package's initialisation, as the client does.
func started() { mark("majlisMain") }

// firstFrame tells the page when the first frame was drawn, as the
// client does (majlisFirstFrame, in the page's clock since navigation).
func firstFrame() { mark("majlisFirstFrame") }

func mark(name string) {
	js.Global().Set(name, js.Global().Get("performance").Call("now"))
}
