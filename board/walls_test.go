package board

import (
	"math"
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func thin(x1, y1, x2, y2 float64) Wall {
	return Wall{Segment: geom.Segment{A: geom.Point{X: x1, Y: y1}, B: geom.Point{X: x2, Y: y2}}, Material: "stone", Armor: 10}
}

func TestThinWallAlongASquaresFarEdgeHidesWhatTheSquareHides(t *testing.T) {
	// Shooter at (0, 2), target at (4, 1). The wall squares (2, 0) and
	// (2, 1) and a thin wall down their far edge, x = 3 from y = 0 to 2,
	// stop rays at the same corner (3, 2) on the target's side.
	sq := grid(t, with(open(8, 5), '#', Square{X: 2, Y: 0}, Square{X: 2, Y: 1})...)
	put(sq, "a", "h", 0, 2)
	put(sq, "b", "c", 4, 1)
	tw := grid(t, open(8, 5)...)
	tw.Walls = []Wall{thin(3, 0, 3, 2)}
	a, b := put(tw, "a", "h", 0, 2), put(tw, "b", "c", 4, 1)

	want, _ := sq.Shadow(sq.Figures[0], sq.Figures[1])
	got, _ := tw.Shadow(a, b)
	// Seen from (0.5, 2.5) towards (4.5, 1.5), the corner lies at
	// atan(0.5/10.5) past the centre line, the silhouette's half angle is
	// asin(0.5/sqrt(17)).
	half := math.Asin(0.5 / math.Sqrt(17))
	exact := (math.Atan(0.5/10.5) + half) / (2 * half)
	assert.InDelta(t, exact, want, 1e-12)
	assert.InDelta(t, exact, got, 1e-12)
}

func TestThinWallToTheLineOfFireHidesHalf(t *testing.T) {
	// A wall from the map's top edge down to the line between the centres
	// (y = 2.5) hides exactly the half of the target on its side.
	b := grid(t, open(8, 5)...)
	b.Walls = []Wall{thin(3, 0, 3, 2.5)}
	from, to := put(b, "a", "h", 0, 2), put(b, "b", "c", 6, 2)
	lof := b.LineOfFire(from, to, colt)
	assert.True(t, lof.Visible)
	assert.InDelta(t, 0.5, lof.Hidden, 1e-12)
	assert.Equal(t, rules.MediumCover, lof.Cover)
}

func TestThinWallAcrossTheLineHidesAllAndAWindowNothing(t *testing.T) {
	b := grid(t, open(8, 5)...)
	b.Walls = []Wall{thin(3, 0, 3, 5)}
	from, to := put(b, "a", "h", 0, 2), put(b, "b", "c", 6, 2)
	lof := b.LineOfFire(from, to, colt)
	assert.False(t, lof.Visible)
	assert.Equal(t, 1.0, lof.Hidden)

	b.Walls[0].Kind = WallWindow
	b.wallIx = nil
	lof = b.LineOfFire(from, to, colt)
	assert.True(t, lof.Visible, "a window does not hide")
	assert.Equal(t, 0.0, lof.Hidden)
}

func TestThinWallBehindTheTargetHidesNothing(t *testing.T) {
	b := grid(t, open(10, 5)...)
	b.Walls = []Wall{thin(8, 0, 8, 5), thin(6, 0, 7, 5)} // behind, and through the base
	from, to := put(b, "a", "h", 0, 2), put(b, "b", "c", 6, 2)
	h, _ := b.Shadow(from, to)
	// The slanted wall crosses the target's square: only the directions in
	// which it lies in front of the base's rim count.
	sil, _ := geom.NewSilhouette(from.Center(), to.Center(), 0.5)
	brute := 0
	const n = 20000
	for i := 0; i < n; i++ {
		a := -sil.Half + (float64(i)+0.5)*2*sil.Half/n
		u := sil.DirAt(a)
		td, _ := geom.NearHit(sil.From, u, to.Center(), 0.5)
		if tw, ok := b.Walls[1].RayHit(sil.From, u); ok && tw <= td {
			brute++
		}
	}
	assert.InDelta(t, float64(brute)/n, h, 1e-3)
	assert.Greater(t, h, 0.0)
	assert.Less(t, h, 1.0)
}

func TestStepAcrossOrTouchingAThinWallIsBlocked(t *testing.T) {
	b := grid(t, open(7, 6)...)
	b.Walls = []Wall{thin(3, 0, 3, 3)}
	assert.True(t, b.StepBlocked(Square{X: 2, Y: 1}, Square{X: 3, Y: 1}), "crosses")
	assert.True(t, b.StepBlocked(Square{X: 3, Y: 1}, Square{X: 2, Y: 1}), "both ways")
	assert.True(t, b.StepBlocked(Square{X: 2, Y: 2}, Square{X: 3, Y: 3}), "touches the wall's end at (3, 3)")
	assert.False(t, b.StepBlocked(Square{X: 2, Y: 3}, Square{X: 3, Y: 3}), "passes below its end")
	assert.False(t, b.StepBlocked(Square{X: 2, Y: 1}, Square{X: 2, Y: 2}), "runs beside it")

	f := put(b, "a", "h", 2, 1)
	c := costs(t, b, f, 0)
	// Round the wall's end: (2,2), (2,3), (3,3) [the diagonal from (2,2)
	// touches the end], (3,2), (3,1).
	assert.Equal(t, 5, c[Square{X: 3, Y: 1}])
	assert.Equal(t, 3, c[Square{X: 3, Y: 3}])
	assert.Equal(t, 1, c[Square{X: 1, Y: 1}])
}

func TestBigFigureCannotStraddleOrCrossAThinWall(t *testing.T) {
	b := grid(t, open(8, 8)...)
	b.Walls = []Wall{thin(4, 0, 4, 8)}
	f := put(b, "ogre", "h", 1, 1)
	f.Size = 4 // 2x2
	c := costs(t, b, f, 0)
	_, ok := c[Square{X: 3, Y: 1}]
	assert.False(t, ok, "its base would straddle the wall")
	assert.Equal(t, 1, c[Square{X: 2, Y: 1}], "up to the wall")
}

func TestFoesAcrossAThinWallAreNotEngaged(t *testing.T) {
	b := grid(t, open(7, 5)...)
	b.Walls = []Wall{thin(3, 0, 3, 5)}
	a, c := put(b, "a", "h", 2, 2), put(b, "c", "x", 3, 2)
	assert.True(t, Adjacent(a, c))
	assert.False(t, b.Engaged(a, c))
	assert.Empty(t, b.AdjacentFoes(a))
	assert.Empty(t, b.FreeAttackers(a, Square{X: 1, Y: 2}), "no free attack through a wall")
	assert.Equal(t, 0, b.GangUp(a, c))
	b.Walls[0] = thin(3, 0, 3, 2) // now they meet round the end
	b.wallIx = nil
	assert.True(t, b.Engaged(a, c))
}

func TestBlastBehindAThinWallGetsTheWallsArmor(t *testing.T) {
	b := grid(t, open(9, 5)...)
	b.Walls = []Wall{thin(4, 0, 4, 5)}
	b.Walls[0].Material, b.Walls[0].Armor = "brick", 8
	put(b, "v", "h", 6, 2)
	tb := NewBattlefield(b)
	armor, mat := tb.ObstacleArmor(geom.Point{X: 2, Y: 2.5}, "v")
	assert.Equal(t, 8, armor)
	assert.Equal(t, "brick", mat)
	armor, _ = tb.ObstacleArmor(geom.Point{X: 5, Y: 2.5}, "v")
	assert.Equal(t, 0, armor, "the blast on the victim's side")
	b.Walls[0].Kind = WallWindow
	armor, _ = tb.ObstacleArmor(geom.Point{X: 2, Y: 2.5}, "v")
	assert.Equal(t, 0, armor, "a window frame is no obstacle")
}

func TestLightsBrightenTargetsTheyReach(t *testing.T) {
	b := grid(t, open(12, 5)...)
	b.Light = rules.Dark
	b.Lights = []Light{{At: geom.Point{X: 0.5, Y: 2.5}, Range: 6}}
	b.Walls = []Wall{thin(9, 0, 9, 5)}
	assert.Equal(t, rules.Bright, b.LightAt(geom.Point{X: 3.5, Y: 2.5}), "3\" is half its range")
	assert.Equal(t, rules.Dim, b.LightAt(geom.Point{X: 4.5, Y: 2.5}))
	assert.Equal(t, rules.Dim, b.LightAt(geom.Point{X: 6.5, Y: 2.5}), "6\" is its range")
	assert.Equal(t, rules.Dark, b.LightAt(geom.Point{X: 7.5, Y: 2.5}), "beyond its range")
	b.Lights[0].Range = 20
	assert.Equal(t, rules.Dark, b.LightAt(geom.Point{X: 10.5, Y: 2.5}), "behind a wall")
	b.Walls[0].Kind = WallWindow
	b.wallIx = nil
	assert.Equal(t, rules.Bright, b.LightAt(geom.Point{X: 10.5, Y: 2.5}), "a window lets light through")
	b.Light = rules.Bright
	b.Lights = nil
	assert.Equal(t, rules.Bright, b.LightAt(geom.Point{X: 10.5, Y: 2.5}))

	// The line of fire reads the light at the target.
	b.Light = rules.Dark
	b.Lights = []Light{{At: geom.Point{X: 6.5, Y: 2.5}, Range: 2}}
	from, to := put(b, "a", "h", 0, 2), put(b, "b", "c", 6, 2)
	assert.Equal(t, rules.Bright, b.Line(from, to).Light)
}

func TestLongThinWallIsFoundAllAlong(t *testing.T) {
	b := grid(t, open(40, 40)...)
	b.Walls = []Wall{thin(0.2, 0.3, 39.7, 39.9)}
	for y := 0; y < 39; y++ {
		for x := 0; x < 39; x++ {
			s, e := Square{X: x, Y: y}, Square{X: x + 1, Y: y}
			step := geom.Segment{A: geom.Point{X: float64(x) + .5, Y: float64(y) + .5}, B: geom.Point{X: float64(x) + 1.5, Y: float64(y) + .5}}
			require.Equal(t, step.Touches(b.Walls[0].Segment), b.StepBlocked(s, e), "%v", s)
		}
	}
	assert.False(t, math.IsNaN(0))
}
