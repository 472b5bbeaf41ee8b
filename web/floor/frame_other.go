//go:build !js

package main

func firstFrame() {}
