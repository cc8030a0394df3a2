package game

import (
	"math"
	"sync"
	"time"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// Game is the window's shell: the camera, the input, the picture caches
// and the drawing. The fight itself is its Controller (controller.go),
// which knows nothing of ebiten; the panels are views that only read it
// (hud.go), placed by one layout (layout.go).
type Game struct {
	ctl  *Controller
	view View
	// QR is the picture of a seat's link, made by whoever can (nil:
	// none): the players' links' QR codes on the GM's screen
	// (scene_links.go).
	QR func(link string) [][]bool

	cam Camera
	// fitted: the camera follows the window (refits on resize or when the
	// panels take their room) until the person zooms or pans.
	fitted           bool
	fitKey           Rect
	follow           follow // a phone's camera on its figure (follow.go)
	screenW, screenH int
	deviceScale      float64

	prev    Input
	panning bool
	// pinching: two fingers pan and zoom the map; the left button means
	// nothing until every finger has lifted.
	pinching bool
	// aligning: a left drag is moving the alignment helper's grid.
	aligning bool
	hover    board.Square
	hoverOn  bool

	mu      sync.Mutex
	pending []func(*Game)

	shown *Fight // the fight the camera was fitted to (a resumed one is another)

	// The last frame painted (frame.go): Draw skips a frame like it.
	lastFrame frameKey
	painted   bool
	// before is the frame painted before lastFrame, if partial: what
	// drawProgress compares it with.
	before  frameKey
	partial bool
	frames  uint64

	lay  layout // the panels' places, for hit tests and painting
	draw drawCache
	hud  hudCache

	table tableState // the projector's view, calibration, zoom lock
	// dragPanel: the GM's panel is being dragged by its title, grab
	// pixels right of its left edge (paneldrag.go).
	diceDrag  bool // a press on the rolls is scrolling them (dicepanel.go)
	dragPanel struct {
		on   bool
		grab float64
	}
	marks struct { // the battle's marks on tokens, per controller version
		version uint64
		m       map[string]FightMarks
		hash    uint64
	}
}

// Effects are what handling an input asks of the window, which the pure
// game cannot do itself.
type Effects struct {
	ToggleFullscreen bool
}

// New returns a game showing the fight f (nil shows an empty table) with
// every panel (GMView).
func New(f *Fight) *Game {
	g := &Game{deviceScale: 1, view: GMView(), ctl: NewController(uint64(time.Now().UnixNano()))}
	if f != nil {
		g.SetFight(f)
	} else {
		g.Clear()
	}
	return g
}

// Controller is the fight's controller.
func (g *Game) Controller() *Controller { return g.ctl }

// SetView chooses the panels shown.
func (g *Game) SetView(v View) {
	g.view = v
	g.syncScreen()
}

// Board is the map on the table as the window's seat tells it (nil if
// none). A new fight on the table is a new Fight (Controller.Fight), not
// a new Board: an undo's state gives the seat's map afresh.
func (g *Game) Board() *board.Board { return g.ctl.drawnBoard() }

// Clear takes the fight off the table (an empty table).
func (g *Game) Clear() {
	g.ctl.Clear()
	g.newTable()
}

// SetFight puts a battle on the table (its board with it).
func (g *Game) SetFight(f *Fight) {
	g.ctl.SetFight(f)
	g.newTable()
}

// SetSeed sets the seed of the battles Restart starts from now on.
func (g *Game) SetSeed(seed uint64) { g.ctl.SetSeed(seed) }

// Restart starts the battle on the board afresh with the seed (the
// browser page's battlematRestart, for tests and a fresh fight).
func (g *Game) Restart(seed uint64) {
	g.ctl.Restart(seed)
	g.newTable()
}

func (g *Game) newTable() {
	g.shown = g.ctl.fight
	g.hoverOn = false
	g.follow = follow{}
	g.Fit()
}

// Select selects the figure with this id ("" or an unknown id clears).
func (g *Game) Select(id string) { g.ctl.Select(id) }

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
	b := g.ctl.drawnBoard()
	if b == nil || g.screenW == 0 || g.screenH == 0 {
		g.cam = Camera{Scale: 32, X: Margin * 32, Y: Margin * 32}
		return
	}
	v := g.layout().mapView
	g.fitKey = v
	if g.table.locked && g.table.scale > 0 {
		g.fitLocked(v)
		return
	}
	x, y, w, h := int(v.X), int(v.Y), int(v.W), int(v.H)
	g.cam = Fit(b.W, b.H, w, h)
	g.cam.X += float64(x)
	g.cam.Y += float64(y)
}

