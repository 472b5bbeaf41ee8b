package main

import "syscall/js"

// firstFrame tells the page when the first frame was drawn, as the
// client does (majlisFirstFrame, in the page's clock since navigation).
func firstFrame() {
	js.Global().Set("majlisFirstFrame", js.Global().Get("performance").Call("now"))
}
