package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEntangleHoldsAndARaiseBinds(t *testing.T) {
	b := castingWith(t, "swade", "Entangle")
	buck := b.Figure("buck")
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Entangle", Targets: []string{"buck"}})
	assert.Equal(t, []string{
		"High Priest casts Entangle on Buck with Faith: d10 5, Wild d6 1 = 5 vs 4: success.",
		"Buck is Entangled (Entangle).",
		"High Priest spends 2 Power Points on Entangle (13 left).",
	}, logFrom(b, n))
	assert.True(t, buck.Entangled)
	assert.False(t, buck.Bound)

	b = castingWith(t, "swade", "Entangle")
	buck = b.Figure("buck")
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Entangle", Targets: []string{"buck"}})
	assert.True(t, buck.Bound, "a raise: Bound")
}

func TestBreakingFreeOfEntangleIsAStrengthRollAtMinusTwoWithoutAthletics(t *testing.T) {
	b := castingWith(t, "swade", "Entangle")
	buck := b.Figure("buck")
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Entangle", Targets: []string{"buck"}})
	require.True(t, buck.Bound)
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "buck", 0)
	// Strength d8 6 -2 = 4 (Bound is Distracted too: -2 more: 2): a
	// failure. Buck stays Bound.
	n := len(b.Events())
	script(b, 6, 1)
	apply(t, b, rules.BreakFree{Who: "buck"})
	assert.Equal(t, "Buck rolls Strength: d8 6, Wild d6 1, -2 Distracted, -2 breaking Entangle = 2 vs 4: failure.", logFrom(b, n)[0])
	assert.True(t, buck.Bound)
	apply(t, b, rules.EndTurn{Who: "buck"})
	fighttest.ToTurn(t, b, "buck", 0)
	// 8 - 4 = 4: a success loosens Bound to Entangled.
	script(b, 8, 1)
	apply(t, b, rules.BreakFree{Who: "buck"})
	assert.True(t, buck.Entangled)
	assert.False(t, buck.Bound)
	apply(t, b, rules.EndTurn{Who: "buck"})
	fighttest.ToTurn(t, b, "buck", 0)
	// Entangled is not Distracted: 6 - 2 = 4 frees it.
	script(b, 6, 1)
	apply(t, b, rules.BreakFree{Who: "buck"})
	assert.False(t, buck.Entangled)
	assert.Empty(t, buck.Effects)
}

func TestConfusionDistractsEveryoneUnderAMediumBlastAndARaiseAlsoMakesVulnerable(t *testing.T) {
	b := castingWith(t, "swade", "Confusion")
	at := rules.Spot{X: 8.5, Y: 3.5} // Buck's centre, 6" from the priest
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Confusion", At: &at})
	log := logFrom(b, n)
	assert.Contains(t, log, "Buck is Distracted (Confusion).")
	assert.Contains(t, log, "Hand 1 is Distracted (Confusion).")
	assert.Contains(t, log, "Hand 2 is Distracted (Confusion).")
	assert.Equal(t, "High Priest spends 1 Power Point on Confusion (14 left).", log[len(log)-1])
	assert.False(t, b.Figure("buck").Vulnerable)

	b = castingWith(t, "swade", "Confusion")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Confusion", At: &at, Choice: "vulnerable"})
	assert.True(t, b.Figure("h1").Vulnerable)
	assert.False(t, b.Figure("h1").Distracted)

	b = castingWith(t, "swade", "Confusion")
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Confusion", At: &at, Mods: []string{"Selective"}})
	assert.True(t, b.Figure("h2").Vulnerable && b.Figure("h2").Distracted, "a raise: both")
	assert.Equal(t, 13, b.Figure("priest").PowerPoints(), "Selective +1")
}

func TestFearWithARaiseChecksAtMinusTwoAndRollsTheTableAtPlusTwo(t *testing.T) {
	b := castingWith(t, "swade", "Fear")
	n := len(b.Events())
	// Faith 8: a raise. Buck's Spirit d8 3, Wild d6 2, -2 = 1: frightened;
	// the table d20 9 + 2 = 11.
	script(b, 8, 1, 3, 2, 9)
	apply(t, b, rules.Cast{Who: "priest", Power: "Fear", Targets: []string{"buck"}})
	log := logFrom(b, n)
	assert.Equal(t, "Buck rolls Spirit (Fear) against High Priest: d8 3, Wild d6 2, -2 Fear = 1 vs 4: failure.", log[1])
	assert.Equal(t, "Buck sees High Priest: frightened.", log[2])
	assert.Contains(t, log[3], "Buck rolls 11 on the Fear Table")
}

