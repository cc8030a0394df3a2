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

// Revision 11's plain tactic leaves the stalemates revision 10 sat in
// until the round cap (PlainLeavesStalemates). Each test plays one turn
// of a small table under both revisions.

// stalemateTurn starts a battle on src under rev, lets prep lay bodies,
// plays who's turn with a Plain (a refused action is what the tactic
// chose too: revision 10's casters tried casts the table refused) and
// says where who ended and what it did.
func stalemateTurn(t *testing.T, src string, rev int, who string, prep func(b *rules.Battle)) (*rules.Battle, string) {
	t.Helper()
	b := newBattleAt(t, src, 1, rev)
	if prep != nil {
		prep(b)
	}
	fighttest.ToTurn(t, b, who, 0)
	p := &rules.Plain{}
	var did []string
	for range 32 {
		a := p.Next(b)
		require.NotNil(t, a)
		err := b.Apply(a)
		if _, end := a.(rules.EndTurn); end {
			require.NoError(t, err)
			break
		}
		word := strings.TrimPrefix(fmt.Sprintf("%T", a), "rules.")
		if err != nil {
			word += " (refused)"
		}
		did = append(did, word)
	}
	at, ok := b.Battlefield.Position(who)
	require.True(t, ok)
	return b, fmt.Sprintf("%s at (%d, %d) after %s", who, at.X, at.Y, strings.Join(did, ", "))
}

// fall lays figures down as bodies (Incapacitated): stepped over, never
// ended on.
func fall(ids ...string) func(b *rules.Battle) {
	return func(b *rules.Battle) {
		for _, id := range ids {
			b.Figure(id).Incapacitated = true
		}
	}
}

// bodyInDoorway: a rifleman outside a hut whose one doorway (5, 4) holds
// a fallen friend, the guard just inside at (5, 3): no square next to the
// guard can be reached (the body may be stepped over but not stood on,
// and the walls beside the doorway stop a diagonal step round the guard).
// Revision 10 stayed where it saw nobody; revision 11 walks to the
// nearest square that sees the guard through the doorway.
const bodyInDoorway = `
name: Doorway
map: {rows: ["..........", "...#####..", "...#...#..", "...#...#..", "...##.##..", "..........", "..........", "..........", ".........."]}
figures:
  - {id: rifleman, side: a, at: [0, 8], pace: 6, traits: {shooting: d8}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, shots: 5}]}
  - {id: deputy, side: a, at: [5, 4], traits: {fighting: d6}}
  - {id: guard, side: b, at: [5, 3], traits: {fighting: d6}, weapons: [{name: Knife, damage: str+d4}]}
`

func stalemateBodyInDoorway(t *testing.T, rev int) string {
	_, s := stalemateTurn(t, bodyInDoorway, rev, "rifleman", fall("deputy"))
	return s
}

func TestShooterShutOutWalksToAShot(t *testing.T) {
	assert.Equal(t, "rifleman at (0, 8) after ", stalemateBodyInDoorway(t, 10))
	b, s := stalemateTurn(t, bodyInDoorway, 11, "rifleman", fall("deputy"))
	assert.Equal(t, "rifleman at (3, 7) after Move, Shoot", s)
	assert.True(t, b.Battlefield.Sight("rifleman", "guard", nil).Visible)
}

// A priest whose only power is Blast, two heroes 5" east of him beyond
// his hut's wall: a Blast would catch both but the wall stops the line
// of fire. Revision 10 stayed for it and every cast was refused;
// revision 11 runs out of the doorway at (3, 4) to the nearer hero
// (he has no weapon but his hands).
const blastBehindWall = `
name: Blast
map: {rows: ["............", ".#####......", ".#...#......", ".#...#......", ".##.##......", "............"]}
figures:
  - {id: priest, side: cult, wildcard: true, at: [2, 2], traits: {smarts: d8, spirit: d10, faith: d10}, arcane: {skill: faith, power_points: 15}, powers: [Blast]}
  - {id: h1, side: heroes, at: [7, 2], traits: {fighting: d6}}
  - {id: h2, side: heroes, at: [7, 3], traits: {fighting: d6}}
`

func TestCasterWithoutLineOfFireWalks(t *testing.T) {
	_, s := stalemateTurn(t, blastBehindWall, 10, "priest", nil)
	assert.Equal(t, "priest at (2, 2) after Cast (refused)", s)
	_, s = stalemateTurn(t, blastBehindWall, 11, "priest", nil)
	assert.Equal(t, "priest at (6, 4) after Run, Move, Melee", s)
}

