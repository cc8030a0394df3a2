package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// A weapon's material ("silver", "cold iron") meets a Weakness, Immunity
// or Invulnerability of that name as a damage type does, whatever the
// case. Fixed totals (a d-less spec); Toughness 6 (Vigor d8).
func TestAWeaponsMaterialMeetsWeaknessImmunityAndInvulnerability(t *testing.T) {
	rng := rules.NewRNG(1)
	fixed := func(name, material string, n int) rules.DamageSpec {
		return rules.DamageSpec{Weapon: name, Type: rules.Cutting, Material: material, Extra: rules.Mods{{Name: "fixed", Value: n}}}
	}
	silver, steel := fixed("silver sword", "silver", 8), fixed("long sword", "", 8)

	// Weakness (silver): +4 from the silver sword: 12 vs 6 is one raise,
	// a Wound; the steel sword's 8 only Shakes.
	f := granted(t, rules.SWADE, rules.D8, "Weakness (Silver)")
	out, _ := rng.ResolveDamage(steel, f, rules.DamageOptions{})
	assert.Equal(t, 8, out.Total)
	assert.Equal(t, 0, out.Taken)
	f = granted(t, rules.SWADE, rules.D8, "Weakness (Silver)")
	out, _ = rng.ResolveDamage(silver, f, rules.DamageOptions{})
	assert.Equal(t, 12, out.Total)
	assert.Equal(t, 1, out.Taken)

	// Revision 10 plays the written effect: Weakness (silver, +2) is 10,
	// one raise, a Wound; "double" is 16: two raises, 2 Wounds.
	f = grantedAt(rules.SWADE, 10, true, "Weakness (silver, +2)")
	out, _ = rng.ResolveDamage(silver, f, rules.DamageOptions{})
	assert.Equal(t, 10, out.Total)
	assert.Equal(t, 1, out.Taken)
	f = grantedAt(rules.SWADE, 10, true, "Weakness (silver, double)")
	out, _ = rng.ResolveDamage(silver, f, rules.DamageOptions{})
	assert.Equal(t, 16, out.Total)
	assert.Equal(t, 2, out.Taken)

	// Invulnerability (silver), the werewolf's: 14 from steel Shakes and
	// never Wounds; 14 from silver is two raises, 2 Wounds.
	f = granted(t, rules.SWADE, rules.D8, "Invulnerability (silver)")
	out, _ = rng.ResolveDamage(fixed("long sword", "", 14), f, rules.DamageOptions{})
	assert.Equal(t, 0, out.Taken)
	assert.True(t, f.Shaken)
	f = granted(t, rules.SWADE, rules.D8, "Invulnerability (silver)")
	out, _ = rng.ResolveDamage(fixed("silver sword", "Silver", 14), f, rules.DamageOptions{})
	assert.Equal(t, 2, out.Taken)

	// Immunity (cold): a cold blade does nothing at all; Immunity (cold
	// iron) names a material of two words.
	f = granted(t, rules.SWADE, rules.D8, "Immunity (cold)")
	out, _ = rng.ResolveDamage(fixed("frost brand", "cold", 14), f, rules.DamageOptions{})
	assert.Equal(t, -1, out.Effect.Raises)
	assert.Equal(t, 0, out.Taken)
	assert.False(t, f.Shaken)
	f = granted(t, rules.SWADE, rules.D8, "Immunity (cold iron)")
	out, _ = rng.ResolveDamage(fixed("iron knife", "cold iron", 14), f, rules.DamageOptions{})
	assert.Equal(t, 0, out.Taken)
	assert.False(t, f.Shaken)
	out, _ = rng.ResolveDamage(fixed("long sword", "", 14), f, rules.DamageOptions{})
	assert.Equal(t, 2, out.Taken, "steel still harms it")

	// The odds agree: against Invulnerability (silver) a sure hit of 14
	// from steel only Shakes; from silver it is exactly 2 Wounds.
	o, err := rules.DamageOddsVs(fixed("long sword", "", 14), granted(t, rules.SWADE, rules.D8, "Invulnerability (silver)"), 1, 0)
	require.NoError(t, err)
	assert.InDelta(t, 1, o.Shaken, 1e-12)
	o, err = rules.DamageOddsVs(fixed("silver sword", "silver", 14), granted(t, rules.SWADE, rules.D8, "Invulnerability (silver)"), 1, 0)
	require.NoError(t, err)
	assert.InDelta(t, 1, o.Wounds[1], 1e-12)
}

// A weapon's damage carries its material to the victim.
func TestWeaponDamageCarriesTheWeaponsMaterial(t *testing.T) {
	att := &rules.Figure{ID: "a", Traits: map[rules.Trait]rules.Die{rules.Strength: rules.D8}}
	spec := rules.WeaponDamage(att, rules.Weapon{Name: "silver dagger", Damage: rules.Damage{Strength: true, Dice: []rules.Die{rules.D4}}, Material: "silver"})
	assert.Equal(t, "silver", spec.Material)
	assert.True(t, spec.Carries("Silver"))
	assert.False(t, spec.Carries("cold iron"))
	assert.False(t, rules.WeaponDamage(att, rules.Weapon{Name: "dagger"}).Carries("silver"))
}
