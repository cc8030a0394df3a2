package game

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/menu"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The window's Teleport (More > Powers, a power with a destination): a
// click on a figure picks who it carries (none picked: the caster; with
// Additional Recipients on, each click adds or takes one off), the
// squares the first recipient may land on are shaded like a move's reach
// (blue within the power's reach, amber only with a raise), and the
// square under the cursor is the destination, with the activation's odds
// and cost or why not (too far, taken, off the map) before the click
// that casts.

// TeleportPreview is the destination under the cursor: who goes, the
// line from the first recipient to where its base would land, and the
// odds of the activation roll or the rules' refusal.
type TeleportPreview struct {
	Power    string
	Who      []string
	From, To geom.Point
	Land     board.Square
	Size     int // the first recipient's footprint, in squares
	Success  float64
	Raise    float64
	TN       int
	Mods     rules.Mods
	Cost     string
	Err      string
	Waiting  bool // the seat's preview is asked, not come yet
}

// teleporting is the power chosen when it sends its recipients to a
// square (Teleport).
func (c *Controller) teleporting() (rules.Power, bool) {
	pw, ok := c.castPower()
	return pw, ok && menu.Destination(pw)
}

// recipientsPicked are the figures picked for the power to carry that are
// still on the map, only the first unless Additional Recipients is on
// (nil: the caster).
func (c *Controller) recipientsPicked() []string {
	ch := c.castNow()
	return ch.carried(c.castBoard())
}

// Who a power with a destination carries, the same on every screen.

// carriedOf are the recipients a cast names of those picked: only the
// first unless Additional Recipients is on (nil: the caster).
func carriedOf(picked, mods []string) []string {
	if len(picked) > 1 && !slices.Contains(mods, menu.MoreRecipients) {
		return slices.Clone(picked[:1])
	}
	return slices.Clone(picked)
}

// pickCarried is who the cast carries once the figure fig is picked
// (clicked or tapped) while who casts: fig alone, or with Additional
// Recipients on fig added to those carried (the caster when none), or
// taken off when it is one of several.
func pickCarried(picked, mods []string, who, fig string) []string {
	if !slices.Contains(mods, menu.MoreRecipients) {
		return []string{fig}
	}
	rs := carriedOf(picked, mods)
	if len(rs) == 0 {
		rs = []string{who}
	}
	if i := slices.Index(rs, fig); i >= 0 && len(rs) > 1 {
		return slices.Delete(rs, i, i+1)
	} else if i < 0 {
		return append(rs, fig)
	}
	return rs
}

// firstRecipient is the figure that lands on the destination itself.
func (c *Controller) firstRecipient(a *board.Figure) *board.Figure {
	ch := c.castNow()
	if f := ch.first(c.castBoard(), a.ID); f != nil {
		return f
	}
	return a
}

// castBoard is the map a cast is aimed on: the seat's (where it says
// the figures stand), the session's board while the seat is out of step.
func (c *Controller) castBoard() *board.Board { return c.drawnBoard() }

// pickRecipient is a click on a figure while a power with a destination
// is chosen: it becomes the one carried (with Additional Recipients on,
// one more or one fewer) if the rules take it; false when no such power
// is chosen.
func (c *Controller) pickRecipient(a, fig *board.Figure) bool {
	pw, ok := c.teleporting()
	if !ok || fig == nil {
		return false
	}
	ch := c.castNow()
	rs := ch.pickedCarrying(c.castBoard(), a.ID, fig.ID)
	// Checked alone where it stands, so only what is wrong with it
	// refuses (the others could not land on its square): the seat's
	// preview of that cast says, as a phone's does.
	if p := c.previewOf(c.teleportAction(a, []string{fig.ID}, board.Square{}, true)); p != nil && p.Error != "" {
		c.fail(errors.New(p.Error))
		return true
	}
	c.opt.castChoice = ch
	c.opt.Recipients = rs
	c.say("%s carries %s: click the square to send them to", pw.Name, c.namesOf(rs))
	return true
}

// namesOf are the figures' names, joined.
func (c *Controller) namesOf(ids []string) string { return figureNames(c.castBoard(), ids) }

// figureNames are the names of the figures on the board, joined.
func figureNames(bd *board.Board, ids []string) string {
	var ns []string
	for _, id := range ids {
		if f := bd.Figure(id); f != nil {
			ns = append(ns, f.Name)
		}
	}
	return strings.Join(ns, ", ")
}

// teleportAction is the cast carrying the recipients (nil: the caster)
// to the square, their first's base's corner on it; home: to where the
// first stands (a check of the recipients alone).
func (c *Controller) teleportAction(a *board.Figure, rs []string, sq board.Square, home bool) rules.Action {
	ch := c.castNow()
	return ch.castTo(c.edition(), c.castBoard(), a.ID, rs, sq, home)
}

// teleportCells are the squares the first recipient's base may land on:
// within the power's reach (Run: only with a raise), free, on the map.
func (c *Controller) teleportCells(a *board.Figure, dst []ReachCell) []ReachCell {
	ch := c.castNow()
	return ch.reach(c.edition(), c.castBoard(), a.ID, dst)
}

