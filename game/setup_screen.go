package game

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"battlemat/board"
	"battlemat/geom"
)

// The setup screen in the window and the browser: the preview of the
// scenario on the left, the setup's panel on the right. A tap (or a
// click) on the map uses the tool picked in the panel; a drag paints a
// stroke, draws a wall from corner to corner, or moves a figure. It is a
// scene on the controller's stack (scene.go), a screen of the window's
// own (sceneWindow): while it is on top the window gives it the raw
// input and the camera, and it paints the whole screen.

// Setup tools: what a tap on the map does.
const (
	toolPaint    = "paint"
	toolObstacle = "obstacle"
	toolWall     = SegWall
	toolDoor     = SegDoor
	toolWindow   = SegWindow
	toolErase    = "erase"
	toolPlace    = "place"
	toolPick     = "pick"
)

// setupScreen is the screen's state: the Setup, and what the panel has
// picked.
type setupScreen struct {
	s *Setup
	// back is the fight shown before the setup opened (Leave returns to it).
	back *Fight

	tool                string
	brush               int
	material, cover     int
	rosterPick          string
	rosterDrag          bool // a press on a roster button, maybe dragged onto the map
	rosterFrom          int  // the first roster figure with a button (a long roster is paged)
	count               int
	picked              FigureRef
	pickedOn            bool
	segFrom             *geom.Point
	leaveAsked          uint64 // the Setup's version when Esc asked about unsaved changes
	dragging, stroke    bool
	dragFrom            board.Square
	entry               *setupEntry
	buttons             []setupButton
	panel, mapView      Rect
	u                   float64
	hover               board.Square
	hoverOn, panning    bool
	layKey              [3]float64
	layVersion, version uint64
	fitWH               [4]int // the map's and the screen's size the camera was fitted to
	lastFrame           setupFrameKey
	// odds is the odds window of the scenario as it stands (setup_odds.go):
	// while it is open it takes the ticks and the screen.
	odds         *Game
	oddsOneATick bool  // tests: one fight a tick
	in           Input // this tick's input (the odds window starts from it)
	// host, over the GM's seat of a hosted table, takes Start's scenario
	// to the host (setup_host.go) instead of playing it here.
	host *hostSetup
	// aside: a question for the GM has the screen (setup_aside.go).
	aside setupAside
}

// setupEntry is a line being typed: what for, and the text so far.
type setupEntry struct {
	what, prompt, text string
}

// setupButton is one of the panel's buttons: its action and argument.
type setupButton struct {
	Button
	act string
	arg string
}

func newSetupScreen(s *Setup, back *Fight) *setupScreen {
	return &setupScreen{s: s, back: back, tool: toolPaint, brush: 1, count: 1, cover: 1}
}

// The setup screen as a scene: the window runs it (handleWindow,
// drawWindow), so the controller's side takes the whole tick and paints
// nothing (Draw in setup_view.go); it stays over a battle put on the table while it is open
// (a file the browser's page hands it), as the window's screen did.
func (ss *setupScreen) Update(_ *Controller, it *Intent) bool {
	if !ss.aside.on { // aside, the question's buttons and keys are the fight's
		*it = Intent{}
	}
	return true
}

func (*setupScreen) lasts() {}

// setupScene is the open setup screen, or nil.
func (g *Game) setupScene() *setupScreen {
	ss, _ := sceneOf[*setupScreen](g.ctl)
	return ss
}

// Setup is the setup screen's Setup (nil when the screen is closed).
func (g *Game) Setup() *Setup {
	if ss := g.setupScene(); ss != nil {
		return ss.s
	}
	return nil
}

// OpenSetupScreen shows the setup screen on s; Leave goes back to the
// fight on the table.
func (g *Game) OpenSetupScreen(s *Setup) {
	if old := g.setupScene(); old != nil {
		g.ctl.closeScene(old)
	}
	ss := newSetupScreen(s, g.ctl.fight)
	g.ctl.push(ss)
	g.ctl.version++
	ss.fit(g)
	g.painted = false
}

// OpenSetupHere opens the setup screen as the panel's Setup button does
// (the browser page's own button).
func (g *Game) OpenSetupHere() {
	if g.setupScene() != nil {
		return
	}
	g.ctl.openSetupHere()
	if ss := g.setupScene(); ss != nil {
		ss.fit(g)
		g.painted = false
	}
}

