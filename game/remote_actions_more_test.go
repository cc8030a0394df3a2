//go:build !js

package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/wire"
)

func TestRemoteMoreOffersFinishingMoveTouchPlatformAndAimIgnoring(t *testing.T) {
	r, o := offered(t,
		moreOffer(t, rules.FinishingMove{Who: "hero1", Target: "c1", Weapon: "Colt"}, "c1"),
		moreOffer(t, rules.Touch{Who: "hero1", Target: "c1"}, "c1"),
		moreOffer(t, rules.Aim{Who: "hero1", Target: "c1", Ignore: true}, "c1"),
		moreOffer(t, rules.SetPlatform{Who: "hero1", Unstable: true}, ""))
	r.Press(game.RemoteMore)
	labels := buttonLabels(r)
	for _, l := range []string{"Finishing Move", "Touch", "Aim: ignore penalties", "Unstable platform: on"} {
		assert.Contains(t, labels, l)
	}
	r.Press(labels["Aim: ignore penalties"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	r.Press(game.RemoteConfirm)
	assert.JSONEq(t, `{"kind":"aim","who":"hero1","target":"c1","ignore":true}`, string(o.msgs[len(o.msgs)-1].Action))
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)

	r.Press(game.RemoteMore)
	r.Press(buttonLabels(r)["Unstable platform: on"])
	assert.JSONEq(t, `{"kind":"platform","who":"hero1","unstable":true}`, string(o.msgs[len(o.msgs)-1].Action), "no target: sent at once")

	r.Press(game.RemoteMore)
	r.Press(buttonLabels(r)["Touch"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	require.Contains(t, buttonLabels(r), "Touch!")
	r.Press(game.RemoteConfirm)
	assert.JSONEq(t, `{"kind":"touch","who":"hero1","target":"c1"}`, string(o.msgs[len(o.msgs)-1].Action))
}

func TestRemoteSupportChoosesAmongTheTraitsOffered(t *testing.T) {
	// The host offers Support of the figure for three traits.
	var offers []wire.Offer
	for _, tr := range []rules.Trait{rules.Fighting, rules.Shooting, rules.Notice} {
		offers = append(offers, moreOffer(t, rules.SupportAlly{Who: "hero1", Ally: "c1", Trait: tr}, "c1"))
	}
	r, o := offered(t, offers...)
	r.Press(game.RemoteMore)
	labels := buttonLabels(r)
	require.Contains(t, labels, "Support", "one entry for the three")
	r.Press(labels["Support"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "fighting", lastAction(t, o)["trait"])
	require.Contains(t, buttonLabels(r), "Trait: Fighting")
	r.Press(buttonLabels(r)["Trait: Fighting"])
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type, "the odds asked again")
	assert.Equal(t, "shooting", lastAction(t, o)["trait"])
	r.Press(buttonLabels(r)["Trait: Shooting"])
	r.Press(buttonLabels(r)["Trait: Notice"])
	assert.Equal(t, "fighting", lastAction(t, o)["trait"], "round again")
	r.Press(buttonLabels(r)["Trait: Fighting"])
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "shooting", lastAction(t, o)["trait"])
}

// A phone offered a tentacle volley lists it as More's Tentacles; a tap
// on the foe and Confirm send the volley at it.
func TestRemoteMoreSendsATentacleVolley(t *testing.T) {
	r, o := offered(t, moreOffer(t, rules.Tentacles{Who: "hero1", Target: "c1"}, "c1"))
	r.Press(game.RemoteMore)
	labels := buttonLabels(r)
	require.Contains(t, labels, "Tentacles")
	r.Press(labels["Tentacles"])
	r.Tap(board.Square{X: 7, Y: 2}, true)
	r.Press(game.RemoteConfirm)
	assert.JSONEq(t, `{"kind":"tentacles","who":"hero1","target":"c1"}`, string(o.msgs[len(o.msgs)-1].Action))
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
}
