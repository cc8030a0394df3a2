package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// phoneFollowTable: a map 40 squares wide, which a phone held upright
// fits at some 9 CSS px a square; Ann plays two heroes far from the
// map's left edge.
const phoneFollowTable = `name: Wide
map:
  rows:
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
    - "........................................"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [30, 8]
    traits: {agility: d8, shooting: d8, vigor: d6}
  - id: hero2
    name: Ann's Friend
    side: heroes
    player: anna
    at: [33, 9]
    traits: {agility: d4, shooting: d6, vigor: d6}
  - id: c1
    name: Cultist
    side: cult
    at: [2, 2]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

// cssSquare is a square of the phone's map in CSS pixels.
func (p *phone) cssSquare() float64 { return p.g.cam.Scale / p.g.deviceScale }

// centreOf is a figure's centre on the phone's screen.
func (p *phone) centreOf(id string) (float64, float64) {
	f := p.g.Board().Figure(id)
	require.NotNil(p.t, f, id)
	return p.g.cam.ToScreen(f.Center())
}

// Ann's phone (390x844 CSS px at a device scale of 3) shows the whole
// 40-square map at under 10 CSS px a square; when her hero comes up the
// camera zooms to a finger's 40 CSS px and centres on him; when she
// selects her other hero it centres on that one; Fit shows the whole map
// again.
func TestAPhoneZoomsToAFingersSquareOnItsFigureWhenItComesUp(t *testing.T) {
	p := phoneOn(t, "wide.yaml", phoneFollowTable, 3)
	v := p.g.layout().mapView
	assert.InDelta(t, 1170/41.6/3, p.cssSquare(), 0.05, "the whole map: its 40 squares and margins across 390 CSS px")
	assert.Less(t, p.cssSquare(), 10.0)
	p.shot("follow-fit")
	p.dealTo("hero1")
	assert.InDelta(t, FingerSquare, p.cssSquare(), 0.01, "a finger's square when he comes up")
	x, y := p.centreOf("hero1")
	assert.InDelta(t, v.X+v.W/2, x, 0.5, "centred across: the map reaches past both sides of the screen")
	assert.True(t, v.Contains(x, y), "his centre (%.0f, %.0f) is on the map's part %+v", x, y, v)
	p.shot("follow-up")
	p.tapSquare(33, 9)
	require.Equal(t, "hero2", p.g.ctl.selected, "her tap selects her other hero")
	x, y = p.centreOf("hero2")
	assert.InDelta(t, v.X+v.W/2, x, 0.5, "the camera centres on the hero she selected")
	assert.True(t, v.Contains(x, y))
	assert.InDelta(t, FingerSquare, p.cssSquare(), 0.01)
	b, ok := p.g.ButtonFor(CmdFit)
	if ok {
		p.tapAt(b.X+b.W/2, b.Y+b.H/2)
	} else {
		p.g.Handle(Input{Keys: CmdFit.Key()})
		p.frame()
	}
	assert.InDelta(t, 1170/41.6/3, p.cssSquare(), 0.05, "Fit shows the whole map again")
}

// A person's pinch is kept: after the camera followed her hero, Ann
// pinches the map smaller; her taps (his turn starts, her other hero
// selected) leave the camera where her fingers put it, until her hero's
// next turn.
func TestAPhoneKeepsThePersonsPinchUntilTheNextTurn(t *testing.T) {
	p := phoneOn(t, "wide.yaml", phoneFollowTable, 3)
	p.dealTo("hero1")
	require.InDelta(t, FingerSquare, p.cssSquare(), 0.01)
	v := p.g.layout().mapView
	cx, cy := v.X+v.W/2, v.Y+v.H/2
	for i := range 8 { // two fingers close from 300 to 160 px apart
		d := 150 - float64(i)*10
		p.touch([2]float64{cx - d, cy}, [2]float64{cx + d, cy})
	}
	p.frame()
	pinched := p.g.cam
	require.Less(t, pinched.Scale/3, 25.0, "the pinch shrank the map")
	p.tapSquare(30, 8)
	require.NotNil(t, p.battle().Turn(), "her tap starts his turn")
	assert.Equal(t, pinched, p.g.cam, "his turn's start keeps her pinch")
	p.tapSquare(33, 9)
	require.Equal(t, "hero2", p.g.ctl.selected)
	assert.Equal(t, pinched, p.g.cam, "selecting her other hero keeps her pinch")
	p.gmDoes(rules.EndTurn{Who: "hero1"})
	p.dealTo("hero2")
	assert.InDelta(t, FingerSquare, p.cssSquare(), 0.01, "her next figure's turn follows again")
	x, _ := p.centreOf("hero2")
	assert.InDelta(t, v.X+v.W/2, x, 0.5)
}

// A phone has no F key: its Tools tab has a Fit button that shows the
// whole map again. On the street Bob's Doc Holt, followed at 40 CSS px a
// square, could not see the gang sixteen squares off, and the Tools tab
// held no Fit (the hosting guide says Fit shows the whole map).
func TestAPhonesToolsTabFitsTheWholeMap(t *testing.T) {
	p := phoneOn(t, "wide.yaml", phoneFollowTable, 3)
	p.dealTo("hero1")
	require.InDelta(t, FingerSquare, p.cssSquare(), 0.01, "followed at a finger's square")
	tab, ok := p.shown("Tools")
	require.True(t, ok, "the Tools tab: %v", p.labels())
	p.tapAt(tab.X+tab.W/2, tab.Y+tab.H/2)
	b, ok := p.g.ButtonFor(CmdFit)
	require.True(t, ok, "a Fit button on the Tools tab: %v", p.labels())
	assert.GreaterOrEqual(t, b.H, 34.0*3, "finger-sized")
	p.tapAt(b.X+b.W/2, b.Y+b.H/2)
	assert.InDelta(t, 1170/41.6/3, p.cssSquare(), 0.05, "the whole map")
}

// inSafeMiddle: the point is at least a fifth of the map's part of the
// screen from each of its sides.
func inSafeMiddle(v Rect, x, y float64) bool {
	return x >= v.X+v.W/5 && x <= v.X+v.W*4/5 && y >= v.Y+v.H/5 && y <= v.Y+v.H*4/5
}

// After Ann's hero moves, by her finger or by the GM's hand, her phone
// follows him when he leaves the middle of her view: her walk of four
// squares to the right ends 35 CSS px from the screen's edge, and the
// camera centres on him again; the GM's walk of him to the map's corner
// ends with him as far in as the map and its coordinates allow. A
// cultist's walk, or her hero's step inside the middle, leaves the camera
// where it is.
func TestAPhoneFollowsItsFigureThatMovesOutOfTheViewsMiddle(t *testing.T) {
	table := strings.Replace(phoneFollowTable, "    at: [30, 8]\n", "    at: [30, 8]\n    pace: 12\n", 1)
	p := phoneOn(t, "wide.yaml", table, 3)
	p.dealTo("c1")
	p.gmDoes(rules.StartTurn{Who: "c1", Actions: 1})
	before := p.g.cam
	p.gmDoes(rules.Move{Who: "c1", To: rules.Pos{X: 7, Y: 2}})
	require.Equal(t, rules.Pos{X: 7, Y: 2}, p.at("c1"))
	assert.Equal(t, before, p.g.cam, "a cultist's walk leaves her camera")
	p.dealTo("hero1")
	v := p.g.layout().mapView // under the cards' strip once they are dealt
	require.InDelta(t, FingerSquare, p.cssSquare(), 0.01)
	p.tapSquare(30, 8)
	require.NotNil(t, p.battle().Turn(), "her tap starts his turn")
	followed := p.g.cam
	p.tapSquare(31, 8)
	p.tapSquare(31, 8)
	require.Equal(t, rules.Pos{X: 31, Y: 8}, p.at("hero1"), "her step to the right")
	assert.Equal(t, followed, p.g.cam, "a step inside the middle leaves the camera")
	p.tapSquare(34, 8)
	p.tapSquare(34, 8)
	require.Equal(t, rules.Pos{X: 34, Y: 8}, p.at("hero1"), "her walk to the right")
	x, y := p.centreOf("hero1")
	assert.InDelta(t, v.X+v.W/2, x, 0.5, "the camera centres on him again across")
	assert.True(t, inSafeMiddle(v, x, y), "he is in the middle of her view: (%.0f, %.0f) of %+v", x, y, v)
	assert.InDelta(t, FingerSquare, p.cssSquare(), 0.01, "at the same zoom")
	p.shot("follow-walked")

	require.True(t, p.gmTries(rules.Move{Who: "hero1", To: rules.Pos{X: 39, Y: 11}}, "anna"), "the GM walks him to the corner")
	require.Equal(t, rules.Pos{X: 39, Y: 11}, p.at("hero1"))
	x, y = p.centreOf("hero1")
	s := p.g.cam.Scale
	assert.InDelta(t, v.X+v.W-Margin*s, p.g.cam.X+40*s, 0.5, "the map's right edge and its coordinates end the view")
	assert.InDelta(t, v.Y+v.H-Margin*s, p.g.cam.Y+12*s, 0.5, "its bottom edge and coordinates end the view")
	assert.True(t, v.Contains(x-s/2, y-s/2) && v.Contains(x+s/2, y+s/2), "his square is wholly in view: (%.0f, %.0f) of %+v", x, y, v)
	p.shot("follow-corner")
}

// at is where the session's battle has the figure.
func (p *phone) at(id string) rules.Pos {
	at, ok := p.battle().Battlefield.Position(id)
	require.True(p.t, ok, id)
	return at
}

// On its side a phone fits the whole map and follows no turn; zoomed in
// by hand, it follows Ann's hero when the GM walks him out of the
// middle of its map's part, at the zoom her fingers chose.
func TestAPhoneOnItsSideFollowsItsFigureThatMovesOutOfTheMiddle(t *testing.T) {
	table := strings.Replace(phoneFollowTable, "    at: [30, 8]\n", "    at: [30, 8]\n    pace: 12\n", 1)
	p := phoneOn(t, "wide.yaml", table, 3)
	p.g.SetScreenSize(2532, 1170)
	p.frame()
	p.dealTo("hero1")
	require.True(t, p.g.layout().tabs && !p.g.layout().sheet, "a phone on its side")
	for range 4 {
		p.g.Handle(Input{Keys: CmdZoomIn.Key()})
		p.frame()
	}
	zoomed := p.g.cam
	require.False(t, p.g.fitted, "zoomed in by hand")
	v := p.g.layout().mapView
	// Her fingers pan him to the middle.
	p.g.cam.X, p.g.cam.Y = v.X+v.W/2-30.5*zoomed.Scale, v.Y+v.H/2-8.5*zoomed.Scale
	x, y := p.centreOf("hero1")
	require.True(t, inSafeMiddle(v, x, y), "he starts in the middle: (%.0f, %.0f) of %+v", x, y, v)
	require.True(t, p.gmTries(rules.StartTurn{Who: "hero1", Actions: 1}, "anna"))
	require.True(t, p.gmTries(rules.Move{Who: "hero1", To: rules.Pos{X: 20, Y: 3}}, "anna"), "the GM walks him ten squares left")
	x, y = p.centreOf("hero1")
	assert.True(t, inSafeMiddle(v, x, y), "her phone centres on him again: (%.0f, %.0f) of %+v", x, y, v)
	assert.Equal(t, zoomed.Scale, p.g.cam.Scale, "at her zoom")
}
