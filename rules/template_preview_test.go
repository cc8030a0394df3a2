package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lowWall is the blasts map with a low wall (wood, medium cover to a
// figure next to it) in front of Cultist 4 instead of the brick.
var lowWall = strings.Replace(blasts, `"..........#....."`, `"..........=....."`, 1)

// Suppressive fire's preview is its plan: one planned die for each figure
// under the template, with that figure's own cover and prone, which the
// roll is then read against. Cultist 4 behind the low wall: medium cover
// -4. Shooting d10 10+1, Wild d6 2, -2 recoil = 9: Cultist 2 9 vs 4 (a
// raise, hit), Cultist 4 9 - 4 = 5 vs 4 (Distracted).
func TestSuppressPreviewNamesEachFiguresCoverAndTheRollReadsIt(t *testing.T) {
	b := newBattle(t, lowWall, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	act := rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}}
	p, err := b.Preview(act)
	require.NoError(t, err)
	r := p.Rolls[0]
	assert.Equal(t, []rules.PlannedDie{
		{Target: "c2", TN: 4},
		{Target: "c4", TN: 4, Mods: rules.Mods{{Name: "medium cover", Value: -4}}},
	}, r.Dice)
	assert.Equal(t, rules.Mods{{Name: "recoil", Value: -2}, {Name: "medium cover", Value: -4}}, r.Mods(1))

	n := len(b.Events())
	script(b, 10, 1, 2, 3, 4)
	apply(t, b, act)
	assert.Equal(t, []string{
		"Buck lays down suppressive fire with the Tommy Gun at (10.5, 3.5): Shooting d10 10+1, Wild d6 2, -2 recoil = 9: Cultist 2 and Cultist 4 under the template.",
		"Cultist 2 under Buck's suppressive fire: 9 vs 4: raise: hit, then Distracted.",
		"Cultist 4 under Buck's suppressive fire: 9, -4 medium cover = 5 vs 4: Distracted.",
		"Damage 2d6+1 (Tommy Gun) to Cultist 2: 3+4+1 = 8 vs Toughness 5: Shaken.",
		"Cultist 2 is Distracted (suppressive fire).",
	}, logFrom(b, n))
	assert.Equal(t, []rules.RolledTrait{
		{Who: "buck", Trait: rules.Shooting, Target: "c2", TN: 4, Total: 9, Mods: r.Mods(0)},
		{Who: "buck", Trait: rules.Shooting, Target: "c4", TN: 4, Total: 5, Mods: r.Mods(1)},
	}, rules.RolledTraits(b.Events()[n:]))
}

// An area attack's preview names what each figure under the template
// will get if it lands where aimed: no attack modifier of its own (the
// victims' defences never touch the roll) but the armor in its way and
// its damage modifiers, here swade's obstacle armor of the low wall (wood,
// +2) between the blast's centre and Cultist 4; the damage rolled then
// carries the same armor.
func TestAreaPreviewNamesEachVictimsObstacleArmor(t *testing.T) {
	b := newBattle(t, lowWall, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	act := rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 9.5, Y: 3.5}}
	p, err := b.Preview(act)
	require.NoError(t, err)
	r := p.Rolls[0]
	require.Len(t, r.Victims, 3)
	assert.Equal(t, []string{"c1", "c2", "c4"}, []string{r.Victims[0].Target, r.Victims[1].Target, r.Victims[2].Target})
	assert.Empty(t, r.Victims[0].Armor)
	assert.Equal(t, rules.Mods{{Name: "wood in the way", Value: 2}}, r.Victims[2].Armor)
	assert.Empty(t, r.Victims[2].Damage)
	assert.Nil(t, r.Victims[2].Evade, "a grenade cannot be evaded in swade")

	n := len(b.Events())
	// Athletics d6 5, Wild d6 1 = 5: a hit; damage 3d6 for each.
	script(b, 5, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3)
	apply(t, b, act)
	assert.Equal(t, []string{
		"Buck throws the Grenade at (9.5, 3.5): Athletics d6 5, Wild d6 1 = 5 vs 4: hit: Cultist 1, Cultist 2 and Cultist 4 under it.",
		"Damage 3d6 (Grenade) to Cultist 1: 1+1+1 = 3 vs Toughness 5: no effect.",
		"Damage 3d6 (Grenade) to Cultist 2: 2+2+2 = 6 vs Toughness 5: Shaken.",
		"Damage 3d6 (Grenade) to Cultist 4: 3+3+3 = 9 vs Toughness 7 (wood in the way +2): Shaken.",
	}, logFrom(b, n))
}

// Deluxe: a thrown blast may be dived from (Agility -2), and the victim's
// own ranged cover is armor: the preview plans both for each victim.
func TestDeluxeAreaPreviewPlansEachVictimsDiveAndCoverArmor(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+lowWall, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 9.5, Y: 3.5}})
	require.NoError(t, err)
	v := p.Rolls[0].Victims
	require.Len(t, v, 3)
	assert.Equal(t, rules.Mods{{Name: "cover as armor", Value: 2}}, v[2].Armor)
	require.NotNil(t, v[2].Evade)
	assert.Equal(t, rules.Agility, v[2].Evade.Trait)
	assert.Equal(t, rules.Mods{{Name: "dive for cover", Value: -2}}, v[2].Evade.Mods(0))
}
