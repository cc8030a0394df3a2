package game

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The measuring tools (F3 steps through them): a ruler and the SBT, MBT,
// LBT and Cone templates, for anyone at the table and at any time. They
// only look: no action, nothing in the log. A ruler is a tap on one
// square and a tap on another (or a drag from one to the other, read
// live while the end moves); a blast follows the cursor and a tap leaves
// it there; a Cone is a tap on its point, then a tap toward where it aims.

type toolKind int

const (
	toolOff toolKind = iota
	toolRuler
	toolSBT
	toolMBT
	toolLBT
	toolCone
	toolCount
)

var toolNames = [...]string{toolOff: "Measure", toolRuler: "Ruler", toolSBT: "Template: SBT", toolMBT: "Template: MBT", toolLBT: "Template: LBT", toolCone: "Template: Cone"}

var toolTemplates = [...]rules.Template{toolSBT: rules.SBT, toolMBT: rules.MBT, toolLBT: rules.LBT, toolCone: rules.Cone}

// toolState is the tool in hand and its points: set 0 nothing placed, 1
// the start placed (the end follows the cursor), 2 both placed.
type toolState struct {
	kind     toolKind
	set      int
	from, to geom.Point
}

func (t toolState) on() bool { return t.kind != toolOff }

func (t toolState) title() string { return toolNames[t.kind] }

// ToolView is what the tool shows now, for the map and the tests.
type ToolView struct {
	Kind     string
	From, To geom.Point
	// Inches by the scenario's measure, and squares counted on the grid.
	Inches  float64
	Squares int
	// Outline is the template's edge; Under the figures it catches, by
	// name (hidden ones left out: the table sees this); Hidden the hidden
	// ones it catches, named only in the GM's view (label).
	Outline []geom.Point
	Under   []string
	Hidden  []string
	Text    string
}

// label is the tool's text as a view shows it: the GM's names the hidden
// figures it would catch too, marked so; any other view never does.
func (v *ToolView) label(gm bool) string {
	if !gm || len(v.Hidden) == 0 {
		return v.Text
	}
	names := append([]string(nil), v.Under...)
	for _, n := range v.Hidden {
		names = append(names, n+" (hidden)")
	}
	return strings.TrimPrefix(v.Kind, "Template: ") + " catches " + strings.Join(names, ", ")
}

func (c *Controller) cycleTool() {
	k := (c.tool.kind + 1) % toolCount
	c.tool = toolState{kind: k}
	if k == toolOff {
		c.say("Measuring off")
		return
	}
	c.edit = editState{}
	switch k {
	case toolRuler:
		c.say("Ruler: tap a square, then another (or drag); F3 for a template")
	case toolCone:
		c.say("Cone: tap its point, then where it aims")
	default:
		c.say("%s: it follows the cursor; tap to leave it there", toolNames[k])
	}
}

// snapTool is where a tap or the cursor puts a point: a square's centre
// (a ruler measures squares, a blast sits on one), or the exact point for
// a Cone's aim.
func (t toolState) snap(p geom.Point, end bool) geom.Point {
	if t.kind == toolCone && end {
		return p
	}
	return squareCentre(p)
}

// toolTap is a tap (or a press) on the map with a tool in hand.
func (c *Controller) toolTap(it Intent) {
	if !it.On {
		c.fail(fmt.Errorf("that is off the map: tap a square"))
		return
	}
	t := &c.tool
	blast := t.kind >= toolSBT && t.kind <= toolLBT
	switch {
	case blast:
		t.from, t.to, t.set = t.snap(it.Point, false), t.snap(it.Point, false), 2
	case t.set == 1:
		t.to, t.set = t.snap(it.Point, true), 2
	default:
		t.from, t.set = t.snap(it.Point, false), 1
		c.say("%s: now tap (or drag to) the other end", toolNames[t.kind])
		return
	}
	if v := c.toolView(it.Point, true); v != nil {
		c.say("%s", v.Text)
	}
}

// toolRelease ends a drag: a ruler or a Cone pressed on one square and
// released on another is measured as two taps would be.
func (c *Controller) toolRelease(it Intent) {
	t := &c.tool
	if t.set != 1 || !it.On || squareCentre(it.Point) == t.from {
		return
	}
	c.toolTap(it)
}

// toolDrag is a held press moving with a ruler's end: the message reads
// the length live (a finger covers the map's label), and the release
// keeps it (toolRelease).
func (c *Controller) toolDrag(it Intent) {
	t := c.tool
	if !it.On || t.kind != toolRuler || squareCentre(it.Point) == t.from {
		return
	}
	if v := c.toolView(it.Point, true); v != nil {
		if text := v.Text + " - lift to keep it"; c.msg != text {
			c.say("%s", text)
		}
	}
}

