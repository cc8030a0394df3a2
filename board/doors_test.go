package board_test

import (
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// doorway: a wall down column 3 with a closed door (+) at (3, 1) and an
// open one (/) at (3, 3); a figure on each side.
const doorway = `
name: Doorway
map:
  rows:
    - "...#..."
    - "...+..."
    - "...#..."
    - ".../..."
    - "...#..."
figures:
  - {id: a, side: x, at: [2, 1], traits: {fighting: d6}}
  - {id: b, side: y, at: [4, 1], traits: {fighting: d6}}
`

func TestBuiltinDoorsBlockWhileClosed(t *testing.T) {
	bd, err := board.Parse("t.yaml", []byte(doorway))
	require.NoError(t, err)
	closed, open := bd.At(board.Square{X: 3, Y: 1}), bd.At(board.Square{X: 3, Y: 3})
	assert.True(t, closed.Door && closed.Blocks && !closed.Open)
	assert.Equal(t, board.DefaultDoorHardness, closed.Hardness)
	assert.True(t, open.Door && !open.Blocks && open.Open)

	tb := board.NewBattlefield(bd)
	assert.False(t, tb.Sight("a", "b", nil).Visible, "a closed door blocks sight")
	// To (5, 1) the way goes round by the open door at (3, 3): down two,
	// through the doorway and back up (no diagonal cuts past the wall),
	// 6 steps.
	route, err := tb.Route("a", 0, rules.Pos{X: 5, Y: 1})
	require.NoError(t, err)
	assert.Equal(t, 6, route.Cost, "round by the open door")
	assert.Contains(t, route.Steps, rules.Pos{X: 3, Y: 3})

	require.NoError(t, tb.SetDoor(rules.Pos{X: 3, Y: 1}, true, false))
	assert.True(t, tb.Sight("a", "b", nil).Visible, "an open door lets sight through")
	route, err = tb.Route("a", 0, rules.Pos{X: 3, Y: 1})
	require.NoError(t, err)
	assert.Equal(t, 1, route.Cost, "straight into the open doorway")

	require.NoError(t, tb.SetDoor(rules.Pos{X: 3, Y: 3}, false, true))
	assert.True(t, bd.At(board.Square{X: 3, Y: 3}).Broken)
	assert.EqualError(t, tb.SetDoor(rules.Pos{X: 3, Y: 3}, false, false), "the door at (3, 3) is broken and cannot be closed")
	assert.EqualError(t, tb.SetDoor(rules.Pos{X: 0, Y: 0}, true, false), "there is no door at (0, 0)")

	require.NoError(t, tb.ResetBattlefield())
	assert.Equal(t, closed, bd.At(board.Square{X: 3, Y: 1}))
	assert.Equal(t, open, bd.At(board.Square{X: 3, Y: 3}))
}

func TestDoorLegendFieldsAndErrors(t *testing.T) {
	withLegend := func(entry string) string {
		return strings.Replace(doorway, "figures:", "  legend:\n    \"D\": "+entry+"\nfigures:", 1)
	}
	bd, err := board.Parse("t.yaml", []byte(strings.Replace(withLegend("{door: true, open: true, hardness: 10, material: oak door}"), "...+...", "...D...", 1)))
	require.NoError(t, err)
	d := bd.At(board.Square{X: 3, Y: 1})
	assert.True(t, d.Door && d.Open && d.StartOpen && !d.Blocks)
	assert.Equal(t, 10, d.Hardness)
	assert.Equal(t, 6, d.Armor, "an oak door as an obstacle")

	for _, tc := range []struct{ entry, want string }{
		{"{open: true}", `t.yaml:11:17: map.legend.D.open: open: is for doors: add door: true`},
		{"{blocks: true, hardness: 8}", `t.yaml:11:35: map.legend.D.hardness: hardness: is for doors: add door: true`},
		{"{door: true, blocks: true}", `t.yaml:11:31: map.legend.D.blocks: a door blocks while closed and not when open: leave out blocks: and say open: true or false`},
		{"{door: true, hardness: 0}", `t.yaml:11:33: map.legend.D.hardness: 0 is out of range (expected 1 to 40)`},
	} {
		_, err := board.Parse("t.yaml", []byte(withLegend(tc.entry)))
		require.Error(t, err, tc.entry)
		assert.Equal(t, tc.want, err.Error())
	}
}

func TestWeaponDamageTypeAndReach(t *testing.T) {
	src := strings.Replace(doorway, "traits: {fighting: d6}}\n  - {id: b",
		"traits: {fighting: d6}, weapons: [{name: Spear, damage: str+d6, reach: 1, damage_type: piercing}]}\n  - {id: b", 1)
	bd, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	w := bd.Figure("a").Weapons[0]
	assert.Equal(t, rules.Piercing, w.DamageType)
	assert.Equal(t, 1, w.Reach)

	_, err = board.Parse("t.yaml", []byte(strings.Replace(src, "damage_type: piercing", "damage_type: sharp", 1)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `figures[0].weapons[0].damage_type: "sharp" is not a damage type (blunt, cutting, piercing, fire)`)
	_, err = board.Parse("t.yaml", []byte(strings.Replace(src, "reach: 1", "reach: 11", 1)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "figures[0].weapons[0].reach: 11 is out of range (expected 0 to 10)")
}

// The reach search reads the terrain from a layer worked out once per
// board: opening, closing, resetting or restoring a door must change what
// the next search finds (the doorway at (3, 1) is 1 step from a, and no
// square at all while the door is closed).
func TestReachFollowsTheDoorsAfterTheFirstSearch(t *testing.T) {
	bd, err := board.Parse("t.yaml", []byte(doorway))
	require.NoError(t, err)
	tb := board.NewBattlefield(bd)
	open := func() bool {
		route, err := tb.Route("a", 0, rules.Pos{X: 3, Y: 1})
		if err != nil {
			return false
		}
		assert.Equal(t, 1, route.Cost)
		return true
	}
	assert.False(t, open(), "closed")
	shut := tb.SnapshotBattlefield()
	require.NoError(t, tb.SetDoor(rules.Pos{X: 3, Y: 1}, true, false))
	assert.True(t, open(), "opened")
	opened := tb.SnapshotBattlefield()
	require.NoError(t, tb.ResetBattlefield())
	assert.False(t, open(), "reset: closed again")
	require.NoError(t, tb.RestoreBattlefield(opened))
	assert.True(t, open(), "restored open")
	require.NoError(t, tb.RestoreBattlefield(shut))
	assert.False(t, open(), "restored closed")
}
