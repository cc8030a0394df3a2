package menu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// poisonScene: a viper whose bite paralyzes, the hero it bites and a
// medic with Healing beside it.
const poisonScene = `name: Poison
map:
  rows:
    - "......"
    - "......"
figures:
  - id: hero
    name: Hero
    side: heroes
    wildcard: true
    bennies: 0
    at: [0, 0]
    traits: {agility: d8, smarts: d6, spirit: d6, strength: d6, vigor: d6, fighting: d8}
  - id: medic
    name: Medic
    side: heroes
    at: [0, 1]
    traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, faith: d8}
    arcane: {skill: faith, power_points: 10}
    powers: [Healing]
  - id: viper
    name: Viper
    side: cult
    at: [1, 0]
    abilities: ["Poison (Paralyzing, -2)", Bite]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d8}
`

func TestTheNeutralizePoisonOptionIsOfferedOnAParalyzedFigureAndGreyedOnAnother(t *testing.T) {
	bd, err := board.Parse("poison.yaml", []byte(poisonScene))
	require.NoError(t, err)
	b, err := board.NewBattle(bd, 1)
	require.NoError(t, err)
	fighttest.ToTurn(t, b, "viper", 0)
	// Fighting d8 6 hits; 4+2 = 6 Shakes the hero (Toughness 5); Vigor
	// d6 2, Wild 1, -2 fails; the paralysis' 2d6 are 1+2.
	*b.RNG() = *rules.ScriptedRNG(6, 4, 2, 2, 1, 1, 2)
	require.NoError(t, b.Apply(rules.Melee{Who: "viper", Target: "hero", Weapon: "Bite"}))
	require.True(t, b.Figure("hero").Stunned)
	require.NoError(t, b.Apply(rules.EndTurn{Who: "viper"}))
	fighttest.ToTurn(t, b, "medic", 0)
	var names []string
	for _, m := range Mods(b, "Healing") {
		names = append(names, m.Name)
	}
	assert.Contains(t, names, "Neutralize Poison")
	a, err := Get(CastPower).Build(b, Pick{Who: "medic", Target: "hero", Power: "Healing", Mods: []string{"Neutralize Poison"}})
	require.NoError(t, err)
	assert.NoError(t, b.Check(a), "the hero carries a Paralyzing poison")
	a, err = Get(CastPower).Build(b, Pick{Who: "medic", Target: "medic", Power: "Healing", Mods: []string{"Neutralize Poison"}})
	require.NoError(t, err)
	assert.EqualError(t, b.Check(a), "Medic carries no poison to neutralize")
}
