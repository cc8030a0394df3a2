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
		want                   rules.Mods
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

// Damage by type against a creature's abilities, with a fixed total (a
// d-less spec: damage = its modifiers). Toughness 6 (Vigor d8).
func TestDamageTypesAgainstAbilities(t *testing.T) {
	rng := rules.NewRNG(1)
	fire := rules.DamageSpec{Weapon: "torch", Type: rules.Fire, Extra: rules.Mods{{Name: "fixed", Value: 10}}}
	club := rules.DamageSpec{Weapon: "club", Type: rules.Blunt, Extra: rules.Mods{{Name: "fixed", Value: 10}}}

	// Immunity (fire): fire does nothing, a club Wounds (10 vs 6: one raise).
	f := granted(t, rules.SWADE, rules.D8, "Immunity (fire)")
	out, _ := rng.ResolveDamage(fire, f, rules.DamageOptions{})
	assert.Equal(t, -1, out.Effect.Raises)
	assert.False(t, f.Shaken)
	out, _ = rng.ResolveDamage(club, f, rules.DamageOptions{})
	assert.Equal(t, 1, out.Taken)

	// Weakness (fire): +4 from fire: 14 vs 6 is two raises, 2 Wounds.
	f = granted(t, rules.SWADE, rules.D8, "Weakness (Fire)")
	out, _ = rng.ResolveDamage(fire, f, rules.DamageOptions{})
	assert.Equal(t, 14, out.Total)
	assert.Equal(t, 2, out.Taken)

	// Environmental Resistance (fire): -4: 6 vs 6 only Shakes.
	f = granted(t, rules.SWADE, rules.D8, "Environmental Resistance (fire)")
	out, _ = rng.ResolveDamage(fire, f, rules.DamageOptions{})
	assert.Equal(t, 6, out.Total)
	assert.Equal(t, 0, out.Taken)
	assert.True(t, f.Shaken)

	// Invulnerability (fire): a club Shakes, never Wounds; fire Wounds.
	f = granted(t, rules.SWADE, rules.D8, "Invulnerability (fire)")
	out, _ = rng.ResolveDamage(club, f, rules.DamageOptions{})
	assert.Equal(t, 0, out.Taken)
	assert.True(t, f.Shaken)
	out, _ = rng.ResolveDamage(club, f, rules.DamageOptions{})
	assert.Equal(t, 0, f.Wounds, "a second Shaken does not Wound it either")
	out, _ = rng.ResolveDamage(fire, f, rules.DamageOptions{})
	assert.Equal(t, 1, f.Wounds)
	o, err := rules.DamageOddsVs(club, granted(t, rules.SWADE, rules.D8, "Invulnerability (fire)"), 1, 0)
	require.NoError(t, err)
	assert.InDelta(t, 1, o.Shaken, 1e-12, "the odds say the same: Shaken, never a Wound")

	// Heavy Armor: only a Heavy Weapon harms it.
	f = granted(t, rules.SWADE, rules.D8, "Heavy Armor")
	out, _ = rng.ResolveDamage(club, f, rules.DamageOptions{})
	assert.Equal(t, -1, out.Effect.Raises)
	heavy := club
	heavy.Heavy = true
	out, _ = rng.ResolveDamage(heavy, f, rules.DamageOptions{})
	assert.Equal(t, 1, out.Taken)
	o, err = rules.DamageOddsVs(club, f, 0.5, 0.25)
	require.NoError(t, err)
	assert.InDelta(t, 0.75, o.None, 1e-12)

	// Unstoppable: 18 vs 6 is three raises, but one Wound; on a Joker all three.
	big := rules.DamageSpec{Weapon: "maul", Extra: rules.Mods{{Name: "fixed", Value: 18}}}
	f = granted(t, rules.SWADE, rules.D8, "Unstoppable")
	out, _ = rng.ResolveDamage(big, f, rules.DamageOptions{})
	assert.Equal(t, 1, out.Taken)
	f = granted(t, rules.SWADE, rules.D8, "Unstoppable")
	joker := big
	joker.Joker = true
	out, _ = rng.ResolveDamage(joker, f, rules.DamageOptions{})
	assert.Equal(t, 3, out.Taken)

	// Ethereal: only magic harms it.
	f = granted(t, rules.SWADE, rules.D8, "Ethereal")
	out, _ = rng.ResolveDamage(club, f, rules.DamageOptions{})
	assert.Equal(t, -1, out.Effect.Raises)
	magic := club
	magic.Magic = true
	out, _ = rng.ResolveDamage(magic, f, rules.DamageOptions{})
	assert.Equal(t, 1, out.Taken)
}

