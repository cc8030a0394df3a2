//go:build !js

package server

import (
	"net/http"
	"path"
	"path/filepath"
	"strings"

	"github.com/goccy/go-yaml"

	"battlemat/board"
)

// The map files of the table's battle (its Universal VTT file, its
// picture) are served to the seats at /map/NAME?seat=TOKEN, so that a
// seat without the file (a phone, the table's screen, a tablet) can draw
// the map: only a file the battle's scenario names, read beside it as
// the host reads it, to a seat with a token.

// mapFilesOf is the map files a scenario names, by their plain names.
func mapFilesOf(scenario []byte) map[string]string {
	var top struct {
		Map struct {
			UVTT  string `yaml:"uvtt"`
			Image struct {
				File string `yaml:"file"`
			} `yaml:"image"`
		} `yaml:"map"`
	}
	out := map[string]string{}
	if yaml.Unmarshal(scenario, &top) != nil {
		return out
	}
	for _, f := range []string{top.Map.UVTT, top.Map.Image.File} {
		if f != "" {
			out[path.Base(filepath.ToSlash(f))] = f
		}
	}
	return out
}

// serveMap serves one of the battle's map files: 403 without a seat, 404
// for a name the battle's scenario does not name.
func (h *Host) serveMap(w http.ResponseWriter, r *http.Request) {
	if _, ok := h.SeatOf(r.URL.Query().Get("seat")); !ok {
		http.Error(w, "no seat: ask the GM for your link", http.StatusForbidden)
		return
	}
	want := strings.TrimPrefix(r.URL.Path, "/map/")
	h.mu.Lock()
	name, scenario := h.s.Source()
	h.mu.Unlock()
	file, ok := mapFilesOf(scenario)[want]
	if !ok || want == "" {
		http.Error(w, "not a map file of the table's battle", http.StatusNotFound)
		return
	}
	p := file
	if !filepath.IsAbs(p) {
		p = filepath.Join(filepath.Dir(name), file)
	}
	data, err := board.ReadMapFile(p)
	if err != nil || len(data) > board.MaxMapFileBytes {
		http.Error(w, "the host cannot read the map file "+want, http.StatusNotFound)
		return
	}
	switch strings.ToLower(path.Ext(want)) {
	case ".png":
		w.Header().Set("Content-Type", "image/png")
	case ".jpg", ".jpeg":
		w.Header().Set("Content-Type", "image/jpeg")
	case ".webp":
		w.Header().Set("Content-Type", "image/webp")
	default:
		w.Header().Set("Content-Type", "application/json")
	}
	w.Header().Set("Cache-Control", "private, no-cache")
	_, _ = w.Write(data)
}
