package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFlyGivesAFlyingPaceOfTwelveAndTwentyFourWithARaise(t *testing.T) {
	for _, c := range []struct{ faith, pace int }{{5, 12}, {8, 24}} {
		b := castingWith(t, "swade", "Fly")
		n := len(b.Events())
		script(b, c.faith, 1)
		apply(t, b, rules.Cast{Who: "priest", Power: "Fly", Targets: []string{"acolyte", "priest"}})
		log := logFrom(b, n)
		// 3 PP and 2 for the second recipient.
		assert.Equal(t, "High Priest spends 5 Power Points on Fly (10 left).", log[len(log)-1])
		for _, id := range []string{"acolyte", "priest"} {
			es := b.Figure(id).Effects
			require.Len(t, es, 1)
			assert.Equal(t, rules.ChangeMove, es[0].Change)
			assert.Equal(t, "fly", es[0].Detail)
			assert.Equal(t, c.pace, es[0].Value)
			assert.Equal(t, 5, es[0].Span, "kept up 5 rounds")
		}
	}
}

func TestWarriorsGiftLendsACombatEdgeAndItsImprovedVersionWithARaise(t *testing.T) {
	assert.Contains(t, rules.PowerChoices("Warrior's Gift"), "block")
	assert.Contains(t, rules.PowerChoices("Warrior's Gift"), "dodge")
	b := castingWith(t, "swade", "Warrior's Gift")
	a := b.Figure("acolyte")
	require.Equal(t, 5, a.Parry())
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Warrior's Gift", Targets: []string{"acolyte"}, Choice: "block"})
	log := logFrom(b, n)
	assert.Equal(t, "Acolyte gains the Edge Block (Warrior's Gift).", log[1])
	assert.Equal(t, "High Priest spends 4 Power Points on Warrior's Gift (11 left).", log[len(log)-1])
	assert.Equal(t, 6, a.Parry(), "Block: Parry +1")

	b = castingWith(t, "swade", "Warrior's Gift")
	a = b.Figure("acolyte")
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Warrior's Gift", Targets: []string{"acolyte"}, Choice: "block"})
	assert.Equal(t, 7, a.Parry(), "a raise: Improved Block, Parry +2")

	b = castingWith(t, "swade", "Warrior's Gift")
	b.Figure("acolyte").Edges = []string{"Block"}
	refused(t, b, rules.Cast{Who: "priest", Power: "Warrior's Gift", Targets: []string{"acolyte"}, Choice: "block"}, "Acolyte has Block already")
}

// CHARACTERS.md 5.3: Fly gives a flying Pace and no running: the
// Acolyte under it is refused a run on his turn; without it he runs.
func TestFlyAllowsNoRunning(t *testing.T) {
	b := castingWith(t, "swade", "Fly")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Fly", Targets: []string{"acolyte"}})
	fighttest.ToTurn(t, b, "acolyte", 1)
	refused(t, b, rules.Run{Who: "acolyte"}, "Acolyte flies by the Fly power and cannot run")

	b = castingWith(t, "swade", "Fly")
	fighttest.ToTurn(t, b, "acolyte", 0)
	apply(t, b, rules.Run{Who: "acolyte"})
}
