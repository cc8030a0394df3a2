package game

import (
	"math"
	"sync"
	"time"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// Game is the battlemat as ebiten runs it: a board, the camera looking at
// it, and what the person has selected. Everything but Update's call to
// ReadInput, Draw and LayoutF works without a window.
type Game struct {
	board *board.Board

	cam Camera
	// fitted: the camera follows the window (refits on resize) until the
	// person zooms or pans.
	fitted           bool
	screenW, screenH int
	deviceScale      float64

	prev     Input
	panning  bool
	selected string
	hover    board.Square
	hoverOn  bool

	mu      sync.Mutex
	pending []func(*Game)

	draw drawCache

	// The battle and its controller (controller.go), and the pictures of
	// its panels (hud.go).
	play play
	hud  hudCache
}

// Effects are what handling an input asks of the window, which the pure
// game cannot do itself.
type Effects struct {
	ToggleFullscreen bool
}

// New returns a game showing b (nil shows an empty table).
func New(b *board.Board) *Game {
	g := &Game{deviceScale: 1}
	g.play.seed = uint64(time.Now().UnixNano())
	g.SetBoard(b)
	return g
}

// Board is the board on the table (nil if none).
func (g *Game) Board() *board.Board { return g.board }

// SetBoard puts a new board on the table: the selection is cleared and the
// camera fits it to the screen. A battle starts on it (fight.go).
func (g *Game) SetBoard(b *board.Board) {
	g.startFight(b)
	g.setBoardOnly(b)
}

func (g *Game) setBoardOnly(b *board.Board) {
	g.board = b
	g.selected = ""
	g.hoverOn = false
	g.Fit()
}

// Camera is the current view.
func (g *Game) Camera() Camera { return g.cam }

// SetCamera sets the view; the camera stops following window resizes.
func (g *Game) SetCamera(c Camera) {
	g.cam = c
	g.fitted = false
}

// Fit shows the whole map, centred, and follows later resizes.
func (g *Game) Fit() {
	g.fitted = true
	if g.board == nil || g.screenW == 0 || g.screenH == 0 {
		g.cam = Camera{Scale: 32, X: Margin * 32, Y: Margin * 32}
		return
	}
	x, y, w, h := g.mapViewport()
	g.cam = Fit(g.board.W, g.board.H, w, h)
	g.cam.X += float64(x)
	g.cam.Y += float64(y)
}

// SetScreenSize tells the game the size of the screen in pixels.
func (g *Game) SetScreenSize(w, h int) {
	if w == g.screenW && h == g.screenH {
		return
	}
	g.screenW, g.screenH = w, h
	if g.fitted {
		g.Fit()
	}
}

// ScreenSize is the screen's size in pixels.
func (g *Game) ScreenSize() (int, int) { return g.screenW, g.screenH }

// Selected is the selected figure, or nil.
func (g *Game) Selected() *board.Figure {
	if g.board == nil || g.selected == "" {
		return nil
	}
	return g.board.Figure(g.selected)
}

// Select selects the figure with this id ("" clears the selection). An
// unknown id clears it too.
func (g *Game) Select(id string) {
	if g.board == nil || g.board.Figure(id) == nil {
		g.selected = ""
		return
	}
	g.selected = id
}

// Hover is the map square under the cursor, if the cursor is on the map.
func (g *Game) Hover() (board.Square, bool) { return g.hover, g.hoverOn }

// Post queues f to run at the start of the next Update, on the game's
// goroutine: the browser's callbacks use it to load a scenario safely.
func (g *Game) Post(f func(*Game)) {
	g.mu.Lock()
	g.pending = append(g.pending, f)
	g.mu.Unlock()
}

// RunPending runs what Post queued.
func (g *Game) RunPending() {
	g.mu.Lock()
	fs := g.pending
	g.pending = nil
	g.mu.Unlock()
	for _, f := range fs {
		f(g)
	}
}

// Zoom steps: one notch of the wheel or one press of +/- multiplies the
// scale by these.
const (
	wheelStep = 1.15
	keyStep   = 1.25
)

// Handle applies one tick of input to the game.
func (g *Game) Handle(in Input) Effects {
	var eff Effects
	pressedKeys := in.Keys &^ g.prev.Keys
	pressedButtons := in.Buttons &^ g.prev.Buttons

	// Pan: right or middle drag, or left drag with Space held. The first
	// tick of a drag only anchors it.
	dragging := in.Buttons&(ButtonRight|ButtonMiddle) != 0 ||
		(in.Buttons&ButtonLeft != 0 && in.Keys&KeyPan != 0)
	if dragging && g.panning {
		if dx, dy := in.X-g.prev.X, in.Y-g.prev.Y; dx != 0 || dy != 0 {
			g.cam.Pan(dx, dy)
			g.fitted = false
		}
	}
	g.panning = dragging

	if w := in.WheelY; w != 0 && !math.IsNaN(w) {
		w = math.Max(-5, math.Min(5, w))
		g.cam.ZoomAbout(in.X, in.Y, math.Pow(wheelStep, w))
		g.fitted = false
	}

	cx, cy := float64(g.screenW)/2, float64(g.screenH)/2
	if pressedKeys&KeyZoomIn != 0 {
		g.cam.ZoomAbout(cx, cy, keyStep)
		g.fitted = false
	}
	if pressedKeys&KeyZoomOut != 0 {
		g.cam.ZoomAbout(cx, cy, 1/keyStep)
		g.fitted = false
	}
	for _, a := range []struct {
		k      Keys
		dx, dy float64
	}{{KeyLeft, 1, 0}, {KeyRight, -1, 0}, {KeyUp, 0, 1}, {KeyDown, 0, -1}} {
		if pressedKeys&a.k != 0 {
			g.cam.Pan(a.dx*g.cam.Scale, a.dy*g.cam.Scale)
			g.fitted = false
		}
	}
	if pressedKeys&KeyFit != 0 {
		g.Fit()
	}
	if pressedKeys&KeyFullscreen != 0 {
		eff.ToggleFullscreen = true
	}
	if pressedKeys&KeyDeselect != 0 {
		g.selected = ""
	}

	sq, on := g.squareAt(in.X, in.Y)
	g.hover, g.hoverOn = sq, on

	// A left press on the map selects the figure there, or clears the
	// selection on an empty square; off the map it does nothing.
	if g.play.fight != nil {
		g.handlePlay(in, pressedKeys, pressedButtons, sq, on)
	} else if pressedButtons&ButtonLeft != 0 && in.Keys&KeyPan == 0 && on {
		g.selected = ""
		if f := g.board.FigureAt(sq); f != nil {
			g.selected = f.ID
		}
	}

	g.prev = in
	return eff
}

// squareAt is the map square under screen point (x, y), if any.
func (g *Game) squareAt(x, y float64) (board.Square, bool) {
	if g.board == nil || g.cam.Scale <= 0 {
		return board.Square{}, false
	}
	sx, sy := g.cam.SquareAt(x, y)
	s := board.Square{X: sx, Y: sy}
	return s, g.board.InBounds(s)
}

// Update runs one tick: queued work, then the person's input.
func (g *Game) Update() error {
	g.RunPending()
	eff := g.Handle(ReadInput())
	if eff.ToggleFullscreen {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	return nil
}

// LayoutF makes the screen as many pixels as the display has, so the map
// stays sharp on high-DPI screens.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	if !(s > 0) {
		s = 1
	}
	g.deviceScale = s
	w, h := math.Ceil(outsideWidth*s), math.Ceil(outsideHeight*s)
	g.SetScreenSize(int(w), int(h))
	return w, h
}

// Layout is LayoutF for callers that want integers.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := g.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// DeviceScale is the display's pixels per window (CSS) pixel.
func (g *Game) DeviceScale() float64 { return g.deviceScale }
