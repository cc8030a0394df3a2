//go:build js

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemat/game"
)

// tablePage runs the page as the projector's screen (the table seat's
// link): the window's table view over the seat (tableSeatGame). The page
// learns of it through battlematReady and battlematRemote() (JSON of
// game.TableSeatView: the seat, where the figures stand and where to tap
// each square, the corner's buttons, the calibration and its ruler, the
// last action's lines), for tests.
func tablePage(g *game.Game) error {
	win := js.Global()
	win.Set("battlematRemote", js.FuncOf(func(js.Value, []js.Value) any {
		done := make(chan string, 1)
		g.Post(func(g *game.Game) {
			b, _ := json.Marshal(g.TableSeatView())
			done <- string(b)
		})
		return js.Global().Get("Promise").New(js.FuncOf(func(_ js.Value, args []js.Value) any {
			go func() { args[0].Invoke(<-done) }()
			return nil
		}))
	}))
	ebiten.SetScreenClearedEveryFrame(false) // the window's: it repaints only what changed
	return runGame(&tablePageGame{Game: g}, nil)
}

// tablePageGame tells the page when the first frame is on screen.
type tablePageGame struct {
	*game.Game
	ready bool
}

func (p *tablePageGame) Draw(screen *ebiten.Image) {
	p.Game.Draw(screen)
	if !p.ready {
		p.ready = true
		win := js.Global()
		win.Set("battlematReady", true)
		if f := win.Get("battlematOnReady"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
}