func TestAnAreaStunCostsTwoMoreAndRollsVigorForEachFigureUnderIt(t *testing.T) {
	b := casting(t, "swade")
	at := rules.Spot{X: 8.5, Y: 3.5}
	n := len(b.Events())
	// success; Buck Vigor d8 6 wild 1 resists; Hands roll d6 2 and 3: Stunned.
	script(b, 5, 1, 6, 1, 2, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Stun", At: &at, Mods: []string{"Medium Blast"}})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest spends 4 Power Points on Stun (11 left).", log[len(log)-1])
	assert.False(t, b.Figure("buck").Stunned)
	assert.True(t, b.Figure("h1").Stunned)
	assert.True(t, b.Figure("h2").Stunned)
	b = casting(t, "swade")
	refused(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}, Mods: []string{"Small Blast"}},
		"the modifier Small Blast does not go with Stun (it goes with Blast, Confusion)")
}

func TestSlothHalvesPaceUntilShakenOffWithSpirit(t *testing.T) {
	b := castingWith(t, "swade", "Sloth")
	buck := b.Figure("buck")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Sloth", Targets: []string{"buck"}})
	assert.Equal(t, 3, buck.CurrentPace())
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "buck", 0)
	script(b, 2, 1)
	apply(t, b, rules.EndTurn{Who: "buck"})
	assert.Equal(t, 3, buck.CurrentPace(), "a failed Spirit roll keeps it")
	fighttest.ToTurn(t, b, "buck", 0)
	script(b, 4, 1)
	apply(t, b, rules.EndTurn{Who: "buck"})
	assert.Equal(t, 6, buck.CurrentPace())
}

func TestSpeedDoublesPace(t *testing.T) {
	b := castingWith(t, "swade", "Speed")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Speed", Targets: []string{"acolyte"}})
	assert.Equal(t, 12, b.Figure("acolyte").CurrentPace())
	assert.Equal(t, 13, b.Figure("priest").PowerPoints())
}

func TestInvisibilityIsMinusFourToAttacksAndSixWithARaise(t *testing.T) {
	b := castingWith(t, "swade", "Invisibility")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Invisibility", Targets: []string{"acolyte"}})
	assert.Equal(t, -4, b.AttackedMods(b.Figure("buck"), b.Figure("acolyte"), rules.AttackRanged, nil).Sum())
	assert.Equal(t, 10, b.Figure("priest").PowerPoints())

	b = castingWith(t, "swade", "Invisibility")
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Invisibility", Targets: []string{"acolyte", "priest"}})
	assert.Equal(t, -6, b.AttackedMods(b.Figure("buck"), b.Figure("acolyte"), rules.AttackMelee, nil).Sum())
	assert.Equal(t, 7, b.Figure("priest").PowerPoints(), "5 and 3 for the second recipient")
}

func TestTeleportMovesTheCasterAndFallsShortWithoutARaise(t *testing.T) {
	b := castingWith(t, "swade", "Teleport")
	at := rules.Spot{X: 6.5, Y: 7.5}
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &at})
	assert.Equal(t, "High Priest teleports to (6, 7) (6\").", logFrom(b, n)[1])
	pos, _ := b.Battlefield.Position("priest")
	assert.Equal(t, rules.Pos{X: 6, Y: 7}, pos)

	// 13" away with no raise: the free square 12" along the way.
	b = castingWith(t, "swade", "Teleport")
	far := rules.Spot{X: 15.5, Y: 3.5}
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &far})
	pos, _ = b.Battlefield.Position("priest")
	assert.Equal(t, rules.Pos{X: 14, Y: 3}, pos)
}

