package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// The hosted table seat's screen (the projector joined as `table`) is
// the projector (projector.go) over the Remote's mirror, with the
// Calibrate and Zoom buttons (remote_table.go) in its corner. The tokens
// are drawn as the window's table view draws them (DrawOptions Table):
// big marks, names only for the figure tapped or under the mouse.

// tableLayout lays the table seat's screen out (the same for hit tests
// and painting: it depends on the screen size only).
func (g *RemoteGame) tableLayout() projLayout {
	return projectorLayout(float64(g.w), float64(g.h), float64(g.h), 2)
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

// tableProjector is what this screen's projector shows: the mirror's,
// the connection's word while it is down.
func (g *RemoteGame) tableProjector(l projLayout) projector {
	r := g.R
	if r.Board == nil {
		msg, _ := r.Message()
		return projector{up: r.Status, note: r.projectorNote(msg, false)}
	}
	p := projector{up: r.upLine(), round: r.Round, onMap: true, rows: r.projectorRows(l)}
	if !r.Connected {
		p.note = r.Status
	} else {
		msg, bad := r.Message()
		p.note = r.projectorNote(msg, bad)
	}
	if len(r.Initiative) > 0 {
		p.cards, p.cardSize = r.projectorStrip(r.Initiative, l.order)
	}
	return p
}

// drawTableSeat paints the projector and places the corner's buttons
// for the next tap.
func (g *RemoteGame) drawTableSeat(screen *ebiten.Image) {
	l := g.tableLayout()
	drawProjector(screen, l, g.tableProjector(l))
	// The buttons: the screen's (Calibrate, Zoom) and any the seat has.
	g.buttons = g.buttons[:0]
	bs := append(g.R.Buttons(), g.screenButtons()...)
	u := l.u
	for i, rr := range l.cornerRects(len(bs)) {
		b := bs[i]
		g.buttons = append(g.buttons, remoteButtonAt{b, rr})
		fillRect(screen, rr, colRemoteButton)
		fs := math.Min(u*0.8, (rr.W-u*0.4)/(0.56*float64(len([]rune(b.Label)))))
		drawText(screen, b.Label, fontBold, fs, rr.X+rr.W/2, rr.Y+rr.H/2, colPanelText, text.AlignCenter, text.AlignCenter)
	}
}
