//go:build js

package main

import (
	"syscall/js"

	"battlemat/game"
)

// The table's tab: the page opened with ?view=table shows the table view
// (no GM panel) and follows the GM's tab through a BroadcastChannel
// between the browser's tabs, no server: the GM's tab posts the battle
// file after every accepted action (or a new battle), the table's tab
// replays it. A table tab that opens late says "hello" and the GM's tab
// posts the battle as it stands.

const tableChannel = "battlemat-table"

// tableSync is the tab's side of the channel.
type tableSync struct {
	ch      js.Value
	table   bool // this tab is the table's
	fight   *game.Fight
	applied int
	hello   bool // a table tab asked for the battle
}

var tabSync *tableSync

// startTableSync opens the channel; ?view=table makes this the table tab.
func startTableSync(g *game.Game) {
	bc := js.Global().Get("BroadcastChannel")
	if bc.IsUndefined() {
		return
	}
	s := &tableSync{ch: bc.New(tableChannel), applied: -1}
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	s.table = q.Call("get", "view").String() == "table"
	tabSync = s
	win := js.Global()
	win.Set("battlematView", map[bool]string{true: "table", false: "gm"}[s.table])
	s.ch.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			return nil
		}
		msg := data.String()
		if !s.table {
			if msg == "hello" {
				g.Post(func(*game.Game) { s.hello = true })
			}
			return nil
		}
		if msg == "hello" {
			return nil
		}
		g.Post(func(g *game.Game) { followBattle(g, []byte(msg)) })
		return nil
	}))
	if s.table {
		g.Post(func(g *game.Game) { g.PinTable() })
		s.ch.Call("postMessage", "hello")
	}
}

// followBattle puts the GM's battle on the table tab, on a session of
// its own as every fight is (game.FightFromBattleFile).
func followBattle(g *game.Game, data []byte) {
	f, err := game.FightFromBattleFile(data, "")
	if err != nil {
		return
	}
	g.SetFight(f)
	js.Global().Set("battlematFollowed", f.Seq())
}

// tick, on the GM's tab, posts the battle when an action was accepted,
// a new battle started, or a table tab said hello.
func (s *tableSync) tick(g *game.Game) {
	if s == nil || s.table {
		return
	}
	f := g.Controller().Fight()
	if f == nil || len(f.Scenario) == 0 {
		return
	}
	n := f.Seq()
	if f == s.fight && n == s.applied && !s.hello {
		return
	}
	s.fight, s.applied, s.hello = f, n, false
	data, err := f.BattleFile()
	if err != nil {
		return
	}
	s.ch.Call("postMessage", string(data))
}
