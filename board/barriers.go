package board

import (
	"fmt"
	"math"
	"slices"

	"battlemat/geom"
	"battlemat/rules"
)

// Barriers: the straight walls the Barrier power stands on the map while
// its caster keeps it up. Each is a solid thin wall along the grid lines
// (it blocks movement and sight as any wall), put at the end of the
// board's walls so the scenario's walls and doors keep their places;
// undo and replay keep them with the doors (SnapshotBattlefield).

// Barrier is one Barrier power's wall.
type Barrier struct {
	From, To      geom.Point
	Caster, Power string
	Hardness      int
	// Damage is the dice the wall rolls at a figure that touches it
	// (the Damage modifier; "" none).
	Damage string
	// Broken are the 1" sections knocked out of the wall, by their
	// place along it from From (0 first): the wall stands in the runs
	// between them.
	Broken []int
}

// sections is how many 1" sections the wall has (a diagonal one: one a
// square it crosses).
func (br Barrier) sections() int {
	return int(math.Round(math.Max(math.Abs(br.To.X-br.From.X), math.Abs(br.To.Y-br.From.Y))))
}

// Runs are the stretches of the wall still standing, from From on.
func (br Barrier) Runs() [][2]geom.Point {
	n := br.sections()
	if n == 0 {
		return nil
	}
	at := func(k int) geom.Point {
		f := float64(k) / float64(n)
		return geom.Point{X: br.From.X + f*(br.To.X-br.From.X), Y: br.From.Y + f*(br.To.Y-br.From.Y)}
	}
	var out [][2]geom.Point
	start := 0
	for k := 0; k <= n; k++ {
		if k == n || slices.Contains(br.Broken, k) {
			if k > start {
				out = append(out, [2]geom.Point{at(start), at(k)})
			}
			start = k + 1
		}
	}
	return out
}

// BarrierMaterial is the material a Barrier's wall is made of, for the
// legend and the obstacle rules.
const BarrierMaterial = "barrier"

var _ rules.BarrierBattlefield = (*Battlefield)(nil)

// setBarriers makes the walls the barriers stand on: the scenario's walls
// first, then one per barrier.
func (b *Board) setBarriers(list []Barrier) {
	if len(list) == 0 && b.barrierWalls == 0 {
		b.Barriers = nil
		return
	}
	base := b.Walls[:len(b.Walls)-b.barrierWalls]
	walls := make([]Wall, 0, len(base)+len(list))
	walls = append(walls, base...)
	for _, br := range list {
		for _, r := range br.Runs() {
			walls = append(walls, Wall{Segment: geom.Segment{A: r[0], B: r[1]}, Kind: WallSolid, Material: BarrierMaterial, Armor: br.Hardness, Hardness: br.Hardness})
		}
	}
	b.Walls, b.Barriers, b.barrierWalls = walls, append([]Barrier(nil), list...), len(walls)-len(base)
	if len(b.Barriers) == 0 {
		b.Barriers = nil
	}
	b.wallIx = nil
	b.wallsChanged()
}

// AddBarrier stands a Barrier's walls, each from one grid corner to
// another (rules.BarrierBattlefield); it refuses the casting whole when
// one would leave the map or pass through a figure's base.
func (t *Battlefield) AddBarrier(caster, power string, w rules.BarrierWalls) error {
	list := append([]Barrier(nil), t.B.Barriers...)
	for _, side := range w.Sides {
		a, c := geom.Point{X: side[0].X, Y: side[0].Y}, geom.Point{X: side[1].X, Y: side[1].Y}
		if err := t.barrierFits(a, c); err != nil {
			return err
		}
		list = append(list, Barrier{From: a, To: c, Caster: caster, Power: power, Hardness: w.Hardness, Damage: w.Damage})
	}
	t.B.setBarriers(list)
	return nil
}

// barrierFits refuses a wall off the map or through a large base.
func (t *Battlefield) barrierFits(a, c geom.Point) error {
	for _, p := range []geom.Point{a, c} {
		if p.X < 0 || p.Y < 0 || p.X > float64(t.B.W) || p.Y > float64(t.B.H) {
			return fmt.Errorf("the barrier would leave the map at (%g, %g)", p.X, p.Y)
		}
	}
	for _, f := range t.B.Figures {
		if f.Dead {
			continue
		}
		n := float64(f.Footprint())
		if n < 2 {
			continue // a wall along the grid lines passes beside a 1" base
		}
		// the base's inside, less a hair: a wall along its edge is beside it
		x0, y0 := float64(f.At.X)+1e-6, float64(f.At.Y)+1e-6
		if segmentCutsBox(a, c, x0, y0, x0+n-2e-6, y0+n-2e-6) {
			return fmt.Errorf("the barrier would cut through %s", f.Name)
		}
	}
	return nil
}

