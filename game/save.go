package game

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"battlemat/board"
)

// Never losing a fight: every change to the battle on the table is
// written to an autosave (a file in the person's data directory on a
// desktop, the page's localStorage in a browser), and a window that
// starts with an unfinished autosaved battle offers to resume it.

// Autosave is where the battle on the table is kept after every action.
type Autosave interface {
	// Load is the last battle file saved; nil with no error when there
	// is none.
	Load() ([]byte, error)
	Save(data []byte) error
	Clear() error
	// Where says where it is, for the messages.
	Where() string
}

// DataDir is the directory battlemat writes the person's files to (the
// autosave, and the saves of the shipped scenarios, which have no folder
// of their own): $BATTLEMAT_DATA_DIR, else $XDG_DATA_HOME/battlemat, else
// ~/.local/share/battlemat on Unix and the user configuration directory's
// battlemat folder elsewhere (Application Support on macOS, AppData on
// Windows). It is never the source tree nor a scenario's folder.
func DataDir() (string, error) {
	if d := os.Getenv("BATTLEMAT_DATA_DIR"); d != "" {
		return d, nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "battlemat"), nil
	}
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9", "js":
	default:
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, ".local", "share", "battlemat"), nil
		}
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no data directory to save to: %w", err)
	}
	return filepath.Join(d, "battlemat"), nil
}

// FileAutosave keeps the autosave in a file, written atomically.
type FileAutosave struct{ Path string }

// DefaultAutosave is the autosave of this platform: the file
// autosave.battle.json in DataDir on a desktop (localStorage in a
// browser, see save_js.go).
var DefaultAutosave = func() (Autosave, error) {
	d, err := DataDir()
	if err != nil {
		return nil, err
	}
	return &FileAutosave{Path: filepath.Join(d, "autosave.battle.json")}, nil
}

func (a *FileAutosave) Load() ([]byte, error) {
	data, err := os.ReadFile(a.Path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

func (a *FileAutosave) Save(data []byte) error {
	if err := os.MkdirAll(filepath.Dir(a.Path), 0o755); err != nil {
		return err
	}
	return board.WriteAtomic(a.Path, data)
}

func (a *FileAutosave) Clear() error {
	if err := os.Remove(a.Path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

func (a *FileAutosave) Where() string { return a.Path }

// SetAutosave keeps the battle in s from now on. When s holds an
// unfinished battle with at least one action, the window offers to
// resume it (Resume, or New fight: the battle on the table); it reports
// whether it does.
func (c *Controller) SetAutosave(s Autosave) bool {
	offered := false
	c.run(func() {
		c.store, c.saved = s, nil
		if o := c.resumeOffer(); o != nil {
			c.closeScene(o)
		}
		if s == nil {
			return
		}
		data, err := s.Load()
		if err != nil || len(data) == 0 {
			return
		}
		f, err := FightFromBattleFile(data, "")
		if err != nil {
			return
		}
		m := f.seatState() // the autosaved battle as its seat tells it
		if m == nil || m.Seq == 0 {
			return
		}
		f.SavePath = savePathOf(f.Name)
		o := &resumeScene{fight: f, text: fmt.Sprintf(
			"An unfinished battle was autosaved: %s, round %d, %d action%s. Resume it (Y) or start a new fight (N)?",
			m.Board.Name, m.Round, m.Seq, plural(m.Seq))}
		if note := board.OlderRules(m.Rules); m.Rules > 0 && note != "" {
			o.text = strings.Replace(o.text, ". Resume", " ("+note+"). Resume", 1)
		}
		c.push(o)
		offered = true
	})
	return offered
}

// autosave writes the battle to the store when it changed (run calls it
// after every command). Nothing is written while a resume is offered (it
// would overwrite the battle offered) or before the first action.
func (c *Controller) autosave() {
	f := c.fight
	if c.store == nil || c.resumeOffer() != nil || f == nil || c.actions() == 0 {
		return
	}
	data, err := f.battleFile()
	if err != nil || bytes.Equal(data, c.saved) {
		return
	}
	if err := c.store.Save(data); err != nil {
		if !c.autosaveFailed {
			c.fail(fmt.Errorf("autosave to %s failed: %w", c.store.Where(), err))
		}
		c.autosaveFailed = true
		return
	}
	c.autosaveFailed = false
	c.saved = data
}

// FightFromBattleFile replays a battle file's bytes in a session of its
// own; path, when known, is where Ctrl+S saves it again.
func FightFromBattleFile(data []byte, path string) (*Fight, error) {
	bf, err := board.ParseBattleFile(data)
	if err != nil {
		return nil, err
	}
	f := &Fight{Name: bf.Name, Scenario: []byte(bf.Scenario), SavePath: path}
	if err := f.seated(bf); err != nil {
		return nil, err
	}
	return f, nil
}

// Download, when set, hands a file to the person instead of writing it
// (the browser: a download). nil writes files.
var Download func(name, mime string, data []byte) error

// savePathOf is where Ctrl+S saves the battle of a scenario known only by
// its name (a shipped one, or one from a browser's upload): NAME.battle.json
// in the data directory, or just the name when downloads stand in for
// files.
func savePathOf(name string) string {
	p := defaultSavePath(filepath.Base(name))
	if p == "" || Download != nil {
		return p
	}
	d, err := DataDir()
	if err != nil {
		return p
	}
	return filepath.Join(d, p)
}
