package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
)

// A Silence on the host's table (rules revision 8) is ringed on a
// phone's map and on the window's (both draw their seat's mirror): its
// centre and 3" radius, and it lights nothing.
func TestAPhoneAndTheWindowRingASilenceTheHostTellsOf(t *testing.T) {
	g := cellarGame(t)
	bf := g.ctl.Battle().Battlefield.(*board.Battlefield)
	q := geom.Point{X: 13.5, Y: 5.5} // the cellar's dark east end
	before := g.ctl.Board().LightAt(q)
	bf.AddSilence("priest", "", rules.Spot{X: 12.5, Y: 5.5}, 3, true)
	var phone seatMirror
	require.NoError(t, phone.mirrorState(g.ctl.fight.local.Session().View("player:anna")))
	want := [][2]geom.Point{{{X: 12.5, Y: 5.5}, {X: 3}}}
	assert.Equal(t, want, silenceRings(phone.Board), "the phone rings it")
	require.NotEqual(t, rules.Bright, before)
	assert.Equal(t, before, phone.Board.LightAt(q), "a Silence lights nothing")
	assert.Equal(t, before, g.ctl.Board().LightAt(q), "on the host's map neither")

	var window seatMirror
	require.NoError(t, window.mirrorState(g.ctl.fight.local.Session().View("gm")))
	assert.Equal(t, want, silenceRings(window.Board), "the window's seat rings it too")
}

// A Light's beam (rules revision 8) reaches a phone as its two ends
// (wire.Zone.To): the phone's map is Bright along the strip the host's
// is, and keeps its own light beside it.
func TestAPhoneLightsALightsBeamFromItsEnds(t *testing.T) {
	g := cellarGame(t)
	bf := g.ctl.Battle().Battlefield.(*board.Battlefield)
	bf.AddLightBeam("priest", "Light", rules.Spot{X: 9.5, Y: 1.5}, rules.Spot{X: 14.5, Y: 1.5}, 1, rules.Bright)
	var phone seatMirror
	require.NoError(t, phone.mirrorState(g.ctl.fight.local.Session().View("player:anna")))
	require.Len(t, phone.Board.Zones, 1)
	z := phone.Board.Zones[0]
	assert.True(t, z.Beam)
	assert.Equal(t, geom.Point{X: 14.5, Y: 1.5}, z.To, "the beam's far end")
	on, past, beside := geom.Point{X: 12.5, Y: 1.5}, geom.Point{X: 15.5, Y: 1.5}, geom.Point{X: 12.5, Y: 3.5}
	assert.Equal(t, rules.Bright, phone.Board.LightAt(on))
	assert.NotEqual(t, rules.Bright, phone.Board.LightAt(beside), "2\" off the strip: the cellar's dark east end")
	for _, q := range []geom.Point{on, past, beside} {
		assert.Equal(t, g.ctl.Board().LightAt(q), phone.Board.LightAt(q), "%v: as the host's map", q)
	}
}
