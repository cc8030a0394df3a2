package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func damageLines(log []string, power string) []string {
	var out []string
	for _, l := range log {
		if strings.HasPrefix(l, "Damage ") && strings.Contains(l, "("+power+")") {
			out = append(out, l)
		}
	}
	return out
}

func TestBlastRollsDamageForEachFigureUnderIt(t *testing.T) {
	// The Medium Blast at (9.5, 3.5), 7" from the priest (range 12"),
	// covers Buck, Hand 1 and Hand 2: three damage rolls of 2d6.
	b := casting(t, "swade")
	n := len(b.Events())
	script(b, 5, 1, 1, 1, 2, 2, 3, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 9.5, Y: 3.5}})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest casts the Blast at (9.5, 3.5): Faith d10 5, Wild d6 1 = 5 vs 4: hit: Buck, Hand 1 and Hand 2 under it.", log[0])
	assert.Equal(t, []string{
		"Damage 2d6 (Blast) to Buck: 1+1 = 2 vs Toughness 6: no effect.",
		"Damage 2d6 (Blast) to Hand 1: 2+2 = 4 vs Toughness 5: no effect.",
		"Damage 2d6 (Blast) to Hand 2: 3+3 = 6 vs Toughness 5: Shaken.",
	}, damageLines(log, "Blast"))
	assert.Equal(t, "High Priest spends 3 Power Points on Blast (12 left).", log[len(log)-1])
}

func TestFailedBlastDeviatesAndCostsOnePowerPoint(t *testing.T) {
	b := casting(t, "swade")
	n := len(b.Events())
	apply(t, b, rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 9.5, Y: 3.5}})
	log := logFrom(b, n)
	if strings.Contains(log[0], "miss") {
		assert.Contains(t, log[0], "deviates")
		assert.Equal(t, 14, b.Figure("priest").PowerPoints())
	} else {
		assert.Equal(t, 12, b.Figure("priest").PowerPoints())
	}
	b = casting(t, "swade")
	n = len(b.Events())
	script(b, 2, 1, 4, 3, 1, 1, 1, 1, 1, 1, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 9.5, Y: 3.5}})
	log = logFrom(b, n)
	assert.Contains(t, log[0], "= 2 vs 4: miss; it deviates", log[0])
	assert.Equal(t, 14, b.Figure("priest").PowerPoints())
}

func TestBlastBehindAWallTakesTheAreaRulesNotAShotsCover(t *testing.T) {
	// Virginia at (10, 6) is behind the wall square (9, 6) from a blast
	// centred at (8.5, 6.5): swade's area rules give the obstacle as
	// armor to the damage, not a penalty to the activation roll.
	b := casting(t, "swade")
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 8.5, Y: 6.5}})
	require.NoError(t, err)
	assert.Empty(t, pl.Rolls[0].Mods(0), "no cover on the activation roll")
	var found bool
	for _, v := range pl.Rolls[0].Victims {
		if v.Target == "virginia" {
			found = true
			require.Len(t, v.Armor, 1)
			assert.Contains(t, v.Armor[0].Name, "in the way")
		}
	}
	assert.True(t, found, "Virginia is under the blast")
}

func TestBurstHitsEveryoneInTheConeFromTheCaster(t *testing.T) {
	b := casting(t, "swade")
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 5, Y: 3}))
	n := len(b.Events())
	script(b, 6, 1, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Burst", At: &rules.Spot{X: 9.5, Y: 3.5}})
	log := logFrom(b, n)
	assert.Contains(t, log[0], "High Priest casts the Burst at (9.5, 3.5): Faith d10 6")
	// Buck 3" away, the Hands 7" away by the cone's round end: each its
	// own roll.
	assert.Len(t, damageLines(log, "Burst"), 3)
	assert.Equal(t, "Damage 2d6 (Burst) to Buck: 1+1 = 2 vs Toughness 6: no effect.", damageLines(log, "Burst")[0])
	assert.Equal(t, 13, b.Figure("priest").PowerPoints())
}

func TestPowerModifiersAddTheirPowerPointsAndShowInThePreview(t *testing.T) {
	// Armor Piercing 4 (+2) and Damage (+2, 3d6) on a 1-PP Bolt: 5 PP.
	b := casting(t, "swade")
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"Armor Piercing 4", "Damage"}})
	require.NoError(t, err)
	cp := pl.Detail.(*rules.CastPlan)
	assert.Equal(t, 5, cp.Cost)
	assert.Equal(t, 4, cp.Weapon.AP)
	refused(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"Thunder"}},
		`"Thunder" is not a power modifier battlemat knows (`+strings.Join(rules.PowerModNames(), ", ")+`)`)
	refused(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"Large Blast"}},
		"the modifier Large Blast does not go with Bolt (it goes with Blast, Entangle, Stun, Fear, Sloth, Confusion, Havoc, Blind, Slumber)")
	n := len(b.Events())
	script(b, 5, 1, 1, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"Armor Piercing 4", "Damage"}})
	log := logFrom(b, n)
	assert.Contains(t, log[1], "Damage 3d6 (Bolt) to Buck")
	assert.Equal(t, 10, b.Figure("priest").PowerPoints())
}

func TestLingeringDamageIsOneDieTypeLower(t *testing.T) {
	// CHARACTERS.md 7.10: 2d6 lingers as 2d4, 3d6 as 3d4; d4 dice lose a die.
	for in, want := range map[string]string{"2d6": "2d4", "3d6": "3d4", "2d8": "2d6", "2d4": "d4", "d4": "d4", "2d10+1": "2d8+1"} {
		d, err := rules.ParseDamage(in)
		require.NoError(t, err)
		assert.Equal(t, want, rules.LingeringDice(d).String(), in)
	}
}

func TestLingeringDamageOnABoltRollsTwoD4AtTheVictimsNextTurn(t *testing.T) {
	b := casting(t, "swade")
	n := len(b.Events())
	// Faith 5: a hit; 2d6 1+1 does nothing; then 2d4 at Buck's turn.
	script(b, 5, 1, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"Lingering Damage"}})
	log := logFrom(b, n)
	assert.Equal(t, []string{
		"High Priest casts Bolt at Buck with Faith: d10 5, Wild d6 1 = 5 vs 4: hit.",
		"Damage 2d6 (Bolt) to Buck: 1+1 = 2 vs Toughness 6: no effect.",
		"Buck will take 2d4 more from the lingering Bolt at the start of its next turn.",
		"High Priest spends 3 Power Points on Bolt (12 left).",
	}, log)
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.UpTo(t, b, "buck")
	n = len(b.Events())
	script(b, 4, 1, 1, 1, 1, 1, 1, 1)
	apply(t, b, rules.StartTurn{Who: "buck"})
	assert.Contains(t, logFrom(b, n), "Damage 2d4 (lingering Bolt) to Buck: (4+1)+1 = 6 vs Toughness 6: Shaken.")
	assert.Empty(t, b.Figure("buck").Effects, "once")
}
