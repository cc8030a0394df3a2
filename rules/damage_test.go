package rules

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The damage table with Toughness 5: 4 does nothing, 5 Shakes, every full
// 4 over adds a Wound; against a Shaken victim a plain success is a Wound.
func TestDamageTable(t *testing.T) {
	cases := []struct {
		total  int
		shaken bool
		want   DamageEffect
		text   string
	}{
		{4, false, DamageEffect{Raises: -1}, "no effect"},
		{5, false, DamageEffect{Shaken: true}, "Shaken"},
		{8, false, DamageEffect{Shaken: true}, "Shaken"},
		{9, false, DamageEffect{Shaken: true, Wounds: 1, Raises: 1}, "1 Wound"},
		{12, false, DamageEffect{Shaken: true, Wounds: 1, Raises: 1}, "1 Wound"},
		{13, false, DamageEffect{Shaken: true, Wounds: 2, Raises: 2}, "2 Wounds"},
		{17, false, DamageEffect{Shaken: true, Wounds: 3, Raises: 3}, "3 Wounds"},
		{21, false, DamageEffect{Shaken: true, Wounds: 4, Raises: 4}, "4 Wounds"},
		// Already Shaken: a result that would only Shake is 1 Wound; a
		// raise is still 1 Wound (not 2).
		{4, true, DamageEffect{Raises: -1}, "no effect"},
		{5, true, DamageEffect{Shaken: true, Wounds: 1}, "1 Wound"},
		{9, true, DamageEffect{Shaken: true, Wounds: 1, Raises: 1}, "1 Wound"},
		{13, true, DamageEffect{Shaken: true, Wounds: 2, Raises: 2}, "2 Wounds"},
	}
	for _, c := range cases {
		got := EffectOf(c.total, 5, c.shaken)
		assert.Equal(t, c.want, got, "total %d shaken %v", c.total, c.shaken)
		assert.Equal(t, c.text, got.String())
	}
}

func extra(vigor Die) *Figure {
	return &Figure{ID: "cultist", Traits: map[Trait]Die{Vigor: vigor}}
}

func wildCard(vigor Die) *Figure {
	return &Figure{ID: "buck", WildCard: true, Traits: map[Trait]Die{Vigor: vigor, Spirit: D6}}
}

func dmg(total int) DamageRoll { return DamageRoll{Total: total} }

func TestExtraOutAtOneWound(t *testing.T) {
	cases := []struct {
		name   string
		shaken bool
		total  int
		incap  bool
		shake  bool
	}{
		{"below Toughness", false, 4, false, false},
		{"Shaken only", false, 5, false, true},
		{"a Wound puts it out", false, 9, true, true},
		{"already Shaken, Shaken again is a Wound", true, 5, true, true},
	}
	for _, c := range cases {
		f := extra(D6) // Toughness 5
		f.Shaken = c.shaken
		r := ScriptedRNG() // no dice may be rolled: an Extra makes no Vigor roll
		out, evs := r.ApplyDamage(f, dmg(c.total), DamageOptions{Soak: DefaultSoak})
		assert.Equal(t, c.incap, f.Incapacitated, c.name)
		assert.Equal(t, c.shake, f.Shaken, c.name)
		assert.Equal(t, c.incap, out.Incapacitated, c.name)
		assert.Equal(t, 0, f.Wounds, c.name)
		require.Len(t, evs, 1, c.name)
		assert.Equal(t, EventDamage, evs[0].Kind)
		assert.Equal(t, 5, evs[0].TN)
		if c.shake {
			require.NotNil(t, evs[0].After, c.name)
			assert.Equal(t, c.incap, evs[0].After.Incapacitated, c.name)
		}
	}
}

// A Wild Card takes three Wounds and fights on; the fourth Incapacitates
// it and it rolls Vigor at -3. Here Vigor d6 shows 5 (5-3 = 2, failure),
// Wild Die 2: a permanent injury and Bleeding Out; Injury Table 3+4 = 7
// (guts), d6 1: Broken, Agility down a die type.
func TestWildCardThreeWoundsThenIncapacitated(t *testing.T) {
	f := wildCard(D6) // Toughness 5
	r := ScriptedRNG()
	for i := 1; i <= 3; i++ {
		out, _ := r.ApplyDamage(f, dmg(9), DamageOptions{})
		assert.Equal(t, i, f.Wounds)
		assert.False(t, out.Incapacitated)
		assert.True(t, f.Shaken)
	}
	assert.Equal(t, -3, f.WoundPenalty())
	r = ScriptedRNG(5, 2, 3, 4, 1)
	out, evs := r.ApplyDamage(f, dmg(5), DamageOptions{}) // Shaken already: 1 Wound
	assert.Equal(t, 0, r.ScriptLeft())
	assert.True(t, f.Incapacitated)
	assert.Equal(t, 3, f.Wounds, "Wounds stop at three")
	require.NotNil(t, out.Incapacitation)
	assert.Equal(t, 2, out.Incapacitation.Roll.Total)
	assert.True(t, f.BleedingOut)
	require.Len(t, f.Injuries, 1)
	assert.Equal(t, Injury{Location: "guts", Effect: "Broken", Trait: Agility, Lasts: InjuryPermanent}, f.Injuries[0])
	kinds := []EventKind{}
	for _, e := range evs {
		kinds = append(kinds, e.Kind)
	}
	assert.Equal(t, []EventKind{EventDamage, EventTrait, EventInjury}, kinds)
	assert.Equal(t, Mods{{Name: "Wounds", Value: -3}}, evs[1].Mods)
	assert.True(t, evs[2].After.BleedingOut)
}

