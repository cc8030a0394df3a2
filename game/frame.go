package game

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"

	"battlemat/board"
	"battlemat/board/geom"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

func pt(x, y float64) geom.Point { return geom.Point{X: x, Y: y} }

// drawCache keeps the last painted table: an idle frame only copies it to
// the screen. It is rebuilt when anything it shows changes (camera,
// screen, board, figures' places and states, selection, hover).
type drawCache struct {
	scene *ebiten.Image
	key   sceneKey
	valid bool
	op    ebiten.DrawImageOptions
}

type sceneKey struct {
	board    *board.Board
	cam      Camera
	w, h     int
	figures  uint64
	selected string
	hover    board.Square
	hoverOn  bool
}

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

// Draw paints the table; it reads the game and never changes it (only its
// own picture cache).
func (g *Game) Draw(screen *ebiten.Image) {
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	key := sceneKey{
		board: g.board, cam: g.cam, w: w, h: h, figures: figuresHash(g.board),
		selected: g.selected, hover: g.hover, hoverOn: g.hoverOn,
	}
	c := &g.draw
	if c.scene == nil || c.scene.Bounds().Dx() != w || c.scene.Bounds().Dy() != h {
		if c.scene != nil {
			c.scene.Deallocate()
		}
		c.scene = ebiten.NewImage(w, h)
		c.valid = false
	}
	if !c.valid || c.key != key {
		DrawBoard(c.scene, g.board, g.cam, DrawOptions{Selected: g.selected, Hover: g.hover, HoverOn: g.hoverOn})
		g.drawStatus(c.scene)
		c.key, c.valid = key, true
	}
	c.op.GeoM.Reset()
	screen.DrawImage(c.scene, &c.op)
}

// drawStatus writes a line at the bottom: the figure under the cursor or
// the selected one, else the scenario's name and the controls.
func (g *Game) drawStatus(dst *ebiten.Image) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	size := clamp(float64(h)/45, 11, 26)
	bar := size * 1.6
	vector.FillRect(dst, 0, f32(float64(h)-bar), float32(w), f32(bar), colLabelBack, false)
	msg := g.statusLine()
	drawText(dst, msg, fontRegular, size, size*0.6, float64(h)-bar/2, colWhite, text.AlignStart, text.AlignCenter)
}

func (g *Game) statusLine() string {
	b := g.board
	if b == nil {
		return "No scenario loaded"
	}
	var f *board.Figure
	if g.hoverOn {
		f = b.FigureAt(g.hover)
	}
	if f == nil {
		f = g.Selected()
	}
	if f == nil {
		name := b.Name
		if name == "" {
			name = "Untitled scenario"
		}
		return fmt.Sprintf("%s  -  %dx%d\"  -  click a figure to select it; wheel zooms, right-drag pans, F fits, F11 full screen", name, b.W, b.H)
	}
	return FigureLine(f)
}

// FigureLine describes a figure in one line for the status bar.
func FigureLine(f *board.Figure) string {
	kind := "Extra"
	if f.WildCard {
		kind = "Wild Card"
	}
	s := fmt.Sprintf("%s (%s, %s) at %d,%d  -  Pace %d", f.Name, f.Side, kind, f.At.X, f.At.Y, f.Pace)
	if f.WildCard {
		s += fmt.Sprintf("  -  Wounds %d/%d", f.Wounds, f.MaxWounds())
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
// cap textures at 16384 pixels.
const MaxImageSide = 16384

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
