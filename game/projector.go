package game

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// The projector: the table's view of the fight, one view over the seat's
// mirror for the window's table view (F10, the browser's table tab) and a
// hosted screen on the `table` seat. No panel: the map between a band at
// the top (the round and who is up, big enough to read from 2 m, and the
// round's strip under it) and one at the bottom (the last accepted
// action's dice and what came of them, the screen's buttons in its
// corner). The bands are kept out of the map's fit, so no text ever
// covers a token or its marks. The Game lays the screen's buttons in the
// corner and does the calibration (table.go); the table seat's page is
// the window's table view over that seat (table_seat.go).

// projLayout is where the projector's parts go, in device pixels.
type projLayout struct {
	u      float64
	strip  Rect // the round and who is up
	order  Rect // the round's initiative strip, under it
	dice   Rect // the last action's dice and result lines
	corner Rect // the screen's buttons
	mapR   Rect // the map, between the bands
}

// tableRows is how many lines of the last action the bottom band holds.
const tableRows = 4

// projectorLayout lays the projector out on a w x h screen whose bottom
// edge for it is bottom (the window keeps its status bar under it), with
// n buttons in the corner (room for two at least). The unit follows the
// screen's height, so both shells of one screen size agree.
func projectorLayout(w, h, bottom float64, n int) projLayout {
	u := clamp(h/42, 12, 30)
	top := math.Round(u * 2.4)
	band := math.Round(float64(tableRows)*u*0.8*1.3 + u*0.8)
	order := math.Round(u * 1.9)
	l := projLayout{u: u, strip: Rect{0, 0, w, top}, order: Rect{0, top, w, order}}
	l.dice = Rect{0, bottom - band, w, band}
	bw, bh, gap := math.Round(u*7), math.Round(u*1.9), u*0.3
	n = max(n, 2)
	cw := float64(n)*bw + float64(n-1)*gap
	l.corner = Rect{w - cw - u*0.4, bottom - band + (band-bh)/2, cw, bh}
	l.mapR = Rect{0, top + order, w, math.Max(0, bottom-top-order-band)}
	return l
}

// cornerRects are n buttons' places in a row across the corner.
func (l projLayout) cornerRects(n int) []Rect {
	if n == 0 {
		return nil
	}
	gap := l.u * 0.3
	bw := (l.corner.W - float64(n-1)*gap) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{l.corner.X + float64(i)*(bw+gap), l.corner.Y, bw, l.corner.H}
	}
	return out
}

// projRow is a line of the bottom band.
type projRow struct {
	s string
	c color.Color
	f *fontSource
}

// projector is what the projector shows for the seat's state now: every
// shell fills it from its mirror and drawProjector paints it.
type projector struct {
	up       string // the top band's line
	note     string // the screen's last word, on the top band's right
	rows     []projRow
	round    int
	onMap    bool       // a map is shown: the strip's row is drawn
	cards    []stripBox // the strip, laid in order
	cardSize float64
}

// waitForDeal is every seat's word before the first deal: the players'
// phones and the projector say it alike.
const waitForDeal = "Waiting for the GM to deal the Action Cards"

// upLine is the top band's text: the round and who acts, a figure the
// table may not see acting as nobody (the table's seat is not told).
func (m *seatMirror) upLine() string {
	if m.Board == nil {
		return ""
	}
	if m.Round == 0 {
		return waitForDeal
	}
	if m.over() {
		return m.endLine()
	}
	s := fmt.Sprintf("Round %d", m.Round)
	switch up := m.Up; {
	case up == "" || m.hidden(up):
		s += "  -  waiting for the GM to deal"
	case m.Acting:
		s += "  -  " + m.name(up) + " acts"
	default:
		s += "  -  " + m.name(up) + " is up now"
	}
	return s
}

// TableLines are what the projector shows of the last accepted action:
// each trait roll (who rolls what against what, hit or miss), then the
// host's lines of it (the damage, a Soak, a template's deviation).
func (m *seatMirror) TableLines() (dice, result []string) {
	return m.DiceLines(), m.anim.log
}

// projectorNote is the screen's message when it is not the action's own
// line, which the bottom band already shows.
func (m *seatMirror) projectorNote(msg string, bad bool) string {
	if msg != "" && (bad || !slices.Contains(m.anim.log, msg)) {
		return msg
	}
	return ""
}

