package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hall: Buck at (2, 1) next to a closed light door at (3, 1) in a wall,
// a heavy door (Hardness 10) at (3, 3), an open door at (3, 4); a cultist
// beyond the wall at (5, 1).
const hall = `
name: Hall
map:
  rows:
    - "...#...."
    - "...+...."
    - "...#...."
    - "...D...."
    - ".../...."
  legend:
    "D": {door: true, hardness: 10, material: oak door}
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    at: [2, 1]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10}
    weapons:
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7}
      - {name: Axe, damage: str+d8}
      - {name: Spear, damage: str+d6, damage_type: piercing}
      - {name: Club, damage: str+d4, damage_type: blunt}
  - id: c1
    name: Cultist
    side: cult
    at: [5, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6}
    weapons:
      - {name: Knife, damage: str+d4}
`

func TestDoorOpenCloseBlocksSightAndUndo(t *testing.T) {
	b := newBattle(t, hall, 1)
	assert.Equal(t, []rules.Door{
		{At: rules.Pos{X: 3, Y: 1}, Hardness: 8},
		{At: rules.Pos{X: 3, Y: 3}, Hardness: 10},
		{At: rules.Pos{X: 3, Y: 4}, Open: true, Hardness: 8},
	}, b.Doors())
	assert.False(t, b.Battlefield.Sight("buck", "c1", nil).Visible, "the closed door hides the cultist")

	fighttest.ToTurn(t, b, "buck", 2)
	refused(t, b, rules.UseDoor{Who: "buck", At: rules.Pos{X: 3, Y: 3}, Open: true}, "Buck is not next to the door at (3, 3)")
	refused(t, b, rules.UseDoor{Who: "buck", At: rules.Pos{X: 3, Y: 1}}, "the light door at (3, 1) is already closed")
	refused(t, b, rules.UseDoor{Who: "buck", At: rules.Pos{X: 2, Y: 1}, Open: true}, "there is no door at (2, 1)")
	n := len(b.Events())
	apply(t, b, rules.UseDoor{Who: "buck", At: rules.Pos{X: 3, Y: 1}, Open: true})
	assert.Equal(t, []string{"Buck opens the light door at (3, 1)."}, logFrom(b, n))
	assert.True(t, b.Battlefield.Sight("buck", "c1", nil).Visible, "the open door lets sight through")
	// Opening was one action of the two declared.
	assert.Len(t, b.Turn().Taken, 1)

	// Undo closes it again (the battle is rebuilt from the scenario).
	require.NoError(t, b.Undo())
	assert.False(t, b.Doors()[0].Open)
	assert.False(t, b.Battlefield.Sight("buck", "c1", nil).Visible)
	require.NoError(t, b.Redo())
	assert.True(t, b.Doors()[0].Open)

	apply(t, b, rules.UseDoor{Who: "buck", At: rules.Pos{X: 3, Y: 1}})
	assert.Equal(t, "Buck closes the light door at (3, 1).", b.Log()[len(b.Log())-1])
}

func TestBreakDoorAgainstParry2NoAcesDamageType(t *testing.T) {
	b := newBattle(t, hall, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	door := rules.Pos{X: 3, Y: 1}
	// A bullet does not break a door, nor a spear's point.
	refused(t, b, rules.BreakDoor{Who: "buck", At: door, Weapon: "Colt .45"},
		"the Colt .45 does piercing damage, which cannot break a light door (blunt, cutting or fire)")
	refused(t, b, rules.BreakDoor{Who: "buck", At: door, Weapon: "Spear"},
		"the Spear does piercing damage, which cannot break a light door (blunt, cutting or fire)")
	refused(t, b, rules.BreakDoor{Who: "buck", At: rules.Pos{X: 3, Y: 4}, Weapon: "Axe"}, "Buck is not next to the door at (3, 4)")

	// Fighting d8 2 vs Parry 2: a hit (a raise would add nothing). The
	// Axe's d8 8 and Strength d8 8 do not ace: 16 vs Hardness 8, broken.
	n := len(b.Events())
	script(b, 2, 1, 8, 8)
	apply(t, b, rules.BreakDoor{Who: "buck", At: door, Weapon: "Axe"})
	assert.Equal(t, []string{
		"Buck attacks the light door at (3, 1) with the Axe: d8 2, Wild d6 1 = 2 vs 2: hit.",
		"Buck strikes the light door at (3, 1) with the Axe: 8+8 = 16 vs Hardness 8: broken.",
		"Buck breaks open the light door at (3, 1).",
	}, logFrom(b, n))
	assert.Equal(t, rules.Door{At: door, Open: true, Broken: true, Hardness: 8}, b.Doors()[0])
	assert.True(t, b.Battlefield.Sight("buck", "c1", nil).Visible)
	refused(t, b, rules.BreakDoor{Who: "buck", At: door, Weapon: "Club"}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")
	require.NoError(t, b.Undo())
	assert.Equal(t, rules.Door{At: door, Hardness: 8}, b.Doors()[0], "undo mends the door")
}

func TestBreakHeavyDoorHolds(t *testing.T) {
	b := newBattle(t, hall, 1)
	apply(t, b, rules.StartRound{})
	apply(t, b, rules.Place{Who: "buck", To: rules.Pos{X: 2, Y: 3}})
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Club d4 4 + Strength d8 5 = 9 < Hardness 10: the oak door holds.
	script(b, 6, 3, 5, 4)
	apply(t, b, rules.BreakDoor{Who: "buck", At: rules.Pos{X: 3, Y: 3}, Weapon: "Club"})
	assert.Equal(t, []string{
		"Buck attacks the heavy door at (3, 3) with the Club: d8 6, Wild d6 3 = 6 vs 2: hit with a raise.",
		"Buck strikes the heavy door at (3, 3) with the Club: 5+4 = 9 vs Hardness 10: holds.",
	}, logFrom(b, n))
	assert.False(t, b.Doors()[1].Open)
}

func TestBreakDoorRefusedWhenOpen(t *testing.T) {
	b := newBattle(t, hall, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Place{Who: "buck", To: rules.Pos{X: 2, Y: 4}})
	refused(t, b, rules.BreakDoor{Who: "buck", At: rules.Pos{X: 3, Y: 4}, Weapon: "Axe"}, "the light door at (3, 4) stands open: there is nothing to break through")
}
