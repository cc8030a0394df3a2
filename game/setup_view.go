package game

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"battlemat/board"
	"battlemat/geom"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The setup screen's drawing and its panel's layout: sizes follow the
// screen's height like the fight's panel (layout.go), so the buttons are
// a finger's width on a tablet and fit at 1024x768.

var (
	colSetupSeg   = color.RGBA{0xff, 0xc8, 0x3c, 0xff} // a wall being drawn
	colSetupHover = color.RGBA{0xff, 0xff, 0xff, 0x80}
)

// rosterPage is how many roster figures a page of a long roster shows.
const rosterPage = 6

// layout places the panel (right) and its buttons for the state now.
func (ss *setupScreen) layout(g *Game) {
	sw, sh := float64(g.screenW), float64(g.screenH)
	key := [3]float64{sw, sh, float64(len(ss.s.Roster()))}
	if key == ss.layKey && ss.layVersion == ss.version+ss.s.Version() && ss.buttons != nil {
		return
	}
	ss.layKey, ss.layVersion = key, ss.version+ss.s.Version()
	if w, _ := ss.s.doc.size(); w == 0 && ss.tool == toolPaint {
		// A Universal VTT map's squares are its file's: the first tap
		// draws a thin wall rather than being refused as paint.
		ss.tool = toolWall
	}
	u := clamp(sh/42, 12, 30)
	ss.u = u
	pw := math.Round(clamp(sw*0.3, 260, 460))
	ss.panel = Rect{sw - pw, 0, pw, sh}
	ss.mapView = Rect{0, 0, sw - pw, sh}
	bh := math.Round(u * 1.7)
	gap := math.Round(u * 0.25)
	x0, w := ss.panel.X+gap, pw-2*gap
	// The title, the message (two lines) and a typed line come first.
	y := gap + u*1.3 + u*2.1
	if ss.entry != nil {
		y += u * 2.6
	}
	ss.buttons = ss.buttons[:0]
	row := func(bs ...setupButton) {
		n := float64(len(bs))
		bw := (w - gap*(n-1)) / n
		for i, b := range bs {
			b.X, b.Y, b.W, b.H = x0+float64(i)*(bw+gap), y, bw, bh
			b.Enabled = true
			ss.buttons = append(ss.buttons, b)
		}
		y += bh + gap
	}
	bt := func(label, act, arg string, active bool) setupButton {
		return setupButton{Button: Button{Label: label, Active: active}, act: act, arg: arg}
	}
	if e := ss.entry; e != nil && e.what == "player" {
		ss.playerRows(row, bt)
		y += gap
	}
	for i := 0; i < len(Brushes); i += 3 {
		var bs []setupButton
		for j := i; j < min(i+3, len(Brushes)); j++ {
			bs = append(bs, bt(Brushes[j].Label, "brush", fmt.Sprint(j), ss.tool == toolPaint && ss.brush == j))
		}
		row(bs...)
	}
	ob := ss.tool == toolObstacle
	row(bt("Obstacle", "tool", toolObstacle, ob), bt("of "+spaced(Materials[ss.material]), "material", "", false), bt("cover: "+spaced(Covers[ss.cover]), "cover", "", false))
	row(bt("Thin wall", "tool", toolWall, ss.tool == toolWall), bt("Door", "tool", toolDoor, ss.tool == toolDoor),
		bt("Window", "tool", toolWindow, ss.tool == toolWindow), bt("Erase", "tool", toolErase, ss.tool == toolErase))
	y += gap
	roster := ss.s.Roster()
	from, to := 0, len(roster)
	if len(roster) > rosterPage+2 {
		// More than four rows: three rows of figures a page and a button
		// to the next page, so an adventure's whole roster is reachable.
		if ss.rosterFrom >= len(roster) {
			ss.rosterFrom = 0
		}
		from, to = ss.rosterFrom, min(ss.rosterFrom+rosterPage, len(roster))
	}
	for i := from; i < to; i += 2 {
		var bs []setupButton
		for j := i; j < min(i+2, to); j++ {
			bs = append(bs, bt(roster[j][1], "roster", roster[j][0], ss.tool == toolPlace && ss.rosterPick == roster[j][0]))
		}
		row(bs...)
	}
	if to-from < len(roster) {
		row(bt(fmt.Sprintf("Figures %d-%d of %d: more", from+1, to, len(roster)), "rosterpage", "", false))
	}
	row(bt("-", "count", "-1", false), bt(fmt.Sprintf("Place %d", ss.count), "tool", toolPlace, ss.tool == toolPlace), bt("+", "count", "1", false),
		bt("Paste stat", "paste", "", false))
	row(bt("Pick/drag", "tool", toolPick, ss.tool == toolPick), bt("Side", "side", "", false), bt("Wild Card", "wildcard", "", false))
	row(bt("Hidden", "hidden", "", false), bt("Player", "player", "", false), bt("Remove", "remove", "", false))
	y += gap
	row(bt("Undo", "undo", "", false), bt("Redo", "redo", "", false), bt("Blank map", "blank", "", false), bt("Open map", "open", "", false))
	row(bt("Save", "save", "", false), bt("Start", "start", "", false), bt("Odds", "odds", "", false), bt("Leave", "leave", "", false))
	ss.enableFigureButtons()
}

