package game

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"battlemat/board"
	"battlemat/geom"

	"github.com/goccy/go-yaml"
)

// Painting terrain on the setup's squares with the legend's kinds, and
// drawing thin walls, doors and windows between the grid's corners.

// Brush is a kind of terrain the setup paints: a legend symbol, and the
// legend entry it needs when it is not one of the built-in symbols.
type Brush struct {
	Sym    rune
	Label  string
	legend yaml.MapSlice
}

// Brushes are the kinds the setup paints, in the panel's order.
var Brushes = []Brush{
	{Sym: '.', Label: "Floor"},
	{Sym: '#', Label: "Wall"},
	{Sym: 'T', Label: "Tree"},
	{Sym: '~', Label: "Water"},
	{Sym: '=', Label: "Low wall"},
	{Sym: ':', Label: "Difficult", legend: yaml.MapSlice{{Key: "difficult", Value: true}}},
}

// Covers a custom obstacle gives, in the order the panel steps through
// them; "blocks" is a solid obstacle (a pillar, a boulder).
var Covers = []string{"light", "medium", "heavy", "near_total", "blocks"}

// Materials a custom obstacle is made of (the obstacle table of
// docs/formats.md), in the order the panel steps through them.
var Materials = []string{"wood", "brick", "stone", "sheet_metal", "cinder_block", "oak_door", "heavy_glass", "drywall", "bulletproof_glass", "tree"}

// ObstacleBrush is the brush of a custom obstacle of material and cover:
// a legend symbol of its own (the one already in the legend for the same
// obstacle, or a free capital letter).
func (s *Setup) ObstacleBrush(material, cover string) (Brush, error) {
	if _, ok := board.MaterialArmor(material); !ok {
		return Brush{}, s.fail(fmt.Errorf("obstacle: %q is not a material", material))
	}
	if !slices.Contains(Covers, cover) {
		return Brush{}, s.fail(fmt.Errorf("obstacle: %q is not a cover (%s)", cover, strings.Join(Covers, ", ")))
	}
	entry := yaml.MapSlice{{Key: "difficult", Value: true}, {Key: "cover", Value: cover}, {Key: "material", Value: material}}
	if cover == "blocks" {
		entry = yaml.MapSlice{{Key: "blocks", Value: true}, {Key: "material", Value: material}}
	}
	label := fmt.Sprintf("%s (%s)", strings.ReplaceAll(material, "_", " "), strings.ReplaceAll(cover, "_", " "))
	legend := s.legend()
	for _, it := range legend {
		if m, ok := it.Value.(yaml.MapSlice); ok && yamlFlow(m) == yamlFlow(entry) {
			return Brush{Sym: []rune(fmt.Sprint(it.Key))[0], Label: label, legend: entry}, nil
		}
	}
	for _, r := range "OPQRSUVWXYZABCDEFGHIJKLMN" {
		if _, used := msGet(legend, string(r)); !used {
			return Brush{Sym: r, Label: label, legend: entry}, nil
		}
	}
	return Brush{}, s.fail(errors.New("obstacle: the legend has no free letter left"))
}

func (s *Setup) legend() yaml.MapSlice {
	v, _ := msGet(s.doc.mapRest, "legend")
	m, _ := v.(yaml.MapSlice)
	return m
}

