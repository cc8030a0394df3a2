package game

import (
	"image/color"
	"math"
	"unicode/utf8"

	"battlemat/board"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// DrawOptions says how to paint a board.
type DrawOptions struct {
	// Selected is the id of the figure to ring ("" for none).
	Selected string
	// Hover is a square to highlight when HoverOn.
	Hover   board.Square
	HoverOn bool
	// Print paints a white surround for handouts instead of the dark
	// surround of the projected window.
	Print bool
	// Table: the projector's big marks, and names only for the figures
	// Named (hovered or tapped).
	TableView bool
	Named     [2]string
	// Marks are the battle's marks per figure (Hold, Defend, Joker, Aim).
	Marks map[string]FightMarks
	// Walls: the thin walls, doors and windows drawn (1), not (-1), or as
	// the map has it (0: drawn on a map without a picture); Grid is the
	// grid's strength (mapview.go).
	Walls int8
	Grid  GridStrength
	// GM: the GM's view, which alone draws hidden figures (marked "?").
	GM bool
	// MostWounds are the most Wounds each figure takes as its seat was
	// told (the token's pips; a figure left out: its own count).
	MostWounds map[string]int
	// Setup: the setup's map, whose names say who plays each figure and
	// stay by their own base (setup_labels.go); Named are the figure
	// picked and the one pointed at, always named.
	Setup bool
}

func (o DrawOptions) style() tokenStyle {
	return tokenStyle{table: o.TableView, show1: o.Named[0], show2: o.Named[1], marks: o.Marks, most: o.MostWounds, setup: o.Setup}
}

// DrawBoard paints b onto dst as cam sees it: terrain, grid, light,
// coordinates, then the figures. It reads b and never changes it.
func DrawBoard(dst *ebiten.Image, b *board.Board, cam Camera, opt DrawOptions) {
	surround := colSurround
	if opt.Print {
		surround = colSurroundPrint
	}
	dst.Fill(surround)
	if b == nil || cam.Scale <= 0 {
		return
	}
	if !opt.GM {
		b = visibleBoard(b, opt.Marks)
	}
	p := &painter{dst: dst, cam: cam, s: cam.Scale, spr: getSprites()}
	pic := p.terrain(b)
	p.grid(b, opt.Grid, pic)
	p.light(b)
	p.silences(b) // mapview.go
	if opt.Walls > 0 || opt.Walls == 0 && !pic {
		p.thinWalls(b, pic)
	} else {
		p.addedWalls(b)
		p.barriers(b)
	}
	p.coordinates(b, inkOn(surround))
	if opt.HoverOn && b.InBounds(opt.Hover) {
		x, y := cam.ToScreen(pt(float64(opt.Hover.X), float64(opt.Hover.Y)))
		vector.FillRect(dst, f32(x), f32(y), f32(p.s), f32(p.s), withAlpha(colHover, 0x40), false)
		vector.StrokeRect(dst, f32(x), f32(y), f32(p.s), f32(p.s), f32(math.Max(1, p.s/24)), colHover, false)
	}
	p.tokens(b, SideColors(b), opt.Selected, opt.TableView, placeTokens(b, cam, opt.style(), nil), opt.style())
}

// painter holds what every drawing helper needs.
type painter struct {
	dst *ebiten.Image
	cam Camera
	s   float64 // pixels per inch
	spr *sprites
	op  ebiten.DrawImageOptions
}

func f32(v float64) float32 { return float32(v) }

func withAlpha(c color.RGBA, a uint8) color.RGBA {
	// Premultiplied: scale the channels with the alpha.
	k := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), a}
}

// rect fills the map rectangle (x, y, w, h) in inches, at once.
func (p *painter) rect(x, y, w, h float64, c color.Color) {
	sx, sy := p.cam.ToScreen(pt(x, y))
	// Snap to whole pixels so neighbouring squares meet without seams.
	x0, y0 := math.Round(sx), math.Round(sy)
	x1, y1 := math.Round(sx+w*p.s), math.Round(sy+h*p.s)
	vector.FillRect(p.dst, f32(x0), f32(y0), f32(x1-x0), f32(y1-y0), c, false)
}

