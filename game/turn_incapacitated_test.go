package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// An Incapacitated figure whose card comes up (its Bleeding Out roll is
// made as the turn opens) can do nothing: still Shaken, it is offered no
// benny to act (the rules refuse an Incapacitated figure's Unshake) and
// its prompt says it is Incapacitated, not "Move - Pace left 3".
func TestAnIncapacitatedFiguresTurnOffersNoBennyToAct(t *testing.T) {
	// Vera and a friend of hers, so her fall does not end the fight.
	g, _ := arenaOf(t, arenaYAML+"  - {id: ned, name: Ned, side: red, at: [1, 4], traits: {agility: d6, vigor: d6}}\n", 1, 1)
	b := g.ctl.Battle()
	st := b.Figure("vera").State
	st.Shaken, st.Incapacitated, st.Wounds = true, true, 3
	require.NoError(t, g.ctl.Apply(rules.SetState{Who: "vera", State: st, Note: "down"}))
	require.Greater(t, b.Figure("vera").Bennies, 0)
	g.Handle(Input{})
	for _, bt := range g.Buttons() {
		assert.NotEqual(t, "Spend a benny: no longer Shaken", bt.Label, "no benny offered to an Incapacitated figure")
	}
	p := g.ctl.promptText()
	assert.NotContains(t, p, "spend a benny")
	assert.NotContains(t, p, "Pace left")
	assert.Contains(t, p, "Incapacitated")
}

// A phone has no B key: the still-Shaken message names the button.
func TestTheStillShakenMessageSaysTapOnAFinger(t *testing.T) {
	c := &Controller{finger: true}
	assert.Equal(t, "Vera is still Shaken: tap Spend a benny to act", c.words("Vera is still Shaken: press B to spend a benny and act"))
}
