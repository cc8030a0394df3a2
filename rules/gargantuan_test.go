package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// A Gargantuan creature (swade, Size 12 and more) has Heavy Armor (only a
// Heavy Weapon harms it, whatever the total) and its attacks are Heavy
// Weapons. The lair's dragon is made Size 14: a sword blow of 40 against
// its Toughness does nothing, and its bite Wounds a Heavy Armor foe. In
// revision 3 (no Scale rules) the same blow Wounds it.
func TestAGargantuanCreatureHasHeavyArmorAndHeavyWeapons(t *testing.T) {
	src := strings.Replace(lair, "size: 9", "size: 14", 1)
	sword := rules.DamageSpec{Weapon: "Sword", Extra: rules.Mods{{Name: "fixed", Value: 40}}}

	b := newBattleAt(t, src, 1, 4)
	dragon := b.Figure("dragon")
	require.Equal(t, 14, dragon.SizeNow())
	require.Less(t, dragon.Toughness()+4, 40, "the blow is a raise over its Toughness")
	out, _ := rules.NewRNG(1).ResolveDamage(sword, dragon, rules.DamageOptions{})
	assert.Equal(t, 0, out.Taken, "a sword does not harm a Gargantuan creature")
	assert.False(t, dragon.Shaken)
	assert.Zero(t, dragon.Wounds)

	bite := rules.WeaponDamage(dragon, dragon.Weapons[0])
	assert.True(t, bite.Heavy, "a Gargantuan creature's bite is a Heavy Weapon")
	bite.Extra = rules.Mods{{Name: "fixed", Value: 40}}
	armored := granted(t, rules.SWADE, rules.D8, "Heavy Armor")
	out, _ = rules.NewRNG(1).ResolveDamage(bite, armored, rules.DamageOptions{})
	assert.Positive(t, out.Taken, "its bite harms a Heavy Armor foe")

	old := newBattleAt(t, src, 1, 3).Figure("dragon")
	out, _ = rules.NewRNG(1).ResolveDamage(sword, old, rules.DamageOptions{})
	assert.Positive(t, out.Taken, "revision 3: no Heavy Armor from Size")
	assert.False(t, rules.WeaponDamage(old, old.Weapons[0]).Heavy, "revision 3: no Heavy Weapon from Size")
}

// A Huge creature (Size 11) is not Gargantuan: a sword harms it.
func TestASizeElevenCreatureHasNoHeavyArmor(t *testing.T) {
	src := strings.Replace(lair, "size: 9", "size: 11", 1)
	dragon := newBattleAt(t, src, 1, 4).Figure("dragon")
	out, _ := rules.NewRNG(1).ResolveDamage(rules.DamageSpec{Weapon: "Sword", Extra: rules.Mods{{Name: "fixed", Value: 40}}}, dragon, rules.DamageOptions{})
	assert.Positive(t, out.Taken)
	assert.False(t, rules.WeaponDamage(dragon, dragon.Weapons[0]).Heavy)
}
