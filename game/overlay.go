package game

import (
	"fmt"
	"image/color"
	"math"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/templates"
	"battlemat/wire"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Overlay is what the map shows over the board for the figure whose turn
// it is and the cursor: where it can move and what it costs, the path to
// the square under the cursor, a line of fire with its odds and every
// modifier, or a template and who is under it. Handle works it out; Draw
// paints it.
type Overlay struct {
	Actor string
	// Reach: the squares the actor can end a move on. PaceLeft is what is
	// left of its Pace; RunExtra what running adds (the die rolled, or
	// before running its highest roll).
	Reach    []ReachCell
	PaceLeft int
	RunExtra int
	Ran      bool
	// Path leads to the square under the cursor, Cost inches.
	Path     []board.Square
	PathCost int
	// Attack is the preview of an attack on the figure under the cursor.
	Attack *AttackPreview
	// Template is the preview of a template under the cursor.
	Template *TemplatePreview
	// Teleport is the destination under the cursor (teleport.go).
	Teleport *TeleportPreview
	// Tool is the ruler or template anyone may lay (tools.go).
	Tool *ToolView
	// Marked is the figure under the cursor when it carries effects, whose
	// names the tip gives (effectmarks.go).
	Marked string
}

// ReachCell is a square of the reach; Run marks one that needs the run.
type ReachCell struct {
	board.Square
	Cost int
	Run  bool
}

// AttackPreview is a line of fire (or a blow) on a foe before the click.
type AttackPreview struct {
	Kind     string // "shoot" or "fight"
	Target   string
	Weapon   string
	From, To geom.Point
	Visible  bool
	Cover    rules.Cover
	// Mods are every modifier of the roll, by name; TN the number to beat.
	Mods    rules.Mods
	TN      int
	Success float64
	Raise   float64
	// Err is the engine's refusal when the attack is not allowed now;
	// Waiting: the seat's preview is asked, not come yet.
	Err     string
	Waiting bool
	// A cast's (Kind "cast"): Cost its Power Points; Shaken and
	// DamageOdds a Bolt's chances of Shaking or better and of Wounding
	// (DamageOdds -1: no damage to show).
	Cost               string
	Shaken, DamageOdds float64
}

// TemplatePreview is a template following the cursor.
type TemplatePreview struct {
	Kind    rules.Template
	Weapon  string
	At      geom.Point
	Outline []geom.Point
	Under   []string
	Success float64
	Raise   float64
	Mods    rules.Mods
	Err     string
	Waiting bool // the seat's preview is asked, not come yet
	// Targets are the figures under it as the plan has them, each with
	// what it gets of its own (Mods): suppressive fire, its cover and
	// prone, and the odds that the roll Distracts it (Success) or hits
	// it (Raise); an area attack, the armor in its way and its damage
	// modifiers if the template lands where aimed, and the odds of its
	// evading it (Evade, -1 when it cannot).
	Targets []TemplateTarget
	// Suppress marks suppressive fire's preview; Lines are then the
	// rules' words on what it does to each figure under it
	// (rules.Battle.SuppressPreview), and Futile says it can affect nobody.
	Suppress bool
	Lines    []string
	Futile   bool
	// Cost is a template power's Power Points.
	Cost string
}

// TemplateTarget is one figure under a template preview.
type TemplateTarget struct {
	ID             string
	Armor          rules.Mods // an area attack's armor in the way (obstacle, cover as armor)
	Mods           rules.Mods
	Success, Raise float64
	Evade          float64
}

// DeviationView is a missed blast's deviation: from where it was aimed to
// where it came down, by the clock and inches rolled.
type DeviationView struct {
	Aim, Landing geom.Point
	Clock        int
	Inches       float64
	Kind         rules.Template
	Outline      []geom.Point
	Under        []string
}

// Overlay is the overlay for the current cursor.
func (c *Controller) Overlay() Overlay { return c.ov }

// updateOverlay works the overlay out again when the cursor's square, the
// battle or the mode changed.
func (c *Controller) updateOverlay(sq board.Square, on bool, pt geom.Point) {
	key := overlayKey{version: c.version, hover: sq, hoverOn: on, answers: c.pv.answers}
	at := sq
	if !on {
		at = board.Square{X: -1, Y: -1}
	}
	switch {
	case !c.tipGone:
	case !c.tipSeen:
		c.tipAt, c.tipSeen = at, true
	case c.tipAt != at:
		c.tipGone = false // the pointer moved on: odds of something new
	}
	if pw, ok := c.castPower(); c.mode == ModeThrow || c.tool.kind == toolCone || ok && menu.AimsAtPoint(pw, c.opt.Mods) {
		// A Cone or Stream swings with the point, not only the square.
		key.pt = geom.Point{X: math.Round(pt.X*4) / 4, Y: math.Round(pt.Y*4) / 4}
	}
	if key == c.ovKey && (c.ov.Actor != "" || c.tool.on()) {
		return
	}
	c.ovKey = key
	c.ov = c.computeOverlay(sq, on, pt, c.ov)
	c.ov.Tool = c.toolView(pt, on)
}

func (c *Controller) computeOverlay(sq board.Square, on bool, pt geom.Point, old Overlay) Overlay {
	ov := Overlay{Reach: old.Reach[:0], Path: old.Path[:0]}
	bd := c.seatBoard() // who is under the cursor: the seat's map (seatboard.go)
	if bd == nil {
		return ov
	}
	if f := bd.FigureAt(sq); on && f != nil && len(f.Effects) > 0 {
		ov.Marked = f.ID
	}
	a := c.actor()
	if a == nil || c.Asked() != nil {
		return ov
	}
	ov.Actor = a.ID
	if c.mode == ModeMove {
		sel := c.Selected()
		// The shading never covers the selected token (a large base's own
		// squares are in its reach); it shows the squares beyond a gap
		// that a jump reaches (moving.go).
		skip := func(s board.Square) bool { return sel != nil && sel.Covers(s) }
		mv := c.moveView(a.ID, skip, ov.Reach)
		ov.Reach, ov.PaceLeft, ov.RunExtra, ov.Ran = mv.Cells, mv.PaceLeft, mv.RunExtra, mv.Ran
		if on {
			ov.Path, ov.PathCost, _ = mv.path(ov.Path, sq)
		}
	}
	if pw, ok := c.teleporting(); ok && c.mode == ModeMore {
		c.teleportOverlay(&ov, a, pw, sq, on) // the reach and the destination
		return ov
	}
	if !on {
		return ov
	}
	fig := bd.FigureAt(sq)
	if c.spread != nil {
		ov.Attack = c.spreadPreview(fig) // the spread action's odds: spread.go
		return ov
	}
	switch c.mode {
	case ModeMove:
		if fig != nil && fig.ID != a.ID && fig.Side != a.Side && !fig.Incapacitated {
			if m, ok := c.reachMelee(a, fig); ok { // reach_melee.go
				ov.Attack = c.fightPreviewOf(a, fig, m)
			} else if engaged(bd, a.ID, fig) {
				ov.Attack = c.fightPreview(a, fig)
			} else if c.weaponFor(a.Figure, ModeShoot) >= 0 {
				ov.Attack = c.shotPreview(a, fig)
			}
		}
	case ModeShoot:
		if fig != nil && fig.ID != a.ID {
			ov.Attack = c.shotPreview(a, fig)
		}
	case ModeFight:
		if m, ok := c.reachMelee(a, fig); fig != nil && ok {
			ov.Attack = c.fightPreviewOf(a, fig, m)
		} else if fig != nil && fig.ID != a.ID {
			ov.Attack = c.fightPreview(a, fig)
		}
	case ModeThrow:
		ov.Template = c.templatePreview(a, c.templatePoint(a, pt))
	case ModeSuppress:
		ov.Template = c.suppressPreview(a, squareCentre(pt))
	case ModeMore:
		if pw, ok := c.castPower(); ok && menu.AimsAtPoint(pw, c.opt.Mods) {
			ov.Template = c.castTemplatePreview(a, pw, pt)
		} else if ok && fig != nil {
			ov.Attack = c.castPreview(a, fig)
		}
	}
	return ov
}

// The previews are the seat's (previewOf, preview.go): the odds,
// modifiers and TNs shown are those the action's dice will be rolled
// with. The line, the template's outline and who is under it are the
// map's geometry, drawn while the seat is asked or refuses.
func (g *Controller) shotPreview(a, t *board.Figure) *AttackPreview {
	w := g.weaponName(a.Figure, ModeShoot)
	ap := &AttackPreview{Kind: "shoot", Target: t.ID, Weapon: w, From: a.Center(), To: t.Center()}
	idx := g.weaponFor(a.Figure, ModeShoot)
	if idx >= 0 {
		wp := a.Weapons[idx]
		los := g.drawnBoard().LineOfFire(a, t, &wp)
		ap.Visible, ap.Cover = los.Visible, los.Cover
	}
	ap.fromPreview(g.previewOf(g.shoot(a, t))) // with the chosen options (options.go)
	return ap
}

func (g *Controller) fightPreview(a, t *board.Figure) *AttackPreview {
	return g.fightPreviewOf(a, t, g.melee(a, t)) // with the chosen options (options.go)
}

// fightPreviewOf previews the blow m at t: a Frenzy's or a Sweep's
// (edgeattack.go) die read against the foe pointed at.
func (g *Controller) fightPreviewOf(a, t *board.Figure, m rules.Melee) *AttackPreview {
	ap := &AttackPreview{Kind: "fight", Target: t.ID, Weapon: m.Weapon, From: a.Center(), To: t.Center(), Visible: true}
	ap.fromPreview(g.previewOf(m))
	return ap
}

func (g *Controller) templatePreview(a *board.Figure, at geom.Point) *TemplatePreview {
	idx := g.weaponFor(a.Figure, ModeThrow)
	if idx < 0 {
		return &TemplatePreview{Err: a.Name + " has no template weapon"}
	}
	w := a.Weapons[idx]
	tp := &TemplatePreview{Weapon: w.Name, At: at}
	k, err := templates.Parse(string(w.Template))
	if err != nil {
		tp.Err = err.Error()
		return tp
	}
	tp.Kind = k
	from := a
	if k.Blast() {
		from = nil
	}
	s, under, err := g.drawnBoard().PlaceTemplate(k, from, at)
	if err != nil {
		tp.Err = oneLine(err.Error())
		return tp
	}
	tp.Outline = s.Outline(48)
	for _, u := range under {
		tp.Under = append(tp.Under, u.ID)
	}
	tp.fromPreview(g.previewOf(rules.AreaAttack{Who: a.ID, Weapon: w.Name, At: at}))
	return tp
}

func (g *Controller) suppressPreview(a *board.Figure, at geom.Point) *TemplatePreview {
	w := g.weaponName(a.Figure, ModeSuppress)
	tp := &TemplatePreview{Kind: rules.MBT, Weapon: w, At: at, Suppress: true}
	s, under, err := g.drawnBoard().PlaceTemplate(rules.MBT, nil, at)
	if err == nil {
		tp.Outline = s.Outline(48)
		for _, u := range under {
			if u.ID != a.ID {
				tp.Under = append(tp.Under, u.ID)
			}
		}
	}
	tp.fromPreview(g.previewOf(rules.Suppress{Who: a.ID, Weapon: w, At: at}))
	return tp
}

// Overlay colours: Pace a cool blue, the run's extra amber, the path
// white on black, a clear line of fire green, covered amber, blocked red.
var (
	colReachPace = color.RGBA{0x1e, 0x90, 0xff, 0xff}
	colReachRun  = color.RGBA{0xff, 0xa5, 0x00, 0xff}
	colPath      = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colLineClear = color.RGBA{0x2e, 0xcc, 0x40, 0xff}
	colLineCover = color.RGBA{0xff, 0xb0, 0x00, 0xff}
	colLineBlock = color.RGBA{0xe0, 0x20, 0x20, 0xff}
	colTemplate  = color.RGBA{0xff, 0x40, 0x20, 0xff}
	colDeviation = color.RGBA{0xff, 0x20, 0xc0, 0xff}
)

// drawOverlay paints the overlay in map space onto dst.
func (vw *views) drawOverlay(dst *ebiten.Image) {
	ov := &vw.c.ov
	cam := vw.cam
	s := cam.Scale
	vw.drawGround(dst)
	// The seat's map: its figures where the seat says they stand.
	bd := vw.c.drawnBoard()
	drawCommandRing(dst, cam, bd, vw.c.selected) // command_ring.go
	for _, c := range ov.Reach {
		x, y := cam.ToScreen(pt(float64(c.X), float64(c.Y)))
		col := colReachPace
		if c.Run {
			col = colReachRun
		}
		vector.FillRect(dst, f32(x+1), f32(y+1), f32(s-2), f32(s-2), withAlpha(col, 0x50), false)
		if s >= 22 {
			drawText(dst, itoa(c.Cost), fontBold, s*0.3, x+s-3, y+s-2, withAlpha(colBlack, 0xd0), text.AlignEnd, text.AlignEnd)
		}
	}
	if len(ov.Path) > 0 {
		a := bd.Figure(ov.Actor)
		if a != nil {
			r := a.Radius()
			px, py := cam.ToScreen(a.Center())
			w := f32(math.Max(3, s/9))
			for _, sq := range ov.Path {
				x, y := cam.ToScreen(pt(float64(sq.X)+r, float64(sq.Y)+r))
				vector.StrokeLine(dst, f32(px), f32(py), f32(x), f32(y), w+3, colBlack, true)
				vector.StrokeLine(dst, f32(px), f32(py), f32(x), f32(y), w, colPath, true)
				px, py = x, y
			}
			last := ov.Path[len(ov.Path)-1]
			x, y := cam.ToScreen(pt(float64(last.X), float64(last.Y)))
			n := float64(a.Footprint()) * s
			vector.StrokeRect(dst, f32(x), f32(y), f32(n), f32(n), f32(math.Max(2, s/14)), colPath, false)
			label := fmt.Sprintf("%d\"", ov.PathCost)
			drawLabel(dst, label, x+n/2, y-s*0.05, clamp(s*0.4, 12, 30), colWhite, text.AlignEnd)
		}
	}
	if at := ov.Attack; at != nil {
		x0, y0 := cam.ToScreen(at.From)
		x1, y1 := cam.ToScreen(at.To)
		col := colLineClear
		switch {
		case !at.Visible || at.Err != "":
			col = colLineBlock
		case at.Cover > rules.NoCover:
			col = colLineCover
		}
		w := f32(math.Max(3, s/10))
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w+3, colBlack, true)
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w, col, true)
		t := bd.Figure(at.Target)
		if t != nil {
			r := tokenRadius(t) + 0.12
			vector.StrokeCircle(dst, f32(x1), f32(y1), f32(r*s), w, col, true)
		}
		vw.drawFireWords(dst, col) // "medium cover", beside the line (firewords.go)
	}
	vw.drawTeleport(dst)
	if tp := ov.Template; tp != nil && len(tp.Outline) > 2 {
		vw.drawShape(dst, tp.Outline, colTemplate)
		for _, id := range tp.Under {
			if f := bd.Figure(id); f != nil {
				x, y := cam.ToScreen(f.Center())
				vector.StrokeCircle(dst, f32(x), f32(y), f32((tokenRadius(f)+0.1)*s), f32(math.Max(3, s/10)), colTemplate, true)
			}
		}
	}
	vw.drawTool(dst)
	if dv := vw.c.deviation; dv != nil {
		if len(dv.Outline) > 2 {
			vw.drawShape(dst, dv.Outline, colDeviation)
		}
		x0, y0 := cam.ToScreen(dv.Aim)
		x1, y1 := cam.ToScreen(dv.Landing)
		w := f32(math.Max(3, s/9))
		vector.StrokeCircle(dst, f32(x0), f32(y0), f32(s*0.25), w, colDeviation, true)
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w+3, colBlack, true)
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w, colDeviation, true)
		// The arrowhead.
		if d := math.Hypot(x1-x0, y1-y0); d > 1 {
			ux, uy := (x1-x0)/d, (y1-y0)/d
			h := math.Max(10, s*0.4)
			for _, sgn := range []float64{1, -1} {
				hx := x1 - ux*h + sgn*uy*h*0.5
				hy := y1 - uy*h - sgn*ux*h*0.5
				vector.StrokeLine(dst, f32(x1), f32(y1), f32(hx), f32(hy), w, colDeviation, true)
			}
		}
		drawLabel(dst, fmt.Sprintf("%d o'clock, %.3g\"", dv.Clock, dv.Inches), (x0+x1)/2, math.Min(y0, y1)-s*0.2, clamp(s*0.4, 12, 30), colWhite, text.AlignCenter)
	}
}

