package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// Who is asked about a benny: a player always about their own figures
// and the players' sides'; the GM about the GM's Wild Cards by default,
// every figure of the GM's with "all", none with "never".
func TestTheGMIsAskedAboutTheGMsWildCardsByDefault(t *testing.T) {
	hero := &rules.Figure{ID: "hero", WildCard: true}
	boss := &rules.Figure{ID: "boss", WildCard: true, GM: true}
	thug := &rules.Figure{ID: "thug", GM: true}
	def, err := rules.ParseGMAsks("")
	require.NoError(t, err)
	for _, c := range []struct {
		g                rules.GMAsks
		hero, boss, thug bool
	}{
		{def, true, true, false},
		{rules.GMAsksAll, true, true, true},
		{rules.GMAsksNever, true, false, false},
	} {
		assert.Equal(t, c.hero, c.g.Asks(hero, false), "%s: a players' side's figure", c.g)
		assert.Equal(t, c.boss, c.g.Asks(boss, false), "%s: the GM's Wild Card", c.g)
		assert.Equal(t, c.thug, c.g.Asks(thug, false), "%s: the GM's Extra", c.g)
		assert.True(t, c.g.Asks(thug, true), "%s: a figure a player plays is the player's to decide", c.g)
	}
	assert.Equal(t, []rules.GMAsks{rules.GMAsksAll, rules.GMAsksNever, rules.GMAsksWildCards},
		[]rules.GMAsks{def.Next(), def.Next().Next(), def.Next().Next().Next()}, "a button steps round")
	_, err = rules.ParseGMAsks("often")
	assert.EqualError(t, err, `"often" is not a gm_asks setting (wildcards, all or never)`)
}
