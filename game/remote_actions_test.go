//go:build !js

package game_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/wire"
)

// moreOffer is the host's offer of a whole action.
func moreOffer(t *testing.T, a rules.Action, target string) wire.Offer {
	t.Helper()
	raw, err := rules.MarshalAction(a)
	require.NoError(t, err)
	return wire.Offer{Kind: a.Kind(), Who: "hero1", Target: target, Action: raw}
}

func TestRemoteMoreListsTheOffersAndATapPicksTheTarget(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: "run", Who: "hero1"},
		moreOffer(t, rules.Grapple{Who: "hero1", Target: "c1"}, "c1"),
		moreOffer(t, rules.Test{Who: "hero1", Target: "c1", Skill: rules.Intimidation, Effect: rules.TestDistracted}, "c1"),
		moreOffer(t, rules.Ready{Who: "hero1", Weapons: []string{"Colt"}}, ""))
	labels := buttonLabels(r)
	assert.Contains(t, labels, "Run")
	assert.NotContains(t, labels, "Grapple", "the More actions wait behind More")
	require.Contains(t, labels, "More")
	r.Press(labels["More"])
	labels = buttonLabels(r)
	for _, l := range []string{"Grapple", "Intimidate", "Ready: Colt", "Cancel"} {
		assert.Contains(t, labels, l)
	}
	assert.NotContains(t, labels, "Run", "the list alone")

	r.Press(labels["Grapple"])
	assert.Equal(t, "Grapple", r.Picking())
	assert.Empty(t, o.msgs)
	r.Tap(board.Square{X: 3, Y: 1}, true)
	_, bad := r.Message()
	assert.True(t, bad, "an empty square is not the grapple's target")
	r.Tap(board.Square{X: 7, Y: 2}, true)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "preview", o.msgs[0].Type, "the host's odds first")
	assert.JSONEq(t, `{"kind":"grapple","who":"hero1","target":"c1"}`, string(o.msgs[0].Action))
	require.Contains(t, buttonLabels(r), "Grapple!")
	assert.NotContains(t, buttonLabels(r), "Called: none", "no attack options on a grapple")
	r.Press(game.RemoteConfirm)
	require.Len(t, o.msgs, 2)
	assert.Equal(t, "action", o.msgs[1].Type)
	assert.JSONEq(t, `{"kind":"grapple","who":"hero1","target":"c1"}`, string(o.msgs[1].Action))
	assert.Empty(t, r.Picking())

	// An entry without a target goes at once.
	r.Press("more")
	r.Press(buttonLabels(r)["Ready: Colt"])
	require.Len(t, o.msgs, 3)
	assert.JSONEq(t, `{"kind":"ready","who":"hero1","weapons":["Colt"]}`, string(o.msgs[2].Action))
}

func TestRemoteIntimidateCanLeaveTheFoeVulnerable(t *testing.T) {
	r, o := offered(t, moreOffer(t, rules.Test{Who: "hero1", Target: "c1", Skill: rules.Intimidation, Effect: rules.TestDistracted}, "c1"))
	r.Press("more")
	r.Press(buttonLabels(r)["Intimidate"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	r.Press(buttonLabels(r)["Effect: Distracted"])
	require.Contains(t, buttonLabels(r), "Effect: Vulnerable")
	r.Press(game.RemoteConfirm)
	var a map[string]any
	require.NoError(t, json.Unmarshal(o.msgs[len(o.msgs)-1].Action, &a))
	assert.Equal(t, "vulnerable", a["effect"])
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
}

func TestRemoteJumpLandsOnTheSquareTapped(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: rules.KindJump, Who: "hero1", Square: true})
	r.Press("more")
	r.Press(buttonLabels(r)["Jump (Athletics)"])
	r.Tap(board.Square{X: 2, Y: 0}, true)
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"jump","who":"hero1","to":{"x":2,"y":0}}`, string(o.msgs[0].Action))
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[1].Type)
}

func TestRemoteMoreListPagesOnAPhone(t *testing.T) {
	var offers []wire.Offer
	for i := range 9 {
		offers = append(offers, moreOffer(t, rules.Ready{Who: "hero1", Weapons: []string{fmt.Sprint("W", i)}}, ""))
	}
	r, _ := offered(t, offers...)
	r.Press("more")
	labels := buttonLabels(r)
	assert.Contains(t, labels, "Ready: W0")
	assert.NotContains(t, labels, "Ready: W8")
	require.Contains(t, labels, "Page 1/2")
	assert.LessOrEqual(t, len(r.Buttons()), 8, "a page fits a phone")
	r.Press(labels["Page 1/2"])
	assert.Contains(t, buttonLabels(r), "Ready: W8")
	assert.Contains(t, buttonLabels(r), "Page 2/2")
}

func TestRemoteSuppressiveFireIsPlacedLikeABlast(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: "suppress", Who: "hero1", Weapon: "Colt", Template: "mbt"})
	r.Press(buttonLabels(r)["Suppress: Colt"])
	require.True(t, r.Placing())
	r.Tap(board.Square{X: 6, Y: 1}, true)
	assert.JSONEq(t, `{"kind":"suppress","who":"hero1","weapon":"Colt","at":{"x":6.5,"y":1.5}}`, string(o.msgs[0].Action))
	require.Contains(t, buttonLabels(r), "Suppress!")
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[1].Type)
	assert.JSONEq(t, `{"kind":"suppress","who":"hero1","weapon":"Colt","at":{"x":6.5,"y":1.5}}`, string(o.msgs[1].Action))
}

func TestRemoteButtonsOtherThanTheAnswerDoNothingWhileAsked(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: "run", Who: "hero1"})
	q, _ := json.Marshal(wire.Question{Type: "question", ID: "q1", Seat: "player:anna", Text: "Reroll?"})
	require.NoError(t, r.Receive(q))
	assert.False(t, r.HasButton("offer:run:hero1:"), "a Run drawn before the question came is no longer there")
	r.Press("offer:run:hero1:")
	assert.Empty(t, o.msgs)
	r.Press(game.RemoteNo)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "answer", o.msgs[0].Type)
}
