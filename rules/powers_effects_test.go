package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProtectionIsTwoArmorAndWithARaiseTwoToughness(t *testing.T) {
	b := casting(t, "swade")
	a := b.Figure("acolyte")
	base := a.Toughness()
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
	assert.Equal(t, []string{
		"High Priest casts Protection on Acolyte with Faith: d10 5, Wild d6 1 = 5 vs 4: success.",
		"Acolyte gets armor +2 (Protection) for 5 rounds.",
		"High Priest spends 1 Power Point on Protection (14 left).",
	}, logFrom(b, n))
	assert.Equal(t, base+2, a.Toughness())
	assert.Equal(t, base, a.ToughnessAP(2), "AP 2 takes the +2 armor away")

	b = casting(t, "swade")
	a = b.Figure("acolyte")
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
	assert.Equal(t, base+2, a.Toughness())
	assert.Equal(t, base+2, a.ToughnessAP(2), "with a raise the +2 is Toughness: AP does not reduce it")
}

func TestMaintainingProtectionOnThreeCostsThreePowerPoints(t *testing.T) {
	// CHARACTERS.md 7.12: renewing Protection on three for another 5
	// rounds costs 3 PP; the first casting cost 1 + 2 recipients = 3.
	b := casting(t, "swade")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"priest", "acolyte", "buck"}})
	assert.Equal(t, 12, b.Figure("priest").PowerPoints())
	n := len(b.Events())
	apply(t, b, rules.Maintain{Who: "priest", Power: "Protection"})
	assert.Equal(t, 9, b.Figure("priest").PowerPoints())
	assert.Equal(t, "High Priest spends 3 Power Points keeping up Protection (9 left).", logFrom(b, n)[3])
	assert.Equal(t, 10, b.Figure("buck").Effects[0].Span)
	// Maintaining gives no penalty to further casting.
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "priest", 0)
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	require.NoError(t, err)
	assert.Empty(t, pl.Rolls[0].Mods(0))
	// Ending it is the caster's choice: every recipient at once.
	apply(t, b, rules.Maintain{Who: "priest", Power: "Protection", End: true})
	for _, id := range []string{"priest", "acolyte", "buck"} {
		assert.Empty(t, b.Figure(id).Effects, id)
	}
	refused(t, b, rules.Maintain{Who: "priest", Power: "Protection"}, "High Priest keeps up no Protection")
}

func TestProtectionLastsUntilTheCastersTurnEndsFiveRoundsLater(t *testing.T) {
	// CHARACTERS.md 5.2: cast in round 1, Protection (5 rounds) is on
	// through round 6 until the caster's turn ends, whoever acts first
	// in round 6, and gone after.
	b := casting(t, "swade")
	require.Equal(t, 1, b.Fight.Init.Round)
	script(b, 5, 1)
	ids := []string{"priest", "acolyte", "buck"}
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: ids})
	for range 5 {
		apply(t, b, rules.EndTurn{Who: "priest"})
		fighttest.ToTurn(t, b, "priest", 0)
	}
	require.Equal(t, 6, b.Fight.Init.Round)
	for _, id := range ids {
		require.Len(t, b.Figure(id).Effects, 1, "%s in round 6 before the caster's turn ends", id)
	}
	apply(t, b, rules.EndTurn{Who: "priest"})
	for _, id := range ids {
		assert.Empty(t, b.Figure(id).Effects, "%s after the caster's turn in round 6", id)
	}
}

func TestDeflectionTakesTwoFromAttacksAgainstTheRecipient(t *testing.T) {
	b := casting(t, "swade")
	script(b, 5, 1)
	// No foe adjacent to the priest: the caster picks ranged.
	apply(t, b, rules.Cast{Who: "priest", Power: "Deflection", Targets: []string{"priest"}})
	e := b.Figure("priest").Effects[0]
	assert.Equal(t, rules.ChangeAttacked, e.Change)
	assert.Equal(t, rules.AttackRanged, e.Detail)
	assert.Equal(t, -2, e.Value)
}

func TestSmiteAddsTwoDamageToTheWeapon(t *testing.T) {
	b := casting(t, "swade")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Smite", Targets: []string{"acolyte"}})
	e := b.Figure("acolyte").Effects[0]
	assert.Equal(t, rules.ChangeDamage, e.Change)
	assert.Equal(t, 2, e.Value)
	assert.Equal(t, "Knife", e.For)
	assert.Equal(t, 13, b.Figure("priest").PowerPoints())
}

