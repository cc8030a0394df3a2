package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tapCmd taps the sheet's button of this command (it must be shown and
// enabled).
func (p *phone) tapCmd(id Cmd) {
	p.t.Helper()
	b, ok := p.g.ButtonFor(id)
	require.True(p.t, ok, "a %s button: %v", id, p.labels())
	require.True(p.t, b.Enabled, "%q is enabled: %s", b.Label, b.Why)
	p.tapAt(b.X+b.W/2, b.Y+b.H/2)
}

// Between turns Ann's phone offers the declaration (1 action, 2, 3) with
// her hero up now; her tap on 2 sends nothing by itself and says the -2
// every roll takes; her tap on her hero starts his turn with two actions
// declared, the prompt says which action of the two, the
// shot's odds carry the -2 multi-action, and the next turn declares one
// again.
func TestAPhoneDeclaresTwoActionsByFingerAndTheOddsTakeTheMinusTwo(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	assert.Contains(t, p.g.ctl.promptText(), "Ann's Hero", "her hero is up now")
	one, ok := p.g.ButtonFor(CmdDeclare1)
	require.True(t, ok, "the declaration is offered: %v", p.labels())
	assert.True(t, one.Active, "one action unless changed")
	n := len(b.Applied)
	p.tapCmd(CmdDeclare2)
	assert.Len(t, b.Applied, n, "a declaration sends nothing by itself")
	assert.Equal(t, "The next turn declares 2 actions: -2 on every roll (Enter starts it)", p.message())
	two, _ := p.g.ButtonFor(CmdDeclare2)
	assert.True(t, two.Active, "2 is lit")

	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn(), "her tap starts his turn")
	require.Len(t, b.Applied, n+1)
	st, ok := b.Applied[n].Action.(rules.StartTurn)
	require.True(t, ok, "a start: %T", b.Applied[n].Action)
	assert.Equal(t, rules.StartTurn{Who: "hero1", Actions: 2}, st)
	assert.Contains(t, p.g.ctl.promptText(), "actions 0/2", "the prompt says which action of the two")

	p.tapButton("Shoot")
	p.tapSquare(7, 3)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "the shot's overlay")
	require.Empty(t, ap.Err)
	assert.Contains(t, ap.Mods, rules.Modifier{Name: "multi-action", Value: -2}, "the odds carry the penalty: %v", ap.Mods)
	assert.Equal(t, 1, p.g.ctl.declare.n(), "spent: the next turn declares one again")
}
