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
type Keys uint64

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
	// The fight's keys (controller.go says what each does).
	KeyMove     // M
	KeyRun      // R
	KeyFight    // C: close combat
	KeyShoot    // S (Ctrl+S saves)
	KeyThrow    // T: a template weapon
	KeySuppress // U
	KeyAim      // A
	KeyDefend   // D
	KeyProne    // P: drop prone or stand up
	KeyHold     // H
	KeyEndTurn  // E
	KeyNext     // Enter: deal the round, start the next turn
	KeyWeapon   // W: the next weapon
	KeyBenny    // B: a benny to remove Shaken
	KeyYes      // Y (Ctrl+Y redoes)
	KeyNo       // N
	KeyUndo     // Z with Ctrl
	KeyCtrl     // Control, either side (Meta on a Mac)
	Key1        // 1-3: declare actions for the turn
	Key2
	Key3
	KeyHelp      // F1 or ?: the rules help
	KeyLogUp     // Page Up: scroll the log back
	KeyLogDown   // Page Down
	KeyTactic    // G: the GM lets the plain tactic play the turn
	KeyMore      // X: the next of the further actions (tests of will, grapple, doors...)
	KeyInterrupt // I: a figure on Hold interrupts
	// Attack options (controller.go's AttackOptions), set before the click.
	KeyCalled    // V: the called shot (none, limb, hand, head)
	KeyWild      // K: Wild Attack
	KeyDesperate // J: Desperate Attack (+2, +4, off)
	KeyDrop      // O: The Drop (the GM grants it)
	KeyNonlethal // L: nonlethal
	KeyFire      // Q: double tap / burst, slugs, or the number of RoF dice
	KeyEndFight  // F12: end the fight (the aftermath screen)
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
	{ebiten.KeyM, KeyMove},
	{ebiten.KeyR, KeyRun},
	{ebiten.KeyC, KeyFight},
	{ebiten.KeyS, KeyShoot},
	{ebiten.KeyT, KeyThrow},
	{ebiten.KeyU, KeySuppress},
	{ebiten.KeyA, KeyAim},
	{ebiten.KeyD, KeyDefend},
	{ebiten.KeyP, KeyProne},
	{ebiten.KeyH, KeyHold},
	{ebiten.KeyE, KeyEndTurn},
	{ebiten.KeyEnter, KeyNext},
	{ebiten.KeyNumpadEnter, KeyNext},
	{ebiten.KeyW, KeyWeapon},
	{ebiten.KeyB, KeyBenny},
	{ebiten.KeyY, KeyYes},
	{ebiten.KeyN, KeyNo},
	{ebiten.KeyZ, KeyUndo},
	{ebiten.KeyControl, KeyCtrl},
	{ebiten.KeyMeta, KeyCtrl},
	{ebiten.KeyDigit1, Key1},
	{ebiten.KeyDigit2, Key2},
	{ebiten.KeyDigit3, Key3},
	{ebiten.KeyF1, KeyHelp},
	{ebiten.KeySlash, KeyHelp},
	{ebiten.KeyPageUp, KeyLogUp},
	{ebiten.KeyPageDown, KeyLogDown},
	{ebiten.KeyG, KeyTactic},
	{ebiten.KeyX, KeyMore},
	{ebiten.KeyI, KeyInterrupt},
	{ebiten.KeyV, KeyCalled},
	{ebiten.KeyK, KeyWild},
	{ebiten.KeyJ, KeyDesperate},
	{ebiten.KeyO, KeyDrop},
	{ebiten.KeyL, KeyNonlethal},
	{ebiten.KeyQ, KeyFire},
	{ebiten.KeyF12, KeyEndFight},
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
