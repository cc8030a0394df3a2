//go:build !js

package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// reachScenario: buck at (0,0) beside a wall column x=2 (rows 0-2) with
// mud at (0,2) and (1,2); an ally at (1,3), a foe at (0,4).
const reachScenario = `name: Reach test
map:
  rows:
    - "..#..."
    - "..#..."
    - "~~#..."
    - "......"
    - "......"
figures:
  - {id: buck, side: heroes, at: [0, 0], pace: 4}
  - {id: ally, side: heroes, at: [1, 3]}
  - {id: foe, side: cultists, at: [0, 4]}
  - {id: hurt, side: cultists, at: [5, 4], wildcard: true}
`

type reachJSON struct {
	Squares []struct{ X, Y, Cost int } `json:"squares"`
}

func reachCosts(t *testing.T, args ...string) map[[2]int]int {
	t.Helper()
	code, stdout, stderr := runCLI(append([]string{"reach"}, args...)...)
	must.Equal(t, 0, code, stderr)
	var res reachJSON
	must.NoError(t, json.Unmarshal([]byte(stdout), &res))
	out := map[[2]int]int{}
	for i, s := range res.Squares {
		if i > 0 {
			p := res.Squares[i-1]
			assert.True(t, p.Y < s.Y || (p.Y == s.Y && p.X < s.X), "sorted by y, then x")
		}
		out[[2]int{s.X, s.Y}] = s.Cost
	}
	return out
}

func TestReachCommand(t *testing.T) {
	file := tplWriteScenario(t, reachScenario)
	c := reachCosts(t, "--scenario", file, "--figure", "buck", "--json")
	// Pace 4: down the left side, the mud costing 2 a square. The wall's
	// foot (2,2) forbids the diagonal (1,2)->(2,3), so (2,3) would cost 5
	// through the ally's square.
	assert.Equal(t, map[[2]int]int{
		{0, 0}: 0, {1, 0}: 1,
		{0, 1}: 1, {1, 1}: 1,
		{0, 2}: 3, {1, 2}: 3,
		{0, 3}: 4,
	}, c)

	// A running die of 2: 6". Through the ally (1,3) at 4 (never ended
	// on) to (2,3), (2,4) and (1,4) at 5, then (3,3), (3,4) at 6; (3,2)
	// would take the diagonal past the wall's foot again (7). The foe's
	// square (0,4) is neither passed nor ended on.
	run := reachCosts(t, "--scenario", file, "--figure", "buck", "--run", "2", "--json")
	assert.Equal(t, map[[2]int]int{
		{0, 0}: 0, {1, 0}: 1,
		{0, 1}: 1, {1, 1}: 1,
		{0, 2}: 3, {1, 2}: 3,
		{0, 3}: 4, {2, 3}: 5, {3, 3}: 6,
		{1, 4}: 5, {2, 4}: 5, {3, 4}: 6,
	}, run)

	// Without --json: a map for a person, with the own square starred.
	code, stdout, _ := runCLI("reach", "--scenario", file, "--figure", "buck")
	assert.Equal(t, 0, code)
	assert.Contains(t, stdout, "\n*1#...\n11#...\n33#...\n4.....\n......\n")
}

func TestReachCommandBadInput(t *testing.T) {
	file := tplWriteScenario(t, reachScenario)
	for _, args := range [][]string{
		{"--scenario", file, "--figure", "nobody"},
		{"--scenario", file},
		{"--figure", "buck"},
		{"--scenario", file, "--figure", "buck", "--run", "-1"},
		{"--scenario", file, "--figure", "buck", "--run", "x"},
		{"--scenario", file + ".missing", "--figure", "buck"},
		{"--scenario", file, "--figure", "buck", "extra"},
	} {
		code, stdout, stderr := runCLI(append([]string{"reach"}, args...)...)
		assert.Equal(t, 2, code, "%v", args)
		assert.Empty(t, stdout)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
	}
}

// gapScenario: buck at (0,1) by a ditch 1" wide (x = 1) and, beyond it,
// a chasm 2" wide (x = 4, 5); both the height of the map.
const gapScenario = `name: Gap test
map:
  legend:
    "_": {gap: true}
  rows:
    - "._..__."
    - "._..__."
    - "._..__."
figures:
  - {id: buck, side: heroes, at: [0, 1], pace: 6}
  - {id: foe, side: cultists, at: [6, 0]}
`

func TestReachCommandJumps(t *testing.T) {
	file := tplWriteScenario(t, gapScenario)
	// Without --jump the ditch keeps buck on his side.
	walk := reachCosts(t, "--scenario", file, "--figure", "buck", "--json")
	assert.Equal(t, map[[2]int]int{{0, 0}: 1, {0, 1}: 0, {0, 2}: 1}, walk)
	// With --jump: over the ditch from a standing start (2"), then on;
	// the 2" chasm needs a straight run-up of 2" toward it, and the
	// ditch's far bank (x = 2, 3) is too narrow for one.
	jump := reachCosts(t, "--scenario", file, "--figure", "buck", "--jump", "--json")
	assert.Equal(t, 2, jump[[2]int{2, 1}])
	assert.Equal(t, 3, jump[[2]int{3, 1}])
	assert.Equal(t, 3, jump[[2]int{2, 0}], "a step up, then 2\" over the ditch")
	for sq := range jump {
		assert.Less(t, sq[0], 4, "%v: neither in the chasm nor over it without a run-up", sq)
		assert.NotEqual(t, 1, sq[0], "%v: never on a gap", sq)
	}
	code, stdout, _ := runCLI("reach", "--scenario", file, "--figure", "buck", "--jump")
	assert.Equal(t, 0, code)
	assert.Contains(t, stdout, "_ a gap")
	assert.Contains(t, stdout, "\n1_33__.\n*_23__.\n1_33__.\n")
}
