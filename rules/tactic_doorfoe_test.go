package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// Revision 12's plain tactic opens the shut door on its way to a foe
// (PlainOpensDoorTowardFoe); revision 11 opened the nearest shut door,
// wherever it led. Each table has a door leading nowhere nearer the
// fighter than the one leading to the guard.

// doorTurns plays who's next turns (turns of them) with a Plain, every
// other figure ending its turn at once, and says after each where who
// ended, what it did and which doors stood open.
func doorTurns(t *testing.T, src string, rev int, who string, turns int) []string {
	t.Helper()
	b := newBattleAt(t, src, 1, rev)
	var out []string
	for range turns {
		fighttest.ToTurn(t, b, who, 0)
		acts := fighttest.PlayTactic(t, b, &rules.Plain{}, who)
		var did, open []string
		for _, a := range acts[:len(acts)-1] {
			did = append(did, strings.TrimPrefix(fmt.Sprintf("%T", a), "rules."))
		}
		for _, d := range b.Doors() {
			if d.Open {
				open = append(open, d.At.String())
			}
		}
		at, ok := b.Battlefield.Position(who)
		require.True(t, ok)
		out = append(out, fmt.Sprintf("%s at (%d, %d) after %s; open: %s", who, at.X, at.Y, strings.Join(did, ", "), strings.Join(open, " ")))
	}
	return out
}

// An empty shed west of the fighter (7, 3), its door (4, 3) 3" away, and
// the guard's hut east (guard at (13, 3)), its door (11, 3) 4" away.
const shedAndHut = `
name: Shed and hut
map: {rows: ["................", "#####......#####", "#...#......#...#", "#...+......+...#", "#...#......#...#", "#####......#####", "................"]}
figures:
  - {id: fighter, side: a, at: [7, 3], traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: guard, side: b, at: [13, 3], traits: {fighting: d6}}
`

// Revision 11 walks 2" to (5, 2) and opens the shed; revision 12 walks
// 3" to (10, 2), opens the hut, walks on to (12, 3) with the 3" left
// (tactic_doorrun_test.go) and next turn strikes the guard from there.
// (Revision 11 opens the hut only in its second turn.)
func TestFigureOpensTheDoorToItsFoeNotTheNearest(t *testing.T) {
	assert.Equal(t, []string{
		"fighter at (5, 2) after Move, UseDoor; open: (4, 3)",
		"fighter at (10, 2) after Move, UseDoor; open: (4, 3) (11, 3)",
	}, doorTurns(t, shedAndHut, 11, "fighter", 2))
	assert.Equal(t, []string{
		"fighter at (12, 3) after Move, UseDoor, Move; open: (11, 3)",
		"fighter at (12, 3) after Melee; open: (11, 3)",
	}, doorTurns(t, shedAndHut, 12, "fighter", 2))
}

// The same with thin walls: the shed's door on its east wall between
// (4, 3) and (4, 4), the hut's on its west wall between (11, 3) and
// (11, 4) (named by the squares holding their middles, (4, 3) and
// (11, 3)).
const thinShedAndHut = `
name: Thin shed and hut
map:
  rows: ["................", "................", "................", "................", "................", "................", "................"]
  walls: [[1, 1, 4, 1], [4, 1, 4, 3], [4, 4, 4, 5], [4, 5, 1, 5], [1, 5, 1, 1], [11, 1, 15, 1], [15, 1, 15, 5], [15, 5, 11, 5], [11, 5, 11, 4], [11, 3, 11, 1]]
  doors: [{from: [4, 3], to: [4, 4]}, {from: [11, 3], to: [11, 4]}]
figures:
  - {id: fighter, side: a, at: [7, 3], traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: guard, side: b, at: [13, 3], traits: {fighting: d6}}
`

