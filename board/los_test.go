package board

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func open(w, h int) []string {
	rows := make([]string, h)
	for i := range rows {
		rows[i] = string(make([]byte, 0, w))
		for x := 0; x < w; x++ {
			rows[i] += "."
		}
	}
	return rows
}

// withWalls returns rows with '#' (or sym) set at the given squares.
func with(rows []string, sym byte, sqs ...Square) []string {
	out := append([]string(nil), rows...)
	for _, s := range sqs {
		r := []byte(out[s.Y])
		r[s.X] = sym
		out[s.Y] = string(r)
	}
	return out
}

var colt = &rules.Weapon{Name: "Colt", Range: [3]int{12, 24, 48}}

func TestCoverHalfBehindAWallCorner(t *testing.T) {
	// Shooter (0,0) and target (6,6): the line between the centres runs
	// along the diagonal through the corner (3,3) of the wall square
	// (3,2), which hides exactly the half of the target's silhouette on
	// its side.
	b := grid(t, with(open(8, 8), '#', Square{X: 3, Y: 0}, Square{X: 3, Y: 1}, Square{X: 3, Y: 2})...)
	from, to := put(b, "a", "h", 0, 0), put(b, "b", "c", 6, 6)
	lof := b.LineOfFire(from, to, colt)
	assert.True(t, lof.Visible)
	assert.InDelta(t, 0.5, lof.Hidden, 1e-12)
	assert.Equal(t, rules.MediumCover, lof.Cover)
	assert.Equal(t, rules.Mods{{Name: "medium cover", Value: -4}}, lof.Mods, "6\" is short range for 12/24/48")
	assert.Equal(t, 4, lof.TN)

	// Deluxe: half hidden or less is light cover; medium needs more.
	deluxe(b)
	assert.Equal(t, rules.Mods{{Name: "light cover", Value: -1}}, b.LineOfFire(from, to, colt).Mods)
}

// bruteHidden measures the hidden share by brute force, independently of
// Board.Shadow: rays evenly spread over the angle the target's base spans
// from the shooter's centre (midpoints of rays equal slices), each hidden
// when it enters a blocking square before it reaches the base.
func bruteHidden(b *Board, from, to *Figure, rays int) float64 {
	p, c, r := from.Center(), to.Center(), to.Radius()
	d := c.Sub(p)
	dist := d.Len()
	half := math.Asin(r / dist)
	base := math.Atan2(d.Y, d.X)
	// Only squares in the box around shooter and base can be in the way.
	var walls []Square
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			if b.Cells[y*b.W+x].Blocks &&
				float64(x+1) >= math.Min(p.X, c.X-r) && float64(x) <= math.Max(p.X, c.X+r) &&
				float64(y+1) >= math.Min(p.Y, c.Y-r) && float64(y) <= math.Max(p.Y, c.Y+r) {
				walls = append(walls, Square{X: x, Y: y})
			}
		}
	}
	hidden := 0
	for i := 0; i < rays; i++ {
		th := base - half + (float64(i)+0.5)/float64(rays)*2*half
		v := geom.Point{X: math.Cos(th), Y: math.Sin(th)}
		// Where the ray meets the base first.
		along := v.Dot(d)
		off := v.Cross(d)
		tDisc := along - math.Sqrt(math.Max(0, r*r-off*off))
		blocked := false
		for _, w := range walls {
			// Slab test: the ray's stretch inside the square.
			t0, t1 := 0.0, tDisc
			for _, ax := range [2][3]float64{{p.X, v.X, float64(w.X)}, {p.Y, v.Y, float64(w.Y)}} {
				o, dv, lo := ax[0], ax[1], ax[2]
				if dv == 0 {
					if o <= lo || o >= lo+1 {
						t0, t1 = 1, 0
					}
					continue
				}
				a, bb := (lo-o)/dv, (lo+1-o)/dv
				t0, t1 = math.Max(t0, math.Min(a, bb)), math.Min(t1, math.Max(a, bb))
			}
			if t1 > t0 {
				blocked = true
				break
			}
		}
		if blocked {
			hidden++
		}
	}
	return float64(hidden) / float64(rays)
}

