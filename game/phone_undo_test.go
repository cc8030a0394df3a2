package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/wire"
)

// The GM takes back the gunman's shot that Ann soaked with a benny: her
// phone says it was undone and drops the shot's dice. Before, it kept
// saying the hit was soaked, with the dice of a roll no longer in the
// battle, and only its log lacked it: she could not tell whether her
// benny was spent.
func TestAPhoneSaysTheGMsUndoAndDropsTheUndoneDice(t *testing.T) {
	p := phoneOn(t, "guns.yaml", hostGunTable, 5)
	b := p.battle()
	asked := func() bool { q := p.g.ctl.Asked(); return q != nil && q.Who == "hero1" }
	p.gunmanShootsTillAsked(asked)
	require.True(t, asked(), "a shot wounds her hero and her phone asks")
	n, bennies := len(b.Applied), b.Figure("hero1").Bennies
	yes, ok := p.g.ButtonFor(CmdYes)
	require.True(t, ok)
	p.tapAt(yes.X+yes.W/2, yes.Y+yes.H/2)
	p.answerNo() // a reroll of the soak roll or of Incapacitation: kept
	require.Equal(t, n+1, len(b.Applied), "the shot stands, soaked")
	require.NotEmpty(t, p.g.ctl.dice, "her phone shows the shot's dice")
	said := p.message()

	require.NoError(t, p.gm.Send(wire.Incoming{Type: wire.TypeUndo, ID: "undo"}))
	p.frame()
	require.Equal(t, n, len(b.Applied), "undone")
	assert.Equal(t, bennies, b.Figure("hero1").Bennies, "her benny back")
	assert.NotEqual(t, said, p.message())
	assert.Contains(t, p.message(), "Undone", "her phone says the last action was taken back")
	assert.Empty(t, p.g.ctl.dice, "no dice of an action taken back")
	assert.Empty(t, p.g.ctl.fight.mirror.DiceLines())
	p.shot("undone")
}