// A figure with Heavy Weapon (a Gargantuan's attacks) strikes with Heavy
// Weapons whatever it holds.
func TestHeavyWeaponAbilityMakesAttacksHeavy(t *testing.T) {
	f := granted(t, rules.SWADE, rules.D8, "Heavy Weapon")
	assert.True(t, rules.WeaponDamage(f, rules.Weapon{Name: "Stomp"}).Heavy)
	g := granted(t, rules.SWADE, rules.D8)
	assert.False(t, rules.WeaponDamage(g, rules.Weapon{Name: "Club"}).Heavy)
	assert.True(t, rules.WeaponDamage(g, rules.Weapon{Name: "Cannon", Heavy: true}).Heavy)
}

// Fast Regeneration: a Wounded troll rolls Vigor as its turn opens; a
// success heals a Wound, a raise two. Seeds are searched for both cases.
func TestFastRegenerationHealsAsTheTurnOpens(t *testing.T) {
	src := strings.Replace(duel, "    name: Cultist 1\n", "    name: Cultist 1\n    wildcard: true\n    abilities: [Regeneration (Fast)]\n", 1)
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 40 && len(seen) < 3; seed++ {
		b := newBattle(t, src, seed)
		c1 := b.Figure("c1")
		c1.Wounds = 2
		fighttest.UpTo(t, b, "c1")
		n := len(b.Events())
		require.NoError(t, b.Apply(rules.StartTurn{Who: "c1"}))
		var roll *rules.Event
		for i, e := range b.Events()[n:] {
			if e.What == "Vigor (Regeneration)" {
				roll = &b.Events()[n:][i]
			}
		}
		require.NotNil(t, roll, "seed %d", seed)
		healed := 2 - c1.Wounds
		switch {
		case roll.Total < roll.TN:
			assert.Equal(t, 0, healed)
		case roll.Raises == 0:
			assert.Equal(t, 1, healed)
		default:
			assert.Equal(t, 2, healed)
		}
		seen[healed] = true
	}
	assert.Len(t, seen, 3, "a failure, a success and a raise among the seeds")
	assert.False(t, rules.Status(rules.FromAbility, "Regeneration (Slow)", rules.SWADE).Known && len(granted(t, rules.SWADE, rules.D8, "Regeneration (Slow)").Granted()) > 0)
}

// Poison (-2): the knife's victim, Shaken by it, rolls Vigor at -2; on a
// failure it is Distracted and Fatigued (mild). Lethal: Stunned and a
// Wound.
func TestPoisonOnAShakingHit(t *testing.T) {
	n, kind := 0, ""
	for _, c := range []struct {
		text string
		n    int
		kind string
	}{{"Poison (-2)", -2, "mild"}, {"Poison (Lethal, -4)", -4, "lethal"}, {"Poison -1", -1, "mild"}} {
		f := granted(t, rules.SWADE, rules.D8, c.text)
		require.Len(t, f.Granted(), 1)
		n, kind = f.Granted()[0].Value, f.Granted()[0].Detail
		assert.Equal(t, c.n, n, c.text)
		assert.Equal(t, c.kind, kind, c.text)
	}
	src := strings.Replace(duel, "    name: Cultist 1\n", "    name: Cultist 1\n    abilities: [Poison (-2)]\n", 1)
	for seed := uint64(1); seed <= 60; seed++ {
		b := newBattle(t, src, seed)
		fighttest.ToTurn(t, b, "c1", 0)
		require.NoError(t, b.Apply(rules.Move{Who: "c1", To: rules.Pos{X: 2, Y: 1}}))
		m := len(b.Events())
		require.NoError(t, b.Apply(rules.Melee{Who: "c1", Target: "buck", Weapon: "Knife"}))
		for _, e := range b.Events()[m:] {
			if e.What != "Vigor (Poison)" {
				continue
			}
			assert.Contains(t, e.Mods, rules.Modifier{Name: "Poison", Value: -2})
			if e.Total < e.TN {
				buck := b.Figure("buck")
				assert.True(t, buck.Distracted)
				assert.Equal(t, 1, buck.Fatigue)
				return
			}
		}
	}
	t.Fatal("no seed poisoned Buck")
}

