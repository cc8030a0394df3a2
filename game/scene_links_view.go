package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Draw paints the links' box over the map's bottom left corner: each
// seat's title and link, then a row of QR codes with the seat's name
// (big modules read best from across a table: they shrink only to fit
// the box), or a line saying the links open on this machine only.
func (s *linksScene) Draw(vw *views, dst *ebiten.Image) {
	c := vw.c
	if !s.shown(c) || vw.l.proj.u > 0 {
		return
	}
	m := c.seatState()
	mv := vw.l.mapView
	size := vw.l.logSize()
	lh := size * 1.3
	pad := size * 0.6
	w := math.Min(mv.W-2*pad, 46*size)
	var lines []string
	links := m.playerLinks()
	for _, sl := range links {
		lines = append(lines, wrapLines(m.SeatTitle(sl[0])+": "+sl[1], fontRegular, size, w-2*pad)...)
	}
	codes := m.qrCodes(vw.qr)
	if len(codes) == 0 && vw.qr != nil && len(links) > 0 && !reachable(links[0][1]) {
		lines = append(lines, wrapLines("links for this machine only: host --addr 0.0.0.0:8080 for phones on the LAN", fontRegular, size, w-2*pad)...)
	}
	n := 0.0
	for _, q := range codes {
		n = math.Max(n, float64(len(q.Modules)+8))
	}
	room := w - 2*pad
	gap, label := pad, size
	cell, rowH, perRow := 0.0, 0.0, 1
	if n > 0 {
		cell = math.Max(1, math.Floor(math.Min(vw.l.u/4, room/n)))
		rowH = cell*n + label*1.4 + gap
		perRow = max(1, int((room+gap)/(cell*n+gap)))
	}
	rows := (len(codes) + perRow - 1) / perRow
	h := 2*pad + float64(len(lines))*lh + float64(rows)*rowH
	x, y := mv.X+pad, mv.Y+mv.H-pad-h
	if y < mv.Y {
		y = mv.Y
	}
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), color.RGBA{0x1d, 0x1f, 0x23, 0xf0}, false)
	vector.StrokeRect(dst, float32(x), float32(y), float32(w), float32(h), 1, colPanelDim, false)
	ty := y + pad
	for _, l := range lines {
		drawText(dst, l, fontRegular, size, x+pad, ty, colPanelText, text.AlignStart, text.AlignStart)
		ty += lh
	}
	qx := x + pad
	for i, q := range codes {
		if i > 0 && i%perRow == 0 {
			qx, ty = x+pad, ty+rowH
		}
		side := cell * float64(len(q.Modules)+8)
		drawQR(dst, q.Modules, qx, ty, cell)
		drawText(dst, SeatName(q.Seat), fontRegular, label, qx+side/2, ty+side+label*0.2, colPanelText, text.AlignCenter, text.AlignStart)
		qx += side + gap
	}
}

// drawQR paints a QR code's modules with the quiet zone around.
func drawQR(dst *ebiten.Image, mod [][]bool, x, y, cell float64) {
	n := float64(len(mod) + 8)
	vector.FillRect(dst, float32(x), float32(y), float32(n*cell), float32(n*cell), color.White, false)
	for r, row := range mod {
		for c, on := range row {
			if on {
				vector.FillRect(dst, float32(x+float64(c+4)*cell), float32(y+float64(r+4)*cell), float32(cell), float32(cell), color.Black, false)
			}
		}
	}
}
