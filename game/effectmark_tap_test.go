package game

import (
	"encoding/json"
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

// TestATapOnAnEffectMarkNamesTheEffect: on a phone the GM's Parry -2 on a
// figure shows as its "-" mark; a finger on the mark names the ruling and
// when it ends (the window's tip, effectmarks.go) in the status line and
// picks nothing.
func TestATapOnAnEffectMarkNamesTheEffect(t *testing.T) {
	memorySettings(t)
	g, _ := twelveJoined(t, wire.SeatGM, 1, 390, 844)
	figs := maps.Clone(g.R.Figures)
	st := figs["w0"]
	st.Effects = []wire.EffectInfo{{Label: "parry -2 (GM)", Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeParry, Value: -2}}
	figs["w0"] = st
	a, err := json.Marshal(wire.Applied{Type: "applied", Seq: g.R.Seq + 1, Round: g.R.Round, Figures: figs})
	require.NoError(t, err)
	require.NoError(t, g.R.Receive(a), "the host tells of the GM's ruling")
	f := g.R.Board.Figure("w0")
	require.NotNil(t, f)
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
	assert.Equal(t, "Captain Augustina Wolfram: parry -2 (GM) until removed", msg, "the window's tip on one line")
	assert.Empty(t, g.R.Selected(), "the tap named the mark and picked nobody")
}
