package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

// TestATapOnAnEffectMarkNamesTheEffect: on a phone the GM's Parry -2 on a
// figure shows as its "-" mark; a finger on the mark names the ruling in
// the status line and picks nothing.
func TestATapOnAnEffectMarkNamesTheEffect(t *testing.T) {
	memorySettings(t)
	g, _ := twelveJoined(t, wire.SeatGM, 1, 390, 844)
	f := g.R.Board.Figure("w0")
	require.NotNil(t, f)
	f.Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeParry, Value: -2}}
	var mark *markPlace
	for _, tp := range placeTokens(g.R.Board, g.cam, DrawOptions{Selected: g.R.Selected()}.style(), nil) {
		for i, m := range tp.marks {
			if tp.f == f && m.badge == badgePenalty {
				mark = &tp.marks[i]
			}
		}
	}
	require.NotNil(t, mark, "the figure carries a '-' mark")
	g.tap(mark.x, mark.y)
	msg, isErr := g.R.Message()
	assert.False(t, isErr)
	assert.Equal(t, "Captain Augustina Wolfram: parry -2 (GM)", msg)
	assert.Empty(t, g.R.Selected(), "the tap named the mark and picked nobody")
}
