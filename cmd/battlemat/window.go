package main

import (
	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// openWindow runs the game in a window until it is closed.
func openWindow(file string) error {
	g := game.New(24, 16)
	ebiten.SetWindowTitle("battlemat")
	ebiten.SetWindowSize(24*32, 16*32)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(g)
}
