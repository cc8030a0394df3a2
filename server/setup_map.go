//go:build !js

package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"battlemat/board"
	"battlemat/wire"
)

// A map file set up with a fight on the GM's tablet (wire's mappart
// messages, then the setup that names it): the host gathers its pieces
// for that screen alone, checks it under the map files' limits, and
// writes it beside the saved scenario in the save folder's scenarios,
// never anywhere else; the scenario's session reads it from there.

// mapUpload is the map file a GM's screen is sending, piece by piece.
type mapUpload struct {
	name string
	size int
	data []byte
}

// safeMapName is a map file's name the host writes: a plain name (no
// folder, no ../, not hidden), of a map file's or picture's kind.
var safeMapName = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9 _.()-]{0,99}$`)

// mapExts are the kinds of map file the host keeps.
var mapExts = map[string]bool{".dd2vtt": true, ".df2vtt": true, ".uvtt": true, ".png": true, ".jpg": true, ".jpeg": true, ".webp": true}

// checkMapName says why name is not a map file's name the host writes.
func checkMapName(name string) error {
	if !safeMapName.MatchString(name) || strings.Contains(name, "..") || filepath.Base(name) != name {
		return fmt.Errorf("the map file's name %q: a plain file name (letters, digits, spaces, . _ - and no folder)", name)
	}
	if !mapExts[strings.ToLower(filepath.Ext(name))] {
		return fmt.Errorf("the map file %s: a Universal VTT file (.dd2vtt, .df2vtt, .uvtt) or a picture (.png, .jpg, .webp)", name)
	}
	return nil
}

// checkMapData says why data is not the map file name says it is.
func checkMapData(name string, data []byte) error {
	var err error
	if board.IsUVTT(name) {
		_, err = board.ParseUVTT(data, false)
	} else {
		_, err = board.ReadPicture(data)
	}
	if err != nil {
		return fmt.Errorf("the map file %s: %v", name, oneLine(err.Error()))
	}
	return nil
}

// mapPart takes a piece of the GM's map file; a bad piece drops the
// whole upload and is refused.
func (h *Host) mapPart(c *client, msg wire.Incoming) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := c.takeMapPart(msg); err != nil {
		c.upload = nil
		refuse(c, msg.ID, oneLine(err.Error()))
	}
}

func (c *client) takeMapPart(msg wire.Incoming) error {
	switch {
	case c.seat != SeatGM:
		return errors.New("only the GM may send a map file")
	case msg.Size < 1 || msg.Size > board.MaxMapFileBytes:
		return fmt.Errorf("a map file of %d bytes: at most %d MB", msg.Size, board.MaxMapFileBytes>>20)
	case len(msg.Data) == 0 || len(msg.Data) > wire.MapPartBytes:
		return fmt.Errorf("a piece of a map file of %d bytes: 1 to %d", len(msg.Data), wire.MapPartBytes)
	}
	if err := checkMapName(msg.Name); err != nil {
		return err
	}
	u := c.upload
	if msg.At == 0 {
		u = &mapUpload{name: msg.Name, size: msg.Size}
	}
	switch {
	case u == nil || u.name != msg.Name || u.size != msg.Size || msg.At != len(u.data):
		return fmt.Errorf("a piece of %s at byte %d out of order: send the map file again from its start", msg.Name, msg.At)
	case len(u.data)+len(msg.Data) > u.size:
		return fmt.Errorf("the pieces of %s run past its %d bytes", msg.Name, u.size)
	}
	if u.data == nil {
		u.data = make([]byte, 0, u.size)
	}
	u.data = append(u.data, msg.Data...)
	c.upload = u
	return nil
}

// setupMap is the map file a setup message names, whole, or why not:
// the one sent in pieces, or (none sent, its SHA-256 given) the one of
// those bytes the host has in dir already (kept true).
func (c *client) setupMap(msg wire.Incoming, dir string) (m *mapUpload, kept bool, err error) {
	name := msg.Map
	if name == "" {
		return nil, false, nil
	}
	if err := checkMapName(name); err != nil {
		return nil, false, err
	}
	u := c.upload
	if u != nil && u.name == name && len(u.data) == u.size {
		return u, false, nil
	}
	if msg.MapSHA256 != "" && dir != "" {
		if !sha256Hex.MatchString(msg.MapSHA256) {
			return nil, false, fmt.Errorf("the map file's SHA-256 %q: 64 hex digits", msg.MapSHA256)
		}
		m, err := keptMap(dir, name, strings.ToLower(msg.MapSHA256))
		return m, err == nil, err
	}
	return nil, false, fmt.Errorf("the map file %s has not arrived whole: send it again", name)
}

var sha256Hex = regexp.MustCompile(`^[0-9a-fA-F]{64}$`)

// putMap writes the set-up fight's map file into dir (the save folder's
// scenarios) and says the name it has there: its own, or the name of a
// file of the same bytes already there, or, when another file has its
// name, the first free NAME-2.EXT, NAME-3.EXT... The GM's files are never
// replaced. undo takes a file it wrote away again.
func putMap(dir string, m *mapUpload) (name string, undo func(), err error) {
	sum := sha256.Sum256(m.data)
	hexSum := hex.EncodeToString(sum[:])
	path := filepath.Join(dir, m.name)
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, m.data) {
		return m.name, func() {}, nil
	}
	if have := haveMap(dir, hexSum, m.name); have != "" {
		return have, func() {}, nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", nil, err
	}
	path = freePath(path)
	if err := checkMapName(filepath.Base(path)); err != nil {
		return "", nil, err
	}
	if err := board.WriteFileAtomic(path, m.data); err != nil {
		return "", nil, err
	}
	return filepath.Base(path), func() { _ = os.Remove(path) }, nil
}

// keptMap is the map file of SHA-256 hexSum the host has in dir, read
// whole and checked again, for a setup that sent no pieces.
func keptMap(dir, name, hexSum string) (*mapUpload, error) {
	have := haveMap(dir, hexSum, name)
	if have == "" {
		return nil, fmt.Errorf("the host has no map file %s of those bytes: send it again", name)
	}
	data, err := board.ReadMapFile(filepath.Join(dir, have))
	if err != nil {
		return nil, fmt.Errorf("the map file %s: %v", have, oneLine(err.Error()))
	}
	if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != hexSum {
		return nil, fmt.Errorf("the host's map file %s changed: send it again", have)
	}
	return &mapUpload{name: have, size: len(data), data: data}, nil
}

// haveMap is the name of a map file in dir whose bytes have SHA-256
// hexSum (name itself first); "" when there is none.
func haveMap(dir, hexSum, name string) string {
	found := ""
	for _, f := range mapFiles(dir, -1) {
		if f.SHA256 == hexSum && (found == "" || f.Name == name) {
			found = f.Name
		}
	}
	return found
}

// mapSum is a map file's SHA-256, known for its size and time.
type mapSum struct {
	size int64
	mod  time.Time
	sum  string
}

// mapSums keeps the map files' sums the host has taken, by path: a file
// is read again only when its size or time changes.
var mapSums = struct {
	sync.Mutex
	of map[string]mapSum
}{of: map[string]mapSum{}}

// mapFiles are the map files in dir (the save folder's scenarios), the
// newest first, at most max of them (all when max < 0), with their
// SHA-256: what the GM's tablet need not send again.
func mapFiles(dir string, max int) []wire.MapFile {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	type kept struct {
		name string
		info os.FileInfo
	}
	var files []kept
	for _, e := range entries {
		if !e.Type().IsRegular() || checkMapName(e.Name()) != nil {
			continue
		}
		info, err := e.Info()
		if err != nil || info.Size() > board.MaxMapFileBytes {
			continue
		}
		files = append(files, kept{e.Name(), info})
	}
	sort.SliceStable(files, func(i, j int) bool {
		if a, b := files[i].info.ModTime(), files[j].info.ModTime(); !a.Equal(b) {
			return a.After(b)
		}
		return files[i].name < files[j].name
	})
	if max >= 0 && len(files) > max {
		files = files[:max]
	}
	out := []wire.MapFile{}
	mapSums.Lock()
	defer mapSums.Unlock()
	for _, f := range files {
		path := filepath.Join(dir, f.name)
		s, ok := mapSums.of[path]
		if !ok || s.size != f.info.Size() || !s.mod.Equal(f.info.ModTime()) {
			sum, err := fileSum(path)
			if err != nil {
				continue
			}
			s = mapSum{size: f.info.Size(), mod: f.info.ModTime(), sum: sum}
			mapSums.of[path] = s
		}
		out = append(out, wire.MapFile{Name: f.name, SHA256: s.sum})
	}
	return out
}

// fileSum is the SHA-256 (hex) of the file at path, read a piece at a
// time (a map file may be 64 MB).
func fileSum(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// hostMaps are the map files the GM's State lists.
func (h *Host) hostMaps() []wire.MapFile {
	if h.cfg.SaveDir == "" {
		return nil
	}
	return mapFiles(filepath.Join(h.cfg.SaveDir, setupDir), wire.MaxHostMaps)
}

// The GM's screen sends a map file in many pieces at once (a 10 MB file
// is 250): they count against a limit of their own, about 9.6 MB a
// second, not the one on actions. A piece is known by its first bytes
// as the tablet writes it; any other way of writing it counts as any
// message.
const (
	mapPartRate  = 240 // pieces a second
	mapPartBurst = 240
)

var mapPartHead = []byte(`{"type":"mappart",`)

// allowMessage takes a message from the client's seat's limit.
func (h *Host) allowMessage(c *client, data []byte, now time.Time) bool {
	if c.seat == SeatGM && bytes.HasPrefix(data, mapPartHead) {
		return h.allowAt("mappart:"+c.seat, mapPartRate, mapPartBurst, now)
	}
	return h.allow(c.seat, now)
}