// circle draws a disc at map point (x, y), radius in inches.
func (p *painter) circle(x, y, r float64, c color.RGBA) {
	sx, sy := p.cam.ToScreen(pt(x, y))
	rr := r * p.s
	p.sprite(p.spr.disc, sx-rr, sy-rr, 2*rr, 2*rr, c)
}

// terrain paints the squares, or the map's picture when it has one (the
// picture shows its walls and ground); it reports a picture drawn.
func (p *painter) terrain(b *board.Board) bool {
	p.rect(0, 0, float64(b.W), float64(b.H), colPaper)
	if b.Picture != nil && p.picture(b) {
		return true
	}
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			t := b.Cells[y*b.W+x]
			fx, fy := float64(x), float64(y)
			switch {
			case t.Door:
				// Drawn over its neighbours below.
			case t.Blocks && t.Material == "tree":
				p.rect(fx, fy, 1, 1, colTreeGround)
			case t.Blocks:
				p.rect(fx, fy, 1, 1, wallColor(t.Material))
			case t.Gap:
				p.gap(fx, fy)
			case t.Water:
				p.water(fx, fy)
			case t.Difficult:
				p.rect(fx, fy, 1, 1, colDifficult)
				p.hatch(fx, fy)
			}
			if t.Unstable {
				p.unstable(fx, fy)
			}
		}
	}
	// What overlaps the neighbours: canopies, low walls, wall edges.
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			t := b.Cells[y*b.W+x]
			fx, fy := float64(x), float64(y)
			switch {
			case t.Door:
				k, _ := cellKind(t)
				p.doorLeaf(fx, fy, doorAcross(b, x, y), k)
			case t.Blocks && t.Material == "tree":
				p.circle(fx+0.5, fy+0.5, 0.47, colCanopyEdge)
				p.circle(fx+0.5, fy+0.5, 0.41, colCanopy)
				p.circle(fx+0.4, fy+0.4, 0.17, colCanopyLight)
			case t.Blocks:
				p.wallEdges(b, x, y)
			case t.Cover > rules.NoCover:
				p.lowWall(b, x, y)
			}
		}
	}
	return false
}

// gap is a ditch's or a chasm's square: a dark pit inside an earthen
// rim, so it reads apart from walls (grey, solid) and rubble (hatched).
func (p *painter) gap(x, y float64) {
	p.rect(x, y, 1, 1, colGapEdge)
	p.rect(x+0.1, y+0.1, 0.8, 0.8, colGap)
}

// water is a blue square with two ripples: water reads apart from
// rubble's hatching.
func (p *painter) water(x, y float64) {
	p.rect(x, y, 1, 1, colWater)
	w := f32(math.Max(1, p.s/22))
	for _, dy := range []float64{0.33, 0.7} {
		for _, dx := range []float64{0.12, 0.52} {
			x0, y0 := p.cam.ToScreen(pt(x+dx, y+dy))
			x1, y1 := p.cam.ToScreen(pt(x+dx+0.18, y+dy-0.07))
			x2, y2 := p.cam.ToScreen(pt(x+dx+0.36, y+dy))
			vector.StrokeLine(p.dst, f32(x0), f32(y0), f32(x1), f32(y1), w, colRipple, true)
			vector.StrokeLine(p.dst, f32(x1), f32(y1), f32(x2), f32(y2), w, colRipple, true)
		}
	}
}

// unstable marks an unstable platform's square with a wavy border.
func (p *painter) unstable(x, y float64) {
	w := f32(math.Max(1, p.s/20))
	for i := range 4 {
		x0, y0 := p.cam.ToScreen(pt(x+float64(i)*0.25, y+0.9))
		x1, y1 := p.cam.ToScreen(pt(x+float64(i)*0.25+0.125, y+0.8))
		x2, y2 := p.cam.ToScreen(pt(x+float64(i+1)*0.25, y+0.9))
		vector.StrokeLine(p.dst, f32(x0), f32(y0), f32(x1), f32(y1), w, colUnstable, true)
		vector.StrokeLine(p.dst, f32(x1), f32(y1), f32(x2), f32(y2), w, colUnstable, true)
	}
}