func TestFourWoundsAtOnceIncapacitate(t *testing.T) {
	f := wildCard(D6)
	// Vigor d6 aces twice then 2 (14, at -3 for the Wounds: 11) vs wild 1:
	// a raise -> injury for 24 hours; Injury 6+6 = head, d6 6: Brain Damage.
	r := ScriptedRNG(6, 6, 2, 1, 6, 6, 6)
	out, _ := r.ApplyDamage(f, dmg(21), DamageOptions{})
	assert.Equal(t, 4, out.Effect.Wounds)
	assert.Equal(t, 3, f.Wounds)
	assert.True(t, f.Incapacitated)
	assert.False(t, f.BleedingOut)
	require.Len(t, f.Injuries, 1)
	assert.Equal(t, "Brain Damage", f.Injuries[0].Effect)
	assert.Equal(t, Injury24Hours, f.Injuries[0].Lasts)
}

func TestAlreadyIncapacitatedTakesNothing(t *testing.T) {
	f := extra(D6)
	f.Incapacitated = true
	out, evs := ScriptedRNG().ApplyDamage(f, dmg(30), DamageOptions{Soak: DefaultSoak})
	assert.True(t, out.Incapacitated)
	require.Len(t, evs, 1)
	assert.Nil(t, evs[0].After)
}

func TestWeaponDamageDice(t *testing.T) {
	gamorrean := &Figure{ID: "g", Traits: map[Trait]Die{Strength: D12}}
	axe := Weapon{Name: "axe", Damage: Damage{Strength: true, Dice: []Die{D8}}}
	// The seeds: a d12 Strength and an axe (d8) roll d12+d8.
	spec := WeaponDamage(gamorrean, axe)
	assert.Equal(t, []Die{D12, D8}, spec.Dice())
	assert.Equal(t, "d12+d8", spec.Expr())

	// Buck's machete hit with a raise: Strength, +d6 machete, +1d6 raise.
	buck := &Figure{ID: "buck", Traits: map[Trait]Die{Strength: D8}}
	spec = WeaponDamage(buck, Weapon{Name: "Machete", Damage: Damage{Strength: true, Dice: []Die{D6}}})
	spec.Raise = true
	assert.Equal(t, []Die{D8, D6, D6}, spec.Dice())

	// Unarmed: the Strength die alone; no Strength trait counts as d4.
	assert.Equal(t, []Die{D8}, UnarmedDamage(buck).Dice())
	assert.Equal(t, []Die{D4}, UnarmedDamage(&Figure{}).Dice())

	// Ranged: the weapon's dice, never Strength.
	colt := Weapon{Name: "Colt .45", Range: [3]int{12, 24, 48}, Damage: Damage{Dice: []Die{D6, D6}, Plus: 1}, AP: 1}
	spec = WeaponDamage(buck, colt)
	assert.Equal(t, []Die{D6, D6}, spec.Dice())
	assert.Equal(t, 1, spec.AP)
}

func TestDamageModifiersNamed(t *testing.T) {
	spec := DamageSpec{
		Weapon: "Colt .45", Damage: Damage{Dice: []Die{D6, D6}, Plus: 1},
		Drop: true, HeadVitals: true, Joker: true, Extra: Mods{{Name: "Wild Attack", Value: 2}},
	}
	want := Mods{
		{Name: "Colt .45", Value: 1}, {Name: "The Drop", Value: 4},
		{Name: "head/vitals", Value: 4}, {Name: "Joker", Value: 2}, {Name: "Wild Attack", Value: 2},
	}
	assert.Equal(t, want, spec.Mods())
	// 3+4 on the dice, +13 in modifiers.
	d := ScriptedRNG(3, 4).RollDamage(spec)
	assert.Equal(t, 20, d.Total)
	assert.Equal(t, want, d.Mods)
}

// Damage dice ace: a d10 showing 10, 10, 3 totals 23 (the seeds' Buck
// example uses the same chain); the raise d6 aces too.
func TestDamageAces(t *testing.T) {
	spec := DamageSpec{Damage: Damage{Dice: []Die{D10}}, Raise: true}
	r := ScriptedRNG(10, 10, 3, 6, 1)
	d := r.RollDamage(spec)
	assert.Equal(t, 0, r.ScriptLeft())
	require.Len(t, d.Rolls, 2)
	assert.Equal(t, []int{10, 10, 3}, d.Rolls[0].Faces)
	assert.Equal(t, []int{6, 1}, d.Rolls[1].Faces)
	assert.Equal(t, 30, d.Total)
	assert.False(t, d.Rolls[0].Wild, "damage has no Wild Die")
}

