//go:build !js

package main

import (
	"fmt"
	"os"

	"majlis/rules"
	"majlis/rules/bot/remote"
)

func serve(*remote.Desk, []rules.Game) {
	fmt.Fprintln(os.Stderr, "botworker runs in a browser's Web Worker (GOOS=js GOARCH=wasm; web/build.sh builds it as bot.wasm); native programs let their bots think in-process")
	os.Exit(2)
}
