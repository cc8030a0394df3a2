package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// darkOnBuck: the acolyte (a Spellcasting caster for the test,
// unskilled: d4-2) keeps a Darkness up over Buck, 6" from the priest.
func darkOnBuck(t *testing.T, rev int) *rules.Battle {
	t.Helper()
	b := castingWith(t, "swade", "Dispel")
	if rev != rules.CurrentRevision {
		b = newBattleAt(t, "edition: swade\n"+casters, 1, rev)
		b.Figure("priest").Powers = []string{"Dispel"}
		fighttest.ToTurn(t, b, "priest", 0)
	}
	a := b.Figure("acolyte")
	a.Arcane = &rules.Arcane{Skill: rules.Spellcasting, PowerPoints: 10}
	b.Battlefield.(rules.ZoneBattlefield).AddLightZone("acolyte", "Darkness", rules.Spot{X: 8.5, Y: 3.5}, 3, rules.Dark)
	a.Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Darkness"},
		Change: rules.ChangeFeature, Detail: "light_zone", Ends: rules.EndsRounds, Span: 100, By: "acolyte"}}
	return b
}

// acolyteWall: the acolyte keeps a Barrier standing from (5, 4) to (5, 8), south of the line from the priest to Buck.
func acolyteWall(t *testing.T, b *rules.Battle) {
	t.Helper()
	require.NoError(t, b.Battlefield.(rules.BarrierBattlefield).AddBarrier("acolyte", "Barrier",
		rules.BarrierWalls{Sides: [][2]rules.Spot{{{X: 5, Y: 4}, {X: 5, Y: 8}}}, Hardness: rules.BarrierHardness}))
	a := b.Figure("acolyte")
	a.Effects = append(a.Effects, rules.Effect{Source: rules.Source{Kind: rules.FromPower, Name: "Barrier"},
		Change: rules.ChangeFeature, Detail: "light_zone", Ends: rules.EndsRounds, Span: 5, By: "acolyte"})
}

func TestDispelAtADarknessIsTheOpposedRollAndEndsItOnAWin(t *testing.T) {
	b := darkOnBuck(t, rules.CurrentRevision)
	at := rules.Spot{X: 8.5, Y: 3.5}
	require.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"))
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Dispel", At: &at})
	require.NoError(t, err)
	// The activation at TN 4 with -2 against another arcane skill: the
	// preview's odds are those of Faith d10 and a d6 Wild Die at -2.
	assert.Equal(t, rules.Mods{{Name: "another Arcane Background", Value: -2}}, pl.Rolls[0].Mods(0))
	assert.Equal(t, rules.ActivationTN, pl.Rolls[0].Dice[0].TN)
	// The dice must show 6: the d10 half the time (6 to 10), the Wild
	// d6 one time in six: 1 - 1/2 x 5/6 = 7/12.
	assert.InDelta(t, 7.0/12, pl.Rolls[0].Odds(0).Success, 1e-12)
	n := len(b.Events())
	// Faith 8 - 2 = 6 against the acolyte's Spellcasting d4 3 - 2 = 1: the
	// Darkness goes, for 1 Power Point.
	script(b, 8, 1, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &at})
	log := logFrom(b, n)
	assert.Contains(t, log, "High Priest ends Acolyte's Darkness (Dispel).")
	assert.Empty(t, lightOn(b, "priest", "buck"), "the darkness is gone")
	assert.Empty(t, b.Figure("acolyte").Effects, "and the acolyte keeps nothing up")
	assert.False(t, b.Figure("buck").Distracted, "an area has no recipient to distract")
	assert.Equal(t, "High Priest spends 1 Power Point on Dispel (14 left).", log[len(log)-1])
}

func TestDispelAtAnAreaLosesATieAndTakesAFigureStandingInIt(t *testing.T) {
	b := darkOnBuck(t, rules.CurrentRevision)
	at := rules.Spot{X: 8.5, Y: 3.5}
	// 6 against the acolyte's 4 + 4 - 2 = 6: a tie keeps the Darkness.
	script(b, 8, 1, 4, 4)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &at})
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"))
	assert.Contains(t, b.Log()[len(b.Log())-2], "fails to dispel Acolyte's Darkness")

	// The screens' way: the choice "area" at Buck, who stands in it.
	b = darkOnBuck(t, rules.CurrentRevision)
	script(b, 8, 1, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", Targets: []string{"buck"}, Choice: "area"})
	assert.Empty(t, lightOn(b, "priest", "buck"))

	b = darkOnBuck(t, rules.CurrentRevision)
	refused(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &rules.Spot{X: 4.5, Y: 0.5}}, "no Light, Darkness, Silence or Barrier is at (4.5, 0.5) to dispel")
	refused(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &rules.Spot{X: 9.5, Y: 3.5}}, "(9.5, 3.5) is out of range of Dispel (7\"; Smarts: 6\")")
}

func TestDispelEndsABarrierAndWithMultiplePowersEveryAreaThere(t *testing.T) {
	b := darkOnBuck(t, rules.CurrentRevision)
	acolyteWall(t, b)
	require.Len(t, b.BarrierSections(), 4)
	// Near the wall's top, outside the Darkness: the wall only.
	at := rules.Spot{X: 4.5, Y: 3.5}
	script(b, 8, 1, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &at})
	assert.Empty(t, b.BarrierSections(), "the Barrier is gone")
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"), "the Darkness stands")

	// On the Darkness's edge (3" from its centre) and 0.7" from the
	// wall's top: Multiple Powers (+3, 4 PP) rolls against both; the acolyte
	// resists each (1, then 1) and loses both.
	b = darkOnBuck(t, rules.CurrentRevision)
	acolyteWall(t, b)
	at = rules.Spot{X: 5.5, Y: 3.5}
	script(b, 8, 1, 3, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &at, Mods: []string{"Multiple Powers"}})
	assert.Empty(t, b.BarrierSections())
	assert.Empty(t, lightOn(b, "priest", "buck"))
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "15 - (1 + 3)")
}
