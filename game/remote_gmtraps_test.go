//go:build !js

package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/wire"
)

// TestRemoteGMShootIsGreyedWithThePreviewsReason: a shot the host's
// preview refuses keeps its button, greyed with the reason, and a tap on
// it says why and sends nothing.
func TestRemoteGMShootIsGreyedWithThePreviewsReason(t *testing.T) {
	up := "c1"
	r, o := gmAt(t, 1, &up, true)
	r.Tap(board.Square{X: 0, Y: 0}, true)
	require.Len(t, o.msgs, 1)
	require.Equal(t, "preview", o.msgs[0].Type)
	assert.Empty(t, r.ButtonWhy(game.RemoteConfirm), "not greyed while the odds are asked")
	p, _ := json.Marshal(wire.Preview{Type: "preview", ID: o.msgs[0].ID, Error: "no line of fire from Cultist to Ann's Hero"})
	require.NoError(t, r.Receive(p))
	assert.Equal(t, "no line of fire from Cultist to Ann's Hero", r.ButtonWhy(game.RemoteConfirm))
	r.Press(game.RemoteConfirm)
	assert.Len(t, o.msgs, 1, "a greyed Shoot! sends nothing")
	m, bad := r.Message()
	assert.True(t, bad)
	assert.Equal(t, "no line of fire from Cultist to Ann's Hero", m)

	// Aimed again where the preview accepts it: the button is live.
	r.Tap(board.Square{X: 0, Y: 0}, true)
	require.Len(t, o.msgs, 2)
	assert.Empty(t, r.ButtonWhy(game.RemoteConfirm))
}

// TestRemoteGMLookingAtAFigureNeverChangesWhoActs: while the cultist's
// turn is under way, the GM taps a hero to look at it, and opens another
// figure's card; the next taps on the map still move the cultist.
func TestRemoteGMLookingAtAFigureNeverChangesWhoActs(t *testing.T) {
	up := "c1"
	r, o := gmAt(t, 1, &up, true)
	r.Tap(board.Square{X: 0, Y: 0}, true) // the hero: looked at (its odds)
	r.LongPress(board.Square{X: 0, Y: 0}, true)
	r.Tap(board.Square{X: 5, Y: 1}, true)
	r.Tap(board.Square{X: 5, Y: 1}, true)
	require.Len(t, o.msgs, 2)
	assert.JSONEq(t, `{"kind":"move","who":"c1","to":{"x":5,"y":1}}`, string(o.msgs[1].Action))
}

func TestRemoteGMHintSaysHowToStartTheTurnOfWhoeverIsUp(t *testing.T) {
	up := "c1"
	r, _ := gmAt(t, 1, &up, false)
	assert.Equal(t, "Tap Cultist or Next to start its turn", r.Hint())
	r, _ = gmAt(t, 0, nil, false)
	assert.Equal(t, "Tap Deal the round to start", r.Hint())
}
