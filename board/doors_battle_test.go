package board_test

import (
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A door opened in a saved battle is open again when the file is loaded
// (the actions replay on a board fresh from the scenario), and a knife
// knocked to the floor lies there again.
func TestDoorAndDroppedWeaponSurviveSaveAndLoad(t *testing.T) {
	src := []byte(`
name: Door fight
map:
  rows:
    - "...#..."
    - "...+..."
    - "...#..."
figures:
  - {id: a, name: Al, side: x, wildcard: true, at: [2, 1], traits: {fighting: d10, strength: d10}, weapons: [{name: Club, damage: str+d6, damage_type: blunt}]}
  - {id: b, name: Bo, side: y, at: [1, 1], traits: {fighting: d4, strength: d4}, weapons: [{name: Knife, damage: str+d4}]}
`)
	_, b, err := board.StartBattle("door.yaml", src, 3)
	require.NoError(t, err)
	fighttest.ToTurn(t, b, "a", 3)
	require.NoError(t, b.Apply(rules.UseDoor{Who: "a", At: rules.Pos{X: 3, Y: 1}, Open: true}))
	// Keep swinging at the knife until it falls or the actions run out.
	for i := 0; i < 2 && len(b.Ground()) == 0; i++ {
		w := []string{"Club", "unarmed"}[i]
		require.NoError(t, b.Apply(rules.Disarm{Who: "a", Target: "b", Weapon: w, At: rules.DisarmItem}))
	}
	data, err := board.FileOf("door.yaml", src, b).Marshal()
	require.NoError(t, err)
	f, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	_, again, err := f.Start()
	require.NoError(t, err)
	assert.Equal(t, b.Log(), again.Log())
	assert.Equal(t, b.Doors(), again.Doors())
	assert.True(t, again.Doors()[0].Open)
	require.Len(t, b.Ground(), 1, "with seed 3 the knife falls")
	assert.Equal(t, b.Ground(), again.Ground())
	assert.Equal(t, b.Figure("b").Weapons, again.Figure("b").Weapons)
}

// AppendDoors lists the doors Doors lists, after what its buffer held,
// and a door opened shows in the next list.
func TestAppendDoorsListsTheDoorsAfterTheBuffer(t *testing.T) {
	src := []byte(`
name: Two doors
map:
  rows:
    - "...#..."
    - "...+..."
    - "...#..."
    - "...+..."
figures:
  - {id: a, name: Al, side: x, at: [2, 1], traits: {fighting: d6}}
  - {id: b, name: Bo, side: y, at: [5, 1], traits: {fighting: d4}}
`)
	_, b, err := board.StartBattle("doors.yaml", src, 1)
	require.NoError(t, err)
	tb := b.Battlefield.(*board.Battlefield)
	shut := []rules.Door{{At: rules.Pos{X: 3, Y: 1}, Hardness: 8}, {At: rules.Pos{X: 3, Y: 3}, Hardness: 8}}
	require.Equal(t, shut, tb.Doors())
	held := rules.Door{At: rules.Pos{X: 9, Y: 9}}
	buf := tb.AppendDoors([]rules.Door{held})
	assert.Equal(t, append([]rules.Door{held}, shut...), buf)
	fighttest.ToTurn(t, b, "a", 0)
	require.NoError(t, b.Apply(rules.UseDoor{Who: "a", At: rules.Pos{X: 3, Y: 1}, Open: true}))
	buf = tb.AppendDoors(buf[:0])
	assert.True(t, buf[0].Open, "the opened door")
	assert.Equal(t, tb.Doors(), buf)
}