func TestCoverMatchesBruteForceRays(t *testing.T) {
	// Wall columns at x=5 of k squares from the top, shooter at (0,sy),
	// target at (10,4): several shares from none to all, then random maps.
	// 8000 rays: each wall edge inside the silhouette shifts the count by
	// at most one ray (1/8000), so up to 8 edges stay inside 1e-3, and the
	// random maps' up to 16 edges inside 2e-3.
	const rays = 8000
	for k := 2; k <= 5; k++ {
		for sy := 0; sy <= 7; sy++ {
			var walls []Square
			for y := 0; y < k; y++ {
				walls = append(walls, Square{X: 5, Y: y})
			}
			b := grid(t, with(open(12, 8), '#', walls...)...)
			from, to := put(b, "a", "h", 0, sy), put(b, "b", "c", 10, 4)
			got, _ := b.Shadow(from, to)
			assert.InDelta(t, bruteHidden(b, from, to, rays), got, 1e-3, "k=%d sy=%d", k, sy)
		}
	}
	// Known values among them (worked out above, pinned here): a wall of
	// 3 hides 0.816 from row 1 (heavy); 4 from row 3, 0.610 (medium).
	b := grid(t, with(open(12, 8), '#', Square{X: 5, Y: 0}, Square{X: 5, Y: 1}, Square{X: 5, Y: 2})...)
	lof := b.LineOfFire(put(b, "a", "h", 0, 1), put(b, "b", "c", 10, 4), colt)
	assert.InDelta(t, 0.8162, lof.Hidden, 1e-4)
	assert.Equal(t, rules.HeavyCover, lof.Cover)
	assert.Equal(t, rules.Mods{{Name: "heavy cover", Value: -6}}, lof.Mods)

	rng := rand.New(rand.NewPCG(7, 11))
	for trial := 0; trial < 120; trial++ {
		rows := open(14, 14)
		var walls []Square
		for y := 0; y < 14; y++ {
			for x := 0; x < 14; x++ {
				if rng.Float64() < 0.15 {
					walls = append(walls, Square{X: x, Y: y})
				}
			}
		}
		b := grid(t, with(rows, '#', walls...)...)
		from := put(b, "a", "h", rng.IntN(13), rng.IntN(13))
		to := put(b, "b", "c", rng.IntN(13), rng.IntN(13))
		from.Size, to.Size = 4*rng.IntN(2), 4*rng.IntN(2)
		if max(gap(from, to)) == 0 {
			continue // overlapping footprints
		}
		for _, f := range []*Figure{from, to} {
			for y := f.At.Y; y < f.At.Y+f.Footprint(); y++ {
				for x := f.At.X; x < f.At.X+f.Footprint(); x++ {
					b.Cells[y*b.W+x] = Terrain{Symbol: '.'}
				}
			}
		}
		got, _ := b.Shadow(from, to)
		assert.InDelta(t, bruteHidden(b, from, to, rays), got, 2e-3, "trial %d: %v -> %v", trial, from.At, to.At)
	}
}

func TestCoverForThresholds(t *testing.T) {
	for _, tc := range []struct {
		hidden float64
		want   rules.Cover
	}{
		{0, rules.NoCover}, {0.2499, rules.NoCover}, {0.25, rules.LightCover},
		{0.4999, rules.LightCover}, {0.5, rules.MediumCover}, {0.7499, rules.MediumCover},
		{0.75, rules.HeavyCover}, {0.8999, rules.HeavyCover}, {0.9, rules.NearTotalCover},
		{1, rules.NearTotalCover},
	} {
		assert.Equal(t, tc.want, rules.CoverFor(tc.hidden), "hidden %v", tc.hidden)
	}
}

