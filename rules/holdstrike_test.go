package rules_test

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// meleeBiter is melee with a Bite (a natural weapon) for Buck as well.
var meleeBiter = strings.Replace(melee, "      - {name: Machete, damage: str+d6}\n", "      - {name: Machete, damage: str+d6}\n      - {name: Bite, damage: str+d4, natural: true}\n", 1)

// holdingBuck: Buck, with two actions, grapples Cultist 1 (d6 6+1, Wild
// d6 1, -2 multi-action = 5 vs the cultist's 2: Entangled) and then
// tries act.
func holdingBuck(t *testing.T, rev int, faces []int, act rules.Action) string {
	b := newBattleAt(t, meleeBiter, 1, rev)
	cultistAfterBuck(t, b, 2)
	script(b, 6, 1, 1, 2)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	require.True(t, b.Figure("c1").Entangled)
	return tried(b, faces, act)
}

// A grappler may crush its held victim (a Strength damage roll, as an
// action) or bite it with a natural bite; striking it with another
// weapon is refused with the reason. The held figure stays Vulnerable to
// everyone else's attacks.
func TestAGrapplerCrushesOrBitesItsVictimAndStrikesWithNothingElse(t *testing.T) {
	rev := rules.CurrentRevision
	assert.Equal(t, "refused: Buck holds Cultist 1 in a grapple: it may crush it or bite it, not strike it with the Machete",
		holdingBuck(t, rev, []int{6, 2, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"}))
	assert.Contains(t, holdingBuck(t, rev, []int{6, 2, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Bite"}),
		"Buck attacks Cultist 1 with the Bite")
	assert.Contains(t, holdingBuck(t, rev, []int{3, 1}, rules.Grapple{Who: "buck", Target: "c1", Crush: true}),
		"crush")
	b := newBattleAt(t, meleeBiter, 1, rev)
	cultistAfterBuck(t, b, 0)
	script(b, 5, 1, 2)
	apply(t, b, rules.Grapple{Who: "buck", Target: "c1"})
	assert.True(t, b.Vulnerable(b.Figure("c1")), "others still get +2 against the held figure")
}
