package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// browserSetup, set by the js build, wraps the game with the page's hooks
// (scenario picker, ready flag, state for tests).
var browserSetup func(g *game.Game) ebiten.Game

// joinFromPage, set by the js build, runs a page opened from a host's
// seat link as that seat's screen (ok false: not such a page).
var joinFromPage func() (ok bool, err error)

// openWindow opens the window on the scenario FILE, or on the embedded
// demo when file is "". A bad file is an error before any window opens.
func openWindow(file string) error {
	if joinFromPage != nil && file == "" {
		if ok, err := joinFromPage(); ok {
			return err
		}
	}
	g, err := newGame(file)
	if err != nil {
		return err
	}
	return runWindow(g, nil)
}

// newGame opens FILE (a scenario or a saved battle file; "" is the demo)
// as a game with a battle under way. BATTLEMAT_SEED fixes the dice (tests).
func newGame(file string) (*game.Game, error) {
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("BATTLEMAT_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("BATTLEMAT_SEED=%q: not a number", s)
		}
		seed = n
	}
	var f *game.Fight
	var err error
	if file == "" {
		var data []byte
		if data, err = assets.Scenario(assets.DefaultScenario); err == nil {
			f, err = game.NewFight(strings.TrimSuffix(assets.DefaultScenario, ".yaml")+".yaml", data, seed)
		}
	} else {
		f, err = game.OpenFile(file, seed)
	}
	if err != nil {
		return nil, err
	}
	g := game.New(nil)
	g.SetSeed(seed)
	g.SetFight(f)
	// Every action is autosaved; an unfinished battle found there is
	// offered for resuming (BATTLEMAT_AUTOSAVE=off: neither).
	if os.Getenv("BATTLEMAT_AUTOSAVE") != "off" {
		if s, err := game.DefaultAutosave(); err == nil {
			g.Controller().SetAutosave(s)
		} else {
			fmt.Fprintln(os.Stderr, "battlemat: no autosave:", err)
		}
	}
	return g, nil
}

// oneLine folds an error's text into the one line a person is shown.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// loadScenario reads FILE, or the embedded demo when file is "".
func loadScenario(file string) (*board.Board, error) {
	if file != "" {
		return board.Load(file)
	}
	return loadShipped(assets.DefaultScenario)
}

// loadShipped parses one of the scenarios compiled into the binary.
func loadShipped(name string) (*board.Board, error) {
	data, err := assets.Scenario(name)
	if err != nil {
		return nil, err
	}
	return board.Parse(strings.TrimSuffix(name, ".yaml")+".yaml", data)
}

// runWindow runs g (wrapped by wrap, if given) in a resizable window until
// it is closed.
func runWindow(g *game.Game, wrap func(*game.Game) ebiten.Game) error {
	if err := needDisplay(); err != nil {
		return err
	}
	var eg ebiten.Game = g
	switch {
	case wrap != nil:
		eg = wrap(g)
	case browserSetup != nil:
		eg = browserSetup(g)
	}
	if path := os.Getenv("BATTLEMAT_STATE_FILE"); path != "" {
		eg = &stateFileGame{Game: eg, g: g, path: path}
	}
	title := "battlemat"
	if b := g.Board(); b != nil && b.Name != "" {
		title = b.Name + " - battlemat"
	}
	ebiten.SetWindowTitle(title)
	setFirstWindowSize()
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The game repaints only what changed and nothing when idle: the
	// screen keeps the last frame (and ebiten stops presenting).
	ebiten.SetScreenClearedEveryFrame(false)
	return runGame(eg, nil)
}

// windowW and windowH are the window's size in device-independent pixels
// (play --size changes them, e.g. to profile at 1920x1080, and sets
// windowSized: a size asked for is kept even if it overflows the screen).
var (
	windowW, windowH = 1280, 800
	windowSized      bool
)

// setFirstWindowSize sizes the first window: the default shrinks to fit
// the monitor it opens on (a 1280x800 window on a 1024x768 screen hid the
// panel's buttons and the status line).
func setFirstWindowSize() {
	w, h := windowW, windowH
	if m := ebiten.Monitor(); m != nil && !windowSized {
		mw, mh := m.Size()
		w, h = fitWindow(w, h, mw, mh)
	}
	ebiten.SetWindowSize(w, h)
}

// fitWindow is a w x h window shrunk to fit a monitor of mw x mh
// device-independent pixels, leaving room for the window's frame and
// title bar and a taskbar. An unknown monitor (0 x 0) changes nothing.
func fitWindow(w, h, mw, mh int) (int, int) {
	if mw <= 0 || mh <= 0 {
		return w, h
	}
	const frameW, frameH = 16, 96 // borders; title bar and taskbar
	return max(min(w, mw-frameW), 320), max(min(h, mh-frameH), 240)
}

// runGame is ebiten.RunGame that turns a panic of the window system into
// an error.
func runGame(eg ebiten.Game, opts *ebiten.RunGameOptions) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the window could not open: %v", r)
		}
	}()
	err = ebiten.RunGameWithOptions(eg, opts)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	return err
}

// needDisplay says clearly when an X11 desktop has no display to open a
// window on, instead of the window system's panic.
func needDisplay() error {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		if os.Getenv("DISPLAY") == "" && os.Getenv("EBITENGINE_VM_ENDPOINT") == "" {
			return errors.New("no display (DISPLAY is not set): the window and render need X11 or Xvfb, e.g. xvfb-run -a battlemat ...")
		}
	}
	return nil
}

// stateFileGame writes the table's state as JSON to a file whenever it
// changes (BATTLEMAT_STATE_FILE): the end-to-end tests read the selection
// from it while they drive the real window.
type stateFileGame struct {
	ebiten.Game
	g    *game.Game
	path string
	last []byte
}

func (s *stateFileGame) Update() error {
	err := s.Game.Update()
	b, jerr := json.Marshal(s.g.Snapshot())
	if jerr == nil && string(b) != string(s.last) {
		s.last = b
		tmp := s.path + ".tmp"
		if os.WriteFile(tmp, b, 0o644) == nil {
			_ = os.Rename(tmp, s.path)
		}
	}
	return err
}

// LayoutF passes the layout through to the wrapped game.
func (s *stateFileGame) LayoutF(w, h float64) (float64, float64) { return layoutF(s.Game, w, h) }

// Layout is required by ebiten.Game; LayoutF takes precedence.
func (s *stateFileGame) Layout(w, h int) (int, int) { return s.Game.Layout(w, h) }

// layoutF asks a wrapped game for its float layout.
func layoutF(eg ebiten.Game, w, h float64) (float64, float64) {
	if l, ok := eg.(ebiten.LayoutFer); ok {
		return l.LayoutF(w, h)
	}
	iw, ih := eg.Layout(int(w), int(h))
	return float64(iw), float64(ih)
}
