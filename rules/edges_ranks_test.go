package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// grantedSum is the total Value of the effects of a change that a figure
// with these Edges is granted under an edition.
func grantedSum(ed rules.Edition, change rules.Change, edges ...string) int {
	f := &rules.Figure{Edges: edges}
	f.Grant(ed)
	n := 0
	for _, e := range f.Granted() {
		if e.Change == change {
			n += e.Value
		}
	}
	return n
}

// An Improved Edge's numbers are the total, not an addition to its base
// Edge's (CHARACTERS 2.1, 2.3, 2.5): a sheet listing both gets the higher
// rank's numbers only, in either order.
func TestImprovedEdgeReplacesItsBaseEdge(t *testing.T) {
	for _, tc := range []struct {
		ed     rules.Edition
		change rules.Change
		edges  []string
		want   int
	}{
		{rules.SWADE, rules.ChangeParry, []string{"Block", "Improved Block"}, 2},
		{rules.SWADE, rules.ChangeParry, []string{"Improved Block", "Block"}, 2},
		{rules.SWADE, rules.ChangeGangedUp, []string{"Block", "Improved Block"}, -2},
		{rules.SWADE, rules.ChangeCards, []string{"Level Headed", "Improved Level Headed"}, 2},
		{rules.SWADE, rules.ChangeBennies, []string{"Luck", "Great Luck"}, 2},
		{rules.SWADE, rules.ChangeIgnoreWounds, []string{"Nerves of Steel", "Improved Nerves of Steel"}, 2},
		{rules.SWADE, rules.ChangeAttack, []string{"Trademark Weapon (Sword)", "Improved Trademark Weapon (Sword)"}, 2},
		{rules.SWADE, rules.ChangeParry, []string{"Trademark Weapon (Sword)", "Improved Trademark Weapon (Sword)"}, 2},
		{rules.Deluxe, rules.ChangeEvade, []string{"Dodge", "Improved Dodge"}, 2},
		{rules.Deluxe, rules.ChangeAttacked, []string{"Dodge", "Improved Dodge"}, -2},
		{rules.SWADE, rules.ChangeWounds, []string{"Tough as Nails", "Tougher than Nails"}, 2},
		{rules.Deluxe, rules.ChangeToughness, []string{"Tough as Nails", "Tougher than Nails"}, 2},
	} {
		assert.Equal(t, tc.want, grantedSum(tc.ed, tc.change, tc.edges...), "%s %s %v", tc.ed, tc.change, tc.edges)
	}
}

// Trademark Weapons for two different weapons are two Edges: each keeps
// its bonus.
func TestTrademarkWeaponsForTwoWeaponsBothCount(t *testing.T) {
	f := &rules.Figure{Edges: []string{"Trademark Weapon (Sword)", "Improved Trademark Weapon (Bow)"}}
	f.Grant(rules.SWADE)
	got := map[string]int{}
	for _, e := range f.Granted() {
		if e.Change == rules.ChangeAttack {
			got[e.For] += e.Value
		}
	}
	assert.Equal(t, map[string]int{"Sword": 1, "Bow": 2}, got)
}

// Tougher than Nails includes Tough as Nails (CHARACTERS 2.5): listed
// alone it still gives two more Wounds in swade (Incapacitated only after
// the 6th, so a Wild Card takes 5) and Toughness +2 in deluxe.
func TestTougherThanNailsAloneGivesTheTotal(t *testing.T) {
	assert.Equal(t, 2, grantedSum(rules.SWADE, rules.ChangeWounds, "Tougher than Nails"))
	assert.Equal(t, 2, grantedSum(rules.Deluxe, rules.ChangeToughness, "Tougher than Nails"))
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Tougher than Nails]"}), 1)
	assert.Equal(t, 5, b.Figure("buck").MaxWounds())
}

// Block listed beside Improved Block: Parry +2 in all (Cultist 1 needs 9,
// not 10), and section 7's check still holds: four foes around Buck each
// get Gang Up +3 less 2 = +1.
func TestBlockWithImprovedBlockIsImprovedBlockOnly(t *testing.T) {
	keys := map[string]string{"buck": "edges: [Block, Improved Block]"}
	_, p := cultistSwing(t, scene(t, edgeField, keys))
	assert.Equal(t, 9, p.Rolls[0].TN(0))

	_, p = cultistSwing(t, scene(t, edgeField, keys, "c2", "c3", "c4"))
	ms := p.Rolls[0].Mods(0)
	require.NotEmpty(t, ms)
	assert.Equal(t, 1, ms.Sum(), "%v", ms)
	assert.Equal(t, 9, p.Rolls[0].TN(0))
}
