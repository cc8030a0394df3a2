package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// phoneAimTable: the game night's yard, 20 squares by 12: Ann's rifleman
// on the left, three raiders and their boss across it, a raider far off
// in the corner.
const phoneAimTable = `name: Yard
map:
  rows:
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
    - "...................."
figures:
  - id: hero
    name: Hollis
    side: party
    player: anna
    wildcard: true
    at: [2, 6]
    traits: {agility: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Rifle, range: 24/48/96, damage: 2d8, shots: 15}
  - {id: r1, name: Raider 1, side: foes, at: [13, 4], traits: {agility: d6, vigor: d6}}
  - {id: r2, name: Raider 2, side: foes, at: [14, 7], traits: {agility: d6, vigor: d6}}
  - {id: boss, name: Boss, side: foes, wildcard: true, at: [16, 9], traits: {agility: d6, vigor: d6}}
`

// onMap reports whether a figure's whole base is on the phone's map.
func (p *phone) onMap(id string) bool {
	f := p.g.Board().Figure(id)
	require.NotNil(p.t, f, id)
	v := p.g.layout().mapView
	x0, y0 := p.g.cam.ToScreen(f.Center())
	r := f.Radius() * p.g.cam.Scale
	return x0-r >= v.X && x0+r <= v.X+v.W && y0-r >= v.Y && y0+r <= v.Y+v.H
}

// On a phone the view follows Ann's rifleman at a finger's 40 CSS px a
// square: nine squares across, the raiders 11 to 14 squares off are off
// the screen. Her tap on Shoot zooms out to show him and all three foes
// (24 CSS px a square at the least, so a tap still finds its square);
// she may then pan as she likes and the camera stays where she put it.
func TestAPhonesShootShowsTheFigureAndItsFoes(t *testing.T) {
	p := phoneOn(t, "yard.yaml", phoneAimTable, 3)
	p.dealTo("hero")
	p.tapSquare(2, 6)
	require.NotNil(t, p.battle().Turn(), "her tap starts his turn")
	require.InDelta(t, FingerSquare, p.cssSquare(), 0.01, "followed at a finger's square")
	assert.False(t, p.onMap("boss"), "the boss is off the screen before she aims")
	p.tapButton("Shoot")
	require.Equal(t, ModeShoot, p.g.ctl.Mode())
	p.shot("aim-shoot")
	for _, id := range []string{"hero", "r1", "r2", "boss"} {
		assert.True(t, p.onMap(id), "%s is on the phone's map after Shoot", id)
	}
	assert.GreaterOrEqual(t, p.cssSquare(), float64(AimSquare)-0.01, "a finger still lands on a square")
	assert.Less(t, p.cssSquare(), float64(FingerSquare), "zoomed out to show them")
	v := p.g.layout().mapView
	cx, cy := v.X+v.W/2, v.Y+v.H/2
	for i := range 6 { // one finger... two: a pan to the left
		p.touch([2]float64{cx - float64(i)*20, cy}, [2]float64{cx + 100 - float64(i)*20, cy})
	}
	p.frame()
	panned := p.g.cam
	p.frame()
	assert.Equal(t, panned, p.g.cam, "her pan is kept")
	p.tapSquare(14, 7) // aims
	p.tapSquare(14, 7) // shoots
	assert.Equal(t, panned, p.g.cam, "her shot keeps the camera where she put it")
}

// A raider too far to show at 24 CSS px a square with the rest is left
// out: the camera shows the figure and the nearest foes that fit.
func TestAPhonesAimShowsTheNearestFoesThatFit(t *testing.T) {
	armed := strings.Replace(phoneFollowTable, "    at: [30, 8]\n    traits: {agility: d8, shooting: d8, vigor: d6}\n",
		"    at: [30, 8]\n    traits: {agility: d8, shooting: d8, vigor: d6}\n    weapons:\n      - {name: Rifle, range: 24/48/96, damage: 2d8, shots: 15}\n", 1)
	require.NotEqual(t, phoneFollowTable, armed)
	p := phoneOn(t, "wide.yaml", armed+`  - {id: c2, name: Near, side: cult, at: [38, 3], traits: {agility: d6, vigor: d6}}
`, 3)
	p.dealTo("hero1")
	p.tapSquare(30, 8)
	require.NotNil(t, p.battle().Turn())
	p.tapButton("Shoot")
	p.frame()
	assert.True(t, p.onMap("hero1"))
	assert.True(t, p.onMap("c2"), "the near cultist 8 squares off")
	assert.False(t, p.onMap("c1"), "the cultist 28 squares off does not fit")
	assert.InDelta(t, AimSquare, p.cssSquare(), 0.01, "zoomed out as far as a finger allows")
}

// Bolt is aimed at a foe: Ann's caster picks it from More's Powers and
// the raider 12 squares off comes on the screen with her; a power cast
// on oneself or a friend (Deflection), moves the camera no more.
func TestAPhonesBoltShowsTheCasterAndTheFoe(t *testing.T) {
	p := phoneOn(t, "powers.yaml", powersPhone, 3)
	p.dealTo("hero1")
	p.tapSquare(2, 7)
	require.NotNil(t, p.battle().Turn())
	require.False(t, p.onMap("c1"), "the raider is off the screen at a finger's square")
	p.tapButton("More")
	for range 10 {
		if _, ok := p.shown("Powers"); ok {
			break
		}
		p.tapButton("Page ")
	}
	p.tapButton("Powers")
	p.tapButton("Bolt")
	p.shot("aim-bolt")
	assert.True(t, p.onMap("hero1"))
	assert.True(t, p.onMap("c1"), "the raider is on the screen once Bolt is picked")
	assert.GreaterOrEqual(t, p.cssSquare(), float64(AimSquare)-0.01)
	v := p.g.layout().mapView
	for i := range 12 { // her two-finger pan to the right, the raider off the screen
		p.touch([2]float64{v.X + 50 + float64(i)*60, v.Y + 100}, [2]float64{v.X + 150 + float64(i)*60, v.Y + 100})
	}
	p.frame()
	require.False(t, p.onMap("c1"), "panned away from the raider")
	panned := p.g.cam
	p.tapButton("Deflection")
	assert.Equal(t, panned, p.g.cam, "Deflection, cast on a friend, shows no foes")
}
