package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// castingAt is castingWith under rules revision rev.
func castingAt(t *testing.T, edition, powers string, rev int) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "["+powers+"]", 1)
	b := newBattleAt(t, "edition: "+edition+"\n"+sc, 1, rev)
	fighttest.ToTurn(t, b, "priest", 0)
	return b
}

// speedRaiseRunning casts Speed on the acolyte (Faith 8: a raise; 5: a
// success) and returns the acolyte's action modifiers on a turn it runs.
func speedRaiseRunning(t *testing.T, edition string, rev, faith int) int {
	t.Helper()
	b := castingAt(t, edition, "Speed", rev)
	script(b, faith, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Speed", Targets: []string{"acolyte"}})
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "acolyte", 1)
	script(b, 3)
	apply(t, b, rules.Run{Who: "acolyte"})
	return b.ActionMods("acolyte").Sum()
}

// swade Speed with a raise: the recipient runs without the -2 running
// penalty; a plain success keeps it.
func TestSpeedWithARaiseTakesAwayTheRunningPenalty(t *testing.T) {
	assert.Equal(t, 0, speedRaiseRunning(t, "swade", rules.CurrentRevision, 8), "raise: no running penalty")
	assert.Equal(t, -2, speedRaiseRunning(t, "swade", rules.CurrentRevision, 5), "success: running -2")
}

// deluxe Speed with a raise: running is free, no -2.
func TestDeluxeSpeedWithARaiseRunsFree(t *testing.T) {
	assert.Equal(t, 0, speedRaiseRunning(t, "deluxe", rules.CurrentRevision, 8))
	assert.Equal(t, -2, speedRaiseRunning(t, "deluxe", rules.CurrentRevision, 5))
}

// slothRaiseMoving casts Sloth on Buck (Faith 8: a raise; 5: a success)
// and returns Buck's action modifiers after he moves one square.
func slothRaiseMoving(t *testing.T, rev, faith int) int {
	t.Helper()
	b := castingAt(t, "swade", "Sloth", rev)
	script(b, faith, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Sloth", Targets: []string{"buck"}})
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, 0, b.ActionMods("buck").Sum(), "no move yet: no penalty")
	pos, ok := b.Battlefield.Position("buck")
	require.True(t, ok)
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: pos.X, Y: pos.Y + 1}})
	return b.ActionMods("buck").Sum()
}

// swade Sloth with a raise: moving counts as an action, so a turn with a
// move and one action is at the multi-action -2; a success only halves
// Pace.
func TestSlothWithARaiseMakesMovingAnAction(t *testing.T) {
	assert.Equal(t, -2, slothRaiseMoving(t, rules.CurrentRevision, 8))
	assert.Equal(t, 0, slothRaiseMoving(t, rules.CurrentRevision, 5))
}