// A swade large shield: Parry +2 by name, and -4 to ranged attacks as
// cover; with real cover the larger applies, not both: behind light
// cover (-2) -4 in all, behind heavy cover (-6) the shield adds nothing.
// Deluxe's medium shield is Parry +1 alone.
func TestShieldParryAndCover(t *testing.T) {
	es := rules.ShieldEffects(rules.SWADE, "medium")
	require.Len(t, es, 2)
	b := newBattle(t, strings.Replace(duel, "    name: Cultist 1\n", "    name: Cultist 1\n    shield: large\n", 1), 3)
	c1 := b.Figure("c1")
	tn, ms := b.MeleeParry(c1)
	assert.Equal(t, 7, tn)
	assert.Equal(t, rules.Mods{{Name: "large shield", Value: 2}}, ms)
	buck := b.Figure("buck")
	assert.Equal(t, rules.Mods{{Name: "large shield", Value: -4}}, b.AttackedMods(buck, c1, rules.AttackRanged, nil))
	light := rules.Mods{{Name: "light cover", Value: -2}}
	assert.Equal(t, rules.Mods{{Name: "large shield", Value: -4}, {Name: "cover counted once", Value: 2}},
		b.AttackedMods(buck, c1, rules.AttackRanged, light), "-2 cover and -4 shield: -4 in all")
	heavy := rules.Mods{{Name: "heavy cover", Value: -6}}
	assert.Empty(t, b.AttackedMods(buck, c1, rules.AttackRanged, heavy), "heavier cover: the shield adds nothing")
	assert.Empty(t, b.AttackedMods(buck, c1, rules.AttackMelee, nil))
	assert.Equal(t, []rules.Effect{{Source: rules.Source{Kind: rules.FromGear, Name: "medium shield"}, Change: rules.ChangeParry, Value: 1}},
		rules.ShieldEffects(rules.Deluxe, "medium"))
}

func TestHelpHasAnEntryPerAbility(t *testing.T) {
	byKey := map[string]rules.HelpEntry{}
	for _, e := range rules.Help() {
		byKey[e.Key] = e
	}
	for _, k := range []string{"size_scale", "effects", "shields", "ability_armor", "ability_size", "ability_hardy", "ability_undead",
		"ability_construct", "ability_elemental", "ability_fearless", "ability_fear", "ability_senses", "ability_resilient",
		"ability_damage_types", "ability_heavy_armor", "ability_unstoppable", "ability_ethereal", "ability_regeneration",
		"ability_poison", "ability_natural_weapons", "ability_movement"} {
		assert.Contains(t, byKey, k)
	}
	assert.Contains(t, byKey["size_scale"].Text, "+4")
	assert.Contains(t, byKey["size_scale"].Text, "-4")
}

// The plain tactic spends no shot on a foe its weapon cannot harm: with a
// Heavy Armor beast closer, the rifleman shoots the thug.
func TestPlainTacticSkipsFoesItCannotHarm(t *testing.T) {
	src := `
map: {rows: ["............", "............", "............"]}
figures:
  - {id: rifleman, side: a, at: [0, 1], traits: {shooting: d8}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8}]}
  - {id: beast, side: b, at: [4, 1], abilities: [Heavy Armor], traits: {fighting: d6}}
  - {id: thug, side: b, at: [9, 1], traits: {fighting: d6}}
`
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "rifleman", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "rifleman")
	var shots []rules.Shoot
	for _, a := range acts {
		if s, ok := a.(rules.Shoot); ok {
			shots = append(shots, s)
		}
	}
	require.NotEmpty(t, shots, "%#v", acts)
	assert.Equal(t, []string{"thug"}, shots[0].Targets)

	plain := strings.Replace(src, "abilities: [Heavy Armor], ", "", 1)
	b = newBattle(t, plain, 1)
	fighttest.ToTurn(t, b, "rifleman", 0)
	acts = fighttest.PlayTactic(t, b, &rules.Plain{}, "rifleman")
	for _, a := range acts {
		if s, ok := a.(rules.Shoot); ok {
			assert.Equal(t, []string{"beast"}, s.Targets, "without Heavy Armor the nearer foe is shot")
			break
		}
	}
}