// maxPlayerButtons is how many of the players' names the Player question
// offers (two rows): a table seldom has more.
const maxPlayerButtons = 6

// playerRows are the Player question's buttons: the names given so far,
// the GM's, and New name where a finger has no keyboard (the page asks).
func (ss *setupScreen) playerRows(row func(...setupButton), bt func(label, act, arg string, active bool) setupButton) {
	cur := ""
	if f := ss.s.previewFigure(ss.picked); f != nil {
		cur = f.Player
	}
	names := ss.s.Players()
	names = names[:min(len(names), maxPlayerButtons)]
	for i := 0; i < len(names); i += 3 {
		var bs []setupButton
		for _, n := range names[i:min(i+3, len(names))] {
			bs = append(bs, bt(n, "playername", n, n == cur))
		}
		row(bs...)
	}
	last := []setupButton{bt("the GM", "playername", "", cur == "")}
	if AskText != nil {
		last = append(last, bt("New name", "playernew", "", false))
	}
	row(last...)
}

// enableFigureButtons greys what cannot be pressed now.
func (ss *setupScreen) enableFigureButtons() {
	for i := range ss.buttons {
		b := &ss.buttons[i]
		switch b.act {
		case "undo":
			b.Enabled = ss.s.CanUndo()
		case "redo":
			b.Enabled = ss.s.CanRedo()
		case "side", "wildcard", "hidden", "player", "remove":
			b.Enabled = ss.pickedOn
		}
	}
}

func (ss *setupScreen) buttonAt(x, y float64) (setupButton, bool) {
	for _, b := range ss.buttons {
		if b.rect().contains(x, y) {
			return b, true
		}
	}
	return setupButton{}, false
}

// SetupButton is the setup panel's button labelled label (tests tap it).
func (g *Game) SetupButton(label string) (Button, bool) {
	ss := g.setupScene()
	if ss == nil {
		return Button{}, false
	}
	ss.layout(g)
	for _, b := range ss.buttons {
		if b.Label == label {
			return b.Button, true
		}
	}
	return Button{}, false
}

// Draw paints nothing over the fight: the setup screen paints the whole
// window (drawWindow).
func (*setupScreen) Draw(*views, *ebiten.Image) {}

