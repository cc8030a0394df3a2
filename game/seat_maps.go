package game

import (
	"context"
	"net/url"
	"path"
	"path/filepath"
	"sync"

	"github.com/goccy/go-yaml"

	"battlemat/board"
	"battlemat/wire"
)

// A hosted screen has none of the battle's map files (a Universal VTT
// file, a picture the GM sent from the tablet, or one beside the host's
// scenario): before a state whose scenario names one it lacks reaches
// the screen, its seat fetches the file from the host
// (/map/NAME?seat=TOKEN) and keeps it here, where the loader looks first.

// maxHostMaps is how many of the host's map files a screen keeps.
const maxHostMaps = 4

var hostMaps = struct {
	sync.Mutex
	files map[string][]byte
	order []string
}{files: map[string][]byte{}}

func init() {
	next := board.ReadMapFile
	board.ReadMapFile = func(p string) ([]byte, error) {
		if data, ok := hostMap(path.Base(filepath.ToSlash(p))); ok {
			return data, nil
		}
		return next(p)
	}
}

func hostMap(name string) ([]byte, bool) {
	hostMaps.Lock()
	defer hostMaps.Unlock()
	data, ok := hostMaps.files[name]
	return data, ok
}

func keepHostMap(name string, data []byte) {
	hostMaps.Lock()
	defer hostMaps.Unlock()
	if _, ok := hostMaps.files[name]; !ok {
		hostMaps.order = append(hostMaps.order, name)
		if len(hostMaps.order) > maxHostMaps {
			delete(hostMaps.files, hostMaps.order[0])
			hostMaps.order = hostMaps.order[1:]
		}
	}
	hostMaps.files[name] = data
}

// scenarioMapFiles is the plain names of the map files a scenario names.
func scenarioMapFiles(scenario string) []string {
	var top struct {
		Map struct {
			UVTT  string `yaml:"uvtt"`
			Image struct {
				File string `yaml:"file"`
			} `yaml:"image"`
		} `yaml:"map"`
	}
	if yaml.Unmarshal([]byte(scenario), &top) != nil {
		return nil
	}
	var out []string
	for _, f := range []string{top.Map.UVTT, top.Map.Image.File} {
		if f != "" {
			out = append(out, path.Base(filepath.ToSlash(f)))
		}
	}
	return out
}

// mapURL is the host's address of a map file, from the seat's WebSocket
// link (ws://HOST/ws?seat=TOKEN).
func mapURL(wsURL, name string) (string, bool) {
	u, err := url.Parse(wsURL)
	if err != nil {
		return "", false
	}
	switch u.Scheme {
	case "ws":
		u.Scheme = "http"
	case "wss":
		u.Scheme = "https"
	}
	u.Path, u.RawPath = "/map/"+name, ""
	return u.String(), true
}

// fetchMaps fetches the map files of a state's scenario the screen does
// not have yet from the host; a file the host cannot give is left to the
// loader's line.
func fetchMaps(ctx context.Context, wsURL string, m any, fetch func(context.Context, string) ([]byte, error)) {
	st, ok := m.(wire.State)
	if !ok || wsURL == "" {
		return
	}
	for _, name := range scenarioMapFiles(st.Scenario) {
		if _, ok := hostMap(name); ok {
			continue
		}
		u, ok := mapURL(wsURL, name)
		if !ok {
			continue
		}
		if data, err := fetch(ctx, u); err == nil && len(data) <= board.MaxMapFileBytes {
			keepHostMap(name, data)
		}
	}
}