func TestHealingRemovesAWoundAndTwoWithARaise(t *testing.T) {
	b := casting(t, "swade")
	a := b.Figure("priest")
	a.Wounds = 2
	// Faith d10 10+1 (an ace), -2 Wounds = 9 vs 4: a raise.
	script(b, 10, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"priest"}})
	assert.Equal(t, 0, a.Wounds)
	assert.Equal(t, 12, a.PowerPoints())
	// Touch: Buck is 6" away.
	b = casting(t, "swade")
	b.Figure("buck").Wounds = 1
	refused(t, b, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"buck"}}, "Buck is out of range of Healing (Touch: the caster must be adjacent)")
}

func TestReliefRemovesShakenAndWithARaiseDistractedToo(t *testing.T) {
	b := casting(t, "swade")
	a := b.Figure("acolyte")
	a.Shaken, a.Distracted = true, true
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"acolyte"}})
	assert.False(t, a.Shaken)
	assert.True(t, a.Distracted)
	a.Shaken = true
	b = casting(t, "swade")
	a = b.Figure("acolyte")
	a.Shaken, a.Distracted = true, true
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"acolyte"}})
	assert.False(t, a.Shaken)
	assert.False(t, a.Distracted)
}

func TestStunLeavesAFailedVigorRollStunned(t *testing.T) {
	b := casting(t, "swade")
	n := len(b.Events())
	// Faith 5: success; Buck's Vigor d8 2, Wild 1: failure.
	script(b, 5, 1, 2, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}})
	assert.True(t, b.Figure("buck").Stunned)
	assert.Equal(t, "Buck rolls Vigor (Stun): d8 2, Wild d6 1 = 2 vs 4: failure.", logFrom(b, n)[1])
}

func TestProtectionRenewedInItsLastRoundLastsFiveMoreAndUndoKeepsIt(t *testing.T) {
	// CHARACTERS.md 5.2: renewed on the caster's turn in round 6 (cast in
	// round 1), Protection holds through the caster's turn in round 11.
	b := casting(t, "swade")
	// The seed's dice (no script: undo replays them) cast it.
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
	for range 5 {
		apply(t, b, rules.EndTurn{Who: "priest"})
		fighttest.ToTurn(t, b, "priest", 0)
	}
	require.Equal(t, 6, b.Fight.Init.Round)
	apply(t, b, rules.Maintain{Who: "priest", Power: "Protection"})
	before := stateOf(t, b)
	apply(t, b, rules.EndTurn{Who: "priest"})
	require.Len(t, b.Figure("acolyte").Effects, 1, "renewed: still on after the caster's turn in round 6")
	after := stateOf(t, b)
	require.NoError(t, b.Undo())
	assert.Equal(t, before, stateOf(t, b))
	require.NoError(t, b.Redo())
	assert.Equal(t, after, stateOf(t, b))
	for range 5 {
		fighttest.ToTurn(t, b, "priest", 0)
		require.Len(t, b.Figure("acolyte").Effects, 1, "round %d", b.Fight.Init.Round)
		apply(t, b, rules.EndTurn{Who: "priest"})
	}
	assert.Equal(t, 11, b.Fight.Init.Round)
	assert.Empty(t, b.Figure("acolyte").Effects, "gone with the caster's turn in round 11")

	again := newBattle(t, "edition: swade\n"+casters, 1)
	require.NoError(t, again.Replay(b.Applied))
	assert.Equal(t, b.Log(), again.Log())
}

func TestDeluxeDeflectionIsArmorAgainstAreaAttacksOnly(t *testing.T) {
	// CHARACTERS.md 5.3: deluxe Deflection (attacks -2) also counts as
	// Armor +2 against area-effect weapons, and only against them.
	b := casting(t, "deluxe")
	a := b.Figure("acolyte")
	base := a.Toughness()
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Deflection", Targets: []string{"acolyte"}})
	assert.Equal(t, base, a.Toughness(), "no Armor against other attacks")
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "priest", 0)
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 2.5, Y: 5.5}})
	require.NoError(t, err)
	var armor rules.Mods
	found := false
	for _, v := range pl.Rolls[0].Victims {
		if v.Target == "acolyte" {
			armor, found = v.Armor, true
		}
	}
	require.True(t, found, "the acolyte is under the Blast")
	assert.Equal(t, rules.Mods{{Name: "Deflection", Value: 2}}, armor)
	n := len(b.Events())
	script(b, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 2.5, Y: 5.5}})
	line := ""
	for _, l := range logFrom(b, n) {
		if strings.Contains(l, "to Acolyte") {
			line = l
		}
	}
	assert.Contains(t, line, fmt.Sprintf("vs Toughness %d (Deflection +2)", base+2))
}
