package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// A rifleman 18" from a scout who crouches behind a hedge, in dim light:
// medium range (-2), light cover (-2) and dim light (-2), -6 in all.
// Revision 11 stays and shoots at -6; revision 12 walks, within its
// Pace, to a square at short range (-4 in all, 2 better), then shoots.
const dimHedge = `
name: Dim hedge
light: dim
map:
  rows: ["........................", "........................", "........................", "........................", ".................h......", "........................", "........................", "........................", "........................"]
  legend:
    "h": {cover: light, difficult: true}
figures:
  - {id: rifleman, side: a, at: [0, 4], pace: 6, traits: {shooting: d8}, weapons: [{name: Rifle, range: 12/24/48, damage: 2d8, shots: 5}]}
  - {id: scout, side: b, at: [18, 4], traits: {shooting: d6}, weapons: [{name: Rifle, range: 12/24/48, damage: 2d8, shots: 5}]}
`

// rifleSight is the rifleman's line to the scout: range band, the scout's
// cover and the light on it.
func rifleSight(b *rules.Battle) rules.Sight {
	return b.Battlefield.Sight("rifleman", "scout", &b.Figure("rifleman").Weapons[0])
}

func TestShotAtMinusSixInDimLightMovesToOneTwoBetter(t *testing.T) {
	b, s := stalemateTurn(t, dimHedge, 11, "rifleman", nil)
	assert.Equal(t, "rifleman at (0, 4) after Shoot", s)
	sg := rifleSight(b)
	assert.Equal(t, rules.Medium, sg.Band)
	assert.Equal(t, rules.LightCover, sg.Cover)
	assert.Equal(t, rules.Dim, sg.Light)
	b, s = stalemateTurn(t, dimHedge, 12, "rifleman", nil)
	assert.Equal(t, "rifleman at (6, 0) after Move, Shoot", s)
	sg = rifleSight(b)
	assert.Equal(t, rules.Short, sg.Band, "12\" away: short range, -4 in all")
	assert.Equal(t, rules.LightCover, sg.Cover)
}

// The same, the rifleman behind a stone wall at (1, 4) and another at
// (7, 2): of the squares at short range within its Pace, (6, 0) would
// leave it in the open, so it takes (6, 2), behind the second wall.
const dimHedgeWalls = `
name: Dim hedge, walls
light: dim
map:
  rows: ["........................", "........................", ".......w................", "........................", ".w...............h......", "........................", "........................", "........................", "........................"]
  legend:
    "h": {cover: light, difficult: true}
    "w": {cover: medium, difficult: true, material: stone}
figures:
  - {id: rifleman, side: a, at: [0, 4], pace: 6, traits: {shooting: d8}, weapons: [{name: Rifle, range: 12/24/48, damage: 2d8, shots: 5}]}
  - {id: scout, side: b, at: [18, 4], traits: {shooting: d6}, weapons: [{name: Rifle, range: 12/24/48, damage: 2d8, shots: 5}]}
`

func TestBetterShotKeepsTheShootersOwnCover(t *testing.T) {
	cover := func(b *rules.Battle) rules.Cover {
		return b.Battlefield.Sight("scout", "rifleman", &b.Figure("scout").Weapons[0]).Cover
	}
	b, s := stalemateTurn(t, dimHedgeWalls, 11, "rifleman", nil)
	assert.Equal(t, "rifleman at (0, 4) after Shoot", s)
	assert.Equal(t, rules.MediumCover, cover(b))
	b, s = stalemateTurn(t, dimHedgeWalls, 12, "rifleman", nil)
	assert.Equal(t, "rifleman at (6, 2) after Move, Shoot", s)
	assert.Equal(t, rules.Short, rifleSight(b).Band)
	assert.Equal(t, rules.MediumCover, cover(b), "behind the second wall")
}
