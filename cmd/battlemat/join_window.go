//go:build !js

package main

import (
	"context"
	"io"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemat/wire"
)

func init() { subcommands["join"] = cmdJoin }

// cmdJoin opens the window as a screen of a host's table: the seat of
// the link (the GM's, usually), joined over the network (docs/cli.md,
// "join").
func cmdJoin(args []string, out io.Writer) error {
	fs := newFlags("join")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if _, err := wsURL(pos[0]); err != nil {
		return err
	}
	if err := needDisplay(); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	l, seat, err := dialSeat(ctx, pos[0])
	if err != nil {
		return err
	}
	var g ebiten.Game
	switch {
	case seat == wire.SeatTable:
		g = tableSeatGame(l)
	case strings.HasPrefix(seat, wire.SeatPlayer):
		g = playerGame(l)
	default:
		g = gmGame(l)
	}
	ebiten.SetScreenClearedEveryFrame(false) // the window's: it repaints only what changed
	ebiten.SetWindowTitle("battlemat - joined")
	setFirstWindowSize()
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return runGame(g, nil)
}
