//go:build !js

package main

func started()    {}
func firstFrame() {}
