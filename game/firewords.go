package game

import (
	"image/color"
	"math"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The line of fire's words: a shot aimed draws its line green, amber or
// red, and beside it what the colour means ("medium cover"), so the
// players round the table (a phone, the projector) judge the shot by
// the line as the odds box does, without reading the modifiers.

// fireWords is the aimed shot's line in words, "" for what is not a
// shot (a blow, a power: their lines say no cover) or a shot refused.
func (ap *AttackPreview) fireWords() string {
	if ap == nil || ap.Kind != "shoot" {
		return ""
	}
	switch {
	case !ap.Visible:
		return "no line of fire"
	case ap.Err != "":
		return "" // drawn red, refused: the odds box says why, not "clear"
	case ap.Cover > rules.NoCover:
		return coverWords(ap.Cover) + " cover"
	}
	return "clear line of fire"
}

// coverWords is a cover's name as a person reads it ("near total", not
// the rules' key "near_total").
func coverWords(c rules.Cover) string { return spaced(c.String()) }

// fireLabel is the line of fire's words as drawn now: the box (screen
// pixels) and the text's size; ok false when no shot is aimed.
func (vw *views) fireLabel() (words string, box Rect, size float64, ok bool) {
	ap := vw.c.ov.Attack
	words = ap.fireWords()
	bd := vw.c.drawnBoard()
	if words == "" || bd == nil {
		return "", Rect{}, 0, false
	}
	s := vw.cam.Scale
	size = readable(vw.l.size) // the panel's words' size: read on a phone
	if vw.show == TableView() {
		size = math.Max(size, math.Min(s*0.35, 2*size)) // and across the room, as the tokens' initials
	}
	tw, th := text.Measure(words, fontBold.face(size), 0)
	pad := size * 0.25
	w, h := tw+2*pad, th+pad
	x0, y0 := vw.cam.ToScreen(ap.From)
	x1, y1 := vw.cam.ToScreen(ap.To)
	var ra, rb float64
	if a := bd.Figure(vw.c.ov.Actor); a != nil {
		ra = tokenRadius(a) * s
	}
	name := Rect{}
	if t := bd.Figure(ap.Target); t != nil {
		rb = (tokenRadius(t)+0.12)*s + math.Max(3, s/10) // and the aim's ring round it
		// Its name is written under it: the words leave it be.
		name = Rect{x1 - 2*rb, y1, 4 * rb, rb + h*1.5}
	}
	avoid := []Rect{name}
	if _, tip, ok := vw.tipBox(); ok {
		avoid = append(avoid, tip) // the odds box, drawn over the map after
	}
	at := aimLabelAt(geom.Point{X: x0, Y: y0}, geom.Point{X: x1, Y: y1}, ra, rb, w, h, vw.l.mapView, avoid)
	return words, Rect{at.X - w/2, at.Y - h/2, w, h}, size, true
}

// drawFireWords writes the line of fire's words on a dark box in the
// line's colour.
func (vw *views) drawFireWords(dst *ebiten.Image, col color.Color) {
	words, box, size, ok := vw.fireLabel()
	if !ok {
		return
	}
	vector.FillRect(dst, f32(box.X), f32(box.Y), f32(box.W), f32(box.H), color.RGBA{0, 0, 0, 0xd8}, false)
	drawText(dst, words, fontBold, size, box.X+box.W/2, box.Y+box.H/2, col, text.AlignCenter, text.AlignCenter)
}

// aimLabelAt is the centre of the line of fire's words, a box w x h
// (screen pixels), placed so it covers neither token at its ends (the
// shooter at a, the target at b, with radii ra and rb) nor the boxes of
// avoid (the target's name, the odds box), and stays inside screen: on the line's middle when the gap
// between the tokens holds it, else beside the line's middle, past the
// target along the line, or over the target or either side of the
// shooter. A phone's shooter is often two squares from its foe, where
// the middle lies on the shooter's token.
func aimLabelAt(a, b geom.Point, ra, rb, w, h float64, screen Rect, avoid []Rect) geom.Point {
	const margin = 4
	dx, dy := b.X-a.X, b.Y-a.Y
	d := math.Hypot(dx, dy)
	if d < 1e-9 {
		dx, dy, d = 1, 0, 1
	}
	ux, uy := dx/d, dy/d
	nx, ny := uy, -ux // the side of the line that is up (or right)
	if ny > 0 || (ny == 0 && nx < 0) {
		nx, ny = -nx, -ny
	}
	along := math.Abs(ux)*w/2 + math.Abs(uy)*h/2  // the box's reach along the line
	across := math.Abs(nx)*w/2 + math.Abs(ny)*h/2 // and across it
	mid := geom.Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	side := across + margin*2
	cands := []geom.Point{
		mid,
		{X: mid.X + nx*side, Y: mid.Y + ny*side},
		{X: mid.X - nx*side, Y: mid.Y - ny*side},
		{X: b.X + ux*(rb+along+margin), Y: b.Y + uy*(rb+along+margin)},
		{X: b.X, Y: b.Y - rb - h/2 - margin},
		{X: a.X, Y: a.Y - ra - h/2 - margin},
		{X: a.X, Y: a.Y + ra + h/2 + margin},
	}
	clear := func(p geom.Point) bool {
		box := Rect{p.X - w/2, p.Y - h/2, w, h}
		if boxMeetsDisc(box, a, ra) || boxMeetsDisc(box, b, rb) {
			return false
		}
		for _, r := range avoid {
			if box.overlaps(r) {
				return false
			}
		}
		return true
	}
	inside := func(p geom.Point) bool {
		return p.X-w/2 >= screen.X && p.Y-h/2 >= screen.Y && p.X+w/2 <= screen.X+screen.W && p.Y+h/2 <= screen.Y+screen.H
	}
	for _, p := range cands {
		if clear(p) && inside(p) {
			return p
		}
	}
	for _, p := range cands { // a screen too small: off the tokens at least
		if clear(p) {
			return p
		}
	}
	return mid
}

// boxMeetsDisc reports whether the box overlaps the disc of radius r at c.
func boxMeetsDisc(box Rect, c geom.Point, r float64) bool {
	x := math.Max(box.X, math.Min(c.X, box.X+box.W))
	y := math.Max(box.Y, math.Min(c.Y, box.Y+box.H))
	return math.Hypot(c.X-x, c.Y-y) < r
}

// overlaps reports whether two boxes share some area (an empty one
// meets nothing).
func (r Rect) overlaps(o Rect) bool {
	if r.W <= 0 || r.H <= 0 || o.W <= 0 || o.H <= 0 {
		return false
	}
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}