// openSetupHere is the panel's Setup button (before the first deal): a
// new fight's setup on a blank map beside the scenario on the table (or
// reopening it), its roster the roster file it finds, else the table's
// figures. The window fits its camera to it (Game.Handle).
func (c *Controller) openSetupHere() {
	if c.fight.onSeat() {
		c.openHostSetup() // a hosted table's: Start sends it to the host
		return
	}
	if !c.beforeFirstDeal() {
		return
	}
	var s *Setup
	var err error
	if f := c.fight; f != nil && f.ScenarioPath != "" {
		s, err = OpenSetup(f.ScenarioPath)
	} else {
		s, err = NewSetup(FreePath("new-fight.yaml"), 20, 15)
	}
	if err == nil && c.fight != nil {
		// No roster file known (the demo, a shipped scenario): the
		// table's figures are the roster, as on the GM's tablet.
		// A text that does not read as one leaves the roster empty.
		_ = s.rosterOfTable(c.fight.Scenario)
	}
	if err != nil {
		c.fail(err)
		return
	}
	c.push(newSetupScreen(s, c.fight))
}

// closeSetup leaves the screen, back to f (or the fight it came from).
func (g *Game) closeSetup(ss *setupScreen, f *Fight) {
	if f == nil {
		f = ss.back
	}
	g.ctl.closeScene(ss)
	g.ctl.version++
	g.painted = false
	if f != nil {
		g.SetFight(f)
	} else {
		g.Clear()
	}
}

// fit shows the whole preview in the map's part of the screen.
func (ss *setupScreen) fit(g *Game) {
	ss.layout(g)
	b := ss.s.Board()
	if b == nil {
		return
	}
	v := ss.mapView
	ss.fitWH = [4]int{b.W, b.H, g.screenW, g.screenH}
	g.cam = Fit(b.W, b.H, int(v.W), int(v.H))
	g.cam.X += v.X
	g.cam.Y += v.Y
}

// handleWindow takes a tick of input while the setup screen is on top.
func (ss *setupScreen) handleWindow(g *Game, in Input) {
	if ss.host != nil {
		if ss.pollHost(g) {
			return // the host started it: the new fight has the screen
		}
		ss.tickHost()
	}
	if ss.odds != nil {
		ss.tickOdds(g, in)
		return
	}
	ss.in = in
	ss.layout(g)
	pressed := in.Keys.Without(g.prev.Keys)
	down := in.Buttons&ButtonLeft != 0 && g.prev.Buttons&ButtonLeft == 0
	up := in.Buttons&ButtonLeft == 0 && g.prev.Buttons&ButtonLeft != 0
	if in.Pinch > 0 {
		g.pinching = true
	} else if in.Buttons&ButtonLeft == 0 {
		g.pinching = false
	}
	if g.pinching {
		g.cam.gesture(g.prev, in, true)
		ss.dragging, ss.stroke = false, false
		return
	}
	typing := ss.entry != nil
	if typing {
		ss.typeEntry(g, in, pressed)
		if !down {
			return
		}
	}
	switch {
	case pressed.Has(CmdDeselect) && !typing:
		ss.escape(g)
		return
	case pressed.Has(CmdUndo):
		_ = ss.s.Undo()
	case pressed.Has(CmdRedo):
		_ = ss.s.Redo()
	case pressed.Has(CmdSave):
		_, _ = ss.s.Save()
	case pressed.Has(CmdFit):
		ss.fit(g)
	case pressed.Has(CmdOdds):
		ss.openOdds(g)
		return
	}
	// Pan with the right or middle button, zoom with the wheel.
	panning := in.Buttons&(ButtonRight|ButtonMiddle) != 0
	if panning && ss.panning {
		g.cam.Pan(in.X-g.prev.X, in.Y-g.prev.Y)
	}
	ss.panning = panning
	if w := in.WheelY; w != 0 && !math.IsNaN(w) && ss.mapView.contains(in.X, in.Y) {
		g.cam.ZoomAbout(in.X, in.Y, math.Pow(wheelStep, math.Max(-5, math.Min(5, w))))
	}
	sq, on := ss.squareAt(g, in.X, in.Y)
	ss.hover, ss.hoverOn = sq, on
	if down || up {
		ss.version++ // a pick, a drag's end: the panel's buttons follow
	}
	if down {
		if b, ok := ss.buttonAt(in.X, in.Y); ok {
			ss.press(g, b)
			return
		}
		if ss.panel.contains(in.X, in.Y) {
			return
		}
		ss.mapDown(g, in, sq, on)
		return
	}
	if in.Buttons&ButtonLeft != 0 && ss.stroke && on && sq != ss.dragFrom {
		ss.dragFrom = sq
		ss.paint(sq, true)
	}
	if up && ss.rosterDrag {
		// A roster figure dragged from its button: dropped on a square.
		ss.rosterDrag = false
		if on && ss.s.Place(ss.rosterPick, sq, ss.count, "") == nil {
			ss.pick(ss.s.FigureAt(sq))
		}
		return
	}
	if up {
		ss.mapUp(g, in, sq, on)
	}
}

