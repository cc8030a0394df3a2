package game

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// The hosted table seat's screen (the projector joined as `table`) is
// the table view: no panel, the map between a band at the top (the
// round and who is up, big enough to read from 2 m) and one at the
// bottom (the last accepted action's dice and what came of them, the
// Calibrate and Zoom buttons in its corner). The bands are kept out of
// the map's fit, so no text ever covers a token or its marks. The
// tokens are drawn as the window's table view draws them (DrawOptions
// Table): big marks, names only for the figure tapped or under the
// mouse.

// remoteTableLayout is where the table seat's parts go, in device pixels.
type remoteTableLayout struct {
	u      float64
	strip  Rect // the round and who is up
	order  Rect // the round's initiative strip, under it
	dice   Rect // the last action's dice and result lines
	corner Rect // the screen's buttons
	mapR   Rect // the map, between the bands
}

// tableRows is how many lines of the last action the bottom band holds.
const tableRows = 4

// tableLayout lays the table seat's screen out (the same for hit tests
// and painting: it depends on the screen size only).
func (g *RemoteGame) tableLayout() remoteTableLayout {
	w, h := float64(g.w), float64(g.h)
	u := clamp(h/42, 12, 30)
	top := math.Round(u * 2.4)
	bottom := math.Round(float64(tableRows)*u*0.8*1.3 + u*0.8)
	order := math.Round(u * 1.9)
	l := remoteTableLayout{u: u, strip: Rect{0, 0, w, top}, order: Rect{0, top, w, order}}
	l.dice = Rect{0, h - bottom, w, bottom}
	bw, bh, gap := math.Round(u*7), math.Round(u*1.9), u*0.3
	cw := 2*bw + gap
	l.corner = Rect{w - cw - u*0.4, h - bottom + (bottom-bh)/2, cw, bh}
	l.mapR = Rect{0, top + order, w, math.Max(0, h-top-order-bottom)}
	return l
}

// TableLines are what the table seat shows of the last accepted action:
// each trait roll (who rolls what against what, hit or miss), then the
// host's lines of it (the damage, a Soak, a template's deviation).
func (r *Remote) TableLines() (dice, result []string) {
	return r.DiceLines(), r.anim.log
}

// tableUpLine is the strip's text: the round and who acts.
func (r *Remote) tableUpLine() string {
	if r.Board == nil {
		return r.Status
	}
	if r.Round == 0 {
		return "Waiting for the GM to deal the first round"
	}
	s := fmt.Sprintf("Round %d", r.Round)
	switch {
	case r.Up == "":
		s += "  -  waiting for the GM to deal"
	case r.Acting:
		s += "  -  " + r.name(r.Up) + " acts"
	default:
		s += "  -  " + r.name(r.Up) + " is up next"
	}
	return s
}

// tableDrawOptions paint the tokens as the window's table view: big
// marks, the name of the figure tapped (or whose card is open) and of
// the one under the mouse only, the figure that is up ringed.
func (g *RemoteGame) tableDrawOptions() DrawOptions {
	r := g.R
	opt := DrawOptions{Selected: r.Selected(), TableView: true, Marks: r.fightMarks(""), MostWounds: r.mostWounds()}
	opt.Named[1] = r.Selected()
	if c := r.Card(); c != "" {
		opt.Named[1] = c
	}
	if r.Board != nil && g.hoverOn {
		if sq, on := g.squareAt(g.hoverX, g.hoverY); on && g.mapRect().Contains(g.hoverX, g.hoverY) {
			if f := r.Board.FigureAt(sq); f != nil {
				opt.Named[0] = f.ID
			}
		}
	}
	return opt
}

// drawTableSeat paints the bands and places the corner's buttons for
// the next tap.
func (g *RemoteGame) drawTableSeat(screen *ebiten.Image) {
	r := g.R
	l := g.tableLayout()
	u := l.u
	fillRect(screen, l.strip, colPanel)
	fillRect(screen, l.dice, colPanel)
	big := u * 1.15
	drawText(screen, r.tableUpLine(), fontBold, big, u*0.6, l.strip.H/2, colWhite, text.AlignStart, text.AlignCenter)
	// The last word for this screen (a calibration, the connection) on
	// the strip's right, when it is not the action's own line below.
	note := ""
	if !r.Connected && r.Board != nil {
		note = r.Status
	} else if msg, bad := r.Message(); msg != "" && (bad || !slices.Contains(r.anim.log, msg)) {
		note = msg
	}
	if note != "" {
		size := u * 0.7
		// One line: the strip is for the turn.
		if lines := wrapLines(note, fontRegular, size, l.strip.W*0.4); len(lines) > 0 {
			ln := lines[0]
			if len(lines) > 1 {
				ln += " …"
			}
			drawText(screen, ln, fontRegular, size, l.strip.W-u*0.6, l.strip.H/2, colDim, text.AlignEnd, text.AlignCenter)
		}
	}

	// The dice and their result, left of the corner's buttons.
	dice, result := r.TableLines()
	x, w := u*0.6, l.corner.X-u*1.2
	size := u * 0.8
	lineH := size * 1.3
	type row struct {
		s string
		c color.Color
		f *fontSource
	}
	var rows []row
	for _, s := range dice {
		for _, ln := range wrapLines(s, fontBold, size, w) {
			rows = append(rows, row{ln, colAce, fontBold})
		}
	}
	for _, s := range result {
		for _, ln := range wrapLines(s, fontRegular, size, w) {
			rows = append(rows, row{ln, colWhite, fontRegular})
		}
	}
	if len(rows) > tableRows {
		// The newest lines say what came of it: keep the first roll and
		// the end.
		keep := append([]row{rows[0]}, rows[len(rows)-tableRows+1:]...)
		rows = keep
	}
	y := l.dice.Y + (l.dice.H-float64(len(rows))*lineH)/2
	for _, rw := range rows {
		drawText(screen, rw.s, rw.f, size, x, y, rw.c, text.AlignStart, text.AlignStart)
		y += lineH
	}

	// The buttons: the screen's (Calibrate, Zoom) and any the seat has.
	g.buttons = g.buttons[:0]
	bs := append(r.Buttons(), g.screenButtons()...)
	if len(bs) == 0 {
		return
	}
	gap := u * 0.3
	bw := (l.corner.W - float64(len(bs)-1)*gap) / float64(len(bs))
	for i, b := range bs {
		rr := Rect{l.corner.X + float64(i)*(bw+gap), l.corner.Y, bw, l.corner.H}
		g.buttons = append(g.buttons, remoteButtonAt{b, rr})
		fillRect(screen, rr, colRemoteButton)
		fs := math.Min(u*0.8, (rr.W-u*0.4)/(0.56*float64(len([]rune(b.Label)))))
		drawText(screen, b.Label, fontBold, fs, rr.X+rr.W/2, rr.Y+rr.H/2, colPanelText, text.AlignCenter, text.AlignCenter)
	}
}
