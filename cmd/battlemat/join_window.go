//go:build !js

package main

import (
	"context"
	"io"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() { subcommands["join"] = cmdJoin }

// cmdJoin opens the window as a screen of a host's table: the seat of
// the link (the GM's, usually), joined over the network (docs/cli.md,
// "join"). A player's seat plays in the window's own screen (joinScreen).
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
	j, err := joinLink(ctx, pos[0])
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("battlemat - joined")
	setFirstWindowSize()
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return runGame(j, nil)
}
