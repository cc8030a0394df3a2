package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Suppressive fire's preview says what the fire will do to each figure
// under the template before the click. Buck's Tommy Gun (Shooting d10,
// Wild d6, -2 recoil): Distracted needs a 6 on either die, 1 - (5/10 x
// 5/6) = 7/12, 58%; a raise a 10 on either (the d6 through 6 and then 4
// or more), 1 - (9/10 x 11/12) = 17.5%, shown 18%. Cultist 4 behind the
// brick wall is wholly hidden from Buck: not affected.
func TestSuppressPreviewSaysWhatTheFireDoesToEachFigure(t *testing.T) {
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	lines, any, err := b.SuppressPreview(rules.Suppress{Who: "buck", At: rules.Spot{X: 10.5, Y: 3.5}})
	require.NoError(t, err)
	assert.True(t, any)
	assert.Equal(t, []rules.PreviewLine{
		{ID: "c2", Text: "Cultist 2: no cover, not prone: Distracted 58%, hit 18%"},
		{ID: "c4", Text: "Cultist 4: wholly hidden from Buck: not affected"},
	}, lines)

	// Under the template only Cultist 4, wholly hidden: the preview says
	// the fire can affect nobody.
	lines, any, err = b.SuppressPreview(rules.Suppress{Who: "buck", At: rules.Spot{X: 12.5, Y: 3.5}})
	require.NoError(t, err)
	assert.False(t, any)
	assert.Equal(t, []rules.PreviewLine{
		{ID: "c4", Text: "Cultist 4: wholly hidden from Buck: not affected"},
		{Text: "no figure under it can be affected: the fire would spend the action and 15 rounds for nothing"},
	}, lines)

	// A prone figure in the open 3" or more away: -4, Distracted needs a
	// 10 on either die: 17.5%, 18%; a raise 14: the d10 10 then 4 or
	// more (7/100), the d6 6, 6, then 2 or more (5/216).
	b.Figure("c2").Prone = true
	lines, _, err = b.SuppressPreview(rules.Suppress{Who: "buck", At: rules.Spot{X: 8.5, Y: 3.5}})
	require.NoError(t, err)
	assert.Contains(t, lines, rules.PreviewLine{ID: "c2", Text: "Cultist 2: -4 prone: Distracted 18%, hit 9%"})
}