// doorAcross: the door square's leaf runs left to right (walls or doors
// beside it there), else top to bottom.
func doorAcross(b *board.Board, x, y int) bool {
	solid := func(dx, dy int) bool {
		s := board.Square{X: x + dx, Y: y + dy}
		return !b.InBounds(s) || b.At(s).Blocks || b.At(s).Door
	}
	return solid(-1, 0) || solid(1, 0) || !(solid(0, -1) || solid(0, 1))
}

// doorLeaf draws a door in square (x, y): a closed one is a plank across
// the square with its jambs, an open one is the plank swung back from its
// hinge with a dotted threshold, a broken one two splintered stubs.
func (p *painter) doorLeaf(x, y float64, across bool, k legendKind) {
	// Work in the square's own frame: u along the doorway, v across it.
	at := func(u, v float64) (float64, float64) {
		if across {
			return p.cam.ToScreen(pt(x+u, y+v))
		}
		return p.cam.ToScreen(pt(x+v, y+u))
	}
	line := func(u0, v0, u1, v1, w float64, c color.RGBA) {
		x0, y0 := at(u0, v0)
		x1, y1 := at(u1, v1)
		vector.StrokeLine(p.dst, f32(x0), f32(y0), f32(x1), f32(y1), f32(math.Max(1, w*p.s)), c, true)
	}
	line(0, 0.5, 0.08, 0.5, 0.34, colWallEdge) // the jambs
	line(0.92, 0.5, 1, 0.5, 0.34, colWallEdge)
	switch k {
	case lgDoorOpen:
		for u := 0.14; u < 0.9; u += 0.16 {
			line(u, 0.5, u+0.07, 0.5, 0.05, colDoorEdge)
		}
		line(0.1, 0.5, 0.1, -0.25, 0.14, colDoorEdge)
		line(0.1, 0.5, 0.1, -0.25, 0.08, colDoor)
	case lgDoorBroken:
		line(0.08, 0.5, 0.3, 0.42, 0.16, colDoorEdge)
		line(0.7, 0.58, 0.92, 0.5, 0.16, colDoorEdge)
		line(0.08, 0.5, 0.3, 0.42, 0.09, colDoor)
		line(0.7, 0.58, 0.92, 0.5, 0.09, colDoor)
		p.circle(0.45+x, 0.3+y, 0.04, colDoorEdge)
		p.circle(0.55+x, 0.72+y, 0.04, colDoorEdge)
	default:
		line(0.08, 0.5, 0.92, 0.5, 0.24, colDoorEdge)
		line(0.1, 0.5, 0.9, 0.5, 0.15, colDoor)
		kx, ky := at(0.78, 0.5)
		vector.FillCircle(p.dst, f32(kx), f32(ky), f32(math.Max(1.5, 0.05*p.s)), colGold, true)
	}
}

// thinLine is one thin wall: a solid wall dark and thick, a window a
// pale blue double line, a door brown (dashed when open, two stubs when
// broken).
func (p *painter) thinLine(ax, ay, bx, by float64, kind board.WallKind, open, broken bool) {
	x0, y0 := p.cam.ToScreen(pt(ax, ay))
	x1, y1 := p.cam.ToScreen(pt(bx, by))
	seg := func(t0, t1, w float64, c color.RGBA) {
		vector.StrokeLine(p.dst, f32(x0+(x1-x0)*t0), f32(y0+(y1-y0)*t0), f32(x0+(x1-x0)*t1), f32(y0+(y1-y0)*t1), f32(math.Max(1, w*p.s)), c, true)
	}
	switch {
	case kind == board.WallWindow:
		seg(0, 1, 0.18, colWallEdge)
		seg(0, 1, 0.1, colWindow)
		seg(0, 1, 0.03, colWhite)
	case kind == board.WallDoor && broken:
		seg(0, 0.25, 0.16, colDoorEdge)
		seg(0.75, 1, 0.16, colDoorEdge)
	case kind == board.WallDoor && open:
		for t := 0.0; t < 1; t += 0.2 {
			seg(t, t+0.1, 0.1, colDoor)
		}
	case kind == board.WallDoor:
		seg(0, 1, 0.2, colDoorEdge)
		seg(0.02, 0.98, 0.12, colDoor)
	default:
		seg(0, 1, 0.16, colWallEdge)
	}
}

