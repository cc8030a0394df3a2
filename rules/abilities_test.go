package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func granted(t *testing.T, ed rules.Edition, vigor rules.Die, abilities ...string) *rules.Figure {
	t.Helper()
	f := &rules.Figure{ID: "m", WildCard: true, Traits: map[rules.Trait]rules.Die{rules.Vigor: vigor, rules.Spirit: rules.D6}, Abilities: abilities}
	f.Grant(ed)
	return f
}

// Hardy: a Shaken figure hit for a Shaken result (damage equal to its
// Toughness, no raise) stays Shaken without a Wound; a raise still
// Wounds. The damage odds agree: against a Shaken Hardy figure a hit
// Wounds only with a raise over Toughness.
func TestHardyTakesNoWoundFromASecondShaken(t *testing.T) {
	rng := rules.NewRNG(1)
	hardy := granted(t, rules.SWADE, rules.D8, "Hardy")
	plain := granted(t, rules.SWADE, rules.D8)
	hardy.Shaken, plain.Shaken = true, true
	hit := rules.DamageRoll{Spec: rules.DamageSpec{Weapon: "club"}, Total: 6} // Toughness 6
	rng.ApplyDamage(hardy, hit, rules.DamageOptions{})
	rng.ApplyDamage(plain, hit, rules.DamageOptions{})
	assert.Equal(t, 0, hardy.Wounds)
	assert.True(t, hardy.Shaken)
	assert.Equal(t, 1, plain.Wounds)
	rng.ApplyDamage(hardy, rules.DamageRoll{Spec: rules.DamageSpec{Weapon: "club"}, Total: 10}, rules.DamageOptions{})
	assert.Equal(t, 1, hardy.Wounds, "a raise Wounds a Hardy figure too")

	// Fixed damage 6 (a d6 would vary): a hit (p 1) on the Shaken Hardy
	// figure Shakes it, never Wounds; the plain one is Wounded.
	spec := rules.DamageSpec{Extra: rules.Mods{{Name: "fixed", Value: 6}}}
	hardy = granted(t, rules.SWADE, rules.D8, "Hardy")
	hardy.Shaken = true
	o, err := rules.DamageOddsVs(spec, hardy, 1, 0)
	require.NoError(t, err)
	assert.InDelta(t, 1, o.Shaken, 1e-12)
	o, err = rules.DamageOddsVs(spec, plain, 1, 0)
	require.NoError(t, err)
	assert.InDelta(t, 0, o.Shaken, 1e-12)
}

// Undead (swade): Vigor d8 gives Toughness 6, +2 = 8; Spirit +2 to recover
// from Shaken; one Wound ignores its penalty, two give -1; a called shot
// to the head adds no damage; a failed Incapacitation roll does not make
// it Bleed Out. Deluxe: Toughness +2 and +2 to recover, but its Wounds
// hurt (6.25).
func TestUndeadAbility(t *testing.T) {
	u := granted(t, rules.SWADE, rules.D8, "Undead")
	assert.Equal(t, 8, u.Toughness())
	u.Wounds = 1
	assert.Empty(t, u.Penalty())
	u.Wounds = 2
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -1}}, u.Penalty())
	assert.True(t, u.ImmuneTo(rules.ImmuneBleeding))
	spec := rules.DamageSpec{HeadVitals: true, Extra: rules.Mods{{Name: "tiny target", Value: 4}, {Name: "Wild Attack", Value: 2}}}
	assert.Equal(t, rules.DamageSpec{Extra: rules.Mods{{Name: "Wild Attack", Value: 2}}}, u.DamageAgainst(spec))

	d := granted(t, rules.Deluxe, rules.D8, "Undead")
	assert.Equal(t, 8, d.Toughness())
	d.Wounds = 1
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -1}}, d.Penalty())
	assert.False(t, d.ImmuneTo(rules.ImmuneBleeding))
	assert.True(t, d.ImmuneTo(rules.ImmuneCalled))

	// A failed Incapacitation roll: Vigor d4 (no Wild Die: an Extra's
	// stand-in) with -3 for Wounds fails on most seeds; find one.
	for seed := uint64(1); seed < 50; seed++ {
		z := granted(t, rules.SWADE, rules.D4, "Undead")
		z.Wounds = 3
		inc, _ := rules.NewRNG(seed).RollIncapacitation(z, rules.Mods{{Name: "test", Value: -4}})
		if inc.Dead || inc.Roll.Success {
			continue
		}
		assert.False(t, z.BleedingOut, "the undead does not bleed out")
		assert.False(t, inc.Bleeding)
		return
	}
	t.Fatal("no seed failed the roll")
}

