package game

import (
	"encoding/json"
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
)

// ScreenSettings is what battlemat remembers about one screen: its
// calibration (screen pixels that make one real inch, so a square on the
// table is 1"), whether the zoom stays locked there, and where the GM's
// panel sits.
type ScreenSettings struct {
	PxPerInch float64 `json:"px_per_inch"`
	LockZoom  bool    `json:"lock_zoom"`
	// Panel is where the GM's panel goes ("" on the right, "left",
	// "hidden", or "at" PanelAt: 0 the left edge, 1 the right).
	Panel   string  `json:"panel,omitempty"`
	PanelAt float64 `json:"panel_at,omitempty"`
}

// Settings are the remembered screens by key (ScreenKey).
type Settings struct {
	Screens map[string]ScreenSettings `json:"screens"`
}

// ScreenKey names a screen: the monitor's name and its size in pixels,
// so a projector and a laptop panel keep their own calibration.
func ScreenKey(monitor string, w, h int) string {
	if monitor == "" {
		monitor = "screen"
	}
	return monitor + " " + itoa(w) + "x" + itoa(h)
}

// settingsIO reads and writes the settings' bytes: a file under the
// user's configuration directory on the desktop, localStorage in the
// browser (settings_js.go).
var settingsIO = struct {
	load func() ([]byte, error)
	save func([]byte) error
}{load: loadSettingsFile, save: saveSettingsFile}

// SettingsPath is the desktop's settings file:
// os.UserConfigDir()/battlemat/screens.json.
func SettingsPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "battlemat", "screens.json"), nil
}

func loadSettingsFile() ([]byte, error) {
	p, err := SettingsPath()
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

func saveSettingsFile(data []byte) error {
	p, err := SettingsPath()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	tmp := p + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, p)
}

// LoadSettings reads the remembered screens (none yet is no error; a
// damaged file is an error and an empty set).
func LoadSettings() (Settings, error) {
	s := Settings{Screens: map[string]ScreenSettings{}}
	data, err := settingsIO.load()
	if err != nil || len(data) == 0 {
		return s, err
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return Settings{Screens: map[string]ScreenSettings{}}, err
	}
	if s.Screens == nil {
		s.Screens = map[string]ScreenSettings{}
	}
	return s, nil
}

// RememberScreen stores one screen's settings beside the others.
func RememberScreen(key string, ss ScreenSettings) error {
	s, _ := LoadSettings() // a damaged file is replaced
	s.Screens[key] = ss
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return settingsIO.save(append(data, '\n'))
}

// Calibrated is the scale (screen pixels per inch) that makes a ruler
// drawn rulerPx pixels long, measured on the screen as measured inches,
// one real inch a square. It refuses measurements that make no sense.
func Calibrated(rulerPx, measured float64) (float64, error) {
	if !(measured > 0) || math.IsInf(measured, 0) || !(rulerPx > 0) {
		return 0, errors.New("type the ruler's length as a number, like 7.5 (inches) or 19cm")
	}
	s := rulerPx / measured
	if s < MinScale || s > MaxScale {
		return 0, errors.New("that length makes a square too small or too large to draw: measure the ruler again")
	}
	return s, nil
}
