//go:build !js

package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

const applyCasters = `
name: Apply casters
map:
  rows:
    - "............"
    - "............"
    - "............"
figures:
  - {id: priest, name: Priest, side: cult, wildcard: true, at: [1, 1],
     traits: {smarts: d6, spirit: d8, vigor: d8, faith: d10, notice: d6},
     arcane: {skill: faith, power_points: 10}, powers: [Bolt (hellfire), Protection]}
  - {id: buck, name: Buck, side: heroes, at: [8, 1],
     traits: {agility: d6, spirit: d6, vigor: d6, fighting: d6, shooting: d6},
     weapons: [{name: Knife, damage: str+d4}]}
`

func TestApplyCastPreviewsTheActivationOddsAndSpendsPowerPoints(t *testing.T) {
	scen := writeFile(t, "casters.yaml", applyCasters)
	script := writeFile(t, "s.jsonl", strings.Join([]string{
		`{"kind": "round"}`,
		`{"kind": "turn", "who": "priest"}`,
		`{"preview": {"kind": "cast", "who": "priest", "power": "Bolt", "targets": ["buck"]}}`,
		`{"preview": {"kind": "cast", "who": "priest", "power": "Bolt", "targets": ["buck"], "mods": ["Armor Piercing 4", "Damage"]}}`,
		`{"kind": "cast", "who": "priest", "power": "Bolt", "targets": ["buck"]}`,
	}, "\n"))
	res, _ := runJSON[applyJSON](t, "apply", "--scenario", scen, "--seed", "4", "--actions", script, "--json")
	must.Len(t, res.Results, 5)
	assert.Equal(t, "5 Power Points (Bolt 1, Armor Piercing 4 +2, Damage +2)", res.Results[3].Cost)
	// Faith d10 with a d6 Wild Die at TN 4: 1 - 3/10 x 3/6 = 0.85.
	pre := res.Results[2]
	must.Len(t, pre.Rolls, 1)
	assert.True(t, pre.Preview)
	assert.Equal(t, "1 Power Point (Bolt 1)", pre.Cost)
	assert.Equal(t, "faith", pre.Rolls[0].Trait)
	assert.Equal(t, 4, pre.Rolls[0].TN)
	assert.InDelta(t, 0.85, *pre.Rolls[0].Success, 1e-9)
	cast := res.Results[4]
	assert.True(t, cast.OK, cast.Error)
	assert.Equal(t, "Priest spends 1 Power Point on Bolt (9 left).", cast.Log[len(cast.Log)-1])
	must.NotNil(t, res.Figures["priest"].PowerPoints)
	assert.Equal(t, 9, *res.Figures["priest"].PowerPoints)
	assert.Nil(t, res.Figures["buck"].PowerPoints, "no Arcane Background, no power_points")
}
