package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// Deluxe's small (-4) and tiny (-6) called shots: a hit adds +4 damage,
// as at the head, when the GM names no other effect. SWADE has neither.
func TestDeluxeSmallAndTinyCalledShots(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	toTurn(t, b, "buck", 2)
	n := len(b.Events())
	// Shooting d10 9, Wild d6 2, -2 multi-action, -4 small target = 3: a
	// miss at TN 4.
	script(b, 9, 2)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}, Called: rules.CalledSmall})
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 9, Wild d6 2, -2 multi-action, -4 called shot (small target) = 3 vs 4: miss.", logFrom(b, n)[0])
	b = newBattle(t, arenaDeluxe, 1)
	toTurn(t, b, "buck", 1)
	n = len(b.Events())
	// d10 10+2, -6 tiny target = 6: a hit; damage 2d6+1: 1+1, +1, +4 = 7.
	script(b, 10, 2, 1, 1, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}, Called: rules.CalledTiny})
	assert.Equal(t, []string{
		"Buck shoots Cultist 2 with the Colt .45: d10 10+2, Wild d6 1, -6 called shot (tiny target) = 6 vs 4: hit.",
		"Buck is Vulnerable (fired past an adjacent foe).",
		"Damage 2d6+1 (Colt .45) to Cultist 2: 1+1+1, +4 tiny target = 7 vs Toughness 5: Shaken.",
	}, logFrom(b, n)[:3])

	sw := newBattle(t, arena, 1)
	toTurn(t, sw, "buck", 1)
	refused(t, sw, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}, Called: rules.CalledSmall},
		`"small" is not a called shot in swade (limb, hand, head)`)
	refused(t, sw, rules.Melee{Who: "buck", Target: "c1", Called: rules.CalledTiny},
		`"tiny" is not a called shot in swade (limb, hand, head)`)
}

// Deluxe crouching: a free action; the figure moves at half Pace (after
// the running die) and ranged attacks against it take -1. Standing up
// from a crouch is free. SWADE has no crouching.
func TestDeluxeCrouchHalvesPaceAndGivesRangedAttacksMinusOne(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	toTurn(t, b, "c2", 1)
	n := len(b.Events())
	apply(t, b, rules.Crouch{Who: "c2"})
	assert.Equal(t, []string{"Cultist 2 crouches (half Pace, ranged attacks against it -1)."}, logFrom(b, n))
	assert.True(t, b.Figure("c2").Crouching)
	assert.Equal(t, 3, b.PaceLeft("c2"), "Pace 6 halved")
	refused(t, b, rules.Move{Who: "c2", To: rules.Pos{X: 8, Y: 2}}, `moving Cultist 2 to (8, 2) costs 4" and only 3" of Pace are left this turn`)
	refused(t, b, rules.Crouch{Who: "c2"}, "Cultist 2 is crouching already")
	apply(t, b, rules.EndTurn{Who: "c2"})

	toTurn(t, b, "buck", 1)
	n = len(b.Events())
	// Shooting d10 5, Wild d6 1, -1 crouching = 4 vs 4: a hit.
	script(b, 5, 1, 1, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	assert.Equal(t, "Buck shoots Cultist 2 with the Colt .45: d10 5, Wild d6 1, -1 crouching = 4 vs 4: hit.", logFrom(b, n)[0])

	sw := newBattle(t, arena, 1)
	toTurn(t, sw, "buck", 1)
	refused(t, sw, rules.Crouch{Who: "buck"}, "crouching is not a rule in swade")
}

// Running while crouched: the running die is added, then the total Pace
// is halved; standing up again is free and gives the whole Pace back.
func TestDeluxeCrouchedRunHalvesTheTotal(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	toTurn(t, b, "c2", 1)
	apply(t, b, rules.Crouch{Who: "c2"})
	script(b, 3)
	apply(t, b, rules.Run{Who: "c2"})
	assert.Equal(t, 4, b.PaceLeft("c2"), "(6 + 3) / 2, rounded down")
	n := len(b.Events())
	apply(t, b, rules.Stand{Who: "c2"})
	assert.Equal(t, []string{"Cultist 2 stands up from the crouch."}, logFrom(b, n))
	assert.False(t, b.Figure("c2").Crouching)
	assert.Equal(t, 9, b.PaceLeft("c2"))
}
