package game

import (
	"image/color"
	"math"
	"strings"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The terrain legend: a row under the map naming each kind of square or
// wall the map uses, with the swatch the map draws it with, so a table
// reads the map without asking.

// legendKind is one kind of terrain as the map draws it.
type legendKind int

const (
	lgWall legendKind = iota
	lgTree
	lgWater
	lgDifficult
	lgLowWall
	lgDoor
	lgDoorOpen
	lgDoorBroken
	lgWindow
	lgThinWall
	lgUnstable
	lgGap
)

var legendLabels = [...]string{lgWall: "wall", lgTree: "tree", lgWater: "water", lgDifficult: "difficult ground",
	lgLowWall: "low wall (cover)", lgDoor: "door", lgDoorOpen: "open door", lgDoorBroken: "broken door",
	lgWindow: "window", lgThinWall: "thin wall", lgUnstable: "unstable", lgGap: "gap (jump it)"}

// legendEntry is one line of the legend: a kind, and the material of a
// wall (walls of different stuff are drawn in different colours).
type legendEntry struct {
	kind     legendKind
	material string
}

func (e legendEntry) label() string {
	if e.kind == lgWall && e.material != "" {
		return strings.ReplaceAll(e.material, "_", " ")
	}
	return legendLabels[e.kind]
}

// legendEntries lists what the map uses, in the legend's order.
func legendEntries(b *board.Board) []legendEntry {
	if b == nil {
		return nil
	}
	seen := map[legendEntry]bool{}
	var walls []legendEntry
	add := func(e legendEntry) {
		if !seen[e] {
			seen[e] = true
			if e.kind == lgWall {
				walls = append(walls, e)
			}
		}
	}
	for _, t := range b.Cells {
		if k, ok := cellKind(t); ok {
			e := legendEntry{kind: k}
			if k == lgWall {
				e.material = t.Material
			}
			add(e)
		}
		if t.Unstable {
			add(legendEntry{kind: lgUnstable})
		}
	}
	for i := range b.Walls {
		add(legendEntry{kind: wallKind(&b.Walls[i])})
	}
	out := walls
	for k := lgTree; k <= lgGap; k++ {
		if seen[legendEntry{kind: k}] {
			out = append(out, legendEntry{kind: k})
		}
	}
	return out
}

// cellKind is how a square is drawn (false: open ground).
func cellKind(t board.Terrain) (legendKind, bool) {
	switch {
	case t.Door && t.Broken:
		return lgDoorBroken, true
	case t.Door && t.Open:
		return lgDoorOpen, true
	case t.Door:
		return lgDoor, true
	case t.Blocks && t.Material == "tree":
		return lgTree, true
	case t.Blocks:
		return lgWall, true
	case t.Cover > 0:
		return lgLowWall, true
	case t.Gap:
		return lgGap, true
	case t.Water:
		return lgWater, true
	case t.Difficult:
		return lgDifficult, true
	}
	return 0, false
}

func wallKind(w *board.Wall) legendKind {
	switch {
	case w.Kind == board.WallWindow:
		return lgWindow
	case w.Kind == board.WallDoor && w.Broken:
		return lgDoorBroken
	case w.Kind == board.WallDoor && w.Open:
		return lgDoorOpen
	case w.Kind == board.WallDoor:
		return lgDoor
	}
	return lgThinWall
}

// legendItem is an entry placed on the screen: its swatch's square.
type legendItem struct {
	legendEntry
	x, y, s float64
}

// legendRect lays the legend out along the bottom of the map's part of
// the screen (one or two rows), or nothing when the view has none.
func legendRect(c *Controller, v View, mapView Rect, u float64) Rect {
	b := c.drawnBoard()
	if !v.Legend || b == nil {
		return Rect{}
	}
	entries := legendEntries(b)
	if len(entries) == 0 {
		return Rect{}
	}
	size := u * 0.7
	face := fontRegular.face(size)
	s, gap := size*1.1, u*0.6
	x0, maxW := mapView.X+u*0.4, mapView.W-u*0.8
	x, rows, widest := 0.0, 1, 0.0
	for _, e := range entries {
		w, _ := text.Measure(e.label(), face, 0)
		w += s + u*0.3
		if x > 0 && x+w > maxW {
			rows++
			x = 0
		}
		x += w + gap
		widest = math.Max(widest, x-gap)
	}
	rh := s + u*0.3
	h := float64(rows)*rh + u*0.2
	return Rect{x0, mapView.Y + mapView.H - h, math.Min(widest+u*0.5, maxW+u*0.4), h}
}

// legendItems places the entries inside r (the same walk as legendRect).
func legendItems(b *board.Board, r Rect, u float64) []legendItem {
	size := u * 0.7
	face := fontRegular.face(size)
	s, gap := size*1.1, u*0.6
	rh := s + u*0.3
	x, y := r.X+u*0.25, r.Y+u*0.25
	var out []legendItem
	for _, e := range legendEntries(b) {
		w, _ := text.Measure(e.label(), face, 0)
		w += s + u*0.3
		if x > r.X+u*0.25 && x+w > r.X+r.W {
			x, y = r.X+u*0.25, y+rh
		}
		out = append(out, legendItem{legendEntry: e, x: x, y: y, s: s})
		x += w + gap
	}
	return out
}

var colLegendBack = color.RGBA{0x10, 0x11, 0x14, 0xe0}

// drawLegend paints the legend where the layout put it.
func (vw *views) drawLegend(dst *ebiten.Image) {
	l := vw.l
	if l.legend.W <= 0 {
		return
	}
	fillRect(dst, l.legend, colLegendBack)
	size := l.u * 0.7
	for _, it := range legendItems(vw.c.drawnBoard(), l.legend, l.u) {
		swatch(dst, it.legendEntry, it.x, it.y, it.s)
		drawText(dst, it.label(), fontRegular, size, it.x+it.s+l.u*0.3, it.y+it.s/2, colWhite, text.AlignStart, text.AlignCenter)
	}
}

// swatch draws one square of the kind at (x, y), s pixels across, with
// the map's own painter.
func swatch(dst *ebiten.Image, e legendEntry, x, y, s float64) {
	p := &painter{dst: dst, cam: Camera{Scale: s, X: x, Y: y}, s: s, spr: getSprites()}
	p.rect(0, 0, 1, 1, colPaper)
	switch e.kind {
	case lgWall:
		p.rect(0, 0, 1, 1, wallColor(e.material))
	case lgTree:
		p.rect(0, 0, 1, 1, colTreeGround)
		p.circle(0.5, 0.5, 0.47, colCanopyEdge)
		p.circle(0.5, 0.5, 0.41, colCanopy)
	case lgWater:
		p.water(0, 0)
	case lgDifficult:
		p.rect(0, 0, 1, 1, colDifficult)
		p.hatch(0, 0)
	case lgLowWall:
		p.rect(0.05, 0.35, 0.9, 0.3, colLowWallEdge)
		p.rect(0.1, 0.4, 0.8, 0.2, colLowWall)
	case lgDoor, lgDoorOpen, lgDoorBroken:
		p.doorLeaf(0, 0, true, e.kind)
	case lgWindow:
		p.thinLine(0, 0.5, 1, 0.5, board.WallWindow, false, false)
	case lgThinWall:
		p.thinLine(0, 0.5, 1, 0.5, board.WallSolid, false, false)
	case lgUnstable:
		p.unstable(0, 0)
	case lgGap:
		p.gap(0, 0)
	}
	vector.StrokeRect(dst, f32(x), f32(y), f32(s), f32(s), 1, colGrid, false)
}