// EndBarriers takes off the caster's barriers of the power ("" all of its
// own) and says how many went.
func (t *Battlefield) EndBarriers(caster, power string) int {
	var kept []Barrier
	for _, br := range t.B.Barriers {
		if br.Caster != caster || (power != "" && br.Power != power) {
			kept = append(kept, br)
		}
	}
	n := len(t.B.Barriers) - len(kept)
	if n > 0 {
		t.B.setBarriers(kept)
	}
	return n
}

// BarrierCount is how many barriers stand (whole or in part).
func (t *Battlefield) BarrierCount() int { return len(t.B.Barriers) }

// BarrierSections lists every 1" section of the barriers still standing
// (rules.BarrierBattlefield).
func (t *Battlefield) BarrierSections() []rules.BarrierSection {
	var out []rules.BarrierSection
	for i, br := range t.B.Barriers {
		n := br.sections()
		for k := 0; k < n; k++ {
			if slices.Contains(br.Broken, k) {
				continue
			}
			f, g := float64(k)/float64(n), float64(k+1)/float64(n)
			out = append(out, rules.BarrierSection{Barrier: i, Index: k, Caster: br.Caster, Hardness: br.Hardness, Damage: br.Damage,
				From: rules.Spot{X: br.From.X + f*(br.To.X-br.From.X), Y: br.From.Y + f*(br.To.Y-br.From.Y)},
				To:   rules.Spot{X: br.From.X + g*(br.To.X-br.From.X), Y: br.From.Y + g*(br.To.Y-br.From.Y)}})
		}
	}
	return out
}

// BreakBarrierSection knocks section k out of barrier i
// (rules.BarrierBattlefield).
func (t *Battlefield) BreakBarrierSection(i, k int) error {
	if i < 0 || i >= len(t.B.Barriers) || k < 0 || k >= t.B.Barriers[i].sections() || slices.Contains(t.B.Barriers[i].Broken, k) {
		return fmt.Errorf("no standing section %d of barrier %d", k, i)
	}
	list := append([]Barrier(nil), t.B.Barriers...)
	list[i].Broken = append(append([]int(nil), list[i].Broken...), k)
	t.B.setBarriers(list)
	return nil
}

// segmentCutsBox reports whether segment a-c passes through the box's
// inside (Liang-Barsky clipping).
func segmentCutsBox(a, c geom.Point, x0, y0, x1, y1 float64) bool {
	t0, t1 := 0.0, 1.0
	dx, dy := c.X-a.X, c.Y-a.Y
	for _, e := range [][2]float64{{-dx, a.X - x0}, {dx, x1 - a.X}, {-dy, a.Y - y0}, {dy, y1 - a.Y}} {
		p, q := e[0], e[1]
		if p == 0 {
			if q < 0 {
				return false
			}
			continue
		}
		r := q / p
		if p < 0 {
			t0 = math.Max(t0, r)
		} else {
			t1 = math.Min(t1, r)
		}
		if t0 > t1 {
			return false
		}
	}
	return true
}

// SetBarriers stands exactly these walls (a screen told of them by the
// host: wire.Barrier), each as a Barrier of nobody's.
func (b *Board) SetBarriers(walls [][2]geom.Point) {
	var list []Barrier
	for _, w := range walls {
		list = append(list, Barrier{From: w[0], To: w[1], Hardness: rules.BarrierHardness})
	}
	b.setBarriers(list)
}

// SectionsUnder lists the standing Barrier sections a template laid from
// the figure toward at passes over: some of the section lies inside it
// (rules.BarrierBattlefield).
func (t *Battlefield) SectionsUnder(tpl rules.Template, from string, at rules.Spot) ([]rules.BarrierSection, error) {
	secs := t.BarrierSections()
	if len(secs) == 0 {
		return nil, nil
	}
	k, err := kindOf(tpl)
	if err != nil {
		return nil, err
	}
	f := t.fig(from)
	if f == nil && !k.Blast() {
		return nil, fmt.Errorf("no figure %q on the board", from)
	}
	s, _, err := t.B.PlaceTemplate(k, f, geom.Point{X: at.X, Y: at.Y})
	if err != nil {
		return nil, err
	}
	var out []rules.BarrierSection
	for _, sec := range secs {
		// Points along the section's inside, a twentieth of an inch
		// apart: a section that only touches the edge is not under it.
		for i := 0; i < 20; i++ {
			f := (float64(i) + 0.5) / 20
			p := geom.Point{X: sec.From.X + f*(sec.To.X-sec.From.X), Y: sec.From.Y + f*(sec.To.Y-sec.From.Y)}
			if s.Dist(p) < 1e-9 {
				out = append(out, sec)
				break
			}
		}
	}
	return out, nil
}
