//go:build !js

package bot

// Natively a search runs on a goroutine the runtime preempts, beside the
// window's: it never needs to pause.
type pauser struct{}

func (*pauser) pause() {}
func (*pauser) close() {}
