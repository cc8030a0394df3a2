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
