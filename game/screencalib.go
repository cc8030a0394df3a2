package game

import (
	"errors"
	"fmt"

	"battlemat/board"
)

// A projector screen's calibration: the window's table view's (table.go:
// F9, F8, its Calibrate and Zoom buttons), which the hosted table seat's
// page is too (table_seat.go): a ruler (ruler.go) measured makes a
// square one real inch and locks the zoom there; both are remembered per
// screen with the window's settings (the browser's storage on the web),
// so the table shows 1" squares every time.

// screenCalib is the calibration of the screen in use.
type screenCalib struct {
	scale   float64 // device pixels a real inch (0: not calibrated)
	locked  bool    // the zoom stays at scale
	key     string  // the screen whose settings are loaded
	monitor string  // the monitor's name (ScreenKey)
}

// load reads the remembered calibration of the screen w x h when it is
// not the one loaded; its settings and true then.
func (s *screenCalib) load(w, h int) (ScreenSettings, bool) {
	key := ScreenKey(s.monitor, w, h)
	if key == s.key || w == 0 {
		return ScreenSettings{}, false
	}
	s.key = key
	st, _ := LoadSettings()
	ss := st.Screens[key]
	s.scale, s.locked = ss.PxPerInch, ss.LockZoom && ss.PxPerInch > 0
	return ss, true
}

// remember stores the calibration and the lock, keeping the rest of the
// screen's settings; also (nil: none) puts in the screen's other
// settings (the window's panel place).
func (s *screenCalib) remember(also func(*ScreenSettings)) error {
	if s.key == "" {
		return nil // no screen yet
	}
	st, _ := LoadSettings()
	ss := st.Screens[s.key]
	ss.PxPerInch, ss.LockZoom = s.scale, s.locked
	if also != nil {
		also(&ss)
	}
	if err := RememberScreen(s.key, ss); err != nil {
		return errors.New("could not remember the screen's settings: " + oneLine(err.Error()))
	}
	return nil
}

// toggleLock locks the zoom at the calibrated scale, or unlocks it: what
// it says, or errCalibrateFirst.
func (s *screenCalib) toggleLock() (string, error) {
	if s.scale <= 0 {
		return "", errCalibrateFirst
	}
	s.locked = !s.locked
	if s.locked {
		return "zoom locked: 1\" on the table is a square", nil
	}
	return "zoom unlocked", nil
}

// calibrated keeps the scale the ruler measured and locks the zoom: what
// it says, naming how to unlock on this screen.
func (s *screenCalib) calibrated(scale float64, unlock string) string {
	s.scale, s.locked = scale, true
	return fmt.Sprintf("calibrated: %.1f px a square, zoom locked (%s unlocks)", scale, unlock)
}

// camera is the camera at the calibrated scale over the view v: the map
// centred, or, too big for the view, from its corner, its coordinates
// showing, running off the far side (pan for the rest): centred, it ran
// under the panel on both sides.
func (s *screenCalib) camera(v Rect, b *board.Board) Camera {
	k := s.scale
	place := func(at, room, size float64) float64 {
		if size+2*Margin*k <= room {
			return at + (room-size)/2
		}
		return at + Margin*k
	}
	return Camera{Scale: k, X: place(v.X, v.W, float64(b.W)*k), Y: place(v.Y, v.H, float64(b.H)*k)}
}
