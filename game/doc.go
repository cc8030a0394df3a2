// Package game is the battlemat a GM projects and players click: it turns
// ebiten input into plain Input values (input.go), applies them to the
// fight, and draws the state. Draw only reads; everything but input.go and
// the drawing can be tested without a window.
package game
