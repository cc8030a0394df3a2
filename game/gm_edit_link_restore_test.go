//go:build !js

package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// editWhy are the GM's greyed edit entries shown now, by label, with
// their reasons.
func editWhy(g *Game) map[string]string {
	out := map[string]string{}
	for _, b := range g.Buttons() {
		if b.Cmd == CmdEditItem && !b.Enabled {
			out[b.Label] = b.Why
		}
	}
	return out
}

// The GM's edit over a link greys what the rules would refuse, with the
// reason: the unhurt cultist before the deal has no Wound, Fatigue or
// benny to lose, is not hidden and has no card to hold; a click on a
// greyed entry says why and sends nothing. Reveal is live for the hidden
// horror, and the cultist's Remove takes it off the host's table.
func TestTheGMsEditOverALinkGreysWhatTheRulesWouldRefuseAndSendsNothing(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	g := gl.g
	press(g, CmdEdit.Key())
	require.True(t, g.ctl.Editing())
	clickSquare(g, 7, 2)
	require.Equal(t, "c1", g.ctl.selected)
	assert.Equal(t, map[string]string{
		"Wounds -":       "Cultist has no Wounds",
		"Fatigue -":      "Cultist has no Fatigue",
		"Benny -":        "Cultist has no bennies",
		"Reveal Cultist": "Cultist is not hidden",
		"Hold: set":      "Cultist has no card to hold",
	}, editWhy(g))
	for _, l := range []string{"Wounds -", "Benny -", "Fatigue -"} {
		clickButton(t, g, CmdEditItem, l)
		assert.Equal(t, editWhy(g)[l], g.ctl.msg, "a click on a greyed entry says why")
		assert.True(t, g.ctl.msgErr)
	}
	for range 5 {
		g.Handle(Input{})
	}
	assert.Equal(t, 0, gl.h.Seq(), "nothing the rules would refuse is sent")

	clickSquare(g, 7, 0)
	require.Equal(t, "lurker", g.ctl.selected)
	assert.NotContains(t, editWhy(g), "Reveal Skulking Horror", "Reveal is live for a hidden figure")

	clickSquare(g, 7, 2)
	clickButton(t, g, CmdEditItem, "Remove Cultist")
	gl.until(t, "the removal", func() bool { return gl.h.Seq() == 1 })
	gl.h.Battle(func(b *rules.Battle) { assert.Nil(t, b.Figure("c1"), "the cultist is off the host's table") })
}
