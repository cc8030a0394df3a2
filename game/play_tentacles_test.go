package game

import (
	"strconv"
	"strings"
	"testing"

	"battlemat/menu"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The window's More menu offers Tentacles to a figure with Tentacle
// Actions: a click on the orc strikes it with both tentacles as the
// turn's one action, two Fighting rolls each with its own Wild Die.
func TestMoreMenuStrikesWithEveryTentacle(t *testing.T) {
	src := strings.Replace(arenaYAML, "wildcard: true, at: [1, 2],",
		`wildcard: true, at: [1, 2], abilities: ["Tentacles: Str+d6", "Tentacle Actions (2)"],`, 1)
	src = strings.Replace(src, "{id: orc, name: Orc, side: blue,", "{id: orc, name: Orc, side: blue, wildcard: true,", 1) // stands a Wound
	require.NotEqual(t, arenaYAML, src)
	g, _ := arenaOf(t, src, 1, 1)
	press(g, CmdMore.Key())
	found := false
	for i, e := range menu.Catalogue {
		if e.ID == menu.Tentacles {
			g.ctl.pickMore(strconv.Itoa(i))
			found = true
		}
	}
	require.True(t, found)
	n := len(g.ctl.Battle().Log())
	clickSquare(g, 2, 2)
	keepRolls(t, g)
	require.Equal(t, rules.KindTentacles, lastKind(g), g.ctl.msg)
	attacks := 0
	for _, l := range g.ctl.Battle().Log()[n:] {
		if strings.HasPrefix(l, "Vera attacks Orc with the Tentacles") {
			attacks++
			assert.Contains(t, l, "Wild d6", "each tentacle rolls its own Wild Die")
		}
	}
	assert.Equal(t, 2, attacks, "%v", g.ctl.Battle().Log()[n:])
	_, err := g.ctl.Battle().CheckAction("vera", "fight:Knife")
	assert.Error(t, err, "the volley was the turn's one action")
}