// Paint paints the brush on sq. A stroke (a drag over several squares)
// is one step for undo: more is true for its squares after the first.
func (s *Setup) Paint(sq board.Square, br Brush, more bool) error {
	w, h := s.doc.size()
	if w == 0 {
		return s.fail(errors.New("paint: a Universal VTT map's squares come from its file (paint on a blank map or a picture)"))
	}
	if sq.X < 0 || sq.Y < 0 || sq.X >= w || sq.Y >= h {
		return s.fail(fmt.Errorf("paint: (%d, %d) is off the map", sq.X, sq.Y))
	}
	if s.doc.rows[sq.Y][sq.X] == br.Sym {
		return nil
	}
	n := len(s.undo)
	err := s.change(fmt.Sprintf("%s at (%d, %d)", br.Label, sq.X, sq.Y), func(d *setupDoc) error {
		d.rows[sq.Y][sq.X] = br.Sym
		if br.legend != nil {
			v, _ := msGet(d.mapRest, "legend")
			lg, _ := v.(yaml.MapSlice)
			if cur, ok := msGet(lg, string(br.Sym)); !ok || yamlFlow(cur) != yamlFlow(br.legend) {
				d.mapRest = msSet(d.mapRest, "legend", msSet(slices.Clone(lg), string(br.Sym), br.legend))
			}
		}
		return nil
	})
	if err == nil && more && n > 0 {
		// The stroke's first square holds the undo step.
		s.undo = s.undo[:n]
	}
	return err
}

// Thin wall kinds: what a segment between two corners is.
const (
	SegWall   = "wall"
	SegDoor   = "door"
	SegWindow = "window"
)

// Segment draws a thin wall, a door or a window from corner a to corner
// b (grid corners, in inches).
func (s *Setup) Segment(kind string, a, b geom.Point) error {
	if a == b {
		return s.fail(fmt.Errorf("%s: from and to are the same corner", kind))
	}
	seg := [4]float64{a.X, a.Y, b.X, b.Y}
	what := fmt.Sprintf("A %s from (%g, %g) to (%g, %g)", kind, a.X, a.Y, b.X, b.Y)
	return s.change(what, func(d *setupDoc) error {
		switch kind {
		case SegWall:
			d.walls = append(d.walls, seg)
		case SegWindow:
			d.windows = append(d.windows, seg)
		case SegDoor:
			d.doors = append(d.doors, setupDoor{from: [2]float64{a.X, a.Y}, to: [2]float64{b.X, b.Y}})
		default:
			return fmt.Errorf("%q is not a wall, door or window", kind)
		}
		return nil
	})
}

// RemoveSegment takes away the thin wall, door or window nearest p, when
// one passes within half an inch of it.
func (s *Setup) RemoveSegment(p geom.Point) error {
	best, kind, at := 0.5, "", -1
	try := func(k string, i int, x1, y1, x2, y2 float64) {
		if d := segDist(p, geom.Point{X: x1, Y: y1}, geom.Point{X: x2, Y: y2}); d <= best {
			best, kind, at = d, k, i
		}
	}
	for i, w := range s.doc.walls {
		try(SegWall, i, w[0], w[1], w[2], w[3])
	}
	for i, w := range s.doc.windows {
		try(SegWindow, i, w[0], w[1], w[2], w[3])
	}
	for i, dr := range s.doc.doors {
		try(SegDoor, i, dr.from[0], dr.from[1], dr.to[0], dr.to[1])
	}
	if at < 0 {
		return s.fail(errors.New("erase: no thin wall, door or window here"))
	}
	return s.change("Removed a "+kind, func(d *setupDoc) error {
		switch kind {
		case SegWall:
			d.walls = slices.Delete(d.walls, at, at+1)
		case SegWindow:
			d.windows = slices.Delete(d.windows, at, at+1)
		default:
			d.doors = slices.Delete(d.doors, at, at+1)
		}
		return nil
	})
}

// Segments are the thin walls, doors and windows drawn, by kind.
func (s *Setup) Segments() map[string][][4]float64 {
	out := map[string][][4]float64{SegWall: s.doc.walls, SegWindow: s.doc.windows}
	for _, d := range s.doc.doors {
		out[SegDoor] = append(out[SegDoor], [4]float64{d.from[0], d.from[1], d.to[0], d.to[1]})
	}
	return out
}

// Corner is the grid corner nearest map point p.
func Corner(p geom.Point) geom.Point { return geom.Point{X: math.Round(p.X), Y: math.Round(p.Y)} }

func segDist(p, a, b geom.Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := dx*dx + dy*dy
	t := 0.0
	if l > 0 {
		t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l))
	}
	return math.Hypot(p.X-a.X-t*dx, p.Y-a.Y-t*dy)
}