// refit fits the camera again when the map (a new one) or the screen
// changed size.
func (ss *setupScreen) refit(g *Game) {
	if b := ss.s.Board(); b != nil && [4]int{b.W, b.H, g.screenW, g.screenH} != ss.fitWH {
		ss.fit(g)
	}
}

func (r Rect) contains(x, y float64) bool { return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H }

func (ss *setupScreen) squareAt(g *Game, x, y float64) (board.Square, bool) {
	b := ss.s.Board()
	if b == nil || g.cam.Scale <= 0 || !ss.mapView.contains(x, y) {
		return board.Square{}, false
	}
	sx, sy := g.cam.SquareAt(x, y)
	q := board.Square{X: sx, Y: sy}
	return q, b.InBounds(q)
}

func (ss *setupScreen) brushNow() (Brush, error) {
	if ss.tool == toolObstacle {
		return ss.s.ObstacleBrush(Materials[ss.material], Covers[ss.cover])
	}
	return Brushes[ss.brush], nil
}

func (ss *setupScreen) paint(sq board.Square, more bool) {
	if br, err := ss.brushNow(); err == nil {
		_ = ss.s.Paint(sq, br, more)
	}
}

// mapDown is a press on the map: what the tool does there.
func (ss *setupScreen) mapDown(g *Game, in Input, sq board.Square, on bool) {
	p := g.cam.ToMap(in.X, in.Y)
	switch ss.tool {
	case toolPaint, toolObstacle:
		if on {
			ss.stroke, ss.dragFrom = true, sq
			ss.paint(sq, false)
		}
	case toolWall, toolDoor, toolWindow:
		c := Corner(p)
		if ss.segFrom == nil {
			ss.segFrom = &c
			ss.s.say("From (%g, %g): tap or drag to the %s's other corner", c.X, c.Y, ss.tool)
			return
		}
		from := *ss.segFrom
		ss.segFrom = nil
		if from != c {
			_ = ss.s.Segment(ss.tool, from, c)
		}
	case toolErase:
		_ = ss.s.RemoveSegment(p)
	case toolPlace:
		if !on {
			return
		}
		if r, ok := ss.s.FigureAt(sq); ok {
			ss.pick(r, true)
			return
		}
		if ss.rosterPick == "" {
			_ = ss.s.fail(errors.New("place: pick a roster figure first (or paste a stat block)"))
			return
		}
		if ss.s.Place(ss.rosterPick, sq, ss.count, "") == nil {
			ss.pick(ss.s.FigureAt(sq))
		}
	case toolPick:
		if !on {
			return
		}
		if r, ok := ss.s.FigureAt(sq); ok {
			ss.pick(r, true)
			ss.dragging, ss.dragFrom = true, sq
			return
		}
		ss.pickedOn = false
	}
}

func (ss *setupScreen) pick(r FigureRef, ok bool) {
	ss.picked, ss.pickedOn = r, ok
	if ok {
		ss.s.say("%s picked: drag it to move it; the figure's buttons change it", ss.s.FigureName(r))
	}
}

// mapUp ends a stroke, a wall's drag or a figure's drag.
func (ss *setupScreen) mapUp(g *Game, in Input, sq board.Square, on bool) {
	ss.stroke = false
	switch {
	case ss.dragging:
		ss.dragging = false
		if on && sq != ss.dragFrom && ss.s.Move(ss.picked, sq) == nil {
			ss.pick(ss.s.FigureAt(sq))
		}
	case ss.segFrom != nil && (ss.tool == toolWall || ss.tool == toolDoor || ss.tool == toolWindow):
		// A drag from one corner to another draws it; a tap waits for
		// the second tap.
		c := Corner(g.cam.ToMap(in.X, in.Y))
		if c != *ss.segFrom {
			from := *ss.segFrom
			ss.segFrom = nil
			_ = ss.s.Segment(ss.tool, from, c)
		}
	}
}

