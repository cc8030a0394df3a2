//go:build !js

package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"battlemat/game"
)

// cmdSetup opens the GM's setup screen: on a blank map, a Universal VTT
// file or a picture (the scenario goes beside it), or a scenario to
// change. A FILE.yaml that does not exist yet is a new scenario there.
func cmdSetup(args []string, out io.Writer) error {
	fls := newFlags("setup")
	blank := fls.String("blank", "20x15", "a new scenario's blank map: squares across x down")
	size := fls.String("size", "1280x800", "window size WxH in pixels")
	var pos []string
	rest := args
	for {
		if err := fls.Parse(rest); err != nil {
			return err
		}
		if rest = fls.Args(); len(rest) == 0 {
			break
		}
		pos, rest = append(pos, rest[0]), rest[1:]
	}
	if len(pos) > 1 {
		return fmt.Errorf("expected at most one MAP or SCENARIO, got %d", len(pos))
	}
	if _, err := fmt.Sscanf(*size, "%dx%d", &windowW, &windowH); err != nil || windowW < 320 || windowH < 240 || windowW > 8192 || windowH > 8192 {
		return fmt.Errorf("--size %q: want WxH in pixels, e.g. 1920x1080 (320x240 to 8192x8192)", *size)
	}
	s, err := openSetup(pos, *blank)
	if err != nil {
		return err
	}
	g, err := newGame("")
	if err != nil {
		return err
	}
	g.OpenSetupScreen(s)
	return runWindow(g, nil)
}

// openSetup is the Setup of FILE (or of a blank map in new-fight.yaml).
func openSetup(pos []string, blank string) (*game.Setup, error) {
	var w, h int
	if _, err := fmt.Sscanf(strings.ToLower(blank), "%dx%d", &w, &h); err != nil {
		return nil, fmt.Errorf("--blank %q: want squares across x down, e.g. 24x16", blank)
	}
	path := game.FreePath("new-fight.yaml")
	if len(pos) == 1 {
		path = pos[0]
		_, err := os.Stat(path)
		switch ext := strings.ToLower(filepath.Ext(path)); {
		case err == nil:
			return game.OpenSetup(path)
		case !errors.Is(err, fs.ErrNotExist) || (ext != ".yaml" && ext != ".yml"):
			return nil, fmt.Errorf("%s: %v", path, oneLine(err.Error()))
		}
	}
	return game.NewSetup(path, w, h)
}
