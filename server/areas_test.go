package server

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
)

func TestAreasNameTheTemplateItsAimAndWhereADeviatedBlastLanded(t *testing.T) {
	bd, err := board.Parse("t.yaml", []byte(`name: T
map:
  rows: ["..........", ".........."]
figures:
  - id: gren
    name: Grenadier
    side: a
    at: [0, 0]
    traits: {agility: d6, athletics: d6, shooting: d6}
    weapons:
      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true, shots: 2}
`))
	require.NoError(t, err)
	b, err := board.NewBattle(bd, 1)
	require.NoError(t, err)
	evs := []rules.Event{
		{Kind: rules.EventTrait, Who: "gren"},
		{Kind: rules.EventArea, Who: "gren", Weapon: "Grenade", Target: "(5, 1.5)",
			Outcome: "miss; it deviates 1.75\" toward 6 o'clock to (3.25, 1.5): nobody under it"},
		{Kind: rules.EventSuppress, Who: "gren", Weapon: "Grenade", Target: "(3, 0.5)"},
	}
	areas := AreasOf(b, evs)
	require.Len(t, areas, 2)
	assert.Equal(t, AreaMark{Kind: "mbt", Who: "gren", Aim: rules.Spot{X: 5, Y: 1.5}, Landing: &rules.Spot{X: 3.25, Y: 1.5}}, areas[0])
	assert.Equal(t, AreaMark{Kind: "mbt", Who: "gren", Aim: rules.Spot{X: 3, Y: 0.5}}, areas[1])
	assert.Empty(t, areasFor(areas, map[string]FigureState{}), "a seat that cannot see the thrower is told of no template")
}
