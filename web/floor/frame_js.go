package main

import "syscall/js"

// firstFrame tells the page the first frame is drawn (floorDrawn), for a
// test that times navigation to first frame.
func firstFrame() { js.Global().Set("floorDrawn", js.Global().Get("performance").Call("now")) }
