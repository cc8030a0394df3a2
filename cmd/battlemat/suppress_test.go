//go:build !js

package main

import (
	"encoding/json"
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// suppressScenario: an Extra with a Tommy Gun (RoF 3, Shooting d6) and,
// 7" off in the open, two thugs side by side; a third far away; a
// rifleman with no automatic weapon.
const suppressScenario = `name: Suppress test
map:
  rows:
    - "...................."
    - "...................."
    - "...................."
    - "...................."
figures:
  - id: gunner
    side: posse
    at: [1, 1]
    traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, shooting: d6}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1}
      - {name: Tommy Gun, range: 12/24/48, damage: 2d6+1, rof: 3, ap: 1, shots: 50}
  - id: rifleman
    side: posse
    at: [1, 3]
    traits: {shooting: d8}
    weapons:
      - {name: Rifle, range: 24/48/96, damage: 2d8}
  - {id: thug1, side: gang, at: [8, 1], traits: {vigor: d6}}
  - {id: thug2, side: gang, at: [9, 1], traits: {vigor: d6}}
  - {id: thug3, side: gang, at: [18, 3], traits: {vigor: d6}}
`

type suppressJSON struct {
	Trials  int `json:"trials"`
	Figures map[string]struct {
		Distracted int `json:"distracted"`
		Damaged    int `json:"damaged"`
	} `json:"figures"`
}

func suppressRun(t *testing.T, file string, args ...string) (suppressJSON, string) {
	t.Helper()
	res, stdout := runJSON[suppressJSON](t, append([]string{"suppress", "--scenario", file, "--json"}, args...)...)
	return res, stdout
}

func TestSuppressJSONShapeAndRates(t *testing.T) {
	file := tplWriteScenario(t, suppressScenario)
	const n = 20000
	// The MBT centred between the thugs (9, 1.5) covers both, not thug3.
	res, raw := suppressRun(t, file, "--attacker", "gunner", "--at", "9,1.5", "--trials", "20000", "--seed", "11")
	assert.Equal(t, n, res.Trials)
	assert.Len(t, res.Figures, 2)
	var m map[string]map[string]map[string]any
	must.NoError(t, json.Unmarshal([]byte(strings.Replace(raw, `"trials":20000,`, "", 1)), &m))
	assert.ElementsMatch(t, []string{"distracted", "damaged"}, keys(m["figures"]["thug1"]))

	// One Shooting roll of d6 with recoil -2 against TN 4 and no cover:
	// a success makes each Distracted, a raise also hits both (RoF 3
	// covers the two). d6-2 >= 4 needs an ace: 1/6; a raise needs 8,
	// an ace and then 4+: 1/12.
	odds := rules.Odds(rules.TraitRoll{Die: rules.D6, Mods: rules.Mods{{Name: "recoil", Value: -2}}, TN: 4})
	assert.InDelta(t, 1.0/6, odds.Success, 1e-12)
	assert.InDelta(t, 1.0/12, odds.Raise, 1e-12)
	for _, id := range []string{"thug1", "thug2"} {
		c := res.Figures[id]
		within5SE(t, odds.Success, c.Distracted, n, id+" Distracted")
		within5SE(t, odds.Raise, c.Damaged, n, id+" damaged")
	}
	assert.Equal(t, res.Figures["thug1"], res.Figures["thug2"], "one roll for everyone under the template, no cover on either")
}

func TestSuppressEmptyTemplateAndSameSeed(t *testing.T) {
	file := tplWriteScenario(t, suppressScenario)
	res, raw := suppressRun(t, file, "--attacker", "gunner", "--at", "5,3.5", "--trials", "10", "--seed", "1")
	assert.Empty(t, res.Figures)
	assert.JSONEq(t, `{"trials": 10, "figures": {}}`, raw)

	args := []string{"--attacker", "gunner", "--at", "8.5,1.5", "--trials", "500", "--seed", "3"}
	_, a := suppressRun(t, file, args...)
	_, b := suppressRun(t, file, args...)
	assert.Equal(t, a, b)
}

func TestSuppressBadInput(t *testing.T) {
	file := tplWriteScenario(t, suppressScenario)
	run := func(extra ...string) []string { return append([]string{"suppress", "--scenario", file}, extra...) }
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"unknown attacker", run("--attacker", "nobody", "--at", "9,1.5", "--trials", "5", "--seed", "1"), `--attacker: no figure "nobody"`},
		{"no automatic weapon", run("--attacker", "rifleman", "--at", "9,1.5", "--trials", "5", "--seed", "1"), "rifleman has no weapon with RoF 2 or more"},
		{"off the map", run("--attacker", "gunner", "--at", "25,1", "--trials", "5", "--seed", "1"), "--at 25,1 is off the map"},
		{"negative point", run("--attacker", "gunner", "--at", "-0.5,1", "--trials", "5", "--seed", "1"), "is off the map"},
		{"not a point", run("--attacker", "gunner", "--at", "nine", "--trials", "5", "--seed", "1"), `--at: "nine" is not a point`},
		{"missing trials", run("--attacker", "gunner", "--at", "9,1.5", "--seed", "1"), "missing --trials"},
		{"missing at", run("--attacker", "gunner", "--trials", "5", "--seed", "1"), "missing --at"},
		{"zero trials", run("--attacker", "gunner", "--at", "9,1.5", "--trials", "0", "--seed", "1"), "--trials 0: must be 1 to"},
		{"negative trials", run("--attacker", "gunner", "--at", "9,1.5", "--trials", "-1", "--seed", "1"), "--trials -1: must be 1 to"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(c.args...)
			assert.Equal(t, 2, code)
			assert.Empty(t, stdout)
			assert.Contains(t, stderr, c.want)
			assert.True(t, strings.HasPrefix(stderr, "battlemat suppress: "), stderr)
			assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
		})
	}
}