func TestCoverExactShares(t *testing.T) {
	// Shooting straight along a row, a wall square diagonally in front of
	// the target hides nothing: its edge lies on the target's tangent's
	// far side (from (0.5,4.5), the corner (9,4) is 0.5 above the line
	// 8.5 away, the base's edge 0.5 above 10 away).
	b := grid(t, with(open(12, 8), '#', Square{X: 9, Y: 3})...)
	from, to := put(b, "a", "h", 0, 4), put(b, "b", "c", 10, 4)
	assert.Zero(t, b.LineOfFire(from, to, nil).Hidden)

	// A wall square beside the target, level with its far side, reaches
	// into the angle the base spans (seen from 10" away the square's near
	// corner is 0.5/9.5 off the line, inside the base's asin(0.5/10)) but
	// lies beside the base, never in front of it: it hides nothing. Four
	// ways round, one per side of the target.
	for _, tc := range []struct{ shooter, wall Square }{
		{Square{X: 0, Y: 10}, Square{X: 10, Y: 9}},
		{Square{X: 20, Y: 10}, Square{X: 10, Y: 11}},
		{Square{X: 10, Y: 0}, Square{X: 9, Y: 10}},
		{Square{X: 10, Y: 20}, Square{X: 11, Y: 10}},
	} {
		b := grid(t, with(open(21, 21), '#', tc.wall)...)
		from, to := put(b, "a", "h", tc.shooter.X, tc.shooter.Y), put(b, "b", "c", 10, 10)
		assert.Zero(t, b.LineOfFire(from, to, nil).Hidden, "shooter %v, wall %v", tc.shooter, tc.wall)
		assert.Zero(t, bruteHidden(b, from, to, 8000))
	}

	// Fully walled off: not visible.
	b = grid(t, with(open(12, 8), '#', Square{X: 5, Y: 3}, Square{X: 5, Y: 4}, Square{X: 5, Y: 5})...)
	from, to = put(b, "a", "h", 0, 4), put(b, "b", "c", 10, 4)
	lof := b.LineOfFire(from, to, colt)
	assert.False(t, lof.Visible)
	assert.Equal(t, 1.0, lof.Hidden)
	assert.Equal(t, rules.NoCover, lof.Cover, "wholly hidden: no cover category")

	// A wall behind the target, or behind the shooter, hides nothing.
	b = grid(t, with(open(12, 8), '#', Square{X: 11, Y: 4}, Square{X: 0, Y: 4})...)
	from, to = put(b, "a", "h", 1, 4), put(b, "b", "c", 10, 4)
	lof = b.LineOfFire(from, to, colt)
	assert.True(t, lof.Visible)
	assert.Zero(t, lof.Hidden)
	assert.Empty(t, lof.Mods)
}

func TestCoverFromALowWall(t *testing.T) {
	// Target at (10,4). A low wall gives its cover when it touches the
	// target's footprint and screens part of its silhouette from in front.
	tests := []struct {
		name    string
		shooter Square
		at      Square
		want    rules.Cover
	}{
		{"adjacent, on the line", Square{X: 0, Y: 4}, Square{X: 9, Y: 4}, rules.MediumCover},
		{"adjacent diagonally, the line along the row misses it", Square{X: 0, Y: 4}, Square{X: 9, Y: 5}, rules.NoCover},
		{"adjacent diagonally, on a diagonal line", Square{X: 4, Y: 10}, Square{X: 9, Y: 5}, rules.MediumCover},
		{"adjacent, a diagonal line through its corner screens half", Square{X: 4, Y: 10}, Square{X: 9, Y: 4}, rules.MediumCover},
		{"adjacent but behind the target", Square{X: 0, Y: 4}, Square{X: 11, Y: 4}, rules.NoCover},
		{"adjacent beside, off the line", Square{X: 0, Y: 4}, Square{X: 10, Y: 5}, rules.NoCover},
		{"on the line but not adjacent", Square{X: 0, Y: 4}, Square{X: 5, Y: 4}, rules.NoCover},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := grid(t, with(open(12, 12), '=', tc.at)...)
			from, to := put(b, "a", "h", tc.shooter.X, tc.shooter.Y), put(b, "b", "c", 10, 4)
			lof := b.LineOfFire(from, to, colt)
			assert.True(t, lof.Visible)
			assert.Zero(t, lof.Hidden, "low walls never hide")
			assert.Equal(t, tc.want, lof.Cover)
		})
	}
	// The better of the two: a low wall (medium) and a wall hiding 0.816
	// (heavy) give heavy; with the wall hiding only 0.610 (medium), medium.
	rows := with(open(12, 8), '=', Square{X: 9, Y: 4})
	b := grid(t, with(rows, '#', Square{X: 5, Y: 0}, Square{X: 5, Y: 1}, Square{X: 5, Y: 2})...)
	lof := b.LineOfFire(put(b, "a", "h", 0, 1), put(b, "b", "c", 10, 4), colt)
	assert.Equal(t, rules.HeavyCover, lof.Cover)
	assert.Equal(t, rules.Mods{{Name: "heavy cover", Value: -6}}, lof.Mods)
	b = grid(t, with(open(12, 8), '=', Square{X: 9, Y: 4})...)
	lof = b.LineOfFire(put(b, "a", "h", 0, 3), put(b, "b", "c", 10, 4), colt)
	assert.Zero(t, lof.Hidden)
	assert.Equal(t, rules.MediumCover, lof.Cover, "a low wall alone")
}

