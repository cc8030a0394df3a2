package rules_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// grantedAt is a figure (Vigor d8: Toughness 6) with abilities granted
// under a revision of an edition's rules.
func grantedAt(ed rules.Edition, rev int, wild bool, abilities ...string) *rules.Figure {
	f := &rules.Figure{ID: "m", WildCard: wild, Traits: map[rules.Trait]rules.Die{rules.Vigor: rules.D8, rules.Spirit: rules.D6}, Abilities: abilities}
	f.GrantAt(ed, rev)
	return f
}

// fireFor is what a fixed fire damage total (a d-less spec) comes to
// against a figure with the ability, and the Wounds it deals (Toughness 6).
func fireFor(rev int, fixed int, ability string) string {
	f := grantedAt(rules.SWADE, rev, true, ability)
	spec := rules.DamageSpec{Weapon: "torch", Type: rules.Fire, Extra: rules.Mods{{Name: "fixed", Value: fixed}}}
	out, _ := rules.NewRNG(1).ResolveDamage(spec, f, rules.DamageOptions{})
	return fmt.Sprintf("%d damage, %d Wounds", out.Total, out.Taken)
}

// A Weakness does what its block says (CHARACTERS.md 4.1: the effect is
// the ability's parameter), written after its type: "+2" is 2 more
// damage of that type, "double" doubles the total. With no effect
// written it stays battlemat's +4 (the Environmental Weakness's number).
// Under revision 9 a written effect made the type unreadable: nothing.
func TestAWeaknessDoesTheDamageItsBlockNames(t *testing.T) {
	// 10 +2 = 12 vs 6: one raise, one Wound.
	assert.Equal(t, "12 damage, 1 Wounds", fireFor(10, 10, "Weakness (fire, +2)"))
	assert.Equal(t, "12 damage, 1 Wounds", fireFor(10, 10, "Weakness (Fire +2)"))
	// 5 doubled = 10 vs 6: one Wound; 5 alone does not even Shake.
	assert.Equal(t, "10 damage, 1 Wounds", fireFor(10, 5, "Weakness (fire, double)"))
	assert.Equal(t, "10 damage, 1 Wounds", fireFor(10, 5, "Weakness (fire, x2)"))
	assert.Equal(t, "10 damage, 1 Wounds", fireFor(10, 5, "Weakness (fire, double damage)"))
	// Written alone: +4, as before: 10 +4 = 14, two raises.
	assert.Equal(t, "14 damage, 2 Wounds", fireFor(10, 10, "Weakness (fire)"))
	assert.Equal(t, "14 damage, 2 Wounds", fireFor(9, 10, "Weakness (fire)"))
	// Revision 9: "fire, +2" is no damage type: nothing.
	assert.Equal(t, "10 damage, 1 Wounds", fireFor(9, 10, "Weakness (fire, +2)"))
	assert.Equal(t, "5 damage, 0 Wounds", fireFor(9, 5, "Weakness (fire, double)"))

	// A club is not fire: no Weakness.
	f := grantedAt(rules.SWADE, 10, true, "Weakness (fire, double)")
	club := f.DamageAgainst(rules.DamageSpec{Type: rules.Blunt})
	assert.Empty(t, club.Double)
	assert.Empty(t, club.Extra)

	// The odds read it too: 5 doubled against Toughness 6 always Wounds.
	o, err := rules.DamageOddsVs(rules.DamageSpec{Type: rules.Fire, Extra: rules.Mods{{Name: "fixed", Value: 5}}}, f, 1, 0)
	assert.NoError(t, err)
	assert.InDelta(t, 1, o.Wounds[0], 1e-12)
}

// A Weakness named by its block still lets an attack past Unstoppable
// (6.23) when it is written with its effect.
func TestAWrittenWeaknessStillBeatsUnstoppable(t *testing.T) {
	f := grantedAt(rules.SWADE, 10, true, "Unstoppable", "Weakness (fire, +2)")
	assert.Zero(t, f.DamageAgainst(rules.DamageSpec{Type: rules.Fire}).WoundCap)
	assert.Equal(t, 1, f.DamageAgainst(rules.DamageSpec{Type: rules.Blunt}).WoundCap)
}

// Deluxe Construct: only a Wild Card ignores every Wound penalty
// (CHARACTERS.md 4.1, deluxe [sure]); an Extra keeps them (three Wounds:
// -3). swade's Construct ignores one point, Wild Card or not. Revision
// 9 let every deluxe construct ignore them.
func TestOnlyADeluxeConstructWildCardIgnoresItsWoundPenalties(t *testing.T) {
	penalty := func(ed rules.Edition, rev int, wild bool) rules.Mods {
		f := grantedAt(ed, rev, wild, "Construct")
		f.Wounds = 3
		return f.Penalty()
	}
	assert.Empty(t, penalty(rules.Deluxe, 10, true))
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -3}}, penalty(rules.Deluxe, 10, false))
	assert.Empty(t, penalty(rules.Deluxe, 9, false))
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -2}}, penalty(rules.SWADE, 10, false))
	assert.Equal(t, rules.Mods{{Name: "Wounds", Value: -2}}, penalty(rules.SWADE, 10, true))
	// The rest of it stays: +2 to recover from Shaken, no called-shot damage.
	f := grantedAt(rules.Deluxe, 10, false, "Construct")
	assert.True(t, f.ImmuneTo(rules.ImmuneCalled))
	assert.True(t, f.ImmuneTo(rules.ImmunePoison))
}
