package rules

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkDamageOdds: exact odds of a Strength d12+1 + d8 melee blow (AP 2,
// The Drop) with raise folding, against a Wild Card with Toughness 9 (2).
func BenchmarkDamageOdds(b *testing.B) {
	target := &Figure{ID: "t", WildCard: true, Traits: map[Trait]Die{Vigor: D10}, Armor: 2, Size: 1}
	spec := DamageSpec{Damage: Damage{Strength: true, Dice: []Die{D8}}, Strength: Die{Sides: 12, Bonus: 1}, AP: 2, Drop: true}
	var o DamageOdds
	var err error
	for b.Loop() {
		o, err = DamageOddsVs(spec, target, 0.4, 0.25)
	}
	require.NoError(b, err)
	require.InDelta(b, 1, o.Miss+o.None+o.Shaken+o.Wounds[0]+o.Wounds[1]+o.Wounds[2], 1e-12)
}