// hatch draws diagonal lines across square (x, y); the tile's lines run
// on unbroken across neighbouring squares.
func (p *painter) hatch(x, y float64) {
	sx, sy := p.cam.ToScreen(pt(x, y))
	x0, y0 := math.Round(sx), math.Round(sy)
	x1, y1 := math.Round(sx+p.s), math.Round(sy+p.s)
	p.sprite(p.spr.hatch, x0, y0, x1-x0, y1-y0, colHatch)
}

// wallEdges outlines the sides of a wall square that face open ground, so
// a block of walls reads as one solid mass.
func (p *painter) wallEdges(b *board.Board, x, y int) {
	const w = 0.06
	fx, fy := float64(x), float64(y)
	solid := func(dx, dy int) bool {
		s := board.Square{X: x + dx, Y: y + dy}
		if !b.InBounds(s) {
			return true
		}
		t := b.At(s)
		return t.Blocks && t.Material != "tree"
	}
	if !solid(0, -1) {
		p.rect(fx, fy, 1, w, colWallEdge)
	}
	if !solid(0, 1) {
		p.rect(fx, fy+1-w, 1, w, colWallEdge)
	}
	if !solid(-1, 0) {
		p.rect(fx, fy, w, 1, colWallEdge)
	}
	if !solid(1, 0) {
		p.rect(fx+1-w, fy, w, 1, colWallEdge)
	}
}

// lowWall draws a thick bar through the square, joined towards
// neighbouring low walls (a lone one runs left to right).
func (p *painter) lowWall(b *board.Board, x, y int) {
	const w = 0.3
	fx, fy := float64(x)+0.5, float64(y)+0.5
	low := func(dx, dy int) bool {
		s := board.Square{X: x + dx, Y: y + dy}
		return b.InBounds(s) && b.At(s).Cover > rules.NoCover && !b.At(s).Blocks
	}
	l, r, u, d := low(-1, 0), low(1, 0), low(0, -1), low(0, 1)
	if !l && !r && !u && !d {
		l, r = true, true
	}
	bar := func(x0, y0, x1, y1 float64) {
		p.rect(x0, y0, x1-x0, y1-y0, colLowWallEdge)
		const e = 0.05
		p.rect(x0+e, y0+e, x1-x0-2*e, y1-y0-2*e, colLowWall)
	}
	h := w / 2
	x0, x1 := fx-h, fx+h
	if l {
		x0 = fx - 0.5
	}
	if r {
		x1 = fx + 0.5
	}
	if l || r {
		bar(x0, fy-h, x1, fy+h)
	}
	y0, y1 := fy-h, fy+h
	if u {
		y0 = fy - 0.5
	}
	if d {
		y1 = fy + 0.5
	}
	if u || d {
		bar(fx-h, y0, fx+h, y1)
	}
}

func (p *painter) grid(b *board.Board, strength GridStrength, picture bool) {
	thin := math.Max(1, math.Round(p.s/40))
	x0, y0 := p.cam.ToScreen(pt(0, 0))
	x1, y1 := p.cam.ToScreen(pt(float64(b.W), float64(b.H)))
	ink := func(fifth bool) (color.RGBA, float64) {
		c, extra, _ := gridInk(strength, picture, fifth)
		w := thin + extra
		if fifth {
			w++
		}
		return c, w
	}
	if _, _, on := gridInk(strength, picture, false); !on {
		return
	}
	for x := 0; x <= b.W; x++ {
		c, w := ink(x%5 == 0)
		sx, _ := p.cam.ToScreen(pt(float64(x), 0))
		sx = math.Round(sx)
		vector.FillRect(p.dst, f32(sx-w/2), f32(y0), f32(w), f32(y1-y0), c, false)
	}
	for y := 0; y <= b.H; y++ {
		c, w := ink(y%5 == 0)
		_, sy := p.cam.ToScreen(pt(0, float64(y)))
		sy = math.Round(sy)
		vector.FillRect(p.dst, f32(x0), f32(sy-w/2), f32(x1-x0), f32(w), c, false)
	}
}

