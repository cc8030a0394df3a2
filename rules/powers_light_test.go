package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lightOn is the illumination modifier of a look from one figure at
// another ("" Bright).
func lightOn(b *rules.Battle, from, to string) rules.Mods {
	var out rules.Mods
	for _, m := range b.Battlefield.Sight(from, to, nil).Mods {
		if _, err := rules.ParseLight(m.Name); err == nil {
			out = append(out, m)
		}
	}
	return out
}

func TestDarknessMakesALargeBlastDarkPitchWithARaiseAndDimUnderLight(t *testing.T) {
	b := castingWith(t, "swade", "Darkness, Light")
	at := rules.Spot{X: 8.5, Y: 3.5} // on Buck, 6" away
	require.Empty(t, lightOn(b, "priest", "buck"))
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Darkness", At: &at})
	assert.Equal(t, "High Priest makes it dark within 3\" of (8.5, 3.5) (Darkness).", logFrom(b, n)[1])
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"))
	assert.Equal(t, 13, b.Figure("priest").PowerPoints())

	// Undo takes the darkness off with the casting.
	require.NoError(t, b.Undo())
	assert.Empty(t, lightOn(b, "priest", "buck"))

	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Darkness", At: &at})
	assert.Equal(t, rules.Mods{{Name: "pitch", Value: -6}}, lightOn(b, "acolyte", "buck"), "a raise: Pitch Darkness")

	// Light over the darkness: Dim where they overlap.
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "priest", 0)
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Light", At: &at})
	assert.Equal(t, rules.Mods{{Name: "dim", Value: -2}}, lightOn(b, "acolyte", "buck"))
}

func TestLightBrightensADarkMapUntilTheCasterEndsIt(t *testing.T) {
	b := newBattle(t, "edition: swade\nlight: dark\n"+casters, 1)
	b.Figure("priest").Powers = []string{"Light"}
	at := rules.Spot{X: 8.5, Y: 3.5}
	fighttest.ToTurn(t, b, "priest", 0)
	require.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"))
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Light", At: &at})
	assert.Empty(t, lightOn(b, "priest", "buck"), "Bright under the Light")
	apply(t, b, rules.Maintain{Who: "priest", Power: "Light", End: true})
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"))
}
