//go:build !js

package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// A phone moves its caster's Mobile area (rules revision 8) from More:
// the entry, then a tap on the square the area's centre goes to, whose
// odds it asks before the button sends it.
func TestRemoteMovesAMobileAreaToTheSquareTapped(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: rules.KindMoveArea, Who: "hero1", Square: true, Entry: menu.MoveArea.Key()})
	r.Press("more")
	r.Press(buttonLabels(r)["Move Mobile area"])
	r.Tap(board.Square{X: 4, Y: 2}, true)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "preview", o.msgs[0].Type)
	assert.JSONEq(t, `{"kind":"move_area","who":"hero1","at":{"x":4.5,"y":2.5}}`, string(o.msgs[0].Action))
	r.Press(game.RemoteConfirm)
	require.Len(t, o.msgs, 2)
	assert.Equal(t, "action", o.msgs[1].Type)
}