func TestDarkAndPitch(t *testing.T) {
	b := grid(t, open(20, 3)...)
	from := put(b, "a", "h", 0, 1)
	at10, at11 := put(b, "ten", "c", 10, 1), put(b, "eleven", "c", 11, 0)
	near := put(b, "near", "c", 1, 2)
	b.Light = rules.Dark
	lof := b.LineOfFire(from, at10, colt)
	assert.Equal(t, 10.0, lof.Distance)
	assert.True(t, lof.Visible, "10\" is within sight in the dark")
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lof.Mods)
	assert.False(t, b.LineOfFire(from, at11, colt).Visible, "11\" is beyond it")

	deluxe(b)
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -2}}, b.LineOfFire(from, at10, colt).Mods)

	b.Light = rules.Pitch
	assert.False(t, b.LineOfFire(from, at10, colt).Visible)
	lof = b.LineOfFire(from, near, colt)
	assert.True(t, lof.Visible, "in pitch darkness only adjacent figures are seen")
	assert.Equal(t, rules.Mods{{Name: "pitch", Value: -4}}, lof.Mods)

	b.Light = rules.Dim
	assert.Equal(t, rules.Mods{{Name: "dim", Value: -1}}, b.LineOfFire(from, near, colt).Mods)
	b.Light = rules.Bright
	assert.Empty(t, b.LineOfFire(from, at11, colt).Mods)
}

func TestRangeBands(t *testing.T) {
	w := rules.Weapon{Range: [3]int{12, 24, 48}}
	tests := []struct {
		dist          float64
		swade, deluxe rules.RangeBand
	}{
		{1, rules.Short, rules.Short},
		{10, rules.Short, rules.Short},
		{12, rules.Short, rules.Short},
		{13, rules.Medium, rules.Medium},
		{20, rules.Medium, rules.Medium},
		{30, rules.Long, rules.Long},
		{48, rules.Long, rules.Long},
		{60, rules.Extreme, rules.OutOfRange},
		{192, rules.Extreme, rules.OutOfRange},
		{193, rules.OutOfRange, rules.OutOfRange},
		{200, rules.OutOfRange, rules.OutOfRange},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.swade, rules.BandAt(rules.SWADE.Rules(), w, tc.dist), "swade at %v", tc.dist)
		assert.Equal(t, tc.deluxe, rules.BandAt(rules.Deluxe.Rules(), w, tc.dist), "deluxe at %v", tc.dist)
	}
	thrown := rules.Weapon{Range: [3]int{5, 10, 20}, Thrown: true}
	assert.Equal(t, rules.OutOfRange, rules.BandAt(rules.SWADE.Rules(), thrown, 21), "never extreme thrown")
	shotgun := rules.Weapon{Range: [3]int{12, 24, 48}, Shotgun: true}
	assert.Equal(t, rules.OutOfRange, rules.BandAt(rules.SWADE.Rules(), shotgun, 60), "shot has no extreme range")
	assert.Equal(t, rules.OutOfRange, rules.BandAt(rules.SWADE.Rules(), rules.Weapon{}, 1), "melee weapons have no band")

	// On the board: the modifier by band, named.
	b := grid(t, open(62, 1)...)
	from := put(b, "a", "h", 0, 0)
	for _, tc := range []struct {
		x    int
		mods rules.Mods
	}{
		{10, rules.Mods{}},
		{20, rules.Mods{{Name: "medium range", Value: -2}}},
		{30, rules.Mods{{Name: "long range", Value: -4}}},
		{60, rules.Mods{{Name: "extreme range", Value: -8}}},
	} {
		to := put(b, fmt.Sprint(tc.x), "c", tc.x, 0)
		assert.Equal(t, tc.mods, b.LineOfFire(from, to, colt).Mods, "%d\"", tc.x)
	}
}

