package board_test

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// thinDoorway: a thin wall down x = 3 with a door in it from (3, 2) to
// (3, 3), closed; a window from (5, 0) to (5, 1).
const thinDoorway = `
name: Thin doorway
light: dark
map:
  rows: [".......", ".......", ".......", ".......", "......."]
  walls_material: brick
  walls:
    - [3, 0, 3, 5]
  windows:
    - [5, 0, 5.5, 1.5]
  doors:
    - {from: [3, 2], to: [3, 3], material: oak}
figures:
  - {id: a, side: x, at: [2, 2], traits: {fighting: d6}}
  - {id: b, side: y, at: [3, 2], traits: {fighting: d6}}
`

func TestThinDoorBlocksUntilOpenedAndTheWallGivesWayToIt(t *testing.T) {
	bd, err := board.Parse("t.yaml", []byte(thinDoorway))
	require.NoError(t, err)
	kinds := map[board.WallKind]int{}
	for _, w := range bd.Walls {
		kinds[w.Kind]++
	}
	assert.Equal(t, map[board.WallKind]int{board.WallSolid: 2, board.WallDoor: 1, board.WallWindow: 1}, kinds, "the wall is cut where the door is")
	assert.Equal(t, "brick", bd.Walls[0].Material)

	tb := board.NewBattlefield(bd)
	doors := tb.Doors()
	require.Len(t, doors, 1)
	d := doors[0]
	assert.Equal(t, rules.Door{At: rules.Pos{X: 3, Y: 2}, Hardness: board.DefaultDoorHardness, Thin: true}, d)
	assert.False(t, tb.Sight("a", "b", nil).Visible, "a closed door blocks sight")
	assert.False(t, tb.Adjacent("a", "b"), "nor can they fight through it")
	_, err = tb.Route("a", 0, rules.Pos{X: 4, Y: 2})
	assert.Error(t, err, "no way through")
	assert.True(t, tb.StepBlocked("a", rules.Pos{X: 2, Y: 2}, rules.Pos{X: 3, Y: 2}), "a push stops at the door (rules.StepBattlefield)")

	require.NoError(t, tb.SetDoor(d.At, true, false))
	assert.True(t, tb.Sight("a", "b", nil).Visible)
	assert.True(t, tb.Adjacent("a", "b"))
	tb.B.Figure("b").At = rules.Pos{X: 6, Y: 4}
	route, err := tb.Route("a", 0, rules.Pos{X: 4, Y: 2})
	require.NoError(t, err)
	assert.Equal(t, 2, route.Cost, "straight through the open door")

	// Closing it through a base is refused; snapshots and resets keep it.
	tb.B.Figure("a").At = rules.Pos{X: 2, Y: 2}
	snap := tb.SnapshotBattlefield()
	require.NoError(t, tb.SetDoor(d.At, false, false))
	_, err = tb.Route("a", 0, rules.Pos{X: 4, Y: 2})
	assert.Error(t, err)
	require.NoError(t, tb.RestoreBattlefield(snap))
	_, err = tb.Route("a", 0, rules.Pos{X: 4, Y: 2})
	assert.NoError(t, err, "restored open")
	require.NoError(t, tb.ResetBattlefield())
	got, _ := tb.Door(d.At)
	assert.False(t, got.Open, "reset to closed")
	require.NoError(t, tb.SetDoor(d.At, false, true))
	got, _ = tb.Door(d.At)
	assert.True(t, got.Open && got.Broken)
}

func TestThinWallKeysRefuseBadValues(t *testing.T) {
	for _, tc := range []struct{ yaml, want string }{
		{"  walls: [[1, 2, 3]]", "map.walls[0]: expected [x1, y1, x2, y2] in inches, got 3 numbers"},
		{"  walls: [[1, 2, 1, 2]]", "map.walls[0]: the wall has no length"},
		{"  walls: [[1, 2, x, 2]]", "map.walls[0][2]: expected a number"},
		{"  walls: [[1, 2, 1000000000.0, 2]]", "map.walls[0]: coordinates must lie within"},
		{"  walls_material: adamant", `map.walls_material: "adamant" is not a material`},
		{"  doors: [{from: [1, 1]}]", "map.doors[0]: missing to:"},
		{"  doors: [{from: [1, 1], to: [1, 2], material: jelly}]", `map.doors[0].material: "jelly" is not a material`},
	} {
		src := "map:\n  rows: [\"...\", \"...\"]\n" + tc.yaml + "\nsides: {x: {}}\nfigures: []\n"
		_, err := board.Parse("t.yaml", []byte(src))
		if assert.Error(t, err, tc.yaml) {
			assert.Contains(t, err.Error(), tc.want)
		}
	}
}

// A thin wall stands between squares or across them, never through a
// figure's centre: which side of it the figure is on would be anyone's
// guess (the reach, the line of fire, the door it is at). The loader
// refuses such a figure, naming the wall; one beside the wall loads.
func TestAFigureCentredOnAThinWallIsRefused(t *testing.T) {
	cases := []struct{ at, want string }{
		// Size 0, centre (2.5, 1.5) on the wall at x = 2.5.
		{"{id: c, side: y, at: [2, 1]}", "figures[2].at: [2, 1] puts the figure's centre (2.5, 1.5) on the wall from (2.5, 0) to (2.5, 5)"},
		// A 2x2 base centred (4, 4) on the window's end.
		{"{id: c, side: y, at: [3, 3], size: 4}", "figures[2].at: [3, 3] puts the figure's centre (4, 4) on the window from (4, 4) to (5, 4)"},
	}
	const src = `name: Centred
map:
  rows: [".......", ".......", ".......", ".......", ".......", "......."]
  walls:
    - [2.5, 0, 2.5, 5]
  windows:
    - [4, 4, 5, 4]
figures:
  - {id: a, side: x, at: [0, 0]}
  - {id: b, side: y, at: [6, 0]}
`
	for _, c := range cases {
		_, err := board.Parse("t.yaml", []byte(src+"  - "+c.at+"\n"))
		if assert.Error(t, err, c.at) {
			assert.Contains(t, err.Error(), c.want)
		}
	}
	_, err := board.Parse("t.yaml", []byte(src+"  - {id: c, side: y, at: [3, 1]}\n"))
	assert.NoError(t, err, "beside the wall")
}
