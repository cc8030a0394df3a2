//go:build js

package main

import (
	"fmt"
	"path"
	"regexp"
	"strings"
	"syscall/js"

	"battlemat/board"
	"battlemat/game"
)

// The browser cannot read the person's disk: the map files and pictures a
// scenario names are opened one by one with the page's "Open map file…"
// and kept here by name (the last of each name), where the loader looks
// first. A scenario that names a file not yet given is kept too, and
// opened again once the file comes.

const maxMapFiles = 8 // a few maps at once; older ones are dropped

var (
	mapFiles   = map[string][]byte{}
	mapOrder   []string
	waitingFor struct {
		name string // the file the scenario waits for
		file string // the scenario's (or battle's) file name
		data []byte
	}
)

func init() {
	disk := board.ReadMapFile
	board.ReadMapFile = func(p string) ([]byte, error) {
		if data, ok := mapFiles[path.Base(strings.ReplaceAll(p, `\`, "/"))]; ok {
			return data, nil
		}
		return disk(p)
	}
	// The setup's Save downloads a roster: kept as if opened, so the
	// scenario downloaded with it opens again in this page.
	game.KeepText = func(name string, data []byte) { keepMapFile(path.Base(name), data) }
}

func keepMapFile(name string, data []byte) {
	if _, ok := mapFiles[name]; !ok {
		mapOrder = append(mapOrder, name)
		if len(mapOrder) > maxMapFiles {
			delete(mapFiles, mapOrder[0])
			mapOrder = mapOrder[1:]
		}
	}
	mapFiles[name] = data
}

// missingFile finds the map file or picture a loading error names.
var missingFile = regexp.MustCompile(`map\.(?:uvtt|image\.file): ([^:]+): (?:no such file|not implemented|file does not exist)`)

var missingPicture = regexp.MustCompile(`^([^:]+): (?:no such file|not implemented|file does not exist)`)

// mapsWanted turns "no such file" for a scenario's map into "need:NAME"
// (the page asks for it) and keeps the scenario to open once it comes.
func mapsWanted(name string, data []byte, res any) any {
	msg, _ := res.(string)
	if msg == "" {
		// Loaded: a picture it names may still be missing (a warning).
		if !board.IsBattleFile(data) {
			if b, err := board.Parse(name, data); err == nil {
				for _, w := range b.Warnings {
					if m := missingPicture.FindStringSubmatch(w); m != nil {
						waitingFor.name, waitingFor.file, waitingFor.data = path.Base(m[1]), name, data
						return "need:" + waitingFor.name
					}
				}
			}
		}
		return res
	}
	m := missingFile.FindStringSubmatch(msg)
	if m == nil {
		return res
	}
	waitingFor.name, waitingFor.file, waitingFor.data = path.Base(m[1]), name, data
	return "need:" + waitingFor.name
}

// loadMap keeps a map file or picture the person opened; it opens the
// scenario waiting for it, or a Universal VTT file alone as a map with no
// figures (to look at its walls and lights; figures come with a scenario).
func loadMap(g *game.Game, name string, u8 js.Value) any {
	n := u8.Get("length").Int()
	if n > board.MaxMapFileBytes {
		return fmt.Sprintf("%s: over %d MB: not a map file", name, board.MaxMapFileBytes>>20)
	}
	data := make([]byte, n)
	js.CopyBytesToGo(data, u8)
	name = path.Base(name)
	keepMapFile(name, data)
	if r, ok := setupTakes(g, name, data); ok {
		return r
	}
	if waitingFor.data != nil && waitingFor.name == name {
		file, text := waitingFor.file, waitingFor.data
		waitingFor.data = nil
		if board.IsBattleFile(text) {
			f, err := game.FightFromBattleFile(text, file)
			return mapsWanted(file, text, open(g, f, err))
		}
		return mapsWanted(file, text, openText(g, file, text))
	}
	if !board.IsUVTT(name) {
		return fmt.Sprintf("kept %s for the scenario that names it: now open the scenario", name)
	}
	if _, err := board.ParseUVTT(data, false); err != nil {
		return oneLine(name + ": " + err.Error())
	}
	base := strings.TrimSuffix(name, path.Ext(name))
	return openText(g, base+".yaml", board.MapScenario(name))
}

// setupTakes hands a file the page opened to the setup screen while it is
// open: a map or a scenario opens there, a roster becomes its roster.
// The files are kept by name, where the setup's loader looks.
func setupTakes(g *game.Game, name string, data []byte) (any, bool) {
	s := g.Setup()
	if s == nil {
		return nil, false
	}
	name = path.Base(name)
	keepMapFile(name, data)
	g.Post(func(g *game.Game) {
		if g.Setup() != s {
			return
		}
		if board.IsRoster(data) {
			_ = s.OpenRoster(name)
			return
		}
		_ = s.OpenData(name, data)
	})
	return "", true
}