// press runs a panel button.
func (ss *setupScreen) press(g *Game, b setupButton) {
	s := ss.s
	ss.segFrom = nil
	switch b.act {
	case "brush":
		ss.tool, ss.brush = toolPaint, atoi(b.arg)
	case "tool":
		ss.tool = b.arg
	case "material":
		ss.tool, ss.material = toolObstacle, (ss.material+1)%len(Materials)
	case "cover":
		ss.tool, ss.cover = toolObstacle, (ss.cover+1)%len(Covers)
	case "roster":
		ss.tool, ss.rosterPick, ss.rosterDrag = toolPlace, b.arg, true
		if s.rosterWildCard(b.arg) {
			ss.count = 1 // one person: never five copies after five Extras
		}
		s.say("Tap a square (or drag the button there) to place %d x %s", ss.count, b.Label)
	case "rosterpage":
		ss.rosterFrom += rosterPage
		if ss.rosterFrom >= len(s.Roster()) {
			ss.rosterFrom = 0
		}
		ss.version++
	case "count":
		ss.count = max(1, min(board.MaxUseSquares, ss.count+atoi(b.arg)))
		s.say("Place %d at a time", ss.count)
	case "side", "wildcard", "hidden", "player", "remove":
		ss.figureButton(b.act)
	case "playername":
		ss.entry = nil
		ss.answer("player", b.arg)
	case "playernew":
		ss.entry = nil
		ss.ask("player", "Who plays "+s.FigureName(ss.picked)+"? (empty: the GM), Enter", "")
	case "undo":
		_ = s.Undo()
	case "redo":
		_ = s.Redo()
	case "blank":
		w, h := s.doc.size()
		ss.ask("blank", "Squares across x down (e.g. 24x16), Enter", fmt.Sprintf("%dx%d", max(w, 20), max(h, 15)))
	case "open":
		if PickFile != nil && PickFile() {
			s.say("Choose a map (UVTT or picture), a scenario or a roster")
			break
		}
		ss.ask("open", "A map (UVTT or picture) or a scenario's path, Enter", "")
	case "paste":
		ss.paste(g)
	case "save":
		_, _ = s.Save()
	case "start":
		ss.start(g)
	case "odds":
		ss.openOdds(g)
	case "leave":
		g.closeSetup(ss, nil)
	}
	ss.version++
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func (ss *setupScreen) figureButton(act string) {
	s := ss.s
	if !ss.pickedOn || !s.valid(ss.picked) {
		_ = s.fail(errors.New("pick a placed figure first (Pick, then tap it)"))
		return
	}
	r := ss.picked
	switch act {
	case "side":
		_ = s.NextSide(r)
	case "wildcard":
		_ = s.ToggleWildCard(r)
	case "hidden":
		_ = s.ToggleHidden(r)
	case "player":
		cur := ""
		if f := s.previewFigure(r); f != nil {
			cur = f.Player
		}
		prompt := "Who plays " + s.FigureName(r) + "? (empty: the GM), Enter"
		if len(s.Players()) > 0 {
			// The names given so far are buttons under the line (layout),
			// a new one is typed there or asked for (New name).
			ss.entry = &setupEntry{what: "player", prompt: "Who plays " + s.FigureName(r) + "? Tap or type a name", text: cur}
			break
		}
		ss.ask("player", prompt, cur)
	case "remove":
		if s.Remove(r) == nil {
			ss.pickedOn = false
		}
	}
}

// AskText, when set, asks the person for a line of text and hands it to
// done on the game's goroutine (the browser: the page's prompt, for a
// finger with no keyboard). nil types it into the panel.
var AskText func(prompt, def string, done func(string))

func (ss *setupScreen) ask(what, prompt, def string) {
	if AskText != nil {
		AskText(prompt, def, func(t string) { ss.answer(what, t) })
		return
	}
	ss.entry = &setupEntry{what: what, prompt: prompt, text: def}
}

// typeEntry types into the panel's line: Enter gives it, Esc drops it.
func (ss *setupScreen) typeEntry(g *Game, in Input, pressed Keys) {
	e := ss.entry
	switch {
	case pressed.Has(CmdDeselect):
		ss.entry = nil
	case pressed.Has(CmdNext):
		ss.entry = nil
		ss.answer(e.what, e.text)
	case pressed.Has(CmdErase):
		if r := []rune(e.text); len(r) > 0 {
			e.text = string(r[:len(r)-1])
		}
	default:
		e.text += in.Text
	}
	ss.version++
}

// answer uses a typed line.
func (ss *setupScreen) answer(what, t string) {
	s := ss.s
	t = strings.TrimSpace(t)
	switch what {
	case "blank":
		var w, h int
		if _, err := fmt.Sscanf(strings.ReplaceAll(strings.ToLower(t), " ", ""), "%dx%d", &w, &h); err != nil {
			_ = s.fail(fmt.Errorf("%q is not a size: write it as 24x16", t))
			return
		}
		_ = s.OpenBlank(w, h)
	case "open":
		if t != "" {
			_ = s.Open(t)
		}
	case "player":
		if ss.pickedOn {
			_ = s.SetPlayer(ss.picked, t)
		}
	case "paste":
		ss.pasteAndShow(t)
	}
	ss.pickedOn = ss.pickedOn && s.valid(ss.picked)
}

// PickFile, when set, lets the person choose a file to open (the
// browser's file picker; the page hands the file to the setup) and
// reports whether it could.
var PickFile func() bool

// ReadClipboard, when set, reads the clipboard's text (the window: the
// desktop's clipboard tool; the browser: its own, asynchronously).
var ReadClipboard func(done func(string, error))

// ErrNothingPasted is ReadClipboard's answer when the person cancelled
// (the browser's paste box): no refusal, nothing changed.
var ErrNothingPasted = errors.New("nothing pasted")

func (ss *setupScreen) paste(g *Game) {
	if ReadClipboard == nil {
		_ = ss.s.fail(errors.New("paste: no clipboard here: use battlemat import FILE > roster.yaml"))
		return
	}
	ReadClipboard(func(t string, err error) {
		g.Post(func(g *Game) {
			if g.setupScene() != ss {
				return
			}
			if errors.Is(err, ErrNothingPasted) {
				ss.s.say("Nothing pasted")
				return
			}
			if err != nil {
				_ = ss.s.fail(fmt.Errorf("paste: the clipboard: %v", err))
				return
			}
			ss.pasteAndShow(t)
		})
	})
}

// pasteAndShow adds the stat blocks to the roster and shows a long
// roster from the first figure they added: a new fight offers the
// table's figures, so a paste used to land on a page the GM had not
// seen and looked lost.
func (ss *setupScreen) pasteAndShow(text string) {
	before := map[string]bool{}
	for _, r := range ss.s.Roster() {
		before[r[0]] = true
	}
	if ss.s.PasteStatBlock(text) != nil {
		return
	}
	for i, r := range ss.s.Roster() {
		if !before[r[0]] {
			ss.rosterFrom = i // its page starts with what the paste added
			return
		}
	}
}

// start turns the setup into the fight: the saved scenario played.
func (ss *setupScreen) start(g *Game) {
	if ss.host != nil {
		ss.startOnHost()
		return
	}
	f, err := ss.s.Fight(g.ctl.seed)
	if err != nil {
		_ = ss.s.fail(err)
		return
	}
	g.closeSetup(ss, f)
}

// beforeFirstDeal: no card dealt and nothing done yet (the Setup button
// shows then).
func (c *Controller) beforeFirstDeal() bool {
	return c.round() == 0 && c.actions() == 0
}

// escape is Esc: it drops a wall's first corner, else leaves as Leave
// does; with changes not saved it asks first (Esc again leaves them).
func (ss *setupScreen) escape(g *Game) {
	s := ss.s
	switch {
	case ss.segFrom != nil:
		ss.segFrom = nil
		s.say("Dropped the wall's first corner")
	case s.Unsaved() && ss.leaveAsked != s.Version():
		s.say("Not saved: Esc again leaves without these changes, Save keeps them")
		ss.leaveAsked = s.Version()
	default:
		g.closeSetup(ss, nil)
		return
	}
	ss.version++
}
