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

// dimHedge and a sentry in the open at (19, 8), 19" from the rifleman:
// medium range (-2) and dim light (-2), -4 in all, an easier shot than
// the hedged scout's -6 though farther. Revision 12 asks first whether a
// better target stands in sight from where it is: it stays at (0, 4) and
// shoots the sentry rather than walking to (6, 0) to better the shot at
// the scout. Revision 11 stays and shoots the scout, the nearest.
const dimHedgeAndSentry = `
name: Dim hedge and sentry
light: dim
map:
  rows: ["........................", "........................", "........................", "........................", ".................h......", "........................", "........................", "........................", "........................"]
  legend:
    "h": {cover: light, difficult: true}
figures:
  - {id: rifleman, side: a, at: [0, 4], pace: 6, traits: {shooting: d8}, weapons: [{name: Rifle, range: 12/24/48, damage: 2d8, shots: 5}]}
  - {id: scout, side: b, at: [18, 4], traits: {shooting: d6}, weapons: [{name: Rifle, range: 12/24/48, damage: 2d8, shots: 5}]}
  - {id: sentry, side: b, at: [19, 8], traits: {shooting: d6}, weapons: [{name: Rifle, range: 12/24/48, damage: 2d8, shots: 5}]}
`

func TestBetterShotLooksForAnEasierTargetFirst(t *testing.T) {
	shotAt := func(b *rules.Battle) string { // the first figure the rifleman's events name
		for _, e := range b.Events() {
			if e.Who == "rifleman" && e.Target != "" {
				return e.Target
			}
		}
		return ""
	}
	b := newBattleAt(t, dimHedgeAndSentry, 1, 12)
	sg := b.Battlefield.Sight("rifleman", "sentry", &b.Figure("rifleman").Weapons[0])
	assert.Equal(t, rules.Medium, sg.Band)
	assert.Equal(t, rules.NoCover, sg.Cover)
	assert.Equal(t, rules.Dim, sg.Light)
	b, s := stalemateTurn(t, dimHedgeAndSentry, 11, "rifleman", nil)
	assert.Equal(t, "rifleman at (0, 4) after Shoot", s)
	assert.Equal(t, "scout", shotAt(b), "revision 11 shoots the nearest")
	b, s = stalemateTurn(t, dimHedgeAndSentry, 12, "rifleman", nil)
	assert.Equal(t, "rifleman at (0, 4) after Shoot", s)
	assert.Equal(t, "sentry", shotAt(b))
}