// lightShade is how dark the map is drawn at each light level (alpha of
// a night-blue veil); the figures stay on top, readable.
var lightShade = [...]uint8{rules.Bright: 0, rules.Dim: 0x40, rules.Dark: 0x78, rules.Pitch: 0xb0}

var lightLabel = [...]string{rules.Bright: "Bright light", rules.Dim: "Dim light", rules.Dark: "Darkness", rules.Pitch: "Pitch darkness"}

func clampLight(l rules.Light) rules.Light {
	if l < 0 || int(l) >= len(lightLabel) {
		return rules.Bright
	}
	return l
}

func (p *painter) light(b *board.Board) {
	if len(b.Lights) > 0 {
		p.lights(b)
		return
	}
	if l := clampLight(b.Light); l != rules.Bright {
		p.rect(0, 0, float64(b.W), float64(b.H), withAlpha(colNight, lightShade[l]))
	}
}

func (p *painter) coordinates(b *board.Board, ink color.RGBA) {
	eachCoordinate(b, p.s, func(n int, size, x, y float64) {
		p.text(itoa(n), fontRegular, size, x, y, ink, text.AlignCenter, text.AlignCenter)
	})
}

// eachCoordinate calls at for each number along the map's border at s
// pixels an inch: its text size and centre in map inches (in the margin).
// The painting and the names' placing (coordRects) share it.
func eachCoordinate(b *board.Board, s float64, at func(n int, size, x, y float64)) {
	size := clamp(0.34*s, 7, 28)
	every := 1
	switch {
	case s < 9:
		every = 10
	case s < 18:
		every = 5
	case s < 26:
		every = 2
	}
	m := Margin / 2
	for x := 0; x < b.W; x += every {
		at(x, size, float64(x)+0.5, -m)
		at(x, size, float64(x)+0.5, float64(b.H)+m)
	}
	for y := 0; y < b.H; y += every {
		at(y, size, -m, float64(y)+0.5)
		at(y, size, float64(b.W)+m, float64(y)+0.5)
	}
}