// SetScreenSize tells the game the size of the screen in pixels.
func (g *Game) SetScreenSize(w, h int) {
	if w == g.screenW && h == g.screenH {
		return
	}
	g.screenW, g.screenH = w, h
	g.loadScreen()
	if g.fitted || g.table.locked {
		g.Fit()
	}
}

// ScreenSize is the screen's size in pixels.
func (g *Game) ScreenSize() (int, int) { return g.screenW, g.screenH }

// layout is the panels' layout for the controller's state now.
func (g *Game) layout() *layout {
	k := layoutKey{g.ctl.version, g.screenW, g.screenH, g.view}
	if !g.lay.valid || g.lay.key != k {
		computeLayout(&g.lay, g.ctl, g.view, g.screenW, g.screenH)
	}
	return &g.lay
}

// Buttons are the panel's buttons as laid out now.
func (g *Game) Buttons() []Button { return g.layout().buttons }

// ButtonFor is the button of a command, if shown.
func (g *Game) ButtonFor(c Cmd) (Button, bool) {
	for _, b := range g.layout().buttons {
		if b.Cmd == c {
			return b, true
		}
	}
	return Button{}, false
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

// Handle applies one tick of input: the window's commands move the
// camera here; the rest goes to the controller as an Intent.
func (g *Game) Handle(in Input) Effects {
	var eff Effects
	g.stepAside()
	if s, ok := g.ctl.windowScene(); ok {
		s.handleWindow(g, in)
		if s, ok := g.ctl.windowScene(); ok {
			s.refit(g)
		}
		g.prev = in
		return eff
	}
	if in.Pinch > 0 {
		g.pinching = true
	} else if in.Buttons&ButtonLeft == 0 {
		g.pinching = false
	}
	if g.pinching && !g.ctl.Aligning() && g.calib() == nil {
		if g.cam.gesture(g.prev, in, !g.table.locked) {
			g.byHand()
		}
		in.Buttons &^= ButtonLeft // no tap, drag or release of its own
	}
	pressed := in.Keys.Without(g.prev.Keys)
	pressedButtons := in.Buttons &^ g.prev.Buttons
	if pressedButtons&ButtonLeft != 0 && !in.Keys.Has(CmdPan) && g.calib() == nil {
		// The screen's buttons are the shell's keys (the controller is
		// handed the button too, and does nothing with it).
		if c, ok := g.windowButton(in.X, in.Y); ok {
			pressed = pressed.Or(c.Key())
		}
	}
	defer g.syncScreen()

	if pressed.Has(CmdTableView) {
		g.ToggleTable()
	}
	if pressed.Has(CmdZoomLock) {
		g.ToggleZoomLock()
	}
	opened := false
	if pressed.Has(CmdCalibrate) && g.calib() == nil {
		g.StartCalibration()
		pressed = pressed.Without(CmdCalibrate.Key())
		opened = true
	}
	if g.ctl.holding() {
		// A scene that holds the screen (the ruler) takes the whole tick;
		// the press on Calibrate that opened the ruler is not on it (it
		// took the ruler's end to the button).
		left := in.Buttons&ButtonLeft != 0
		down := left && g.prev.Buttons&ButtonLeft == 0 && !opened
		g.ctl.Handle(Intent{Pressed: pressed, Text: in.Text, X: in.X, Y: in.Y, Down: down, Left: left})
		g.prev = in
		return eff
	}
	text := ""
	if g.ctl.help() != nil {
		// Typing searches the help (its scene takes the text and
		// Backspace): letters are not commands meanwhile.
		text = in.Text
		pressed = pressed.Only(CmdHelp.Key().Or(CmdDeselect.Key(), CmdLogUp.Key(), CmdLogDown.Key(), CmdFullscreen.Key(), CmdTableView.Key(), CmdErase.Key()))
		if in.Text != "" {
			pressed = pressed.Without(CmdHelp.Key()) // "/" typed is a character
		}
	}

	if g.ctl.Aligning() {
		// The helper takes the drag, the wheel, +/-, the arrows and a pinch.
		pressed = g.handleAlign(in, pressed)
		in.WheelY = 0
	} else {
		g.aligning = false
	}

	// Pan: right or middle drag, or left drag with Space held. The first
	// tick of a drag only anchors it.
	dragging := in.Buttons&(ButtonRight|ButtonMiddle) != 0 ||
		(in.Buttons&ButtonLeft != 0 && in.Keys.Has(CmdPan))
	if dragging && g.panning {
		if dx, dy := in.X-g.prev.X, in.Y-g.prev.Y; dx != 0 || dy != 0 {
			g.cam.Pan(dx, dy)
			g.byHand()
		}
	}
	g.panning = dragging

	g.scrollPanel(&in, pressedButtons&ButtonLeft != 0)
	if w := in.WheelY; w != 0 && !math.IsNaN(w) && !g.table.locked {
		w = math.Max(-5, math.Min(5, w))
		g.cam.ZoomAbout(in.X, in.Y, math.Pow(wheelStep, w))
		g.byHand()
	}

	cx, cy := float64(g.screenW)/2, float64(g.screenH)/2
	if g.table.locked {
		pressed = pressed.Without(CmdZoomIn.Key().Or(CmdZoomOut.Key()))
	}
	if pressed.Has(CmdZoomIn) {
		g.cam.ZoomAbout(cx, cy, keyStep)
		g.byHand()
	}
	if pressed.Has(CmdZoomOut) {
		g.cam.ZoomAbout(cx, cy, 1/keyStep)
		g.byHand()
	}
	for _, a := range []struct {
		c      Cmd
		dx, dy float64
	}{{CmdPanLeft, 1, 0}, {CmdPanRight, -1, 0}, {CmdPanUp, 0, 1}, {CmdPanDown, 0, -1}} {
		if pressed.Has(a.c) {
			g.cam.Pan(a.dx*g.cam.Scale, a.dy*g.cam.Scale)
			g.byHand()
		}
	}
	if pressed.Has(CmdFit) {
		g.Fit()
		g.follow.byHand = true // the whole map until the next turn
	}
	if pressed.Has(CmdFullscreen) {
		eff.ToggleFullscreen = true
	}

	sq, on := g.squareAt(in.X, in.Y)
	g.hover, g.hoverOn = sq, on
	it := Intent{Pressed: pressed, Square: sq, On: on, Point: g.cam.ToMap(in.X, in.Y),
		Held: in.Buttons&ButtonLeft != 0 && !in.Keys.Has(CmdPan), Text: text,
		X: in.X, Y: in.Y, Left: in.Buttons&ButtonLeft != 0, Down: pressedButtons&ButtonLeft != 0, Finger: in.Finger}
	for i := range commands {
		if commands[i].window && commands[i].id != CmdErase {
			it.Pressed = it.Pressed.Without(commands[i].id.Key())
		}
	}
	draggingPanel := !in.Keys.Has(CmdPan) && g.panelDrag(in, pressedButtons&ButtonLeft != 0)
	if draggingPanel {
		it.Held = false
	}
	if pressedButtons&ButtonLeft != 0 && !in.Keys.Has(CmdPan) && !draggingPanel {
		// The same layout the panels are painted from.
		l := g.layout()
		if b, ok := l.buttonAt(in.X, in.Y); ok {
			it.Button = &b
		} else if !l.inPanel(in.X, in.Y) {
			it.Click = true
		}
	}
	if it.Click && in.Finger {
		if said := g.markSaid(in.X, in.Y); said != "" {
			// A finger on an effect mark: its names, as the mouse's tip
			// says them; the tap picks nothing.
			it.Click = false
			g.ctl.run(func() { g.ctl.say("%s", said) })
		}
	}
	if g.prev.Buttons&ButtonLeft != 0 && in.Buttons&ButtonLeft == 0 && !g.layout().inPanel(in.X, in.Y) && !draggingPanel {
		it.Release = true
	}
	place, at := g.ctl.PanelPlace()
	g.ctl.Handle(it)
	if s, ok := g.ctl.windowScene(); ok {
		// A screen of the window's own opened (the setup screen): its
		// camera, and a whole new picture.
		s.refit(g)
		g.painted = false
	}
	if p, a := g.ctl.PanelPlace(); p != place || a != at {
		g.remember() // F4 moved or hid the panel
	}
	if g.ctl.fight != g.shown {
		g.newTable() // a resumed battle: its own board
	} else if g.fitted && g.layout().mapView != g.fitKey {
		g.Fit() // the panels take their room once the cards are dealt
	}
	g.followFigure()

	g.prev = in
	return eff
}

// squareAt is the map square under screen point (x, y), if any.
func (g *Game) squareAt(x, y float64) (board.Square, bool) {
	b := g.ctl.drawnBoard()
	if b == nil || g.cam.Scale <= 0 {
		return board.Square{}, false
	}
	sx, sy := g.cam.SquareAt(x, y)
	s := board.Square{X: sx, Y: sy}
	return s, b.InBounds(s)
}

// Update runs one tick: queued work, then the person's input.
func (g *Game) Update() error {
	g.RunPending()
	g.ctl.ticks = g.frameTicks()
	eff := g.Handle(ReadInput())
	if eff.ToggleFullscreen {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	g.quiet(g.oddsBeside())
	g.warmOdds()
	return nil
}

// LayoutF makes the screen as many pixels as the display has, so the map
// stays sharp on high-DPI screens.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
		g.table.monitor = m.Name()
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
