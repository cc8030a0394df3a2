//go:build !js

package game_test

import (
	"testing"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The drill of CONTRIBUTING.md ("add an action"): an entry of the
// catalogue shows on a phone with no line of this package written for
// it. The host offers the entry's action (server/offers_more.go builds
// it from the catalogue); the phone's More list names it with the
// catalogue's label. The window's More menu lists the catalogue itself
// (TestMoreMenuListsAndPicks).
func TestEveryCatalogueEntryAimedAtAFigureShowsOnAPhone(t *testing.T) {
	bd, err := board.Parse("remote.yaml", []byte(remoteTable))
	require.NoError(t, err)
	b, err := board.NewBattle(bd, 7)
	require.NoError(t, err)
	n := 0
	for _, e := range menu.Catalogue {
		if e.Aim != menu.Other && e.Aim != menu.AnyFigure {
			continue
		}
		a, err := e.Build(b, menu.Pick{Who: "hero1", Target: "c1", Fight: "Colt", Shoot: "Colt", Trait: rules.Fighting, Effect: rules.TestDistracted})
		require.NoError(t, err, e.Label)
		r, _ := offered(t, moreOffer(t, a, "c1"))
		r.Press("more")
		assert.Contains(t, buttonLabels(r), e.Label, "the phone lists %s", e.Label)
		n++
	}
	assert.Greater(t, n, 10, "the entries aimed at a figure are most of the catalogue")
}
