package rules_test

import (
	"slices"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A shot's dice, kept by the battle (LastShot, the log, undo, battle
// files), are its own: the next shots, which reuse the battle's scratch
// arrays for their dice, leave them as they were rolled.
func TestAShotsDiceStayAsRolledAfterTheNextShots(t *testing.T) {
	b := armoryTurn(t, armory, 3)
	require.NoError(t, b.Battlefield.Place("c2", rules.Pos{X: 15, Y: 1}))
	tommy := rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c1", "c2"}}
	n := len(b.Events())
	// d10 10+5 and 10+3 hit (-4 multi-action, -2 recoil), the 7 misses.
	shoot(t, b, tommy, 10, 5, 10, 3, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	first, ev := b.LastShot(), b.Events()[n]
	require.Len(t, first.Dice, 3)
	dice, thrown := slices.Clone(first.Dice), slices.Clone(first.Thrown)
	rolls, evDice := slices.Clone(ev.Rolls), slices.Clone(ev.Dice)
	lines := logFrom(b, n) // the shot and its damage rolls
	require.GreaterOrEqual(t, len(lines), 3)
	assert.Contains(t, lines[1], "Damage")

	// Another three dice of other faces, then one die.
	shoot(t, b, tommy, 10, 2, 5, 6, 1, 1, 1, 1, 1, 1, 1, 1)
	require.NotSame(t, first, b.LastShot())
	colt := rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}}
	shoot(t, b, colt, 8, 4, 1, 1)
	single := b.LastShot()
	require.Len(t, single.Dice, 1)
	assert.Equal(t, 8, single.Thrown[0].Natural())

	assert.Equal(t, dice, first.Dice, "the first shot's dice as assigned")
	assert.Equal(t, thrown, first.Thrown, "the first shot's dice as thrown")
	assert.Equal(t, []int{15, 13, 7}, []int{thrown[0].Sum(), thrown[1].Sum(), thrown[2].Sum()})
	assert.Equal(t, rolls, b.Events()[n].Rolls, "the first shot's event's rolls")
	assert.Equal(t, evDice, b.Events()[n].Dice, "the first shot's event's dice")
	assert.Equal(t, lines, b.Log()[n:n+len(lines)], "the first shot's lines, its damage rolls' too")
}