func TestDistanceByMeasure(t *testing.T) {
	b := grid(t, open(12, 12)...)
	a, c := put(b, "a", "h", 0, 0), put(b, "c", "c", 3, 4)
	assert.Equal(t, 4.0, b.Distance(a, c))
	b.Euclidean = true
	assert.Equal(t, 5.0, b.Distance(a, c))
	assert.Equal(t, 5.0, b.LineOfFire(a, c, colt).Distance)

	// A Large figure: between the nearest squares. An ogre (3x3) at
	// (6,0) covers x 6..8; from (0,0) that is 6", not 7".
	b.Euclidean = false
	ogre := put(b, "ogre", "c", 6, 0)
	ogre.Size = 8
	assert.Equal(t, 6.0, b.Distance(a, ogre))
	assert.Equal(t, 3.0, b.Distance(c, ogre), "(3,4) to its nearest square (6,2)")
	assert.True(t, Adjacent(put(b, "x", "h", 9, 3), ogre), "touching diagonally at the corner")
	assert.False(t, Adjacent(put(b, "y", "h", 10, 1), ogre))
}

func TestProneTarget(t *testing.T) {
	b := grid(t, open(12, 3)...)
	from := put(b, "a", "h", 0, 1)
	near, far := put(b, "near", "c", 2, 1), put(b, "far", "c", 3, 1)
	near.Prone, far.Prone = true, true
	assert.Empty(t, b.LineOfFire(from, near, colt).Mods, "2\" away: no modifier for prone")
	assert.Equal(t, rules.Mods{{Name: "prone", Value: -4}}, b.LineOfFire(from, far, colt).Mods, "swade: -4 from 3\"")

	deluxe(b)
	assert.Equal(t, rules.Mods{{Name: "prone", Value: -2}}, b.LineOfFire(from, far, colt).Mods, "deluxe: as medium cover")
	assert.Empty(t, b.LineOfFire(from, near, colt).Mods)

	// Deluxe: prone counts as medium cover, so it does not add to heavy
	// cover the terrain gives, and it replaces light cover.
	for _, tc := range []struct {
		cover rules.Cover
		mods  rules.Mods
	}{
		{rules.HeavyCover, rules.Mods{{Name: "heavy cover", Value: -4}}},
		{rules.MediumCover, rules.Mods{{Name: "medium cover", Value: -2}}},
		{rules.LightCover, rules.Mods{{Name: "prone", Value: -2}}},
	} {
		bb := deluxe(grid(t, open(12, 3)...))
		bb.Cells[1*12+9] = Terrain{Symbol: 'x', Cover: tc.cover}
		s, tg := put(bb, "a", "h", 0, 1), put(bb, "b", "c", 10, 1)
		tg.Prone = true
		lof := bb.LineOfFire(s, tg, colt)
		assert.Equal(t, tc.cover, lof.Cover)
		assert.Equal(t, tc.mods, lof.Mods, "deluxe prone behind %v cover", tc.cover)
	}
	// Swade: prone (-4) does not add to terrain cover either: the better
	// of the two counts (the terrain's on a tie).
	for _, tc := range []struct {
		cover rules.Cover
		mods  rules.Mods
	}{
		{rules.HeavyCover, rules.Mods{{Name: "heavy cover", Value: -6}}},
		{rules.MediumCover, rules.Mods{{Name: "medium cover", Value: -4}}},
		{rules.LightCover, rules.Mods{{Name: "prone", Value: -4}}},
	} {
		bb := grid(t, open(12, 3)...)
		bb.Cells[1*12+9] = Terrain{Symbol: 'x', Cover: tc.cover}
		s, tg := put(bb, "a", "h", 0, 1), put(bb, "b", "c", 10, 1)
		tg.Prone = true
		assert.Equal(t, tc.mods, bb.LineOfFire(s, tg, colt).Mods, "swade prone behind %v cover", tc.cover)
	}
}

