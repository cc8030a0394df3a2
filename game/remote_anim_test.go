//go:build !js

package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

func applied(t *testing.T, seq int, figs map[string]wire.FigureState, rolls []wire.Roll, areas []wire.AreaMark) []byte {
	t.Helper()
	up := "hero1"
	data, err := json.Marshal(wire.Applied{Type: "applied", Seq: seq, Log: []string{"x"}, Rolls: rolls, Round: 1, Up: &up, Acting: true, Figures: figs, Areas: areas})
	require.NoError(t, err)
	return data
}

func TestRemoteShowsTheLastActionsDiceWithTotalAgainstTN(t *testing.T) {
	r, _ := remoteAt(t, true)
	seven, two := 7, 2
	rolls := []wire.Roll{
		{Who: "hero1", Trait: "shooting", Target: "c1", TN: 4, Total: &seven, Mods: rules.Mods{{Name: "range", Value: -2}}},
		{Who: "c1", Trait: "vigor", TN: 4, Total: &two},
	}
	figs := map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}
	require.NoError(t, r.Receive(applied(t, 4, figs, rolls, nil)))
	assert.Equal(t, []string{
		"Ann's Hero: Shooting vs Cultist 7 vs TN 4: hit (-2 range)",
		"Cultist: Vigor 2 vs TN 4: miss",
	}, r.DiceLines())
}

func TestRemoteSlidesAMoveAndANewMessageFinishesIt(t *testing.T) {
	r, _ := remoteAt(t, true)
	figs := map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 4, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}
	require.NoError(t, r.Receive(applied(t, 4, figs, nil, nil)))
	x, y, ok := r.Sliding("hero1")
	require.True(t, ok, "the move slides")
	assert.Equal(t, [2]float64{0, 0}, [2]float64{x, y}, "from its old square")
	_, _, ok = r.Sliding("c1")
	assert.False(t, ok, "a figure that stayed does not slide")
	for range 12 {
		r.Tick()
	}
	x, _, ok = r.Sliding("hero1")
	require.True(t, ok)
	assert.InDelta(t, 2, x, 0.01, "half way at half the time")

	figs2 := map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 4, Y: 2}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}
	require.NoError(t, r.Receive(applied(t, 5, figs2, nil, nil)))
	x, y, ok = r.Sliding("hero1")
	require.True(t, ok)
	assert.Equal(t, [2]float64{4, 0}, [2]float64{x, y}, "the next slide starts where the last one ended")
	for range 24 {
		r.Tick()
	}
	_, _, ok = r.Sliding("hero1")
	assert.False(t, ok, "done after 0.4 s")
	assert.Equal(t, 4, r.Board.Figure("hero1").At.X)
	assert.Equal(t, 2, r.Board.Figure("hero1").At.Y)
}

func TestRemoteShowsATemplateAFewSecondsThenNot(t *testing.T) {
	r, _ := remoteAt(t, true)
	figs := map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}
	land := rules.Spot{X: 6.5, Y: 2.5}
	area := wire.AreaMark{Kind: "mbt", Who: "hero1", Aim: rules.Spot{X: 5, Y: 1.5}, Landing: &land}
	require.NoError(t, r.Receive(applied(t, 4, figs, nil, []wire.AreaMark{area})))
	assert.Equal(t, []wire.AreaMark{area}, r.Areas())
	for range 60 {
		r.Tick()
	}
	assert.NotEmpty(t, r.Areas(), "still shown after a second")
	for range 180 {
		r.Tick()
	}
	assert.Empty(t, r.Areas(), "gone after a few seconds")
}