// The same wall between a grenadier with nothing but a grenade and the
// two heroes: revision 10 stayed to throw it, refused; revision 11 walks
// out of the doorway and throws it from there.
func TestThrowerWithoutLineOfFireWalks(t *testing.T) {
	src := strings.Replace(blastBehindWall, `{id: priest, side: cult, wildcard: true, at: [2, 2], traits: {smarts: d8, spirit: d10, faith: d10}, arcane: {skill: faith, power_points: 15}, powers: [Blast]}`,
		`{id: priest, side: cult, at: [2, 2], traits: {athletics: d8}, weapons: [{name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true}]}`, 1)
	_, s := stalemateTurn(t, src, 10, "priest", nil)
	assert.Equal(t, "priest at (2, 2) after AreaAttack (refused)", s)
	_, s = stalemateTurn(t, src, 11, "priest", nil)
	assert.Equal(t, "priest at (6, 5) after Move, AreaAttack", s)
}

// A Wild Card with three Wounds (Pace 3) in a corridor, three fallen
// friends between it and the way on: every square within its Pace is a
// body, so its walk's first stop lies beyond its Pace. Revision 10 stood
// there until the cap; revision 11 runs, and the running die carries it
// past the bodies.
const heapedCorridor = `
name: Corridor
map: {rows: ["##############", "#............#", "##############"]}
figures:
  - {id: hero, side: a, wildcard: true, at: [1, 1], wounds: 3, traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: f1, side: a, at: [2, 1], traits: {fighting: d6}}
  - {id: f2, side: a, at: [3, 1], traits: {fighting: d6}}
  - {id: f3, side: a, at: [4, 1], traits: {fighting: d6}}
  - {id: brute, side: b, at: [12, 1], traits: {fighting: d6}}
`

func TestWoundedFigureRunsPastBodies(t *testing.T) {
	_, s := stalemateTurn(t, heapedCorridor, 10, "hero", fall("f1", "f2", "f3"))
	assert.Equal(t, "hero at (1, 1) after ", s)
	_, s = stalemateTurn(t, heapedCorridor, 11, "hero", fall("f1", "f2", "f3"))
	assert.Equal(t, "hero at (7, 1) after Run, Move", s)
}

// A guard inside a hut behind a shut door (5, 4), a fighter outside: no
// way to the guard at all. Revision 10 stayed; revision 11 walks to the
// door and opens it (its action this turn).
const shutDoor = `
name: Door
map: {rows: ["..........", "...#####..", "...#...#..", "...#...#..", "...##+##..", "..........", "..........", ".........."]}
figures:
  - {id: fighter, side: a, at: [5, 7], traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: guard, side: b, at: [5, 2], traits: {fighting: d6}}
`

func TestFigureOpensTheShutDoorToItsFoe(t *testing.T) {
	b, s := stalemateTurn(t, shutDoor, 10, "fighter", nil)
	assert.Equal(t, "fighter at (5, 7) after ", s)
	require.Len(t, b.Doors(), 1)
	assert.False(t, b.Doors()[0].Open)
	b, s = stalemateTurn(t, shutDoor, 11, "fighter", nil)
	assert.Equal(t, "fighter at (4, 5) after Move, UseDoor", s)
	assert.True(t, b.Doors()[0].Open)
}

// A barred window (a thin wall that lets shots through, x = 5" from
// 1" to 4") between a fighter and a guard at (5, 2); the wall goes on to
// 6" and is open below. Revision 10 walked to the window, touched the
// guard's base across it and stayed there, unable to strike; revision 11
// sets those squares aside, runs round by the opening and strikes.
const barredWindow = `
name: Window
map:
  rows: ["..........", "..........", "..........", "..........", "..........", "..........", "..........", ".........."]
  walls: [[5, 0, 5, 1], [5, 4, 5, 6]]
  windows: [[5, 1, 5, 4]]
figures:
  - {id: fighter, side: a, at: [1, 2], traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: guard, side: b, at: [5, 2], traits: {fighting: d6}}
`

func TestFighterGoesRoundABarredWindow(t *testing.T) {
	b, s := stalemateTurn(t, barredWindow, 10, "fighter", nil)
	assert.Equal(t, "fighter at (4, 1) after Move", s)
	assert.False(t, b.Battlefield.Adjacent("fighter", "guard"), "across the window: not in melee")
	_, s = stalemateTurn(t, barredWindow, 11, "fighter", nil)
	assert.Equal(t, "fighter at (5, 3) after Run, Move, Melee", s)
}

// The fighter already at the window, its base touching the guard's
// across it: revision 10 counted that as a melee and stayed, striking
// nothing; revision 11 runs round and strikes.
func TestFighterAtABarredWindowDoesNotStay(t *testing.T) {
	src := strings.Replace(barredWindow, "at: [1, 2], traits: {fighting: d8}", "at: [4, 2], traits: {fighting: d8}", 1)
	_, s := stalemateTurn(t, src, 10, "fighter", nil)
	assert.Equal(t, "fighter at (4, 2) after ", s)
	_, s = stalemateTurn(t, src, 11, "fighter", nil)
	assert.Equal(t, "fighter at (5, 3) after Run, Move, Melee", s)
}