// drawShape fills a template's outline translucent and strokes its edge.
func (vw *views) drawShape(dst *ebiten.Image, outline []geom.Point, col color.RGBA) {
	var path vector.Path
	for i, q := range outline {
		x, y := vw.cam.ToScreen(q)
		if i == 0 {
			path.MoveTo(f32(x), f32(y))
		} else {
			path.LineTo(f32(x), f32(y))
		}
	}
	path.Close()
	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(withAlpha(col, 0x48))
	vector.FillPath(dst, &path, nil, op)
	w := f32(math.Max(2, vw.cam.Scale/14))
	for i := range outline {
		a, b := outline[i], outline[(i+1)%len(outline)]
		x0, y0 := vw.cam.ToScreen(a)
		x1, y1 := vw.cam.ToScreen(b)
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w, col, true)
	}
}

// drawLabel writes s on a dark box, its bottom at y.
func drawLabel(dst *ebiten.Image, s string, x, y, size float64, c color.Color, h text.Align) {
	face := fontBold.face(size)
	w, th := text.Measure(s, face, 0)
	x0 := x
	switch h {
	case text.AlignCenter:
		x0 = x - w/2
	case text.AlignEnd:
		x0 = x - w
	}
	pad := size * 0.25
	vector.FillRect(dst, f32(x0-pad), f32(y-th-pad), f32(w+2*pad), f32(th+pad), color.RGBA{0, 0, 0, 0xd0}, false)
	drawText(dst, s, fontBold, size, x0, y-th-pad/2, c, text.AlignStart, text.AlignStart)
}

