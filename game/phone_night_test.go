package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// phoneNightTable is the e2e reach test's: a map wider than a phone
// shows at 40 CSS px a square, Ann's hero, and a cultist behind a low
// wall (medium cover).
const phoneNightTable = `name: Night
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "......=........."
    - "................"
    - "................"
    - "................"
    - "................"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [3, 5]
    traits: {agility: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}
  - id: c1
    name: Cultist
    side: cult
    at: [7, 5]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

// Ann's phone: her tap starts her hero's turn and the map shades his
// reach (his Pace, each square's cost); a tap on the cultist behind the
// low wall draws the line of fire with its medium cover and the odds
// with the cover's -4, and shoots nothing yet.
func TestAPhoneShowsReachAndLineOfFireByFinger(t *testing.T) {
	p := phoneOn(t, "night.yaml", phoneNightTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(3, 5)
	require.NotNil(t, b.Turn(), "her tap starts his turn")
	ov := p.g.ctl.Overlay()
	assert.NotEmpty(t, ov.Reach, "the map shades his reach")
	assert.Equal(t, 6, ov.PaceLeft)
	n := len(b.Applied)
	p.tapSquare(7, 5)
	require.Len(t, b.Applied, n, "the first tap only aims")
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "the line of fire to the cultist")
	assert.Equal(t, "shoot", ap.Kind)
	assert.True(t, ap.Visible)
	assert.Equal(t, rules.MediumCover, ap.Cover, "the low wall by the cultist")
	assert.Contains(t, ap.Mods.String(), "-4", "the odds count the cover")
	assert.Equal(t, "(7, 5): tap again to attack", p.message())
	p.shot("night-aimed")
}

// After her shot, Ann taps the cultist again: the phone aims afresh and
// shows the odds box again, here with why the shot would be refused (her
// one action is taken). The odds box stayed hidden since the shot (the finger had not left the
// square), so the phone said only "tap again to attack" over a red line
// labelled "medium cover" and the second tap was refused. Her hero is an
// Extra here, as Deputy Cole was: no reroll question, so no tap elsewhere
// between the shot and the new aim.
func TestAPhoneAimingAgainAfterAShotShowsTheOddsBoxAgain(t *testing.T) {
	extra := strings.Replace(phoneNightTable, "wildcard: true", "wildcard: false", 1)
	require.NotEqual(t, phoneNightTable, extra)
	p := phoneOn(t, "night.yaml", extra, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(3, 5)
	require.NotNil(t, b.Turn(), "her tap starts his turn")
	p.tapSquare(7, 5)
	_, _, ok := p.g.views().tipBox()
	require.True(t, ok, "the first tap's odds box")
	n := len(b.Applied)
	p.tapSquare(7, 5)
	require.Nil(t, p.g.ctl.Asked(), "an Extra is asked nothing")
	for range 5 {
		p.frame()
	}
	require.Greater(t, len(b.Applied), n, "the second tap shoots")
	require.Len(t, b.Turn().Taken, 1, "her one action is taken")

	p.tapSquare(7, 5)
	for range 5 {
		p.frame()
	}
	lines, _, ok := p.g.views().tipBox()
	require.True(t, ok, "aimed afresh, the odds box shows again")
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.NotEmpty(t, ap.Err, "the host refuses a second shot")
	assert.Contains(t, strings.Join(lines, " "), ap.Err, "the box says why (on lines as wide as the phone)")
}

// The odds box stays inside a phone's width: a refusal longer than the
// phone is wide goes on more lines. Doc Holt's Derringer aimed at a rider
// across the street read "a shot at extreme range needs an Aim the turn
// before" cut at the screen's right edge.
func TestAPhonesOddsBoxWrapsWithinTheScreen(t *testing.T) {
	far := strings.Replace(phoneNightTable, "at: [7, 5]", "at: [13, 5]", 1)
	far = strings.Replace(far, "range: 12/24/48", "range: 1/2/3", 1) // extreme range: refused without an Aim
	p := phoneOn(t, "night.yaml", far, 3)
	p.dealTo("hero1")
	p.tapSquare(3, 5)
	require.NotNil(t, p.battle().Turn(), "her tap starts his turn")
	p.tapAt(p.g.cam.ToScreen(p.g.Board().Figure("c1").Center()))
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.NotEmpty(t, ap.Err, "refused at extreme range")
	lines, box, ok := p.g.views().tipBox()
	require.True(t, ok)
	assert.GreaterOrEqual(t, box.X, 0.0)
	assert.LessOrEqual(t, box.X+box.W, float64(p.g.screenW), "the box %v inside the phone's width", box)
	u := p.g.views().l.u
	face := fontBold.face(u * 0.75)
	for _, l := range lines {
		w, _ := text.Measure(l, face, 0)
		assert.LessOrEqual(t, box.X+u*0.5+w, float64(p.g.screenW), "%q inside the phone's width", l)
	}
}

// A first tap on a foe the rules refuse to shoot says so on the message
// line, not "tap again to attack": Anna's Buck aimed at a cultist past a
// thin wall and read "(10, 8): tap again to attack" over "no line of
// fire" in the odds box; her second tap was refused.
func TestAPhonesFirstTapOnARefusedShotSaysWhy(t *testing.T) {
	far := strings.Replace(phoneNightTable, "at: [7, 5]", "at: [13, 5]", 1)
	far = strings.Replace(far, "range: 12/24/48", "range: 1/2/3", 1) // extreme range: refused without an Aim
	p := phoneOn(t, "night.yaml", far, 3)
	p.dealTo("hero1")
	p.tapSquare(3, 5)
	require.NotNil(t, p.battle().Turn(), "her tap starts his turn")
	p.tapAt(p.g.cam.ToScreen(p.g.Board().Figure("c1").Center()))
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.NotEmpty(t, ap.Err, "refused at extreme range")
	msg, bad := p.g.ctl.Message()
	assert.True(t, bad, "a refusal: %q", msg)
	assert.Equal(t, "(13, 5): "+ap.Err, msg)
	assert.NotContains(t, msg, "tap again")
}
