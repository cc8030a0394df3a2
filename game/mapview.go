package game

import (
	"image/color"
	"math"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
)

// How the map is drawn, the GM's choice: the thin walls, doors and
// windows over the map (on a picture map the picture already shows them,
// so they are off unless asked for, and never shown to the players), and
// the grid's strength (a bought battlemap often has its own grid).

// GridStrength is how strongly the grid is drawn.
type GridStrength int

// The grid's strengths: GridAuto is the map's default (faint over a
// picture, normal on a plain map); the command cycles the others.
const (
	GridAuto GridStrength = iota
	GridOff
	GridFaint
	GridNormal
	GridStrong
)

var gridNames = [...]string{GridAuto: "auto", GridOff: "off", GridFaint: "faint", GridNormal: "normal", GridStrong: "strong"}

// resolve is s for a map with or without a picture.
func (s GridStrength) resolve(picture bool) GridStrength {
	switch {
	case s > GridAuto && s <= GridStrong:
		return s
	case picture:
		return GridFaint
	}
	return GridNormal
}

// mapView is the controller's part: zero is each map's default.
type mapView struct {
	walls int8 // 0 the map's default, 1 shown, -1 hidden
	grid  GridStrength
}

func (c *Controller) hasPicture() bool {
	b := c.drawnBoard()
	return b != nil && b.Picture != nil
}

// ShowWalls reports whether the GM has the thin walls drawn: by default on
// a map without a picture (they are drawn nowhere else), off on a picture.
func (c *Controller) ShowWalls() bool {
	switch c.mapView.walls {
	case 1:
		return true
	case -1:
		return false
	}
	return !c.hasPicture()
}

func (c *Controller) toggleWalls() {
	if c.ShowWalls() {
		c.mapView.walls = -1
	} else {
		c.mapView.walls = 1
	}
}

func (c *Controller) wallsTitle() string {
	if c.ShowWalls() {
		return "GM: walls shown"
	}
	return "GM: walls hidden"
}

// GridStrength is the grid's strength now: faint over a picture, normal
// on a plain map, unless the GM chose.
func (c *Controller) GridStrength() GridStrength {
	return c.mapView.grid.resolve(c.hasPicture())
}

func (c *Controller) cycleGrid() {
	if c.mapView.grid = c.GridStrength() + 1; c.mapView.grid > GridStrong {
		c.mapView.grid = GridOff
	}
}

// mapViewOptions fills the map's part of the draw options: the thin walls
// for the GM, and for everyone only on a map without a picture.
func (g *Game) mapViewOptions(o *DrawOptions) {
	c := g.ctl
	o.Grid = c.GridStrength()
	o.Walls = -1
	if c.ShowWalls() && (g.view.GM && !o.TableView || !c.hasPicture()) {
		o.Walls = 1
	}
}

// mapHash folds what the map's drawing depends on besides the figures:
// the doors' states, the walls shown, the grid.
func mapHash(b *board.Board, o DrawOptions) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * prime }
	mix(uint64(o.Grid))
	mix(uint64(o.Walls + 2))
	if b == nil {
		return h
	}
	if p := b.Picture; p != nil { // an alignment written moves it
		mix(math.Float64bits(p.PxPerInch))
		mix(math.Float64bits(p.OffsetX))
		mix(math.Float64bits(p.OffsetY))
	}
	for _, z := range b.Zones { // the powers' light and darkness
		mix(math.Float64bits(z.At.X))
		mix(math.Float64bits(z.At.Y))
		mix(math.Float64bits(z.Radius) + uint64(z.Light))
		mix(math.Float64bits(z.To.X) ^ math.Float64bits(z.To.Y)<<1) // a beam's end
		if z.Silence {
			mix(1)
		}
	}
	for _, br := range b.Barriers { // the Barrier power's walls
		mix(math.Float64bits(br.From.X) ^ math.Float64bits(br.To.X)<<1)
		mix(math.Float64bits(br.From.Y) ^ math.Float64bits(br.To.Y)<<1)
		for _, k := range br.Broken {
			mix(uint64(k) + 1)
		}
	}
	for i := range b.Walls {
		w := &b.Walls[i]
		if w.Kind == board.WallDoor {
			v := uint64(i) << 2
			if w.Open {
				v |= 1
			}
			if w.Broken {
				v |= 2
			}
			mix(v)
		}
	}
	for i, c := range b.Cells {
		if c.Door && c.Open {
			mix(uint64(i))
		}
	}
	return h
}

