package rules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSelectiveBlastLeavesTheCastersSideOut(t *testing.T) {
	b := casting(t, "swade")
	require.NoError(t, b.Battlefield.Place("acolyte", rules.Pos{X: 9, Y: 3}))
	n := len(b.Events())
	script(b, 5, 1, 1, 1, 2, 2, 3, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 9.5, Y: 3.5}, Mods: []string{"Selective"}})
	log := logFrom(b, n)
	assert.Len(t, damageLines(log, "Blast"), 3, "Buck and the Hands; the Acolyte under it is spared")
	for _, l := range damageLines(log, "Blast") {
		assert.NotContains(t, l, "Acolyte")
	}
	assert.Equal(t, "High Priest spends 4 Power Points on Blast (11 left).", log[len(log)-1])
}

func TestHeavyWeaponMakesTheBoltAHeavyWeapon(t *testing.T) {
	b := casting(t, "swade")
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"Heavy Weapon"}})
	require.NoError(t, err)
	cp := pl.Detail.(*rules.CastPlan)
	assert.True(t, cp.Weapon.Heavy)
	assert.Equal(t, 3, cp.Cost, "Bolt 1 + Heavy Weapon 2")
}

func TestFatigueModifierTiresWhomTheBoltShakes(t *testing.T) {
	b := casting(t, "swade")
	// Faith 5: a hit; 2d6 4+4 = 8 vs Toughness 6: Shaken, and Fatigued.
	script(b, 5, 1, 4, 4)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}, Mods: []string{"Fatigue"}})
	assert.True(t, b.Figure("buck").Shaken)
	assert.Equal(t, 1, b.Figure("buck").Fatigue)
	assert.Equal(t, 12, b.Figure("priest").PowerPoints())
}

func TestHinderTakesTwoFromPaceForAnInstantPowerUntilTheVictimsNextTurnEnds(t *testing.T) {
	b := castingWith(t, "swade", "Lower Trait")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"buck"}, Trait: "shooting", Mods: []string{"Hinder"}})
	assert.Equal(t, 4, b.Figure("buck").CurrentPace())
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "3 + Hinder 1")
}

func TestCastsWithATraitAChoiceAndADestinationReplayFromTheirJSON(t *testing.T) {
	b := castingWith(t, "swade", "Boost Trait, Confusion, Teleport")
	apply(t, b, rules.Cast{Who: "priest", Power: "Boost Trait", Targets: []string{"acolyte"}, Trait: "fighting"})
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "priest", 0)
	apply(t, b, rules.Cast{Who: "priest", Power: "Confusion", At: &rules.Spot{X: 8.5, Y: 3.5}, Choice: "vulnerable"})
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "priest", 0)
	apply(t, b, rules.Cast{Who: "priest", Power: "Teleport", At: &rules.Spot{X: 4.5, Y: 6.5}})

	data, err := json.Marshal(b.Applied)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"trait":"fighting"`)
	assert.Contains(t, string(data), `"choice":"vulnerable"`)
	var back []rules.Applied
	require.NoError(t, json.Unmarshal(data, &back))
	again := newBattle(t, "edition: swade\n"+strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "[Boost Trait, Confusion, Teleport]", 1), 1)
	require.NoError(t, again.Replay(back))
	assert.Equal(t, b.Log(), again.Log())
	assert.Equal(t, stateOf(t, b).Figures, stateOf(t, again).Figures)
}

func TestCastRefusesAChoiceOrTraitThePowerDoesNotOffer(t *testing.T) {
	b := castingWith(t, "swade", "Confusion, Entangle")
	at := rules.Spot{X: 8.5, Y: 3.5}
	refused(t, b, rules.Cast{Who: "priest", Power: "Confusion", At: &at, Choice: "asleep"}, `"asleep" is not a choice of Confusion (distracted, vulnerable)`)
	refused(t, b, rules.Cast{Who: "priest", Power: "Entangle", Targets: []string{"buck"}, Choice: "vulnerable"}, "Entangle offers no choice")
	refused(t, b, rules.Cast{Who: "priest", Power: "Entangle", Targets: []string{"buck"}, Trait: "vigor"}, "Entangle changes no trait: trait goes with Boost Trait and Lower Trait")
	refused(t, b, rules.Cast{Who: "priest", Power: "Confusion", Targets: []string{"buck"}}, "Confusion as a template is cast at a point (at), not at figures")
}

func TestEachPowerListsTheModifiersItTakesWithTheirCostAndHowItIsAimed(t *testing.T) {
	names := func(ms []rules.PowerMod) map[string]int {
		out := map[string]int{}
		for _, m := range ms {
			out[m.Name] = m.PP
		}
		return out
	}
	entangle := names(rules.PowerModsFor(rules.SWADE, "Entangle"))
	assert.Equal(t, 2, entangle["Medium Blast"])
	assert.Equal(t, 3, entangle["Large Blast"])
	assert.Equal(t, 1, names(rules.PowerModsFor(rules.SWADE, "Blast"))["Large Blast"])
	assert.Equal(t, 1, names(rules.PowerModsFor(rules.SWADE, "Confusion"))["Large Blast"])
	assert.NotContains(t, names(rules.PowerModsFor(rules.SWADE, "Healing")), "Selective")
	assert.NotContains(t, names(rules.PowerModsFor(rules.Deluxe, "Bolt")), "Damage", "deluxe has no general modifiers, only its options")

	aim := func(ed rules.Edition, name string) string {
		p, ok := rules.LookupPower(ed, name)
		require.True(t, ok, name)
		return p.Aim()
	}
	assert.Equal(t, "figures", aim(rules.SWADE, "Bolt"))
	assert.Equal(t, "point", aim(rules.SWADE, "Blast"))
	assert.Equal(t, "point", aim(rules.SWADE, "Confusion"))
	assert.Equal(t, "figures or point", aim(rules.SWADE, "Entangle"))
	assert.Equal(t, "figures", aim(rules.Deluxe, "Confusion"))
	assert.Equal(t, "destination", aim(rules.SWADE, "Teleport"))
	assert.Equal(t, []string{"distracted", "vulnerable"}, rules.PowerChoices("Confusion"))
}
