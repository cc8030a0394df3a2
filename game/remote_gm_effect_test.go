//go:build !js

package game_test

import (
	"encoding/json"
	"testing"

	"battlemat/board"
	"battlemat/game"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The GM's tablet puts an effect in one step: More, "GM: effect", a tap
// on the figure, the ruling chosen with its button, Confirm.
func TestRemoteGMChoosesAnEffectAmongTheRulingsOffered(t *testing.T) {
	a, err := menu.Get(menu.GMEffect).Build(battleOf(t), menu.Pick{Who: "hero1", Target: "c1"})
	require.NoError(t, err)
	r, o := offered(t, moreOffer(t, a, "c1"))
	r.Press(game.RemoteMore)
	labels := buttonLabels(r)
	require.Contains(t, labels, "GM: effect", "the host offers the first ruling")
	r.Press(labels["GM: effect"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "parry", lastAction(t, o)["change"])
	require.Contains(t, buttonLabels(r), "Effect: Parry -2 to its next turn's end")
	r.Press(buttonLabels(r)["Effect: Parry -2 to its next turn's end"])
	require.Contains(t, buttonLabels(r), "Effect: Parry +2 to its next turn's end")
	assert.EqualValues(t, 2, lastAction(t, o)["value"])
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, map[string]any{"kind": "effect", "who": "c1", "change": "parry", "value": 2.0, "ends": "turns", "span": 1.0}, lastAction(t, o))

	// Round the ten rulings and back to the first.
	r.Press(game.RemoteMore)
	r.Press(buttonLabels(r)["GM: effect"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	for i := range menu.GMEffects {
		label := "Effect: " + menu.GMEffects[i].Label
		require.Contains(t, buttonLabels(r), label)
		r.Press(buttonLabels(r)[label])
	}
	assert.Contains(t, buttonLabels(r), "Effect: Parry -2 to its next turn's end")
}

func battleOf(t *testing.T) *rules.Battle {
	t.Helper()
	bd, err := board.Parse("remote.yaml", []byte(remoteTable))
	require.NoError(t, err)
	b, err := board.NewBattle(bd, 7)
	require.NoError(t, err)
	return b
}

// A phone's token carries the marks of the effects the host tells of,
// and its card names them with when they end.
func TestRemoteTokenAndCardShowTheEffectsTheHostTellsOf(t *testing.T) {
	r, _ := remoteAt(t, true)
	figs := r.Figures
	c1 := figs["c1"]
	c1.Effects = []wire.EffectInfo{{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: rules.ChangeParry, Value: -2,
		Ends: "until the end of its next turn", Label: "parry -2 (GM)"}}
	figs["c1"] = c1
	data, err := json.Marshal(wire.Applied{Type: "applied", Seq: r.Seq + 1, Round: 1, Up: &[]string{"hero1"}[0], Acting: true, Figures: figs})
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	assert.Equal(t, []string{"-"}, game.EffectMarks(r.Board.Figure("c1").Effects))
	assert.Contains(t, r.CardLines("c1"), "Effect: parry -2 (GM) until the end of its next turn")
	assert.Empty(t, r.Board.Figure("hero1").Effects)
}
