package game

import (
	"testing"

	"battlemat/menu"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// panelCmds are the buttons of More's part of the panel.
var panelCmds = map[Cmd]bool{CmdMoreItem: true, CmdPower: true, CmdPowerMod: true, CmdMorePage: true}

// moreShown checks every More button shown on a w x h screen lies
// above the status bar, and returns the entries' labels shown.
func moreShown(t *testing.T, g *Game, w, h int) []string {
	t.Helper()
	bottom := float64(h - statusBarHeight(h))
	var labels []string
	for _, b := range g.Buttons() {
		if !panelCmds[b.Cmd] {
			continue
		}
		assert.True(t, b.X >= 0 && b.Y >= 0 && b.X+b.W <= float64(w) && b.Y+b.H <= bottom,
			"%dx%d: %q at (%.0f, %.0f) %.0fx%.0f is off the screen", w, h, b.Label, b.X, b.Y, b.W, b.H)
		if b.Cmd == CmdMoreItem {
			labels = append(labels, b.Label)
		}
	}
	return labels
}

// A caster with all of the demo priest's powers (Bolt, Blast, Burst,
// Protection) and More > Powers open: whichever power is picked, its
// modifiers' rows leave every button of the More list on the screen, at
// 1024x768 as at 1920x1080.
func TestEveryMoreButtonFitsTheScreenWithThePowersOpen(t *testing.T) {
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := castersGame(t)
		g.SetScreenSize(sz[0], sz[1])
		for _, p := range []string{"Bolt 1 PP", "Blast 3 PP", "Burst 2 PP", "Protection 1 PP"} {
			clickButton(t, g, CmdPower, p)
			require.Equal(t, menu.CastPower, g.ctl.moreChosen())
			assert.NotEmpty(t, moreShown(t, g, sz[0], sz[1]))
		}
	}
}

// The More list's pages, turned by the page button (a click, or a
// finger's tap, which the window reads as one), reach every entry of
// the catalogue the GM may pick, each once, the GM's last, and come back
// to the first page; the caster's Powers first.
func TestTheMoreListPagesReachEveryEntryAtTenTwentyFourBySevenSixtyEight(t *testing.T) {
	want := []string{"Powers"}
	for _, e := range menu.Catalogue {
		if e.ID != menu.CastPower {
			want = append(want, e.Label)
		}
	}
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := castersGame(t)
		g.SetScreenSize(sz[0], sz[1])
		clickButton(t, g, CmdPower, "Blast 3 PP") // the most modifiers' rows
		first := moreShown(t, g, sz[0], sz[1])
		got := first
		for range len(want) {
			b, ok := g.ButtonFor(CmdMorePage)
			if !ok {
				break
			}
			tap(g, b)
			page := moreShown(t, g, sz[0], sz[1])
			if assert.NotEmpty(t, page) && page[0] == first[0] {
				break
			}
			got = append(got, page...)
		}
		assert.Equal(t, want, got, "%dx%d", sz[0], sz[1])
	}
}