// projectorRows are the bottom band's lines: the rolls, then the
// results, wrapped to the room left of the corner; when too many, the
// first roll and the newest lines (what came of it).
func (m *seatMirror) projectorRows(l projLayout) []projRow {
	dice, result := m.TableLines()
	u := l.u
	w, size := l.corner.X-u*1.2, u*0.8
	var rows []projRow
	for _, s := range dice {
		for _, ln := range wrapLines(s, fontBold, size, w) {
			rows = append(rows, projRow{ln, colAce, fontBold})
		}
	}
	for _, s := range result {
		for _, ln := range wrapLines(s, fontRegular, size, w) {
			rows = append(rows, projRow{ln, colWhite, fontRegular})
		}
	}
	if len(rows) > tableRows {
		rows = append([]projRow{rows[0]}, rows[len(rows)-tableRows+1:]...)
	}
	return rows
}

// projectorStrip lays the strip's boxes in the order band.
func (m *seatMirror) projectorStrip(boxes []rules.StripBox, band Rect) ([]stripBox, float64) {
	u, lead := projectorStripUnit(band)
	return m.layStrip(nil, boxes, u, band, lead, 0)
}

// projectorStripUnit is the strip's unit and lead in the order band.
func projectorStripUnit(band Rect) (u, lead float64) {
	u = band.H / 1.6
	return u, u * 0.5
}

// layProjector lays the window's table view: the projector's bands over
// the screen above the status bar, the screen's buttons in the corner,
// the table seat's strip in the order band. The map fits between the
// bands (mapView); the bands count as panels (a click there is no click
// on the map). The terrain legend is not shown, as on the table's seat.
func (l *layout) layProjector(c *Controller, sw, sh float64) {
	bs := groupButtons(c, grpScreen, false, nil)
	p := projectorLayout(sw, sh, l.bottom, len(bs))
	l.proj = p
	l.reserving, l.top = true, p.mapR.Y
	l.mapView, l.strip, l.panel = p.mapR, p.order, p.dice
	l.help = Rect{l.u, p.mapR.Y + l.u, sw - 2*l.u, l.bottom - l.u - (p.mapR.Y + l.u)}
	for i, r := range p.cornerRects(len(bs)) {
		bs[i].X, bs[i].Y, bs[i].W, bs[i].H = r.X, r.Y, r.W, r.H
		bs[i].Key = "" // nobody types at the projector: no F9 under Calibrate
	}
	l.buttons = append(l.buttons, bs...)
	l.corner = p.corner
	if m := c.fight.tableState(); m != nil && len(m.Initiative) > 0 {
		l.cards, l.cardSize = m.projectorStrip(m.Initiative, p.order)
	}
}

// tableState is the table seat's mirror for the window's table view: the
// window opens the table's seat on its session while the view is shown,
// so the projector is told what a projector joined to a hosted table is
// told (no hidden figure, no GM's number) and draws it the same way. Nil
// when its state cannot be read.
func (f *Fight) tableState() *seatMirror {
	if f.onTable() {
		return f.seatState() // the projector's page: its own seat is the table's
	}
	if f == nil || f.localFight == nil || f.local == nil {
		return nil // a fight over another seat: its host has the table's seat
	}
	if f.table == nil {
		f.table = f.local.Open(wire.SeatTable)
		f.tableMirror = windowMirror{seatMirror: seatMirror{mapPath: f.mirror.mapPath}}
	}
	m := &f.tableMirror
	m.takeAll(f.table.Poll())
	m.held = nil // the table view reads the mirror alone
	return m.inStep(func() []any {
		f.table.Resync() // a message it could not take in step
		msgs := f.table.Poll()
		m.takeAll(msgs)
		return msgs
	})
}

// onTable reports whether the fight is played over the table's seat
// itself (the projector's page, FightOnSeat on the table seat's link):
// its own mirror is the projector's.
func (f *Fight) onTable() bool {
	return f != nil && f.localFight == nil && f.mirror.Seat == wire.SeatTable
}

// animMirror is the mirror the table view and a hosted screen draw
// their animation from: the fight's own over a bare seat (the
// projector's page, a phone, the GM's tablet), else the table's seat
// opened while the window's table view is shown (nil: none).
func (f *Fight) animMirror() *windowMirror {
	switch {
	case f.onSeat():
		return &f.mirror
	case f != nil && f.table != nil:
		return &f.tableMirror
	}
	return nil
}

