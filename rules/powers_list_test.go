package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

func TestAPowersModifiersAreTheOnesThatGoWithIt(t *testing.T) {
	var names []string
	for _, m := range rules.PowerModsFor(rules.SWADE, "Blast") {
		names = append(names, m.Name)
	}
	assert.Equal(t, []string{"Armor Piercing 2", "Armor Piercing 4", "Armor Piercing 6", "Damage", "Lingering Damage", "Large Blast", "Small Blast", "Range", "Selective", "Heavy Weapon", "Fatigue"}, names)
	names = nil
	for _, m := range rules.PowerModsFor(rules.SWADE, "Protection") {
		names = append(names, m.Name)
	}
	assert.Equal(t, []string{"Range", "Hinder", "Hurry", "Shroud", "Glow"}, names)
	assert.Equal(t, []rules.PowerMod{{Name: "Greater Healing", PP: 10, For: []string{"Healing"}, Since: 7},
		{Name: "Neutralize Poison", PP: 1, For: []string{"Healing"}, Since: 7}}, rules.PowerModsFor(rules.SWADE, "Healing"),
		"Healing takes two modifiers battlemat plays, from rules revision 7")
	assert.Empty(t, rules.PowerModsFor(rules.Deluxe, "Healing"), "deluxe's powers list their own options: Healing none")
	assert.Empty(t, rules.PowerModsFor(rules.SWADE, "Fireball"))
}

func TestACastersPowersAreListedWithoutTrappings(t *testing.T) {
	b := casting(t, "swade")
	assert.Equal(t, []string{"Bolt", "Blast", "Burst", "Protection", "Deflection", "Healing", "Relief", "Smite", "Stun"}, rules.CastablePowers(rules.SWADE, b.Figure("priest")))
	assert.Empty(t, rules.CastablePowers(rules.SWADE, b.Figure("acolyte")))
	// Deluxe plays no Protection or Relief: they are not offered.
	assert.Equal(t, []string{"Bolt", "Blast", "Burst", "Deflection", "Healing", "Smite", "Stun"}, rules.CastablePowers(rules.Deluxe, b.Figure("priest")))
}

func TestThePowersACasterKeepsUpAreListedOnce(t *testing.T) {
	b := casting(t, "swade")
	assert.Empty(t, b.KeptPowers("priest"))
	prot := rules.Effect{Source: rules.Source{Kind: rules.FromPower, Name: "Protection"}, Change: rules.ChangeArmor, Value: 2, Ends: rules.EndsRounds, Span: 5, By: "priest"}
	b.Figure("acolyte").Effects = []rules.Effect{prot}
	b.Figure("priest").Effects = []rules.Effect{prot}
	assert.Equal(t, []string{"Protection"}, b.KeptPowers("priest"))
	assert.Empty(t, b.KeptPowers("acolyte"), "the acolyte carries the power but does not keep it up")
}

func TestACastersStripBoxSaysThePowerPointsLeft(t *testing.T) {
	b := casting(t, "swade")
	script(b, 2, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	var seen bool
	for _, bx := range b.Strip(nil) {
		switch bx.Figures[0] {
		case "priest":
			seen = true
			if assert.NotNil(t, bx.PP) {
				assert.Equal(t, 14, *bx.PP, "15 Power Points less the failed Bolt's 1")
			}
		default:
			assert.Nil(t, bx.PP, "%s casts nothing", bx.Figures[0])
		}
	}
	assert.True(t, seen, "the priest's box is on the strip")
}
