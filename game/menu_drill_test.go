package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/menu"
)

// The drill of CONTRIBUTING.md ("add an action"): an entry of the
// catalogue shows on a player's phone with no line of this package
// written for it. The phone is the one Game over her seat; its More list
// is the catalogue (TestMoreMenuListsAndPicks holds the window's to it),
// paged by finger, each entry under the catalogue's label.
func TestEveryCatalogueEntryAimedAtAFigureShowsOnAPhone(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	p.dealTo("hero1")
	p.tapSquare(0, 0)
	p.tapButton("More")
	require.Equal(t, ModeMore, p.g.ctl.Mode())
	listed := map[string]bool{}
	first := ""
	for range 30 {
		page := ""
		for _, b := range p.g.Buttons() {
			if b.Cmd == CmdMoreItem {
				listed[b.Label] = true
				if page == "" {
					page = b.Arg
				}
			}
		}
		if page == "" || page == first {
			break
		}
		if first == "" {
			first = page
		}
		p.tapButton("Page")
	}
	n := 0
	for _, e := range menu.Catalogue {
		if e.GM || e.Aim != menu.Other && e.Aim != menu.AnyFigure {
			continue
		}
		assert.True(t, listed[e.Label], "her phone lists %s", e.Label)
		n++
	}
	assert.Greater(t, n, 10, "the entries aimed at a figure are most of the catalogue")
}