// gridInk is the grid's colour and extra width at a strength: dark ink
// over a picture (its colours are unknown), the paper's own lines on a
// plain map.
func gridInk(s GridStrength, picture, fifth bool) (color.RGBA, float64, bool) {
	s = s.resolve(picture)
	if s == GridOff {
		return color.RGBA{}, 0, false
	}
	if picture {
		a := [...]uint8{GridFaint: 0x38, GridNormal: 0x70, GridStrong: 0xb0}[s]
		if fifth {
			a = min(0xe0, a+0x20)
		}
		return withAlpha(color.RGBA{0x10, 0x10, 0x10, 0xff}, a), float64(s - GridFaint), true
	}
	c := colGrid
	if fifth {
		c = colGrid5
	}
	switch s {
	case GridFaint:
		return withAlpha(c, 0x60), 0, true
	case GridStrong:
		return colGrid5, 1, true
	}
	return c, 0, true
}

// lightCache keeps the last map's light per square: working it out costs
// a line of sight per light and square, and doors change it.
var lightCache struct {
	b      *board.Board
	doors  uint64
	levels []rules.Light
}

// lights shades each square by the light at its centre (the scenario's
// light and the map's light sources, walls and closed doors casting
// shadows), as the rules read it for a target there.
func (p *painter) lights(b *board.Board) {
	doors := mapHash(b, DrawOptions{})
	if lightCache.b != b || lightCache.doors != doors || len(lightCache.levels) != b.W*b.H {
		lv := make([]rules.Light, b.W*b.H)
		for y := 0; y < b.H; y++ {
			for x := 0; x < b.W; x++ {
				lv[y*b.W+x] = b.LightAt(geom.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5})
			}
		}
		lightCache.b, lightCache.doors, lightCache.levels = b, doors, lv
	}
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			if l := clampLight(lightCache.levels[y*b.W+x]); l != rules.Bright {
				p.rect(float64(x), float64(y), 1, 1, withAlpha(colNight, lightShade[l]))
			}
		}
	}
}

var (
	colThinWall   = color.RGBA{0x2a, 0x24, 0x1e, 0xff}
	colThinDoor   = color.RGBA{0x9a, 0x5b, 0x22, 0xff}
	colThinWindow = color.RGBA{0x5f, 0xb4, 0xe6, 0xff}
)

// thinWalls draws the thin walls, doors and windows: walls as dark bars,
// a closed door as a brown bar edged dark, an open or broken one as its
// outline only, a window as a pale blue bar. Over a picture the blocking
// squares of the rows are tinted too.
func (p *painter) thinWalls(b *board.Board, picture bool) {
	if picture {
		for y := 0; y < b.H; y++ {
			for x := 0; x < b.W; x++ {
				if b.Cells[y*b.W+x].Blocks {
					p.rect(float64(x), float64(y), 1, 1, withAlpha(colThinWall, 0x70))
				}
			}
		}
	}
	for i := range b.Walls {
		wl := &b.Walls[i]
		p.thinLine(wl.A.X, wl.A.Y, wl.B.X, wl.B.Y, wl.Kind, wl.Open, wl.Broken)
	}
}

// addedWalls draws the walls a scenario adds to a Universal VTT map,
// which its picture does not show: everyone sees them, like a Barrier.
func (p *painter) addedWalls(b *board.Board) {
	for i := range b.Walls {
		if wl := &b.Walls[i]; wl.Added {
			p.thinLine(wl.A.X, wl.A.Y, wl.B.X, wl.B.Y, wl.Kind, wl.Open, wl.Broken)
		}
	}
}

// barriers draws the Barrier power's walls, which everyone sees even where
// the map's own thin walls are not drawn.
func (p *painter) barriers(b *board.Board) {
	for _, br := range b.Barriers {
		for _, r := range br.Runs() { // a broken section is a gap
			p.thinLine(r[0].X, r[0].Y, r[1].X, r[1].Y, board.WallSolid, false, false)
		}
	}
}