// Strength d12+1 in melee: the +1 is part of the die.
func TestDamageStrengthBonus(t *testing.T) {
	f := &Figure{Traits: map[Trait]Die{Strength: {Sides: 12, Bonus: 1}}}
	d := ScriptedRNG(5).RollDamage(UnarmedDamage(f))
	assert.Equal(t, 6, d.Total)
}

// AP lowers only the armor part of Toughness: Vigor d6 with armor 1 is
// Toughness 6; AP 2 makes it 5, so 5 Shakes and 9 Wounds.
func TestApplyDamageAP(t *testing.T) {
	f := extra(D6)
	f.Armor = 1
	out, evs := ScriptedRNG().ApplyDamage(f, DamageRoll{Spec: DamageSpec{AP: 2}, Total: 5}, DamageOptions{})
	assert.Equal(t, 5, out.Toughness)
	assert.True(t, out.Shaken)
	assert.Equal(t, 5, evs[0].TN)
	assert.Contains(t, evs[0].Toughness, Modifier{Name: "AP 2", Value: -1})
}

func TestBreakObject(t *testing.T) {
	knife := DamageSpec{Weapon: "knife", Damage: Damage{Strength: true, Dice: []Die{D4}}, Strength: D8, Raise: true, HeadVitals: true}
	cases := []struct {
		faces  []int
		broken bool
		total  int
	}{
		{[]int{8, 2}, true, 10}, // a maximum face does not ace against objects
		{[]int{8, 1}, false, 9},
		{[]int{4, 4}, false, 8},
	}
	for _, c := range cases {
		r := ScriptedRNG(c.faces...)
		broken, ev := r.BreakObject(knife, "sword", 10) // Hardness 10
		assert.Equal(t, 0, r.ScriptLeft(), "no ace reroll and no raise die")
		assert.Equal(t, c.broken, broken)
		assert.Equal(t, c.total, ev.Total)
		assert.Equal(t, 10, ev.TN)
		assert.Equal(t, EventBreak, ev.Kind)
		assert.Empty(t, ev.Mods, "no head/vitals bonus against an object")
	}
}

// The suggested Soak: an Extra must soak every Wound to stay up (a raise
// for each past the first), so it spends a benny on a single Wound only,
// rerolling once at most; a Wild Card soaks any Wounds and rerolls while
// it would still be Incapacitated.
func TestDefaultSoakSpendsOnAnExtraOnlyForASingleWound(t *testing.T) {
	extra := &Figure{}
	assert.True(t, DefaultSoak(extra, 1, 0, 0), "one Wound: a success saves it")
	assert.True(t, DefaultSoak(extra, 1, 0, 1), "one reroll")
	assert.False(t, DefaultSoak(extra, 1, 0, 2), "not a second")
	assert.False(t, DefaultSoak(extra, 3, 0, 0), "three Wounds need three raises: keep the benny")
	wc := &Figure{WildCard: true}
	assert.True(t, DefaultSoak(wc, 3, 0, 0))
	assert.True(t, DefaultSoak(wc, 4, 0, 1), "still out after the roll: reroll")
	assert.False(t, DefaultSoak(wc, 2, 1, 1), "one Wound left, not out: keep it")
}

func TestHitWordNamesEveryCountOfRaises(t *testing.T) {
	// The words made once for two to five raises read as the ones made
	// at need beyond them.
	assert.Equal(t, "hit", hitWord(true, 0, false))
	assert.Equal(t, "hit with a raise", hitWord(true, 1, false))
	for n := 2; n <= 7; n++ {
		assert.Equal(t, fmt.Sprintf("hit with %d raises", n), hitWord(true, n, false))
	}
	assert.Equal(t, "miss", hitWord(false, 0, false))
	assert.Equal(t, "critical failure", hitWord(false, 0, true))
}

func TestDamageModsAreMadeAtTheirLength(t *testing.T) {
	// The damage roll's list holds each named bonus once, in order, with
	// no room over (nil with none).
	spec := DamageSpec{Weapon: "Colt", Damage: Damage{Plus: 1}, Drop: true, Joker: true, Extra: Mods{{Name: "Wild Attack", Value: 2}}}
	ms := spec.Mods()
	assert.Equal(t, Mods{{Name: "Colt", Value: 1}, {Name: "The Drop", Value: DropDamage}, {Name: "Joker", Value: JokerDamage}, {Name: "Wild Attack", Value: 2}}, ms)
	assert.Equal(t, len(ms), cap(ms))
	assert.Nil(t, DamageSpec{Weapon: "Colt"}.Mods())
}