// The same squares as with door squares: revision 11 opens the shed from
// (5, 2), revision 12 the hut from (10, 2), walks on to (12, 3) and
// strikes from there.
func TestFigureOpensTheThinDoorToItsFoeNotTheNearest(t *testing.T) {
	assert.Equal(t, []string{
		"fighter at (5, 2) after Move, UseDoor; open: (4, 3)",
		"fighter at (10, 2) after Move, UseDoor; open: (4, 3) (11, 3)",
	}, doorTurns(t, thinShedAndHut, 11, "fighter", 2))
	assert.Equal(t, []string{
		"fighter at (12, 3) after Move, UseDoor, Move; open: (11, 3)",
		"fighter at (12, 3) after Melee; open: (11, 3)",
	}, doorTurns(t, thinShedAndHut, 12, "fighter", 2))
}

// Two doors in a row: the guard (16, 3) in the inner room of a house
// whose outer door (9, 3) leads to a hall and whose inner door (13, 3)
// to the guard; an empty shed's door (4, 3) is nearer the fighter (6, 3).
const twoDoorsInARow = `
name: Two doors
map: {rows: ["...................", "#####....#########.", "#...#....#...#...#.", "#...+....+...+...#.", "#...#....#...#...#.", "#####....#########.", "..................."]}
figures:
  - {id: fighter, side: a, at: [6, 3], traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: guard, side: b, at: [16, 3], traits: {fighting: d6}}
`

// Revision 12 opens the outer door from (8, 2) and walks on to (11, 3),
// the next turn steps up to the inner one, opens it and walks on to
// (15, 3), and strikes from there in the third; revision 11 spends its
// first turn on the shed and reaches the inner door only in its third.
func TestFigureOpensTwoDoorsInARowToItsFoe(t *testing.T) {
	assert.Equal(t, []string{
		"fighter at (5, 2) after Move, UseDoor; open: (4, 3)",
		"fighter at (8, 2) after Move, UseDoor; open: (4, 3) (9, 3)",
		"fighter at (12, 2) after Move, UseDoor; open: (4, 3) (9, 3) (13, 3)",
	}, doorTurns(t, twoDoorsInARow, 11, "fighter", 3))
	assert.Equal(t, []string{
		"fighter at (11, 3) after Move, UseDoor, Move; open: (9, 3)",
		"fighter at (15, 3) after Move, UseDoor, Move; open: (9, 3) (13, 3)",
		"fighter at (15, 3) after Melee; open: (9, 3) (13, 3)",
	}, doorTurns(t, twoDoorsInARow, 12, "fighter", 3))
}

// The guard (13, 3) walled in with no door at all, the shed's door
// (4, 3) the only one: revision 11 opens it, though no foe lies beyond;
// revision 12 opens none and stays at (7, 3).
const sealedHut = `
name: Sealed hut
map: {rows: ["................", "#####......#####", "#...#......#...#", "#...+......#...#", "#...#......#...#", "#####......#####", "................"]}
figures:
  - {id: fighter, side: a, at: [7, 3], traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: guard, side: b, at: [13, 3], traits: {fighting: d6}}
`

func TestFigureOpensNoDoorThatLeadsToNoFoe(t *testing.T) {
	assert.Equal(t, []string{"fighter at (5, 2) after Move, UseDoor; open: (4, 3)"}, doorTurns(t, sealedHut, 11, "fighter", 1))
	assert.Equal(t, []string{"fighter at (7, 3) after ; open: "}, doorTurns(t, sealedHut, 12, "fighter", 1))
}

// The fighter (5, 1) in a closet between two shut doors within its
// reach: the empty room's (4, 1) to the west, the guard's (6, 1) to the
// east. Revision 11 opens the first door of the map's list, (4, 1);
// revision 12 the guard's, and steps through it to (7, 1).
const closet = `
name: Closet
map: {rows: ["###########", "#...+.+...#", "###########"]}
figures:
  - {id: fighter, side: a, at: [5, 1], traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: guard, side: b, at: [8, 1], traits: {fighting: d6}}
`

func TestFigureBetweenTwoDoorsOpensTheOneToItsFoe(t *testing.T) {
	assert.Equal(t, []string{"fighter at (5, 1) after UseDoor; open: (4, 1)"}, doorTurns(t, closet, 11, "fighter", 1))
	assert.Equal(t, []string{"fighter at (7, 1) after UseDoor, Move; open: (6, 1)"}, doorTurns(t, closet, 12, "fighter", 1))
}
