//go:build !js

package game

// quiet changes nothing in the window: its workers are goroutines beside
// the ticks and its frames cost a GPU, not the workers' cores (quiet.go).
func (g *Game) quiet(bool) {}

// frameTicks: the window ticks 60 times a second.
func (g *Game) frameTicks() int { return 1 }
