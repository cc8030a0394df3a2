package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// slideOf is where Ann's phone draws the figure now: how far its token
// still has to go to its square (ok false: it is not sliding).
func (p *phone) slideOf(id string) (dx, dy float64, ok bool) {
	_, moving, _ := p.g.tableAnimation(p.g.ctl.drawnBoard())
	for _, m := range moving {
		if m.f.ID == id {
			return m.dx, m.dy, true
		}
	}
	return 0, 0, false
}

// On Ann's phone (a hosted screen) the GM's cultist moving 2" slides
// there over 0.4 s: drawn from his old square when the news comes, half
// way at 0.2 s (12 frames), and on his new square when the slide is over
// (24 frames), the map's figure there all along.
func TestAPhoneSlidesAMoveHalfWayAtHalfTheTime(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	p.gmDoes(rules.Move{Who: "c1", To: rules.Pos{X: 5, Y: 3}})
	require.Equal(t, rules.Pos{X: 5, Y: 3}, p.g.ctl.drawnBoard().Figure("c1").At, "the map has him there")
	dx, dy, ok := p.slideOf("c1")
	require.True(t, ok, "the move slides")
	assert.InDelta(t, 2*(1-smooth(1.0/slideTicks)), dx, 1e-9, "from his old square (one frame on)")
	assert.Zero(t, dy)
	_, _, ok = p.slideOf("hero1")
	assert.False(t, ok, "a figure that stayed does not slide")
	for range slideTicks/2 - 1 {
		p.frame()
	}
	dx, _, ok = p.slideOf("c1")
	require.True(t, ok)
	assert.InDelta(t, 1, dx, 1e-9, "half way at half the time")
	p.shot("slide-half-way")
	for range slideTicks / 2 {
		p.frame()
	}
	_, _, ok = p.slideOf("c1")
	assert.False(t, ok, "on his square after 0.4 s")
}

// smooth is the slide's easing.
func smooth(t float64) float64 { return t * t * (3 - 2*t) }

// cultGrenadeTable is hostedTable with a grenade (a Medium Blast) in the
// cultist's hands.
var cultGrenadeTable = strings.Replace(hostedTable, "    traits: {agility: d6, fighting: d6, vigor: d6}\n",
	"    traits: {agility: d6, fighting: d6, vigor: d6, athletics: d6}\n    weapons:\n      - {name: Grenade, range: 5/10/20, damage: 3d6, template: MBT, thrown: true}\n", 1)

// On Ann's phone the GM's grenade's Medium Blast is outlined where it
// came down for 3 s: still after a second, gone after three.
func TestAPhoneOutlinesAnAreaAttacksTemplateForThreeSeconds(t *testing.T) {
	require.Contains(t, cultGrenadeTable, "Grenade")
	p := phoneOn(t, "grenade.yaml", cultGrenadeTable, 3)
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	p.gmTries(rules.AreaAttack{Who: "c1", Weapon: "Grenade", At: rules.Spot{X: 2.5, Y: 1.5}}, "hero1")
	p.answerNo()
	_, _, areas := p.g.tableAnimation(p.g.ctl.drawnBoard())
	require.Len(t, areas, 1, "the blast is outlined")
	assert.Equal(t, "mbt", strings.ToLower(areas[0].Kind))
	p.shot("template-shown")
	for range 60 {
		p.frame()
	}
	_, _, areas = p.g.tableAnimation(p.g.ctl.drawnBoard())
	assert.Len(t, areas, 1, "still outlined after a second")
	for range templateTicks - 60 {
		p.frame()
	}
	_, _, areas = p.g.tableAnimation(p.g.ctl.drawnBoard())
	assert.Empty(t, areas, "gone after 3 s")
}
