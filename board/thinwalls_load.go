package board

import (
	"fmt"
	"math"

	"battlemat/geom"
)

// MaxThinWalls bounds the thin walls of one map (a big cave export has a
// few thousand).
const MaxThinWalls = 200000

// MaxWallInches bounds the total length of a map's thin walls, doors and
// windows: the index files each wall in every square it crosses, a few
// bytes a square (a 500-square map walled along every side of every
// square has 500,000"; a 2,000-point zigzag across it 1,400,000").
const MaxWallInches = 2_000_000

// checkWallLength refuses walls longer in all than MaxWallInches.
func checkWallLength(walls []Wall) error {
	total := 0.0
	for _, w := range walls {
		total += w.A.Dist(w.B)
	}
	if total > MaxWallInches {
		return fmt.Errorf("%.0f inches of thin walls: a map has at most %d in all", total, MaxWallInches)
	}
	return nil
}

// maxCoord bounds a thin wall's coordinates in inches, off the map
// included (lights and walls outside the picture still count).
const maxCoord = 4 * MaxMapSide

// DefaultWallMaterial and DefaultDoorMaterial are what thin walls and
// doors are made of unless the scenario says otherwise.
const (
	DefaultWallMaterial = "stone"
	DefaultDoorMaterial = "oak_door"
)

// doorMaterial reads a door's material: any material, and "oak" or the
// like for its door ("oak" is "oak door").
func doorMaterial(name string) (string, int, bool) {
	if a, ok := MaterialArmor(name); ok {
		return normalizeMaterial(name), a, true
	}
	if a, ok := MaterialArmor(name + " door"); ok {
		return normalizeMaterial(name + " door"), a, true
	}
	return "", 0, false
}

// wallsMaterial reads map.walls_material.
func wallsMaterial(d *yamlDoc, m *rawMap) (string, int, error) {
	name := DefaultWallMaterial
	if m.WallsMaterial != nil {
		name = *m.WallsMaterial
	}
	a, ok := MaterialArmor(name)
	if !ok {
		return "", 0, d.errAt("map.walls_material", "%q is not a material (%s)", name, materialNames())
	}
	return normalizeMaterial(name), a, nil
}

func finite(v ...float64) bool {
	for _, x := range v {
		if math.IsNaN(x) || math.Abs(x) > maxCoord {
			return false
		}
	}
	return true
}

// buildThinWalls reads map.walls, map.windows and map.doors.
func buildThinWalls(d *yamlDoc, m *rawMap, b *Board) error {
	if m == nil {
		return nil
	}
	mat, armor, err := wallsMaterial(d, m)
	if err != nil {
		return err
	}
	added := m.UVTT != nil
	if n := len(m.Walls) + len(m.Windows) + len(m.Doors); n > MaxThinWalls {
		return d.errAt("map.walls", "%d thin walls: a map has at most %d", n, MaxThinWalls)
	}
	for _, list := range []struct {
		key  string
		kind WallKind
		segs [][]float64
	}{{"map.walls", WallSolid, m.Walls}, {"map.windows", WallWindow, m.Windows}} {
		for i, w := range list.segs {
			p := indexPath(list.key, i)
			if len(w) != 4 {
				return d.errAt(p, "expected [x1, y1, x2, y2] in inches, got %d numbers", len(w))
			}
			if !finite(w...) {
				return d.errAt(p, "coordinates must lie within %d\" of the map", maxCoord)
			}
			s := geom.Segment{A: geom.Point{X: w[0], Y: w[1]}, B: geom.Point{X: w[2], Y: w[3]}}
			if s.A.Dist(s.B) < geom.Eps {
				return d.errAt(p, "the wall has no length (its two ends are the same point)")
			}
			b.Walls = append(b.Walls, Wall{Segment: s, Kind: list.kind, Material: mat, Armor: armor, Added: added})
		}
	}
	for i, rd := range m.Doors {
		p := indexPath("map.doors", i)
		if rd == nil {
			return d.errAt(p, "expected a door: {from: [x, y], to: [x, y]}")
		}
		pt := func(key string, v []float64) (geom.Point, error) {
			if len(v) != 2 {
				return geom.Point{}, d.errAt(p+"."+key, "expected [x, y] in inches, got %d numbers", len(v))
			}
			if !finite(v...) {
				return geom.Point{}, d.errAt(p+"."+key, "coordinates must lie within %d\" of the map", maxCoord)
			}
			return geom.Point{X: v[0], Y: v[1]}, nil
		}
		if rd.From == nil {
			return d.errAt(p, "missing from: (one end of the door, [x, y] in inches)")
		}
		if rd.To == nil {
			return d.errAt(p, "missing to: (the other end of the door, [x, y] in inches)")
		}
		a, err := pt("from", rd.From)
		if err != nil {
			return err
		}
		z, err := pt("to", rd.To)
		if err != nil {
			return err
		}
		if a.Dist(z) < geom.Eps {
			return d.errAt(p, "the door has no width (from and to are the same point)")
		}
		w := Wall{Segment: geom.Segment{A: a, B: z}, Kind: WallDoor, Material: DefaultDoorMaterial, Armor: materialArmor[DefaultDoorMaterial], Added: added}
		if rd.Material != nil {
			name, ar, ok := doorMaterial(*rd.Material)
			if !ok {
				return d.errAt(p+".material", "%q is not a material (%s)", *rd.Material, materialNames())
			}
			w.Material, w.Armor = name, ar
		}
		if w.Hardness, err = intField(d, p+".hardness", rd.Hardness, DefaultDoorHardness, 1, MaxDoorHardness); err != nil {
			return err
		}
		open := rd.Closed != nil && !*rd.Closed
		w.Open, w.StartOpen = open, open
		b.Walls = append(b.Walls, w)
	}
	if err := checkWallLength(b.Walls); err != nil {
		return d.errAt("map.walls", "%v", err)
	}
	cutDoorways(b)
	return nameDoors(b)
}