// toolView is the tool's picture with the cursor at p (on the map when
// on); nil when there is nothing to show.
func (c *Controller) toolView(p geom.Point, on bool) *ToolView {
	t := c.tool
	bd := c.drawnBoard() // the seat's map: its figures where it says
	if !t.on() || bd == nil {
		return nil
	}
	from, to := t.from, t.to
	switch {
	case t.set == 1 && on:
		to = t.snap(p, true)
	case t.set == 0 && on && t.kind != toolRuler && t.kind != toolCone:
		from, to = t.snap(p, false), t.snap(p, false)
	case t.set < 2:
		return nil
	}
	v := &ToolView{Kind: toolNames[t.kind], From: from, To: to}
	if t.kind == toolRuler {
		dx, dy := math.Abs(to.X-from.X), math.Abs(to.Y-from.Y)
		v.Squares = int(math.Round(math.Max(dx, dy)))
		v.Inches = float64(v.Squares)
		if bd.Euclidean {
			v.Inches = math.Hypot(dx, dy)
		}
		v.Text = fmt.Sprintf("%s\" (%d squares)", trimInches(v.Inches), v.Squares)
		return v
	}
	k := toolTemplates[t.kind]
	var shape templates.Shape
	var err error
	if k.Blast() {
		shape, err = templates.Blast(k, from)
	} else {
		if from == to {
			return nil
		}
		shape, err = templates.Aimed(k, from, to)
	}
	if err != nil {
		return nil
	}
	v.Outline = shape.Outline(48)
	for _, f := range bd.UnderTemplate(shape) {
		if c.isHidden(f.ID) {
			v.Hidden = append(v.Hidden, f.Name)
			continue
		}
		v.Under = append(v.Under, f.Name)
	}
	name := strings.TrimPrefix(toolNames[t.kind], "Template: ")
	if len(v.Under) == 0 {
		v.Text = name + " catches nobody"
	} else {
		v.Text = name + " catches " + strings.Join(v.Under, ", ")
	}
	return v
}

// trimInches writes 7 as "7" and 7.21 as "7.2".
func trimInches(in float64) string {
	s := fmt.Sprintf("%.1f", in)
	return strings.TrimSuffix(s, ".0")
}

// Panel places: the GM's panel on the right (the default), on the left,
// or hidden (the map takes the screen).
const (
	panelRight = iota
	panelLeft
	panelHidden
	panelAt // where it was dragged (panelDrag.go)
)

func (c *Controller) cyclePanel() {
	if c.panel == panelAt {
		c.panel = panelRight // F4 from a dragged panel: to the left, as from the right
	}
	c.panel = (c.panel + 1) % 3
	c.say("%s", [...]string{"The panel is on the right (F4 moves it)", "The panel is on the left (F4 hides it)", "The panel is hidden (F4 brings it back)"}[c.panel])
}

var colTool = color.RGBA{0xff, 0xe0, 0x40, 0xff}

// drawTool paints the ruler (a line with its length) or the template
// (its outline, a ring on each figure it catches, their names).
func (vw *views) drawTool(dst *ebiten.Image) {
	v := vw.c.ov.Tool
	if v == nil {
		return
	}
	cam, s := vw.cam, vw.cam.Scale
	w := f32(math.Max(3, s/10))
	size := clamp(s*0.4, 14, 30)
	x0, y0 := cam.ToScreen(v.From)
	x1, y1 := cam.ToScreen(v.To)
	if len(v.Outline) > 2 {
		vw.drawShape(dst, v.Outline, colTool)
		gm := vw.show.GM
		for _, f := range vw.c.drawnBoard().Figures {
			col := colTool
			switch {
			case containsStr(v.Under, f.Name):
			case gm && containsStr(v.Hidden, f.Name):
				col = badgeHidden.c // the GM's own: never on the table's screen
			default:
				continue
			}
			x, y := cam.ToScreen(f.Center())
			vector.StrokeCircle(dst, f32(x), f32(y), f32((tokenRadius(f)+0.1)*s), w, col, true)
		}
		drawLabel(dst, v.label(gm), x1, y1-s*1.2, size, colWhite, text.AlignCenter)
		return
	}
	vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w+3, colBlack, true)
	vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w, colTool, true)
	for _, e := range [][2]float64{{x0, y0}, {x1, y1}} {
		vector.FillCircle(dst, f32(e[0]), f32(e[1]), w*1.6, colTool, true)
	}
	drawLabel(dst, v.Text, (x0+x1)/2, math.Min(y0, y1)-s*0.3, size, colWhite, text.AlignCenter)
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
