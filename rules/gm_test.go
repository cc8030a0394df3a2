package rules_test

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGMPlaceAndStateSurviveUndo(t *testing.T) {
	b := newBattle(t, duel, 1)
	refused(t, b, rules.Place{Who: "buck", To: rules.Pos{X: 8, Y: 1}}, "Cultist 1 stands on (8, 1)")
	refused(t, b, rules.Place{Who: "buck", To: rules.Pos{X: 30, Y: 1}}, "Buck cannot be put on (30, 1): (30, 1) is off the map")
	require.NoError(t, b.Apply(rules.Place{Who: "buck", To: rules.Pos{X: 3, Y: 3}}))
	st := b.Figure("buck").State
	st.Wounds, st.Bennies = 2, 1
	refused(t, b, rules.SetState{Who: "c1", State: rules.State{Wounds: 1}}, "Cultist 1 takes at most 0 Wounds before Incapacitation")
	require.NoError(t, b.Apply(rules.SetState{Who: "buck", State: st, Note: "the fall from the train"}))
	assert.Equal(t, "Buck is set to 2 Wounds (the GM: the fall from the train).", b.Log()[len(b.Log())-1])
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.NoError(t, b.Undo())
	p, _ := b.Battlefield.Position("buck")
	assert.Equal(t, rules.Pos{X: 3, Y: 3}, p, "the GM's placement is an action: undo of a later one keeps it")
	assert.Equal(t, 2, b.Figure("buck").Wounds)
	require.NoError(t, b.Undo())
	require.NoError(t, b.Undo())
	p, _ = b.Battlefield.Position("buck")
	assert.Equal(t, rules.Pos{X: 1, Y: 1}, p)
	assert.Equal(t, 0, b.Figure("buck").Wounds)
}

func TestGMExtraModifiersAndSpeech(t *testing.T) {
	b := buckTurn(t, duel, 0)
	refused(t, b, rules.Speak{Who: "buck", Text: "  "}, "Buck has nothing to say")
	require.NoError(t, b.Apply(rules.Speak{Who: "buck", Text: "Drop it!"}))
	assert.Equal(t, `Buck says: "Drop it!"`, b.Log()[len(b.Log())-1])
	n := len(b.Events())
	script(b, 6, 2)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Extra: rules.Mods{{Name: "behind a crate", Value: -2}}}))
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 6, Wild d6 2, -2 behind a crate = 4 vs 4: hit.", b.Log()[n])
}

func TestRevealShowsAHiddenFigureOnce(t *testing.T) {
	b := newBattle(t, duel, 1)
	assert.False(t, b.Hidden("c1"), "no figure of the duel is hidden")
	refused(t, b, rules.Reveal{Who: "c1"}, "Cultist 1 is not hidden")
	refused(t, b, rules.Reveal{Who: "nobody"}, `there is no figure "nobody"`)
	b = newBattle(t, strings.Replace(duel, "    side: cult\n", "    side: cult\n    hidden: true\n", 1), 1)
	assert.True(t, b.Hidden("c1"))
	assert.False(t, b.Hidden("c2"))
	require.NoError(t, b.Apply(rules.Reveal{Who: "c1"}))
	assert.Equal(t, "Cultist 1 is revealed by the GM.", b.Log()[len(b.Log())-1])
	assert.False(t, b.Hidden("c1"))
	refused(t, b, rules.Reveal{Who: "c1"}, "Cultist 1 is not hidden")
	require.NoError(t, b.Undo())
	assert.True(t, b.Hidden("c1"), "undo hides it again")
}
