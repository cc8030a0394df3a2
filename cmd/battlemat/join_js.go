//go:build js

package main

import (
	"context"
	"fmt"
	"path"
	"strings"
	"syscall/js"

	"battlemat/board"
	"battlemat/game"
	"battlemat/wire"
)

func init() { joinFromPage = joinPage }

// joinPage runs the page as a seat's screen when its link carries
// ?seat=TOKEN (battlemat host serves it). The page learns of it through
// battlematReady (the first frame drawn) and battlematRemote() (JSON of
// the seat, seq and where the figures stand, for tests).
func joinPage() (bool, error) {
	win := js.Global()
	loc := win.Get("location")
	q := win.Get("URLSearchParams").New(loc.Get("search"))
	if !q.Call("has", "seat").Bool() {
		return false, nil
	}
	l, seat, err := dialSeat(context.Background(), loc.Get("href").String())
	if err != nil {
		return true, err
	}
	win.Set("battlematReady", false)
	switch {
	case seat == wire.SeatTable:
		return true, gamePage(tableSeatGame(l), func(g *game.Game) any { return g.TableSeatView() })
	case strings.HasPrefix(seat, wire.SeatPlayer):
		return true, gamePage(playerGame(l), func(g *game.Game) any { return g.SeatSnapshot() })
	}
	g := gmGame(l)
	// The GM's setup opens a map file or picture from the page's file
	// picker (its Open map): kept by name for the loader, and handed to
	// the setup, which sends it to the host with the fight.
	win.Set("battlematLoadMap", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 || args[1].Type() != js.TypeObject {
			return "battlematLoadMap(name, bytes): missing arguments"
		}
		name := path.Base(args[0].String())
		n := args[1].Get("length").Int()
		if n > board.MaxMapFileBytes {
			return fmt.Sprintf("%s: over %d MB: not a map file", name, board.MaxMapFileBytes>>20)
		}
		data := make([]byte, n)
		js.CopyBytesToGo(data, args[1])
		keepMapFile(name, data)
		g.Post(func(g *game.Game) { g.SetupTakes(name, data) })
		return ""
	}))
	return true, gamePage(g, func(g *game.Game) any { return g.SeatSnapshot() })
}
