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

// armedTable: a hero with two guns and two blades, a cultist far off and
// one beside her.
var armedTable = game.ScenarioText("name: Armed", game.OpenRows(8, 3),
	game.AnnsHero(game.At(0, 0), "traits: {agility: d8, shooting: d8, fighting: d8, vigor: d6}",
		"weapons:",
		"  - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}",
		"  - {name: Knife, damage: str+d4}",
		"  - {name: Rifle, range: 24/48/96, damage: 2d8, shots: 5}",
		"  - {name: Sword, damage: str+d8}"),
	game.CultExtra("c1", "Cultist", 7, 2),
	game.CultExtra("c2", "Brute", 1, 0))

func armedRemote(t *testing.T) (*game.Remote, *outbox) {
	t.Helper()
	o := &outbox{}
	r := game.NewRemote(o)
	up := "hero1"
	st := wire.State{Type: "state", Seq: 3, Seat: "player:anna", Round: 1, Up: &up, Acting: true,
		Scenario: armedTable, Mine: []string{"hero1"},
		Roster: map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"},
			"c1": {Name: "Cultist", Side: "cult"}, "c2": {Name: "Brute", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}, "c2": {At: rules.Pos{X: 1, Y: 0}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	return r, o
}

func TestRemoteWeaponButtonCyclesTheGunsAndTheShotUsesIt(t *testing.T) {
	r, o := armedRemote(t)
	r.Tap(board.Square{X: 7, Y: 2}, true)
	assert.Equal(t, "Colt", lastAction(t, o)["weapon"], "the first gun at first")
	require.Contains(t, buttonLabels(r), "Weapon: Colt")
	r.Press(buttonLabels(r)["Weapon: Colt"])
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type, "the odds asked again")
	assert.Equal(t, "Rifle", lastAction(t, o)["weapon"], "the blades are skipped")
	require.Contains(t, buttonLabels(r), "Weapon: Rifle")
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "Rifle", lastAction(t, o)["weapon"])

	// The choice lasts for the turn: the next shot is with the rifle too.
	r.Tap(board.Square{X: 7, Y: 2}, true)
	assert.Equal(t, "Rifle", lastAction(t, o)["weapon"])
	r.Press(buttonLabels(r)["Weapon: Rifle"])
	assert.Equal(t, "Colt", lastAction(t, o)["weapon"], "round again")
}

func TestRemoteWeaponButtonCyclesTheBladesThenBareHands(t *testing.T) {
	r, o := armedRemote(t)
	r.Tap(board.Square{X: 1, Y: 0}, true)
	assert.Equal(t, "Knife", lastAction(t, o)["weapon"])
	r.Press(buttonLabels(r)["Weapon: Knife"])
	assert.Equal(t, "Sword", lastAction(t, o)["weapon"])
	r.Press(buttonLabels(r)["Weapon: Sword"])
	assert.Equal(t, rules.UnarmedWeapon, lastAction(t, o)["weapon"])
	require.Contains(t, buttonLabels(r), "Weapon: bare hands")
	r.Press(buttonLabels(r)["Weapon: bare hands"])
	assert.Equal(t, "Knife", lastAction(t, o)["weapon"])
}

func TestRemoteNoWeaponButtonWithoutAChoice(t *testing.T) {
	r, _ := remoteAt(t, true)
	r.Tap(board.Square{X: 7, Y: 2}, true)
	for l := range buttonLabels(r) {
		assert.NotContains(t, l, "Weapon:", "one gun: nothing to choose")
	}
}
