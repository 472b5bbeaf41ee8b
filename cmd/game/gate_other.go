//go:build !headless && !js

package main

// The desktop's loop waits by itself in FPSModeVsyncOffMinimum: no gate.
func holdFrames(bool) {}
func wakeFrame()      {}
