//go:build js

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemat/game"
)

// gamePage runs the page as a seat's screen that is the window's Game
// over the seat: the projector's (tableSeatGame), a player's
// (playerGame) or the GM's (gmGame). The page learns of it through
// battlematReady and battlematRemote() (JSON of view: game.TableSeatView
// for the table seat, game.SeatSnapshot for a player's and the GM's: the
// seat, where the figures stand and where to tap each square, the
// buttons, the GM's odds or setup...), for tests.
func gamePage(g *game.Game, view func(*game.Game) any) error {
	pageFacts(g)
	win := js.Global()
	win.Set("battlematRemote", js.FuncOf(func(js.Value, []js.Value) any {
		done := make(chan string, 1)
		g.Post(func(g *game.Game) {
			b, _ := json.Marshal(view(g))
			done <- string(b)
		})
		return js.Global().Get("Promise").New(js.FuncOf(func(_ js.Value, args []js.Value) any {
			go func() { args[0].Invoke(<-done) }()
			return nil
		}))
	}))
	ebiten.SetScreenClearedEveryFrame(false) // the window's: it repaints only what changed
	return runGame(&gamePageGame{Game: g}, nil)
}

// gamePageGame tells the page when the first frame is on screen.
type gamePageGame struct {
	*game.Game
	ready bool
}

func (p *gamePageGame) Draw(screen *ebiten.Image) {
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
