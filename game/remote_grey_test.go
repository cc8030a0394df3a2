//go:build !js

package game_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/wire"
)

// gmWithStates is the GM's screen with each figure's whole state (the
// GM's copy): the hero wounded with two bennies, the cultist unhurt with
// none, the lurker hidden.
func gmWithStates(t *testing.T) (*game.Remote, *outbox) {
	t.Helper()
	o := &outbox{}
	r := game.NewRemote(o)
	st := wire.State{Type: "state", Seq: 3, Seat: wire.SeatGM, Scenario: remoteTable,
		Roster: map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"},
			"c1": {Name: "Cultist", Side: "cult"}, "lurker": {Name: "Skulking Horror", Side: "cult"}},
		Figures: map[string]wire.FigureState{
			"hero1":  {At: rules.Pos{X: 0, Y: 0}, State: &rules.State{Wounds: 1, Bennies: 2}},
			"c1":     {At: rules.Pos{X: 7, Y: 2}, State: &rules.State{Fatigue: 2}},
			"lurker": {At: rules.Pos{X: 7, Y: 0}, Hidden: true, State: &rules.State{}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	r.Press(game.RemoteEdit)
	return r, o
}

// greyed are the edit buttons of the moment the screen greys, by label.
func greyed(r *game.Remote) map[string]string {
	out := map[string]string{}
	for _, b := range r.Buttons() {
		if why := r.ButtonWhy(b.ID); why != "" {
			out[b.Label] = why
		}
	}
	return out
}

func TestRemoteGMEditButtonsTheRulesWouldRefuseAreGreyedAndNeverSent(t *testing.T) {
	r, o := gmWithStates(t)
	r.Tap(board.Square{X: 7, Y: 2}, true) // the cultist: no Wounds, no bennies, Exhausted
	assert.Equal(t, map[string]string{
		"Wounds -":       "Cultist has no Wounds",
		"Benny -":        "Cultist has no bennies",
		"Fatigue +":      "Cultist is Exhausted: one more level Incapacitates (Wounds +)",
		"Reveal Cultist": "Cultist is not hidden",
		"Hold: set":      "Cultist has no card to hold",
	}, greyed(r), "before the deal nobody has a card to hold")
	for _, l := range []string{"Wounds -", "Benny -", "Fatigue +"} {
		r.Press(buttonLabels(r)[l])
		m, bad := r.Message()
		assert.True(t, bad)
		assert.Equal(t, greyed(r)[l], m, "a tap on a greyed button says why")
	}
	assert.Empty(t, o.msgs, "nothing the rules would refuse is sent")

	r.Tap(board.Square{X: 0, Y: 0}, true) // the hero: wounded, with bennies
	assert.Equal(t, map[string]string{"Fatigue -": "Ann's Hero has no Fatigue", "Reveal Ann's Hero": "Ann's Hero is not hidden",
		"Hold: set": "Ann's Hero has no card to hold"}, greyed(r), "the hero may lose a Wound or a benny")
	r.Press(buttonLabels(r)["Benny -"])
	require.Len(t, o.msgs, 1)
	assert.True(t, strings.Contains(string(o.msgs[0].Action), `"Bennies":1`), string(o.msgs[0].Action))

	// Reveal is greyed but for a hidden figure, as in the window.
	r.Tap(board.Square{X: 7, Y: 0}, true)
	assert.Contains(t, buttonLabels(r), "Reveal Skulking Horror")
	assert.Empty(t, r.ButtonWhy("edit:reveal"))
	r.Tap(board.Square{X: 0, Y: 0}, true)
	assert.Equal(t, "Ann's Hero is not hidden", r.ButtonWhy("edit:reveal"))
}
