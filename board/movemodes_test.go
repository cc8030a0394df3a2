package board

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// able gives a figure abilities, granted under swade (revision 5).
func able(f *Figure, abilities ...string) *Figure {
	f.Abilities = abilities
	f.Grant(rules.SWADE)
	return f
}

// water makes the difficult squares ('~') of a board water.
func water(b *Board) *Board {
	for i := range b.Cells {
		if b.Cells[i].Symbol == '~' {
			b.Cells[i].Water = true
		}
	}
	return b
}

func TestAFlyerCrossesDifficultGroundAndLowWallsAtOneInchASquare(t *testing.T) {
	b := grid(t,
		"..~~=~~..",
		"..~~=~~..",
	)
	walker := put(b, "w", "h", 0, 0)
	c := costs(t, b, walker, 0)
	_, ok := c[Square{X: 6, Y: 0}]
	assert.False(t, ok, "walking: 2 + 4 squares of difficult ground at 2\" = 10\", beyond Pace 6")

	bat := able(put(b, "b", "m", 0, 1), "Flight 8")
	m, err := b.Reach(bat, 0)
	require.NoError(t, err)
	assert.Equal(t, rules.ModeFly, m.Mode)
	assert.Equal(t, 8, m.Budget, "it flies at its flying Pace 8")
	c = costs(t, b, bat, 0)
	assert.Equal(t, 6, c[Square{X: 6, Y: 1}], "six squares flown, 1\" each: no extra for difficult ground or the low wall")
	assert.Equal(t, 8, c[Square{X: 8, Y: 1}])
}

func TestAFlyerStopsAtWallsAndFoesButFliesOverAGap(t *testing.T) {
	b := grid(t,
		".#.__..",
		".#.....",
		".#.....",
	)
	bat := able(put(b, "b", "m", 2, 0), "Flight 6")
	put(b, "f", "h", 2, 2)
	c := costs(t, b, bat, 0)
	_, ok := c[Square{X: 0, Y: 0}]
	assert.False(t, ok, "a wall is not flown through")
	assert.Equal(t, 3, c[Square{X: 5, Y: 0}], "over the 2\" gap at 1\" a square")
	_, ok = c[Square{X: 3, Y: 0}]
	assert.False(t, ok, "it does not stop over the gap")
	_, ok = c[Square{X: 2, Y: 2}]
	assert.False(t, ok, "nor on a foe")
}

func TestAFlyersPaceLosesOneAWound(t *testing.T) {
	b := grid(t, ".........")
	bat := able(put(b, "b", "m", 0, 0), "Flight 8")
	bat.Wounds = 2
	m, err := b.Reach(bat, 3)
	require.NoError(t, err)
	assert.Equal(t, 8-2+3, m.Budget, "flying Pace 8, -2 for two Wounds, +3 running")
}

func TestABurrowerPassesUnderWallsAndFoesAndSurfacesWhereItEnds(t *testing.T) {
	b := grid(t,
		"..#..",
		"..#..",
		"..#..",
	)
	worm := able(put(b, "w", "m", 0, 1), "Burrow 4")
	put(b, "h", "h", 1, 1)
	c := costs(t, b, worm, 0)
	assert.Equal(t, 4, c[Square{X: 4, Y: 1}], "4\" under the hero and the wall")
	_, ok := c[Square{X: 2, Y: 1}]
	assert.False(t, ok, "it never surfaces in a wall")
	_, ok = c[Square{X: 1, Y: 1}]
	assert.False(t, ok, "nor on a figure")

	bf := NewBattlefield(b)
	r, err := bf.Route("w", 0, Square{X: 4, Y: 1})
	require.NoError(t, err)
	assert.Equal(t, rules.ModeBurrow, r.Mode)
	assert.Equal(t, []rules.Pos{{X: 0, Y: 1}, {X: 4, Y: 1}}, r.Steps, "under ground between where it went down and where it surfaces")

}

