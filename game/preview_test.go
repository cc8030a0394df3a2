package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/session"
	"battlemat/wire"
)

// The window's odds box is the seat's preview of the action under the
// cursor, asked once per distinct action: the cursor moving over the
// same foe asks nothing more, and the odds, TN and modifiers shown are
// the session's answer to the GM.
func TestWindowOddsAreTheSeatsPreviewAskedOncePerAim(t *testing.T) {
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	require.NotNil(t, b.Turn())
	hoverSquare(g, 7, 3)
	clickSquare(g, 7, 3) // out through the door, in sight of the cultist
	press(g, CmdShoot.Key())
	hoverSquare(g, 14, 3)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.Empty(t, ap.Err)
	asked := g.ctl.pv.n

	// Elsewhere on the same square, and off it and back: the same shot.
	sx, sy := at(g, 14, 3)
	g.Handle(Input{X: sx + 3, Y: sy - 2})
	assert.Equal(t, asked, g.ctl.pv.n, "the same aim is not asked again")
	hoverSquare(g, 13, 3)
	hoverSquare(g, 14, 3)
	assert.Equal(t, asked, g.ctl.pv.n, "no foe on the square between, and back on the foe the answer kept")

	buck, cultist := g.ctl.Board().Figure("buck"), g.ctl.Board().Figure("cultist-5")
	want := session.GMPreview(b, g.ctl.shoot(buck, cultist))
	require.Len(t, want.Rolls, 1)
	r := want.Rolls[0]
	ap = g.ctl.Overlay().Attack
	assert.Equal(t, *r.Success, ap.Success)
	assert.Equal(t, *r.Raise, ap.Raise)
	assert.Equal(t, r.TN, ap.TN)
	assert.Equal(t, r.Mods, ap.Mods)
	assert.Equal(t, "Colt .45", ap.Weapon)
}

// An answer to an aim since changed is not kept: the state holds the
// last aim's alone, and nothing until it comes.
func TestAPreviewForAnOldAimIsDropped(t *testing.T) {
	var p aimPreview
	require.True(t, p.asks("1 shoot c1"))
	first := p.id
	require.True(t, p.asks("1 shoot c2"))
	assert.Nil(t, p.answer(), "asked, not come")
	assert.False(t, p.take(wire.Preview{ID: first}), "the first aim's answer comes late")
	assert.Nil(t, p.answer())
	assert.True(t, p.take(wire.Preview{ID: p.id, Rolls: []wire.Roll{{Target: "c2"}}}))
	require.NotNil(t, p.answer())
	assert.Equal(t, "c2", p.answer().Rolls[0].Target)
	assert.False(t, p.asks("1 shoot c2"), "the same aim again: kept")
}
