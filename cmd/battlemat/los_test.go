//go:build !js

package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// losScenario: the shooter gun at (0,0), the target at (6,6); the wall
// square (3,2) has its corner (3,3) on the line between their centres and
// hides half of the target's base (medium cover). The scout at (0,6) sees
// far at (11,7), 11" away, over open ground.
const losScenario = `name: LOS test
%s
map:
  rows:
    - "...#........"
    - "...#........"
    - "...#........"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: gun
    side: heroes
    at: [0, 0]
    weapons:
      - {name: Machete, damage: str+d6}
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1}
      - {name: Derringer, range: 3/6/12, damage: 2d4}
  - {id: brute, side: heroes, at: [1, 7], weapons: [{name: Club, damage: str+d4}]}
  - {id: target, side: cultists, at: [6, 6]}
  - {id: far, side: cultists, at: [11, 7]}
  - {id: hid, side: cultists, at: [5, 1]}
  - id: scout
    side: heroes
    at: [0, 6]
    weapons: [{name: Colt .45, range: 12/24/48, damage: 2d6+1}, {name: Derringer, range: 3/6/12, damage: 2d4}]
`

type losJSON struct {
	Visible   bool    `json:"visible"`
	Cover     string  `json:"cover"`
	Distance  float64 `json:"distance"`
	RangeBand string  `json:"range_band"`
	Modifiers []struct {
		Name  string `json:"name"`
		Value int    `json:"value"`
	} `json:"modifiers"`
	TN int `json:"tn"`
}

func losRun(t *testing.T, header string, args ...string) (losJSON, string) {
	t.Helper()
	file := tplWriteScenario(t, strings.Replace(losScenario, "%s", header, 1))
	return runJSON[losJSON](t, append([]string{"los", "--scenario", file, "--json"}, args...)...)
}

func TestLOSCommand(t *testing.T) {
	res, raw := losRun(t, "", "--from", "gun", "--to", "target")
	assert.JSONEq(t, `{"visible": true, "cover": "medium", "distance": 6, "range_band": "short",
		"modifiers": [{"name": "medium cover", "value": -4}], "tn": 4}`, raw,
		"the first ranged weapon (the Colt, not the Machete) sets the band")
	assert.True(t, res.Visible)

	_, raw = losRun(t, "", "--from", "gun", "--to", "target", "--weapon", "Derringer")
	assert.JSONEq(t, `{"visible": true, "cover": "medium", "distance": 6, "range_band": "medium",
		"modifiers": [{"name": "medium range", "value": -2}, {"name": "medium cover", "value": -4}], "tn": 4}`, raw)

	// Deluxe reads cover by halves: the target is exactly half hidden,
	// which is light cover there (medium in swade).
	_, raw = losRun(t, "edition: deluxe\nmeasure: euclidean\nlight: dim", "--from", "gun", "--to", "target", "--weapon", "derringer")
	assert.JSONEq(t, `{"visible": true, "cover": "light", "distance": 8.485281374238571, "range_band": "long",
		"modifiers": [{"name": "long range", "value": -4}, {"name": "light cover", "value": -1},
		{"name": "dim", "value": -1}], "tn": 4}`, raw)

	// 11" in the dark: not visible (the modifiers still say what a shot
	// would face).
	res, _ = losRun(t, "light: dark", "--from", "scout", "--to", "far")
	assert.False(t, res.Visible)
	assert.Equal(t, 11.0, res.Distance)
	assert.Equal(t, "none", res.Cover)
	assert.Equal(t, "short", res.RangeBand)
	must.Len(t, res.Modifiers, 1)
	assert.Equal(t, "dark", res.Modifiers[0].Name)
	assert.Equal(t, -4, res.Modifiers[0].Value)

	res, _ = losRun(t, "", "--from", "scout", "--to", "far", "--weapon", "Derringer")
	assert.True(t, res.Visible)
	assert.Equal(t, "long", res.RangeBand, "11\" with 3/6/12")
}

// A target wholly behind the wall is hidden: it has no cover category
// (cover "none", no cover modifier) and the text says hidden, never
// "near total cover" beside "NOT visible".
func TestLOSWhollyHiddenTargetHasNoCover(t *testing.T) {
	res, raw := losRun(t, "", "--from", "gun", "--to", "hid")
	assert.JSONEq(t, `{"visible": false, "cover": "none", "distance": 5, "range_band": "short",
		"modifiers": [], "tn": 4}`, raw)
	assert.False(t, res.Visible)
	file := tplWriteScenario(t, strings.Replace(losScenario, "%s", "", 1))
	code, stdout, _ := runCLI("los", "--scenario", file, "--from", "gun", "--to", "hid")
	must.Equal(t, 0, code)
	assert.Equal(t, "gun -> hid: hidden (100% of its base behind terrain), 5\" (short with Colt .45), TN 4\n", stdout)
	assert.NotContains(t, stdout, "cover")
}

func TestLOSCommandBadInput(t *testing.T) {
	file := tplWriteScenario(t, strings.Replace(losScenario, "%s", "", 1))
	for _, args := range [][]string{
		{"--from", "gun", "--to", "nobody"},
		{"--from", "nobody", "--to", "target"},
		{"--from", "gun"},
		{"--to", "target"},
		{"--from", "gun", "--to", "gun"},
		{"--from", "gun", "--to", "target", "--weapon", "Bazooka"},
		{"--from", "gun", "--to", "target", "--weapon", "Machete"},
		{"--from", "brute", "--to", "target"},
	} {
		code, stdout, stderr := runCLI(append([]string{"los", "--scenario", file}, args...)...)
		assert.Equal(t, 2, code, "%v", args)
		assert.Empty(t, stdout)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
	}
	code, _, _ := runCLI("los", "--from", "gun", "--to", "target")
	assert.Equal(t, 2, code, "no --scenario")
}
