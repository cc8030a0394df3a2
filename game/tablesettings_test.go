package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/wire"
)

// A settings command with nothing told, or an id that is none, sends
// nothing.
func TestSettingsCommandNeedsTheTablesSettings(t *testing.T) {
	_, ok := settingsMsg(nil, RemoteGMAsks)
	assert.False(t, ok)
	_, ok = settingsMsg(&wire.Settings{}, "nonsense")
	assert.False(t, ok)
	_, ok = settingsMsg(&wire.Settings{}, RemoteAISide)
	assert.False(t, ok, "a hand-over names a side")
	msg, ok := settingsMsg(&wire.Settings{AI: []string{"red"}}, RemoteAISide+"red")
	require.True(t, ok)
	require.NotNil(t, msg.AI)
	assert.Empty(t, *msg.AI, "the red side taken back")
}
