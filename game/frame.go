package game

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"strings"

	"battlemat/board"
	"battlemat/geom"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

func pt(x, y float64) geom.Point { return geom.Point{X: x, Y: y} }

// drawCache keeps the painted table so most frames only copy pictures:
// the map at the current zoom (panning just moves it) and the status bar.
// Each is repainted when something it shows changes.
type drawCache struct {
	scene    *ebiten.Image
	sceneKey sceneKey
	// sceneFull: the scene is the whole map at this zoom, drawn with its
	// corner at (Margin, Margin) inches; otherwise (zoomed in too far for
	// one picture) it is just the screen.
	sceneFull bool

	status    *ebiten.Image
	statusKey statusKey

	op ebiten.DrawImageOptions
}

type sceneKey struct {
	board    *board.Board
	cam      Camera // only Scale when sceneFull
	w, h     int
	figures  uint64
	selected string
	hover    board.Square
	hoverOn  bool
	table    bool
	gm       bool
	marks    uint64
	mapv     uint64 // doors, walls shown, grid (mapview.go)
}

type statusKey struct {
	note     string
	board    *board.Board
	w, h     int
	figures  uint64
	selected string
	hover    board.Square
	hoverOn  bool
	gm       bool
	// version: the controller's, while the status line carries the
	// hidden panel's prompt (0 otherwise: hovering repaints no more).
	version uint64
}

// maxScene is the largest side of the cached whole-map picture; zoomed
// further in, the screen is repainted instead.
const maxScene = 4096

// figuresHash folds every figure's place and state into one number so the
// cache notices a change without keeping a copy.
func figuresHash(b *board.Board) uint64 {
	if b == nil {
		return 0
	}
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(v int) { h = (h ^ uint64(v)) * prime }
	bit := func(v bool) int {
		if v {
			return 1
		}
		return 0
	}
	mix(len(b.Figures))
	for _, f := range b.Figures {
		mix(f.At.X)
		mix(f.At.Y)
		mix(f.Size)
		mix(f.Wounds)
		mix(f.Fatigue)
		mix(bit(f.WildCard) | bit(f.Shaken)<<1 | bit(f.Distracted)<<2 | bit(f.Vulnerable)<<3 |
			bit(f.Stunned)<<4 | bit(f.Prone)<<5 | bit(f.Incapacitated)<<6 | bit(f.BleedingOut)<<7)
	}
	return h
}

// ensureImage returns img if it is w x h, else a new one (the old one is
// freed).
func ensureImage(img *ebiten.Image, w, h int) (*ebiten.Image, bool) {
	if img != nil && img.Bounds().Dx() == w && img.Bounds().Dy() == h {
		return img, false
	}
	if img != nil {
		img.Deallocate()
	}
	return ebiten.NewImage(max(w, 1), max(h, 1)), true
}

