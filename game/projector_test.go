package game

import (
	"fmt"
	"testing"

	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The window's table view (F10) and the projector's page on the table
// seat of the same session are one projector over the seat's mirror: for
// the same state they lay the same bands, write the same line of who
// acts and the same dice and results of the last action, lay the same
// strip, and slide the same move.
func TestWindowTableViewAndTableSeatShowTheSameProjector(t *testing.T) {
	memorySettings(t)
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		page := tableSeatPage(t, g.ctl.fight.local.Open(wire.SeatTable), sz[0], sz[1])

		g.ToggleTable()
		require.True(t, g.TableOn())
		g.Handle(Input{}) // the table view opens the table's seat
		require.NotNil(t, g.ctl.fight.table)
		press(g, CmdNext.Key()) // deal round 1
		clickSquare(g, 2, 2)    // Buck's turn
		clickSquare(g, 7, 3)    // he walks out of the door
		page.Handle(Input{})
		win := &g.ctl.fight.tableMirror
		require.Contains(t, win.anim.slides, "buck", "%v: the window's table seat slides Buck's walk", sz)
		assert.Equal(t, win.anim.slides["buck"], page.ctl.fight.mirror.anim.slides["buck"], "%v: both slide him from the same square to the same", sz)

		press(g, CmdShoot.Key())
		hoverSquare(g, 14, 3)
		clickSquare(g, 14, 3) // at Cultist 5
		declineSoaks(g)
		require.Len(t, g.ctl.Battle().Applied, 4, "%v: deal, turn, move, shoot", sz)
		page.Handle(Input{})

		wl, pl := g.layout(), page.layout()
		// The corner holds the window's Leave table view too.
		for _, r := range [][2]Rect{{pl.proj.strip, wl.proj.strip}, {pl.proj.order, wl.proj.order}, {pl.proj.dice, wl.proj.dice}} {
			assert.Equal(t, r[0], r[1], "%v: the same bands", sz)
		}
		assert.Equal(t, pl.mapView, wl.mapView, "%v: the same map's room", sz)

		wp, sp := g.ctl.projector(wl), page.ctl.projector(pl)
		assert.Equal(t, "Round 1  -  Buck Savage acts", sp.up)
		assert.Equal(t, sp.up, wp.up, "%v: the same line of who acts", sz)
		require.NotEmpty(t, sp.rows, "%v: the shot's dice", sz)
		assert.Contains(t, sp.rows[0].s, "Buck Savage: Shooting vs Cultist")
		assert.Equal(t, rowTexts(sp.rows), rowTexts(wp.rows), "%v: the same dice and results", sz)
		require.NotEmpty(t, sp.cards)
		assert.Equal(t, sp.cards, wp.cards, "%v: the same strip, box for box", sz)
		assert.Equal(t, sp.cardSize, wp.cardSize)
		assert.Equal(t, sp.round, wp.round)

		g.ToggleTable()
		g.Handle(Input{})
		assert.Nil(t, g.ctl.fight.table, "%v: leaving the table view closes its seat", sz)
	}
}

// rowTexts are the bottom band's lines with their ink and weight.
func rowTexts(rows []projRow) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = fmt.Sprintf("%s %v %v", r.s, r.c, r.f == fontBold)
	}
	return out
}
