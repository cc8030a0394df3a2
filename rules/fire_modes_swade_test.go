package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// semiAutomatic is doubleTapper's field with the Colt marked double_tap
// (a semi-automatic pistol).
func semiAutomatic(t *testing.T, edition, edges string, rev int) *rules.Battle {
	t.Helper()
	src := strings.Replace(doubleTapField, "damage: 2d6+1, shots: 7}", "damage: 2d6+1, shots: 7, double_tap: true}", 1)
	require.NotEqual(t, doubleTapField, src)
	if edges != "" {
		src = scene(t, src, map[string]string{"ann": "edges: [" + edges + "]"})
	}
	b := newBattleAt(t, "edition: "+edition+"\n"+src, 1, rev)
	fighttest.ToTurn(t, b, "ann", 0)
	return b
}

// burstAt is a three-round burst from Ann's Rifle (2d8, burst: true) at
// the cultist: d10 5, Wild d6 1 to hit (no raise at +2), 3 and 4 for
// damage.
func burstAt(t *testing.T, edition string, rev int) string {
	return tried(doubleTapper(t, edition, "", rev), []int{5, 1, 3, 4},
		rules.Shoot{Who: "ann", Weapon: "Rifle", Targets: []string{"c1"}, Mode: rules.Burst})
}

// Swade's three-round burst is +1 to Shooting and to damage (revision 9),
// three rounds; revision 8 and deluxe give +2. Ann's d10 (Wild d6) at
// Short range: with +1 she misses TN 4 only on d10 1-2 and d6 1-2, 1 -
// 0.2*(2/6) = 14/15; with +2 only on two 1s, 1 - 0.1/6 = 59/60.
func TestSwadeThreeRoundBurstIsPlusOneToHitAndDamage(t *testing.T) {
	b := doubleTapper(t, "swade", "", rules.CurrentRevision)
	p, err := b.Preview(rules.Shoot{Who: "ann", Weapon: "Rifle", Targets: []string{"c1"}, Mode: rules.Burst})
	require.NoError(t, err)
	sp := p.Detail.(*rules.ShotPlan)
	v, _ := edgeMod(sp.Common, "three-round burst")
	assert.Equal(t, 1, v)
	assert.Equal(t, 3, sp.Ammo)
	assert.InDelta(t, 14.0/15, p.Rolls[0].Odds(0).Success, 1e-12)
	assert.Equal(t, 1, rules.BurstBonus(b.Rules))

	out := burstAt(t, "swade", rules.CurrentRevision)
	assert.Contains(t, out, "d10 5, Wild d6 1, +1 three-round burst = 6 vs 4: hit.")
	assert.Contains(t, out, "3+4, +1 three-round burst = 8", "the +1 to damage too")

	old := doubleTapper(t, "swade", "", 8)
	p, err = old.Preview(rules.Shoot{Who: "ann", Weapon: "Rifle", Targets: []string{"c1"}, Mode: rules.Burst})
	require.NoError(t, err)
	assert.InDelta(t, 59.0/60, p.Rolls[0].Odds(0).Success, 1e-12)
	assert.Equal(t, 2, rules.BurstBonus(old.Rules))
	assert.Contains(t, burstAt(t, "swade", 8), "3+4, +2 three-round burst = 9")
}

// Deluxe keeps its burst at +2 to hit and damage under revision 9.
func TestDeluxeThreeRoundBurstStaysPlusTwo(t *testing.T) {
	out := burstAt(t, "deluxe", rules.CurrentRevision)
	assert.Contains(t, out, "d10 5, Wild d6 1, +2 three-round burst = 7 vs 4: hit.")
	assert.Contains(t, out, "3+4, +2 three-round burst = 9")
	assert.Equal(t, 2, rules.BurstBonus(rules.Deluxe.Rules()))
}

// In swade (revision 9) only the Double Tap Edge double taps: a pistol
// marked double_tap is refused, with the reason, to a figure without the
// Edge, which revision 8 let double tap at +1; with the Edge it double
// taps at the Edge's +1, two rounds.
func TestSwadeDoubleTapNeedsTheEdgeEvenWithASemiAutomaticWeapon(t *testing.T) {
	tap := rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap}
	b := semiAutomatic(t, "swade", "", rules.CurrentRevision)
	ann := b.Figure("ann")
	assert.False(t, rules.DoubleTaps(b.Rules, ann, ann.Weapons[0]))
	err := rules.DoubleTapRefusal(b.Rules, ann, ann.Weapons[0])
	require.Error(t, err)
	assert.Equal(t, "the Colt .45 cannot double tap: in swade only the Double Tap Edge double taps (from rules revision 9)", err.Error())
	assert.Equal(t, "refused: "+err.Error(), tried(b, []int{6, 1, 3, 4}, tap))
	assert.Equal(t, 7, b.Figure("ann").Ammo[0], "a refused shot spends nothing")

	old := semiAutomatic(t, "swade", "", 8)
	assert.True(t, rules.DoubleTaps(old.Rules, old.Figure("ann"), old.Figure("ann").Weapons[0]))
	assert.Contains(t, tried(old, []int{6, 1, 3, 4}, tap), "+1 double tap = 7 vs 4: hit")

	edge := semiAutomatic(t, "swade", "Double Tap", rules.CurrentRevision)
	assert.True(t, rules.DoubleTaps(edge.Rules, edge.Figure("ann"), edge.Figure("ann").Weapons[0]))
	out := tried(edge, []int{6, 1, 3, 4}, tap)
	assert.Contains(t, out, "+1 Double Tap = 7 vs 4: hit")
	assert.Contains(t, out, "3+4+1, +1 Double Tap = 9")
	assert.Equal(t, 5, edge.Figure("ann").Ammo[0], "two rounds")
}

// Deluxe's double tap is anyone's with a weapon marked double_tap, as
// before: +1 to hit and damage, two rounds.
func TestDeluxeDoubleTapNeedsOnlyASemiAutomaticWeapon(t *testing.T) {
	b := semiAutomatic(t, "deluxe", "", rules.CurrentRevision)
	assert.True(t, rules.DoubleTaps(b.Rules, b.Figure("ann"), b.Figure("ann").Weapons[0]))
	out := tried(b, []int{6, 1, 3, 4}, rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap})
	assert.Contains(t, out, "+1 double tap = 7 vs 4: hit")
	assert.Contains(t, out, "3+4+1, +1 double tap = 9")
}

// A refused double tap names what would let it: in swade from revision 9
// that is the Double Tap Edge alone, so an unmarked gun is refused for
// want of the Edge, not told to be marked double_tap (which would not
// help); revision 8 and deluxe keep the mark's reason, the mark being
// enough there.
func TestSwadeDoubleTapRefusalNamesTheEdgeNotTheMark(t *testing.T) {
	b := doubleTapper(t, "swade", "", rules.CurrentRevision)
	ann := b.Figure("ann")
	err := rules.DoubleTapRefusal(b.Rules, ann, ann.Weapons[0])
	require.Error(t, err)
	assert.Equal(t, "the Colt .45 cannot double tap: in swade only the Double Tap Edge double taps (from rules revision 9)", err.Error())

	for _, old := range []*rules.Battle{doubleTapper(t, "swade", "", 8), doubleTapper(t, "deluxe", "", rules.CurrentRevision)} {
		ann := old.Figure("ann")
		err := rules.DoubleTapRefusal(old.Rules, ann, ann.Weapons[0])
		require.Error(t, err)
		assert.Equal(t, "the Colt .45 cannot double tap: it is not semi-automatic (double_tap: true)", err.Error())
	}
}
