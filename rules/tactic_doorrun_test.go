package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Revision 12's plain tactic runs to a door beyond its Pace (opening it
// takes no roll, so running's -2 costs nothing) and, the door open, walks
// on toward its foe with the Pace it has left (SWADE lets a figure move
// before and after its action). Revision 11 walked its Pace and stopped,
// and stopped in the doorway once it had opened the door.

// A wall down column 8 with a shut door at (8, 3); the fighter (Pace 6)
// at (0, 3) west of it, 7" from the squares next to the door (column 7),
// and the guard at (11, 3) beyond.
const farDoor = `
name: Far door
map: {rows: ["........#....", "........#....", "........#....", "........+....", "........#....", "........#....", "........#...."]}
figures:
  - {id: fighter, side: a, at: [0, 3], traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: guard, side: b, at: [11, 3], traits: {fighting: d6}}
`

// Revision 11 walks 6" to (6, 3) and opens nothing; revision 12 runs
// (d6 running die, at least 7"), opens the door from (7, 3) and steps
// on into the doorway (8, 3) with the 1" its run left (seed 1).
func TestFigureRunsToADoorBeyondItsPace(t *testing.T) {
	assert.Equal(t, []string{"fighter at (6, 3) after Move; open: "}, doorTurns(t, farDoor, 11, "fighter", 1))
	assert.Equal(t, []string{"fighter at (8, 3) after Run, Move, UseDoor, Move; open: (8, 3)"}, doorTurns(t, farDoor, 12, "fighter", 1))
}

// shedAndHut (tactic_doorfoe_test.go): revision 12 walks 3" to (10, 2)
// and opens the hut's door (11, 3); with 3" left it walks on through the
// doorway to (12, 3), next to the guard (13, 3), where revision 11
// stopped at (10, 2).
func TestFigureWalksOnThroughTheDoorItOpened(t *testing.T) {
	assert.Equal(t, []string{
		"fighter at (5, 2) after Move, UseDoor; open: (4, 3)",
	}, doorTurns(t, shedAndHut, 11, "fighter", 1))
	assert.Equal(t, []string{
		"fighter at (12, 3) after Move, UseDoor, Move; open: (11, 3)",
		"fighter at (12, 3) after Melee; open: (11, 3)",
	}, doorTurns(t, shedAndHut, 12, "fighter", 2))
}