// bridge: a hero with a torch (fire) and a sword beside a troll whose
// Fast Regeneration excepts fire.
const bridge = `
name: Bridge
map:
  rows:
    - "........"
    - "........"
    - "........"
figures:
  - id: hero
    name: Hero
    side: heroes
    wildcard: true
    bennies: 0
    at: [2, 1]
    traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, fighting: d8}
    weapons:
      - {name: Torch, damage: str+d4, damage_type: fire}
      - {name: Sword, damage: str+d8}
  - id: troll
    name: Troll
    side: monsters
    wildcard: true
    bennies: 0
    at: [3, 1]
    abilities: ["Regeneration (Fast, fire)"]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6}
    weapons:
      - {name: Claws, damage: str+d4, natural: true}
`

// burnt has the hero strike the troll once with the weapon (Fighting d8
// 6 vs Parry 5, a hit; 10 damage vs Toughness 5: a Wound), then opens
// the troll's turn with Vigor d6 5 -1 (its Wound) = 4 scripted for its
// regeneration, a success, and
// says the troll's Wounds and the log of its turn.
func burnt(t *testing.T, weapon string, rev int) (int, string) {
	t.Helper()
	b := newBattleAt(t, bridge, 1, rev)
	fighttest.ToTurn(t, b, "hero", 0)
	damage := []int{5, 5} // the sword: d6 5 + d8 5
	if weapon == "Torch" {
		damage = []int{6, 1, 3} // the torch: d6 6+1 + d4 3
	}
	tried(b, append([]int{6, 1}, damage...), rules.Melee{Who: "hero", Target: "troll", Weapon: weapon})
	require.Equal(t, 1, b.Figure("troll").Wounds)
	fighttest.UpTo(t, b, "troll")
	log := tried(b, []int{5, 2}, rules.StartTurn{Who: "troll"})
	return b.Figure("troll").Wounds, log
}

// CHARACTERS.md 4.1: Wounds from the damage its block names (a troll's
// fire) do not regenerate; others do.
func TestFastRegenerationDoesNotHealTheWoundsOfTheDamageItNames(t *testing.T) {
	w, log := burnt(t, "Sword", rules.CurrentRevision)
	assert.Contains(t, log, "Vigor (Regeneration)")
	assert.Equal(t, 0, w, "the sword's Wound heals")

	w, log = burnt(t, "Torch", rules.CurrentRevision)
	assert.NotContains(t, log, "Regeneration", "nothing it can heal: no roll")
	assert.Equal(t, 1, w, "the torch's Wound stays")

	w, _ = burnt(t, "Torch", 8)
	assert.Equal(t, 0, w, "revision 8 healed the fire's Wound too")
}

// A melee plan's list is built in a scratch array and kept apart: a
// second plan, and an append to the first's list, leave the other alone.
func TestEachMeleePlansModifiersAreItsOwn(t *testing.T) {
	b := newBattle(t, duel, 5)
	fighttest.ToTurn(t, b, "c1", 0)
	require.NoError(t, b.Apply(rules.Move{Who: "c1", To: rules.Pos{X: 2, Y: 1}}))
	wild, err := b.Preview(rules.Melee{Who: "c1", Target: "buck", Wild: true})
	require.NoError(t, err)
	first := wild.Detail.(*rules.MeleePlan).Mods
	drop, err := b.Preview(rules.Melee{Who: "c1", Target: "buck", Drop: true})
	require.NoError(t, err)
	second := drop.Detail.(*rules.MeleePlan).Mods
	_ = append(first, rules.Modifier{Name: "GM", Value: 1})
	assert.Equal(t, rules.Mods{{Name: "Wild Attack", Value: rules.WildAttackMod}}, first)
	assert.Equal(t, rules.Mods{{Name: "The Drop", Value: rules.DropMod}}, second)
}
