package game

import (
	"errors"
	"fmt"
	"math"
	"path/filepath"

	"battlemat/board"
	"battlemat/geom"
)

// Aligning the grid to a battlemap picture (map.image): the picture stays
// where it is drawn, a strong grid drawn from the numbers being found
// moves over it (a drag moves it, the wheel, +/- or a pinch scale it,
// the arrows nudge it by one picture pixel), and Enter writes the numbers
// into NAME.aligned.yaml beside the scenario; Esc leaves with nothing
// changed.

// alignScene is the helper while it is on: the picture's numbers as it
// is drawn (the frame map points are in) and the numbers being found. It
// holds the controller's input: the shell turns the drag, the wheel, +/-,
// the arrows and a pinch into its Align calls (scene_align_view.go).
type alignScene struct {
	ppi0, x0, y0 float64
	ppi, x, y    float64
}

// aligning is the helper when it is on, or nil.
func (c *Controller) aligning() *alignScene {
	a, _ := sceneOf[*alignScene](c)
	return a
}

// The scale steps: the wheel (and a pinch) coarse, +/- fine.
const (
	alignWheelStep = 1.01
	alignKeyStep   = 1.001
)

// Aligning reports whether the grid alignment helper is on.
func (c *Controller) Aligning() bool { return c.aligning() != nil }

// Alignment is the helper's numbers: px_per_inch and offset.
func (c *Controller) Alignment() (ppi, offX, offY float64) {
	if a := c.aligning(); a != nil {
		return a.ppi, a.x, a.y
	}
	return 0, 0, 0
}

// toggleAlign starts the helper, or writes its numbers when it is on (a
// finger's Enter).
func (c *Controller) toggleAlign() {
	if c.Aligning() {
		c.alignWrite()
		return
	}
	b := c.drawnBoard()
	if b == nil || c.fight == nil {
		c.fail(errors.New("align: no map is open"))
		return
	}
	if len(c.fight.Scenario) == 0 {
		c.fail(errors.New("align: this battle has no scenario text to write the numbers into"))
		return
	}
	ppi, x, y, err := board.ImageAlignment(c.fight.Scenario)
	if err == nil && b.Picture == nil {
		err = errors.New("the map's picture did not load: nothing to align")
	}
	if err == nil && SaveText == nil && c.fight.ScenarioPath == "" {
		err = errors.New("the scenario's file is not known here (a shipped scenario): copy it beside its picture and open the copy")
	}
	if err != nil {
		c.fail(fmt.Errorf("align: %w", err))
		return
	}
	// The drawn picture's numbers are the frame; they match the file's.
	p := b.Picture
	c.edit, c.tool = editState{}, toolState{}
	c.push(&alignScene{ppi0: p.Scale(b.W), x0: p.OffsetX, y0: p.OffsetY, ppi: ppi, x: x, y: y})
	c.sayAlign()
}

func (c *Controller) sayAlign() {
	a := c.aligning()
	c.say("Align the grid: %.2f px per inch, offset [%.1f, %.1f]. Drag moves it, wheel or +/- scales, arrows nudge 1 px; Enter writes %s, Esc leaves",
		a.ppi, a.x, a.y, filepath.Base(board.AlignedPath(c.fight.Name)))
}

// AlignDrag moves the grid by d map inches (as the picture is drawn).
func (c *Controller) AlignDrag(d geom.Point) {
	a := c.aligning()
	if a == nil || !finite(d.X) || !finite(d.Y) {
		return
	}
	c.run(func() {
		a.x += d.X * a.ppi0
		a.y += d.Y * a.ppi0
		c.sayAlign()
	})
}

// AlignScale scales the grid by f about map point p: the grid's point
// under p stays there.
func (c *Controller) AlignScale(f float64, p geom.Point) {
	a := c.aligning()
	if a == nil || !finite(f) || f <= 0 || !finite(p.X) || !finite(p.Y) {
		return
	}
	c.run(func() {
		px, py := a.x0+p.X*a.ppi0, a.y0+p.Y*a.ppi0 // the picture's pixel under p
		gx, gy := (px-a.x)/a.ppi, (py-a.y)/a.ppi   // in the grid's squares
		a.ppi = math.Max(1, math.Min(board.MaxPxPerInch, a.ppi*f))
		a.x, a.y = px-gx*a.ppi, py-gy*a.ppi
		c.sayAlign()
	})
}

