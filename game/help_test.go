package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

func TestTheRulesHelpStartsWithTheBasicsAndFiltersAsYouType(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2) // Buck's turn: S would shoot
	press(g, CmdHelp.Key())
	require.NotNil(t, g.ctl.help())
	all := g.ctl.helpList()
	assert.Equal(t, "Trait tests and the Wild Die", all[0].Title, "the basics first")

	for _, r := range "gang" {
		g.Handle(Input{Text: string(r)})
		g.Handle(Input{})
	}
	assert.Equal(t, "gang", helpFind(g.ctl))
	found := g.ctl.helpList()
	require.NotEmpty(t, found)
	assert.Equal(t, "Gang Up", found[0].Title)
	assert.Less(t, len(found), len(all))

	// Typing a command's letter searches; it does not run the command.
	mode := g.ctl.mode
	g.Handle(Input{Text: "s", Keys: CmdShoot.Key()})
	g.Handle(Input{})
	assert.Equal(t, mode, g.ctl.mode, "S typed in the help does not switch to Shoot")
	assert.Equal(t, "gangs", helpFind(g.ctl))
	assert.Empty(t, g.ctl.helpList())

	g.Handle(Input{Keys: CmdErase.Key()})
	g.Handle(Input{})
	assert.Equal(t, "gang", helpFind(g.ctl), "Backspace erases")

	press(g, CmdDeselect.Key())
	assert.Nil(t, g.ctl.help(), "Escape closes the help")
	assert.Empty(t, helpFind(g.ctl))
	assert.Equal(t, "buck", g.ctl.selected, "and keeps the selection")
}

// helpFind is what was typed in the help ("" when it is shut).
func helpFind(c *Controller) string {
	if h := c.help(); h != nil {
		return h.find
	}
	return ""
}

// The help shows whole entries only: at 1280x800 its last entry used to
// run past the box, over the legend and the status line. Every entry
// shown ends within the box, the next one would not, and a box too small
// for any still shows the first (its text cut at the box).
func TestTheRulesHelpShowsOnlyEntriesThatEndInItsBox(t *testing.T) {
	all := rules.Help()
	require.Greater(t, len(all), 8)
	const size, w = 16.0, 820.0
	top, bottom := 100.0, 750.0
	n := helpFit(all, size, w, top, bottom)
	require.GreaterOrEqual(t, n, 1)
	require.Less(t, n, len(all), "the whole help does not fit one box")
	y := top
	for _, e := range all[:n] {
		y += helpEntryHeight(e, size, w)
	}
	assert.LessOrEqual(t, y, bottom, "the entries shown end within the box")
	assert.Greater(t, y+helpEntryHeight(all[n], size, w), bottom, "the next entry would not")
	assert.Equal(t, 1, helpFit(all, size, w, top, top+size), "a tiny box still shows the first entry")
}