// cutDoorways takes out of the solid walls the stretches that a door
// covers (the door replaces the wall there, so an open door is a way
// through even when the wall was drawn across it).
func cutDoorways(b *Board) {
	var doors []geom.Segment
	for _, w := range b.Walls {
		if w.Kind != WallSolid {
			doors = append(doors, w.Segment)
		}
	}
	if len(doors) == 0 {
		return
	}
	out := b.Walls[:0:0]
	for _, w := range b.Walls {
		if w.Kind != WallSolid {
			out = append(out, w)
			continue
		}
		pieces := []geom.Segment{w.Segment}
		for _, dr := range doors {
			var next []geom.Segment
			for _, s := range pieces {
				next = append(next, cutCollinear(s, dr)...)
			}
			pieces = next
		}
		for _, s := range pieces {
			c := w
			c.Segment = s
			out = append(out, c)
		}
	}
	b.Walls = out
}

// cutCollinear is s less the part of it that the segment g overlaps,
// when they lie on one line; s itself otherwise.
func cutCollinear(s, g geom.Segment) []geom.Segment {
	d := s.B.Sub(s.A)
	l2 := d.Dot(d)
	if l2 == 0 || s.Dist(g.A) > 1e-6 && s.Dist(g.B) > 1e-6 {
		return []geom.Segment{s}
	}
	l := math.Sqrt(l2)
	// Both ends of g on s's line?
	if math.Abs(d.Cross(g.A.Sub(s.A)))/l > 1e-6 || math.Abs(d.Cross(g.B.Sub(s.A)))/l > 1e-6 {
		return []geom.Segment{s}
	}
	ta, tb := g.A.Sub(s.A).Dot(d)/l2, g.B.Sub(s.A).Dot(d)/l2
	if ta > tb {
		ta, tb = tb, ta
	}
	if tb <= 0 || ta >= 1 {
		return []geom.Segment{s}
	}
	var out []geom.Segment
	if ta > 0 && ta*l > geom.Eps {
		out = append(out, geom.Segment{A: s.A, B: s.A.Add(d.Scale(ta))})
	}
	if tb < 1 && (1-tb)*l > geom.Eps {
		out = append(out, geom.Segment{A: s.A.Add(d.Scale(tb)), B: s.B})
	}
	return out
}

// nameDoors gives every door on a thin wall the square that names it in
// actions: the square holding its middle, or when that one already names
// a door, the square a quarter inch to either side of it.
func nameDoors(b *Board) error {
	taken := map[Square]bool{}
	for i, c := range b.Cells {
		if c.Door {
			taken[Square{X: i % max(b.W, 1), Y: i / max(b.W, 1)}] = true
		}
	}
	for i := range b.Walls {
		w := &b.Walls[i]
		if w.Kind != WallDoor {
			continue
		}
		mid := w.A.Add(w.B).Scale(0.5)
		n, _ := w.B.Sub(w.A).Perp().Unit()
		cands := []geom.Point{mid, mid.Add(n.Scale(0.25)), mid.Sub(n.Scale(0.25))}
		w.At = Square{X: -1, Y: -1}
		for _, c := range cands {
			s := Square{X: int(math.Floor(c.X)), Y: int(math.Floor(c.Y))}
			if b.InBounds(s) && !taken[s] {
				w.At = s
				taken[s] = true
				break
			}
		}
		if w.At.X < 0 {
			b.Warnings = append(b.Warnings, fmt.Sprintf("the door from %s to %s has no free square of its own on the map: it cannot be opened or closed by an action", w.A, w.B))
		}
	}
	return nil
}