// teleportReach shades where a figure may be sent from where it stands
// by a casting with the modifiers: each free square whose landing is
// within the raise's reach (deluxe's distance bought grows it), its
// distance in whole inches, Run when it needs the raise.
func teleportReach(bd *board.Board, f *board.Figure, ed rules.Edition, mods []string, dst []ReachCell) []ReachCell {
	near, far := rules.TeleportReachWith(ed, func(m string) bool { return slices.Contains(mods, m) })
	from := f.Center()
	n := f.Footprint()
	r := int(math.Ceil(far)) + n
	for y := f.At.Y - r; y <= f.At.Y+r; y++ {
		for x := f.At.X - r; x <= f.At.X+r; x++ {
			sq := board.Square{X: x, Y: y}
			at := menu.Landing(rules.Pos{X: x, Y: y}, n)
			d := math.Hypot(at.X-from.X, at.Y-from.Y)
			if d > far+1e-9 || sq == f.At || bd.CanStand(f, rules.Pos{X: x, Y: y}) != nil {
				continue
			}
			dst = append(dst, ReachCell{Square: sq, Cost: int(math.Round(d)), Run: d > near+1e-9})
		}
	}
	return dst
}

// teleportPreview is the cast to the square under the cursor: its odds
// and cost, or the rules' refusal.
func (c *Controller) teleportPreview(a *board.Figure, pw rules.Power, sq board.Square) *TeleportPreview {
	rs := c.recipientsPicked()
	first := c.firstRecipient(a)
	who := rs
	if len(who) == 0 {
		who = []string{a.ID}
	}
	act := c.teleportAction(a, rs, sq, false)
	to := act.(rules.Cast).At
	tp := &TeleportPreview{Power: c.castName(), Who: who, From: first.Center(), To: geom.Point{X: to.X, Y: to.Y}, Land: sq, Size: first.Footprint()}
	p := c.previewOf(act)
	switch {
	case p == nil:
		tp.Waiting = true
	case p.Error != "":
		tp.Err = p.Error
	case len(p.Rolls) > 0:
		r := p.Rolls[0]
		tp.Cost, tp.Mods, tp.TN = p.Cost, r.Mods, r.TN
		if r.Success != nil && r.Raise != nil {
			tp.Success, tp.Raise = *r.Success, *r.Raise
		}
	}
	return tp
}

// recipientPreview is a figure under the cursor as the one to carry: the
// cast's odds with it alone where it stands, or why the rules refuse it.
func (c *Controller) recipientPreview(a, t *board.Figure) *AttackPreview {
	ap := &AttackPreview{Kind: "cast", Target: t.ID, Weapon: c.castName(), From: a.Center(), To: t.Center(), Visible: true, DamageOdds: -1}
	ap.fromPreview(c.previewOf(c.teleportAction(a, []string{t.ID}, board.Square{}, true)))
	return ap
}

// teleportOverlay fills the overlay while a power with a destination is
// chosen: the shading, and the figure or the square under the cursor.
func (c *Controller) teleportOverlay(ov *Overlay, a *board.Figure, pw rules.Power, sq board.Square, on bool) {
	ov.Reach = c.teleportCells(a, ov.Reach)
	if !on {
		return
	}
	if fig := c.castBoard().FigureAt(sq); fig != nil {
		ov.Attack = c.recipientPreview(a, fig)
		return
	}
	ov.Teleport = c.teleportPreview(a, pw, sq)
}

// drawTeleport draws the destination: a line from the first recipient to
// the base's outline where it would land, red when the rules refuse it.
func (vw *views) drawTeleport(dst *ebiten.Image) {
	tp := vw.c.ov.Teleport
	if tp == nil {
		return
	}
	s := vw.cam.Scale
	col := colLineClear
	if tp.Err != "" {
		col = colLineBlock
	}
	x0, y0 := vw.cam.ToScreen(tp.From)
	x1, y1 := vw.cam.ToScreen(tp.To)
	w := f32(math.Max(3, s/10))
	vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w+3, colBlack, true)
	vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w, col, true)
	x, y := vw.cam.ToScreen(pt(float64(tp.Land.X), float64(tp.Land.Y)))
	n := float64(tp.Size) * s
	vector.StrokeRect(dst, f32(x), f32(y), f32(n), f32(n), f32(math.Max(2, s/12)), col, false)
}

// teleportTip is the odds box of the destination: who goes where, then
// the odds, cost and modifiers, or the refusal.
func (vw *views) teleportTip() ([]string, rect) {
	tp := vw.c.ov.Teleport
	lines := []string{fmt.Sprintf("Cast %s: %s to %s", tp.Power, vw.c.namesOf(tp.Who), tp.Land)}
	if tp.Err != "" {
		lines = append(lines, tp.Err)
	} else {
		lines = append(lines, fmt.Sprintf("success %.0f%%  raise %.0f%%  (TN %d)", 100*tp.Success, 100*tp.Raise, tp.TN))
		lines = append(lines, costLine(tp.Cost)...)
		for _, m := range tp.Mods {
			lines = append(lines, m.String())
		}
	}
	s := vw.cam.Scale
	x, y := vw.cam.ToScreen(pt(float64(tp.Land.X), float64(tp.Land.Y)))
	n := float64(tp.Size) * s
	return lines, rect{x - s*0.3, y - s*0.3, x + n + s*0.3, y + n + s*0.3}
}
