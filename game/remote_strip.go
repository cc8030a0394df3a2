package game

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// A screen joined to a host draws the round's initiative strip the host
// sends (the rules' strip, the hidden figures already left out for this
// seat) with the window's own placing and painting (strip.go): a band
// over the map. The projector's band sits under its "who acts" line; a
// phone shows the next three boxes only, so they stay readable.

// phoneStripBoxes is how many boxes a phone's strip shows.
const phoneStripBoxes = 3

// phone: a narrow portrait screen (390 CSS pixels wide and the like).
func (g *RemoteGame) phone() bool {
	return g.portrait() && float64(g.w) < 600*g.scale
}

// stripBand is the strip's band: under the table seat's top band, else
// along the top of the map's side of the screen.
func (g *RemoteGame) stripBand() Rect {
	if g.tableSeat() {
		return g.tableLayout().order
	}
	w := float64(g.w)
	if !g.portrait() {
		w -= g.panelW()
	}
	return Rect{0, 0, w, math.Round(36 * g.scale)}
}

// remoteStrip places the host's strip in the band: its boxes and their
// text size. On a phone, the next three boxes at most, then "+N more".
func (g *RemoteGame) remoteStrip() ([]stripBox, float64) {
	r := g.R
	if r.Board == nil || len(r.Initiative) == 0 {
		return nil, 0
	}
	band := g.stripBand()
	u := band.H / 1.6
	boxes := stripBoxes(r.Initiative)
	names := make(map[string]string, len(r.Roster))
	for id := range r.Roster {
		names[id] = r.name(id)
	}
	labels := TokenLabels(r.Board.Figures)
	if !g.phone() || len(boxes) <= phoneStripBoxes {
		return layStrip(nil, boxes, names, labels, u, band, u*0.5)
	}
	// A phone: the next three boxes, in the band less the room "+N more"
	// takes (their names shorten to make it).
	n := phoneStripBoxes
	extra := len(boxes) - n
	lbl := fmt.Sprintf("+%d more", extra)
	size := u * 0.75
	mw, _ := text.Measure(lbl, fontBold.face(size), 0)
	mw += 2*size*0.4 + u*0.3
	room := band
	room.W -= mw
	cards, cs := layStrip(nil, boxes[:n], names, labels, u, room, u*0.5)
	if k := len(cards); k > 0 && cards[k-1].More > 0 {
		cards[k-1].More += extra
		cards[k-1].Label = fmt.Sprintf("+%d more", cards[k-1].More)
		return cards, cs
	}
	x := band.X + u*0.5
	if k := len(cards); k > 0 {
		x = cards[k-1].X + cards[k-1].W + u*0.3
	}
	w, _ := text.Measure(lbl, fontBold.face(cs), 0)
	w += 2 * cs * 0.4
	return append(cards, stripBox{Rect: Rect{x, band.Y + band.H*0.15, w, band.H * 0.7}, Label: lbl, More: extra}), cs
}

// drawRemoteStrip paints the band and the strip's boxes.
func (g *RemoteGame) drawRemoteStrip(screen *ebiten.Image) {
	band := g.stripBand()
	fillRect(screen, band, colPanel)
	cards, cs := g.remoteStrip()
	if len(cards) == 0 {
		if g.R.Board == nil {
			return
		}
		msg := "No cards dealt yet"
		if g.R.Round > 0 {
			msg = "Every card of the round played"
		}
		drawText(screen, msg, fontRegular, band.H*0.4, band.X+band.H*0.3, band.Y+band.H/2, colDim, text.AlignStart, text.AlignCenter)
		return
	}
	drawStripBoxes(screen, cards, cs)
}