func TestTeleportRefusesABlockedTakenOrTooDistantSquare(t *testing.T) {
	b := castingWith(t, "swade", "Teleport")
	wall, taken := rules.Spot{X: 9.5, Y: 6.5}, rules.Spot{X: 2.5, Y: 4.5}
	refused(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &wall}, "High Priest cannot land there: (9, 6) is blocked (#)")
	refused(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &taken}, "High Priest cannot land there: (2, 4) is taken by Acolyte")
	off := rules.Spot{X: 40, Y: 3.5}
	refused(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &off}, `(40, 3.5) is 38" from High Priest: Teleport carries 24" at most (with a raise)`)
}

func TestNewPowersAreRefusedOutOfRangeOutOfSightOrShortOfPowerPoints(t *testing.T) {
	b := castingWith(t, "swade", "Entangle, Fear")
	refused(t, b, rules.Cast{Who: "priest", Power: "Entangle", Targets: []string{"h1"}}, `Hand 1 is out of range of Entangle (7"; Smarts: 6")`)
	require.NoError(t, b.Battlefield.Place("priest", rules.Pos{X: 10, Y: 7}))
	require.NoError(t, b.Battlefield.Place("virginia", rules.Pos{X: 8, Y: 4}))
	refused(t, b, rules.Cast{Who: "priest", Power: "Fear", Targets: []string{"virginia"}}, "High Priest cannot see Virginia")

	d := castingWith(t, "deluxe", "Entangle")
	d.Figure("priest").PowerPointsSpent = 14
	refused(t, d, rules.Cast{Who: "priest", Power: "Entangle", Targets: []string{"buck"}}, "High Priest has 1 Power Points left and Entangle costs 2")
}

func TestTeleportToAnUnseenSquareIsMinusTwoInThePreviewAndItsOdds(t *testing.T) {
	b := castingWith(t, "swade", "Teleport")
	require.NoError(t, b.Battlefield.Place("priest", rules.Pos{X: 7, Y: 6}))
	at := rules.Spot{X: 11.5, Y: 6.5} // behind the wall at (9, 6)
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Teleport", At: &at})
	require.NoError(t, err)
	assert.Equal(t, rules.Mods{{Name: "unseen destination", Value: -2}}, pl.Rolls[0].Mods(0))
	// Faith d10 and Wild d6 at -2: both must fall short (d10 1-5, d6
	// 1-5) to fail: 1 - 1/2 x 5/6 = 7/12.
	assert.InDelta(t, 7.0/12, pl.Rolls[0].Odds(0).Success, 1e-12)
}

func TestDeluxeConfusionIsOneTargetResistingWithSmartsAtMinusTwoOrShaken(t *testing.T) {
	b := castingWith(t, "deluxe", "Confusion")
	n := len(b.Events())
	// Faith 5: success; Buck's Smarts d6 5, Wild d6 1, -2 = 3: Shaken.
	script(b, 5, 1, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Confusion", Targets: []string{"buck"}})
	log := logFrom(b, n)
	assert.Equal(t, "Buck rolls Smarts (Confusion): d6 5, Wild d6 1, -2 Confusion = 3 vs 4: failure.", log[1])
	assert.True(t, b.Figure("buck").Shaken)
	assert.False(t, b.Figure("buck").Distracted)
}

func TestDeluxeEntangleIsDodgedWithAgility(t *testing.T) {
	b := castingWith(t, "deluxe", "Entangle")
	script(b, 5, 1, 4, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Entangle", Targets: []string{"buck"}})
	assert.False(t, b.Figure("buck").Entangled, "Agility 4 dodges it")
	assert.Equal(t, 13, b.Figure("priest").PowerPoints())
}

func TestDeluxeTeleportCarriesTheCasterTenInches(t *testing.T) {
	b := castingWith(t, "deluxe", "Teleport")
	far := rules.Spot{X: 15.5, Y: 3.5} // 13" away, no raise: 10"
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &far})
	pos, _ := b.Battlefield.Position("priest")
	assert.Equal(t, rules.Pos{X: 12, Y: 3}, pos)
	assert.Equal(t, 12, b.Figure("priest").PowerPoints(), "3 PP")
	b = castingWith(t, "deluxe", "Teleport")
	refused(t, b, rules.Cast{Who: "priest", Power: "Teleport", Targets: []string{"acolyte"}, At: &far}, "Teleport is cast on the caster only")
}