func TestModifierOrder(t *testing.T) {
	// Long range, medium cover from a low wall, dim light: in that order;
	// prone, when it counts instead of lesser cover, comes last.
	b := grid(t, with(open(40, 3), '=', Square{X: 29, Y: 1})...)
	b.Light = rules.Dim
	from, to := put(b, "a", "h", 0, 1), put(b, "b", "c", 30, 1)
	assert.Equal(t, rules.Mods{
		{Name: "long range", Value: -4}, {Name: "medium cover", Value: -4}, {Name: "dim", Value: -2},
	}, b.LineOfFire(from, to, colt).Mods)
	b = grid(t, open(40, 3)...)
	b.Light = rules.Dim
	from, to = put(b, "a", "h", 0, 1), put(b, "b", "c", 30, 1)
	to.Prone = true
	assert.Equal(t, rules.Mods{
		{Name: "long range", Value: -4}, {Name: "dim", Value: -2}, {Name: "prone", Value: -4},
	}, b.LineOfFire(from, to, colt).Mods)
}

func TestGangUp(t *testing.T) {
	// The defender D at (5,5); the attacker A at (4,5).
	setup := func() (*Board, *Figure, *Figure) {
		b := grid(t, open(12, 12)...)
		d := put(b, "d", "def", 5, 5)
		a := put(b, "a", "att", 4, 5)
		return b, a, d
	}
	t.Run("alone", func(t *testing.T) {
		b, a, d := setup()
		assert.Equal(t, 0, b.GangUp(a, d))
	})
	t.Run("two extra foes, one Stunned, one too far", func(t *testing.T) {
		b, a, d := setup()
		put(b, "f1", "att", 6, 5)
		put(b, "f2", "att", 5, 4)
		put(b, "stunned", "att", 6, 6).Stunned = true
		put(b, "far", "att", 8, 5)
		assert.Equal(t, 2, b.GangUp(a, d))
	})
	t.Run("at most +4", func(t *testing.T) {
		b, a, d := setup()
		for i, s := range []Square{{X: 6, Y: 5}, {X: 5, Y: 4}, {X: 5, Y: 6}, {X: 6, Y: 4}, {X: 6, Y: 6}} {
			put(b, fmt.Sprint("f", i), "att", s.X, s.Y)
		}
		assert.Equal(t, 4, b.GangUp(a, d), "5 extra foes")
	})
	t.Run("each ally of the defender adjacent to both cancels one", func(t *testing.T) {
		b, a, d := setup()
		put(b, "f1", "att", 6, 5)
		put(b, "f2", "att", 6, 4)
		put(b, "f3", "att", 6, 6)
		assert.Equal(t, 3, b.GangUp(a, d))
		// Allies of D next to both D (5,5) and A (4,5): (4,4), (5,4), (5,6).
		put(b, "ally1", "def", 4, 4)
		assert.Equal(t, 2, b.GangUp(a, d))
		put(b, "ally2", "def", 5, 4)
		put(b, "ally3", "def", 5, 6)
		// An ally next to neither: no effect (next to D only: see below).
		put(b, "nowhere", "def", 6, 3)
		assert.Equal(t, 0, b.GangUp(a, d), "3 - 3")
	})
	t.Run("an ally next to the defender only does not cancel", func(t *testing.T) {
		b, a, d := setup()
		put(b, "f1", "att", 6, 5)
		put(b, "f2", "att", 6, 4)
		put(b, "ally", "def", 6, 6) // adjacent to D, 2" from A
		assert.Equal(t, 2, b.GangUp(a, d))
		put(b, "ally2", "def", 4, 6) // adjacent to both
		assert.Equal(t, 1, b.GangUp(a, d))
	})
	t.Run("the cap applies before allies cancel", func(t *testing.T) {
		b, a, d := setup()
		for i, s := range []Square{{X: 6, Y: 5}, {X: 6, Y: 4}, {X: 6, Y: 6}, {X: 5, Y: 6}, {X: 5, Y: 4}} {
			put(b, fmt.Sprint("f", i), "att", s.X, s.Y)
		}
		put(b, "ally", "def", 4, 4) // adjacent to both
		assert.Equal(t, 3, b.GangUp(a, d), "min(5, 4) - 1")
	})
	t.Run("not adjacent: no melee, no bonus", func(t *testing.T) {
		b, _, d := setup()
		far := put(b, "far", "att", 8, 8)
		put(b, "f1", "att", 6, 5)
		assert.Equal(t, 0, b.GangUp(far, d))
	})
}