// closeTable closes the table's seat once the table view is left.
func (f *Fight) closeTable() {
	if f != nil && f.table != nil && f.localFight != nil {
		f.local.Close(f.table)
		f.table, f.tableMirror = nil, windowMirror{}
	}
}

// projector is what the window's table view shows: the table seat's
// mirror, and the window's message on the top band's right.
func (c *Controller) projector(l *layout) projector {
	msg, bad := c.Message()
	if f := c.fight; f != nil && f.localFight == nil && (f.link == nil || !f.link.Connected) {
		// A page on the table's seat says how its link stands.
		msg, bad = "", true
		if f.link != nil {
			msg = f.link.Status
		}
		if msg == "" {
			msg = "connecting..."
		}
	}
	return c.fight.tableState().projectorOf(l.proj, msg, bad)
}

// projectorOf is what a projector shows of the table seat's mirror m in
// the layout l, msg the screen's message (bad: an error); with no map
// told (m nil, or before the state), the message alone.
func (m *seatMirror) projectorOf(l projLayout, msg string, bad bool) projector {
	if m == nil || m.Board == nil {
		return projector{up: msg}
	}
	p := projector{up: m.upLine(), note: m.projectorNote(msg, bad), rows: m.projectorRows(l), round: m.Round, onMap: true}
	if len(m.Initiative) > 0 {
		p.cards, p.cardSize = m.projectorStrip(m.Initiative, l.order)
	}
	return p
}

// drawProjector paints the window's table view's bands and buttons.
func (vw *views) drawProjector(dst *ebiten.Image) {
	drawProjector(dst, vw.l.proj, vw.c.projector(vw.l))
	vw.drawCorner(dst)
}

// animTick moves the last action's animation on a frame (table_anim.go),
// redrawing it: a hosted screen's own mirror in every view, the
// window's table seat (its messages taken) while its table view shows
// them; that seat closes when the view is left.
func (c *Controller) animTick() {
	f := c.fight
	var m *seatMirror
	switch {
	case f.onSeat():
		m = &f.mirror.seatMirror // a hosted screen's, in every view
	case c.screen.table:
		m = f.tableState()
	default:
		f.closeTable()
		return
	}
	if m != nil && m.tickAnim() {
		c.version++
	}
}

// tableAnimation is the map's animation in the table view and on a
// hosted screen, as the old hosted screen showed it: the board without
// the figures sliding, those figures, and the templates shown (none in
// the window's own views but the table's).
func (g *Game) tableAnimation(bd *board.Board) (*board.Board, []slid, []wire.AreaMark) {
	m := g.ctl.fight.animMirror()
	if m == nil || !g.TableOn() && !g.ctl.fight.onSeat() {
		return bd, nil, nil
	}
	still, moving := m.slidingBoard(bd)
	return still, moving, m.Areas()
}

// drawProjector paints the bands: the up line and the note, the strip,
// the last action's rows (the shell paints its buttons).
func drawProjector(dst *ebiten.Image, l projLayout, p projector) {
	u := l.u
	fillRect(dst, l.strip, colPanel)
	fillRect(dst, l.dice, colPanel)
	drawText(dst, p.up, fontBold, u*1.15, u*0.6, l.strip.H/2, colWhite, text.AlignStart, text.AlignCenter)
	if p.note != "" {
		size := u * 0.7
		// One line: the band is for the turn.
		if lines := wrapLines(p.note, fontRegular, size, l.strip.W*0.4); len(lines) > 0 {
			ln := lines[0]
			if len(lines) > 1 {
				ln += " …"
			}
			drawText(dst, ln, fontRegular, size, l.strip.W-u*0.6, l.strip.H/2, colDim, text.AlignEnd, text.AlignCenter)
		}
	}
	fillRect(dst, l.order, colPanel)
	if p.onMap {
		drawStripRow(dst, l.order, 0, l.order.H*0.3, p.round, p.cards, p.cardSize)
	}
	size := u * 0.8
	lineH := size * 1.3
	y := l.dice.Y + (l.dice.H-float64(len(p.rows))*lineH)/2
	for _, rw := range p.rows {
		drawText(dst, rw.s, rw.f, size, u*0.6, y, rw.c, text.AlignStart, text.AlignStart)
		y += lineH
	}
}
