//go:build !js

package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/wire"
)

var optionsTable = game.ScenarioText("name: Options", game.OpenRows(8, 3),
	game.AnnsHero(game.At(0, 0), "traits: {agility: d8, fighting: d8, shooting: d8, vigor: d6}",
		"weapons:",
		"  - {name: Tommy, range: 12/24/48, damage: 2d6+1, rof: 3, shots: 30, burst: true}",
		"  - {name: Knife, damage: str+d4, edged: true}"),
	game.CultExtra("c1", "Cultist", 7, 2),
	game.CultExtra("c2", "Brute", 1, 0))

// optionsAt is a seat's screen on Ann's hero's turn with a Tommy gun
// and a knife, a foe far off and one adjacent.
func optionsAt(t *testing.T, seat string) (*game.Remote, *outbox) {
	t.Helper()
	o := &outbox{}
	r := game.NewRemote(o)
	up := "hero1"
	st := wire.State{Type: "state", Seq: 3, Seat: seat, Round: 1, Up: &up, Acting: true, Scenario: optionsTable, Mine: []string{"hero1"},
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"}, "c1": {Name: "Cultist", Side: "cult"}, "c2": {Name: "Brute", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}, "c2": {At: rules.Pos{X: 1, Y: 0}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	return r, o
}

func lastAction(t *testing.T, o *outbox) map[string]any {
	t.Helper()
	require.NotEmpty(t, o.msgs)
	var a map[string]any
	require.NoError(t, json.Unmarshal(o.msgs[len(o.msgs)-1].Action, &a))
	return a
}

func TestRemoteShotOptionsGoIntoThePreviewAndTheShot(t *testing.T) {
	r, o := optionsAt(t, "player:anna")
	r.Tap(board.Square{X: 7, Y: 2}, true)
	labels := buttonLabels(r)
	assert.Contains(t, labels, "Called: none")
	assert.Contains(t, labels, "Dice: 1 of RoF 3")
	assert.NotContains(t, labels, "Wild Attack", "a shot has no Wild Attack")
	assert.NotContains(t, labels, "The Drop (GM)", "a player does not grant herself The Drop")

	r.Press(labels["Called: none"])
	a := lastAction(t, o)
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type, "a changed option asks the odds again")
	assert.Equal(t, "limb", a["called"])
	r.Press(buttonLabels(r)["Dice: 1 of RoF 3"])
	r.Press(buttonLabels(r)["Dice: 2 of RoF 3 *"])
	a = lastAction(t, o)
	assert.Equal(t, []any{"c1", "c1", "c1"}, a["targets"], "three dice at the one foe")
	r.Press(buttonLabels(r)["Dice: 3 of RoF 3 *"])
	assert.Equal(t, "burst", lastAction(t, o)["mode"])
	assert.Contains(t, buttonLabels(r), "Fire: burst +1 *", "swade's burst from rules revision 9")

	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	a = lastAction(t, o)
	assert.Equal(t, "limb", a["called"])
	assert.Equal(t, "burst", a["mode"])
	assert.Equal(t, "Tommy", a["weapon"])
}

func TestRemoteFightOptionsWildNonlethalAndTheGMsDrop(t *testing.T) {
	r, o := optionsAt(t, "gm")
	r.Tap(board.Square{X: 1, Y: 0}, true)
	labels := buttonLabels(r)
	require.Contains(t, labels, "Fight!")
	for _, l := range []string{"Wild Attack", "Desperate: off", "Nonlethal", "The Drop (GM)", "Called: none"} {
		assert.Contains(t, labels, l)
	}
	assert.NotContains(t, labels, "Dice: 1 of RoF 3", "no fire mode in a fight")
	r.Press(labels["Wild Attack"])
	r.Press(buttonLabels(r)["Nonlethal"])
	r.Press(buttonLabels(r)["The Drop (GM)"])
	r.Press(game.RemoteConfirm)
	a := lastAction(t, o)
	assert.Equal(t, "fight", a["kind"])
	assert.Equal(t, "Knife", a["weapon"])
	assert.Equal(t, true, a["wild"])
	assert.Equal(t, true, a["nonlethal"])
	assert.Equal(t, true, a["edged"], "nonlethal with a blade is the flat of it")
	assert.Equal(t, true, a["drop"])

	// The options last the turn: the next foe tapped keeps them.
	r.Tap(board.Square{X: 1, Y: 0}, true)
	assert.Contains(t, buttonLabels(r), "Wild Attack *")
}

func TestRemoteOptionsEndWithTheTurn(t *testing.T) {
	r, _ := optionsAt(t, "player:anna")
	r.Tap(board.Square{X: 1, Y: 0}, true)
	r.Press(buttonLabels(r)["Wild Attack"])
	require.True(t, r.Options().Wild)
	up := "c1"
	a, err := json.Marshal(wire.Applied{Type: "applied", Seq: r.Seq + 1, Round: 1, Up: &up, Acting: true, Figures: r.Figures})
	require.NoError(t, err)
	require.NoError(t, r.Receive(a))
	assert.False(t, r.Options().Wild)
}
