package game

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Input is one tick of what the person does, free of ebiten so the game
// can be driven by tests: where the cursor is, which buttons and keys are
// held, and how far the wheel turned. Presses and releases are found by
// comparing with the previous tick's Input.
type Input struct {
	// X, Y is the cursor in screen pixels (the same pixels Draw paints).
	X, Y float64
	// Buttons held this tick.
	Buttons Buttons
	// Keys held this tick.
	Keys Keys
	// WheelY is the wheel's turn this tick: positive zooms in.
	WheelY float64
}

// Buttons is a set of mouse buttons.
type Buttons uint8

// The mouse buttons battlemat uses.
const (
	ButtonLeft Buttons = 1 << iota
	ButtonRight
	ButtonMiddle
)

// Keys is a set of the keys battlemat listens to.
type Keys uint16

// The keys battlemat uses, by what they do.
const (
	KeyPan        Keys = 1 << iota // Space: hold and drag with the left button to pan
	KeyFit                         // F or Home: fit the map to the window
	KeyFullscreen                  // F11
	KeyZoomIn                      // + or =
	KeyZoomOut                     // -
	KeyDeselect                    // Escape
	KeyLeft                        // arrows pan by one square
	KeyRight
	KeyUp
	KeyDown
)

var keyBindings = []struct {
	key  ebiten.Key
	what Keys
}{
	{ebiten.KeySpace, KeyPan},
	{ebiten.KeyF, KeyFit},
	{ebiten.KeyHome, KeyFit},
	{ebiten.KeyF11, KeyFullscreen},
	{ebiten.KeyEqual, KeyZoomIn},
	{ebiten.KeyNumpadAdd, KeyZoomIn},
	{ebiten.KeyMinus, KeyZoomOut},
	{ebiten.KeyNumpadSubtract, KeyZoomOut},
	{ebiten.KeyEscape, KeyDeselect},
	{ebiten.KeyArrowLeft, KeyLeft},
	{ebiten.KeyArrowRight, KeyRight},
	{ebiten.KeyArrowUp, KeyUp},
	{ebiten.KeyArrowDown, KeyDown},
}

// ReadInput reads this tick's input from ebiten. It is the only place the
// game asks ebiten what the person does.
func ReadInput() Input {
	var in Input
	in.X, in.Y = ebiten.CursorPositionF()
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		in.Buttons |= ButtonLeft
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) {
		in.Buttons |= ButtonRight
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle) {
		in.Buttons |= ButtonMiddle
	}
	for _, b := range keyBindings {
		if ebiten.IsKeyPressed(b.key) {
			in.Keys |= b.what
		}
	}
	_, in.WheelY = ebiten.Wheel()
	return in
}
