package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

// The window's card says a kept-up power's rounds left and who keeps it
// up, counted on the caster's turns (5 rounds after the casting's).
func TestTheWindowCardSaysAKeptPowersRoundsLeft(t *testing.T) {
	g, _ := arenaOf(t, castersYAML, 1, 1)
	b := g.ctl.Battle()
	*b.RNG() = *rules.ScriptedRNG(6, 1)
	require.NoError(t, b.Apply(rules.Cast{Who: "vera", Power: "Protection", Targets: []string{"vera"}}))
	lines := windowCardLines(b.Figure("vera"), b.Edition(), b.EndsText)
	assert.Contains(t, lines, "Effect: armor +2 (Protection) kept up by Vera, 5 rounds left")
	tip := effectTipLines(g.ctl.Board().Figure("vera"), b.EndsText)
	assert.Contains(t, tip, "Effect: armor +2 (Protection) kept up by Vera, 5 rounds left", "the token's tip too")
}

// A phone's copy of a caster lacks its Edges: its card takes the most
// Power Points the host tells (20 with the Power Points Edge).
func TestThePhoneCardTakesTheMostPowerPointsFromTheHost(t *testing.T) {
	f := &rules.Figure{Name: "Mage", Arcane: &rules.Arcane{Skill: rules.Spellcasting, PowerPoints: 15}, Powers: []string{"Bolt"}, Edges: []string{"Power Points"}}
	left, most := 18, 20
	lines := mirrorOf("player:ann", "", f, wire.FigureState{PowerPoints: &left, MaxPowerPoints: &most}).cardLines("f")
	assert.Contains(t, lines, "Powers: Bolt - Power Points 18/20")
}
