//go:build !js

package server

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
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

// setupMap is the map file a setup message names, whole, or why not.
func (c *client) setupMap(name string) (*mapUpload, error) {
	if name == "" {
		return nil, nil
	}
	u := c.upload
	if u == nil || u.name != name || len(u.data) != u.size {
		return nil, fmt.Errorf("the map file %s has not arrived whole: send it again", name)
	}
	return u, nil
}

// putMap writes the set-up fight's map file into dir (the save folder's
// scenarios): it returns a func that takes it away again (nothing when
// the same file was there already). Another file of the same name is
// never replaced.
func putMap(dir string, m *mapUpload) (undo func(), err error) {
	path := filepath.Join(dir, m.name)
	if old, err := os.ReadFile(path); err == nil {
		if !bytes.Equal(old, m.data) {
			return nil, fmt.Errorf("another map file named %s is in the save folder's %s: give this one another name", m.name, setupDir)
		}
		return func() {}, nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	if err := board.WriteFileAtomic(path, m.data); err != nil {
		return nil, err
	}
	return func() { _ = os.Remove(path) }, nil
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