// coordRects appends the screen boxes of the border's numbers to dst, so
// a name is never set over them.
func coordRects(b *board.Board, cam Camera, dst []rect) []rect {
	// Digits are as wide as each other: one measure serves every number.
	var dw, h float64
	eachCoordinate(b, cam.Scale, func(n int, size, x, y float64) {
		if h == 0 {
			dw, h = text.Measure("0", fontRegular.face(size), 0)
		}
		w := dw * float64(len(itoa(n)))
		sx, sy := cam.ToScreen(pt(x, y))
		dst = append(dst, rect{sx - w/2, sy - h/2, sx + w/2, sy + h/2})
	})
	return dst
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

func itoa(n int) string {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return fmtInt(n)
}

// smallInts spares the coordinates an allocation per label.
var smallInts = func() []string {
	s := make([]string, 200)
	for i := range s {
		s[i] = fmtInt(i)
	}
	return s
}()

func fmtInt(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// text draws s at map point (x, y) in inches, size in pixels.
func (p *painter) text(s string, src *fontSource, size, x, y float64, c color.Color, h, v text.Align) {
	sx, sy := p.cam.ToScreen(pt(x, y))
	drawText(p.dst, s, src, size, sx, sy, c, h, v)
}

// drawText draws s at screen point (x, y).
func drawText(dst *ebiten.Image, s string, src *fontSource, size, x, y float64, c color.Color, h, v text.Align) {
	if dst == nil {
		return // measured, not drawn (dicepanel.go)
	}
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign, op.SecondaryAlign = h, v
	text.Draw(dst, s, src.face(size), op)
}

// badge is a status mark on a token.
type badge struct {
	letter string
	c      color.RGBA
}

var (
	badgeShaken     = badge{"S", color.RGBA{0xf2, 0xc2, 0x30, 0xff}}
	badgeDistracted = badge{"D", color.RGBA{0x9b, 0x59, 0xd0, 0xff}}
	badgeVulnerable = badge{"V", color.RGBA{0xe6, 0x7e, 0x22, 0xff}}
	badgeStunned    = badge{"St", color.RGBA{0xe0, 0x40, 0x40, 0xff}}
	badgeProne      = badge{"P", color.RGBA{0x7f, 0x8c, 0x8d, 0xff}}
	badgeCrouching  = badge{"C", color.RGBA{0x7f, 0x8c, 0x8d, 0xff}}
)

// Badges lists a figure's status marks in drawing order.
func Badges(st rules.State) []string {
	var out []string
	for _, b := range badgesOf(st, nil) {
		out = append(out, b.letter)
	}
	return out
}

func badgesOf(st rules.State, buf []badge) []badge {
	if st.Shaken {
		buf = append(buf, badgeShaken)
	}
	if st.Distracted {
		buf = append(buf, badgeDistracted)
	}
	if st.Vulnerable {
		buf = append(buf, badgeVulnerable)
	}
	if st.Stunned {
		buf = append(buf, badgeStunned)
	}
	if st.Prone {
		buf = append(buf, badgeProne)
	} else if st.Crouching {
		buf = append(buf, badgeCrouching)
	}
	return buf
}

// tokenRadius is the drawn radius of a base, in inches: a little inside
// its footprint so neighbours stay apart.
func tokenRadius(f *board.Figure) float64 { return f.Radius() * 0.86 }

// tokens draws every figure in layers (shadows, bodies, marks, text,
// labels), so a figure's parts stack the same way whatever the order of
// the figures and neighbouring draws of one sprite batch together.
func (p *painter) tokens(b *board.Board, colors map[string]color.RGBA, selected string, table bool, places []tokenPlace, st tokenStyle) {
	initials := 0.72
	if table {
		initials = 0.9 // read from across the room
	}
	for i := range b.Figures {
		if i < len(places) && places[i].up != (rect{}) {
			// The figure that is up: a gold ring outside the selection's.
			u := places[i].up
			cx, cy, rr := (u.x0+u.x1)/2, (u.y0+u.y1)/2, (u.x1-u.x0)/2
			vector.StrokeCircle(p.dst, f32(cx), f32(cy), f32(rr), f32(math.Max(2, p.s/14)), colJoker, true)
		}
	}
	for _, f := range b.Figures {
		c, r := f.Center(), tokenRadius(f)
		p.circle(c.X+0.04, c.Y+0.06, r, color.RGBA{0, 0, 0, 0x60})
		if f.ID == selected {
			p.circle(c.X, c.Y, r+0.14, colSelect)
		}
	}
	for _, f := range b.Figures {
		c, r := f.Center(), tokenRadius(f)
		p.circle(c.X, c.Y, r, colBlack)
		p.circle(c.X, c.Y, r-0.03, colWhite)
	}
	for _, f := range b.Figures {
		c, r := f.Center(), tokenRadius(f)
		p.circle(c.X, c.Y, r-0.09, bodyColor(f, colors))
	}
	labels := TokenLabels(b.Figures)
	for _, f := range b.Figures {
		c, r := f.Center(), tokenRadius(f)
		l := labels[f.ID]
		// Three letters or more are set smaller to stay inside the base.
		p.text(l, fontBold, r*p.s*initials*min(1, 2.4/float64(max(2, utf8.RuneCountInString(l)))), c.X, c.Y, inkOn(bodyColor(f, colors)), text.AlignCenter, text.AlignCenter)
	}
	// Marks go over the initials: the cross of the Incapacitated, the Wild
	// Card star, status badges, Wound pips.
	for i, f := range b.Figures {
		c, r := f.Center(), tokenRadius(f)
		if f.Incapacitated {
			d := r * 0.7
			sx, sy := p.cam.ToScreen(pt(c.X-d, c.Y-d))
			p.sprite(p.spr.cross, sx, sy, 2*d*p.s, 2*d*p.s, colCross)
		}
		if f.WildCard {
			p.star(c.X+r*0.72, c.Y-r*0.72, math.Max(0.17, r*0.3))
		}
		for _, m := range places[i].marks {
			e := math.Max(1.5, m.r*0.18)
			p.sprite(p.spr.disc, m.x-m.r-e, m.y-m.r-e, 2*(m.r+e), 2*(m.r+e), colBlack)
			p.sprite(p.spr.disc, m.x-m.r, m.y-m.r, 2*m.r, 2*m.r, m.c)
		}
		if places[i].pips != (rect{}) {
			p.woundPips(f, st.pipCount(f), c.X, c.Y+r*0.8, r)
		}
	}
	for i := range b.Figures {
		for _, m := range places[i].marks {
			size := m.r * 1.25
			if len(m.letter) > 1 {
				size = m.r * 1.0
			}
			drawText(p.dst, m.letter, fontBold, size, m.x, m.y, inkOn(m.c), text.AlignCenter, text.AlignCenter)
		}
	}
	// Names last, where placeTokens found them room.
	for _, tp := range places {
		if !tp.labelOK {
			continue
		}
		box := tp.label
		vector.FillRect(p.dst, f32(box.x0), f32(box.y0), f32(box.x1-box.x0), f32(box.y1-box.y0), colLabelBack, false)
		drawText(p.dst, tp.name, fontRegular, tp.labelSize, (box.x0+box.x1)/2, box.y0+tp.labelSize*0.0625, colWhite, text.AlignCenter, text.AlignStart)
	}
}

// rect is a screen rectangle.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) overlaps(o rect) bool {
	return r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1
}

func overlapsAny(r rect, rs []rect) bool {
	for _, o := range rs {
		if r.overlaps(o) {
			return true
		}
	}
	return false
}

func bodyColor(f *board.Figure, colors map[string]color.RGBA) color.RGBA {
	if f.Incapacitated {
		return colIncap
	}
	return colors[f.Side]
}

func badgeRadius(f *board.Figure) float64 { return 0.16 * math.Sqrt(float64(f.Footprint())) }

// woundPips shows Wounds as red pips, and for a Wild Card the Wounds it
// can still take as hollow ones.
func (p *painter) woundPips(f *board.Figure, n int, x, y, r float64) {
	if n == 0 {
		return
	}
	pr := math.Min(0.09, r*0.16)
	gap := pr * 2.6
	x0 := x - gap*float64(n-1)/2
	for i := 0; i < n; i++ {
		px := x0 + gap*float64(i)
		p.circle(px, y, pr+0.025, colBlack)
		if i < f.Wounds {
			p.circle(px, y, pr, colWound)
		} else {
			p.circle(px, y, pr, colWhite)
		}
	}
}

// star draws the Wild Card mark: a gold five-pointed star with a dark
// edge.
func (p *painter) star(x, y, r float64) {
	sx, sy := p.cam.ToScreen(pt(x, y))
	R := r * p.s
	e := math.Max(1.5, R*0.2)
	p.sprite(p.spr.star, sx-R-e, sy-R-e, 2*(R+e), 2*(R+e), colGoldEdge)
	p.sprite(p.spr.star, sx-R, sy-R, 2*R, 2*R, colGold)
}

// visibleBoard is b without the figures still hidden from the table (a
// shallow copy, b itself when none is): the table's and the players'
// views never draw an ambusher the GM has not revealed. With no battle's
// marks (a handout), the scenario's hidden: key decides.
func visibleBoard(b *board.Board, marks map[string]FightMarks) *board.Board {
	hidden := func(f *board.Figure) bool {
		if marks == nil {
			return f.Hidden
		}
		return marks[f.ID].Hidden
	}
	n := 0
	for _, f := range b.Figures {
		if hidden(f) {
			n++
		}
	}
	if n == 0 {
		return b
	}
	v := *b
	v.Figures = make([]*board.Figure, 0, len(b.Figures)-n)
	for _, f := range b.Figures {
		if !hidden(f) {
			v.Figures = append(v.Figures, f)
		}
	}
	return &v
}
