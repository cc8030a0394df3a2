package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDeluxeBoltFiresThreeBoltsForThreePowerPointsWithoutAutofirePenalty(t *testing.T) {
	b := casting(t, "deluxe")
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"3 Bolts"}})
	require.NoError(t, err)
	cp := pl.Detail.(*rules.CastPlan)
	assert.Equal(t, 3, cp.Cost, "1 PP a bolt")
	r := pl.Rolls[0]
	require.Len(t, r.Dice, 3, "a skill die a bolt")
	for i := range r.Dice {
		assert.Equal(t, "buck", r.Dice[i].Target)
		for _, m := range r.Mods(i) {
			assert.NotEqual(t, "recoil", m.Name, "no autofire penalty")
		}
	}
	n := len(b.Events())
	// Three Faith dice and one Wild Die: 2, 3, 2 and a Wild 1: all miss.
	script(b, 2, 3, 2, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"3 Bolts"}})
	log := logFrom(b, n)
	assert.Contains(t, log[0], "d10 2, d10 3, d10 2, Wild d6 1")
	assert.Equal(t, "High Priest spends 3 Power Points on Bolt (12 left).", log[len(log)-1], "deluxe: a failure spends it all")
}

func TestDeluxeBoltOf3d6CostsTwoAndBlastsOptionsDoubleAndTripleItsCost(t *testing.T) {
	b := casting(t, "deluxe")
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"3d6"}})
	require.NoError(t, err)
	cp := pl.Detail.(*rules.CastPlan)
	assert.Equal(t, 2, cp.Cost)
	assert.Equal(t, "3d6", cp.Weapon.Damage.String())
	refused(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"3d6", "2 Bolts"}}, "several bolts or one 3d6 bolt, not both")
	refused(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"Damage"}}, `"Damage" is not an option of Bolt in deluxe (2 Bolts, 3 Bolts, 3d6)`)
	refused(t, b, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"acolyte"}, Mods: []string{"Range"}}, "deluxe has no power modifiers: each power lists its own options")

	at := rules.Spot{X: 9.5, Y: 3.5}
	for _, c := range []struct {
		mods []string
		cost int
	}{{nil, 2}, {[]string{"3d6"}, 4}, {[]string{"Large Blast"}, 4}, {[]string{"3d6", "Large Blast"}, 6}} {
		pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Blast", At: &at, Mods: c.mods})
		require.NoError(t, err)
		assert.Equal(t, c.cost, pl.Detail.(*rules.CastPlan).Cost, "%v", c.mods)
	}
	assert.Equal(t, []string{"2 Bolts", "3 Bolts", "3d6"}, modNames(rules.PowerModsFor(rules.Deluxe, "Bolt")), "the screens list deluxe's options")
}

func modNames(ms []rules.PowerMod) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Name)
	}
	return out
}