// The recovery roll of a Shaken Undead figure carries "+2 Undead".
func TestUndeadRecoversFromShakenAtPlusTwo(t *testing.T) {
	b := newBattle(t, strings.Replace(duel, "    name: Cultist 1\n", "    name: Cultist 1\n    abilities: [Undead]\n", 1), 5)
	c1 := b.Figure("c1")
	c1.Shaken = true
	fighttest.UpTo(t, b, "c1")
	n := len(b.Events())
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c1"}))
	rolled := rules.RolledTraits(b.Events()[n:])
	require.NotEmpty(t, rolled)
	assert.Equal(t, rules.Spirit, rolled[0].Trait)
	assert.Contains(t, rolled[0].Mods, rules.Modifier{Name: "Undead", Value: 2})
}

// Construct (swade): +2 to recover from Shaken, one point of Wound
// penalty ignored, no Bleeding Out, no Toughness bonus. Deluxe: no extra
// called-shot damage and every Wound penalty ignored.
func TestConstructAbility(t *testing.T) {
	c := granted(t, rules.SWADE, rules.D8, "Construct")
	assert.Equal(t, 6, c.Toughness())
	c.Wounds = 3
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -2}}, c.Penalty())
	assert.True(t, c.ImmuneTo(rules.ImmuneBleeding))
	assert.True(t, c.ImmuneTo(rules.ImmunePoison))
	assert.False(t, c.ImmuneTo(rules.ImmuneCalled))
	d := granted(t, rules.Deluxe, rules.D8, "Construct")
	d.Wounds = 3
	assert.Empty(t, d.Penalty())
	assert.True(t, d.ImmuneTo(rules.ImmuneCalled))
}

// Elemental: no called-shot damage; swade ignores a point of Wound
// penalty, deluxe is Fearless instead.
func TestElementalAbility(t *testing.T) {
	e := granted(t, rules.SWADE, rules.D8, "Elemental")
	assert.True(t, e.ImmuneTo(rules.ImmuneCalled))
	e.Wounds = 2
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -1}}, e.Penalty())
	assert.False(t, e.ImmuneTo(rules.ImmuneFear))
	d := granted(t, rules.Deluxe, rules.D8, "Elemental")
	assert.True(t, d.ImmuneTo(rules.ImmuneFear))
}

// Fearless: a test of Intimidation against it is refused with the reason.
func TestFearlessIgnoresIntimidation(t *testing.T) {
	b := newBattle(t, strings.Replace(duel, "    name: Cultist 1\n", "    name: Cultist 1\n    abilities: [Fearless]\n", 1), 5)
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
	refused(t, b, rules.Test{Who: "buck", Target: "c1", Skill: rules.Intimidation}, "Cultist 1 is Fearless: Intimidation does nothing to it")
	assert.NoError(t, b.Check(rules.Test{Who: "buck", Target: "c2", Skill: rules.Intimidation}))
}