// drawWindow paints the setup screen: the preview, the marks of the tool
// at work, and the panel.
func (ss *setupScreen) drawWindow(g *Game, screen *ebiten.Image) {
	if ss.odds != nil {
		ss.odds.Draw(screen)
		return
	}
	ss.layout(g)
	// Idle costs nothing, as for the fight (frame.go): the screen keeps
	// the last frame while nothing it shows has changed.
	k := setupFrameKey{v1: ss.version, v2: ss.s.Version(), cam: g.cam, hover: ss.hover, hoverOn: ss.hoverOn, x: g.prev.X, y: g.prev.Y,
		w: screen.Bounds().Dx(), h: screen.Bounds().Dy(), seg: ss.segFrom != nil, drag: ss.dragging}
	if ss.segFrom == nil {
		k.x, k.y = 0, 0 // the cursor matters only to the wall's line
	}
	if e := ss.entry; e != nil {
		k.entry = e.text + "\x00" + e.prompt
	}
	if g.painted && ss.lastFrame == k {
		return
	}
	ss.lastFrame, g.painted = k, true
	g.frames++
	bd := ss.s.Board()
	opts := DrawOptions{GM: true, Walls: 1, HoverOn: ss.hoverOn, Hover: ss.hover, Setup: true}
	if ss.pickedOn {
		if f := ss.s.previewFigure(ss.picked); f != nil {
			opts.Selected, opts.Named[0] = f.ID, f.ID
		}
	}
	if bd != nil && ss.hoverOn {
		if f := bd.FigureAt(ss.hover); f != nil {
			opts.Named[1] = f.ID
		}
	}
	DrawBoard(screen, bd, g.cam, opts)
	if p := ss.segFrom; p != nil {
		x, y := g.cam.ToScreen(*p)
		vector.FillCircle(screen, f32(x), f32(y), f32(max(4, g.cam.Scale/6)), colSetupSeg, true)
		if ss.hoverOn {
			hx, hy := g.cam.ToScreen(Corner(g.cam.ToMap(g.prev.X, g.prev.Y)))
			vector.StrokeLine(screen, f32(x), f32(y), f32(hx), f32(hy), 3, colSetupSeg, true)
		}
	}
	if ss.hoverOn && ss.dragging {
		x, y := g.cam.ToScreen(geom.Point{X: float64(ss.hover.X), Y: float64(ss.hover.Y)})
		vector.StrokeRect(screen, f32(x), f32(y), f32(g.cam.Scale), f32(g.cam.Scale), 2, colSetupHover, false)
	}

	u := ss.u
	fillRect(screen, ss.panel, colPanel)
	x0, w := ss.panel.X+u*0.25, ss.panel.W-u*0.5
	title := "Setup: " + ss.s.doc.name
	drawText(screen, title, fontBold, u*0.9, x0, u*0.25, colWhite, text.AlignStart, text.AlignStart)
	msg, bad := ss.s.Message()
	msg = g.ctl.words(msg) // a touch tablet's words: no Esc
	ink := color.Color(colDim)
	if bad {
		ink = colSetupBad
	}
	drawWrapped(screen, msg, fontRegular, u*0.7, x0, u*1.4, w, 2, ink)
	if e := ss.entry; e != nil {
		y := u*0.25 + u*1.3 + u*2.1
		drawText(screen, e.prompt, fontRegular, u*0.65, x0, y, colDim, text.AlignStart, text.AlignStart)
		r := Rect{x0, y + u*0.9, w, u * 1.4}
		fillRect(screen, r, colButtonOff)
		drawText(screen, e.text+"_", fontRegular, u*0.8, r.X+u*0.25, r.Y+r.H/2, colWhite, text.AlignStart, text.AlignCenter)
	}
	for _, b := range ss.buttons {
		drawButton(screen, b.Button, u*0.8)
	}
}

var colSetupBad = color.RGBA{0xff, 0x7a, 0x6b, 0xff}

// setupFrameKey is what a setup frame shows: a frame like the last is
// not painted again.
type setupFrameKey struct {
	v1, v2    uint64
	cam       Camera
	hover     board.Square
	hoverOn   bool
	x, y      float64
	w, h      int
	seg, drag bool
	entry     string
}

// spaced is a scenario key as a button says it: "sheet_metal" is "sheet
// metal".
func spaced(key string) string { return strings.ReplaceAll(key, "_", " ") }