// The lines of fire's bystanders (bystanderIDs, which leaves out the
// figures wholly outside the line's box and the target's ring) are
// Bystanders' figures in the same order, on random fields of figures of
// every footprint, for every attacker and target.
func TestBystanderIDsAreTheBystanders(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	skipped := 0
	for range 60 {
		b := grid(t, open(24, 24)...)
		for i := range 12 {
			f := put(b, fmt.Sprint("f", i), "s", rng.IntN(21), rng.IntN(21))
			f.Size = []int{0, 4, 8, 12}[rng.IntN(4)]
		}
		for _, a := range b.Figures {
			for _, tg := range b.Figures {
				if a == tg {
					continue
				}
				var want []string
				for _, g := range b.Bystanders(a, tg) {
					want = append(want, g.ID)
				}
				var slab idSlab
				require.Equal(t, want, b.bystanderIDs(a, tg, &slab), "%s at %v to %s at %v", a.ID, a.At, tg.ID, tg.At)
				lo, hi := bystanderBox(geom.Segment{A: a.Center(), B: tg.Center()}, tg)
				for _, g := range b.Figures {
					if !inBox(g, lo, hi) {
						skipped++
					}
				}
			}
		}
	}
	assert.Positive(t, skipped, "figures far from the line are left out unmeasured")
}

func TestBystanders(t *testing.T) {
	b := grid(t, open(12, 6)...)
	a := put(b, "a", "h", 0, 2)
	tg := put(b, "t", "c", 10, 2)
	onLine := put(b, "line", "h", 5, 2)     // centre on the line
	put(b, "graze", "c", 5, 3)              // base touches the line y=3 only at a point: not crossed
	nextTo := put(b, "next", "c", 11, 3)    // adjacent to the target
	behindA := put(b, "behindA", "h", 1, 1) // adjacent to the attacker only
	big := put(b, "big", "c", 6, 3)         // 2x2 at (6..7, 3..4): centre (7,4), radius 1
	big.Size = 4                            // the line y=2.5 is 1.5 from its centre: missed
	_ = behindA
	assert.Equal(t, []*Figure{onLine, nextTo}, b.Bystanders(a, tg))

	// Move the big one up a row: its base reaches y=2, the line at 2.5
	// passes 0.5 from its centre.
	big.At = Square{X: 6, Y: 2}
	assert.Equal(t, []*Figure{onLine, nextTo, big}, b.Bystanders(a, tg))
	assert.NotContains(t, b.Bystanders(a, tg), a)
	assert.NotContains(t, b.Bystanders(a, tg), tg)
}
