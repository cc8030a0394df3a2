//go:build js

package main

import (
	"encoding/json"
	"syscall/js"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() { browserSetup = setupBrowser }

// browserGame is the game with the page's hooks: it tells the page when
// the first frame is on screen (window.battlematReady).
type browserGame struct {
	*game.Game
	ready bool
}

// setupBrowser exposes the game to the page:
//
//	battlematScenarios        the shipped scenarios' names
//	battlematOpen(name)       open a shipped scenario; returns "" or an error
//	battlematLoadYAML(n, s)   open a scenario's text (from the person's disk)
//	battlematState()          JSON of the table (game.Snapshot)
//	battlematReady            true once the first frame is drawn
//	battlematRestart(seed)    the battle on the table afresh with the seed
func setupBrowser(g *game.Game) ebiten.Game {
	win := js.Global()
	names := assets.ScenarioNames()
	list := make([]any, len(names))
	for i, n := range names {
		list[i] = n
	}
	win.Set("battlematScenarios", js.ValueOf(list))
	win.Set("battlematReady", false)
	win.Set("battlematOpen", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 {
			return "battlematOpen(name): no name"
		}
		name := args[0].String()
		data, err := assets.Scenario(name)
		if err != nil {
			return oneLine(err.Error())
		}
		return openText(g, name, data)
	}))
	win.Set("battlematLoadYAML", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 {
			return "battlematLoadYAML(name, text): missing arguments"
		}
		return openText(g, args[0].String(), []byte(args[1].String()))
	}))
	win.Set("battlematState", js.FuncOf(func(js.Value, []js.Value) any {
		b, err := json.Marshal(g.Snapshot())
		if err != nil {
			return "{}"
		}
		return string(b)
	}))
	win.Set("battlematRestart", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeNumber || args[0].Int() < 0 {
			return "battlematRestart(seed): a seed of 0 or more"
		}
		seed := uint64(args[0].Int())
		g.Post(func(g *game.Game) { g.Restart(seed) })
		return ""
	}))
	startTableSync(g)
	if f := win.Get("battlematStarted"); f.Type() == js.TypeFunction {
		f.Invoke(js.ValueOf(list), assets.DefaultScenario)
	}
	return &browserGame{Game: g}
}

// openText starts a battle on a scenario's text (kept, so the battle
// can be sent to the table's tab) on the game's next tick, or returns
// the one-line error for the page to show.
func openText(g *game.Game, name string, data []byte) any {
	if _, err := board.Parse(name, data); err != nil {
		return oneLine(err.Error())
	}
	g.Post(func(g *game.Game) {
		f, err := game.NewFight(name, data, g.Controller().Seed())
		if err == nil {
			g.SetFight(f)
		}
	})
	return ""
}

func (b *browserGame) Draw(screen *ebiten.Image) {
	b.Game.Draw(screen)
	if !b.ready {
		b.ready = true
		win := js.Global()
		win.Set("battlematReady", true)
		if f := win.Get("battlematOnReady"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
}