// drawGround draws the weapons lying on the map (dropped or disarmed) as
// small blade glyphs in the corner of their square, named when the map
// is large enough to read it; More: Pick up takes them.
func (vw *views) drawGround(dst *ebiten.Image) {
	drawGroundItems(dst, vw.cam, vw.c.groundItems())
}

// groundItems are the weapons on the ground as the seat tells them (none
// while the mirror cannot be brought in step with the battle).
func (c *Controller) groundItems() []wire.GroundItem {
	if m := c.seatState(); m != nil {
		return m.Ground
	}
	return nil
}

// drawGroundItems is drawGround for any screen: the window's and a hosted
// one's (the Remote's, from its seat's state).
func drawGroundItems(dst *ebiten.Image, cam Camera, items []wire.GroundItem) {
	s := cam.Scale
	for i, it := range items {
		if it.Broken {
			continue
		}
		x, y := cam.ToScreen(pt(float64(it.At.X), float64(it.At.Y)))
		// Several items on one square step along its bottom edge.
		off := float64(i%3) * s * 0.22
		x0, y0 := x+s*0.08+off, y+s*0.92
		x1, y1 := x0+s*0.3, y0-s*0.3
		w := f32(math.Max(2, s/12))
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w+2, colBlack, true)
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w, colGold, true)
		// The crossguard.
		cx, cy := x0+s*0.08, y0-s*0.08
		vector.StrokeLine(dst, f32(cx-s*0.07), f32(cy-s*0.07), f32(cx+s*0.07), f32(cy+s*0.07), w, colGoldEdge, true)
		if s >= 36 && i%3 == 0 {
			drawText(dst, it.Weapon, fontBold, s*0.2, x+s*0.5, y+s*0.62, withAlpha(colBlack, 0xe0), text.AlignCenter, text.AlignEnd)
		}
	}
}
