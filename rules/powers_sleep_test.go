package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSlumberPutsAFailedSpiritRollToSleepUntilAHitWakesIt(t *testing.T) {
	b := castingWith(t, "swade", "Slumber, Bolt")
	buck := b.Figure("buck")
	n := len(b.Events())
	// Faith 5: success; Buck's Spirit d8 3, Wild 2: failure: asleep.
	script(b, 5, 1, 3, 2)
	apply(t, b, rules.Cast{Who: "priest", Power: "Slumber", Targets: []string{"buck"}})
	log := logFrom(b, n)
	assert.Equal(t, "Buck rolls Spirit (Slumber): d8 3, Wild d6 2 = 3 vs 4: failure.", log[1])
	assert.Equal(t, "High Priest spends 2 Power Points on Slumber (13 left).", log[len(log)-1])
	require.True(t, rules.Asleep(buck))
	assert.True(t, b.Vulnerable(buck), "attacks at a sleeper are as at a Vulnerable foe")
	assert.True(t, rules.Helpless(buck), "a Finishing Move may kill a sleeper")
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 9, Y: 3}}, "Buck is asleep")
	apply(t, b, rules.EndTurn{Who: "buck"})
	fighttest.ToTurn(t, b, "priest", 0)
	// A Bolt that Shakes him wakes him: Faith 5 hits, 2d6 6+1 = 7 vs
	// Toughness 6: Shaken.
	n = len(b.Events())
	script(b, 5, 1, 6, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	assert.Contains(t, strings.Join(logFrom(b, n), "\n"), "Buck wakes up.")
	assert.False(t, rules.Asleep(buck))
}

func TestSlumbersRaiseMakesTheSpiritRollMinusTwoAndASuccessResists(t *testing.T) {
	b := castingWith(t, "swade", "Slumber")
	n := len(b.Events())
	// Faith 8: a raise; Spirit d8 6 - 2 = 4: resisted.
	script(b, 8, 1, 6, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Slumber", Targets: []string{"buck"}})
	log := logFrom(b, n)
	assert.Equal(t, "Buck rolls Spirit (Slumber): d8 6, Wild d6 1, -2 Slumber raise = 4 vs 4: success.", log[1])
	assert.Equal(t, "Buck resists Slumber.", log[2])
	assert.False(t, rules.Asleep(b.Figure("buck")))
}

func TestFatigueOnAResistedPowerFatiguesWhoFailsTheRoll(t *testing.T) {
	b := casting(t, "swade")
	n := len(b.Events())
	// Stun with Fatigue: 2 + 2 PP; Buck's Vigor d8 2, Wild 1: Stunned and
	// Fatigued.
	script(b, 5, 1, 2, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}, Mods: []string{"Fatigue"}})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest spends 4 Power Points on Stun (11 left).", log[len(log)-1])
	assert.True(t, b.Figure("buck").Stunned)
	assert.Equal(t, 1, b.Figure("buck").Fatigue)

	b = casting(t, "swade")
	script(b, 5, 1, 6, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}, Mods: []string{"Fatigue"}})
	assert.Zero(t, b.Figure("buck").Fatigue, "who resists is not Fatigued")
}

// A sleeper brought back by a restored checkpoint, after an undo had
// taken the Slumber away, still wakes when a hit Shakes him.
func TestASleeperRestoredAfterAnUndoWakesWhenShaken(t *testing.T) {
	b := castingWith(t, "swade", "Slumber, Bolt")
	script(b, 5, 1, 3, 2)
	apply(t, b, rules.Cast{Who: "priest", Power: "Slumber", Targets: []string{"buck"}})
	require.True(t, rules.Asleep(b.Figure("buck")))
	cp, err := b.Checkpoint()
	require.NoError(t, err)
	require.NoError(t, b.Undo())
	require.False(t, rules.Asleep(b.Figure("buck")), "undone: awake")
	require.NoError(t, b.Restore(cp))
	buck := b.Figure("buck")
	require.True(t, rules.Asleep(buck), "restored: asleep")
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.EndTurn{Who: "buck"})
	fighttest.ToTurn(t, b, "priest", 0)
	n := len(b.Events())
	script(b, 5, 1, 6, 1) // Faith 5 hits, 2d6 6+1 = 7 vs Toughness 6: Shaken
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	assert.Contains(t, strings.Join(logFrom(b, n), "\n"), "Buck wakes up.")
	assert.False(t, rules.Asleep(buck))
}
