package board

import (
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const doorArmorMap = `
name: Doors
map:
  rows:
    - "..+......"
    - "........."
    - "........."
figures:
  - {id: v, name: V, side: a, at: [3, 0], traits: {vigor: d6}}
  - {id: w, name: W, side: a, at: [5, 2], traits: {vigor: d6}}
`

// A door drawn as a + square and a door on a thin wall, neither naming a
// material, are both oak doors: a blast behind either gets +6 armor
// (revision 4); revision 3 gave the + door the planks' +2.
func TestASquareDoorAndAThinDoorAreTheSameOakDoor(t *testing.T) {
	for rev, want := range map[int]int{rules.CurrentRevision: 6, 3: 2} {
		b, err := Parse("d.yaml", []byte(doorArmorMap))
		require.NoError(t, err)
		b.Walls = []Wall{{Segment: geom.Segment{A: geom.Point{X: 5, Y: 2}, B: geom.Point{X: 5, Y: 3}}, Kind: WallDoor, Material: DefaultDoorMaterial, Armor: materialArmor[DefaultDoorMaterial], Hardness: DefaultDoorHardness}}
		_, err = NewBattleAt(b, 1, rev)
		require.NoError(t, err)
		tb := NewBattlefield(b)
		square, smat := tb.ObstacleArmor(geom.Point{X: 1, Y: 0.5}, "v")
		thin, tmat := tb.ObstacleArmor(geom.Point{X: 4, Y: 2.5}, "w")
		assert.Equal(t, want, square, "revision %d", rev)
		assert.Equal(t, 6, thin)
		assert.Equal(t, "oak_door", tmat)
		if rev == rules.CurrentRevision {
			assert.Equal(t, tmat, smat)
		}
		d := tb.Doors()
		require.Len(t, d, 2)
		assert.Equal(t, d[0].Hardness, d[1].Hardness, "the same Hardness")
	}
}
