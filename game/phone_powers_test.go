package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// boltTable is the e2e powers test's: Ann's hero casts Bolt and
// Protection (Smarts d6: Bolt reaches 12", Protection 6"; the cultist
// is 7" off).
var boltTable = strings.Replace(hostedTable, "    traits: {agility: d8, shooting: d8, vigor: d6}\n",
	"    traits: {agility: d8, smarts: d6, shooting: d8, spellcasting: d8, vigor: d6}\n    arcane: {skill: spellcasting, power_points: 10}\n    powers: [Bolt (frost), Protection]\n", 1)

// Ann's phone casts Bolt by finger: More lists her powers; Protection at
// the cultist, out of its range, is refused on the tap; Bolt with two of
// its modifiers switched on and a tap on the cultist shows the session's
// odds and the Power Points it costs, a second tap casts it and her Power
// Points are spent.
func TestAPhoneCastsBoltByFinger(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", boltTable, 3)
	p.dealTo("hero1")
	b := p.battle()
	p.tapSquare(0, 0)
	require.NotNil(t, b.Turn())

	p.tapButton("More")
	p.shot("bolt-more")
	p.tapButton(p.pageTo("Powers"))
	p.tapButton("Protection")
	n := len(b.Applied)
	p.tapSquare(7, 3)
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, `Cultist is out of range of Protection (7"; Smarts: 6")`, ap.Err, "the session's refusal shows on the tap")
	p.tapSquare(7, 3)
	assert.Len(t, b.Applied, n, "refused")
	assert.Contains(t, p.message(), "out of range", "the second tap says why")

	p.tapButton("More")
	p.tapButton(p.pageTo("Powers"))
	p.tapButton("Bolt")
	p.tapButton("AP 2")
	p.tapButton("Damage +2")
	p.tapSquare(7, 3)
	require.Len(t, b.Applied, n, "the first tap aims")
	ap = p.g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.Empty(t, ap.Err)
	assert.Equal(t, "cast", ap.Kind)
	assert.Equal(t, "c1", ap.Target)
	assert.Equal(t, "Bolt", ap.Weapon)
	want := rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, Mods: ap.Mods, TN: 4})
	assert.InDelta(t, want.Success, ap.Success, 1e-12, "the session's odds of a d8 Spellcasting roll")
	assert.Contains(t, ap.Cost, "4 Power Points", "Bolt's 1 and its modifiers' 1 and 2: the question of a power is its cost")
	assert.Equal(t, "(7, 3): tap again to cast", p.message())
	p.shot("bolt-aimed")
	pp := b.Figure("hero1").PowerPoints()
	p.tapSquare(7, 3)
	p.answerNo()
	require.Len(t, b.Applied, n+1, "the second tap casts")
	c, ok := b.Applied[n].Action.(rules.Cast)
	require.True(t, ok, "%T", b.Applied[n].Action)
	assert.Equal(t, []string{"Armor Piercing 2", "Damage"}, c.Mods, "cast with both modifiers")
	assert.Less(t, b.Figure("hero1").PowerPoints(), pp, "her Power Points are spent")
	p.shot("bolt-cast")
}