// Draw paints the table; it reads the game and never changes it (only its
// own picture cache).
//
// Idle costs nothing: when nothing it shows has changed since the last
// frame (the controller's version, the overlay's cursor, the camera, the
// cursor, the screen), Draw leaves the screen alone; with the screen not
// cleared every frame (SetScreenClearedEveryFrame(false), set by the
// window) ebiten then keeps the picture and stops presenting frames.
func (g *Game) Draw(screen *ebiten.Image) {
	if s, ok := g.ctl.windowScene(); ok {
		s.drawWindow(g, screen)
		return
	}
	if !g.needsDraw(screen) {
		return
	}
	g.frames++
	if g.drawProgress(screen) {
		return
	}
	sw, sh := screen.Bounds().Dx(), screen.Bounds().Dy()
	c := &g.draw
	bd, sel := g.ctl.drawnBoard(), g.ctl.selected // the seat's map (drawmirror.go)
	opts := g.drawOptions()
	// The table view slides a move and shows a template a moment
	// (projector.go): the picture is drawn without the sliding figures.
	whole := bd
	bd, moving, areas := g.tableAnimation(bd)
	figs := figuresHash(bd)

	full := false
	var mw, mh int
	if bd != nil {
		mw, mh = PrintSize(bd, g.cam.Scale)
		full = mw <= maxScene && mh <= maxScene
	}
	key := sceneKey{board: bd, cam: g.cam, w: sw, h: sh, figures: figs,
		selected: sel, hover: g.hover, hoverOn: g.hoverOn, table: opts.TableView, gm: opts.GM, marks: g.marks.hash, mapv: mapHash(bd, opts)}
	if full {
		key.cam = Camera{Scale: g.cam.Scale}
		// Round the picture up so a zoom reuses it instead of making a new
		// texture each step; the spare edge is surround colour, like the
		// screen behind it.
		key.w, key.h = roundUp(mw, 256), roundUp(mh, 256)
	}
	var fresh bool
	c.scene, fresh = ensureImage(c.scene, key.w, key.h)
	if fresh || c.sceneKey != key || c.sceneFull != full {
		cam := g.cam
		if full {
			cam = Camera{Scale: g.cam.Scale, X: Margin * g.cam.Scale, Y: Margin * g.cam.Scale}
		}
		DrawBoard(c.scene, bd, cam, opts)
		c.sceneKey, c.sceneFull = key, full
	}

	c.op.GeoM.Reset()
	dst := screen
	if r, ok := g.layout().mapClip(); ok {
		// A phone's map in its part alone: nothing of it under the panels.
		screen.Fill(colSurround)
		dst = screen.SubImage(image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))).(*ebiten.Image)
	}
	if full {
		screen.Fill(colSurround)
		// Whole pixels keep the grid sharp.
		c.op.GeoM.Translate(math.Round(g.cam.X-Margin*g.cam.Scale), math.Round(g.cam.Y-Margin*g.cam.Scale))
	}
	dst.DrawImage(c.scene, &c.op)
	drawSlid(dst, whole, g.cam, opts, moving)
	drawAreaMarks(dst, g.cam, whole, areas)
	g.drawPlay(screen)

	bar := statusBarHeight(sh)
	skey := statusKey{board: bd, w: sw, h: bar, figures: figs, selected: sel, hover: g.hover, hoverOn: g.hoverOn, note: g.table.note, gm: g.view.GM}
	if g.panelHidden() {
		skey.version = g.ctl.version
	}
	c.status, fresh = ensureImage(c.status, sw, bar)
	if fresh || c.statusKey != skey {
		g.drawStatus(c.status)
		c.statusKey = skey
	}
	c.op.GeoM.Reset()
	c.op.GeoM.Translate(0, float64(sh-bar))
	screen.DrawImage(c.status, &c.op)
	g.drawScenes(screen)
	if !g.ctl.holding() {
		g.drawWhy(screen) // a disabled button's reason, over everything
	}
}

// drawOptions are how the map is painted now.
func (g *Game) drawOptions() DrawOptions {
	bd, sel := g.ctl.drawnBoard(), g.ctl.selected
	opts := DrawOptions{Selected: sel, Hover: g.hover, HoverOn: g.hoverOn, TableView: g.TableOn(), GM: g.view.GM, Marks: g.fightMarks()}
	if m := g.ctl.seatState(); m != nil {
		opts.MostWounds = m.mostWounds() // drawmirror.go
	}
	g.mapViewOptions(&opts)
	if g.ctl.Aligning() {
		opts.Grid = GridOff // the helper's grid is the one to see
	}
	if opts.TableView {
		opts.Named[1] = sel
		if g.hoverOn && bd != nil {
			if f := bd.FigureAt(g.hover); f != nil {
				opts.Named[0] = f.ID
			}
		}
	}
	return opts
}

// fightMarks are the battle's marks on tokens, worked out once per
// controller version, with a hash for the picture cache.
func (g *Game) fightMarks() map[string]FightMarks {
	v := g.ctl.version
	if g.marks.m != nil && g.marks.version == v {
		return g.marks.m
	}
	m := g.ctl.fightMarks()
	if m == nil {
		m = map[string]FightMarks{}
	}
	h := uint64(14695981039346656037)
	if b := g.ctl.drawnBoard(); b != nil {
		for i, f := range b.Figures {
			fm := m[f.ID]
			bits := uint64(0)
			for j, on := range []bool{fm.Hold, fm.Defend, fm.Joker, fm.Aim, fm.Hidden, fm.Up} {
				if on {
					bits |= 1 << j
				}
			}
			h = (h ^ (uint64(i)<<8 | bits)) * 1099511628211
		}
	}
	g.marks.version, g.marks.m, g.marks.hash = v, m, h
	return m
}

func roundUp(n, m int) int { return (n + m - 1) / m * m }

// drawStatus writes a line at the bottom: the figure under the cursor or
// the selected one, else the scenario's name and the controls.
func (g *Game) drawStatus(dst *ebiten.Image) {
	h := float64(dst.Bounds().Dy())
	size := h / 1.6
	dst.Fill(colStatus)
	face := fontRegular.face(size)
	width := func(s string) float64 { w, _ := text.Measure(s, face, 0); return w }
	line := fitLine(g.statusLine(), float64(dst.Bounds().Dx())-size*1.2, width)
	drawText(dst, line, fontRegular, size, size*0.6, h/2, colWhite, text.AlignStart, text.AlignCenter)
}

