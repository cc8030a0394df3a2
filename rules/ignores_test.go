package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Whether a figure's abilities make a blow do nothing (the plain tactic's
// question before each shot) is what working out the whole damage against
// it says, for every mix of Immunities (by damage type and by material,
// any case), Heavy Armor, Ethereal, Weaknesses, Invulnerability and wards,
// against plain, Heavy, magic and powers' damage.
func TestIgnoresIsWhatTheWholeDamageAgainstItSays(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 7))
	pool := []Effect{
		{Change: ChangeImmune, Detail: "fire"},
		{Change: ChangeImmune, Detail: "Silver"},
		{Change: ChangeImmune, Detail: "poison"},
		{Change: ChangeHeavyArmor},
		{Change: ChangeEthereal},
		{Change: ChangeWeakness, Detail: "fire", Value: 4},
		{Change: ChangeWeakness, Detail: "silver", Value: 2, For: WeaknessDoubles},
		{Change: ChangeInvulnerable, Detail: "cold iron"},
		{Change: ChangeDamageIn, Detail: "cold", Value: -2},
		{Change: ChangeWoundCap, Value: 1},
		{Change: ChangeToughness, Value: 2},
	}
	types := []DamageType{"", "fire", "cold", "Fire"}
	materials := []string{"", "silver", "SILVER", "cold iron"}
	ignored, kept := 0, 0
	for range 4000 {
		f := &Figure{ID: "x", Name: "X"}
		for _, e := range pool {
			if rng.IntN(4) == 0 {
				f.Effects = append(f.Effects, e)
			}
		}
		spec := DamageSpec{Type: types[rng.IntN(len(types))], Material: materials[rng.IntN(len(materials))],
			Heavy: rng.IntN(3) == 0, Magic: rng.IntN(3) == 0}
		if rng.IntN(4) == 0 {
			spec.Power = SWADE
		}
		if rng.IntN(10) == 0 {
			spec.Ignored = "ignored already"
		}
		want := f.DamageAgainst(spec).Ignored != ""
		assert.Equal(t, want, f.ignores(spec), "%+v against %+v", f.Effects, spec)
		if want {
			ignored++
		} else {
			kept++
		}
	}
	assert.Greater(t, ignored, 500)
	assert.Greater(t, kept, 500)
}

// A trait's name is read whatever its case and the spaces around it, and
// a name already spelt as the constants comes back as it is.
func TestTraitNamesReadWhateverTheirCaseAndSpaces(t *testing.T) {
	for in, want := range map[string]Trait{
		"fighting": Fighting, "Fighting": Fighting, "  SHOOTING\t": Shooting, "strength": Strength,
		"battle": "battle", "Knowledge (Battle)": "knowledge (battle)", " a-b_1 ": "a-b_1", "": "",
		"Ärger": "ärger",
	} {
		assert.Equal(t, want, traitOf(in), "%q", in)
	}
}