// AlignNudge moves the grid by (dx, dy) picture pixels.
func (c *Controller) AlignNudge(dx, dy float64) {
	a := c.aligning()
	if a == nil {
		return
	}
	c.run(func() {
		a.x += dx
		a.y += dy
		c.sayAlign()
	})
}

// AlignKeyScale is +/-: one fine step about the map's middle.
func (c *Controller) AlignKeyScale(up bool) {
	f := alignKeyStep
	if !up {
		f = 1 / f
	}
	if b := c.drawnBoard(); b != nil {
		c.AlignScale(f, geom.Point{X: float64(b.W) / 2, Y: float64(b.H) / 2})
	}
}

// AlignWheel scales by the wheel's turn w about p.
func (c *Controller) AlignWheel(w float64, p geom.Point) {
	if finite(w) {
		c.AlignScale(math.Pow(alignWheelStep, math.Max(-5, math.Min(5, w))), p)
	}
}

// Update takes the tick while the helper is on: Enter writes, Esc
// leaves, the helper's buttons run; anything else is refused with a
// line, and nothing goes on to the fight.
func (a *alignScene) Update(c *Controller, it *Intent) bool {
	switch {
	case it.Pressed.Has(CmdNext):
		c.alignWrite()
	case it.Pressed.Has(CmdDeselect):
		c.alignCancel()
	case it.Button != nil && (it.Button.Cmd == CmdAlign || it.Button.Cmd == CmdAlignCancel):
		commandOf(it.Button.Cmd).do(c, "")
	case it.Button != nil || it.Pressed != (Keys{}):
		c.fail(errors.New("aligning the grid: Enter (or Align: write) writes the numbers, Esc (or Cancel) leaves"))
	}
	*it = Intent{}
	return c.aligning() == a
}

func (c *Controller) alignCancel() {
	if a := c.aligning(); a != nil {
		c.closeScene(a)
	}
	c.say("Alignment left: nothing changed")
}

// alignWrite writes the numbers into a copy of the scenario: a download
// in the browser, NAME.aligned.yaml beside the file on a desktop.
func (c *Controller) alignWrite() {
	a, f := c.aligning(), c.fight
	if a == nil {
		return
	}
	var where string
	if SaveText != nil {
		name := filepath.Base(board.AlignedPath(f.Name))
		data, err := board.AlignedYAML(f.Name, f.Scenario, a.ppi, a.x, a.y)
		if err == nil {
			err = SaveText(name, data)
		}
		if err != nil {
			c.fail(err)
			return
		}
		where = "downloaded as " + name
	} else {
		if f.ScenarioPath == "" {
			c.fail(errors.New("align: the scenario's file is not known here"))
			return
		}
		path, err := board.SaveAligned(f.ScenarioPath, f.Scenario, a.ppi, a.x, a.y)
		if err != nil {
			c.fail(err)
			return
		}
		where = "written to " + path
	}
	// The picture now lies as the numbers say, until the map is reopened.
	if p := c.drawnBoard().Picture; p != nil { // the seat's map, which the window draws
		p.PxPerInch, p.OffsetX, p.OffsetY = math.Round(a.ppi*100)/100, math.Round(a.x*100)/100, math.Round(a.y*100)/100
	}
	c.closeScene(a)
	c.say("Alignment %.2f px per inch, offset [%.1f, %.1f] %s (the original is unchanged)", a.ppi, a.x, a.y, where)
}

// alignLines are the helper's grid lines in map inches as the picture is
// drawn: xs across, ys down, over the whole picture.
func (c *Controller) alignLines() (xs, ys []float64) {
	a, b := c.aligning(), c.drawnBoard()
	if a == nil || b == nil || b.Picture == nil {
		return nil, nil
	}
	// Grid line k lies at picture pixel off+k*ppi: map inch (off+k*ppi-off0)/ppi0.
	lines := func(off, off0 float64, size int) []float64 {
		var out []float64
		for k := math.Ceil(-off / a.ppi); off+k*a.ppi <= float64(size) && len(out) < 1<<12; k++ {
			out = append(out, (off+k*a.ppi-off0)/a.ppi0)
		}
		return out
	}
	return lines(a.x, a.x0, b.Picture.W), lines(a.y, a.y0, b.Picture.H)
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
