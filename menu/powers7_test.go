package menu

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// dispeller is the menu's battle with the hero casting Dispel and a
// Darkness the foe keeps up over itself.
func dispeller(t *testing.T) *rules.Battle {
	t.Helper()
	bd, err := board.Parse("menu.yaml", []byte(strings.Replace(scene, "[Bolt (frost), Blast, Protection]", "[Dispel]", 1)))
	require.NoError(t, err)
	b, err := board.NewBattle(bd, 1)
	require.NoError(t, err)
	fighttest.ToTurn(t, b, "hero", 0)
	b.Figure("foe").Arcane = &rules.Arcane{Skill: rules.Faith, PowerPoints: 10}
	b.Battlefield.(rules.ZoneBattlefield).AddLightZone("foe", "Darkness", b.Battlefield.Centre("foe"), 3, rules.Dark)
	return b
}

func TestThePowersEntryDispelsTheAreaAFigureStandsInWithTheChoiceArea(t *testing.T) {
	b := dispeller(t)
	assert.Equal(t, []string{"power", "area"}, PowerOptions("Dispel"))
	a, err := Get(CastPower).Build(b, Pick{Who: "hero", Target: "foe", Power: "Dispel", Choice: "area"})
	require.NoError(t, err)
	assert.Equal(t, rules.Cast{Who: "hero", Power: "Dispel", Targets: []string{"foe"}, Choice: "area"}, a)
	assert.NoError(t, b.Check(a), "the foe stands in the Darkness")
	// The foe carries no power: the default choice is refused, and the
	// screens offer it as a target for the other choice.
	a, err = Get(CastPower).Build(b, Pick{Who: "hero", Target: "foe", Power: "Dispel"})
	require.NoError(t, err)
	assert.ErrorContains(t, b.Check(a), "Foe carries no power to dispel")
	assert.True(t, OtherChoiceTakes(b, a))
}
