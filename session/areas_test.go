//go:build !js

package session

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

func TestAreasNameTheTemplateItsAimAndWhereADeviatedBlastLanded(t *testing.T) {
	evs := []rules.Event{
		{Kind: rules.EventTrait, Who: "gren"},
		{Kind: rules.EventArea, Who: "gren", Weapon: "Grenade",
			Template: &rules.PlacedTemplate{Kind: rules.MBT, Aim: rules.Spot{X: 5, Y: 1.5}, Centre: rules.Spot{X: 3.25, Y: 1.5}}},
		{Kind: rules.EventSuppress, Who: "gren", Weapon: "Tommy Gun",
			Template: &rules.PlacedTemplate{Kind: rules.MBT, Aim: rules.Spot{X: 3, Y: 0.5}, Centre: rules.Spot{X: 3, Y: 0.5}}},
	}
	areas := AreasOf(evs)
	require.Len(t, areas, 2)
	assert.Equal(t, wire.AreaMark{Kind: "mbt", Who: "gren", Aim: rules.Spot{X: 5, Y: 1.5}, Landing: &rules.Spot{X: 3.25, Y: 1.5}}, areas[0])
	assert.Equal(t, wire.AreaMark{Kind: "mbt", Who: "gren", Aim: rules.Spot{X: 3, Y: 0.5}}, areas[1])
	assert.Empty(t, areasFor(areas, map[string]wire.FigureState{}), "a seat that cannot see the thrower is told of no template")
}
