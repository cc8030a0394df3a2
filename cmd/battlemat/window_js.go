//go:build js

package main

import (
	"encoding/json"
	"strings"
	"syscall/js"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/game"
	"battlemat/odds"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() { browserSetup = setupBrowser }

// browserGame is the game with the page's hooks: it tells the page when
// the first frame is on screen (window.battlematReady) and what is on
// the table (window.battlematOnTable).
type browserGame struct {
	*game.Game
	ready bool
	shown *game.Fight // what is on the table: a new fight is a new table
}

// setupBrowser exposes the game to the page:
//
//	battlematScenarios        the shipped scenarios' names
//	battlematOpen(name)       open a shipped scenario; returns "" or an error
//	battlematLoadFile(n, s)   open a file from the person's disk: a battle
//	                          file resumes, a scenario starts a battle
//	battlematLoadYAML(n, s)   the same (the older name)
//	battlematLoadMap(n, u8)   a map file (Universal VTT) or picture from the
//	                          person's disk: kept for the scenarios that
//	                          name it; a Universal VTT file alone opens
//	                          with no figures; returns "" or an error, or
//	                          "need:NAME" when the scenario opened last
//	                          names another file still missing
//	battlematSave()           download the battle file (Ctrl+S)
//	battlematSetup()          open the GM's setup screen (a new fight)
//	battlematState()          JSON of the table (game.Snapshot)
//	battlematReady            true once the first frame is drawn
//	battlematRestart(seed)    the battle on the table afresh with the seed
//	battlematPanel([place])   the panel: "" (shown) or "hidden" (folded
//	                          away: a phone's sheet under the map);
//	                          with a place, shows or folds it
//	battlematOnTable(name)    the page's, called with the scenario's file
//	                          name whenever another battle is on the table
//
// and reads the page's facts (pageFacts).
func setupBrowser(g *game.Game) ebiten.Game {
	pageFacts(g)
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
		name := strings.TrimSuffix(args[0].String(), ".yaml")
		data, err := assets.Scenario(name)
		if err != nil {
			return oneLine(err.Error())
		}
		return openText(g, name+".yaml", data)
	}))
	load := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 {
			return "battlematLoadFile(name, text): missing arguments"
		}
		name, data := args[0].String(), []byte(args[1].String())
		if r, ok := setupTakes(g, name, data); ok {
			return r
		}
		if board.IsBattleFile(data) {
			f, err := game.FightFromBattleFile(data, name)
			return mapsWanted(name, data, open(g, f, err))
		}
		return mapsWanted(name, data, openText(g, name, data))
	})
	win.Set("battlematLoadMap", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 || args[1].Type() != js.TypeObject {
			return "battlematLoadMap(name, bytes): missing arguments"
		}
		return loadMap(g, args[0].String(), args[1])
	}))
	win.Set("battlematLoadFile", load)
	win.Set("battlematLoadYAML", load)
	win.Set("battlematSetup", js.FuncOf(func(js.Value, []js.Value) any {
		g.Post(func(g *game.Game) { g.OpenSetupHere() })
		return ""
	}))
	win.Set("battlematSave", js.FuncOf(func(js.Value, []js.Value) any {
		g.Post(func(g *game.Game) { g.Controller().Press(game.CmdSave, "") })
		return ""
	}))
	// The Odds for the tests and measurements: how many fights the next
	// play (0: game.OddsFights) and on how many Web Workers (-1: the
	// browser's count, 0: on the page, a few a frame); and the tally of
	// the odds open now (the first run's), as JSON, or "".
	win.Set("battlematOdds", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 || args[0].Type() != js.TypeNumber || args[1].Type() != js.TypeNumber {
			return "battlematOdds(fights, workers): two numbers"
		}
		game.SetOddsFights(args[0].Int())
		odds.SetWorkers(args[1].Int())
		return ""
	}))
	win.Set("battlematOddsTally", js.FuncOf(func(js.Value, []js.Value) any {
		t, _, ok := g.Controller().Odds()
		if !ok || t == nil {
			return ""
		}
		b, err := json.Marshal(t)
		if err != nil {
			return ""
		}
		return string(b)
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
	// The panel folded away on a phone: the GM's view without its panel
	// (the map, the cards, the message and the screen's buttons in their
	// corner), not the window's hidden panel (F4), whose prompt and log
	// would still be written in a column of no width.
	folded := false
	win.Set("battlematPanel", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 {
			if folded {
				return "hidden"
			}
			return ""
		}
		place := args[0].String()
		if place != "" && place != "hidden" {
			return `battlematPanel(place): "" or "hidden"`
		}
		folded = place == "hidden"
		g.Post(func(g *game.Game) {
			if g.TableOn() {
				return // the table view has no panel to fold
			}
			v := game.GMView()
			v.Panel = !folded
			g.SetView(v)
			g.Fit()
		})
		return ""
	}))
	startTableSync(g)
	if f := win.Get("battlematStarted"); f.Type() == js.TypeFunction {
		f.Invoke(js.ValueOf(list), assets.DefaultScenario)
	}
	return &browserGame{Game: g}
}

// open puts a battle on the table on the game's next tick, or returns
// the one-line error for the page to show.
func open(g *game.Game, f *game.Fight, err error) any {
	if err != nil {
		return oneLine(err.Error())
	}
	g.Post(func(g *game.Game) { g.SetFight(f) })
	return ""
}

// openText starts a battle on a scenario's text (kept, so the battle
// saves and can be sent to the table's tab) on the game's next tick, or
// returns the one-line error for the page to show.
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

// Update runs the game's tick, keeps the table's tab in step
// (tableview_js.go) and tells the page what is on the table once it
// changes (a file opened, the autosave resumed), so its picker follows.
func (b *browserGame) Update() error {
	err := b.Game.Update()
	tabSync.tick(b.Game)
	if f := b.Game.Controller().Fight(); f != b.shown {
		b.shown = f
		name := ""
		if f != nil {
			name = f.Name
		}
		if fn := js.Global().Get("battlematOnTable"); fn.Type() == js.TypeFunction {
			fn.Invoke(name)
		}
	}
	return err
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

// pageFacts hands the game what the page knows of its screen before the
// first frame: battlematCoarse, the page's matchMedia("(pointer:
// coarse)"), so a touch screen says tap and shows no keys from its first
// screen, not only after the first tap.
func pageFacts(g *game.Game) {
	if c := js.Global().Get("battlematCoarse"); c.Type() == js.TypeBoolean {
		g.SetCoarsePointer(c.Bool())
	}
}
