package game

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// Input is one tick of what the person does, free of ebiten so the game
// can be driven by tests: where the cursor is, which buttons are held,
// which commands' keys are held, and how far the wheel turned. Presses
// and releases are found by comparing with the previous tick's Input.
type Input struct {
	// X, Y is the cursor in screen pixels (the same pixels Draw paints).
	X, Y float64
	// Buttons held this tick.
	Buttons Buttons
	// Keys are the commands whose keys are held this tick (Ctrl+Z is
	// CmdUndo, Z alone nothing).
	Keys Keys
	// WheelY is the wheel's turn this tick: positive zooms in.
	WheelY float64
	// Text is what was typed this tick (a calibration's length).
	Text string
	// Pinch is two fingers' spread this tick over the last (1 on the
	// first tick of two fingers, 0 without two); PinchX, PinchY their middle.
	Pinch, PinchX, PinchY float64
	// Finger: a finger on the screen (or lifting this tick) drives the
	// cursor and the left button, not the mouse.
	Finger bool
}

// Buttons is a set of mouse buttons.
type Buttons uint8

// The mouse buttons battlemat uses.
const (
	ButtonLeft Buttons = 1 << iota
	ButtonRight
	ButtonMiddle
)

// binding is a physical key and the command it runs.
type binding struct {
	key    ebiten.Key
	ctrl   bool
	window bool // any modifier
	cmd    Cmd
}

// bindings are made from the command table, so a key is declared once.
var bindings = makeBindings()

func makeBindings() []binding {
	var out []binding
	for _, c := range commandTable() {
		for _, k := range c.keys {
			ch := parseChord(k)
			var key ebiten.Key
			if err := key.UnmarshalText([]byte(ch.name)); err != nil {
				panic(fmt.Sprintf("command %q: %v", c.label, err))
			}
			out = append(out, binding{key: key, ctrl: ch.ctrl, window: c.window, cmd: c.id})
		}
	}
	return out
}

// The fingers read last tick (ReadInput runs on the game's one goroutine).
var (
	touchIDs []ebiten.TouchID
	touchPts [][2]float64
	hands    fingers
)

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
	touchIDs = ebiten.AppendTouchIDs(touchIDs[:0])
	touchPts = touchPts[:0]
	for _, id := range touchIDs {
		x, y := ebiten.TouchPosition(id)
		touchPts = append(touchPts, [2]float64{float64(x), float64(y)})
	}
	hands.read(&in, touchPts)
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	for _, b := range bindings {
		if (b.window || b.ctrl == ctrl) && ebiten.IsKeyPressed(b.key) {
			in.Keys = in.Keys.Or(b.cmd.Key())
		}
	}
	_, wy := ebiten.Wheel()
	in.WheelY = wy / wheelUnit
	if rs := ebiten.AppendInputChars(nil); len(rs) > 0 {
		in.Text = string(rs)
	}
	return in
}

// Touch is a finger on the screen: ebiten's touch id and where it is.
type Touch struct {
	ID   int
	X, Y float64
}
