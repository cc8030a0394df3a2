package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// grappleSizeMod is the Size modifier on who's grapple roll against
// target (0 when there is none), the bear being of the given Size.
func grappleSizeMod(t *testing.T, rev int, bearSize int, who, target string) int {
	t.Helper()
	b := newBattleAt(t, arena, 1, rev)
	b.Figure("bear").Size = bearSize
	require.NoError(t, b.Battlefield.Place("bear", rules.Pos{X: 4, Y: 3}))
	fighttest.ToTurn(t, b, who, 0)
	p, err := b.Preview(rules.Grapple{Who: who, Target: target})
	require.NoError(t, err)
	if m, ok := modNamed(p.Rolls[0].Mods(0), "Size"); ok {
		return m.Value
	}
	return 0
}

// The grappler takes off the Scale difference, whichever of the two is
// bigger; Sizes -1 to 3 are Normal, so no difference between them.
func TestTheGrapplerSubtractsTheScaleDifferenceWhicheverIsBigger(t *testing.T) {
	assert.Equal(t, -2, grappleSizeMod(t, 4, 4, "buck", "bear"), "a human grappling a Size 4 (Large) creature")
	assert.Equal(t, -4, grappleSizeMod(t, 4, 8, "buck", "bear"), "a human grappling a Size 8 (Huge) creature")
	assert.Equal(t, 0, grappleSizeMod(t, 4, -1, "buck", "bear"), "a human grappling a Size -1 (Normal) creature")
	assert.Equal(t, -2, grappleSizeMod(t, 4, -2, "buck", "bear"), "a human grappling a Size -2 (Small) creature")
	assert.Equal(t, -2, grappleSizeMod(t, 4, 4, "bear", "buck"), "a Size 4 (Large) creature grappling a human")
}

// Revision 3 battles keep the old reading: the target's Size modifier less
// the grappler's, Size -1 counting as Small.
func TestRevisionThreeGrapplingAddsTheTargetsSizeLessTheGrapplers(t *testing.T) {
	assert.Equal(t, 2, grappleSizeMod(t, 3, 4, "buck", "bear"))
	assert.Equal(t, -2, grappleSizeMod(t, 3, -1, "buck", "bear"))
	assert.Equal(t, -2, grappleSizeMod(t, 3, 4, "bear", "buck"))
}
