package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// lightCaster is the casters' table under the revision, dark, the priest
// with Light and Darkness, at its turn.
func lightCaster(t *testing.T, rev int) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "[Light, Darkness]", 1)
	b := newBattleAt(t, "edition: swade\nlight: dark\n"+sc, 1, rev)
	fighttest.ToTurn(t, b, "priest", 0)
	return b
}

// A beam (rules revision 8): Light with Beam (+0) is, on a raise, a strip
// 1" wide from the caster's centre 5" toward the point aimed at: along
// row 3 from the priest's square (2, 3) the squares 3 to 7 are lit, 8
// (Buck's) is not; off the row nothing is. Without a raise it is the
// Large Blast (3") at the point.
func TestLightsBeamOnARaiseLightsFiveInchesFromTheCaster(t *testing.T) {
	b := lightCaster(t, rules.CurrentRevision)
	at := rules.Spot{X: 8.5, Y: 3.5}
	n := len(b.Events())
	script(b, 8, 1) // Faith d10 8: a raise
	apply(t, b, rules.Cast{Who: "priest", Power: "Light", At: &at, Mods: []string{"Beam"}})
	assert.Contains(t, logFrom(b, n), "High Priest makes it bright along a 5\" beam from (2.5, 3.5) to (7.5, 3.5) (Light).")
	assert.Contains(t, logFrom(b, n), "High Priest spends 2 Power Points on Light (13 left).", "Beam costs nothing more")
	assert.Empty(t, lightOn(b, "buck", "priest"), "the caster's own square is in the beam")
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"), "8\" along the row: past the beam")
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "acolyte"), "the square below the caster's: beside the beam")

	b = lightCaster(t, rules.CurrentRevision)
	n = len(b.Events())
	script(b, 5, 1) // a success only: the Large Blast at the point
	apply(t, b, rules.Cast{Who: "priest", Power: "Light", At: &at, Mods: []string{"Beam"}})
	assert.Contains(t, logFrom(b, n), "High Priest makes it bright within 3\" of (8.5, 3.5) (Light).")
	assert.Empty(t, lightOn(b, "priest", "buck"))

	b = lightCaster(t, rules.CurrentRevision)
	c := b.Battlefield.Centre("priest")
	refused(t, b, rules.Cast{Who: "priest", Power: "Light", At: &c, Mods: []string{"Beam"}}, "a Beam needs a direction: aim it at a point away from High Priest")
}

// Mobile (+1, rules revision 8): the Light or Darkness cast at a figure's
// base is fixed to it and goes where it goes.
func TestAMobileLightGoesWhereItsFigureGoes(t *testing.T) {
	b := lightCaster(t, rules.CurrentRevision)
	at := b.Battlefield.Centre("acolyte")
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Light", At: &at, Mods: []string{"Mobile"}})
	assert.Contains(t, logFrom(b, n), "High Priest makes it bright within 3\" of Acolyte, wherever it goes (Light).")
	assert.Contains(t, logFrom(b, n), "High Priest spends 3 Power Points on Light (12 left).", "2 and Mobile's 1")
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"), "Buck stands 6\" from the Acolyte")
	require.NoError(t, b.Battlefield.Place("acolyte", rules.Pos{X: 7, Y: 4}))
	assert.Empty(t, lightOn(b, "priest", "buck"), "the Acolyte beside Buck brings the light")
	// Cast at bare ground its caster moves it instead:
	// TestAMobileLightAtBareGroundIsMovedByItsCasterUpToItsDieAFreeAction.
}

// Deluxe Obscure (rules revision 8): 2 Power Points, a Large Blast of
// Dark (deluxe -2), its 3 rounds running out with the caster's turn
// after them unless kept up for 1 Power Point a round.
func TestDeluxeObscureDarkensForThreeRoundsKeptUpForAPointARound(t *testing.T) {
	obscured := func(keep bool) (*rules.Battle, []string) {
		b := deluxeCaster(t, "Obscure", rules.CurrentRevision, false)
		at := rules.Spot{X: 8.5, Y: 3.5}
		n := len(b.Events())
		script(b, 5, 1)
		apply(t, b, rules.Cast{Who: "priest", Power: "Obscure", At: &at})
		assert.Equal(t, rules.Mods{{Name: "dark", Value: -2}}, lightOn(b, "priest", "buck"))
		for range 3 {
			apply(t, b, rules.EndTurn{Who: "priest"})
			fighttest.ToTurn(t, b, "priest", 0)
		}
		if keep {
			apply(t, b, rules.Maintain{Who: "priest", Power: "Obscure"})
		}
		apply(t, b, rules.EndTurn{Who: "priest"})
		return b, logFrom(b, n)
	}
	b, log := obscured(false)
	assert.Contains(t, log, "High Priest spends 2 Power Points on Obscure (13 left).")
	assert.Contains(t, log, "High Priest no longer has Obscure.")
	assert.Empty(t, lightOn(b, "priest", "buck"), "the rounds ran out: the darkness is gone")

	b, log = obscured(true)
	assert.Contains(t, log, "High Priest spends 1 Power Points keeping up Obscure (12 left).")
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -2}}, lightOn(b, "priest", "buck"), "kept up a round more")
}