// "Claws: Str+d6" and "Bite" give the figure two natural weapons, Str+d6
// and (a name alone) Str+d4; a weapon of the same name already carried
// stays as it is; "Claws: Str+x" is refused.
func TestNaturalWeaponsFromAbilities(t *testing.T) {
	f := &rules.Figure{Traits: map[rules.Trait]rules.Die{rules.Strength: rules.D8}, Abilities: []string{"Claws: Str+d6", "bite"},
		Weapons: []rules.Weapon{{Name: "Bite", Damage: rules.Damage{Strength: true, Dice: []rules.Die{rules.D8}}}}, State: rules.State{Ammo: []int{0}}}
	f.Grant(rules.SWADE)
	require.Len(t, f.Weapons, 2)
	assert.Equal(t, "Bite", f.Weapons[0].Name)
	assert.Equal(t, "Str+d8", f.Weapons[0].Damage.String())
	assert.Equal(t, "Claws", f.Weapons[1].Name)
	assert.True(t, f.Weapons[1].Natural)
	assert.Equal(t, "Str+d6", f.Weapons[1].Damage.String())
	assert.Len(t, f.Ammo, 2)
	f.Grant(rules.SWADE)
	assert.Len(t, f.Weapons, 2, "granting again adds nothing")

	g := &rules.Figure{Abilities: []string{"Bite"}}
	g.Grant(rules.SWADE)
	require.Len(t, g.Weapons, 1)
	assert.Equal(t, "Str+d4", g.Weapons[0].Damage.String())

	_, _, err := rules.Lookup(rules.FromAbility, "Claws: Str+x")
	assert.ErrorContains(t, err, `Claws: Str+x: "Str+x" is not a damage roll`)
}

// A claw attack is armed: no unarmed-defender bonus for or against it,
// and its damage adds Strength.
func TestClawAttackUsesTheNaturalWeapon(t *testing.T) {
	b := newBattle(t, strings.Replace(duel, "    name: Cultist 1\n", "    name: Cultist 1\n    abilities: [\"Claws: Str+d6\"]\n", 1), 5)
	fighttest.ToTurn(t, b, "c1", 0)
	require.NoError(t, b.Apply(rules.Move{Who: "c1", To: rules.Pos{X: 2, Y: 1}}))
	p, err := b.Preview(rules.Melee{Who: "c1", Target: "buck", Weapon: "Claws"})
	require.NoError(t, err)
	mp := p.Detail.(*rules.MeleePlan)
	assert.True(t, mp.Armed)
	assert.True(t, mp.Weapon.Natural)
	assert.Equal(t, "Str+d6", mp.Weapon.Damage.String())
}

// In the Dark (-4): Low Light Vision takes all of it back ("+4 Low Light
// Vision"), in Pitch Darkness nothing; Infravision halves it against a
// warm target (+2), not against an Undead one. The preview's odds are the
// rules' odds with the same modifiers.
func TestLowLightVisionAndInfravisionAgainstTheDark(t *testing.T) {
	for _, c := range []struct {
		light, ability, target string
		want               rules.Mods
	}{
		{"dark", "Low Light Vision", "", rules.Mods{{Name: "dark", Value: -4}, {Name: "Low Light Vision", Value: 4}}},
		{"dim", "low-light vision", "", rules.Mods{{Name: "dim", Value: -2}, {Name: "Low Light Vision", Value: 2}}},
		{"dark", "Infravision", "", rules.Mods{{Name: "dark", Value: -4}, {Name: "Infravision", Value: 2}}},
		{"dark", "Infravision", "Undead", rules.Mods{{Name: "dark", Value: -4}}},
		{"dim", "Infravision", "", rules.Mods{{Name: "dim", Value: -2}, {Name: "Infravision", Value: 1}}},
	} {
		src := "light: " + c.light + "\n" + strings.Replace(duel, "    name: Buck\n", "    name: Buck\n    abilities: ["+c.ability+"]\n", 1)
		if c.target != "" {
			src = strings.Replace(src, "    name: Cultist 1\n", "    name: Cultist 1\n    abilities: ["+c.target+"]\n", 1)
		}
		b := newBattle(t, src, 3)
		fighttest.ToTurn(t, b, "buck", 0)
		require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		require.NoError(t, err)
		r := p.Rolls[0]
		var light rules.Mods
		for _, m := range r.Mods(0) {
			switch m.Name {
			case "dim", "dark", "pitch", "Low Light Vision", "Infravision":
				light = append(light, m)
			}
		}
		assert.Equal(t, c.want, light, "%s, %s", c.light, c.ability)
		assert.Equal(t, rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, Mods: r.Mods(0), TN: r.TN(0)}), r.Odds(0))
	}
}
