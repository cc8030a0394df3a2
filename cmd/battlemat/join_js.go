//go:build js

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"strings"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

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
	g := remoteGame(l)
	// The GM tablet's setup opens a map file or picture from the page's
	// file picker (its Open map): kept by name for the loader, and handed
	// to the setup, which sends it to the host with the fight.
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
		g.Post(func(g *game.RemoteGame) { g.SetupTakes(name, data) })
		return ""
	}))
	win.Set("battlematRemote", js.FuncOf(func(js.Value, []js.Value) any {
		done := make(chan string, 1)
		g.Post(func(g *game.RemoteGame) {
			r := g.R
			s := map[string]any{"seat": r.Seat, "seq": r.Seq, "connected": r.Connected, "up": r.Up, "acting": r.Acting}
			at := map[string][2]int{}
			if r.Board != nil {
				for _, f := range r.Board.Figures {
					at[f.ID] = [2]int{f.At.X, f.At.Y}
				}
				// Where to tap each square of the map's first rows, for tests.
				xy := map[string][2]float64{}
				for y := 0; y < r.Board.H; y++ {
					for x := 0; x < r.Board.W; x++ {
						sx, sy := g.ScreenOf(board.Square{X: x, Y: y})
						xy[fmt.Sprintf("%d,%d", x, y)] = [2]float64{sx, sy}
					}
				}
				s["screen"] = xy
			}
			s["at"] = at
			msg, _ := r.Message()
			s["message"] = msg
			s["question"], _ = r.Question()
			s["buttons"] = g.ButtonCentres()
			labels := map[string]string{}
			for _, b := range r.Buttons() {
				labels[b.Label] = b.ID
			}
			s["labels"] = labels // the buttons of the moment by label, for tests
			s["hint"] = r.Hint()
			s["reach"] = len(r.Reach())
			if l, ok := r.AimLine(); ok {
				s["aim_line"] = l.Words()
			}
			s["links_shown"] = r.LinksShown()
			s["why_confirm"] = r.ButtonWhy(game.RemoteConfirm)
			s["titles"] = map[string]string{}
			for _, sl := range r.PlayerLinks() {
				s["titles"].(map[string]string)[sl[0]] = r.SeatTitle(sl[0])
			}
			s["title"] = r.SeatTitle(r.Seat)
			if l := g.Local(); l != nil {
				s["local"] = l.Snapshot() // the tablet's own odds or setup
			}
			s["areas"] = len(r.Areas())
			s["placing"] = r.Placing()
			s["card"] = r.Card() // the figure whose card is open
			s["area_odds"], _ = r.AreaOdds()
			b, _ := json.Marshal(s)
			done <- string(b)
		})
		return js.Global().Get("Promise").New(js.FuncOf(func(_ js.Value, args []js.Value) any {
			go func() { args[0].Invoke(<-done) }()
			return nil
		}))
	}))
	return true, runGame(&pageRemote{RemoteGame: g}, nil)
}

// pageRemote tells the page when the first frame is on screen.
type pageRemote struct {
	*game.RemoteGame
	ready bool
}

func (p *pageRemote) Draw(screen *ebiten.Image) {
	p.RemoteGame.Draw(screen)
	if !p.ready {
		p.ready = true
		win := js.Global()
		win.Set("battlematReady", true)
		if f := win.Get("battlematOnReady"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
}
