package game

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A battle file of an older revision of the rules opens under it, and the
// window says so; a new battle says nothing of the kind.
func TestOlderRulesAreSaidOnOpening(t *testing.T) {
	data, err := os.ReadFile("../testdata/demo-2026-11.battle.json")
	require.NoError(t, err)
	f, err := FightFromBattleFile(data, "")
	require.NoError(t, err)
	assert.Equal(t, 1, f.Battle().Revision())
	g := New(nil)
	g.SetFight(f)
	msg, bad := g.ctl.Message()
	assert.False(t, bad)
	assert.Equal(t, "This battle is played under the rules of revision 1 (new battles: revision 12); it keeps them.", msg)

	nf, err := NewFight(f.Name, f.Scenario, 7)
	require.NoError(t, err)
	g.SetFight(nf)
	msg, _ = g.ctl.Message()
	assert.Empty(t, msg)
}