// fitLine is s cut to fit avail: first whole parts from its end (the
// controls' hint after "; ", a part after "  -  "), then letters, ending
// with "…". On a 1024-pixel screen the status line ran off its edge.
func fitLine(s string, avail float64, width func(string) float64) string {
	for width(s) > avail {
		i := max(strings.LastIndex(s, "; "), strings.LastIndex(s, "  -  "))
		if i <= 0 {
			break
		}
		s = s[:i]
	}
	if width(s) <= avail {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && width(string(r)+"…") > avail {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

// panelHidden: a fight with the panel hidden (F4, or the web page's
// folded sheet), so the prompt is written nowhere else; not the table
// view, which has no prompt.
func (g *Game) panelHidden() bool {
	return g.ctl.fight != nil && !g.TableOn() && (g.ctl.panel == panelHidden || !g.view.Panel)
}

func (g *Game) statusLine() string {
	if l := g.ctl.fight.linkDown(); l != "" {
		return l // a link's screen with no connection: nothing it shows is news
	}
	if s := g.seatLine(); s != "" {
		// A hosted table's screen says whose seat and its connection
		// first (fitLine cuts from the end).
		return s + "  -  " + g.ctl.words(g.localStatusLine())
	}
	return g.ctl.words(g.localStatusLine())
}

func (g *Game) localStatusLine() string {
	b := g.ctl.drawnBoard() // the seat's map (drawmirror.go)
	if b == nil {
		return "No scenario loaded"
	}
	var f *board.Figure
	if g.hoverOn {
		f = b.FigureAt(g.hover)
	}
	if f == nil && g.ctl.selected != "" {
		f = b.Figure(g.ctl.selected)
	}
	if f != nil && !g.view.GM && g.fightMarks()[f.ID].Hidden {
		f = nil // an ambusher's name is the GM's secret
	}
	if f == nil && g.table.note != "" {
		return g.table.note
	}
	if f == nil && g.panelHidden() {
		// No panel writes the prompt: the status line does, what the
		// screen is first.
		return g.ctl.promptText() + "  -  " + b.Name
	}
	if t := g.ctl.fight.seatTitle(); f == nil && t != "" {
		if g.seatLine() != "" {
			return b.Name // the link's line before it said whose seat
		}
		return t + "  -  " + b.Name // a player's screen says whose it is
	}
	if f == nil {
		name := b.Name
		if name == "" {
			name = "Untitled scenario"
		}
		line := fmt.Sprintf("%s  -  %dx%d\"  -  %s", name, b.W, b.H, lightLabel[clampLight(b.Light)])
		if g.TableOn() {
			return line // the projector: nobody clicks it or has its keys
		}
		return line + "  -  click a figure to select it; wheel zooms, right-drag pans, F fits, F11 full screen"
	}
	most := f.MaxWounds()
	if m := g.ctl.seatState(); m != nil && m.Figures[f.ID].MaxWounds != nil {
		most = *m.Figures[f.ID].MaxWounds // the rules' number: its Size's and abilities' Wounds in
	}
	return figureLineOf(f, most)
}

// FigureLine describes a figure in one line for the status bar.
func FigureLine(f *board.Figure) string { return figureLineOf(f, f.MaxWounds()) }

// figureLineOf is FigureLine with the most Wounds the figure takes as the
// seat tells them.
func figureLineOf(f *board.Figure, most int) string {
	kind := "Extra"
	if f.WildCard {
		kind = "Wild Card"
	}
	s := fmt.Sprintf("%s (%s, %s) at %d,%d  -  Pace %d", f.Name, f.Side, kind, f.At.X, f.At.Y, f.Pace)
	if f.WildCard {
		s += fmt.Sprintf("  -  Wounds %d/%d", f.Wounds, most)
	} else if f.Wounds > 0 {
		s += fmt.Sprintf("  -  Wounds %d", f.Wounds)
	}
	for _, st := range []struct {
		on   bool
		name string
	}{
		{f.Shaken, "Shaken"}, {f.Distracted, "Distracted"}, {f.Vulnerable, "Vulnerable"},
		{f.Stunned, "Stunned"}, {f.Prone, "Prone"}, {f.Incapacitated, "Incapacitated"},
	} {
		if st.on {
			s += "  -  " + st.name
		}
	}
	return s
}

// MaxImageSide is the largest PNG side render will make: GPUs commonly
// cap textures at 16384 pixels and the antialiasing of shapes works in a
// buffer twice the picture's size.
const MaxImageSide = 8192

// PrintSize is the size in pixels of a board rendered at pxPerInch, with
// its coordinate margin.
func PrintSize(b *board.Board, pxPerInch float64) (int, int) {
	return int(math.Ceil((float64(b.W) + 2*Margin) * pxPerInch)),
		int(math.Ceil((float64(b.H) + 2*Margin) * pxPerInch))
}

// RenderImage paints b for a handout at pxPerInch and reads the pixels
// back. It needs ebiten's game loop to be running (call it from Update).
func RenderImage(b *board.Board, pxPerInch float64) (*image.RGBA, error) {
	if b == nil {
		return nil, errors.New("no board")
	}
	if !(pxPerInch >= 4) || pxPerInch > 1000 {
		return nil, fmt.Errorf("--px-per-inch %v: want 4 to 1000", pxPerInch)
	}
	w, h := PrintSize(b, pxPerInch)
	if w > MaxImageSide || h > MaxImageSide {
		return nil, fmt.Errorf("a %dx%d map at %v px per inch is %dx%d pixels, more than %d: lower --px-per-inch", b.W, b.H, pxPerInch, w, h, MaxImageSide)
	}
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	cam := Camera{Scale: pxPerInch, X: Margin * pxPerInch, Y: Margin * pxPerInch}
	DrawBoard(img, b, cam, DrawOptions{Print: true})
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(out.Pix)
	return out, nil
}

// WritePNG encodes an image as PNG.
func WritePNG(w io.Writer, img image.Image) error { return png.Encode(w, img) }

// frameKey is everything a frame shows that can change between frames.
type frameKey struct {
	screen        *ebiten.Image
	w, h          int
	version       uint64
	progress      uint64 // the top scene's box alone (drawProgress)
	overlay       overlayKey
	cam           Camera
	hover         board.Square
	hoverOn       bool
	cursorX, curY float64
	view          View
	board         *board.Board
	// The last word of the table's shell is painted over the rest (the
	// ruler's changes move the version).
	note string
	dice float64 // the dice panel's scroll (dicepanel.go)
}

// needsDraw reports whether the frame for screen differs from the last
// one painted, and remembers it as painted (the last frame's key stays
// in g.before for drawProgress).
func (g *Game) needsDraw(screen *ebiten.Image) bool {
	k := g.frameKeyFor(screen)
	if g.painted && k == g.lastFrame {
		return false
	}
	g.before, g.partial = g.lastFrame, g.painted
	g.lastFrame, g.painted = k, true
	return true
}

// progressBox is a scene whose box alone changes as its work goes on
// (the Odds' bar and numbers): an opaque box, whatever is under it.
type progressBox interface{ progressBox() }

// drawProgress repaints only the top scene's box when nothing else of
// the frame changed since the last one (the screen keeps its last frame:
// SetScreenClearedEveryFrame(false)), and reports whether it did. While
// the Odds play on Web Workers a whole frame of a big map costs the
// browser's drawing (software GL in headless Chromium; a phone's
// battery) far more than the box, and takes the cores from the workers.
func (g *Game) drawProgress(screen *ebiten.Image) bool {
	was := g.before
	was.progress = g.lastFrame.progress
	if !g.partial || was != g.lastFrame || g.lastFrame.progress == g.before.progress {
		return false
	}
	s, ok := g.ctl.top().(progressBox)
	if !ok {
		return false
	}
	s.(Scene).Draw(g.views(), screen)
	if !g.ctl.holding() {
		g.drawWhy(screen) // a disabled button's reason stays over the box
	}
	return true
}

func (g *Game) frameKeyFor(screen *ebiten.Image) frameKey {
	k := frameKey{screen: screen, version: g.ctl.version, progress: g.ctl.progress, overlay: g.ctl.ovKey, cam: g.cam,
		hover: g.hover, hoverOn: g.hoverOn, cursorX: g.prev.X, curY: g.prev.Y, view: g.view, board: g.ctl.drawnBoard(), note: g.table.note, dice: g.ctl.diceBack}
	if screen != nil {
		k.w, k.h = screen.Bounds().Dx(), screen.Bounds().Dy()
	}
	return k
}

// Frames counts the frames Draw painted (an idle window paints none).
func (g *Game) Frames() uint64 { return g.frames }
