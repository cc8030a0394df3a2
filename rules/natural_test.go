package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

func TestNaturalWeaponsAlwaysArmedNoTwoWeaponBonus(t *testing.T) {
	b := newBattle(t, arena, 1)
	wolf := b.Figure("wolf")
	assert.True(t, rules.HasNaturalWeapons(wolf))
	assert.False(t, rules.HasNaturalWeapons(b.Figure("buck")))
	assert.Equal(t, rules.NaturalBite, rules.NaturalKind(wolf.Weapons[0]))
	assert.Equal(t, rules.NaturalClaws, rules.NaturalKind(b.Figure("bear").Weapons[0]))
	assert.Equal(t, "", rules.NaturalKind(b.Figure("buck").Weapons[0]), "a machete is no natural weapon")
	assert.False(t, rules.CanDisarm(wolf.Weapons[0]), "a bite cannot be knocked away")
	assert.True(t, rules.CanDisarm(b.Figure("buck").Weapons[0]))

	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Buck's Machete and Knife against the wolf's one Bite: two weapons
	// would be +1, but not against natural weapons; and the wolf is armed,
	// so no unarmed defender +2 either. d8 4, Wild d6 2 = 4 vs Parry 5.
	script(b, 4, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "wolf", Weapon: "Machete"})
	assert.Equal(t, "Buck attacks Wolf with the Machete: d8 4, Wild d6 2 = 4 vs 5: miss.", logFrom(b, n)[0])

	// Against the cultist's knife the bonus stands.
	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n = len(b.Events())
	script(b, 1, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	assert.Equal(t, "Buck attacks Cultist 1 with the Machete: d8 1, Wild d6 2, +1 Gang Up, +1 two weapons = 4 vs 5: miss.", logFrom(b, n)[0])
}

func TestHornsPlusFourAfterARunOfFiveInches(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "bull", 0)
	// The bull runs (running die 3: Pace 9) 5" down the right edge and 2"
	// back up to Cultist 2: 7" moved.
	script(b, 3)
	apply(t, b, rules.Run{Who: "bull"},
		rules.Move{Who: "bull", To: rules.Pos{X: 15, Y: 5}},
		rules.Move{Who: "bull", To: rules.Pos{X: 13, Y: 3}})
	n := len(b.Events())
	// Fighting d8 5, -2 running, +2 unarmed defender (the cultist has only
	// his rifle; horns are a weapon) = 5 vs Parry 5: a hit. Damage Str
	// d12 3 + d6 2, +4 horns = 9 vs Toughness 5: a Wound, and the Extra
	// is out.
	script(b, 5, 3, 2)
	apply(t, b, rules.Melee{Who: "bull", Target: "c2"})
	assert.Equal(t, []string{
		"Bull attacks Cultist 2 with the Horns: d8 5, -2 running, +2 unarmed defender = 5 vs 5: hit.",
		"Damage d12+d6 (Horns) to Cultist 2: 3+2, +4 horns (charge) = 9 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
	}, logFrom(b, n)[:2])

	// Without the run the horns are a plain Str+d6.
	b = newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "bull", 0)
	apply(t, b, rules.Move{Who: "bull", To: rules.Pos{X: 13, Y: 3}})
	n = len(b.Events())
	script(b, 3, 3, 2) // 3 +2 unarmed defender = 5: a hit
	apply(t, b, rules.Melee{Who: "bull", Target: "c2"})
	assert.Equal(t, "Damage d12+d6 (Horns) to Cultist 2: 3+2 = 5 vs Toughness 5: Shaken.", logFrom(b, n)[1])
}