func TestAnAquaticFigureSwimsAtItsSwimmingPaceAndPaysForLand(t *testing.T) {
	b := water(grid(t,
		"~~~~~~~~~~~~..",
	))
	shark := able(put(b, "s", "m", 0, 0), "Aquatic 10")
	m, err := b.Reach(shark, 0)
	require.NoError(t, err)
	assert.Equal(t, rules.ModeSwim, m.Mode)
	assert.Equal(t, 10, m.Budget)
	c := costs(t, b, shark, 0)
	assert.Equal(t, 10, c[Square{X: 10, Y: 0}], "water at 1\" a square")

	frog := able(put(b, "f", "m", 12, 0), "Aquatic 10")
	m, err = b.Reach(frog, 0)
	require.NoError(t, err)
	assert.Equal(t, rules.ModeWalk, m.Mode, "on land it walks")
	assert.Equal(t, 6, m.Budget)
	c = costs(t, b, frog, 0)
	assert.Equal(t, 6, c[Square{X: 6, Y: 0}], "water is no difficult ground to it: 6 squares, 6\"")

	b = water(grid(t, "~~~~~~~~~~~~.."))
	man := put(b, "m", "h", 13, 0)
	c = costs(t, b, man, 0)
	assert.Equal(t, 5, c[Square{X: 10, Y: 0}], "anyone else swims at 2\" a square: 1\" to the shore, then 2 + 2")
	_, ok := c[Square{X: 9, Y: 0}]
	assert.False(t, ok, "a third square of water (7\") is beyond Pace 6")
}

func TestAShoreBoundSwimmerPaysTwoInchesASquareOfLand(t *testing.T) {
	b := water(grid(t, "~~......"))
	seal := able(put(b, "s", "m", 1, 0), "Aquatic 8")
	c := costs(t, b, seal, 0)
	assert.Equal(t, 8, c[Square{X: 5, Y: 0}], "from the water, four squares of land at 2\" each")
	_, ok := c[Square{X: 6, Y: 0}]
	assert.False(t, ok)
}

func TestAHostedScreenIsToldHowAFigureMoves(t *testing.T) {
	b := grid(t, "..~~~~~~..")
	bat := put(b, "b", "m", 0, 0) // a hosted copy: its abilities are not granted
	b.Moving = map[string]rules.Movement{"b": {Mode: rules.ModeFly, Pace: 9}}
	c := costs(t, b, bat, 0)
	assert.Equal(t, 9, c[Square{X: 9, Y: 0}])
}

func TestMovementModesAreNothingUnderRevision4(t *testing.T) {
	b := grid(t, "..~~~~~~..")
	bat := put(b, "b", "m", 0, 0)
	bat.Abilities = []string{"Flight 12"}
	bat.GrantAt(rules.SWADE, 4)
	m, err := b.Reach(bat, 0)
	require.NoError(t, err)
	assert.Equal(t, rules.ModeWalk, m.Mode)
	assert.Equal(t, 6, m.Budget)
}

// Wall Walker (revision 8) climbs: a low wall costs it 1" a square where
// a walker pays 2" (over two: 3" to the far side, not 5"), and it climbs
// across a gap a walker must jump, without stopping in it; its number is
// its Pace.
func TestAWallWalkerClimbsOverLowWallsAndAcrossGaps(t *testing.T) {
	b := grid(t, ".==..__..")
	walker := put(b, "w", "h", 0, 0)
	assert.Equal(t, 5, costs(t, b, walker, 0)[Square{X: 3, Y: 0}], "walking: 2\" + 2\" + 1\"")

	b = grid(t, ".==..__..")
	spider := able(put(b, "s", "m", 0, 0), "Wall Walker 8")
	m, err := b.Reach(spider, 0)
	require.NoError(t, err)
	assert.Equal(t, rules.ModeClimb, m.Mode)
	assert.Equal(t, 8, m.Budget, "Wall Walker 8: Pace 8")
	c := costs(t, b, spider, 0)
	assert.Equal(t, 3, c[Square{X: 3, Y: 0}], "1\" a square over the low wall")
	assert.Equal(t, 7, c[Square{X: 7, Y: 0}], "across the 2\" gap at 1\" a square")
	_, ok := c[Square{X: 5, Y: 0}]
	assert.False(t, ok, "it does not stop in the gap")
}

// Other difficult ground still costs a climber 2" a square, and a wall
// that blocks still stops it; "Wall Walker" without a number climbs at
// the walking Pace.
func TestAWallWalkerIsStoppedByWallsAndSlowedByRubble(t *testing.T) {
	b := grid(t, ".~~..#..")
	spider := able(put(b, "s", "m", 0, 0), "Wall Walker")
	m, err := b.Reach(spider, 0)
	require.NoError(t, err)
	assert.Equal(t, 6, m.Budget)
	c := costs(t, b, spider, 0)
	assert.Equal(t, 5, c[Square{X: 3, Y: 0}], "2\" + 2\" + 1\": rubble is no wall")
	_, ok := c[Square{X: 6, Y: 0}]
	assert.False(t, ok, "the wall is not climbed through")
}
